(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s93_c2_L : lmoves (s93_board 0 0 0 1) = [strip [(1, 2)] ([E; E; T; F]) []].
Proof. unfold s93_board, strip. tf_options. Qed.
Lemma s93_c2_L1 : tf_norm (strip [(1, 2)] ([E; E; T; F]) []) (s62_board 0) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] ([E; E; T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
Lemma s93_c2_R : rmoves (s93_board 0 0 0 1) = [strip [(0, 1); (1, 1)] ([E; T; E; F]) []; strip [(1, 2)] ([E; T; F; E]) []].
Proof. unfold s93_board, strip. tf_options. Qed.
Lemma s93_c2_R1 : tf_norm (strip [(0, 1); (1, 1)] ([E; T; E; F]) []) (s37_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([E; T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s93_c2_R2 : tf_norm (strip [(1, 2)] ([E; T; F; E]) []) (s63_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] ([E; T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b==0 && c==0 && d==1 *)
Lemma s93_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s93_board 0 0 0 1 -> fst (s93_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s93_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s93_q2] in Hc |- *.
  rewrite tf_game_eq, (s93_c2_L), (s93_c2_R); cbn [map].
  rewrite (tf_norm_game (s93_c2_L1)).
  pose proof (use_s62 IH 0 (opt_norm_l _ _ _ _ _ (s93_c2_L) ltac:(cbn [In]; left; reflexivity) (s93_c2_L1))) as Ho0.
  rewrite (tf_norm_game (s93_c2_R1)).
  pose proof (use_s37 IH 0 1 (opt_norm_r _ _ _ _ _ (s93_c2_R) ltac:(cbn [In]; left; reflexivity) (s93_c2_R1))) as Ho1.
  rewrite (tf_norm_game (s93_c2_R2)).
  pose proof (use_s63 IH 0 1 (opt_norm_r _ _ _ _ _ (s93_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s93_c2_R2))) as Ho2.
  rewrite (s62_p1 Ho0 ltac:(zlia)).
  rewrite (s62_p1_add (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s37_p1 Ho1 ltac:(zlia)).
  rewrite (s37_p1_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s93_c3_L (d : nat) : lmoves (s93_board 0 0 0 (2 + d)) = [strip [(1, 2)] (E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s93_board, strip. tf_options. Qed.
Lemma s93_c3_L1 (d : nat) : tf_norm (strip [(1, 2)] (E :: repeat T (1 + d) ++ [E; T; F]) []) (s64_board 0 (1 + d)) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s93_c3_R (d : nat) : rmoves (s93_board 0 0 0 (2 + d)) = [strip [(0, 1); (1, 1)] (E :: repeat T (2 + d) ++ [E; F]) []; strip [(1, 2)] (E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s93_board, strip. tf_options. Qed.
Lemma s93_c3_R1 (d : nat) : tf_norm (strip [(0, 1); (1, 1)] (E :: repeat T (2 + d) ++ [E; F]) []) (s37_board 0 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s93_c3_R2 (d : nat) : tf_norm (strip [(1, 2)] (E :: repeat T (2 + d) ++ [F; E]) []) (s63_board 0 (2 + d)) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b==0 && c==0 && d>=2 *)
Lemma s93_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s93_board 0 0 0 (2 + d) -> fst (s93_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q3] in Hc |- *.
  rewrite tf_game_eq, (s93_c3_L d), (s93_c3_R d); cbn [map].
  rewrite (tf_norm_game (s93_c3_L1 d)).
  pose proof (use_s64 IH 0 (1 + d) (opt_norm_l _ _ _ _ _ (s93_c3_L d) ltac:(cbn [In]; left; reflexivity) (s93_c3_L1 d))) as Ho0.
  rewrite (tf_norm_game (s93_c3_R1 d)).
  pose proof (use_s37 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s93_c3_R d) ltac:(cbn [In]; left; reflexivity) (s93_c3_R1 d))) as Ho1.
  rewrite (tf_norm_game (s93_c3_R2 d)).
  pose proof (use_s63 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s93_c3_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s93_c3_R2 d))) as Ho2.
  rewrite (s64_p2 Ho0 ltac:(zlia)).
  rewrite (s64_p2_add (Z.of_nat 0) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s37_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s93_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s93_board 0 0 0 (2 + d) -> fst (s93_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q4] in Hc |- *.
  rewrite tf_game_eq, (s93_c3_L d), (s93_c3_R d); cbn [map].
  rewrite (tf_norm_game (s93_c3_L1 d)).
  pose proof (use_s64 IH 0 (1 + d) (opt_norm_l _ _ _ _ _ (s93_c3_L d) ltac:(cbn [In]; left; reflexivity) (s93_c3_L1 d))) as Ho0.
  rewrite (tf_norm_game (s93_c3_R1 d)).
  pose proof (use_s37 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s93_c3_R d) ltac:(cbn [In]; left; reflexivity) (s93_c3_R1 d))) as Ho1.
  rewrite (tf_norm_game (s93_c3_R2 d)).
  pose proof (use_s63 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s93_c3_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s93_c3_R2 d))) as Ho2.
  rewrite (s64_p3 Ho0 ltac:(zlia)).
  rewrite (s64_p3_add (Z.of_nat 0) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s37_p4 Ho1 ltac:(zlia)).
  rewrite (s37_p4_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s93_c3_p5 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s93_board 0 0 0 (2 + d) -> fst (s93_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q5] in Hc |- *.
  rewrite tf_game_eq, (s93_c3_L d), (s93_c3_R d); cbn [map].
  rewrite (tf_norm_game (s93_c3_L1 d)).
  pose proof (use_s64 IH 0 (1 + d) (opt_norm_l _ _ _ _ _ (s93_c3_L d) ltac:(cbn [In]; left; reflexivity) (s93_c3_L1 d))) as Ho0.
  rewrite (tf_norm_game (s93_c3_R1 d)).
  pose proof (use_s37 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s93_c3_R d) ltac:(cbn [In]; left; reflexivity) (s93_c3_R1 d))) as Ho1.
  rewrite (tf_norm_game (s93_c3_R2 d)).
  pose proof (use_s63 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s93_c3_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s93_c3_R2 d))) as Ho2.
  rewrite (s64_p5 Ho0 ltac:(zlia)).
  rewrite (s64_p5_add (Z.of_nat 0) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s37_p5 Ho1 ltac:(zlia)).
  rewrite (s37_p5_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b==0 && c==1 && d==0: the board of s36 *)
Lemma s93_c4_p6 x (Hs36 : s36_claim x) :
  x = s93_board 0 0 1 0 -> fst (s93_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s93_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s93_q6] in Hc |- *.
  pose proof (Hs36 0 0 1 ltac:(rewrite Hx; unfold s93_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s93_c5_L : lmoves (s93_board 0 0 1 1) = [strip [(1, 2)] ([E; T; T; E; F]) []; strip [(1, 2)] ([T; E; E; T; F]) []].
Proof. unfold s93_board, strip. tf_options. Qed.
Lemma s93_c5_L1 : tf_norm (strip [(1, 2)] ([E; T; T; E; F]) []) (s37_board 0 2) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] ([E; T; T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s93_c5_L2 : tf_norm (strip [(1, 2)] ([T; E; E; T; F]) []) (s72_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] ([T; E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s93_c5_R : rmoves (s93_board 0 0 1 1) = [strip [(0, 1); (1, 1)] ([T; E; T; E; F]) []; strip [(1, 2)] ([T; E; T; F; E]) []].
Proof. unfold s93_board, strip. tf_options. Qed.
Lemma s93_c5_R1 : tf_norm (strip [(0, 1); (1, 1)] ([T; E; T; E; F]) []) (s43_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s93_c5_R2 : tf_norm (strip [(1, 2)] ([T; E; T; F; E]) []) (s73_board 0 1 1) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] ([T; E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b==0 && c==1 && d==1 *)
Lemma s93_c5_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s93_board 0 0 1 1 -> fst (s93_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s93_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s93_q7] in Hc |- *.
  rewrite tf_game_eq, (s93_c5_L), (s93_c5_R); cbn [map].
  rewrite (tf_norm_game (s93_c5_L1)).
  pose proof (use_s37 IH 0 2 (opt_norm_l _ _ _ _ _ (s93_c5_L) ltac:(cbn [In]; left; reflexivity) (s93_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s93_c5_L2)).
  pose proof (use_s72 IH 0 1 (opt_norm_l _ _ _ _ _ (s93_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s93_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s93_c5_R1)).
  pose proof (use_s43 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s93_c5_R) ltac:(cbn [In]; left; reflexivity) (s93_c5_R1))) as Ho2.
  rewrite (tf_norm_game (s93_c5_R2)).
  pose proof (use_s73 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s93_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s93_c5_R2))) as Ho3.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s37_p3_add (Z.of_nat 0) (Z.of_nat 2) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s72_p2 Ho1 ltac:(zlia)).
  rewrite (s72_p2_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s43_p9 Ho2 ltac:(zlia)).
  rewrite (s43_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s93_c6_L (d : nat) : lmoves (s93_board 0 0 1 (2 + d)) = [strip [(1, 2)] (E :: repeat T (3 + d) ++ [E; F]) []; strip [(1, 2)] (T :: E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s93_board, strip. tf_options. Qed.
Lemma s93_c6_L1 (d : nat) : tf_norm (strip [(1, 2)] (E :: repeat T (3 + d) ++ [E; F]) []) (s37_board 0 (3 + d)) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (E :: repeat T (3 + d) ++ [E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s93_c6_L2 (d : nat) : tf_norm (strip [(1, 2)] (T :: E :: repeat T (1 + d) ++ [E; T; F]) []) (s74_board 0 1 (1 + d)) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (T :: E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s93_c6_R (d : nat) : rmoves (s93_board 0 0 1 (2 + d)) = [strip [(0, 1); (1, 1)] (T :: E :: repeat T (2 + d) ++ [E; F]) []; strip [(1, 2)] (T :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s93_board, strip. tf_options. Qed.
Lemma s93_c6_R1 (d : nat) : tf_norm (strip [(0, 1); (1, 1)] (T :: E :: repeat T (2 + d) ++ [E; F]) []) (s43_board 0 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s93_c6_R2 (d : nat) : tf_norm (strip [(1, 2)] (T :: E :: repeat T (2 + d) ++ [F; E]) []) (s73_board 0 1 (2 + d)) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b==0 && c==1 && d>=2 *)
Lemma s93_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s93_board 0 0 1 (2 + d) -> fst (s93_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q5] in Hc |- *.
  rewrite tf_game_eq, (s93_c6_L d), (s93_c6_R d); cbn [map].
  rewrite (tf_norm_game (s93_c6_L1 d)).
  pose proof (use_s37 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s93_c6_L d) ltac:(cbn [In]; left; reflexivity) (s93_c6_L1 d))) as Ho0.
  rewrite (tf_norm_game (s93_c6_L2 d)).
  pose proof (use_s74 IH 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s93_c6_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s93_c6_L2 d))) as Ho1.
  rewrite (tf_norm_game (s93_c6_R1 d)).
  pose proof (use_s43 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s93_c6_R d) ltac:(cbn [In]; left; reflexivity) (s93_c6_R1 d))) as Ho2.
  rewrite (tf_norm_game (s93_c6_R2 d)).
  pose proof (use_s73 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s93_c6_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s93_c6_R2 d))) as Ho3.
  rewrite (s37_p5 Ho0 ltac:(zlia)).
  rewrite (s37_p5_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho1 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s43_p6 Ho2 ltac:(zlia)).
  rewrite (s43_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s93_c6_p8 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s93_board 0 0 1 (2 + d) -> fst (s93_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q8] in Hc |- *.
  rewrite tf_game_eq, (s93_c6_L d), (s93_c6_R d); cbn [map].
  rewrite (tf_norm_game (s93_c6_L1 d)).
  pose proof (use_s37 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s93_c6_L d) ltac:(cbn [In]; left; reflexivity) (s93_c6_L1 d))) as Ho0.
  rewrite (tf_norm_game (s93_c6_L2 d)).
  pose proof (use_s74 IH 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s93_c6_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s93_c6_L2 d))) as Ho1.
  rewrite (tf_norm_game (s93_c6_R1 d)).
  pose proof (use_s43 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s93_c6_R d) ltac:(cbn [In]; left; reflexivity) (s93_c6_R1 d))) as Ho2.
  rewrite (tf_norm_game (s93_c6_R2 d)).
  pose proof (use_s73 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s93_c6_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s93_c6_R2 d))) as Ho3.
  rewrite (s37_p4 Ho0 ltac:(zlia)).
  rewrite (s37_p4_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p3 Ho1 ltac:(zlia)).
  rewrite (s74_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s43_p4 Ho2 ltac:(zlia)).
  rewrite (s43_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b==0 && c>=2 && d==0: the board of s36 *)
