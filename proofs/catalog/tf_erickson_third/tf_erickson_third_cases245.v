(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s196_c49_L (b : nat) : lmoves (s196_board 1 (2 + b) 1 0) = [strip [(1, 1)] (repeat T (3 + b) ++ [E; T; E; F; T; F]) []; s196_board 1 (1 + b) 2 0; s195_board 1 (2 + b) 1].
Proof. unfold s195_board, s196_board, strip. tf_options. Qed.
Lemma s196_c49_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [E; T; E; F; T; F]) []) (s53_board 0 (3 + b) 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [E; T; E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c49_R (b : nat) : rmoves (s196_board 1 (2 + b) 1 0) = [s171_board 1 (2 + b) 1 0].
Proof. unfold s171_board, s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s196_c49_p32 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s196_board 1 (2 + b) 1 0 -> fst (s196_q32 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s196_q32 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s196_q32] in Hc |- *.
  rewrite tf_game_eq, (s196_c49_L b), (s196_c49_R b); cbn [map].
  rewrite (tf_norm_game (s196_c49_L1 b)).
  pose proof (use_s53 IH 0 (3 + b) 1 0 (opt_norm_l _ _ _ _ _ (s196_c49_L b) ltac:(cbn [In]; left; reflexivity) (s196_c49_L1 b))) as Ho0.
  pose proof (use_s196 IH 1 (1 + b) 2 0 (opt_l _ _ _ (s196_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s195 IH 1 (2 + b) 1 (opt_l _ _ _ (s196_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s171 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s196_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p29 Ho0 ltac:(zlia)).
  rewrite (s53_p29_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s196_p28 Ho1 ltac:(zlia)).
  rewrite (s195_p10 Ho2 ltac:(zlia)).
  rewrite (s171_p34 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s196_c49_p40 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s196_board 1 (2 + b) 1 0 -> fst (s196_q40 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s196_q40 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s196_q40] in Hc |- *.
  rewrite tf_game_eq, (s196_c49_L b), (s196_c49_R b); cbn [map].
  rewrite (tf_norm_game (s196_c49_L1 b)).
  pose proof (use_s53 IH 0 (3 + b) 1 0 (opt_norm_l _ _ _ _ _ (s196_c49_L b) ltac:(cbn [In]; left; reflexivity) (s196_c49_L1 b))) as Ho0.
  pose proof (use_s196 IH 1 (1 + b) 2 0 (opt_l _ _ _ (s196_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s195 IH 1 (2 + b) 1 (opt_l _ _ _ (s196_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s171 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s196_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p34 Ho0 ltac:(zlia)).
  rewrite (s53_p34_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s196_p35 Ho1 ltac:(zlia)).
  rewrite (s195_p12 Ho2 ltac:(zlia)).
  rewrite (s171_p34 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s196_c50_L (b : nat) : lmoves (s196_board 1 (2 + b) 1 1) = [strip [(1, 1)] (repeat T (3 + b) ++ [E; T; E; T; F; T; F]) []; s196_board 1 (1 + b) 2 1; s195_board 1 (2 + b) 2].
Proof. unfold s195_board, s196_board, strip. tf_options. Qed.
Lemma s196_c50_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [E; T; E; T; F; T; F]) []) (s53_board 0 (3 + b) 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [E; T; E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c50_R (b : nat) : rmoves (s196_board 1 (2 + b) 1 1) = [s171_board 1 (2 + b) 1 1].
Proof. unfold s171_board, s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s196_c50_p33 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s196_board 1 (2 + b) 1 1 -> fst (s196_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s196_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s196_q33] in Hc |- *.
  rewrite tf_game_eq, (s196_c50_L b), (s196_c50_R b); cbn [map].
  rewrite (tf_norm_game (s196_c50_L1 b)).
  pose proof (use_s53 IH 0 (3 + b) 1 1 (opt_norm_l _ _ _ _ _ (s196_c50_L b) ltac:(cbn [In]; left; reflexivity) (s196_c50_L1 b))) as Ho0.
  pose proof (use_s196 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s196_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s195 IH 1 (2 + b) 2 (opt_l _ _ _ (s196_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s171 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s196_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p30 Ho0 ltac:(zlia)).
  rewrite (s53_p30_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s196_p9 Ho1 ltac:(zlia)).
  rewrite (s195_p5 Ho2 ltac:(zlia)).
  rewrite (s171_p35 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s196_c51_L (b d : nat) : lmoves (s196_board 1 (2 + b) 1 (2 + d)) = [strip [(1, 1)] (repeat T (3 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []; s196_board 1 (1 + b) 2 (2 + d); s195_board 1 (2 + b) (3 + d)].
Proof. unfold s195_board, s196_board, strip. tf_options. Qed.
Lemma s196_c51_L1 (b d : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []) (s53_board 0 (3 + b) 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c51_R (b d : nat) : rmoves (s196_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s196_c51_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s196_board 1 (2 + b) 1 (2 + d) -> fst (s196_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s196_q6] in Hc |- *.
  rewrite tf_game_eq, (s196_c51_L b d), (s196_c51_R b d); cbn [map].
  rewrite (tf_norm_game (s196_c51_L1 b d)).
  pose proof (use_s53 IH 0 (3 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s196_c51_L b d) ltac:(cbn [In]; left; reflexivity) (s196_c51_L1 b d))) as Ho0.
  pose proof (use_s196 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s196_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s195 IH 1 (2 + b) (3 + d) (opt_l _ _ _ (s196_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s53_p6_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s196_p6 Ho1 ltac:(zlia)).
  rewrite (s195_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s196_c52_L (b c : nat) : lmoves (s196_board 1 (2 + b) (2 + c) 0) = [strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F; T; F]) []; s196_board 1 (1 + b) (3 + c) 0; s196_board 1 (2 + b) (1 + c) 1].
Proof. unfold s196_board, strip. tf_options. Qed.
Lemma s196_c52_L1 (b c : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F; T; F]) []) (s53_board 0 (3 + b) (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c52_R (b c : nat) : rmoves (s196_board 1 (2 + b) (2 + c) 0) = [s171_board 1 (2 + b) (2 + c) 0].
Proof. unfold s171_board, s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s196_c52_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s196_board 1 (2 + b) (2 + c) 0 -> fst (s196_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s196_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s196_q11] in Hc |- *.
  rewrite tf_game_eq, (s196_c52_L b c), (s196_c52_R b c); cbn [map].
  rewrite (tf_norm_game (s196_c52_L1 b c)).
  pose proof (use_s53 IH 0 (3 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s196_c52_L b c) ltac:(cbn [In]; left; reflexivity) (s196_c52_L1 b c))) as Ho0.
  pose proof (use_s196 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s196_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s196 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s196_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s171 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s196_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p20 Ho0 ltac:(zlia)).
  rewrite (s53_p20_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s196_p11 Ho1 ltac:(zlia)).
  rewrite (s196_p9 Ho2 ltac:(zlia)).
  rewrite (s171_p53 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s196_c52_p35 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s196_board 1 (2 + b) (2 + c) 0 -> fst (s196_q35 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s196_q35 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s196_q35] in Hc |- *.
  rewrite tf_game_eq, (s196_c52_L b c), (s196_c52_R b c); cbn [map].
  rewrite (tf_norm_game (s196_c52_L1 b c)).
  pose proof (use_s53 IH 0 (3 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s196_c52_L b c) ltac:(cbn [In]; left; reflexivity) (s196_c52_L1 b c))) as Ho0.
  pose proof (use_s196 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s196_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s196 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s196_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s171 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s196_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p31 Ho0 ltac:(zlia)).
  rewrite (s53_p31_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s196_p11 Ho1 ltac:(zlia)).
  rewrite (s196_p33 Ho2 ltac:(zlia)).
  rewrite (s171_p53 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s196_c53_L (b c : nat) : lmoves (s196_board 1 (2 + b) (2 + c) 1) = [strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F; T; F]) []; s196_board 1 (1 + b) (3 + c) 1; s196_board 1 (2 + b) (1 + c) 2].
Proof. unfold s196_board, strip. tf_options. Qed.
Lemma s196_c53_L1 (b c : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F; T; F]) []) (s53_board 0 (3 + b) (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c53_R (b c : nat) : rmoves (s196_board 1 (2 + b) (2 + c) 1) = [s171_board 1 (2 + b) (2 + c) 1].
Proof. unfold s171_board, s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s196_c53_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s196_board 1 (2 + b) (2 + c) 1 -> fst (s196_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s196_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s196_q9] in Hc |- *.
  rewrite tf_game_eq, (s196_c53_L b c), (s196_c53_R b c); cbn [map].
  rewrite (tf_norm_game (s196_c53_L1 b c)).
  pose proof (use_s53 IH 0 (3 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s196_c53_L b c) ltac:(cbn [In]; left; reflexivity) (s196_c53_L1 b c))) as Ho0.
  pose proof (use_s196 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s196_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s196 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s196_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s171 IH 1 (2 + b) (2 + c) 1 (opt_r _ _ _ (s196_c53_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s53_p19 Ho0 ltac:(zlia)).
  rewrite (s53_p19_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s196_p9 Ho1 ltac:(zlia)).
  rewrite (s196_p6 Ho2 ltac:(zlia)).
  rewrite (s171_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s196_c54_L (b c d : nat) : lmoves (s196_board 1 (2 + b) (2 + c) (2 + d)) = [strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []; s196_board 1 (1 + b) (3 + c) (2 + d); s196_board 1 (2 + b) (1 + c) (3 + d)].
Proof. unfold s196_board, strip. tf_options. Qed.
Lemma s196_c54_L1 (b c d : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []) (s53_board 0 (3 + b) (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s196_c54_R (b c d : nat) : rmoves (s196_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s196_c54_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s196_board 1 (2 + b) (2 + c) (2 + d) -> fst (s196_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s196_q6] in Hc |- *.
  rewrite tf_game_eq, (s196_c54_L b c d), (s196_c54_R b c d); cbn [map].
  rewrite (tf_norm_game (s196_c54_L1 b c d)).
  pose proof (use_s53 IH 0 (3 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s196_c54_L b c d) ltac:(cbn [In]; left; reflexivity) (s196_c54_L1 b c d))) as Ho0.
  pose proof (use_s196 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s196_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s196 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s196_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s53_p6_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s196_p6 Ho1 ltac:(zlia)).
  rewrite (s196_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c==0 && d==0: the board of s183 *)
Lemma s196_c55_p17 x (Hs183 : s183_claim x) (a : nat) :
  x = s196_board (2 + a) 0 0 0 -> fst (s196_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s196_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q17] in Hc |- *.
  pose proof (Hs183 (2 + a) 0 ltac:(rewrite Hx; unfold s196_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s196_c55_p48 x (Hs183 : s183_claim x) (a : nat) :
  x = s196_board (2 + a) 0 0 0 -> fst (s196_q48 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s196_q48 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q48] in Hc |- *.
  pose proof (Hs183 (2 + a) 0 ltac:(rewrite Hx; unfold s196_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s196_c55_p50 x (Hs183 : s183_claim x) (a : nat) :
  x = s196_board (2 + a) 0 0 0 -> fst (s196_q50 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s196_q50 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q50] in Hc |- *.
  pose proof (Hs183 (2 + a) 0 ltac:(rewrite Hx; unfold s196_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s196_c55_p53 x (Hs183 : s183_claim x) (a : nat) :
  x = s196_board (2 + a) 0 0 0 -> fst (s196_q53 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s196_q53 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q53] in Hc |- *.
  pose proof (Hs183 (2 + a) 0 ltac:(rewrite Hx; unfold s196_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c==0 && d==1: the board of s183 *)
Lemma s196_c56_p14 x (Hs183 : s183_claim x) (a : nat) :
  x = s196_board (2 + a) 0 0 1 -> fst (s196_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s196_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q14] in Hc |- *.
  pose proof (Hs183 (2 + a) 1 ltac:(rewrite Hx; unfold s196_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c==0 && d>=2: the board of s183 *)
Lemma s196_c57_p43 x (Hs183 : s183_claim x) (a d : nat) :
  x = s196_board (2 + a) 0 0 (2 + d) -> fst (s196_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s196_q43] in Hc |- *.
  pose proof (Hs183 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s196_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c==1 && d==0: the board of s184 *)
Lemma s196_c58_p47 x (Hs184 : s184_claim x) (a : nat) :
  x = s196_board (2 + a) 0 1 0 -> fst (s196_q47 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s196_q47 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q47] in Hc |- *.
  pose proof (Hs184 (2 + a) 1 0 ltac:(rewrite Hx; unfold s196_board, s184_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s184_p10 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s184_p11 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c==1 && d==1: the board of s184 *)
Lemma s196_c59_p27 x (Hs184 : s184_claim x) (a : nat) :
  x = s196_board (2 + a) 0 1 1 -> fst (s196_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s196_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q27] in Hc |- *.
  pose proof (Hs184 (2 + a) 1 1 ltac:(rewrite Hx; unfold s196_board, s184_board; board_eq)) as Ho0.
  rewrite (s184_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s196_c59_p49 x (Hs184 : s184_claim x) (a : nat) :
  x = s196_board (2 + a) 0 1 1 -> fst (s196_q49 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s196_q49 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q49] in Hc |- *.
  pose proof (Hs184 (2 + a) 1 1 ltac:(rewrite Hx; unfold s196_board, s184_board; board_eq)) as Ho0.
  rewrite (s184_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s196_c59_p51 x (Hs184 : s184_claim x) (a : nat) :
  x = s196_board (2 + a) 0 1 1 -> fst (s196_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s196_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q51] in Hc |- *.
  pose proof (Hs184 (2 + a) 1 1 ltac:(rewrite Hx; unfold s196_board, s184_board; board_eq)) as Ho0.
  rewrite (s184_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s196_c59_p54 x (Hs184 : s184_claim x) (a : nat) :
  x = s196_board (2 + a) 0 1 1 -> fst (s196_q54 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s196_q54 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q54] in Hc |- *.
  pose proof (Hs184 (2 + a) 1 1 ltac:(rewrite Hx; unfold s196_board, s184_board; board_eq)) as Ho0.
  rewrite (s184_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c==1 && d>=2: the board of s184 *)
Lemma s196_c60_p6 x (Hs184 : s184_claim x) (a d : nat) :
  x = s196_board (2 + a) 0 1 (2 + d) -> fst (s196_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s196_q6] in Hc |- *.
  pose proof (Hs184 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s196_board, s184_board; board_eq)) as Ho0.
  rewrite (s184_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c>=2 && d==0: the board of s184 *)
Lemma s196_c61_p8 x (Hs184 : s184_claim x) (a c : nat) :
  x = s196_board (2 + a) 0 (2 + c) 0 -> fst (s196_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s196_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q8] in Hc |- *.
  pose proof (Hs184 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s196_board, s184_board; board_eq)) as Ho0.
  rewrite (s184_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s196_c61_p12 x (Hs184 : s184_claim x) (a c : nat) :
  x = s196_board (2 + a) 0 (2 + c) 0 -> fst (s196_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s196_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q12] in Hc |- *.
  pose proof (Hs184 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s196_board, s184_board; board_eq)) as Ho0.
  rewrite (s184_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s196_c61_p28 x (Hs184 : s184_claim x) (a c : nat) :
  x = s196_board (2 + a) 0 (2 + c) 0 -> fst (s196_q28 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s196_q28 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q28] in Hc |- *.
  pose proof (Hs184 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s196_board, s184_board; board_eq)) as Ho0.
  rewrite (s184_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c>=2 && d==1: the board of s184 *)
Lemma s196_c62_p10 x (Hs184 : s184_claim x) (a c : nat) :
  x = s196_board (2 + a) 0 (2 + c) 1 -> fst (s196_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s196_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q10] in Hc |- *.
  pose proof (Hs184 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s196_board, s184_board; board_eq)) as Ho0.
  rewrite (s184_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b==0 && c>=2 && d>=2: the board of s184 *)
Lemma s196_c63_p6 x (Hs184 : s184_claim x) (a c d : nat) :
  x = s196_board (2 + a) 0 (2 + c) (2 + d) -> fst (s196_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s196_q6] in Hc |- *.
  pose proof (Hs184 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s196_board, s184_board; board_eq)) as Ho0.
  rewrite (s184_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c==0 && d==0: the board of s195 *)
Lemma s196_c64_p37 x (Hs195 : s195_claim x) (a : nat) :
  x = s196_board (2 + a) 1 0 0 -> fst (s196_q37 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s196_q37 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q37] in Hc |- *.
  pose proof (Hs195 (2 + a) 1 0 ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s196_c64_p48 x (Hs195 : s195_claim x) (a : nat) :
  x = s196_board (2 + a) 1 0 0 -> fst (s196_q48 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s196_q48 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q48] in Hc |- *.
  pose proof (Hs195 (2 + a) 1 0 ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c==0 && d==1: the board of s195 *)
Lemma s196_c65_p14 x (Hs195 : s195_claim x) (a : nat) :
  x = s196_board (2 + a) 1 0 1 -> fst (s196_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s196_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q14] in Hc |- *.
  pose proof (Hs195 (2 + a) 1 1 ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s196_c65_p31 x (Hs195 : s195_claim x) (a : nat) :
  x = s196_board (2 + a) 1 0 1 -> fst (s196_q31 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s196_q31 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q31] in Hc |- *.
  pose proof (Hs195 (2 + a) 1 1 ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c==0 && d>=2: the board of s195 *)
Lemma s196_c66_p6 x (Hs195 : s195_claim x) (a d : nat) :
  x = s196_board (2 + a) 1 0 (2 + d) -> fst (s196_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s196_q6] in Hc |- *.
  pose proof (Hs195 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s196_c67_L (a : nat) : lmoves (s196_board (2 + a) 1 1 0) = [s194_board (1 + a) 0 2 1 0; s184_board (2 + a) 2 0; s195_board (2 + a) 1 1].
Proof. unfold s184_board, s194_board, s195_board, s196_board. tf_options. Qed.
Lemma s196_c67_R (a : nat) : rmoves (s196_board (2 + a) 1 1 0) = [s171_board (2 + a) 1 1 0].
Proof. unfold s171_board, s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c==1 && d==0 *)
Lemma s196_c67_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s196_board (2 + a) 1 1 0 -> fst (s196_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s196_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s196_q18] in Hc |- *.
  rewrite tf_game_eq, (s196_c67_L a), (s196_c67_R a); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 2 1 0 (opt_l _ _ _ (s196_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s184 IH (2 + a) 2 0 (opt_l _ _ _ (s196_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s195 IH (2 + a) 1 1 (opt_l _ _ _ (s196_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s171 IH (2 + a) 1 1 0 (opt_r _ _ _ (s196_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s194_p125 Ho0 ltac:(zlia)).
    rewrite (s184_p5 Ho1 ltac:(zlia)).
    rewrite (s195_p8 Ho2 ltac:(zlia)).
    rewrite (s171_p34 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p151 Ho0 ltac:(zlia)).
    rewrite (s184_p5 Ho1 ltac:(zlia)).
    rewrite (s195_p8 Ho2 ltac:(zlia)).
    rewrite (s171_p34 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p169 Ho0 ltac:(zlia)).
    rewrite (s184_p5 Ho1 ltac:(zlia)).
    rewrite (s195_p8 Ho2 ltac:(zlia)).
    rewrite (s171_p34 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s196_c67_p32 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s196_board (2 + a) 1 1 0 -> fst (s196_q32 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s196_q32 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s196_q32] in Hc |- *.
  rewrite tf_game_eq, (s196_c67_L a), (s196_c67_R a); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 2 1 0 (opt_l _ _ _ (s196_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s184 IH (2 + a) 2 0 (opt_l _ _ _ (s196_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s195 IH (2 + a) 1 1 (opt_l _ _ _ (s196_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s171 IH (2 + a) 1 1 0 (opt_r _ _ _ (s196_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p96 Ho0 ltac:(zlia)).
  rewrite (s184_p15 Ho1 ltac:(zlia)).
  rewrite (s195_p10 Ho2 ltac:(zlia)).
  rewrite (s171_p34 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s196_c68_L (a : nat) : lmoves (s196_board (2 + a) 1 1 1) = [s194_board (1 + a) 0 2 1 1; s184_board (2 + a) 2 1; s195_board (2 + a) 1 2].
Proof. unfold s184_board, s194_board, s195_board, s196_board. tf_options. Qed.
Lemma s196_c68_R (a : nat) : rmoves (s196_board (2 + a) 1 1 1) = [s171_board (2 + a) 1 1 1].
Proof. unfold s171_board, s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s196_c68_p34 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s196_board (2 + a) 1 1 1 -> fst (s196_q34 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s196_q34 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s196_q34] in Hc |- *.
  rewrite tf_game_eq, (s196_c68_L a), (s196_c68_R a); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 2 1 1 (opt_l _ _ _ (s196_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s184 IH (2 + a) 2 1 (opt_l _ _ _ (s196_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s195 IH (2 + a) 1 2 (opt_l _ _ _ (s196_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s171 IH (2 + a) 1 1 1 (opt_r _ _ _ (s196_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s194_p97 Ho0 ltac:(zlia)).
    rewrite (s184_p6 Ho1 ltac:(zlia)).
    rewrite (s195_p5 Ho2 ltac:(zlia)).
    rewrite (s171_p36 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s194_p126 Ho0 ltac:(zlia)).
    rewrite (s184_p6 Ho1 ltac:(zlia)).
    rewrite (s195_p5 Ho2 ltac:(zlia)).
    rewrite (s171_p36 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
Qed.

Lemma s196_c68_p52 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s196_board (2 + a) 1 1 1 -> fst (s196_q52 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s196_q52 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s196_q52] in Hc |- *.
  rewrite tf_game_eq, (s196_c68_L a), (s196_c68_R a); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 2 1 1 (opt_l _ _ _ (s196_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s184 IH (2 + a) 2 1 (opt_l _ _ _ (s196_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s195 IH (2 + a) 1 2 (opt_l _ _ _ (s196_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s171 IH (2 + a) 1 1 1 (opt_r _ _ _ (s196_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s194_p152 Ho0 ltac:(zlia)).
    rewrite (s184_p6 Ho1 ltac:(zlia)).
    rewrite (s195_p5 Ho2 ltac:(zlia)).
    rewrite (s171_p63 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s194_p170 Ho0 ltac:(zlia)).
    rewrite (s184_p6 Ho1 ltac:(zlia)).
    rewrite (s195_p5 Ho2 ltac:(zlia)).
    rewrite (s171_p63 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
Qed.

Lemma s196_c69_L (a d : nat) : lmoves (s196_board (2 + a) 1 1 (2 + d)) = [s194_board (1 + a) 0 2 1 (2 + d); s184_board (2 + a) 2 (2 + d); s195_board (2 + a) 1 (3 + d)].
Proof. unfold s184_board, s194_board, s195_board, s196_board. tf_options. Qed.
Lemma s196_c69_R (a d : nat) : rmoves (s196_board (2 + a) 1 1 (2 + d)) = [].
Proof. unfold s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s196_c69_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s196_board (2 + a) 1 1 (2 + d) -> fst (s196_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s196_q6] in Hc |- *.
  rewrite tf_game_eq, (s196_c69_L a d), (s196_c69_R a d); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 2 1 (2 + d) (opt_l _ _ _ (s196_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s184 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s196_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s195 IH (2 + a) 1 (3 + d) (opt_l _ _ _ (s196_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s184_p2 Ho1 ltac:(zlia)).
  rewrite (s195_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s196_c70_L (a c : nat) : lmoves (s196_board (2 + a) 1 (2 + c) 0) = [s194_board (1 + a) 0 2 (2 + c) 0; s184_board (2 + a) (3 + c) 0; s196_board (2 + a) 1 (1 + c) 1].
Proof. unfold s184_board, s194_board, s196_board. tf_options. Qed.
Lemma s196_c70_R (a c : nat) : rmoves (s196_board (2 + a) 1 (2 + c) 0) = [s171_board (2 + a) 1 (2 + c) 0].
Proof. unfold s171_board, s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s196_c70_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s196_board (2 + a) 1 (2 + c) 0 -> fst (s196_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s196_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s196_q11] in Hc |- *.
  rewrite tf_game_eq, (s196_c70_L a c), (s196_c70_R a c); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 2 (2 + c) 0 (opt_l _ _ _ (s196_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s184 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s196_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s196 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s196_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s171 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s196_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p88 Ho0 ltac:(zlia)).
  rewrite (s184_p7 Ho1 ltac:(zlia)).
  rewrite (s196_p9 Ho2 ltac:(zlia)).
  rewrite (s171_p53 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s196_c70_p30 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s196_board (2 + a) 1 (2 + c) 0 -> fst (s196_q30 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s196_q30 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s196_q30] in Hc |- *.
  rewrite tf_game_eq, (s196_c70_L a c), (s196_c70_R a c); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 2 (2 + c) 0 (opt_l _ _ _ (s196_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s184 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s196_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s196 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s196_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s171 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s196_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s194_p153 Ho0 ltac:(zlia)).
    rewrite (s184_p7 Ho1 ltac:(zlia)).
    rewrite (s196_p52 Ho2 ltac:(zlia)).
    rewrite (s171_p53 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p171 Ho0 ltac:(zlia)).
    rewrite (s184_p7 Ho1 ltac:(zlia)).
    rewrite (s196_p52 Ho2 ltac:(zlia)).
    rewrite (s171_p53 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s196_c70_p36 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s196_board (2 + a) 1 (2 + c) 0 -> fst (s196_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s196_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s196_q36] in Hc |- *.
  rewrite tf_game_eq, (s196_c70_L a c), (s196_c70_R a c); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 2 (2 + c) 0 (opt_l _ _ _ (s196_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s184 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s196_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s196 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s196_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s171 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s196_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s194_p98 Ho0 ltac:(zlia)).
    rewrite (s184_p7 Ho1 ltac:(zlia)).
    rewrite (s196_p34 Ho2 ltac:(zlia)).
    rewrite (s171_p53 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p127 Ho0 ltac:(zlia)).
    rewrite (s184_p7 Ho1 ltac:(zlia)).
    rewrite (s196_p34 Ho2 ltac:(zlia)).
    rewrite (s171_p53 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s196_c71_L (a c : nat) : lmoves (s196_board (2 + a) 1 (2 + c) 1) = [s194_board (1 + a) 0 2 (2 + c) 1; s184_board (2 + a) (3 + c) 1; s196_board (2 + a) 1 (1 + c) 2].
Proof. unfold s184_board, s194_board, s196_board. tf_options. Qed.
Lemma s196_c71_R (a c : nat) : rmoves (s196_board (2 + a) 1 (2 + c) 1) = [s171_board (2 + a) 1 (2 + c) 1].
Proof. unfold s171_board, s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s196_c71_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s196_board (2 + a) 1 (2 + c) 1 -> fst (s196_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s196_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s196_q9] in Hc |- *.
  rewrite tf_game_eq, (s196_c71_L a c), (s196_c71_R a c); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 2 (2 + c) 1 (opt_l _ _ _ (s196_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s184 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s196_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s196 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s196_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s171 IH (2 + a) 1 (2 + c) 1 (opt_r _ _ _ (s196_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p87 Ho0 ltac:(zlia)).
  rewrite (s184_p6 Ho1 ltac:(zlia)).
  rewrite (s196_p6 Ho2 ltac:(zlia)).
  rewrite (s171_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s196_c72_L (a c d : nat) : lmoves (s196_board (2 + a) 1 (2 + c) (2 + d)) = [s194_board (1 + a) 0 2 (2 + c) (2 + d); s184_board (2 + a) (3 + c) (2 + d); s196_board (2 + a) 1 (1 + c) (3 + d)].
Proof. unfold s184_board, s194_board, s196_board. tf_options. Qed.
Lemma s196_c72_R (a c d : nat) : rmoves (s196_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s196_c72_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s196_board (2 + a) 1 (2 + c) (2 + d) -> fst (s196_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s196_q6] in Hc |- *.
  rewrite tf_game_eq, (s196_c72_L a c d), (s196_c72_R a c d); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s196_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s184 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s196_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s196 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s196_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s184_p2 Ho1 ltac:(zlia)).
  rewrite (s196_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c==0 && d==0: the board of s195 *)
Lemma s196_c73_p37 x (Hs195 : s195_claim x) (a b : nat) :
  x = s196_board (2 + a) (2 + b) 0 0 -> fst (s196_q37 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s196_q37 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q37] in Hc |- *.
  pose proof (Hs195 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c==0 && d==1: the board of s195 *)
Lemma s196_c74_p14 x (Hs195 : s195_claim x) (a b : nat) :
  x = s196_board (2 + a) (2 + b) 0 1 -> fst (s196_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s196_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q14] in Hc |- *.
  pose proof (Hs195 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s196_c74_p38 x (Hs195 : s195_claim x) (a b : nat) :
  x = s196_board (2 + a) (2 + b) 0 1 -> fst (s196_q38 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s196_q38 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q38] in Hc |- *.
  pose proof (Hs195 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

Lemma s196_c74_p39 x (Hs195 : s195_claim x) (a b : nat) :
  x = s196_board (2 + a) (2 + b) 0 1 -> fst (s196_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s196_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s196_q39] in Hc |- *.
  pose proof (Hs195 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c==0 && d>=2: the board of s195 *)
Lemma s196_c75_p6 x (Hs195 : s195_claim x) (a b d : nat) :
  x = s196_board (2 + a) (2 + b) 0 (2 + d) -> fst (s196_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s196_q6] in Hc |- *.
  pose proof (Hs195 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s196_board, s195_board; board_eq)) as Ho0.
  rewrite (s195_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s196_c76_L (a b : nat) : lmoves (s196_board (2 + a) (2 + b) 1 0) = [s194_board (1 + a) 0 (3 + b) 1 0; s196_board (2 + a) (1 + b) 2 0; s195_board (2 + a) (2 + b) 1].
Proof. unfold s194_board, s195_board, s196_board. tf_options. Qed.
Lemma s196_c76_R (a b : nat) : rmoves (s196_board (2 + a) (2 + b) 1 0) = [s171_board (2 + a) (2 + b) 1 0].
Proof. unfold s171_board, s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s196_c76_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s196_board (2 + a) (2 + b) 1 0 -> fst (s196_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s196_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s196_q18] in Hc |- *.
  rewrite tf_game_eq, (s196_c76_L a b), (s196_c76_R a b); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 (3 + b) 1 0 (opt_l _ _ _ (s196_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s196 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s196_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s195 IH (2 + a) (2 + b) 1 (opt_l _ _ _ (s196_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s171 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s196_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s194_p151 Ho0 ltac:(zlia)).
    rewrite (s196_p30 Ho1 ltac:(zlia)).
    rewrite (s195_p8 Ho2 ltac:(zlia)).
    rewrite (s171_p34 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p169 Ho0 ltac:(zlia)).
    rewrite (s196_p30 Ho1 ltac:(zlia)).
    rewrite (s195_p8 Ho2 ltac:(zlia)).
    rewrite (s171_p34 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s196_c76_p40 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s196_board (2 + a) (2 + b) 1 0 -> fst (s196_q40 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s196_q40 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s196_q40] in Hc |- *.
  rewrite tf_game_eq, (s196_c76_L a b), (s196_c76_R a b); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 (3 + b) 1 0 (opt_l _ _ _ (s196_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s196 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s196_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s195 IH (2 + a) (2 + b) 1 (opt_l _ _ _ (s196_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s171 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s196_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s194_p96 Ho0 ltac:(zlia)).
    rewrite (s196_p35 Ho1 ltac:(zlia)).
    rewrite (s195_p12 Ho2 ltac:(zlia)).
    rewrite (s171_p34 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s194_p125 Ho0 ltac:(zlia)).
    rewrite (s196_p35 Ho1 ltac:(zlia)).
    rewrite (s195_p12 Ho2 ltac:(zlia)).
    rewrite (s171_p34 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s194_p151 Ho0 ltac:(zlia)).
    rewrite (s196_p35 Ho1 ltac:(zlia)).
    rewrite (s195_p12 Ho2 ltac:(zlia)).
    rewrite (s171_p34 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s194_p169 Ho0 ltac:(zlia)).
    rewrite (s196_p35 Ho1 ltac:(zlia)).
    rewrite (s195_p12 Ho2 ltac:(zlia)).
    rewrite (s171_p34 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s196_c76_p41 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s196_board (2 + a) (2 + b) 1 0 -> fst (s196_q41 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s196_q41 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s196_q41] in Hc |- *.
  rewrite tf_game_eq, (s196_c76_L a b), (s196_c76_R a b); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 (3 + b) 1 0 (opt_l _ _ _ (s196_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s196 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s196_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s195 IH (2 + a) (2 + b) 1 (opt_l _ _ _ (s196_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s171 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s196_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s194_p96 Ho0 ltac:(zlia)).
    rewrite (s196_p36 Ho1 ltac:(zlia)).
    rewrite (s195_p13 Ho2 ltac:(zlia)).
    rewrite (s171_p34 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s194_p125 Ho0 ltac:(zlia)).
    rewrite (s196_p36 Ho1 ltac:(zlia)).
    rewrite (s195_p13 Ho2 ltac:(zlia)).
    rewrite (s171_p34 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s196_c77_L (a b : nat) : lmoves (s196_board (2 + a) (2 + b) 1 1) = [s194_board (1 + a) 0 (3 + b) 1 1; s196_board (2 + a) (1 + b) 2 1; s195_board (2 + a) (2 + b) 2].
Proof. unfold s194_board, s195_board, s196_board. tf_options. Qed.
Lemma s196_c77_R (a b : nat) : rmoves (s196_board (2 + a) (2 + b) 1 1) = [s171_board (2 + a) (2 + b) 1 1].
Proof. unfold s171_board, s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s196_c77_p33 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s196_board (2 + a) (2 + b) 1 1 -> fst (s196_q33 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s196_q33 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s196_q33] in Hc |- *.
  rewrite tf_game_eq, (s196_c77_L a b), (s196_c77_R a b); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 (3 + b) 1 1 (opt_l _ _ _ (s196_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s196 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s196_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s195 IH (2 + a) (2 + b) 2 (opt_l _ _ _ (s196_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s171 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s196_c77_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s194_p97 Ho0 ltac:(zlia)).
    rewrite (s196_p9 Ho1 ltac:(zlia)).
    rewrite (s195_p5 Ho2 ltac:(zlia)).
    rewrite (s171_p35 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s194_p126 Ho0 ltac:(zlia)).
    rewrite (s196_p9 Ho1 ltac:(zlia)).
    rewrite (s195_p5 Ho2 ltac:(zlia)).
    rewrite (s171_p35 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s194_p152 Ho0 ltac:(zlia)).
    rewrite (s196_p9 Ho1 ltac:(zlia)).
    rewrite (s195_p5 Ho2 ltac:(zlia)).
    rewrite (s171_p35 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s194_p170 Ho0 ltac:(zlia)).
    rewrite (s196_p9 Ho1 ltac:(zlia)).
    rewrite (s195_p5 Ho2 ltac:(zlia)).
    rewrite (s171_p35 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
Qed.

Lemma s196_c78_L (a b d : nat) : lmoves (s196_board (2 + a) (2 + b) 1 (2 + d)) = [s194_board (1 + a) 0 (3 + b) 1 (2 + d); s196_board (2 + a) (1 + b) 2 (2 + d); s195_board (2 + a) (2 + b) (3 + d)].
Proof. unfold s194_board, s195_board, s196_board. tf_options. Qed.
Lemma s196_c78_R (a b d : nat) : rmoves (s196_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s196_c78_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s196_board (2 + a) (2 + b) 1 (2 + d) -> fst (s196_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s196_q6] in Hc |- *.
  rewrite tf_game_eq, (s196_c78_L a b d), (s196_c78_R a b d); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s196_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s196 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s196_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s195 IH (2 + a) (2 + b) (3 + d) (opt_l _ _ _ (s196_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s196_p6 Ho1 ltac:(zlia)).
  rewrite (s195_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s196_c79_L (a b c : nat) : lmoves (s196_board (2 + a) (2 + b) (2 + c) 0) = [s194_board (1 + a) 0 (3 + b) (2 + c) 0; s196_board (2 + a) (1 + b) (3 + c) 0; s196_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s194_board, s196_board. tf_options. Qed.
Lemma s196_c79_R (a b c : nat) : rmoves (s196_board (2 + a) (2 + b) (2 + c) 0) = [s171_board (2 + a) (2 + b) (2 + c) 0].
Proof. unfold s171_board, s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s196_c79_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s196_board (2 + a) (2 + b) (2 + c) 0 -> fst (s196_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s196_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s196_q11] in Hc |- *.
  rewrite tf_game_eq, (s196_c79_L a b c), (s196_c79_R a b c); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s196_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s196 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s196_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s196 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s196_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s171 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s196_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p88 Ho0 ltac:(zlia)).
  rewrite (s196_p11 Ho1 ltac:(zlia)).
  rewrite (s196_p9 Ho2 ltac:(zlia)).
  rewrite (s171_p53 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s196_c79_p35 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s196_board (2 + a) (2 + b) (2 + c) 0 -> fst (s196_q35 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s196_q35 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s196_q35] in Hc |- *.
  rewrite tf_game_eq, (s196_c79_L a b c), (s196_c79_R a b c); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s196_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s196 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s196_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s196 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s196_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s171 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s196_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s194_p98 Ho0 ltac:(zlia)).
    rewrite (s196_p11 Ho1 ltac:(zlia)).
    rewrite (s196_p33 Ho2 ltac:(zlia)).
    rewrite (s171_p53 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p127 Ho0 ltac:(zlia)).
    rewrite (s196_p11 Ho1 ltac:(zlia)).
    rewrite (s196_p33 Ho2 ltac:(zlia)).
    rewrite (s171_p53 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p153 Ho0 ltac:(zlia)).
    rewrite (s196_p11 Ho1 ltac:(zlia)).
    rewrite (s196_p33 Ho2 ltac:(zlia)).
    rewrite (s171_p53 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p171 Ho0 ltac:(zlia)).
    rewrite (s196_p11 Ho1 ltac:(zlia)).
    rewrite (s196_p33 Ho2 ltac:(zlia)).
    rewrite (s171_p53 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s196_c80_L (a b c : nat) : lmoves (s196_board (2 + a) (2 + b) (2 + c) 1) = [s194_board (1 + a) 0 (3 + b) (2 + c) 1; s196_board (2 + a) (1 + b) (3 + c) 1; s196_board (2 + a) (2 + b) (1 + c) 2].
Proof. unfold s194_board, s196_board. tf_options. Qed.
Lemma s196_c80_R (a b c : nat) : rmoves (s196_board (2 + a) (2 + b) (2 + c) 1) = [s171_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s171_board, s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s196_c80_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s196_board (2 + a) (2 + b) (2 + c) 1 -> fst (s196_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s196_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s196_q9] in Hc |- *.
  rewrite tf_game_eq, (s196_c80_L a b c), (s196_c80_R a b c); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s196_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s196 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s196_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s196 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s196_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s171 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s196_c80_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p87 Ho0 ltac:(zlia)).
  rewrite (s196_p9 Ho1 ltac:(zlia)).
  rewrite (s196_p6 Ho2 ltac:(zlia)).
  rewrite (s171_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s196_c81_L (a b c d : nat) : lmoves (s196_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s194_board (1 + a) 0 (3 + b) (2 + c) (2 + d); s196_board (2 + a) (1 + b) (3 + c) (2 + d); s196_board (2 + a) (2 + b) (1 + c) (3 + d)].
Proof. unfold s194_board, s196_board. tf_options. Qed.
Lemma s196_c81_R (a b c d : nat) : rmoves (s196_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s196_board. tf_options. Qed.
(* s196 = T^a F _ T^b _ T^c _ T^d F T F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s196_c81_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s196_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s196_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s196_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s196_q6] in Hc |- *.
  rewrite tf_game_eq, (s196_c81_L a b c d), (s196_c81_R a b c d); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s196_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s196 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s196_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s196 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s196_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s196_p6 Ho1 ltac:(zlia)).
  rewrite (s196_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s197_c1_L : lmoves (s197_board 0 0) = [strip [(0, 1)] ([T; F; E; T; E; F; E]) []].
Proof. unfold s197_board, strip. tf_options. Qed.
Lemma s197_c1_L1 : tf_norm (strip [(0, 1)] ([T; F; E; T; E; F; E]) []) (s111_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; E; F; E]) []); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
Lemma s197_c1_R : rmoves (s197_board 0 0) = [strip [(0, 1)] ([T; F; T; E; F; E; E]) []].
Proof. unfold s197_board, strip. tf_options. Qed.
Lemma s197_c1_R1 : tf_norm (strip [(0, 1)] ([T; F; T; E; F; E; E]) []) (s119_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; F; E; E]) []); [reflexivity | unfold s119_board; strip_board_eq | strip_offset]. Qed.
(* s197 = T^a F T F T _^2 T^b F _ on a==0 && b==0 *)
Lemma s197_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s197_board 0 0 -> fst (s197_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s197_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s197_q1] in Hc |- *.
  rewrite tf_game_eq, (s197_c1_L), (s197_c1_R); cbn [map].
  rewrite (tf_norm_game0 (s197_c1_L1)).
  pose proof (use_s111 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s197_c1_L) ltac:(cbn [In]; left; reflexivity) (s197_c1_L1))) as Ho0.
  rewrite (tf_norm_game0 (s197_c1_R1)).
  pose proof (use_s119 IH 1 0 (opt_norm_r _ _ _ _ _ (s197_c1_R) ltac:(cbn [In]; left; reflexivity) (s197_c1_R1))) as Ho1.
  rewrite (s111_p3 Ho0 ltac:(zlia)).
  rewrite (s119_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s197_c2_L : lmoves (s197_board 0 1) = [strip [(0, 1)] ([T; F; E; T; E; T; F; E]) []; strip [(0, 1)] ([T; F; T; E; E; E; F]) [(1, 0)]].
Proof. unfold s197_board, strip. tf_options. Qed.
Lemma s197_c2_L1 : tf_norm (strip [(0, 1)] ([T; F; E; T; E; T; F; E]) []) (s111_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; E; T; F; E]) []); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
Lemma s197_c2_L2 : tf_norm (strip [(0, 1)] ([T; F; T; E; E; E; F]) [(1, 0)]) (s29_board 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s29_board; strip_board_eq | strip_offset]. Qed.
Lemma s197_c2_R : rmoves (s197_board 0 1) = [strip [(0, 1)] ([T; F; T; E; F]) [(1, 2)]].
Proof. unfold s197_board, strip. tf_options. Qed.
Lemma s197_c2_R1 : tf_norm (strip [(0, 1)] ([T; F; T; E; F]) [(1, 2)]) (s119_board 1 0) (2).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; F]) [(1, 2)]); [reflexivity | unfold s119_board; strip_board_eq | strip_offset]. Qed.
(* s197 = T^a F T F T _^2 T^b F _ on a==0 && b==1 *)
Lemma s197_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s197_board 0 1 -> fst (s197_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s197_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s197_q2] in Hc |- *.
  rewrite tf_game_eq, (s197_c2_L), (s197_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s197_c2_L1)).
  pose proof (use_s111 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s197_c2_L) ltac:(cbn [In]; left; reflexivity) (s197_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s197_c2_L2)).
  pose proof (use_s29 IH 1 (opt_norm_l _ _ _ _ _ (s197_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s197_c2_L2))) as Ho1.
  rewrite (tf_norm_game (s197_c2_R1)).
  pose proof (use_s119 IH 1 0 (opt_norm_r _ _ _ _ _ (s197_c2_R) ltac:(cbn [In]; left; reflexivity) (s197_c2_R1))) as Ho2.
  rewrite (s111_p2 Ho0 ltac:(zlia)).
  rewrite (s29_p1 Ho1 I).
  rewrite (s119_p3 Ho2 ltac:(zlia)).
  rewrite (s119_p3_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s197_c3_L (b : nat) : lmoves (s197_board 0 (2 + b)) = [strip [(0, 1)] (T :: F :: E :: T :: E :: repeat T (2 + b) ++ [F; E]) []; strip [(0, 1)] (T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s197_board, strip. tf_options. Qed.
Lemma s197_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: T :: E :: repeat T (2 + b) ++ [F; E]) []) (s111_board 1 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: T :: E :: repeat T (2 + b) ++ [F; E]) []); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
Lemma s197_c3_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s80_board 1 (1 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s80_board; strip_board_eq | strip_offset]. Qed.
Lemma s197_c3_R (b : nat) : rmoves (s197_board 0 (2 + b)) = [].
Proof. unfold s197_board. tf_options. Qed.
(* s197 = T^a F T F T _^2 T^b F _ on a==0 && b>=2 *)
Lemma s197_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s197_board 0 (2 + b) -> fst (s197_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s197_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s197_q2] in Hc |- *.
  rewrite tf_game_eq, (s197_c3_L b), (s197_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s197_c3_L1 b)).
  pose proof (use_s111 IH 1 1 (2 + b) (opt_norm_l _ _ _ _ _ (s197_c3_L b) ltac:(cbn [In]; left; reflexivity) (s197_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s197_c3_L2 b)).
  pose proof (use_s80 IH 1 (1 + b) (opt_norm_l _ _ _ _ _ (s197_c3_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s197_c3_L2 b))) as Ho1.
  rewrite (s111_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s80_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s80_p5 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s80_p6 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s197_c4_L : lmoves (s197_board 1 0) = [s185_board 1 1 0].
Proof. unfold s185_board, s197_board. tf_options. Qed.
Lemma s197_c4_R : rmoves (s197_board 1 0) = [s190_board 1 0].
Proof. unfold s190_board, s197_board. tf_options. Qed.
(* s197 = T^a F T F T _^2 T^b F _ on a==1 && b==0 *)
Lemma s197_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s197_board 1 0 -> fst (s197_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s197_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s197_q1] in Hc |- *.
  rewrite tf_game_eq, (s197_c4_L), (s197_c4_R); cbn [map].
  pose proof (use_s185 IH 1 1 0 (opt_l _ _ _ (s197_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s190 IH 1 0 (opt_r _ _ _ (s197_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s185_p3 Ho0 ltac:(zlia)).
  rewrite (s190_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s197_c5_L : lmoves (s197_board 1 1) = [s185_board 1 1 1; strip [] ([T; F; T; F; T; E; E; E; F]) [(1, 0)]].
Proof. unfold s185_board, s197_board, strip. tf_options. Qed.
Lemma s197_c5_L2 : tf_norm (strip [] ([T; F; T; F; T; E; E; E; F]) [(1, 0)]) (s57_board 1) (0).
Proof. apply (tf_norm_by _ [] ([T; F; T; F; T; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s57_board; strip_board_eq | strip_offset]. Qed.
Lemma s197_c5_R : rmoves (s197_board 1 1) = [strip [] ([T; F; T; F; T; E; F]) [(1, 2)]].
Proof. unfold s197_board, strip. tf_options. Qed.
Lemma s197_c5_R1 : tf_norm (strip [] ([T; F; T; F; T; E; F]) [(1, 2)]) (s190_board 1 0) (2).
Proof. apply (tf_norm_by _ [] ([T; F; T; F; T; E; F]) [(1, 2)]); [reflexivity | unfold s190_board; strip_board_eq | strip_offset]. Qed.
(* s197 = T^a F T F T _^2 T^b F _ on a==1 && b==1 *)
Lemma s197_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s197_board 1 1 -> fst (s197_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s197_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s197_q2] in Hc |- *.
  rewrite tf_game_eq, (s197_c5_L), (s197_c5_R); cbn [map].
  pose proof (use_s185 IH 1 1 1 (opt_l _ _ _ (s197_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s197_c5_L2)).
  pose proof (use_s57 IH 1 (opt_norm_l _ _ _ _ _ (s197_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s197_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s197_c5_R1)).
  pose proof (use_s190 IH 1 0 (opt_norm_r _ _ _ _ _ (s197_c5_R) ltac:(cbn [In]; left; reflexivity) (s197_c5_R1))) as Ho2.
  rewrite (s185_p2 Ho0 ltac:(zlia)).
  rewrite (s57_p1 Ho1 I).
  rewrite (s190_p1 Ho2 ltac:(zlia)).
  rewrite (s190_p1_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s197_c6_L (b : nat) : lmoves (s197_board 1 (2 + b)) = [s185_board 1 1 (2 + b); strip [] (T :: F :: T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s185_board, s197_board, strip. tf_options. Qed.
Lemma s197_c6_L2 (b : nat) : tf_norm (strip [] (T :: F :: T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s180_board 1 (1 + b)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s180_board; strip_board_eq | strip_offset]. Qed.
Lemma s197_c6_R (b : nat) : rmoves (s197_board 1 (2 + b)) = [].
Proof. unfold s197_board. tf_options. Qed.
(* s197 = T^a F T F T _^2 T^b F _ on a==1 && b>=2 *)
Lemma s197_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s197_board 1 (2 + b) -> fst (s197_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s197_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s197_q2] in Hc |- *.
  rewrite tf_game_eq, (s197_c6_L b), (s197_c6_R b); cbn [map].
  pose proof (use_s185 IH 1 1 (2 + b) (opt_l _ _ _ (s197_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s197_c6_L2 b)).
  pose proof (use_s180 IH 1 (1 + b) (opt_norm_l _ _ _ _ _ (s197_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s197_c6_L2 b))) as Ho1.
  rewrite (s185_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s180_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s180_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s197_c7_L (a : nat) : lmoves (s197_board (2 + a) 0) = [s185_board (2 + a) 1 0].
Proof. unfold s185_board, s197_board. tf_options. Qed.
Lemma s197_c7_R (a : nat) : rmoves (s197_board (2 + a) 0) = [s190_board (2 + a) 0].
Proof. unfold s190_board, s197_board. tf_options. Qed.
(* s197 = T^a F T F T _^2 T^b F _ on a>=2 && b==0 *)
Lemma s197_c7_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s197_board (2 + a) 0 -> fst (s197_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s197_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s197_q1] in Hc |- *.
  rewrite tf_game_eq, (s197_c7_L a), (s197_c7_R a); cbn [map].
  pose proof (use_s185 IH (2 + a) 1 0 (opt_l _ _ _ (s197_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s190 IH (2 + a) 0 (opt_r _ _ _ (s197_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s185_p3 Ho0 ltac:(zlia)).
  rewrite (s190_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s197_c8_L (a : nat) : lmoves (s197_board (2 + a) 1) = [s185_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [F; T; F; T; E; E; E; F]) [(1, 0)]].
Proof. unfold s185_board, s197_board, strip. tf_options. Qed.
Lemma s197_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F; T; E; E; E; F]) [(1, 0)]) (s57_board (2 + a)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; T; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s57_board; strip_board_eq | strip_offset]. Qed.
Lemma s197_c8_R (a : nat) : rmoves (s197_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F; T; F; T; E; F]) [(1, 2)]].
Proof. unfold s197_board, strip. tf_options. Qed.
Lemma s197_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F; T; E; F]) [(1, 2)]) (s190_board (2 + a) 0) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; T; E; F]) [(1, 2)]); [reflexivity | unfold s190_board; strip_board_eq | strip_offset]. Qed.
(* s197 = T^a F T F T _^2 T^b F _ on a>=2 && b==1 *)
Lemma s197_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s197_board (2 + a) 1 -> fst (s197_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s197_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s197_q2] in Hc |- *.
  rewrite tf_game_eq, (s197_c8_L a), (s197_c8_R a); cbn [map].
  pose proof (use_s185 IH (2 + a) 1 1 (opt_l _ _ _ (s197_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s197_c8_L2 a)).
  pose proof (use_s57 IH (2 + a) (opt_norm_l _ _ _ _ _ (s197_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s197_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s197_c8_R1 a)).
  pose proof (use_s190 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s197_c8_R a) ltac:(cbn [In]; left; reflexivity) (s197_c8_R1 a))) as Ho2.
  rewrite (s185_p2 Ho0 ltac:(zlia)).
  rewrite (s57_p1 Ho1 I).
  rewrite (s190_p1 Ho2 ltac:(zlia)).
  rewrite (s190_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s197_c9_L (a b : nat) : lmoves (s197_board (2 + a) (2 + b)) = [s185_board (2 + a) 1 (2 + b); strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s185_board, s197_board, strip. tf_options. Qed.
Lemma s197_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s180_board (2 + a) (1 + b)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s180_board; strip_board_eq | strip_offset]. Qed.
Lemma s197_c9_R (a b : nat) : rmoves (s197_board (2 + a) (2 + b)) = [].
Proof. unfold s197_board. tf_options. Qed.
(* s197 = T^a F T F T _^2 T^b F _ on a>=2 && b>=2 *)
Lemma s197_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s197_board (2 + a) (2 + b) -> fst (s197_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s197_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s197_q2] in Hc |- *.
  rewrite tf_game_eq, (s197_c9_L a b), (s197_c9_R a b); cbn [map].
  pose proof (use_s185 IH (2 + a) 1 (2 + b) (opt_l _ _ _ (s197_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s197_c9_L2 a b)).
  pose proof (use_s180 IH (2 + a) (1 + b) (opt_norm_l _ _ _ _ _ (s197_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s197_c9_L2 a b))) as Ho1.
  rewrite (s185_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s180_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s180_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s198_c1_L : lmoves (s198_board 0 0 0 0) = [strip [(0, 1)] ([E; T; F; E; F; E]) []].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c1_L1 : tf_norm (strip [(0, 1)] ([E; T; F; E; F; E]) []) (s113_board 0 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c1_R : rmoves (s198_board 0 0 0 0) = [strip [(0, 1)] ([T; F; E; E; F; E]) []; strip [(0, 1)] ([T; E; F; F; E; E]) []].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c1_R1 : tf_norm (strip [(0, 1)] ([T; F; E; E; F; E]) []) (s106_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; E; F; E]) []); [reflexivity | unfold s106_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c1_R2 : tf_norm (strip [(0, 1)] ([T; E; F; F; E; E]) []) (s47_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; F; E; E]) []); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b==0 && c==0 && d==0 *)
Lemma s198_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s198_board 0 0 0 0 -> fst (s198_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s198_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q1] in Hc |- *.
  rewrite tf_game_eq, (s198_c1_L), (s198_c1_R); cbn [map].
  rewrite (tf_norm_game0 (s198_c1_L1)).
  pose proof (use_s113 IH 0 1 0 0 (opt_norm_l _ _ _ _ _ (s198_c1_L) ltac:(cbn [In]; left; reflexivity) (s198_c1_L1))) as Ho0.
  rewrite (tf_norm_game0 (s198_c1_R1)).
  pose proof (use_s106 IH 1 0 (opt_norm_r _ _ _ _ _ (s198_c1_R) ltac:(cbn [In]; left; reflexivity) (s198_c1_R1))) as Ho1.
  rewrite (tf_norm_game0 (s198_c1_R2)).
  pose proof (use_s47 IH 1 0 (opt_norm_r _ _ _ _ _ (s198_c1_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c1_R2))) as Ho2.
  rewrite (s113_p5 Ho0 ltac:(zlia)).
  rewrite (s106_p1 Ho1 ltac:(zlia)).
  rewrite (s47_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s198_c2_L : lmoves (s198_board 0 0 0 1) = [strip [(0, 1)] ([E; T; F; E; T; F; E]) []; strip [(0, 1)] ([T; E; F; E; E; F]) [(1, 0)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c2_L1 : tf_norm (strip [(0, 1)] ([E; T; F; E; T; F; E]) []) (s113_board 0 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c2_L2 : tf_norm (strip [(0, 1)] ([T; E; F; E; E; F]) [(1, 0)]) (s32_board 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c2_R : rmoves (s198_board 0 0 0 1) = [strip [(0, 1)] ([T; F; E; E; T; F; E]) []; strip [(0, 1)] ([T; E; F; F]) [(1, 2)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c2_R1 : tf_norm (strip [(0, 1)] ([T; F; E; E; T; F; E]) []) (s106_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; E; T; F; E]) []); [reflexivity | unfold s106_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c2_R2 : tf_norm (strip [(0, 1)] ([T; E; F; F]) [(1, 2)]) (s47_board 1 0) (2).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; F]) [(1, 2)]); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b==0 && c==0 && d==1 *)
Lemma s198_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s198_board 0 0 0 1 -> fst (s198_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s198_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q2] in Hc |- *.
  rewrite tf_game_eq, (s198_c2_L), (s198_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s198_c2_L1)).
  pose proof (use_s113 IH 0 1 0 1 (opt_norm_l _ _ _ _ _ (s198_c2_L) ltac:(cbn [In]; left; reflexivity) (s198_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s198_c2_L2)).
  pose proof (use_s32 IH 1 0 0 (opt_norm_l _ _ _ _ _ (s198_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c2_L2))) as Ho1.
  rewrite (tf_norm_game0 (s198_c2_R1)).
  pose proof (use_s106 IH 1 1 (opt_norm_r _ _ _ _ _ (s198_c2_R) ltac:(cbn [In]; left; reflexivity) (s198_c2_R1))) as Ho2.
  rewrite (tf_norm_game (s198_c2_R2)).
  pose proof (use_s47 IH 1 0 (opt_norm_r _ _ _ _ _ (s198_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c2_R2))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s32_p1 Ho1 ltac:(zlia)).
  rewrite (s106_p2 Ho2 ltac:(zlia)).
  rewrite (s47_p4 Ho3 ltac:(zlia)).
  rewrite (s47_p4_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s198_c3_L (d : nat) : lmoves (s198_board 0 0 0 (2 + d)) = [strip [(0, 1)] (E :: T :: F :: E :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c3_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 1 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c3_L2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 1 0 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c3_R (d : nat) : rmoves (s198_board 0 0 0 (2 + d)) = [strip [(0, 1)] (T :: F :: E :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c3_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: E :: repeat T (2 + d) ++ [F; E]) []) (s106_board 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s106_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b==0 && c==0 && d>=2 *)
Lemma s198_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s198_board 0 0 0 (2 + d) -> fst (s198_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q2] in Hc |- *.
  rewrite tf_game_eq, (s198_c3_L d), (s198_c3_R d); cbn [map].
  rewrite (tf_norm_game0 (s198_c3_L1 d)).
  pose proof (use_s113 IH 0 1 0 (2 + d) (opt_norm_l _ _ _ _ _ (s198_c3_L d) ltac:(cbn [In]; left; reflexivity) (s198_c3_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s198_c3_L2 d)).
  pose proof (use_s79 IH 1 0 0 (1 + d) (opt_norm_l _ _ _ _ _ (s198_c3_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c3_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s198_c3_R1 d)).
  pose proof (use_s106 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s198_c3_R d) ltac:(cbn [In]; left; reflexivity) (s198_c3_R1 d))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s79_p29 Ho1 ltac:(zlia)).
    rewrite (s106_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p30 Ho1 ltac:(zlia)).
    rewrite (s106_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p31 Ho1 ltac:(zlia)).
    rewrite (s106_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s198_c4_L : lmoves (s198_board 0 0 1 0) = [strip [(0, 1)] ([E; T; F; T; E; F; E]) []; strip [(0, 1)] ([T; E; F; E; T; F; E]) []].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c4_L1 : tf_norm (strip [(0, 1)] ([E; T; F; T; E; F; E]) []) (s113_board 0 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c4_L2 : tf_norm (strip [(0, 1)] ([T; E; F; E; T; F; E]) []) (s113_board 1 0 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c4_R : rmoves (s198_board 0 0 1 0) = [strip [(0, 1)] ([T; F; E; T; E; F; E]) []; strip [(0, 1)] ([T; E; F; T; F; E; E]) []].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c4_R1 : tf_norm (strip [(0, 1)] ([T; F; E; T; E; F; E]) []) (s111_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; E; F; E]) []); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c4_R2 : tf_norm (strip [(0, 1)] ([T; E; F; T; F; E; E]) []) (s83_board 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; T; F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b==0 && c==1 && d==0 *)
Lemma s198_c4_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s198_board 0 0 1 0 -> fst (s198_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s198_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q5] in Hc |- *.
  rewrite tf_game_eq, (s198_c4_L), (s198_c4_R); cbn [map].
  rewrite (tf_norm_game0 (s198_c4_L1)).
  pose proof (use_s113 IH 0 1 1 0 (opt_norm_l _ _ _ _ _ (s198_c4_L) ltac:(cbn [In]; left; reflexivity) (s198_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s198_c4_L2)).
  pose proof (use_s113 IH 1 0 0 1 (opt_norm_l _ _ _ _ _ (s198_c4_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c4_L2))) as Ho1.
  rewrite (tf_norm_game0 (s198_c4_R1)).
  pose proof (use_s111 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s198_c4_R) ltac:(cbn [In]; left; reflexivity) (s198_c4_R1))) as Ho2.
  rewrite (tf_norm_game0 (s198_c4_R2)).
  pose proof (use_s83 IH 1 0 1 (opt_norm_r _ _ _ _ _ (s198_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c4_R2))) as Ho3.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p7 Ho1 ltac:(zlia)).
  rewrite (s111_p3 Ho2 ltac:(zlia)).
  rewrite (s83_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s198_c5_L : lmoves (s198_board 0 0 1 1) = [strip [(0, 1)] ([E; T; F; T; E; T; F; E]) []; strip [(0, 1)] ([T; E; F; E; T; T; F; E]) []; strip [(0, 1)] ([T; E; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c5_L1 : tf_norm (strip [(0, 1)] ([E; T; F; T; E; T; F; E]) []) (s113_board 0 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c5_L2 : tf_norm (strip [(0, 1)] ([T; E; F; E; T; T; F; E]) []) (s113_board 1 0 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; T; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c5_L3 : tf_norm (strip [(0, 1)] ([T; E; F; T; E; E; F]) [(1, 0)]) (s32_board 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c5_R : rmoves (s198_board 0 0 1 1) = [strip [(0, 1)] ([T; F; E; T; E; T; F; E]) []; strip [(0, 1)] ([T; E; F; T; F]) [(1, 2)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c5_R1 : tf_norm (strip [(0, 1)] ([T; F; E; T; E; T; F; E]) []) (s111_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; E; T; F; E]) []); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c5_R2 : tf_norm (strip [(0, 1)] ([T; E; F; T; F]) [(1, 2)]) (s83_board 1 0 1) (2).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; T; F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b==0 && c==1 && d==1 *)
Lemma s198_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s198_board 0 0 1 1 -> fst (s198_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s198_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q2] in Hc |- *.
  rewrite tf_game_eq, (s198_c5_L), (s198_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s198_c5_L1)).
  pose proof (use_s113 IH 0 1 1 1 (opt_norm_l _ _ _ _ _ (s198_c5_L) ltac:(cbn [In]; left; reflexivity) (s198_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s198_c5_L2)).
  pose proof (use_s113 IH 1 0 0 2 (opt_norm_l _ _ _ _ _ (s198_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c5_L2))) as Ho1.
  rewrite (tf_norm_game0 (s198_c5_L3)).
  pose proof (use_s32 IH 1 0 1 (opt_norm_l _ _ _ _ _ (s198_c5_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c5_L3))) as Ho2.
  rewrite (tf_norm_game0 (s198_c5_R1)).
  pose proof (use_s111 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s198_c5_R) ltac:(cbn [In]; left; reflexivity) (s198_c5_R1))) as Ho3.
  rewrite (tf_norm_game (s198_c5_R2)).
  pose proof (use_s83 IH 1 0 1 (opt_norm_r _ _ _ _ _ (s198_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c5_R2))) as Ho4.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p8 Ho1 ltac:(zlia)).
  rewrite (s32_p9 Ho2 ltac:(zlia)).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  rewrite (s83_p6 Ho4 ltac:(zlia)).
  rewrite (s83_p6_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s198_c6_L (d : nat) : lmoves (s198_board 0 0 1 (2 + d)) = [strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: F :: E :: repeat T (3 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c6_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c6_L2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: E :: repeat T (3 + d) ++ [F; E]) []) (s113_board 1 0 0 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: E :: repeat T (3 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c6_L3 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 1 0 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c6_R (d : nat) : rmoves (s198_board 0 0 1 (2 + d)) = [strip [(0, 1)] (T :: F :: E :: T :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c6_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: T :: E :: repeat T (2 + d) ++ [F; E]) []) (s111_board 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b==0 && c==1 && d>=2 *)
Lemma s198_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s198_board 0 0 1 (2 + d) -> fst (s198_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q2] in Hc |- *.
  rewrite tf_game_eq, (s198_c6_L d), (s198_c6_R d); cbn [map].
  rewrite (tf_norm_game0 (s198_c6_L1 d)).
  pose proof (use_s113 IH 0 1 1 (2 + d) (opt_norm_l _ _ _ _ _ (s198_c6_L d) ltac:(cbn [In]; left; reflexivity) (s198_c6_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s198_c6_L2 d)).
  pose proof (use_s113 IH 1 0 0 (3 + d) (opt_norm_l _ _ _ _ _ (s198_c6_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c6_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s198_c6_L3 d)).
  pose proof (use_s79 IH 1 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s198_c6_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c6_L3 d))) as Ho2.
  rewrite (tf_norm_game0 (s198_c6_R1 d)).
  pose proof (use_s111 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s198_c6_R d) ltac:(cbn [In]; left; reflexivity) (s198_c6_R1 d))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p8 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p31 Ho2 ltac:(zlia)).
    rewrite (s111_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p34 Ho2 ltac:(zlia)).
    rewrite (s111_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s198_c7_L (c : nat) : lmoves (s198_board 0 0 (2 + c) 0) = [strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; F; E]) []; strip [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ [E; T; F; E]) []].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c7_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; F; E]) []) (s113_board 0 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c7_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ [E; T; F; E]) []) (s113_board 1 0 (1 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c7_R (c : nat) : rmoves (s198_board 0 0 (2 + c) 0) = [strip [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ [E; F; E]) []; strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [F; E; E]) []].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c7_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ [E; F; E]) []) (s111_board 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ [E; F; E]) []); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c7_R2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [F; E; E]) []) (s83_board 1 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b==0 && c>=2 && d==0 *)
Lemma s198_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s198_board 0 0 (2 + c) 0 -> fst (s198_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s198_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q5] in Hc |- *.
  rewrite tf_game_eq, (s198_c7_L c), (s198_c7_R c); cbn [map].
  rewrite (tf_norm_game0 (s198_c7_L1 c)).
  pose proof (use_s113 IH 0 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s198_c7_L c) ltac:(cbn [In]; left; reflexivity) (s198_c7_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s198_c7_L2 c)).
  pose proof (use_s113 IH 1 0 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s198_c7_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c7_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s198_c7_R1 c)).
  pose proof (use_s111 IH 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s198_c7_R c) ltac:(cbn [In]; left; reflexivity) (s198_c7_R1 c))) as Ho2.
  rewrite (tf_norm_game0 (s198_c7_R2 c)).
  pose proof (use_s83 IH 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s198_c7_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c7_R2 c))) as Ho3.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p8 Ho1 ltac:(zlia)).
  rewrite (s111_p3 Ho2 ltac:(zlia)).
  rewrite (s83_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s198_c8_L (c : nat) : lmoves (s198_board 0 0 (2 + c) 1) = [strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; T; F; E]) []; strip [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ [E; T; T; F; E]) []; strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c8_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; T; F; E]) []) (s113_board 0 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c8_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ [E; T; T; F; E]) []) (s113_board 1 0 (1 + c) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ [E; T; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c8_L3 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s32_board 1 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c8_R (c : nat) : rmoves (s198_board 0 0 (2 + c) 1) = [strip [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ [E; T; F; E]) []; strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c8_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ [E; T; F; E]) []) (s111_board 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c8_R2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s83_board 1 0 (2 + c)) (2).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b==0 && c>=2 && d==1 *)
Lemma s198_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s198_board 0 0 (2 + c) 1 -> fst (s198_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s198_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q2] in Hc |- *.
  rewrite tf_game_eq, (s198_c8_L c), (s198_c8_R c); cbn [map].
  rewrite (tf_norm_game0 (s198_c8_L1 c)).
  pose proof (use_s113 IH 0 1 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s198_c8_L c) ltac:(cbn [In]; left; reflexivity) (s198_c8_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s198_c8_L2 c)).
  pose proof (use_s113 IH 1 0 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s198_c8_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c8_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s198_c8_L3 c)).
  pose proof (use_s32 IH 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s198_c8_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c8_L3 c))) as Ho2.
  rewrite (tf_norm_game0 (s198_c8_R1 c)).
  pose proof (use_s111 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s198_c8_R c) ltac:(cbn [In]; left; reflexivity) (s198_c8_R1 c))) as Ho3.
  rewrite (tf_norm_game (s198_c8_R2 c)).
  pose proof (use_s83 IH 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s198_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c8_R2 c))) as Ho4.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p8 Ho1 ltac:(zlia)).
  rewrite (s32_p9 Ho2 ltac:(zlia)).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  rewrite (s83_p6 Ho4 ltac:(zlia)).
  rewrite (s83_p6_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s198_c9_L (c d : nat) : lmoves (s198_board 0 0 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []; strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c9_L1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c9_L2 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []) (s113_board 1 0 (1 + c) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c9_L3 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 1 0 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c9_R (c d : nat) : rmoves (s198_board 0 0 (2 + c) (2 + d)) = [strip [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c9_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s111_board 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b==0 && c>=2 && d>=2 *)
Lemma s198_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s198_board 0 0 (2 + c) (2 + d) -> fst (s198_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q2] in Hc |- *.
  rewrite tf_game_eq, (s198_c9_L c d), (s198_c9_R c d); cbn [map].
  rewrite (tf_norm_game0 (s198_c9_L1 c d)).
  pose proof (use_s113 IH 0 1 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s198_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s198_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s198_c9_L2 c d)).
  pose proof (use_s113 IH 1 0 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s198_c9_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c9_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s198_c9_L3 c d)).
  pose proof (use_s79 IH 1 0 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s198_c9_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c9_L3 c d))) as Ho2.
  rewrite (tf_norm_game0 (s198_c9_R1 c d)).
  pose proof (use_s111 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s198_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s198_c9_R1 c d))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p8 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p31 Ho2 ltac:(zlia)).
    rewrite (s111_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p34 Ho2 ltac:(zlia)).
    rewrite (s111_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s198_c10_L : lmoves (s198_board 0 1 0 0) = [strip [(0, 1)] ([E; T; T; F; E; F; E]) []; strip [(0, 1)] ([T; E; E; F; T; F; E]) []].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c10_L1 : tf_norm (strip [(0, 1)] ([E; T; T; F; E; F; E]) []) (s113_board 0 2 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c10_L2 : tf_norm (strip [(0, 1)] ([T; E; E; F; T; F; E]) []) (s55_board 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c10_R : rmoves (s198_board 0 1 0 0) = [strip [(0, 1)] ([T; F; T; E; E; F; E]) []; strip [(0, 1)] ([T; E; T; F; F; E; E]) []].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c10_R1 : tf_norm (strip [(0, 1)] ([T; F; T; E; E; F; E]) []) (s116_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; E; F; E]) []); [reflexivity | unfold s116_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c10_R2 : tf_norm (strip [(0, 1)] ([T; E; T; F; F; E; E]) []) (s47_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; F; E; E]) []); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a==0 && b==1 && c==0 && d==0 *)
Lemma s198_c10_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s198_board 0 1 0 0 -> fst (s198_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s198_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q3] in Hc |- *.
  rewrite tf_game_eq, (s198_c10_L), (s198_c10_R); cbn [map].
  rewrite (tf_norm_game0 (s198_c10_L1)).
  pose proof (use_s113 IH 0 2 0 0 (opt_norm_l _ _ _ _ _ (s198_c10_L) ltac:(cbn [In]; left; reflexivity) (s198_c10_L1))) as Ho0.
  rewrite (tf_norm_game0 (s198_c10_L2)).
  pose proof (use_s55 IH 1 0 1 (opt_norm_l _ _ _ _ _ (s198_c10_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c10_L2))) as Ho1.
  rewrite (tf_norm_game0 (s198_c10_R1)).
  pose proof (use_s116 IH 1 0 (opt_norm_r _ _ _ _ _ (s198_c10_R) ltac:(cbn [In]; left; reflexivity) (s198_c10_R1))) as Ho2.
  rewrite (tf_norm_game0 (s198_c10_R2)).
  pose proof (use_s47 IH 1 1 (opt_norm_r _ _ _ _ _ (s198_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s198_c10_R2))) as Ho3.
  rewrite (s113_p10 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s116_p1 Ho2 ltac:(zlia)).
  rewrite (s47_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

