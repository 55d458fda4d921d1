(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s93_c72_L (a c d : nat) : lmoves (s93_board (2 + a) 1 (2 + c) (2 + d)) = [s93_board (1 + a) 2 (2 + c) (2 + d); s93_board (2 + a) 1 (1 + c) (3 + d); s125_board (2 + a) 1 (2 + c) (1 + d)].
Proof. unfold s125_board, s93_board. tf_options. Qed.
Lemma s93_c72_R (a c d : nat) : rmoves (s93_board (2 + a) 1 (2 + c) (2 + d)) = [s181_board (2 + a) 0 (2 + c) (2 + d); s124_board (2 + a) 1 (2 + c) (2 + d)].
Proof. unfold s124_board, s181_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s93_c72_p53 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s93_board (2 + a) 1 (2 + c) (2 + d) -> fst (s93_q53 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q53 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q53] in Hc |- *.
  rewrite tf_game_eq, (s93_c72_L a c d), (s93_c72_R a c d); cbn [map].
  pose proof (use_s93 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s93_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s93_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s125 IH (2 + a) 1 (2 + c) (1 + d) (opt_l _ _ _ (s93_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s181 IH (2 + a) 0 (2 + c) (2 + d) (opt_r _ _ _ (s93_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s124 IH (2 + a) 1 (2 + c) (2 + d) (opt_r _ _ _ (s93_c72_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s93_p18 Ho0 ltac:(zlia)).
  rewrite (s93_p53 Ho1 ltac:(zlia)).
  rewrite (s125_p42 Ho2 ltac:(zlia)).
  rewrite (s181_p26 Ho3 ltac:(zlia)).
  rewrite (s124_p22 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s93_c72_p67 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s93_board (2 + a) 1 (2 + c) (2 + d) -> fst (s93_q67 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q67 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q67] in Hc |- *.
  rewrite tf_game_eq, (s93_c72_L a c d), (s93_c72_R a c d); cbn [map].
  pose proof (use_s93 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s93_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s93_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s125 IH (2 + a) 1 (2 + c) (1 + d) (opt_l _ _ _ (s93_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s181 IH (2 + a) 0 (2 + c) (2 + d) (opt_r _ _ _ (s93_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s124 IH (2 + a) 1 (2 + c) (2 + d) (opt_r _ _ _ (s93_c72_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s93_p18 Ho0 ltac:(zlia)).
  rewrite (s93_p67 Ho1 ltac:(zlia)).
  rewrite (s125_p53 Ho2 ltac:(zlia)).
  rewrite (s181_p32 Ho3 ltac:(zlia)).
  rewrite (s124_p22 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s93_c72_p82 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s93_board (2 + a) 1 (2 + c) (2 + d) -> fst (s93_q82 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q82 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q82] in Hc |- *.
  rewrite tf_game_eq, (s93_c72_L a c d), (s93_c72_R a c d); cbn [map].
  pose proof (use_s93 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s93_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s93_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s125 IH (2 + a) 1 (2 + c) (1 + d) (opt_l _ _ _ (s93_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s181 IH (2 + a) 0 (2 + c) (2 + d) (opt_r _ _ _ (s93_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s124 IH (2 + a) 1 (2 + c) (2 + d) (opt_r _ _ _ (s93_c72_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s93_p18 Ho0 ltac:(zlia)).
  rewrite (s93_p82 Ho1 ltac:(zlia)).
  rewrite (s125_p64 Ho2 ltac:(zlia)).
  rewrite (s181_p38 Ho3 ltac:(zlia)).
  rewrite (s124_p22 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s93_c72_p84 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s93_board (2 + a) 1 (2 + c) (2 + d) -> fst (s93_q84 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q84 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q84] in Hc |- *.
  rewrite tf_game_eq, (s93_c72_L a c d), (s93_c72_R a c d); cbn [map].
  pose proof (use_s93 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s93_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s93_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s125 IH (2 + a) 1 (2 + c) (1 + d) (opt_l _ _ _ (s93_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s181 IH (2 + a) 0 (2 + c) (2 + d) (opt_r _ _ _ (s93_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s124 IH (2 + a) 1 (2 + c) (2 + d) (opt_r _ _ _ (s93_c72_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s93_p18 Ho0 ltac:(zlia)).
  rewrite (s93_p84 Ho1 ltac:(zlia)).
  rewrite (s125_p66 Ho2 ltac:(zlia)).
  rewrite (s181_p38 Ho3 ltac:(zlia)).
  rewrite (s124_p22 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s93_c72_p96 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s93_board (2 + a) 1 (2 + c) (2 + d) -> fst (s93_q96 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q96 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q96] in Hc |- *.
  rewrite tf_game_eq, (s93_c72_L a c d), (s93_c72_R a c d); cbn [map].
  pose proof (use_s93 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s93_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s93_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s125 IH (2 + a) 1 (2 + c) (1 + d) (opt_l _ _ _ (s93_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s181 IH (2 + a) 0 (2 + c) (2 + d) (opt_r _ _ _ (s93_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s124 IH (2 + a) 1 (2 + c) (2 + d) (opt_r _ _ _ (s93_c72_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s93_p18 Ho0 ltac:(zlia)).
  rewrite (s93_p96 Ho1 ltac:(zlia)).
  rewrite (s125_p75 Ho2 ltac:(zlia)).
  rewrite (s181_p38 Ho3 ltac:(zlia)).
  rewrite (s124_p22 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s93_c72_p97 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s93_board (2 + a) 1 (2 + c) (2 + d) -> fst (s93_q97 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q97 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q97] in Hc |- *.
  rewrite tf_game_eq, (s93_c72_L a c d), (s93_c72_R a c d); cbn [map].
  pose proof (use_s93 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s93_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s93_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s125 IH (2 + a) 1 (2 + c) (1 + d) (opt_l _ _ _ (s93_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s181 IH (2 + a) 0 (2 + c) (2 + d) (opt_r _ _ _ (s93_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s124 IH (2 + a) 1 (2 + c) (2 + d) (opt_r _ _ _ (s93_c72_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s93_p18 Ho0 ltac:(zlia)).
  rewrite (s93_p97 Ho1 ltac:(zlia)).
  rewrite (s125_p76 Ho2 ltac:(zlia)).
  rewrite (s181_p38 Ho3 ltac:(zlia)).
  rewrite (s124_p22 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s93_c72_p98 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s93_board (2 + a) 1 (2 + c) (2 + d) -> fst (s93_q98 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q98 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q98] in Hc |- *.
  rewrite tf_game_eq, (s93_c72_L a c d), (s93_c72_R a c d); cbn [map].
  pose proof (use_s93 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s93_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s93_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s125 IH (2 + a) 1 (2 + c) (1 + d) (opt_l _ _ _ (s93_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s181 IH (2 + a) 0 (2 + c) (2 + d) (opt_r _ _ _ (s93_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s124 IH (2 + a) 1 (2 + c) (2 + d) (opt_r _ _ _ (s93_c72_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s93_p18 Ho0 ltac:(zlia)).
  rewrite (s93_p98 Ho1 ltac:(zlia)).
  rewrite (s125_p77 Ho2 ltac:(zlia)).
  rewrite (s181_p38 Ho3 ltac:(zlia)).
  rewrite (s124_p22 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s93_c72_p102 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s93_board (2 + a) 1 (2 + c) (2 + d) -> fst (s93_q102 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q102 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q102] in Hc |- *.
  rewrite tf_game_eq, (s93_c72_L a c d), (s93_c72_R a c d); cbn [map].
  pose proof (use_s93 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s93_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s93_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s125 IH (2 + a) 1 (2 + c) (1 + d) (opt_l _ _ _ (s93_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s181 IH (2 + a) 0 (2 + c) (2 + d) (opt_r _ _ _ (s93_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s124 IH (2 + a) 1 (2 + c) (2 + d) (opt_r _ _ _ (s93_c72_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s93_p18 Ho0 ltac:(zlia)).
  rewrite (s93_p102 Ho1 ltac:(zlia)).
  rewrite (s125_p80 Ho2 ltac:(zlia)).
  rewrite (s181_p38 Ho3 ltac:(zlia)).
  rewrite (s124_p22 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a>=2 && b>=2 && c==0 && d==0: the board of s36 *)
Lemma s93_c73_p10 x (Hs36 : s36_claim x) (a b : nat) :
  x = s93_board (2 + a) (2 + b) 0 0 -> fst (s93_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s93_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s93_q10] in Hc |- *.
  pose proof (Hs36 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s93_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s93_c74_L (a b : nat) : lmoves (s93_board (2 + a) (2 + b) 0 1) = [s93_board (1 + a) (3 + b) 0 1; s92_board (2 + a) (2 + b) 0].
Proof. unfold s92_board, s93_board. tf_options. Qed.
Lemma s93_c74_R (a b : nat) : rmoves (s93_board (2 + a) (2 + b) 0 1) = [s124_board (2 + a) (2 + b) 0 1].
Proof. unfold s124_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s93_c74_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s93_board (2 + a) (2 + b) 0 1 -> fst (s93_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s93_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s93_q12] in Hc |- *.
  rewrite tf_game_eq, (s93_c74_L a b), (s93_c74_R a b); cbn [map].
  pose proof (use_s93 IH (1 + a) (3 + b) 0 1 (opt_l _ _ _ (s93_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s92 IH (2 + a) (2 + b) 0 (opt_l _ _ _ (s93_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s93_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s93_p12 Ho0 ltac:(zlia)).
  rewrite (s92_p3 Ho1 ltac:(zlia)).
  rewrite (s124_p17 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s93_c75_L (a b d : nat) : lmoves (s93_board (2 + a) (2 + b) 0 (2 + d)) = [s93_board (1 + a) (3 + b) 0 (2 + d); s125_board (2 + a) (2 + b) 0 (1 + d)].
Proof. unfold s125_board, s93_board. tf_options. Qed.
Lemma s93_c75_R (a b d : nat) : rmoves (s93_board (2 + a) (2 + b) 0 (2 + d)) = [s124_board (2 + a) (2 + b) 0 (2 + d)].
Proof. unfold s124_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s93_c75_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s93_board (2 + a) (2 + b) 0 (2 + d) -> fst (s93_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q14] in Hc |- *.
  rewrite tf_game_eq, (s93_c75_L a b d), (s93_c75_R a b d); cbn [map].
  pose proof (use_s93 IH (1 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s93_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) (2 + b) 0 (1 + d) (opt_l _ _ _ (s93_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH (2 + a) (2 + b) 0 (2 + d) (opt_r _ _ _ (s93_c75_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s93_p14 Ho0 ltac:(zlia)).
  rewrite (s125_p11 Ho1 ltac:(zlia)).
  rewrite (s124_p17 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s93_c75_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s93_board (2 + a) (2 + b) 0 (2 + d) -> fst (s93_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q16] in Hc |- *.
  rewrite tf_game_eq, (s93_c75_L a b d), (s93_c75_R a b d); cbn [map].
  pose proof (use_s93 IH (1 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s93_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) (2 + b) 0 (1 + d) (opt_l _ _ _ (s93_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH (2 + a) (2 + b) 0 (2 + d) (opt_r _ _ _ (s93_c75_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s93_p16 Ho0 ltac:(zlia)).
  rewrite (s125_p13 Ho1 ltac:(zlia)).
  rewrite (s124_p17 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s93_c75_p41 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s93_board (2 + a) (2 + b) 0 (2 + d) -> fst (s93_q41 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q41 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q41] in Hc |- *.
  rewrite tf_game_eq, (s93_c75_L a b d), (s93_c75_R a b d); cbn [map].
  pose proof (use_s93 IH (1 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s93_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) (2 + b) 0 (1 + d) (opt_l _ _ _ (s93_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH (2 + a) (2 + b) 0 (2 + d) (opt_r _ _ _ (s93_c75_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s93_p41 Ho0 ltac:(zlia)).
  rewrite (s125_p32 Ho1 ltac:(zlia)).
  rewrite (s124_p17 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a>=2 && b>=2 && c==1 && d==0: the board of s36 *)
Lemma s93_c76_p21 x (Hs36 : s36_claim x) (a b : nat) :
  x = s93_board (2 + a) (2 + b) 1 0 -> fst (s93_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s93_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s93_q21] in Hc |- *.
  pose proof (Hs36 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s93_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s93_c77_L (a b : nat) : lmoves (s93_board (2 + a) (2 + b) 1 1) = [s93_board (1 + a) (3 + b) 1 1; s93_board (2 + a) (2 + b) 0 2; s92_board (2 + a) (2 + b) 1].
Proof. unfold s92_board, s93_board. tf_options. Qed.
Lemma s93_c77_R (a b : nat) : rmoves (s93_board (2 + a) (2 + b) 1 1) = [s124_board (2 + a) (2 + b) 1 1].
Proof. unfold s124_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s93_c77_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s93_board (2 + a) (2 + b) 1 1 -> fst (s93_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s93_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s93_q23] in Hc |- *.
  rewrite tf_game_eq, (s93_c77_L a b), (s93_c77_R a b); cbn [map].
  pose proof (use_s93 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s93_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH (2 + a) (2 + b) 0 2 (opt_l _ _ _ (s93_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s92 IH (2 + a) (2 + b) 1 (opt_l _ _ _ (s93_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s93_c77_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s93_p23 Ho0 ltac:(zlia)).
  rewrite (s93_p14 Ho1 ltac:(zlia)).
  rewrite (s92_p6 Ho2 ltac:(zlia)).
  rewrite (s124_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s93_c78_L (a b d : nat) : lmoves (s93_board (2 + a) (2 + b) 1 (2 + d)) = [s93_board (1 + a) (3 + b) 1 (2 + d); s93_board (2 + a) (2 + b) 0 (3 + d); s125_board (2 + a) (2 + b) 1 (1 + d)].
Proof. unfold s125_board, s93_board. tf_options. Qed.
Lemma s93_c78_R (a b d : nat) : rmoves (s93_board (2 + a) (2 + b) 1 (2 + d)) = [s124_board (2 + a) (2 + b) 1 (2 + d)].
Proof. unfold s124_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s93_c78_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s93_board (2 + a) (2 + b) 1 (2 + d) -> fst (s93_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q18] in Hc |- *.
  rewrite tf_game_eq, (s93_c78_L a b d), (s93_c78_R a b d); cbn [map].
  pose proof (use_s93 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s93_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH (2 + a) (2 + b) 0 (3 + d) (opt_l _ _ _ (s93_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s125 IH (2 + a) (2 + b) 1 (1 + d) (opt_l _ _ _ (s93_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH (2 + a) (2 + b) 1 (2 + d) (opt_r _ _ _ (s93_c78_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s93_p18 Ho0 ltac:(zlia)).
  rewrite (s93_p41 Ho1 ltac:(zlia)).
  rewrite (s125_p15 Ho2 ltac:(zlia)).
  rewrite (s124_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s93_c78_p25 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s93_board (2 + a) (2 + b) 1 (2 + d) -> fst (s93_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q25] in Hc |- *.
  rewrite tf_game_eq, (s93_c78_L a b d), (s93_c78_R a b d); cbn [map].
  pose proof (use_s93 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s93_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH (2 + a) (2 + b) 0 (3 + d) (opt_l _ _ _ (s93_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s125 IH (2 + a) (2 + b) 1 (1 + d) (opt_l _ _ _ (s93_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH (2 + a) (2 + b) 1 (2 + d) (opt_r _ _ _ (s93_c78_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s93_p25 Ho0 ltac:(zlia)).
  rewrite (s93_p16 Ho1 ltac:(zlia)).
  rewrite (s125_p19 Ho2 ltac:(zlia)).
  rewrite (s124_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a>=2 && b>=2 && c>=2 && d==0: the board of s36 *)
Lemma s93_c79_p21 x (Hs36 : s36_claim x) (a b c : nat) :
  x = s93_board (2 + a) (2 + b) (2 + c) 0 -> fst (s93_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s93_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s93_q21] in Hc |- *.
  pose proof (Hs36 (2 + a) (2 + b) (2 + c) ltac:(rewrite Hx; unfold s93_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s93_c80_L (a b c : nat) : lmoves (s93_board (2 + a) (2 + b) (2 + c) 1) = [s93_board (1 + a) (3 + b) (2 + c) 1; s93_board (2 + a) (2 + b) (1 + c) 2; s92_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s92_board, s93_board. tf_options. Qed.
Lemma s93_c80_R (a b c : nat) : rmoves (s93_board (2 + a) (2 + b) (2 + c) 1) = [s124_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s124_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s93_c80_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s93_board (2 + a) (2 + b) (2 + c) 1 -> fst (s93_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s93_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s93_q23] in Hc |- *.
  rewrite tf_game_eq, (s93_c80_L a b c), (s93_c80_R a b c); cbn [map].
  pose proof (use_s93 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s93_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s93_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s92 IH (2 + a) (2 + b) (2 + c) (opt_l _ _ _ (s93_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s93_c80_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s93_p23 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s93_p18 Ho1 ltac:(zlia)).
    rewrite (s92_p6 Ho2 ltac:(zlia)).
    rewrite (s124_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s93_p25 Ho1 ltac:(zlia)).
    rewrite (s92_p6 Ho2 ltac:(zlia)).
    rewrite (s124_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s93_c81_L (a b c d : nat) : lmoves (s93_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s93_board (1 + a) (3 + b) (2 + c) (2 + d); s93_board (2 + a) (2 + b) (1 + c) (3 + d); s125_board (2 + a) (2 + b) (2 + c) (1 + d)].
Proof. unfold s125_board, s93_board. tf_options. Qed.
Lemma s93_c81_R (a b c d : nat) : rmoves (s93_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s124_board (2 + a) (2 + b) (2 + c) (2 + d)].
Proof. unfold s124_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s93_c81_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s93_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s93_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q18] in Hc |- *.
  rewrite tf_game_eq, (s93_c81_L a b c d), (s93_c81_R a b c d); cbn [map].
  pose proof (use_s93 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s93_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s93_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s125 IH (2 + a) (2 + b) (2 + c) (1 + d) (opt_l _ _ _ (s93_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s93_c81_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s93_p18 Ho0 ltac:(zlia)).
  rewrite (s93_p18 Ho1 ltac:(zlia)).
  rewrite (s125_p15 Ho2 ltac:(zlia)).
  rewrite (s124_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s94 = T^a F T F _ T^b _^2 F on a==0 && b==0: the board of s24 *)
Lemma s94_c1_p1 x (Hs24 : s24_claim x) :
  x = s94_board 0 0 -> fst (s94_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s94_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s94_q1] in Hc |- *.
  pose proof (Hs24 0 ltac:(rewrite Hx; unfold s94_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s94_c2_L : lmoves (s94_board 0 1) = [strip [(0, 1); (1, 1)] ([T; T; E; E; F]) []; strip [(0, 1)] ([T; F; E; E; T; E; F]) []].
Proof. unfold s94_board, strip. tf_options. Qed.
Lemma s94_c2_L1 : tf_norm (strip [(0, 1); (1, 1)] ([T; T; E; E; F]) []) (s28_board 0 2) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; T; E; E; F]) []); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s94_c2_L2 : tf_norm (strip [(0, 1)] ([T; F; E; E; T; E; F]) []) (s77_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; E; T; E; F]) []); [reflexivity | unfold s77_board; strip_board_eq | strip_offset]. Qed.
Lemma s94_c2_R : rmoves (s94_board 0 1) = [strip [(0, 1)] ([T; F; E; T; E; F; E]) []].
Proof. unfold s94_board, strip. tf_options. Qed.
Lemma s94_c2_R1 : tf_norm (strip [(0, 1)] ([T; F; E; T; E; F; E]) []) (s111_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; E; F; E]) []); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
(* s94 = T^a F T F _ T^b _^2 F on a==0 && b==1 *)
Lemma s94_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s94_board 0 1 -> fst (s94_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s94_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s94_q2] in Hc |- *.
  rewrite tf_game_eq, (s94_c2_L), (s94_c2_R); cbn [map].
  rewrite (tf_norm_game (s94_c2_L1)).
  pose proof (use_s28 IH 0 2 (opt_norm_l _ _ _ _ _ (s94_c2_L) ltac:(cbn [In]; left; reflexivity) (s94_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s94_c2_L2)).
  pose proof (use_s77 IH 1 1 (opt_norm_l _ _ _ _ _ (s94_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s94_c2_L2))) as Ho1.
  rewrite (tf_norm_game0 (s94_c2_R1)).
  pose proof (use_s111 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s94_c2_R) ltac:(cbn [In]; left; reflexivity) (s94_c2_R1))) as Ho2.
  rewrite (s28_p2 Ho0 ltac:(zlia)).
  rewrite (s28_p2_add (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s77_p7 Ho1 ltac:(zlia)).
  rewrite (s111_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s94_c3_L (b : nat) : lmoves (s94_board 0 (2 + b)) = [strip [(0, 1); (1, 1)] (repeat T (3 + b) ++ [E; E; F]) []; strip [(0, 1)] (T :: F :: E :: repeat T (1 + b) ++ [E; T; E; F]) []].
Proof. unfold s94_board, strip. tf_options. Qed.
Lemma s94_c3_L1 (b : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (3 + b) ++ [E; E; F]) []) (s28_board 0 (3 + b)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (3 + b) ++ [E; E; F]) []); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s94_c3_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (1 + b) ++ [E; T; E; F]) []) (s78_board 1 (1 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (1 + b) ++ [E; T; E; F]) []); [reflexivity | unfold s78_board; strip_board_eq | strip_offset]. Qed.
Lemma s94_c3_R (b : nat) : rmoves (s94_board 0 (2 + b)) = [strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ [E; F; E]) []].
Proof. unfold s94_board, strip. tf_options. Qed.
Lemma s94_c3_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ [E; F; E]) []) (s111_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ [E; F; E]) []); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
(* s94 = T^a F T F _ T^b _^2 F on a==0 && b>=2 *)
Lemma s94_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s94_board 0 (2 + b) -> fst (s94_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s94_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s94_q2] in Hc |- *.
  rewrite tf_game_eq, (s94_c3_L b), (s94_c3_R b); cbn [map].
  rewrite (tf_norm_game (s94_c3_L1 b)).
  pose proof (use_s28 IH 0 (3 + b) (opt_norm_l _ _ _ _ _ (s94_c3_L b) ltac:(cbn [In]; left; reflexivity) (s94_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s94_c3_L2 b)).
  pose proof (use_s78 IH 1 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s94_c3_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s94_c3_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s94_c3_R1 b)).
  pose proof (use_s111 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s94_c3_R b) ltac:(cbn [In]; left; reflexivity) (s94_c3_R1 b))) as Ho2.
  rewrite (s28_p2 Ho0 ltac:(zlia)).
  rewrite (s28_p2_add (Z.of_nat 0) (Z.of_nat (3 + b)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s78_p7 Ho1 ltac:(zlia)).
  rewrite (s111_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s94 = T^a F T F _ T^b _^2 F on a==1 && b==0: the board of s24 *)
Lemma s94_c4_p2 x (Hs24 : s24_claim x) :
  x = s94_board 1 0 -> fst (s94_q2 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s94_q2 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s94_q2] in Hc |- *.
  pose proof (Hs24 1 ltac:(rewrite Hx; unfold s94_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s94_c5_L : lmoves (s94_board 1 1) = [s103_board 1 0 2; s121_board 1 1].
Proof. unfold s103_board, s121_board, s94_board. tf_options. Qed.
Lemma s94_c5_R : rmoves (s94_board 1 1) = [s185_board 1 1 0].
Proof. unfold s185_board, s94_board. tf_options. Qed.
(* s94 = T^a F T F _ T^b _^2 F on a==1 && b==1 *)
Lemma s94_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s94_board 1 1 -> fst (s94_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s94_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s94_q2] in Hc |- *.
  rewrite tf_game_eq, (s94_c5_L), (s94_c5_R); cbn [map].
  pose proof (use_s103 IH 1 0 2 (opt_l _ _ _ (s94_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s121 IH 1 1 (opt_l _ _ _ (s94_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s185 IH 1 1 0 (opt_r _ _ _ (s94_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s103_p2 Ho0 ltac:(zlia)).
  rewrite (s121_p2 Ho1 ltac:(zlia)).
  rewrite (s185_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s94_c6_L (b : nat) : lmoves (s94_board 1 (2 + b)) = [s103_board 1 0 (3 + b); s153_board 1 (1 + b) 1].
Proof. unfold s103_board, s153_board, s94_board. tf_options. Qed.
Lemma s94_c6_R (b : nat) : rmoves (s94_board 1 (2 + b)) = [s185_board 1 (2 + b) 0].
Proof. unfold s185_board, s94_board. tf_options. Qed.
(* s94 = T^a F T F _ T^b _^2 F on a==1 && b>=2 *)
Lemma s94_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s94_board 1 (2 + b) -> fst (s94_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s94_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s94_q2] in Hc |- *.
  rewrite tf_game_eq, (s94_c6_L b), (s94_c6_R b); cbn [map].
  pose proof (use_s103 IH 1 0 (3 + b) (opt_l _ _ _ (s94_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s153 IH 1 (1 + b) 1 (opt_l _ _ _ (s94_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s185 IH 1 (2 + b) 0 (opt_r _ _ _ (s94_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s103_p2 Ho0 ltac:(zlia)).
  rewrite (s153_p1 Ho1 ltac:(zlia)).
  rewrite (s185_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s94 = T^a F T F _ T^b _^2 F on a>=2 && b==0: the board of s24 *)
Lemma s94_c7_p2 x (Hs24 : s24_claim x) (a : nat) :
  x = s94_board (2 + a) 0 -> fst (s94_q2 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s94_q2 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s94_q2] in Hc |- *.
  pose proof (Hs24 (2 + a) ltac:(rewrite Hx; unfold s94_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s94_c8_L (a : nat) : lmoves (s94_board (2 + a) 1) = [s103_board (2 + a) 0 2; s121_board (2 + a) 1].
Proof. unfold s103_board, s121_board, s94_board. tf_options. Qed.
Lemma s94_c8_R (a : nat) : rmoves (s94_board (2 + a) 1) = [s185_board (2 + a) 1 0].
Proof. unfold s185_board, s94_board. tf_options. Qed.
(* s94 = T^a F T F _ T^b _^2 F on a>=2 && b==1 *)
Lemma s94_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s94_board (2 + a) 1 -> fst (s94_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s94_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s94_q2] in Hc |- *.
  rewrite tf_game_eq, (s94_c8_L a), (s94_c8_R a); cbn [map].
  pose proof (use_s103 IH (2 + a) 0 2 (opt_l _ _ _ (s94_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s121 IH (2 + a) 1 (opt_l _ _ _ (s94_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s185 IH (2 + a) 1 0 (opt_r _ _ _ (s94_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s103_p11 Ho0 ltac:(zlia)).
    rewrite (s121_p2 Ho1 ltac:(zlia)).
    rewrite (s185_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s103_p15 Ho0 ltac:(zlia)).
    rewrite (s121_p2 Ho1 ltac:(zlia)).
    rewrite (s185_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s103_p18 Ho0 ltac:(zlia)).
    rewrite (s121_p2 Ho1 ltac:(zlia)).
    rewrite (s185_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s103_p20 Ho0 ltac:(zlia)).
    rewrite (s121_p2 Ho1 ltac:(zlia)).
    rewrite (s185_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s94_c9_L (a b : nat) : lmoves (s94_board (2 + a) (2 + b)) = [s103_board (2 + a) 0 (3 + b); s153_board (2 + a) (1 + b) 1].
Proof. unfold s103_board, s153_board, s94_board. tf_options. Qed.
Lemma s94_c9_R (a b : nat) : rmoves (s94_board (2 + a) (2 + b)) = [s185_board (2 + a) (2 + b) 0].
Proof. unfold s185_board, s94_board. tf_options. Qed.
(* s94 = T^a F T F _ T^b _^2 F on a>=2 && b>=2 *)
Lemma s94_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s94_board (2 + a) (2 + b) -> fst (s94_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s94_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s94_q2] in Hc |- *.
  rewrite tf_game_eq, (s94_c9_L a b), (s94_c9_R a b); cbn [map].
  pose proof (use_s103 IH (2 + a) 0 (3 + b) (opt_l _ _ _ (s94_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s153 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s94_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s185 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s94_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s103_p11 Ho0 ltac:(zlia)).
    rewrite (s153_p1 Ho1 ltac:(zlia)).
    rewrite (s185_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s103_p15 Ho0 ltac:(zlia)).
    rewrite (s153_p1 Ho1 ltac:(zlia)).
    rewrite (s185_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s103_p18 Ho0 ltac:(zlia)).
    rewrite (s153_p1 Ho1 ltac:(zlia)).
    rewrite (s185_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s103_p20 Ho0 ltac:(zlia)).
    rewrite (s153_p1 Ho1 ltac:(zlia)).
    rewrite (s185_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s95 = T^a F T _^2 T^b _ T F^2 on a==0 && b==0: the board of s34 *)
Lemma s95_c1_p1 x (Hs34 : s34_claim x) :
  x = s95_board 0 0 -> fst (s95_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s95_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s95_q1] in Hc |- *.
  pose proof (Hs34 0 ltac:(rewrite Hx; unfold s95_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s95_c2_L : lmoves (s95_board 0 1) = [strip [(0, 1)] ([E; T; E; T; E; T; F; F]) []; strip [(0, 1)] ([T; E; E; E; T; T; F; F]) []].
Proof. unfold s95_board, strip. tf_options. Qed.
Lemma s95_c2_L1 : tf_norm (strip [(0, 1)] ([E; T; E; T; E; T; F; F]) []) (s22_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
Lemma s95_c2_L2 : tf_norm (strip [(0, 1)] ([T; E; E; E; T; T; F; F]) []) (repeat E 3) (3).
Proof.
  pose proof (tf_norm_strip [(0, 1)] ([T; E; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(1, 3)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s95_c2_R : rmoves (s95_board 0 1) = [strip [(0, 1)] ([T; E; E; T; F; T; E; F]) []].
Proof. unfold s95_board, strip. tf_options. Qed.
Lemma s95_c2_R1 : tf_norm (strip [(0, 1)] ([T; E; E; T; F; T; E; F]) []) (s33_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F; T; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
(* s95 = T^a F T _^2 T^b _ T F^2 on a==0 && b==1 *)
Lemma s95_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s95_board 0 1 -> fst (s95_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s95_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s95_q2] in Hc |- *.
  rewrite tf_game_eq, (s95_c2_L), (s95_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s95_c2_L1)).
  pose proof (use_s22 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s95_c2_L) ltac:(cbn [In]; left; reflexivity) (s95_c2_L1))) as Ho0.
  rewrite (tf_norm_blank (s95_c2_L2)).
  rewrite (tf_norm_game0 (s95_c2_R1)).
  pose proof (use_s33 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s95_c2_R) ltac:(cbn [In]; left; reflexivity) (s95_c2_R1))) as Ho2.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  rewrite (s33_p21 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s95_c3_L (b : nat) : lmoves (s95_board 0 (2 + b)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [E; T; F; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F; F]) []].
Proof. unfold s95_board, strip. tf_options. Qed.
Lemma s95_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [E; T; F; F]) []) (s22_board 0 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
Lemma s95_c3_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F; F]) []) (repeat E 3) (Z.of_nat (2 + b) + 2).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(1, 2); (1 + b, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s95_c3_R (b : nat) : rmoves (s95_board 0 (2 + b)) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; T; E; F]) []].
Proof. unfold s95_board, strip. tf_options. Qed.
Lemma s95_c3_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; T; E; F]) []) (s33_board 1 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; T; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
(* s95 = T^a F T _^2 T^b _ T F^2 on a==0 && b>=2 *)
Lemma s95_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s95_board 0 (2 + b) -> fst (s95_q3 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s95_q3 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s95_q3] in Hc |- *.
  rewrite tf_game_eq, (s95_c3_L b), (s95_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s95_c3_L1 b)).
  pose proof (use_s22 IH 0 1 (2 + b) (opt_norm_l _ _ _ _ _ (s95_c3_L b) ltac:(cbn [In]; left; reflexivity) (s95_c3_L1 b))) as Ho0.
  rewrite (tf_norm_blank (s95_c3_L2 b)).
  rewrite (tf_norm_game0 (s95_c3_R1 b)).
  pose proof (use_s33 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s95_c3_R b) ltac:(cbn [In]; left; reflexivity) (s95_c3_R1 b))) as Ho2.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  rewrite (s33_p12 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s95 = T^a F T _^2 T^b _ T F^2 on a==1 && b==0: the board of s34 *)
Lemma s95_c4_p1 x (Hs34 : s34_claim x) :
  x = s95_board 1 0 -> fst (s95_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s95_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s95_q1] in Hc |- *.
  pose proof (Hs34 1 ltac:(rewrite Hx; unfold s95_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s95_c5_L : lmoves (s95_board 1 1) = [s101_board 1 1 1; strip [] ([T; F; T; E; E; E; T; T; F; F]) []].
Proof. unfold s101_board, s95_board, strip. tf_options. Qed.
Lemma s95_c5_L2 : tf_norm (strip [] ([T; F; T; E; E; E; T; T; F; F]) []) (s76_board 1) (3).
Proof.
  pose proof (tf_norm_strip [] ([T; F; T; E; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F]) [(1, 3)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s95_c5_R : rmoves (s95_board 1 1) = [s127_board 1 1 1].
Proof. unfold s127_board, s95_board. tf_options. Qed.
(* s95 = T^a F T _^2 T^b _ T F^2 on a==1 && b==1 *)
Lemma s95_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s95_board 1 1 -> fst (s95_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s95_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s95_q2] in Hc |- *.
  rewrite tf_game_eq, (s95_c5_L), (s95_c5_R); cbn [map].
  pose proof (use_s101 IH 1 1 1 (opt_l _ _ _ (s95_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s95_c5_L2)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s95_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s95_c5_L2))) as Ho1.
  pose proof (use_s127 IH 1 1 1 (opt_r _ _ _ (s95_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s101_p9 Ho0 ltac:(zlia)).
  rewrite (s76_p1 Ho1 I).
  rewrite (s76_p1_add (Z.of_nat 1) (3) (Nat2Z.is_nonneg _) I).
  rewrite (s127_p12 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s95_c6_L (b : nat) : lmoves (s95_board 1 (2 + b)) = [s101_board 1 1 (2 + b); strip [] (T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F; F]) []].
Proof. unfold s101_board, s95_board, strip. tf_options. Qed.
Lemma s95_c6_L2 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F; F]) []) (s76_board 1) (Z.of_nat (2 + b) + 2).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F]) [(1, 2); (1 + b, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s95_c6_R (b : nat) : rmoves (s95_board 1 (2 + b)) = [s127_board 1 (2 + b) 1].
Proof. unfold s127_board, s95_board. tf_options. Qed.
(* s95 = T^a F T _^2 T^b _ T F^2 on a==1 && b>=2 *)
Lemma s95_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s95_board 1 (2 + b) -> fst (s95_q3 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s95_q3 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s95_q3] in Hc |- *.
  rewrite tf_game_eq, (s95_c6_L b), (s95_c6_R b); cbn [map].
  pose proof (use_s101 IH 1 1 (2 + b) (opt_l _ _ _ (s95_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s95_c6_L2 b)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s95_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s95_c6_L2 b))) as Ho1.
  pose proof (use_s127 IH 1 (2 + b) 1 (opt_r _ _ _ (s95_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s101_p4 Ho0 ltac:(zlia)).
  rewrite (s76_p1 Ho1 I).
  rewrite (s76_p1_add (Z.of_nat 1) (Z.of_nat (2 + b) + 2) (Nat2Z.is_nonneg _) I).
  rewrite (s127_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s95 = T^a F T _^2 T^b _ T F^2 on a>=2 && b==0: the board of s34 *)
Lemma s95_c7_p4 x (Hs34 : s34_claim x) (a : nat) :
  x = s95_board (2 + a) 0 -> fst (s95_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s95_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s95_q4] in Hc |- *.
  pose proof (Hs34 (2 + a) ltac:(rewrite Hx; unfold s95_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]].
Qed.

Lemma s95_c7_p6 x (Hs34 : s34_claim x) (a : nat) :
  x = s95_board (2 + a) 0 -> fst (s95_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s95_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s95_q6] in Hc |- *.
  pose proof (Hs34 (2 + a) ltac:(rewrite Hx; unfold s95_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]].
Qed.

Lemma s95_c7_p7 x (Hs34 : s34_claim x) (a : nat) :
  x = s95_board (2 + a) 0 -> fst (s95_q7 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s95_q7 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s95_q7] in Hc |- *.
  pose proof (Hs34 (2 + a) ltac:(rewrite Hx; unfold s95_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s95_c8_L (a : nat) : lmoves (s95_board (2 + a) 1) = [s101_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [F; T; E; E; E; T; T; F; F]) []].
Proof. unfold s101_board, s95_board, strip. tf_options. Qed.
Lemma s95_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; E; E; T; T; F; F]) []) (s76_board (2 + a)) (3).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; T; E; E; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F]) [(1, 3)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s95_c8_R (a : nat) : rmoves (s95_board (2 + a) 1) = [s127_board (2 + a) 1 1].
Proof. unfold s127_board, s95_board. tf_options. Qed.
(* s95 = T^a F T _^2 T^b _ T F^2 on a>=2 && b==1 *)
Lemma s95_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s95_board (2 + a) 1 -> fst (s95_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s95_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s95_q5] in Hc |- *.
  rewrite tf_game_eq, (s95_c8_L a), (s95_c8_R a); cbn [map].
  pose proof (use_s101 IH (2 + a) 1 1 (opt_l _ _ _ (s95_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s95_c8_L2 a)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s95_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s95_c8_L2 a))) as Ho1.
  pose proof (use_s127 IH (2 + a) 1 1 (opt_r _ _ _ (s95_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s101_p12 Ho0 ltac:(zlia)).
  rewrite (s76_p1 Ho1 I).
  rewrite (s76_p1_add (Z.of_nat (2 + a)) (3) (Nat2Z.is_nonneg _) I).
  rewrite (s127_p23 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s95_c9_L (a b : nat) : lmoves (s95_board (2 + a) (2 + b)) = [s101_board (2 + a) 1 (2 + b); strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F; F]) []].
Proof. unfold s101_board, s95_board, strip. tf_options. Qed.
Lemma s95_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F; F]) []) (s76_board (2 + a)) (Z.of_nat (2 + b) + 2).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F]) [(1, 2); (1 + b, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s95_c9_R (a b : nat) : rmoves (s95_board (2 + a) (2 + b)) = [s127_board (2 + a) (2 + b) 1].
Proof. unfold s127_board, s95_board. tf_options. Qed.
(* s95 = T^a F T _^2 T^b _ T F^2 on a>=2 && b>=2 *)
Lemma s95_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s95_board (2 + a) (2 + b) -> fst (s95_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s95_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s95_q3] in Hc |- *.
  rewrite tf_game_eq, (s95_c9_L a b), (s95_c9_R a b); cbn [map].
  pose proof (use_s101 IH (2 + a) 1 (2 + b) (opt_l _ _ _ (s95_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s95_c9_L2 a b)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s95_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s95_c9_L2 a b))) as Ho1.
  pose proof (use_s127 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s95_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s101_p4 Ho0 ltac:(zlia)).
  rewrite (s76_p1 Ho1 I).
  rewrite (s76_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b) + 2) (Nat2Z.is_nonneg _) I).
  rewrite (s127_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b==0 && c==0 && d==0: the board of s35 *)
Lemma s96_c1_p1 x (Hs35 : s35_claim x) :
  x = s96_board 0 0 0 0 -> fst (s96_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s96_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s96_q1] in Hc |- *.
  pose proof (Hs35 0 0 0 ltac:(rewrite Hx; unfold s96_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b==0 && c==0 && d==1: the board of s35 *)
Lemma s96_c2_p2 x (Hs35 : s35_claim x) :
  x = s96_board 0 0 0 1 -> fst (s96_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s96_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s96_q2] in Hc |- *.
  pose proof (Hs35 0 0 1 ltac:(rewrite Hx; unfold s96_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b==0 && c==0 && d>=2: the board of s35 *)
Lemma s96_c3_p3 x (Hs35 : s35_claim x) (d : nat) :
  x = s96_board 0 0 0 (2 + d) -> fst (s96_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s96_q3] in Hc |- *.
  pose proof (Hs35 0 0 (2 + d) ltac:(rewrite Hx; unfold s96_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s96_c3_p4 x (Hs35 : s35_claim x) (d : nat) :
  x = s96_board 0 0 0 (2 + d) -> fst (s96_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s96_q4] in Hc |- *.
  pose proof (Hs35 0 0 (2 + d) ltac:(rewrite Hx; unfold s96_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s96_c3_p5 x (Hs35 : s35_claim x) (d : nat) :
  x = s96_board 0 0 0 (2 + d) -> fst (s96_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s96_q5] in Hc |- *.
  pose proof (Hs35 0 0 (2 + d) ltac:(rewrite Hx; unfold s96_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s96_c4_L : lmoves (s96_board 0 0 1 0) = [strip [(2, 1); (1, 1)] ([T; F]) []].
Proof. unfold s96_board, strip. tf_options. Qed.
Lemma s96_c4_L1 : tf_norm (strip [(2, 1); (1, 1)] ([T; F]) []) (s62_board 0) (-5).
Proof. apply (tf_norm_by _ [(2, 1); (1, 1)] ([T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
Lemma s96_c4_R : rmoves (s96_board 0 0 1 0) = [strip [(1, 1)] ([E; T; F; E; F]) []; strip [(2, 1)] ([T; F; F; E]) []].
Proof. unfold s96_board, strip. tf_options. Qed.
Lemma s96_c4_R1 : tf_norm (strip [(1, 1)] ([E; T; F; E; F]) []) (s33_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; F; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s96_c4_R2 : tf_norm (strip [(2, 1)] ([T; F; F; E]) []) (s30_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; F; F; E]) []); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b==0 && c==1 && d==0 *)
Lemma s96_c4_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s96_board 0 0 1 0 -> fst (s96_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s96_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s96_q6] in Hc |- *.
  rewrite tf_game_eq, (s96_c4_L), (s96_c4_R); cbn [map].
  rewrite (tf_norm_game (s96_c4_L1)).
  pose proof (use_s62 IH 0 (opt_norm_l _ _ _ _ _ (s96_c4_L) ltac:(cbn [In]; left; reflexivity) (s96_c4_L1))) as Ho0.
  rewrite (tf_norm_game (s96_c4_R1)).
  pose proof (use_s33 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s96_c4_R) ltac:(cbn [In]; left; reflexivity) (s96_c4_R1))) as Ho1.
  rewrite (tf_norm_game (s96_c4_R2)).
  pose proof (use_s30 IH 0 1 (opt_norm_r _ _ _ _ _ (s96_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s96_c4_R2))) as Ho2.
  rewrite (s62_p1 Ho0 ltac:(zlia)).
  rewrite (s62_p1_add (Z.of_nat 0) (-5) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p1 Ho1 ltac:(zlia)).
  rewrite (s33_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s30_p1 Ho2 ltac:(zlia)).
  rewrite (s30_p1_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s96_c5_L : lmoves (s96_board 0 0 1 1) = [strip [(2, 1)] ([T; F; E; T; F]) []].
Proof. unfold s96_board, strip. tf_options. Qed.
Lemma s96_c5_L1 : tf_norm (strip [(2, 1)] ([T; F; E; T; F]) []) (s54_board 0 1 0) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s96_c5_R : rmoves (s96_board 0 0 1 1) = [strip [(1, 1)] ([E; T; F; T; E; F]) []; strip [(2, 1)] ([T; F; T; F; E]) []].
Proof. unfold s96_board, strip. tf_options. Qed.
Lemma s96_c5_R1 : tf_norm (strip [(1, 1)] ([E; T; F; T; E; F]) []) (s33_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; F; T; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s96_c5_R2 : tf_norm (strip [(2, 1)] ([T; F; T; F; E]) []) (s55_board 0 1 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b==0 && c==1 && d==1 *)
Lemma s96_c5_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s96_board 0 0 1 1 -> fst (s96_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s96_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s96_q7] in Hc |- *.
  rewrite tf_game_eq, (s96_c5_L), (s96_c5_R); cbn [map].
  rewrite (tf_norm_game (s96_c5_L1)).
  pose proof (use_s54 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s96_c5_L) ltac:(cbn [In]; left; reflexivity) (s96_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s96_c5_R1)).
  pose proof (use_s33 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s96_c5_R) ltac:(cbn [In]; left; reflexivity) (s96_c5_R1))) as Ho1.
  rewrite (tf_norm_game (s96_c5_R2)).
  pose proof (use_s55 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s96_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s96_c5_R2))) as Ho2.
  rewrite (s54_p1 Ho0 ltac:(zlia)).
  rewrite (s54_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p7 Ho1 ltac:(zlia)).
  rewrite (s33_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p2 Ho2 ltac:(zlia)).
  rewrite (s55_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s96_c6_L (d : nat) : lmoves (s96_board 0 0 1 (2 + d)) = [strip [(2, 1)] (T :: F :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s96_board, strip. tf_options. Qed.
Lemma s96_c6_L1 (d : nat) : tf_norm (strip [(2, 1)] (T :: F :: repeat T (1 + d) ++ [E; T; F]) []) (s54_board 0 1 (1 + d)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (T :: F :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s96_c6_R (d : nat) : rmoves (s96_board 0 0 1 (2 + d)) = [strip [(1, 1)] (E :: T :: F :: repeat T (2 + d) ++ [E; F]) []; strip [(2, 1)] (T :: F :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s96_board, strip. tf_options. Qed.
Lemma s96_c6_R1 (d : nat) : tf_norm (strip [(1, 1)] (E :: T :: F :: repeat T (2 + d) ++ [E; F]) []) (s33_board 0 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: T :: F :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s96_c6_R2 (d : nat) : tf_norm (strip [(2, 1)] (T :: F :: repeat T (2 + d) ++ [F; E]) []) (s55_board 0 1 (2 + d)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (T :: F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b==0 && c==1 && d>=2 *)
Lemma s96_c6_p8 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s96_board 0 0 1 (2 + d) -> fst (s96_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s96_q8] in Hc |- *.
  rewrite tf_game_eq, (s96_c6_L d), (s96_c6_R d); cbn [map].
  rewrite (tf_norm_game (s96_c6_L1 d)).
  pose proof (use_s54 IH 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s96_c6_L d) ltac:(cbn [In]; left; reflexivity) (s96_c6_L1 d))) as Ho0.
  rewrite (tf_norm_game (s96_c6_R1 d)).
  pose proof (use_s33 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s96_c6_R d) ltac:(cbn [In]; left; reflexivity) (s96_c6_R1 d))) as Ho1.
  rewrite (tf_norm_game (s96_c6_R2 d)).
  pose proof (use_s55 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s96_c6_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s96_c6_R2 d))) as Ho2.
  rewrite (s54_p6 Ho0 ltac:(zlia)).
  rewrite (s54_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p8 Ho1 ltac:(zlia)).
  rewrite (s33_p8_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p2 Ho2 ltac:(zlia)).
  rewrite (s55_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s96_c6_p9 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s96_board 0 0 1 (2 + d) -> fst (s96_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s96_q9] in Hc |- *.
  rewrite tf_game_eq, (s96_c6_L d), (s96_c6_R d); cbn [map].
  rewrite (tf_norm_game (s96_c6_L1 d)).
  pose proof (use_s54 IH 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s96_c6_L d) ltac:(cbn [In]; left; reflexivity) (s96_c6_L1 d))) as Ho0.
  rewrite (tf_norm_game (s96_c6_R1 d)).
  pose proof (use_s33 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s96_c6_R d) ltac:(cbn [In]; left; reflexivity) (s96_c6_R1 d))) as Ho1.
  rewrite (tf_norm_game (s96_c6_R2 d)).
  pose proof (use_s55 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s96_c6_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s96_c6_R2 d))) as Ho2.
  rewrite (s54_p5 Ho0 ltac:(zlia)).
  rewrite (s54_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p6 Ho1 ltac:(zlia)).
  rewrite (s33_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p2 Ho2 ltac:(zlia)).
  rewrite (s55_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s96_c7_L (c : nat) : lmoves (s96_board 0 0 (2 + c) 0) = [strip [(2, 1)] (repeat T (1 + c) ++ [E; F; T; F]) []].
Proof. unfold s96_board, strip. tf_options. Qed.
Lemma s96_c7_L1 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (1 + c) ++ [E; F; T; F]) []) (s50_board 0 (1 + c) 0) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (1 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s96_c7_R (c : nat) : rmoves (s96_board 0 0 (2 + c) 0) = [strip [(1, 1)] (E :: repeat T (2 + c) ++ [F; E; F]) []; strip [(2, 1)] (repeat T (2 + c) ++ [F; F; E]) []].
Proof. unfold s96_board, strip. tf_options. Qed.
Lemma s96_c7_R1 (c : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + c) ++ [F; E; F]) []) (s33_board 0 (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + c) ++ [F; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s96_c7_R2 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (2 + c) ++ [F; F; E]) []) (s30_board 0 (2 + c)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (2 + c) ++ [F; F; E]) []); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b==0 && c>=2 && d==0 *)
Lemma s96_c7_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s96_board 0 0 (2 + c) 0 -> fst (s96_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s96_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s96_q11] in Hc |- *.
  rewrite tf_game_eq, (s96_c7_L c), (s96_c7_R c); cbn [map].
  rewrite (tf_norm_game (s96_c7_L1 c)).
  pose proof (use_s50 IH 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s96_c7_L c) ltac:(cbn [In]; left; reflexivity) (s96_c7_L1 c))) as Ho0.
  rewrite (tf_norm_game (s96_c7_R1 c)).
  pose proof (use_s33 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s96_c7_R c) ltac:(cbn [In]; left; reflexivity) (s96_c7_R1 c))) as Ho1.
  rewrite (tf_norm_game (s96_c7_R2 c)).
  pose proof (use_s30 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s96_c7_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s96_c7_R2 c))) as Ho2.
  rewrite (s50_p4 Ho0 ltac:(zlia)).
  rewrite (s50_p4_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p10 Ho1 ltac:(zlia)).
  rewrite (s33_p10_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s30_p2 Ho2 ltac:(zlia)).
  rewrite (s30_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s96_c7_p18 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s96_board 0 0 (2 + c) 0 -> fst (s96_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s96_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s96_q18] in Hc |- *.
  rewrite tf_game_eq, (s96_c7_L c), (s96_c7_R c); cbn [map].
  rewrite (tf_norm_game (s96_c7_L1 c)).
  pose proof (use_s50 IH 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s96_c7_L c) ltac:(cbn [In]; left; reflexivity) (s96_c7_L1 c))) as Ho0.
  rewrite (tf_norm_game (s96_c7_R1 c)).
  pose proof (use_s33 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s96_c7_R c) ltac:(cbn [In]; left; reflexivity) (s96_c7_R1 c))) as Ho1.
  rewrite (tf_norm_game (s96_c7_R2 c)).
  pose proof (use_s30 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s96_c7_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s96_c7_R2 c))) as Ho2.
  rewrite (s50_p6 Ho0 ltac:(zlia)).
  rewrite (s50_p6_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p15 Ho1 ltac:(zlia)).
  rewrite (s33_p15_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s30_p2 Ho2 ltac:(zlia)).
  rewrite (s30_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s96_c7_p19 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s96_board 0 0 (2 + c) 0 -> fst (s96_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s96_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s96_q19] in Hc |- *.
  rewrite tf_game_eq, (s96_c7_L c), (s96_c7_R c); cbn [map].
  rewrite (tf_norm_game (s96_c7_L1 c)).
  pose proof (use_s50 IH 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s96_c7_L c) ltac:(cbn [In]; left; reflexivity) (s96_c7_L1 c))) as Ho0.
  rewrite (tf_norm_game (s96_c7_R1 c)).
  pose proof (use_s33 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s96_c7_R c) ltac:(cbn [In]; left; reflexivity) (s96_c7_R1 c))) as Ho1.
  rewrite (tf_norm_game (s96_c7_R2 c)).
  pose proof (use_s30 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s96_c7_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s96_c7_R2 c))) as Ho2.
  rewrite (s50_p10 Ho0 ltac:(zlia)).
  rewrite (s50_p10_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p16 Ho1 ltac:(zlia)).
  rewrite (s33_p16_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s30_p2 Ho2 ltac:(zlia)).
  rewrite (s30_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s96_c8_L (c : nat) : lmoves (s96_board 0 0 (2 + c) 1) = [strip [(2, 1)] (repeat T (2 + c) ++ [F; E; T; F]) []].
Proof. unfold s96_board, strip. tf_options. Qed.
Lemma s96_c8_L1 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (2 + c) ++ [F; E; T; F]) []) (s54_board 0 (2 + c) 0) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (2 + c) ++ [F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s96_c8_R (c : nat) : rmoves (s96_board 0 0 (2 + c) 1) = [strip [(1, 1)] (E :: repeat T (2 + c) ++ [F; T; E; F]) []; strip [(2, 1)] (repeat T (2 + c) ++ [F; T; F; E]) []].
Proof. unfold s96_board, strip. tf_options. Qed.
Lemma s96_c8_R1 (c : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + c) ++ [F; T; E; F]) []) (s33_board 0 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + c) ++ [F; T; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s96_c8_R2 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (2 + c) ++ [F; T; F; E]) []) (s55_board 0 (2 + c) 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (2 + c) ++ [F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b==0 && c>=2 && d==1 *)
Lemma s96_c8_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s96_board 0 0 (2 + c) 1 -> fst (s96_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s96_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s96_q12] in Hc |- *.
  rewrite tf_game_eq, (s96_c8_L c), (s96_c8_R c); cbn [map].
  rewrite (tf_norm_game (s96_c8_L1 c)).
  pose proof (use_s54 IH 0 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s96_c8_L c) ltac:(cbn [In]; left; reflexivity) (s96_c8_L1 c))) as Ho0.
  rewrite (tf_norm_game (s96_c8_R1 c)).
  pose proof (use_s33 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s96_c8_R c) ltac:(cbn [In]; left; reflexivity) (s96_c8_R1 c))) as Ho1.
  rewrite (tf_norm_game (s96_c8_R2 c)).
  pose proof (use_s55 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s96_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s96_c8_R2 c))) as Ho2.
  rewrite (s54_p8 Ho0 ltac:(zlia)).
  rewrite (s54_p8_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p12 Ho1 ltac:(zlia)).
  rewrite (s33_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s96_c9_L (c d : nat) : lmoves (s96_board 0 0 (2 + c) (2 + d)) = [strip [(2, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s96_board, strip. tf_options. Qed.
Lemma s96_c9_L1 (c d : nat) : tf_norm (strip [(2, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; F]) []) (s54_board 0 (2 + c) (1 + d)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s96_c9_R (c d : nat) : rmoves (s96_board 0 0 (2 + c) (2 + d)) = [strip [(1, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F]) []; strip [(2, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s96_board, strip. tf_options. Qed.
Lemma s96_c9_R1 (c d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F]) []) (s33_board 0 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s96_c9_R2 (c d : nat) : tf_norm (strip [(2, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []) (s55_board 0 (2 + c) (2 + d)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b==0 && c>=2 && d>=2 *)
Lemma s96_c9_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s96_board 0 0 (2 + c) (2 + d) -> fst (s96_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s96_q14] in Hc |- *.
  rewrite tf_game_eq, (s96_c9_L c d), (s96_c9_R c d); cbn [map].
  rewrite (tf_norm_game (s96_c9_L1 c d)).
  pose proof (use_s54 IH 0 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s96_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s96_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s96_c9_R1 c d)).
  pose proof (use_s33 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s96_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s96_c9_R1 c d))) as Ho1.
  rewrite (tf_norm_game (s96_c9_R2 c d)).
  pose proof (use_s55 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s96_c9_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s96_c9_R2 c d))) as Ho2.
  rewrite (s54_p8 Ho0 ltac:(zlia)).
  rewrite (s54_p8_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p13 Ho1 ltac:(zlia)).
  rewrite (s33_p13_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s96_c9_p15 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s96_board 0 0 (2 + c) (2 + d) -> fst (s96_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s96_q15] in Hc |- *.
  rewrite tf_game_eq, (s96_c9_L c d), (s96_c9_R c d); cbn [map].
  rewrite (tf_norm_game (s96_c9_L1 c d)).
  pose proof (use_s54 IH 0 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s96_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s96_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s96_c9_R1 c d)).
  pose proof (use_s33 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s96_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s96_c9_R1 c d))) as Ho1.
  rewrite (tf_norm_game (s96_c9_R2 c d)).
  pose proof (use_s55 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s96_c9_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s96_c9_R2 c d))) as Ho2.
  rewrite (s54_p7 Ho0 ltac:(zlia)).
  rewrite (s54_p7_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p9 Ho1 ltac:(zlia)).
  rewrite (s33_p9_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s96_c9_p17 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s96_board 0 0 (2 + c) (2 + d) -> fst (s96_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s96_q17] in Hc |- *.
  rewrite tf_game_eq, (s96_c9_L c d), (s96_c9_R c d); cbn [map].
  rewrite (tf_norm_game (s96_c9_L1 c d)).
  pose proof (use_s54 IH 0 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s96_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s96_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s96_c9_R1 c d)).
  pose proof (use_s33 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s96_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s96_c9_R1 c d))) as Ho1.
  rewrite (tf_norm_game (s96_c9_R2 c d)).
  pose proof (use_s55 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s96_c9_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s96_c9_R2 c d))) as Ho2.
  rewrite (s54_p9 Ho0 ltac:(zlia)).
  rewrite (s54_p9_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p14 Ho1 ltac:(zlia)).
  rewrite (s33_p14_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b==1 && c==0 && d==0: the board of s35 *)
Lemma s96_c10_p10 x (Hs35 : s35_claim x) :
  x = s96_board 0 1 0 0 -> fst (s96_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s96_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s96_q10] in Hc |- *.
  pose proof (Hs35 0 1 0 ltac:(rewrite Hx; unfold s96_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b==1 && c==0 && d==1: the board of s35 *)
Lemma s96_c11_p13 x (Hs35 : s35_claim x) :
  x = s96_board 0 1 0 1 -> fst (s96_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s96_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s96_q13] in Hc |- *.
  pose proof (Hs35 0 1 1 ltac:(rewrite Hx; unfold s96_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b==1 && c==0 && d>=2: the board of s35 *)
Lemma s96_c12_p16 x (Hs35 : s35_claim x) (d : nat) :
  x = s96_board 0 1 0 (2 + d) -> fst (s96_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s96_q16] in Hc |- *.
  pose proof (Hs35 0 1 (2 + d) ltac:(rewrite Hx; unfold s96_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s96_c12_p20 x (Hs35 : s35_claim x) (d : nat) :
  x = s96_board 0 1 0 (2 + d) -> fst (s96_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s96_q20] in Hc |- *.
  pose proof (Hs35 0 1 (2 + d) ltac:(rewrite Hx; unfold s96_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s96_c13_L : lmoves (s96_board 0 1 1 0) = [s164_board 0 1 0 0].
Proof. unfold s164_board, s96_board. tf_options. Qed.
Lemma s96_c13_R : rmoves (s96_board 0 1 1 0) = [strip [(1, 1)] ([T; E; T; F; E; F]) []; s97_board 0 1 1].
Proof. unfold s96_board, s97_board, strip. tf_options. Qed.
Lemma s96_c13_R1 : tf_norm (strip [(1, 1)] ([T; E; T; F; E; F]) []) (s48_board 0 1 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b==1 && c==1 && d==0 *)
Lemma s96_c13_p21 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s96_board 0 1 1 0 -> fst (s96_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s96_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s96_q21] in Hc |- *.
  rewrite tf_game_eq, (s96_c13_L), (s96_c13_R); cbn [map].
  pose proof (use_s164 IH 0 1 0 0 (opt_l _ _ _ (s96_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s96_c13_R1)).
  pose proof (use_s48 IH 0 1 1 0 (opt_norm_r _ _ _ _ _ (s96_c13_R) ltac:(cbn [In]; left; reflexivity) (s96_c13_R1))) as Ho1.
  pose proof (use_s97 IH 0 1 1 (opt_r _ _ _ (s96_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s164_p10 Ho0 ltac:(zlia)).
  rewrite (s48_p22 Ho1 ltac:(zlia)).
  rewrite (s48_p22_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s97_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s96_c14_L : lmoves (s96_board 0 1 1 1) = [s130_board 0 1 1 0].
Proof. unfold s130_board, s96_board. tf_options. Qed.
Lemma s96_c14_R : rmoves (s96_board 0 1 1 1) = [strip [(1, 1)] ([T; E; T; F; T; E; F]) []; s129_board 0 1 1 1].
Proof. unfold s129_board, s96_board, strip. tf_options. Qed.
Lemma s96_c14_R1 : tf_norm (strip [(1, 1)] ([T; E; T; F; T; E; F]) []) (s48_board 0 1 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b==1 && c==1 && d==1 *)
Lemma s96_c14_p23 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s96_board 0 1 1 1 -> fst (s96_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s96_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s96_q23] in Hc |- *.
  rewrite tf_game_eq, (s96_c14_L), (s96_c14_R); cbn [map].
  pose proof (use_s130 IH 0 1 1 0 (opt_l _ _ _ (s96_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s96_c14_R1)).
  pose proof (use_s48 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s96_c14_R) ltac:(cbn [In]; left; reflexivity) (s96_c14_R1))) as Ho1.
  pose proof (use_s129 IH 0 1 1 1 (opt_r _ _ _ (s96_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s130_p18 Ho0 ltac:(zlia)).
  rewrite (s48_p24 Ho1 ltac:(zlia)).
  rewrite (s48_p24_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s129_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s96_c15_L (d : nat) : lmoves (s96_board 0 1 1 (2 + d)) = [s130_board 0 1 1 (1 + d)].
Proof. unfold s130_board, s96_board. tf_options. Qed.
Lemma s96_c15_R (d : nat) : rmoves (s96_board 0 1 1 (2 + d)) = [strip [(1, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [E; F]) []; s129_board 0 1 1 (2 + d)].
Proof. unfold s129_board, s96_board, strip. tf_options. Qed.
Lemma s96_c15_R1 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [E; F]) []) (s48_board 0 1 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s96_c15_p25 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s96_board 0 1 1 (2 + d) -> fst (s96_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s96_q25] in Hc |- *.
  rewrite tf_game_eq, (s96_c15_L d), (s96_c15_R d); cbn [map].
  pose proof (use_s130 IH 0 1 1 (1 + d) (opt_l _ _ _ (s96_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s96_c15_R1 d)).
  pose proof (use_s48 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s96_c15_R d) ltac:(cbn [In]; left; reflexivity) (s96_c15_R1 d))) as Ho1.
  pose proof (use_s129 IH 0 1 1 (2 + d) (opt_r _ _ _ (s96_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s130_p20 Ho0 ltac:(zlia)).
  rewrite (s48_p25 Ho1 ltac:(zlia)).
  rewrite (s48_p25_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s129_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s96_c15_p27 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s96_board 0 1 1 (2 + d) -> fst (s96_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s96_q27] in Hc |- *.
  rewrite tf_game_eq, (s96_c15_L d), (s96_c15_R d); cbn [map].
  pose proof (use_s130 IH 0 1 1 (1 + d) (opt_l _ _ _ (s96_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s96_c15_R1 d)).
  pose proof (use_s48 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s96_c15_R d) ltac:(cbn [In]; left; reflexivity) (s96_c15_R1 d))) as Ho1.
  pose proof (use_s129 IH 0 1 1 (2 + d) (opt_r _ _ _ (s96_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s130_p24 Ho0 ltac:(zlia)).
  rewrite (s48_p26 Ho1 ltac:(zlia)).
  rewrite (s48_p26_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s129_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s96_c15_p29 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s96_board 0 1 1 (2 + d) -> fst (s96_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s96_q29] in Hc |- *.
  rewrite tf_game_eq, (s96_c15_L d), (s96_c15_R d); cbn [map].
  pose proof (use_s130 IH 0 1 1 (1 + d) (opt_l _ _ _ (s96_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s96_c15_R1 d)).
  pose proof (use_s48 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s96_c15_R d) ltac:(cbn [In]; left; reflexivity) (s96_c15_R1 d))) as Ho1.
  pose proof (use_s129 IH 0 1 1 (2 + d) (opt_r _ _ _ (s96_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s130_p26 Ho0 ltac:(zlia)).
  rewrite (s48_p26 Ho1 ltac:(zlia)).
  rewrite (s48_p26_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s129_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s96_c16_L (c : nat) : lmoves (s96_board 0 1 (2 + c) 0) = [s164_board 0 1 (1 + c) 0].
Proof. unfold s164_board, s96_board. tf_options. Qed.
Lemma s96_c16_R (c : nat) : rmoves (s96_board 0 1 (2 + c) 0) = [strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; F]) []; s97_board 0 1 (2 + c)].
Proof. unfold s96_board, s97_board, strip. tf_options. Qed.
Lemma s96_c16_R1 (c : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; F]) []) (s48_board 0 1 (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s96_c16_p31 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s96_board 0 1 (2 + c) 0 -> fst (s96_q31 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s96_q31 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s96_q31] in Hc |- *.
  rewrite tf_game_eq, (s96_c16_L c), (s96_c16_R c); cbn [map].
  pose proof (use_s164 IH 0 1 (1 + c) 0 (opt_l _ _ _ (s96_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s96_c16_R1 c)).
  pose proof (use_s48 IH 0 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s96_c16_R c) ltac:(cbn [In]; left; reflexivity) (s96_c16_R1 c))) as Ho1.
  pose proof (use_s97 IH 0 1 (2 + c) (opt_r _ _ _ (s96_c16_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s164_p15 Ho0 ltac:(zlia)).
  rewrite (s48_p22 Ho1 ltac:(zlia)).
  rewrite (s48_p22_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s97_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s96_c16_p33 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s96_board 0 1 (2 + c) 0 -> fst (s96_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s96_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s96_q33] in Hc |- *.
  rewrite tf_game_eq, (s96_c16_L c), (s96_c16_R c); cbn [map].
  pose proof (use_s164 IH 0 1 (1 + c) 0 (opt_l _ _ _ (s96_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s96_c16_R1 c)).
  pose proof (use_s48 IH 0 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s96_c16_R c) ltac:(cbn [In]; left; reflexivity) (s96_c16_R1 c))) as Ho1.
  pose proof (use_s97 IH 0 1 (2 + c) (opt_r _ _ _ (s96_c16_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s164_p17 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s48_p33 Ho1 ltac:(zlia)).
    rewrite (s48_p33_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s97_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p34 Ho1 ltac:(zlia)).
    rewrite (s48_p34_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s97_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s96_c17_L (c : nat) : lmoves (s96_board 0 1 (2 + c) 1) = [s130_board 0 1 (2 + c) 0].
Proof. unfold s130_board, s96_board. tf_options. Qed.
Lemma s96_c17_R (c : nat) : rmoves (s96_board 0 1 (2 + c) 1) = [strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; E; F]) []; s129_board 0 1 (2 + c) 1].
Proof. unfold s129_board, s96_board, strip. tf_options. Qed.
Lemma s96_c17_R1 (c : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; E; F]) []) (s48_board 0 1 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s96_c17_p23 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s96_board 0 1 (2 + c) 1 -> fst (s96_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s96_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s96_q23] in Hc |- *.
  rewrite tf_game_eq, (s96_c17_L c), (s96_c17_R c); cbn [map].
  pose proof (use_s130 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s96_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s96_c17_R1 c)).
  pose proof (use_s48 IH 0 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s96_c17_R c) ltac:(cbn [In]; left; reflexivity) (s96_c17_R1 c))) as Ho1.
  pose proof (use_s129 IH 0 1 (2 + c) 1 (opt_r _ _ _ (s96_c17_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s130_p18 Ho0 ltac:(zlia)).
  rewrite (s48_p27 Ho1 ltac:(zlia)).
  rewrite (s48_p27_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s129_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s96_c18_L (c d : nat) : lmoves (s96_board 0 1 (2 + c) (2 + d)) = [s130_board 0 1 (2 + c) (1 + d)].
Proof. unfold s130_board, s96_board. tf_options. Qed.
Lemma s96_c18_R (c d : nat) : rmoves (s96_board 0 1 (2 + c) (2 + d)) = [strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F]) []; s129_board 0 1 (2 + c) (2 + d)].
Proof. unfold s129_board, s96_board, strip. tf_options. Qed.
Lemma s96_c18_R1 (c d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F]) []) (s48_board 0 1 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s96_c18_p25 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s96_board 0 1 (2 + c) (2 + d) -> fst (s96_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s96_q25] in Hc |- *.
  rewrite tf_game_eq, (s96_c18_L c d), (s96_c18_R c d); cbn [map].
  pose proof (use_s130 IH 0 1 (2 + c) (1 + d) (opt_l _ _ _ (s96_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s96_c18_R1 c d)).
  pose proof (use_s48 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s96_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s96_c18_R1 c d))) as Ho1.
  pose proof (use_s129 IH 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s96_c18_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s130_p20 Ho0 ltac:(zlia)).
  rewrite (s48_p29 Ho1 ltac:(zlia)).
  rewrite (s48_p29_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s129_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s96_c18_p27 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s96_board 0 1 (2 + c) (2 + d) -> fst (s96_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s96_q27] in Hc |- *.
  rewrite tf_game_eq, (s96_c18_L c d), (s96_c18_R c d); cbn [map].
  pose proof (use_s130 IH 0 1 (2 + c) (1 + d) (opt_l _ _ _ (s96_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s96_c18_R1 c d)).
  pose proof (use_s48 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s96_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s96_c18_R1 c d))) as Ho1.
  pose proof (use_s129 IH 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s96_c18_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s130_p24 Ho0 ltac:(zlia)).
  rewrite (s48_p31 Ho1 ltac:(zlia)).
  rewrite (s48_p31_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s129_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s96_c18_p29 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s96_board 0 1 (2 + c) (2 + d) -> fst (s96_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s96_q29] in Hc |- *.
  rewrite tf_game_eq, (s96_c18_L c d), (s96_c18_R c d); cbn [map].
  pose proof (use_s130 IH 0 1 (2 + c) (1 + d) (opt_l _ _ _ (s96_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s96_c18_R1 c d)).
  pose proof (use_s48 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s96_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s96_c18_R1 c d))) as Ho1.
  pose proof (use_s129 IH 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s96_c18_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s130_p26 Ho0 ltac:(zlia)).
  rewrite (s48_p32 Ho1 ltac:(zlia)).
  rewrite (s48_p32_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s129_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b>=2 && c==0 && d==0: the board of s35 *)
Lemma s96_c19_p34 x (Hs35 : s35_claim x) (b : nat) :
  x = s96_board 0 (2 + b) 0 0 -> fst (s96_q34 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s96_q34 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s96_q34] in Hc |- *.
  pose proof (Hs35 0 (2 + b) 0 ltac:(rewrite Hx; unfold s96_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b>=2 && c==0 && d==1: the board of s35 *)
Lemma s96_c20_p35 x (Hs35 : s35_claim x) (b : nat) :
  x = s96_board 0 (2 + b) 0 1 -> fst (s96_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s96_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s96_q35] in Hc |- *.
  pose proof (Hs35 0 (2 + b) 1 ltac:(rewrite Hx; unfold s96_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b>=2 && c==0 && d>=2: the board of s35 *)
Lemma s96_c21_p36 x (Hs35 : s35_claim x) (b d : nat) :
  x = s96_board 0 (2 + b) 0 (2 + d) -> fst (s96_q36 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q36 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s96_q36] in Hc |- *.
  pose proof (Hs35 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s96_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s96_c21_p37 x (Hs35 : s35_claim x) (b d : nat) :
  x = s96_board 0 (2 + b) 0 (2 + d) -> fst (s96_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s96_q37] in Hc |- *.
  pose proof (Hs35 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s96_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s96_c21_p38 x (Hs35 : s35_claim x) (b d : nat) :
  x = s96_board 0 (2 + b) 0 (2 + d) -> fst (s96_q38 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q38 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s96_q38] in Hc |- *.
  pose proof (Hs35 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s96_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s96_c22_L (b : nat) : lmoves (s96_board 0 (2 + b) 1 0) = [s164_board 0 (2 + b) 0 0].
Proof. unfold s164_board, s96_board. tf_options. Qed.
Lemma s96_c22_R (b : nat) : rmoves (s96_board 0 (2 + b) 1 0) = [s97_board 0 (2 + b) 1].
Proof. unfold s96_board, s97_board. tf_options. Qed.
(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s96_c22_p39 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s96_board 0 (2 + b) 1 0 -> fst (s96_q39 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s96_q39 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s96_q39] in Hc |- *.
  rewrite tf_game_eq, (s96_c22_L b), (s96_c22_R b); cbn [map].
  pose proof (use_s164 IH 0 (2 + b) 0 0 (opt_l _ _ _ (s96_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s97 IH 0 (2 + b) 1 (opt_r _ _ _ (s96_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s164_p12 Ho0 ltac:(zlia)).
  rewrite (s97_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s96_c22_p44 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s96_board 0 (2 + b) 1 0 -> fst (s96_q44 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s96_q44 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s96_q44] in Hc |- *.
  rewrite tf_game_eq, (s96_c22_L b), (s96_c22_R b); cbn [map].
  pose proof (use_s164 IH 0 (2 + b) 0 0 (opt_l _ _ _ (s96_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s97 IH 0 (2 + b) 1 (opt_r _ _ _ (s96_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s164_p23 Ho0 ltac:(zlia)).
  rewrite (s97_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s96_c22_p45 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s96_board 0 (2 + b) 1 0 -> fst (s96_q45 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s96_q45 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s96_q45] in Hc |- *.
  rewrite tf_game_eq, (s96_c22_L b), (s96_c22_R b); cbn [map].
  pose proof (use_s164 IH 0 (2 + b) 0 0 (opt_l _ _ _ (s96_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s97 IH 0 (2 + b) 1 (opt_r _ _ _ (s96_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s164_p24 Ho0 ltac:(zlia)).
  rewrite (s97_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s96_c23_L (b : nat) : lmoves (s96_board 0 (2 + b) 1 1) = [s130_board 0 (2 + b) 1 0].
Proof. unfold s130_board, s96_board. tf_options. Qed.
Lemma s96_c23_R (b : nat) : rmoves (s96_board 0 (2 + b) 1 1) = [s129_board 0 (2 + b) 1 1].
Proof. unfold s129_board, s96_board. tf_options. Qed.
(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s96_c23_p35 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s96_board 0 (2 + b) 1 1 -> fst (s96_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s96_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s96_q35] in Hc |- *.
  rewrite tf_game_eq, (s96_c23_L b), (s96_c23_R b); cbn [map].
  pose proof (use_s130 IH 0 (2 + b) 1 0 (opt_l _ _ _ (s96_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s96_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s130_p28 Ho0 ltac:(zlia)).
  rewrite (s129_p10 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s96_c24_L (b d : nat) : lmoves (s96_board 0 (2 + b) 1 (2 + d)) = [s130_board 0 (2 + b) 1 (1 + d)].
Proof. unfold s130_board, s96_board. tf_options. Qed.
Lemma s96_c24_R (b d : nat) : rmoves (s96_board 0 (2 + b) 1 (2 + d)) = [s129_board 0 (2 + b) 1 (2 + d)].
Proof. unfold s129_board, s96_board. tf_options. Qed.
(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s96_c24_p36 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s96_board 0 (2 + b) 1 (2 + d) -> fst (s96_q36 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q36 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s96_q36] in Hc |- *.
  rewrite tf_game_eq, (s96_c24_L b d), (s96_c24_R b d); cbn [map].
  pose proof (use_s130 IH 0 (2 + b) 1 (1 + d) (opt_l _ _ _ (s96_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s96_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s130_p29 Ho0 ltac:(zlia)).
  rewrite (s129_p10 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s96_c24_p37 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s96_board 0 (2 + b) 1 (2 + d) -> fst (s96_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s96_q37] in Hc |- *.
  rewrite tf_game_eq, (s96_c24_L b d), (s96_c24_R b d); cbn [map].
  pose proof (use_s130 IH 0 (2 + b) 1 (1 + d) (opt_l _ _ _ (s96_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s96_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s130_p30 Ho0 ltac:(zlia)).
  rewrite (s129_p10 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s96_c24_p38 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s96_board 0 (2 + b) 1 (2 + d) -> fst (s96_q38 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q38 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s96_q38] in Hc |- *.
  rewrite tf_game_eq, (s96_c24_L b d), (s96_c24_R b d); cbn [map].
  pose proof (use_s130 IH 0 (2 + b) 1 (1 + d) (opt_l _ _ _ (s96_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s96_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s130_p31 Ho0 ltac:(zlia)).
  rewrite (s129_p10 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s96_c25_L (b c : nat) : lmoves (s96_board 0 (2 + b) (2 + c) 0) = [s164_board 0 (2 + b) (1 + c) 0].
Proof. unfold s164_board, s96_board. tf_options. Qed.
Lemma s96_c25_R (b c : nat) : rmoves (s96_board 0 (2 + b) (2 + c) 0) = [s97_board 0 (2 + b) (2 + c)].
Proof. unfold s96_board, s97_board. tf_options. Qed.
(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s96_c25_p41 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s96_board 0 (2 + b) (2 + c) 0 -> fst (s96_q41 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s96_q41 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s96_q41] in Hc |- *.
  rewrite tf_game_eq, (s96_c25_L b c), (s96_c25_R b c); cbn [map].
  pose proof (use_s164 IH 0 (2 + b) (1 + c) 0 (opt_l _ _ _ (s96_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s97 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s96_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s164_p18 Ho0 ltac:(zlia)).
  rewrite (s97_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s96_c25_p42 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s96_board 0 (2 + b) (2 + c) 0 -> fst (s96_q42 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s96_q42 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s96_q42] in Hc |- *.
  rewrite tf_game_eq, (s96_c25_L b c), (s96_c25_R b c); cbn [map].
  pose proof (use_s164 IH 0 (2 + b) (1 + c) 0 (opt_l _ _ _ (s96_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s97 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s96_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s164_p20 Ho0 ltac:(zlia)).
  rewrite (s97_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s96_c25_p43 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s96_board 0 (2 + b) (2 + c) 0 -> fst (s96_q43 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s96_q43 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s96_q43] in Hc |- *.
  rewrite tf_game_eq, (s96_c25_L b c), (s96_c25_R b c); cbn [map].
  pose proof (use_s164 IH 0 (2 + b) (1 + c) 0 (opt_l _ _ _ (s96_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s97 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s96_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s164_p22 Ho0 ltac:(zlia)).
  rewrite (s97_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s96_c26_L (b c : nat) : lmoves (s96_board 0 (2 + b) (2 + c) 1) = [s130_board 0 (2 + b) (2 + c) 0].
Proof. unfold s130_board, s96_board. tf_options. Qed.
Lemma s96_c26_R (b c : nat) : rmoves (s96_board 0 (2 + b) (2 + c) 1) = [s129_board 0 (2 + b) (2 + c) 1].
Proof. unfold s129_board, s96_board. tf_options. Qed.
(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s96_c26_p35 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s96_board 0 (2 + b) (2 + c) 1 -> fst (s96_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s96_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s96_q35] in Hc |- *.
  rewrite tf_game_eq, (s96_c26_L b c), (s96_c26_R b c); cbn [map].
  pose proof (use_s130 IH 0 (2 + b) (2 + c) 0 (opt_l _ _ _ (s96_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH 0 (2 + b) (2 + c) 1 (opt_r _ _ _ (s96_c26_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s130_p28 Ho0 ltac:(zlia)).
  rewrite (s129_p10 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s96_c27_L (b c d : nat) : lmoves (s96_board 0 (2 + b) (2 + c) (2 + d)) = [s130_board 0 (2 + b) (2 + c) (1 + d)].
Proof. unfold s130_board, s96_board. tf_options. Qed.
Lemma s96_c27_R (b c d : nat) : rmoves (s96_board 0 (2 + b) (2 + c) (2 + d)) = [s129_board 0 (2 + b) (2 + c) (2 + d)].
Proof. unfold s129_board, s96_board. tf_options. Qed.
(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s96_c27_p36 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s96_board 0 (2 + b) (2 + c) (2 + d) -> fst (s96_q36 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q36 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s96_q36] in Hc |- *.
  rewrite tf_game_eq, (s96_c27_L b c d), (s96_c27_R b c d); cbn [map].
  pose proof (use_s130 IH 0 (2 + b) (2 + c) (1 + d) (opt_l _ _ _ (s96_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH 0 (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s96_c27_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s130_p29 Ho0 ltac:(zlia)).
  rewrite (s129_p10 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s96_c27_p37 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s96_board 0 (2 + b) (2 + c) (2 + d) -> fst (s96_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s96_q37] in Hc |- *.
  rewrite tf_game_eq, (s96_c27_L b c d), (s96_c27_R b c d); cbn [map].
  pose proof (use_s130 IH 0 (2 + b) (2 + c) (1 + d) (opt_l _ _ _ (s96_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH 0 (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s96_c27_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s130_p30 Ho0 ltac:(zlia)).
  rewrite (s129_p10 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s96_c27_p38 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s96_board 0 (2 + b) (2 + c) (2 + d) -> fst (s96_q38 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q38 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s96_q38] in Hc |- *.
  rewrite tf_game_eq, (s96_c27_L b c d), (s96_c27_R b c d); cbn [map].
  pose proof (use_s130 IH 0 (2 + b) (2 + c) (1 + d) (opt_l _ _ _ (s96_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH 0 (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s96_c27_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s130_p31 Ho0 ltac:(zlia)).
  rewrite (s129_p10 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==1 && b==0 && c==0 && d==0: the board of s35 *)
Lemma s96_c28_p10 x (Hs35 : s35_claim x) :
  x = s96_board 1 0 0 0 -> fst (s96_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s96_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s96_q10] in Hc |- *.
  pose proof (Hs35 1 0 0 ltac:(rewrite Hx; unfold s96_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==1 && b==0 && c==0 && d==1: the board of s35 *)
Lemma s96_c29_p46 x (Hs35 : s35_claim x) :
  x = s96_board 1 0 0 1 -> fst (s96_q46 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s96_q46 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s96_q46] in Hc |- *.
  pose proof (Hs35 1 0 1 ltac:(rewrite Hx; unfold s96_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==1 && b==0 && c==0 && d>=2: the board of s35 *)
Lemma s96_c30_p47 x (Hs35 : s35_claim x) (d : nat) :
  x = s96_board 1 0 0 (2 + d) -> fst (s96_q47 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q47 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s96_q47] in Hc |- *.
  pose proof (Hs35 1 0 (2 + d) ltac:(rewrite Hx; unfold s96_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s96_c30_p48 x (Hs35 : s35_claim x) (d : nat) :
  x = s96_board 1 0 0 (2 + d) -> fst (s96_q48 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q48 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s96_q48] in Hc |- *.
  pose proof (Hs35 1 0 (2 + d) ltac:(rewrite Hx; unfold s96_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s96_c30_p49 x (Hs35 : s35_claim x) (d : nat) :
  x = s96_board 1 0 0 (2 + d) -> fst (s96_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s96_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s96_q49] in Hc |- *.
  pose proof (Hs35 1 0 (2 + d) ltac:(rewrite Hx; unfold s96_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s96_c31_L : lmoves (s96_board 1 0 1 0) = [s126_board 0 1 0 1 0; s164_board 1 0 0 0].
Proof. unfold s126_board, s164_board, s96_board. tf_options. Qed.
Lemma s96_c31_R : rmoves (s96_board 1 0 1 0) = [s131_board 1 0 0 1 0; s97_board 1 0 1].
Proof. unfold s131_board, s96_board, s97_board. tf_options. Qed.
(* s96 = T^a _^2 T^b F T^c F T^d _ F on a==1 && b==0 && c==1 && d==0 *)
Lemma s96_c31_p50 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s96_board 1 0 1 0 -> fst (s96_q50 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s96_q50 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s96_q50] in Hc |- *.
  rewrite tf_game_eq, (s96_c31_L), (s96_c31_R); cbn [map].
  pose proof (use_s126 IH 0 1 0 1 0 (opt_l _ _ _ (s96_c31_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 0 0 0 (opt_l _ _ _ (s96_c31_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 1 0 0 1 0 (opt_r _ _ _ (s96_c31_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s97 IH 1 0 1 (opt_r _ _ _ (s96_c31_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s126_p52 Ho0 ltac:(zlia)).
  rewrite (s164_p10 Ho1 ltac:(zlia)).
  rewrite (s131_p12 Ho2 ltac:(zlia)).
  rewrite (s97_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

