(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s168_c142_L (b d : nat) : lmoves (s168_board 1 (2 + b) 0 (2 + d) 0) = [s168_board 0 (3 + b) 0 (2 + d) 0; s168_board 1 (1 + b) 1 (2 + d) 0; s168_board 1 (2 + b) 0 (1 + d) 1].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c142_R (b d : nat) : rmoves (s168_board 1 (2 + b) 0 (2 + d) 0) = [s194_board 1 (2 + b) 0 (2 + d) 0; s160_board 1 (2 + b) 0 (2 + d) 0].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c==0 && d>=2 && e==0 *)
Lemma s168_c142_p99 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s168_board 1 (2 + b) 0 (2 + d) 0 -> fst (s168_q99 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q99 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q99] in Hc |- *.
  rewrite tf_game_eq, (s168_c142_L b d), (s168_c142_R b d); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 0 (2 + d) 0 (opt_l _ _ _ (s168_c142_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s168_c142_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s168_c142_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c142_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH 1 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c142_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p64 Ho0 ltac:(zlia)).
  rewrite (s168_p93 Ho1 ltac:(zlia)).
  rewrite (s168_p98 Ho2 ltac:(zlia)).
  rewrite (s194_p47 Ho3 ltac:(zlia)).
  rewrite (s160_p155 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c142_p101 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s168_board 1 (2 + b) 0 (2 + d) 0 -> fst (s168_q101 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q101 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q101] in Hc |- *.
  rewrite tf_game_eq, (s168_c142_L b d), (s168_c142_R b d); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 0 (2 + d) 0 (opt_l _ _ _ (s168_c142_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s168_c142_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s168_c142_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c142_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH 1 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c142_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p66 Ho0 ltac:(zlia)).
  rewrite (s168_p95 Ho1 ltac:(zlia)).
  rewrite (s168_p100 Ho2 ltac:(zlia)).
  rewrite (s194_p47 Ho3 ltac:(zlia)).
  rewrite (s160_p155 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c142_p105 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s168_board 1 (2 + b) 0 (2 + d) 0 -> fst (s168_q105 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q105 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q105] in Hc |- *.
  rewrite tf_game_eq, (s168_c142_L b d), (s168_c142_R b d); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 0 (2 + d) 0 (opt_l _ _ _ (s168_c142_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s168_c142_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s168_c142_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c142_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH 1 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c142_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p70 Ho0 ltac:(zlia)).
  rewrite (s168_p102 Ho1 ltac:(zlia)).
  rewrite (s168_p104 Ho2 ltac:(zlia)).
  rewrite (s194_p47 Ho3 ltac:(zlia)).
  rewrite (s160_p113 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c142_p106 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s168_board 1 (2 + b) 0 (2 + d) 0 -> fst (s168_q106 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q106 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q106] in Hc |- *.
  rewrite tf_game_eq, (s168_c142_L b d), (s168_c142_R b d); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 0 (2 + d) 0 (opt_l _ _ _ (s168_c142_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s168_c142_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s168_c142_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c142_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH 1 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c142_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p72 Ho0 ltac:(zlia)).
  rewrite (s168_p103 Ho1 ltac:(zlia)).
  rewrite (s168_p71 Ho2 ltac:(zlia)).
  rewrite (s194_p47 Ho3 ltac:(zlia)).
  rewrite (s160_p113 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c143_L (b d : nat) : lmoves (s168_board 1 (2 + b) 0 (2 + d) 1) = [s168_board 0 (3 + b) 0 (2 + d) 1; s168_board 1 (1 + b) 1 (2 + d) 1; s168_board 1 (2 + b) 0 (1 + d) 2].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c143_R (b d : nat) : rmoves (s168_board 1 (2 + b) 0 (2 + d) 1) = [s194_board 1 (2 + b) 0 (2 + d) 1; s160_board 1 (2 + b) 0 (2 + d) 1].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c==0 && d>=2 && e==1 *)
Lemma s168_c143_p71 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s168_board 1 (2 + b) 0 (2 + d) 1 -> fst (s168_q71 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q71 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q71] in Hc |- *.
  rewrite tf_game_eq, (s168_c143_L b d), (s168_c143_R b d); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 0 (2 + d) 1 (opt_l _ _ _ (s168_c143_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 1 (2 + d) 1 (opt_l _ _ _ (s168_c143_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) 0 (1 + d) 2 (opt_l _ _ _ (s168_c143_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s168_c143_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH 1 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s168_c143_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p71 Ho0 ltac:(zlia)).
  rewrite (s168_p68 Ho1 ltac:(zlia)).
  rewrite (s168_p20 Ho2 ltac:(zlia)).
  rewrite (s194_p40 Ho3 ltac:(zlia)).
  rewrite (s160_p114 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c143_p100 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s168_board 1 (2 + b) 0 (2 + d) 1 -> fst (s168_q100 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q100 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q100] in Hc |- *.
  rewrite tf_game_eq, (s168_c143_L b d), (s168_c143_R b d); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 0 (2 + d) 1 (opt_l _ _ _ (s168_c143_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 1 (2 + d) 1 (opt_l _ _ _ (s168_c143_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) 0 (1 + d) 2 (opt_l _ _ _ (s168_c143_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s168_c143_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH 1 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s168_c143_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p65 Ho0 ltac:(zlia)).
  rewrite (s168_p94 Ho1 ltac:(zlia)).
  rewrite (s168_p20 Ho2 ltac:(zlia)).
  rewrite (s194_p40 Ho3 ltac:(zlia)).
  rewrite (s160_p156 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c144_L (b d e : nat) : lmoves (s168_board 1 (2 + b) 0 (2 + d) (2 + e)) = [s168_board 0 (3 + b) 0 (2 + d) (2 + e); s168_board 1 (1 + b) 1 (2 + d) (2 + e); s168_board 1 (2 + b) 0 (1 + d) (3 + e)].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c144_R (b d e : nat) : rmoves (s168_board 1 (2 + b) 0 (2 + d) (2 + e)) = [s194_board 1 (2 + b) 0 (2 + d) (2 + e)].
Proof. unfold s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c==0 && d>=2 && e>=2 *)
Lemma s168_c144_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s168_board 1 (2 + b) 0 (2 + d) (2 + e) -> fst (s168_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q20] in Hc |- *.
  rewrite tf_game_eq, (s168_c144_L b d e), (s168_c144_R b d e); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 0 (2 + d) (2 + e) (opt_l _ _ _ (s168_c144_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s168_c144_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) 0 (1 + d) (3 + e) (opt_l _ _ _ (s168_c144_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s168_c144_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p20 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s168_p20 Ho2 ltac:(zlia)).
  rewrite (s194_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c145_L (b : nat) : lmoves (s168_board 1 (2 + b) 1 0 0) = [s168_board 0 (3 + b) 1 0 0; s168_board 1 (1 + b) 2 0 0; s173_board 1 (2 + b) 0 1].
Proof. unfold s168_board, s173_board. tf_options. Qed.
Lemma s168_c145_R (b : nat) : rmoves (s168_board 1 (2 + b) 1 0 0) = [s193_board 1 (2 + b) 1 0; s90_board 1 (2 + b) 1 0].
Proof. unfold s168_board, s193_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c==1 && d==0 && e==0 *)
Lemma s168_c145_p51 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s168_board 1 (2 + b) 1 0 0 -> fst (s168_q51 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q51 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q51] in Hc |- *.
  rewrite tf_game_eq, (s168_c145_L b), (s168_c145_R b); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 1 0 0 (opt_l _ _ _ (s168_c145_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 2 0 0 (opt_l _ _ _ (s168_c145_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH 1 (2 + b) 0 1 (opt_l _ _ _ (s168_c145_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s193 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s168_c145_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s90 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s168_c145_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p51 Ho0 ltac:(zlia)).
  rewrite (s168_p39 Ho1 ltac:(zlia)).
  rewrite (s173_p22 Ho2 ltac:(zlia)).
  rewrite (s193_p16 Ho3 ltac:(zlia)).
  rewrite (s90_p22 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s168_c146_L (b : nat) : lmoves (s168_board 1 (2 + b) 1 0 1) = [s168_board 0 (3 + b) 1 0 1; s168_board 1 (1 + b) 2 0 1; s173_board 1 (2 + b) 0 2].
Proof. unfold s168_board, s173_board. tf_options. Qed.
Lemma s168_c146_R (b : nat) : rmoves (s168_board 1 (2 + b) 1 0 1) = [s193_board 1 (2 + b) 1 1; s90_board 1 (2 + b) 1 1].
Proof. unfold s168_board, s193_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c==1 && d==0 && e==1 *)
Lemma s168_c146_p52 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s168_board 1 (2 + b) 1 0 1 -> fst (s168_q52 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q52 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q52] in Hc |- *.
  rewrite tf_game_eq, (s168_c146_L b), (s168_c146_R b); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 1 0 1 (opt_l _ _ _ (s168_c146_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 2 0 1 (opt_l _ _ _ (s168_c146_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH 1 (2 + b) 0 2 (opt_l _ _ _ (s168_c146_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s193 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s168_c146_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s90 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s168_c146_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p52 Ho0 ltac:(zlia)).
  rewrite (s168_p14 Ho1 ltac:(zlia)).
  rewrite (s173_p29 Ho2 ltac:(zlia)).
  rewrite (s193_p19 Ho3 ltac:(zlia)).
  rewrite (s90_p23 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s168_c147_L (b e : nat) : lmoves (s168_board 1 (2 + b) 1 0 (2 + e)) = [s168_board 0 (3 + b) 1 0 (2 + e); s168_board 1 (1 + b) 2 0 (2 + e); s173_board 1 (2 + b) 0 (3 + e)].
Proof. unfold s168_board, s173_board. tf_options. Qed.
Lemma s168_c147_R (b e : nat) : rmoves (s168_board 1 (2 + b) 1 0 (2 + e)) = [s193_board 1 (2 + b) 1 (2 + e)].
Proof. unfold s168_board, s193_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c==1 && d==0 && e>=2 *)
Lemma s168_c147_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s168_board 1 (2 + b) 1 0 (2 + e) -> fst (s168_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c147_L b e), (s168_c147_R b e); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 1 0 (2 + e) (opt_l _ _ _ (s168_c147_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 2 0 (2 + e) (opt_l _ _ _ (s168_c147_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s173 IH 1 (2 + b) 0 (3 + e) (opt_l _ _ _ (s168_c147_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s193 IH 1 (2 + b) 1 (2 + e) (opt_r _ _ _ (s168_c147_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s173_p29 Ho2 ltac:(zlia)).
  rewrite (s193_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s168_c148_L (b : nat) : lmoves (s168_board 1 (2 + b) 1 1 0) = [s168_board 0 (3 + b) 1 1 0; s168_board 1 (1 + b) 2 1 0; s168_board 1 (2 + b) 1 0 1].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c148_R (b : nat) : rmoves (s168_board 1 (2 + b) 1 1 0) = [s194_board 1 (2 + b) 1 1 0; s160_board 1 (2 + b) 1 1 0].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s168_c148_p53 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s168_board 1 (2 + b) 1 1 0 -> fst (s168_q53 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q53 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q53] in Hc |- *.
  rewrite tf_game_eq, (s168_c148_L b), (s168_c148_R b); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 1 1 0 (opt_l _ _ _ (s168_c148_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 2 1 0 (opt_l _ _ _ (s168_c148_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) 1 0 1 (opt_l _ _ _ (s168_c148_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 (2 + b) 1 1 0 (opt_r _ _ _ (s168_c148_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH 1 (2 + b) 1 1 0 (opt_r _ _ _ (s168_c148_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p53 Ho0 ltac:(zlia)).
  rewrite (s168_p21 Ho1 ltac:(zlia)).
  rewrite (s168_p52 Ho2 ltac:(zlia)).
  rewrite (s194_p55 Ho3 ltac:(zlia)).
  rewrite (s160_p62 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c149_L (b : nat) : lmoves (s168_board 1 (2 + b) 1 1 1) = [s168_board 0 (3 + b) 1 1 1; s168_board 1 (1 + b) 2 1 1; s168_board 1 (2 + b) 1 0 2].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c149_R (b : nat) : rmoves (s168_board 1 (2 + b) 1 1 1) = [s194_board 1 (2 + b) 1 1 1; s160_board 1 (2 + b) 1 1 1].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s168_c149_p54 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s168_board 1 (2 + b) 1 1 1 -> fst (s168_q54 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q54 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q54] in Hc |- *.
  rewrite tf_game_eq, (s168_c149_L b), (s168_c149_R b); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 1 1 1 (opt_l _ _ _ (s168_c149_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 2 1 1 (opt_l _ _ _ (s168_c149_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) 1 0 2 (opt_l _ _ _ (s168_c149_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 (2 + b) 1 1 1 (opt_r _ _ _ (s168_c149_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH 1 (2 + b) 1 1 1 (opt_r _ _ _ (s168_c149_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p54 Ho0 ltac:(zlia)).
  rewrite (s168_p22 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  rewrite (s194_p57 Ho3 ltac:(zlia)).
  rewrite (s160_p73 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c150_L (b e : nat) : lmoves (s168_board 1 (2 + b) 1 1 (2 + e)) = [s168_board 0 (3 + b) 1 1 (2 + e); s168_board 1 (1 + b) 2 1 (2 + e); s168_board 1 (2 + b) 1 0 (3 + e)].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c150_R (b e : nat) : rmoves (s168_board 1 (2 + b) 1 1 (2 + e)) = [s194_board 1 (2 + b) 1 1 (2 + e)].
Proof. unfold s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s168_c150_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s168_board 1 (2 + b) 1 1 (2 + e) -> fst (s168_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c150_L b e), (s168_c150_R b e); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s168_c150_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s168_c150_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) 1 0 (3 + e) (opt_l _ _ _ (s168_c150_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s168_c150_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  rewrite (s194_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s168_c151_L (b d : nat) : lmoves (s168_board 1 (2 + b) 1 (2 + d) 0) = [s168_board 0 (3 + b) 1 (2 + d) 0; s168_board 1 (1 + b) 2 (2 + d) 0; s168_board 1 (2 + b) 1 (1 + d) 1].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c151_R (b d : nat) : rmoves (s168_board 1 (2 + b) 1 (2 + d) 0) = [s194_board 1 (2 + b) 1 (2 + d) 0; s160_board 1 (2 + b) 1 (2 + d) 0].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s168_c151_p102 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s168_board 1 (2 + b) 1 (2 + d) 0 -> fst (s168_q102 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q102 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q102] in Hc |- *.
  rewrite tf_game_eq, (s168_c151_L b d), (s168_c151_R b d); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 1 (2 + d) 0 (opt_l _ _ _ (s168_c151_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s168_c151_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s168_c151_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s168_c151_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH 1 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s168_c151_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p67 Ho0 ltac:(zlia)).
  rewrite (s168_p23 Ho1 ltac:(zlia)).
  rewrite (s168_p54 Ho2 ltac:(zlia)).
  rewrite (s194_p114 Ho3 ltac:(zlia)).
  rewrite (s160_p98 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c151_p103 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s168_board 1 (2 + b) 1 (2 + d) 0 -> fst (s168_q103 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q103 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q103] in Hc |- *.
  rewrite tf_game_eq, (s168_c151_L b d), (s168_c151_R b d); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 1 (2 + d) 0 (opt_l _ _ _ (s168_c151_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s168_c151_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s168_c151_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s168_c151_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH 1 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s168_c151_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p69 Ho0 ltac:(zlia)).
  rewrite (s168_p25 Ho1 ltac:(zlia)).
  rewrite (s168_p68 Ho2 ltac:(zlia)).
  rewrite (s194_p115 Ho3 ltac:(zlia)).
  rewrite (s160_p98 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c152_L (b d : nat) : lmoves (s168_board 1 (2 + b) 1 (2 + d) 1) = [s168_board 0 (3 + b) 1 (2 + d) 1; s168_board 1 (1 + b) 2 (2 + d) 1; s168_board 1 (2 + b) 1 (1 + d) 2].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c152_R (b d : nat) : rmoves (s168_board 1 (2 + b) 1 (2 + d) 1) = [s194_board 1 (2 + b) 1 (2 + d) 1; s160_board 1 (2 + b) 1 (2 + d) 1].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s168_c152_p68 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s168_board 1 (2 + b) 1 (2 + d) 1 -> fst (s168_q68 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q68 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q68] in Hc |- *.
  rewrite tf_game_eq, (s168_c152_L b d), (s168_c152_R b d); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 1 (2 + d) 1 (opt_l _ _ _ (s168_c152_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s168_c152_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s168_c152_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s168_c152_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH 1 (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s168_c152_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p68 Ho0 ltac:(zlia)).
  rewrite (s168_p24 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  rewrite (s194_p40 Ho3 ltac:(zlia)).
  rewrite (s160_p99 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c153_L (b d e : nat) : lmoves (s168_board 1 (2 + b) 1 (2 + d) (2 + e)) = [s168_board 0 (3 + b) 1 (2 + d) (2 + e); s168_board 1 (1 + b) 2 (2 + d) (2 + e); s168_board 1 (2 + b) 1 (1 + d) (3 + e)].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c153_R (b d e : nat) : rmoves (s168_board 1 (2 + b) 1 (2 + d) (2 + e)) = [s194_board 1 (2 + b) 1 (2 + d) (2 + e)].
Proof. unfold s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s168_c153_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s168_board 1 (2 + b) 1 (2 + d) (2 + e) -> fst (s168_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c153_L b d e), (s168_c153_R b d e); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s168_c153_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s168_c153_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s168_c153_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH 1 (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s168_c153_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  rewrite (s194_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s168_c154_L (b c : nat) : lmoves (s168_board 1 (2 + b) (2 + c) 0 0) = [s168_board 0 (3 + b) (2 + c) 0 0; s168_board 1 (1 + b) (3 + c) 0 0; s175_board 1 (2 + b) (1 + c) 0 1].
Proof. unfold s168_board, s175_board. tf_options. Qed.
Lemma s168_c154_R (b c : nat) : rmoves (s168_board 1 (2 + b) (2 + c) 0 0) = [s90_board 1 (2 + b) (2 + c) 0].
Proof. unfold s168_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c>=2 && d==0 && e==0 *)
Lemma s168_c154_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s168_board 1 (2 + b) (2 + c) 0 0 -> fst (s168_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q26] in Hc |- *.
  rewrite tf_game_eq, (s168_c154_L b c), (s168_c154_R b c); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) (2 + c) 0 0 (opt_l _ _ _ (s168_c154_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) (3 + c) 0 0 (opt_l _ _ _ (s168_c154_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH 1 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s168_c154_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s90 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s168_c154_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p26 Ho0 ltac:(zlia)).
  rewrite (s168_p27 Ho1 ltac:(zlia)).
  rewrite (s175_p26 Ho2 ltac:(zlia)).
  rewrite (s90_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c154_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s168_board 1 (2 + b) (2 + c) 0 0 -> fst (s168_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q27] in Hc |- *.
  rewrite tf_game_eq, (s168_c154_L b c), (s168_c154_R b c); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) (2 + c) 0 0 (opt_l _ _ _ (s168_c154_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) (3 + c) 0 0 (opt_l _ _ _ (s168_c154_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH 1 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s168_c154_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s90 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s168_c154_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p27 Ho0 ltac:(zlia)).
  rewrite (s168_p27 Ho1 ltac:(zlia)).
  rewrite (s175_p94 Ho2 ltac:(zlia)).
  rewrite (s90_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c154_p39 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s168_board 1 (2 + b) (2 + c) 0 0 -> fst (s168_q39 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q39 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q39] in Hc |- *.
  rewrite tf_game_eq, (s168_c154_L b c), (s168_c154_R b c); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) (2 + c) 0 0 (opt_l _ _ _ (s168_c154_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) (3 + c) 0 0 (opt_l _ _ _ (s168_c154_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH 1 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s168_c154_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s90 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s168_c154_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p39 Ho0 ltac:(zlia)).
  rewrite (s168_p26 Ho1 ltac:(zlia)).
  rewrite (s175_p44 Ho2 ltac:(zlia)).
  rewrite (s90_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s168_c155_L (b c : nat) : lmoves (s168_board 1 (2 + b) (2 + c) 0 1) = [s168_board 0 (3 + b) (2 + c) 0 1; s168_board 1 (1 + b) (3 + c) 0 1; s175_board 1 (2 + b) (1 + c) 0 2].
Proof. unfold s168_board, s175_board. tf_options. Qed.
Lemma s168_c155_R (b c : nat) : rmoves (s168_board 1 (2 + b) (2 + c) 0 1) = [s90_board 1 (2 + b) (2 + c) 1].
Proof. unfold s168_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c>=2 && d==0 && e==1 *)
Lemma s168_c155_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s168_board 1 (2 + b) (2 + c) 0 1 -> fst (s168_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q14] in Hc |- *.
  rewrite tf_game_eq, (s168_c155_L b c), (s168_c155_R b c); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) (2 + c) 0 1 (opt_l _ _ _ (s168_c155_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) (3 + c) 0 1 (opt_l _ _ _ (s168_c155_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH 1 (2 + b) (1 + c) 0 2 (opt_l _ _ _ (s168_c155_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s90 IH 1 (2 + b) (2 + c) 1 (opt_r _ _ _ (s168_c155_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
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

Lemma s168_c156_L (b c e : nat) : lmoves (s168_board 1 (2 + b) (2 + c) 0 (2 + e)) = [s168_board 0 (3 + b) (2 + c) 0 (2 + e); s168_board 1 (1 + b) (3 + c) 0 (2 + e); s175_board 1 (2 + b) (1 + c) 0 (3 + e)].
Proof. unfold s168_board, s175_board. tf_options. Qed.
Lemma s168_c156_R (b c e : nat) : rmoves (s168_board 1 (2 + b) (2 + c) 0 (2 + e)) = [].
Proof. unfold s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c>=2 && d==0 && e>=2 *)
Lemma s168_c156_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s168_board 1 (2 + b) (2 + c) 0 (2 + e) -> fst (s168_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c156_L b c e), (s168_c156_R b c e); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) (2 + c) 0 (2 + e) (opt_l _ _ _ (s168_c156_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) (3 + c) 0 (2 + e) (opt_l _ _ _ (s168_c156_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s175 IH 1 (2 + b) (1 + c) 0 (3 + e) (opt_l _ _ _ (s168_c156_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
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

Lemma s168_c157_L (b c : nat) : lmoves (s168_board 1 (2 + b) (2 + c) 1 0) = [s168_board 0 (3 + b) (2 + c) 1 0; s168_board 1 (1 + b) (3 + c) 1 0; s168_board 1 (2 + b) (2 + c) 0 1].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c157_R (b c : nat) : rmoves (s168_board 1 (2 + b) (2 + c) 1 0) = [s160_board 1 (2 + b) (2 + c) 1 0].
Proof. unfold s160_board, s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s168_c157_p21 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s168_board 1 (2 + b) (2 + c) 1 0 -> fst (s168_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q21] in Hc |- *.
  rewrite tf_game_eq, (s168_c157_L b c), (s168_c157_R b c); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) (2 + c) 1 0 (opt_l _ _ _ (s168_c157_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) (3 + c) 1 0 (opt_l _ _ _ (s168_c157_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) (2 + c) 0 1 (opt_l _ _ _ (s168_c157_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 1 (2 + b) (2 + c) 1 0 (opt_r _ _ _ (s168_c157_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p21 Ho0 ltac:(zlia)).
  rewrite (s168_p21 Ho1 ltac:(zlia)).
  rewrite (s168_p14 Ho2 ltac:(zlia)).
  rewrite (s160_p33 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c158_L (b c : nat) : lmoves (s168_board 1 (2 + b) (2 + c) 1 1) = [s168_board 0 (3 + b) (2 + c) 1 1; s168_board 1 (1 + b) (3 + c) 1 1; s168_board 1 (2 + b) (2 + c) 0 2].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c158_R (b c : nat) : rmoves (s168_board 1 (2 + b) (2 + c) 1 1) = [s160_board 1 (2 + b) (2 + c) 1 1].
Proof. unfold s160_board, s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s168_c158_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s168_board 1 (2 + b) (2 + c) 1 1 -> fst (s168_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q22] in Hc |- *.
  rewrite tf_game_eq, (s168_c158_L b c), (s168_c158_R b c); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s168_c158_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s168_c158_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) (2 + c) 0 2 (opt_l _ _ _ (s168_c158_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 1 (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s168_c158_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p22 Ho0 ltac:(zlia)).
  rewrite (s168_p22 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  rewrite (s160_p35 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s168_c159_L (b c e : nat) : lmoves (s168_board 1 (2 + b) (2 + c) 1 (2 + e)) = [s168_board 0 (3 + b) (2 + c) 1 (2 + e); s168_board 1 (1 + b) (3 + c) 1 (2 + e); s168_board 1 (2 + b) (2 + c) 0 (3 + e)].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c159_R (b c e : nat) : rmoves (s168_board 1 (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s168_c159_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s168_board 1 (2 + b) (2 + c) 1 (2 + e) -> fst (s168_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c159_L b c e), (s168_c159_R b c e); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s168_c159_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s168_c159_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) (2 + c) 0 (3 + e) (opt_l _ _ _ (s168_c159_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s168_c160_L (b c d : nat) : lmoves (s168_board 1 (2 + b) (2 + c) (2 + d) 0) = [s168_board 0 (3 + b) (2 + c) (2 + d) 0; s168_board 1 (1 + b) (3 + c) (2 + d) 0; s168_board 1 (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c160_R (b c d : nat) : rmoves (s168_board 1 (2 + b) (2 + c) (2 + d) 0) = [s160_board 1 (2 + b) (2 + c) (2 + d) 0].
Proof. unfold s160_board, s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s168_c160_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s168_board 1 (2 + b) (2 + c) (2 + d) 0 -> fst (s168_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q23] in Hc |- *.
  rewrite tf_game_eq, (s168_c160_L b c d), (s168_c160_R b c d); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s168_c160_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s168_c160_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s168_c160_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 1 (2 + b) (2 + c) (2 + d) 0 (opt_r _ _ _ (s168_c160_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p23 Ho0 ltac:(zlia)).
  rewrite (s168_p23 Ho1 ltac:(zlia)).
  rewrite (s168_p22 Ho2 ltac:(zlia)).
  rewrite (s160_p33 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c160_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s168_board 1 (2 + b) (2 + c) (2 + d) 0 -> fst (s168_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q25] in Hc |- *.
  rewrite tf_game_eq, (s168_c160_L b c d), (s168_c160_R b c d); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s168_c160_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s168_c160_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s168_c160_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 1 (2 + b) (2 + c) (2 + d) 0 (opt_r _ _ _ (s168_c160_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p25 Ho0 ltac:(zlia)).
  rewrite (s168_p25 Ho1 ltac:(zlia)).
  rewrite (s168_p24 Ho2 ltac:(zlia)).
  rewrite (s160_p33 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c161_L (b c d : nat) : lmoves (s168_board 1 (2 + b) (2 + c) (2 + d) 1) = [s168_board 0 (3 + b) (2 + c) (2 + d) 1; s168_board 1 (1 + b) (3 + c) (2 + d) 1; s168_board 1 (2 + b) (2 + c) (1 + d) 2].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c161_R (b c d : nat) : rmoves (s168_board 1 (2 + b) (2 + c) (2 + d) 1) = [s160_board 1 (2 + b) (2 + c) (2 + d) 1].
Proof. unfold s160_board, s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s168_c161_p24 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s168_board 1 (2 + b) (2 + c) (2 + d) 1 -> fst (s168_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q24] in Hc |- *.
  rewrite tf_game_eq, (s168_c161_L b c d), (s168_c161_R b c d); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s168_c161_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s168_c161_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s168_c161_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 1 (2 + b) (2 + c) (2 + d) 1 (opt_r _ _ _ (s168_c161_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p24 Ho0 ltac:(zlia)).
  rewrite (s168_p24 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  rewrite (s160_p35 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c162_L (b c d e : nat) : lmoves (s168_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [s168_board 0 (3 + b) (2 + c) (2 + d) (2 + e); s168_board 1 (1 + b) (3 + c) (2 + d) (2 + e); s168_board 1 (2 + b) (2 + c) (1 + d) (3 + e)].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c162_R (b c d e : nat) : rmoves (s168_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==1 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s168_c162_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s168_board 1 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s168_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c162_L b c d e), (s168_c162_R b c d e); cbn [map].
  pose proof (use_s168 IH 0 (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s168_c162_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s168_c162_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s168_c162_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s168_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c==0 && d==0 && e==0: the board of s164 *)
Lemma s168_c163_p81 x (Hs164 : s164_claim x) (a : nat) :
  x = s168_board (2 + a) 0 0 0 0 -> fst (s168_q81 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q81 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q81] in Hc |- *.
  pose proof (Hs164 (2 + a) 0 0 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p33 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s168_c163_p107 x (Hs164 : s164_claim x) (a : nat) :
  x = s168_board (2 + a) 0 0 0 0 -> fst (s168_q107 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q107 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q107] in Hc |- *.
  pose proof (Hs164 (2 + a) 0 0 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p40 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s168_c163_p142 x (Hs164 : s164_claim x) (a : nat) :
  x = s168_board (2 + a) 0 0 0 0 -> fst (s168_q142 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q142 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q142] in Hc |- *.
  pose proof (Hs164 (2 + a) 0 0 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p51 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s168_c163_p149 x (Hs164 : s164_claim x) (a : nat) :
  x = s168_board (2 + a) 0 0 0 0 -> fst (s168_q149 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q149 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q149] in Hc |- *.
  pose proof (Hs164 (2 + a) 0 0 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p57 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c==0 && d==0 && e==1: the board of s164 *)
Lemma s168_c164_p75 x (Hs164 : s164_claim x) (a : nat) :
  x = s168_board (2 + a) 0 0 0 1 -> fst (s168_q75 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q75 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q75] in Hc |- *.
  pose proof (Hs164 (2 + a) 0 0 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s164_p26 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s164_p46 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
Qed.

Lemma s168_c164_p143 x (Hs164 : s164_claim x) (a : nat) :
  x = s168_board (2 + a) 0 0 0 1 -> fst (s168_q143 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q143 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q143] in Hc |- *.
  pose proof (Hs164 (2 + a) 0 0 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p52 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c==0 && d==0 && e>=2: the board of s164 *)
Lemma s168_c165_p4 x (Hs164 : s164_claim x) (a e : nat) :
  x = s168_board (2 + a) 0 0 0 (2 + e) -> fst (s168_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q4] in Hc |- *.
  pose proof (Hs164 (2 + a) 0 0 (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c==0 && d==1 && e==0: the board of s164 *)
Lemma s168_c166_p108 x (Hs164 : s164_claim x) (a : nat) :
  x = s168_board (2 + a) 0 0 1 0 -> fst (s168_q108 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q108 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q108] in Hc |- *.
  pose proof (Hs164 (2 + a) 0 1 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s164_p41 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s164_p47 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
Qed.

Lemma s168_c166_p144 x (Hs164 : s164_claim x) (a : nat) :
  x = s168_board (2 + a) 0 0 1 0 -> fst (s168_q144 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q144 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q144] in Hc |- *.
  pose proof (Hs164 (2 + a) 0 1 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p53 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c==0 && d==1 && e==1: the board of s164 *)
Lemma s168_c167_p109 x (Hs164 : s164_claim x) (a : nat) :
  x = s168_board (2 + a) 0 0 1 1 -> fst (s168_q109 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q109 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q109] in Hc |- *.
  pose proof (Hs164 (2 + a) 0 1 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p42 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s168_c167_p128 x (Hs164 : s164_claim x) (a : nat) :
  x = s168_board (2 + a) 0 0 1 1 -> fst (s168_q128 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q128 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q128] in Hc |- *.
  pose proof (Hs164 (2 + a) 0 1 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p48 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s168_c167_p145 x (Hs164 : s164_claim x) (a : nat) :
  x = s168_board (2 + a) 0 0 1 1 -> fst (s168_q145 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q145 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q145] in Hc |- *.
  pose proof (Hs164 (2 + a) 0 1 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p54 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s168_c167_p152 x (Hs164 : s164_claim x) (a : nat) :
  x = s168_board (2 + a) 0 0 1 1 -> fst (s168_q152 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q152 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q152] in Hc |- *.
  pose proof (Hs164 (2 + a) 0 1 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p58 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c==0 && d==1 && e>=2: the board of s164 *)
Lemma s168_c168_p4 x (Hs164 : s164_claim x) (a e : nat) :
  x = s168_board (2 + a) 0 0 1 (2 + e) -> fst (s168_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q4] in Hc |- *.
  pose proof (Hs164 (2 + a) 0 1 (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c==0 && d>=2 && e==0: the board of s164 *)
Lemma s168_c169_p16 x (Hs164 : s164_claim x) (a d : nat) :
  x = s168_board (2 + a) 0 0 (2 + d) 0 -> fst (s168_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q16] in Hc |- *.
  pose proof (Hs164 (2 + a) 0 (2 + d) 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p59 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s168_c169_p78 x (Hs164 : s164_claim x) (a d : nat) :
  x = s168_board (2 + a) 0 0 (2 + d) 0 -> fst (s168_q78 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q78 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q78] in Hc |- *.
  pose proof (Hs164 (2 + a) 0 (2 + d) 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p31 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s168_c169_p83 x (Hs164 : s164_claim x) (a d : nat) :
  x = s168_board (2 + a) 0 0 (2 + d) 0 -> fst (s168_q83 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q83 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q83] in Hc |- *.
  pose proof (Hs164 (2 + a) 0 (2 + d) 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p43 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s168_c169_p129 x (Hs164 : s164_claim x) (a d : nat) :
  x = s168_board (2 + a) 0 0 (2 + d) 0 -> fst (s168_q129 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q129 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q129] in Hc |- *.
  pose proof (Hs164 (2 + a) 0 (2 + d) 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p49 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s168_c169_p146 x (Hs164 : s164_claim x) (a d : nat) :
  x = s168_board (2 + a) 0 0 (2 + d) 0 -> fst (s168_q146 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q146 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q146] in Hc |- *.
  pose proof (Hs164 (2 + a) 0 (2 + d) 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p55 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c==0 && d>=2 && e==1: the board of s164 *)
Lemma s168_c170_p77 x (Hs164 : s164_claim x) (a d : nat) :
  x = s168_board (2 + a) 0 0 (2 + d) 1 -> fst (s168_q77 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q77 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q77] in Hc |- *.
  pose proof (Hs164 (2 + a) 0 (2 + d) 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p30 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c==0 && d>=2 && e>=2: the board of s164 *)
Lemma s168_c171_p4 x (Hs164 : s164_claim x) (a d e : nat) :
  x = s168_board (2 + a) 0 0 (2 + d) (2 + e) -> fst (s168_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q4] in Hc |- *.
  pose proof (Hs164 (2 + a) 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c==1 && d==0 && e==0: the board of s164 *)
Lemma s168_c172_p76 x (Hs164 : s164_claim x) (a : nat) :
  x = s168_board (2 + a) 0 1 0 0 -> fst (s168_q76 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q76 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q76] in Hc |- *.
  pose proof (Hs164 (2 + a) 1 0 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p27 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c==1 && d==0 && e==1: the board of s164 *)
Lemma s168_c173_p110 x (Hs164 : s164_claim x) (a : nat) :
  x = s168_board (2 + a) 0 1 0 1 -> fst (s168_q110 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q110 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q110] in Hc |- *.
  pose proof (Hs164 (2 + a) 1 0 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p44 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s168_c173_p130 x (Hs164 : s164_claim x) (a : nat) :
  x = s168_board (2 + a) 0 1 0 1 -> fst (s168_q130 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q130 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q130] in Hc |- *.
  pose proof (Hs164 (2 + a) 1 0 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p50 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s168_c173_p147 x (Hs164 : s164_claim x) (a : nat) :
  x = s168_board (2 + a) 0 1 0 1 -> fst (s168_q147 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q147 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q147] in Hc |- *.
  pose proof (Hs164 (2 + a) 1 0 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p56 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c==1 && d==0 && e>=2: the board of s164 *)
Lemma s168_c174_p13 x (Hs164 : s164_claim x) (a e : nat) :
  x = s168_board (2 + a) 0 1 0 (2 + e) -> fst (s168_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q13] in Hc |- *.
  pose proof (Hs164 (2 + a) 1 0 (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c==1 && d==1 && e==0: the board of s164 *)
Lemma s168_c175_p42 x (Hs164 : s164_claim x) (a : nat) :
  x = s168_board (2 + a) 0 1 1 0 -> fst (s168_q42 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q42 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q42] in Hc |- *.
  pose proof (Hs164 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p35 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s168_c175_p111 x (Hs164 : s164_claim x) (a : nat) :
  x = s168_board (2 + a) 0 1 1 0 -> fst (s168_q111 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q111 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q111] in Hc |- *.
  pose proof (Hs164 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p45 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c==1 && d==1 && e==1: the board of s164 *)
Lemma s168_c176_p82 x (Hs164 : s164_claim x) (a : nat) :
  x = s168_board (2 + a) 0 1 1 1 -> fst (s168_q82 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q82 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q82] in Hc |- *.
  pose proof (Hs164 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p36 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c==1 && d==1 && e>=2: the board of s164 *)
Lemma s168_c177_p13 x (Hs164 : s164_claim x) (a e : nat) :
  x = s168_board (2 + a) 0 1 1 (2 + e) -> fst (s168_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q13] in Hc |- *.
  pose proof (Hs164 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c==1 && d>=2 && e==0: the board of s164 *)
Lemma s168_c178_p112 x (Hs164 : s164_claim x) (a d : nat) :
  x = s168_board (2 + a) 0 1 (2 + d) 0 -> fst (s168_q112 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q112 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q112] in Hc |- *.
  pose proof (Hs164 (2 + a) 1 (2 + d) 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p37 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s168_c178_p113 x (Hs164 : s164_claim x) (a d : nat) :
  x = s168_board (2 + a) 0 1 (2 + d) 0 -> fst (s168_q113 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q113 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q113] in Hc |- *.
  pose proof (Hs164 (2 + a) 1 (2 + d) 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p39 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c==1 && d>=2 && e==1: the board of s164 *)
Lemma s168_c179_p84 x (Hs164 : s164_claim x) (a d : nat) :
  x = s168_board (2 + a) 0 1 (2 + d) 1 -> fst (s168_q84 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q84 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q84] in Hc |- *.
  pose proof (Hs164 (2 + a) 1 (2 + d) 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p38 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c==1 && d>=2 && e>=2: the board of s164 *)
Lemma s168_c180_p13 x (Hs164 : s164_claim x) (a d e : nat) :
  x = s168_board (2 + a) 0 1 (2 + d) (2 + e) -> fst (s168_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q13] in Hc |- *.
  pose proof (Hs164 (2 + a) 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c>=2 && d==0 && e==0: the board of s164 *)
Lemma s168_c181_p11 x (Hs164 : s164_claim x) (a c : nat) :
  x = s168_board (2 + a) 0 (2 + c) 0 0 -> fst (s168_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q11] in Hc |- *.
  pose proof (Hs164 (2 + a) (2 + c) 0 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s168_c181_p26 x (Hs164 : s164_claim x) (a c : nat) :
  x = s168_board (2 + a) 0 (2 + c) 0 0 -> fst (s168_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q26] in Hc |- *.
  pose proof (Hs164 (2 + a) (2 + c) 0 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s168_c181_p27 x (Hs164 : s164_claim x) (a c : nat) :
  x = s168_board (2 + a) 0 (2 + c) 0 0 -> fst (s168_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q27] in Hc |- *.
  pose proof (Hs164 (2 + a) (2 + c) 0 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c>=2 && d==0 && e==1: the board of s164 *)
Lemma s168_c182_p14 x (Hs164 : s164_claim x) (a c : nat) :
  x = s168_board (2 + a) 0 (2 + c) 0 1 -> fst (s168_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q14] in Hc |- *.
  pose proof (Hs164 (2 + a) (2 + c) 0 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c>=2 && d==0 && e>=2: the board of s164 *)
Lemma s168_c183_p13 x (Hs164 : s164_claim x) (a c e : nat) :
  x = s168_board (2 + a) 0 (2 + c) 0 (2 + e) -> fst (s168_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q13] in Hc |- *.
  pose proof (Hs164 (2 + a) (2 + c) 0 (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c>=2 && d==1 && e==0: the board of s164 *)
Lemma s168_c184_p21 x (Hs164 : s164_claim x) (a c : nat) :
  x = s168_board (2 + a) 0 (2 + c) 1 0 -> fst (s168_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q21] in Hc |- *.
  pose proof (Hs164 (2 + a) (2 + c) 1 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c>=2 && d==1 && e==1: the board of s164 *)
Lemma s168_c185_p22 x (Hs164 : s164_claim x) (a c : nat) :
  x = s168_board (2 + a) 0 (2 + c) 1 1 -> fst (s168_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q22] in Hc |- *.
  pose proof (Hs164 (2 + a) (2 + c) 1 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c>=2 && d==1 && e>=2: the board of s164 *)
Lemma s168_c186_p13 x (Hs164 : s164_claim x) (a c e : nat) :
  x = s168_board (2 + a) 0 (2 + c) 1 (2 + e) -> fst (s168_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q13] in Hc |- *.
  pose proof (Hs164 (2 + a) (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c>=2 && d>=2 && e==0: the board of s164 *)
Lemma s168_c187_p23 x (Hs164 : s164_claim x) (a c d : nat) :
  x = s168_board (2 + a) 0 (2 + c) (2 + d) 0 -> fst (s168_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q23] in Hc |- *.
  pose proof (Hs164 (2 + a) (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s168_c187_p25 x (Hs164 : s164_claim x) (a c d : nat) :
  x = s168_board (2 + a) 0 (2 + c) (2 + d) 0 -> fst (s168_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q25] in Hc |- *.
  pose proof (Hs164 (2 + a) (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c>=2 && d>=2 && e==1: the board of s164 *)
Lemma s168_c188_p24 x (Hs164 : s164_claim x) (a c d : nat) :
  x = s168_board (2 + a) 0 (2 + c) (2 + d) 1 -> fst (s168_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q24] in Hc |- *.
  pose proof (Hs164 (2 + a) (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==0 && c>=2 && d>=2 && e>=2: the board of s164 *)
Lemma s168_c189_p13 x (Hs164 : s164_claim x) (a c d e : nat) :
  x = s168_board (2 + a) 0 (2 + c) (2 + d) (2 + e) -> fst (s168_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q13] in Hc |- *.
  pose proof (Hs164 (2 + a) (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s168_c190_L (a : nat) : lmoves (s168_board (2 + a) 1 0 0 0) = [s168_board (1 + a) 2 0 0 0; s164_board (2 + a) 1 0 0].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c190_R (a : nat) : rmoves (s168_board (2 + a) 1 0 0 0) = [s193_board (2 + a) 1 0 0; s90_board (2 + a) 1 0 0].
Proof. unfold s168_board, s193_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==1 && c==0 && d==0 && e==0 *)
Lemma s168_c190_p108 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s168_board (2 + a) 1 0 0 0 -> fst (s168_q108 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q108 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q108] in Hc |- *.
  rewrite tf_game_eq, (s168_c190_L a), (s168_c190_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 2 0 0 0 (opt_l _ _ _ (s168_c190_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 1 0 0 (opt_l _ _ _ (s168_c190_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH (2 + a) 1 0 0 (opt_r _ _ _ (s168_c190_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s90 IH (2 + a) 1 0 0 (opt_r _ _ _ (s168_c190_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s168_p80 Ho0 ltac:(zlia)).
    rewrite (s164_p27 Ho1 ltac:(zlia)).
    rewrite (s193_p48 Ho2 ltac:(zlia)).
    rewrite (s90_p72 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s168_p114 Ho0 ltac:(zlia)).
    rewrite (s164_p27 Ho1 ltac:(zlia)).
    rewrite (s193_p44 Ho2 ltac:(zlia)).
    rewrite (s90_p43 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s168_c190_p148 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s168_board (2 + a) 1 0 0 0 -> fst (s168_q148 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q148 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q148] in Hc |- *.
  rewrite tf_game_eq, (s168_c190_L a), (s168_c190_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 2 0 0 0 (opt_l _ _ _ (s168_c190_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 1 0 0 (opt_l _ _ _ (s168_c190_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH (2 + a) 1 0 0 (opt_r _ _ _ (s168_c190_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s90 IH (2 + a) 1 0 0 (opt_r _ _ _ (s168_c190_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p138 Ho0 ltac:(zlia)).
  rewrite (s164_p27 Ho1 ltac:(zlia)).
  rewrite (s193_p65 Ho2 ltac:(zlia)).
  rewrite (s90_p43 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s168_c191_L (a : nat) : lmoves (s168_board (2 + a) 1 0 0 1) = [s168_board (1 + a) 2 0 0 1; s164_board (2 + a) 1 0 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c191_R (a : nat) : rmoves (s168_board (2 + a) 1 0 0 1) = [s193_board (2 + a) 1 0 1; s90_board (2 + a) 1 0 1].
Proof. unfold s168_board, s193_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==1 && c==0 && d==0 && e==1 *)
Lemma s168_c191_p111 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s168_board (2 + a) 1 0 0 1 -> fst (s168_q111 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q111 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q111] in Hc |- *.
  rewrite tf_game_eq, (s168_c191_L a), (s168_c191_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 2 0 0 1 (opt_l _ _ _ (s168_c191_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 1 0 1 (opt_l _ _ _ (s168_c191_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH (2 + a) 1 0 1 (opt_r _ _ _ (s168_c191_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s90 IH (2 + a) 1 0 1 (opt_r _ _ _ (s168_c191_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p96 Ho0 ltac:(zlia)).
  rewrite (s164_p44 Ho1 ltac:(zlia)).
  rewrite (s193_p49 Ho2 ltac:(zlia)).
  rewrite (s90_p73 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c191_p131 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s168_board (2 + a) 1 0 0 1 -> fst (s168_q131 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q131 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q131] in Hc |- *.
  rewrite tf_game_eq, (s168_c191_L a), (s168_c191_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 2 0 0 1 (opt_l _ _ _ (s168_c191_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 1 0 1 (opt_l _ _ _ (s168_c191_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH (2 + a) 1 0 1 (opt_r _ _ _ (s168_c191_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s90 IH (2 + a) 1 0 1 (opt_r _ _ _ (s168_c191_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p96 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s164_p50 Ho1 ltac:(zlia)).
    rewrite (s193_p57 Ho2 ltac:(zlia)).
    rewrite (s90_p91 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s164_p56 Ho1 ltac:(zlia)).
    rewrite (s193_p57 Ho2 ltac:(zlia)).
    rewrite (s90_p91 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s168_c192_L (a e : nat) : lmoves (s168_board (2 + a) 1 0 0 (2 + e)) = [s168_board (1 + a) 2 0 0 (2 + e); s164_board (2 + a) 1 0 (2 + e)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c192_R (a e : nat) : rmoves (s168_board (2 + a) 1 0 0 (2 + e)) = [s193_board (2 + a) 1 0 (2 + e)].
Proof. unfold s168_board, s193_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==1 && c==0 && d==0 && e>=2 *)
Lemma s168_c192_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s168_board (2 + a) 1 0 0 (2 + e) -> fst (s168_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q20] in Hc |- *.
  rewrite tf_game_eq, (s168_c192_L a e), (s168_c192_R a e); cbn [map].
  pose proof (use_s168 IH (1 + a) 2 0 0 (2 + e) (opt_l _ _ _ (s168_c192_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 1 0 (2 + e) (opt_l _ _ _ (s168_c192_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH (2 + a) 1 0 (2 + e) (opt_r _ _ _ (s168_c192_R a e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p20 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  rewrite (s193_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c193_L (a : nat) : lmoves (s168_board (2 + a) 1 0 1 0) = [s168_board (1 + a) 2 0 1 0; s164_board (2 + a) 1 1 0; s168_board (2 + a) 1 0 0 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c193_R (a : nat) : rmoves (s168_board (2 + a) 1 0 1 0) = [s194_board (2 + a) 1 0 1 0; s160_board (2 + a) 1 0 1 0].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==1 && c==0 && d==1 && e==0 *)
Lemma s168_c193_p114 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s168_board (2 + a) 1 0 1 0 -> fst (s168_q114 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q114 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q114] in Hc |- *.
  rewrite tf_game_eq, (s168_c193_L a), (s168_c193_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 2 0 1 0 (opt_l _ _ _ (s168_c193_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 1 1 0 (opt_l _ _ _ (s168_c193_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) 1 0 0 1 (opt_l _ _ _ (s168_c193_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH (2 + a) 1 0 1 0 (opt_r _ _ _ (s168_c193_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH (2 + a) 1 0 1 0 (opt_r _ _ _ (s168_c193_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p97 Ho0 ltac:(zlia)).
  rewrite (s164_p45 Ho1 ltac:(zlia)).
  rewrite (s168_p111 Ho2 ltac:(zlia)).
  rewrite (s194_p100 Ho3 ltac:(zlia)).
  rewrite (s160_p132 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c193_p132 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s168_board (2 + a) 1 0 1 0 -> fst (s168_q132 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q132 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q132] in Hc |- *.
  rewrite tf_game_eq, (s168_c193_L a), (s168_c193_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 2 0 1 0 (opt_l _ _ _ (s168_c193_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 1 1 0 (opt_l _ _ _ (s168_c193_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) 1 0 0 1 (opt_l _ _ _ (s168_c193_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH (2 + a) 1 0 1 0 (opt_r _ _ _ (s168_c193_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH (2 + a) 1 0 1 0 (opt_r _ _ _ (s168_c193_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s168_p122 Ho0 ltac:(zlia)).
    rewrite (s164_p35 Ho1 ltac:(zlia)).
    rewrite (s168_p131 Ho2 ltac:(zlia)).
    rewrite (s194_p156 Ho3 ltac:(zlia)).
    rewrite (s160_p132 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s168_p139 Ho0 ltac:(zlia)).
    rewrite (s164_p35 Ho1 ltac:(zlia)).
    rewrite (s168_p131 Ho2 ltac:(zlia)).
    rewrite (s194_p156 Ho3 ltac:(zlia)).
    rewrite (s160_p132 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s168_c194_L (a : nat) : lmoves (s168_board (2 + a) 1 0 1 1) = [s168_board (1 + a) 2 0 1 1; s164_board (2 + a) 1 1 1; s168_board (2 + a) 1 0 0 2].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c194_R (a : nat) : rmoves (s168_board (2 + a) 1 0 1 1) = [s194_board (2 + a) 1 0 1 1; s160_board (2 + a) 1 0 1 1].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==1 && c==0 && d==1 && e==1 *)
Lemma s168_c194_p115 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s168_board (2 + a) 1 0 1 1 -> fst (s168_q115 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q115 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q115] in Hc |- *.
  rewrite tf_game_eq, (s168_c194_L a), (s168_c194_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 2 0 1 1 (opt_l _ _ _ (s168_c194_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 1 1 1 (opt_l _ _ _ (s168_c194_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) 1 0 0 2 (opt_l _ _ _ (s168_c194_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH (2 + a) 1 0 1 1 (opt_r _ _ _ (s168_c194_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH (2 + a) 1 0 1 1 (opt_r _ _ _ (s168_c194_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p98 Ho0 ltac:(zlia)).
  rewrite (s164_p36 Ho1 ltac:(zlia)).
  rewrite (s168_p20 Ho2 ltac:(zlia)).
  rewrite (s194_p132 Ho3 ltac:(zlia)).
  rewrite (s160_p184 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
Qed.

Lemma s168_c194_p133 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s168_board (2 + a) 1 0 1 1 -> fst (s168_q133 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q133 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q133] in Hc |- *.
  rewrite tf_game_eq, (s168_c194_L a), (s168_c194_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 2 0 1 1 (opt_l _ _ _ (s168_c194_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 1 1 1 (opt_l _ _ _ (s168_c194_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) 1 0 0 2 (opt_l _ _ _ (s168_c194_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH (2 + a) 1 0 1 1 (opt_r _ _ _ (s168_c194_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH (2 + a) 1 0 1 1 (opt_r _ _ _ (s168_c194_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s168_p123 Ho0 ltac:(zlia)).
    rewrite (s164_p36 Ho1 ltac:(zlia)).
    rewrite (s168_p20 Ho2 ltac:(zlia)).
    rewrite (s194_p157 Ho3 ltac:(zlia)).
    rewrite (s160_p219 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
  }
  {
    rewrite (s168_p140 Ho0 ltac:(zlia)).
    rewrite (s164_p36 Ho1 ltac:(zlia)).
    rewrite (s168_p20 Ho2 ltac:(zlia)).
    rewrite (s194_p157 Ho3 ltac:(zlia)).
    rewrite (s160_p219 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
  }
Qed.

Lemma s168_c194_p150 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s168_board (2 + a) 1 0 1 1 -> fst (s168_q150 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q150 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q150] in Hc |- *.
  rewrite tf_game_eq, (s168_c194_L a), (s168_c194_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 2 0 1 1 (opt_l _ _ _ (s168_c194_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 1 1 1 (opt_l _ _ _ (s168_c194_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) 1 0 0 2 (opt_l _ _ _ (s168_c194_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH (2 + a) 1 0 1 1 (opt_r _ _ _ (s168_c194_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s160 IH (2 + a) 1 0 1 1 (opt_r _ _ _ (s168_c194_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s168_p140 Ho0 ltac:(zlia)).
  rewrite (s164_p36 Ho1 ltac:(zlia)).
  rewrite (s168_p20 Ho2 ltac:(zlia)).
  rewrite (s194_p175 Ho3 ltac:(zlia)).
  rewrite (s160_p251 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
Qed.

Lemma s168_c195_L (a e : nat) : lmoves (s168_board (2 + a) 1 0 1 (2 + e)) = [s168_board (1 + a) 2 0 1 (2 + e); s164_board (2 + a) 1 1 (2 + e); s168_board (2 + a) 1 0 0 (3 + e)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c195_R (a e : nat) : rmoves (s168_board (2 + a) 1 0 1 (2 + e)) = [s194_board (2 + a) 1 0 1 (2 + e)].
Proof. unfold s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a>=2 && b==1 && c==0 && d==1 && e>=2 *)
Lemma s168_c195_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s168_board (2 + a) 1 0 1 (2 + e) -> fst (s168_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q20] in Hc |- *.
  rewrite tf_game_eq, (s168_c195_L a e), (s168_c195_R a e); cbn [map].
  pose proof (use_s168 IH (1 + a) 2 0 1 (2 + e) (opt_l _ _ _ (s168_c195_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 1 1 (2 + e) (opt_l _ _ _ (s168_c195_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) 1 0 0 (3 + e) (opt_l _ _ _ (s168_c195_L a e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s194 IH (2 + a) 1 0 1 (2 + e) (opt_r _ _ _ (s168_c195_R a e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s168_p20 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  rewrite (s168_p20 Ho2 ltac:(zlia)).
  rewrite (s194_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

