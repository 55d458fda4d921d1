(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s168_c223_L (a b d : nat) : lmoves (s168_board (2 + a) (2 + b) 0 (2 + d) 0) = [s168_board (1 + a) (3 + b) 0 (2 + d) 0; s168_board (2 + a) (1 + b) 1 (2 + d) 0; s168_board (2 + a) (2 + b) 0 (1 + d) 1].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c223_R (a b d : nat) : rmoves (s168_board (2 + a) (2 + b) 0 (2 + d) 0) = [s194_board (2 + a) (2 + b) 0 (2 + d) 0; s160_board (2 + a) (2 + b) 0 (2 + d) 0].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b>=2 && c==0 && d>=2 && e==0 *)
Lemma s168_c223_p124 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s168_board (2 + a) (2 + b) 0 (2 + d) 0 -> fst (s168_q124 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q124 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q124] in Hc |- *.
  rewrite tf_game_eq, (s168_c223_L a b d), (s168_c223_R a b d); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) 0 (2 + d) 0 (opt_l _ _ _ (s168_c223_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s168_c223_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s168_c223_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH (2 + a) (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c223_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH (2 + a) (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c223_R a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p105 Ho0 ltac:(zlia)).
  rewrite (s168_p120 Ho1 ltac:(zlia)).
  rewrite (s168_p123 Ho2 ltac:(zlia)).
  rewrite (s194_p47 Ho3 ltac:(zlia)).
  rewrite (s160_p113 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c223_p125 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s168_board (2 + a) (2 + b) 0 (2 + d) 0 -> fst (s168_q125 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q125 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q125] in Hc |- *.
  rewrite tf_game_eq, (s168_c223_L a b d), (s168_c223_R a b d); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) 0 (2 + d) 0 (opt_l _ _ _ (s168_c223_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s168_c223_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s168_c223_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH (2 + a) (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c223_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH (2 + a) (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c223_R a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s168_p106 Ho0 ltac:(zlia)).
    rewrite (s168_p121 Ho1 ltac:(zlia)).
    rewrite (s168_p71 Ho2 ltac:(zlia)).
    rewrite (s194_p47 Ho3 ltac:(zlia)).
    rewrite (s160_p113 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s168_p125 Ho0 ltac:(zlia)).
    rewrite (s168_p121 Ho1 ltac:(zlia)).
    rewrite (s168_p71 Ho2 ltac:(zlia)).
    rewrite (s194_p47 Ho3 ltac:(zlia)).
    rewrite (s160_p113 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s168_c223_p127 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s168_board (2 + a) (2 + b) 0 (2 + d) 0 -> fst (s168_q127 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q127 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q127] in Hc |- *.
  rewrite tf_game_eq, (s168_c223_L a b d), (s168_c223_R a b d); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) 0 (2 + d) 0 (opt_l _ _ _ (s168_c223_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s168_c223_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s168_c223_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH (2 + a) (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c223_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH (2 + a) (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c223_R a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s168_p105 Ho0 ltac:(zlia)).
    rewrite (s168_p126 Ho1 ltac:(zlia)).
    rewrite (s168_p63 Ho2 ltac:(zlia)).
    rewrite (s194_p47 Ho3 ltac:(zlia)).
    rewrite (s160_p113 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s168_p127 Ho0 ltac:(zlia)).
    rewrite (s168_p126 Ho1 ltac:(zlia)).
    rewrite (s168_p63 Ho2 ltac:(zlia)).
    rewrite (s194_p47 Ho3 ltac:(zlia)).
    rewrite (s160_p113 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s168_c223_p141 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s168_board (2 + a) (2 + b) 0 (2 + d) 0 -> fst (s168_q141 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q141 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q141] in Hc |- *.
  rewrite tf_game_eq, (s168_c223_L a b d), (s168_c223_R a b d); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) 0 (2 + d) 0 (opt_l _ _ _ (s168_c223_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s168_c223_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s168_c223_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH (2 + a) (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c223_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH (2 + a) (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c223_R a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p127 Ho0 ltac:(zlia)).
  rewrite (s168_p137 Ho1 ltac:(zlia)).
  rewrite (s168_p140 Ho2 ltac:(zlia)).
  rewrite (s194_p47 Ho3 ltac:(zlia)).
  rewrite (s160_p113 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c224_L (a b d : nat) : lmoves (s168_board (2 + a) (2 + b) 0 (2 + d) 1) = [s168_board (1 + a) (3 + b) 0 (2 + d) 1; s168_board (2 + a) (1 + b) 1 (2 + d) 1; s168_board (2 + a) (2 + b) 0 (1 + d) 2].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c224_R (a b d : nat) : rmoves (s168_board (2 + a) (2 + b) 0 (2 + d) 1) = [s194_board (2 + a) (2 + b) 0 (2 + d) 1; s160_board (2 + a) (2 + b) 0 (2 + d) 1].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b>=2 && c==0 && d>=2 && e==1 *)
Lemma s168_c224_p71 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s168_board (2 + a) (2 + b) 0 (2 + d) 1 -> fst (s168_q71 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q71 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q71] in Hc |- *.
  rewrite tf_game_eq, (s168_c224_L a b d), (s168_c224_R a b d); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) 0 (2 + d) 1 (opt_l _ _ _ (s168_c224_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) 1 (2 + d) 1 (opt_l _ _ _ (s168_c224_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) 0 (1 + d) 2 (opt_l _ _ _ (s168_c224_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH (2 + a) (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s168_c224_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH (2 + a) (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s168_c224_R a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p71 Ho0 ltac:(zlia)).
  rewrite (s168_p68 Ho1 ltac:(zlia)).
  rewrite (s168_p20 Ho2 ltac:(zlia)).
  rewrite (s194_p40 Ho3 ltac:(zlia)).
  rewrite (s160_p114 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c225_L (a b d e : nat) : lmoves (s168_board (2 + a) (2 + b) 0 (2 + d) (2 + e)) = [s168_board (1 + a) (3 + b) 0 (2 + d) (2 + e); s168_board (2 + a) (1 + b) 1 (2 + d) (2 + e); s168_board (2 + a) (2 + b) 0 (1 + d) (3 + e)].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c225_R (a b d e : nat) : rmoves (s168_board (2 + a) (2 + b) 0 (2 + d) (2 + e)) = [s194_board (2 + a) (2 + b) 0 (2 + d) (2 + e)].
Proof. unfold s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b>=2 && c==0 && d>=2 && e>=2 *)
Lemma s168_c225_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a b d e : nat) :
  x = s168_board (2 + a) (2 + b) 0 (2 + d) (2 + e) -> fst (s168_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q20] in Hc |- *.
  rewrite tf_game_eq, (s168_c225_L a b d e), (s168_c225_R a b d e); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) 0 (2 + d) (2 + e) (opt_l _ _ _ (s168_c225_L a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s168_c225_L a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) 0 (1 + d) (3 + e) (opt_l _ _ _ (s168_c225_L a b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH (2 + a) (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s168_c225_R a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p20 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s168_p20 Ho2 ltac:(zlia)).
  rewrite (s194_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c226_L (a b : nat) : lmoves (s168_board (2 + a) (2 + b) 1 0 0) = [s168_board (1 + a) (3 + b) 1 0 0; s168_board (2 + a) (1 + b) 2 0 0; s173_board (2 + a) (2 + b) 0 1].
Proof. unfold s168_board, s173_board. tf_options. Qed.
Lemma s168_c226_R (a b : nat) : rmoves (s168_board (2 + a) (2 + b) 1 0 0) = [s193_board (2 + a) (2 + b) 1 0; s90_board (2 + a) (2 + b) 1 0].
Proof. unfold s168_board, s193_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b>=2 && c==1 && d==0 && e==0 *)
Lemma s168_c226_p51 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s168_board (2 + a) (2 + b) 1 0 0 -> fst (s168_q51 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q51 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q51] in Hc |- *.
  rewrite tf_game_eq, (s168_c226_L a b), (s168_c226_R a b); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) 1 0 0 (opt_l _ _ _ (s168_c226_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) 2 0 0 (opt_l _ _ _ (s168_c226_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH (2 + a) (2 + b) 0 1 (opt_l _ _ _ (s168_c226_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s193 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s168_c226_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s90 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s168_c226_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p51 Ho0 ltac:(zlia)).
  rewrite (s168_p39 Ho1 ltac:(zlia)).
  rewrite (s173_p22 Ho2 ltac:(zlia)).
  rewrite (s193_p16 Ho3 ltac:(zlia)).
  rewrite (s90_p22 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s168_c227_L (a b : nat) : lmoves (s168_board (2 + a) (2 + b) 1 0 1) = [s168_board (1 + a) (3 + b) 1 0 1; s168_board (2 + a) (1 + b) 2 0 1; s173_board (2 + a) (2 + b) 0 2].
Proof. unfold s168_board, s173_board. tf_options. Qed.
Lemma s168_c227_R (a b : nat) : rmoves (s168_board (2 + a) (2 + b) 1 0 1) = [s193_board (2 + a) (2 + b) 1 1; s90_board (2 + a) (2 + b) 1 1].
Proof. unfold s168_board, s193_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b>=2 && c==1 && d==0 && e==1 *)
Lemma s168_c227_p52 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s168_board (2 + a) (2 + b) 1 0 1 -> fst (s168_q52 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q52 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q52] in Hc |- *.
  rewrite tf_game_eq, (s168_c227_L a b), (s168_c227_R a b); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) 1 0 1 (opt_l _ _ _ (s168_c227_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) 2 0 1 (opt_l _ _ _ (s168_c227_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH (2 + a) (2 + b) 0 2 (opt_l _ _ _ (s168_c227_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s193 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s168_c227_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s90 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s168_c227_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p52 Ho0 ltac:(zlia)).
  rewrite (s168_p14 Ho1 ltac:(zlia)).
  rewrite (s173_p29 Ho2 ltac:(zlia)).
  rewrite (s193_p19 Ho3 ltac:(zlia)).
  rewrite (s90_p23 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s168_c228_L (a b e : nat) : lmoves (s168_board (2 + a) (2 + b) 1 0 (2 + e)) = [s168_board (1 + a) (3 + b) 1 0 (2 + e); s168_board (2 + a) (1 + b) 2 0 (2 + e); s173_board (2 + a) (2 + b) 0 (3 + e)].
Proof. unfold s168_board, s173_board. tf_options. Qed.
Lemma s168_c228_R (a b e : nat) : rmoves (s168_board (2 + a) (2 + b) 1 0 (2 + e)) = [s193_board (2 + a) (2 + b) 1 (2 + e)].
Proof. unfold s168_board, s193_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b>=2 && c==1 && d==0 && e>=2 *)
Lemma s168_c228_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b e : nat) :
  x = s168_board (2 + a) (2 + b) 1 0 (2 + e) -> fst (s168_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c228_L a b e), (s168_c228_R a b e); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) 1 0 (2 + e) (opt_l _ _ _ (s168_c228_L a b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) 2 0 (2 + e) (opt_l _ _ _ (s168_c228_L a b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH (2 + a) (2 + b) 0 (3 + e) (opt_l _ _ _ (s168_c228_L a b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s193 IH (2 + a) (2 + b) 1 (2 + e) (opt_r _ _ _ (s168_c228_R a b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s173_p29 Ho2 ltac:(zlia)).
  rewrite (s193_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s168_c229_L (a b : nat) : lmoves (s168_board (2 + a) (2 + b) 1 1 0) = [s168_board (1 + a) (3 + b) 1 1 0; s168_board (2 + a) (1 + b) 2 1 0; s168_board (2 + a) (2 + b) 1 0 1].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c229_R (a b : nat) : rmoves (s168_board (2 + a) (2 + b) 1 1 0) = [s194_board (2 + a) (2 + b) 1 1 0; s160_board (2 + a) (2 + b) 1 1 0].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s168_c229_p53 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s168_board (2 + a) (2 + b) 1 1 0 -> fst (s168_q53 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q53 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q53] in Hc |- *.
  rewrite tf_game_eq, (s168_c229_L a b), (s168_c229_R a b); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) 1 1 0 (opt_l _ _ _ (s168_c229_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) 2 1 0 (opt_l _ _ _ (s168_c229_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) 1 0 1 (opt_l _ _ _ (s168_c229_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH (2 + a) (2 + b) 1 1 0 (opt_r _ _ _ (s168_c229_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH (2 + a) (2 + b) 1 1 0 (opt_r _ _ _ (s168_c229_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p53 Ho0 ltac:(zlia)).
  rewrite (s168_p21 Ho1 ltac:(zlia)).
  rewrite (s168_p52 Ho2 ltac:(zlia)).
  rewrite (s194_p55 Ho3 ltac:(zlia)).
  rewrite (s160_p62 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c230_L (a b : nat) : lmoves (s168_board (2 + a) (2 + b) 1 1 1) = [s168_board (1 + a) (3 + b) 1 1 1; s168_board (2 + a) (1 + b) 2 1 1; s168_board (2 + a) (2 + b) 1 0 2].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c230_R (a b : nat) : rmoves (s168_board (2 + a) (2 + b) 1 1 1) = [s194_board (2 + a) (2 + b) 1 1 1; s160_board (2 + a) (2 + b) 1 1 1].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s168_c230_p54 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s168_board (2 + a) (2 + b) 1 1 1 -> fst (s168_q54 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q54 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q54] in Hc |- *.
  rewrite tf_game_eq, (s168_c230_L a b), (s168_c230_R a b); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) 1 1 1 (opt_l _ _ _ (s168_c230_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) 2 1 1 (opt_l _ _ _ (s168_c230_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) 1 0 2 (opt_l _ _ _ (s168_c230_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH (2 + a) (2 + b) 1 1 1 (opt_r _ _ _ (s168_c230_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH (2 + a) (2 + b) 1 1 1 (opt_r _ _ _ (s168_c230_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p54 Ho0 ltac:(zlia)).
  rewrite (s168_p22 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  rewrite (s194_p57 Ho3 ltac:(zlia)).
  rewrite (s160_p73 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c231_L (a b e : nat) : lmoves (s168_board (2 + a) (2 + b) 1 1 (2 + e)) = [s168_board (1 + a) (3 + b) 1 1 (2 + e); s168_board (2 + a) (1 + b) 2 1 (2 + e); s168_board (2 + a) (2 + b) 1 0 (3 + e)].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c231_R (a b e : nat) : rmoves (s168_board (2 + a) (2 + b) 1 1 (2 + e)) = [s194_board (2 + a) (2 + b) 1 1 (2 + e)].
Proof. unfold s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s168_c231_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b e : nat) :
  x = s168_board (2 + a) (2 + b) 1 1 (2 + e) -> fst (s168_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c231_L a b e), (s168_c231_R a b e); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s168_c231_L a b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s168_c231_L a b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) 1 0 (3 + e) (opt_l _ _ _ (s168_c231_L a b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH (2 + a) (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s168_c231_R a b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  rewrite (s194_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s168_c232_L (a b d : nat) : lmoves (s168_board (2 + a) (2 + b) 1 (2 + d) 0) = [s168_board (1 + a) (3 + b) 1 (2 + d) 0; s168_board (2 + a) (1 + b) 2 (2 + d) 0; s168_board (2 + a) (2 + b) 1 (1 + d) 1].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c232_R (a b d : nat) : rmoves (s168_board (2 + a) (2 + b) 1 (2 + d) 0) = [s194_board (2 + a) (2 + b) 1 (2 + d) 0; s160_board (2 + a) (2 + b) 1 (2 + d) 0].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s168_c232_p121 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s168_board (2 + a) (2 + b) 1 (2 + d) 0 -> fst (s168_q121 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q121 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q121] in Hc |- *.
  rewrite tf_game_eq, (s168_c232_L a b d), (s168_c232_R a b d); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) 1 (2 + d) 0 (opt_l _ _ _ (s168_c232_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s168_c232_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s168_c232_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH (2 + a) (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s168_c232_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH (2 + a) (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s168_c232_R a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s168_p103 Ho0 ltac:(zlia)).
    rewrite (s168_p25 Ho1 ltac:(zlia)).
    rewrite (s168_p68 Ho2 ltac:(zlia)).
    rewrite (s194_p143 Ho3 ltac:(zlia)).
    rewrite (s160_p98 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s168_p121 Ho0 ltac:(zlia)).
    rewrite (s168_p25 Ho1 ltac:(zlia)).
    rewrite (s168_p68 Ho2 ltac:(zlia)).
    rewrite (s194_p143 Ho3 ltac:(zlia)).
    rewrite (s160_p98 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s168_c232_p126 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s168_board (2 + a) (2 + b) 1 (2 + d) 0 -> fst (s168_q126 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q126 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q126] in Hc |- *.
  rewrite tf_game_eq, (s168_c232_L a b d), (s168_c232_R a b d); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) 1 (2 + d) 0 (opt_l _ _ _ (s168_c232_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s168_c232_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s168_c232_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH (2 + a) (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s168_c232_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH (2 + a) (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s168_c232_R a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s168_p102 Ho0 ltac:(zlia)).
    rewrite (s168_p23 Ho1 ltac:(zlia)).
    rewrite (s168_p54 Ho2 ltac:(zlia)).
    rewrite (s194_p142 Ho3 ltac:(zlia)).
    rewrite (s160_p98 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s168_p126 Ho0 ltac:(zlia)).
    rewrite (s168_p23 Ho1 ltac:(zlia)).
    rewrite (s168_p54 Ho2 ltac:(zlia)).
    rewrite (s194_p142 Ho3 ltac:(zlia)).
    rewrite (s160_p98 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s168_c233_L (a b d : nat) : lmoves (s168_board (2 + a) (2 + b) 1 (2 + d) 1) = [s168_board (1 + a) (3 + b) 1 (2 + d) 1; s168_board (2 + a) (1 + b) 2 (2 + d) 1; s168_board (2 + a) (2 + b) 1 (1 + d) 2].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c233_R (a b d : nat) : rmoves (s168_board (2 + a) (2 + b) 1 (2 + d) 1) = [s194_board (2 + a) (2 + b) 1 (2 + d) 1; s160_board (2 + a) (2 + b) 1 (2 + d) 1].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s168_c233_p68 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s168_board (2 + a) (2 + b) 1 (2 + d) 1 -> fst (s168_q68 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q68 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q68] in Hc |- *.
  rewrite tf_game_eq, (s168_c233_L a b d), (s168_c233_R a b d); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) 1 (2 + d) 1 (opt_l _ _ _ (s168_c233_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s168_c233_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s168_c233_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH (2 + a) (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s168_c233_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH (2 + a) (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s168_c233_R a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p68 Ho0 ltac:(zlia)).
  rewrite (s168_p24 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  rewrite (s194_p40 Ho3 ltac:(zlia)).
  rewrite (s160_p99 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c234_L (a b d e : nat) : lmoves (s168_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [s168_board (1 + a) (3 + b) 1 (2 + d) (2 + e); s168_board (2 + a) (1 + b) 2 (2 + d) (2 + e); s168_board (2 + a) (2 + b) 1 (1 + d) (3 + e)].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c234_R (a b d e : nat) : rmoves (s168_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [s194_board (2 + a) (2 + b) 1 (2 + d) (2 + e)].
Proof. unfold s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s168_c234_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b d e : nat) :
  x = s168_board (2 + a) (2 + b) 1 (2 + d) (2 + e) -> fst (s168_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c234_L a b d e), (s168_c234_R a b d e); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s168_c234_L a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s168_c234_L a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s168_c234_L a b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH (2 + a) (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s168_c234_R a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  rewrite (s194_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s168_c235_L (a b c : nat) : lmoves (s168_board (2 + a) (2 + b) (2 + c) 0 0) = [s168_board (1 + a) (3 + b) (2 + c) 0 0; s168_board (2 + a) (1 + b) (3 + c) 0 0; s175_board (2 + a) (2 + b) (1 + c) 0 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
Lemma s168_c235_R (a b c : nat) : rmoves (s168_board (2 + a) (2 + b) (2 + c) 0 0) = [s90_board (2 + a) (2 + b) (2 + c) 0].
Proof. unfold s168_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b>=2 && c>=2 && d==0 && e==0 *)
Lemma s168_c235_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s168_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s168_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q26] in Hc |- *.
  rewrite tf_game_eq, (s168_c235_L a b c), (s168_c235_R a b c); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) (2 + c) 0 0 (opt_l _ _ _ (s168_c235_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) (3 + c) 0 0 (opt_l _ _ _ (s168_c235_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH (2 + a) (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s168_c235_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s90 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s168_c235_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p26 Ho0 ltac:(zlia)).
  rewrite (s168_p27 Ho1 ltac:(zlia)).
  rewrite (s175_p26 Ho2 ltac:(zlia)).
  rewrite (s90_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c235_p27 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s168_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s168_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q27] in Hc |- *.
  rewrite tf_game_eq, (s168_c235_L a b c), (s168_c235_R a b c); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) (2 + c) 0 0 (opt_l _ _ _ (s168_c235_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) (3 + c) 0 0 (opt_l _ _ _ (s168_c235_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH (2 + a) (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s168_c235_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s90 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s168_c235_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p27 Ho0 ltac:(zlia)).
  rewrite (s168_p27 Ho1 ltac:(zlia)).
  rewrite (s175_p94 Ho2 ltac:(zlia)).
  rewrite (s90_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c235_p39 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s168_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s168_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q39] in Hc |- *.
  rewrite tf_game_eq, (s168_c235_L a b c), (s168_c235_R a b c); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) (2 + c) 0 0 (opt_l _ _ _ (s168_c235_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) (3 + c) 0 0 (opt_l _ _ _ (s168_c235_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH (2 + a) (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s168_c235_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s90 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s168_c235_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p39 Ho0 ltac:(zlia)).
  rewrite (s168_p26 Ho1 ltac:(zlia)).
  rewrite (s175_p44 Ho2 ltac:(zlia)).
  rewrite (s90_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s168_c236_L (a b c : nat) : lmoves (s168_board (2 + a) (2 + b) (2 + c) 0 1) = [s168_board (1 + a) (3 + b) (2 + c) 0 1; s168_board (2 + a) (1 + b) (3 + c) 0 1; s175_board (2 + a) (2 + b) (1 + c) 0 2].
Proof. unfold s168_board, s175_board. tf_options. Qed.
Lemma s168_c236_R (a b c : nat) : rmoves (s168_board (2 + a) (2 + b) (2 + c) 0 1) = [s90_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s168_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b>=2 && c>=2 && d==0 && e==1 *)
Lemma s168_c236_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s168_board (2 + a) (2 + b) (2 + c) 0 1 -> fst (s168_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q14] in Hc |- *.
  rewrite tf_game_eq, (s168_c236_L a b c), (s168_c236_R a b c); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) (2 + c) 0 1 (opt_l _ _ _ (s168_c236_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) (3 + c) 0 1 (opt_l _ _ _ (s168_c236_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH (2 + a) (2 + b) (1 + c) 0 2 (opt_l _ _ _ (s168_c236_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s90 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s168_c236_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p14 Ho0 ltac:(zlia)).
  rewrite (s168_p14 Ho1 ltac:(zlia)).
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

Lemma s168_c237_L (a b c e : nat) : lmoves (s168_board (2 + a) (2 + b) (2 + c) 0 (2 + e)) = [s168_board (1 + a) (3 + b) (2 + c) 0 (2 + e); s168_board (2 + a) (1 + b) (3 + c) 0 (2 + e); s175_board (2 + a) (2 + b) (1 + c) 0 (3 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
Lemma s168_c237_R (a b c e : nat) : rmoves (s168_board (2 + a) (2 + b) (2 + c) 0 (2 + e)) = [].
Proof. unfold s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b>=2 && c>=2 && d==0 && e>=2 *)
Lemma s168_c237_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s168_board (2 + a) (2 + b) (2 + c) 0 (2 + e) -> fst (s168_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c237_L a b c e), (s168_c237_R a b c e); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) (2 + c) 0 (2 + e) (opt_l _ _ _ (s168_c237_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) (3 + c) 0 (2 + e) (opt_l _ _ _ (s168_c237_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH (2 + a) (2 + b) (1 + c) 0 (3 + e) (opt_l _ _ _ (s168_c237_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
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

Lemma s168_c238_L (a b c : nat) : lmoves (s168_board (2 + a) (2 + b) (2 + c) 1 0) = [s168_board (1 + a) (3 + b) (2 + c) 1 0; s168_board (2 + a) (1 + b) (3 + c) 1 0; s168_board (2 + a) (2 + b) (2 + c) 0 1].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c238_R (a b c : nat) : rmoves (s168_board (2 + a) (2 + b) (2 + c) 1 0) = [s160_board (2 + a) (2 + b) (2 + c) 1 0].
Proof. unfold s160_board, s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s168_c238_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s168_board (2 + a) (2 + b) (2 + c) 1 0 -> fst (s168_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q21] in Hc |- *.
  rewrite tf_game_eq, (s168_c238_L a b c), (s168_c238_R a b c); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) (2 + c) 1 0 (opt_l _ _ _ (s168_c238_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) (3 + c) 1 0 (opt_l _ _ _ (s168_c238_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) (2 + c) 0 1 (opt_l _ _ _ (s168_c238_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH (2 + a) (2 + b) (2 + c) 1 0 (opt_r _ _ _ (s168_c238_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p21 Ho0 ltac:(zlia)).
  rewrite (s168_p21 Ho1 ltac:(zlia)).
  rewrite (s168_p14 Ho2 ltac:(zlia)).
  rewrite (s160_p33 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c239_L (a b c : nat) : lmoves (s168_board (2 + a) (2 + b) (2 + c) 1 1) = [s168_board (1 + a) (3 + b) (2 + c) 1 1; s168_board (2 + a) (1 + b) (3 + c) 1 1; s168_board (2 + a) (2 + b) (2 + c) 0 2].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c239_R (a b c : nat) : rmoves (s168_board (2 + a) (2 + b) (2 + c) 1 1) = [s160_board (2 + a) (2 + b) (2 + c) 1 1].
Proof. unfold s160_board, s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s168_c239_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s168_board (2 + a) (2 + b) (2 + c) 1 1 -> fst (s168_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q22] in Hc |- *.
  rewrite tf_game_eq, (s168_c239_L a b c), (s168_c239_R a b c); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s168_c239_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s168_c239_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) (2 + c) 0 2 (opt_l _ _ _ (s168_c239_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH (2 + a) (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s168_c239_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p22 Ho0 ltac:(zlia)).
  rewrite (s168_p22 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  rewrite (s160_p35 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s168_c240_L (a b c e : nat) : lmoves (s168_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [s168_board (1 + a) (3 + b) (2 + c) 1 (2 + e); s168_board (2 + a) (1 + b) (3 + c) 1 (2 + e); s168_board (2 + a) (2 + b) (2 + c) 0 (3 + e)].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c240_R (a b c e : nat) : rmoves (s168_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s168_c240_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s168_board (2 + a) (2 + b) (2 + c) 1 (2 + e) -> fst (s168_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c240_L a b c e), (s168_c240_R a b c e); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s168_c240_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s168_c240_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) (2 + c) 0 (3 + e) (opt_l _ _ _ (s168_c240_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s168_c241_L (a b c d : nat) : lmoves (s168_board (2 + a) (2 + b) (2 + c) (2 + d) 0) = [s168_board (1 + a) (3 + b) (2 + c) (2 + d) 0; s168_board (2 + a) (1 + b) (3 + c) (2 + d) 0; s168_board (2 + a) (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c241_R (a b c d : nat) : rmoves (s168_board (2 + a) (2 + b) (2 + c) (2 + d) 0) = [s160_board (2 + a) (2 + b) (2 + c) (2 + d) 0].
Proof. unfold s160_board, s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s168_c241_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s168_board (2 + a) (2 + b) (2 + c) (2 + d) 0 -> fst (s168_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q23] in Hc |- *.
  rewrite tf_game_eq, (s168_c241_L a b c d), (s168_c241_R a b c d); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s168_c241_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s168_c241_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s168_c241_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH (2 + a) (2 + b) (2 + c) (2 + d) 0 (opt_r _ _ _ (s168_c241_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p23 Ho0 ltac:(zlia)).
  rewrite (s168_p23 Ho1 ltac:(zlia)).
  rewrite (s168_p22 Ho2 ltac:(zlia)).
  rewrite (s160_p33 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c241_p25 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s168_board (2 + a) (2 + b) (2 + c) (2 + d) 0 -> fst (s168_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q25] in Hc |- *.
  rewrite tf_game_eq, (s168_c241_L a b c d), (s168_c241_R a b c d); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s168_c241_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s168_c241_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s168_c241_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH (2 + a) (2 + b) (2 + c) (2 + d) 0 (opt_r _ _ _ (s168_c241_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p25 Ho0 ltac:(zlia)).
  rewrite (s168_p25 Ho1 ltac:(zlia)).
  rewrite (s168_p24 Ho2 ltac:(zlia)).
  rewrite (s160_p33 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c242_L (a b c d : nat) : lmoves (s168_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [s168_board (1 + a) (3 + b) (2 + c) (2 + d) 1; s168_board (2 + a) (1 + b) (3 + c) (2 + d) 1; s168_board (2 + a) (2 + b) (2 + c) (1 + d) 2].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c242_R (a b c d : nat) : rmoves (s168_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [s160_board (2 + a) (2 + b) (2 + c) (2 + d) 1].
Proof. unfold s160_board, s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s168_c242_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s168_board (2 + a) (2 + b) (2 + c) (2 + d) 1 -> fst (s168_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q24] in Hc |- *.
  rewrite tf_game_eq, (s168_c242_L a b c d), (s168_c242_R a b c d); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s168_c242_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s168_c242_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s168_c242_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH (2 + a) (2 + b) (2 + c) (2 + d) 1 (opt_r _ _ _ (s168_c242_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p24 Ho0 ltac:(zlia)).
  rewrite (s168_p24 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  rewrite (s160_p35 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c243_L (a b c d e : nat) : lmoves (s168_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [s168_board (1 + a) (3 + b) (2 + c) (2 + d) (2 + e); s168_board (2 + a) (1 + b) (3 + c) (2 + d) (2 + e); s168_board (2 + a) (2 + b) (2 + c) (1 + d) (3 + e)].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c243_R (a b c d e : nat) : rmoves (s168_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s168_c243_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  x = s168_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s168_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c243_L a b c d e), (s168_c243_R a b c d e); cbn [map].
  pose proof (use_s168 IH (1 + a) (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s168_c243_L a b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH (2 + a) (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s168_c243_L a b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s168_c243_L a b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s169 = T^a F T _ T^b _ T^c F^2 _ on a==0 && b==0 && c==0: the board of s128 *)
Lemma s169_c1_p1 x (Hs128 : s128_claim x) :
  x = s169_board 0 0 0 -> fst (s169_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s169_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s169_q1] in Hc |- *.
  pose proof (Hs128 0 0 ltac:(rewrite Hx; unfold s169_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s169 = T^a F T _ T^b _ T^c F^2 _ on a==0 && b==0 && c==1: the board of s128 *)
Lemma s169_c2_p2 x (Hs128 : s128_claim x) :
  x = s169_board 0 0 1 -> fst (s169_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s169_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s169_q2] in Hc |- *.
  pose proof (Hs128 0 1 ltac:(rewrite Hx; unfold s169_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s169 = T^a F T _ T^b _ T^c F^2 _ on a==0 && b==0 && c>=2: the board of s128 *)
Lemma s169_c3_p3 x (Hs128 : s128_claim x) (c : nat) :
  x = s169_board 0 0 (2 + c) -> fst (s169_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s169_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s169_q3] in Hc |- *.
  pose proof (Hs128 0 (2 + c) ltac:(rewrite Hx; unfold s169_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s169_c4_L : lmoves (s169_board 0 1 0) = [strip [(0, 1)] ([E; T; T; E; F; F; E]) []; strip [(0, 1)] ([T; E; E; T; F; F; E]) []].
Proof. unfold s169_board, strip. tf_options. Qed.
Lemma s169_c4_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; F; F; E]) []) (s31_board 0 2 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; F; F; E]) []); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s169_c4_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; F; F; E]) []) (s30_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F; F; E]) []); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s169_c4_R : rmoves (s169_board 0 1 0) = [strip [(0, 1)] ([T; E; T; F; E; F; E]) []].
Proof. unfold s169_board, strip. tf_options. Qed.
Lemma s169_c4_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; F; E]) []) (s113_board 1 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s169 = T^a F T _ T^b _ T^c F^2 _ on a==0 && b==1 && c==0 *)
Lemma s169_c4_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s169_board 0 1 0 -> fst (s169_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s169_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s169_q4] in Hc |- *.
  rewrite tf_game_eq, (s169_c4_L), (s169_c4_R); cbn [map].
  rewrite (tf_norm_game0 (s169_c4_L1)).
  pose proof (use_s31 IH 0 2 0 (opt_norm_l _ _ _ _ _ (s169_c4_L) ltac:(cbn [In]; left; reflexivity) (s169_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s169_c4_L2)).
  pose proof (use_s30 IH 1 1 (opt_norm_l _ _ _ _ _ (s169_c4_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s169_c4_L2))) as Ho1.
  rewrite (tf_norm_game0 (s169_c4_R1)).
  pose proof (use_s113 IH 1 1 0 0 (opt_norm_r _ _ _ _ _ (s169_c4_R) ltac:(cbn [In]; left; reflexivity) (s169_c4_R1))) as Ho2.
  rewrite (s31_p5 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s113_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s169_c5_L : lmoves (s169_board 0 1 1) = [strip [(0, 1)] ([E; T; T; E; T; F; F; E]) []; strip [(0, 1)] ([T; E; E; T; T; F; F; E]) []].
Proof. unfold s169_board, strip. tf_options. Qed.
Lemma s169_c5_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; T; F; F; E]) []) (s31_board 0 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; T; F; F; E]) []); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s169_c5_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; T; F; F; E]) []) (s30_board 1 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; T; F; F; E]) []); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s169_c5_R : rmoves (s169_board 0 1 1) = [strip [(0, 1)] ([T; E; T; F; T; E; F; E]) []].
Proof. unfold s169_board, strip. tf_options. Qed.
Lemma s169_c5_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; T; E; F; E]) []) (s113_board 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; T; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s169 = T^a F T _ T^b _ T^c F^2 _ on a==0 && b==1 && c==1 *)
Lemma s169_c5_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s169_board 0 1 1 -> fst (s169_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s169_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s169_q5] in Hc |- *.
  rewrite tf_game_eq, (s169_c5_L), (s169_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s169_c5_L1)).
  pose proof (use_s31 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s169_c5_L) ltac:(cbn [In]; left; reflexivity) (s169_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s169_c5_L2)).
  pose proof (use_s30 IH 1 2 (opt_norm_l _ _ _ _ _ (s169_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s169_c5_L2))) as Ho1.
  rewrite (tf_norm_game0 (s169_c5_R1)).
  pose proof (use_s113 IH 1 1 1 0 (opt_norm_r _ _ _ _ _ (s169_c5_R) ltac:(cbn [In]; left; reflexivity) (s169_c5_R1))) as Ho2.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s30_p2 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s169_c6_L (c : nat) : lmoves (s169_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F; F; E]) []; strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F; F; E]) []].
Proof. unfold s169_board, strip. tf_options. Qed.
Lemma s169_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F; F; E]) []) (s31_board 0 2 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F; F; E]) []); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s169_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F; F; E]) []) (s30_board 1 (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F; F; E]) []); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s169_c6_R (c : nat) : rmoves (s169_board 0 1 (2 + c)) = [].
Proof. unfold s169_board. tf_options. Qed.
(* s169 = T^a F T _ T^b _ T^c F^2 _ on a==0 && b==1 && c>=2 *)
Lemma s169_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s169_board 0 1 (2 + c) -> fst (s169_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s169_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s169_q3] in Hc |- *.
  rewrite tf_game_eq, (s169_c6_L c), (s169_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s169_c6_L1 c)).
  pose proof (use_s31 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s169_c6_L c) ltac:(cbn [In]; left; reflexivity) (s169_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s169_c6_L2 c)).
  pose proof (use_s30 IH 1 (3 + c) (opt_norm_l _ _ _ _ _ (s169_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s169_c6_L2 c))) as Ho1.
  rewrite (s31_p2 Ho0 ltac:(zlia)).
  rewrite (s30_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s169_c7_L (b : nat) : lmoves (s169_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; F; F; E]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F; F; E]) []].
Proof. unfold s169_board, strip. tf_options. Qed.
Lemma s169_c7_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; F; F; E]) []) (s31_board 0 (3 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; F; F; E]) []); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s169_c7_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F; F; E]) []) (s31_board 1 (1 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F; F; E]) []); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s169_c7_R (b : nat) : rmoves (s169_board 0 (2 + b) 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; F; E]) []].
Proof. unfold s169_board, strip. tf_options. Qed.
Lemma s169_c7_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; F; E]) []) (s113_board 1 (2 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s169 = T^a F T _ T^b _ T^c F^2 _ on a==0 && b>=2 && c==0 *)
Lemma s169_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s169_board 0 (2 + b) 0 -> fst (s169_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s169_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s169_q6] in Hc |- *.
  rewrite tf_game_eq, (s169_c7_L b), (s169_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s169_c7_L1 b)).
  pose proof (use_s31 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s169_c7_L b) ltac:(cbn [In]; left; reflexivity) (s169_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s169_c7_L2 b)).
  pose proof (use_s31 IH 1 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s169_c7_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s169_c7_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s169_c7_R1 b)).
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s169_c7_R b) ltac:(cbn [In]; left; reflexivity) (s169_c7_R1 b))) as Ho2.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s113_p17 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s169_c7_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s169_board 0 (2 + b) 0 -> fst (s169_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s169_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s169_q7] in Hc |- *.
  rewrite tf_game_eq, (s169_c7_L b), (s169_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s169_c7_L1 b)).
  pose proof (use_s31 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s169_c7_L b) ltac:(cbn [In]; left; reflexivity) (s169_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s169_c7_L2 b)).
  pose proof (use_s31 IH 1 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s169_c7_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s169_c7_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s169_c7_R1 b)).
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s169_c7_R b) ltac:(cbn [In]; left; reflexivity) (s169_c7_R1 b))) as Ho2.
  rewrite (s31_p8 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s113_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s169_c7_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s169_board 0 (2 + b) 0 -> fst (s169_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s169_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s169_q8] in Hc |- *.
  rewrite tf_game_eq, (s169_c7_L b), (s169_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s169_c7_L1 b)).
  pose proof (use_s31 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s169_c7_L b) ltac:(cbn [In]; left; reflexivity) (s169_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s169_c7_L2 b)).
  pose proof (use_s31 IH 1 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s169_c7_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s169_c7_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s169_c7_R1 b)).
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s169_c7_R b) ltac:(cbn [In]; left; reflexivity) (s169_c7_R1 b))) as Ho2.
  rewrite (s31_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s113_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s169_c8_L (b : nat) : lmoves (s169_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; F; F; E]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; F; F; E]) []].
Proof. unfold s169_board, strip. tf_options. Qed.
Lemma s169_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; F; F; E]) []) (s31_board 0 (3 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; F; F; E]) []); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s169_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; F; F; E]) []) (s31_board 1 (1 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; F; F; E]) []); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s169_c8_R (b : nat) : rmoves (s169_board 0 (2 + b) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; F; E]) []].
Proof. unfold s169_board, strip. tf_options. Qed.
Lemma s169_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; F; E]) []) (s113_board 1 (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s169 = T^a F T _ T^b _ T^c F^2 _ on a==0 && b>=2 && c==1 *)
Lemma s169_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s169_board 0 (2 + b) 1 -> fst (s169_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s169_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s169_q5] in Hc |- *.
  rewrite tf_game_eq, (s169_c8_L b), (s169_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s169_c8_L1 b)).
  pose proof (use_s31 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s169_c8_L b) ltac:(cbn [In]; left; reflexivity) (s169_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s169_c8_L2 b)).
  pose proof (use_s31 IH 1 (1 + b) 2 (opt_norm_l _ _ _ _ _ (s169_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s169_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s169_c8_R1 b)).
  pose proof (use_s113 IH 1 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s169_c8_R b) ltac:(cbn [In]; left; reflexivity) (s169_c8_R1 b))) as Ho2.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p2 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s169_c9_L (b c : nat) : lmoves (s169_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; F; E]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; F; E]) []].
Proof. unfold s169_board, strip. tf_options. Qed.
Lemma s169_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; F; E]) []) (s31_board 0 (3 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; F; E]) []); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s169_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; F; E]) []) (s31_board 1 (1 + b) (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; F; E]) []); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s169_c9_R (b c : nat) : rmoves (s169_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s169_board. tf_options. Qed.
(* s169 = T^a F T _ T^b _ T^c F^2 _ on a==0 && b>=2 && c>=2 *)
Lemma s169_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s169_board 0 (2 + b) (2 + c) -> fst (s169_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s169_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s169_q3] in Hc |- *.
  rewrite tf_game_eq, (s169_c9_L b c), (s169_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s169_c9_L1 b c)).
  pose proof (use_s31 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s169_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s169_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s169_c9_L2 b c)).
  pose proof (use_s31 IH 1 (1 + b) (3 + c) (opt_norm_l _ _ _ _ _ (s169_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s169_c9_L2 b c))) as Ho1.
  rewrite (s31_p2 Ho0 ltac:(zlia)).
  rewrite (s31_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s169 = T^a F T _ T^b _ T^c F^2 _ on a==1 && b==0 && c==0: the board of s128 *)
