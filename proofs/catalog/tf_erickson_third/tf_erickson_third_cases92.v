(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s126_c234_L (a b d e : nat) : lmoves (s126_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [s126_board (1 + a) (3 + b) 1 (2 + d) (2 + e); s126_board (2 + a) (1 + b) 2 (2 + d) (2 + e); s160_board (2 + a) (2 + b) 1 (2 + d) (1 + e)].
Proof. unfold s126_board, s160_board. tf_options. Qed.
Lemma s126_c234_R (a b d e : nat) : rmoves (s126_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [s131_board (2 + a) (2 + b) 1 (2 + d) (2 + e); s159_board (2 + a) (2 + b) 1 (2 + d) (2 + e)].
Proof. unfold s126_board, s131_board, s159_board. tf_options. Qed.
(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a>=2 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s126_c234_p155 x (IH : forall y, meas y < meas x -> values_hold y) (a b d e : nat) :
  x = s126_board (2 + a) (2 + b) 1 (2 + d) (2 + e) -> fst (s126_q155 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q155 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s126_q155] in Hc |- *.
  rewrite tf_game_eq, (s126_c234_L a b d e), (s126_c234_R a b d e); cbn [map].
  pose proof (use_s126 IH (1 + a) (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s126_c234_L a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s126 IH (2 + a) (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s126_c234_L a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s160 IH (2 + a) (2 + b) 1 (2 + d) (1 + e) (opt_l _ _ _ (s126_c234_L a b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH (2 + a) (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s126_c234_R a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s159 IH (2 + a) (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s126_c234_R a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s126_p155 Ho0 ltac:(zlia)).
  rewrite (s126_p40 Ho1 ltac:(zlia)).
  rewrite (s160_p99 Ho2 ltac:(zlia)).
  rewrite (s131_p77 Ho3 ltac:(zlia)).
  rewrite (s159_p50 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s126_c234_p157 x (IH : forall y, meas y < meas x -> values_hold y) (a b d e : nat) :
  x = s126_board (2 + a) (2 + b) 1 (2 + d) (2 + e) -> fst (s126_q157 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q157 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s126_q157] in Hc |- *.
  rewrite tf_game_eq, (s126_c234_L a b d e), (s126_c234_R a b d e); cbn [map].
  pose proof (use_s126 IH (1 + a) (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s126_c234_L a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s126 IH (2 + a) (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s126_c234_L a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s160 IH (2 + a) (2 + b) 1 (2 + d) (1 + e) (opt_l _ _ _ (s126_c234_L a b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH (2 + a) (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s126_c234_R a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s159 IH (2 + a) (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s126_c234_R a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s126_p157 Ho0 ltac:(zlia)).
  rewrite (s126_p42 Ho1 ltac:(zlia)).
  rewrite (s160_p31 Ho2 ltac:(zlia)).
  rewrite (s131_p85 Ho3 ltac:(zlia)).
  rewrite (s159_p50 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s126_c234_p158 x (IH : forall y, meas y < meas x -> values_hold y) (a b d e : nat) :
  x = s126_board (2 + a) (2 + b) 1 (2 + d) (2 + e) -> fst (s126_q158 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q158 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s126_q158] in Hc |- *.
  rewrite tf_game_eq, (s126_c234_L a b d e), (s126_c234_R a b d e); cbn [map].
  pose proof (use_s126 IH (1 + a) (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s126_c234_L a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s126 IH (2 + a) (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s126_c234_L a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s160 IH (2 + a) (2 + b) 1 (2 + d) (1 + e) (opt_l _ _ _ (s126_c234_L a b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH (2 + a) (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s126_c234_R a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s159 IH (2 + a) (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s126_c234_R a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s126_p158 Ho0 ltac:(zlia)).
  rewrite (s126_p42 Ho1 ltac:(zlia)).
  rewrite (s160_p211 Ho2 ltac:(zlia)).
  rewrite (s131_p85 Ho3 ltac:(zlia)).
  rewrite (s159_p50 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s126_c234_p185 x (IH : forall y, meas y < meas x -> values_hold y) (a b d e : nat) :
  x = s126_board (2 + a) (2 + b) 1 (2 + d) (2 + e) -> fst (s126_q185 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q185 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s126_q185] in Hc |- *.
  rewrite tf_game_eq, (s126_c234_L a b d e), (s126_c234_R a b d e); cbn [map].
  pose proof (use_s126 IH (1 + a) (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s126_c234_L a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s126 IH (2 + a) (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s126_c234_L a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s160 IH (2 + a) (2 + b) 1 (2 + d) (1 + e) (opt_l _ _ _ (s126_c234_L a b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH (2 + a) (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s126_c234_R a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s159 IH (2 + a) (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s126_c234_R a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s126_p185 Ho0 ltac:(zlia)).
  rewrite (s126_p41 Ho1 ltac:(zlia)).
  rewrite (s160_p163 Ho2 ltac:(zlia)).
  rewrite (s131_p81 Ho3 ltac:(zlia)).
  rewrite (s159_p50 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s126_c234_p186 x (IH : forall y, meas y < meas x -> values_hold y) (a b d e : nat) :
  x = s126_board (2 + a) (2 + b) 1 (2 + d) (2 + e) -> fst (s126_q186 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q186 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s126_q186] in Hc |- *.
  rewrite tf_game_eq, (s126_c234_L a b d e), (s126_c234_R a b d e); cbn [map].
  pose proof (use_s126 IH (1 + a) (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s126_c234_L a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s126 IH (2 + a) (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s126_c234_L a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s160 IH (2 + a) (2 + b) 1 (2 + d) (1 + e) (opt_l _ _ _ (s126_c234_L a b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH (2 + a) (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s126_c234_R a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s159 IH (2 + a) (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s126_c234_R a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s126_p186 Ho0 ltac:(zlia)).
  rewrite (s126_p42 Ho1 ltac:(zlia)).
  rewrite (s160_p210 Ho2 ltac:(zlia)).
  rewrite (s131_p85 Ho3 ltac:(zlia)).
  rewrite (s159_p50 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s126_c234_p195 x (IH : forall y, meas y < meas x -> values_hold y) (a b d e : nat) :
  x = s126_board (2 + a) (2 + b) 1 (2 + d) (2 + e) -> fst (s126_q195 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q195 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s126_q195] in Hc |- *.
  rewrite tf_game_eq, (s126_c234_L a b d e), (s126_c234_R a b d e); cbn [map].
  pose proof (use_s126 IH (1 + a) (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s126_c234_L a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s126 IH (2 + a) (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s126_c234_L a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s160 IH (2 + a) (2 + b) 1 (2 + d) (1 + e) (opt_l _ _ _ (s126_c234_L a b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s131 IH (2 + a) (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s126_c234_R a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s159 IH (2 + a) (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s126_c234_R a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s126_p195 Ho0 ltac:(zlia)).
  rewrite (s126_p42 Ho1 ltac:(zlia)).
  rewrite (s160_p210 Ho2 ltac:(zlia)).
  rewrite (s131_p85 Ho3 ltac:(zlia)).
  rewrite (s159_p50 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a>=2 && b>=2 && c>=2 && d==0 && e==0: the board of s60 *)
Lemma s126_c235_p38 x (Hs60 : s60_claim x) (a b c : nat) :
  x = s126_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s126_q38 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s126_q38 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q38] in Hc |- *.
  pose proof (Hs60 (2 + a) (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s126_board, s60_board; board_eq)) as Ho0.
  rewrite (s60_p25 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a>=2 && b>=2 && c>=2 && d==0 && e==1: the board of s60 *)
Lemma s126_c236_p39 x (Hs60 : s60_claim x) (a b c : nat) :
  x = s126_board (2 + a) (2 + b) (2 + c) 0 1 -> fst (s126_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s126_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q39] in Hc |- *.
  pose proof (Hs60 (2 + a) (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s126_board, s60_board; board_eq)) as Ho0.
  rewrite (s60_p26 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a>=2 && b>=2 && c>=2 && d==0 && e>=2: the board of s60 *)
Lemma s126_c237_p40 x (Hs60 : s60_claim x) (a b c e : nat) :
  x = s126_board (2 + a) (2 + b) (2 + c) 0 (2 + e) -> fst (s126_q40 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q40 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q40] in Hc |- *.
  pose proof (Hs60 (2 + a) (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s126_board, s60_board; board_eq)) as Ho0.
  rewrite (s60_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s126_c237_p41 x (Hs60 : s60_claim x) (a b c e : nat) :
  x = s126_board (2 + a) (2 + b) (2 + c) 0 (2 + e) -> fst (s126_q41 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q41 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q41] in Hc |- *.
  pose proof (Hs60 (2 + a) (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s126_board, s60_board; board_eq)) as Ho0.
  rewrite (s60_p27 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s126_c237_p42 x (Hs60 : s60_claim x) (a b c e : nat) :
  x = s126_board (2 + a) (2 + b) (2 + c) 0 (2 + e) -> fst (s126_q42 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q42 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q42] in Hc |- *.
  pose proof (Hs60 (2 + a) (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s126_board, s60_board; board_eq)) as Ho0.
  rewrite (s60_p28 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s126_c238_L (a b c : nat) : lmoves (s126_board (2 + a) (2 + b) (2 + c) 1 0) = [s126_board (1 + a) (3 + b) (2 + c) 1 0; s126_board (2 + a) (1 + b) (3 + c) 1 0; s168_board (2 + a) (2 + b) (2 + c) 0 0].
Proof. unfold s126_board, s168_board. tf_options. Qed.
Lemma s126_c238_R (a b c : nat) : rmoves (s126_board (2 + a) (2 + b) (2 + c) 1 0) = [s98_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s126_board, s98_board. tf_options. Qed.
(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a>=2 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s126_c238_p48 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s126_board (2 + a) (2 + b) (2 + c) 1 0 -> fst (s126_q48 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s126_q48 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s126_q48] in Hc |- *.
  rewrite tf_game_eq, (s126_c238_L a b c), (s126_c238_R a b c); cbn [map].
  pose proof (use_s126 IH (1 + a) (3 + b) (2 + c) 1 0 (opt_l _ _ _ (s126_c238_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s126 IH (2 + a) (1 + b) (3 + c) 1 0 (opt_l _ _ _ (s126_c238_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) (2 + c) 0 0 (opt_l _ _ _ (s126_c238_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s98 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s126_c238_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s126_p48 Ho0 ltac:(zlia)).
  rewrite (s126_p49 Ho1 ltac:(zlia)).
  rewrite (s168_p26 Ho2 ltac:(zlia)).
  rewrite (s98_p9 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s126_c238_p49 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s126_board (2 + a) (2 + b) (2 + c) 1 0 -> fst (s126_q49 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s126_q49 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s126_q49] in Hc |- *.
  rewrite tf_game_eq, (s126_c238_L a b c), (s126_c238_R a b c); cbn [map].
  pose proof (use_s126 IH (1 + a) (3 + b) (2 + c) 1 0 (opt_l _ _ _ (s126_c238_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s126 IH (2 + a) (1 + b) (3 + c) 1 0 (opt_l _ _ _ (s126_c238_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) (2 + c) 0 0 (opt_l _ _ _ (s126_c238_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s98 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s126_c238_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s126_p49 Ho0 ltac:(zlia)).
  rewrite (s126_p49 Ho1 ltac:(zlia)).
  rewrite (s168_p27 Ho2 ltac:(zlia)).
  rewrite (s98_p9 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s126_c238_p80 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s126_board (2 + a) (2 + b) (2 + c) 1 0 -> fst (s126_q80 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s126_q80 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s126_q80] in Hc |- *.
  rewrite tf_game_eq, (s126_c238_L a b c), (s126_c238_R a b c); cbn [map].
  pose proof (use_s126 IH (1 + a) (3 + b) (2 + c) 1 0 (opt_l _ _ _ (s126_c238_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s126 IH (2 + a) (1 + b) (3 + c) 1 0 (opt_l _ _ _ (s126_c238_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) (2 + c) 0 0 (opt_l _ _ _ (s126_c238_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s98 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s126_c238_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s126_p80 Ho0 ltac:(zlia)).
  rewrite (s126_p48 Ho1 ltac:(zlia)).
  rewrite (s168_p39 Ho2 ltac:(zlia)).
  rewrite (s98_p9 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s126_c239_L (a b c : nat) : lmoves (s126_board (2 + a) (2 + b) (2 + c) 1 1) = [s126_board (1 + a) (3 + b) (2 + c) 1 1; s126_board (2 + a) (1 + b) (3 + c) 1 1; s160_board (2 + a) (2 + b) (2 + c) 1 0].
Proof. unfold s126_board, s160_board. tf_options. Qed.
Lemma s126_c239_R (a b c : nat) : rmoves (s126_board (2 + a) (2 + b) (2 + c) 1 1) = [s159_board (2 + a) (2 + b) (2 + c) 1 1].
Proof. unfold s126_board, s159_board. tf_options. Qed.
(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a>=2 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s126_c239_p39 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s126_board (2 + a) (2 + b) (2 + c) 1 1 -> fst (s126_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s126_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s126_q39] in Hc |- *.
  rewrite tf_game_eq, (s126_c239_L a b c), (s126_c239_R a b c); cbn [map].
  pose proof (use_s126 IH (1 + a) (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s126_c239_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s126 IH (2 + a) (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s126_c239_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s160 IH (2 + a) (2 + b) (2 + c) 1 0 (opt_l _ _ _ (s126_c239_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s159 IH (2 + a) (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s126_c239_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s126_p39 Ho0 ltac:(zlia)).
  rewrite (s126_p39 Ho1 ltac:(zlia)).
  rewrite (s160_p33 Ho2 ltac:(zlia)).
  rewrite (s159_p11 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s126_c240_L (a b c e : nat) : lmoves (s126_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [s126_board (1 + a) (3 + b) (2 + c) 1 (2 + e); s126_board (2 + a) (1 + b) (3 + c) 1 (2 + e); s160_board (2 + a) (2 + b) (2 + c) 1 (1 + e)].
Proof. unfold s126_board, s160_board. tf_options. Qed.
Lemma s126_c240_R (a b c e : nat) : rmoves (s126_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [s159_board (2 + a) (2 + b) (2 + c) 1 (2 + e)].
Proof. unfold s126_board, s159_board. tf_options. Qed.
(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a>=2 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s126_c240_p40 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s126_board (2 + a) (2 + b) (2 + c) 1 (2 + e) -> fst (s126_q40 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q40 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s126_q40] in Hc |- *.
  rewrite tf_game_eq, (s126_c240_L a b c e), (s126_c240_R a b c e); cbn [map].
  pose proof (use_s126 IH (1 + a) (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s126_c240_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s126 IH (2 + a) (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s126_c240_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s160 IH (2 + a) (2 + b) (2 + c) 1 (1 + e) (opt_l _ _ _ (s126_c240_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s159 IH (2 + a) (2 + b) (2 + c) 1 (2 + e) (opt_r _ _ _ (s126_c240_R a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s126_p40 Ho0 ltac:(zlia)).
  rewrite (s126_p40 Ho1 ltac:(zlia)).
  rewrite (s160_p35 Ho2 ltac:(zlia)).
  rewrite (s159_p11 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s126_c240_p41 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s126_board (2 + a) (2 + b) (2 + c) 1 (2 + e) -> fst (s126_q41 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q41 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s126_q41] in Hc |- *.
  rewrite tf_game_eq, (s126_c240_L a b c e), (s126_c240_R a b c e); cbn [map].
  pose proof (use_s126 IH (1 + a) (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s126_c240_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s126 IH (2 + a) (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s126_c240_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s160 IH (2 + a) (2 + b) (2 + c) 1 (1 + e) (opt_l _ _ _ (s126_c240_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s159 IH (2 + a) (2 + b) (2 + c) 1 (2 + e) (opt_r _ _ _ (s126_c240_R a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s126_p41 Ho0 ltac:(zlia)).
  rewrite (s126_p41 Ho1 ltac:(zlia)).
  rewrite (s160_p36 Ho2 ltac:(zlia)).
  rewrite (s159_p11 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s126_c240_p42 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s126_board (2 + a) (2 + b) (2 + c) 1 (2 + e) -> fst (s126_q42 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q42 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s126_q42] in Hc |- *.
  rewrite tf_game_eq, (s126_c240_L a b c e), (s126_c240_R a b c e); cbn [map].
  pose proof (use_s126 IH (1 + a) (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s126_c240_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s126 IH (2 + a) (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s126_c240_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s160 IH (2 + a) (2 + b) (2 + c) 1 (1 + e) (opt_l _ _ _ (s126_c240_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s159 IH (2 + a) (2 + b) (2 + c) 1 (2 + e) (opt_r _ _ _ (s126_c240_R a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s126_p42 Ho0 ltac:(zlia)).
  rewrite (s126_p42 Ho1 ltac:(zlia)).
  rewrite (s160_p37 Ho2 ltac:(zlia)).
  rewrite (s159_p11 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s126_c241_L (a b c d : nat) : lmoves (s126_board (2 + a) (2 + b) (2 + c) (2 + d) 0) = [s126_board (1 + a) (3 + b) (2 + c) (2 + d) 0; s126_board (2 + a) (1 + b) (3 + c) (2 + d) 0; s168_board (2 + a) (2 + b) (2 + c) (1 + d) 0].
Proof. unfold s126_board, s168_board. tf_options. Qed.
Lemma s126_c241_R (a b c d : nat) : rmoves (s126_board (2 + a) (2 + b) (2 + c) (2 + d) 0) = [s98_board (2 + a) (2 + b) (2 + c) (2 + d)].
Proof. unfold s126_board, s98_board. tf_options. Qed.
(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a>=2 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s126_c241_p45 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s126_board (2 + a) (2 + b) (2 + c) (2 + d) 0 -> fst (s126_q45 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s126_q45 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s126_q45] in Hc |- *.
  rewrite tf_game_eq, (s126_c241_L a b c d), (s126_c241_R a b c d); cbn [map].
  pose proof (use_s126 IH (1 + a) (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s126_c241_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s126 IH (2 + a) (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s126_c241_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) (2 + c) (1 + d) 0 (opt_l _ _ _ (s126_c241_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s98 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s126_c241_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s126_p45 Ho0 ltac:(zlia)).
  rewrite (s126_p45 Ho1 ltac:(zlia)).
  rewrite (s168_p21 Ho2 ltac:(zlia)).
  rewrite (s98_p9 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s126_c241_p46 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s126_board (2 + a) (2 + b) (2 + c) (2 + d) 0 -> fst (s126_q46 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s126_q46 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s126_q46] in Hc |- *.
  rewrite tf_game_eq, (s126_c241_L a b c d), (s126_c241_R a b c d); cbn [map].
  pose proof (use_s126 IH (1 + a) (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s126_c241_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s126 IH (2 + a) (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s126_c241_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) (2 + c) (1 + d) 0 (opt_l _ _ _ (s126_c241_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s98 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s126_c241_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s126_p46 Ho0 ltac:(zlia)).
  rewrite (s126_p46 Ho1 ltac:(zlia)).
  rewrite (s168_p23 Ho2 ltac:(zlia)).
  rewrite (s98_p9 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s126_c241_p47 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s126_board (2 + a) (2 + b) (2 + c) (2 + d) 0 -> fst (s126_q47 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s126_q47 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s126_q47] in Hc |- *.
  rewrite tf_game_eq, (s126_c241_L a b c d), (s126_c241_R a b c d); cbn [map].
  pose proof (use_s126 IH (1 + a) (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s126_c241_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s126 IH (2 + a) (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s126_c241_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) (2 + c) (1 + d) 0 (opt_l _ _ _ (s126_c241_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s98 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s126_c241_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s126_p47 Ho0 ltac:(zlia)).
  rewrite (s126_p47 Ho1 ltac:(zlia)).
  rewrite (s168_p25 Ho2 ltac:(zlia)).
  rewrite (s98_p9 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s126_c242_L (a b c d : nat) : lmoves (s126_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [s126_board (1 + a) (3 + b) (2 + c) (2 + d) 1; s126_board (2 + a) (1 + b) (3 + c) (2 + d) 1; s160_board (2 + a) (2 + b) (2 + c) (2 + d) 0].
Proof. unfold s126_board, s160_board. tf_options. Qed.
Lemma s126_c242_R (a b c d : nat) : rmoves (s126_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [s159_board (2 + a) (2 + b) (2 + c) (2 + d) 1].
Proof. unfold s126_board, s159_board. tf_options. Qed.
(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a>=2 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s126_c242_p39 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s126_board (2 + a) (2 + b) (2 + c) (2 + d) 1 -> fst (s126_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s126_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s126_q39] in Hc |- *.
  rewrite tf_game_eq, (s126_c242_L a b c d), (s126_c242_R a b c d); cbn [map].
  pose proof (use_s126 IH (1 + a) (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s126_c242_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s126 IH (2 + a) (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s126_c242_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s160 IH (2 + a) (2 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s126_c242_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s159 IH (2 + a) (2 + b) (2 + c) (2 + d) 1 (opt_r _ _ _ (s126_c242_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s126_p39 Ho0 ltac:(zlia)).
  rewrite (s126_p39 Ho1 ltac:(zlia)).
  rewrite (s160_p33 Ho2 ltac:(zlia)).
  rewrite (s159_p11 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s126_c243_L (a b c d e : nat) : lmoves (s126_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [s126_board (1 + a) (3 + b) (2 + c) (2 + d) (2 + e); s126_board (2 + a) (1 + b) (3 + c) (2 + d) (2 + e); s160_board (2 + a) (2 + b) (2 + c) (2 + d) (1 + e)].
Proof. unfold s126_board, s160_board. tf_options. Qed.
Lemma s126_c243_R (a b c d e : nat) : rmoves (s126_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [s159_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)].
Proof. unfold s126_board, s159_board. tf_options. Qed.
(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a>=2 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s126_c243_p40 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  x = s126_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s126_q40 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q40 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s126_q40] in Hc |- *.
  rewrite tf_game_eq, (s126_c243_L a b c d e), (s126_c243_R a b c d e); cbn [map].
  pose proof (use_s126 IH (1 + a) (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s126_c243_L a b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s126 IH (2 + a) (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s126_c243_L a b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s160 IH (2 + a) (2 + b) (2 + c) (2 + d) (1 + e) (opt_l _ _ _ (s126_c243_L a b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s159 IH (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s126_c243_R a b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s126_p40 Ho0 ltac:(zlia)).
  rewrite (s126_p40 Ho1 ltac:(zlia)).
  rewrite (s160_p35 Ho2 ltac:(zlia)).
  rewrite (s159_p11 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s126_c243_p41 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  x = s126_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s126_q41 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q41 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s126_q41] in Hc |- *.
  rewrite tf_game_eq, (s126_c243_L a b c d e), (s126_c243_R a b c d e); cbn [map].
  pose proof (use_s126 IH (1 + a) (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s126_c243_L a b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s126 IH (2 + a) (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s126_c243_L a b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s160 IH (2 + a) (2 + b) (2 + c) (2 + d) (1 + e) (opt_l _ _ _ (s126_c243_L a b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s159 IH (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s126_c243_R a b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s126_p41 Ho0 ltac:(zlia)).
  rewrite (s126_p41 Ho1 ltac:(zlia)).
  rewrite (s160_p36 Ho2 ltac:(zlia)).
  rewrite (s159_p11 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s126_c243_p42 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  x = s126_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s126_q42 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q42 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s126_q42] in Hc |- *.
  rewrite tf_game_eq, (s126_c243_L a b c d e), (s126_c243_R a b c d e); cbn [map].
  pose proof (use_s126 IH (1 + a) (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s126_c243_L a b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s126 IH (2 + a) (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s126_c243_L a b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s160 IH (2 + a) (2 + b) (2 + c) (2 + d) (1 + e) (opt_l _ _ _ (s126_c243_L a b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s159 IH (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s126_c243_R a b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s126_p42 Ho0 ltac:(zlia)).
  rewrite (s126_p42 Ho1 ltac:(zlia)).
  rewrite (s160_p37 Ho2 ltac:(zlia)).
  rewrite (s159_p11 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c1_L : lmoves (s127_board 0 0 0) = [strip [(0, 1)] ([E; T; E; F; E; F]) []].
Proof. unfold s127_board, strip. tf_options. Qed.
Lemma s127_c1_L1 : tf_norm (strip [(0, 1)] ([E; T; E; F; E; F]) []) (s48_board 0 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s127_c1_R : rmoves (s127_board 0 0 0) = [strip [(0, 1)] ([T; E; F; E; E; F]) []; strip [(0, 1)] ([T; E; E; F; F; E]) []].
Proof. unfold s127_board, strip. tf_options. Qed.
Lemma s127_c1_R1 : tf_norm (strip [(0, 1)] ([T; E; F; E; E; F]) []) (s32_board 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s127_c1_R2 : tf_norm (strip [(0, 1)] ([T; E; E; F; F; E]) []) (s30_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; F; E]) []); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a==0 && b==0 && c==0 *)
Lemma s127_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s127_board 0 0 0 -> fst (s127_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s127_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s127_q1] in Hc |- *.
  rewrite tf_game_eq, (s127_c1_L), (s127_c1_R); cbn [map].
  rewrite (tf_norm_game0 (s127_c1_L1)).
  pose proof (use_s48 IH 0 1 0 0 (opt_norm_l _ _ _ _ _ (s127_c1_L) ltac:(cbn [In]; left; reflexivity) (s127_c1_L1))) as Ho0.
  rewrite (tf_norm_game0 (s127_c1_R1)).
  pose proof (use_s32 IH 1 0 0 (opt_norm_r _ _ _ _ _ (s127_c1_R) ltac:(cbn [In]; left; reflexivity) (s127_c1_R1))) as Ho1.
  rewrite (tf_norm_game0 (s127_c1_R2)).
  pose proof (use_s30 IH 1 0 (opt_norm_r _ _ _ _ _ (s127_c1_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s127_c1_R2))) as Ho2.
  rewrite (s48_p18 Ho0 ltac:(zlia)).
  rewrite (s32_p1 Ho1 ltac:(zlia)).
  rewrite (s30_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_via _ (int (-2))); [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s127_c2_L : lmoves (s127_board 0 0 1) = [strip [(0, 1)] ([E; T; E; F; T; E; F]) []; strip [(0, 1)] ([T; E; E; F; E; T; F]) []].
Proof. unfold s127_board, strip. tf_options. Qed.
Lemma s127_c2_L1 : tf_norm (strip [(0, 1)] ([E; T; E; F; T; E; F]) []) (s48_board 0 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s127_c2_L2 : tf_norm (strip [(0, 1)] ([T; E; E; F; E; T; F]) []) (s54_board 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s127_c2_R : rmoves (s127_board 0 0 1) = [strip [(0, 1)] ([T; E; F; E; T; E; F]) []; strip [(0, 1)] ([T; E; E; F; T; F; E]) []].
Proof. unfold s127_board, strip. tf_options. Qed.
Lemma s127_c2_R1 : tf_norm (strip [(0, 1)] ([T; E; F; E; T; E; F]) []) (s79_board 1 0 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s127_c2_R2 : tf_norm (strip [(0, 1)] ([T; E; E; F; T; F; E]) []) (s55_board 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a==0 && b==0 && c==1 *)
Lemma s127_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s127_board 0 0 1 -> fst (s127_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s127_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s127_q2] in Hc |- *.
  rewrite tf_game_eq, (s127_c2_L), (s127_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s127_c2_L1)).
  pose proof (use_s48 IH 0 1 0 1 (opt_norm_l _ _ _ _ _ (s127_c2_L) ltac:(cbn [In]; left; reflexivity) (s127_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s127_c2_L2)).
  pose proof (use_s54 IH 1 0 0 (opt_norm_l _ _ _ _ _ (s127_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s127_c2_L2))) as Ho1.
  rewrite (tf_norm_game0 (s127_c2_R1)).
  pose proof (use_s79 IH 1 0 0 1 (opt_norm_r _ _ _ _ _ (s127_c2_R) ltac:(cbn [In]; left; reflexivity) (s127_c2_R1))) as Ho2.
  rewrite (tf_norm_game0 (s127_c2_R2)).
  pose proof (use_s55 IH 1 0 1 (opt_norm_r _ _ _ _ _ (s127_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s127_c2_R2))) as Ho3.
  rewrite (s48_p19 Ho0 ltac:(zlia)).
  rewrite (s54_p1 Ho1 ltac:(zlia)).
  rewrite (s79_p29 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s127_c3_L (c : nat) : lmoves (s127_board 0 0 (2 + c)) = [strip [(0, 1)] (E :: T :: E :: F :: repeat T (2 + c) ++ [E; F]) []; strip [(0, 1)] (T :: E :: E :: F :: repeat T (1 + c) ++ [E; T; F]) []].
Proof. unfold s127_board, strip. tf_options. Qed.
Lemma s127_c3_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: F :: repeat T (2 + c) ++ [E; F]) []) (s48_board 0 1 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: F :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s127_c3_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: F :: repeat T (1 + c) ++ [E; T; F]) []) (s54_board 1 0 (1 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: F :: repeat T (1 + c) ++ [E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s127_c3_R (c : nat) : rmoves (s127_board 0 0 (2 + c)) = [strip [(0, 1)] (T :: E :: F :: E :: repeat T (2 + c) ++ [E; F]) []; strip [(0, 1)] (T :: E :: E :: F :: repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s127_board, strip. tf_options. Qed.
Lemma s127_c3_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: E :: repeat T (2 + c) ++ [E; F]) []) (s79_board 1 0 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: E :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s127_c3_R2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: F :: repeat T (2 + c) ++ [F; E]) []) (s55_board 1 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: F :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a==0 && b==0 && c>=2 *)
Lemma s127_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s127_board 0 0 (2 + c) -> fst (s127_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q4] in Hc |- *.
  rewrite tf_game_eq, (s127_c3_L c), (s127_c3_R c); cbn [map].
  rewrite (tf_norm_game0 (s127_c3_L1 c)).
  pose proof (use_s48 IH 0 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s127_c3_L c) ltac:(cbn [In]; left; reflexivity) (s127_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s127_c3_L2 c)).
  pose proof (use_s54 IH 1 0 (1 + c) (opt_norm_l _ _ _ _ _ (s127_c3_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s127_c3_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s127_c3_R1 c)).
  pose proof (use_s79 IH 1 0 0 (2 + c) (opt_norm_r _ _ _ _ _ (s127_c3_R c) ltac:(cbn [In]; left; reflexivity) (s127_c3_R1 c))) as Ho2.
  rewrite (tf_norm_game0 (s127_c3_R2 c)).
  pose proof (use_s55 IH 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s127_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s127_c3_R2 c))) as Ho3.
  rewrite (s48_p20 Ho0 ltac:(zlia)).
  rewrite (s54_p10 Ho1 ltac:(zlia)).
  rewrite (s79_p30 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c3_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s127_board 0 0 (2 + c) -> fst (s127_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q5] in Hc |- *.
  rewrite tf_game_eq, (s127_c3_L c), (s127_c3_R c); cbn [map].
  rewrite (tf_norm_game0 (s127_c3_L1 c)).
  pose proof (use_s48 IH 0 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s127_c3_L c) ltac:(cbn [In]; left; reflexivity) (s127_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s127_c3_L2 c)).
  pose proof (use_s54 IH 1 0 (1 + c) (opt_norm_l _ _ _ _ _ (s127_c3_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s127_c3_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s127_c3_R1 c)).
  pose proof (use_s79 IH 1 0 0 (2 + c) (opt_norm_r _ _ _ _ _ (s127_c3_R c) ltac:(cbn [In]; left; reflexivity) (s127_c3_R1 c))) as Ho2.
  rewrite (tf_norm_game0 (s127_c3_R2 c)).
  pose proof (use_s55 IH 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s127_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s127_c3_R2 c))) as Ho3.
  rewrite (s48_p21 Ho0 ltac:(zlia)).
  rewrite (s54_p3 Ho1 ltac:(zlia)).
  rewrite (s79_p31 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c3_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s127_board 0 0 (2 + c) -> fst (s127_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q9] in Hc |- *.
  rewrite tf_game_eq, (s127_c3_L c), (s127_c3_R c); cbn [map].
  rewrite (tf_norm_game0 (s127_c3_L1 c)).
  pose proof (use_s48 IH 0 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s127_c3_L c) ltac:(cbn [In]; left; reflexivity) (s127_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s127_c3_L2 c)).
  pose proof (use_s54 IH 1 0 (1 + c) (opt_norm_l _ _ _ _ _ (s127_c3_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s127_c3_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s127_c3_R1 c)).
  pose proof (use_s79 IH 1 0 0 (2 + c) (opt_norm_r _ _ _ _ _ (s127_c3_R c) ltac:(cbn [In]; left; reflexivity) (s127_c3_R1 c))) as Ho2.
  rewrite (tf_norm_game0 (s127_c3_R2 c)).
  pose proof (use_s55 IH 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s127_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s127_c3_R2 c))) as Ho3.
  rewrite (s48_p21 Ho0 ltac:(zlia)).
  rewrite (s54_p11 Ho1 ltac:(zlia)).
  rewrite (s79_p31 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c4_L : lmoves (s127_board 0 1 0) = [strip [(0, 1)] ([E; T; E; T; F; E; F]) []; strip [(0, 1)] ([T; E; E; E; F; T; F]) []].
Proof. unfold s127_board, strip. tf_options. Qed.
Lemma s127_c4_L1 : tf_norm (strip [(0, 1)] ([E; T; E; T; F; E; F]) []) (s48_board 0 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s127_c4_L2 : tf_norm (strip [(0, 1)] ([T; E; E; E; F; T; F]) []) (s49_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; E; F; T; F]) []); [reflexivity | unfold s49_board; strip_board_eq | strip_offset]. Qed.
Lemma s127_c4_R : rmoves (s127_board 0 1 0) = [strip [(0, 1)] ([T; E; F; T; E; E; F]) []; strip [(0, 1)] ([T; E; E; T; F; F; E]) []].
Proof. unfold s127_board, strip. tf_options. Qed.
Lemma s127_c4_R1 : tf_norm (strip [(0, 1)] ([T; E; F; T; E; E; F]) []) (s32_board 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; T; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s127_c4_R2 : tf_norm (strip [(0, 1)] ([T; E; E; T; F; F; E]) []) (s30_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F; F; E]) []); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a==0 && b==1 && c==0 *)
Lemma s127_c4_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s127_board 0 1 0 -> fst (s127_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s127_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s127_q11] in Hc |- *.
  rewrite tf_game_eq, (s127_c4_L), (s127_c4_R); cbn [map].
  rewrite (tf_norm_game0 (s127_c4_L1)).
  pose proof (use_s48 IH 0 1 1 0 (opt_norm_l _ _ _ _ _ (s127_c4_L) ltac:(cbn [In]; left; reflexivity) (s127_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s127_c4_L2)).
  pose proof (use_s49 IH 1 0 (opt_norm_l _ _ _ _ _ (s127_c4_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s127_c4_L2))) as Ho1.
  rewrite (tf_norm_game0 (s127_c4_R1)).
  pose proof (use_s32 IH 1 0 1 (opt_norm_r _ _ _ _ _ (s127_c4_R) ltac:(cbn [In]; left; reflexivity) (s127_c4_R1))) as Ho2.
  rewrite (tf_norm_game0 (s127_c4_R2)).
  pose proof (use_s30 IH 1 1 (opt_norm_r _ _ _ _ _ (s127_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s127_c4_R2))) as Ho3.
  rewrite (s48_p22 Ho0 ltac:(zlia)).
  rewrite (s49_p4 Ho1 ltac:(zlia)).
  rewrite (s32_p9 Ho2 ltac:(zlia)).
  rewrite (s30_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s127_c5_L : lmoves (s127_board 0 1 1) = [strip [(0, 1)] ([E; T; E; T; F; T; E; F]) []; strip [(0, 1)] ([T; E; E; T; F; E; T; F]) []].
Proof. unfold s127_board, strip. tf_options. Qed.
Lemma s127_c5_L1 : tf_norm (strip [(0, 1)] ([E; T; E; T; F; T; E; F]) []) (s48_board 0 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s127_c5_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; F; E; T; F]) []) (s54_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s127_c5_R : rmoves (s127_board 0 1 1) = [strip [(0, 1)] ([T; E; F; T; E; T; E; F]) []; strip [(0, 1)] ([T; E; E; T; F; T; F; E]) []].
Proof. unfold s127_board, strip. tf_options. Qed.
Lemma s127_c5_R1 : tf_norm (strip [(0, 1)] ([T; E; F; T; E; T; E; F]) []) (s79_board 1 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; T; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s127_c5_R2 : tf_norm (strip [(0, 1)] ([T; E; E; T; F; T; F; E]) []) (s55_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a==0 && b==1 && c==1 *)
Lemma s127_c5_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s127_board 0 1 1 -> fst (s127_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s127_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s127_q12] in Hc |- *.
  rewrite tf_game_eq, (s127_c5_L), (s127_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s127_c5_L1)).
  pose proof (use_s48 IH 0 1 1 1 (opt_norm_l _ _ _ _ _ (s127_c5_L) ltac:(cbn [In]; left; reflexivity) (s127_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s127_c5_L2)).
  pose proof (use_s54 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s127_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s127_c5_L2))) as Ho1.
  rewrite (tf_norm_game0 (s127_c5_R1)).
  pose proof (use_s79 IH 1 0 1 1 (opt_norm_r _ _ _ _ _ (s127_c5_R) ltac:(cbn [In]; left; reflexivity) (s127_c5_R1))) as Ho2.
  rewrite (tf_norm_game0 (s127_c5_R2)).
  pose proof (use_s55 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s127_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s127_c5_R2))) as Ho3.
  rewrite (s48_p24 Ho0 ltac:(zlia)).
  rewrite (s54_p12 Ho1 ltac:(zlia)).
  rewrite (s79_p34 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c6_L (c : nat) : lmoves (s127_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) []; strip [(0, 1)] (T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; F]) []].
Proof. unfold s127_board, strip. tf_options. Qed.
Lemma s127_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) []) (s48_board 0 1 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s127_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; F]) []) (s54_board 1 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s127_c6_R (c : nat) : rmoves (s127_board 0 1 (2 + c)) = [strip [(0, 1)] (T :: E :: F :: T :: E :: repeat T (2 + c) ++ [E; F]) []; strip [(0, 1)] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s127_board, strip. tf_options. Qed.
Lemma s127_c6_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: T :: E :: repeat T (2 + c) ++ [E; F]) []) (s79_board 1 0 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: T :: E :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s127_c6_R2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F; E]) []) (s55_board 1 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a==0 && b==1 && c>=2 *)
Lemma s127_c6_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s127_board 0 1 (2 + c) -> fst (s127_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q7] in Hc |- *.
  rewrite tf_game_eq, (s127_c6_L c), (s127_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s127_c6_L1 c)).
  pose proof (use_s48 IH 0 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s127_c6_L c) ltac:(cbn [In]; left; reflexivity) (s127_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s127_c6_L2 c)).
  pose proof (use_s54 IH 1 1 (1 + c) (opt_norm_l _ _ _ _ _ (s127_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s127_c6_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s127_c6_R1 c)).
  pose proof (use_s79 IH 1 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s127_c6_R c) ltac:(cbn [In]; left; reflexivity) (s127_c6_R1 c))) as Ho2.
  rewrite (tf_norm_game0 (s127_c6_R2 c)).
  pose proof (use_s55 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s127_c6_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s127_c6_R2 c))) as Ho3.
  rewrite (s48_p26 Ho0 ltac:(zlia)).
  rewrite (s54_p11 Ho1 ltac:(zlia)).
  rewrite (s79_p31 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c6_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s127_board 0 1 (2 + c) -> fst (s127_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q13] in Hc |- *.
  rewrite tf_game_eq, (s127_c6_L c), (s127_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s127_c6_L1 c)).
  pose proof (use_s48 IH 0 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s127_c6_L c) ltac:(cbn [In]; left; reflexivity) (s127_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s127_c6_L2 c)).
  pose proof (use_s54 IH 1 1 (1 + c) (opt_norm_l _ _ _ _ _ (s127_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s127_c6_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s127_c6_R1 c)).
  pose proof (use_s79 IH 1 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s127_c6_R c) ltac:(cbn [In]; left; reflexivity) (s127_c6_R1 c))) as Ho2.
  rewrite (tf_norm_game0 (s127_c6_R2 c)).
  pose proof (use_s55 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s127_c6_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s127_c6_R2 c))) as Ho3.
  rewrite (s48_p25 Ho0 ltac:(zlia)).
  rewrite (s54_p6 Ho1 ltac:(zlia)).
  rewrite (s79_p31 Ho2 ltac:(zlia)).
  rewrite (s55_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c7_L (b : nat) : lmoves (s127_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [F; E; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; F; T; F]) []].
Proof. unfold s127_board, strip. tf_options. Qed.
Lemma s127_c7_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [F; E; F]) []) (s48_board 0 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s127_c7_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; F; T; F]) []) (s50_board 1 (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s127_c7_R (b : nat) : rmoves (s127_board 0 (2 + b) 0) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; F; E]) []].
Proof. unfold s127_board, strip. tf_options. Qed.
Lemma s127_c7_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; F; E]) []) (s30_board 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; F; E]) []); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a==0 && b>=2 && c==0 *)
Lemma s127_c7_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s127_board 0 (2 + b) 0 -> fst (s127_q1 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s127_q1 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s127_q1] in Hc |- *.
  rewrite tf_game_eq, (s127_c7_L b), (s127_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s127_c7_L1 b)).
  pose proof (use_s48 IH 0 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s127_c7_L b) ltac:(cbn [In]; left; reflexivity) (s127_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s127_c7_L2 b)).
  pose proof (use_s50 IH 1 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s127_c7_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s127_c7_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s127_c7_R1 b)).
  pose proof (use_s30 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s127_c7_R b) ltac:(cbn [In]; left; reflexivity) (s127_c7_R1 b))) as Ho2.
  rewrite (s48_p22 Ho0 ltac:(zlia)).
  rewrite (s50_p4 Ho1 ltac:(zlia)).
  rewrite (s30_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s127_c7_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s127_board 0 (2 + b) 0 -> fst (s127_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s127_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s127_q18] in Hc |- *.
  rewrite tf_game_eq, (s127_c7_L b), (s127_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s127_c7_L1 b)).
  pose proof (use_s48 IH 0 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s127_c7_L b) ltac:(cbn [In]; left; reflexivity) (s127_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s127_c7_L2 b)).
  pose proof (use_s50 IH 1 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s127_c7_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s127_c7_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s127_c7_R1 b)).
  pose proof (use_s30 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s127_c7_R b) ltac:(cbn [In]; left; reflexivity) (s127_c7_R1 b))) as Ho2.
  rewrite (s48_p33 Ho0 ltac:(zlia)).
  rewrite (s50_p6 Ho1 ltac:(zlia)).
  rewrite (s30_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c7_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s127_board 0 (2 + b) 0 -> fst (s127_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s127_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s127_q19] in Hc |- *.
  rewrite tf_game_eq, (s127_c7_L b), (s127_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s127_c7_L1 b)).
  pose proof (use_s48 IH 0 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s127_c7_L b) ltac:(cbn [In]; left; reflexivity) (s127_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s127_c7_L2 b)).
  pose proof (use_s50 IH 1 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s127_c7_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s127_c7_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s127_c7_R1 b)).
  pose proof (use_s30 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s127_c7_R b) ltac:(cbn [In]; left; reflexivity) (s127_c7_R1 b))) as Ho2.
  rewrite (s48_p34 Ho0 ltac:(zlia)).
  rewrite (s50_p10 Ho1 ltac:(zlia)).
  rewrite (s30_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c8_L (b : nat) : lmoves (s127_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [F; T; E; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; E; T; F]) []].
Proof. unfold s127_board, strip. tf_options. Qed.
Lemma s127_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [F; T; E; F]) []) (s48_board 0 1 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s127_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; E; T; F]) []) (s54_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s127_c8_R (b : nat) : rmoves (s127_board 0 (2 + b) 1) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F; E]) []].
Proof. unfold s127_board, strip. tf_options. Qed.
Lemma s127_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F; E]) []) (s55_board 1 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a==0 && b>=2 && c==1 *)
Lemma s127_c8_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s127_board 0 (2 + b) 1 -> fst (s127_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s127_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s127_q15] in Hc |- *.
  rewrite tf_game_eq, (s127_c8_L b), (s127_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s127_c8_L1 b)).
  pose proof (use_s48 IH 0 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s127_c8_L b) ltac:(cbn [In]; left; reflexivity) (s127_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s127_c8_L2 b)).
  pose proof (use_s54 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s127_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s127_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s127_c8_R1 b)).
  pose proof (use_s55 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s127_c8_R b) ltac:(cbn [In]; left; reflexivity) (s127_c8_R1 b))) as Ho2.
  rewrite (s48_p27 Ho0 ltac:(zlia)).
  rewrite (s54_p8 Ho1 ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c9_L (b c : nat) : lmoves (s127_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; F]) []].
Proof. unfold s127_board, strip. tf_options. Qed.
Lemma s127_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) []) (s48_board 0 1 (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s127_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; F]) []) (s54_board 1 (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s127_c9_R (b c : nat) : rmoves (s127_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s127_board, strip. tf_options. Qed.
Lemma s127_c9_R1 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E]) []) (s55_board 1 (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a==0 && b>=2 && c>=2 *)
Lemma s127_c9_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s127_board 0 (2 + b) (2 + c) -> fst (s127_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q14] in Hc |- *.
  rewrite tf_game_eq, (s127_c9_L b c), (s127_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s127_c9_L1 b c)).
  pose proof (use_s48 IH 0 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s127_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s127_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s127_c9_L2 b c)).
  pose proof (use_s54 IH 1 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s127_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s127_c9_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s127_c9_R1 b c)).
  pose proof (use_s55 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s127_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s127_c9_R1 b c))) as Ho2.
  rewrite (s48_p31 Ho0 ltac:(zlia)).
  rewrite (s54_p7 Ho1 ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c9_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s127_board 0 (2 + b) (2 + c) -> fst (s127_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q16] in Hc |- *.
  rewrite tf_game_eq, (s127_c9_L b c), (s127_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s127_c9_L1 b c)).
  pose proof (use_s48 IH 0 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s127_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s127_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s127_c9_L2 b c)).
  pose proof (use_s54 IH 1 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s127_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s127_c9_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s127_c9_R1 b c)).
  pose proof (use_s55 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s127_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s127_c9_R1 b c))) as Ho2.
  rewrite (s48_p29 Ho0 ltac:(zlia)).
  rewrite (s54_p8 Ho1 ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c9_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s127_board 0 (2 + b) (2 + c) -> fst (s127_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q17] in Hc |- *.
  rewrite tf_game_eq, (s127_c9_L b c), (s127_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s127_c9_L1 b c)).
  pose proof (use_s48 IH 0 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s127_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s127_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s127_c9_L2 b c)).
  pose proof (use_s54 IH 1 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s127_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s127_c9_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s127_c9_R1 b c)).
  pose proof (use_s55 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s127_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s127_c9_R1 b c))) as Ho2.
  rewrite (s48_p32 Ho0 ltac:(zlia)).
  rewrite (s54_p9 Ho1 ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c10_L : lmoves (s127_board 1 0 0) = [s134_board 1 1 0 0].
Proof. unfold s127_board, s134_board. tf_options. Qed.
Lemma s127_c10_R : rmoves (s127_board 1 0 0) = [s136_board 1 0 0; s128_board 1 0].
Proof. unfold s127_board, s128_board, s136_board. tf_options. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a==1 && b==0 && c==0 *)
Lemma s127_c10_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s127_board 1 0 0 -> fst (s127_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s127_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s127_q1] in Hc |- *.
  rewrite tf_game_eq, (s127_c10_L), (s127_c10_R); cbn [map].
  pose proof (use_s134 IH 1 1 0 0 (opt_l _ _ _ (s127_c10_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s136 IH 1 0 0 (opt_r _ _ _ (s127_c10_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s128 IH 1 0 (opt_r _ _ _ (s127_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s134_p7 Ho0 ltac:(zlia)).
  rewrite (s136_p7 Ho1 ltac:(zlia)).
  rewrite (s128_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s127_c11_L : lmoves (s127_board 1 0 1) = [s134_board 1 1 0 1; s162_board 1 0 0].
Proof. unfold s127_board, s134_board, s162_board. tf_options. Qed.
Lemma s127_c11_R : rmoves (s127_board 1 0 1) = [s181_board 1 0 0 1; s161_board 1 0 1].
Proof. unfold s127_board, s161_board, s181_board. tf_options. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a==1 && b==0 && c==1 *)
Lemma s127_c11_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s127_board 1 0 1 -> fst (s127_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s127_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s127_q12] in Hc |- *.
  rewrite tf_game_eq, (s127_c11_L), (s127_c11_R); cbn [map].
  pose proof (use_s134 IH 1 1 0 1 (opt_l _ _ _ (s127_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH 1 0 0 (opt_l _ _ _ (s127_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s181 IH 1 0 0 1 (opt_r _ _ _ (s127_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s161 IH 1 0 1 (opt_r _ _ _ (s127_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s134_p47 Ho0 ltac:(zlia)).
  rewrite (s162_p1 Ho1 ltac:(zlia)).
  rewrite (s181_p7 Ho2 ltac:(zlia)).
  rewrite (s161_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c12_L (c : nat) : lmoves (s127_board 1 0 (2 + c)) = [s134_board 1 1 0 (2 + c); s162_board 1 0 (1 + c)].
Proof. unfold s127_board, s134_board, s162_board. tf_options. Qed.
Lemma s127_c12_R (c : nat) : rmoves (s127_board 1 0 (2 + c)) = [s181_board 1 0 0 (2 + c); s161_board 1 0 (2 + c)].
Proof. unfold s127_board, s161_board, s181_board. tf_options. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a==1 && b==0 && c>=2 *)
Lemma s127_c12_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s127_board 1 0 (2 + c) -> fst (s127_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q5] in Hc |- *.
  rewrite tf_game_eq, (s127_c12_L c), (s127_c12_R c); cbn [map].
  pose proof (use_s134 IH 1 1 0 (2 + c) (opt_l _ _ _ (s127_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH 1 0 (1 + c) (opt_l _ _ _ (s127_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s181 IH 1 0 0 (2 + c) (opt_r _ _ _ (s127_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s161 IH 1 0 (2 + c) (opt_r _ _ _ (s127_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s134_p73 Ho0 ltac:(zlia)).
  rewrite (s162_p2 Ho1 ltac:(zlia)).
  rewrite (s181_p22 Ho2 ltac:(zlia)).
  rewrite (s161_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c12_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s127_board 1 0 (2 + c) -> fst (s127_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q7] in Hc |- *.
  rewrite tf_game_eq, (s127_c12_L c), (s127_c12_R c); cbn [map].
  pose proof (use_s134 IH 1 1 0 (2 + c) (opt_l _ _ _ (s127_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH 1 0 (1 + c) (opt_l _ _ _ (s127_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s181 IH 1 0 0 (2 + c) (opt_r _ _ _ (s127_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s161 IH 1 0 (2 + c) (opt_r _ _ _ (s127_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s134_p74 Ho0 ltac:(zlia)).
  rewrite (s162_p3 Ho1 ltac:(zlia)).
  rewrite (s181_p23 Ho2 ltac:(zlia)).
  rewrite (s161_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c13_L : lmoves (s127_board 1 1 0) = [s134_board 1 1 1 0; s188_board 1 0].
Proof. unfold s127_board, s134_board, s188_board. tf_options. Qed.
Lemma s127_c13_R : rmoves (s127_board 1 1 0) = [s136_board 1 0 1; s128_board 1 1].
Proof. unfold s127_board, s128_board, s136_board. tf_options. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a==1 && b==1 && c==0 *)
Lemma s127_c13_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s127_board 1 1 0 -> fst (s127_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s127_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s127_q10] in Hc |- *.
  rewrite tf_game_eq, (s127_c13_L), (s127_c13_R); cbn [map].
  pose proof (use_s134 IH 1 1 1 0 (opt_l _ _ _ (s127_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s188 IH 1 0 (opt_l _ _ _ (s127_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s136 IH 1 0 1 (opt_r _ _ _ (s127_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s128 IH 1 1 (opt_r _ _ _ (s127_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s134_p13 Ho0 ltac:(zlia)).
  rewrite (s188_p1 Ho1 ltac:(zlia)).
  rewrite (s136_p2 Ho2 ltac:(zlia)).
  rewrite (s128_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s127_c14_L : lmoves (s127_board 1 1 1) = [s134_board 1 1 1 1; s162_board 1 1 0].
Proof. unfold s127_board, s134_board, s162_board. tf_options. Qed.
Lemma s127_c14_R : rmoves (s127_board 1 1 1) = [s181_board 1 0 1 1; s161_board 1 1 1].
Proof. unfold s127_board, s161_board, s181_board. tf_options. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a==1 && b==1 && c==1 *)
Lemma s127_c14_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s127_board 1 1 1 -> fst (s127_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s127_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s127_q12] in Hc |- *.
  rewrite tf_game_eq, (s127_c14_L), (s127_c14_R); cbn [map].
  pose proof (use_s134 IH 1 1 1 1 (opt_l _ _ _ (s127_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH 1 1 0 (opt_l _ _ _ (s127_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s181 IH 1 0 1 1 (opt_r _ _ _ (s127_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s161 IH 1 1 1 (opt_r _ _ _ (s127_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s134_p43 Ho0 ltac:(zlia)).
  rewrite (s162_p6 Ho1 ltac:(zlia)).
  rewrite (s181_p8 Ho2 ltac:(zlia)).
  rewrite (s161_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c15_L (c : nat) : lmoves (s127_board 1 1 (2 + c)) = [s134_board 1 1 1 (2 + c); s162_board 1 1 (1 + c)].
Proof. unfold s127_board, s134_board, s162_board. tf_options. Qed.
Lemma s127_c15_R (c : nat) : rmoves (s127_board 1 1 (2 + c)) = [s181_board 1 0 1 (2 + c); s161_board 1 1 (2 + c)].
Proof. unfold s127_board, s161_board, s181_board. tf_options. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a==1 && b==1 && c>=2 *)
Lemma s127_c15_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s127_board 1 1 (2 + c) -> fst (s127_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q8] in Hc |- *.
  rewrite tf_game_eq, (s127_c15_L c), (s127_c15_R c); cbn [map].
  pose proof (use_s134 IH 1 1 1 (2 + c) (opt_l _ _ _ (s127_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH 1 1 (1 + c) (opt_l _ _ _ (s127_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s181 IH 1 0 1 (2 + c) (opt_r _ _ _ (s127_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s161 IH 1 1 (2 + c) (opt_r _ _ _ (s127_c15_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s134_p44 Ho0 ltac:(zlia)).
    rewrite (s162_p4 Ho1 ltac:(zlia)).
    rewrite (s181_p23 Ho2 ltac:(zlia)).
    rewrite (s161_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s134_p45 Ho0 ltac:(zlia)).
    rewrite (s162_p4 Ho1 ltac:(zlia)).
    rewrite (s181_p23 Ho2 ltac:(zlia)).
    rewrite (s161_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s127_c16_L (b : nat) : lmoves (s127_board 1 (2 + b) 0) = [s134_board 1 1 (2 + b) 0; s189_board 1 (1 + b) 0].
Proof. unfold s127_board, s134_board, s189_board. tf_options. Qed.
Lemma s127_c16_R (b : nat) : rmoves (s127_board 1 (2 + b) 0) = [s128_board 1 (2 + b)].
Proof. unfold s127_board, s128_board. tf_options. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a==1 && b>=2 && c==0 *)
Lemma s127_c16_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s127_board 1 (2 + b) 0 -> fst (s127_q1 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s127_q1 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s127_q1] in Hc |- *.
  rewrite tf_game_eq, (s127_c16_L b), (s127_c16_R b); cbn [map].
  pose proof (use_s134 IH 1 1 (2 + b) 0 (opt_l _ _ _ (s127_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH 1 (1 + b) 0 (opt_l _ _ _ (s127_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s128 IH 1 (2 + b) (opt_r _ _ _ (s127_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s134_p75 Ho0 ltac:(zlia)).
  rewrite (s189_p7 Ho1 ltac:(zlia)).
  rewrite (s128_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s127_c16_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s127_board 1 (2 + b) 0 -> fst (s127_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s127_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s127_q18] in Hc |- *.
  rewrite tf_game_eq, (s127_c16_L b), (s127_c16_R b); cbn [map].
  pose proof (use_s134 IH 1 1 (2 + b) 0 (opt_l _ _ _ (s127_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH 1 (1 + b) 0 (opt_l _ _ _ (s127_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s128 IH 1 (2 + b) (opt_r _ _ _ (s127_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s134_p46 Ho0 ltac:(zlia)).
  rewrite (s189_p6 Ho1 ltac:(zlia)).
  rewrite (s128_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c16_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s127_board 1 (2 + b) 0 -> fst (s127_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s127_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s127_q19] in Hc |- *.
  rewrite tf_game_eq, (s127_c16_L b), (s127_c16_R b); cbn [map].
  pose proof (use_s134 IH 1 1 (2 + b) 0 (opt_l _ _ _ (s127_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH 1 (1 + b) 0 (opt_l _ _ _ (s127_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s128 IH 1 (2 + b) (opt_r _ _ _ (s127_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s134_p19 Ho0 ltac:(zlia)).
  rewrite (s189_p9 Ho1 ltac:(zlia)).
  rewrite (s128_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c17_L (b : nat) : lmoves (s127_board 1 (2 + b) 1) = [s134_board 1 1 (2 + b) 1; s162_board 1 (2 + b) 0].
Proof. unfold s127_board, s134_board, s162_board. tf_options. Qed.
Lemma s127_c17_R (b : nat) : rmoves (s127_board 1 (2 + b) 1) = [s161_board 1 (2 + b) 1].
Proof. unfold s127_board, s161_board. tf_options. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a==1 && b>=2 && c==1 *)
Lemma s127_c17_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s127_board 1 (2 + b) 1 -> fst (s127_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s127_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s127_q15] in Hc |- *.
  rewrite tf_game_eq, (s127_c17_L b), (s127_c17_R b); cbn [map].
  pose proof (use_s134 IH 1 1 (2 + b) 1 (opt_l _ _ _ (s127_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH 1 (2 + b) 0 (opt_l _ _ _ (s127_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s161 IH 1 (2 + b) 1 (opt_r _ _ _ (s127_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s134_p76 Ho0 ltac:(zlia)).
  rewrite (s162_p9 Ho1 ltac:(zlia)).
  rewrite (s161_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c18_L (b c : nat) : lmoves (s127_board 1 (2 + b) (2 + c)) = [s134_board 1 1 (2 + b) (2 + c); s162_board 1 (2 + b) (1 + c)].
Proof. unfold s127_board, s134_board, s162_board. tf_options. Qed.
Lemma s127_c18_R (b c : nat) : rmoves (s127_board 1 (2 + b) (2 + c)) = [s161_board 1 (2 + b) (2 + c)].
Proof. unfold s127_board, s161_board. tf_options. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a==1 && b>=2 && c>=2 *)
Lemma s127_c18_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s127_board 1 (2 + b) (2 + c) -> fst (s127_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q14] in Hc |- *.
  rewrite tf_game_eq, (s127_c18_L b c), (s127_c18_R b c); cbn [map].
  pose proof (use_s134 IH 1 1 (2 + b) (2 + c) (opt_l _ _ _ (s127_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH 1 (2 + b) (1 + c) (opt_l _ _ _ (s127_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s161 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s127_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s134_p33 Ho0 ltac:(zlia)).
  rewrite (s162_p8 Ho1 ltac:(zlia)).
  rewrite (s161_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c18_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s127_board 1 (2 + b) (2 + c) -> fst (s127_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q16] in Hc |- *.
  rewrite tf_game_eq, (s127_c18_L b c), (s127_c18_R b c); cbn [map].
  pose proof (use_s134 IH 1 1 (2 + b) (2 + c) (opt_l _ _ _ (s127_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH 1 (2 + b) (1 + c) (opt_l _ _ _ (s127_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s161 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s127_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s134_p14 Ho0 ltac:(zlia)).
  rewrite (s162_p9 Ho1 ltac:(zlia)).
  rewrite (s161_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c18_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s127_board 1 (2 + b) (2 + c) -> fst (s127_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q17] in Hc |- *.
  rewrite tf_game_eq, (s127_c18_L b c), (s127_c18_R b c); cbn [map].
  pose proof (use_s134 IH 1 1 (2 + b) (2 + c) (opt_l _ _ _ (s127_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH 1 (2 + b) (1 + c) (opt_l _ _ _ (s127_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s161 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s127_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s134_p77 Ho0 ltac:(zlia)).
  rewrite (s162_p10 Ho1 ltac:(zlia)).
  rewrite (s161_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c19_L (a : nat) : lmoves (s127_board (2 + a) 0 0) = [s134_board (2 + a) 1 0 0].
Proof. unfold s127_board, s134_board. tf_options. Qed.
Lemma s127_c19_R (a : nat) : rmoves (s127_board (2 + a) 0 0) = [s136_board (2 + a) 0 0; s128_board (2 + a) 0].
Proof. unfold s127_board, s128_board, s136_board. tf_options. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a>=2 && b==0 && c==0 *)
Lemma s127_c19_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s127_board (2 + a) 0 0 -> fst (s127_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s127_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s127_q20] in Hc |- *.
  rewrite tf_game_eq, (s127_c19_L a), (s127_c19_R a); cbn [map].
  pose proof (use_s134 IH (2 + a) 1 0 0 (opt_l _ _ _ (s127_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s136 IH (2 + a) 0 0 (opt_r _ _ _ (s127_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s128 IH (2 + a) 0 (opt_r _ _ _ (s127_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s134_p48 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s136_p8 Ho1 ltac:(zlia)).
    rewrite (s128_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s136_p9 Ho1 ltac:(zlia)).
    rewrite (s128_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s136_p10 Ho1 ltac:(zlia)).
    rewrite (s128_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s136_p11 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) >= 7)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|Hp2]].
    {
      rewrite (s128_p8 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
    }
    {
      rewrite (s128_p9 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
    }
    {
      rewrite (s128_p10 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
    }
  }
Qed.

Lemma s127_c20_L (a : nat) : lmoves (s127_board (2 + a) 0 1) = [s134_board (2 + a) 1 0 1; s162_board (2 + a) 0 0].
Proof. unfold s127_board, s134_board, s162_board. tf_options. Qed.
Lemma s127_c20_R (a : nat) : rmoves (s127_board (2 + a) 0 1) = [s181_board (2 + a) 0 0 1; s161_board (2 + a) 0 1].
Proof. unfold s127_board, s161_board, s181_board. tf_options. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a>=2 && b==0 && c==1 *)
Lemma s127_c20_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s127_board (2 + a) 0 1 -> fst (s127_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s127_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s127_q6] in Hc |- *.
  rewrite tf_game_eq, (s127_c20_L a), (s127_c20_R a); cbn [map].
  pose proof (use_s134 IH (2 + a) 1 0 1 (opt_l _ _ _ (s127_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 0 0 (opt_l _ _ _ (s127_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s181 IH (2 + a) 0 0 1 (opt_r _ _ _ (s127_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s161 IH (2 + a) 0 1 (opt_r _ _ _ (s127_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s134_p50 Ho0 ltac:(zlia)).
  rewrite (s162_p11 Ho1 ltac:(zlia)).
  rewrite (s181_p37 Ho2 ltac:(zlia)).
  rewrite (s161_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c20_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s127_board (2 + a) 0 1 -> fst (s127_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s127_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s127_q21] in Hc |- *.
  rewrite tf_game_eq, (s127_c20_L a), (s127_c20_R a); cbn [map].
  pose proof (use_s134 IH (2 + a) 1 0 1 (opt_l _ _ _ (s127_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 0 0 (opt_l _ _ _ (s127_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s181 IH (2 + a) 0 0 1 (opt_r _ _ _ (s127_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s161 IH (2 + a) 0 1 (opt_r _ _ _ (s127_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s134_p79 Ho0 ltac:(zlia)).
  rewrite (s162_p11 Ho1 ltac:(zlia)).
  rewrite (s181_p25 Ho2 ltac:(zlia)).
  rewrite (s161_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c20_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s127_board (2 + a) 0 1 -> fst (s127_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s127_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s127_q24] in Hc |- *.
  rewrite tf_game_eq, (s127_c20_L a), (s127_c20_R a); cbn [map].
  pose proof (use_s134 IH (2 + a) 1 0 1 (opt_l _ _ _ (s127_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 0 0 (opt_l _ _ _ (s127_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s181 IH (2 + a) 0 0 1 (opt_r _ _ _ (s127_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s161 IH (2 + a) 0 1 (opt_r _ _ _ (s127_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s134_p86 Ho0 ltac:(zlia)).
  rewrite (s162_p11 Ho1 ltac:(zlia)).
  rewrite (s181_p31 Ho2 ltac:(zlia)).
  rewrite (s161_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c21_L (a c : nat) : lmoves (s127_board (2 + a) 0 (2 + c)) = [s134_board (2 + a) 1 0 (2 + c); s162_board (2 + a) 0 (1 + c)].
Proof. unfold s127_board, s134_board, s162_board. tf_options. Qed.
Lemma s127_c21_R (a c : nat) : rmoves (s127_board (2 + a) 0 (2 + c)) = [s181_board (2 + a) 0 0 (2 + c); s161_board (2 + a) 0 (2 + c)].
Proof. unfold s127_board, s161_board, s181_board. tf_options. Qed.
(* s127 = T^a F T _^2 T^b F T^c _ F on a>=2 && b==0 && c>=2 *)
Lemma s127_c21_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s127_board (2 + a) 0 (2 + c) -> fst (s127_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q8] in Hc |- *.
  rewrite tf_game_eq, (s127_c21_L a c), (s127_c21_R a c); cbn [map].
  pose proof (use_s134 IH (2 + a) 1 0 (2 + c) (opt_l _ _ _ (s127_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 0 (1 + c) (opt_l _ _ _ (s127_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s181 IH (2 + a) 0 0 (2 + c) (opt_r _ _ _ (s127_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s161 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s127_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s134_p51 Ho0 ltac:(zlia)).
    rewrite (s162_p4 Ho1 ltac:(zlia)).
    rewrite (s181_p26 Ho2 ltac:(zlia)).
    rewrite (s161_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s134_p52 Ho0 ltac:(zlia)).
    rewrite (s162_p4 Ho1 ltac:(zlia)).
    rewrite (s181_p26 Ho2 ltac:(zlia)).
    rewrite (s161_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s127_c21_p25 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s127_board (2 + a) 0 (2 + c) -> fst (s127_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q25] in Hc |- *.
  rewrite tf_game_eq, (s127_c21_L a c), (s127_c21_R a c); cbn [map].
  pose proof (use_s134 IH (2 + a) 1 0 (2 + c) (opt_l _ _ _ (s127_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 0 (1 + c) (opt_l _ _ _ (s127_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s181 IH (2 + a) 0 0 (2 + c) (opt_r _ _ _ (s127_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s161 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s127_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s134_p87 Ho0 ltac:(zlia)).
  rewrite (s162_p13 Ho1 ltac:(zlia)).
  rewrite (s181_p32 Ho2 ltac:(zlia)).
  rewrite (s161_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s127_c21_p27 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s127_board (2 + a) 0 (2 + c) -> fst (s127_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s127_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s127_q27] in Hc |- *.
  rewrite tf_game_eq, (s127_c21_L a c), (s127_c21_R a c); cbn [map].
  pose proof (use_s134 IH (2 + a) 1 0 (2 + c) (opt_l _ _ _ (s127_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 0 (1 + c) (opt_l _ _ _ (s127_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s181 IH (2 + a) 0 0 (2 + c) (opt_r _ _ _ (s127_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s161 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s127_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s134_p92 Ho0 ltac:(zlia)).
    rewrite (s162_p15 Ho1 ltac:(zlia)).
    rewrite (s181_p38 Ho2 ltac:(zlia)).
    rewrite (s161_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s134_p98 Ho0 ltac:(zlia)).
    rewrite (s162_p15 Ho1 ltac:(zlia)).
    rewrite (s181_p38 Ho2 ltac:(zlia)).
    rewrite (s161_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

