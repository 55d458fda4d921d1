(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s131_c3_L (e : nat) : lmoves (s131_board 0 0 0 0 (2 + e)) = [strip [(1, 1); (1, 1)] (repeat T (1 + e) ++ [E; T; F]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c3_L1 (e : nat) : tf_norm (strip [(1, 1); (1, 1)] (repeat T (1 + e) ++ [E; T; F]) []) (s64_board 0 (1 + e)) (-3).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] (repeat T (1 + e) ++ [E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c3_R (e : nat) : rmoves (s131_board 0 0 0 0 (2 + e)) = [strip [(0, 1); (2, 1)] (repeat T (2 + e) ++ [E; F]) []; strip [(1, 2)] (E :: repeat T (2 + e) ++ [E; F]) []; strip [(1, 1); (1, 1)] (repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c3_R1 (e : nat) : tf_norm (strip [(0, 1); (2, 1)] (repeat T (2 + e) ++ [E; F]) []) (s37_board 0 (2 + e)) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] (repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c3_R2 (e : nat) : tf_norm (strip [(1, 2)] (E :: repeat T (2 + e) ++ [E; F]) []) (s37_board 0 (2 + e)) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (E :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c3_R3 (e : nat) : tf_norm (strip [(1, 1); (1, 1)] (repeat T (2 + e) ++ [F; E]) []) (s63_board 0 (2 + e)) (-3).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] (repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==0 && c==0 && d==0 && e>=2 *)
Lemma s131_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s131_board 0 0 0 0 (2 + e) -> fst (s131_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q3] in Hc |- *.
  rewrite tf_game_eq, (s131_c3_L e), (s131_c3_R e); cbn [map].
  rewrite (tf_norm_game (s131_c3_L1 e)).
  pose proof (use_s64 IH 0 (1 + e) (opt_norm_l _ _ _ _ _ (s131_c3_L e) ltac:(cbn [In]; left; reflexivity) (s131_c3_L1 e))) as Ho0.
  rewrite (tf_norm_game (s131_c3_R1 e)).
  pose proof (use_s37 IH 0 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c3_R e) ltac:(cbn [In]; left; reflexivity) (s131_c3_R1 e))) as Ho1.
  rewrite (tf_norm_game (s131_c3_R2 e)).
  rewrite (tf_norm_game (s131_c3_R3 e)).
  pose proof (use_s63 IH 0 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c3_R e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s131_c3_R3 e))) as Ho2.
  rewrite (s64_p2 Ho0 ltac:(zlia)).
  rewrite (s64_p2_add (Z.of_nat 0) (Z.of_nat (1 + e)) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s37_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3_add (Z.of_nat 0) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + e)) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s131_board 0 0 0 0 (2 + e) -> fst (s131_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q4] in Hc |- *.
  rewrite tf_game_eq, (s131_c3_L e), (s131_c3_R e); cbn [map].
  rewrite (tf_norm_game (s131_c3_L1 e)).
  pose proof (use_s64 IH 0 (1 + e) (opt_norm_l _ _ _ _ _ (s131_c3_L e) ltac:(cbn [In]; left; reflexivity) (s131_c3_L1 e))) as Ho0.
  rewrite (tf_norm_game (s131_c3_R1 e)).
  pose proof (use_s37 IH 0 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c3_R e) ltac:(cbn [In]; left; reflexivity) (s131_c3_R1 e))) as Ho1.
  rewrite (tf_norm_game (s131_c3_R2 e)).
  rewrite (tf_norm_game (s131_c3_R3 e)).
  pose proof (use_s63 IH 0 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c3_R e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s131_c3_R3 e))) as Ho2.
  rewrite (s64_p3 Ho0 ltac:(zlia)).
  rewrite (s64_p3_add (Z.of_nat 0) (Z.of_nat (1 + e)) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s37_p4 Ho1 ltac:(zlia)).
  rewrite (s37_p4_add (Z.of_nat 0) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + e)) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c3_p5 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s131_board 0 0 0 0 (2 + e) -> fst (s131_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q5] in Hc |- *.
  rewrite tf_game_eq, (s131_c3_L e), (s131_c3_R e); cbn [map].
  rewrite (tf_norm_game (s131_c3_L1 e)).
  pose proof (use_s64 IH 0 (1 + e) (opt_norm_l _ _ _ _ _ (s131_c3_L e) ltac:(cbn [In]; left; reflexivity) (s131_c3_L1 e))) as Ho0.
  rewrite (tf_norm_game (s131_c3_R1 e)).
  pose proof (use_s37 IH 0 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c3_R e) ltac:(cbn [In]; left; reflexivity) (s131_c3_R1 e))) as Ho1.
  rewrite (tf_norm_game (s131_c3_R2 e)).
  rewrite (tf_norm_game (s131_c3_R3 e)).
  pose proof (use_s63 IH 0 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c3_R e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s131_c3_R3 e))) as Ho2.
  rewrite (s64_p5 Ho0 ltac:(zlia)).
  rewrite (s64_p5_add (Z.of_nat 0) (Z.of_nat (1 + e)) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s37_p5 Ho1 ltac:(zlia)).
  rewrite (s37_p5_add (Z.of_nat 0) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + e)) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c4_L : lmoves (s131_board 0 0 0 1 0) = [strip [(1, 1); (2, 1)] ([T; F]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c4_L1 : tf_norm (strip [(1, 1); (2, 1)] ([T; F]) []) (s62_board 0) (-4).
Proof. apply (tf_norm_by _ [(1, 1); (2, 1)] ([T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c4_R : rmoves (s131_board 0 0 0 1 0) = [strip [(0, 1)] ([E; E; T; F; E; F]) []; strip [(1, 2)] ([T; E; E; F]) []; strip [(1, 1)] ([E; T; F; F; E]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c4_R1 : tf_norm (strip [(0, 1)] ([E; E; T; F; E; F]) []) (s33_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; F; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c4_R2 : tf_norm (strip [(1, 2)] ([T; E; E; F]) []) (s28_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] ([T; E; E; F]) []); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c4_R3 : tf_norm (strip [(1, 1)] ([E; T; F; F; E]) []) (s30_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; F; F; E]) []); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==0 && c==0 && d==1 && e==0 *)
Lemma s131_c4_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s131_board 0 0 0 1 0 -> fst (s131_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s131_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s131_q6] in Hc |- *.
  rewrite tf_game_eq, (s131_c4_L), (s131_c4_R); cbn [map].
  rewrite (tf_norm_game (s131_c4_L1)).
  pose proof (use_s62 IH 0 (opt_norm_l _ _ _ _ _ (s131_c4_L) ltac:(cbn [In]; left; reflexivity) (s131_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s131_c4_R1)).
  pose proof (use_s33 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s131_c4_R) ltac:(cbn [In]; left; reflexivity) (s131_c4_R1))) as Ho1.
  rewrite (tf_norm_game (s131_c4_R2)).
  pose proof (use_s28 IH 0 1 (opt_norm_r _ _ _ _ _ (s131_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c4_R2))) as Ho2.
  rewrite (tf_norm_game (s131_c4_R3)).
  pose proof (use_s30 IH 0 1 (opt_norm_r _ _ _ _ _ (s131_c4_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s131_c4_R3))) as Ho3.
  rewrite (s62_p1 Ho0 ltac:(zlia)).
  rewrite (s62_p1_add (Z.of_nat 0) (-4) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p1 Ho1 ltac:(zlia)).
  rewrite (s28_p2 Ho2 ltac:(zlia)).
  rewrite (s28_p2_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s30_p1 Ho3 ltac:(zlia)).
  rewrite (s30_p1_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]]].
Qed.

Lemma s131_c5_L : lmoves (s131_board 0 0 0 1 1) = [strip [(1, 1)] ([E; T; F; E; T; F]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c5_L1 : tf_norm (strip [(1, 1)] ([E; T; F; E; T; F]) []) (s54_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c5_R : rmoves (s131_board 0 0 0 1 1) = [strip [(0, 1)] ([E; E; T; F; T; E; F]) []; strip [(1, 2)] ([T; E; T; E; F]) []; strip [(1, 1)] ([E; T; F; T; F; E]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c5_R1 : tf_norm (strip [(0, 1)] ([E; E; T; F; T; E; F]) []) (s33_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; F; T; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c5_R2 : tf_norm (strip [(1, 2)] ([T; E; T; E; F]) []) (s43_board 0 1 1) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] ([T; E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c5_R3 : tf_norm (strip [(1, 1)] ([E; T; F; T; F; E]) []) (s55_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==0 && c==0 && d==1 && e==1 *)
Lemma s131_c5_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s131_board 0 0 0 1 1 -> fst (s131_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s131_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s131_q7] in Hc |- *.
  rewrite tf_game_eq, (s131_c5_L), (s131_c5_R); cbn [map].
  rewrite (tf_norm_game (s131_c5_L1)).
  pose proof (use_s54 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s131_c5_L) ltac:(cbn [In]; left; reflexivity) (s131_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s131_c5_R1)).
  pose proof (use_s33 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s131_c5_R) ltac:(cbn [In]; left; reflexivity) (s131_c5_R1))) as Ho1.
  rewrite (tf_norm_game (s131_c5_R2)).
  pose proof (use_s43 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s131_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c5_R2))) as Ho2.
  rewrite (tf_norm_game (s131_c5_R3)).
  pose proof (use_s55 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s131_c5_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s131_c5_R3))) as Ho3.
  rewrite (s54_p1 Ho0 ltac:(zlia)).
  rewrite (s54_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p7 Ho1 ltac:(zlia)).
  rewrite (s43_p9 Ho2 ltac:(zlia)).
  rewrite (s43_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p2 Ho3 ltac:(zlia)).
  rewrite (s55_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c6_L (e : nat) : lmoves (s131_board 0 0 0 1 (2 + e)) = [strip [(1, 1)] (E :: T :: F :: repeat T (1 + e) ++ [E; T; F]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c6_L1 (e : nat) : tf_norm (strip [(1, 1)] (E :: T :: F :: repeat T (1 + e) ++ [E; T; F]) []) (s54_board 0 1 (1 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: T :: F :: repeat T (1 + e) ++ [E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c6_R (e : nat) : rmoves (s131_board 0 0 0 1 (2 + e)) = [strip [(0, 1)] (E :: E :: T :: F :: repeat T (2 + e) ++ [E; F]) []; strip [(1, 2)] (T :: E :: repeat T (2 + e) ++ [E; F]) []; strip [(1, 1)] (E :: T :: F :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c6_R1 (e : nat) : tf_norm (strip [(0, 1)] (E :: E :: T :: F :: repeat T (2 + e) ++ [E; F]) []) (s33_board 0 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: T :: F :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c6_R2 (e : nat) : tf_norm (strip [(1, 2)] (T :: E :: repeat T (2 + e) ++ [E; F]) []) (s43_board 0 1 (2 + e)) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (T :: E :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c6_R3 (e : nat) : tf_norm (strip [(1, 1)] (E :: T :: F :: repeat T (2 + e) ++ [F; E]) []) (s55_board 0 1 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: T :: F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==0 && c==0 && d==1 && e>=2 *)
Lemma s131_c6_p8 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s131_board 0 0 0 1 (2 + e) -> fst (s131_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q8] in Hc |- *.
  rewrite tf_game_eq, (s131_c6_L e), (s131_c6_R e); cbn [map].
  rewrite (tf_norm_game (s131_c6_L1 e)).
  pose proof (use_s54 IH 0 1 (1 + e) (opt_norm_l _ _ _ _ _ (s131_c6_L e) ltac:(cbn [In]; left; reflexivity) (s131_c6_L1 e))) as Ho0.
  rewrite (tf_norm_game0 (s131_c6_R1 e)).
  pose proof (use_s33 IH 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c6_R e) ltac:(cbn [In]; left; reflexivity) (s131_c6_R1 e))) as Ho1.
  rewrite (tf_norm_game (s131_c6_R2 e)).
  pose proof (use_s43 IH 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c6_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c6_R2 e))) as Ho2.
  rewrite (tf_norm_game (s131_c6_R3 e)).
  pose proof (use_s55 IH 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c6_R e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s131_c6_R3 e))) as Ho3.
  rewrite (s54_p6 Ho0 ltac:(zlia)).
  rewrite (s54_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p8 Ho1 ltac:(zlia)).
  rewrite (s43_p4 Ho2 ltac:(zlia)).
  rewrite (s43_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p2 Ho3 ltac:(zlia)).
  rewrite (s55_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c6_p9 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s131_board 0 0 0 1 (2 + e) -> fst (s131_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q9] in Hc |- *.
  rewrite tf_game_eq, (s131_c6_L e), (s131_c6_R e); cbn [map].
  rewrite (tf_norm_game (s131_c6_L1 e)).
  pose proof (use_s54 IH 0 1 (1 + e) (opt_norm_l _ _ _ _ _ (s131_c6_L e) ltac:(cbn [In]; left; reflexivity) (s131_c6_L1 e))) as Ho0.
  rewrite (tf_norm_game0 (s131_c6_R1 e)).
  pose proof (use_s33 IH 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c6_R e) ltac:(cbn [In]; left; reflexivity) (s131_c6_R1 e))) as Ho1.
  rewrite (tf_norm_game (s131_c6_R2 e)).
  pose proof (use_s43 IH 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c6_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c6_R2 e))) as Ho2.
  rewrite (tf_norm_game (s131_c6_R3 e)).
  pose proof (use_s55 IH 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c6_R e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s131_c6_R3 e))) as Ho3.
  rewrite (s54_p5 Ho0 ltac:(zlia)).
  rewrite (s54_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p6 Ho1 ltac:(zlia)).
  rewrite (s43_p6 Ho2 ltac:(zlia)).
  rewrite (s43_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p2 Ho3 ltac:(zlia)).
  rewrite (s55_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c7_L (d : nat) : lmoves (s131_board 0 0 0 (2 + d) 0) = [strip [(1, 1)] (E :: repeat T (1 + d) ++ [E; F; T; F]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c7_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (1 + d) ++ [E; F; T; F]) []) (s50_board 0 (1 + d) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (1 + d) ++ [E; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c7_R (d : nat) : rmoves (s131_board 0 0 0 (2 + d) 0) = [strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [F; E; F]) []; strip [(1, 1)] (E :: repeat T (2 + d) ++ [F; F; E]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c7_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [F; E; F]) []) (s33_board 0 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + d) ++ [F; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c7_R2 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + d) ++ [F; F; E]) []) (s30_board 0 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + d) ++ [F; F; E]) []); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==0 && c==0 && d>=2 && e==0 *)