Lemma s169_c10_p9 x (Hs128 : s128_claim x) :
  x = s169_board 1 0 0 -> fst (s169_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s169_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s169_q9] in Hc |- *.
  pose proof (Hs128 1 0 ltac:(rewrite Hx; unfold s169_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s169 = T^a F T _ T^b _ T^c F^2 _ on a==1 && b==0 && c==1: the board of s128 *)
Lemma s169_c11_p2 x (Hs128 : s128_claim x) :
  x = s169_board 1 0 1 -> fst (s169_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s169_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s169_q2] in Hc |- *.
  pose proof (Hs128 1 1 ltac:(rewrite Hx; unfold s169_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s169 = T^a F T _ T^b _ T^c F^2 _ on a==1 && b==0 && c>=2: the board of s128 *)
Lemma s169_c12_p3 x (Hs128 : s128_claim x) (c : nat) :
  x = s169_board 1 0 (2 + c) -> fst (s169_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s169_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s169_q3] in Hc |- *.
  pose proof (Hs128 1 (2 + c) ltac:(rewrite Hx; unfold s169_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s169_c13_L : lmoves (s169_board 1 1 0) = [s135_board 1 2 0; s128_board 1 1].
Proof. unfold s128_board, s135_board, s169_board. tf_options. Qed.
Lemma s169_c13_R : rmoves (s169_board 1 1 0) = [s198_board 1 1 0 0].
Proof. unfold s169_board, s198_board. tf_options. Qed.
(* s169 = T^a F T _ T^b _ T^c F^2 _ on a==1 && b==1 && c==0 *)
Lemma s169_c13_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s169_board 1 1 0 -> fst (s169_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s169_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s169_q4] in Hc |- *.
  rewrite tf_game_eq, (s169_c13_L), (s169_c13_R); cbn [map].
  pose proof (use_s135 IH 1 2 0 (opt_l _ _ _ (s169_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s128 IH 1 1 (opt_l _ _ _ (s169_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH 1 1 0 0 (opt_r _ _ _ (s169_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s135_p11 Ho0 ltac:(zlia)).
  rewrite (s128_p2 Ho1 ltac:(zlia)).
  rewrite (s198_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s169_c14_L : lmoves (s169_board 1 1 1) = [s135_board 1 2 1; s128_board 1 2].
Proof. unfold s128_board, s135_board, s169_board. tf_options. Qed.
Lemma s169_c14_R : rmoves (s169_board 1 1 1) = [s198_board 1 1 1 0].
Proof. unfold s169_board, s198_board. tf_options. Qed.
(* s169 = T^a F T _ T^b _ T^c F^2 _ on a==1 && b==1 && c==1 *)
Lemma s169_c14_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s169_board 1 1 1 -> fst (s169_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s169_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s169_q5] in Hc |- *.
  rewrite tf_game_eq, (s169_c14_L), (s169_c14_R); cbn [map].
  pose proof (use_s135 IH 1 2 1 (opt_l _ _ _ (s169_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s128 IH 1 2 (opt_l _ _ _ (s169_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH 1 1 1 0 (opt_r _ _ _ (s169_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s135_p6 Ho0 ltac:(zlia)).
  rewrite (s128_p3 Ho1 ltac:(zlia)).
  rewrite (s198_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s169_c15_L (c : nat) : lmoves (s169_board 1 1 (2 + c)) = [s135_board 1 2 (2 + c); s128_board 1 (3 + c)].
Proof. unfold s128_board, s135_board, s169_board. tf_options. Qed.
Lemma s169_c15_R (c : nat) : rmoves (s169_board 1 1 (2 + c)) = [].
Proof. unfold s169_board. tf_options. Qed.
(* s169 = T^a F T _ T^b _ T^c F^2 _ on a==1 && b==1 && c>=2 *)
Lemma s169_c15_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s169_board 1 1 (2 + c) -> fst (s169_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s169_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s169_q3] in Hc |- *.
  rewrite tf_game_eq, (s169_c15_L c), (s169_c15_R c); cbn [map].
  pose proof (use_s135 IH 1 2 (2 + c) (opt_l _ _ _ (s169_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s128 IH 1 (3 + c) (opt_l _ _ _ (s169_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s135_p3 Ho0 ltac:(zlia)).
  rewrite (s128_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s169_c16_L (b : nat) : lmoves (s169_board 1 (2 + b) 0) = [s135_board 1 (3 + b) 0; s169_board 1 (1 + b) 1].
Proof. unfold s135_board, s169_board. tf_options. Qed.
Lemma s169_c16_R (b : nat) : rmoves (s169_board 1 (2 + b) 0) = [s198_board 1 (2 + b) 0 0].
Proof. unfold s169_board, s198_board. tf_options. Qed.
(* s169 = T^a F T _ T^b _ T^c F^2 _ on a==1 && b>=2 && c==0 *)
Lemma s169_c16_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s169_board 1 (2 + b) 0 -> fst (s169_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s169_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s169_q6] in Hc |- *.
  rewrite tf_game_eq, (s169_c16_L b), (s169_c16_R b); cbn [map].
  pose proof (use_s135 IH 1 (3 + b) 0 (opt_l _ _ _ (s169_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s169 IH 1 (1 + b) 1 (opt_l _ _ _ (s169_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s169_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s135_p9 Ho0 ltac:(zlia)).
  rewrite (s169_p5 Ho1 ltac:(zlia)).
  rewrite (s198_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s169_c16_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s169_board 1 (2 + b) 0 -> fst (s169_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s169_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s169_q8] in Hc |- *.
  rewrite tf_game_eq, (s169_c16_L b), (s169_c16_R b); cbn [map].
  pose proof (use_s135 IH 1 (3 + b) 0 (opt_l _ _ _ (s169_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s169 IH 1 (1 + b) 1 (opt_l _ _ _ (s169_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s169_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s135_p10 Ho0 ltac:(zlia)).
  rewrite (s169_p5 Ho1 ltac:(zlia)).
  rewrite (s198_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s169_c17_L (b : nat) : lmoves (s169_board 1 (2 + b) 1) = [s135_board 1 (3 + b) 1; s169_board 1 (1 + b) 2].
Proof. unfold s135_board, s169_board. tf_options. Qed.
Lemma s169_c17_R (b : nat) : rmoves (s169_board 1 (2 + b) 1) = [s198_board 1 (2 + b) 1 0].
Proof. unfold s169_board, s198_board. tf_options. Qed.
(* s169 = T^a F T _ T^b _ T^c F^2 _ on a==1 && b>=2 && c==1 *)
Lemma s169_c17_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s169_board 1 (2 + b) 1 -> fst (s169_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s169_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s169_q5] in Hc |- *.
  rewrite tf_game_eq, (s169_c17_L b), (s169_c17_R b); cbn [map].
  pose proof (use_s135 IH 1 (3 + b) 1 (opt_l _ _ _ (s169_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s169 IH 1 (1 + b) 2 (opt_l _ _ _ (s169_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s169_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s135_p6 Ho0 ltac:(zlia)).
  rewrite (s169_p3 Ho1 ltac:(zlia)).
  rewrite (s198_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s169_c18_L (b c : nat) : lmoves (s169_board 1 (2 + b) (2 + c)) = [s135_board 1 (3 + b) (2 + c); s169_board 1 (1 + b) (3 + c)].
Proof. unfold s135_board, s169_board. tf_options. Qed.
Lemma s169_c18_R (b c : nat) : rmoves (s169_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s169_board. tf_options. Qed.
(* s169 = T^a F T _ T^b _ T^c F^2 _ on a==1 && b>=2 && c>=2 *)
Lemma s169_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s169_board 1 (2 + b) (2 + c) -> fst (s169_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s169_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s169_q3] in Hc |- *.
  rewrite tf_game_eq, (s169_c18_L b c), (s169_c18_R b c); cbn [map].
  pose proof (use_s135 IH 1 (3 + b) (2 + c) (opt_l _ _ _ (s169_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s169 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s169_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s135_p3 Ho0 ltac:(zlia)).
  rewrite (s169_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s169 = T^a F T _ T^b _ T^c F^2 _ on a>=2 && b==0 && c==0: the board of s128 *)
Lemma s169_c19_p10 x (Hs128 : s128_claim x) (a : nat) :
  x = s169_board (2 + a) 0 0 -> fst (s169_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s169_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s169_q10] in Hc |- *.
  pose proof (Hs128 (2 + a) 0 ltac:(rewrite Hx; unfold s169_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s169_c19_p11 x (Hs128 : s128_claim x) (a : nat) :
  x = s169_board (2 + a) 0 0 -> fst (s169_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s169_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s169_q11] in Hc |- *.
  pose proof (Hs128 (2 + a) 0 ltac:(rewrite Hx; unfold s169_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s169_c19_p12 x (Hs128 : s128_claim x) (a : nat) :
  x = s169_board (2 + a) 0 0 -> fst (s169_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s169_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s169_q12] in Hc |- *.
  pose proof (Hs128 (2 + a) 0 ltac:(rewrite Hx; unfold s169_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s169_c19_p13 x (Hs128 : s128_claim x) (a : nat) :
  x = s169_board (2 + a) 0 0 -> fst (s169_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s169_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s169_q13] in Hc |- *.
  pose proof (Hs128 (2 + a) 0 ltac:(rewrite Hx; unfold s169_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s169_c19_p14 x (Hs128 : s128_claim x) (a : nat) :
  x = s169_board (2 + a) 0 0 -> fst (s169_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s169_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s169_q14] in Hc |- *.
  pose proof (Hs128 (2 + a) 0 ltac:(rewrite Hx; unfold s169_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s169_c19_p15 x (Hs128 : s128_claim x) (a : nat) :
  x = s169_board (2 + a) 0 0 -> fst (s169_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s169_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s169_q15] in Hc |- *.
  pose proof (Hs128 (2 + a) 0 ltac:(rewrite Hx; unfold s169_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s169 = T^a F T _ T^b _ T^c F^2 _ on a>=2 && b==0 && c==1: the board of s128 *)
Lemma s169_c20_p2 x (Hs128 : s128_claim x) (a : nat) :
  x = s169_board (2 + a) 0 1 -> fst (s169_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s169_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s169_q2] in Hc |- *.
  pose proof (Hs128 (2 + a) 1 ltac:(rewrite Hx; unfold s169_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s169 = T^a F T _ T^b _ T^c F^2 _ on a>=2 && b==0 && c>=2: the board of s128 *)
Lemma s169_c21_p3 x (Hs128 : s128_claim x) (a c : nat) :
  x = s169_board (2 + a) 0 (2 + c) -> fst (s169_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s169_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s169_q3] in Hc |- *.
  pose proof (Hs128 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s169_board, s128_board; board_eq)) as Ho0.
  rewrite (s128_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s169_c22_L (a : nat) : lmoves (s169_board (2 + a) 1 0) = [s135_board (2 + a) 2 0; s128_board (2 + a) 1].
Proof. unfold s128_board, s135_board, s169_board. tf_options. Qed.
Lemma s169_c22_R (a : nat) : rmoves (s169_board (2 + a) 1 0) = [s198_board (2 + a) 1 0 0].
Proof. unfold s169_board, s198_board. tf_options. Qed.
(* s169 = T^a F T _ T^b _ T^c F^2 _ on a>=2 && b==1 && c==0 *)
Lemma s169_c22_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s169_board (2 + a) 1 0 -> fst (s169_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s169_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s169_q4] in Hc |- *.
  rewrite tf_game_eq, (s169_c22_L a), (s169_c22_R a); cbn [map].
  pose proof (use_s135 IH (2 + a) 2 0 (opt_l _ _ _ (s169_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s128 IH (2 + a) 1 (opt_l _ _ _ (s169_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH (2 + a) 1 0 0 (opt_r _ _ _ (s169_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) >= 6)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|[Hp0|Hp0]]]].
  {
    rewrite (s135_p9 Ho0 ltac:(zlia)).
    rewrite (s128_p2 Ho1 ltac:(zlia)).
    rewrite (s198_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s135_p14 Ho0 ltac:(zlia)).
    rewrite (s128_p2 Ho1 ltac:(zlia)).
    rewrite (s198_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s135_p18 Ho0 ltac:(zlia)).
    rewrite (s128_p2 Ho1 ltac:(zlia)).
    rewrite (s198_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s135_p22 Ho0 ltac:(zlia)).
    rewrite (s128_p2 Ho1 ltac:(zlia)).
    rewrite (s198_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s135_p24 Ho0 ltac:(zlia)).
    rewrite (s128_p2 Ho1 ltac:(zlia)).
    rewrite (s198_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s169_c23_L (a : nat) : lmoves (s169_board (2 + a) 1 1) = [s135_board (2 + a) 2 1; s128_board (2 + a) 2].
Proof. unfold s128_board, s135_board, s169_board. tf_options. Qed.
Lemma s169_c23_R (a : nat) : rmoves (s169_board (2 + a) 1 1) = [s198_board (2 + a) 1 1 0].
Proof. unfold s169_board, s198_board. tf_options. Qed.
(* s169 = T^a F T _ T^b _ T^c F^2 _ on a>=2 && b==1 && c==1 *)
Lemma s169_c23_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s169_board (2 + a) 1 1 -> fst (s169_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s169_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s169_q5] in Hc |- *.
  rewrite tf_game_eq, (s169_c23_L a), (s169_c23_R a); cbn [map].
  pose proof (use_s135 IH (2 + a) 2 1 (opt_l _ _ _ (s169_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s128 IH (2 + a) 2 (opt_l _ _ _ (s169_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH (2 + a) 1 1 0 (opt_r _ _ _ (s169_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s135_p6 Ho0 ltac:(zlia)).
  rewrite (s128_p3 Ho1 ltac:(zlia)).
  rewrite (s198_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s169_c24_L (a c : nat) : lmoves (s169_board (2 + a) 1 (2 + c)) = [s135_board (2 + a) 2 (2 + c); s128_board (2 + a) (3 + c)].
Proof. unfold s128_board, s135_board, s169_board. tf_options. Qed.
Lemma s169_c24_R (a c : nat) : rmoves (s169_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s169_board. tf_options. Qed.
(* s169 = T^a F T _ T^b _ T^c F^2 _ on a>=2 && b==1 && c>=2 *)
Lemma s169_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s169_board (2 + a) 1 (2 + c) -> fst (s169_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s169_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s169_q3] in Hc |- *.
  rewrite tf_game_eq, (s169_c24_L a c), (s169_c24_R a c); cbn [map].
  pose proof (use_s135 IH (2 + a) 2 (2 + c) (opt_l _ _ _ (s169_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s128 IH (2 + a) (3 + c) (opt_l _ _ _ (s169_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s135_p3 Ho0 ltac:(zlia)).
  rewrite (s128_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s169_c25_L (a b : nat) : lmoves (s169_board (2 + a) (2 + b) 0) = [s135_board (2 + a) (3 + b) 0; s169_board (2 + a) (1 + b) 1].
Proof. unfold s135_board, s169_board. tf_options. Qed.
Lemma s169_c25_R (a b : nat) : rmoves (s169_board (2 + a) (2 + b) 0) = [s198_board (2 + a) (2 + b) 0 0].
Proof. unfold s169_board, s198_board. tf_options. Qed.
(* s169 = T^a F T _ T^b _ T^c F^2 _ on a>=2 && b>=2 && c==0 *)
Lemma s169_c25_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s169_board (2 + a) (2 + b) 0 -> fst (s169_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s169_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s169_q6] in Hc |- *.
  rewrite tf_game_eq, (s169_c25_L a b), (s169_c25_R a b); cbn [map].
  pose proof (use_s135 IH (2 + a) (3 + b) 0 (opt_l _ _ _ (s169_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s169 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s169_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s169_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s135_p10 Ho0 ltac:(zlia)).
  rewrite (s169_p5 Ho1 ltac:(zlia)).
  rewrite (s198_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s169_c25_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s169_board (2 + a) (2 + b) 0 -> fst (s169_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s169_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s169_q8] in Hc |- *.
  rewrite tf_game_eq, (s169_c25_L a b), (s169_c25_R a b); cbn [map].
  pose proof (use_s135 IH (2 + a) (3 + b) 0 (opt_l _ _ _ (s169_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s169 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s169_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s169_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s135_p10 Ho0 ltac:(zlia)).
  rewrite (s169_p5 Ho1 ltac:(zlia)).
  rewrite (s198_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s169_c26_L (a b : nat) : lmoves (s169_board (2 + a) (2 + b) 1) = [s135_board (2 + a) (3 + b) 1; s169_board (2 + a) (1 + b) 2].
Proof. unfold s135_board, s169_board. tf_options. Qed.
Lemma s169_c26_R (a b : nat) : rmoves (s169_board (2 + a) (2 + b) 1) = [s198_board (2 + a) (2 + b) 1 0].
Proof. unfold s169_board, s198_board. tf_options. Qed.
(* s169 = T^a F T _ T^b _ T^c F^2 _ on a>=2 && b>=2 && c==1 *)
Lemma s169_c26_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s169_board (2 + a) (2 + b) 1 -> fst (s169_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s169_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s169_q5] in Hc |- *.
  rewrite tf_game_eq, (s169_c26_L a b), (s169_c26_R a b); cbn [map].
  pose proof (use_s135 IH (2 + a) (3 + b) 1 (opt_l _ _ _ (s169_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s169 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s169_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s169_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s135_p6 Ho0 ltac:(zlia)).
  rewrite (s169_p3 Ho1 ltac:(zlia)).
  rewrite (s198_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s169_c27_L (a b c : nat) : lmoves (s169_board (2 + a) (2 + b) (2 + c)) = [s135_board (2 + a) (3 + b) (2 + c); s169_board (2 + a) (1 + b) (3 + c)].
Proof. unfold s135_board, s169_board. tf_options. Qed.
Lemma s169_c27_R (a b c : nat) : rmoves (s169_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s169_board. tf_options. Qed.
(* s169 = T^a F T _ T^b _ T^c F^2 _ on a>=2 && b>=2 && c>=2 *)
Lemma s169_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s169_board (2 + a) (2 + b) (2 + c) -> fst (s169_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s169_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s169_q3] in Hc |- *.
  rewrite tf_game_eq, (s169_c27_L a b c), (s169_c27_R a b c); cbn [map].
  pose proof (use_s135 IH (2 + a) (3 + b) (2 + c) (opt_l _ _ _ (s169_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s169 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s169_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s135_p3 Ho0 ltac:(zlia)).
  rewrite (s169_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b==0 && c==0 && d==0: the board of s123 *)
Lemma s170_c1_p1 x (Hs123 : s123_claim x) :
  x = s170_board 0 0 0 0 -> fst (s170_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s170_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q1] in Hc |- *.
  pose proof (Hs123 0 0 ltac:(rewrite Hx; unfold s170_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b==0 && c==0 && d==1: the board of s143 *)
Lemma s170_c2_p2 x (Hs143 : s143_claim x) :
  x = s170_board 0 0 0 1 -> fst (s170_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s170_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q2] in Hc |- *.
  pose proof (Hs143 0 0 1 ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  rewrite (s143_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b==0 && c==0 && d>=2: the board of s143 *)
Lemma s170_c3_p2 x (Hs143 : s143_claim x) (d : nat) :
  x = s170_board 0 0 0 (2 + d) -> fst (s170_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s170_q2] in Hc |- *.
  pose proof (Hs143 0 0 (2 + d) ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  rewrite (s143_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b==0 && c==1 && d==0: the board of s123 *)
Lemma s170_c4_p4 x (Hs123 : s123_claim x) :
  x = s170_board 0 0 1 0 -> fst (s170_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s170_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q4] in Hc |- *.
  pose proof (Hs123 0 1 ltac:(rewrite Hx; unfold s170_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b==0 && c==1 && d==1: the board of s143 *)
Lemma s170_c5_p4 x (Hs143 : s143_claim x) :
  x = s170_board 0 0 1 1 -> fst (s170_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s170_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q4] in Hc |- *.
  pose proof (Hs143 0 1 1 ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  rewrite (s143_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b==0 && c==1 && d>=2: the board of s143 *)
Lemma s170_c6_p4 x (Hs143 : s143_claim x) (d : nat) :
  x = s170_board 0 0 1 (2 + d) -> fst (s170_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s170_q4] in Hc |- *.
  pose proof (Hs143 0 1 (2 + d) ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  rewrite (s143_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b==0 && c>=2 && d==0: the board of s123 *)
Lemma s170_c7_p5 x (Hs123 : s123_claim x) (c : nat) :
  x = s170_board 0 0 (2 + c) 0 -> fst (s170_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s170_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q5] in Hc |- *.
  pose proof (Hs123 0 (2 + c) ltac:(rewrite Hx; unfold s170_board, s123_board; board_eq)) as Ho0.
  rewrite (s123_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b==0 && c>=2 && d==1: the board of s143 *)
Lemma s170_c8_p5 x (Hs143 : s143_claim x) (c : nat) :
  x = s170_board 0 0 (2 + c) 1 -> fst (s170_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s170_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q5] in Hc |- *.
  pose proof (Hs143 0 (2 + c) 1 ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  rewrite (s143_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b==0 && c>=2 && d>=2: the board of s143 *)
Lemma s170_c9_p5 x (Hs143 : s143_claim x) (c d : nat) :
  x = s170_board 0 0 (2 + c) (2 + d) -> fst (s170_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s170_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s170_q5] in Hc |- *.
  pose proof (Hs143 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s170_board, s143_board; board_eq)) as Ho0.
  rewrite (s143_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s170 = T^a F _ T^b _ T^c F T^d F _ on a==0 && b==1 && c==0 && d==0: the board of s135 *)
Lemma s170_c10_p7 x (Hs135 : s135_claim x) :
  x = s170_board 0 1 0 0 -> fst (s170_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s170_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s170_q7] in Hc |- *.
  pose proof (Hs135 0 1 0 ltac:(rewrite Hx; unfold s170_board, s135_board; board_eq)) as Ho0.
  rewrite (s135_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

