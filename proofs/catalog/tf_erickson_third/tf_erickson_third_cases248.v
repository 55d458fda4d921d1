(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s201_c27_L (b c d : nat) : lmoves (s201_board 0 (2 + b) (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c27_L1 (b c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []) (s112_board 0 (3 + b) (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c27_L2 (b c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []) (s112_board 1 (2 + b) (1 + c) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c27_L3 (b c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 1 (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c27_R (b c d : nat) : rmoves (s201_board 0 (2 + b) (2 + c) (2 + d)) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c27_R1 (b c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 1 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s201_c27_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s201_board 0 (2 + b) (2 + c) (2 + d) -> fst (s201_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q11] in Hc |- *.
  rewrite tf_game_eq, (s201_c27_L b c d), (s201_c27_R b c d); cbn [map].
  rewrite (tf_norm_game0 (s201_c27_L1 b c d)).
  pose proof (use_s112 IH 0 (3 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s201_c27_L b c d) ltac:(cbn [In]; left; reflexivity) (s201_c27_L1 b c d))) as Ho0.
  rewrite (tf_norm_game0 (s201_c27_L2 b c d)).
  pose proof (use_s112 IH 1 (2 + b) (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s201_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c27_L2 b c d))) as Ho1.
  rewrite (tf_norm_game (s201_c27_L3 b c d)).
  pose proof (use_s75 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s201_c27_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c27_L3 b c d))) as Ho2.
  rewrite (tf_norm_game (s201_c27_R1 b c d)).
  pose proof (use_s113 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s201_c27_R b c d) ltac:(cbn [In]; left; reflexivity) (s201_c27_R1 b c d))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c==0 && d==0: the board of s187 *)
Lemma s201_c28_p4 x (Hs187 : s187_claim x) :
  x = s201_board 1 0 0 0 -> fst (s201_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s201_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q4] in Hc |- *.
  pose proof (Hs187 1 0 0 ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s201_c29_L : lmoves (s201_board 1 0 0 1) = [s179_board 1 1 0 1; strip [] ([T; F; T; E; F; E; E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c29_L2 : tf_norm (strip [] ([T; F; T; E; F; E; E; T; T; F]) []) (s119_board 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; T; E; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; E; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c29_R : rmoves (s201_board 1 0 0 1) = [s142_board 1 1; strip [] ([T; F; T; E; F; E; T; F]) [(1, 1)]].
Proof. unfold s142_board, s201_board, strip. tf_options. Qed.
Lemma s201_c29_R2 : tf_norm (strip [] ([T; F; T; E; F; E; T; F]) [(1, 1)]) (s198_board 1 0 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c==0 && d==1 *)
Lemma s201_c29_p16 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s201_board 1 0 0 1 -> fst (s201_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s201_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q16] in Hc |- *.
  rewrite tf_game_eq, (s201_c29_L), (s201_c29_R); cbn [map].
  pose proof (use_s179 IH 1 1 0 1 (opt_l _ _ _ (s201_c29_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s201_c29_L2)).
  pose proof (use_s119 IH 1 0 (opt_norm_l _ _ _ _ _ (s201_c29_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c29_L2))) as Ho1.
  pose proof (use_s142 IH 1 1 (opt_r _ _ _ (s201_c29_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s201_c29_R2)).
  pose proof (use_s198 IH 1 0 0 1 (opt_norm_r _ _ _ _ _ (s201_c29_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c29_R2))) as Ho3.
  rewrite (s179_p8 Ho0 ltac:(zlia)).
  rewrite (s119_p3 Ho1 ltac:(zlia)).
  rewrite (s142_p2 Ho2 ltac:(zlia)).
  rewrite (s198_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p2_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c30_L (d : nat) : lmoves (s201_board 1 0 0 (2 + d)) = [s179_board 1 1 0 (2 + d); strip [] (T :: F :: T :: E :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c30_L2 (d : nat) : tf_norm (strip [] (T :: F :: T :: E :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s119_board 1 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; E; F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c30_R (d : nat) : rmoves (s201_board 1 0 0 (2 + d)) = [s142_board 1 (2 + d); strip [] (T :: F :: T :: E :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s142_board, s201_board, strip. tf_options. Qed.
Lemma s201_c30_R2 (d : nat) : tf_norm (strip [] (T :: F :: T :: E :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s198_board 1 0 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c==0 && d>=2 *)
Lemma s201_c30_p17 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s201_board 1 0 0 (2 + d) -> fst (s201_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q17] in Hc |- *.
  rewrite tf_game_eq, (s201_c30_L d), (s201_c30_R d); cbn [map].
  pose proof (use_s179 IH 1 1 0 (2 + d) (opt_l _ _ _ (s201_c30_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s201_c30_L2 d)).
  pose proof (use_s119 IH 1 0 (opt_norm_l _ _ _ _ _ (s201_c30_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c30_L2 d))) as Ho1.
  pose proof (use_s142 IH 1 (2 + d) (opt_r _ _ _ (s201_c30_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s201_c30_R2 d)).
  pose proof (use_s198 IH 1 0 0 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c30_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c30_R2 d))) as Ho3.
  rewrite (s179_p12 Ho0 ltac:(zlia)).
  rewrite (s119_p3 Ho1 ltac:(zlia)).
  rewrite (s119_p3_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s142_p3 Ho2 ltac:(zlia)).
  rewrite (s198_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p2_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c==1 && d==0: the board of s187 *)
Lemma s201_c31_p5 x (Hs187 : s187_claim x) :
  x = s201_board 1 0 1 0 -> fst (s201_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s201_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q5] in Hc |- *.
  pose proof (Hs187 1 0 1 ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s201_c32_L : lmoves (s201_board 1 0 1 1) = [s179_board 1 1 1 1; s201_board 1 0 0 2; strip [] ([T; F; T; E; F; T; E; E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c32_L3 : tf_norm (strip [] ([T; F; T; E; F; T; E; E; T; T; F]) []) (s119_board 1 0) (2).
Proof.
  pose proof (tf_norm_strip [] ([T; F; T; E; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; E; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c32_R : rmoves (s201_board 1 0 1 1) = [s186_board 1 1 1; strip [] ([T; F; T; E; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s186_board, s201_board, strip. tf_options. Qed.
Lemma s201_c32_R2 : tf_norm (strip [] ([T; F; T; E; F; T; E; T; F]) [(1, 1)]) (s198_board 1 0 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c==1 && d==1 *)
Lemma s201_c32_p17 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s201_board 1 0 1 1 -> fst (s201_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s201_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q17] in Hc |- *.
  rewrite tf_game_eq, (s201_c32_L), (s201_c32_R); cbn [map].
  pose proof (use_s179 IH 1 1 1 1 (opt_l _ _ _ (s201_c32_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH 1 0 0 2 (opt_l _ _ _ (s201_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c32_L3)).
  pose proof (use_s119 IH 1 0 (opt_norm_l _ _ _ _ _ (s201_c32_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c32_L3))) as Ho2.
  pose proof (use_s186 IH 1 1 1 (opt_r _ _ _ (s201_c32_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c32_R2)).
  pose proof (use_s198 IH 1 0 1 1 (opt_norm_r _ _ _ _ _ (s201_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c32_R2))) as Ho4.
  rewrite (s179_p12 Ho0 ltac:(zlia)).
  rewrite (s201_p17 Ho1 ltac:(zlia)).
  rewrite (s119_p3 Ho2 ltac:(zlia)).
  rewrite (s119_p3_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s186_p3 Ho3 ltac:(zlia)).
  rewrite (s198_p2 Ho4 ltac:(zlia)).
  rewrite (s198_p2_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c33_L (d : nat) : lmoves (s201_board 1 0 1 (2 + d)) = [s179_board 1 1 1 (2 + d); s201_board 1 0 0 (3 + d); strip [] (T :: F :: T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c33_L3 (d : nat) : tf_norm (strip [] (T :: F :: T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s119_board 1 0) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; E; F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c33_R (d : nat) : rmoves (s201_board 1 0 1 (2 + d)) = [s186_board 1 1 (2 + d); strip [] (T :: F :: T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s186_board, s201_board, strip. tf_options. Qed.
Lemma s201_c33_R2 (d : nat) : tf_norm (strip [] (T :: F :: T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s198_board 1 0 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c==1 && d>=2 *)
Lemma s201_c33_p17 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s201_board 1 0 1 (2 + d) -> fst (s201_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q17] in Hc |- *.
  rewrite tf_game_eq, (s201_c33_L d), (s201_c33_R d); cbn [map].
  pose proof (use_s179 IH 1 1 1 (2 + d) (opt_l _ _ _ (s201_c33_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH 1 0 0 (3 + d) (opt_l _ _ _ (s201_c33_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c33_L3 d)).
  pose proof (use_s119 IH 1 0 (opt_norm_l _ _ _ _ _ (s201_c33_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c33_L3 d))) as Ho2.
  pose proof (use_s186 IH 1 1 (2 + d) (opt_r _ _ _ (s201_c33_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c33_R2 d)).
  pose proof (use_s198 IH 1 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c33_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c33_R2 d))) as Ho4.
  rewrite (s179_p12 Ho0 ltac:(zlia)).
  rewrite (s201_p17 Ho1 ltac:(zlia)).
  rewrite (s119_p3 Ho2 ltac:(zlia)).
  rewrite (s119_p3_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s186_p3 Ho3 ltac:(zlia)).
  rewrite (s198_p2 Ho4 ltac:(zlia)).
  rewrite (s198_p2_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c>=2 && d==0: the board of s187 *)
Lemma s201_c34_p5 x (Hs187 : s187_claim x) (c : nat) :
  x = s201_board 1 0 (2 + c) 0 -> fst (s201_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s201_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q5] in Hc |- *.
  pose proof (Hs187 1 0 (2 + c) ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s201_c35_L (c : nat) : lmoves (s201_board 1 0 (2 + c) 1) = [s179_board 1 1 (2 + c) 1; s201_board 1 0 (1 + c) 2; strip [] (T :: F :: T :: E :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c35_L3 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s119_board 1 0) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; E; F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c35_R (c : nat) : rmoves (s201_board 1 0 (2 + c) 1) = [s186_board 1 (2 + c) 1; strip [] (T :: F :: T :: E :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s186_board, s201_board, strip. tf_options. Qed.
Lemma s201_c35_R2 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s198_board 1 0 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c>=2 && d==1 *)
Lemma s201_c35_p17 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s201_board 1 0 (2 + c) 1 -> fst (s201_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s201_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q17] in Hc |- *.
  rewrite tf_game_eq, (s201_c35_L c), (s201_c35_R c); cbn [map].
  pose proof (use_s179 IH 1 1 (2 + c) 1 (opt_l _ _ _ (s201_c35_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH 1 0 (1 + c) 2 (opt_l _ _ _ (s201_c35_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c35_L3 c)).
  pose proof (use_s119 IH 1 0 (opt_norm_l _ _ _ _ _ (s201_c35_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c35_L3 c))) as Ho2.
  pose proof (use_s186 IH 1 (2 + c) 1 (opt_r _ _ _ (s201_c35_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c35_R2 c)).
  pose proof (use_s198 IH 1 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s201_c35_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c35_R2 c))) as Ho4.
  rewrite (s179_p12 Ho0 ltac:(zlia)).
  rewrite (s201_p17 Ho1 ltac:(zlia)).
  rewrite (s119_p3 Ho2 ltac:(zlia)).
  rewrite (s119_p3_add (Z.of_nat 1) (Z.of_nat 0) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s186_p3 Ho3 ltac:(zlia)).
  rewrite (s198_p2 Ho4 ltac:(zlia)).
  rewrite (s198_p2_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c36_L (c d : nat) : lmoves (s201_board 1 0 (2 + c) (2 + d)) = [s179_board 1 1 (2 + c) (2 + d); s201_board 1 0 (1 + c) (3 + d); strip [] (T :: F :: T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c36_L3 (c d : nat) : tf_norm (strip [] (T :: F :: T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s119_board 1 0) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; E; F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c36_R (c d : nat) : rmoves (s201_board 1 0 (2 + c) (2 + d)) = [s186_board 1 (2 + c) (2 + d); strip [] (T :: F :: T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s186_board, s201_board, strip. tf_options. Qed.
Lemma s201_c36_R2 (c d : nat) : tf_norm (strip [] (T :: F :: T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s198_board 1 0 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c>=2 && d>=2 *)
Lemma s201_c36_p17 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s201_board 1 0 (2 + c) (2 + d) -> fst (s201_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q17] in Hc |- *.
  rewrite tf_game_eq, (s201_c36_L c d), (s201_c36_R c d); cbn [map].
  pose proof (use_s179 IH 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s201_c36_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH 1 0 (1 + c) (3 + d) (opt_l _ _ _ (s201_c36_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c36_L3 c d)).
  pose proof (use_s119 IH 1 0 (opt_norm_l _ _ _ _ _ (s201_c36_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c36_L3 c d))) as Ho2.
  pose proof (use_s186 IH 1 (2 + c) (2 + d) (opt_r _ _ _ (s201_c36_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c36_R2 c d)).
  pose proof (use_s198 IH 1 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s201_c36_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c36_R2 c d))) as Ho4.
  rewrite (s179_p12 Ho0 ltac:(zlia)).
  rewrite (s201_p17 Ho1 ltac:(zlia)).
  rewrite (s119_p3 Ho2 ltac:(zlia)).
  rewrite (s119_p3_add (Z.of_nat 1) (Z.of_nat 0) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s186_p3 Ho3 ltac:(zlia)).
  rewrite (s198_p2 Ho4 ltac:(zlia)).
  rewrite (s198_p2_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c==0 && d==0: the board of s187 *)
Lemma s201_c37_p6 x (Hs187 : s187_claim x) :
  x = s201_board 1 1 0 0 -> fst (s201_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s201_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q6] in Hc |- *.
  pose proof (Hs187 1 1 0 ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s201_c38_L : lmoves (s201_board 1 1 0 1) = [s179_board 1 2 0 1; s162_board 1 0 2; strip [] ([T; F; T; E; T; F; E; E; T; T; F]) []].
Proof. unfold s162_board, s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c38_L3 : tf_norm (strip [] ([T; F; T; E; T; F; E; E; T; T; F]) []) (s119_board 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; T; E; T; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; E; T; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c38_R : rmoves (s201_board 1 1 0 1) = [s199_board 1 1; strip [] ([T; F; T; E; T; F; E; T; F]) [(1, 1)]].
Proof. unfold s199_board, s201_board, strip. tf_options. Qed.
Lemma s201_c38_R2 : tf_norm (strip [] ([T; F; T; E; T; F; E; T; F]) [(1, 1)]) (s198_board 1 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; T; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c==0 && d==1 *)
Lemma s201_c38_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s201_board 1 1 0 1 -> fst (s201_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s201_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q10] in Hc |- *.
  rewrite tf_game_eq, (s201_c38_L), (s201_c38_R); cbn [map].
  pose proof (use_s179 IH 1 2 0 1 (opt_l _ _ _ (s201_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH 1 0 2 (opt_l _ _ _ (s201_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s201_c38_L3)).
  pose proof (use_s119 IH 1 1 (opt_norm_l _ _ _ _ _ (s201_c38_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c38_L3))) as Ho2.
  pose proof (use_s199 IH 1 1 (opt_r _ _ _ (s201_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c38_R2)).
  pose proof (use_s198 IH 1 1 0 1 (opt_norm_r _ _ _ _ _ (s201_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c38_R2))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s162_p3 Ho1 ltac:(zlia)).
  rewrite (s119_p3 Ho2 ltac:(zlia)).
  rewrite (s199_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c39_L (d : nat) : lmoves (s201_board 1 1 0 (2 + d)) = [s179_board 1 2 0 (2 + d); s162_board 1 0 (3 + d); strip [] (T :: F :: T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s162_board, s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c39_L3 (d : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s119_board 1 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; E; T; F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c39_R (d : nat) : rmoves (s201_board 1 1 0 (2 + d)) = [s199_board 1 (2 + d); strip [] (T :: F :: T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s199_board, s201_board, strip. tf_options. Qed.
Lemma s201_c39_R2 (d : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s198_board 1 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c==0 && d>=2 *)
Lemma s201_c39_p10 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s201_board 1 1 0 (2 + d) -> fst (s201_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q10] in Hc |- *.
  rewrite tf_game_eq, (s201_c39_L d), (s201_c39_R d); cbn [map].
  pose proof (use_s179 IH 1 2 0 (2 + d) (opt_l _ _ _ (s201_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH 1 0 (3 + d) (opt_l _ _ _ (s201_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c39_L3 d)).
  pose proof (use_s119 IH 1 1 (opt_norm_l _ _ _ _ _ (s201_c39_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c39_L3 d))) as Ho2.
  pose proof (use_s199 IH 1 (2 + d) (opt_r _ _ _ (s201_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c39_R2 d)).
  pose proof (use_s198 IH 1 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c39_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c39_R2 d))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s162_p3 Ho1 ltac:(zlia)).
  rewrite (s119_p3 Ho2 ltac:(zlia)).
  rewrite (s119_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s199_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c==1 && d==0: the board of s187 *)
Lemma s201_c40_p7 x (Hs187 : s187_claim x) :
  x = s201_board 1 1 1 0 -> fst (s201_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s201_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q7] in Hc |- *.
  pose proof (Hs187 1 1 1 ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s201_c41_L : lmoves (s201_board 1 1 1 1) = [s179_board 1 2 1 1; s201_board 1 1 0 2; strip [] ([T; F; T; E; T; F; T; E; E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c41_L3 : tf_norm (strip [] ([T; F; T; E; T; F; T; E; E; T; T; F]) []) (s119_board 1 1) (2).
Proof.
  pose proof (tf_norm_strip [] ([T; F; T; E; T; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; E; T; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c41_R : rmoves (s201_board 1 1 1 1) = [s206_board 1 1 1; strip [] ([T; F; T; E; T; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s201_board, s206_board, strip. tf_options. Qed.
Lemma s201_c41_R2 : tf_norm (strip [] ([T; F; T; E; T; F; T; E; T; F]) [(1, 1)]) (s198_board 1 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; T; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c==1 && d==1 *)
Lemma s201_c41_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s201_board 1 1 1 1 -> fst (s201_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s201_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q10] in Hc |- *.
  rewrite tf_game_eq, (s201_c41_L), (s201_c41_R); cbn [map].
  pose proof (use_s179 IH 1 2 1 1 (opt_l _ _ _ (s201_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH 1 1 0 2 (opt_l _ _ _ (s201_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c41_L3)).
  pose proof (use_s119 IH 1 1 (opt_norm_l _ _ _ _ _ (s201_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c41_L3))) as Ho2.
  pose proof (use_s206 IH 1 1 1 (opt_r _ _ _ (s201_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c41_R2)).
  pose proof (use_s198 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s201_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c41_R2))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s201_p10 Ho1 ltac:(zlia)).
  rewrite (s119_p3 Ho2 ltac:(zlia)).
  rewrite (s119_p3_add (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s206_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c42_L (d : nat) : lmoves (s201_board 1 1 1 (2 + d)) = [s179_board 1 2 1 (2 + d); s201_board 1 1 0 (3 + d); strip [] (T :: F :: T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c42_L3 (d : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s119_board 1 1) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; E; T; F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c42_R (d : nat) : rmoves (s201_board 1 1 1 (2 + d)) = [s206_board 1 1 (2 + d); strip [] (T :: F :: T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s201_board, s206_board, strip. tf_options. Qed.
Lemma s201_c42_R2 (d : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s198_board 1 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s201_c42_p10 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s201_board 1 1 1 (2 + d) -> fst (s201_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q10] in Hc |- *.
  rewrite tf_game_eq, (s201_c42_L d), (s201_c42_R d); cbn [map].
  pose proof (use_s179 IH 1 2 1 (2 + d) (opt_l _ _ _ (s201_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH 1 1 0 (3 + d) (opt_l _ _ _ (s201_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c42_L3 d)).
  pose proof (use_s119 IH 1 1 (opt_norm_l _ _ _ _ _ (s201_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c42_L3 d))) as Ho2.
  pose proof (use_s206 IH 1 1 (2 + d) (opt_r _ _ _ (s201_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c42_R2 d)).
  pose proof (use_s198 IH 1 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c42_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c42_R2 d))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s201_p10 Ho1 ltac:(zlia)).
  rewrite (s119_p3 Ho2 ltac:(zlia)).
  rewrite (s119_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s206_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c>=2 && d==0: the board of s187 *)
Lemma s201_c43_p7 x (Hs187 : s187_claim x) (c : nat) :
  x = s201_board 1 1 (2 + c) 0 -> fst (s201_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s201_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q7] in Hc |- *.
  pose proof (Hs187 1 1 (2 + c) ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s201_c44_L (c : nat) : lmoves (s201_board 1 1 (2 + c) 1) = [s179_board 1 2 (2 + c) 1; s201_board 1 1 (1 + c) 2; strip [] (T :: F :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c44_L3 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s119_board 1 1) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; E; T; F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c44_R (c : nat) : rmoves (s201_board 1 1 (2 + c) 1) = [s206_board 1 (2 + c) 1; strip [] (T :: F :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s201_board, s206_board, strip. tf_options. Qed.
Lemma s201_c44_R2 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s198_board 1 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s201_c44_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s201_board 1 1 (2 + c) 1 -> fst (s201_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s201_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q10] in Hc |- *.
  rewrite tf_game_eq, (s201_c44_L c), (s201_c44_R c); cbn [map].
  pose proof (use_s179 IH 1 2 (2 + c) 1 (opt_l _ _ _ (s201_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s201_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c44_L3 c)).
  pose proof (use_s119 IH 1 1 (opt_norm_l _ _ _ _ _ (s201_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c44_L3 c))) as Ho2.
  pose proof (use_s206 IH 1 (2 + c) 1 (opt_r _ _ _ (s201_c44_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c44_R2 c)).
  pose proof (use_s198 IH 1 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s201_c44_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c44_R2 c))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s201_p10 Ho1 ltac:(zlia)).
  rewrite (s119_p3 Ho2 ltac:(zlia)).
  rewrite (s119_p3_add (Z.of_nat 1) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s206_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c45_L (c d : nat) : lmoves (s201_board 1 1 (2 + c) (2 + d)) = [s179_board 1 2 (2 + c) (2 + d); s201_board 1 1 (1 + c) (3 + d); strip [] (T :: F :: T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c45_L3 (c d : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s119_board 1 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; E; T; F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c45_R (c d : nat) : rmoves (s201_board 1 1 (2 + c) (2 + d)) = [s206_board 1 (2 + c) (2 + d); strip [] (T :: F :: T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s201_board, s206_board, strip. tf_options. Qed.
Lemma s201_c45_R2 (c d : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s198_board 1 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s201_c45_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s201_board 1 1 (2 + c) (2 + d) -> fst (s201_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q10] in Hc |- *.
  rewrite tf_game_eq, (s201_c45_L c d), (s201_c45_R c d); cbn [map].
  pose proof (use_s179 IH 1 2 (2 + c) (2 + d) (opt_l _ _ _ (s201_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s201_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c45_L3 c d)).
  pose proof (use_s119 IH 1 1 (opt_norm_l _ _ _ _ _ (s201_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c45_L3 c d))) as Ho2.
  pose proof (use_s206 IH 1 (2 + c) (2 + d) (opt_r _ _ _ (s201_c45_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c45_R2 c d)).
  pose proof (use_s198 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s201_c45_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c45_R2 c d))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s201_p10 Ho1 ltac:(zlia)).
  rewrite (s119_p3 Ho2 ltac:(zlia)).
  rewrite (s119_p3_add (Z.of_nat 1) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s206_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b>=2 && c==0 && d==0: the board of s187 *)
Lemma s201_c46_p9 x (Hs187 : s187_claim x) (b : nat) :
  x = s201_board 1 (2 + b) 0 0 -> fst (s201_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s201_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q9] in Hc |- *.
  pose proof (Hs187 1 (2 + b) 0 ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s201_c46_p13 x (Hs187 : s187_claim x) (b : nat) :
  x = s201_board 1 (2 + b) 0 0 -> fst (s201_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s201_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q13] in Hc |- *.
  pose proof (Hs187 1 (2 + b) 0 ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s187_p7 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s187_p8 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
  }
Qed.

Lemma s201_c47_L (b : nat) : lmoves (s201_board 1 (2 + b) 0 1) = [s179_board 1 (3 + b) 0 1; s192_board 1 (1 + b) 0 2; strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []].
Proof. unfold s179_board, s192_board, s201_board, strip. tf_options. Qed.
Lemma s201_c47_L3 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []) (s119_board 1 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c47_R (b : nat) : rmoves (s201_board 1 (2 + b) 0 1) = [strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c47_R1 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]) (s198_board 1 (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b>=2 && c==0 && d==1 *)
Lemma s201_c47_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s201_board 1 (2 + b) 0 1 -> fst (s201_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s201_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q11] in Hc |- *.
  rewrite tf_game_eq, (s201_c47_L b), (s201_c47_R b); cbn [map].
  pose proof (use_s179 IH 1 (3 + b) 0 1 (opt_l _ _ _ (s201_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH 1 (1 + b) 0 2 (opt_l _ _ _ (s201_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s201_c47_L3 b)).
  pose proof (use_s119 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s201_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c47_L3 b))) as Ho2.
  rewrite (tf_norm_game (s201_c47_R1 b)).
  pose proof (use_s198 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s201_c47_R b) ltac:(cbn [In]; left; reflexivity) (s201_c47_R1 b))) as Ho3.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s192_p27 Ho1 ltac:(zlia)).
    rewrite (s119_p2 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    rewrite (s198_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s192_p32 Ho1 ltac:(zlia)).
    rewrite (s119_p2 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    rewrite (s198_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s201_c48_L (b d : nat) : lmoves (s201_board 1 (2 + b) 0 (2 + d)) = [s179_board 1 (3 + b) 0 (2 + d); s192_board 1 (1 + b) 0 (3 + d); strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, s192_board, s201_board, strip. tf_options. Qed.
Lemma s201_c48_L3 (b d : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s119_board 1 (2 + b)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c48_R (b d : nat) : rmoves (s201_board 1 (2 + b) 0 (2 + d)) = [strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c48_R1 (b d : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s198_board 1 (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s201_c48_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s201_board 1 (2 + b) 0 (2 + d) -> fst (s201_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q11] in Hc |- *.
  rewrite tf_game_eq, (s201_c48_L b d), (s201_c48_R b d); cbn [map].
  pose proof (use_s179 IH 1 (3 + b) 0 (2 + d) (opt_l _ _ _ (s201_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH 1 (1 + b) 0 (3 + d) (opt_l _ _ _ (s201_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c48_L3 b d)).
  pose proof (use_s119 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s201_c48_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c48_L3 b d))) as Ho2.
  rewrite (tf_norm_game (s201_c48_R1 b d)).
  pose proof (use_s198 IH 1 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c48_R b d) ltac:(cbn [In]; left; reflexivity) (s201_c48_R1 b d))) as Ho3.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s192_p27 Ho1 ltac:(zlia)).
    rewrite (s119_p2 Ho2 ltac:(zlia)).
    rewrite (s119_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    rewrite (s198_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s192_p32 Ho1 ltac:(zlia)).
    rewrite (s119_p2 Ho2 ltac:(zlia)).
    rewrite (s119_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    rewrite (s198_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b>=2 && c==1 && d==0: the board of s187 *)
Lemma s201_c49_p7 x (Hs187 : s187_claim x) (b : nat) :
  x = s201_board 1 (2 + b) 1 0 -> fst (s201_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s201_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q7] in Hc |- *.
  pose proof (Hs187 1 (2 + b) 1 ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s201_c50_L (b : nat) : lmoves (s201_board 1 (2 + b) 1 1) = [s179_board 1 (3 + b) 1 1; s201_board 1 (2 + b) 0 2; strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c50_L3 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []) (s119_board 1 (2 + b)) (2).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c50_R (b : nat) : rmoves (s201_board 1 (2 + b) 1 1) = [strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c50_R1 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]) (s198_board 1 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s201_c50_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s201_board 1 (2 + b) 1 1 -> fst (s201_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s201_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q11] in Hc |- *.
  rewrite tf_game_eq, (s201_c50_L b), (s201_c50_R b); cbn [map].
  pose proof (use_s179 IH 1 (3 + b) 1 1 (opt_l _ _ _ (s201_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH 1 (2 + b) 0 2 (opt_l _ _ _ (s201_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c50_L3 b)).
  pose proof (use_s119 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s201_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c50_L3 b))) as Ho2.
  rewrite (tf_norm_game (s201_c50_R1 b)).
  pose proof (use_s198 IH 1 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s201_c50_R b) ltac:(cbn [In]; left; reflexivity) (s201_c50_R1 b))) as Ho3.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s201_p11 Ho1 ltac:(zlia)).
  rewrite (s119_p2 Ho2 ltac:(zlia)).
  rewrite (s119_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c51_L (b d : nat) : lmoves (s201_board 1 (2 + b) 1 (2 + d)) = [s179_board 1 (3 + b) 1 (2 + d); s201_board 1 (2 + b) 0 (3 + d); strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c51_L3 (b d : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s119_board 1 (2 + b)) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c51_R (b d : nat) : rmoves (s201_board 1 (2 + b) 1 (2 + d)) = [strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c51_R1 (b d : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s198_board 1 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s201_c51_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s201_board 1 (2 + b) 1 (2 + d) -> fst (s201_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q11] in Hc |- *.
  rewrite tf_game_eq, (s201_c51_L b d), (s201_c51_R b d); cbn [map].
  pose proof (use_s179 IH 1 (3 + b) 1 (2 + d) (opt_l _ _ _ (s201_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH 1 (2 + b) 0 (3 + d) (opt_l _ _ _ (s201_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c51_L3 b d)).
  pose proof (use_s119 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s201_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c51_L3 b d))) as Ho2.
  rewrite (tf_norm_game (s201_c51_R1 b d)).
  pose proof (use_s198 IH 1 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c51_R b d) ltac:(cbn [In]; left; reflexivity) (s201_c51_R1 b d))) as Ho3.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s201_p11 Ho1 ltac:(zlia)).
  rewrite (s119_p2 Ho2 ltac:(zlia)).
  rewrite (s119_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b>=2 && c>=2 && d==0: the board of s187 *)
Lemma s201_c52_p7 x (Hs187 : s187_claim x) (b c : nat) :
  x = s201_board 1 (2 + b) (2 + c) 0 -> fst (s201_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s201_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q7] in Hc |- *.
  pose proof (Hs187 1 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s201_c53_L (b c : nat) : lmoves (s201_board 1 (2 + b) (2 + c) 1) = [s179_board 1 (3 + b) (2 + c) 1; s201_board 1 (2 + b) (1 + c) 2; strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c53_L3 (b c : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s119_board 1 (2 + b)) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c53_R (b c : nat) : rmoves (s201_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c53_R1 (b c : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s198_board 1 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s201_c53_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s201_board 1 (2 + b) (2 + c) 1 -> fst (s201_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s201_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q11] in Hc |- *.
  rewrite tf_game_eq, (s201_c53_L b c), (s201_c53_R b c); cbn [map].
  pose proof (use_s179 IH 1 (3 + b) (2 + c) 1 (opt_l _ _ _ (s201_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s201_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c53_L3 b c)).
  pose proof (use_s119 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s201_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c53_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s201_c53_R1 b c)).
  pose proof (use_s198 IH 1 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s201_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s201_c53_R1 b c))) as Ho3.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s201_p11 Ho1 ltac:(zlia)).
  rewrite (s119_p2 Ho2 ltac:(zlia)).
  rewrite (s119_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c54_L (b c d : nat) : lmoves (s201_board 1 (2 + b) (2 + c) (2 + d)) = [s179_board 1 (3 + b) (2 + c) (2 + d); s201_board 1 (2 + b) (1 + c) (3 + d); strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c54_L3 (b c d : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s119_board 1 (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c54_R (b c d : nat) : rmoves (s201_board 1 (2 + b) (2 + c) (2 + d)) = [strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c54_R1 (b c d : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s198_board 1 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s201_c54_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s201_board 1 (2 + b) (2 + c) (2 + d) -> fst (s201_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q11] in Hc |- *.
  rewrite tf_game_eq, (s201_c54_L b c d), (s201_c54_R b c d); cbn [map].
  pose proof (use_s179 IH 1 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s201_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s201_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c54_L3 b c d)).
  pose proof (use_s119 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s201_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c54_L3 b c d))) as Ho2.
  rewrite (tf_norm_game (s201_c54_R1 b c d)).
  pose proof (use_s198 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s201_c54_R b c d) ltac:(cbn [In]; left; reflexivity) (s201_c54_R1 b c d))) as Ho3.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s201_p11 Ho1 ltac:(zlia)).
  rewrite (s119_p2 Ho2 ltac:(zlia)).
  rewrite (s119_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b==0 && c==0 && d==0: the board of s187 *)
Lemma s201_c55_p18 x (Hs187 : s187_claim x) (a : nat) :
  x = s201_board (2 + a) 0 0 0 -> fst (s201_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s201_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q18] in Hc |- *.
  pose proof (Hs187 (2 + a) 0 0 ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s201_c55_p26 x (Hs187 : s187_claim x) (a : nat) :
  x = s201_board (2 + a) 0 0 0 -> fst (s201_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s201_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q26] in Hc |- *.
  pose proof (Hs187 (2 + a) 0 0 ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s201_c55_p34 x (Hs187 : s187_claim x) (a : nat) :
  x = s201_board (2 + a) 0 0 0 -> fst (s201_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s201_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q34] in Hc |- *.
  pose proof (Hs187 (2 + a) 0 0 ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s201_c56_L (a : nat) : lmoves (s201_board (2 + a) 0 0 1) = [s179_board (2 + a) 1 0 1; strip [] (repeat T (2 + a) ++ [F; T; E; F; E; E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c56_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; F; E; E; T; T; F]) []) (s119_board (2 + a) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; T; E; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; E; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c56_R (a : nat) : rmoves (s201_board (2 + a) 0 0 1) = [s142_board (2 + a) 1; strip [] (repeat T (2 + a) ++ [F; T; E; F; E; T; F]) [(1, 1)]].
Proof. unfold s142_board, s201_board, strip. tf_options. Qed.
Lemma s201_c56_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; F; E; T; F]) [(1, 1)]) (s198_board (2 + a) 0 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b==0 && c==0 && d==1 *)
Lemma s201_c56_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s201_board (2 + a) 0 0 1 -> fst (s201_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s201_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q19] in Hc |- *.
  rewrite tf_game_eq, (s201_c56_L a), (s201_c56_R a); cbn [map].
  pose proof (use_s179 IH (2 + a) 1 0 1 (opt_l _ _ _ (s201_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s201_c56_L2 a)).
  pose proof (use_s119 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s201_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c56_L2 a))) as Ho1.
  pose proof (use_s142 IH (2 + a) 1 (opt_r _ _ _ (s201_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s201_c56_R2 a)).
  pose proof (use_s198 IH (2 + a) 0 0 1 (opt_norm_r _ _ _ _ _ (s201_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c56_R2 a))) as Ho3.
  rewrite (s179_p12 Ho0 ltac:(zlia)).
  rewrite (s119_p4 Ho1 ltac:(zlia)).
  rewrite (s142_p2 Ho2 ltac:(zlia)).
  rewrite (s198_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c56_p27 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s201_board (2 + a) 0 0 1 -> fst (s201_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s201_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q27] in Hc |- *.
  rewrite tf_game_eq, (s201_c56_L a), (s201_c56_R a); cbn [map].
  pose proof (use_s179 IH (2 + a) 1 0 1 (opt_l _ _ _ (s201_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s201_c56_L2 a)).
  pose proof (use_s119 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s201_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c56_L2 a))) as Ho1.
  pose proof (use_s142 IH (2 + a) 1 (opt_r _ _ _ (s201_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s201_c56_R2 a)).
  pose proof (use_s198 IH (2 + a) 0 0 1 (opt_norm_r _ _ _ _ _ (s201_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c56_R2 a))) as Ho3.
  rewrite (s179_p40 Ho0 ltac:(zlia)).
  rewrite (s119_p5 Ho1 ltac:(zlia)).
  rewrite (s142_p2 Ho2 ltac:(zlia)).
  rewrite (s198_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c56_p35 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s201_board (2 + a) 0 0 1 -> fst (s201_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s201_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q35] in Hc |- *.
  rewrite tf_game_eq, (s201_c56_L a), (s201_c56_R a); cbn [map].
  pose proof (use_s179 IH (2 + a) 1 0 1 (opt_l _ _ _ (s201_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s201_c56_L2 a)).
  pose proof (use_s119 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s201_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c56_L2 a))) as Ho1.
  pose proof (use_s142 IH (2 + a) 1 (opt_r _ _ _ (s201_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s201_c56_R2 a)).
  pose proof (use_s198 IH (2 + a) 0 0 1 (opt_norm_r _ _ _ _ _ (s201_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c56_R2 a))) as Ho3.
  rewrite (s179_p49 Ho0 ltac:(zlia)).
  rewrite (s119_p6 Ho1 ltac:(zlia)).
  rewrite (s142_p2 Ho2 ltac:(zlia)).
  rewrite (s198_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c57_L (a d : nat) : lmoves (s201_board (2 + a) 0 0 (2 + d)) = [s179_board (2 + a) 1 0 (2 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c57_L2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s119_board (2 + a) 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; E; F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c57_R (a d : nat) : rmoves (s201_board (2 + a) 0 0 (2 + d)) = [s142_board (2 + a) (2 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s142_board, s201_board, strip. tf_options. Qed.
Lemma s201_c57_R2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s198_board (2 + a) 0 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b==0 && c==0 && d>=2 *)
Lemma s201_c57_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s201_board (2 + a) 0 0 (2 + d) -> fst (s201_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q19] in Hc |- *.
  rewrite tf_game_eq, (s201_c57_L a d), (s201_c57_R a d); cbn [map].
  pose proof (use_s179 IH (2 + a) 1 0 (2 + d) (opt_l _ _ _ (s201_c57_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s201_c57_L2 a d)).
  pose proof (use_s119 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s201_c57_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c57_L2 a d))) as Ho1.
  pose proof (use_s142 IH (2 + a) (2 + d) (opt_r _ _ _ (s201_c57_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s201_c57_R2 a d)).
  pose proof (use_s198 IH (2 + a) 0 0 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c57_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c57_R2 a d))) as Ho3.
  rewrite (s179_p12 Ho0 ltac:(zlia)).
  rewrite (s119_p4 Ho1 ltac:(zlia)).
  rewrite (s119_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s142_p3 Ho2 ltac:(zlia)).
  rewrite (s198_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c57_p27 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s201_board (2 + a) 0 0 (2 + d) -> fst (s201_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q27] in Hc |- *.
  rewrite tf_game_eq, (s201_c57_L a d), (s201_c57_R a d); cbn [map].
  pose proof (use_s179 IH (2 + a) 1 0 (2 + d) (opt_l _ _ _ (s201_c57_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s201_c57_L2 a d)).
  pose proof (use_s119 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s201_c57_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c57_L2 a d))) as Ho1.
  pose proof (use_s142 IH (2 + a) (2 + d) (opt_r _ _ _ (s201_c57_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s201_c57_R2 a d)).
  pose proof (use_s198 IH (2 + a) 0 0 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c57_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c57_R2 a d))) as Ho3.
  rewrite (s179_p40 Ho0 ltac:(zlia)).
  rewrite (s119_p5 Ho1 ltac:(zlia)).
  rewrite (s119_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s142_p3 Ho2 ltac:(zlia)).
  rewrite (s198_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c57_p35 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s201_board (2 + a) 0 0 (2 + d) -> fst (s201_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q35] in Hc |- *.
  rewrite tf_game_eq, (s201_c57_L a d), (s201_c57_R a d); cbn [map].
  pose proof (use_s179 IH (2 + a) 1 0 (2 + d) (opt_l _ _ _ (s201_c57_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s201_c57_L2 a d)).
  pose proof (use_s119 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s201_c57_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c57_L2 a d))) as Ho1.
  pose proof (use_s142 IH (2 + a) (2 + d) (opt_r _ _ _ (s201_c57_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s201_c57_R2 a d)).
  pose proof (use_s198 IH (2 + a) 0 0 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c57_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c57_R2 a d))) as Ho3.
  rewrite (s179_p49 Ho0 ltac:(zlia)).
  rewrite (s119_p6 Ho1 ltac:(zlia)).
  rewrite (s119_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s142_p3 Ho2 ltac:(zlia)).
  rewrite (s198_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b==0 && c==1 && d==0: the board of s187 *)
Lemma s201_c58_p5 x (Hs187 : s187_claim x) (a : nat) :
  x = s201_board (2 + a) 0 1 0 -> fst (s201_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s201_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q5] in Hc |- *.
  pose proof (Hs187 (2 + a) 0 1 ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s201_c59_L (a : nat) : lmoves (s201_board (2 + a) 0 1 1) = [s179_board (2 + a) 1 1 1; s201_board (2 + a) 0 0 2; strip [] (repeat T (2 + a) ++ [F; T; E; F; T; E; E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c59_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; F; T; E; E; T; T; F]) []) (s119_board (2 + a) 0) (2).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; T; E; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; E; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c59_R (a : nat) : rmoves (s201_board (2 + a) 0 1 1) = [s186_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [F; T; E; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s186_board, s201_board, strip. tf_options. Qed.
Lemma s201_c59_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; F; T; E; T; F]) [(1, 1)]) (s198_board (2 + a) 0 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b==0 && c==1 && d==1 *)
Lemma s201_c59_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s201_board (2 + a) 0 1 1 -> fst (s201_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s201_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q19] in Hc |- *.
  rewrite tf_game_eq, (s201_c59_L a), (s201_c59_R a); cbn [map].
  pose proof (use_s179 IH (2 + a) 1 1 1 (opt_l _ _ _ (s201_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 0 0 2 (opt_l _ _ _ (s201_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c59_L3 a)).
  pose proof (use_s119 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s201_c59_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c59_L3 a))) as Ho2.
  pose proof (use_s186 IH (2 + a) 1 1 (opt_r _ _ _ (s201_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c59_R2 a)).
  pose proof (use_s198 IH (2 + a) 0 1 1 (opt_norm_r _ _ _ _ _ (s201_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c59_R2 a))) as Ho4.
  rewrite (s179_p12 Ho0 ltac:(zlia)).
  rewrite (s201_p19 Ho1 ltac:(zlia)).
  rewrite (s119_p4 Ho2 ltac:(zlia)).
  rewrite (s119_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s186_p3 Ho3 ltac:(zlia)).
  rewrite (s198_p2 Ho4 ltac:(zlia)).
  rewrite (s198_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c59_p27 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s201_board (2 + a) 0 1 1 -> fst (s201_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s201_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q27] in Hc |- *.
  rewrite tf_game_eq, (s201_c59_L a), (s201_c59_R a); cbn [map].
  pose proof (use_s179 IH (2 + a) 1 1 1 (opt_l _ _ _ (s201_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 0 0 2 (opt_l _ _ _ (s201_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c59_L3 a)).
  pose proof (use_s119 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s201_c59_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c59_L3 a))) as Ho2.
  pose proof (use_s186 IH (2 + a) 1 1 (opt_r _ _ _ (s201_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c59_R2 a)).
  pose proof (use_s198 IH (2 + a) 0 1 1 (opt_norm_r _ _ _ _ _ (s201_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c59_R2 a))) as Ho4.
  rewrite (s179_p40 Ho0 ltac:(zlia)).
  rewrite (s201_p27 Ho1 ltac:(zlia)).
  rewrite (s119_p5 Ho2 ltac:(zlia)).
  rewrite (s119_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s186_p3 Ho3 ltac:(zlia)).
  rewrite (s198_p2 Ho4 ltac:(zlia)).
  rewrite (s198_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c59_p35 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s201_board (2 + a) 0 1 1 -> fst (s201_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s201_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q35] in Hc |- *.
  rewrite tf_game_eq, (s201_c59_L a), (s201_c59_R a); cbn [map].
  pose proof (use_s179 IH (2 + a) 1 1 1 (opt_l _ _ _ (s201_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 0 0 2 (opt_l _ _ _ (s201_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c59_L3 a)).
  pose proof (use_s119 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s201_c59_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c59_L3 a))) as Ho2.
  pose proof (use_s186 IH (2 + a) 1 1 (opt_r _ _ _ (s201_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c59_R2 a)).
  pose proof (use_s198 IH (2 + a) 0 1 1 (opt_norm_r _ _ _ _ _ (s201_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c59_R2 a))) as Ho4.
  rewrite (s179_p49 Ho0 ltac:(zlia)).
  rewrite (s201_p35 Ho1 ltac:(zlia)).
  rewrite (s119_p6 Ho2 ltac:(zlia)).
  rewrite (s119_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s186_p3 Ho3 ltac:(zlia)).
  rewrite (s198_p2 Ho4 ltac:(zlia)).
  rewrite (s198_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c60_L (a d : nat) : lmoves (s201_board (2 + a) 0 1 (2 + d)) = [s179_board (2 + a) 1 1 (2 + d); s201_board (2 + a) 0 0 (3 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c60_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s119_board (2 + a) 0) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; E; F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c60_R (a d : nat) : rmoves (s201_board (2 + a) 0 1 (2 + d)) = [s186_board (2 + a) 1 (2 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s186_board, s201_board, strip. tf_options. Qed.
Lemma s201_c60_R2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s198_board (2 + a) 0 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b==0 && c==1 && d>=2 *)
Lemma s201_c60_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s201_board (2 + a) 0 1 (2 + d) -> fst (s201_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q19] in Hc |- *.
  rewrite tf_game_eq, (s201_c60_L a d), (s201_c60_R a d); cbn [map].
  pose proof (use_s179 IH (2 + a) 1 1 (2 + d) (opt_l _ _ _ (s201_c60_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 0 0 (3 + d) (opt_l _ _ _ (s201_c60_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c60_L3 a d)).
  pose proof (use_s119 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s201_c60_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c60_L3 a d))) as Ho2.
  pose proof (use_s186 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s201_c60_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c60_R2 a d)).
  pose proof (use_s198 IH (2 + a) 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c60_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c60_R2 a d))) as Ho4.
  rewrite (s179_p12 Ho0 ltac:(zlia)).
  rewrite (s201_p19 Ho1 ltac:(zlia)).
  rewrite (s119_p4 Ho2 ltac:(zlia)).
  rewrite (s119_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s186_p3 Ho3 ltac:(zlia)).
  rewrite (s198_p2 Ho4 ltac:(zlia)).
  rewrite (s198_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c60_p27 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s201_board (2 + a) 0 1 (2 + d) -> fst (s201_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q27] in Hc |- *.
  rewrite tf_game_eq, (s201_c60_L a d), (s201_c60_R a d); cbn [map].
  pose proof (use_s179 IH (2 + a) 1 1 (2 + d) (opt_l _ _ _ (s201_c60_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 0 0 (3 + d) (opt_l _ _ _ (s201_c60_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c60_L3 a d)).
  pose proof (use_s119 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s201_c60_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c60_L3 a d))) as Ho2.
  pose proof (use_s186 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s201_c60_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c60_R2 a d)).
  pose proof (use_s198 IH (2 + a) 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c60_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c60_R2 a d))) as Ho4.
  rewrite (s179_p40 Ho0 ltac:(zlia)).
  rewrite (s201_p27 Ho1 ltac:(zlia)).
  rewrite (s119_p5 Ho2 ltac:(zlia)).
  rewrite (s119_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s186_p3 Ho3 ltac:(zlia)).
  rewrite (s198_p2 Ho4 ltac:(zlia)).
  rewrite (s198_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c60_p35 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s201_board (2 + a) 0 1 (2 + d) -> fst (s201_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q35] in Hc |- *.
  rewrite tf_game_eq, (s201_c60_L a d), (s201_c60_R a d); cbn [map].
  pose proof (use_s179 IH (2 + a) 1 1 (2 + d) (opt_l _ _ _ (s201_c60_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 0 0 (3 + d) (opt_l _ _ _ (s201_c60_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c60_L3 a d)).
  pose proof (use_s119 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s201_c60_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c60_L3 a d))) as Ho2.
  pose proof (use_s186 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s201_c60_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c60_R2 a d)).
  pose proof (use_s198 IH (2 + a) 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c60_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c60_R2 a d))) as Ho4.
  rewrite (s179_p49 Ho0 ltac:(zlia)).
  rewrite (s201_p35 Ho1 ltac:(zlia)).
  rewrite (s119_p6 Ho2 ltac:(zlia)).
  rewrite (s119_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s186_p3 Ho3 ltac:(zlia)).
  rewrite (s198_p2 Ho4 ltac:(zlia)).
  rewrite (s198_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b==0 && c>=2 && d==0: the board of s187 *)
Lemma s201_c61_p5 x (Hs187 : s187_claim x) (a c : nat) :
  x = s201_board (2 + a) 0 (2 + c) 0 -> fst (s201_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s201_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q5] in Hc |- *.
  pose proof (Hs187 (2 + a) 0 (2 + c) ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s201_c62_L (a c : nat) : lmoves (s201_board (2 + a) 0 (2 + c) 1) = [s179_board (2 + a) 1 (2 + c) 1; s201_board (2 + a) 0 (1 + c) 2; strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c62_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s119_board (2 + a) 0) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; E; F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c62_R (a c : nat) : rmoves (s201_board (2 + a) 0 (2 + c) 1) = [s186_board (2 + a) (2 + c) 1; strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s186_board, s201_board, strip. tf_options. Qed.
Lemma s201_c62_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s198_board (2 + a) 0 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b==0 && c>=2 && d==1 *)
Lemma s201_c62_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s201_board (2 + a) 0 (2 + c) 1 -> fst (s201_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s201_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q19] in Hc |- *.
  rewrite tf_game_eq, (s201_c62_L a c), (s201_c62_R a c); cbn [map].
  pose proof (use_s179 IH (2 + a) 1 (2 + c) 1 (opt_l _ _ _ (s201_c62_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 0 (1 + c) 2 (opt_l _ _ _ (s201_c62_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c62_L3 a c)).
  pose proof (use_s119 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s201_c62_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c62_L3 a c))) as Ho2.
  pose proof (use_s186 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s201_c62_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c62_R2 a c)).
  pose proof (use_s198 IH (2 + a) 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s201_c62_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c62_R2 a c))) as Ho4.
  rewrite (s179_p12 Ho0 ltac:(zlia)).
  rewrite (s201_p19 Ho1 ltac:(zlia)).
  rewrite (s119_p4 Ho2 ltac:(zlia)).
  rewrite (s119_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s186_p3 Ho3 ltac:(zlia)).
  rewrite (s198_p2 Ho4 ltac:(zlia)).
  rewrite (s198_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c62_p27 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s201_board (2 + a) 0 (2 + c) 1 -> fst (s201_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s201_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q27] in Hc |- *.
  rewrite tf_game_eq, (s201_c62_L a c), (s201_c62_R a c); cbn [map].
  pose proof (use_s179 IH (2 + a) 1 (2 + c) 1 (opt_l _ _ _ (s201_c62_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 0 (1 + c) 2 (opt_l _ _ _ (s201_c62_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c62_L3 a c)).
  pose proof (use_s119 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s201_c62_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c62_L3 a c))) as Ho2.
  pose proof (use_s186 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s201_c62_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c62_R2 a c)).
  pose proof (use_s198 IH (2 + a) 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s201_c62_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c62_R2 a c))) as Ho4.
  rewrite (s179_p40 Ho0 ltac:(zlia)).
  rewrite (s201_p27 Ho1 ltac:(zlia)).
  rewrite (s119_p5 Ho2 ltac:(zlia)).
  rewrite (s119_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s186_p3 Ho3 ltac:(zlia)).
  rewrite (s198_p2 Ho4 ltac:(zlia)).
  rewrite (s198_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c62_p35 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s201_board (2 + a) 0 (2 + c) 1 -> fst (s201_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s201_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q35] in Hc |- *.
  rewrite tf_game_eq, (s201_c62_L a c), (s201_c62_R a c); cbn [map].
  pose proof (use_s179 IH (2 + a) 1 (2 + c) 1 (opt_l _ _ _ (s201_c62_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 0 (1 + c) 2 (opt_l _ _ _ (s201_c62_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c62_L3 a c)).
  pose proof (use_s119 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s201_c62_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c62_L3 a c))) as Ho2.
  pose proof (use_s186 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s201_c62_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c62_R2 a c)).
  pose proof (use_s198 IH (2 + a) 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s201_c62_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c62_R2 a c))) as Ho4.
  rewrite (s179_p49 Ho0 ltac:(zlia)).
  rewrite (s201_p35 Ho1 ltac:(zlia)).
  rewrite (s119_p6 Ho2 ltac:(zlia)).
  rewrite (s119_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s186_p3 Ho3 ltac:(zlia)).
  rewrite (s198_p2 Ho4 ltac:(zlia)).
  rewrite (s198_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c63_L (a c d : nat) : lmoves (s201_board (2 + a) 0 (2 + c) (2 + d)) = [s179_board (2 + a) 1 (2 + c) (2 + d); s201_board (2 + a) 0 (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c63_L3 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s119_board (2 + a) 0) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; E; F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c63_R (a c d : nat) : rmoves (s201_board (2 + a) 0 (2 + c) (2 + d)) = [s186_board (2 + a) (2 + c) (2 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s186_board, s201_board, strip. tf_options. Qed.
Lemma s201_c63_R2 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s198_board (2 + a) 0 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b==0 && c>=2 && d>=2 *)
Lemma s201_c63_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s201_board (2 + a) 0 (2 + c) (2 + d) -> fst (s201_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q19] in Hc |- *.
  rewrite tf_game_eq, (s201_c63_L a c d), (s201_c63_R a c d); cbn [map].
  pose proof (use_s179 IH (2 + a) 1 (2 + c) (2 + d) (opt_l _ _ _ (s201_c63_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 0 (1 + c) (3 + d) (opt_l _ _ _ (s201_c63_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c63_L3 a c d)).
  pose proof (use_s119 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s201_c63_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c63_L3 a c d))) as Ho2.
  pose proof (use_s186 IH (2 + a) (2 + c) (2 + d) (opt_r _ _ _ (s201_c63_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c63_R2 a c d)).
  pose proof (use_s198 IH (2 + a) 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s201_c63_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c63_R2 a c d))) as Ho4.
  rewrite (s179_p12 Ho0 ltac:(zlia)).
  rewrite (s201_p19 Ho1 ltac:(zlia)).
  rewrite (s119_p4 Ho2 ltac:(zlia)).
  rewrite (s119_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s186_p3 Ho3 ltac:(zlia)).
  rewrite (s198_p2 Ho4 ltac:(zlia)).
  rewrite (s198_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c63_p27 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s201_board (2 + a) 0 (2 + c) (2 + d) -> fst (s201_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q27] in Hc |- *.
  rewrite tf_game_eq, (s201_c63_L a c d), (s201_c63_R a c d); cbn [map].
  pose proof (use_s179 IH (2 + a) 1 (2 + c) (2 + d) (opt_l _ _ _ (s201_c63_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 0 (1 + c) (3 + d) (opt_l _ _ _ (s201_c63_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c63_L3 a c d)).
  pose proof (use_s119 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s201_c63_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c63_L3 a c d))) as Ho2.
  pose proof (use_s186 IH (2 + a) (2 + c) (2 + d) (opt_r _ _ _ (s201_c63_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c63_R2 a c d)).
  pose proof (use_s198 IH (2 + a) 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s201_c63_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c63_R2 a c d))) as Ho4.
  rewrite (s179_p40 Ho0 ltac:(zlia)).
  rewrite (s201_p27 Ho1 ltac:(zlia)).
  rewrite (s119_p5 Ho2 ltac:(zlia)).
  rewrite (s119_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s186_p3 Ho3 ltac:(zlia)).
  rewrite (s198_p2 Ho4 ltac:(zlia)).
  rewrite (s198_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c63_p35 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s201_board (2 + a) 0 (2 + c) (2 + d) -> fst (s201_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q35] in Hc |- *.
  rewrite tf_game_eq, (s201_c63_L a c d), (s201_c63_R a c d); cbn [map].
  pose proof (use_s179 IH (2 + a) 1 (2 + c) (2 + d) (opt_l _ _ _ (s201_c63_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 0 (1 + c) (3 + d) (opt_l _ _ _ (s201_c63_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c63_L3 a c d)).
  pose proof (use_s119 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s201_c63_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c63_L3 a c d))) as Ho2.
  pose proof (use_s186 IH (2 + a) (2 + c) (2 + d) (opt_r _ _ _ (s201_c63_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c63_R2 a c d)).
  pose proof (use_s198 IH (2 + a) 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s201_c63_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c63_R2 a c d))) as Ho4.
  rewrite (s179_p49 Ho0 ltac:(zlia)).
  rewrite (s201_p35 Ho1 ltac:(zlia)).
  rewrite (s119_p6 Ho2 ltac:(zlia)).
  rewrite (s119_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s186_p3 Ho3 ltac:(zlia)).
  rewrite (s198_p2 Ho4 ltac:(zlia)).
  rewrite (s198_p2_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b==1 && c==0 && d==0: the board of s187 *)
Lemma s201_c64_p6 x (Hs187 : s187_claim x) (a : nat) :
  x = s201_board (2 + a) 1 0 0 -> fst (s201_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s201_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q6] in Hc |- *.
  pose proof (Hs187 (2 + a) 1 0 ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s201_c65_L (a : nat) : lmoves (s201_board (2 + a) 1 0 1) = [s179_board (2 + a) 2 0 1; s162_board (2 + a) 0 2; strip [] (repeat T (2 + a) ++ [F; T; E; T; F; E; E; T; T; F]) []].
Proof. unfold s162_board, s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c65_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; F; E; E; T; T; F]) []) (s119_board (2 + a) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; T; E; T; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; E; T; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c65_R (a : nat) : rmoves (s201_board (2 + a) 1 0 1) = [s199_board (2 + a) 1; strip [] (repeat T (2 + a) ++ [F; T; E; T; F; E; T; F]) [(1, 1)]].
Proof. unfold s199_board, s201_board, strip. tf_options. Qed.
Lemma s201_c65_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; F; E; T; F]) [(1, 1)]) (s198_board (2 + a) 1 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b==1 && c==0 && d==1 *)
Lemma s201_c65_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s201_board (2 + a) 1 0 1 -> fst (s201_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s201_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q20] in Hc |- *.
  rewrite tf_game_eq, (s201_c65_L a), (s201_c65_R a); cbn [map].
  pose proof (use_s179 IH (2 + a) 2 0 1 (opt_l _ _ _ (s201_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 0 2 (opt_l _ _ _ (s201_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s201_c65_L3 a)).
  pose proof (use_s119 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s201_c65_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c65_L3 a))) as Ho2.
  pose proof (use_s199 IH (2 + a) 1 (opt_r _ _ _ (s201_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c65_R2 a)).
  pose proof (use_s198 IH (2 + a) 1 0 1 (opt_norm_r _ _ _ _ _ (s201_c65_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c65_R2 a))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s162_p4 Ho1 ltac:(zlia)).
  rewrite (s119_p1 Ho2 ltac:(zlia)).
  rewrite (s199_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c65_p28 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s201_board (2 + a) 1 0 1 -> fst (s201_q28 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s201_q28 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q28] in Hc |- *.
  rewrite tf_game_eq, (s201_c65_L a), (s201_c65_R a); cbn [map].
  pose proof (use_s179 IH (2 + a) 2 0 1 (opt_l _ _ _ (s201_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 0 2 (opt_l _ _ _ (s201_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s201_c65_L3 a)).
  pose proof (use_s119 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s201_c65_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c65_L3 a))) as Ho2.
  pose proof (use_s199 IH (2 + a) 1 (opt_r _ _ _ (s201_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c65_R2 a)).
  pose proof (use_s198 IH (2 + a) 1 0 1 (opt_norm_r _ _ _ _ _ (s201_c65_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c65_R2 a))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s162_p13 Ho1 ltac:(zlia)).
  rewrite (s119_p3 Ho2 ltac:(zlia)).
  rewrite (s199_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c65_p36 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s201_board (2 + a) 1 0 1 -> fst (s201_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s201_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q36] in Hc |- *.
  rewrite tf_game_eq, (s201_c65_L a), (s201_c65_R a); cbn [map].
  pose proof (use_s179 IH (2 + a) 2 0 1 (opt_l _ _ _ (s201_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 0 2 (opt_l _ _ _ (s201_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s201_c65_L3 a)).
  pose proof (use_s119 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s201_c65_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c65_L3 a))) as Ho2.
  pose proof (use_s199 IH (2 + a) 1 (opt_r _ _ _ (s201_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c65_R2 a)).
  pose proof (use_s198 IH (2 + a) 1 0 1 (opt_norm_r _ _ _ _ _ (s201_c65_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c65_R2 a))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s162_p15 Ho1 ltac:(zlia)).
  rewrite (s119_p7 Ho2 ltac:(zlia)).
  rewrite (s199_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c65_p38 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s201_board (2 + a) 1 0 1 -> fst (s201_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s201_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q38] in Hc |- *.
  rewrite tf_game_eq, (s201_c65_L a), (s201_c65_R a); cbn [map].
  pose proof (use_s179 IH (2 + a) 2 0 1 (opt_l _ _ _ (s201_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 0 2 (opt_l _ _ _ (s201_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s201_c65_L3 a)).
  pose proof (use_s119 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s201_c65_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c65_L3 a))) as Ho2.
  pose proof (use_s199 IH (2 + a) 1 (opt_r _ _ _ (s201_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c65_R2 a)).
  pose proof (use_s198 IH (2 + a) 1 0 1 (opt_norm_r _ _ _ _ _ (s201_c65_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c65_R2 a))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s162_p15 Ho1 ltac:(zlia)).
  rewrite (s119_p8 Ho2 ltac:(zlia)).
  rewrite (s199_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c66_L (a d : nat) : lmoves (s201_board (2 + a) 1 0 (2 + d)) = [s179_board (2 + a) 2 0 (2 + d); s162_board (2 + a) 0 (3 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s162_board, s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c66_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s119_board (2 + a) 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; E; T; F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c66_R (a d : nat) : rmoves (s201_board (2 + a) 1 0 (2 + d)) = [s199_board (2 + a) (2 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s199_board, s201_board, strip. tf_options. Qed.
Lemma s201_c66_R2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s198_board (2 + a) 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b==1 && c==0 && d>=2 *)
Lemma s201_c66_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s201_board (2 + a) 1 0 (2 + d) -> fst (s201_q21 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q21 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q21] in Hc |- *.
  rewrite tf_game_eq, (s201_c66_L a d), (s201_c66_R a d); cbn [map].
  pose proof (use_s179 IH (2 + a) 2 0 (2 + d) (opt_l _ _ _ (s201_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 0 (3 + d) (opt_l _ _ _ (s201_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c66_L3 a d)).
  pose proof (use_s119 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s201_c66_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c66_L3 a d))) as Ho2.
  pose proof (use_s199 IH (2 + a) (2 + d) (opt_r _ _ _ (s201_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c66_R2 a d)).
  pose proof (use_s198 IH (2 + a) 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c66_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c66_R2 a d))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s162_p4 Ho1 ltac:(zlia)).
  rewrite (s119_p1 Ho2 ltac:(zlia)).
  rewrite (s119_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s199_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c66_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s201_board (2 + a) 1 0 (2 + d) -> fst (s201_q29 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q29 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q29] in Hc |- *.
  rewrite tf_game_eq, (s201_c66_L a d), (s201_c66_R a d); cbn [map].
  pose proof (use_s179 IH (2 + a) 2 0 (2 + d) (opt_l _ _ _ (s201_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 0 (3 + d) (opt_l _ _ _ (s201_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c66_L3 a d)).
  pose proof (use_s119 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s201_c66_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c66_L3 a d))) as Ho2.
  pose proof (use_s199 IH (2 + a) (2 + d) (opt_r _ _ _ (s201_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c66_R2 a d)).
  pose proof (use_s198 IH (2 + a) 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c66_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c66_R2 a d))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s162_p13 Ho1 ltac:(zlia)).
  rewrite (s119_p3 Ho2 ltac:(zlia)).
  rewrite (s119_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s199_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c66_p36 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s201_board (2 + a) 1 0 (2 + d) -> fst (s201_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q36] in Hc |- *.
  rewrite tf_game_eq, (s201_c66_L a d), (s201_c66_R a d); cbn [map].
  pose proof (use_s179 IH (2 + a) 2 0 (2 + d) (opt_l _ _ _ (s201_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 0 (3 + d) (opt_l _ _ _ (s201_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c66_L3 a d)).
  pose proof (use_s119 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s201_c66_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c66_L3 a d))) as Ho2.
  pose proof (use_s199 IH (2 + a) (2 + d) (opt_r _ _ _ (s201_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c66_R2 a d)).
  pose proof (use_s198 IH (2 + a) 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c66_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c66_R2 a d))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s162_p15 Ho1 ltac:(zlia)).
  rewrite (s119_p7 Ho2 ltac:(zlia)).
  rewrite (s119_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s199_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c66_p38 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s201_board (2 + a) 1 0 (2 + d) -> fst (s201_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q38] in Hc |- *.
  rewrite tf_game_eq, (s201_c66_L a d), (s201_c66_R a d); cbn [map].
  pose proof (use_s179 IH (2 + a) 2 0 (2 + d) (opt_l _ _ _ (s201_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 0 (3 + d) (opt_l _ _ _ (s201_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c66_L3 a d)).
  pose proof (use_s119 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s201_c66_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c66_L3 a d))) as Ho2.
  pose proof (use_s199 IH (2 + a) (2 + d) (opt_r _ _ _ (s201_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c66_R2 a d)).
  pose proof (use_s198 IH (2 + a) 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c66_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c66_R2 a d))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s162_p15 Ho1 ltac:(zlia)).
  rewrite (s119_p8 Ho2 ltac:(zlia)).
  rewrite (s119_p8_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s199_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b==1 && c==1 && d==0: the board of s187 *)
Lemma s201_c67_p7 x (Hs187 : s187_claim x) (a : nat) :
  x = s201_board (2 + a) 1 1 0 -> fst (s201_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s201_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q7] in Hc |- *.
  pose proof (Hs187 (2 + a) 1 1 ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

