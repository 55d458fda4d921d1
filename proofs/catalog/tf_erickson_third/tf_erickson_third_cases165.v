(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s160_c63_L (b d e : nat) : lmoves (s160_board 0 (2 + b) 0 (2 + d) (2 + e)) = [s160_board 0 (1 + b) 1 (2 + d) (2 + e); strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c63_L2 (b d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s82_board 0 (2 + b) 0 (2 + d)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c63_R (b d e : nat) : rmoves (s160_board 0 (2 + b) 0 (2 + d) (2 + e)) = [s167_board 0 (2 + b) 0 (2 + d) (2 + e); strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c63_R2 (b d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s159_board 0 (2 + b) 0 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c==0 && d>=2 && e>=2 *)
Lemma s160_c63_p66 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s160_q66 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q66 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q66] in Hc |- *.
  rewrite tf_game_eq, (s160_c63_L b d e), (s160_c63_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c63_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c63_L2 b d e)).
  pose proof (use_s82 IH 0 (2 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c63_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c63_L2 b d e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s160_c63_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c63_R2 b d e)).
  pose proof (use_s159 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c63_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c63_R2 b d e))) as Ho3.
  rewrite (s160_p53 Ho0 ltac:(zlia)).
  rewrite (s82_p12 Ho1 ltac:(zlia)).
  rewrite (s82_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p57 Ho2 ltac:(zlia)).
  rewrite (s159_p31 Ho3 ltac:(zlia)).
  rewrite (s159_p31_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c63_p67 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s160_q67 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q67 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q67] in Hc |- *.
  rewrite tf_game_eq, (s160_c63_L b d e), (s160_c63_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c63_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c63_L2 b d e)).
  pose proof (use_s82 IH 0 (2 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c63_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c63_L2 b d e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s160_c63_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c63_R2 b d e)).
  pose proof (use_s159 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c63_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c63_R2 b d e))) as Ho3.
  rewrite (s160_p55 Ho0 ltac:(zlia)).
  rewrite (s82_p12 Ho1 ltac:(zlia)).
  rewrite (s82_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho2 ltac:(zlia)).
  rewrite (s159_p31 Ho3 ltac:(zlia)).
  rewrite (s159_p31_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c63_p89 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s160_q89 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q89 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q89] in Hc |- *.
  rewrite tf_game_eq, (s160_c63_L b d e), (s160_c63_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c63_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c63_L2 b d e)).
  pose proof (use_s82 IH 0 (2 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c63_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c63_L2 b d e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s160_c63_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c63_R2 b d e)).
  pose proof (use_s159 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c63_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c63_R2 b d e))) as Ho3.
  rewrite (s160_p31 Ho0 ltac:(zlia)).
  rewrite (s82_p16 Ho1 ltac:(zlia)).
  rewrite (s82_p16_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p57 Ho2 ltac:(zlia)).
  rewrite (s159_p48 Ho3 ltac:(zlia)).
  rewrite (s159_p48_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]].
Qed.

Lemma s160_c63_p94 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s160_q94 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q94 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q94] in Hc |- *.
  rewrite tf_game_eq, (s160_c63_L b d e), (s160_c63_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c63_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c63_L2 b d e)).
  pose proof (use_s82 IH 0 (2 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c63_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c63_L2 b d e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s160_c63_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c63_R2 b d e)).
  pose proof (use_s159 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c63_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c63_R2 b d e))) as Ho3.
  rewrite (s160_p78 Ho0 ltac:(zlia)).
  rewrite (s82_p16 Ho1 ltac:(zlia)).
  rewrite (s82_p16_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho2 ltac:(zlia)).
  rewrite (s159_p48 Ho3 ltac:(zlia)).
  rewrite (s159_p48_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c63_p95 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s160_q95 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q95 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q95] in Hc |- *.
  rewrite tf_game_eq, (s160_c63_L b d e), (s160_c63_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c63_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c63_L2 b d e)).
  pose proof (use_s82 IH 0 (2 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c63_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c63_L2 b d e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s160_c63_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c63_R2 b d e)).
  pose proof (use_s159 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c63_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c63_R2 b d e))) as Ho3.
  rewrite (s160_p78 Ho0 ltac:(zlia)).
  rewrite (s82_p16 Ho1 ltac:(zlia)).
  rewrite (s82_p16_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho2 ltac:(zlia)).
  rewrite (s159_p48 Ho3 ltac:(zlia)).
  rewrite (s159_p48_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c63_p115 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s160_q115 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q115 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q115] in Hc |- *.
  rewrite tf_game_eq, (s160_c63_L b d e), (s160_c63_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c63_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c63_L2 b d e)).
  pose proof (use_s82 IH 0 (2 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c63_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c63_L2 b d e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s160_c63_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c63_R2 b d e)).
  pose proof (use_s159 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c63_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c63_R2 b d e))) as Ho3.
  rewrite (s160_p79 Ho0 ltac:(zlia)).
  rewrite (s82_p19 Ho1 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p57 Ho2 ltac:(zlia)).
  rewrite (s159_p51 Ho3 ltac:(zlia)).
  rewrite (s159_p51_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]].
Qed.

Lemma s160_c63_p116 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s160_q116 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q116 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q116] in Hc |- *.
  rewrite tf_game_eq, (s160_c63_L b d e), (s160_c63_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c63_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c63_L2 b d e)).
  pose proof (use_s82 IH 0 (2 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c63_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c63_L2 b d e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s160_c63_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c63_R2 b d e)).
  pose proof (use_s159 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c63_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c63_R2 b d e))) as Ho3.
  rewrite (s160_p31 Ho0 ltac:(zlia)).
  rewrite (s82_p19 Ho1 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho2 ltac:(zlia)).
  rewrite (s159_p51 Ho3 ltac:(zlia)).
  rewrite (s159_p51_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c63_p117 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s160_q117 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q117 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q117] in Hc |- *.
  rewrite tf_game_eq, (s160_c63_L b d e), (s160_c63_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c63_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c63_L2 b d e)).
  pose proof (use_s82 IH 0 (2 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c63_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c63_L2 b d e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s160_c63_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c63_R2 b d e)).
  pose proof (use_s159 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c63_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c63_R2 b d e))) as Ho3.
  rewrite (s160_p100 Ho0 ltac:(zlia)).
  rewrite (s82_p19 Ho1 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho2 ltac:(zlia)).
  rewrite (s159_p51 Ho3 ltac:(zlia)).
  rewrite (s159_p51_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c63_p118 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s160_q118 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q118 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q118] in Hc |- *.
  rewrite tf_game_eq, (s160_c63_L b d e), (s160_c63_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c63_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c63_L2 b d e)).
  pose proof (use_s82 IH 0 (2 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c63_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c63_L2 b d e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s160_c63_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c63_R2 b d e)).
  pose proof (use_s159 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c63_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c63_R2 b d e))) as Ho3.
  rewrite (s160_p100 Ho0 ltac:(zlia)).
  rewrite (s82_p19 Ho1 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho2 ltac:(zlia)).
  rewrite (s159_p51 Ho3 ltac:(zlia)).
  rewrite (s159_p51_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c63_p124 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s160_q124 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q124 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q124] in Hc |- *.
  rewrite tf_game_eq, (s160_c63_L b d e), (s160_c63_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c63_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c63_L2 b d e)).
  pose proof (use_s82 IH 0 (2 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c63_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c63_L2 b d e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s160_c63_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c63_R2 b d e)).
  pose proof (use_s159 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c63_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c63_R2 b d e))) as Ho3.
  rewrite (s160_p120 Ho0 ltac:(zlia)).
  rewrite (s82_p19 Ho1 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho2 ltac:(zlia)).
  rewrite (s159_p51 Ho3 ltac:(zlia)).
  rewrite (s159_p51_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c==1 && d==0 && e==0: the board of s90 *)