Lemma s131_c7_p10 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s131_board 0 0 0 (2 + d) 0 -> fst (s131_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s131_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s131_q10] in Hc |- *.
  rewrite tf_game_eq, (s131_c7_L d), (s131_c7_R d); cbn [map].
  rewrite (tf_norm_game (s131_c7_L1 d)).
  pose proof (use_s50 IH 0 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s131_c7_L d) ltac:(cbn [In]; left; reflexivity) (s131_c7_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s131_c7_R1 d)).
  pose proof (use_s33 IH 0 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s131_c7_R d) ltac:(cbn [In]; left; reflexivity) (s131_c7_R1 d))) as Ho1.
  rewrite (tf_norm_game (s131_c7_R2 d)).
  pose proof (use_s30 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s131_c7_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c7_R2 d))) as Ho2.
  rewrite (s50_p4 Ho0 ltac:(zlia)).
  rewrite (s50_p4_add (Z.of_nat 0) (Z.of_nat (1 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p10 Ho1 ltac:(zlia)).
  rewrite (s30_p2 Ho2 ltac:(zlia)).
  rewrite (s30_p2_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s131_c7_p19 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s131_board 0 0 0 (2 + d) 0 -> fst (s131_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s131_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s131_q19] in Hc |- *.
  rewrite tf_game_eq, (s131_c7_L d), (s131_c7_R d); cbn [map].
  rewrite (tf_norm_game (s131_c7_L1 d)).
  pose proof (use_s50 IH 0 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s131_c7_L d) ltac:(cbn [In]; left; reflexivity) (s131_c7_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s131_c7_R1 d)).
  pose proof (use_s33 IH 0 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s131_c7_R d) ltac:(cbn [In]; left; reflexivity) (s131_c7_R1 d))) as Ho1.
  rewrite (tf_norm_game (s131_c7_R2 d)).
  pose proof (use_s30 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s131_c7_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c7_R2 d))) as Ho2.
  rewrite (s50_p6 Ho0 ltac:(zlia)).
  rewrite (s50_p6_add (Z.of_nat 0) (Z.of_nat (1 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p15 Ho1 ltac:(zlia)).
  rewrite (s30_p2 Ho2 ltac:(zlia)).
  rewrite (s30_p2_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c7_p20 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s131_board 0 0 0 (2 + d) 0 -> fst (s131_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s131_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s131_q20] in Hc |- *.
  rewrite tf_game_eq, (s131_c7_L d), (s131_c7_R d); cbn [map].
  rewrite (tf_norm_game (s131_c7_L1 d)).
  pose proof (use_s50 IH 0 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s131_c7_L d) ltac:(cbn [In]; left; reflexivity) (s131_c7_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s131_c7_R1 d)).
  pose proof (use_s33 IH 0 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s131_c7_R d) ltac:(cbn [In]; left; reflexivity) (s131_c7_R1 d))) as Ho1.
  rewrite (tf_norm_game (s131_c7_R2 d)).
  pose proof (use_s30 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s131_c7_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c7_R2 d))) as Ho2.
  rewrite (s50_p10 Ho0 ltac:(zlia)).
  rewrite (s50_p10_add (Z.of_nat 0) (Z.of_nat (1 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p16 Ho1 ltac:(zlia)).
  rewrite (s30_p2 Ho2 ltac:(zlia)).
  rewrite (s30_p2_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c8_L (d : nat) : lmoves (s131_board 0 0 0 (2 + d) 1) = [strip [(1, 1)] (E :: repeat T (2 + d) ++ [F; E; T; F]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c8_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + d) ++ [F; E; T; F]) []) (s54_board 0 (2 + d) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + d) ++ [F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c8_R (d : nat) : rmoves (s131_board 0 0 0 (2 + d) 1) = [strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [F; T; E; F]) []; strip [(1, 1)] (E :: repeat T (2 + d) ++ [F; T; F; E]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c8_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [F; T; E; F]) []) (s33_board 0 (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + d) ++ [F; T; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c8_R2 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + d) ++ [F; T; F; E]) []) (s55_board 0 (2 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + d) ++ [F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==0 && c==0 && d>=2 && e==1 *)
Lemma s131_c8_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s131_board 0 0 0 (2 + d) 1 -> fst (s131_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s131_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s131_q13] in Hc |- *.
  rewrite tf_game_eq, (s131_c8_L d), (s131_c8_R d); cbn [map].
  rewrite (tf_norm_game (s131_c8_L1 d)).
  pose proof (use_s54 IH 0 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s131_c8_L d) ltac:(cbn [In]; left; reflexivity) (s131_c8_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s131_c8_R1 d)).
  pose proof (use_s33 IH 0 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s131_c8_R d) ltac:(cbn [In]; left; reflexivity) (s131_c8_R1 d))) as Ho1.
  rewrite (tf_norm_game (s131_c8_R2 d)).
  pose proof (use_s55 IH 0 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s131_c8_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c8_R2 d))) as Ho2.
  rewrite (s54_p8 Ho0 ltac:(zlia)).
  rewrite (s54_p8_add (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p12 Ho1 ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c9_L (d e : nat) : lmoves (s131_board 0 0 0 (2 + d) (2 + e)) = [strip [(1, 1)] (E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; F]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c9_L1 (d e : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; F]) []) (s54_board 0 (2 + d) (1 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c9_R (d e : nat) : rmoves (s131_board 0 0 0 (2 + d) (2 + e)) = [strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [E; F]) []; strip [(1, 1)] (E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c9_R1 (d e : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [E; F]) []) (s33_board 0 (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c9_R2 (d e : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []) (s55_board 0 (2 + d) (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==0 && c==0 && d>=2 && e>=2 *)
Lemma s131_c9_p15 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s131_board 0 0 0 (2 + d) (2 + e) -> fst (s131_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q15] in Hc |- *.
  rewrite tf_game_eq, (s131_c9_L d e), (s131_c9_R d e); cbn [map].
  rewrite (tf_norm_game (s131_c9_L1 d e)).
  pose proof (use_s54 IH 0 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s131_c9_L d e) ltac:(cbn [In]; left; reflexivity) (s131_c9_L1 d e))) as Ho0.
  rewrite (tf_norm_game0 (s131_c9_R1 d e)).
  pose proof (use_s33 IH 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s131_c9_R d e) ltac:(cbn [In]; left; reflexivity) (s131_c9_R1 d e))) as Ho1.
  rewrite (tf_norm_game (s131_c9_R2 d e)).
  pose proof (use_s55 IH 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s131_c9_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c9_R2 d e))) as Ho2.
  rewrite (s54_p8 Ho0 ltac:(zlia)).
  rewrite (s54_p8_add (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p13 Ho1 ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c9_p16 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s131_board 0 0 0 (2 + d) (2 + e) -> fst (s131_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q16] in Hc |- *.
  rewrite tf_game_eq, (s131_c9_L d e), (s131_c9_R d e); cbn [map].
  rewrite (tf_norm_game (s131_c9_L1 d e)).
  pose proof (use_s54 IH 0 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s131_c9_L d e) ltac:(cbn [In]; left; reflexivity) (s131_c9_L1 d e))) as Ho0.
  rewrite (tf_norm_game0 (s131_c9_R1 d e)).
  pose proof (use_s33 IH 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s131_c9_R d e) ltac:(cbn [In]; left; reflexivity) (s131_c9_R1 d e))) as Ho1.
  rewrite (tf_norm_game (s131_c9_R2 d e)).
  pose proof (use_s55 IH 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s131_c9_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c9_R2 d e))) as Ho2.
  rewrite (s54_p7 Ho0 ltac:(zlia)).
  rewrite (s54_p7_add (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p9 Ho1 ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c9_p18 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s131_board 0 0 0 (2 + d) (2 + e) -> fst (s131_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q18] in Hc |- *.
  rewrite tf_game_eq, (s131_c9_L d e), (s131_c9_R d e); cbn [map].
  rewrite (tf_norm_game (s131_c9_L1 d e)).
  pose proof (use_s54 IH 0 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s131_c9_L d e) ltac:(cbn [In]; left; reflexivity) (s131_c9_L1 d e))) as Ho0.
  rewrite (tf_norm_game0 (s131_c9_R1 d e)).
  pose proof (use_s33 IH 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s131_c9_R d e) ltac:(cbn [In]; left; reflexivity) (s131_c9_R1 d e))) as Ho1.
  rewrite (tf_norm_game (s131_c9_R2 d e)).
  pose proof (use_s55 IH 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s131_c9_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c9_R2 d e))) as Ho2.
  rewrite (s54_p9 Ho0 ltac:(zlia)).
  rewrite (s54_p9_add (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p14 Ho1 ltac:(zlia)).
  rewrite (s55_p3 Ho2 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c10_L : lmoves (s131_board 0 0 1 0 0) = [strip [(1, 1)] ([E; T; F; E; F]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c10_L1 : tf_norm (strip [(1, 1)] ([E; T; F; E; F]) []) (s33_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; F; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c10_R : rmoves (s131_board 0 0 1 0 0) = [strip [(0, 1)] ([E; T; E; F; E; F]) []; strip [(1, 1)] ([T; F; E; E; F]) []; strip [(1, 1)] ([T; E; F; F; E]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c10_R1 : tf_norm (strip [(0, 1)] ([E; T; E; F; E; F]) []) (s48_board 0 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c10_R2 : tf_norm (strip [(1, 1)] ([T; F; E; E; F]) []) (s32_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c10_R3 : tf_norm (strip [(1, 1)] ([T; E; F; F; E]) []) (s31_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; F; F; E]) []); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==0 && c==1 && d==0 && e==0 *)
Lemma s131_c10_p22 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s131_board 0 0 1 0 0 -> fst (s131_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s131_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s131_q22] in Hc |- *.
  rewrite tf_game_eq, (s131_c10_L), (s131_c10_R); cbn [map].
  rewrite (tf_norm_game (s131_c10_L1)).
  pose proof (use_s33 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s131_c10_L) ltac:(cbn [In]; left; reflexivity) (s131_c10_L1))) as Ho0.
  rewrite (tf_norm_game0 (s131_c10_R1)).
  pose proof (use_s48 IH 0 1 0 0 (opt_norm_r _ _ _ _ _ (s131_c10_R) ltac:(cbn [In]; left; reflexivity) (s131_c10_R1))) as Ho1.
  rewrite (tf_norm_game (s131_c10_R2)).
  pose proof (use_s32 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s131_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c10_R2))) as Ho2.
  rewrite (tf_norm_game (s131_c10_R3)).
  pose proof (use_s31 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s131_c10_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s131_c10_R3))) as Ho3.
  rewrite (s33_p1 Ho0 ltac:(zlia)).
  rewrite (s33_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s48_p18 Ho1 ltac:(zlia)).
  rewrite (s32_p3 Ho2 ltac:(zlia)).
  rewrite (s32_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s31_p3 Ho3 ltac:(zlia)).
  rewrite (s31_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s131_c11_L : lmoves (s131_board 0 0 1 0 1) = [strip [(1, 1)] ([E; T; F; T; E; F]) []; strip [(1, 1)] ([T; E; F; E; T; F]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c11_L1 : tf_norm (strip [(1, 1)] ([E; T; F; T; E; F]) []) (s33_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; F; T; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c11_L2 : tf_norm (strip [(1, 1)] ([T; E; F; E; T; F]) []) (s81_board 0 1 0 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c11_R : rmoves (s131_board 0 0 1 0 1) = [strip [(0, 1)] ([E; T; E; F; T; E; F]) []; strip [(1, 1)] ([T; F; E; T; E; F]) []; strip [(1, 1)] ([T; E; F; T; F; E]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c11_R1 : tf_norm (strip [(0, 1)] ([E; T; E; F; T; E; F]) []) (s48_board 0 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c11_R2 : tf_norm (strip [(1, 1)] ([T; F; E; T; E; F]) []) (s79_board 0 1 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c11_R3 : tf_norm (strip [(1, 1)] ([T; E; F; T; F; E]) []) (s82_board 0 1 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==0 && c==1 && d==0 && e==1 *)
Lemma s131_c11_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s131_board 0 0 1 0 1 -> fst (s131_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s131_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s131_q11] in Hc |- *.
  rewrite tf_game_eq, (s131_c11_L), (s131_c11_R); cbn [map].
  rewrite (tf_norm_game (s131_c11_L1)).
  pose proof (use_s33 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s131_c11_L) ltac:(cbn [In]; left; reflexivity) (s131_c11_L1))) as Ho0.
  rewrite (tf_norm_game (s131_c11_L2)).
  pose proof (use_s81 IH 0 1 0 0 (opt_norm_l _ _ _ _ _ (s131_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c11_L2))) as Ho1.
  rewrite (tf_norm_game0 (s131_c11_R1)).
  pose proof (use_s48 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s131_c11_R) ltac:(cbn [In]; left; reflexivity) (s131_c11_R1))) as Ho2.
  rewrite (tf_norm_game (s131_c11_R2)).
  pose proof (use_s79 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s131_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c11_R2))) as Ho3.
  rewrite (tf_norm_game (s131_c11_R3)).
  pose proof (use_s82 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s131_c11_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s131_c11_R3))) as Ho4.
  rewrite (s33_p7 Ho0 ltac:(zlia)).
  rewrite (s33_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p4 Ho1 ltac:(zlia)).
  rewrite (s81_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s48_p19 Ho2 ltac:(zlia)).
  rewrite (s79_p12 Ho3 ltac:(zlia)).
  rewrite (s79_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p7 Ho4 ltac:(zlia)).
  rewrite (s82_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]]].
