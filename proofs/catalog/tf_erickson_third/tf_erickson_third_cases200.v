(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s168_c66_L (b e : nat) : lmoves (s168_board 0 (2 + b) 1 0 (2 + e)) = [s168_board 0 (1 + b) 2 0 (2 + e); s173_board 0 (2 + b) 0 (3 + e)].
Proof. unfold s168_board, s173_board. tf_options. Qed.
Lemma s168_c66_R (b e : nat) : rmoves (s168_board 0 (2 + b) 1 0 (2 + e)) = [s193_board 0 (2 + b) 1 (2 + e)].
Proof. unfold s168_board, s193_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c==1 && d==0 && e>=2 *)
Lemma s168_c66_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s168_board 0 (2 + b) 1 0 (2 + e) -> fst (s168_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c66_L b e), (s168_c66_R b e); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 2 0 (2 + e) (opt_l _ _ _ (s168_c66_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s173 IH 0 (2 + b) 0 (3 + e) (opt_l _ _ _ (s168_c66_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 0 (2 + b) 1 (2 + e) (opt_r _ _ _ (s168_c66_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s173_p10 Ho1 ltac:(zlia)).
  rewrite (s193_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s168_c67_L (b : nat) : lmoves (s168_board 0 (2 + b) 1 1 0) = [s168_board 0 (1 + b) 2 1 0; s168_board 0 (2 + b) 1 0 1].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c67_R (b : nat) : rmoves (s168_board 0 (2 + b) 1 1 0) = [s194_board 0 (2 + b) 1 1 0; s160_board 0 (2 + b) 1 1 0].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s168_c67_p53 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s168_board 0 (2 + b) 1 1 0 -> fst (s168_q53 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q53 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q53] in Hc |- *.
  rewrite tf_game_eq, (s168_c67_L b), (s168_c67_R b); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 2 1 0 (opt_l _ _ _ (s168_c67_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 1 0 1 (opt_l _ _ _ (s168_c67_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 (2 + b) 1 1 0 (opt_r _ _ _ (s168_c67_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 (2 + b) 1 1 0 (opt_r _ _ _ (s168_c67_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p21 Ho0 ltac:(zlia)).
  rewrite (s168_p52 Ho1 ltac:(zlia)).
  rewrite (s194_p55 Ho2 ltac:(zlia)).
  rewrite (s160_p62 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c68_L (b : nat) : lmoves (s168_board 0 (2 + b) 1 1 1) = [s168_board 0 (1 + b) 2 1 1; s168_board 0 (2 + b) 1 0 2].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c68_R (b : nat) : rmoves (s168_board 0 (2 + b) 1 1 1) = [s194_board 0 (2 + b) 1 1 1; s160_board 0 (2 + b) 1 1 1].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s168_c68_p54 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s168_board 0 (2 + b) 1 1 1 -> fst (s168_q54 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q54 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q54] in Hc |- *.
  rewrite tf_game_eq, (s168_c68_L b), (s168_c68_R b); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 2 1 1 (opt_l _ _ _ (s168_c68_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 1 0 2 (opt_l _ _ _ (s168_c68_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 (2 + b) 1 1 1 (opt_r _ _ _ (s168_c68_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 (2 + b) 1 1 1 (opt_r _ _ _ (s168_c68_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p22 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s194_p57 Ho2 ltac:(zlia)).
  rewrite (s160_p73 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c69_L (b e : nat) : lmoves (s168_board 0 (2 + b) 1 1 (2 + e)) = [s168_board 0 (1 + b) 2 1 (2 + e); s168_board 0 (2 + b) 1 0 (3 + e)].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c69_R (b e : nat) : rmoves (s168_board 0 (2 + b) 1 1 (2 + e)) = [s194_board 0 (2 + b) 1 1 (2 + e)].
Proof. unfold s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s168_c69_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s168_board 0 (2 + b) 1 1 (2 + e) -> fst (s168_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c69_L b e), (s168_c69_R b e); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s168_c69_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 1 0 (3 + e) (opt_l _ _ _ (s168_c69_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s168_c69_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s168_c70_L (b d : nat) : lmoves (s168_board 0 (2 + b) 1 (2 + d) 0) = [s168_board 0 (1 + b) 2 (2 + d) 0; s168_board 0 (2 + b) 1 (1 + d) 1].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c70_R (b d : nat) : rmoves (s168_board 0 (2 + b) 1 (2 + d) 0) = [s194_board 0 (2 + b) 1 (2 + d) 0; s160_board 0 (2 + b) 1 (2 + d) 0].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s168_c70_p55 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s168_board 0 (2 + b) 1 (2 + d) 0 -> fst (s168_q55 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q55 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q55] in Hc |- *.
  rewrite tf_game_eq, (s168_c70_L b d), (s168_c70_R b d); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s168_c70_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s168_c70_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s168_c70_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s168_c70_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p23 Ho0 ltac:(zlia)).
  rewrite (s168_p54 Ho1 ltac:(zlia)).
  rewrite (s194_p77 Ho2 ltac:(zlia)).
  rewrite (s160_p76 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c70_p57 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s168_board 0 (2 + b) 1 (2 + d) 0 -> fst (s168_q57 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q57 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q57] in Hc |- *.
  rewrite tf_game_eq, (s168_c70_L b d), (s168_c70_R b d); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s168_c70_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s168_c70_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s168_c70_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s168_c70_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p25 Ho0 ltac:(zlia)).
  rewrite (s168_p56 Ho1 ltac:(zlia)).
  rewrite (s194_p78 Ho2 ltac:(zlia)).
  rewrite (s160_p76 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c70_p67 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s168_board 0 (2 + b) 1 (2 + d) 0 -> fst (s168_q67 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q67 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q67] in Hc |- *.
  rewrite tf_game_eq, (s168_c70_L b d), (s168_c70_R b d); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s168_c70_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s168_c70_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s168_c70_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s168_c70_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p23 Ho0 ltac:(zlia)).
  rewrite (s168_p54 Ho1 ltac:(zlia)).
  rewrite (s194_p77 Ho2 ltac:(zlia)).
  rewrite (s160_p98 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c70_p69 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s168_board 0 (2 + b) 1 (2 + d) 0 -> fst (s168_q69 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q69 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q69] in Hc |- *.
  rewrite tf_game_eq, (s168_c70_L b d), (s168_c70_R b d); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s168_c70_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s168_c70_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s168_c70_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s168_c70_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p25 Ho0 ltac:(zlia)).
  rewrite (s168_p68 Ho1 ltac:(zlia)).
  rewrite (s194_p78 Ho2 ltac:(zlia)).
  rewrite (s160_p98 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c71_L (b d : nat) : lmoves (s168_board 0 (2 + b) 1 (2 + d) 1) = [s168_board 0 (1 + b) 2 (2 + d) 1; s168_board 0 (2 + b) 1 (1 + d) 2].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c71_R (b d : nat) : rmoves (s168_board 0 (2 + b) 1 (2 + d) 1) = [s194_board 0 (2 + b) 1 (2 + d) 1; s160_board 0 (2 + b) 1 (2 + d) 1].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s168_c71_p56 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s168_board 0 (2 + b) 1 (2 + d) 1 -> fst (s168_q56 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q56 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q56] in Hc |- *.
  rewrite tf_game_eq, (s168_c71_L b d), (s168_c71_R b d); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s168_c71_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s168_c71_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s168_c71_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s168_c71_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p24 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s194_p40 Ho2 ltac:(zlia)).
  rewrite (s160_p53 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c71_p68 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s168_board 0 (2 + b) 1 (2 + d) 1 -> fst (s168_q68 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q68 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q68] in Hc |- *.
  rewrite tf_game_eq, (s168_c71_L b d), (s168_c71_R b d); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s168_c71_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s168_c71_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s168_c71_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s168_c71_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p24 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s194_p40 Ho2 ltac:(zlia)).
  rewrite (s160_p99 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c72_L (b d e : nat) : lmoves (s168_board 0 (2 + b) 1 (2 + d) (2 + e)) = [s168_board 0 (1 + b) 2 (2 + d) (2 + e); s168_board 0 (2 + b) 1 (1 + d) (3 + e)].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c72_R (b d e : nat) : rmoves (s168_board 0 (2 + b) 1 (2 + d) (2 + e)) = [s194_board 0 (2 + b) 1 (2 + d) (2 + e)].
Proof. unfold s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s168_c72_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s168_board 0 (2 + b) 1 (2 + d) (2 + e) -> fst (s168_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c72_L b d e), (s168_c72_R b d e); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s168_c72_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s168_c72_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s168_c72_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s168_c73_L (b c : nat) : lmoves (s168_board 0 (2 + b) (2 + c) 0 0) = [s168_board 0 (1 + b) (3 + c) 0 0; s175_board 0 (2 + b) (1 + c) 0 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
Lemma s168_c73_R (b c : nat) : rmoves (s168_board 0 (2 + b) (2 + c) 0 0) = [s90_board 0 (2 + b) (2 + c) 0].
Proof. unfold s168_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c>=2 && d==0 && e==0 *)
Lemma s168_c73_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s168_board 0 (2 + b) (2 + c) 0 0 -> fst (s168_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q26] in Hc |- *.
  rewrite tf_game_eq, (s168_c73_L b c), (s168_c73_R b c); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) (3 + c) 0 0 (opt_l _ _ _ (s168_c73_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 0 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s168_c73_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s90 IH 0 (2 + b) (2 + c) 0 (opt_r _ _ _ (s168_c73_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p27 Ho0 ltac:(zlia)).
  rewrite (s175_p25 Ho1 ltac:(zlia)).
  rewrite (s90_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c73_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s168_board 0 (2 + b) (2 + c) 0 0 -> fst (s168_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q27] in Hc |- *.
  rewrite tf_game_eq, (s168_c73_L b c), (s168_c73_R b c); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) (3 + c) 0 0 (opt_l _ _ _ (s168_c73_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 0 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s168_c73_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s90 IH 0 (2 + b) (2 + c) 0 (opt_r _ _ _ (s168_c73_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p27 Ho0 ltac:(zlia)).
  rewrite (s175_p53 Ho1 ltac:(zlia)).
  rewrite (s90_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c73_p39 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s168_board 0 (2 + b) (2 + c) 0 0 -> fst (s168_q39 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q39 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q39] in Hc |- *.
  rewrite tf_game_eq, (s168_c73_L b c), (s168_c73_R b c); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) (3 + c) 0 0 (opt_l _ _ _ (s168_c73_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 0 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s168_c73_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s90 IH 0 (2 + b) (2 + c) 0 (opt_r _ _ _ (s168_c73_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p26 Ho0 ltac:(zlia)).
  rewrite (s175_p44 Ho1 ltac:(zlia)).
  rewrite (s90_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s168_c74_L (b c : nat) : lmoves (s168_board 0 (2 + b) (2 + c) 0 1) = [s168_board 0 (1 + b) (3 + c) 0 1; s175_board 0 (2 + b) (1 + c) 0 2].
Proof. unfold s168_board, s175_board. tf_options. Qed.
Lemma s168_c74_R (b c : nat) : rmoves (s168_board 0 (2 + b) (2 + c) 0 1) = [s90_board 0 (2 + b) (2 + c) 1].
Proof. unfold s168_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c>=2 && d==0 && e==1 *)
Lemma s168_c74_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s168_board 0 (2 + b) (2 + c) 0 1 -> fst (s168_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q14] in Hc |- *.
  rewrite tf_game_eq, (s168_c74_L b c), (s168_c74_R b c); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) (3 + c) 0 1 (opt_l _ _ _ (s168_c74_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 0 (2 + b) (1 + c) 0 2 (opt_l _ _ _ (s168_c74_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s90 IH 0 (2 + b) (2 + c) 1 (opt_r _ _ _ (s168_c74_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p14 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s175_p27 Ho1 ltac:(zlia)).
    rewrite (s90_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s175_p54 Ho1 ltac:(zlia)).
    rewrite (s90_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s168_c75_L (b c e : nat) : lmoves (s168_board 0 (2 + b) (2 + c) 0 (2 + e)) = [s168_board 0 (1 + b) (3 + c) 0 (2 + e); s175_board 0 (2 + b) (1 + c) 0 (3 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
Lemma s168_c75_R (b c e : nat) : rmoves (s168_board 0 (2 + b) (2 + c) 0 (2 + e)) = [].
Proof. unfold s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c>=2 && d==0 && e>=2 *)
Lemma s168_c75_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s168_board 0 (2 + b) (2 + c) 0 (2 + e) -> fst (s168_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c75_L b c e), (s168_c75_R b c e); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) (3 + c) 0 (2 + e) (opt_l _ _ _ (s168_c75_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 0 (2 + b) (1 + c) 0 (3 + e) (opt_l _ _ _ (s168_c75_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s175_p27 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s175_p54 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s168_c76_L (b c : nat) : lmoves (s168_board 0 (2 + b) (2 + c) 1 0) = [s168_board 0 (1 + b) (3 + c) 1 0; s168_board 0 (2 + b) (2 + c) 0 1].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c76_R (b c : nat) : rmoves (s168_board 0 (2 + b) (2 + c) 1 0) = [s160_board 0 (2 + b) (2 + c) 1 0].
Proof. unfold s160_board, s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s168_c76_p21 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s168_board 0 (2 + b) (2 + c) 1 0 -> fst (s168_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q21] in Hc |- *.
  rewrite tf_game_eq, (s168_c76_L b c), (s168_c76_R b c); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) (3 + c) 1 0 (opt_l _ _ _ (s168_c76_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) (2 + c) 0 1 (opt_l _ _ _ (s168_c76_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s160 IH 0 (2 + b) (2 + c) 1 0 (opt_r _ _ _ (s168_c76_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p21 Ho0 ltac:(zlia)).
  rewrite (s168_p14 Ho1 ltac:(zlia)).
  rewrite (s160_p33 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c77_L (b c : nat) : lmoves (s168_board 0 (2 + b) (2 + c) 1 1) = [s168_board 0 (1 + b) (3 + c) 1 1; s168_board 0 (2 + b) (2 + c) 0 2].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c77_R (b c : nat) : rmoves (s168_board 0 (2 + b) (2 + c) 1 1) = [s160_board 0 (2 + b) (2 + c) 1 1].
Proof. unfold s160_board, s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s168_c77_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s168_board 0 (2 + b) (2 + c) 1 1 -> fst (s168_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q22] in Hc |- *.
  rewrite tf_game_eq, (s168_c77_L b c), (s168_c77_R b c); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s168_c77_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) (2 + c) 0 2 (opt_l _ _ _ (s168_c77_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s160 IH 0 (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s168_c77_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p22 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s160_p35 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s168_c78_L (b c e : nat) : lmoves (s168_board 0 (2 + b) (2 + c) 1 (2 + e)) = [s168_board 0 (1 + b) (3 + c) 1 (2 + e); s168_board 0 (2 + b) (2 + c) 0 (3 + e)].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c78_R (b c e : nat) : rmoves (s168_board 0 (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s168_c78_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s168_board 0 (2 + b) (2 + c) 1 (2 + e) -> fst (s168_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c78_L b c e), (s168_c78_R b c e); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s168_c78_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) (2 + c) 0 (3 + e) (opt_l _ _ _ (s168_c78_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s168_c79_L (b c d : nat) : lmoves (s168_board 0 (2 + b) (2 + c) (2 + d) 0) = [s168_board 0 (1 + b) (3 + c) (2 + d) 0; s168_board 0 (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c79_R (b c d : nat) : rmoves (s168_board 0 (2 + b) (2 + c) (2 + d) 0) = [s160_board 0 (2 + b) (2 + c) (2 + d) 0].
Proof. unfold s160_board, s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s168_c79_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s168_board 0 (2 + b) (2 + c) (2 + d) 0 -> fst (s168_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q23] in Hc |- *.
  rewrite tf_game_eq, (s168_c79_L b c d), (s168_c79_R b c d); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s168_c79_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s168_c79_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s160 IH 0 (2 + b) (2 + c) (2 + d) 0 (opt_r _ _ _ (s168_c79_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p23 Ho0 ltac:(zlia)).
  rewrite (s168_p22 Ho1 ltac:(zlia)).
  rewrite (s160_p33 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c79_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s168_board 0 (2 + b) (2 + c) (2 + d) 0 -> fst (s168_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q25] in Hc |- *.
  rewrite tf_game_eq, (s168_c79_L b c d), (s168_c79_R b c d); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s168_c79_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s168_c79_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s160 IH 0 (2 + b) (2 + c) (2 + d) 0 (opt_r _ _ _ (s168_c79_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p25 Ho0 ltac:(zlia)).
  rewrite (s168_p24 Ho1 ltac:(zlia)).
  rewrite (s160_p33 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c80_L (b c d : nat) : lmoves (s168_board 0 (2 + b) (2 + c) (2 + d) 1) = [s168_board 0 (1 + b) (3 + c) (2 + d) 1; s168_board 0 (2 + b) (2 + c) (1 + d) 2].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c80_R (b c d : nat) : rmoves (s168_board 0 (2 + b) (2 + c) (2 + d) 1) = [s160_board 0 (2 + b) (2 + c) (2 + d) 1].
Proof. unfold s160_board, s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s168_c80_p24 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s168_board 0 (2 + b) (2 + c) (2 + d) 1 -> fst (s168_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q24] in Hc |- *.
  rewrite tf_game_eq, (s168_c80_L b c d), (s168_c80_R b c d); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s168_c80_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s168_c80_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s160 IH 0 (2 + b) (2 + c) (2 + d) 1 (opt_r _ _ _ (s168_c80_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p24 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s160_p35 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c81_L (b c d e : nat) : lmoves (s168_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [s168_board 0 (1 + b) (3 + c) (2 + d) (2 + e); s168_board 0 (2 + b) (2 + c) (1 + d) (3 + e)].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c81_R (b c d e : nat) : rmoves (s168_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s168_c81_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s168_board 0 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s168_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c81_L b c d e), (s168_c81_R b c d e); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s168_c81_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s168_c81_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c==0 && d==0 && e==0: the board of s164 *)
Lemma s168_c82_p10 x (Hs164 : s164_claim x) :
  x = s168_board 1 0 0 0 0 -> fst (s168_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q10] in Hc |- *.
  pose proof (Hs164 1 0 0 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c==0 && d==0 && e==1: the board of s164 *)
Lemma s168_c83_p73 x (Hs164 : s164_claim x) :
  x = s168_board 1 0 0 0 1 -> fst (s168_q73 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q73 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q73] in Hc |- *.
  pose proof (Hs164 1 0 0 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p25 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c==0 && d==0 && e>=2: the board of s164 *)
Lemma s168_c84_p4 x (Hs164 : s164_claim x) (e : nat) :
  x = s168_board 1 0 0 0 (2 + e) -> fst (s168_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q4] in Hc |- *.
  pose proof (Hs164 1 0 0 (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c==0 && d==1 && e==0: the board of s164 *)
Lemma s168_c85_p74 x (Hs164 : s164_claim x) :
  x = s168_board 1 0 0 1 0 -> fst (s168_q74 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q74 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q74] in Hc |- *.
  pose proof (Hs164 1 0 1 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p26 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c==0 && d==1 && e==1: the board of s164 *)
Lemma s168_c86_p34 x (Hs164 : s164_claim x) :
  x = s168_board 1 0 0 1 1 -> fst (s168_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q34] in Hc |- *.
  pose proof (Hs164 1 0 1 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p28 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c==0 && d==1 && e>=2: the board of s164 *)
Lemma s168_c87_p4 x (Hs164 : s164_claim x) (e : nat) :
  x = s168_board 1 0 0 1 (2 + e) -> fst (s168_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q4] in Hc |- *.
  pose proof (Hs164 1 0 1 (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c==0 && d>=2 && e==0: the board of s164 *)
Lemma s168_c88_p44 x (Hs164 : s164_claim x) (d : nat) :
  x = s168_board 1 0 0 (2 + d) 0 -> fst (s168_q44 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q44 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q44] in Hc |- *.
  pose proof (Hs164 1 0 (2 + d) 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s168_c88_p78 x (Hs164 : s164_claim x) (d : nat) :
  x = s168_board 1 0 0 (2 + d) 0 -> fst (s168_q78 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q78 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q78] in Hc |- *.
  pose proof (Hs164 1 0 (2 + d) 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p31 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c==0 && d>=2 && e==1: the board of s164 *)
Lemma s168_c89_p77 x (Hs164 : s164_claim x) (d : nat) :
  x = s168_board 1 0 0 (2 + d) 1 -> fst (s168_q77 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q77 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q77] in Hc |- *.
  pose proof (Hs164 1 0 (2 + d) 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p30 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c==0 && d>=2 && e>=2: the board of s164 *)
Lemma s168_c90_p4 x (Hs164 : s164_claim x) (d e : nat) :
  x = s168_board 1 0 0 (2 + d) (2 + e) -> fst (s168_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q4] in Hc |- *.
  pose proof (Hs164 1 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c==1 && d==0 && e==0: the board of s164 *)
Lemma s168_c91_p3 x (Hs164 : s164_claim x) :
  x = s168_board 1 0 1 0 0 -> fst (s168_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q3] in Hc |- *.
  pose proof (Hs164 1 1 0 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c==1 && d==0 && e==1: the board of s164 *)
Lemma s168_c92_p79 x (Hs164 : s164_claim x) :
  x = s168_board 1 0 1 0 1 -> fst (s168_q79 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q79 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q79] in Hc |- *.
  pose proof (Hs164 1 1 0 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p32 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c==1 && d==0 && e>=2: the board of s164 *)
Lemma s168_c93_p13 x (Hs164 : s164_claim x) (e : nat) :
  x = s168_board 1 0 1 0 (2 + e) -> fst (s168_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q13] in Hc |- *.
  pose proof (Hs164 1 1 0 (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c==1 && d==1 && e==0: the board of s164 *)
Lemma s168_c94_p41 x (Hs164 : s164_claim x) :
  x = s168_board 1 0 1 1 0 -> fst (s168_q41 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q41 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q41] in Hc |- *.
  pose proof (Hs164 1 1 1 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p34 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c==1 && d==1 && e==1: the board of s164 *)
Lemma s168_c95_p82 x (Hs164 : s164_claim x) :
  x = s168_board 1 0 1 1 1 -> fst (s168_q82 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q82 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q82] in Hc |- *.
  pose proof (Hs164 1 1 1 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p36 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c==1 && d==1 && e>=2: the board of s164 *)
Lemma s168_c96_p13 x (Hs164 : s164_claim x) (e : nat) :
  x = s168_board 1 0 1 1 (2 + e) -> fst (s168_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q13] in Hc |- *.
  pose proof (Hs164 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c==1 && d>=2 && e==0: the board of s164 *)
Lemma s168_c97_p83 x (Hs164 : s164_claim x) (d : nat) :
  x = s168_board 1 0 1 (2 + d) 0 -> fst (s168_q83 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q83 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q83] in Hc |- *.
  pose proof (Hs164 1 1 (2 + d) 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p37 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s168_c97_p85 x (Hs164 : s164_claim x) (d : nat) :
  x = s168_board 1 0 1 (2 + d) 0 -> fst (s168_q85 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q85 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q85] in Hc |- *.
  pose proof (Hs164 1 1 (2 + d) 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p39 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c==1 && d>=2 && e==1: the board of s164 *)
Lemma s168_c98_p84 x (Hs164 : s164_claim x) (d : nat) :
  x = s168_board 1 0 1 (2 + d) 1 -> fst (s168_q84 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q84 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q84] in Hc |- *.
  pose proof (Hs164 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p38 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c==1 && d>=2 && e>=2: the board of s164 *)
Lemma s168_c99_p13 x (Hs164 : s164_claim x) (d e : nat) :
  x = s168_board 1 0 1 (2 + d) (2 + e) -> fst (s168_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q13] in Hc |- *.
  pose proof (Hs164 1 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c>=2 && d==0 && e==0: the board of s164 *)
Lemma s168_c100_p12 x (Hs164 : s164_claim x) (c : nat) :
  x = s168_board 1 0 (2 + c) 0 0 -> fst (s168_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q12] in Hc |- *.
  pose proof (Hs164 1 (2 + c) 0 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s168_c100_p26 x (Hs164 : s164_claim x) (c : nat) :
  x = s168_board 1 0 (2 + c) 0 0 -> fst (s168_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q26] in Hc |- *.
  pose proof (Hs164 1 (2 + c) 0 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s168_c100_p27 x (Hs164 : s164_claim x) (c : nat) :
  x = s168_board 1 0 (2 + c) 0 0 -> fst (s168_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q27] in Hc |- *.
  pose proof (Hs164 1 (2 + c) 0 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c>=2 && d==0 && e==1: the board of s164 *)
Lemma s168_c101_p14 x (Hs164 : s164_claim x) (c : nat) :
  x = s168_board 1 0 (2 + c) 0 1 -> fst (s168_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q14] in Hc |- *.
  pose proof (Hs164 1 (2 + c) 0 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c>=2 && d==0 && e>=2: the board of s164 *)
Lemma s168_c102_p13 x (Hs164 : s164_claim x) (c e : nat) :
  x = s168_board 1 0 (2 + c) 0 (2 + e) -> fst (s168_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q13] in Hc |- *.
  pose proof (Hs164 1 (2 + c) 0 (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c>=2 && d==1 && e==0: the board of s164 *)
Lemma s168_c103_p21 x (Hs164 : s164_claim x) (c : nat) :
  x = s168_board 1 0 (2 + c) 1 0 -> fst (s168_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q21] in Hc |- *.
  pose proof (Hs164 1 (2 + c) 1 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c>=2 && d==1 && e==1: the board of s164 *)
Lemma s168_c104_p22 x (Hs164 : s164_claim x) (c : nat) :
  x = s168_board 1 0 (2 + c) 1 1 -> fst (s168_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q22] in Hc |- *.
  pose proof (Hs164 1 (2 + c) 1 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c>=2 && d==1 && e>=2: the board of s164 *)
Lemma s168_c105_p13 x (Hs164 : s164_claim x) (c e : nat) :
  x = s168_board 1 0 (2 + c) 1 (2 + e) -> fst (s168_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q13] in Hc |- *.
  pose proof (Hs164 1 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c>=2 && d>=2 && e==0: the board of s164 *)
Lemma s168_c106_p23 x (Hs164 : s164_claim x) (c d : nat) :
  x = s168_board 1 0 (2 + c) (2 + d) 0 -> fst (s168_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q23] in Hc |- *.
  pose proof (Hs164 1 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s168_c106_p25 x (Hs164 : s164_claim x) (c d : nat) :
  x = s168_board 1 0 (2 + c) (2 + d) 0 -> fst (s168_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q25] in Hc |- *.
  pose proof (Hs164 1 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c>=2 && d>=2 && e==1: the board of s164 *)
Lemma s168_c107_p24 x (Hs164 : s164_claim x) (c d : nat) :
  x = s168_board 1 0 (2 + c) (2 + d) 1 -> fst (s168_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q24] in Hc |- *.
  pose proof (Hs164 1 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==0 && c>=2 && d>=2 && e>=2: the board of s164 *)
Lemma s168_c108_p13 x (Hs164 : s164_claim x) (c d e : nat) :
  x = s168_board 1 0 (2 + c) (2 + d) (2 + e) -> fst (s168_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q13] in Hc |- *.
  pose proof (Hs164 1 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s168_c109_L : lmoves (s168_board 1 1 0 0 0) = [s168_board 0 2 0 0 0; s164_board 1 1 0 0].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c109_R : rmoves (s168_board 1 1 0 0 0) = [s193_board 1 1 0 0; s90_board 1 1 0 0].
Proof. unfold s168_board, s193_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c==0 && d==0 && e==0 *)
Lemma s168_c109_p15 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s168_board 1 1 0 0 0 -> fst (s168_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q15] in Hc |- *.
  rewrite tf_game_eq, (s168_c109_L), (s168_c109_R); cbn [map].
  pose proof (use_s168 IH 0 2 0 0 0 (opt_l _ _ _ (s168_c109_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 1 0 0 (opt_l _ _ _ (s168_c109_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 1 0 0 (opt_r _ _ _ (s168_c109_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s90 IH 1 1 0 0 (opt_r _ _ _ (s168_c109_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p40 Ho0 ltac:(zlia)).
  rewrite (s164_p3 Ho1 ltac:(zlia)).
  rewrite (s193_p14 Ho2 ltac:(zlia)).
  rewrite (s90_p49 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c110_L : lmoves (s168_board 1 1 0 0 1) = [s168_board 0 2 0 0 1; s164_board 1 1 0 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c110_R : rmoves (s168_board 1 1 0 0 1) = [s193_board 1 1 0 1; s90_board 1 1 0 1].
Proof. unfold s168_board, s193_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c==0 && d==0 && e==1 *)
Lemma s168_c110_p41 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s168_board 1 1 0 0 1 -> fst (s168_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q41] in Hc |- *.
  rewrite tf_game_eq, (s168_c110_L), (s168_c110_R); cbn [map].
  pose proof (use_s168 IH 0 2 0 0 1 (opt_l _ _ _ (s168_c110_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 1 0 1 (opt_l _ _ _ (s168_c110_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 1 0 1 (opt_r _ _ _ (s168_c110_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s90 IH 1 1 0 1 (opt_r _ _ _ (s168_c110_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p43 Ho0 ltac:(zlia)).
  rewrite (s164_p32 Ho1 ltac:(zlia)).
  rewrite (s193_p20 Ho2 ltac:(zlia)).
  rewrite (s90_p50 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s168_c111_L (e : nat) : lmoves (s168_board 1 1 0 0 (2 + e)) = [s168_board 0 2 0 0 (2 + e); s164_board 1 1 0 (2 + e)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c111_R (e : nat) : rmoves (s168_board 1 1 0 0 (2 + e)) = [s193_board 1 1 0 (2 + e)].
Proof. unfold s168_board, s193_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c==0 && d==0 && e>=2 *)
Lemma s168_c111_p20 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s168_board 1 1 0 0 (2 + e) -> fst (s168_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q20] in Hc |- *.
  rewrite tf_game_eq, (s168_c111_L e), (s168_c111_R e); cbn [map].
  pose proof (use_s168 IH 0 2 0 0 (2 + e) (opt_l _ _ _ (s168_c111_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 1 0 (2 + e) (opt_l _ _ _ (s168_c111_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 1 0 (2 + e) (opt_r _ _ _ (s168_c111_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p20 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  rewrite (s193_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c112_L : lmoves (s168_board 1 1 0 1 0) = [s168_board 0 2 0 1 0; s164_board 1 1 1 0; s168_board 1 1 0 0 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c112_R : rmoves (s168_board 1 1 0 1 0) = [s194_board 1 1 0 1 0; s160_board 1 1 0 1 0].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c==0 && d==1 && e==0 *)
Lemma s168_c112_p79 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s168_board 1 1 0 1 0 -> fst (s168_q79 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q79 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q79] in Hc |- *.
  rewrite tf_game_eq, (s168_c112_L), (s168_c112_R); cbn [map].
  pose proof (use_s168 IH 0 2 0 1 0 (opt_l _ _ _ (s168_c112_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 1 1 0 (opt_l _ _ _ (s168_c112_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 1 0 0 1 (opt_l _ _ _ (s168_c112_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 1 0 1 0 (opt_r _ _ _ (s168_c112_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH 1 1 0 1 0 (opt_r _ _ _ (s168_c112_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p45 Ho0 ltac:(zlia)).
  rewrite (s164_p34 Ho1 ltac:(zlia)).
  rewrite (s168_p41 Ho2 ltac:(zlia)).
  rewrite (s194_p100 Ho3 ltac:(zlia)).
  rewrite (s160_p132 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c113_L : lmoves (s168_board 1 1 0 1 1) = [s168_board 0 2 0 1 1; s164_board 1 1 1 1; s168_board 1 1 0 0 2].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c113_R : rmoves (s168_board 1 1 0 1 1) = [s194_board 1 1 0 1 1; s160_board 1 1 0 1 1].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c==0 && d==1 && e==1 *)
Lemma s168_c113_p86 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s168_board 1 1 0 1 1 -> fst (s168_q86 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q86 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q86] in Hc |- *.
  rewrite tf_game_eq, (s168_c113_L), (s168_c113_R); cbn [map].
  pose proof (use_s168 IH 0 2 0 1 1 (opt_l _ _ _ (s168_c113_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 1 1 1 (opt_l _ _ _ (s168_c113_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 1 0 0 2 (opt_l _ _ _ (s168_c113_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 1 0 1 1 (opt_r _ _ _ (s168_c113_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH 1 1 0 1 1 (opt_r _ _ _ (s168_c113_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p46 Ho0 ltac:(zlia)).
  rewrite (s164_p36 Ho1 ltac:(zlia)).
  rewrite (s168_p20 Ho2 ltac:(zlia)).
  rewrite (s194_p102 Ho3 ltac:(zlia)).
  rewrite (s160_p133 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c114_L (e : nat) : lmoves (s168_board 1 1 0 1 (2 + e)) = [s168_board 0 2 0 1 (2 + e); s164_board 1 1 1 (2 + e); s168_board 1 1 0 0 (3 + e)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c114_R (e : nat) : rmoves (s168_board 1 1 0 1 (2 + e)) = [s194_board 1 1 0 1 (2 + e)].
Proof. unfold s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c==0 && d==1 && e>=2 *)
Lemma s168_c114_p20 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s168_board 1 1 0 1 (2 + e) -> fst (s168_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q20] in Hc |- *.
  rewrite tf_game_eq, (s168_c114_L e), (s168_c114_R e); cbn [map].
  pose proof (use_s168 IH 0 2 0 1 (2 + e) (opt_l _ _ _ (s168_c114_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 1 1 (2 + e) (opt_l _ _ _ (s168_c114_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 1 0 0 (3 + e) (opt_l _ _ _ (s168_c114_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 1 0 1 (2 + e) (opt_r _ _ _ (s168_c114_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p20 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  rewrite (s168_p20 Ho2 ltac:(zlia)).
  rewrite (s194_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c115_L (d : nat) : lmoves (s168_board 1 1 0 (2 + d) 0) = [s168_board 0 2 0 (2 + d) 0; s164_board 1 1 (2 + d) 0; s168_board 1 1 0 (1 + d) 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c115_R (d : nat) : rmoves (s168_board 1 1 0 (2 + d) 0) = [s194_board 1 1 0 (2 + d) 0; s160_board 1 1 0 (2 + d) 0].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c==0 && d>=2 && e==0 *)
Lemma s168_c115_p87 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s168_board 1 1 0 (2 + d) 0 -> fst (s168_q87 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q87 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q87] in Hc |- *.
  rewrite tf_game_eq, (s168_c115_L d), (s168_c115_R d); cbn [map].
  pose proof (use_s168 IH 0 2 0 (2 + d) 0 (opt_l _ _ _ (s168_c115_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 1 (2 + d) 0 (opt_l _ _ _ (s168_c115_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 1 0 (1 + d) 1 (opt_l _ _ _ (s168_c115_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 1 0 (2 + d) 0 (opt_r _ _ _ (s168_c115_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH 1 1 0 (2 + d) 0 (opt_r _ _ _ (s168_c115_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p48 Ho0 ltac:(zlia)).
  rewrite (s164_p37 Ho1 ltac:(zlia)).
  rewrite (s168_p86 Ho2 ltac:(zlia)).
  rewrite (s194_p58 Ho3 ltac:(zlia)).
  rewrite (s160_p27 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c115_p89 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s168_board 1 1 0 (2 + d) 0 -> fst (s168_q89 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q89 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q89] in Hc |- *.
  rewrite tf_game_eq, (s168_c115_L d), (s168_c115_R d); cbn [map].
  pose proof (use_s168 IH 0 2 0 (2 + d) 0 (opt_l _ _ _ (s168_c115_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 1 (2 + d) 0 (opt_l _ _ _ (s168_c115_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 1 0 (1 + d) 1 (opt_l _ _ _ (s168_c115_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 1 0 (2 + d) 0 (opt_r _ _ _ (s168_c115_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH 1 1 0 (2 + d) 0 (opt_r _ _ _ (s168_c115_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p50 Ho0 ltac:(zlia)).
  rewrite (s164_p39 Ho1 ltac:(zlia)).
  rewrite (s168_p88 Ho2 ltac:(zlia)).
  rewrite (s194_p59 Ho3 ltac:(zlia)).
  rewrite (s160_p27 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c116_L (d : nat) : lmoves (s168_board 1 1 0 (2 + d) 1) = [s168_board 0 2 0 (2 + d) 1; s164_board 1 1 (2 + d) 1; s168_board 1 1 0 (1 + d) 2].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c116_R (d : nat) : rmoves (s168_board 1 1 0 (2 + d) 1) = [s194_board 1 1 0 (2 + d) 1; s160_board 1 1 0 (2 + d) 1].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c==0 && d>=2 && e==1 *)
Lemma s168_c116_p88 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s168_board 1 1 0 (2 + d) 1 -> fst (s168_q88 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q88 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q88] in Hc |- *.
  rewrite tf_game_eq, (s168_c116_L d), (s168_c116_R d); cbn [map].
  pose proof (use_s168 IH 0 2 0 (2 + d) 1 (opt_l _ _ _ (s168_c116_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 1 (2 + d) 1 (opt_l _ _ _ (s168_c116_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 1 0 (1 + d) 2 (opt_l _ _ _ (s168_c116_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 1 0 (2 + d) 1 (opt_r _ _ _ (s168_c116_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH 1 1 0 (2 + d) 1 (opt_r _ _ _ (s168_c116_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p49 Ho0 ltac:(zlia)).
  rewrite (s164_p38 Ho1 ltac:(zlia)).
  rewrite (s168_p20 Ho2 ltac:(zlia)).
  rewrite (s194_p40 Ho3 ltac:(zlia)).
  rewrite (s160_p53 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c117_L (d e : nat) : lmoves (s168_board 1 1 0 (2 + d) (2 + e)) = [s168_board 0 2 0 (2 + d) (2 + e); s164_board 1 1 (2 + d) (2 + e); s168_board 1 1 0 (1 + d) (3 + e)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c117_R (d e : nat) : rmoves (s168_board 1 1 0 (2 + d) (2 + e)) = [s194_board 1 1 0 (2 + d) (2 + e)].
Proof. unfold s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c==0 && d>=2 && e>=2 *)
Lemma s168_c117_p20 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s168_board 1 1 0 (2 + d) (2 + e) -> fst (s168_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q20] in Hc |- *.
  rewrite tf_game_eq, (s168_c117_L d e), (s168_c117_R d e); cbn [map].
  pose proof (use_s168 IH 0 2 0 (2 + d) (2 + e) (opt_l _ _ _ (s168_c117_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 1 (2 + d) (2 + e) (opt_l _ _ _ (s168_c117_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 1 0 (1 + d) (3 + e) (opt_l _ _ _ (s168_c117_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 1 0 (2 + d) (2 + e) (opt_r _ _ _ (s168_c117_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p20 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  rewrite (s168_p20 Ho2 ltac:(zlia)).
  rewrite (s194_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c118_L : lmoves (s168_board 1 1 1 0 0) = [s168_board 0 2 1 0 0; s164_board 1 2 0 0; s173_board 1 1 0 1].
Proof. unfold s164_board, s168_board, s173_board. tf_options. Qed.
Lemma s168_c118_R : rmoves (s168_board 1 1 1 0 0) = [s193_board 1 1 1 0; s90_board 1 1 1 0].
Proof. unfold s168_board, s193_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c==1 && d==0 && e==0 *)
Lemma s168_c118_p90 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s168_board 1 1 1 0 0 -> fst (s168_q90 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q90 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q90] in Hc |- *.
  rewrite tf_game_eq, (s168_c118_L), (s168_c118_R); cbn [map].
  pose proof (use_s168 IH 0 2 1 0 0 (opt_l _ _ _ (s168_c118_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 2 0 0 (opt_l _ _ _ (s168_c118_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH 1 1 0 1 (opt_l _ _ _ (s168_c118_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s193 IH 1 1 1 0 (opt_r _ _ _ (s168_c118_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s90 IH 1 1 1 0 (opt_r _ _ _ (s168_c118_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p51 Ho0 ltac:(zlia)).
  rewrite (s164_p12 Ho1 ltac:(zlia)).
  rewrite (s173_p28 Ho2 ltac:(zlia)).
  rewrite (s193_p35 Ho3 ltac:(zlia)).
  rewrite (s90_p52 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s168_c119_L : lmoves (s168_board 1 1 1 0 1) = [s168_board 0 2 1 0 1; s164_board 1 2 0 1; s173_board 1 1 0 2].
Proof. unfold s164_board, s168_board, s173_board. tf_options. Qed.
Lemma s168_c119_R : rmoves (s168_board 1 1 1 0 1) = [s193_board 1 1 1 1; s90_board 1 1 1 1].
Proof. unfold s168_board, s193_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c==1 && d==0 && e==1 *)
Lemma s168_c119_p52 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s168_board 1 1 1 0 1 -> fst (s168_q52 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q52 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q52] in Hc |- *.
  rewrite tf_game_eq, (s168_c119_L), (s168_c119_R); cbn [map].
  pose proof (use_s168 IH 0 2 1 0 1 (opt_l _ _ _ (s168_c119_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 2 0 1 (opt_l _ _ _ (s168_c119_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH 1 1 0 2 (opt_l _ _ _ (s168_c119_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s193 IH 1 1 1 1 (opt_r _ _ _ (s168_c119_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s90 IH 1 1 1 1 (opt_r _ _ _ (s168_c119_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p52 Ho0 ltac:(zlia)).
  rewrite (s164_p14 Ho1 ltac:(zlia)).
  rewrite (s173_p29 Ho2 ltac:(zlia)).
  rewrite (s193_p19 Ho3 ltac:(zlia)).
  rewrite (s90_p53 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s168_c120_L (e : nat) : lmoves (s168_board 1 1 1 0 (2 + e)) = [s168_board 0 2 1 0 (2 + e); s164_board 1 2 0 (2 + e); s173_board 1 1 0 (3 + e)].
Proof. unfold s164_board, s168_board, s173_board. tf_options. Qed.
Lemma s168_c120_R (e : nat) : rmoves (s168_board 1 1 1 0 (2 + e)) = [s193_board 1 1 1 (2 + e)].
Proof. unfold s168_board, s193_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c==1 && d==0 && e>=2 *)
Lemma s168_c120_p13 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s168_board 1 1 1 0 (2 + e) -> fst (s168_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c120_L e), (s168_c120_R e); cbn [map].
  pose proof (use_s168 IH 0 2 1 0 (2 + e) (opt_l _ _ _ (s168_c120_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 2 0 (2 + e) (opt_l _ _ _ (s168_c120_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH 1 1 0 (3 + e) (opt_l _ _ _ (s168_c120_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s193 IH 1 1 1 (2 + e) (opt_r _ _ _ (s168_c120_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  rewrite (s173_p29 Ho2 ltac:(zlia)).
  rewrite (s193_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s168_c121_L : lmoves (s168_board 1 1 1 1 0) = [s168_board 0 2 1 1 0; s164_board 1 2 1 0; s168_board 1 1 1 0 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c121_R : rmoves (s168_board 1 1 1 1 0) = [s194_board 1 1 1 1 0; s160_board 1 1 1 1 0].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c==1 && d==1 && e==0 *)
Lemma s168_c121_p91 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s168_board 1 1 1 1 0 -> fst (s168_q91 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q91 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q91] in Hc |- *.
  rewrite tf_game_eq, (s168_c121_L), (s168_c121_R); cbn [map].
  pose proof (use_s168 IH 0 2 1 1 0 (opt_l _ _ _ (s168_c121_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 2 1 0 (opt_l _ _ _ (s168_c121_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 1 1 0 1 (opt_l _ _ _ (s168_c121_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 1 1 1 0 (opt_r _ _ _ (s168_c121_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH 1 1 1 1 0 (opt_r _ _ _ (s168_c121_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p53 Ho0 ltac:(zlia)).
  rewrite (s164_p18 Ho1 ltac:(zlia)).
  rewrite (s168_p52 Ho2 ltac:(zlia)).
  rewrite (s194_p103 Ho3 ltac:(zlia)).
  rewrite (s160_p68 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c122_L : lmoves (s168_board 1 1 1 1 1) = [s168_board 0 2 1 1 1; s164_board 1 2 1 1; s168_board 1 1 1 0 2].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c122_R : rmoves (s168_board 1 1 1 1 1) = [s194_board 1 1 1 1 1; s160_board 1 1 1 1 1].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c==1 && d==1 && e==1 *)
Lemma s168_c122_p92 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s168_board 1 1 1 1 1 -> fst (s168_q92 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q92 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q92] in Hc |- *.
  rewrite tf_game_eq, (s168_c122_L), (s168_c122_R); cbn [map].
  pose proof (use_s168 IH 0 2 1 1 1 (opt_l _ _ _ (s168_c122_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 2 1 1 (opt_l _ _ _ (s168_c122_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 1 1 0 2 (opt_l _ _ _ (s168_c122_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 1 1 1 1 (opt_r _ _ _ (s168_c122_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH 1 1 1 1 1 (opt_r _ _ _ (s168_c122_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p54 Ho0 ltac:(zlia)).
  rewrite (s164_p19 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  rewrite (s194_p104 Ho3 ltac:(zlia)).
  rewrite (s160_p141 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c123_L (e : nat) : lmoves (s168_board 1 1 1 1 (2 + e)) = [s168_board 0 2 1 1 (2 + e); s164_board 1 2 1 (2 + e); s168_board 1 1 1 0 (3 + e)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c123_R (e : nat) : rmoves (s168_board 1 1 1 1 (2 + e)) = [s194_board 1 1 1 1 (2 + e)].
Proof. unfold s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s168_c123_p13 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s168_board 1 1 1 1 (2 + e) -> fst (s168_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c123_L e), (s168_c123_R e); cbn [map].
  pose proof (use_s168 IH 0 2 1 1 (2 + e) (opt_l _ _ _ (s168_c123_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 2 1 (2 + e) (opt_l _ _ _ (s168_c123_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 1 1 0 (3 + e) (opt_l _ _ _ (s168_c123_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 1 1 1 (2 + e) (opt_r _ _ _ (s168_c123_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  rewrite (s194_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s168_c124_L (d : nat) : lmoves (s168_board 1 1 1 (2 + d) 0) = [s168_board 0 2 1 (2 + d) 0; s164_board 1 2 (2 + d) 0; s168_board 1 1 1 (1 + d) 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c124_R (d : nat) : rmoves (s168_board 1 1 1 (2 + d) 0) = [s194_board 1 1 1 (2 + d) 0; s160_board 1 1 1 (2 + d) 0].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s168_c124_p93 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s168_board 1 1 1 (2 + d) 0 -> fst (s168_q93 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q93 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q93] in Hc |- *.
  rewrite tf_game_eq, (s168_c124_L d), (s168_c124_R d); cbn [map].
  pose proof (use_s168 IH 0 2 1 (2 + d) 0 (opt_l _ _ _ (s168_c124_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 2 (2 + d) 0 (opt_l _ _ _ (s168_c124_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 1 1 (1 + d) 1 (opt_l _ _ _ (s168_c124_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 1 1 (2 + d) 0 (opt_r _ _ _ (s168_c124_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH 1 1 1 (2 + d) 0 (opt_r _ _ _ (s168_c124_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p55 Ho0 ltac:(zlia)).
  rewrite (s164_p20 Ho1 ltac:(zlia)).
  rewrite (s168_p92 Ho2 ltac:(zlia)).
  rewrite (s194_p105 Ho3 ltac:(zlia)).
  rewrite (s160_p76 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c124_p95 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s168_board 1 1 1 (2 + d) 0 -> fst (s168_q95 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q95 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q95] in Hc |- *.
  rewrite tf_game_eq, (s168_c124_L d), (s168_c124_R d); cbn [map].
  pose proof (use_s168 IH 0 2 1 (2 + d) 0 (opt_l _ _ _ (s168_c124_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 2 (2 + d) 0 (opt_l _ _ _ (s168_c124_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 1 1 (1 + d) 1 (opt_l _ _ _ (s168_c124_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 1 1 (2 + d) 0 (opt_r _ _ _ (s168_c124_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH 1 1 1 (2 + d) 0 (opt_r _ _ _ (s168_c124_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p57 Ho0 ltac:(zlia)).
  rewrite (s164_p22 Ho1 ltac:(zlia)).
  rewrite (s168_p94 Ho2 ltac:(zlia)).
  rewrite (s194_p106 Ho3 ltac:(zlia)).
  rewrite (s160_p76 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c125_L (d : nat) : lmoves (s168_board 1 1 1 (2 + d) 1) = [s168_board 0 2 1 (2 + d) 1; s164_board 1 2 (2 + d) 1; s168_board 1 1 1 (1 + d) 2].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c125_R (d : nat) : rmoves (s168_board 1 1 1 (2 + d) 1) = [s194_board 1 1 1 (2 + d) 1; s160_board 1 1 1 (2 + d) 1].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s168_c125_p94 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s168_board 1 1 1 (2 + d) 1 -> fst (s168_q94 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q94 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q94] in Hc |- *.
  rewrite tf_game_eq, (s168_c125_L d), (s168_c125_R d); cbn [map].
  pose proof (use_s168 IH 0 2 1 (2 + d) 1 (opt_l _ _ _ (s168_c125_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 2 (2 + d) 1 (opt_l _ _ _ (s168_c125_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 1 1 (1 + d) 2 (opt_l _ _ _ (s168_c125_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 1 1 (2 + d) 1 (opt_r _ _ _ (s168_c125_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH 1 1 1 (2 + d) 1 (opt_r _ _ _ (s168_c125_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p56 Ho0 ltac:(zlia)).
  rewrite (s164_p21 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  rewrite (s194_p40 Ho3 ltac:(zlia)).
  rewrite (s160_p143 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c126_L (d e : nat) : lmoves (s168_board 1 1 1 (2 + d) (2 + e)) = [s168_board 0 2 1 (2 + d) (2 + e); s164_board 1 2 (2 + d) (2 + e); s168_board 1 1 1 (1 + d) (3 + e)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c126_R (d e : nat) : rmoves (s168_board 1 1 1 (2 + d) (2 + e)) = [s194_board 1 1 1 (2 + d) (2 + e)].
Proof. unfold s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s168_c126_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s168_board 1 1 1 (2 + d) (2 + e) -> fst (s168_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c126_L d e), (s168_c126_R d e); cbn [map].
  pose proof (use_s168 IH 0 2 1 (2 + d) (2 + e) (opt_l _ _ _ (s168_c126_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 2 (2 + d) (2 + e) (opt_l _ _ _ (s168_c126_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s168_c126_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s168_c126_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  rewrite (s194_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s168_c127_L (c : nat) : lmoves (s168_board 1 1 (2 + c) 0 0) = [s168_board 0 2 (2 + c) 0 0; s164_board 1 (3 + c) 0 0; s175_board 1 1 (1 + c) 0 1].
Proof. unfold s164_board, s168_board, s175_board. tf_options. Qed.
Lemma s168_c127_R (c : nat) : rmoves (s168_board 1 1 (2 + c) 0 0) = [s90_board 1 1 (2 + c) 0].
Proof. unfold s168_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c>=2 && d==0 && e==0 *)
Lemma s168_c127_p26 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s168_board 1 1 (2 + c) 0 0 -> fst (s168_q26 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q26 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q26] in Hc |- *.
  rewrite tf_game_eq, (s168_c127_L c), (s168_c127_R c); cbn [map].
  pose proof (use_s168 IH 0 2 (2 + c) 0 0 (opt_l _ _ _ (s168_c127_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 (3 + c) 0 0 (opt_l _ _ _ (s168_c127_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH 1 1 (1 + c) 0 1 (opt_l _ _ _ (s168_c127_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s90 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s168_c127_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p26 Ho0 ltac:(zlia)).
  rewrite (s164_p24 Ho1 ltac:(zlia)).
  rewrite (s175_p26 Ho2 ltac:(zlia)).
  rewrite (s90_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c127_p27 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s168_board 1 1 (2 + c) 0 0 -> fst (s168_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q27] in Hc |- *.
  rewrite tf_game_eq, (s168_c127_L c), (s168_c127_R c); cbn [map].
  pose proof (use_s168 IH 0 2 (2 + c) 0 0 (opt_l _ _ _ (s168_c127_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 (3 + c) 0 0 (opt_l _ _ _ (s168_c127_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH 1 1 (1 + c) 0 1 (opt_l _ _ _ (s168_c127_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s90 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s168_c127_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p27 Ho0 ltac:(zlia)).
  rewrite (s164_p24 Ho1 ltac:(zlia)).
  rewrite (s175_p94 Ho2 ltac:(zlia)).
  rewrite (s90_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c127_p39 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s168_board 1 1 (2 + c) 0 0 -> fst (s168_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q39] in Hc |- *.
  rewrite tf_game_eq, (s168_c127_L c), (s168_c127_R c); cbn [map].
  pose proof (use_s168 IH 0 2 (2 + c) 0 0 (opt_l _ _ _ (s168_c127_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 (3 + c) 0 0 (opt_l _ _ _ (s168_c127_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH 1 1 (1 + c) 0 1 (opt_l _ _ _ (s168_c127_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s90 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s168_c127_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p39 Ho0 ltac:(zlia)).
  rewrite (s164_p23 Ho1 ltac:(zlia)).
  rewrite (s175_p44 Ho2 ltac:(zlia)).
  rewrite (s90_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s168_c128_L (c : nat) : lmoves (s168_board 1 1 (2 + c) 0 1) = [s168_board 0 2 (2 + c) 0 1; s164_board 1 (3 + c) 0 1; s175_board 1 1 (1 + c) 0 2].
Proof. unfold s164_board, s168_board, s175_board. tf_options. Qed.
Lemma s168_c128_R (c : nat) : rmoves (s168_board 1 1 (2 + c) 0 1) = [s90_board 1 1 (2 + c) 1].
Proof. unfold s168_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c>=2 && d==0 && e==1 *)
Lemma s168_c128_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s168_board 1 1 (2 + c) 0 1 -> fst (s168_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q14] in Hc |- *.
  rewrite tf_game_eq, (s168_c128_L c), (s168_c128_R c); cbn [map].
  pose proof (use_s168 IH 0 2 (2 + c) 0 1 (opt_l _ _ _ (s168_c128_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 (3 + c) 0 1 (opt_l _ _ _ (s168_c128_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH 1 1 (1 + c) 0 2 (opt_l _ _ _ (s168_c128_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s90 IH 1 1 (2 + c) 1 (opt_r _ _ _ (s168_c128_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p14 Ho0 ltac:(zlia)).
  rewrite (s164_p14 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s175_p27 Ho2 ltac:(zlia)).
    rewrite (s90_p9 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s175_p92 Ho2 ltac:(zlia)).
    rewrite (s90_p9 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s168_c129_L (c e : nat) : lmoves (s168_board 1 1 (2 + c) 0 (2 + e)) = [s168_board 0 2 (2 + c) 0 (2 + e); s164_board 1 (3 + c) 0 (2 + e); s175_board 1 1 (1 + c) 0 (3 + e)].
Proof. unfold s164_board, s168_board, s175_board. tf_options. Qed.
Lemma s168_c129_R (c e : nat) : rmoves (s168_board 1 1 (2 + c) 0 (2 + e)) = [].
Proof. unfold s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c>=2 && d==0 && e>=2 *)
Lemma s168_c129_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s168_board 1 1 (2 + c) 0 (2 + e) -> fst (s168_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c129_L c e), (s168_c129_R c e); cbn [map].
  pose proof (use_s168 IH 0 2 (2 + c) 0 (2 + e) (opt_l _ _ _ (s168_c129_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 (3 + c) 0 (2 + e) (opt_l _ _ _ (s168_c129_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH 1 1 (1 + c) 0 (3 + e) (opt_l _ _ _ (s168_c129_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s175_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s175_p92 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s168_c130_L (c : nat) : lmoves (s168_board 1 1 (2 + c) 1 0) = [s168_board 0 2 (2 + c) 1 0; s164_board 1 (3 + c) 1 0; s168_board 1 1 (2 + c) 0 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c130_R (c : nat) : rmoves (s168_board 1 1 (2 + c) 1 0) = [s160_board 1 1 (2 + c) 1 0].
Proof. unfold s160_board, s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s168_c130_p21 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s168_board 1 1 (2 + c) 1 0 -> fst (s168_q21 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q21 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q21] in Hc |- *.
  rewrite tf_game_eq, (s168_c130_L c), (s168_c130_R c); cbn [map].
  pose proof (use_s168 IH 0 2 (2 + c) 1 0 (opt_l _ _ _ (s168_c130_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 (3 + c) 1 0 (opt_l _ _ _ (s168_c130_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 1 (2 + c) 0 1 (opt_l _ _ _ (s168_c130_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 1 1 (2 + c) 1 0 (opt_r _ _ _ (s168_c130_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p21 Ho0 ltac:(zlia)).
  rewrite (s164_p18 Ho1 ltac:(zlia)).
  rewrite (s168_p14 Ho2 ltac:(zlia)).
  rewrite (s160_p33 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c131_L (c : nat) : lmoves (s168_board 1 1 (2 + c) 1 1) = [s168_board 0 2 (2 + c) 1 1; s164_board 1 (3 + c) 1 1; s168_board 1 1 (2 + c) 0 2].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c131_R (c : nat) : rmoves (s168_board 1 1 (2 + c) 1 1) = [s160_board 1 1 (2 + c) 1 1].
Proof. unfold s160_board, s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s168_c131_p22 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s168_board 1 1 (2 + c) 1 1 -> fst (s168_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q22] in Hc |- *.
  rewrite tf_game_eq, (s168_c131_L c), (s168_c131_R c); cbn [map].
  pose proof (use_s168 IH 0 2 (2 + c) 1 1 (opt_l _ _ _ (s168_c131_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 (3 + c) 1 1 (opt_l _ _ _ (s168_c131_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 1 (2 + c) 0 2 (opt_l _ _ _ (s168_c131_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 1 1 (2 + c) 1 1 (opt_r _ _ _ (s168_c131_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p22 Ho0 ltac:(zlia)).
  rewrite (s164_p19 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  rewrite (s160_p35 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s168_c132_L (c e : nat) : lmoves (s168_board 1 1 (2 + c) 1 (2 + e)) = [s168_board 0 2 (2 + c) 1 (2 + e); s164_board 1 (3 + c) 1 (2 + e); s168_board 1 1 (2 + c) 0 (3 + e)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c132_R (c e : nat) : rmoves (s168_board 1 1 (2 + c) 1 (2 + e)) = [].
Proof. unfold s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s168_c132_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s168_board 1 1 (2 + c) 1 (2 + e) -> fst (s168_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c132_L c e), (s168_c132_R c e); cbn [map].
  pose proof (use_s168 IH 0 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s168_c132_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 (3 + c) 1 (2 + e) (opt_l _ _ _ (s168_c132_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 1 (2 + c) 0 (3 + e) (opt_l _ _ _ (s168_c132_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s168_c133_L (c d : nat) : lmoves (s168_board 1 1 (2 + c) (2 + d) 0) = [s168_board 0 2 (2 + c) (2 + d) 0; s164_board 1 (3 + c) (2 + d) 0; s168_board 1 1 (2 + c) (1 + d) 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c133_R (c d : nat) : rmoves (s168_board 1 1 (2 + c) (2 + d) 0) = [s160_board 1 1 (2 + c) (2 + d) 0].
Proof. unfold s160_board, s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s168_c133_p23 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s168_board 1 1 (2 + c) (2 + d) 0 -> fst (s168_q23 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q23 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q23] in Hc |- *.
  rewrite tf_game_eq, (s168_c133_L c d), (s168_c133_R c d); cbn [map].
  pose proof (use_s168 IH 0 2 (2 + c) (2 + d) 0 (opt_l _ _ _ (s168_c133_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 (3 + c) (2 + d) 0 (opt_l _ _ _ (s168_c133_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s168_c133_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 1 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s168_c133_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p23 Ho0 ltac:(zlia)).
  rewrite (s164_p20 Ho1 ltac:(zlia)).
  rewrite (s168_p22 Ho2 ltac:(zlia)).
  rewrite (s160_p33 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c133_p25 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s168_board 1 1 (2 + c) (2 + d) 0 -> fst (s168_q25 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q25 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q25] in Hc |- *.
  rewrite tf_game_eq, (s168_c133_L c d), (s168_c133_R c d); cbn [map].
  pose proof (use_s168 IH 0 2 (2 + c) (2 + d) 0 (opt_l _ _ _ (s168_c133_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 (3 + c) (2 + d) 0 (opt_l _ _ _ (s168_c133_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s168_c133_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 1 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s168_c133_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p25 Ho0 ltac:(zlia)).
  rewrite (s164_p22 Ho1 ltac:(zlia)).
  rewrite (s168_p24 Ho2 ltac:(zlia)).
  rewrite (s160_p33 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c134_L (c d : nat) : lmoves (s168_board 1 1 (2 + c) (2 + d) 1) = [s168_board 0 2 (2 + c) (2 + d) 1; s164_board 1 (3 + c) (2 + d) 1; s168_board 1 1 (2 + c) (1 + d) 2].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c134_R (c d : nat) : rmoves (s168_board 1 1 (2 + c) (2 + d) 1) = [s160_board 1 1 (2 + c) (2 + d) 1].
Proof. unfold s160_board, s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s168_c134_p24 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s168_board 1 1 (2 + c) (2 + d) 1 -> fst (s168_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q24] in Hc |- *.
  rewrite tf_game_eq, (s168_c134_L c d), (s168_c134_R c d); cbn [map].
  pose proof (use_s168 IH 0 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s168_c134_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 (3 + c) (2 + d) 1 (opt_l _ _ _ (s168_c134_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s168_c134_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 1 1 (2 + c) (2 + d) 1 (opt_r _ _ _ (s168_c134_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p24 Ho0 ltac:(zlia)).
  rewrite (s164_p21 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  rewrite (s160_p35 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c135_L (c d e : nat) : lmoves (s168_board 1 1 (2 + c) (2 + d) (2 + e)) = [s168_board 0 2 (2 + c) (2 + d) (2 + e); s164_board 1 (3 + c) (2 + d) (2 + e); s168_board 1 1 (2 + c) (1 + d) (3 + e)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c135_R (c d e : nat) : rmoves (s168_board 1 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s168_c135_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s168_board 1 1 (2 + c) (2 + d) (2 + e) -> fst (s168_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c135_L c d e), (s168_c135_R c d e); cbn [map].
  pose proof (use_s168 IH 0 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s168_c135_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s168_c135_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s168_c135_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s168_c136_L (b : nat) : lmoves (s168_board 1 (2 + b) 0 0 0) = [s168_board 0 (3 + b) 0 0 0; s168_board 1 (1 + b) 1 0 0].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c136_R (b : nat) : rmoves (s168_board 1 (2 + b) 0 0 0) = [s193_board 1 (2 + b) 0 0; s90_board 1 (2 + b) 0 0].
Proof. unfold s168_board, s193_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c==0 && d==0 && e==0 *)
Lemma s168_c136_p47 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s168_board 1 (2 + b) 0 0 0 -> fst (s168_q47 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q47 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q47] in Hc |- *.
  rewrite tf_game_eq, (s168_c136_L b), (s168_c136_R b); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 0 0 0 (opt_l _ _ _ (s168_c136_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 1 0 0 (opt_l _ _ _ (s168_c136_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s168_c136_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s90 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s168_c136_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p58 Ho0 ltac:(zlia)).
  rewrite (s168_p51 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s193_p41 Ho2 ltac:(zlia)).
    rewrite (s90_p63 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s193_p43 Ho2 ltac:(zlia)).
    rewrite (s90_p68 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s168_c136_p80 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s168_board 1 (2 + b) 0 0 0 -> fst (s168_q80 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q80 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q80] in Hc |- *.
  rewrite tf_game_eq, (s168_c136_L b), (s168_c136_R b); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 0 0 0 (opt_l _ _ _ (s168_c136_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 1 0 0 (opt_l _ _ _ (s168_c136_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s168_c136_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s90 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s168_c136_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p58 Ho0 ltac:(zlia)).
  rewrite (s168_p90 Ho1 ltac:(zlia)).
  rewrite (s193_p38 Ho2 ltac:(zlia)).
  rewrite (s90_p56 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s168_c137_L (b : nat) : lmoves (s168_board 1 (2 + b) 0 0 1) = [s168_board 0 (3 + b) 0 0 1; s168_board 1 (1 + b) 1 0 1].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c137_R (b : nat) : rmoves (s168_board 1 (2 + b) 0 0 1) = [s193_board 1 (2 + b) 0 1; s90_board 1 (2 + b) 0 1].
Proof. unfold s168_board, s193_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c==0 && d==0 && e==1 *)
Lemma s168_c137_p60 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s168_board 1 (2 + b) 0 0 1 -> fst (s168_q60 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q60 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q60] in Hc |- *.
  rewrite tf_game_eq, (s168_c137_L b), (s168_c137_R b); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 0 0 1 (opt_l _ _ _ (s168_c137_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 1 0 1 (opt_l _ _ _ (s168_c137_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s168_c137_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s90 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s168_c137_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p60 Ho0 ltac:(zlia)).
  rewrite (s168_p52 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s193_p42 Ho2 ltac:(zlia)).
    rewrite (s90_p64 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s193_p45 Ho2 ltac:(zlia)).
    rewrite (s90_p69 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s168_c137_p96 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s168_board 1 (2 + b) 0 0 1 -> fst (s168_q96 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q96 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q96] in Hc |- *.
  rewrite tf_game_eq, (s168_c137_L b), (s168_c137_R b); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 0 0 1 (opt_l _ _ _ (s168_c137_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 1 0 1 (opt_l _ _ _ (s168_c137_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s168_c137_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s90 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s168_c137_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p60 Ho0 ltac:(zlia)).
  rewrite (s168_p52 Ho1 ltac:(zlia)).
  rewrite (s193_p40 Ho2 ltac:(zlia)).
  rewrite (s90_p57 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s168_c138_L (b e : nat) : lmoves (s168_board 1 (2 + b) 0 0 (2 + e)) = [s168_board 0 (3 + b) 0 0 (2 + e); s168_board 1 (1 + b) 1 0 (2 + e)].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c138_R (b e : nat) : rmoves (s168_board 1 (2 + b) 0 0 (2 + e)) = [s193_board 1 (2 + b) 0 (2 + e)].
Proof. unfold s168_board, s193_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c==0 && d==0 && e>=2 *)
Lemma s168_c138_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s168_board 1 (2 + b) 0 0 (2 + e) -> fst (s168_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q20] in Hc |- *.
  rewrite tf_game_eq, (s168_c138_L b e), (s168_c138_R b e); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 0 0 (2 + e) (opt_l _ _ _ (s168_c138_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 1 0 (2 + e) (opt_l _ _ _ (s168_c138_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 (2 + b) 0 (2 + e) (opt_r _ _ _ (s168_c138_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p20 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s193_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c139_L (b : nat) : lmoves (s168_board 1 (2 + b) 0 1 0) = [s168_board 0 (3 + b) 0 1 0; s168_board 1 (1 + b) 1 1 0; s168_board 1 (2 + b) 0 0 1].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c139_R (b : nat) : rmoves (s168_board 1 (2 + b) 0 1 0) = [s194_board 1 (2 + b) 0 1 0; s160_board 1 (2 + b) 0 1 0].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c==0 && d==1 && e==0 *)
Lemma s168_c139_p61 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s168_board 1 (2 + b) 0 1 0 -> fst (s168_q61 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q61 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q61] in Hc |- *.
  rewrite tf_game_eq, (s168_c139_L b), (s168_c139_R b); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 0 1 0 (opt_l _ _ _ (s168_c139_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 1 1 0 (opt_l _ _ _ (s168_c139_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) 0 0 1 (opt_l _ _ _ (s168_c139_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 (2 + b) 0 1 0 (opt_r _ _ _ (s168_c139_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH 1 (2 + b) 0 1 0 (opt_r _ _ _ (s168_c139_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p61 Ho0 ltac:(zlia)).
  rewrite (s168_p53 Ho1 ltac:(zlia)).
  rewrite (s168_p60 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s194_p118 Ho3 ltac:(zlia)).
    rewrite (s160_p170 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s194_p122 Ho3 ltac:(zlia)).
    rewrite (s160_p170 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s168_c139_p97 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s168_board 1 (2 + b) 0 1 0 -> fst (s168_q97 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q97 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q97] in Hc |- *.
  rewrite tf_game_eq, (s168_c139_L b), (s168_c139_R b); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 0 1 0 (opt_l _ _ _ (s168_c139_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 1 1 0 (opt_l _ _ _ (s168_c139_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) 0 0 1 (opt_l _ _ _ (s168_c139_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 (2 + b) 0 1 0 (opt_r _ _ _ (s168_c139_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH 1 (2 + b) 0 1 0 (opt_r _ _ _ (s168_c139_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p61 Ho0 ltac:(zlia)).
  rewrite (s168_p91 Ho1 ltac:(zlia)).
  rewrite (s168_p96 Ho2 ltac:(zlia)).
  rewrite (s194_p113 Ho3 ltac:(zlia)).
  rewrite (s160_p150 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s168_c140_L (b : nat) : lmoves (s168_board 1 (2 + b) 0 1 1) = [s168_board 0 (3 + b) 0 1 1; s168_board 1 (1 + b) 1 1 1; s168_board 1 (2 + b) 0 0 2].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c140_R (b : nat) : rmoves (s168_board 1 (2 + b) 0 1 1) = [s194_board 1 (2 + b) 0 1 1; s160_board 1 (2 + b) 0 1 1].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c==0 && d==1 && e==1 *)
Lemma s168_c140_p98 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s168_board 1 (2 + b) 0 1 1 -> fst (s168_q98 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q98 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q98] in Hc |- *.
  rewrite tf_game_eq, (s168_c140_L b), (s168_c140_R b); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 0 1 1 (opt_l _ _ _ (s168_c140_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 1 1 1 (opt_l _ _ _ (s168_c140_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) 0 0 2 (opt_l _ _ _ (s168_c140_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 (2 + b) 0 1 1 (opt_r _ _ _ (s168_c140_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH 1 (2 + b) 0 1 1 (opt_r _ _ _ (s168_c140_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p62 Ho0 ltac:(zlia)).
  rewrite (s168_p92 Ho1 ltac:(zlia)).
  rewrite (s168_p20 Ho2 ltac:(zlia)).
  rewrite (s194_p41 Ho3 ltac:(zlia)).
  rewrite (s160_p151 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c140_p104 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s168_board 1 (2 + b) 0 1 1 -> fst (s168_q104 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q104 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q104] in Hc |- *.
  rewrite tf_game_eq, (s168_c140_L b), (s168_c140_R b); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 0 1 1 (opt_l _ _ _ (s168_c140_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 1 1 1 (opt_l _ _ _ (s168_c140_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) 0 0 2 (opt_l _ _ _ (s168_c140_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 (2 + b) 0 1 1 (opt_r _ _ _ (s168_c140_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH 1 (2 + b) 0 1 1 (opt_r _ _ _ (s168_c140_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p62 Ho0 ltac:(zlia)).
  rewrite (s168_p54 Ho1 ltac:(zlia)).
  rewrite (s168_p20 Ho2 ltac:(zlia)).
  rewrite (s194_p41 Ho3 ltac:(zlia)).
  rewrite (s160_p171 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c141_L (b e : nat) : lmoves (s168_board 1 (2 + b) 0 1 (2 + e)) = [s168_board 0 (3 + b) 0 1 (2 + e); s168_board 1 (1 + b) 1 1 (2 + e); s168_board 1 (2 + b) 0 0 (3 + e)].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c141_R (b e : nat) : rmoves (s168_board 1 (2 + b) 0 1 (2 + e)) = [s194_board 1 (2 + b) 0 1 (2 + e)].
Proof. unfold s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c==0 && d==1 && e>=2 *)
Lemma s168_c141_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s168_board 1 (2 + b) 0 1 (2 + e) -> fst (s168_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q20] in Hc |- *.
  rewrite tf_game_eq, (s168_c141_L b e), (s168_c141_R b e); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 0 1 (2 + e) (opt_l _ _ _ (s168_c141_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 1 1 (2 + e) (opt_l _ _ _ (s168_c141_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) 0 0 (3 + e) (opt_l _ _ _ (s168_c141_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 (2 + b) 0 1 (2 + e) (opt_r _ _ _ (s168_c141_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p20 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s168_p20 Ho2 ltac:(zlia)).
  rewrite (s194_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