Lemma s160_c64_p69 x (Hs90 : s90_claim x) (b : nat) :
  x = s160_board 0 (2 + b) 1 0 0 -> fst (s160_q69 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q69 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q69] in Hc |- *.
  pose proof (Hs90 0 (2 + b) 1 0 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c==1 && d==0 && e==1: the board of s90 *)
Lemma s160_c65_p70 x (Hs90 : s90_claim x) (b : nat) :
  x = s160_board 0 (2 + b) 1 0 1 -> fst (s160_q70 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q70 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q70] in Hc |- *.
  pose proof (Hs90 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c==1 && d==0 && e>=2: the board of s90 *)
Lemma s160_c66_p71 x (Hs90 : s90_claim x) (b e : nat) :
  x = s160_board 0 (2 + b) 1 0 (2 + e) -> fst (s160_q71 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q71 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q71] in Hc |- *.
  pose proof (Hs90 0 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s160_c66_p72 x (Hs90 : s90_claim x) (b e : nat) :
  x = s160_board 0 (2 + b) 1 0 (2 + e) -> fst (s160_q72 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q72 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q72] in Hc |- *.
  pose proof (Hs90 0 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p25 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s160_c66_p96 x (Hs90 : s90_claim x) (b e : nat) :
  x = s160_board 0 (2 + b) 1 0 (2 + e) -> fst (s160_q96 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q96 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q96] in Hc |- *.
  pose proof (Hs90 0 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p31 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s160_c67_L (b : nat) : lmoves (s160_board 0 (2 + b) 1 1 0) = [s160_board 0 (1 + b) 2 1 0; strip [] (E :: repeat T (2 + b) ++ [E; T; F; E; F; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c67_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; T; F; E; F; T; T; F]) []) (s48_board 0 (2 + b) 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ [E; T; F; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [E; T; F; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s48_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c67_R (b : nat) : rmoves (s160_board 0 (2 + b) 1 1 0) = [s167_board 0 (2 + b) 1 1 0; strip [] (E :: repeat T (2 + b) ++ [E; T; F; T; F; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c67_R2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; T; F; T; F; F]) [(1, 1)]) (s98_board 0 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; T; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s98_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s160_c67_p62 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s160_board 0 (2 + b) 1 1 0 -> fst (s160_q62 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s160_q62 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q62] in Hc |- *.
  rewrite tf_game_eq, (s160_c67_L b), (s160_c67_R b); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 2 1 0 (opt_l _ _ _ (s160_c67_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c67_L2 b)).
  pose proof (use_s48 IH 0 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s160_c67_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c67_L2 b))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 1 1 0 (opt_r _ _ _ (s160_c67_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c67_R2 b)).
  pose proof (use_s98 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s160_c67_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c67_R2 b))) as Ho3.
  rewrite (s160_p33 Ho0 ltac:(zlia)).
  rewrite (s48_p39 Ho1 ltac:(zlia)).
  rewrite (s167_p15 Ho2 ltac:(zlia)).
  rewrite (s98_p22 Ho3 ltac:(zlia)).
  rewrite (s98_p22_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s160_c68_L (b : nat) : lmoves (s160_board 0 (2 + b) 1 1 1) = [s160_board 0 (1 + b) 2 1 1; strip [] (E :: repeat T (2 + b) ++ [E; T; F; T; F; E; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c68_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; T; F; T; F; E; T; T; F]) []) (s82_board 0 (2 + b) 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ [E; T; F; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [E; T; F; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c68_R (b : nat) : rmoves (s160_board 0 (2 + b) 1 1 1) = [s167_board 0 (2 + b) 1 1 1; strip [] (E :: repeat T (2 + b) ++ [E; T; F; T; F; T; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c68_R2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; T; F; T; F; T; F]) [(1, 1)]) (s159_board 0 (2 + b) 1 1 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; T; F; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s160_c68_p73 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s160_board 0 (2 + b) 1 1 1 -> fst (s160_q73 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q73 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q73] in Hc |- *.
  rewrite tf_game_eq, (s160_c68_L b), (s160_c68_R b); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 2 1 1 (opt_l _ _ _ (s160_c68_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c68_L2 b)).
  pose proof (use_s82 IH 0 (2 + b) 1 1 (opt_norm_l _ _ _ _ _ (s160_c68_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c68_L2 b))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 1 1 1 (opt_r _ _ _ (s160_c68_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c68_R2 b)).
  pose proof (use_s159 IH 0 (2 + b) 1 1 1 (opt_norm_r _ _ _ _ _ (s160_c68_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c68_R2 b))) as Ho3.
  rewrite (s160_p35 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s82_p14 Ho1 ltac:(zlia)).
    rewrite (s167_p66 Ho2 ltac:(zlia)).
    rewrite (s159_p37 Ho3 ltac:(zlia)).
    rewrite (s159_p37_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s82_p17 Ho1 ltac:(zlia)).
    rewrite (s167_p66 Ho2 ltac:(zlia)).
    rewrite (s159_p37 Ho3 ltac:(zlia)).
    rewrite (s159_p37_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s160_c69_L (b e : nat) : lmoves (s160_board 0 (2 + b) 1 1 (2 + e)) = [s160_board 0 (1 + b) 2 1 (2 + e); strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c69_L2 (b e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s82_board 0 (2 + b) 1 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c69_R (b e : nat) : rmoves (s160_board 0 (2 + b) 1 1 (2 + e)) = [s167_board 0 (2 + b) 1 1 (2 + e); strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c69_R2 (b e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s159_board 0 (2 + b) 1 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: T :: F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s160_c69_p32 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 0 (2 + b) 1 1 (2 + e) -> fst (s160_q32 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q32 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q32] in Hc |- *.
  rewrite tf_game_eq, (s160_c69_L b e), (s160_c69_R b e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s160_c69_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c69_L2 b e)).
  pose proof (use_s82 IH 0 (2 + b) 1 1 (opt_norm_l _ _ _ _ _ (s160_c69_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c69_L2 b e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s160_c69_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c69_R2 b e)).
  pose proof (use_s159 IH 0 (2 + b) 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c69_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c69_R2 b e))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s160_p36 Ho0 ltac:(zlia)).
    rewrite (s82_p14 Ho1 ltac:(zlia)).
    rewrite (s82_p14_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s167_p68 Ho2 ltac:(zlia)).
    rewrite (s159_p37 Ho3 ltac:(zlia)).
    rewrite (s159_p37_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p37 Ho0 ltac:(zlia)).
    rewrite (s82_p17 Ho1 ltac:(zlia)).
    rewrite (s82_p17_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s167_p68 Ho2 ltac:(zlia)).
    rewrite (s159_p37 Ho3 ltac:(zlia)).
    rewrite (s159_p37_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s160_c69_p74 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 0 (2 + b) 1 1 (2 + e) -> fst (s160_q74 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q74 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q74] in Hc |- *.
  rewrite tf_game_eq, (s160_c69_L b e), (s160_c69_R b e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s160_c69_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c69_L2 b e)).
  pose proof (use_s82 IH 0 (2 + b) 1 1 (opt_norm_l _ _ _ _ _ (s160_c69_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c69_L2 b e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s160_c69_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c69_R2 b e)).
  pose proof (use_s159 IH 0 (2 + b) 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c69_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c69_R2 b e))) as Ho3.
  rewrite (s160_p37 Ho0 ltac:(zlia)).
  rewrite (s82_p14 Ho1 ltac:(zlia)).
  rewrite (s82_p14_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p68 Ho2 ltac:(zlia)).
  rewrite (s159_p37 Ho3 ltac:(zlia)).
  rewrite (s159_p37_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c69_p75 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 0 (2 + b) 1 1 (2 + e) -> fst (s160_q75 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q75 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q75] in Hc |- *.
  rewrite tf_game_eq, (s160_c69_L b e), (s160_c69_R b e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s160_c69_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c69_L2 b e)).
  pose proof (use_s82 IH 0 (2 + b) 1 1 (opt_norm_l _ _ _ _ _ (s160_c69_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c69_L2 b e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s160_c69_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c69_R2 b e)).
  pose proof (use_s159 IH 0 (2 + b) 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c69_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c69_R2 b e))) as Ho3.
  rewrite (s160_p36 Ho0 ltac:(zlia)).
  rewrite (s82_p17 Ho1 ltac:(zlia)).
  rewrite (s82_p17_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p68 Ho2 ltac:(zlia)).
  rewrite (s159_p37 Ho3 ltac:(zlia)).
  rewrite (s159_p37_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c69_p97 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 0 (2 + b) 1 1 (2 + e) -> fst (s160_q97 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q97 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q97] in Hc |- *.
  rewrite tf_game_eq, (s160_c69_L b e), (s160_c69_R b e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s160_c69_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c69_L2 b e)).
  pose proof (use_s82 IH 0 (2 + b) 1 1 (opt_norm_l _ _ _ _ _ (s160_c69_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c69_L2 b e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s160_c69_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c69_R2 b e)).
  pose proof (use_s159 IH 0 (2 + b) 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c69_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c69_R2 b e))) as Ho3.
  rewrite (s160_p37 Ho0 ltac:(zlia)).
  rewrite (s82_p17 Ho1 ltac:(zlia)).
  rewrite (s82_p17_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p68 Ho2 ltac:(zlia)).
  rewrite (s159_p37 Ho3 ltac:(zlia)).
  rewrite (s159_p37_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c69_p119 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 0 (2 + b) 1 1 (2 + e) -> fst (s160_q119 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q119 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q119] in Hc |- *.
  rewrite tf_game_eq, (s160_c69_L b e), (s160_c69_R b e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s160_c69_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c69_L2 b e)).
  pose proof (use_s82 IH 0 (2 + b) 1 1 (opt_norm_l _ _ _ _ _ (s160_c69_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c69_L2 b e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s160_c69_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c69_R2 b e)).
  pose proof (use_s159 IH 0 (2 + b) 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c69_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c69_R2 b e))) as Ho3.
  rewrite (s160_p37 Ho0 ltac:(zlia)).
  rewrite (s82_p17 Ho1 ltac:(zlia)).
  rewrite (s82_p17_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p68 Ho2 ltac:(zlia)).
  rewrite (s159_p37 Ho3 ltac:(zlia)).
  rewrite (s159_p37_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c70_L (b d : nat) : lmoves (s160_board 0 (2 + b) 1 (2 + d) 0) = [s160_board 0 (1 + b) 2 (2 + d) 0; strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c70_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F; T; T; F]) []) (s48_board 0 (2 + b) 1 (1 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s48_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c70_R (b d : nat) : rmoves (s160_board 0 (2 + b) 1 (2 + d) 0) = [s167_board 0 (2 + b) 1 (2 + d) 0; strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c70_R2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]) (s98_board 0 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s98_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s160_c70_p76 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s160_board 0 (2 + b) 1 (2 + d) 0 -> fst (s160_q76 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s160_q76 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q76] in Hc |- *.
  rewrite tf_game_eq, (s160_c70_L b d), (s160_c70_R b d); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s160_c70_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c70_L2 b d)).
  pose proof (use_s48 IH 0 (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s160_c70_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c70_L2 b d))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s160_c70_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c70_R2 b d)).
  pose proof (use_s98 IH 0 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s160_c70_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c70_R2 b d))) as Ho3.
  rewrite (s160_p33 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p40 Ho1 ltac:(zlia)).
    rewrite (s167_p50 Ho2 ltac:(zlia)).
    rewrite (s98_p23 Ho3 ltac:(zlia)).
    rewrite (s98_p23_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s48_p41 Ho1 ltac:(zlia)).
    rewrite (s167_p50 Ho2 ltac:(zlia)).
    rewrite (s98_p23 Ho3 ltac:(zlia)).
    rewrite (s98_p23_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s48_p42 Ho1 ltac:(zlia)).
    rewrite (s167_p50 Ho2 ltac:(zlia)).
    rewrite (s98_p23 Ho3 ltac:(zlia)).
    rewrite (s98_p23_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s160_c70_p98 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s160_board 0 (2 + b) 1 (2 + d) 0 -> fst (s160_q98 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s160_q98 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q98] in Hc |- *.
  rewrite tf_game_eq, (s160_c70_L b d), (s160_c70_R b d); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s160_c70_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c70_L2 b d)).
  pose proof (use_s48 IH 0 (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s160_c70_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c70_L2 b d))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s160_c70_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c70_R2 b d)).
  pose proof (use_s98 IH 0 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s160_c70_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c70_R2 b d))) as Ho3.
  rewrite (s160_p33 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s48_p49 Ho1 ltac:(zlia)).
    rewrite (s167_p50 Ho2 ltac:(zlia)).
    rewrite (s98_p32 Ho3 ltac:(zlia)).
    rewrite (s98_p32_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s48_p50 Ho1 ltac:(zlia)).
    rewrite (s167_p50 Ho2 ltac:(zlia)).
    rewrite (s98_p32 Ho3 ltac:(zlia)).
    rewrite (s98_p32_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s160_c71_L (b d : nat) : lmoves (s160_board 0 (2 + b) 1 (2 + d) 1) = [s160_board 0 (1 + b) 2 (2 + d) 1; strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; E; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c71_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; E; T; T; F]) []) (s82_board 0 (2 + b) 1 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c71_R (b d : nat) : rmoves (s160_board 0 (2 + b) 1 (2 + d) 1) = [s167_board 0 (2 + b) 1 (2 + d) 1; strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c71_R2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]) (s159_board 0 (2 + b) 1 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s160_c71_p53 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s160_board 0 (2 + b) 1 (2 + d) 1 -> fst (s160_q53 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s160_q53 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q53] in Hc |- *.
  rewrite tf_game_eq, (s160_c71_L b d), (s160_c71_R b d); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s160_c71_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c71_L2 b d)).
  pose proof (use_s82 IH 0 (2 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c71_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c71_L2 b d))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s160_c71_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c71_R2 b d)).
  pose proof (use_s159 IH 0 (2 + b) 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s160_c71_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c71_R2 b d))) as Ho3.
  rewrite (s160_p35 Ho0 ltac:(zlia)).
  rewrite (s82_p14 Ho1 ltac:(zlia)).
  rewrite (s167_p53 Ho2 ltac:(zlia)).
  rewrite (s159_p38 Ho3 ltac:(zlia)).
  rewrite (s159_p38_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s160_c71_p99 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s160_board 0 (2 + b) 1 (2 + d) 1 -> fst (s160_q99 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s160_q99 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q99] in Hc |- *.
  rewrite tf_game_eq, (s160_c71_L b d), (s160_c71_R b d); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s160_c71_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c71_L2 b d)).
  pose proof (use_s82 IH 0 (2 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c71_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c71_L2 b d))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s160_c71_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c71_R2 b d)).
  pose proof (use_s159 IH 0 (2 + b) 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s160_c71_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c71_R2 b d))) as Ho3.
  rewrite (s160_p35 Ho0 ltac:(zlia)).
  rewrite (s82_p17 Ho1 ltac:(zlia)).
  rewrite (s167_p53 Ho2 ltac:(zlia)).
  rewrite (s159_p50 Ho3 ltac:(zlia)).
  rewrite (s159_p50_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s160_c72_L (b d e : nat) : lmoves (s160_board 0 (2 + b) 1 (2 + d) (2 + e)) = [s160_board 0 (1 + b) 2 (2 + d) (2 + e); strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c72_L2 (b d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s82_board 0 (2 + b) 1 (2 + d)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c72_R (b d e : nat) : rmoves (s160_board 0 (2 + b) 1 (2 + d) (2 + e)) = [s167_board 0 (2 + b) 1 (2 + d) (2 + e); strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c72_R2 (b d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s159_board 0 (2 + b) 1 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s160_c72_p31 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 0 (2 + b) 1 (2 + d) (2 + e) -> fst (s160_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q31] in Hc |- *.
  rewrite tf_game_eq, (s160_c72_L b d e), (s160_c72_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s160_c72_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c72_L2 b d e)).
  pose proof (use_s82 IH 0 (2 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c72_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c72_L2 b d e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s160_c72_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c72_R2 b d e)).
  pose proof (use_s159 IH 0 (2 + b) 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c72_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c72_R2 b d e))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s160_p36 Ho0 ltac:(zlia)).
    rewrite (s82_p14 Ho1 ltac:(zlia)).
    rewrite (s82_p14_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s167_p57 Ho2 ltac:(zlia)).
    rewrite (s159_p38 Ho3 ltac:(zlia)).
    rewrite (s159_p38_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p37 Ho0 ltac:(zlia)).
    rewrite (s82_p17 Ho1 ltac:(zlia)).
    rewrite (s82_p17_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s167_p61 Ho2 ltac:(zlia)).
    rewrite (s159_p50 Ho3 ltac:(zlia)).
    rewrite (s159_p50_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s160_c72_p78 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 0 (2 + b) 1 (2 + d) (2 + e) -> fst (s160_q78 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q78 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q78] in Hc |- *.
  rewrite tf_game_eq, (s160_c72_L b d e), (s160_c72_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s160_c72_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c72_L2 b d e)).
  pose proof (use_s82 IH 0 (2 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c72_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c72_L2 b d e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s160_c72_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c72_R2 b d e)).
  pose proof (use_s159 IH 0 (2 + b) 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c72_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c72_R2 b d e))) as Ho3.
  rewrite (s160_p37 Ho0 ltac:(zlia)).
  rewrite (s82_p14 Ho1 ltac:(zlia)).
  rewrite (s82_p14_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho2 ltac:(zlia)).
  rewrite (s159_p38 Ho3 ltac:(zlia)).
  rewrite (s159_p38_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c72_p79 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 0 (2 + b) 1 (2 + d) (2 + e) -> fst (s160_q79 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q79 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q79] in Hc |- *.
  rewrite tf_game_eq, (s160_c72_L b d e), (s160_c72_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s160_c72_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c72_L2 b d e)).
  pose proof (use_s82 IH 0 (2 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c72_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c72_L2 b d e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s160_c72_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c72_R2 b d e)).
  pose proof (use_s159 IH 0 (2 + b) 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c72_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c72_R2 b d e))) as Ho3.
  rewrite (s160_p36 Ho0 ltac:(zlia)).
  rewrite (s82_p17 Ho1 ltac:(zlia)).
  rewrite (s82_p17_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p57 Ho2 ltac:(zlia)).
  rewrite (s159_p50 Ho3 ltac:(zlia)).
  rewrite (s159_p50_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c72_p100 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 0 (2 + b) 1 (2 + d) (2 + e) -> fst (s160_q100 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q100 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q100] in Hc |- *.
  rewrite tf_game_eq, (s160_c72_L b d e), (s160_c72_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s160_c72_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c72_L2 b d e)).
  pose proof (use_s82 IH 0 (2 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c72_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c72_L2 b d e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s160_c72_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c72_R2 b d e)).
  pose proof (use_s159 IH 0 (2 + b) 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c72_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c72_R2 b d e))) as Ho3.
  rewrite (s160_p37 Ho0 ltac:(zlia)).
  rewrite (s82_p17 Ho1 ltac:(zlia)).
  rewrite (s82_p17_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho2 ltac:(zlia)).
  rewrite (s159_p50 Ho3 ltac:(zlia)).
  rewrite (s159_p50_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c72_p120 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 0 (2 + b) 1 (2 + d) (2 + e) -> fst (s160_q120 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q120 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q120] in Hc |- *.
  rewrite tf_game_eq, (s160_c72_L b d e), (s160_c72_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s160_c72_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c72_L2 b d e)).
  pose proof (use_s82 IH 0 (2 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c72_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c72_L2 b d e))) as Ho1.
  pose proof (use_s167 IH 0 (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s160_c72_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s160_c72_R2 b d e)).
  pose proof (use_s159 IH 0 (2 + b) 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c72_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c72_R2 b d e))) as Ho3.
  rewrite (s160_p37 Ho0 ltac:(zlia)).
  rewrite (s82_p17 Ho1 ltac:(zlia)).
  rewrite (s82_p17_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho2 ltac:(zlia)).
  rewrite (s159_p50 Ho3 ltac:(zlia)).
  rewrite (s159_p50_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c>=2 && d==0 && e==0: the board of s90 *)