Qed.

Lemma s131_c12_L (e : nat) : lmoves (s131_board 0 0 1 0 (2 + e)) = [strip [(1, 1)] (E :: T :: F :: repeat T (2 + e) ++ [E; F]) []; strip [(1, 1)] (T :: E :: F :: repeat T (1 + e) ++ [E; T; F]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c12_L1 (e : nat) : tf_norm (strip [(1, 1)] (E :: T :: F :: repeat T (2 + e) ++ [E; F]) []) (s33_board 0 1 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: T :: F :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c12_L2 (e : nat) : tf_norm (strip [(1, 1)] (T :: E :: F :: repeat T (1 + e) ++ [E; T; F]) []) (s81_board 0 1 0 (1 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: F :: repeat T (1 + e) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c12_R (e : nat) : rmoves (s131_board 0 0 1 0 (2 + e)) = [strip [(0, 1)] (E :: T :: E :: F :: repeat T (2 + e) ++ [E; F]) []; strip [(1, 1)] (T :: F :: E :: repeat T (2 + e) ++ [E; F]) []; strip [(1, 1)] (T :: E :: F :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c12_R1 (e : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: F :: repeat T (2 + e) ++ [E; F]) []) (s48_board 0 1 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: F :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c12_R2 (e : nat) : tf_norm (strip [(1, 1)] (T :: F :: E :: repeat T (2 + e) ++ [E; F]) []) (s79_board 0 1 0 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c12_R3 (e : nat) : tf_norm (strip [(1, 1)] (T :: E :: F :: repeat T (2 + e) ++ [F; E]) []) (s82_board 0 1 0 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==0 && c==1 && d==0 && e>=2 *)
Lemma s131_c12_p23 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s131_board 0 0 1 0 (2 + e) -> fst (s131_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q23] in Hc |- *.
  rewrite tf_game_eq, (s131_c12_L e), (s131_c12_R e); cbn [map].
  rewrite (tf_norm_game (s131_c12_L1 e)).
  pose proof (use_s33 IH 0 1 (2 + e) (opt_norm_l _ _ _ _ _ (s131_c12_L e) ltac:(cbn [In]; left; reflexivity) (s131_c12_L1 e))) as Ho0.
  rewrite (tf_norm_game (s131_c12_L2 e)).
  pose proof (use_s81 IH 0 1 0 (1 + e) (opt_norm_l _ _ _ _ _ (s131_c12_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c12_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s131_c12_R1 e)).
  pose proof (use_s48 IH 0 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c12_R e) ltac:(cbn [In]; left; reflexivity) (s131_c12_R1 e))) as Ho2.
  rewrite (tf_norm_game (s131_c12_R2 e)).
  pose proof (use_s79 IH 0 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c12_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c12_R2 e))) as Ho3.
  rewrite (tf_norm_game (s131_c12_R3 e)).
  pose proof (use_s82 IH 0 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c12_R e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s131_c12_R3 e))) as Ho4.
  rewrite (s33_p8 Ho0 ltac:(zlia)).
  rewrite (s33_p8_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p11 Ho1 ltac:(zlia)).
  rewrite (s81_p11_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s48_p20 Ho2 ltac:(zlia)).
  rewrite (s79_p13 Ho3 ltac:(zlia)).
  rewrite (s79_p13_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p7 Ho4 ltac:(zlia)).
  rewrite (s82_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c12_p24 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s131_board 0 0 1 0 (2 + e) -> fst (s131_q24 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q24 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q24] in Hc |- *.
  rewrite tf_game_eq, (s131_c12_L e), (s131_c12_R e); cbn [map].
  rewrite (tf_norm_game (s131_c12_L1 e)).
  pose proof (use_s33 IH 0 1 (2 + e) (opt_norm_l _ _ _ _ _ (s131_c12_L e) ltac:(cbn [In]; left; reflexivity) (s131_c12_L1 e))) as Ho0.
  rewrite (tf_norm_game (s131_c12_L2 e)).
  pose proof (use_s81 IH 0 1 0 (1 + e) (opt_norm_l _ _ _ _ _ (s131_c12_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c12_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s131_c12_R1 e)).
  pose proof (use_s48 IH 0 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c12_R e) ltac:(cbn [In]; left; reflexivity) (s131_c12_R1 e))) as Ho2.
  rewrite (tf_norm_game (s131_c12_R2 e)).
  pose proof (use_s79 IH 0 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c12_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c12_R2 e))) as Ho3.
  rewrite (tf_norm_game (s131_c12_R3 e)).
  pose proof (use_s82 IH 0 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c12_R e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s131_c12_R3 e))) as Ho4.
  rewrite (s33_p6 Ho0 ltac:(zlia)).
  rewrite (s33_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p15 Ho1 ltac:(zlia)).
  rewrite (s81_p15_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s48_p21 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s79_p10 Ho3 ltac:(zlia)).
    rewrite (s79_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p7 Ho4 ltac:(zlia)).
    rewrite (s82_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s79_p17 Ho3 ltac:(zlia)).
    rewrite (s79_p17_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p7 Ho4 ltac:(zlia)).
    rewrite (s82_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s131_c13_L : lmoves (s131_board 0 0 1 1 0) = [strip [(1, 1)] ([E; T; T; F; E; F]) []; strip [(1, 1)] ([T; E; E; F; T; F]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c13_L1 : tf_norm (strip [(1, 1)] ([E; T; T; F; E; F]) []) (s33_board 0 2 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; T; F; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c13_L2 : tf_norm (strip [(1, 1)] ([T; E; E; F; T; F]) []) (s52_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; E; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c13_R : rmoves (s131_board 0 0 1 1 0) = [strip [(0, 1)] ([E; T; E; T; F; E; F]) []; strip [(1, 1)] ([T; F; T; E; E; F]) []; strip [(1, 1)] ([T; E; T; F; F; E]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c13_R1 : tf_norm (strip [(0, 1)] ([E; T; E; T; F; E; F]) []) (s48_board 0 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c13_R2 : tf_norm (strip [(1, 1)] ([T; F; T; E; E; F]) []) (s32_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; T; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c13_R3 : tf_norm (strip [(1, 1)] ([T; E; T; F; F; E]) []) (s31_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F; F; E]) []); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==0 && c==1 && d==1 && e==0 *)
Lemma s131_c13_p25 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s131_board 0 0 1 1 0 -> fst (s131_q25 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s131_q25 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s131_q25] in Hc |- *.
  rewrite tf_game_eq, (s131_c13_L), (s131_c13_R); cbn [map].
  rewrite (tf_norm_game (s131_c13_L1)).
  pose proof (use_s33 IH 0 2 0 (opt_norm_l _ _ _ _ _ (s131_c13_L) ltac:(cbn [In]; left; reflexivity) (s131_c13_L1))) as Ho0.
  rewrite (tf_norm_game (s131_c13_L2)).
  pose proof (use_s52 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s131_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c13_L2))) as Ho1.
  rewrite (tf_norm_game0 (s131_c13_R1)).
  pose proof (use_s48 IH 0 1 1 0 (opt_norm_r _ _ _ _ _ (s131_c13_R) ltac:(cbn [In]; left; reflexivity) (s131_c13_R1))) as Ho2.
  rewrite (tf_norm_game (s131_c13_R2)).
  pose proof (use_s32 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s131_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c13_R2))) as Ho3.
  rewrite (tf_norm_game (s131_c13_R3)).
  pose proof (use_s31 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s131_c13_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s131_c13_R3))) as Ho4.
  rewrite (s33_p10 Ho0 ltac:(zlia)).
  rewrite (s33_p10_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s52_p6 Ho1 ltac:(zlia)).
  rewrite (s52_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s48_p22 Ho2 ltac:(zlia)).
  rewrite (s32_p5 Ho3 ltac:(zlia)).
  rewrite (s32_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s31_p4 Ho4 ltac:(zlia)).
  rewrite (s31_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]]].