Lemma s93_c7_p6 x (Hs36 : s36_claim x) (c : nat) :
  x = s93_board 0 0 (2 + c) 0 -> fst (s93_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s93_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s93_q6] in Hc |- *.
  pose proof (Hs36 0 0 (2 + c) ltac:(rewrite Hx; unfold s93_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s93_c8_L (c : nat) : lmoves (s93_board 0 0 (2 + c) 1) = [strip [(1, 2)] (repeat T (1 + c) ++ [E; T; T; E; F]) []; strip [(1, 2)] (repeat T (2 + c) ++ [E; E; T; F]) []].
Proof. unfold s93_board, strip. tf_options. Qed.
Lemma s93_c8_L1 (c : nat) : tf_norm (strip [(1, 2)] (repeat T (1 + c) ++ [E; T; T; E; F]) []) (s43_board 0 (1 + c) 2) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (repeat T (1 + c) ++ [E; T; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s93_c8_L2 (c : nat) : tf_norm (strip [(1, 2)] (repeat T (2 + c) ++ [E; E; T; F]) []) (s72_board 0 (2 + c)) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (repeat T (2 + c) ++ [E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s93_c8_R (c : nat) : rmoves (s93_board 0 0 (2 + c) 1) = [strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; T; E; F]) []; strip [(1, 2)] (repeat T (2 + c) ++ [E; T; F; E]) []].
Proof. unfold s93_board, strip. tf_options. Qed.
Lemma s93_c8_R1 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; T; E; F]) []) (s43_board 0 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s93_c8_R2 (c : nat) : tf_norm (strip [(1, 2)] (repeat T (2 + c) ++ [E; T; F; E]) []) (s73_board 0 (2 + c) 1) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (repeat T (2 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b==0 && c>=2 && d==1 *)
Lemma s93_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s93_board 0 0 (2 + c) 1 -> fst (s93_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s93_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s93_q7] in Hc |- *.
  rewrite tf_game_eq, (s93_c8_L c), (s93_c8_R c); cbn [map].
  rewrite (tf_norm_game (s93_c8_L1 c)).
  pose proof (use_s43 IH 0 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s93_c8_L c) ltac:(cbn [In]; left; reflexivity) (s93_c8_L1 c))) as Ho0.
  rewrite (tf_norm_game (s93_c8_L2 c)).
  pose proof (use_s72 IH 0 (2 + c) (opt_norm_l _ _ _ _ _ (s93_c8_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s93_c8_L2 c))) as Ho1.
  rewrite (tf_norm_game (s93_c8_R1 c)).
  pose proof (use_s43 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s93_c8_R c) ltac:(cbn [In]; left; reflexivity) (s93_c8_R1 c))) as Ho2.
  rewrite (tf_norm_game (s93_c8_R2 c)).
  pose proof (use_s73 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s93_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s93_c8_R2 c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s43_p4 Ho0 ltac:(zlia)).
    rewrite (s43_p4_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s72_p2 Ho1 ltac:(zlia)).
    rewrite (s72_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s43_p9 Ho2 ltac:(zlia)).
    rewrite (s43_p9_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s73_p2 Ho3 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s43_p6 Ho0 ltac:(zlia)).
    rewrite (s43_p6_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s72_p2 Ho1 ltac:(zlia)).
    rewrite (s72_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s43_p9 Ho2 ltac:(zlia)).
    rewrite (s43_p9_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s73_p2 Ho3 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s93_c9_L (c d : nat) : lmoves (s93_board 0 0 (2 + c) (2 + d)) = [strip [(1, 2)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []; strip [(1, 2)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s93_board, strip. tf_options. Qed.
Lemma s93_c9_L1 (c d : nat) : tf_norm (strip [(1, 2)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []) (s43_board 0 (1 + c) (3 + d)) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s93_c9_L2 (c d : nat) : tf_norm (strip [(1, 2)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []) (s74_board 0 (2 + c) (1 + d)) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s93_c9_R (c d : nat) : rmoves (s93_board 0 0 (2 + c) (2 + d)) = [strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []; strip [(1, 2)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s93_board, strip. tf_options. Qed.
Lemma s93_c9_R1 (c d : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []) (s43_board 0 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s93_c9_R2 (c d : nat) : tf_norm (strip [(1, 2)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s73_board 0 (2 + c) (2 + d)) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b==0 && c>=2 && d>=2 *)
Lemma s93_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s93_board 0 0 (2 + c) (2 + d) -> fst (s93_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q5] in Hc |- *.
  rewrite tf_game_eq, (s93_c9_L c d), (s93_c9_R c d); cbn [map].
  rewrite (tf_norm_game (s93_c9_L1 c d)).
  pose proof (use_s43 IH 0 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s93_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s93_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s93_c9_L2 c d)).
  pose proof (use_s74 IH 0 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s93_c9_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s93_c9_L2 c d))) as Ho1.
  rewrite (tf_norm_game (s93_c9_R1 c d)).
  pose proof (use_s43 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s93_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s93_c9_R1 c d))) as Ho2.
  rewrite (tf_norm_game (s93_c9_R2 c d)).
  pose proof (use_s73 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s93_c9_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s93_c9_R2 c d))) as Ho3.
  rewrite (s43_p6 Ho0 ltac:(zlia)).
  rewrite (s43_p6_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho1 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s43_p6 Ho2 ltac:(zlia)).
  rewrite (s43_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b==1 && c==0 && d==0: the board of s36 *)
Lemma s93_c10_p9 x (Hs36 : s36_claim x) :
  x = s93_board 0 1 0 0 -> fst (s93_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s93_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s93_q9] in Hc |- *.
  pose proof (Hs36 0 1 0 ltac:(rewrite Hx; unfold s93_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s93_c11_L : lmoves (s93_board 0 1 0 1) = [s92_board 0 1 0].
Proof. unfold s92_board, s93_board. tf_options. Qed.
Lemma s93_c11_R : rmoves (s93_board 0 1 0 1) = [strip [(0, 1)] ([T; E; F; E; T; E; F]) []; s124_board 0 1 0 1].
Proof. unfold s124_board, s93_board, strip. tf_options. Qed.
Lemma s93_c11_R1 : tf_norm (strip [(0, 1)] ([T; E; F; E; T; E; F]) []) (s79_board 1 0 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b==1 && c==0 && d==1 *)
Lemma s93_c11_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s93_board 0 1 0 1 -> fst (s93_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s93_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s93_q11] in Hc |- *.
  rewrite tf_game_eq, (s93_c11_L), (s93_c11_R); cbn [map].
  pose proof (use_s92 IH 0 1 0 (opt_l _ _ _ (s93_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s93_c11_R1)).
  pose proof (use_s79 IH 1 0 0 1 (opt_norm_r _ _ _ _ _ (s93_c11_R) ltac:(cbn [In]; left; reflexivity) (s93_c11_R1))) as Ho1.
  pose proof (use_s124 IH 0 1 0 1 (opt_r _ _ _ (s93_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s92_p2 Ho0 ltac:(zlia)).
  rewrite (s79_p29 Ho1 ltac:(zlia)).
  rewrite (s124_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s93_c12_L (d : nat) : lmoves (s93_board 0 1 0 (2 + d)) = [s125_board 0 1 0 (1 + d)].
Proof. unfold s125_board, s93_board. tf_options. Qed.
Lemma s93_c12_R (d : nat) : rmoves (s93_board 0 1 0 (2 + d)) = [strip [(0, 1)] (T :: E :: F :: E :: repeat T (2 + d) ++ [E; F]) []; s124_board 0 1 0 (2 + d)].
Proof. unfold s124_board, s93_board, strip. tf_options. Qed.
Lemma s93_c12_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: E :: repeat T (2 + d) ++ [E; F]) []) (s79_board 1 0 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b==1 && c==0 && d>=2 *)
Lemma s93_c12_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s93_board 0 1 0 (2 + d) -> fst (s93_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q13] in Hc |- *.
  rewrite tf_game_eq, (s93_c12_L d), (s93_c12_R d); cbn [map].
  pose proof (use_s125 IH 0 1 0 (1 + d) (opt_l _ _ _ (s93_c12_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s93_c12_R1 d)).
  pose proof (use_s79 IH 1 0 0 (2 + d) (opt_norm_r _ _ _ _ _ (s93_c12_R d) ltac:(cbn [In]; left; reflexivity) (s93_c12_R1 d))) as Ho1.
  pose proof (use_s124 IH 0 1 0 (2 + d) (opt_r _ _ _ (s93_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s125_p10 Ho0 ltac:(zlia)).
  rewrite (s79_p30 Ho1 ltac:(zlia)).
  rewrite (s124_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s93_c12_p15 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s93_board 0 1 0 (2 + d) -> fst (s93_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q15] in Hc |- *.
  rewrite tf_game_eq, (s93_c12_L d), (s93_c12_R d); cbn [map].
  pose proof (use_s125 IH 0 1 0 (1 + d) (opt_l _ _ _ (s93_c12_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s93_c12_R1 d)).
  pose proof (use_s79 IH 1 0 0 (2 + d) (opt_norm_r _ _ _ _ _ (s93_c12_R d) ltac:(cbn [In]; left; reflexivity) (s93_c12_R1 d))) as Ho1.
  pose proof (use_s124 IH 0 1 0 (2 + d) (opt_r _ _ _ (s93_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s125_p12 Ho0 ltac:(zlia)).
  rewrite (s79_p31 Ho1 ltac:(zlia)).
  rewrite (s124_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s93_c12_p17 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s93_board 0 1 0 (2 + d) -> fst (s93_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q17] in Hc |- *.
  rewrite tf_game_eq, (s93_c12_L d), (s93_c12_R d); cbn [map].
  pose proof (use_s125 IH 0 1 0 (1 + d) (opt_l _ _ _ (s93_c12_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s93_c12_R1 d)).
  pose proof (use_s79 IH 1 0 0 (2 + d) (opt_norm_r _ _ _ _ _ (s93_c12_R d) ltac:(cbn [In]; left; reflexivity) (s93_c12_R1 d))) as Ho1.
  pose proof (use_s124 IH 0 1 0 (2 + d) (opt_r _ _ _ (s93_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  rewrite (s79_p31 Ho1 ltac:(zlia)).
  rewrite (s124_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b==1 && c==1 && d==0: the board of s36 *)
Lemma s93_c13_p19 x (Hs36 : s36_claim x) :
  x = s93_board 0 1 1 0 -> fst (s93_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s93_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s93_q19] in Hc |- *.
  pose proof (Hs36 0 1 1 ltac:(rewrite Hx; unfold s93_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s93_c14_L : lmoves (s93_board 0 1 1 1) = [s93_board 0 1 0 2; s92_board 0 1 1].
Proof. unfold s92_board, s93_board. tf_options. Qed.
Lemma s93_c14_R : rmoves (s93_board 0 1 1 1) = [strip [(0, 1)] ([T; E; F; T; E; T; E; F]) []; s124_board 0 1 1 1].
Proof. unfold s124_board, s93_board, strip. tf_options. Qed.
Lemma s93_c14_R1 : tf_norm (strip [(0, 1)] ([T; E; F; T; E; T; E; F]) []) (s79_board 1 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; T; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b==1 && c==1 && d==1 *)
Lemma s93_c14_p22 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s93_board 0 1 1 1 -> fst (s93_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s93_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s93_q22] in Hc |- *.
  rewrite tf_game_eq, (s93_c14_L), (s93_c14_R); cbn [map].
  pose proof (use_s93 IH 0 1 0 2 (opt_l _ _ _ (s93_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s92 IH 0 1 1 (opt_l _ _ _ (s93_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s93_c14_R1)).
  pose proof (use_s79 IH 1 0 1 1 (opt_norm_r _ _ _ _ _ (s93_c14_R) ltac:(cbn [In]; left; reflexivity) (s93_c14_R1))) as Ho2.
  pose proof (use_s124 IH 0 1 1 1 (opt_r _ _ _ (s93_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s93_p13 Ho0 ltac:(zlia)).
  rewrite (s92_p5 Ho1 ltac:(zlia)).
  rewrite (s79_p34 Ho2 ltac:(zlia)).
  rewrite (s124_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s93_c15_L (d : nat) : lmoves (s93_board 0 1 1 (2 + d)) = [s93_board 0 1 0 (3 + d); s125_board 0 1 1 (1 + d)].
Proof. unfold s125_board, s93_board. tf_options. Qed.
Lemma s93_c15_R (d : nat) : rmoves (s93_board 0 1 1 (2 + d)) = [strip [(0, 1)] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [E; F]) []; s124_board 0 1 1 (2 + d)].
Proof. unfold s124_board, s93_board, strip. tf_options. Qed.
Lemma s93_c15_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [E; F]) []) (s79_board 1 0 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s93_c15_p17 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s93_board 0 1 1 (2 + d) -> fst (s93_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q17] in Hc |- *.
  rewrite tf_game_eq, (s93_c15_L d), (s93_c15_R d); cbn [map].
  pose proof (use_s93 IH 0 1 0 (3 + d) (opt_l _ _ _ (s93_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 0 1 1 (1 + d) (opt_l _ _ _ (s93_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s93_c15_R1 d)).
  pose proof (use_s79 IH 1 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s93_c15_R d) ltac:(cbn [In]; left; reflexivity) (s93_c15_R1 d))) as Ho2.
  pose proof (use_s124 IH 0 1 1 (2 + d) (opt_r _ _ _ (s93_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s93_p17 Ho0 ltac:(zlia)).
  rewrite (s125_p14 Ho1 ltac:(zlia)).
  rewrite (s79_p31 Ho2 ltac:(zlia)).
  rewrite (s124_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s93_c15_p24 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s93_board 0 1 1 (2 + d) -> fst (s93_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q24] in Hc |- *.
  rewrite tf_game_eq, (s93_c15_L d), (s93_c15_R d); cbn [map].
  pose proof (use_s93 IH 0 1 0 (3 + d) (opt_l _ _ _ (s93_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 0 1 1 (1 + d) (opt_l _ _ _ (s93_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s93_c15_R1 d)).
  pose proof (use_s79 IH 1 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s93_c15_R d) ltac:(cbn [In]; left; reflexivity) (s93_c15_R1 d))) as Ho2.
  pose proof (use_s124 IH 0 1 1 (2 + d) (opt_r _ _ _ (s93_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s93_p15 Ho0 ltac:(zlia)).
  rewrite (s125_p18 Ho1 ltac:(zlia)).
  rewrite (s79_p31 Ho2 ltac:(zlia)).
  rewrite (s124_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b==1 && c>=2 && d==0: the board of s36 *)
Lemma s93_c16_p19 x (Hs36 : s36_claim x) (c : nat) :
  x = s93_board 0 1 (2 + c) 0 -> fst (s93_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s93_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s93_q19] in Hc |- *.
  pose proof (Hs36 0 1 (2 + c) ltac:(rewrite Hx; unfold s93_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s93_c17_L (c : nat) : lmoves (s93_board 0 1 (2 + c) 1) = [s93_board 0 1 (1 + c) 2; s92_board 0 1 (2 + c)].
Proof. unfold s92_board, s93_board. tf_options. Qed.
Lemma s93_c17_R (c : nat) : rmoves (s93_board 0 1 (2 + c) 1) = [strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; T; E; F]) []; s124_board 0 1 (2 + c) 1].
Proof. unfold s124_board, s93_board, strip. tf_options. Qed.
Lemma s93_c17_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; T; E; F]) []) (s79_board 1 0 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s93_c17_p22 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s93_board 0 1 (2 + c) 1 -> fst (s93_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s93_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s93_q22] in Hc |- *.
  rewrite tf_game_eq, (s93_c17_L c), (s93_c17_R c); cbn [map].
  pose proof (use_s93 IH 0 1 (1 + c) 2 (opt_l _ _ _ (s93_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s92 IH 0 1 (2 + c) (opt_l _ _ _ (s93_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s93_c17_R1 c)).
  pose proof (use_s79 IH 1 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s93_c17_R c) ltac:(cbn [In]; left; reflexivity) (s93_c17_R1 c))) as Ho2.
  pose proof (use_s124 IH 0 1 (2 + c) 1 (opt_r _ _ _ (s93_c17_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s93_p17 Ho0 ltac:(zlia)).
    rewrite (s92_p5 Ho1 ltac:(zlia)).
    rewrite (s79_p34 Ho2 ltac:(zlia)).
    rewrite (s124_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s93_p24 Ho0 ltac:(zlia)).
    rewrite (s92_p5 Ho1 ltac:(zlia)).
    rewrite (s79_p34 Ho2 ltac:(zlia)).
    rewrite (s124_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s93_c18_L (c d : nat) : lmoves (s93_board 0 1 (2 + c) (2 + d)) = [s93_board 0 1 (1 + c) (3 + d); s125_board 0 1 (2 + c) (1 + d)].
Proof. unfold s125_board, s93_board. tf_options. Qed.
Lemma s93_c18_R (c d : nat) : rmoves (s93_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []; s124_board 0 1 (2 + c) (2 + d)].
Proof. unfold s124_board, s93_board, strip. tf_options. Qed.
Lemma s93_c18_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []) (s79_board 1 0 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s93_c18_p17 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s93_board 0 1 (2 + c) (2 + d) -> fst (s93_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q17] in Hc |- *.
  rewrite tf_game_eq, (s93_c18_L c d), (s93_c18_R c d); cbn [map].
  pose proof (use_s93 IH 0 1 (1 + c) (3 + d) (opt_l _ _ _ (s93_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 0 1 (2 + c) (1 + d) (opt_l _ _ _ (s93_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s93_c18_R1 c d)).
  pose proof (use_s79 IH 1 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s93_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s93_c18_R1 c d))) as Ho2.
  pose proof (use_s124 IH 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s93_c18_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s93_p17 Ho0 ltac:(zlia)).
  rewrite (s125_p14 Ho1 ltac:(zlia)).
  rewrite (s79_p31 Ho2 ltac:(zlia)).
  rewrite (s124_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b>=2 && c==0 && d==0: the board of s36 *)
Lemma s93_c19_p9 x (Hs36 : s36_claim x) (b : nat) :
  x = s93_board 0 (2 + b) 0 0 -> fst (s93_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s93_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s93_q9] in Hc |- *.
  pose proof (Hs36 0 (2 + b) 0 ltac:(rewrite Hx; unfold s93_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s93_c20_L (b : nat) : lmoves (s93_board 0 (2 + b) 0 1) = [s92_board 0 (2 + b) 0].
Proof. unfold s92_board, s93_board. tf_options. Qed.
Lemma s93_c20_R (b : nat) : rmoves (s93_board 0 (2 + b) 0 1) = [s124_board 0 (2 + b) 0 1].
Proof. unfold s124_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b>=2 && c==0 && d==1 *)
Lemma s93_c20_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s93_board 0 (2 + b) 0 1 -> fst (s93_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s93_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s93_q11] in Hc |- *.
  rewrite tf_game_eq, (s93_c20_L b), (s93_c20_R b); cbn [map].
  pose proof (use_s92 IH 0 (2 + b) 0 (opt_l _ _ _ (s93_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s93_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s92_p3 Ho0 ltac:(zlia)).
  rewrite (s124_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s93_c21_L (b d : nat) : lmoves (s93_board 0 (2 + b) 0 (2 + d)) = [s125_board 0 (2 + b) 0 (1 + d)].
Proof. unfold s125_board, s93_board. tf_options. Qed.
Lemma s93_c21_R (b d : nat) : rmoves (s93_board 0 (2 + b) 0 (2 + d)) = [s124_board 0 (2 + b) 0 (2 + d)].
Proof. unfold s124_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s93_c21_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s93_board 0 (2 + b) 0 (2 + d) -> fst (s93_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q13] in Hc |- *.
  rewrite tf_game_eq, (s93_c21_L b d), (s93_c21_R b d); cbn [map].
  pose proof (use_s125 IH 0 (2 + b) 0 (1 + d) (opt_l _ _ _ (s93_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s93_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s125_p10 Ho0 ltac:(zlia)).
  rewrite (s124_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s93_c21_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s93_board 0 (2 + b) 0 (2 + d) -> fst (s93_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q15] in Hc |- *.
  rewrite tf_game_eq, (s93_c21_L b d), (s93_c21_R b d); cbn [map].
  pose proof (use_s125 IH 0 (2 + b) 0 (1 + d) (opt_l _ _ _ (s93_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s93_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s125_p12 Ho0 ltac:(zlia)).
  rewrite (s124_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s93_c21_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s93_board 0 (2 + b) 0 (2 + d) -> fst (s93_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q17] in Hc |- *.
  rewrite tf_game_eq, (s93_c21_L b d), (s93_c21_R b d); cbn [map].
  pose proof (use_s125 IH 0 (2 + b) 0 (1 + d) (opt_l _ _ _ (s93_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s93_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  rewrite (s124_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b>=2 && c==1 && d==0: the board of s36 *)
Lemma s93_c22_p19 x (Hs36 : s36_claim x) (b : nat) :
  x = s93_board 0 (2 + b) 1 0 -> fst (s93_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s93_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s93_q19] in Hc |- *.
  pose proof (Hs36 0 (2 + b) 1 ltac:(rewrite Hx; unfold s93_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s93_c23_L (b : nat) : lmoves (s93_board 0 (2 + b) 1 1) = [s93_board 0 (2 + b) 0 2; s92_board 0 (2 + b) 1].
Proof. unfold s92_board, s93_board. tf_options. Qed.
Lemma s93_c23_R (b : nat) : rmoves (s93_board 0 (2 + b) 1 1) = [s124_board 0 (2 + b) 1 1].
Proof. unfold s124_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s93_c23_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s93_board 0 (2 + b) 1 1 -> fst (s93_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s93_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s93_q22] in Hc |- *.
  rewrite tf_game_eq, (s93_c23_L b), (s93_c23_R b); cbn [map].
  pose proof (use_s93 IH 0 (2 + b) 0 2 (opt_l _ _ _ (s93_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s92 IH 0 (2 + b) 1 (opt_l _ _ _ (s93_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s93_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s93_p13 Ho0 ltac:(zlia)).
  rewrite (s92_p5 Ho1 ltac:(zlia)).
  rewrite (s124_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s93_c24_L (b d : nat) : lmoves (s93_board 0 (2 + b) 1 (2 + d)) = [s93_board 0 (2 + b) 0 (3 + d); s125_board 0 (2 + b) 1 (1 + d)].
Proof. unfold s125_board, s93_board. tf_options. Qed.
Lemma s93_c24_R (b d : nat) : rmoves (s93_board 0 (2 + b) 1 (2 + d)) = [s124_board 0 (2 + b) 1 (2 + d)].
Proof. unfold s124_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s93_c24_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s93_board 0 (2 + b) 1 (2 + d) -> fst (s93_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q17] in Hc |- *.
  rewrite tf_game_eq, (s93_c24_L b d), (s93_c24_R b d); cbn [map].
  pose proof (use_s93 IH 0 (2 + b) 0 (3 + d) (opt_l _ _ _ (s93_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 0 (2 + b) 1 (1 + d) (opt_l _ _ _ (s93_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s93_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s93_p17 Ho0 ltac:(zlia)).
  rewrite (s125_p14 Ho1 ltac:(zlia)).
  rewrite (s124_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s93_c24_p24 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s93_board 0 (2 + b) 1 (2 + d) -> fst (s93_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q24] in Hc |- *.
  rewrite tf_game_eq, (s93_c24_L b d), (s93_c24_R b d); cbn [map].
  pose proof (use_s93 IH 0 (2 + b) 0 (3 + d) (opt_l _ _ _ (s93_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 0 (2 + b) 1 (1 + d) (opt_l _ _ _ (s93_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s93_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s93_p15 Ho0 ltac:(zlia)).
  rewrite (s125_p18 Ho1 ltac:(zlia)).
  rewrite (s124_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b>=2 && c>=2 && d==0: the board of s36 *)
Lemma s93_c25_p19 x (Hs36 : s36_claim x) (b c : nat) :
  x = s93_board 0 (2 + b) (2 + c) 0 -> fst (s93_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s93_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s93_q19] in Hc |- *.
  pose proof (Hs36 0 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s93_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s93_c26_L (b c : nat) : lmoves (s93_board 0 (2 + b) (2 + c) 1) = [s93_board 0 (2 + b) (1 + c) 2; s92_board 0 (2 + b) (2 + c)].
Proof. unfold s92_board, s93_board. tf_options. Qed.
Lemma s93_c26_R (b c : nat) : rmoves (s93_board 0 (2 + b) (2 + c) 1) = [s124_board 0 (2 + b) (2 + c) 1].
Proof. unfold s124_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s93_c26_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s93_board 0 (2 + b) (2 + c) 1 -> fst (s93_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s93_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s93_q22] in Hc |- *.
  rewrite tf_game_eq, (s93_c26_L b c), (s93_c26_R b c); cbn [map].
  pose proof (use_s93 IH 0 (2 + b) (1 + c) 2 (opt_l _ _ _ (s93_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s92 IH 0 (2 + b) (2 + c) (opt_l _ _ _ (s93_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH 0 (2 + b) (2 + c) 1 (opt_r _ _ _ (s93_c26_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s93_p17 Ho0 ltac:(zlia)).
    rewrite (s92_p5 Ho1 ltac:(zlia)).
    rewrite (s124_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s93_p24 Ho0 ltac:(zlia)).
    rewrite (s92_p5 Ho1 ltac:(zlia)).
    rewrite (s124_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s93_c27_L (b c d : nat) : lmoves (s93_board 0 (2 + b) (2 + c) (2 + d)) = [s93_board 0 (2 + b) (1 + c) (3 + d); s125_board 0 (2 + b) (2 + c) (1 + d)].
Proof. unfold s125_board, s93_board. tf_options. Qed.
Lemma s93_c27_R (b c d : nat) : rmoves (s93_board 0 (2 + b) (2 + c) (2 + d)) = [s124_board 0 (2 + b) (2 + c) (2 + d)].
Proof. unfold s124_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s93_c27_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s93_board 0 (2 + b) (2 + c) (2 + d) -> fst (s93_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q17] in Hc |- *.
  rewrite tf_game_eq, (s93_c27_L b c d), (s93_c27_R b c d); cbn [map].
  pose proof (use_s93 IH 0 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s93_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 0 (2 + b) (2 + c) (1 + d) (opt_l _ _ _ (s93_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH 0 (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s93_c27_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s93_p17 Ho0 ltac:(zlia)).
  rewrite (s125_p14 Ho1 ltac:(zlia)).
  rewrite (s124_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b==0 && c==0 && d==0: the board of s36 *)
Lemma s93_c28_p26 x (Hs36 : s36_claim x) :
  x = s93_board 1 0 0 0 -> fst (s93_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s93_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s93_q26] in Hc |- *.
  pose proof (Hs36 1 0 0 ltac:(rewrite Hx; unfold s93_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s93_c29_L : lmoves (s93_board 1 0 0 1) = [s93_board 0 1 0 1; s92_board 1 0 0].
Proof. unfold s92_board, s93_board. tf_options. Qed.
Lemma s93_c29_R : rmoves (s93_board 1 0 0 1) = [s147_board 1 0 0 1; s124_board 1 0 0 1].
Proof. unfold s124_board, s147_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b==0 && c==0 && d==1 *)
Lemma s93_c29_p27 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s93_board 1 0 0 1 -> fst (s93_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s93_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s93_q27] in Hc |- *.
  rewrite tf_game_eq, (s93_c29_L), (s93_c29_R); cbn [map].
  pose proof (use_s93 IH 0 1 0 1 (opt_l _ _ _ (s93_c29_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s92 IH 1 0 0 (opt_l _ _ _ (s93_c29_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s147 IH 1 0 0 1 (opt_r _ _ _ (s93_c29_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH 1 0 0 1 (opt_r _ _ _ (s93_c29_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s93_p11 Ho0 ltac:(zlia)).
  rewrite (s92_p7 Ho1 ltac:(zlia)).
  rewrite (s147_p28 Ho2 ltac:(zlia)).
  rewrite (s124_p11 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s93_c30_L (d : nat) : lmoves (s93_board 1 0 0 (2 + d)) = [s93_board 0 1 0 (2 + d); s125_board 1 0 0 (1 + d)].
Proof. unfold s125_board, s93_board. tf_options. Qed.
Lemma s93_c30_R (d : nat) : rmoves (s93_board 1 0 0 (2 + d)) = [s147_board 1 0 0 (2 + d); s124_board 1 0 0 (2 + d)].
Proof. unfold s124_board, s147_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b==0 && c==0 && d>=2 *)
Lemma s93_c30_p20 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s93_board 1 0 0 (2 + d) -> fst (s93_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q20] in Hc |- *.
  rewrite tf_game_eq, (s93_c30_L d), (s93_c30_R d); cbn [map].
  pose proof (use_s93 IH 0 1 0 (2 + d) (opt_l _ _ _ (s93_c30_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 1 0 0 (1 + d) (opt_l _ _ _ (s93_c30_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s147 IH 1 0 0 (2 + d) (opt_r _ _ _ (s93_c30_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH 1 0 0 (2 + d) (opt_r _ _ _ (s93_c30_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s93_p13 Ho0 ltac:(zlia)).
  rewrite (s125_p21 Ho1 ltac:(zlia)).
  rewrite (s147_p29 Ho2 ltac:(zlia)).
  rewrite (s124_p11 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s93_c30_p28 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s93_board 1 0 0 (2 + d) -> fst (s93_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q28] in Hc |- *.
  rewrite tf_game_eq, (s93_c30_L d), (s93_c30_R d); cbn [map].
  pose proof (use_s93 IH 0 1 0 (2 + d) (opt_l _ _ _ (s93_c30_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 1 0 0 (1 + d) (opt_l _ _ _ (s93_c30_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s147 IH 1 0 0 (2 + d) (opt_r _ _ _ (s93_c30_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH 1 0 0 (2 + d) (opt_r _ _ _ (s93_c30_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s93_p15 Ho0 ltac:(zlia)).
  rewrite (s125_p22 Ho1 ltac:(zlia)).
  rewrite (s147_p30 Ho2 ltac:(zlia)).
  rewrite (s124_p11 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s93_c30_p29 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s93_board 1 0 0 (2 + d) -> fst (s93_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q29] in Hc |- *.
  rewrite tf_game_eq, (s93_c30_L d), (s93_c30_R d); cbn [map].
  pose proof (use_s93 IH 0 1 0 (2 + d) (opt_l _ _ _ (s93_c30_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 1 0 0 (1 + d) (opt_l _ _ _ (s93_c30_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s147 IH 1 0 0 (2 + d) (opt_r _ _ _ (s93_c30_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH 1 0 0 (2 + d) (opt_r _ _ _ (s93_c30_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s93_p17 Ho0 ltac:(zlia)).
  rewrite (s125_p23 Ho1 ltac:(zlia)).
  rewrite (s147_p31 Ho2 ltac:(zlia)).
  rewrite (s124_p11 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b==0 && c==1 && d==0: the board of s36 *)
Lemma s93_c31_p30 x (Hs36 : s36_claim x) :
  x = s93_board 1 0 1 0 -> fst (s93_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s93_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s93_q30] in Hc |- *.
  pose proof (Hs36 1 0 1 ltac:(rewrite Hx; unfold s93_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s93_c32_L : lmoves (s93_board 1 0 1 1) = [s93_board 0 1 1 1; s93_board 1 0 0 2; s92_board 1 0 1].
Proof. unfold s92_board, s93_board. tf_options. Qed.
Lemma s93_c32_R : rmoves (s93_board 1 0 1 1) = [s147_board 1 0 1 1; s124_board 1 0 1 1].
Proof. unfold s124_board, s147_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b==0 && c==1 && d==1 *)
Lemma s93_c32_p31 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s93_board 1 0 1 1 -> fst (s93_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s93_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s93_q31] in Hc |- *.
  rewrite tf_game_eq, (s93_c32_L), (s93_c32_R); cbn [map].
  pose proof (use_s93 IH 0 1 1 1 (opt_l _ _ _ (s93_c32_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH 1 0 0 2 (opt_l _ _ _ (s93_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s92 IH 1 0 1 (opt_l _ _ _ (s93_c32_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s147 IH 1 0 1 1 (opt_r _ _ _ (s93_c32_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s124 IH 1 0 1 1 (opt_r _ _ _ (s93_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s93_p22 Ho0 ltac:(zlia)).
  rewrite (s93_p20 Ho1 ltac:(zlia)).
  rewrite (s92_p8 Ho2 ltac:(zlia)).
  rewrite (s147_p33 Ho3 ltac:(zlia)).
  rewrite (s124_p11 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s93_c33_L (d : nat) : lmoves (s93_board 1 0 1 (2 + d)) = [s93_board 0 1 1 (2 + d); s93_board 1 0 0 (3 + d); s125_board 1 0 1 (1 + d)].
Proof. unfold s125_board, s93_board. tf_options. Qed.
Lemma s93_c33_R (d : nat) : rmoves (s93_board 1 0 1 (2 + d)) = [s147_board 1 0 1 (2 + d); s124_board 1 0 1 (2 + d)].
Proof. unfold s124_board, s147_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b==0 && c==1 && d>=2 *)
Lemma s93_c33_p29 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s93_board 1 0 1 (2 + d) -> fst (s93_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q29] in Hc |- *.
  rewrite tf_game_eq, (s93_c33_L d), (s93_c33_R d); cbn [map].
  pose proof (use_s93 IH 0 1 1 (2 + d) (opt_l _ _ _ (s93_c33_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH 1 0 0 (3 + d) (opt_l _ _ _ (s93_c33_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s125 IH 1 0 1 (1 + d) (opt_l _ _ _ (s93_c33_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s147 IH 1 0 1 (2 + d) (opt_r _ _ _ (s93_c33_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s124 IH 1 0 1 (2 + d) (opt_r _ _ _ (s93_c33_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s93_p17 Ho0 ltac:(zlia)).
  rewrite (s93_p29 Ho1 ltac:(zlia)).
  rewrite (s125_p23 Ho2 ltac:(zlia)).
  rewrite (s147_p31 Ho3 ltac:(zlia)).
  rewrite (s124_p11 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s93_c33_p32 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s93_board 1 0 1 (2 + d) -> fst (s93_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q32] in Hc |- *.
  rewrite tf_game_eq, (s93_c33_L d), (s93_c33_R d); cbn [map].
  pose proof (use_s93 IH 0 1 1 (2 + d) (opt_l _ _ _ (s93_c33_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH 1 0 0 (3 + d) (opt_l _ _ _ (s93_c33_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s125 IH 1 0 1 (1 + d) (opt_l _ _ _ (s93_c33_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s147 IH 1 0 1 (2 + d) (opt_r _ _ _ (s93_c33_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s124 IH 1 0 1 (2 + d) (opt_r _ _ _ (s93_c33_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s93_p24 Ho0 ltac:(zlia)).
  rewrite (s93_p28 Ho1 ltac:(zlia)).
  rewrite (s125_p25 Ho2 ltac:(zlia)).
  rewrite (s147_p34 Ho3 ltac:(zlia)).
  rewrite (s124_p11 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b==0 && c>=2 && d==0: the board of s36 *)
Lemma s93_c34_p30 x (Hs36 : s36_claim x) (c : nat) :
  x = s93_board 1 0 (2 + c) 0 -> fst (s93_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s93_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s93_q30] in Hc |- *.
  pose proof (Hs36 1 0 (2 + c) ltac:(rewrite Hx; unfold s93_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s93_c35_L (c : nat) : lmoves (s93_board 1 0 (2 + c) 1) = [s93_board 0 1 (2 + c) 1; s93_board 1 0 (1 + c) 2; s92_board 1 0 (2 + c)].
Proof. unfold s92_board, s93_board. tf_options. Qed.
Lemma s93_c35_R (c : nat) : rmoves (s93_board 1 0 (2 + c) 1) = [s147_board 1 0 (2 + c) 1; s124_board 1 0 (2 + c) 1].
Proof. unfold s124_board, s147_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b==0 && c>=2 && d==1 *)
Lemma s93_c35_p31 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s93_board 1 0 (2 + c) 1 -> fst (s93_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s93_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s93_q31] in Hc |- *.
  rewrite tf_game_eq, (s93_c35_L c), (s93_c35_R c); cbn [map].
  pose proof (use_s93 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s93_c35_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH 1 0 (1 + c) 2 (opt_l _ _ _ (s93_c35_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s92 IH 1 0 (2 + c) (opt_l _ _ _ (s93_c35_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s147 IH 1 0 (2 + c) 1 (opt_r _ _ _ (s93_c35_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s124 IH 1 0 (2 + c) 1 (opt_r _ _ _ (s93_c35_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s93_p22 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s93_p29 Ho1 ltac:(zlia)).
    rewrite (s92_p8 Ho2 ltac:(zlia)).
    rewrite (s147_p33 Ho3 ltac:(zlia)).
    rewrite (s124_p11 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s93_p32 Ho1 ltac:(zlia)).
    rewrite (s92_p8 Ho2 ltac:(zlia)).
    rewrite (s147_p33 Ho3 ltac:(zlia)).
    rewrite (s124_p11 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s93_c36_L (c d : nat) : lmoves (s93_board 1 0 (2 + c) (2 + d)) = [s93_board 0 1 (2 + c) (2 + d); s93_board 1 0 (1 + c) (3 + d); s125_board 1 0 (2 + c) (1 + d)].
Proof. unfold s125_board, s93_board. tf_options. Qed.
Lemma s93_c36_R (c d : nat) : rmoves (s93_board 1 0 (2 + c) (2 + d)) = [s147_board 1 0 (2 + c) (2 + d); s124_board 1 0 (2 + c) (2 + d)].
Proof. unfold s124_board, s147_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b==0 && c>=2 && d>=2 *)
Lemma s93_c36_p29 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s93_board 1 0 (2 + c) (2 + d) -> fst (s93_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q29] in Hc |- *.
  rewrite tf_game_eq, (s93_c36_L c d), (s93_c36_R c d); cbn [map].
  pose proof (use_s93 IH 0 1 (2 + c) (2 + d) (opt_l _ _ _ (s93_c36_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH 1 0 (1 + c) (3 + d) (opt_l _ _ _ (s93_c36_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s125 IH 1 0 (2 + c) (1 + d) (opt_l _ _ _ (s93_c36_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s147 IH 1 0 (2 + c) (2 + d) (opt_r _ _ _ (s93_c36_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s124 IH 1 0 (2 + c) (2 + d) (opt_r _ _ _ (s93_c36_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s93_p17 Ho0 ltac:(zlia)).
  rewrite (s93_p29 Ho1 ltac:(zlia)).
  rewrite (s125_p23 Ho2 ltac:(zlia)).
  rewrite (s147_p31 Ho3 ltac:(zlia)).
  rewrite (s124_p11 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b==1 && c==0 && d==0: the board of s36 *)
Lemma s93_c37_p33 x (Hs36 : s36_claim x) :
  x = s93_board 1 1 0 0 -> fst (s93_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s93_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s93_q33] in Hc |- *.
  pose proof (Hs36 1 1 0 ltac:(rewrite Hx; unfold s93_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s93_c38_L : lmoves (s93_board 1 1 0 1) = [s93_board 0 2 0 1; s92_board 1 1 0].
Proof. unfold s92_board, s93_board. tf_options. Qed.
Lemma s93_c38_R : rmoves (s93_board 1 1 0 1) = [s181_board 1 0 0 1; s124_board 1 1 0 1].
Proof. unfold s124_board, s181_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b==1 && c==0 && d==1 *)
Lemma s93_c38_p34 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s93_board 1 1 0 1 -> fst (s93_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s93_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s93_q34] in Hc |- *.
  rewrite tf_game_eq, (s93_c38_L), (s93_c38_R); cbn [map].
  pose proof (use_s93 IH 0 2 0 1 (opt_l _ _ _ (s93_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s92 IH 1 1 0 (opt_l _ _ _ (s93_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s181 IH 1 0 0 1 (opt_r _ _ _ (s93_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH 1 1 0 1 (opt_r _ _ _ (s93_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s93_p11 Ho0 ltac:(zlia)).
  rewrite (s92_p2 Ho1 ltac:(zlia)).
  rewrite (s181_p7 Ho2 ltac:(zlia)).
  rewrite (s124_p14 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s93_c39_L (d : nat) : lmoves (s93_board 1 1 0 (2 + d)) = [s93_board 0 2 0 (2 + d); s125_board 1 1 0 (1 + d)].
Proof. unfold s125_board, s93_board. tf_options. Qed.
Lemma s93_c39_R (d : nat) : rmoves (s93_board 1 1 0 (2 + d)) = [s181_board 1 0 0 (2 + d); s124_board 1 1 0 (2 + d)].
Proof. unfold s124_board, s181_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b==1 && c==0 && d>=2 *)
Lemma s93_c39_p35 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s93_board 1 1 0 (2 + d) -> fst (s93_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q35] in Hc |- *.
  rewrite tf_game_eq, (s93_c39_L d), (s93_c39_R d); cbn [map].
  pose proof (use_s93 IH 0 2 0 (2 + d) (opt_l _ _ _ (s93_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 1 1 0 (1 + d) (opt_l _ _ _ (s93_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s181 IH 1 0 0 (2 + d) (opt_r _ _ _ (s93_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH 1 1 0 (2 + d) (opt_r _ _ _ (s93_c39_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s93_p13 Ho0 ltac:(zlia)).
  rewrite (s125_p27 Ho1 ltac:(zlia)).
  rewrite (s181_p22 Ho2 ltac:(zlia)).
  rewrite (s124_p14 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s93_c39_p36 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s93_board 1 1 0 (2 + d) -> fst (s93_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q36] in Hc |- *.
  rewrite tf_game_eq, (s93_c39_L d), (s93_c39_R d); cbn [map].
  pose proof (use_s93 IH 0 2 0 (2 + d) (opt_l _ _ _ (s93_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 1 1 0 (1 + d) (opt_l _ _ _ (s93_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s181 IH 1 0 0 (2 + d) (opt_r _ _ _ (s93_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH 1 1 0 (2 + d) (opt_r _ _ _ (s93_c39_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s93_p15 Ho0 ltac:(zlia)).
    rewrite (s125_p28 Ho1 ltac:(zlia)).
    rewrite (s181_p23 Ho2 ltac:(zlia)).
    rewrite (s124_p14 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s93_p17 Ho0 ltac:(zlia)).
    rewrite (s125_p28 Ho1 ltac:(zlia)).
    rewrite (s181_p23 Ho2 ltac:(zlia)).
    rewrite (s124_p14 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b==1 && c==1 && d==0: the board of s36 *)
Lemma s93_c40_p38 x (Hs36 : s36_claim x) :
  x = s93_board 1 1 1 0 -> fst (s93_q38 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s93_q38 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s93_q38] in Hc |- *.
  pose proof (Hs36 1 1 1 ltac:(rewrite Hx; unfold s93_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s93_c41_L : lmoves (s93_board 1 1 1 1) = [s93_board 0 2 1 1; s93_board 1 1 0 2; s92_board 1 1 1].
Proof. unfold s92_board, s93_board. tf_options. Qed.
Lemma s93_c41_R : rmoves (s93_board 1 1 1 1) = [s181_board 1 0 1 1; s124_board 1 1 1 1].
Proof. unfold s124_board, s181_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b==1 && c==1 && d==1 *)
Lemma s93_c41_p39 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s93_board 1 1 1 1 -> fst (s93_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s93_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s93_q39] in Hc |- *.
  rewrite tf_game_eq, (s93_c41_L), (s93_c41_R); cbn [map].
  pose proof (use_s93 IH 0 2 1 1 (opt_l _ _ _ (s93_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH 1 1 0 2 (opt_l _ _ _ (s93_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s92 IH 1 1 1 (opt_l _ _ _ (s93_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s181 IH 1 0 1 1 (opt_r _ _ _ (s93_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s124 IH 1 1 1 1 (opt_r _ _ _ (s93_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s93_p22 Ho0 ltac:(zlia)).
  rewrite (s93_p35 Ho1 ltac:(zlia)).
  rewrite (s92_p10 Ho2 ltac:(zlia)).
  rewrite (s181_p8 Ho3 ltac:(zlia)).
  rewrite (s124_p16 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s93_c42_L (d : nat) : lmoves (s93_board 1 1 1 (2 + d)) = [s93_board 0 2 1 (2 + d); s93_board 1 1 0 (3 + d); s125_board 1 1 1 (1 + d)].
Proof. unfold s125_board, s93_board. tf_options. Qed.
Lemma s93_c42_R (d : nat) : rmoves (s93_board 1 1 1 (2 + d)) = [s181_board 1 0 1 (2 + d); s124_board 1 1 1 (2 + d)].
Proof. unfold s124_board, s181_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s93_c42_p40 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s93_board 1 1 1 (2 + d) -> fst (s93_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q40] in Hc |- *.
  rewrite tf_game_eq, (s93_c42_L d), (s93_c42_R d); cbn [map].
  pose proof (use_s93 IH 0 2 1 (2 + d) (opt_l _ _ _ (s93_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH 1 1 0 (3 + d) (opt_l _ _ _ (s93_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s125 IH 1 1 1 (1 + d) (opt_l _ _ _ (s93_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s181 IH 1 0 1 (2 + d) (opt_r _ _ _ (s93_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s124 IH 1 1 1 (2 + d) (opt_r _ _ _ (s93_c42_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s93_p17 Ho0 ltac:(zlia)).
    rewrite (s93_p36 Ho1 ltac:(zlia)).
    rewrite (s125_p31 Ho2 ltac:(zlia)).
    rewrite (s181_p23 Ho3 ltac:(zlia)).
    rewrite (s124_p16 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s93_p24 Ho0 ltac:(zlia)).
    rewrite (s93_p36 Ho1 ltac:(zlia)).
    rewrite (s125_p31 Ho2 ltac:(zlia)).
    rewrite (s181_p23 Ho3 ltac:(zlia)).
    rewrite (s124_p16 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b==1 && c>=2 && d==0: the board of s36 *)
Lemma s93_c43_p38 x (Hs36 : s36_claim x) (c : nat) :
  x = s93_board 1 1 (2 + c) 0 -> fst (s93_q38 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s93_q38 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s93_q38] in Hc |- *.
  pose proof (Hs36 1 1 (2 + c) ltac:(rewrite Hx; unfold s93_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s93_c44_L (c : nat) : lmoves (s93_board 1 1 (2 + c) 1) = [s93_board 0 2 (2 + c) 1; s93_board 1 1 (1 + c) 2; s92_board 1 1 (2 + c)].
Proof. unfold s92_board, s93_board. tf_options. Qed.
Lemma s93_c44_R (c : nat) : rmoves (s93_board 1 1 (2 + c) 1) = [s181_board 1 0 (2 + c) 1; s124_board 1 1 (2 + c) 1].
Proof. unfold s124_board, s181_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s93_c44_p39 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s93_board 1 1 (2 + c) 1 -> fst (s93_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s93_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s93_q39] in Hc |- *.
  rewrite tf_game_eq, (s93_c44_L c), (s93_c44_R c); cbn [map].
  pose proof (use_s93 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s93_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s93_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s92 IH 1 1 (2 + c) (opt_l _ _ _ (s93_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s181 IH 1 0 (2 + c) 1 (opt_r _ _ _ (s93_c44_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s124 IH 1 1 (2 + c) 1 (opt_r _ _ _ (s93_c44_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s93_p22 Ho0 ltac:(zlia)).
  rewrite (s93_p40 Ho1 ltac:(zlia)).
  rewrite (s92_p10 Ho2 ltac:(zlia)).
  rewrite (s181_p8 Ho3 ltac:(zlia)).
  rewrite (s124_p16 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s93_c45_L (c d : nat) : lmoves (s93_board 1 1 (2 + c) (2 + d)) = [s93_board 0 2 (2 + c) (2 + d); s93_board 1 1 (1 + c) (3 + d); s125_board 1 1 (2 + c) (1 + d)].
Proof. unfold s125_board, s93_board. tf_options. Qed.
Lemma s93_c45_R (c d : nat) : rmoves (s93_board 1 1 (2 + c) (2 + d)) = [s181_board 1 0 (2 + c) (2 + d); s124_board 1 1 (2 + c) (2 + d)].
Proof. unfold s124_board, s181_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s93_c45_p40 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s93_board 1 1 (2 + c) (2 + d) -> fst (s93_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q40] in Hc |- *.
  rewrite tf_game_eq, (s93_c45_L c d), (s93_c45_R c d); cbn [map].
  pose proof (use_s93 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s93_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s93_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s125 IH 1 1 (2 + c) (1 + d) (opt_l _ _ _ (s93_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s181 IH 1 0 (2 + c) (2 + d) (opt_r _ _ _ (s93_c45_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s124 IH 1 1 (2 + c) (2 + d) (opt_r _ _ _ (s93_c45_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s93_p17 Ho0 ltac:(zlia)).
  rewrite (s93_p40 Ho1 ltac:(zlia)).
  rewrite (s125_p31 Ho2 ltac:(zlia)).
  rewrite (s181_p23 Ho3 ltac:(zlia)).
  rewrite (s124_p16 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b>=2 && c==0 && d==0: the board of s36 *)
Lemma s93_c46_p10 x (Hs36 : s36_claim x) (b : nat) :
  x = s93_board 1 (2 + b) 0 0 -> fst (s93_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s93_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s93_q10] in Hc |- *.
  pose proof (Hs36 1 (2 + b) 0 ltac:(rewrite Hx; unfold s93_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s93_c47_L (b : nat) : lmoves (s93_board 1 (2 + b) 0 1) = [s93_board 0 (3 + b) 0 1; s92_board 1 (2 + b) 0].
Proof. unfold s92_board, s93_board. tf_options. Qed.
Lemma s93_c47_R (b : nat) : rmoves (s93_board 1 (2 + b) 0 1) = [s124_board 1 (2 + b) 0 1].
Proof. unfold s124_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b>=2 && c==0 && d==1 *)
Lemma s93_c47_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s93_board 1 (2 + b) 0 1 -> fst (s93_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s93_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s93_q12] in Hc |- *.
  rewrite tf_game_eq, (s93_c47_L b), (s93_c47_R b); cbn [map].
  pose proof (use_s93 IH 0 (3 + b) 0 1 (opt_l _ _ _ (s93_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s92 IH 1 (2 + b) 0 (opt_l _ _ _ (s93_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s93_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s93_p11 Ho0 ltac:(zlia)).
  rewrite (s92_p3 Ho1 ltac:(zlia)).
  rewrite (s124_p17 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s93_c48_L (b d : nat) : lmoves (s93_board 1 (2 + b) 0 (2 + d)) = [s93_board 0 (3 + b) 0 (2 + d); s125_board 1 (2 + b) 0 (1 + d)].
Proof. unfold s125_board, s93_board. tf_options. Qed.
Lemma s93_c48_R (b d : nat) : rmoves (s93_board 1 (2 + b) 0 (2 + d)) = [s124_board 1 (2 + b) 0 (2 + d)].
Proof. unfold s124_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s93_c48_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s93_board 1 (2 + b) 0 (2 + d) -> fst (s93_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q14] in Hc |- *.
  rewrite tf_game_eq, (s93_c48_L b d), (s93_c48_R b d); cbn [map].
  pose proof (use_s93 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s93_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 1 (2 + b) 0 (1 + d) (opt_l _ _ _ (s93_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s93_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s93_p13 Ho0 ltac:(zlia)).
  rewrite (s125_p11 Ho1 ltac:(zlia)).
  rewrite (s124_p17 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s93_c48_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s93_board 1 (2 + b) 0 (2 + d) -> fst (s93_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q16] in Hc |- *.
  rewrite tf_game_eq, (s93_c48_L b d), (s93_c48_R b d); cbn [map].
  pose proof (use_s93 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s93_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 1 (2 + b) 0 (1 + d) (opt_l _ _ _ (s93_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s93_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s93_p15 Ho0 ltac:(zlia)).
  rewrite (s125_p13 Ho1 ltac:(zlia)).
  rewrite (s124_p17 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s93_c48_p41 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s93_board 1 (2 + b) 0 (2 + d) -> fst (s93_q41 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q41 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q41] in Hc |- *.
  rewrite tf_game_eq, (s93_c48_L b d), (s93_c48_R b d); cbn [map].
  pose proof (use_s93 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s93_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 1 (2 + b) 0 (1 + d) (opt_l _ _ _ (s93_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s93_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s93_p17 Ho0 ltac:(zlia)).
  rewrite (s125_p32 Ho1 ltac:(zlia)).
  rewrite (s124_p17 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b>=2 && c==1 && d==0: the board of s36 *)
Lemma s93_c49_p21 x (Hs36 : s36_claim x) (b : nat) :
  x = s93_board 1 (2 + b) 1 0 -> fst (s93_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s93_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s93_q21] in Hc |- *.
  pose proof (Hs36 1 (2 + b) 1 ltac:(rewrite Hx; unfold s93_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s93_c50_L (b : nat) : lmoves (s93_board 1 (2 + b) 1 1) = [s93_board 0 (3 + b) 1 1; s93_board 1 (2 + b) 0 2; s92_board 1 (2 + b) 1].
Proof. unfold s92_board, s93_board. tf_options. Qed.
Lemma s93_c50_R (b : nat) : rmoves (s93_board 1 (2 + b) 1 1) = [s124_board 1 (2 + b) 1 1].
Proof. unfold s124_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s93_c50_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s93_board 1 (2 + b) 1 1 -> fst (s93_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s93_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s93_q23] in Hc |- *.
  rewrite tf_game_eq, (s93_c50_L b), (s93_c50_R b); cbn [map].
  pose proof (use_s93 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s93_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH 1 (2 + b) 0 2 (opt_l _ _ _ (s93_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s92 IH 1 (2 + b) 1 (opt_l _ _ _ (s93_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s93_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s93_p22 Ho0 ltac:(zlia)).
  rewrite (s93_p14 Ho1 ltac:(zlia)).
  rewrite (s92_p6 Ho2 ltac:(zlia)).
  rewrite (s124_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s93_c51_L (b d : nat) : lmoves (s93_board 1 (2 + b) 1 (2 + d)) = [s93_board 0 (3 + b) 1 (2 + d); s93_board 1 (2 + b) 0 (3 + d); s125_board 1 (2 + b) 1 (1 + d)].
Proof. unfold s125_board, s93_board. tf_options. Qed.
Lemma s93_c51_R (b d : nat) : rmoves (s93_board 1 (2 + b) 1 (2 + d)) = [s124_board 1 (2 + b) 1 (2 + d)].
Proof. unfold s124_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s93_c51_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s93_board 1 (2 + b) 1 (2 + d) -> fst (s93_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q18] in Hc |- *.
  rewrite tf_game_eq, (s93_c51_L b d), (s93_c51_R b d); cbn [map].
  pose proof (use_s93 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s93_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH 1 (2 + b) 0 (3 + d) (opt_l _ _ _ (s93_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s125 IH 1 (2 + b) 1 (1 + d) (opt_l _ _ _ (s93_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH 1 (2 + b) 1 (2 + d) (opt_r _ _ _ (s93_c51_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s93_p17 Ho0 ltac:(zlia)).
  rewrite (s93_p41 Ho1 ltac:(zlia)).
  rewrite (s125_p15 Ho2 ltac:(zlia)).
  rewrite (s124_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s93_c51_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s93_board 1 (2 + b) 1 (2 + d) -> fst (s93_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q25] in Hc |- *.
  rewrite tf_game_eq, (s93_c51_L b d), (s93_c51_R b d); cbn [map].
  pose proof (use_s93 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s93_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH 1 (2 + b) 0 (3 + d) (opt_l _ _ _ (s93_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s125 IH 1 (2 + b) 1 (1 + d) (opt_l _ _ _ (s93_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH 1 (2 + b) 1 (2 + d) (opt_r _ _ _ (s93_c51_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s93_p24 Ho0 ltac:(zlia)).
  rewrite (s93_p16 Ho1 ltac:(zlia)).
  rewrite (s125_p19 Ho2 ltac:(zlia)).
  rewrite (s124_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b>=2 && c>=2 && d==0: the board of s36 *)
Lemma s93_c52_p21 x (Hs36 : s36_claim x) (b c : nat) :
  x = s93_board 1 (2 + b) (2 + c) 0 -> fst (s93_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s93_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s93_q21] in Hc |- *.
  pose proof (Hs36 1 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s93_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s93_c53_L (b c : nat) : lmoves (s93_board 1 (2 + b) (2 + c) 1) = [s93_board 0 (3 + b) (2 + c) 1; s93_board 1 (2 + b) (1 + c) 2; s92_board 1 (2 + b) (2 + c)].
Proof. unfold s92_board, s93_board. tf_options. Qed.
Lemma s93_c53_R (b c : nat) : rmoves (s93_board 1 (2 + b) (2 + c) 1) = [s124_board 1 (2 + b) (2 + c) 1].
Proof. unfold s124_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s93_c53_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s93_board 1 (2 + b) (2 + c) 1 -> fst (s93_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s93_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s93_q23] in Hc |- *.
  rewrite tf_game_eq, (s93_c53_L b c), (s93_c53_R b c); cbn [map].
  pose proof (use_s93 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s93_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s93_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s92 IH 1 (2 + b) (2 + c) (opt_l _ _ _ (s93_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH 1 (2 + b) (2 + c) 1 (opt_r _ _ _ (s93_c53_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s93_p22 Ho0 ltac:(zlia)).
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

Lemma s93_c54_L (b c d : nat) : lmoves (s93_board 1 (2 + b) (2 + c) (2 + d)) = [s93_board 0 (3 + b) (2 + c) (2 + d); s93_board 1 (2 + b) (1 + c) (3 + d); s125_board 1 (2 + b) (2 + c) (1 + d)].
Proof. unfold s125_board, s93_board. tf_options. Qed.
Lemma s93_c54_R (b c d : nat) : rmoves (s93_board 1 (2 + b) (2 + c) (2 + d)) = [s124_board 1 (2 + b) (2 + c) (2 + d)].
Proof. unfold s124_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s93_c54_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s93_board 1 (2 + b) (2 + c) (2 + d) -> fst (s93_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s93_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s93_q18] in Hc |- *.
  rewrite tf_game_eq, (s93_c54_L b c d), (s93_c54_R b c d); cbn [map].
  pose proof (use_s93 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s93_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s93_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s125 IH 1 (2 + b) (2 + c) (1 + d) (opt_l _ _ _ (s93_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH 1 (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s93_c54_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s93_p17 Ho0 ltac:(zlia)).
  rewrite (s93_p18 Ho1 ltac:(zlia)).
  rewrite (s125_p15 Ho2 ltac:(zlia)).
  rewrite (s124_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a>=2 && b==0 && c==0 && d==0: the board of s36 *)
Lemma s93_c55_p42 x (Hs36 : s36_claim x) (a : nat) :
  x = s93_board (2 + a) 0 0 0 -> fst (s93_q42 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s93_q42 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s93_q42] in Hc |- *.
  pose proof (Hs36 (2 + a) 0 0 ltac:(rewrite Hx; unfold s93_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s93_c55_p56 x (Hs36 : s36_claim x) (a : nat) :
  x = s93_board (2 + a) 0 0 0 -> fst (s93_q56 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s93_q56 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s93_q56] in Hc |- *.
  pose proof (Hs36 (2 + a) 0 0 ltac:(rewrite Hx; unfold s93_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s93_c55_p69 x (Hs36 : s36_claim x) (a : nat) :
  x = s93_board (2 + a) 0 0 0 -> fst (s93_q69 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s93_q69 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s93_q69] in Hc |- *.
  pose proof (Hs36 (2 + a) 0 0 ltac:(rewrite Hx; unfold s93_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s93_c55_p85 x (Hs36 : s36_claim x) (a : nat) :
  x = s93_board (2 + a) 0 0 0 -> fst (s93_q85 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s93_q85 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s93_q85] in Hc |- *.
  pose proof (Hs36 (2 + a) 0 0 ltac:(rewrite Hx; unfold s93_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s93_c55_p100 x (Hs36 : s36_claim x) (a : nat) :
  x = s93_board (2 + a) 0 0 0 -> fst (s93_q100 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s93_q100 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s93_q100] in Hc |- *.
  pose proof (Hs36 (2 + a) 0 0 ltac:(rewrite Hx; unfold s93_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s93_c56_L (a : nat) : lmoves (s93_board (2 + a) 0 0 1) = [s93_board (1 + a) 1 0 1; s92_board (2 + a) 0 0].
Proof. unfold s92_board, s93_board. tf_options. Qed.
Lemma s93_c56_R (a : nat) : rmoves (s93_board (2 + a) 0 0 1) = [s147_board (2 + a) 0 0 1; s124_board (2 + a) 0 0 1].
Proof. unfold s124_board, s147_board, s93_board. tf_options. Qed.
(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a>=2 && b==0 && c==0 && d==1 *)
Lemma s93_c56_p43 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s93_board (2 + a) 0 0 1 -> fst (s93_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s93_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s93_q43] in Hc |- *.
  rewrite tf_game_eq, (s93_c56_L a), (s93_c56_R a); cbn [map].
  pose proof (use_s93 IH (1 + a) 1 0 1 (opt_l _ _ _ (s93_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s92 IH (2 + a) 0 0 (opt_l _ _ _ (s93_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s147 IH (2 + a) 0 0 1 (opt_r _ _ _ (s93_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH (2 + a) 0 0 1 (opt_r _ _ _ (s93_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s93_p34 Ho0 ltac:(zlia)).
  rewrite (s92_p11 Ho1 ltac:(zlia)).
  rewrite (s147_p36 Ho2 ltac:(zlia)).
  rewrite (s124_p19 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s93_c56_p57 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s93_board (2 + a) 0 0 1 -> fst (s93_q57 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s93_q57 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s93_q57] in Hc |- *.
  rewrite tf_game_eq, (s93_c56_L a), (s93_c56_R a); cbn [map].
  pose proof (use_s93 IH (1 + a) 1 0 1 (opt_l _ _ _ (s93_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s92 IH (2 + a) 0 0 (opt_l _ _ _ (s93_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s147 IH (2 + a) 0 0 1 (opt_r _ _ _ (s93_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH (2 + a) 0 0 1 (opt_r _ _ _ (s93_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s93_p51 Ho0 ltac:(zlia)).
  rewrite (s92_p14 Ho1 ltac:(zlia)).
  rewrite (s147_p46 Ho2 ltac:(zlia)).
  rewrite (s124_p25 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s93_c56_p70 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s93_board (2 + a) 0 0 1 -> fst (s93_q70 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s93_q70 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s93_q70] in Hc |- *.
  rewrite tf_game_eq, (s93_c56_L a), (s93_c56_R a); cbn [map].
  pose proof (use_s93 IH (1 + a) 1 0 1 (opt_l _ _ _ (s93_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s92 IH (2 + a) 0 0 (opt_l _ _ _ (s93_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s147 IH (2 + a) 0 0 1 (opt_r _ _ _ (s93_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH (2 + a) 0 0 1 (opt_r _ _ _ (s93_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s93_p65 Ho0 ltac:(zlia)).
  rewrite (s92_p17 Ho1 ltac:(zlia)).
  rewrite (s147_p58 Ho2 ltac:(zlia)).
  rewrite (s124_p29 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s93_c56_p86 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s93_board (2 + a) 0 0 1 -> fst (s93_q86 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s93_q86 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s93_q86] in Hc |- *.
  rewrite tf_game_eq, (s93_c56_L a), (s93_c56_R a); cbn [map].
  pose proof (use_s93 IH (1 + a) 1 0 1 (opt_l _ _ _ (s93_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s92 IH (2 + a) 0 0 (opt_l _ _ _ (s93_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s147 IH (2 + a) 0 0 1 (opt_r _ _ _ (s93_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH (2 + a) 0 0 1 (opt_r _ _ _ (s93_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s93_p78 Ho0 ltac:(zlia)).
  rewrite (s92_p20 Ho1 ltac:(zlia)).
  rewrite (s147_p70 Ho2 ltac:(zlia)).
  rewrite (s124_p32 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