Lemma s160_c73_p33 x (Hs90 : s90_claim x) (b c : nat) :
  x = s160_board 0 (2 + b) (2 + c) 0 0 -> fst (s160_q33 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q33 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q33] in Hc |- *.
  pose proof (Hs90 0 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c>=2 && d==0 && e==1: the board of s90 *)
Lemma s160_c74_p35 x (Hs90 : s90_claim x) (b c : nat) :
  x = s160_board 0 (2 + b) (2 + c) 0 1 -> fst (s160_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q35] in Hc |- *.
  pose proof (Hs90 0 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c>=2 && d==0 && e>=2: the board of s90 *)
Lemma s160_c75_p36 x (Hs90 : s90_claim x) (b c e : nat) :
  x = s160_board 0 (2 + b) (2 + c) 0 (2 + e) -> fst (s160_q36 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q36 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q36] in Hc |- *.
  pose proof (Hs90 0 (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c75_p37 x (Hs90 : s90_claim x) (b c e : nat) :
  x = s160_board 0 (2 + b) (2 + c) 0 (2 + e) -> fst (s160_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q37] in Hc |- *.
  pose proof (Hs90 0 (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c76_L (b c : nat) : lmoves (s160_board 0 (2 + b) (2 + c) 1 0) = [s160_board 0 (1 + b) (3 + c) 1 0; strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c76_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F; T; T; F]) []) (s48_board 0 (2 + b) (2 + c) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s48_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c76_R (b c : nat) : rmoves (s160_board 0 (2 + b) (2 + c) 1 0) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; F]) [(1, 1)]].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c76_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; F]) [(1, 1)]) (s98_board 0 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; F]) [(1, 1)]); [reflexivity | unfold s98_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s160_c76_p33 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s160_board 0 (2 + b) (2 + c) 1 0 -> fst (s160_q33 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s160_q33 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q33] in Hc |- *.
  rewrite tf_game_eq, (s160_c76_L b c), (s160_c76_R b c); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) (3 + c) 1 0 (opt_l _ _ _ (s160_c76_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c76_L2 b c)).
  pose proof (use_s48 IH 0 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s160_c76_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c76_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s160_c76_R1 b c)).
  pose proof (use_s98 IH 0 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s160_c76_R b c) ltac:(cbn [In]; left; reflexivity) (s160_c76_R1 b c))) as Ho2.
  rewrite (s160_p33 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s48_p23 Ho1 ltac:(zlia)).
    rewrite (s98_p9 Ho2 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p34 Ho1 ltac:(zlia)).
    rewrite (s98_p9 Ho2 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p43 Ho1 ltac:(zlia)).
    rewrite (s98_p9 Ho2 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p51 Ho1 ltac:(zlia)).
    rewrite (s98_p9 Ho2 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s160_c77_L (b c : nat) : lmoves (s160_board 0 (2 + b) (2 + c) 1 1) = [s160_board 0 (1 + b) (3 + c) 1 1; strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; E; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c77_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; E; T; T; F]) []) (s82_board 0 (2 + b) (2 + c) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c77_R (b c : nat) : rmoves (s160_board 0 (2 + b) (2 + c) 1 1) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; T; F]) [(1, 1)]].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c77_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; T; F]) [(1, 1)]) (s159_board 0 (2 + b) (2 + c) 1 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s160_c77_p35 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s160_board 0 (2 + b) (2 + c) 1 1 -> fst (s160_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q35] in Hc |- *.
  rewrite tf_game_eq, (s160_c77_L b c), (s160_c77_R b c); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s160_c77_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c77_L2 b c)).
  pose proof (use_s82 IH 0 (2 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s160_c77_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c77_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s160_c77_R1 b c)).
  pose proof (use_s159 IH 0 (2 + b) (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s160_c77_R b c) ltac:(cbn [In]; left; reflexivity) (s160_c77_R1 b c))) as Ho2.
  rewrite (s160_p35 Ho0 ltac:(zlia)).
  rewrite (s82_p5 Ho1 ltac:(zlia)).
  rewrite (s159_p11 Ho2 ltac:(zlia)).
  rewrite (s159_p11_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s160_c78_L (b c e : nat) : lmoves (s160_board 0 (2 + b) (2 + c) 1 (2 + e)) = [s160_board 0 (1 + b) (3 + c) 1 (2 + e); strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c78_L2 (b c e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s82_board 0 (2 + b) (2 + c) 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c78_R (b c e : nat) : rmoves (s160_board 0 (2 + b) (2 + c) 1 (2 + e)) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c78_R1 (b c e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s159_board 0 (2 + b) (2 + c) 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s160_c78_p36 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s160_board 0 (2 + b) (2 + c) 1 (2 + e) -> fst (s160_q36 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q36 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q36] in Hc |- *.
  rewrite tf_game_eq, (s160_c78_L b c e), (s160_c78_R b c e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s160_c78_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c78_L2 b c e)).
  pose proof (use_s82 IH 0 (2 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s160_c78_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c78_L2 b c e))) as Ho1.
  rewrite (tf_norm_game (s160_c78_R1 b c e)).
  pose proof (use_s159 IH 0 (2 + b) (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c78_R b c e) ltac:(cbn [In]; left; reflexivity) (s160_c78_R1 b c e))) as Ho2.
  rewrite (s160_p36 Ho0 ltac:(zlia)).
  rewrite (s82_p5 Ho1 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s159_p11 Ho2 ltac:(zlia)).
  rewrite (s159_p11_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s160_c78_p37 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s160_board 0 (2 + b) (2 + c) 1 (2 + e) -> fst (s160_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q37] in Hc |- *.
  rewrite tf_game_eq, (s160_c78_L b c e), (s160_c78_R b c e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s160_c78_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c78_L2 b c e)).
  pose proof (use_s82 IH 0 (2 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s160_c78_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c78_L2 b c e))) as Ho1.
  rewrite (tf_norm_game (s160_c78_R1 b c e)).
  pose proof (use_s159 IH 0 (2 + b) (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c78_R b c e) ltac:(cbn [In]; left; reflexivity) (s160_c78_R1 b c e))) as Ho2.
  rewrite (s160_p37 Ho0 ltac:(zlia)).
  rewrite (s82_p5 Ho1 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s159_p11 Ho2 ltac:(zlia)).
  rewrite (s159_p11_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s160_c79_L (b c d : nat) : lmoves (s160_board 0 (2 + b) (2 + c) (2 + d) 0) = [s160_board 0 (1 + b) (3 + c) (2 + d) 0; strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c79_L2 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F; T; T; F]) []) (s48_board 0 (2 + b) (2 + c) (1 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s48_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c79_R (b c d : nat) : rmoves (s160_board 0 (2 + b) (2 + c) (2 + d) 0) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c79_R1 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]) (s98_board 0 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s98_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s160_c79_p33 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s160_board 0 (2 + b) (2 + c) (2 + d) 0 -> fst (s160_q33 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s160_q33 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q33] in Hc |- *.
  rewrite tf_game_eq, (s160_c79_L b c d), (s160_c79_R b c d); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s160_c79_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c79_L2 b c d)).
  pose proof (use_s48 IH 0 (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s160_c79_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c79_L2 b c d))) as Ho1.
  rewrite (tf_norm_game (s160_c79_R1 b c d)).
  pose proof (use_s98 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s160_c79_R b c d) ltac:(cbn [In]; left; reflexivity) (s160_c79_R1 b c d))) as Ho2.
  rewrite (s160_p33 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s48_p27 Ho1 ltac:(zlia)).
    rewrite (s98_p9 Ho2 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p29 Ho1 ltac:(zlia)).
    rewrite (s98_p9 Ho2 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p31 Ho1 ltac:(zlia)).
    rewrite (s98_p9 Ho2 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p32 Ho1 ltac:(zlia)).
    rewrite (s98_p9 Ho2 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s160_c80_L (b c d : nat) : lmoves (s160_board 0 (2 + b) (2 + c) (2 + d) 1) = [s160_board 0 (1 + b) (3 + c) (2 + d) 1; strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c80_L2 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; T; T; F]) []) (s82_board 0 (2 + b) (2 + c) (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c80_R (b c d : nat) : rmoves (s160_board 0 (2 + b) (2 + c) (2 + d) 1) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c80_R1 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]) (s159_board 0 (2 + b) (2 + c) (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s160_c80_p35 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s160_board 0 (2 + b) (2 + c) (2 + d) 1 -> fst (s160_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s160_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q35] in Hc |- *.
  rewrite tf_game_eq, (s160_c80_L b c d), (s160_c80_R b c d); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s160_c80_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s160_c80_L2 b c d)).
  pose proof (use_s82 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s160_c80_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c80_L2 b c d))) as Ho1.
  rewrite (tf_norm_game (s160_c80_R1 b c d)).
  pose proof (use_s159 IH 0 (2 + b) (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s160_c80_R b c d) ltac:(cbn [In]; left; reflexivity) (s160_c80_R1 b c d))) as Ho2.
  rewrite (s160_p35 Ho0 ltac:(zlia)).
  rewrite (s82_p5 Ho1 ltac:(zlia)).
  rewrite (s159_p11 Ho2 ltac:(zlia)).
  rewrite (s159_p11_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s160_c81_L (b c d e : nat) : lmoves (s160_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [s160_board 0 (1 + b) (3 + c) (2 + d) (2 + e); strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c81_L2 (b c d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s82_board 0 (2 + b) (2 + c) (2 + d)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c81_R (b c d e : nat) : rmoves (s160_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c81_R1 (b c d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s159_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==0 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s160_c81_p36 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s160_board 0 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s160_q36 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q36 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q36] in Hc |- *.
  rewrite tf_game_eq, (s160_c81_L b c d e), (s160_c81_R b c d e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s160_c81_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c81_L2 b c d e)).
  pose proof (use_s82 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s160_c81_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c81_L2 b c d e))) as Ho1.
  rewrite (tf_norm_game (s160_c81_R1 b c d e)).
  pose proof (use_s159 IH 0 (2 + b) (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c81_R b c d e) ltac:(cbn [In]; left; reflexivity) (s160_c81_R1 b c d e))) as Ho2.
  rewrite (s160_p36 Ho0 ltac:(zlia)).
  rewrite (s82_p5 Ho1 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s159_p11 Ho2 ltac:(zlia)).
  rewrite (s159_p11_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s160_c81_p37 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s160_board 0 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s160_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q37] in Hc |- *.
  rewrite tf_game_eq, (s160_c81_L b c d e), (s160_c81_R b c d e); cbn [map].
  pose proof (use_s160 IH 0 (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s160_c81_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s160_c81_L2 b c d e)).
  pose proof (use_s82 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s160_c81_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c81_L2 b c d e))) as Ho1.
  rewrite (tf_norm_game (s160_c81_R1 b c d e)).
  pose proof (use_s159 IH 0 (2 + b) (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c81_R b c d e) ltac:(cbn [In]; left; reflexivity) (s160_c81_R1 b c d e))) as Ho2.
  rewrite (s160_p37 Ho0 ltac:(zlia)).
  rewrite (s82_p5 Ho1 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s159_p11 Ho2 ltac:(zlia)).
  rewrite (s159_p11_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c==0 && d==0 && e==0: the board of s59 *)