Qed.

Lemma s131_c14_L : lmoves (s131_board 0 0 1 1 1) = [strip [(1, 1)] ([E; T; T; F; T; E; F]) []; strip [(1, 1)] ([T; E; T; F; E; T; F]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c14_L1 : tf_norm (strip [(1, 1)] ([E; T; T; F; T; E; F]) []) (s33_board 0 2 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; T; F; T; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c14_L2 : tf_norm (strip [(1, 1)] ([T; E; T; F; E; T; F]) []) (s81_board 0 1 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c14_R : rmoves (s131_board 0 0 1 1 1) = [strip [(0, 1)] ([E; T; E; T; F; T; E; F]) []; strip [(1, 1)] ([T; F; T; E; T; E; F]) []; strip [(1, 1)] ([T; E; T; F; T; F; E]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c14_R1 : tf_norm (strip [(0, 1)] ([E; T; E; T; F; T; E; F]) []) (s48_board 0 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c14_R2 : tf_norm (strip [(1, 1)] ([T; F; T; E; T; E; F]) []) (s79_board 0 1 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; T; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c14_R3 : tf_norm (strip [(1, 1)] ([T; E; T; F; T; F; E]) []) (s82_board 0 1 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==0 && c==1 && d==1 && e==1 *)
Lemma s131_c14_p26 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s131_board 0 0 1 1 1 -> fst (s131_q26 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s131_q26 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s131_q26] in Hc |- *.
  rewrite tf_game_eq, (s131_c14_L), (s131_c14_R); cbn [map].
  rewrite (tf_norm_game (s131_c14_L1)).
  pose proof (use_s33 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s131_c14_L) ltac:(cbn [In]; left; reflexivity) (s131_c14_L1))) as Ho0.
  rewrite (tf_norm_game (s131_c14_L2)).
  pose proof (use_s81 IH 0 1 1 0 (opt_norm_l _ _ _ _ _ (s131_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s131_c14_R1)).
  pose proof (use_s48 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s131_c14_R) ltac:(cbn [In]; left; reflexivity) (s131_c14_R1))) as Ho2.
  rewrite (tf_norm_game (s131_c14_R2)).
  pose proof (use_s79 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s131_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c14_R2))) as Ho3.
  rewrite (tf_norm_game (s131_c14_R3)).
  pose proof (use_s82 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s131_c14_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s131_c14_R3))) as Ho4.
  rewrite (s33_p12 Ho0 ltac:(zlia)).
  rewrite (s33_p12_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p16 Ho1 ltac:(zlia)).
  rewrite (s81_p16_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s48_p24 Ho2 ltac:(zlia)).
  rewrite (s79_p23 Ho3 ltac:(zlia)).
  rewrite (s79_p23_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p10 Ho4 ltac:(zlia)).
  rewrite (s82_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c15_L (e : nat) : lmoves (s131_board 0 0 1 1 (2 + e)) = [strip [(1, 1)] (E :: T :: T :: F :: repeat T (2 + e) ++ [E; F]) []; strip [(1, 1)] (T :: E :: T :: F :: repeat T (1 + e) ++ [E; T; F]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c15_L1 (e : nat) : tf_norm (strip [(1, 1)] (E :: T :: T :: F :: repeat T (2 + e) ++ [E; F]) []) (s33_board 0 2 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: T :: T :: F :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c15_L2 (e : nat) : tf_norm (strip [(1, 1)] (T :: E :: T :: F :: repeat T (1 + e) ++ [E; T; F]) []) (s81_board 0 1 1 (1 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: T :: F :: repeat T (1 + e) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c15_R (e : nat) : rmoves (s131_board 0 0 1 1 (2 + e)) = [strip [(0, 1)] (E :: T :: E :: T :: F :: repeat T (2 + e) ++ [E; F]) []; strip [(1, 1)] (T :: F :: T :: E :: repeat T (2 + e) ++ [E; F]) []; strip [(1, 1)] (T :: E :: T :: F :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c15_R1 (e : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: T :: F :: repeat T (2 + e) ++ [E; F]) []) (s48_board 0 1 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: T :: F :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c15_R2 (e : nat) : tf_norm (strip [(1, 1)] (T :: F :: T :: E :: repeat T (2 + e) ++ [E; F]) []) (s79_board 0 1 1 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: T :: E :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c15_R3 (e : nat) : tf_norm (strip [(1, 1)] (T :: E :: T :: F :: repeat T (2 + e) ++ [F; E]) []) (s82_board 0 1 1 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: T :: F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==0 && c==1 && d==1 && e>=2 *)
Lemma s131_c15_p28 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s131_board 0 0 1 1 (2 + e) -> fst (s131_q28 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q28 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q28] in Hc |- *.
  rewrite tf_game_eq, (s131_c15_L e), (s131_c15_R e); cbn [map].
  rewrite (tf_norm_game (s131_c15_L1 e)).
  pose proof (use_s33 IH 0 2 (2 + e) (opt_norm_l _ _ _ _ _ (s131_c15_L e) ltac:(cbn [In]; left; reflexivity) (s131_c15_L1 e))) as Ho0.
  rewrite (tf_norm_game (s131_c15_L2 e)).
  pose proof (use_s81 IH 0 1 1 (1 + e) (opt_norm_l _ _ _ _ _ (s131_c15_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c15_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s131_c15_R1 e)).
  pose proof (use_s48 IH 0 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c15_R e) ltac:(cbn [In]; left; reflexivity) (s131_c15_R1 e))) as Ho2.
  rewrite (tf_norm_game (s131_c15_R2 e)).
  pose proof (use_s79 IH 0 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c15_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c15_R2 e))) as Ho3.
  rewrite (tf_norm_game (s131_c15_R3 e)).
  pose proof (use_s82 IH 0 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c15_R e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s131_c15_R3 e))) as Ho4.
  rewrite (s33_p13 Ho0 ltac:(zlia)).
  rewrite (s33_p13_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p17 Ho1 ltac:(zlia)).
  rewrite (s81_p17_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s48_p25 Ho2 ltac:(zlia)).
  rewrite (s79_p24 Ho3 ltac:(zlia)).
  rewrite (s79_p24_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p10 Ho4 ltac:(zlia)).
  rewrite (s82_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c15_p31 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s131_board 0 0 1 1 (2 + e) -> fst (s131_q31 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q31 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q31] in Hc |- *.
  rewrite tf_game_eq, (s131_c15_L e), (s131_c15_R e); cbn [map].
  rewrite (tf_norm_game (s131_c15_L1 e)).
  pose proof (use_s33 IH 0 2 (2 + e) (opt_norm_l _ _ _ _ _ (s131_c15_L e) ltac:(cbn [In]; left; reflexivity) (s131_c15_L1 e))) as Ho0.
  rewrite (tf_norm_game (s131_c15_L2 e)).
  pose proof (use_s81 IH 0 1 1 (1 + e) (opt_norm_l _ _ _ _ _ (s131_c15_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c15_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s131_c15_R1 e)).
  pose proof (use_s48 IH 0 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c15_R e) ltac:(cbn [In]; left; reflexivity) (s131_c15_R1 e))) as Ho2.
  rewrite (tf_norm_game (s131_c15_R2 e)).
  pose proof (use_s79 IH 0 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c15_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c15_R2 e))) as Ho3.
  rewrite (tf_norm_game (s131_c15_R3 e)).
  pose proof (use_s82 IH 0 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c15_R e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s131_c15_R3 e))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s33_p9 Ho0 ltac:(zlia)).
    rewrite (s33_p9_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s81_p18 Ho1 ltac:(zlia)).
    rewrite (s81_p18_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s48_p26 Ho2 ltac:(zlia)).
    rewrite (s79_p15 Ho3 ltac:(zlia)).
    rewrite (s79_p15_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p10 Ho4 ltac:(zlia)).
    rewrite (s82_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s33_p14 Ho0 ltac:(zlia)).
    rewrite (s33_p14_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s81_p18 Ho1 ltac:(zlia)).
    rewrite (s81_p18_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s48_p26 Ho2 ltac:(zlia)).
    rewrite (s79_p15 Ho3 ltac:(zlia)).
    rewrite (s79_p15_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p10 Ho4 ltac:(zlia)).
    rewrite (s82_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s131_c16_L (d : nat) : lmoves (s131_board 0 0 1 (2 + d) 0) = [strip [(1, 1)] (E :: repeat T (3 + d) ++ [F; E; F]) []; strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; F; T; F]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c16_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (3 + d) ++ [F; E; F]) []) (s33_board 0 (3 + d) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (3 + d) ++ [F; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c16_L2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; F; T; F]) []) (s53_board 0 1 (1 + d) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c16_R (d : nat) : rmoves (s131_board 0 0 1 (2 + d) 0) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; E; F]) []; strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; F; E]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c16_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; E; F]) []) (s48_board 0 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c16_R2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; F; E]) []) (s31_board 0 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; F; E]) []); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==0 && c==1 && d>=2 && e==0 *)
