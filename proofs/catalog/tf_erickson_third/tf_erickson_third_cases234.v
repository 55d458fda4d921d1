(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s189_c23_L (a : nat) : lmoves (s189_board (2 + a) 1 1) = [s196_board (2 + a) 1 1 1; s188_board (2 + a) 2].
Proof. unfold s188_board, s189_board, s196_board. tf_options. Qed.
Lemma s189_c23_R (a : nat) : rmoves (s189_board (2 + a) 1 1) = [s162_board (2 + a) 1 1].
Proof. unfold s162_board, s189_board. tf_options. Qed.
(* s189 = T^a F T _^2 T^b _ T^c F T F on a>=2 && b==1 && c==1 *)
Lemma s189_c23_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s189_board (2 + a) 1 1 -> fst (s189_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s189_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s189_q12] in Hc |- *.
  rewrite tf_game_eq, (s189_c23_L a), (s189_c23_R a); cbn [map].
  pose proof (use_s196 IH (2 + a) 1 1 1 (opt_l _ _ _ (s189_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s188 IH (2 + a) 2 (opt_l _ _ _ (s189_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s162 IH (2 + a) 1 1 (opt_r _ _ _ (s189_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s196_p34 Ho0 ltac:(zlia)).
  rewrite (s188_p3 Ho1 ltac:(zlia)).
  rewrite (s162_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s189_c23_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s189_board (2 + a) 1 1 -> fst (s189_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s189_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s189_q15] in Hc |- *.
  rewrite tf_game_eq, (s189_c23_L a), (s189_c23_R a); cbn [map].
  pose proof (use_s196 IH (2 + a) 1 1 1 (opt_l _ _ _ (s189_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s188 IH (2 + a) 2 (opt_l _ _ _ (s189_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s162 IH (2 + a) 1 1 (opt_r _ _ _ (s189_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s196_p34 Ho0 ltac:(zlia)).
  rewrite (s188_p3 Ho1 ltac:(zlia)).
  rewrite (s162_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s189_c23_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s189_board (2 + a) 1 1 -> fst (s189_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s189_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s189_q18] in Hc |- *.
  rewrite tf_game_eq, (s189_c23_L a), (s189_c23_R a); cbn [map].
  pose proof (use_s196 IH (2 + a) 1 1 1 (opt_l _ _ _ (s189_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s188 IH (2 + a) 2 (opt_l _ _ _ (s189_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s162 IH (2 + a) 1 1 (opt_r _ _ _ (s189_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s196_p52 Ho0 ltac:(zlia)).
  rewrite (s188_p3 Ho1 ltac:(zlia)).
  rewrite (s162_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s189_c23_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s189_board (2 + a) 1 1 -> fst (s189_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s189_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s189_q19] in Hc |- *.
  rewrite tf_game_eq, (s189_c23_L a), (s189_c23_R a); cbn [map].
  pose proof (use_s196 IH (2 + a) 1 1 1 (opt_l _ _ _ (s189_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s188 IH (2 + a) 2 (opt_l _ _ _ (s189_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s162 IH (2 + a) 1 1 (opt_r _ _ _ (s189_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s196_p52 Ho0 ltac:(zlia)).
  rewrite (s188_p3 Ho1 ltac:(zlia)).
  rewrite (s162_p17 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s189_c24_L (a c : nat) : lmoves (s189_board (2 + a) 1 (2 + c)) = [s196_board (2 + a) 1 1 (2 + c); s188_board (2 + a) (3 + c)].
Proof. unfold s188_board, s189_board, s196_board. tf_options. Qed.
Lemma s189_c24_R (a c : nat) : rmoves (s189_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s189_board. tf_options. Qed.
(* s189 = T^a F T _^2 T^b _ T^c F T F on a>=2 && b==1 && c>=2 *)
Lemma s189_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s189_board (2 + a) 1 (2 + c) -> fst (s189_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s189_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s189_q3] in Hc |- *.
  rewrite tf_game_eq, (s189_c24_L a c), (s189_c24_R a c); cbn [map].
  pose proof (use_s196 IH (2 + a) 1 1 (2 + c) (opt_l _ _ _ (s189_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s188 IH (2 + a) (3 + c) (opt_l _ _ _ (s189_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s196_p6 Ho0 ltac:(zlia)).
  rewrite (s188_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s189_c25_L (a b : nat) : lmoves (s189_board (2 + a) (2 + b) 0) = [s196_board (2 + a) 1 (2 + b) 0; s189_board (2 + a) (1 + b) 1].
Proof. unfold s189_board, s196_board. tf_options. Qed.
Lemma s189_c25_R (a b : nat) : rmoves (s189_board (2 + a) (2 + b) 0) = [s162_board (2 + a) (2 + b) 0].
Proof. unfold s162_board, s189_board. tf_options. Qed.
(* s189 = T^a F T _^2 T^b _ T^c F T F on a>=2 && b>=2 && c==0 *)
Lemma s189_c25_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s189_board (2 + a) (2 + b) 0 -> fst (s189_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s189_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s189_q6] in Hc |- *.
  rewrite tf_game_eq, (s189_c25_L a b), (s189_c25_R a b); cbn [map].
  pose proof (use_s196 IH (2 + a) 1 (2 + b) 0 (opt_l _ _ _ (s189_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s189_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s162 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s189_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s196_p36 Ho0 ltac:(zlia)).
  rewrite (s189_p12 Ho1 ltac:(zlia)).
  rewrite (s162_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s189_c25_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s189_board (2 + a) (2 + b) 0 -> fst (s189_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s189_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s189_q9] in Hc |- *.
  rewrite tf_game_eq, (s189_c25_L a b), (s189_c25_R a b); cbn [map].
  pose proof (use_s196 IH (2 + a) 1 (2 + b) 0 (opt_l _ _ _ (s189_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s189_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s162 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s189_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s196_p11 Ho0 ltac:(zlia)).
  rewrite (s189_p8 Ho1 ltac:(zlia)).
  rewrite (s162_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s189_c25_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s189_board (2 + a) (2 + b) 0 -> fst (s189_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s189_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s189_q10] in Hc |- *.
  rewrite tf_game_eq, (s189_c25_L a b), (s189_c25_R a b); cbn [map].
  pose proof (use_s196 IH (2 + a) 1 (2 + b) 0 (opt_l _ _ _ (s189_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s189_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s162 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s189_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s196_p30 Ho0 ltac:(zlia)).
  rewrite (s189_p18 Ho1 ltac:(zlia)).
  rewrite (s162_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s189_c25_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s189_board (2 + a) (2 + b) 0 -> fst (s189_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s189_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s189_q16] in Hc |- *.
  rewrite tf_game_eq, (s189_c25_L a b), (s189_c25_R a b); cbn [map].
  pose proof (use_s196 IH (2 + a) 1 (2 + b) 0 (opt_l _ _ _ (s189_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s189_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s162 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s189_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s196_p36 Ho0 ltac:(zlia)).
  rewrite (s189_p15 Ho1 ltac:(zlia)).
  rewrite (s162_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s189_c25_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s189_board (2 + a) (2 + b) 0 -> fst (s189_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s189_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s189_q20] in Hc |- *.
  rewrite tf_game_eq, (s189_c25_L a b), (s189_c25_R a b); cbn [map].
  pose proof (use_s196 IH (2 + a) 1 (2 + b) 0 (opt_l _ _ _ (s189_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s189_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s162 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s189_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s196_p30 Ho0 ltac:(zlia)).
  rewrite (s189_p19 Ho1 ltac:(zlia)).
  rewrite (s162_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s189_c26_L (a b : nat) : lmoves (s189_board (2 + a) (2 + b) 1) = [s196_board (2 + a) 1 (2 + b) 1; s189_board (2 + a) (1 + b) 2].
Proof. unfold s189_board, s196_board. tf_options. Qed.
Lemma s189_c26_R (a b : nat) : rmoves (s189_board (2 + a) (2 + b) 1) = [s162_board (2 + a) (2 + b) 1].
Proof. unfold s162_board, s189_board. tf_options. Qed.
(* s189 = T^a F T _^2 T^b _ T^c F T F on a>=2 && b>=2 && c==1 *)
Lemma s189_c26_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s189_board (2 + a) (2 + b) 1 -> fst (s189_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s189_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s189_q8] in Hc |- *.
  rewrite tf_game_eq, (s189_c26_L a b), (s189_c26_R a b); cbn [map].
  pose proof (use_s196 IH (2 + a) 1 (2 + b) 1 (opt_l _ _ _ (s189_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s189_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s162 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s189_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s196_p9 Ho0 ltac:(zlia)).
  rewrite (s189_p3 Ho1 ltac:(zlia)).
  rewrite (s162_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s189_c27_L (a b c : nat) : lmoves (s189_board (2 + a) (2 + b) (2 + c)) = [s196_board (2 + a) 1 (2 + b) (2 + c); s189_board (2 + a) (1 + b) (3 + c)].
Proof. unfold s189_board, s196_board. tf_options. Qed.
Lemma s189_c27_R (a b c : nat) : rmoves (s189_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s189_board. tf_options. Qed.
(* s189 = T^a F T _^2 T^b _ T^c F T F on a>=2 && b>=2 && c>=2 *)
Lemma s189_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s189_board (2 + a) (2 + b) (2 + c) -> fst (s189_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s189_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s189_q3] in Hc |- *.
  rewrite tf_game_eq, (s189_c27_L a b c), (s189_c27_R a b c); cbn [map].
  pose proof (use_s196 IH (2 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s189_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s189_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s196_p6 Ho0 ltac:(zlia)).
  rewrite (s189_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s190_c1_L : lmoves (s190_board 0 0) = [strip [(0, 1)] ([T; F; E; T; F; E; E]) []].
Proof. unfold s190_board, strip. tf_options. Qed.
Lemma s190_c1_L1 : tf_norm (strip [(0, 1)] ([T; F; E; T; F; E; E]) []) (s105_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; F; E; E]) []); [reflexivity | unfold s105_board; strip_board_eq | strip_offset]. Qed.
Lemma s190_c1_R : rmoves (s190_board 0 0) = [strip [(0, 1)] ([T; F; T; F; E; E; E]) []].
Proof. unfold s190_board, strip. tf_options. Qed.
Lemma s190_c1_R1 : tf_norm (strip [(0, 1)] ([T; F; T; F; E; E; E]) []) (s115_board 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; F; E; E; E]) []); [reflexivity | unfold s115_board; strip_board_eq | strip_offset]. Qed.
(* s190 = T^a F T F T _ T^b F _^2 on a==0 && b==0 *)
Lemma s190_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s190_board 0 0 -> fst (s190_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s190_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s190_q1] in Hc |- *.
  rewrite tf_game_eq, (s190_c1_L), (s190_c1_R); cbn [map].
  rewrite (tf_norm_game0 (s190_c1_L1)).
  pose proof (use_s105 IH 1 1 (opt_norm_l _ _ _ _ _ (s190_c1_L) ltac:(cbn [In]; left; reflexivity) (s190_c1_L1))) as Ho0.
  rewrite (tf_norm_game0 (s190_c1_R1)).
  pose proof (use_s115 IH 1 (opt_norm_r _ _ _ _ _ (s190_c1_R) ltac:(cbn [In]; left; reflexivity) (s190_c1_R1))) as Ho1.
  rewrite (s105_p2 Ho0 ltac:(zlia)).
  rewrite (s115_p1 Ho1 I).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s190_c2_L : lmoves (s190_board 0 1) = [strip [(0, 1)] ([T; F; E; T; T; F; E; E]) []; strip [(0, 1)] ([T; F; T; E; E; F]) [(1, 1)]].
Proof. unfold s190_board, strip. tf_options. Qed.
Lemma s190_c2_L1 : tf_norm (strip [(0, 1)] ([T; F; E; T; T; F; E; E]) []) (s105_board 1 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; T; F; E; E]) []); [reflexivity | unfold s105_board; strip_board_eq | strip_offset]. Qed.
Lemma s190_c2_L2 : tf_norm (strip [(0, 1)] ([T; F; T; E; E; F]) [(1, 1)]) (s116_board 1 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; E; F]) [(1, 1)]); [reflexivity | unfold s116_board; strip_board_eq | strip_offset]. Qed.
Lemma s190_c2_R : rmoves (s190_board 0 1) = [strip [(0, 1)] ([T; F; T; F]) [(1, 3)]].
Proof. unfold s190_board, strip. tf_options. Qed.
Lemma s190_c2_R1 : tf_norm (strip [(0, 1)] ([T; F; T; F]) [(1, 3)]) (s115_board 1) (3).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; F]) [(1, 3)]); [reflexivity | unfold s115_board; strip_board_eq | strip_offset]. Qed.
(* s190 = T^a F T F T _ T^b F _^2 on a==0 && b==1 *)
Lemma s190_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s190_board 0 1 -> fst (s190_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s190_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s190_q2] in Hc |- *.
  rewrite tf_game_eq, (s190_c2_L), (s190_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s190_c2_L1)).
  pose proof (use_s105 IH 1 2 (opt_norm_l _ _ _ _ _ (s190_c2_L) ltac:(cbn [In]; left; reflexivity) (s190_c2_L1))) as Ho0.
  rewrite (tf_norm_game (s190_c2_L2)).
  pose proof (use_s116 IH 1 0 (opt_norm_l _ _ _ _ _ (s190_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s190_c2_L2))) as Ho1.
  rewrite (tf_norm_game (s190_c2_R1)).
  pose proof (use_s115 IH 1 (opt_norm_r _ _ _ _ _ (s190_c2_R) ltac:(cbn [In]; left; reflexivity) (s190_c2_R1))) as Ho2.
  rewrite (s105_p2 Ho0 ltac:(zlia)).
  rewrite (s116_p1 Ho1 ltac:(zlia)).
  rewrite (s116_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s115_p1 Ho2 I).
  rewrite (s115_p1_add (Z.of_nat 1) (3) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s190_c3_L (b : nat) : lmoves (s190_board 0 (2 + b)) = [strip [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ [F; E; E]) []; strip [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s190_board, strip. tf_options. Qed.
Lemma s190_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ [F; E; E]) []) (s105_board 1 (3 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ [F; E; E]) []); [reflexivity | unfold s105_board; strip_board_eq | strip_offset]. Qed.
Lemma s190_c3_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]) (s138_board 1 (1 + b) 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
Lemma s190_c3_R (b : nat) : rmoves (s190_board 0 (2 + b)) = [].
Proof. unfold s190_board. tf_options. Qed.
(* s190 = T^a F T F T _ T^b F _^2 on a==0 && b>=2 *)
Lemma s190_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s190_board 0 (2 + b) -> fst (s190_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s190_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s190_q2] in Hc |- *.
  rewrite tf_game_eq, (s190_c3_L b), (s190_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s190_c3_L1 b)).
  pose proof (use_s105 IH 1 (3 + b) (opt_norm_l _ _ _ _ _ (s190_c3_L b) ltac:(cbn [In]; left; reflexivity) (s190_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game (s190_c3_L2 b)).
  pose proof (use_s138 IH 1 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s190_c3_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s190_c3_L2 b))) as Ho1.
  rewrite (s105_p2 Ho0 ltac:(zlia)).
  rewrite (s138_p5 Ho1 ltac:(zlia)).
  rewrite (s138_p5_add (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s190_c4_L : lmoves (s190_board 1 0) = [s149_board 1 1].
Proof. unfold s149_board, s190_board. tf_options. Qed.
Lemma s190_c4_R : rmoves (s190_board 1 0) = [s139_board 1].
Proof. unfold s139_board, s190_board. tf_options. Qed.
(* s190 = T^a F T F T _ T^b F _^2 on a==1 && b==0 *)
Lemma s190_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s190_board 1 0 -> fst (s190_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s190_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s190_q1] in Hc |- *.
  rewrite tf_game_eq, (s190_c4_L), (s190_c4_R); cbn [map].
  pose proof (use_s149 IH 1 1 (opt_l _ _ _ (s190_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s139 IH 1 (opt_r _ _ _ (s190_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s149_p2 Ho0 ltac:(zlia)).
  rewrite (s139_p1 Ho1 I).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s190_c5_L : lmoves (s190_board 1 1) = [s149_board 1 2; strip [] ([T; F; T; F; T; E; E; F]) [(1, 1)]].
Proof. unfold s149_board, s190_board, strip. tf_options. Qed.
Lemma s190_c5_L2 : tf_norm (strip [] ([T; F; T; F; T; E; E; F]) [(1, 1)]) (s197_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; F; T; E; E; F]) [(1, 1)]); [reflexivity | unfold s197_board; strip_board_eq | strip_offset]. Qed.
Lemma s190_c5_R : rmoves (s190_board 1 1) = [strip [] ([T; F; T; F; T; F]) [(1, 3)]].
Proof. unfold s190_board, strip. tf_options. Qed.
Lemma s190_c5_R1 : tf_norm (strip [] ([T; F; T; F; T; F]) [(1, 3)]) (s139_board 1) (3).
Proof. apply (tf_norm_by _ [] ([T; F; T; F; T; F]) [(1, 3)]); [reflexivity | unfold s139_board; strip_board_eq | strip_offset]. Qed.
(* s190 = T^a F T F T _ T^b F _^2 on a==1 && b==1 *)
Lemma s190_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s190_board 1 1 -> fst (s190_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s190_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s190_q2] in Hc |- *.
  rewrite tf_game_eq, (s190_c5_L), (s190_c5_R); cbn [map].
  pose proof (use_s149 IH 1 2 (opt_l _ _ _ (s190_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s190_c5_L2)).
  pose proof (use_s197 IH 1 0 (opt_norm_l _ _ _ _ _ (s190_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s190_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s190_c5_R1)).
  pose proof (use_s139 IH 1 (opt_norm_r _ _ _ _ _ (s190_c5_R) ltac:(cbn [In]; left; reflexivity) (s190_c5_R1))) as Ho2.
  rewrite (s149_p2 Ho0 ltac:(zlia)).
  rewrite (s197_p1 Ho1 ltac:(zlia)).
  rewrite (s197_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s139_p1 Ho2 I).
  rewrite (s139_p1_add (Z.of_nat 1) (3) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s190_c6_L (b : nat) : lmoves (s190_board 1 (2 + b)) = [s149_board 1 (3 + b); strip [] (T :: F :: T :: F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s149_board, s190_board, strip. tf_options. Qed.
Lemma s190_c6_L2 (b : nat) : tf_norm (strip [] (T :: F :: T :: F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]) (s205_board 1 (1 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s205_board; strip_board_eq | strip_offset]. Qed.
Lemma s190_c6_R (b : nat) : rmoves (s190_board 1 (2 + b)) = [].
Proof. unfold s190_board. tf_options. Qed.
(* s190 = T^a F T F T _ T^b F _^2 on a==1 && b>=2 *)
Lemma s190_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s190_board 1 (2 + b) -> fst (s190_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s190_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s190_q2] in Hc |- *.
  rewrite tf_game_eq, (s190_c6_L b), (s190_c6_R b); cbn [map].
  pose proof (use_s149 IH 1 (3 + b) (opt_l _ _ _ (s190_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s190_c6_L2 b)).
  pose proof (use_s205 IH 1 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s190_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s190_c6_L2 b))) as Ho1.
  rewrite (s149_p2 Ho0 ltac:(zlia)).
  rewrite (s205_p3 Ho1 ltac:(zlia)).
  rewrite (s205_p3_add (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s190_c7_L (a : nat) : lmoves (s190_board (2 + a) 0) = [s149_board (2 + a) 1].
Proof. unfold s149_board, s190_board. tf_options. Qed.
Lemma s190_c7_R (a : nat) : rmoves (s190_board (2 + a) 0) = [s139_board (2 + a)].
Proof. unfold s139_board, s190_board. tf_options. Qed.
(* s190 = T^a F T F T _ T^b F _^2 on a>=2 && b==0 *)
Lemma s190_c7_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s190_board (2 + a) 0 -> fst (s190_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s190_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s190_q1] in Hc |- *.
  rewrite tf_game_eq, (s190_c7_L a), (s190_c7_R a); cbn [map].
  pose proof (use_s149 IH (2 + a) 1 (opt_l _ _ _ (s190_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s139 IH (2 + a) (opt_r _ _ _ (s190_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s149_p2 Ho0 ltac:(zlia)).
  rewrite (s139_p1 Ho1 I).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s190_c8_L (a : nat) : lmoves (s190_board (2 + a) 1) = [s149_board (2 + a) 2; strip [] (repeat T (2 + a) ++ [F; T; F; T; E; E; F]) [(1, 1)]].
Proof. unfold s149_board, s190_board, strip. tf_options. Qed.
Lemma s190_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F; T; E; E; F]) [(1, 1)]) (s197_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; T; E; E; F]) [(1, 1)]); [reflexivity | unfold s197_board; strip_board_eq | strip_offset]. Qed.
Lemma s190_c8_R (a : nat) : rmoves (s190_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F; T; F; T; F]) [(1, 3)]].
Proof. unfold s190_board, strip. tf_options. Qed.
Lemma s190_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F; T; F]) [(1, 3)]) (s139_board (2 + a)) (3).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; T; F]) [(1, 3)]); [reflexivity | unfold s139_board; strip_board_eq | strip_offset]. Qed.
(* s190 = T^a F T F T _ T^b F _^2 on a>=2 && b==1 *)
Lemma s190_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s190_board (2 + a) 1 -> fst (s190_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s190_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s190_q2] in Hc |- *.
  rewrite tf_game_eq, (s190_c8_L a), (s190_c8_R a); cbn [map].
  pose proof (use_s149 IH (2 + a) 2 (opt_l _ _ _ (s190_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s190_c8_L2 a)).
  pose proof (use_s197 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s190_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s190_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s190_c8_R1 a)).
  pose proof (use_s139 IH (2 + a) (opt_norm_r _ _ _ _ _ (s190_c8_R a) ltac:(cbn [In]; left; reflexivity) (s190_c8_R1 a))) as Ho2.
  rewrite (s149_p2 Ho0 ltac:(zlia)).
  rewrite (s197_p1 Ho1 ltac:(zlia)).
  rewrite (s197_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s139_p1 Ho2 I).
  rewrite (s139_p1_add (Z.of_nat (2 + a)) (3) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s190_c9_L (a b : nat) : lmoves (s190_board (2 + a) (2 + b)) = [s149_board (2 + a) (3 + b); strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s149_board, s190_board, strip. tf_options. Qed.
Lemma s190_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]) (s205_board (2 + a) (1 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s205_board; strip_board_eq | strip_offset]. Qed.
Lemma s190_c9_R (a b : nat) : rmoves (s190_board (2 + a) (2 + b)) = [].
Proof. unfold s190_board. tf_options. Qed.
(* s190 = T^a F T F T _ T^b F _^2 on a>=2 && b>=2 *)
Lemma s190_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s190_board (2 + a) (2 + b) -> fst (s190_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s190_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s190_q2] in Hc |- *.
  rewrite tf_game_eq, (s190_c9_L a b), (s190_c9_R a b); cbn [map].
  pose proof (use_s149 IH (2 + a) (3 + b) (opt_l _ _ _ (s190_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s190_c9_L2 a b)).
  pose proof (use_s205 IH (2 + a) (1 + b) 0 (opt_norm_l _ _ _ _ _ (s190_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s190_c9_L2 a b))) as Ho1.
  rewrite (s149_p2 Ho0 ltac:(zlia)).
  rewrite (s205_p3 Ho1 ltac:(zlia)).
  rewrite (s205_p3_add (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b==0 && c==0 && d==0: the board of s128 *)
Lemma s191_c1_p1 x (Hs128 : s128_claim x) :
  x = s191_board 0 0 0 0 -> fst (s191_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s191_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q1] in Hc |- *.
  pose proof (Hs128 0 0 ltac:(rewrite Hx; unfold s191_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b==0 && c==0 && d==1: the board of s161 *)
Lemma s191_c2_p2 x (Hs161 : s161_claim x) :
  x = s191_board 0 0 0 1 -> fst (s191_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s191_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q2] in Hc |- *.
  pose proof (Hs161 0 0 1 ltac:(rewrite Hx; unfold s191_board, s161_board; board_eq)) as Ho0.
  rewrite (s161_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b==0 && c==0 && d>=2: the board of s161 *)
Lemma s191_c3_p2 x (Hs161 : s161_claim x) (d : nat) :
  x = s191_board 0 0 0 (2 + d) -> fst (s191_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s191_q2] in Hc |- *.
  pose proof (Hs161 0 0 (2 + d) ltac:(rewrite Hx; unfold s191_board, s161_board; board_eq)) as Ho0.
  rewrite (s161_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b==0 && c==1 && d==0: the board of s128 *)
Lemma s191_c4_p3 x (Hs128 : s128_claim x) :
  x = s191_board 0 0 1 0 -> fst (s191_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s191_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q3] in Hc |- *.
  pose proof (Hs128 0 1 ltac:(rewrite Hx; unfold s191_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b==0 && c==1 && d==1: the board of s161 *)
Lemma s191_c5_p4 x (Hs161 : s161_claim x) :
  x = s191_board 0 0 1 1 -> fst (s191_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s191_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q4] in Hc |- *.
  pose proof (Hs161 0 1 1 ltac:(rewrite Hx; unfold s191_board, s161_board; board_eq)) as Ho0.
  rewrite (s161_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b==0 && c==1 && d>=2: the board of s161 *)
Lemma s191_c6_p4 x (Hs161 : s161_claim x) (d : nat) :
  x = s191_board 0 0 1 (2 + d) -> fst (s191_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s191_q4] in Hc |- *.
  pose proof (Hs161 0 1 (2 + d) ltac:(rewrite Hx; unfold s191_board, s161_board; board_eq)) as Ho0.
  rewrite (s161_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b==0 && c>=2 && d==0: the board of s128 *)
Lemma s191_c7_p5 x (Hs128 : s128_claim x) (c : nat) :
  x = s191_board 0 0 (2 + c) 0 -> fst (s191_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s191_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q5] in Hc |- *.
  pose proof (Hs128 0 (2 + c) ltac:(rewrite Hx; unfold s191_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b==0 && c>=2 && d==1: the board of s161 *)
Lemma s191_c8_p5 x (Hs161 : s161_claim x) (c : nat) :
  x = s191_board 0 0 (2 + c) 1 -> fst (s191_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s191_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q5] in Hc |- *.
  pose proof (Hs161 0 (2 + c) 1 ltac:(rewrite Hx; unfold s191_board, s161_board; board_eq)) as Ho0.
  rewrite (s161_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b==0 && c>=2 && d>=2: the board of s161 *)
Lemma s191_c9_p5 x (Hs161 : s161_claim x) (c d : nat) :
  x = s191_board 0 0 (2 + c) (2 + d) -> fst (s191_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s191_q5] in Hc |- *.
  pose proof (Hs161 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s191_board, s161_board; board_eq)) as Ho0.
  rewrite (s161_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b==1 && c==0 && d==0: the board of s169 *)
Lemma s191_c10_p6 x (Hs169 : s169_claim x) :
  x = s191_board 0 1 0 0 -> fst (s191_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s191_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q6] in Hc |- *.
  pose proof (Hs169 0 1 0 ltac:(rewrite Hx; unfold s191_board, s169_board; board_eq)) as Ho0.
  rewrite (s169_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s191_c11_L : lmoves (s191_board 0 1 0 1) = [strip [(0, 1)] ([E; T; T; E; F; T; F; E]) []; strip [(0, 1)] ([T; E; E; T; F; T; F; E]) []; strip [(0, 1)] ([T; E; T; E; F; E; F]) [(1, 0)]].
Proof. unfold s191_board, strip. tf_options. Qed.
Lemma s191_c11_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; F; T; F; E]) []) (s82_board 0 2 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c11_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; F; T; F; E]) []) (s55_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c11_L3 : tf_norm (strip [(0, 1)] ([T; E; T; E; F; E; F]) [(1, 0)]) (s48_board 1 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c11_R : rmoves (s191_board 0 1 0 1) = [strip [(0, 1)] ([T; E; T; F; E; T; F; E]) []].
Proof. unfold s191_board, strip. tf_options. Qed.
Lemma s191_c11_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; T; F; E]) []) (s113_board 1 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b==1 && c==0 && d==1 *)
Lemma s191_c11_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s191_board 0 1 0 1 -> fst (s191_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s191_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s191_q7] in Hc |- *.
  rewrite tf_game_eq, (s191_c11_L), (s191_c11_R); cbn [map].
  rewrite (tf_norm_game0 (s191_c11_L1)).
  pose proof (use_s82 IH 0 2 0 1 (opt_norm_l _ _ _ _ _ (s191_c11_L) ltac:(cbn [In]; left; reflexivity) (s191_c11_L1))) as Ho0.
  rewrite (tf_norm_game0 (s191_c11_L2)).
  pose proof (use_s55 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s191_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s191_c11_L2))) as Ho1.
  rewrite (tf_norm_game0 (s191_c11_L3)).
  pose proof (use_s48 IH 1 1 0 0 (opt_norm_l _ _ _ _ _ (s191_c11_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c11_L3))) as Ho2.
  rewrite (tf_norm_game0 (s191_c11_R1)).
  pose proof (use_s113 IH 1 1 0 1 (opt_norm_r _ _ _ _ _ (s191_c11_R) ltac:(cbn [In]; left; reflexivity) (s191_c11_R1))) as Ho3.
  rewrite (s82_p12 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s48_p64 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s191_c12_L (d : nat) : lmoves (s191_board 0 1 0 (2 + d)) = [strip [(0, 1)] (E :: T :: T :: E :: F :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: E :: T :: F :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s191_board, strip. tf_options. Qed.
Lemma s191_c12_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 0 2 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c12_L2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: T :: F :: repeat T (2 + d) ++ [F; E]) []) (s55_board 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: T :: F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c12_L3 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board 1 1 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c12_R (d : nat) : rmoves (s191_board 0 1 0 (2 + d)) = [strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s191_board, strip. tf_options. Qed.
Lemma s191_c12_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 1 1 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b==1 && c==0 && d>=2 *)
Lemma s191_c12_p7 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s191_board 0 1 0 (2 + d) -> fst (s191_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s191_q7] in Hc |- *.
  rewrite tf_game_eq, (s191_c12_L d), (s191_c12_R d); cbn [map].
  rewrite (tf_norm_game0 (s191_c12_L1 d)).
  pose proof (use_s82 IH 0 2 0 (2 + d) (opt_norm_l _ _ _ _ _ (s191_c12_L d) ltac:(cbn [In]; left; reflexivity) (s191_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s191_c12_L2 d)).
  pose proof (use_s55 IH 1 1 (2 + d) (opt_norm_l _ _ _ _ _ (s191_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s191_c12_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s191_c12_L3 d)).
  pose proof (use_s48 IH 1 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s191_c12_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c12_L3 d))) as Ho2.
  rewrite (tf_norm_game0 (s191_c12_R1 d)).
  pose proof (use_s113 IH 1 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s191_c12_R d) ltac:(cbn [In]; left; reflexivity) (s191_c12_R1 d))) as Ho3.
  rewrite (s82_p12 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s48_p45 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p65 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p66 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b==1 && c==1 && d==0: the board of s169 *)
Lemma s191_c13_p8 x (Hs169 : s169_claim x) :
  x = s191_board 0 1 1 0 -> fst (s191_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s191_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q8] in Hc |- *.
  pose proof (Hs169 0 1 1 ltac:(rewrite Hx; unfold s191_board, s169_board; board_eq)) as Ho0.
  rewrite (s169_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s191_c14_L : lmoves (s191_board 0 1 1 1) = [strip [(0, 1)] ([E; T; T; E; T; F; T; F; E]) []; strip [(0, 1)] ([T; E; E; T; T; F; T; F; E]) []; strip [(0, 1)] ([T; E; T; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s191_board, strip. tf_options. Qed.
Lemma s191_c14_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; T; F; T; F; E]) []) (s82_board 0 2 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; T; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c14_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; T; F; T; F; E]) []) (s55_board 1 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; T; F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c14_L3 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; F; E; F]) [(1, 0)]) (s48_board 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c14_R : rmoves (s191_board 0 1 1 1) = [strip [(0, 1)] ([T; E; T; F; T; E; T; F; E]) []].
Proof. unfold s191_board, strip. tf_options. Qed.
Lemma s191_c14_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; T; E; T; F; E]) []) (s113_board 1 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; T; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b==1 && c==1 && d==1 *)
Lemma s191_c14_p9 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s191_board 0 1 1 1 -> fst (s191_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s191_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s191_q9] in Hc |- *.
  rewrite tf_game_eq, (s191_c14_L), (s191_c14_R); cbn [map].
  rewrite (tf_norm_game0 (s191_c14_L1)).
  pose proof (use_s82 IH 0 2 1 1 (opt_norm_l _ _ _ _ _ (s191_c14_L) ltac:(cbn [In]; left; reflexivity) (s191_c14_L1))) as Ho0.
  rewrite (tf_norm_game0 (s191_c14_L2)).
  pose proof (use_s55 IH 1 2 1 (opt_norm_l _ _ _ _ _ (s191_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s191_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s191_c14_L3)).
  pose proof (use_s48 IH 1 1 1 0 (opt_norm_l _ _ _ _ _ (s191_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c14_L3))) as Ho2.
  rewrite (tf_norm_game0 (s191_c14_R1)).
  pose proof (use_s113 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s191_c14_R) ltac:(cbn [In]; left; reflexivity) (s191_c14_R1))) as Ho3.
  rewrite (s82_p14 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  rewrite (s48_p28 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s191_c15_L (d : nat) : lmoves (s191_board 0 1 1 (2 + d)) = [strip [(0, 1)] (E :: T :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: E :: T :: T :: F :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s191_board, strip. tf_options. Qed.
Lemma s191_c15_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 0 2 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c15_L2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: T :: T :: F :: repeat T (2 + d) ++ [F; E]) []) (s55_board 1 2 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: T :: T :: F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c15_L3 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board 1 1 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c15_R (d : nat) : rmoves (s191_board 0 1 1 (2 + d)) = [strip [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s191_board, strip. tf_options. Qed.
Lemma s191_c15_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 1 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b==1 && c==1 && d>=2 *)
Lemma s191_c15_p9 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s191_board 0 1 1 (2 + d) -> fst (s191_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s191_q9] in Hc |- *.
  rewrite tf_game_eq, (s191_c15_L d), (s191_c15_R d); cbn [map].
  rewrite (tf_norm_game0 (s191_c15_L1 d)).
  pose proof (use_s82 IH 0 2 1 (2 + d) (opt_norm_l _ _ _ _ _ (s191_c15_L d) ltac:(cbn [In]; left; reflexivity) (s191_c15_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s191_c15_L2 d)).
  pose proof (use_s55 IH 1 2 (2 + d) (opt_norm_l _ _ _ _ _ (s191_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s191_c15_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s191_c15_L3 d)).
  pose proof (use_s48 IH 1 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s191_c15_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c15_L3 d))) as Ho2.
  rewrite (tf_norm_game0 (s191_c15_R1 d)).
  pose proof (use_s113 IH 1 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s191_c15_R d) ltac:(cbn [In]; left; reflexivity) (s191_c15_R1 d))) as Ho3.
  rewrite (s82_p14 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s48_p67 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p68 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p69 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b==1 && c>=2 && d==0: the board of s169 *)
Lemma s191_c16_p10 x (Hs169 : s169_claim x) (c : nat) :
  x = s191_board 0 1 (2 + c) 0 -> fst (s191_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s191_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q10] in Hc |- *.
  pose proof (Hs169 0 1 (2 + c) ltac:(rewrite Hx; unfold s191_board, s169_board; board_eq)) as Ho0.
  rewrite (s169_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s191_c17_L (c : nat) : lmoves (s191_board 0 1 (2 + c) 1) = [strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F; T; F; E]) []; strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F; T; F; E]) []; strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s191_board, strip. tf_options. Qed.
Lemma s191_c17_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F; T; F; E]) []) (s82_board 0 2 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c17_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F; T; F; E]) []) (s55_board 1 (3 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c17_L3 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s48_board 1 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c17_R (c : nat) : rmoves (s191_board 0 1 (2 + c) 1) = [].
Proof. unfold s191_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b==1 && c>=2 && d==1 *)
Lemma s191_c17_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s191_board 0 1 (2 + c) 1 -> fst (s191_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s191_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s191_q10] in Hc |- *.
  rewrite tf_game_eq, (s191_c17_L c), (s191_c17_R c); cbn [map].
  rewrite (tf_norm_game0 (s191_c17_L1 c)).
  pose proof (use_s82 IH 0 2 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s191_c17_L c) ltac:(cbn [In]; left; reflexivity) (s191_c17_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s191_c17_L2 c)).
  pose proof (use_s55 IH 1 (3 + c) 1 (opt_norm_l _ _ _ _ _ (s191_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s191_c17_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s191_c17_L3 c)).
  pose proof (use_s48 IH 1 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s191_c17_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c17_L3 c))) as Ho2.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s48_p16 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p70 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p73 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s191_c18_L (c d : nat) : lmoves (s191_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s191_board, strip. tf_options. Qed.
Lemma s191_c18_L1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 0 2 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c18_L2 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []) (s55_board 1 (3 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c18_L3 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board 1 1 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c18_R (c d : nat) : rmoves (s191_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s191_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s191_c18_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s191_board 0 1 (2 + c) (2 + d) -> fst (s191_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s191_q10] in Hc |- *.
  rewrite tf_game_eq, (s191_c18_L c d), (s191_c18_R c d); cbn [map].
  rewrite (tf_norm_game0 (s191_c18_L1 c d)).
  pose proof (use_s82 IH 0 2 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s191_c18_L c d) ltac:(cbn [In]; left; reflexivity) (s191_c18_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s191_c18_L2 c d)).
  pose proof (use_s55 IH 1 (3 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s191_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s191_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s191_c18_L3 c d)).
  pose proof (use_s48 IH 1 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s191_c18_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c18_L3 c d))) as Ho2.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s48_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p31 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p71 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p72 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c==0 && d==0: the board of s169 *)
Lemma s191_c19_p11 x (Hs169 : s169_claim x) (b : nat) :
  x = s191_board 0 (2 + b) 0 0 -> fst (s191_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s191_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q11] in Hc |- *.
  pose proof (Hs169 0 (2 + b) 0 ltac:(rewrite Hx; unfold s191_board, s169_board; board_eq)) as Ho0.
  rewrite (s169_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s191_c19_p14 x (Hs169 : s169_claim x) (b : nat) :
  x = s191_board 0 (2 + b) 0 0 -> fst (s191_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s191_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q14] in Hc |- *.
  pose proof (Hs169 0 (2 + b) 0 ltac:(rewrite Hx; unfold s191_board, s169_board; board_eq)) as Ho0.
  rewrite (s169_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s191_c19_p16 x (Hs169 : s169_claim x) (b : nat) :
  x = s191_board 0 (2 + b) 0 0 -> fst (s191_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s191_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q16] in Hc |- *.
  pose proof (Hs169 0 (2 + b) 0 ltac:(rewrite Hx; unfold s191_board, s169_board; board_eq)) as Ho0.
  rewrite (s169_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s191_c20_L (b : nat) : lmoves (s191_board 0 (2 + b) 0 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; F; T; F; E]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F; T; F; E]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]].
Proof. unfold s191_board, strip. tf_options. Qed.
Lemma s191_c20_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; F; T; F; E]) []) (s82_board 0 (3 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c20_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F; T; F; E]) []) (s82_board 1 (1 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c20_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]) (s48_board 1 (2 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c20_R (b : nat) : rmoves (s191_board 0 (2 + b) 0 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; F; E]) []].
Proof. unfold s191_board, strip. tf_options. Qed.
Lemma s191_c20_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; F; E]) []) (s113_board 1 (2 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c==0 && d==1 *)
Lemma s191_c20_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s191_board 0 (2 + b) 0 1 -> fst (s191_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s191_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s191_q12] in Hc |- *.
  rewrite tf_game_eq, (s191_c20_L b), (s191_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s191_c20_L1 b)).
  pose proof (use_s82 IH 0 (3 + b) 0 1 (opt_norm_l _ _ _ _ _ (s191_c20_L b) ltac:(cbn [In]; left; reflexivity) (s191_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s191_c20_L2 b)).
  pose proof (use_s82 IH 1 (1 + b) 1 1 (opt_norm_l _ _ _ _ _ (s191_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s191_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s191_c20_L3 b)).
  pose proof (use_s48 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s191_c20_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c20_L3 b))) as Ho2.
  rewrite (tf_norm_game0 (s191_c20_R1 b)).
  pose proof (use_s113 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s191_c20_R b) ltac:(cbn [In]; left; reflexivity) (s191_c20_R1 b))) as Ho3.
  rewrite (s82_p16 Ho0 ltac:(zlia)).
  rewrite (s82_p25 Ho1 ltac:(zlia)).
  rewrite (s48_p44 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s191_c20_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s191_board 0 (2 + b) 0 1 -> fst (s191_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s191_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s191_q15] in Hc |- *.
  rewrite tf_game_eq, (s191_c20_L b), (s191_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s191_c20_L1 b)).
  pose proof (use_s82 IH 0 (3 + b) 0 1 (opt_norm_l _ _ _ _ _ (s191_c20_L b) ltac:(cbn [In]; left; reflexivity) (s191_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s191_c20_L2 b)).
  pose proof (use_s82 IH 1 (1 + b) 1 1 (opt_norm_l _ _ _ _ _ (s191_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s191_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s191_c20_L3 b)).
  pose proof (use_s48 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s191_c20_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c20_L3 b))) as Ho2.
  rewrite (tf_norm_game0 (s191_c20_R1 b)).
  pose proof (use_s113 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s191_c20_R b) ltac:(cbn [In]; left; reflexivity) (s191_c20_R1 b))) as Ho3.
  rewrite (s82_p19 Ho0 ltac:(zlia)).
  rewrite (s82_p17 Ho1 ltac:(zlia)).
  rewrite (s48_p44 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s191_c21_L (b d : nat) : lmoves (s191_board 0 (2 + b) 0 (2 + d)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: F :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s191_board, strip. tf_options. Qed.
Lemma s191_c21_L1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 0 (3 + b) 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c21_L2 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 1 (1 + b) 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c21_L3 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board 1 (2 + b) 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c21_R (b d : nat) : rmoves (s191_board 0 (2 + b) 0 (2 + d)) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s191_board, strip. tf_options. Qed.
Lemma s191_c21_R1 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 1 (2 + b) 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s191_c21_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s191_board 0 (2 + b) 0 (2 + d) -> fst (s191_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s191_q12] in Hc |- *.
  rewrite tf_game_eq, (s191_c21_L b d), (s191_c21_R b d); cbn [map].
  rewrite (tf_norm_game0 (s191_c21_L1 b d)).
  pose proof (use_s82 IH 0 (3 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s191_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s191_c21_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s191_c21_L2 b d)).
  pose proof (use_s82 IH 1 (1 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s191_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s191_c21_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s191_c21_L3 b d)).
  pose proof (use_s48 IH 1 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s191_c21_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c21_L3 b d))) as Ho2.
  rewrite (tf_norm_game0 (s191_c21_R1 b d)).
  pose proof (use_s113 IH 1 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s191_c21_R b d) ltac:(cbn [In]; left; reflexivity) (s191_c21_R1 b d))) as Ho3.
  rewrite (s82_p16 Ho0 ltac:(zlia)).
  rewrite (s82_p25 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s48_p46 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p74 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p75 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s191_c21_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s191_board 0 (2 + b) 0 (2 + d) -> fst (s191_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s191_q15] in Hc |- *.
  rewrite tf_game_eq, (s191_c21_L b d), (s191_c21_R b d); cbn [map].
  rewrite (tf_norm_game0 (s191_c21_L1 b d)).
  pose proof (use_s82 IH 0 (3 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s191_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s191_c21_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s191_c21_L2 b d)).
  pose proof (use_s82 IH 1 (1 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s191_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s191_c21_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s191_c21_L3 b d)).
  pose proof (use_s48 IH 1 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s191_c21_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c21_L3 b d))) as Ho2.
  rewrite (tf_norm_game0 (s191_c21_R1 b d)).
  pose proof (use_s113 IH 1 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s191_c21_R b d) ltac:(cbn [In]; left; reflexivity) (s191_c21_R1 b d))) as Ho3.
  rewrite (s82_p19 Ho0 ltac:(zlia)).
  rewrite (s82_p17 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s48_p46 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p52 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p53 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c==1 && d==0: the board of s169 *)
Lemma s191_c22_p8 x (Hs169 : s169_claim x) (b : nat) :
  x = s191_board 0 (2 + b) 1 0 -> fst (s191_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s191_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q8] in Hc |- *.
  pose proof (Hs169 0 (2 + b) 1 ltac:(rewrite Hx; unfold s191_board, s169_board; board_eq)) as Ho0.
  rewrite (s169_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s191_c23_L (b : nat) : lmoves (s191_board 0 (2 + b) 1 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; F; T; F; E]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; F; T; F; E]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]].
Proof. unfold s191_board, strip. tf_options. Qed.
Lemma s191_c23_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; F; T; F; E]) []) (s82_board 0 (3 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c23_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; F; T; F; E]) []) (s82_board 1 (1 + b) 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c23_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]) (s48_board 1 (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c23_R (b : nat) : rmoves (s191_board 0 (2 + b) 1 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; T; F; E]) []].
Proof. unfold s191_board, strip. tf_options. Qed.
Lemma s191_c23_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; T; F; E]) []) (s113_board 1 (2 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c==1 && d==1 *)
Lemma s191_c23_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s191_board 0 (2 + b) 1 1 -> fst (s191_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s191_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s191_q13] in Hc |- *.
  rewrite tf_game_eq, (s191_c23_L b), (s191_c23_R b); cbn [map].
  rewrite (tf_norm_game0 (s191_c23_L1 b)).
  pose proof (use_s82 IH 0 (3 + b) 1 1 (opt_norm_l _ _ _ _ _ (s191_c23_L b) ltac:(cbn [In]; left; reflexivity) (s191_c23_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s191_c23_L2 b)).
  pose proof (use_s82 IH 1 (1 + b) 2 1 (opt_norm_l _ _ _ _ _ (s191_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s191_c23_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s191_c23_L3 b)).
  pose proof (use_s48 IH 1 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s191_c23_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c23_L3 b))) as Ho2.
  rewrite (tf_norm_game0 (s191_c23_R1 b)).
  pose proof (use_s113 IH 1 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s191_c23_R b) ltac:(cbn [In]; left; reflexivity) (s191_c23_R1 b))) as Ho3.
  rewrite (s82_p17 Ho0 ltac:(zlia)).
  rewrite (s82_p5 Ho1 ltac:(zlia)).
  rewrite (s48_p39 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s191_c24_L (b d : nat) : lmoves (s191_board 0 (2 + b) 1 (2 + d)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: T :: T :: F :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s191_board, strip. tf_options. Qed.
Lemma s191_c24_L1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 0 (3 + b) 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c24_L2 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: T :: T :: F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 1 (1 + b) 2 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: T :: T :: F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c24_L3 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board 1 (2 + b) 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c24_R (b d : nat) : rmoves (s191_board 0 (2 + b) 1 (2 + d)) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s191_board, strip. tf_options. Qed.
Lemma s191_c24_R1 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 1 (2 + b) 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s191_c24_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s191_board 0 (2 + b) 1 (2 + d) -> fst (s191_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s191_q13] in Hc |- *.
  rewrite tf_game_eq, (s191_c24_L b d), (s191_c24_R b d); cbn [map].
  rewrite (tf_norm_game0 (s191_c24_L1 b d)).
  pose proof (use_s82 IH 0 (3 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s191_c24_L b d) ltac:(cbn [In]; left; reflexivity) (s191_c24_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s191_c24_L2 b d)).
  pose proof (use_s82 IH 1 (1 + b) 2 (2 + d) (opt_norm_l _ _ _ _ _ (s191_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s191_c24_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s191_c24_L3 b d)).
  pose proof (use_s48 IH 1 (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s191_c24_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c24_L3 b d))) as Ho2.
  rewrite (tf_norm_game0 (s191_c24_R1 b d)).
  pose proof (use_s113 IH 1 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s191_c24_R b d) ltac:(cbn [In]; left; reflexivity) (s191_c24_R1 b d))) as Ho3.
  rewrite (s82_p17 Ho0 ltac:(zlia)).
  rewrite (s82_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s48_p49 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p50 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c>=2 && d==0: the board of s169 *)
Lemma s191_c25_p10 x (Hs169 : s169_claim x) (b c : nat) :
  x = s191_board 0 (2 + b) (2 + c) 0 -> fst (s191_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s191_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q10] in Hc |- *.
  pose proof (Hs169 0 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s191_board, s169_board; board_eq)) as Ho0.
  rewrite (s169_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s191_c26_L (b c : nat) : lmoves (s191_board 0 (2 + b) (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; E]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; T; F; E]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s191_board, strip. tf_options. Qed.
Lemma s191_c26_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; E]) []) (s82_board 0 (3 + b) (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c26_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; T; F; E]) []) (s82_board 1 (1 + b) (3 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c26_L3 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s48_board 1 (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c26_R (b c : nat) : rmoves (s191_board 0 (2 + b) (2 + c) 1) = [].
Proof. unfold s191_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s191_c26_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s191_board 0 (2 + b) (2 + c) 1 -> fst (s191_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s191_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s191_q10] in Hc |- *.
  rewrite tf_game_eq, (s191_c26_L b c), (s191_c26_R b c); cbn [map].
  rewrite (tf_norm_game0 (s191_c26_L1 b c)).
  pose proof (use_s82 IH 0 (3 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s191_c26_L b c) ltac:(cbn [In]; left; reflexivity) (s191_c26_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s191_c26_L2 b c)).
  pose proof (use_s82 IH 1 (1 + b) (3 + c) 1 (opt_norm_l _ _ _ _ _ (s191_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s191_c26_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s191_c26_L3 b c)).
  pose proof (use_s48 IH 1 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s191_c26_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c26_L3 b c))) as Ho2.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s82_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s48_p16 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p51 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p70 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s191_c27_L (b c d : nat) : lmoves (s191_board 0 (2 + b) (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s191_board, strip. tf_options. Qed.
Lemma s191_c27_L1 (b c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 0 (3 + b) (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c27_L2 (b c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 1 (1 + b) (3 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c27_L3 (b c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board 1 (2 + b) (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c27_R (b c d : nat) : rmoves (s191_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s191_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s191_c27_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s191_board 0 (2 + b) (2 + c) (2 + d) -> fst (s191_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s191_q10] in Hc |- *.
  rewrite tf_game_eq, (s191_c27_L b c d), (s191_c27_R b c d); cbn [map].
  rewrite (tf_norm_game0 (s191_c27_L1 b c d)).
  pose proof (use_s82 IH 0 (3 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s191_c27_L b c d) ltac:(cbn [In]; left; reflexivity) (s191_c27_L1 b c d))) as Ho0.
  rewrite (tf_norm_game0 (s191_c27_L2 b c d)).
  pose proof (use_s82 IH 1 (1 + b) (3 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s191_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s191_c27_L2 b c d))) as Ho1.
  rewrite (tf_norm_game0 (s191_c27_L3 b c d)).
  pose proof (use_s48 IH 1 (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s191_c27_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c27_L3 b c d))) as Ho2.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s82_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s48_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p31 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p71 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p72 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b==0 && c==0 && d==0: the board of s128 *)
Lemma s191_c28_p17 x (Hs128 : s128_claim x) :
  x = s191_board 1 0 0 0 -> fst (s191_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s191_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q17] in Hc |- *.
  pose proof (Hs128 1 0 ltac:(rewrite Hx; unfold s191_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b==0 && c==0 && d==1: the board of s161 *)
Lemma s191_c29_p2 x (Hs161 : s161_claim x) :
  x = s191_board 1 0 0 1 -> fst (s191_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s191_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q2] in Hc |- *.
  pose proof (Hs161 1 0 1 ltac:(rewrite Hx; unfold s191_board, s161_board; board_eq)) as Ho0.
  rewrite (s161_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b==0 && c==0 && d>=2: the board of s161 *)
Lemma s191_c30_p2 x (Hs161 : s161_claim x) (d : nat) :
  x = s191_board 1 0 0 (2 + d) -> fst (s191_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s191_q2] in Hc |- *.
  pose proof (Hs161 1 0 (2 + d) ltac:(rewrite Hx; unfold s191_board, s161_board; board_eq)) as Ho0.
  rewrite (s161_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b==0 && c==1 && d==0: the board of s128 *)
Lemma s191_c31_p3 x (Hs128 : s128_claim x) :
  x = s191_board 1 0 1 0 -> fst (s191_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s191_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q3] in Hc |- *.
  pose proof (Hs128 1 1 ltac:(rewrite Hx; unfold s191_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b==0 && c==1 && d==1: the board of s161 *)
Lemma s191_c32_p4 x (Hs161 : s161_claim x) :
  x = s191_board 1 0 1 1 -> fst (s191_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s191_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q4] in Hc |- *.
  pose proof (Hs161 1 1 1 ltac:(rewrite Hx; unfold s191_board, s161_board; board_eq)) as Ho0.
  rewrite (s161_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b==0 && c==1 && d>=2: the board of s161 *)
Lemma s191_c33_p4 x (Hs161 : s161_claim x) (d : nat) :
  x = s191_board 1 0 1 (2 + d) -> fst (s191_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s191_q4] in Hc |- *.
  pose proof (Hs161 1 1 (2 + d) ltac:(rewrite Hx; unfold s191_board, s161_board; board_eq)) as Ho0.
  rewrite (s161_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b==0 && c>=2 && d==0: the board of s128 *)
Lemma s191_c34_p18 x (Hs128 : s128_claim x) (c : nat) :
  x = s191_board 1 0 (2 + c) 0 -> fst (s191_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s191_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q18] in Hc |- *.
  pose proof (Hs128 1 (2 + c) ltac:(rewrite Hx; unfold s191_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b==0 && c>=2 && d==1: the board of s161 *)
Lemma s191_c35_p18 x (Hs161 : s161_claim x) (c : nat) :
  x = s191_board 1 0 (2 + c) 1 -> fst (s191_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s191_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q18] in Hc |- *.
  pose proof (Hs161 1 (2 + c) 1 ltac:(rewrite Hx; unfold s191_board, s161_board; board_eq)) as Ho0.
  rewrite (s161_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b==0 && c>=2 && d>=2: the board of s161 *)
Lemma s191_c36_p18 x (Hs161 : s161_claim x) (c d : nat) :
  x = s191_board 1 0 (2 + c) (2 + d) -> fst (s191_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s191_q18] in Hc |- *.
  pose proof (Hs161 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s191_board, s161_board; board_eq)) as Ho0.
  rewrite (s161_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b==1 && c==0 && d==0: the board of s169 *)
Lemma s191_c37_p6 x (Hs169 : s169_claim x) :
  x = s191_board 1 1 0 0 -> fst (s191_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s191_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q6] in Hc |- *.
  pose proof (Hs169 1 1 0 ltac:(rewrite Hx; unfold s191_board, s169_board; board_eq)) as Ho0.
  rewrite (s169_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s191_c38_L : lmoves (s191_board 1 1 0 1) = [s170_board 1 2 0 1; s161_board 1 1 1; strip [] ([T; F; T; E; T; E; F; E; F]) [(1, 0)]].
Proof. unfold s161_board, s170_board, s191_board, strip. tf_options. Qed.
Lemma s191_c38_L3 : tf_norm (strip [] ([T; F; T; E; T; E; F; E; F]) [(1, 0)]) (s166_board 1 1 0 0) (0).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s166_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c38_R : rmoves (s191_board 1 1 0 1) = [s198_board 1 1 0 1].
Proof. unfold s191_board, s198_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b==1 && c==0 && d==1 *)
Lemma s191_c38_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s191_board 1 1 0 1 -> fst (s191_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s191_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s191_q7] in Hc |- *.
  rewrite tf_game_eq, (s191_c38_L), (s191_c38_R); cbn [map].
  pose proof (use_s170 IH 1 2 0 1 (opt_l _ _ _ (s191_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s161 IH 1 1 1 (opt_l _ _ _ (s191_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s191_c38_L3)).
  pose proof (use_s166 IH 1 1 0 0 (opt_norm_l _ _ _ _ _ (s191_c38_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c38_L3))) as Ho2.
  pose proof (use_s198 IH 1 1 0 1 (opt_r _ _ _ (s191_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s170_p20 Ho0 ltac:(zlia)).
  rewrite (s161_p4 Ho1 ltac:(zlia)).
  rewrite (s166_p19 Ho2 ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s191_c39_L (d : nat) : lmoves (s191_board 1 1 0 (2 + d)) = [s170_board 1 2 0 (2 + d); s161_board 1 1 (2 + d); strip [] (T :: F :: T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s161_board, s170_board, s191_board, strip. tf_options. Qed.
Lemma s191_c39_L3 (d : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s166_board 1 1 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s166_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c39_R (d : nat) : rmoves (s191_board 1 1 0 (2 + d)) = [s198_board 1 1 0 (2 + d)].
Proof. unfold s191_board, s198_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b==1 && c==0 && d>=2 *)
Lemma s191_c39_p7 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s191_board 1 1 0 (2 + d) -> fst (s191_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s191_q7] in Hc |- *.
  rewrite tf_game_eq, (s191_c39_L d), (s191_c39_R d); cbn [map].
  pose proof (use_s170 IH 1 2 0 (2 + d) (opt_l _ _ _ (s191_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s161 IH 1 1 (2 + d) (opt_l _ _ _ (s191_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s191_c39_L3 d)).
  pose proof (use_s166 IH 1 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s191_c39_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c39_L3 d))) as Ho2.
  pose proof (use_s198 IH 1 1 0 (2 + d) (opt_r _ _ _ (s191_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s170_p20 Ho0 ltac:(zlia)).
  rewrite (s161_p4 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s166_p48 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s166_p51 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b==1 && c==1 && d==0: the board of s169 *)
Lemma s191_c40_p8 x (Hs169 : s169_claim x) :
  x = s191_board 1 1 1 0 -> fst (s191_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s191_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q8] in Hc |- *.
  pose proof (Hs169 1 1 1 ltac:(rewrite Hx; unfold s191_board, s169_board; board_eq)) as Ho0.
  rewrite (s169_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s191_c41_L : lmoves (s191_board 1 1 1 1) = [s170_board 1 2 1 1; s161_board 1 2 1; strip [] ([T; F; T; E; T; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s161_board, s170_board, s191_board, strip. tf_options. Qed.
Lemma s191_c41_L3 : tf_norm (strip [] ([T; F; T; E; T; E; T; F; E; F]) [(1, 0)]) (s166_board 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; T; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s166_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c41_R : rmoves (s191_board 1 1 1 1) = [s198_board 1 1 1 1].
Proof. unfold s191_board, s198_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b==1 && c==1 && d==1 *)
Lemma s191_c41_p13 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s191_board 1 1 1 1 -> fst (s191_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s191_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s191_q13] in Hc |- *.
  rewrite tf_game_eq, (s191_c41_L), (s191_c41_R); cbn [map].
  pose proof (use_s170 IH 1 2 1 1 (opt_l _ _ _ (s191_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s161 IH 1 2 1 (opt_l _ _ _ (s191_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s191_c41_L3)).
  pose proof (use_s166 IH 1 1 1 0 (opt_norm_l _ _ _ _ _ (s191_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c41_L3))) as Ho2.
  pose proof (use_s198 IH 1 1 1 1 (opt_r _ _ _ (s191_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s170_p22 Ho0 ltac:(zlia)).
  rewrite (s161_p7 Ho1 ltac:(zlia)).
  rewrite (s166_p52 Ho2 ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s191_c42_L (d : nat) : lmoves (s191_board 1 1 1 (2 + d)) = [s170_board 1 2 1 (2 + d); s161_board 1 2 (2 + d); strip [] (T :: F :: T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s161_board, s170_board, s191_board, strip. tf_options. Qed.
Lemma s191_c42_L3 (d : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s166_board 1 1 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s166_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c42_R (d : nat) : rmoves (s191_board 1 1 1 (2 + d)) = [s198_board 1 1 1 (2 + d)].
Proof. unfold s191_board, s198_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b==1 && c==1 && d>=2 *)
Lemma s191_c42_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s191_board 1 1 1 (2 + d) -> fst (s191_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s191_q13] in Hc |- *.
  rewrite tf_game_eq, (s191_c42_L d), (s191_c42_R d); cbn [map].
  pose proof (use_s170 IH 1 2 1 (2 + d) (opt_l _ _ _ (s191_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s161 IH 1 2 (2 + d) (opt_l _ _ _ (s191_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s191_c42_L3 d)).
  pose proof (use_s166 IH 1 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s191_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c42_L3 d))) as Ho2.
  pose proof (use_s198 IH 1 1 1 (2 + d) (opt_r _ _ _ (s191_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s170_p22 Ho0 ltac:(zlia)).
  rewrite (s161_p7 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s166_p35 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s166_p36 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b==1 && c>=2 && d==0: the board of s169 *)
Lemma s191_c43_p10 x (Hs169 : s169_claim x) (c : nat) :
  x = s191_board 1 1 (2 + c) 0 -> fst (s191_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s191_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q10] in Hc |- *.
  pose proof (Hs169 1 1 (2 + c) ltac:(rewrite Hx; unfold s191_board, s169_board; board_eq)) as Ho0.
  rewrite (s169_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s191_c44_L (c : nat) : lmoves (s191_board 1 1 (2 + c) 1) = [s170_board 1 2 (2 + c) 1; s161_board 1 (3 + c) 1; strip [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s161_board, s170_board, s191_board, strip. tf_options. Qed.
Lemma s191_c44_L3 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s166_board 1 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s166_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c44_R (c : nat) : rmoves (s191_board 1 1 (2 + c) 1) = [].
Proof. unfold s191_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b==1 && c>=2 && d==1 *)
Lemma s191_c44_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s191_board 1 1 (2 + c) 1 -> fst (s191_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s191_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s191_q10] in Hc |- *.
  rewrite tf_game_eq, (s191_c44_L c), (s191_c44_R c); cbn [map].
  pose proof (use_s170 IH 1 2 (2 + c) 1 (opt_l _ _ _ (s191_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s161 IH 1 (3 + c) 1 (opt_l _ _ _ (s191_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s191_c44_L3 c)).
  pose proof (use_s166 IH 1 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s191_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c44_L3 c))) as Ho2.
  rewrite (s170_p33 Ho0 ltac:(zlia)).
  rewrite (s161_p7 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s166_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s166_p29 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s166_p38 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s191_c45_L (c d : nat) : lmoves (s191_board 1 1 (2 + c) (2 + d)) = [s170_board 1 2 (2 + c) (2 + d); s161_board 1 (3 + c) (2 + d); strip [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s161_board, s170_board, s191_board, strip. tf_options. Qed.
Lemma s191_c45_L3 (c d : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s166_board 1 1 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s166_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c45_R (c d : nat) : rmoves (s191_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s191_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s191_c45_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s191_board 1 1 (2 + c) (2 + d) -> fst (s191_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s191_q10] in Hc |- *.
  rewrite tf_game_eq, (s191_c45_L c d), (s191_c45_R c d); cbn [map].
  pose proof (use_s170 IH 1 2 (2 + c) (2 + d) (opt_l _ _ _ (s191_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s161 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s191_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s191_c45_L3 c d)).
  pose proof (use_s166 IH 1 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s191_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c45_L3 c d))) as Ho2.
  rewrite (s170_p33 Ho0 ltac:(zlia)).
  rewrite (s161_p7 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s166_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s166_p14 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s166_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s166_p16 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c==0 && d==0: the board of s169 *)
Lemma s191_c46_p11 x (Hs169 : s169_claim x) (b : nat) :
  x = s191_board 1 (2 + b) 0 0 -> fst (s191_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s191_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q11] in Hc |- *.
  pose proof (Hs169 1 (2 + b) 0 ltac:(rewrite Hx; unfold s191_board, s169_board; board_eq)) as Ho0.
  rewrite (s169_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s191_c46_p16 x (Hs169 : s169_claim x) (b : nat) :
  x = s191_board 1 (2 + b) 0 0 -> fst (s191_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s191_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q16] in Hc |- *.
  pose proof (Hs169 1 (2 + b) 0 ltac:(rewrite Hx; unfold s191_board, s169_board; board_eq)) as Ho0.
  rewrite (s169_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s191_c47_L (b : nat) : lmoves (s191_board 1 (2 + b) 0 1) = [s170_board 1 (3 + b) 0 1; s191_board 1 (1 + b) 1 1; strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]].
Proof. unfold s170_board, s191_board, strip. tf_options. Qed.
Lemma s191_c47_L3 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]) (s166_board 1 (2 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]); [reflexivity | unfold s166_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c47_R (b : nat) : rmoves (s191_board 1 (2 + b) 0 1) = [s198_board 1 (2 + b) 0 1].
Proof. unfold s191_board, s198_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c==0 && d==1 *)
Lemma s191_c47_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s191_board 1 (2 + b) 0 1 -> fst (s191_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s191_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s191_q15] in Hc |- *.
  rewrite tf_game_eq, (s191_c47_L b), (s191_c47_R b); cbn [map].
  pose proof (use_s170 IH 1 (3 + b) 0 1 (opt_l _ _ _ (s191_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s191 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s191_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s191_c47_L3 b)).
  pose proof (use_s166 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s191_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c47_L3 b))) as Ho2.
  pose proof (use_s198 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s191_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s170_p26 Ho0 ltac:(zlia)).
  rewrite (s191_p13 Ho1 ltac:(zlia)).
  rewrite (s166_p49 Ho2 ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s191_c48_L (b d : nat) : lmoves (s191_board 1 (2 + b) 0 (2 + d)) = [s170_board 1 (3 + b) 0 (2 + d); s191_board 1 (1 + b) 1 (2 + d); strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s170_board, s191_board, strip. tf_options. Qed.
Lemma s191_c48_L3 (b d : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s166_board 1 (2 + b) 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s166_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c48_R (b d : nat) : rmoves (s191_board 1 (2 + b) 0 (2 + d)) = [s198_board 1 (2 + b) 0 (2 + d)].
Proof. unfold s191_board, s198_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s191_c48_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s191_board 1 (2 + b) 0 (2 + d) -> fst (s191_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s191_q15] in Hc |- *.
  rewrite tf_game_eq, (s191_c48_L b d), (s191_c48_R b d); cbn [map].
  pose proof (use_s170 IH 1 (3 + b) 0 (2 + d) (opt_l _ _ _ (s191_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s191 IH 1 (1 + b) 1 (2 + d) (opt_l _ _ _ (s191_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s191_c48_L3 b d)).
  pose proof (use_s166 IH 1 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s191_c48_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c48_L3 b d))) as Ho2.
  pose proof (use_s198 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s191_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s170_p26 Ho0 ltac:(zlia)).
  rewrite (s191_p13 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s166_p31 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s166_p40 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s166_p42 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c==1 && d==0: the board of s169 *)
Lemma s191_c49_p8 x (Hs169 : s169_claim x) (b : nat) :
  x = s191_board 1 (2 + b) 1 0 -> fst (s191_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s191_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q8] in Hc |- *.
  pose proof (Hs169 1 (2 + b) 1 ltac:(rewrite Hx; unfold s191_board, s169_board; board_eq)) as Ho0.
  rewrite (s169_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s191_c50_L (b : nat) : lmoves (s191_board 1 (2 + b) 1 1) = [s170_board 1 (3 + b) 1 1; s191_board 1 (1 + b) 2 1; strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]].
Proof. unfold s170_board, s191_board, strip. tf_options. Qed.
Lemma s191_c50_L3 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]) (s166_board 1 (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s166_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c50_R (b : nat) : rmoves (s191_board 1 (2 + b) 1 1) = [s198_board 1 (2 + b) 1 1].
Proof. unfold s191_board, s198_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c==1 && d==1 *)
Lemma s191_c50_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s191_board 1 (2 + b) 1 1 -> fst (s191_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s191_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s191_q13] in Hc |- *.
  rewrite tf_game_eq, (s191_c50_L b), (s191_c50_R b); cbn [map].
  pose proof (use_s170 IH 1 (3 + b) 1 1 (opt_l _ _ _ (s191_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s191 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s191_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s191_c50_L3 b)).
  pose proof (use_s166 IH 1 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s191_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c50_L3 b))) as Ho2.
  pose proof (use_s198 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s191_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s170_p22 Ho0 ltac:(zlia)).
  rewrite (s191_p10 Ho1 ltac:(zlia)).
  rewrite (s166_p34 Ho2 ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s191_c51_L (b d : nat) : lmoves (s191_board 1 (2 + b) 1 (2 + d)) = [s170_board 1 (3 + b) 1 (2 + d); s191_board 1 (1 + b) 2 (2 + d); strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s170_board, s191_board, strip. tf_options. Qed.
Lemma s191_c51_L3 (b d : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s166_board 1 (2 + b) 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s166_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c51_R (b d : nat) : rmoves (s191_board 1 (2 + b) 1 (2 + d)) = [s198_board 1 (2 + b) 1 (2 + d)].
Proof. unfold s191_board, s198_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s191_c51_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s191_board 1 (2 + b) 1 (2 + d) -> fst (s191_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s191_q13] in Hc |- *.
  rewrite tf_game_eq, (s191_c51_L b d), (s191_c51_R b d); cbn [map].
  pose proof (use_s170 IH 1 (3 + b) 1 (2 + d) (opt_l _ _ _ (s191_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s191 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s191_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s191_c51_L3 b d)).
  pose proof (use_s166 IH 1 (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s191_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c51_L3 b d))) as Ho2.
  pose proof (use_s198 IH 1 (2 + b) 1 (2 + d) (opt_r _ _ _ (s191_c51_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s170_p22 Ho0 ltac:(zlia)).
  rewrite (s191_p10 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s166_p35 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s166_p37 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c>=2 && d==0: the board of s169 *)
Lemma s191_c52_p10 x (Hs169 : s169_claim x) (b c : nat) :
  x = s191_board 1 (2 + b) (2 + c) 0 -> fst (s191_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s191_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q10] in Hc |- *.
  pose proof (Hs169 1 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s191_board, s169_board; board_eq)) as Ho0.
  rewrite (s169_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s191_c53_L (b c : nat) : lmoves (s191_board 1 (2 + b) (2 + c) 1) = [s170_board 1 (3 + b) (2 + c) 1; s191_board 1 (1 + b) (3 + c) 1; strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s170_board, s191_board, strip. tf_options. Qed.
Lemma s191_c53_L3 (b c : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s166_board 1 (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s166_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c53_R (b c : nat) : rmoves (s191_board 1 (2 + b) (2 + c) 1) = [].
Proof. unfold s191_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s191_c53_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s191_board 1 (2 + b) (2 + c) 1 -> fst (s191_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s191_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s191_q10] in Hc |- *.
  rewrite tf_game_eq, (s191_c53_L b c), (s191_c53_R b c); cbn [map].
  pose proof (use_s170 IH 1 (3 + b) (2 + c) 1 (opt_l _ _ _ (s191_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s191 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s191_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s191_c53_L3 b c)).
  pose proof (use_s166 IH 1 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s191_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c53_L3 b c))) as Ho2.
  rewrite (s170_p33 Ho0 ltac:(zlia)).
  rewrite (s191_p10 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s166_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s166_p29 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s166_p39 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s191_c54_L (b c d : nat) : lmoves (s191_board 1 (2 + b) (2 + c) (2 + d)) = [s170_board 1 (3 + b) (2 + c) (2 + d); s191_board 1 (1 + b) (3 + c) (2 + d); strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s170_board, s191_board, strip. tf_options. Qed.
Lemma s191_c54_L3 (b c d : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s166_board 1 (2 + b) (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s166_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c54_R (b c d : nat) : rmoves (s191_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s191_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s191_c54_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s191_board 1 (2 + b) (2 + c) (2 + d) -> fst (s191_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s191_q10] in Hc |- *.
  rewrite tf_game_eq, (s191_c54_L b c d), (s191_c54_R b c d); cbn [map].
  pose proof (use_s170 IH 1 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s191_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s191 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s191_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s191_c54_L3 b c d)).
  pose proof (use_s166 IH 1 (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s191_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c54_L3 b c d))) as Ho2.
  rewrite (s170_p33 Ho0 ltac:(zlia)).
  rewrite (s191_p10 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s166_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s166_p14 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s166_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s166_p16 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c==0 && d==0: the board of s128 *)
Lemma s191_c55_p19 x (Hs128 : s128_claim x) (a : nat) :
  x = s191_board (2 + a) 0 0 0 -> fst (s191_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s191_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q19] in Hc |- *.
  pose proof (Hs128 (2 + a) 0 ltac:(rewrite Hx; unfold s191_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s191_c55_p20 x (Hs128 : s128_claim x) (a : nat) :
  x = s191_board (2 + a) 0 0 0 -> fst (s191_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s191_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q20] in Hc |- *.
  pose proof (Hs128 (2 + a) 0 ltac:(rewrite Hx; unfold s191_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s191_c55_p21 x (Hs128 : s128_claim x) (a : nat) :
  x = s191_board (2 + a) 0 0 0 -> fst (s191_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s191_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q21] in Hc |- *.
  pose proof (Hs128 (2 + a) 0 ltac:(rewrite Hx; unfold s191_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s191_c55_p22 x (Hs128 : s128_claim x) (a : nat) :
  x = s191_board (2 + a) 0 0 0 -> fst (s191_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s191_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q22] in Hc |- *.
  pose proof (Hs128 (2 + a) 0 ltac:(rewrite Hx; unfold s191_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s191_c55_p23 x (Hs128 : s128_claim x) (a : nat) :
  x = s191_board (2 + a) 0 0 0 -> fst (s191_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s191_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q23] in Hc |- *.
  pose proof (Hs128 (2 + a) 0 ltac:(rewrite Hx; unfold s191_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s191_c55_p24 x (Hs128 : s128_claim x) (a : nat) :
  x = s191_board (2 + a) 0 0 0 -> fst (s191_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s191_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q24] in Hc |- *.
  pose proof (Hs128 (2 + a) 0 ltac:(rewrite Hx; unfold s191_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c==0 && d==1: the board of s161 *)
Lemma s191_c56_p2 x (Hs161 : s161_claim x) (a : nat) :
  x = s191_board (2 + a) 0 0 1 -> fst (s191_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s191_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q2] in Hc |- *.
  pose proof (Hs161 (2 + a) 0 1 ltac:(rewrite Hx; unfold s191_board, s161_board; board_eq)) as Ho0.
  rewrite (s161_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c==0 && d>=2: the board of s161 *)
Lemma s191_c57_p2 x (Hs161 : s161_claim x) (a d : nat) :
  x = s191_board (2 + a) 0 0 (2 + d) -> fst (s191_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s191_q2] in Hc |- *.
  pose proof (Hs161 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s191_board, s161_board; board_eq)) as Ho0.
  rewrite (s161_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c==1 && d==0: the board of s128 *)
Lemma s191_c58_p3 x (Hs128 : s128_claim x) (a : nat) :
  x = s191_board (2 + a) 0 1 0 -> fst (s191_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s191_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q3] in Hc |- *.
  pose proof (Hs128 (2 + a) 1 ltac:(rewrite Hx; unfold s191_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c==1 && d==1: the board of s161 *)
Lemma s191_c59_p4 x (Hs161 : s161_claim x) (a : nat) :
  x = s191_board (2 + a) 0 1 1 -> fst (s191_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s191_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q4] in Hc |- *.
  pose proof (Hs161 (2 + a) 1 1 ltac:(rewrite Hx; unfold s191_board, s161_board; board_eq)) as Ho0.
  rewrite (s161_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c==1 && d>=2: the board of s161 *)
Lemma s191_c60_p4 x (Hs161 : s161_claim x) (a d : nat) :
  x = s191_board (2 + a) 0 1 (2 + d) -> fst (s191_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s191_q4] in Hc |- *.
  pose proof (Hs161 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s191_board, s161_board; board_eq)) as Ho0.
  rewrite (s161_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c>=2 && d==0: the board of s128 *)
Lemma s191_c61_p18 x (Hs128 : s128_claim x) (a c : nat) :
  x = s191_board (2 + a) 0 (2 + c) 0 -> fst (s191_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s191_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q18] in Hc |- *.
  pose proof (Hs128 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s191_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c>=2 && d==1: the board of s161 *)
Lemma s191_c62_p18 x (Hs161 : s161_claim x) (a c : nat) :
  x = s191_board (2 + a) 0 (2 + c) 1 -> fst (s191_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s191_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q18] in Hc |- *.
  pose proof (Hs161 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s191_board, s161_board; board_eq)) as Ho0.
  rewrite (s161_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c>=2 && d>=2: the board of s161 *)
Lemma s191_c63_p18 x (Hs161 : s161_claim x) (a c d : nat) :
  x = s191_board (2 + a) 0 (2 + c) (2 + d) -> fst (s191_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s191_q18] in Hc |- *.
  pose proof (Hs161 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s191_board, s161_board; board_eq)) as Ho0.
  rewrite (s161_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c==0 && d==0: the board of s169 *)
Lemma s191_c64_p6 x (Hs169 : s169_claim x) (a : nat) :
  x = s191_board (2 + a) 1 0 0 -> fst (s191_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s191_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q6] in Hc |- *.
  pose proof (Hs169 (2 + a) 1 0 ltac:(rewrite Hx; unfold s191_board, s169_board; board_eq)) as Ho0.
  rewrite (s169_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s191_c65_L (a : nat) : lmoves (s191_board (2 + a) 1 0 1) = [s170_board (2 + a) 2 0 1; s161_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [F; T; E; T; E; F; E; F]) [(1, 0)]].
Proof. unfold s161_board, s170_board, s191_board, strip. tf_options. Qed.
Lemma s191_c65_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; E; F; E; F]) [(1, 0)]) (s166_board (2 + a) 1 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s166_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c65_R (a : nat) : rmoves (s191_board (2 + a) 1 0 1) = [s198_board (2 + a) 1 0 1].
Proof. unfold s191_board, s198_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c==0 && d==1 *)
Lemma s191_c65_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s191_board (2 + a) 1 0 1 -> fst (s191_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s191_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s191_q7] in Hc |- *.
  rewrite tf_game_eq, (s191_c65_L a), (s191_c65_R a); cbn [map].
  pose proof (use_s170 IH (2 + a) 2 0 1 (opt_l _ _ _ (s191_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s161 IH (2 + a) 1 1 (opt_l _ _ _ (s191_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s191_c65_L3 a)).
  pose proof (use_s166 IH (2 + a) 1 0 0 (opt_norm_l _ _ _ _ _ (s191_c65_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c65_L3 a))) as Ho2.
  pose proof (use_s198 IH (2 + a) 1 0 1 (opt_r _ _ _ (s191_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : ((Z.of_nat (2 + a)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + a)) mod 2 = 1)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s170_p25 Ho0 ltac:(zlia)).
    rewrite (s161_p4 Ho1 ltac:(zlia)).
    rewrite (s166_p60 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s170_p27 Ho0 ltac:(zlia)).
    rewrite (s161_p4 Ho1 ltac:(zlia)).
    rewrite (s166_p60 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s191_c66_L (a d : nat) : lmoves (s191_board (2 + a) 1 0 (2 + d)) = [s170_board (2 + a) 2 0 (2 + d); s161_board (2 + a) 1 (2 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s161_board, s170_board, s191_board, strip. tf_options. Qed.
Lemma s191_c66_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s166_board (2 + a) 1 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s166_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c66_R (a d : nat) : rmoves (s191_board (2 + a) 1 0 (2 + d)) = [s198_board (2 + a) 1 0 (2 + d)].
Proof. unfold s191_board, s198_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c==0 && d>=2 *)
Lemma s191_c66_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s191_board (2 + a) 1 0 (2 + d) -> fst (s191_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s191_q7] in Hc |- *.
  rewrite tf_game_eq, (s191_c66_L a d), (s191_c66_R a d); cbn [map].
  pose proof (use_s170 IH (2 + a) 2 0 (2 + d) (opt_l _ _ _ (s191_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s161 IH (2 + a) 1 (2 + d) (opt_l _ _ _ (s191_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s191_c66_L3 a d)).
  pose proof (use_s166 IH (2 + a) 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s191_c66_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c66_L3 a d))) as Ho2.
  pose proof (use_s198 IH (2 + a) 1 0 (2 + d) (opt_r _ _ _ (s191_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : ((Z.of_nat (2 + a)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + a)) mod 2 = 1)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s170_p25 Ho0 ltac:(zlia)).
    rewrite (s161_p4 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|Hp2]].
    {
      rewrite (s166_p22 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s166_p61 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s166_p68 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s170_p27 Ho0 ltac:(zlia)).
    rewrite (s161_p4 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + a) >= 5 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|Hp2]].
    {
      rewrite (s166_p22 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s166_p65 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s166_p68 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c==1 && d==0: the board of s169 *)
Lemma s191_c67_p8 x (Hs169 : s169_claim x) (a : nat) :
  x = s191_board (2 + a) 1 1 0 -> fst (s191_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s191_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q8] in Hc |- *.
  pose proof (Hs169 (2 + a) 1 1 ltac:(rewrite Hx; unfold s191_board, s169_board; board_eq)) as Ho0.
  rewrite (s169_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s191_c68_L (a : nat) : lmoves (s191_board (2 + a) 1 1 1) = [s170_board (2 + a) 2 1 1; s161_board (2 + a) 2 1; strip [] (repeat T (2 + a) ++ [F; T; E; T; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s161_board, s170_board, s191_board, strip. tf_options. Qed.
Lemma s191_c68_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; E; T; F; E; F]) [(1, 0)]) (s166_board (2 + a) 1 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s166_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c68_R (a : nat) : rmoves (s191_board (2 + a) 1 1 1) = [s198_board (2 + a) 1 1 1].
Proof. unfold s191_board, s198_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c==1 && d==1 *)
Lemma s191_c68_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s191_board (2 + a) 1 1 1 -> fst (s191_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s191_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s191_q13] in Hc |- *.
  rewrite tf_game_eq, (s191_c68_L a), (s191_c68_R a); cbn [map].
  pose proof (use_s170 IH (2 + a) 2 1 1 (opt_l _ _ _ (s191_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s161 IH (2 + a) 2 1 (opt_l _ _ _ (s191_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s191_c68_L3 a)).
  pose proof (use_s166 IH (2 + a) 1 1 0 (opt_norm_l _ _ _ _ _ (s191_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c68_L3 a))) as Ho2.
  pose proof (use_s198 IH (2 + a) 1 1 1 (opt_r _ _ _ (s191_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s170_p22 Ho0 ltac:(zlia)).
  rewrite (s161_p7 Ho1 ltac:(zlia)).
  rewrite (s166_p52 Ho2 ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