Lemma s160_c82_p8 x (Hs59 : s59_claim x) :
  x = s160_board 1 0 0 0 0 -> fst (s160_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q8] in Hc |- *.
  pose proof (Hs59 1 0 0 ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c==0 && d==0 && e==1: the board of s59 *)
Lemma s160_c83_p12 x (Hs59 : s59_claim x) :
  x = s160_board 1 0 0 0 1 -> fst (s160_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q12] in Hc |- *.
  pose proof (Hs59 1 0 1 ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c==0 && d==0 && e>=2: the board of s59 *)
Lemma s160_c84_p126 x (Hs59 : s59_claim x) (e : nat) :
  x = s160_board 1 0 0 0 (2 + e) -> fst (s160_q126 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q126 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q126] in Hc |- *.
  pose proof (Hs59 1 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c84_p127 x (Hs59 : s59_claim x) (e : nat) :
  x = s160_board 1 0 0 0 (2 + e) -> fst (s160_q127 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q127 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q127] in Hc |- *.
  pose proof (Hs59 1 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c==0 && d==1 && e==0: the board of s130 *)
Lemma s160_c85_p17 x (Hs130 : s130_claim x) :
  x = s160_board 1 0 0 1 0 -> fst (s160_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s160_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q17] in Hc |- *.
  pose proof (Hs130 1 0 1 0 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c==0 && d==1 && e==1: the board of s130 *)
Lemma s160_c86_p22 x (Hs130 : s130_claim x) :
  x = s160_board 1 0 0 1 1 -> fst (s160_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q22] in Hc |- *.
  pose proof (Hs130 1 0 1 1 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c==0 && d==1 && e>=2: the board of s130 *)
Lemma s160_c87_p25 x (Hs130 : s130_claim x) (e : nat) :
  x = s160_board 1 0 0 1 (2 + e) -> fst (s160_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q25] in Hc |- *.
  pose proof (Hs130 1 0 1 (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c87_p29 x (Hs130 : s130_claim x) (e : nat) :
  x = s160_board 1 0 0 1 (2 + e) -> fst (s160_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q29] in Hc |- *.
  pose proof (Hs130 1 0 1 (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p26 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c==0 && d>=2 && e==0: the board of s130 *)
Lemma s160_c88_p20 x (Hs130 : s130_claim x) (d : nat) :
  x = s160_board 1 0 0 (2 + d) 0 -> fst (s160_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s160_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q20] in Hc |- *.
  pose proof (Hs130 1 0 (2 + d) 0 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c==0 && d>=2 && e==1: the board of s130 *)
Lemma s160_c89_p23 x (Hs130 : s130_claim x) (d : nat) :
  x = s160_board 1 0 0 (2 + d) 1 -> fst (s160_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s160_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q23] in Hc |- *.
  pose proof (Hs130 1 0 (2 + d) 1 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c==0 && d>=2 && e>=2: the board of s130 *)
Lemma s160_c90_p26 x (Hs130 : s130_claim x) (d e : nat) :
  x = s160_board 1 0 0 (2 + d) (2 + e) -> fst (s160_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q26] in Hc |- *.
  pose proof (Hs130 1 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c90_p29 x (Hs130 : s130_claim x) (d e : nat) :
  x = s160_board 1 0 0 (2 + d) (2 + e) -> fst (s160_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q29] in Hc |- *.
  pose proof (Hs130 1 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p26 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c==1 && d==0 && e==0: the board of s59 *)
Lemma s160_c91_p125 x (Hs59 : s59_claim x) :
  x = s160_board 1 0 1 0 0 -> fst (s160_q125 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q125 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q125] in Hc |- *.
  pose proof (Hs59 1 1 0 ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c==1 && d==0 && e==1: the board of s59 *)
Lemma s160_c92_p40 x (Hs59 : s59_claim x) :
  x = s160_board 1 0 1 0 1 -> fst (s160_q40 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q40 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q40] in Hc |- *.
  pose proof (Hs59 1 1 1 ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c==1 && d==0 && e>=2: the board of s59 *)
Lemma s160_c93_p128 x (Hs59 : s59_claim x) (e : nat) :
  x = s160_board 1 0 1 0 (2 + e) -> fst (s160_q128 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q128 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q128] in Hc |- *.
  pose proof (Hs59 1 1 (2 + e) ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c==1 && d==1 && e==0: the board of s130 *)
Lemma s160_c94_p24 x (Hs130 : s130_claim x) :
  x = s160_board 1 0 1 1 0 -> fst (s160_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s160_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q24] in Hc |- *.
  pose proof (Hs130 1 1 1 0 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c==1 && d==1 && e==1: the board of s130 *)
Lemma s160_c95_p49 x (Hs130 : s130_claim x) :
  x = s160_board 1 0 1 1 1 -> fst (s160_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q49 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q49] in Hc |- *.
  pose proof (Hs130 1 1 1 1 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p38 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c==1 && d==1 && e>=2: the board of s130 *)
Lemma s160_c96_p129 x (Hs130 : s130_claim x) (e : nat) :
  x = s160_board 1 0 1 1 (2 + e) -> fst (s160_q129 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q129 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q129] in Hc |- *.
  pose proof (Hs130 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p39 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c==1 && d>=2 && e==0: the board of s130 *)
Lemma s160_c97_p41 x (Hs130 : s130_claim x) (d : nat) :
  x = s160_board 1 0 1 (2 + d) 0 -> fst (s160_q41 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s160_q41 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q41] in Hc |- *.
  pose proof (Hs130 1 1 (2 + d) 0 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p36 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c==1 && d>=2 && e==1: the board of s130 *)
Lemma s160_c98_p52 x (Hs130 : s130_claim x) (d : nat) :
  x = s160_board 1 0 1 (2 + d) 1 -> fst (s160_q52 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s160_q52 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q52] in Hc |- *.
  pose proof (Hs130 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p40 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c==1 && d>=2 && e>=2: the board of s130 *)
Lemma s160_c99_p77 x (Hs130 : s130_claim x) (d e : nat) :
  x = s160_board 1 0 1 (2 + d) (2 + e) -> fst (s160_q77 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q77 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q77] in Hc |- *.
  pose proof (Hs130 1 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p41 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c99_p130 x (Hs130 : s130_claim x) (d e : nat) :
  x = s160_board 1 0 1 (2 + d) (2 + e) -> fst (s160_q130 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q130 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q130] in Hc |- *.
  pose proof (Hs130 1 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p42 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c>=2 && d==0 && e==0: the board of s59 *)
Lemma s160_c100_p33 x (Hs59 : s59_claim x) (c : nat) :
  x = s160_board 1 0 (2 + c) 0 0 -> fst (s160_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q33] in Hc |- *.
  pose proof (Hs59 1 (2 + c) 0 ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c>=2 && d==0 && e==1: the board of s59 *)
Lemma s160_c101_p35 x (Hs59 : s59_claim x) (c : nat) :
  x = s160_board 1 0 (2 + c) 0 1 -> fst (s160_q35 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q35 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q35] in Hc |- *.
  pose proof (Hs59 1 (2 + c) 1 ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c>=2 && d==0 && e>=2: the board of s59 *)
Lemma s160_c102_p36 x (Hs59 : s59_claim x) (c e : nat) :
  x = s160_board 1 0 (2 + c) 0 (2 + e) -> fst (s160_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q36] in Hc |- *.
  pose proof (Hs59 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c102_p37 x (Hs59 : s59_claim x) (c e : nat) :
  x = s160_board 1 0 (2 + c) 0 (2 + e) -> fst (s160_q37 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q37 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q37] in Hc |- *.
  pose proof (Hs59 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c>=2 && d==1 && e==0: the board of s130 *)
Lemma s160_c103_p33 x (Hs130 : s130_claim x) (c : nat) :
  x = s160_board 1 0 (2 + c) 1 0 -> fst (s160_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s160_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q33] in Hc |- *.
  pose proof (Hs130 1 (2 + c) 1 0 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p28 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c>=2 && d==1 && e==1: the board of s130 *)
Lemma s160_c104_p35 x (Hs130 : s130_claim x) (c : nat) :
  x = s160_board 1 0 (2 + c) 1 1 -> fst (s160_q35 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q35 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q35] in Hc |- *.
  pose proof (Hs130 1 (2 + c) 1 1 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c>=2 && d==1 && e>=2: the board of s130 *)
Lemma s160_c105_p36 x (Hs130 : s130_claim x) (c e : nat) :
  x = s160_board 1 0 (2 + c) 1 (2 + e) -> fst (s160_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q36] in Hc |- *.
  pose proof (Hs130 1 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p30 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c105_p37 x (Hs130 : s130_claim x) (c e : nat) :
  x = s160_board 1 0 (2 + c) 1 (2 + e) -> fst (s160_q37 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q37 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q37] in Hc |- *.
  pose proof (Hs130 1 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p31 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c>=2 && d>=2 && e==0: the board of s130 *)
Lemma s160_c106_p33 x (Hs130 : s130_claim x) (c d : nat) :
  x = s160_board 1 0 (2 + c) (2 + d) 0 -> fst (s160_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s160_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q33] in Hc |- *.
  pose proof (Hs130 1 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p28 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c>=2 && d>=2 && e==1: the board of s130 *)
Lemma s160_c107_p35 x (Hs130 : s130_claim x) (c d : nat) :
  x = s160_board 1 0 (2 + c) (2 + d) 1 -> fst (s160_q35 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s160_q35 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q35] in Hc |- *.
  pose proof (Hs130 1 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==0 && c>=2 && d>=2 && e>=2: the board of s130 *)
Lemma s160_c108_p36 x (Hs130 : s130_claim x) (c d e : nat) :
  x = s160_board 1 0 (2 + c) (2 + d) (2 + e) -> fst (s160_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q36] in Hc |- *.
  pose proof (Hs130 1 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p30 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c108_p37 x (Hs130 : s130_claim x) (c d e : nat) :
  x = s160_board 1 0 (2 + c) (2 + d) (2 + e) -> fst (s160_q37 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q37 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q37] in Hc |- *.
  pose proof (Hs130 1 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p31 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c==0 && d==0 && e==0: the board of s90 *)
Lemma s160_c109_p17 x (Hs90 : s90_claim x) :
  x = s160_board 1 1 0 0 0 -> fst (s160_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q17] in Hc |- *.
  pose proof (Hs90 1 1 0 0 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p49 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c==0 && d==0 && e==1: the board of s90 *)
Lemma s160_c110_p25 x (Hs90 : s90_claim x) :
  x = s160_board 1 1 0 0 1 -> fst (s160_q25 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q25 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q25] in Hc |- *.
  pose proof (Hs90 1 1 0 1 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p50 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c==0 && d==0 && e>=2: the board of s90 *)
Lemma s160_c111_p131 x (Hs90 : s90_claim x) (e : nat) :
  x = s160_board 1 1 0 0 (2 + e) -> fst (s160_q131 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q131 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q131] in Hc |- *.
  pose proof (Hs90 1 1 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p51 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c112_L : lmoves (s160_board 1 1 0 1 0) = [s160_board 0 2 0 1 0; s130_board 1 1 1 0; strip [] ([T; E; T; E; F; E; F; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c112_L3 : tf_norm (strip [] ([T; E; T; E; F; E; F; T; T; F]) []) (s48_board 1 1 0 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; T; E; F; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; E; F; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s48_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c112_R : rmoves (s160_board 1 1 0 1 0) = [s167_board 1 1 0 1 0; strip [] ([T; E; T; E; F; T; F; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c112_R2 : tf_norm (strip [] ([T; E; T; E; F; T; F; F]) [(1, 1)]) (s98_board 1 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s98_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c==0 && d==1 && e==0 *)
Lemma s160_c112_p132 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s160_board 1 1 0 1 0 -> fst (s160_q132 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s160_q132 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q132] in Hc |- *.
  rewrite tf_game_eq, (s160_c112_L), (s160_c112_R); cbn [map].
  pose proof (use_s160 IH 0 2 0 1 0 (opt_l _ _ _ (s160_c112_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 1 1 0 (opt_l _ _ _ (s160_c112_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c112_L3)).
  pose proof (use_s48 IH 1 1 0 0 (opt_norm_l _ _ _ _ _ (s160_c112_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c112_L3))) as Ho2.
  pose proof (use_s167 IH 1 1 0 1 0 (opt_r _ _ _ (s160_c112_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c112_R2)).
  pose proof (use_s98 IH 1 1 0 1 (opt_norm_r _ _ _ _ _ (s160_c112_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c112_R2))) as Ho4.
  rewrite (s160_p60 Ho0 ltac:(zlia)).
  rewrite (s130_p23 Ho1 ltac:(zlia)).
  rewrite (s48_p64 Ho2 ltac:(zlia)).
  rewrite (s167_p14 Ho3 ltac:(zlia)).
  rewrite (s98_p38 Ho4 ltac:(zlia)).
  rewrite (s98_p38_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s160_c113_L : lmoves (s160_board 1 1 0 1 1) = [s160_board 0 2 0 1 1; s130_board 1 1 1 1; strip [] ([T; E; T; E; F; T; F; E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c113_L3 : tf_norm (strip [] ([T; E; T; E; F; T; F; E; T; T; F]) []) (s82_board 1 1 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; T; E; F; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; E; F; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c113_R : rmoves (s160_board 1 1 0 1 1) = [s167_board 1 1 0 1 1; strip [] ([T; E; T; E; F; T; F; T; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c113_R2 : tf_norm (strip [] ([T; E; T; E; F; T; F; T; F]) [(1, 1)]) (s159_board 1 1 0 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; F; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c==0 && d==1 && e==1 *)
Lemma s160_c113_p133 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s160_board 1 1 0 1 1 -> fst (s160_q133 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q133 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q133] in Hc |- *.
  rewrite tf_game_eq, (s160_c113_L), (s160_c113_R); cbn [map].
  pose proof (use_s160 IH 0 2 0 1 1 (opt_l _ _ _ (s160_c113_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 1 1 1 (opt_l _ _ _ (s160_c113_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c113_L3)).
  pose proof (use_s82 IH 1 1 0 1 (opt_norm_l _ _ _ _ _ (s160_c113_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c113_L3))) as Ho2.
  pose proof (use_s167 IH 1 1 0 1 1 (opt_r _ _ _ (s160_c113_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c113_R2)).
  pose proof (use_s159 IH 1 1 0 1 1 (opt_norm_r _ _ _ _ _ (s160_c113_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c113_R2))) as Ho4.
  rewrite (s160_p61 Ho0 ltac:(zlia)).
  rewrite (s130_p38 Ho1 ltac:(zlia)).
  rewrite (s82_p24 Ho2 ltac:(zlia)).
  rewrite (s167_p24 Ho3 ltac:(zlia)).
  rewrite (s159_p59 Ho4 ltac:(zlia)).
  rewrite (s159_p59_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s160_c114_L (e : nat) : lmoves (s160_board 1 1 0 1 (2 + e)) = [s160_board 0 2 0 1 (2 + e); s130_board 1 1 1 (2 + e); strip [] (T :: E :: T :: E :: F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c114_L3 (e : nat) : tf_norm (strip [] (T :: E :: T :: E :: F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s82_board 1 1 0 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: E :: F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; E; F; T; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c114_R (e : nat) : rmoves (s160_board 1 1 0 1 (2 + e)) = [s167_board 1 1 0 1 (2 + e); strip [] (T :: E :: T :: E :: F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c114_R2 (e : nat) : tf_norm (strip [] (T :: E :: T :: E :: F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s159_board 1 1 0 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c==0 && d==1 && e>=2 *)
Lemma s160_c114_p134 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s160_board 1 1 0 1 (2 + e) -> fst (s160_q134 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q134 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q134] in Hc |- *.
  rewrite tf_game_eq, (s160_c114_L e), (s160_c114_R e); cbn [map].
  pose proof (use_s160 IH 0 2 0 1 (2 + e) (opt_l _ _ _ (s160_c114_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 1 1 (2 + e) (opt_l _ _ _ (s160_c114_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c114_L3 e)).
  pose proof (use_s82 IH 1 1 0 1 (opt_norm_l _ _ _ _ _ (s160_c114_L e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c114_L3 e))) as Ho2.
  pose proof (use_s167 IH 1 1 0 1 (2 + e) (opt_r _ _ _ (s160_c114_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c114_R2 e)).
  pose proof (use_s159 IH 1 1 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c114_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c114_R2 e))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s160_p63 Ho0 ltac:(zlia)).
    rewrite (s130_p39 Ho1 ltac:(zlia)).
    rewrite (s82_p24 Ho2 ltac:(zlia)).
    rewrite (s82_p24_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s167_p122 Ho3 ltac:(zlia)).
    rewrite (s159_p59 Ho4 ltac:(zlia)).
    rewrite (s159_p59_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s160_p64 Ho0 ltac:(zlia)).
    rewrite (s130_p39 Ho1 ltac:(zlia)).
    rewrite (s82_p24 Ho2 ltac:(zlia)).
    rewrite (s82_p24_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s167_p122 Ho3 ltac:(zlia)).
    rewrite (s159_p59 Ho4 ltac:(zlia)).
    rewrite (s159_p59_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s160_c115_L (d : nat) : lmoves (s160_board 1 1 0 (2 + d) 0) = [s160_board 0 2 0 (2 + d) 0; s130_board 1 1 (2 + d) 0; strip [] (T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; F; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c115_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; F; T; T; F]) []) (s48_board 1 1 0 (1 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s48_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c115_R (d : nat) : rmoves (s160_board 1 1 0 (2 + d) 0) = [s167_board 1 1 0 (2 + d) 0; strip [] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c115_R2 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]) (s98_board 1 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s98_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c==0 && d>=2 && e==0 *)
Lemma s160_c115_p27 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s160_board 1 1 0 (2 + d) 0 -> fst (s160_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s160_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q27] in Hc |- *.
  rewrite tf_game_eq, (s160_c115_L d), (s160_c115_R d); cbn [map].
  pose proof (use_s160 IH 0 2 0 (2 + d) 0 (opt_l _ _ _ (s160_c115_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 1 (2 + d) 0 (opt_l _ _ _ (s160_c115_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c115_L3 d)).
  pose proof (use_s48 IH 1 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s160_c115_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c115_L3 d))) as Ho2.
  pose proof (use_s167 IH 1 1 0 (2 + d) 0 (opt_r _ _ _ (s160_c115_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c115_R2 d)).
  pose proof (use_s98 IH 1 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s160_c115_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c115_R2 d))) as Ho4.
  rewrite (s160_p65 Ho0 ltac:(zlia)).
  rewrite (s130_p36 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s48_p45 Ho2 ltac:(zlia)).
    rewrite (s167_p50 Ho3 ltac:(zlia)).
    rewrite (s98_p26 Ho4 ltac:(zlia)).
    rewrite (s98_p26_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s48_p65 Ho2 ltac:(zlia)).
    rewrite (s167_p50 Ho3 ltac:(zlia)).
    rewrite (s98_p26 Ho4 ltac:(zlia)).
    rewrite (s98_p26_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s48_p66 Ho2 ltac:(zlia)).
    rewrite (s167_p50 Ho3 ltac:(zlia)).
    rewrite (s98_p26 Ho4 ltac:(zlia)).
    rewrite (s98_p26_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s160_c116_L (d : nat) : lmoves (s160_board 1 1 0 (2 + d) 1) = [s160_board 0 2 0 (2 + d) 1; s130_board 1 1 (2 + d) 1; strip [] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F; E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c116_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F; E; T; T; F]) []) (s82_board 1 1 0 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c116_R (d : nat) : rmoves (s160_board 1 1 0 (2 + d) 1) = [s167_board 1 1 0 (2 + d) 1; strip [] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c116_R2 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]) (s159_board 1 1 0 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b==1 && c==0 && d>=2 && e==1 *)
Lemma s160_c116_p53 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s160_board 1 1 0 (2 + d) 1 -> fst (s160_q53 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s160_q53 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q53] in Hc |- *.
  rewrite tf_game_eq, (s160_c116_L d), (s160_c116_R d); cbn [map].
  pose proof (use_s160 IH 0 2 0 (2 + d) 1 (opt_l _ _ _ (s160_c116_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 1 1 (2 + d) 1 (opt_l _ _ _ (s160_c116_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c116_L3 d)).
  pose proof (use_s82 IH 1 1 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c116_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c116_L3 d))) as Ho2.
  pose proof (use_s167 IH 1 1 0 (2 + d) 1 (opt_r _ _ _ (s160_c116_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c116_R2 d)).
  pose proof (use_s159 IH 1 1 0 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s160_c116_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c116_R2 d))) as Ho4.
  rewrite (s160_p61 Ho0 ltac:(zlia)).
  rewrite (s130_p40 Ho1 ltac:(zlia)).
  rewrite (s82_p24 Ho2 ltac:(zlia)).
  rewrite (s167_p53 Ho3 ltac:(zlia)).
  rewrite (s159_p42 Ho4 ltac:(zlia)).
  rewrite (s159_p42_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