Lemma s131_c16_p32 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s131_board 0 0 1 (2 + d) 0 -> fst (s131_q32 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s131_q32 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s131_q32] in Hc |- *.
  rewrite tf_game_eq, (s131_c16_L d), (s131_c16_R d); cbn [map].
  rewrite (tf_norm_game (s131_c16_L1 d)).
  pose proof (use_s33 IH 0 (3 + d) 0 (opt_norm_l _ _ _ _ _ (s131_c16_L d) ltac:(cbn [In]; left; reflexivity) (s131_c16_L1 d))) as Ho0.
  rewrite (tf_norm_game (s131_c16_L2 d)).
  pose proof (use_s53 IH 0 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s131_c16_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c16_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s131_c16_R1 d)).
  pose proof (use_s48 IH 0 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s131_c16_R d) ltac:(cbn [In]; left; reflexivity) (s131_c16_R1 d))) as Ho2.
  rewrite (tf_norm_game (s131_c16_R2 d)).
  pose proof (use_s31 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s131_c16_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c16_R2 d))) as Ho3.
  rewrite (s33_p15 Ho0 ltac:(zlia)).
  rewrite (s33_p15_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p16 Ho1 ltac:(zlia)).
  rewrite (s53_p16_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s48_p22 Ho2 ltac:(zlia)).
  rewrite (s31_p2 Ho3 ltac:(zlia)).
  rewrite (s31_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s131_c16_p37 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s131_board 0 0 1 (2 + d) 0 -> fst (s131_q37 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s131_q37 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s131_q37] in Hc |- *.
  rewrite tf_game_eq, (s131_c16_L d), (s131_c16_R d); cbn [map].
  rewrite (tf_norm_game (s131_c16_L1 d)).
  pose proof (use_s33 IH 0 (3 + d) 0 (opt_norm_l _ _ _ _ _ (s131_c16_L d) ltac:(cbn [In]; left; reflexivity) (s131_c16_L1 d))) as Ho0.
  rewrite (tf_norm_game (s131_c16_L2 d)).
  pose proof (use_s53 IH 0 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s131_c16_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c16_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s131_c16_R1 d)).
  pose proof (use_s48 IH 0 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s131_c16_R d) ltac:(cbn [In]; left; reflexivity) (s131_c16_R1 d))) as Ho2.
  rewrite (tf_norm_game (s131_c16_R2 d)).
  pose proof (use_s31 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s131_c16_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c16_R2 d))) as Ho3.
  rewrite (s33_p16 Ho0 ltac:(zlia)).
  rewrite (s33_p16_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p18 Ho1 ltac:(zlia)).
  rewrite (s53_p18_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s48_p33 Ho2 ltac:(zlia)).
  rewrite (s31_p2 Ho3 ltac:(zlia)).
  rewrite (s31_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c16_p38 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s131_board 0 0 1 (2 + d) 0 -> fst (s131_q38 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s131_q38 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s131_q38] in Hc |- *.
  rewrite tf_game_eq, (s131_c16_L d), (s131_c16_R d); cbn [map].
  rewrite (tf_norm_game (s131_c16_L1 d)).
  pose proof (use_s33 IH 0 (3 + d) 0 (opt_norm_l _ _ _ _ _ (s131_c16_L d) ltac:(cbn [In]; left; reflexivity) (s131_c16_L1 d))) as Ho0.
  rewrite (tf_norm_game (s131_c16_L2 d)).
  pose proof (use_s53 IH 0 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s131_c16_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c16_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s131_c16_R1 d)).
  pose proof (use_s48 IH 0 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s131_c16_R d) ltac:(cbn [In]; left; reflexivity) (s131_c16_R1 d))) as Ho2.
  rewrite (tf_norm_game (s131_c16_R2 d)).
  pose proof (use_s31 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s131_c16_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c16_R2 d))) as Ho3.
  rewrite (s33_p16 Ho0 ltac:(zlia)).
  rewrite (s33_p16_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p20 Ho1 ltac:(zlia)).
  rewrite (s53_p20_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s48_p34 Ho2 ltac:(zlia)).
  rewrite (s31_p2 Ho3 ltac:(zlia)).
  rewrite (s31_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c17_L (d : nat) : lmoves (s131_board 0 0 1 (2 + d) 1) = [strip [(1, 1)] (E :: repeat T (3 + d) ++ [F; T; E; F]) []; strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E; T; F]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c17_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (3 + d) ++ [F; T; E; F]) []) (s33_board 0 (3 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (3 + d) ++ [F; T; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c17_L2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E; T; F]) []) (s81_board 0 1 (2 + d) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c17_R (d : nat) : rmoves (s131_board 0 0 1 (2 + d) 1) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; T; E; F]) []; strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; T; F; E]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c17_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; T; E; F]) []) (s48_board 0 1 (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c17_R2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; T; F; E]) []) (s82_board 0 1 (2 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==0 && c==1 && d>=2 && e==1 *)
Lemma s131_c17_p34 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s131_board 0 0 1 (2 + d) 1 -> fst (s131_q34 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s131_q34 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s131_q34] in Hc |- *.
  rewrite tf_game_eq, (s131_c17_L d), (s131_c17_R d); cbn [map].
  rewrite (tf_norm_game (s131_c17_L1 d)).
  pose proof (use_s33 IH 0 (3 + d) 1 (opt_norm_l _ _ _ _ _ (s131_c17_L d) ltac:(cbn [In]; left; reflexivity) (s131_c17_L1 d))) as Ho0.
  rewrite (tf_norm_game (s131_c17_L2 d)).
  pose proof (use_s81 IH 0 1 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s131_c17_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c17_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s131_c17_R1 d)).
  pose proof (use_s48 IH 0 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s131_c17_R d) ltac:(cbn [In]; left; reflexivity) (s131_c17_R1 d))) as Ho2.
  rewrite (tf_norm_game (s131_c17_R2 d)).
  pose proof (use_s82 IH 0 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s131_c17_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c17_R2 d))) as Ho3.
  rewrite (s33_p12 Ho0 ltac:(zlia)).
  rewrite (s33_p12_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p19 Ho1 ltac:(zlia)).
  rewrite (s81_p19_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s48_p27 Ho2 ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c18_L (d e : nat) : lmoves (s131_board 0 0 1 (2 + d) (2 + e)) = [strip [(1, 1)] (E :: repeat T (3 + d) ++ F :: repeat T (2 + e) ++ [E; F]) []; strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; F]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c18_L1 (d e : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (3 + d) ++ F :: repeat T (2 + e) ++ [E; F]) []) (s33_board 0 (3 + d) (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (3 + d) ++ F :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c18_L2 (d e : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; F]) []) (s81_board 0 1 (2 + d) (1 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c18_R (d e : nat) : rmoves (s131_board 0 0 1 (2 + d) (2 + e)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [E; F]) []; strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c18_R1 (d e : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [E; F]) []) (s48_board 0 1 (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c18_R2 (d e : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []) (s82_board 0 1 (2 + d) (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==0 && c==1 && d>=2 && e>=2 *)
Lemma s131_c18_p15 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s131_board 0 0 1 (2 + d) (2 + e) -> fst (s131_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q15] in Hc |- *.
  rewrite tf_game_eq, (s131_c18_L d e), (s131_c18_R d e); cbn [map].
  rewrite (tf_norm_game (s131_c18_L1 d e)).
  pose proof (use_s33 IH 0 (3 + d) (2 + e) (opt_norm_l _ _ _ _ _ (s131_c18_L d e) ltac:(cbn [In]; left; reflexivity) (s131_c18_L1 d e))) as Ho0.
  rewrite (tf_norm_game (s131_c18_L2 d e)).
  pose proof (use_s81 IH 0 1 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s131_c18_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c18_L2 d e))) as Ho1.
  rewrite (tf_norm_game0 (s131_c18_R1 d e)).
  pose proof (use_s48 IH 0 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s131_c18_R d e) ltac:(cbn [In]; left; reflexivity) (s131_c18_R1 d e))) as Ho2.
  rewrite (tf_norm_game (s131_c18_R2 d e)).
  pose proof (use_s82 IH 0 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s131_c18_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c18_R2 d e))) as Ho3.
  rewrite (s33_p13 Ho0 ltac:(zlia)).
  rewrite (s33_p13_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p20 Ho1 ltac:(zlia)).
  rewrite (s81_p20_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s48_p29 Ho2 ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c18_p16 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s131_board 0 0 1 (2 + d) (2 + e) -> fst (s131_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q16] in Hc |- *.
  rewrite tf_game_eq, (s131_c18_L d e), (s131_c18_R d e); cbn [map].
  rewrite (tf_norm_game (s131_c18_L1 d e)).
  pose proof (use_s33 IH 0 (3 + d) (2 + e) (opt_norm_l _ _ _ _ _ (s131_c18_L d e) ltac:(cbn [In]; left; reflexivity) (s131_c18_L1 d e))) as Ho0.
  rewrite (tf_norm_game (s131_c18_L2 d e)).
  pose proof (use_s81 IH 0 1 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s131_c18_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c18_L2 d e))) as Ho1.
  rewrite (tf_norm_game0 (s131_c18_R1 d e)).
  pose proof (use_s48 IH 0 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s131_c18_R d e) ltac:(cbn [In]; left; reflexivity) (s131_c18_R1 d e))) as Ho2.
  rewrite (tf_norm_game (s131_c18_R2 d e)).
  pose proof (use_s82 IH 0 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s131_c18_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c18_R2 d e))) as Ho3.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  rewrite (s33_p9_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p22 Ho1 ltac:(zlia)).
  rewrite (s81_p22_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s48_p31 Ho2 ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c18_p18 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s131_board 0 0 1 (2 + d) (2 + e) -> fst (s131_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q18] in Hc |- *.
  rewrite tf_game_eq, (s131_c18_L d e), (s131_c18_R d e); cbn [map].
  rewrite (tf_norm_game (s131_c18_L1 d e)).
  pose proof (use_s33 IH 0 (3 + d) (2 + e) (opt_norm_l _ _ _ _ _ (s131_c18_L d e) ltac:(cbn [In]; left; reflexivity) (s131_c18_L1 d e))) as Ho0.
  rewrite (tf_norm_game (s131_c18_L2 d e)).
  pose proof (use_s81 IH 0 1 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s131_c18_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c18_L2 d e))) as Ho1.
  rewrite (tf_norm_game0 (s131_c18_R1 d e)).
  pose proof (use_s48 IH 0 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s131_c18_R d e) ltac:(cbn [In]; left; reflexivity) (s131_c18_R1 d e))) as Ho2.
  rewrite (tf_norm_game (s131_c18_R2 d e)).
  pose proof (use_s82 IH 0 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s131_c18_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c18_R2 d e))) as Ho3.
  rewrite (s33_p14 Ho0 ltac:(zlia)).
  rewrite (s33_p14_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p23 Ho1 ltac:(zlia)).
  rewrite (s81_p23_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s48_p32 Ho2 ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c19_L (c : nat) : lmoves (s131_board 0 0 (2 + c) 0 0) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; F; E; F]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c19_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; F; E; F]) []) (s48_board 0 (1 + c) 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c19_R (c : nat) : rmoves (s131_board 0 0 (2 + c) 0 0) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; F; E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; E; E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; F; F; E]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c19_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; F; E; F]) []) (s48_board 0 (2 + c) 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c19_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; E; E; F]) []) (s32_board 0 (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c19_R3 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; F; F; E]) []) (s31_board 0 (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; F; F; E]) []); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==0 && c>=2 && d==0 && e==0 *)
