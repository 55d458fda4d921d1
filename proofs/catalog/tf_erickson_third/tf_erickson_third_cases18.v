(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s52_c23_L (a : nat) : lmoves (s52_board (2 + a) 1 1) = [s52_board (1 + a) 2 1; s50_board (2 + a) 1 1].
Proof. unfold s50_board, s52_board. tf_options. Qed.
Lemma s52_c23_R (a : nat) : rmoves (s52_board (2 + a) 1 1) = [s81_board (2 + a) 1 0 1].
Proof. unfold s52_board, s81_board. tf_options. Qed.
(* s52 = T^a _ T^b _^2 T^c F T F on a>=2 && b==1 && c==1 *)
Lemma s52_c23_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s52_board (2 + a) 1 1 -> fst (s52_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s52_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s52_q7] in Hc |- *.
  rewrite tf_game_eq, (s52_c23_L a), (s52_c23_R a); cbn [map].
  pose proof (use_s52 IH (1 + a) 2 1 (opt_l _ _ _ (s52_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH (2 + a) 1 1 (opt_l _ _ _ (s52_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH (2 + a) 1 0 1 (opt_r _ _ _ (s52_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s52_p9 Ho0 ltac:(zlia)).
  rewrite (s50_p13 Ho1 ltac:(zlia)).
  rewrite (s81_p45 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s52_c23_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s52_board (2 + a) 1 1 -> fst (s52_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s52_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s52_q13] in Hc |- *.
  rewrite tf_game_eq, (s52_c23_L a), (s52_c23_R a); cbn [map].
  pose proof (use_s52 IH (1 + a) 2 1 (opt_l _ _ _ (s52_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH (2 + a) 1 1 (opt_l _ _ _ (s52_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH (2 + a) 1 0 1 (opt_r _ _ _ (s52_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s52_p11 Ho0 ltac:(zlia)).
  rewrite (s50_p13 Ho1 ltac:(zlia)).
  rewrite (s81_p45 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s52_c23_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s52_board (2 + a) 1 1 -> fst (s52_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s52_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s52_q14] in Hc |- *.
  rewrite tf_game_eq, (s52_c23_L a), (s52_c23_R a); cbn [map].
  pose proof (use_s52 IH (1 + a) 2 1 (opt_l _ _ _ (s52_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH (2 + a) 1 1 (opt_l _ _ _ (s52_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH (2 + a) 1 0 1 (opt_r _ _ _ (s52_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s52_p11 Ho0 ltac:(zlia)).
  rewrite (s50_p13 Ho1 ltac:(zlia)).
  rewrite (s81_p45 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s52_c24_L (a c : nat) : lmoves (s52_board (2 + a) 1 (2 + c)) = [s52_board (1 + a) 2 (2 + c); s50_board (2 + a) 1 (2 + c)].
Proof. unfold s50_board, s52_board. tf_options. Qed.
Lemma s52_c24_R (a c : nat) : rmoves (s52_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s52_board. tf_options. Qed.
(* s52 = T^a _ T^b _^2 T^c F T F on a>=2 && b==1 && c>=2 *)
Lemma s52_c24_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s52_board (2 + a) 1 (2 + c) -> fst (s52_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s52_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s52_q5] in Hc |- *.
  rewrite tf_game_eq, (s52_c24_L a c), (s52_c24_R a c); cbn [map].
  pose proof (use_s52 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s52_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH (2 + a) 1 (2 + c) (opt_l _ _ _ (s52_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s52_p5 Ho0 ltac:(zlia)).
  rewrite (s50_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s52_c25_L (a b : nat) : lmoves (s52_board (2 + a) (2 + b) 0) = [s52_board (1 + a) (3 + b) 0; s53_board (2 + a) (1 + b) 1 0].
Proof. unfold s52_board, s53_board. tf_options. Qed.
Lemma s52_c25_R (a b : nat) : rmoves (s52_board (2 + a) (2 + b) 0) = [s81_board (2 + a) (2 + b) 0 0].
Proof. unfold s52_board, s81_board. tf_options. Qed.
(* s52 = T^a _ T^b _^2 T^c F T F on a>=2 && b>=2 && c==0 *)
Lemma s52_c25_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s52_board (2 + a) (2 + b) 0 -> fst (s52_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s52_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s52_q10] in Hc |- *.
  rewrite tf_game_eq, (s52_c25_L a b), (s52_c25_R a b); cbn [map].
  pose proof (use_s52 IH (1 + a) (3 + b) 0 (opt_l _ _ _ (s52_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH (2 + a) (1 + b) 1 0 (opt_l _ _ _ (s52_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s52_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s52_p10 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s53_p16 Ho1 ltac:(zlia)).
    rewrite (s81_p30 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s53_p34 Ho1 ltac:(zlia)).
    rewrite (s81_p30 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s52_c26_L (a b : nat) : lmoves (s52_board (2 + a) (2 + b) 1) = [s52_board (1 + a) (3 + b) 1; s53_board (2 + a) (1 + b) 1 1].
Proof. unfold s52_board, s53_board. tf_options. Qed.
Lemma s52_c26_R (a b : nat) : rmoves (s52_board (2 + a) (2 + b) 1) = [s81_board (2 + a) (2 + b) 0 1].
Proof. unfold s52_board, s81_board. tf_options. Qed.
(* s52 = T^a _ T^b _^2 T^c F T F on a>=2 && b>=2 && c==1 *)
Lemma s52_c26_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s52_board (2 + a) (2 + b) 1 -> fst (s52_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s52_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s52_q11] in Hc |- *.
  rewrite tf_game_eq, (s52_c26_L a b), (s52_c26_R a b); cbn [map].
  pose proof (use_s52 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s52_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s52_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s52_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s52_p11 Ho0 ltac:(zlia)).
  rewrite (s53_p30 Ho1 ltac:(zlia)).
  rewrite (s81_p35 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s52_c27_L (a b c : nat) : lmoves (s52_board (2 + a) (2 + b) (2 + c)) = [s52_board (1 + a) (3 + b) (2 + c); s53_board (2 + a) (1 + b) 1 (2 + c)].
Proof. unfold s52_board, s53_board. tf_options. Qed.
Lemma s52_c27_R (a b c : nat) : rmoves (s52_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s52_board. tf_options. Qed.
(* s52 = T^a _ T^b _^2 T^c F T F on a>=2 && b>=2 && c>=2 *)
Lemma s52_c27_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s52_board (2 + a) (2 + b) (2 + c) -> fst (s52_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s52_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s52_q5] in Hc |- *.
  rewrite tf_game_eq, (s52_c27_L a b c), (s52_c27_R a b c); cbn [map].
  pose proof (use_s52 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s52_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH (2 + a) (1 + b) 1 (2 + c) (opt_l _ _ _ (s52_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s52_p5 Ho0 ltac:(zlia)).
  rewrite (s53_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c==0 && d==0: the board of s49 *)
Lemma s53_c1_p1 x (Hs49 : s49_claim x) :
  x = s53_board 0 0 0 0 -> fst (s53_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s53_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q1] in Hc |- *.
  pose proof (Hs49 0 0 ltac:(rewrite Hx; unfold s53_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c==0 && d==1: the board of s49 *)
Lemma s53_c2_p2 x (Hs49 : s49_claim x) :
  x = s53_board 0 0 0 1 -> fst (s53_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s53_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q2] in Hc |- *.
  pose proof (Hs49 0 1 ltac:(rewrite Hx; unfold s53_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c==0 && d>=2: the board of s49 *)
Lemma s53_c3_p3 x (Hs49 : s49_claim x) (d : nat) :
  x = s53_board 0 0 0 (2 + d) -> fst (s53_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s53_q3] in Hc |- *.
  pose proof (Hs49 0 (2 + d) ltac:(rewrite Hx; unfold s53_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c==1 && d==0: the board of s50 *)
Lemma s53_c4_p4 x (Hs50 : s50_claim x) :
  x = s53_board 0 0 1 0 -> fst (s53_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s53_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q4] in Hc |- *.
  pose proof (Hs50 0 1 0 ltac:(rewrite Hx; unfold s53_board, s50_board; board_eq)) as Ho0.
  rewrite (s50_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c==1 && d==1: the board of s50 *)
Lemma s53_c5_p5 x (Hs50 : s50_claim x) :
  x = s53_board 0 0 1 1 -> fst (s53_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s53_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q5] in Hc |- *.
  pose proof (Hs50 0 1 1 ltac:(rewrite Hx; unfold s53_board, s50_board; board_eq)) as Ho0.
  rewrite (s50_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c==1 && d>=2: the board of s50 *)
Lemma s53_c6_p6 x (Hs50 : s50_claim x) (d : nat) :
  x = s53_board 0 0 1 (2 + d) -> fst (s53_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s53_q6] in Hc |- *.
  pose proof (Hs50 0 1 (2 + d) ltac:(rewrite Hx; unfold s53_board, s50_board; board_eq)) as Ho0.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c>=2 && d==0: the board of s50 *)
Lemma s53_c7_p8 x (Hs50 : s50_claim x) (c : nat) :
  x = s53_board 0 0 (2 + c) 0 -> fst (s53_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s53_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q8] in Hc |- *.
  pose proof (Hs50 0 (2 + c) 0 ltac:(rewrite Hx; unfold s53_board, s50_board; board_eq)) as Ho0.
  rewrite (s50_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s53_c7_p13 x (Hs50 : s50_claim x) (c : nat) :
  x = s53_board 0 0 (2 + c) 0 -> fst (s53_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s53_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q13] in Hc |- *.
  pose proof (Hs50 0 (2 + c) 0 ltac:(rewrite Hx; unfold s53_board, s50_board; board_eq)) as Ho0.
  rewrite (s50_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c>=2 && d==1: the board of s50 *)
Lemma s53_c8_p11 x (Hs50 : s50_claim x) (c : nat) :
  x = s53_board 0 0 (2 + c) 1 -> fst (s53_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s53_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q11] in Hc |- *.
  pose proof (Hs50 0 (2 + c) 1 ltac:(rewrite Hx; unfold s53_board, s50_board; board_eq)) as Ho0.
  rewrite (s50_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b==0 && c>=2 && d>=2: the board of s50 *)
Lemma s53_c9_p6 x (Hs50 : s50_claim x) (c d : nat) :
  x = s53_board 0 0 (2 + c) (2 + d) -> fst (s53_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s53_q6] in Hc |- *.
  pose proof (Hs50 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s53_board, s50_board; board_eq)) as Ho0.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c==0 && d==0: the board of s52 *)
Lemma s53_c10_p14 x (Hs52 : s52_claim x) :
  x = s53_board 0 1 0 0 -> fst (s53_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s53_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q14] in Hc |- *.
  pose proof (Hs52 0 1 0 ltac:(rewrite Hx; unfold s53_board, s52_board; board_eq)) as Ho0.
  rewrite (s52_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c==0 && d==1: the board of s52 *)
Lemma s53_c11_p7 x (Hs52 : s52_claim x) :
  x = s53_board 0 1 0 1 -> fst (s53_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s53_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q7] in Hc |- *.
  pose proof (Hs52 0 1 1 ltac:(rewrite Hx; unfold s53_board, s52_board; board_eq)) as Ho0.
  rewrite (s52_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c==0 && d>=2: the board of s52 *)
Lemma s53_c12_p15 x (Hs52 : s52_claim x) (d : nat) :
  x = s53_board 0 1 0 (2 + d) -> fst (s53_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s53_q15] in Hc |- *.
  pose proof (Hs52 0 1 (2 + d) ltac:(rewrite Hx; unfold s53_board, s52_board; board_eq)) as Ho0.
  rewrite (s52_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s53_c13_L : lmoves (s53_board 0 1 1 0) = [s50_board 0 2 0; s52_board 0 1 1].
Proof. unfold s50_board, s52_board, s53_board. tf_options. Qed.
Lemma s53_c13_R : rmoves (s53_board 0 1 1 0) = [s81_board 0 1 1 0].
Proof. unfold s53_board, s81_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c==1 && d==0 *)
Lemma s53_c13_p16 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s53_board 0 1 1 0 -> fst (s53_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s53_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s53_q16] in Hc |- *.
  rewrite tf_game_eq, (s53_c13_L), (s53_c13_R); cbn [map].
  pose proof (use_s50 IH 0 2 0 (opt_l _ _ _ (s53_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s52 IH 0 1 1 (opt_l _ _ _ (s53_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH 0 1 1 0 (opt_r _ _ _ (s53_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s50_p6 Ho0 ltac:(zlia)).
  rewrite (s52_p7 Ho1 ltac:(zlia)).
  rewrite (s81_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s53_c14_L : lmoves (s53_board 0 1 1 1) = [s50_board 0 2 1; s52_board 0 1 2].
Proof. unfold s50_board, s52_board, s53_board. tf_options. Qed.
Lemma s53_c14_R : rmoves (s53_board 0 1 1 1) = [s81_board 0 1 1 1].
Proof. unfold s53_board, s81_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c==1 && d==1 *)
Lemma s53_c14_p17 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s53_board 0 1 1 1 -> fst (s53_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s53_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s53_q17] in Hc |- *.
  rewrite tf_game_eq, (s53_c14_L), (s53_c14_R); cbn [map].
  pose proof (use_s50 IH 0 2 1 (opt_l _ _ _ (s53_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s52 IH 0 1 2 (opt_l _ _ _ (s53_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH 0 1 1 1 (opt_r _ _ _ (s53_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s50_p9 Ho0 ltac:(zlia)).
  rewrite (s52_p5 Ho1 ltac:(zlia)).
  rewrite (s81_p17 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s53_c15_L (d : nat) : lmoves (s53_board 0 1 1 (2 + d)) = [s50_board 0 2 (2 + d); s52_board 0 1 (3 + d)].
Proof. unfold s50_board, s52_board, s53_board. tf_options. Qed.
Lemma s53_c15_R (d : nat) : rmoves (s53_board 0 1 1 (2 + d)) = [].
Proof. unfold s53_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s53_c15_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s53_board 0 1 1 (2 + d) -> fst (s53_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s53_q6] in Hc |- *.
  rewrite tf_game_eq, (s53_c15_L d), (s53_c15_R d); cbn [map].
  pose proof (use_s50 IH 0 2 (2 + d) (opt_l _ _ _ (s53_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s52 IH 0 1 (3 + d) (opt_l _ _ _ (s53_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  rewrite (s52_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s53_c16_L (c : nat) : lmoves (s53_board 0 1 (2 + c) 0) = [s50_board 0 (3 + c) 0; s53_board 0 1 (1 + c) 1].
Proof. unfold s50_board, s53_board. tf_options. Qed.
Lemma s53_c16_R (c : nat) : rmoves (s53_board 0 1 (2 + c) 0) = [s81_board 0 1 (2 + c) 0].
Proof. unfold s53_board, s81_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s53_c16_p18 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s53_board 0 1 (2 + c) 0 -> fst (s53_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s53_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s53_q18] in Hc |- *.
  rewrite tf_game_eq, (s53_c16_L c), (s53_c16_R c); cbn [map].
  pose proof (use_s50 IH 0 (3 + c) 0 (opt_l _ _ _ (s53_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s53_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH 0 1 (2 + c) 0 (opt_r _ _ _ (s53_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s50_p10 Ho0 ltac:(zlia)).
  rewrite (s53_p17 Ho1 ltac:(zlia)).
  rewrite (s81_p19 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s53_c16_p20 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s53_board 0 1 (2 + c) 0 -> fst (s53_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s53_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s53_q20] in Hc |- *.
  rewrite tf_game_eq, (s53_c16_L c), (s53_c16_R c); cbn [map].
  pose proof (use_s50 IH 0 (3 + c) 0 (opt_l _ _ _ (s53_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s53_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH 0 1 (2 + c) 0 (opt_r _ _ _ (s53_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s50_p10 Ho0 ltac:(zlia)).
  rewrite (s53_p19 Ho1 ltac:(zlia)).
  rewrite (s81_p19 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s53_c17_L (c : nat) : lmoves (s53_board 0 1 (2 + c) 1) = [s50_board 0 (3 + c) 1; s53_board 0 1 (1 + c) 2].
Proof. unfold s50_board, s53_board. tf_options. Qed.
Lemma s53_c17_R (c : nat) : rmoves (s53_board 0 1 (2 + c) 1) = [s81_board 0 1 (2 + c) 1].
Proof. unfold s53_board, s81_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s53_c17_p19 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s53_board 0 1 (2 + c) 1 -> fst (s53_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s53_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s53_q19] in Hc |- *.
  rewrite tf_game_eq, (s53_c17_L c), (s53_c17_R c); cbn [map].
  pose proof (use_s50 IH 0 (3 + c) 1 (opt_l _ _ _ (s53_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH 0 1 (1 + c) 2 (opt_l _ _ _ (s53_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH 0 1 (2 + c) 1 (opt_r _ _ _ (s53_c17_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s50_p9 Ho0 ltac:(zlia)).
  rewrite (s53_p6 Ho1 ltac:(zlia)).
  rewrite (s81_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s53_c18_L (c d : nat) : lmoves (s53_board 0 1 (2 + c) (2 + d)) = [s50_board 0 (3 + c) (2 + d); s53_board 0 1 (1 + c) (3 + d)].
Proof. unfold s50_board, s53_board. tf_options. Qed.
Lemma s53_c18_R (c d : nat) : rmoves (s53_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s53_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s53_c18_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s53_board 0 1 (2 + c) (2 + d) -> fst (s53_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s53_q6] in Hc |- *.
  rewrite tf_game_eq, (s53_c18_L c d), (s53_c18_R c d); cbn [map].
  pose proof (use_s50 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s53_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH 0 1 (1 + c) (3 + d) (opt_l _ _ _ (s53_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  rewrite (s53_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c==0 && d==0: the board of s52 *)
Lemma s53_c19_p21 x (Hs52 : s52_claim x) (b : nat) :
  x = s53_board 0 (2 + b) 0 0 -> fst (s53_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s53_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q21] in Hc |- *.
  pose proof (Hs52 0 (2 + b) 0 ltac:(rewrite Hx; unfold s53_board, s52_board; board_eq)) as Ho0.
  rewrite (s52_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s53_c19_p27 x (Hs52 : s52_claim x) (b : nat) :
  x = s53_board 0 (2 + b) 0 0 -> fst (s53_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s53_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q27] in Hc |- *.
  pose proof (Hs52 0 (2 + b) 0 ltac:(rewrite Hx; unfold s53_board, s52_board; board_eq)) as Ho0.
  rewrite (s52_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s53_c19_p32 x (Hs52 : s52_claim x) (b : nat) :
  x = s53_board 0 (2 + b) 0 0 -> fst (s53_q32 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s53_q32 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q32] in Hc |- *.
  pose proof (Hs52 0 (2 + b) 0 ltac:(rewrite Hx; unfold s53_board, s52_board; board_eq)) as Ho0.
  rewrite (s52_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c==0 && d==1: the board of s52 *)
Lemma s53_c20_p23 x (Hs52 : s52_claim x) (b : nat) :
  x = s53_board 0 (2 + b) 0 1 -> fst (s53_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s53_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q23] in Hc |- *.
  pose proof (Hs52 0 (2 + b) 1 ltac:(rewrite Hx; unfold s53_board, s52_board; board_eq)) as Ho0.
  rewrite (s52_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s53_c20_p28 x (Hs52 : s52_claim x) (b : nat) :
  x = s53_board 0 (2 + b) 0 1 -> fst (s53_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s53_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q28] in Hc |- *.
  pose proof (Hs52 0 (2 + b) 1 ltac:(rewrite Hx; unfold s53_board, s52_board; board_eq)) as Ho0.
  rewrite (s52_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

Lemma s53_c20_p33 x (Hs52 : s52_claim x) (b : nat) :
  x = s53_board 0 (2 + b) 0 1 -> fst (s53_q33 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s53_q33 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q33] in Hc |- *.
  pose proof (Hs52 0 (2 + b) 1 ltac:(rewrite Hx; unfold s53_board, s52_board; board_eq)) as Ho0.
  rewrite (s52_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c==0 && d>=2: the board of s52 *)
Lemma s53_c21_p15 x (Hs52 : s52_claim x) (b d : nat) :
  x = s53_board 0 (2 + b) 0 (2 + d) -> fst (s53_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s53_q15] in Hc |- *.
  pose proof (Hs52 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s53_board, s52_board; board_eq)) as Ho0.
  rewrite (s52_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s53_c22_L (b : nat) : lmoves (s53_board 0 (2 + b) 1 0) = [s53_board 0 (1 + b) 2 0; s52_board 0 (2 + b) 1].
Proof. unfold s52_board, s53_board. tf_options. Qed.
Lemma s53_c22_R (b : nat) : rmoves (s53_board 0 (2 + b) 1 0) = [s81_board 0 (2 + b) 1 0].
Proof. unfold s53_board, s81_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s53_c22_p24 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s53_board 0 (2 + b) 1 0 -> fst (s53_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s53_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s53_q24] in Hc |- *.
  rewrite tf_game_eq, (s53_c22_L b), (s53_c22_R b); cbn [map].
  pose proof (use_s53 IH 0 (1 + b) 2 0 (opt_l _ _ _ (s53_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s52 IH 0 (2 + b) 1 (opt_l _ _ _ (s53_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s53_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s53_p18 Ho0 ltac:(zlia)).
  rewrite (s52_p3 Ho1 ltac:(zlia)).
  rewrite (s81_p27 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s53_c22_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s53_board 0 (2 + b) 1 0 -> fst (s53_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s53_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s53_q29] in Hc |- *.
  rewrite tf_game_eq, (s53_c22_L b), (s53_c22_R b); cbn [map].
  pose proof (use_s53 IH 0 (1 + b) 2 0 (opt_l _ _ _ (s53_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s52 IH 0 (2 + b) 1 (opt_l _ _ _ (s53_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s53_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s53_p26 Ho0 ltac:(zlia)).
  rewrite (s52_p9 Ho1 ltac:(zlia)).
  rewrite (s81_p33 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s53_c22_p34 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s53_board 0 (2 + b) 1 0 -> fst (s53_q34 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s53_q34 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s53_q34] in Hc |- *.
  rewrite tf_game_eq, (s53_c22_L b), (s53_c22_R b); cbn [map].
  pose proof (use_s53 IH 0 (1 + b) 2 0 (opt_l _ _ _ (s53_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s52 IH 0 (2 + b) 1 (opt_l _ _ _ (s53_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s53_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s53_p31 Ho0 ltac:(zlia)).
  rewrite (s52_p11 Ho1 ltac:(zlia)).
  rewrite (s81_p33 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s53_c23_L (b : nat) : lmoves (s53_board 0 (2 + b) 1 1) = [s53_board 0 (1 + b) 2 1; s52_board 0 (2 + b) 2].
Proof. unfold s52_board, s53_board. tf_options. Qed.
Lemma s53_c23_R (b : nat) : rmoves (s53_board 0 (2 + b) 1 1) = [s81_board 0 (2 + b) 1 1].
Proof. unfold s53_board, s81_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s53_c23_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s53_board 0 (2 + b) 1 1 -> fst (s53_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s53_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s53_q25] in Hc |- *.
  rewrite tf_game_eq, (s53_c23_L b), (s53_c23_R b); cbn [map].
  pose proof (use_s53 IH 0 (1 + b) 2 1 (opt_l _ _ _ (s53_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s52 IH 0 (2 + b) 2 (opt_l _ _ _ (s53_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s53_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s53_p19 Ho0 ltac:(zlia)).
  rewrite (s52_p5 Ho1 ltac:(zlia)).
  rewrite (s81_p28 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s53_c23_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s53_board 0 (2 + b) 1 1 -> fst (s53_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s53_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s53_q30] in Hc |- *.
  rewrite tf_game_eq, (s53_c23_L b), (s53_c23_R b); cbn [map].
  pose proof (use_s53 IH 0 (1 + b) 2 1 (opt_l _ _ _ (s53_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s52 IH 0 (2 + b) 2 (opt_l _ _ _ (s53_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s53_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s53_p19 Ho0 ltac:(zlia)).
  rewrite (s52_p5 Ho1 ltac:(zlia)).
  rewrite (s81_p34 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s53_c24_L (b d : nat) : lmoves (s53_board 0 (2 + b) 1 (2 + d)) = [s53_board 0 (1 + b) 2 (2 + d); s52_board 0 (2 + b) (3 + d)].
Proof. unfold s52_board, s53_board. tf_options. Qed.
Lemma s53_c24_R (b d : nat) : rmoves (s53_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s53_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s53_c24_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s53_board 0 (2 + b) 1 (2 + d) -> fst (s53_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s53_q6] in Hc |- *.
  rewrite tf_game_eq, (s53_c24_L b d), (s53_c24_R b d); cbn [map].
  pose proof (use_s53 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s53_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s52 IH 0 (2 + b) (3 + d) (opt_l _ _ _ (s53_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s52_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s53_c25_L (b c : nat) : lmoves (s53_board 0 (2 + b) (2 + c) 0) = [s53_board 0 (1 + b) (3 + c) 0; s53_board 0 (2 + b) (1 + c) 1].
Proof. unfold s53_board. tf_options. Qed.
Lemma s53_c25_R (b c : nat) : rmoves (s53_board 0 (2 + b) (2 + c) 0) = [s81_board 0 (2 + b) (2 + c) 0].
Proof. unfold s53_board, s81_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s53_c25_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s53_board 0 (2 + b) (2 + c) 0 -> fst (s53_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s53_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s53_q20] in Hc |- *.
  rewrite tf_game_eq, (s53_c25_L b c), (s53_c25_R b c); cbn [map].
  pose proof (use_s53 IH 0 (1 + b) (3 + c) 0 (opt_l _ _ _ (s53_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s53_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH 0 (2 + b) (2 + c) 0 (opt_r _ _ _ (s53_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s53_p20 Ho0 ltac:(zlia)).
  rewrite (s53_p19 Ho1 ltac:(zlia)).
  rewrite (s81_p19 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s53_c25_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s53_board 0 (2 + b) (2 + c) 0 -> fst (s53_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s53_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s53_q26] in Hc |- *.
  rewrite tf_game_eq, (s53_c25_L b c), (s53_c25_R b c); cbn [map].
  pose proof (use_s53 IH 0 (1 + b) (3 + c) 0 (opt_l _ _ _ (s53_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s53_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH 0 (2 + b) (2 + c) 0 (opt_r _ _ _ (s53_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s53_p20 Ho0 ltac:(zlia)).
  rewrite (s53_p25 Ho1 ltac:(zlia)).
  rewrite (s81_p19 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s53_c25_p31 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s53_board 0 (2 + b) (2 + c) 0 -> fst (s53_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s53_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s53_q31] in Hc |- *.
  rewrite tf_game_eq, (s53_c25_L b c), (s53_c25_R b c); cbn [map].
  pose proof (use_s53 IH 0 (1 + b) (3 + c) 0 (opt_l _ _ _ (s53_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s53_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH 0 (2 + b) (2 + c) 0 (opt_r _ _ _ (s53_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s53_p20 Ho0 ltac:(zlia)).
  rewrite (s53_p30 Ho1 ltac:(zlia)).
  rewrite (s81_p19 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s53_c26_L (b c : nat) : lmoves (s53_board 0 (2 + b) (2 + c) 1) = [s53_board 0 (1 + b) (3 + c) 1; s53_board 0 (2 + b) (1 + c) 2].
Proof. unfold s53_board. tf_options. Qed.
Lemma s53_c26_R (b c : nat) : rmoves (s53_board 0 (2 + b) (2 + c) 1) = [s81_board 0 (2 + b) (2 + c) 1].
Proof. unfold s53_board, s81_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s53_c26_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s53_board 0 (2 + b) (2 + c) 1 -> fst (s53_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s53_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s53_q19] in Hc |- *.
  rewrite tf_game_eq, (s53_c26_L b c), (s53_c26_R b c); cbn [map].
  pose proof (use_s53 IH 0 (1 + b) (3 + c) 1 (opt_l _ _ _ (s53_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH 0 (2 + b) (1 + c) 2 (opt_l _ _ _ (s53_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH 0 (2 + b) (2 + c) 1 (opt_r _ _ _ (s53_c26_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s53_p19 Ho0 ltac:(zlia)).
  rewrite (s53_p6 Ho1 ltac:(zlia)).
  rewrite (s81_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s53_c27_L (b c d : nat) : lmoves (s53_board 0 (2 + b) (2 + c) (2 + d)) = [s53_board 0 (1 + b) (3 + c) (2 + d); s53_board 0 (2 + b) (1 + c) (3 + d)].
Proof. unfold s53_board. tf_options. Qed.
Lemma s53_c27_R (b c d : nat) : rmoves (s53_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s53_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s53_c27_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s53_board 0 (2 + b) (2 + c) (2 + d) -> fst (s53_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s53_q6] in Hc |- *.
  rewrite tf_game_eq, (s53_c27_L b c d), (s53_c27_R b c d); cbn [map].
  pose proof (use_s53 IH 0 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s53_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH 0 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s53_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s53_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c==0 && d==0: the board of s49 *)
Lemma s53_c28_p35 x (Hs49 : s49_claim x) :
  x = s53_board 1 0 0 0 -> fst (s53_q35 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s53_q35 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q35] in Hc |- *.
  pose proof (Hs49 1 0 ltac:(rewrite Hx; unfold s53_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c==0 && d==1: the board of s49 *)
Lemma s53_c29_p36 x (Hs49 : s49_claim x) :
  x = s53_board 1 0 0 1 -> fst (s53_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s53_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q36] in Hc |- *.
  pose proof (Hs49 1 1 ltac:(rewrite Hx; unfold s53_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c==0 && d>=2: the board of s49 *)
Lemma s53_c30_p37 x (Hs49 : s49_claim x) (d : nat) :
  x = s53_board 1 0 0 (2 + d) -> fst (s53_q37 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q37 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s53_q37] in Hc |- *.
  pose proof (Hs49 1 (2 + d) ltac:(rewrite Hx; unfold s53_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c==1 && d==0: the board of s50 *)
Lemma s53_c31_p22 x (Hs50 : s50_claim x) :
  x = s53_board 1 0 1 0 -> fst (s53_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s53_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q22] in Hc |- *.
  pose proof (Hs50 1 1 0 ltac:(rewrite Hx; unfold s53_board, s50_board; board_eq)) as Ho0.
  rewrite (s50_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c==1 && d==1: the board of s50 *)
Lemma s53_c32_p38 x (Hs50 : s50_claim x) :
  x = s53_board 1 0 1 1 -> fst (s53_q38 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s53_q38 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q38] in Hc |- *.
  pose proof (Hs50 1 1 1 ltac:(rewrite Hx; unfold s53_board, s50_board; board_eq)) as Ho0.
  rewrite (s50_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c==1 && d>=2: the board of s50 *)
Lemma s53_c33_p6 x (Hs50 : s50_claim x) (d : nat) :
  x = s53_board 1 0 1 (2 + d) -> fst (s53_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s53_q6] in Hc |- *.
  pose proof (Hs50 1 1 (2 + d) ltac:(rewrite Hx; unfold s53_board, s50_board; board_eq)) as Ho0.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c>=2 && d==0: the board of s50 *)
Lemma s53_c34_p13 x (Hs50 : s50_claim x) (c : nat) :
  x = s53_board 1 0 (2 + c) 0 -> fst (s53_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s53_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q13] in Hc |- *.
  pose proof (Hs50 1 (2 + c) 0 ltac:(rewrite Hx; unfold s53_board, s50_board; board_eq)) as Ho0.
  rewrite (s50_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s53_c34_p39 x (Hs50 : s50_claim x) (c : nat) :
  x = s53_board 1 0 (2 + c) 0 -> fst (s53_q39 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s53_q39 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q39] in Hc |- *.
  pose proof (Hs50 1 (2 + c) 0 ltac:(rewrite Hx; unfold s53_board, s50_board; board_eq)) as Ho0.
  rewrite (s50_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c>=2 && d==1: the board of s50 *)
Lemma s53_c35_p11 x (Hs50 : s50_claim x) (c : nat) :
  x = s53_board 1 0 (2 + c) 1 -> fst (s53_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s53_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q11] in Hc |- *.
  pose proof (Hs50 1 (2 + c) 1 ltac:(rewrite Hx; unfold s53_board, s50_board; board_eq)) as Ho0.
  rewrite (s50_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b==0 && c>=2 && d>=2: the board of s50 *)
Lemma s53_c36_p6 x (Hs50 : s50_claim x) (c d : nat) :
  x = s53_board 1 0 (2 + c) (2 + d) -> fst (s53_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s53_q6] in Hc |- *.
  pose proof (Hs50 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s53_board, s50_board; board_eq)) as Ho0.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c==0 && d==0: the board of s52 *)
Lemma s53_c37_p40 x (Hs52 : s52_claim x) :
  x = s53_board 1 1 0 0 -> fst (s53_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s53_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q40] in Hc |- *.
  pose proof (Hs52 1 1 0 ltac:(rewrite Hx; unfold s53_board, s52_board; board_eq)) as Ho0.
  rewrite (s52_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c==0 && d==1: the board of s52 *)
Lemma s53_c38_p9 x (Hs52 : s52_claim x) :
  x = s53_board 1 1 0 1 -> fst (s53_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s53_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q9] in Hc |- *.
  pose proof (Hs52 1 1 1 ltac:(rewrite Hx; unfold s53_board, s52_board; board_eq)) as Ho0.
  rewrite (s52_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c==0 && d>=2: the board of s52 *)
Lemma s53_c39_p6 x (Hs52 : s52_claim x) (d : nat) :
  x = s53_board 1 1 0 (2 + d) -> fst (s53_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s53_q6] in Hc |- *.
  pose proof (Hs52 1 1 (2 + d) ltac:(rewrite Hx; unfold s53_board, s52_board; board_eq)) as Ho0.
  rewrite (s52_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s53_c40_L : lmoves (s53_board 1 1 1 0) = [s53_board 0 2 1 0; s50_board 1 2 0; s52_board 1 1 1].
Proof. unfold s50_board, s52_board, s53_board. tf_options. Qed.
Lemma s53_c40_R : rmoves (s53_board 1 1 1 0) = [s81_board 1 1 1 0].
Proof. unfold s53_board, s81_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c==1 && d==0 *)
Lemma s53_c40_p16 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s53_board 1 1 1 0 -> fst (s53_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s53_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s53_q16] in Hc |- *.
  rewrite tf_game_eq, (s53_c40_L), (s53_c40_R); cbn [map].
  pose proof (use_s53 IH 0 2 1 0 (opt_l _ _ _ (s53_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH 1 2 0 (opt_l _ _ _ (s53_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s52 IH 1 1 1 (opt_l _ _ _ (s53_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s81 IH 1 1 1 0 (opt_r _ _ _ (s53_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p24 Ho0 ltac:(zlia)).
  rewrite (s50_p6 Ho1 ltac:(zlia)).
  rewrite (s52_p8 Ho2 ltac:(zlia)).
  rewrite (s81_p46 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s53_c41_L : lmoves (s53_board 1 1 1 1) = [s53_board 0 2 1 1; s50_board 1 2 1; s52_board 1 1 2].
Proof. unfold s50_board, s52_board, s53_board. tf_options. Qed.
Lemma s53_c41_R : rmoves (s53_board 1 1 1 1) = [s81_board 1 1 1 1].
Proof. unfold s53_board, s81_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c==1 && d==1 *)
Lemma s53_c41_p41 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s53_board 1 1 1 1 -> fst (s53_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s53_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s53_q41] in Hc |- *.
  rewrite tf_game_eq, (s53_c41_L), (s53_c41_R); cbn [map].
  pose proof (use_s53 IH 0 2 1 1 (opt_l _ _ _ (s53_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH 1 2 1 (opt_l _ _ _ (s53_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s52 IH 1 1 2 (opt_l _ _ _ (s53_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s81 IH 1 1 1 1 (opt_r _ _ _ (s53_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p25 Ho0 ltac:(zlia)).
  rewrite (s50_p9 Ho1 ltac:(zlia)).
  rewrite (s52_p5 Ho2 ltac:(zlia)).
  rewrite (s81_p47 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s53_c42_L (d : nat) : lmoves (s53_board 1 1 1 (2 + d)) = [s53_board 0 2 1 (2 + d); s50_board 1 2 (2 + d); s52_board 1 1 (3 + d)].
Proof. unfold s50_board, s52_board, s53_board. tf_options. Qed.
Lemma s53_c42_R (d : nat) : rmoves (s53_board 1 1 1 (2 + d)) = [].
Proof. unfold s53_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s53_c42_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s53_board 1 1 1 (2 + d) -> fst (s53_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s53_q6] in Hc |- *.
  rewrite tf_game_eq, (s53_c42_L d), (s53_c42_R d); cbn [map].
  pose proof (use_s53 IH 0 2 1 (2 + d) (opt_l _ _ _ (s53_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH 1 2 (2 + d) (opt_l _ _ _ (s53_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s52 IH 1 1 (3 + d) (opt_l _ _ _ (s53_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s50_p3 Ho1 ltac:(zlia)).
  rewrite (s52_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s53_c43_L (c : nat) : lmoves (s53_board 1 1 (2 + c) 0) = [s53_board 0 2 (2 + c) 0; s50_board 1 (3 + c) 0; s53_board 1 1 (1 + c) 1].
Proof. unfold s50_board, s53_board. tf_options. Qed.
Lemma s53_c43_R (c : nat) : rmoves (s53_board 1 1 (2 + c) 0) = [s81_board 1 1 (2 + c) 0].
Proof. unfold s53_board, s81_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s53_c43_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s53_board 1 1 (2 + c) 0 -> fst (s53_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s53_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s53_q12] in Hc |- *.
  rewrite tf_game_eq, (s53_c43_L c), (s53_c43_R c); cbn [map].
  pose proof (use_s53 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s53_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH 1 (3 + c) 0 (opt_l _ _ _ (s53_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s53 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s53_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s81 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s53_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p20 Ho0 ltac:(zlia)).
  rewrite (s50_p10 Ho1 ltac:(zlia)).
  rewrite (s53_p10 Ho2 ltac:(zlia)).
  rewrite (s81_p49 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s53_c43_p42 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s53_board 1 1 (2 + c) 0 -> fst (s53_q42 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s53_q42 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s53_q42] in Hc |- *.
  rewrite tf_game_eq, (s53_c43_L c), (s53_c43_R c); cbn [map].
  pose proof (use_s53 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s53_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH 1 (3 + c) 0 (opt_l _ _ _ (s53_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s53 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s53_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s81 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s53_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p26 Ho0 ltac:(zlia)).
  rewrite (s50_p10 Ho1 ltac:(zlia)).
  rewrite (s53_p41 Ho2 ltac:(zlia)).
  rewrite (s81_p49 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s53_c44_L (c : nat) : lmoves (s53_board 1 1 (2 + c) 1) = [s53_board 0 2 (2 + c) 1; s50_board 1 (3 + c) 1; s53_board 1 1 (1 + c) 2].
Proof. unfold s50_board, s53_board. tf_options. Qed.
Lemma s53_c44_R (c : nat) : rmoves (s53_board 1 1 (2 + c) 1) = [s81_board 1 1 (2 + c) 1].
Proof. unfold s53_board, s81_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s53_c44_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s53_board 1 1 (2 + c) 1 -> fst (s53_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s53_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s53_q10] in Hc |- *.
  rewrite tf_game_eq, (s53_c44_L c), (s53_c44_R c); cbn [map].
  pose proof (use_s53 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s53_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH 1 (3 + c) 1 (opt_l _ _ _ (s53_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s53 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s53_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s81 IH 1 1 (2 + c) 1 (opt_r _ _ _ (s53_c44_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p19 Ho0 ltac:(zlia)).
  rewrite (s50_p9 Ho1 ltac:(zlia)).
  rewrite (s53_p6 Ho2 ltac:(zlia)).
  rewrite (s81_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s53_c45_L (c d : nat) : lmoves (s53_board 1 1 (2 + c) (2 + d)) = [s53_board 0 2 (2 + c) (2 + d); s50_board 1 (3 + c) (2 + d); s53_board 1 1 (1 + c) (3 + d)].
Proof. unfold s50_board, s53_board. tf_options. Qed.
Lemma s53_c45_R (c d : nat) : rmoves (s53_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s53_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s53_c45_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s53_board 1 1 (2 + c) (2 + d) -> fst (s53_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s53_q6] in Hc |- *.
  rewrite tf_game_eq, (s53_c45_L c d), (s53_c45_R c d); cbn [map].
  pose proof (use_s53 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s53_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s53_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s53 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s53_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s50_p3 Ho1 ltac:(zlia)).
  rewrite (s53_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c==0 && d==0: the board of s52 *)
Lemma s53_c46_p7 x (Hs52 : s52_claim x) (b : nat) :
  x = s53_board 1 (2 + b) 0 0 -> fst (s53_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s53_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q7] in Hc |- *.
  pose proof (Hs52 1 (2 + b) 0 ltac:(rewrite Hx; unfold s53_board, s52_board; board_eq)) as Ho0.
  rewrite (s52_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s53_c46_p32 x (Hs52 : s52_claim x) (b : nat) :
  x = s53_board 1 (2 + b) 0 0 -> fst (s53_q32 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s53_q32 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q32] in Hc |- *.
  pose proof (Hs52 1 (2 + b) 0 ltac:(rewrite Hx; unfold s53_board, s52_board; board_eq)) as Ho0.
  rewrite (s52_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c==0 && d==1: the board of s52 *)
Lemma s53_c47_p33 x (Hs52 : s52_claim x) (b : nat) :
  x = s53_board 1 (2 + b) 0 1 -> fst (s53_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s53_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q33] in Hc |- *.
  pose proof (Hs52 1 (2 + b) 1 ltac:(rewrite Hx; unfold s53_board, s52_board; board_eq)) as Ho0.
  rewrite (s52_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

Lemma s53_c47_p43 x (Hs52 : s52_claim x) (b : nat) :
  x = s53_board 1 (2 + b) 0 1 -> fst (s53_q43 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s53_q43 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q43] in Hc |- *.
  pose proof (Hs52 1 (2 + b) 1 ltac:(rewrite Hx; unfold s53_board, s52_board; board_eq)) as Ho0.
  rewrite (s52_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c==0 && d>=2: the board of s52 *)
Lemma s53_c48_p6 x (Hs52 : s52_claim x) (b d : nat) :
  x = s53_board 1 (2 + b) 0 (2 + d) -> fst (s53_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s53_q6] in Hc |- *.
  pose proof (Hs52 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s53_board, s52_board; board_eq)) as Ho0.
  rewrite (s52_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s53_c49_L (b : nat) : lmoves (s53_board 1 (2 + b) 1 0) = [s53_board 0 (3 + b) 1 0; s53_board 1 (1 + b) 2 0; s52_board 1 (2 + b) 1].
Proof. unfold s52_board, s53_board. tf_options. Qed.
Lemma s53_c49_R (b : nat) : rmoves (s53_board 1 (2 + b) 1 0) = [s81_board 1 (2 + b) 1 0].
Proof. unfold s53_board, s81_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s53_c49_p34 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s53_board 1 (2 + b) 1 0 -> fst (s53_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s53_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s53_q34] in Hc |- *.
  rewrite tf_game_eq, (s53_c49_L b), (s53_c49_R b); cbn [map].
  pose proof (use_s53 IH 0 (3 + b) 1 0 (opt_l _ _ _ (s53_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH 1 (1 + b) 2 0 (opt_l _ _ _ (s53_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s52 IH 1 (2 + b) 1 (opt_l _ _ _ (s53_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s81 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s53_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p34 Ho0 ltac:(zlia)).
  rewrite (s53_p31 Ho1 ltac:(zlia)).
  rewrite (s52_p11 Ho2 ltac:(zlia)).
  rewrite (s81_p33 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s53_c49_p44 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s53_board 1 (2 + b) 1 0 -> fst (s53_q44 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s53_q44 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s53_q44] in Hc |- *.
  rewrite tf_game_eq, (s53_c49_L b), (s53_c49_R b); cbn [map].
  pose proof (use_s53 IH 0 (3 + b) 1 0 (opt_l _ _ _ (s53_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH 1 (1 + b) 2 0 (opt_l _ _ _ (s53_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s52 IH 1 (2 + b) 1 (opt_l _ _ _ (s53_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s81 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s53_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p29 Ho0 ltac:(zlia)).
  rewrite (s53_p42 Ho1 ltac:(zlia)).
  rewrite (s52_p9 Ho2 ltac:(zlia)).
  rewrite (s81_p33 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s53_c50_L (b : nat) : lmoves (s53_board 1 (2 + b) 1 1) = [s53_board 0 (3 + b) 1 1; s53_board 1 (1 + b) 2 1; s52_board 1 (2 + b) 2].
Proof. unfold s52_board, s53_board. tf_options. Qed.
Lemma s53_c50_R (b : nat) : rmoves (s53_board 1 (2 + b) 1 1) = [s81_board 1 (2 + b) 1 1].
Proof. unfold s53_board, s81_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s53_c50_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s53_board 1 (2 + b) 1 1 -> fst (s53_q30 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s53_q30 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s53_q30] in Hc |- *.
  rewrite tf_game_eq, (s53_c50_L b), (s53_c50_R b); cbn [map].
  pose proof (use_s53 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s53_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s53_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s52 IH 1 (2 + b) 2 (opt_l _ _ _ (s53_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s81 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s53_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p30 Ho0 ltac:(zlia)).
  rewrite (s53_p10 Ho1 ltac:(zlia)).
  rewrite (s52_p5 Ho2 ltac:(zlia)).
  rewrite (s81_p34 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s53_c51_L (b d : nat) : lmoves (s53_board 1 (2 + b) 1 (2 + d)) = [s53_board 0 (3 + b) 1 (2 + d); s53_board 1 (1 + b) 2 (2 + d); s52_board 1 (2 + b) (3 + d)].
Proof. unfold s52_board, s53_board. tf_options. Qed.
Lemma s53_c51_R (b d : nat) : rmoves (s53_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s53_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s53_c51_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s53_board 1 (2 + b) 1 (2 + d) -> fst (s53_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s53_q6] in Hc |- *.
  rewrite tf_game_eq, (s53_c51_L b d), (s53_c51_R b d); cbn [map].
  pose proof (use_s53 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s53_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s53_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s52 IH 1 (2 + b) (3 + d) (opt_l _ _ _ (s53_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s53_p6 Ho1 ltac:(zlia)).
  rewrite (s52_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s53_c52_L (b c : nat) : lmoves (s53_board 1 (2 + b) (2 + c) 0) = [s53_board 0 (3 + b) (2 + c) 0; s53_board 1 (1 + b) (3 + c) 0; s53_board 1 (2 + b) (1 + c) 1].
Proof. unfold s53_board. tf_options. Qed.
Lemma s53_c52_R (b c : nat) : rmoves (s53_board 1 (2 + b) (2 + c) 0) = [s81_board 1 (2 + b) (2 + c) 0].
Proof. unfold s53_board, s81_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s53_c52_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s53_board 1 (2 + b) (2 + c) 0 -> fst (s53_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s53_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s53_q12] in Hc |- *.
  rewrite tf_game_eq, (s53_c52_L b c), (s53_c52_R b c); cbn [map].
  pose proof (use_s53 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s53_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s53_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s53 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s53_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s81 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s53_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p20 Ho0 ltac:(zlia)).
  rewrite (s53_p12 Ho1 ltac:(zlia)).
  rewrite (s53_p10 Ho2 ltac:(zlia)).
  rewrite (s81_p49 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s53_c52_p31 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s53_board 1 (2 + b) (2 + c) 0 -> fst (s53_q31 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s53_q31 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s53_q31] in Hc |- *.
  rewrite tf_game_eq, (s53_c52_L b c), (s53_c52_R b c); cbn [map].
  pose proof (use_s53 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s53_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s53_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s53 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s53_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s81 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s53_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p31 Ho0 ltac:(zlia)).
  rewrite (s53_p12 Ho1 ltac:(zlia)).
  rewrite (s53_p30 Ho2 ltac:(zlia)).
  rewrite (s81_p49 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s53_c53_L (b c : nat) : lmoves (s53_board 1 (2 + b) (2 + c) 1) = [s53_board 0 (3 + b) (2 + c) 1; s53_board 1 (1 + b) (3 + c) 1; s53_board 1 (2 + b) (1 + c) 2].
Proof. unfold s53_board. tf_options. Qed.
Lemma s53_c53_R (b c : nat) : rmoves (s53_board 1 (2 + b) (2 + c) 1) = [s81_board 1 (2 + b) (2 + c) 1].
Proof. unfold s53_board, s81_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s53_c53_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s53_board 1 (2 + b) (2 + c) 1 -> fst (s53_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s53_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s53_q10] in Hc |- *.
  rewrite tf_game_eq, (s53_c53_L b c), (s53_c53_R b c); cbn [map].
  pose proof (use_s53 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s53_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s53_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s53 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s53_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s81 IH 1 (2 + b) (2 + c) 1 (opt_r _ _ _ (s53_c53_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p19 Ho0 ltac:(zlia)).
  rewrite (s53_p10 Ho1 ltac:(zlia)).
  rewrite (s53_p6 Ho2 ltac:(zlia)).
  rewrite (s81_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s53_c54_L (b c d : nat) : lmoves (s53_board 1 (2 + b) (2 + c) (2 + d)) = [s53_board 0 (3 + b) (2 + c) (2 + d); s53_board 1 (1 + b) (3 + c) (2 + d); s53_board 1 (2 + b) (1 + c) (3 + d)].
Proof. unfold s53_board. tf_options. Qed.
Lemma s53_c54_R (b c d : nat) : rmoves (s53_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s53_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s53_c54_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s53_board 1 (2 + b) (2 + c) (2 + d) -> fst (s53_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s53_q6] in Hc |- *.
  rewrite tf_game_eq, (s53_c54_L b c d), (s53_c54_R b c d); cbn [map].
  pose proof (use_s53 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s53_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s53_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s53 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s53_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s53_p6 Ho1 ltac:(zlia)).
  rewrite (s53_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c==0 && d==0: the board of s49 *)
Lemma s53_c55_p45 x (Hs49 : s49_claim x) (a : nat) :
  x = s53_board (2 + a) 0 0 0 -> fst (s53_q45 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s53_q45 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q45] in Hc |- *.
  pose proof (Hs49 (2 + a) 0 ltac:(rewrite Hx; unfold s53_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s53_c55_p48 x (Hs49 : s49_claim x) (a : nat) :
  x = s53_board (2 + a) 0 0 0 -> fst (s53_q48 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s53_q48 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q48] in Hc |- *.
  pose proof (Hs49 (2 + a) 0 ltac:(rewrite Hx; unfold s53_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c==0 && d==1: the board of s49 *)
Lemma s53_c56_p36 x (Hs49 : s49_claim x) (a : nat) :
  x = s53_board (2 + a) 0 0 1 -> fst (s53_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s53_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q36] in Hc |- *.
  pose proof (Hs49 (2 + a) 1 ltac:(rewrite Hx; unfold s53_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c==0 && d>=2: the board of s49 *)
Lemma s53_c57_p37 x (Hs49 : s49_claim x) (a d : nat) :
  x = s53_board (2 + a) 0 0 (2 + d) -> fst (s53_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s53_q37] in Hc |- *.
  pose proof (Hs49 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s53_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c==1 && d==0: the board of s50 *)
Lemma s53_c58_p39 x (Hs50 : s50_claim x) (a : nat) :
  x = s53_board (2 + a) 0 1 0 -> fst (s53_q39 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s53_q39 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q39] in Hc |- *.
  pose proof (Hs50 (2 + a) 1 0 ltac:(rewrite Hx; unfold s53_board, s50_board; board_eq)) as Ho0.
  rewrite (s50_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c==1 && d==1: the board of s50 *)
Lemma s53_c59_p46 x (Hs50 : s50_claim x) (a : nat) :
  x = s53_board (2 + a) 0 1 1 -> fst (s53_q46 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s53_q46 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q46] in Hc |- *.
  pose proof (Hs50 (2 + a) 1 1 ltac:(rewrite Hx; unfold s53_board, s50_board; board_eq)) as Ho0.
  rewrite (s50_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c==1 && d>=2: the board of s50 *)
Lemma s53_c60_p6 x (Hs50 : s50_claim x) (a d : nat) :
  x = s53_board (2 + a) 0 1 (2 + d) -> fst (s53_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s53_q6] in Hc |- *.
  pose proof (Hs50 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s53_board, s50_board; board_eq)) as Ho0.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c>=2 && d==0: the board of s50 *)
Lemma s53_c61_p13 x (Hs50 : s50_claim x) (a c : nat) :
  x = s53_board (2 + a) 0 (2 + c) 0 -> fst (s53_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s53_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q13] in Hc |- *.
  pose proof (Hs50 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s53_board, s50_board; board_eq)) as Ho0.
  rewrite (s50_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s53_c61_p39 x (Hs50 : s50_claim x) (a c : nat) :
  x = s53_board (2 + a) 0 (2 + c) 0 -> fst (s53_q39 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s53_q39 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q39] in Hc |- *.
  pose proof (Hs50 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s53_board, s50_board; board_eq)) as Ho0.
  rewrite (s50_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c>=2 && d==1: the board of s50 *)
Lemma s53_c62_p11 x (Hs50 : s50_claim x) (a c : nat) :
  x = s53_board (2 + a) 0 (2 + c) 1 -> fst (s53_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s53_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q11] in Hc |- *.
  pose proof (Hs50 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s53_board, s50_board; board_eq)) as Ho0.
  rewrite (s50_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c>=2 && d>=2: the board of s50 *)
Lemma s53_c63_p6 x (Hs50 : s50_claim x) (a c d : nat) :
  x = s53_board (2 + a) 0 (2 + c) (2 + d) -> fst (s53_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s53_q6] in Hc |- *.
  pose proof (Hs50 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s53_board, s50_board; board_eq)) as Ho0.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c==0 && d==0: the board of s52 *)
Lemma s53_c64_p40 x (Hs52 : s52_claim x) (a : nat) :
  x = s53_board (2 + a) 1 0 0 -> fst (s53_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s53_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q40] in Hc |- *.
  pose proof (Hs52 (2 + a) 1 0 ltac:(rewrite Hx; unfold s53_board, s52_board; board_eq)) as Ho0.
  rewrite (s52_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s53_c64_p47 x (Hs52 : s52_claim x) (a : nat) :
  x = s53_board (2 + a) 1 0 0 -> fst (s53_q47 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s53_q47 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q47] in Hc |- *.
  pose proof (Hs52 (2 + a) 1 0 ltac:(rewrite Hx; unfold s53_board, s52_board; board_eq)) as Ho0.
  rewrite (s52_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c==0 && d==1: the board of s52 *)
Lemma s53_c65_p9 x (Hs52 : s52_claim x) (a : nat) :
  x = s53_board (2 + a) 1 0 1 -> fst (s53_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s53_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q9] in Hc |- *.
  pose proof (Hs52 (2 + a) 1 1 ltac:(rewrite Hx; unfold s53_board, s52_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s52_p7 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s52_p13 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s52_p14 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c==0 && d>=2: the board of s52 *)
Lemma s53_c66_p6 x (Hs52 : s52_claim x) (a d : nat) :
  x = s53_board (2 + a) 1 0 (2 + d) -> fst (s53_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s53_q6] in Hc |- *.
  pose proof (Hs52 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s53_board, s52_board; board_eq)) as Ho0.
  rewrite (s52_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s53_c67_L (a : nat) : lmoves (s53_board (2 + a) 1 1 0) = [s53_board (1 + a) 2 1 0; s50_board (2 + a) 2 0; s52_board (2 + a) 1 1].
Proof. unfold s50_board, s52_board, s53_board. tf_options. Qed.
Lemma s53_c67_R (a : nat) : rmoves (s53_board (2 + a) 1 1 0) = [s81_board (2 + a) 1 1 0].
Proof. unfold s53_board, s81_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c==1 && d==0 *)
Lemma s53_c67_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s53_board (2 + a) 1 1 0 -> fst (s53_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s53_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s53_q16] in Hc |- *.
  rewrite tf_game_eq, (s53_c67_L a), (s53_c67_R a); cbn [map].
  pose proof (use_s53 IH (1 + a) 2 1 0 (opt_l _ _ _ (s53_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH (2 + a) 2 0 (opt_l _ _ _ (s53_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s52 IH (2 + a) 1 1 (opt_l _ _ _ (s53_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s81 IH (2 + a) 1 1 0 (opt_r _ _ _ (s53_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s53_p34 Ho0 ltac:(zlia)).
    rewrite (s50_p8 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s52_p13 Ho2 ltac:(zlia)).
      rewrite (s81_p33 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s52_p14 Ho2 ltac:(zlia)).
      rewrite (s81_p33 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s53_p44 Ho0 ltac:(zlia)).
    rewrite (s50_p8 Ho1 ltac:(zlia)).
    rewrite (s52_p7 Ho2 ltac:(zlia)).
    rewrite (s81_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s53_c68_L (a : nat) : lmoves (s53_board (2 + a) 1 1 1) = [s53_board (1 + a) 2 1 1; s50_board (2 + a) 2 1; s52_board (2 + a) 1 2].
Proof. unfold s50_board, s52_board, s53_board. tf_options. Qed.
Lemma s53_c68_R (a : nat) : rmoves (s53_board (2 + a) 1 1 1) = [s81_board (2 + a) 1 1 1].
Proof. unfold s53_board, s81_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s53_c68_p30 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s53_board (2 + a) 1 1 1 -> fst (s53_q30 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s53_q30 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s53_q30] in Hc |- *.
  rewrite tf_game_eq, (s53_c68_L a), (s53_c68_R a); cbn [map].
  pose proof (use_s53 IH (1 + a) 2 1 1 (opt_l _ _ _ (s53_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH (2 + a) 2 1 (opt_l _ _ _ (s53_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s52 IH (2 + a) 1 2 (opt_l _ _ _ (s53_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s81 IH (2 + a) 1 1 1 (opt_r _ _ _ (s53_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p30 Ho0 ltac:(zlia)).
  rewrite (s50_p9 Ho1 ltac:(zlia)).
  rewrite (s52_p5 Ho2 ltac:(zlia)).
  rewrite (s81_p34 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s53_c69_L (a d : nat) : lmoves (s53_board (2 + a) 1 1 (2 + d)) = [s53_board (1 + a) 2 1 (2 + d); s50_board (2 + a) 2 (2 + d); s52_board (2 + a) 1 (3 + d)].
Proof. unfold s50_board, s52_board, s53_board. tf_options. Qed.
Lemma s53_c69_R (a d : nat) : rmoves (s53_board (2 + a) 1 1 (2 + d)) = [].
Proof. unfold s53_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s53_c69_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s53_board (2 + a) 1 1 (2 + d) -> fst (s53_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s53_q6] in Hc |- *.
  rewrite tf_game_eq, (s53_c69_L a d), (s53_c69_R a d); cbn [map].
  pose proof (use_s53 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s53_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s53_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s52 IH (2 + a) 1 (3 + d) (opt_l _ _ _ (s53_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s50_p3 Ho1 ltac:(zlia)).
  rewrite (s52_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s53_c70_L (a c : nat) : lmoves (s53_board (2 + a) 1 (2 + c) 0) = [s53_board (1 + a) 2 (2 + c) 0; s50_board (2 + a) (3 + c) 0; s53_board (2 + a) 1 (1 + c) 1].
Proof. unfold s50_board, s53_board. tf_options. Qed.
Lemma s53_c70_R (a c : nat) : rmoves (s53_board (2 + a) 1 (2 + c) 0) = [s81_board (2 + a) 1 (2 + c) 0].
Proof. unfold s53_board, s81_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s53_c70_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s53_board (2 + a) 1 (2 + c) 0 -> fst (s53_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s53_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s53_q12] in Hc |- *.
  rewrite tf_game_eq, (s53_c70_L a c), (s53_c70_R a c); cbn [map].
  pose proof (use_s53 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s53_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s53_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s53 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s53_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s81 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s53_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p12 Ho0 ltac:(zlia)).
  rewrite (s50_p10 Ho1 ltac:(zlia)).
  rewrite (s53_p10 Ho2 ltac:(zlia)).
  rewrite (s81_p49 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s53_c70_p31 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s53_board (2 + a) 1 (2 + c) 0 -> fst (s53_q31 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s53_q31 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s53_q31] in Hc |- *.
  rewrite tf_game_eq, (s53_c70_L a c), (s53_c70_R a c); cbn [map].
  pose proof (use_s53 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s53_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s53_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s53 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s53_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s81 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s53_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p31 Ho0 ltac:(zlia)).
  rewrite (s50_p10 Ho1 ltac:(zlia)).
  rewrite (s53_p30 Ho2 ltac:(zlia)).
  rewrite (s81_p49 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s53_c71_L (a c : nat) : lmoves (s53_board (2 + a) 1 (2 + c) 1) = [s53_board (1 + a) 2 (2 + c) 1; s50_board (2 + a) (3 + c) 1; s53_board (2 + a) 1 (1 + c) 2].
Proof. unfold s50_board, s53_board. tf_options. Qed.
Lemma s53_c71_R (a c : nat) : rmoves (s53_board (2 + a) 1 (2 + c) 1) = [s81_board (2 + a) 1 (2 + c) 1].
Proof. unfold s53_board, s81_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s53_c71_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s53_board (2 + a) 1 (2 + c) 1 -> fst (s53_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s53_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s53_q10] in Hc |- *.
  rewrite tf_game_eq, (s53_c71_L a c), (s53_c71_R a c); cbn [map].
  pose proof (use_s53 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s53_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s53_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s53 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s53_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s81 IH (2 + a) 1 (2 + c) 1 (opt_r _ _ _ (s53_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p10 Ho0 ltac:(zlia)).
  rewrite (s50_p9 Ho1 ltac:(zlia)).
  rewrite (s53_p6 Ho2 ltac:(zlia)).
  rewrite (s81_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s53_c72_L (a c d : nat) : lmoves (s53_board (2 + a) 1 (2 + c) (2 + d)) = [s53_board (1 + a) 2 (2 + c) (2 + d); s50_board (2 + a) (3 + c) (2 + d); s53_board (2 + a) 1 (1 + c) (3 + d)].
Proof. unfold s50_board, s53_board. tf_options. Qed.
Lemma s53_c72_R (a c d : nat) : rmoves (s53_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s53_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s53_c72_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s53_board (2 + a) 1 (2 + c) (2 + d) -> fst (s53_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s53_q6] in Hc |- *.
  rewrite tf_game_eq, (s53_c72_L a c d), (s53_c72_R a c d); cbn [map].
  pose proof (use_s53 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s53_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s53_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s53 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s53_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s50_p3 Ho1 ltac:(zlia)).
  rewrite (s53_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c==0 && d==0: the board of s52 *)
Lemma s53_c73_p32 x (Hs52 : s52_claim x) (a b : nat) :
  x = s53_board (2 + a) (2 + b) 0 0 -> fst (s53_q32 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s53_q32 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q32] in Hc |- *.
  pose proof (Hs52 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s53_board, s52_board; board_eq)) as Ho0.
  rewrite (s52_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c==0 && d==1: the board of s52 *)
Lemma s53_c74_p33 x (Hs52 : s52_claim x) (a b : nat) :
  x = s53_board (2 + a) (2 + b) 0 1 -> fst (s53_q33 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s53_q33 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s53_q33] in Hc |- *.
  pose proof (Hs52 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s53_board, s52_board; board_eq)) as Ho0.
  rewrite (s52_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c==0 && d>=2: the board of s52 *)
Lemma s53_c75_p6 x (Hs52 : s52_claim x) (a b d : nat) :
  x = s53_board (2 + a) (2 + b) 0 (2 + d) -> fst (s53_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s53_q6] in Hc |- *.
  pose proof (Hs52 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s53_board, s52_board; board_eq)) as Ho0.
  rewrite (s52_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s53_c76_L (a b : nat) : lmoves (s53_board (2 + a) (2 + b) 1 0) = [s53_board (1 + a) (3 + b) 1 0; s53_board (2 + a) (1 + b) 2 0; s52_board (2 + a) (2 + b) 1].
Proof. unfold s52_board, s53_board. tf_options. Qed.
Lemma s53_c76_R (a b : nat) : rmoves (s53_board (2 + a) (2 + b) 1 0) = [s81_board (2 + a) (2 + b) 1 0].
Proof. unfold s53_board, s81_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s53_c76_p34 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s53_board (2 + a) (2 + b) 1 0 -> fst (s53_q34 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s53_q34 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s53_q34] in Hc |- *.
  rewrite tf_game_eq, (s53_c76_L a b), (s53_c76_R a b); cbn [map].
  pose proof (use_s53 IH (1 + a) (3 + b) 1 0 (opt_l _ _ _ (s53_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s53_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s52 IH (2 + a) (2 + b) 1 (opt_l _ _ _ (s53_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s81 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s53_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p34 Ho0 ltac:(zlia)).
  rewrite (s53_p31 Ho1 ltac:(zlia)).
  rewrite (s52_p11 Ho2 ltac:(zlia)).
  rewrite (s81_p33 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s53_c77_L (a b : nat) : lmoves (s53_board (2 + a) (2 + b) 1 1) = [s53_board (1 + a) (3 + b) 1 1; s53_board (2 + a) (1 + b) 2 1; s52_board (2 + a) (2 + b) 2].
Proof. unfold s52_board, s53_board. tf_options. Qed.
Lemma s53_c77_R (a b : nat) : rmoves (s53_board (2 + a) (2 + b) 1 1) = [s81_board (2 + a) (2 + b) 1 1].
Proof. unfold s53_board, s81_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s53_c77_p30 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s53_board (2 + a) (2 + b) 1 1 -> fst (s53_q30 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s53_q30 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s53_q30] in Hc |- *.
  rewrite tf_game_eq, (s53_c77_L a b), (s53_c77_R a b); cbn [map].
  pose proof (use_s53 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s53_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s53_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s52 IH (2 + a) (2 + b) 2 (opt_l _ _ _ (s53_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s81 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s53_c77_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p30 Ho0 ltac:(zlia)).
  rewrite (s53_p10 Ho1 ltac:(zlia)).
  rewrite (s52_p5 Ho2 ltac:(zlia)).
  rewrite (s81_p34 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s53_c78_L (a b d : nat) : lmoves (s53_board (2 + a) (2 + b) 1 (2 + d)) = [s53_board (1 + a) (3 + b) 1 (2 + d); s53_board (2 + a) (1 + b) 2 (2 + d); s52_board (2 + a) (2 + b) (3 + d)].
Proof. unfold s52_board, s53_board. tf_options. Qed.
Lemma s53_c78_R (a b d : nat) : rmoves (s53_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s53_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s53_c78_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s53_board (2 + a) (2 + b) 1 (2 + d) -> fst (s53_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s53_q6] in Hc |- *.
  rewrite tf_game_eq, (s53_c78_L a b d), (s53_c78_R a b d); cbn [map].
  pose proof (use_s53 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s53_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s53_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s52 IH (2 + a) (2 + b) (3 + d) (opt_l _ _ _ (s53_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s53_p6 Ho1 ltac:(zlia)).
  rewrite (s52_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s53_c79_L (a b c : nat) : lmoves (s53_board (2 + a) (2 + b) (2 + c) 0) = [s53_board (1 + a) (3 + b) (2 + c) 0; s53_board (2 + a) (1 + b) (3 + c) 0; s53_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s53_board. tf_options. Qed.
Lemma s53_c79_R (a b c : nat) : rmoves (s53_board (2 + a) (2 + b) (2 + c) 0) = [s81_board (2 + a) (2 + b) (2 + c) 0].
Proof. unfold s53_board, s81_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s53_c79_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s53_board (2 + a) (2 + b) (2 + c) 0 -> fst (s53_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s53_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s53_q12] in Hc |- *.
  rewrite tf_game_eq, (s53_c79_L a b c), (s53_c79_R a b c); cbn [map].
  pose proof (use_s53 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s53_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s53_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s53 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s53_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s81 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s53_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p12 Ho0 ltac:(zlia)).
  rewrite (s53_p12 Ho1 ltac:(zlia)).
  rewrite (s53_p10 Ho2 ltac:(zlia)).
  rewrite (s81_p49 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s53_c79_p31 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s53_board (2 + a) (2 + b) (2 + c) 0 -> fst (s53_q31 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s53_q31 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s53_q31] in Hc |- *.
  rewrite tf_game_eq, (s53_c79_L a b c), (s53_c79_R a b c); cbn [map].
  pose proof (use_s53 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s53_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s53_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s53 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s53_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s81 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s53_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p31 Ho0 ltac:(zlia)).
  rewrite (s53_p12 Ho1 ltac:(zlia)).
  rewrite (s53_p30 Ho2 ltac:(zlia)).
  rewrite (s81_p49 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s53_c80_L (a b c : nat) : lmoves (s53_board (2 + a) (2 + b) (2 + c) 1) = [s53_board (1 + a) (3 + b) (2 + c) 1; s53_board (2 + a) (1 + b) (3 + c) 1; s53_board (2 + a) (2 + b) (1 + c) 2].
Proof. unfold s53_board. tf_options. Qed.
Lemma s53_c80_R (a b c : nat) : rmoves (s53_board (2 + a) (2 + b) (2 + c) 1) = [s81_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s53_board, s81_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s53_c80_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s53_board (2 + a) (2 + b) (2 + c) 1 -> fst (s53_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s53_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s53_q10] in Hc |- *.
  rewrite tf_game_eq, (s53_c80_L a b c), (s53_c80_R a b c); cbn [map].
  pose proof (use_s53 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s53_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s53_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s53 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s53_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s81 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s53_c80_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p10 Ho0 ltac:(zlia)).
  rewrite (s53_p10 Ho1 ltac:(zlia)).
  rewrite (s53_p6 Ho2 ltac:(zlia)).
  rewrite (s81_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s53_c81_L (a b c d : nat) : lmoves (s53_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s53_board (1 + a) (3 + b) (2 + c) (2 + d); s53_board (2 + a) (1 + b) (3 + c) (2 + d); s53_board (2 + a) (2 + b) (1 + c) (3 + d)].
Proof. unfold s53_board. tf_options. Qed.
Lemma s53_c81_R (a b c d : nat) : rmoves (s53_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s53_board. tf_options. Qed.
(* s53 = T^a _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s53_c81_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s53_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s53_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s53_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s53_q6] in Hc |- *.
  rewrite tf_game_eq, (s53_c81_L a b c d), (s53_c81_R a b c d); cbn [map].
  pose proof (use_s53 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s53_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s53_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s53 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s53_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s53_p6 Ho1 ltac:(zlia)).
  rewrite (s53_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s54_c1_L : lmoves (s54_board 0 0 0) = [].
Proof. unfold s54_board. tf_options. Qed.
Lemma s54_c1_R : rmoves (s54_board 0 0 0) = [strip [(1, 1)] ([E; E; T; F]) []; strip [(2, 2)] ([]) [(1, 1)]].
Proof. unfold s54_board, strip. tf_options. Qed.
Lemma s54_c1_R1 : tf_norm (strip [(1, 1)] ([E; E; T; F]) []) (s62_board 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; E; T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
Lemma s54_c1_R2 : tf_norm (strip [(2, 2)] ([]) [(1, 1)]) (repeat E 3) (-3).
Proof. apply (tf_norm_by _ [(2, 2)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a==0 && b==0 && c==0 *)
Lemma s54_c1_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s54_board 0 0 0 -> fst (s54_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s54_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s54_q2] in Hc |- *.
  rewrite tf_game_eq, (s54_c1_L), (s54_c1_R); cbn [map].
  rewrite (tf_norm_game (s54_c1_R1)).
  pose proof (use_s62 IH 0 (opt_norm_r _ _ _ _ _ (s54_c1_R) ltac:(cbn [In]; left; reflexivity) (s54_c1_R1))) as Ho0.
  rewrite (tf_norm_blank (s54_c1_R2)).
  rewrite (s62_p1 Ho0 ltac:(zlia)).
  rewrite (s62_p1_add (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_via _ (int (-4))); [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s54_c2_L : lmoves (s54_board 0 0 1) = [strip [(2, 1)] ([E; T; T; F]) []].
Proof. unfold s54_board, strip. tf_options. Qed.
Lemma s54_c2_L1 : tf_norm (strip [(2, 1)] ([E; T; T; F]) []) (repeat E 3) (-2).
Proof.
  pose proof (tf_norm_strip [(2, 1)] ([E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s54_c2_R : rmoves (s54_board 0 0 1) = [strip [(1, 1)] ([E; T; E; T; F]) []; strip [(2, 1)] ([T; F]) [(1, 1)]].
Proof. unfold s54_board, strip. tf_options. Qed.
Lemma s54_c2_R1 : tf_norm (strip [(1, 1)] ([E; T; E; T; F]) []) (s64_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s54_c2_R2 : tf_norm (strip [(2, 1)] ([T; F]) [(1, 1)]) (s63_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; F]) [(1, 1)]); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a==0 && b==0 && c==1 *)
Lemma s54_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s54_board 0 0 1 -> fst (s54_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s54_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s54_q2] in Hc |- *.
  rewrite tf_game_eq, (s54_c2_L), (s54_c2_R); cbn [map].
  rewrite (tf_norm_blank (s54_c2_L1)).
  rewrite (tf_norm_game (s54_c2_R1)).
  pose proof (use_s64 IH 0 1 (opt_norm_r _ _ _ _ _ (s54_c2_R) ltac:(cbn [In]; left; reflexivity) (s54_c2_R1))) as Ho1.
  rewrite (tf_norm_game (s54_c2_R2)).
  pose proof (use_s63 IH 0 1 (opt_norm_r _ _ _ _ _ (s54_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c2_R2))) as Ho2.
  rewrite (s64_p2 Ho1 ltac:(zlia)).
  rewrite (s64_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s54_c3_L (c : nat) : lmoves (s54_board 0 0 (2 + c)) = [strip [(2, 1)] (repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s54_board, strip. tf_options. Qed.
Lemma s54_c3_L1 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (1 + c) ++ [E; T; T; F]) []) (repeat E 3) (Z.of_nat (2 + c) - 3).
Proof.
  pose proof (tf_norm_strip [(2, 1)] (repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s54_c3_R (c : nat) : rmoves (s54_board 0 0 (2 + c)) = [strip [(1, 1)] (E :: repeat T (2 + c) ++ [E; T; F]) []; strip [(2, 1)] (repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s54_board, strip. tf_options. Qed.
Lemma s54_c3_R1 (c : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + c) ++ [E; T; F]) []) (s64_board 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s54_c3_R2 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (2 + c) ++ [F]) [(1, 1)]) (s63_board 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a==0 && b==0 && c>=2 *)
Lemma s54_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s54_board 0 0 (2 + c) -> fst (s54_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s54_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s54_q4] in Hc |- *.
  rewrite tf_game_eq, (s54_c3_L c), (s54_c3_R c); cbn [map].
  rewrite (tf_norm_blank (s54_c3_L1 c)).
  rewrite (tf_norm_game (s54_c3_R1 c)).
  pose proof (use_s64 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s54_c3_R c) ltac:(cbn [In]; left; reflexivity) (s54_c3_R1 c))) as Ho1.
  rewrite (tf_norm_game (s54_c3_R2 c)).
  pose proof (use_s63 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s54_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c3_R2 c))) as Ho2.
  rewrite (s64_p3 Ho1 ltac:(zlia)).
  rewrite (s64_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s54_c3_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s54_board 0 0 (2 + c) -> fst (s54_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s54_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s54_q5] in Hc |- *.
  rewrite tf_game_eq, (s54_c3_L c), (s54_c3_R c); cbn [map].
  rewrite (tf_norm_blank (s54_c3_L1 c)).
  rewrite (tf_norm_game (s54_c3_R1 c)).
  pose proof (use_s64 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s54_c3_R c) ltac:(cbn [In]; left; reflexivity) (s54_c3_R1 c))) as Ho1.
  rewrite (tf_norm_game (s54_c3_R2 c)).
  pose proof (use_s63 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s54_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c3_R2 c))) as Ho2.
  rewrite (s64_p5 Ho1 ltac:(zlia)).
  rewrite (s64_p5_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s54_c4_L : lmoves (s54_board 0 1 0) = [strip [(3, 1)] ([T; T; F]) []].
Proof. unfold s54_board, strip. tf_options. Qed.
Lemma s54_c4_L1 : tf_norm (strip [(3, 1)] ([T; T; F]) []) (repeat E 3) (-3).
Proof.
  pose proof (tf_norm_strip [(3, 1)] ([T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s54_c4_R : rmoves (s54_board 0 1 0) = [strip [(1, 1)] ([T; E; E; T; F]) []; strip [] ([E; E; T; F; F]) [(1, 1)]].
Proof. unfold s54_board, strip. tf_options. Qed.
Lemma s54_c4_R1 : tf_norm (strip [(1, 1)] ([T; E; E; T; F]) []) (s72_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s54_c4_R2 : tf_norm (strip [] ([E; E; T; F; F]) [(1, 1)]) (s30_board 0 1) (1).
Proof. apply (tf_norm_by _ [] ([E; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a==0 && b==1 && c==0 *)
Lemma s54_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s54_board 0 1 0 -> fst (s54_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s54_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s54_q1] in Hc |- *.
  rewrite tf_game_eq, (s54_c4_L), (s54_c4_R); cbn [map].
  rewrite (tf_norm_blank (s54_c4_L1)).
  rewrite (tf_norm_game (s54_c4_R1)).
  pose proof (use_s72 IH 0 1 (opt_norm_r _ _ _ _ _ (s54_c4_R) ltac:(cbn [In]; left; reflexivity) (s54_c4_R1))) as Ho1.
  rewrite (tf_norm_game (s54_c4_R2)).
  pose proof (use_s30 IH 0 1 (opt_norm_r _ _ _ _ _ (s54_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c4_R2))) as Ho2.
  rewrite (s72_p2 Ho1 ltac:(zlia)).
  rewrite (s72_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s30_p1 Ho2 ltac:(zlia)).
  rewrite (s30_p1_add (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_via _ (int (-1))); [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s54_c5_L : lmoves (s54_board 0 1 1) = [strip [] ([E; E; T; F; E; T; T; F]) []].
Proof. unfold s54_board, strip. tf_options. Qed.
Lemma s54_c5_L1 : tf_norm (strip [] ([E; E; T; F; E; T; T; F]) []) (s63_board 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s54_c5_R : rmoves (s54_board 0 1 1) = [strip [(1, 1)] ([T; E; T; E; T; F]) []; strip [] ([E; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s54_board, strip. tf_options. Qed.
Lemma s54_c5_R1 : tf_norm (strip [(1, 1)] ([T; E; T; E; T; F]) []) (s74_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s54_c5_R2 : tf_norm (strip [] ([E; E; T; F; T; F]) [(1, 1)]) (s55_board 0 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a==0 && b==1 && c==1 *)
Lemma s54_c5_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s54_board 0 1 1 -> fst (s54_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s54_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s54_q6] in Hc |- *.
  rewrite tf_game_eq, (s54_c5_L), (s54_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s54_c5_L1)).
  pose proof (use_s63 IH 0 1 (opt_norm_l _ _ _ _ _ (s54_c5_L) ltac:(cbn [In]; left; reflexivity) (s54_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s54_c5_R1)).
  pose proof (use_s74 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s54_c5_R) ltac:(cbn [In]; left; reflexivity) (s54_c5_R1))) as Ho1.
  rewrite (tf_norm_game (s54_c5_R2)).
  pose proof (use_s55 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s54_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c5_R2))) as Ho2.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s74_p3 Ho1 ltac:(zlia)).
  rewrite (s74_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p2 Ho2 ltac:(zlia)).
  rewrite (s55_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s54_c6_L (c : nat) : lmoves (s54_board 0 1 (2 + c)) = [strip [] (E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s54_board, strip. tf_options. Qed.
Lemma s54_c6_L1 (c : nat) : tf_norm (strip [] (E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s63_board 0 1) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; T; F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s54_c6_R (c : nat) : rmoves (s54_board 0 1 (2 + c)) = [strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F]) []; strip [] (E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s54_board, strip. tf_options. Qed.
Lemma s54_c6_R1 (c : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F]) []) (s74_board 0 1 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s54_c6_R2 (c : nat) : tf_norm (strip [] (E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s55_board 0 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a==0 && b==1 && c>=2 *)
Lemma s54_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s54_board 0 1 (2 + c) -> fst (s54_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s54_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s54_q5] in Hc |- *.
  rewrite tf_game_eq, (s54_c6_L c), (s54_c6_R c); cbn [map].
  rewrite (tf_norm_game (s54_c6_L1 c)).
  pose proof (use_s63 IH 0 1 (opt_norm_l _ _ _ _ _ (s54_c6_L c) ltac:(cbn [In]; left; reflexivity) (s54_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game (s54_c6_R1 c)).
  pose proof (use_s74 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s54_c6_R c) ltac:(cbn [In]; left; reflexivity) (s54_c6_R1 c))) as Ho1.
  rewrite (tf_norm_game (s54_c6_R2 c)).
  pose proof (use_s55 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s54_c6_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s54_c6_R2 c))) as Ho2.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho1 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p2 Ho2 ltac:(zlia)).
  rewrite (s55_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s54_c7_L (b : nat) : lmoves (s54_board 0 (2 + b) 0) = [strip [] (E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []].
Proof. unfold s54_board, strip. tf_options. Qed.
Lemma s54_c7_L1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []) (s37_board 0 (1 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: E :: repeat T (1 + b) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s37_board; strip_board_eq | strip_offset].
Qed.
Lemma s54_c7_R (b : nat) : rmoves (s54_board 0 (2 + b) 0) = [strip [] (E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]].
Proof. unfold s54_board, strip. tf_options. Qed.
Lemma s54_c7_R1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]) (s30_board 0 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
(* s54 = T^a _^2 T^b F T^c _ T F on a==0 && b>=2 && c==0 *)
Lemma s54_c7_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s54_board 0 (2 + b) 0 -> fst (s54_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s54_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s54_q8] in Hc |- *.
  rewrite tf_game_eq, (s54_c7_L b), (s54_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s54_c7_L1 b)).
  pose proof (use_s37 IH 0 (1 + b) (opt_norm_l _ _ _ _ _ (s54_c7_L b) ltac:(cbn [In]; left; reflexivity) (s54_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game (s54_c7_R1 b)).
  pose proof (use_s30 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s54_c7_R b) ltac:(cbn [In]; left; reflexivity) (s54_c7_R1 b))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s37_p1 Ho0 ltac:(zlia)).
    rewrite (s30_p2 Ho1 ltac:(zlia)).
    rewrite (s30_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s37_p3 Ho0 ltac:(zlia)).
    rewrite (s30_p2 Ho1 ltac:(zlia)).
    rewrite (s30_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s37_p4 Ho0 ltac:(zlia)).
    rewrite (s30_p2 Ho1 ltac:(zlia)).
    rewrite (s30_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s37_p5 Ho0 ltac:(zlia)).
    rewrite (s30_p2 Ho1 ltac:(zlia)).
    rewrite (s30_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