Lemma s131_c19_p39 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s131_board 0 0 (2 + c) 0 0 -> fst (s131_q39 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s131_q39 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s131_q39] in Hc |- *.
  rewrite tf_game_eq, (s131_c19_L c), (s131_c19_R c); cbn [map].
  rewrite (tf_norm_game (s131_c19_L1 c)).
  pose proof (use_s48 IH 0 (1 + c) 1 0 (opt_norm_l _ _ _ _ _ (s131_c19_L c) ltac:(cbn [In]; left; reflexivity) (s131_c19_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s131_c19_R1 c)).
  pose proof (use_s48 IH 0 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s131_c19_R c) ltac:(cbn [In]; left; reflexivity) (s131_c19_R1 c))) as Ho1.
  rewrite (tf_norm_game (s131_c19_R2 c)).
  pose proof (use_s32 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s131_c19_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c19_R2 c))) as Ho2.
  rewrite (tf_norm_game (s131_c19_R3 c)).
  pose proof (use_s31 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s131_c19_R c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s131_c19_R3 c))) as Ho3.
  rewrite (s48_p22 Ho0 ltac:(zlia)).
  rewrite (s48_p22_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s48_p35 Ho1 ltac:(zlia)).
  rewrite (s32_p6 Ho2 ltac:(zlia)).
  rewrite (s32_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s31_p5 Ho3 ltac:(zlia)).
  rewrite (s31_p5_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s131_c19_p55 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s131_board 0 0 (2 + c) 0 0 -> fst (s131_q55 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s131_q55 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s131_q55] in Hc |- *.
  rewrite tf_game_eq, (s131_c19_L c), (s131_c19_R c); cbn [map].
  rewrite (tf_norm_game (s131_c19_L1 c)).
  pose proof (use_s48 IH 0 (1 + c) 1 0 (opt_norm_l _ _ _ _ _ (s131_c19_L c) ltac:(cbn [In]; left; reflexivity) (s131_c19_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s131_c19_R1 c)).
  pose proof (use_s48 IH 0 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s131_c19_R c) ltac:(cbn [In]; left; reflexivity) (s131_c19_R1 c))) as Ho1.
  rewrite (tf_norm_game (s131_c19_R2 c)).
  pose proof (use_s32 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s131_c19_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c19_R2 c))) as Ho2.
  rewrite (tf_norm_game (s131_c19_R3 c)).
  pose proof (use_s31 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s131_c19_R c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s131_c19_R3 c))) as Ho3.
  rewrite (s48_p39 Ho0 ltac:(zlia)).
  rewrite (s48_p39_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s48_p44 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s32_p7 Ho2 ltac:(zlia)).
    rewrite (s32_p7_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s31_p7 Ho3 ltac:(zlia)).
    rewrite (s31_p7_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s32_p8 Ho2 ltac:(zlia)).
    rewrite (s32_p8_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s31_p8 Ho3 ltac:(zlia)).
      rewrite (s31_p8_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s31_p9 Ho3 ltac:(zlia)).
      rewrite (s31_p9_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
Qed.

Lemma s131_c20_L (c : nat) : lmoves (s131_board 0 0 (2 + c) 0 1) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; F; T; E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; F; E; T; F]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c20_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; F; T; E; F]) []) (s48_board 0 (1 + c) 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c20_L2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; F; E; T; F]) []) (s81_board 0 (2 + c) 0 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c20_R (c : nat) : rmoves (s131_board 0 0 (2 + c) 0 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; F; T; E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; E; T; E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; F; T; F; E]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c20_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; F; T; E; F]) []) (s48_board 0 (2 + c) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c20_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; E; T; E; F]) []) (s79_board 0 (2 + c) 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c20_R3 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; F; T; F; E]) []) (s82_board 0 (2 + c) 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==0 && c>=2 && d==0 && e==1 *)
Lemma s131_c20_p35 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s131_board 0 0 (2 + c) 0 1 -> fst (s131_q35 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s131_q35 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s131_q35] in Hc |- *.
  rewrite tf_game_eq, (s131_c20_L c), (s131_c20_R c); cbn [map].
  rewrite (tf_norm_game (s131_c20_L1 c)).
  pose proof (use_s48 IH 0 (1 + c) 1 1 (opt_norm_l _ _ _ _ _ (s131_c20_L c) ltac:(cbn [In]; left; reflexivity) (s131_c20_L1 c))) as Ho0.
  rewrite (tf_norm_game (s131_c20_L2 c)).
  pose proof (use_s81 IH 0 (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s131_c20_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c20_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s131_c20_R1 c)).
  pose proof (use_s48 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s131_c20_R c) ltac:(cbn [In]; left; reflexivity) (s131_c20_R1 c))) as Ho2.
  rewrite (tf_norm_game (s131_c20_R2 c)).
  pose proof (use_s79 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s131_c20_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c20_R2 c))) as Ho3.
  rewrite (tf_norm_game (s131_c20_R3 c)).
  pose proof (use_s82 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s131_c20_R c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s131_c20_R3 c))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s48_p40 Ho0 ltac:(zlia)).
    rewrite (s48_p40_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s81_p30 Ho1 ltac:(zlia)).
    rewrite (s81_p30_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s48_p46 Ho2 ltac:(zlia)).
    rewrite (s79_p8 Ho3 ltac:(zlia)).
    rewrite (s79_p8_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p16 Ho4 ltac:(zlia)).
    rewrite (s82_p16_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s48_p49 Ho0 ltac:(zlia)).
    rewrite (s48_p49_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s81_p30 Ho1 ltac:(zlia)).
    rewrite (s81_p30_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s48_p46 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s79_p25 Ho3 ltac:(zlia)).
      rewrite (s79_p25_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s82_p19 Ho4 ltac:(zlia)).
      rewrite (s82_p19_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s79_p26 Ho3 ltac:(zlia)).
      rewrite (s79_p26_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s82_p19 Ho4 ltac:(zlia)).
      rewrite (s82_p19_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s131_c20_p41 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s131_board 0 0 (2 + c) 0 1 -> fst (s131_q41 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s131_q41 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s131_q41] in Hc |- *.
  rewrite tf_game_eq, (s131_c20_L c), (s131_c20_R c); cbn [map].
  rewrite (tf_norm_game (s131_c20_L1 c)).
  pose proof (use_s48 IH 0 (1 + c) 1 1 (opt_norm_l _ _ _ _ _ (s131_c20_L c) ltac:(cbn [In]; left; reflexivity) (s131_c20_L1 c))) as Ho0.
  rewrite (tf_norm_game (s131_c20_L2 c)).
  pose proof (use_s81 IH 0 (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s131_c20_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c20_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s131_c20_R1 c)).
  pose proof (use_s48 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s131_c20_R c) ltac:(cbn [In]; left; reflexivity) (s131_c20_R1 c))) as Ho2.
  rewrite (tf_norm_game (s131_c20_R2 c)).
  pose proof (use_s79 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s131_c20_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s131_c20_R2 c))) as Ho3.
  rewrite (tf_norm_game (s131_c20_R3 c)).
  pose proof (use_s82 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s131_c20_R c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s131_c20_R3 c))) as Ho4.
  rewrite (s48_p24 Ho0 ltac:(zlia)).
  rewrite (s48_p24_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s81_p24 Ho1 ltac:(zlia)).
  rewrite (s81_p24_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s48_p36 Ho2 ltac:(zlia)).
  rewrite (s79_p13 Ho3 ltac:(zlia)).
  rewrite (s79_p13_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p12 Ho4 ltac:(zlia)).
  rewrite (s82_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

