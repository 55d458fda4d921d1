(* A part of the proof in tf_one_frog_odd.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b>=3 && b<=5 && b%2==1" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_odd_base tf_one_frog_odd_values1.


Lemma s38_c40_L : lmoves (s38_board 0 1 1 1 0) = [s31_board 0 2 1 0; s28_board 0 1 2 0; s36_board 0 1 1 1 0].
Proof. unfold s28_board, s31_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c40_R : rmoves (s38_board 0 1 1 1 0) = [s35_board 0 1 1 1 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c==1 && d==1 && e==0 *)
Lemma s38_c40_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s38_board 0 1 1 1 0 -> fst (s38_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c40_L), (s38_c40_R); cbn [map].
  pose proof (use_s31 IH 0 2 1 0 (opt_l _ _ _ (s38_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 1 2 0 (opt_l _ _ _ (s38_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 1 1 1 0 (opt_l _ _ _ (s38_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH 0 1 1 1 0 (opt_r _ _ _ (s38_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s28_p7 Ho1 ltac:(zlia)).
  rewrite (s36_p17 Ho2 ltac:(zlia)).
  rewrite (s35_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c41_L : lmoves (s38_board 0 1 1 1 1) = [s31_board 0 2 1 1; s28_board 0 1 2 1; s36_board 0 1 1 1 1].
Proof. unfold s28_board, s31_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c41_R : rmoves (s38_board 0 1 1 1 1) = [strip [] ([E; T; E; T; E; T; E; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c41_R1 : tf_norm (strip [] ([E; T; E; T; E; T; E; F]) [(1, 1)]) (s35_board 0 1 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; T; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c==1 && d==1 && e==1 *)
Lemma s38_c41_p9 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s38_board 0 1 1 1 1 -> fst (s38_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c41_L), (s38_c41_R); cbn [map].
  pose proof (use_s31 IH 0 2 1 1 (opt_l _ _ _ (s38_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 1 2 1 (opt_l _ _ _ (s38_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 1 1 1 1 (opt_l _ _ _ (s38_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s38_c41_R1)).
  pose proof (use_s35 IH 0 1 1 1 0 (opt_norm_r _ _ _ _ _ (s38_c41_R) ltac:(cbn [In]; left; reflexivity) (s38_c41_R1))) as Ho3.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  rewrite (s28_p8 Ho1 ltac:(zlia)).
  rewrite (s36_p20 Ho2 ltac:(zlia)).
  rewrite (s35_p7 Ho3 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c42_L (e : nat) : lmoves (s38_board 0 1 1 1 (2 + e)) = [s31_board 0 2 1 (2 + e); s28_board 0 1 2 (2 + e); s36_board 0 1 1 1 (2 + e)].
Proof. unfold s28_board, s31_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c42_R (e : nat) : rmoves (s38_board 0 1 1 1 (2 + e)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s38_c42_p3 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s38_board 0 1 1 1 (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c42_L e), (s38_c42_R e); cbn [map].
  pose proof (use_s31 IH 0 2 1 (2 + e) (opt_l _ _ _ (s38_c42_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 1 2 (2 + e) (opt_l _ _ _ (s38_c42_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 1 1 1 (2 + e) (opt_l _ _ _ (s38_c42_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  rewrite (s28_p3 Ho1 ltac:(zlia)).
  rewrite (s36_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s38_c43_L (d : nat) : lmoves (s38_board 0 1 1 (2 + d) 0) = [s31_board 0 2 (2 + d) 0; s28_board 0 1 (3 + d) 0; s40_board 0 1 1 (1 + d) 1 0].
Proof. unfold s28_board, s31_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c43_R (d : nat) : rmoves (s38_board 0 1 1 (2 + d) 0) = [s35_board 0 1 1 (2 + d) 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s38_c43_p8 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s38_board 0 1 1 (2 + d) 0 -> fst (s38_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c43_L d), (s38_c43_R d); cbn [map].
  pose proof (use_s31 IH 0 2 (2 + d) 0 (opt_l _ _ _ (s38_c43_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 1 (3 + d) 0 (opt_l _ _ _ (s38_c43_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 1 1 (1 + d) 1 0 (opt_l _ _ _ (s38_c43_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH 0 1 1 (2 + d) 0 (opt_r _ _ _ (s38_c43_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s28_p7 Ho1 ltac:(zlia)).
  rewrite (s40_p26 Ho2 ltac:(zlia)).
  rewrite (s35_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c44_L (d : nat) : lmoves (s38_board 0 1 1 (2 + d) 1) = [s31_board 0 2 (2 + d) 1; s28_board 0 1 (3 + d) 1; s40_board 0 1 1 (1 + d) 1 1].
Proof. unfold s28_board, s31_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c44_R (d : nat) : rmoves (s38_board 0 1 1 (2 + d) 1) = [strip [] (E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c44_R1 (d : nat) : tf_norm (strip [] (E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]) (s35_board 0 1 1 (2 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s38_c44_p9 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s38_board 0 1 1 (2 + d) 1 -> fst (s38_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c44_L d), (s38_c44_R d); cbn [map].
  pose proof (use_s31 IH 0 2 (2 + d) 1 (opt_l _ _ _ (s38_c44_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 1 (3 + d) 1 (opt_l _ _ _ (s38_c44_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 1 1 (1 + d) 1 1 (opt_l _ _ _ (s38_c44_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s38_c44_R1 d)).
  pose proof (use_s35 IH 0 1 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s38_c44_R d) ltac:(cbn [In]; left; reflexivity) (s38_c44_R1 d))) as Ho3.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  rewrite (s28_p8 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s35_p7 Ho3 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c45_L (d e : nat) : lmoves (s38_board 0 1 1 (2 + d) (2 + e)) = [s31_board 0 2 (2 + d) (2 + e); s28_board 0 1 (3 + d) (2 + e); s40_board 0 1 1 (1 + d) 1 (2 + e)].
Proof. unfold s28_board, s31_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c45_R (d e : nat) : rmoves (s38_board 0 1 1 (2 + d) (2 + e)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s38_c45_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s38_board 0 1 1 (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c45_L d e), (s38_c45_R d e); cbn [map].
  pose proof (use_s31 IH 0 2 (2 + d) (2 + e) (opt_l _ _ _ (s38_c45_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 1 (3 + d) (2 + e) (opt_l _ _ _ (s38_c45_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 1 1 (1 + d) 1 (2 + e) (opt_l _ _ _ (s38_c45_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  rewrite (s28_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c>=2 && d==0 && e==0: the board of s32 *)
Lemma s38_c46_p11 x (Hs32 : s32_claim x) (c : nat) :
  x = s38_board 0 1 (2 + c) 0 0 -> fst (s38_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q11] in Hc |- *.
  pose proof (Hs32 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c>=2 && d==0 && e==1: the board of s32 *)
Lemma s38_c47_p13 x (Hs32 : s32_claim x) (c : nat) :
  x = s38_board 0 1 (2 + c) 0 1 -> fst (s38_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q13] in Hc |- *.
  pose proof (Hs32 0 1 (2 + c) 1 ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c>=2 && d==0 && e>=2: the board of s32 *)
Lemma s38_c48_p3 x (Hs32 : s32_claim x) (c e : nat) :
  x = s38_board 0 1 (2 + c) 0 (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs32 0 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s38_c49_L (c : nat) : lmoves (s38_board 0 1 (2 + c) 1 0) = [s31_board 0 (3 + c) 1 0; s38_board 0 1 (1 + c) 2 0; s36_board 0 1 (2 + c) 1 0].
Proof. unfold s31_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c49_R (c : nat) : rmoves (s38_board 0 1 (2 + c) 1 0) = [s35_board 0 1 (2 + c) 1 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s38_c49_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s38_board 0 1 (2 + c) 1 0 -> fst (s38_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c49_L c), (s38_c49_R c); cbn [map].
  pose proof (use_s31 IH 0 (3 + c) 1 0 (opt_l _ _ _ (s38_c49_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 0 1 (1 + c) 2 0 (opt_l _ _ _ (s38_c49_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 1 (2 + c) 1 0 (opt_l _ _ _ (s38_c49_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH 0 1 (2 + c) 1 0 (opt_r _ _ _ (s38_c49_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s38_p8 Ho1 ltac:(zlia)).
  rewrite (s36_p17 Ho2 ltac:(zlia)).
  rewrite (s35_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c50_L (c : nat) : lmoves (s38_board 0 1 (2 + c) 1 1) = [s31_board 0 (3 + c) 1 1; s38_board 0 1 (1 + c) 2 1; s36_board 0 1 (2 + c) 1 1].
Proof. unfold s31_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c50_R (c : nat) : rmoves (s38_board 0 1 (2 + c) 1 1) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ [E; T; E; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c50_R1 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [E; T; E; F]) [(1, 1)]) (s35_board 0 1 (2 + c) 1 0) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ [E; T; E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s38_c50_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s38_board 0 1 (2 + c) 1 1 -> fst (s38_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c50_L c), (s38_c50_R c); cbn [map].
  pose proof (use_s31 IH 0 (3 + c) 1 1 (opt_l _ _ _ (s38_c50_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 0 1 (1 + c) 2 1 (opt_l _ _ _ (s38_c50_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 1 (2 + c) 1 1 (opt_l _ _ _ (s38_c50_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s38_c50_R1 c)).
  pose proof (use_s35 IH 0 1 (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s38_c50_R c) ltac:(cbn [In]; left; reflexivity) (s38_c50_R1 c))) as Ho3.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  rewrite (s38_p9 Ho1 ltac:(zlia)).
  rewrite (s36_p20 Ho2 ltac:(zlia)).
  rewrite (s35_p7 Ho3 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c51_L (c e : nat) : lmoves (s38_board 0 1 (2 + c) 1 (2 + e)) = [s31_board 0 (3 + c) 1 (2 + e); s38_board 0 1 (1 + c) 2 (2 + e); s36_board 0 1 (2 + c) 1 (2 + e)].
Proof. unfold s31_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c51_R (c e : nat) : rmoves (s38_board 0 1 (2 + c) 1 (2 + e)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s38_c51_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s38_board 0 1 (2 + c) 1 (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c51_L c e), (s38_c51_R c e); cbn [map].
  pose proof (use_s31 IH 0 (3 + c) 1 (2 + e) (opt_l _ _ _ (s38_c51_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 0 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s38_c51_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 1 (2 + c) 1 (2 + e) (opt_l _ _ _ (s38_c51_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  rewrite (s36_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s38_c52_L (c d : nat) : lmoves (s38_board 0 1 (2 + c) (2 + d) 0) = [s31_board 0 (3 + c) (2 + d) 0; s38_board 0 1 (1 + c) (3 + d) 0; s40_board 0 1 (2 + c) (1 + d) 1 0].
Proof. unfold s31_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c52_R (c d : nat) : rmoves (s38_board 0 1 (2 + c) (2 + d) 0) = [s35_board 0 1 (2 + c) (2 + d) 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s38_c52_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s38_board 0 1 (2 + c) (2 + d) 0 -> fst (s38_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c52_L c d), (s38_c52_R c d); cbn [map].
  pose proof (use_s31 IH 0 (3 + c) (2 + d) 0 (opt_l _ _ _ (s38_c52_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 0 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s38_c52_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 1 (2 + c) (1 + d) 1 0 (opt_l _ _ _ (s38_c52_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH 0 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s38_c52_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s38_p8 Ho1 ltac:(zlia)).
  rewrite (s40_p26 Ho2 ltac:(zlia)).
  rewrite (s35_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c53_L (c d : nat) : lmoves (s38_board 0 1 (2 + c) (2 + d) 1) = [s31_board 0 (3 + c) (2 + d) 1; s38_board 0 1 (1 + c) (3 + d) 1; s40_board 0 1 (2 + c) (1 + d) 1 1].
Proof. unfold s31_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c53_R (c d : nat) : rmoves (s38_board 0 1 (2 + c) (2 + d) 1) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c53_R1 (c d : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]) (s35_board 0 1 (2 + c) (2 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s38_c53_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s38_board 0 1 (2 + c) (2 + d) 1 -> fst (s38_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c53_L c d), (s38_c53_R c d); cbn [map].
  pose proof (use_s31 IH 0 (3 + c) (2 + d) 1 (opt_l _ _ _ (s38_c53_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 0 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s38_c53_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 1 (2 + c) (1 + d) 1 1 (opt_l _ _ _ (s38_c53_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s38_c53_R1 c d)).
  pose proof (use_s35 IH 0 1 (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s38_c53_R c d) ltac:(cbn [In]; left; reflexivity) (s38_c53_R1 c d))) as Ho3.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  rewrite (s38_p9 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s35_p7 Ho3 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c54_L (c d e : nat) : lmoves (s38_board 0 1 (2 + c) (2 + d) (2 + e)) = [s31_board 0 (3 + c) (2 + d) (2 + e); s38_board 0 1 (1 + c) (3 + d) (2 + e); s40_board 0 1 (2 + c) (1 + d) 1 (2 + e)].
Proof. unfold s31_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c54_R (c d e : nat) : rmoves (s38_board 0 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s38_c54_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s38_board 0 1 (2 + c) (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c54_L c d e), (s38_c54_R c d e); cbn [map].
  pose proof (use_s31 IH 0 (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s38_c54_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 0 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s38_c54_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 1 (2 + c) (1 + d) 1 (2 + e) (opt_l _ _ _ (s38_c54_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c==0 && d==0 && e==0: the board of s24 *)
Lemma s38_c55_p14 x (Hs24 : s24_claim x) (b : nat) :
  x = s38_board 0 (2 + b) 0 0 0 -> fst (s38_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q14] in Hc |- *.
  pose proof (Hs24 0 (2 + b) 0 ltac:(rewrite Hx; unfold s38_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c==0 && d==0 && e==1: the board of s24 *)
Lemma s38_c56_p5 x (Hs24 : s24_claim x) (b : nat) :
  x = s38_board 0 (2 + b) 0 0 1 -> fst (s38_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q5] in Hc |- *.
  pose proof (Hs24 0 (2 + b) 1 ltac:(rewrite Hx; unfold s38_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c==0 && d==0 && e>=2: the board of s24 *)
Lemma s38_c57_p3 x (Hs24 : s24_claim x) (b e : nat) :
  x = s38_board 0 (2 + b) 0 0 (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs24 0 (2 + b) (2 + e) ltac:(rewrite Hx; unfold s38_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c==0 && d==1 && e==0: the board of s28 *)
Lemma s38_c58_p12 x (Hs28 : s28_claim x) (b : nat) :
  x = s38_board 0 (2 + b) 0 1 0 -> fst (s38_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q12] in Hc |- *.
  pose proof (Hs28 0 (2 + b) 1 0 ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c==0 && d==1 && e==1: the board of s28 *)
Lemma s38_c59_p15 x (Hs28 : s28_claim x) (b : nat) :
  x = s38_board 0 (2 + b) 0 1 1 -> fst (s38_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q15] in Hc |- *.
  pose proof (Hs28 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c==0 && d==1 && e>=2: the board of s28 *)
Lemma s38_c60_p3 x (Hs28 : s28_claim x) (b e : nat) :
  x = s38_board 0 (2 + b) 0 1 (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs28 0 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c==0 && d>=2 && e==0: the board of s28 *)
Lemma s38_c61_p8 x (Hs28 : s28_claim x) (b d : nat) :
  x = s38_board 0 (2 + b) 0 (2 + d) 0 -> fst (s38_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q8] in Hc |- *.
  pose proof (Hs28 0 (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c==0 && d>=2 && e==1: the board of s28 *)
Lemma s38_c62_p9 x (Hs28 : s28_claim x) (b d : nat) :
  x = s38_board 0 (2 + b) 0 (2 + d) 1 -> fst (s38_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q9] in Hc |- *.
  pose proof (Hs28 0 (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c==0 && d>=2 && e>=2: the board of s28 *)
Lemma s38_c63_p3 x (Hs28 : s28_claim x) (b d e : nat) :
  x = s38_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs28 0 (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c==1 && d==0 && e==0: the board of s32 *)
Lemma s38_c64_p7 x (Hs32 : s32_claim x) (b : nat) :
  x = s38_board 0 (2 + b) 1 0 0 -> fst (s38_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q7] in Hc |- *.
  pose proof (Hs32 0 (2 + b) 1 0 ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c==1 && d==0 && e==1: the board of s32 *)
Lemma s38_c65_p10 x (Hs32 : s32_claim x) (b : nat) :
  x = s38_board 0 (2 + b) 1 0 1 -> fst (s38_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q10] in Hc |- *.
  pose proof (Hs32 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c==1 && d==0 && e>=2: the board of s32 *)
Lemma s38_c66_p3 x (Hs32 : s32_claim x) (b e : nat) :
  x = s38_board 0 (2 + b) 1 0 (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs32 0 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s38_c67_L (b : nat) : lmoves (s38_board 0 (2 + b) 1 1 0) = [s38_board 0 (1 + b) 2 1 0; s28_board 0 (2 + b) 2 0; s36_board 0 (2 + b) 1 1 0].
Proof. unfold s28_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c67_R (b : nat) : rmoves (s38_board 0 (2 + b) 1 1 0) = [s35_board 0 (2 + b) 1 1 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s38_c67_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s38_board 0 (2 + b) 1 1 0 -> fst (s38_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c67_L b), (s38_c67_R b); cbn [map].
  pose proof (use_s38 IH 0 (1 + b) 2 1 0 (opt_l _ _ _ (s38_c67_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 (2 + b) 2 0 (opt_l _ _ _ (s38_c67_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 (2 + b) 1 1 0 (opt_l _ _ _ (s38_c67_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH 0 (2 + b) 1 1 0 (opt_r _ _ _ (s38_c67_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s28_p7 Ho1 ltac:(zlia)).
  rewrite (s36_p17 Ho2 ltac:(zlia)).
  rewrite (s35_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c68_L (b : nat) : lmoves (s38_board 0 (2 + b) 1 1 1) = [s38_board 0 (1 + b) 2 1 1; s28_board 0 (2 + b) 2 1; s36_board 0 (2 + b) 1 1 1].
Proof. unfold s28_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c68_R (b : nat) : rmoves (s38_board 0 (2 + b) 1 1 1) = [strip [] (E :: repeat T (2 + b) ++ [E; T; E; T; E; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c68_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; T; E; T; E; F]) [(1, 1)]) (s35_board 0 (2 + b) 1 1 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; T; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s38_c68_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s38_board 0 (2 + b) 1 1 1 -> fst (s38_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c68_L b), (s38_c68_R b); cbn [map].
  pose proof (use_s38 IH 0 (1 + b) 2 1 1 (opt_l _ _ _ (s38_c68_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 (2 + b) 2 1 (opt_l _ _ _ (s38_c68_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 (2 + b) 1 1 1 (opt_l _ _ _ (s38_c68_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s38_c68_R1 b)).
  pose proof (use_s35 IH 0 (2 + b) 1 1 0 (opt_norm_r _ _ _ _ _ (s38_c68_R b) ltac:(cbn [In]; left; reflexivity) (s38_c68_R1 b))) as Ho3.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s28_p8 Ho1 ltac:(zlia)).
  rewrite (s36_p20 Ho2 ltac:(zlia)).
  rewrite (s35_p7 Ho3 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c69_L (b e : nat) : lmoves (s38_board 0 (2 + b) 1 1 (2 + e)) = [s38_board 0 (1 + b) 2 1 (2 + e); s28_board 0 (2 + b) 2 (2 + e); s36_board 0 (2 + b) 1 1 (2 + e)].
Proof. unfold s28_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c69_R (b e : nat) : rmoves (s38_board 0 (2 + b) 1 1 (2 + e)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s38_c69_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s38_board 0 (2 + b) 1 1 (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c69_L b e), (s38_c69_R b e); cbn [map].
  pose proof (use_s38 IH 0 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s38_c69_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 (2 + b) 2 (2 + e) (opt_l _ _ _ (s38_c69_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 (2 + b) 1 1 (2 + e) (opt_l _ _ _ (s38_c69_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s28_p3 Ho1 ltac:(zlia)).
  rewrite (s36_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s38_c70_L (b d : nat) : lmoves (s38_board 0 (2 + b) 1 (2 + d) 0) = [s38_board 0 (1 + b) 2 (2 + d) 0; s28_board 0 (2 + b) (3 + d) 0; s40_board 0 (2 + b) 1 (1 + d) 1 0].
Proof. unfold s28_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c70_R (b d : nat) : rmoves (s38_board 0 (2 + b) 1 (2 + d) 0) = [s35_board 0 (2 + b) 1 (2 + d) 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s38_c70_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s38_board 0 (2 + b) 1 (2 + d) 0 -> fst (s38_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c70_L b d), (s38_c70_R b d); cbn [map].
  pose proof (use_s38 IH 0 (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s38_c70_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 (2 + b) (3 + d) 0 (opt_l _ _ _ (s38_c70_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 (2 + b) 1 (1 + d) 1 0 (opt_l _ _ _ (s38_c70_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH 0 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s38_c70_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s28_p7 Ho1 ltac:(zlia)).
  rewrite (s40_p26 Ho2 ltac:(zlia)).
  rewrite (s35_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c71_L (b d : nat) : lmoves (s38_board 0 (2 + b) 1 (2 + d) 1) = [s38_board 0 (1 + b) 2 (2 + d) 1; s28_board 0 (2 + b) (3 + d) 1; s40_board 0 (2 + b) 1 (1 + d) 1 1].
Proof. unfold s28_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c71_R (b d : nat) : rmoves (s38_board 0 (2 + b) 1 (2 + d) 1) = [strip [] (E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c71_R1 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]) (s35_board 0 (2 + b) 1 (2 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s38_c71_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s38_board 0 (2 + b) 1 (2 + d) 1 -> fst (s38_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c71_L b d), (s38_c71_R b d); cbn [map].
  pose proof (use_s38 IH 0 (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s38_c71_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 (2 + b) (3 + d) 1 (opt_l _ _ _ (s38_c71_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 (2 + b) 1 (1 + d) 1 1 (opt_l _ _ _ (s38_c71_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s38_c71_R1 b d)).
  pose proof (use_s35 IH 0 (2 + b) 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s38_c71_R b d) ltac:(cbn [In]; left; reflexivity) (s38_c71_R1 b d))) as Ho3.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s28_p8 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s35_p7 Ho3 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c72_L (b d e : nat) : lmoves (s38_board 0 (2 + b) 1 (2 + d) (2 + e)) = [s38_board 0 (1 + b) 2 (2 + d) (2 + e); s28_board 0 (2 + b) (3 + d) (2 + e); s40_board 0 (2 + b) 1 (1 + d) 1 (2 + e)].
Proof. unfold s28_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c72_R (b d e : nat) : rmoves (s38_board 0 (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s38_c72_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s38_board 0 (2 + b) 1 (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c72_L b d e), (s38_c72_R b d e); cbn [map].
  pose proof (use_s38 IH 0 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s38_c72_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 (2 + b) (3 + d) (2 + e) (opt_l _ _ _ (s38_c72_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 (2 + b) 1 (1 + d) 1 (2 + e) (opt_l _ _ _ (s38_c72_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s28_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c>=2 && d==0 && e==0: the board of s32 *)
Lemma s38_c73_p11 x (Hs32 : s32_claim x) (b c : nat) :
  x = s38_board 0 (2 + b) (2 + c) 0 0 -> fst (s38_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q11] in Hc |- *.
  pose proof (Hs32 0 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c>=2 && d==0 && e==1: the board of s32 *)
Lemma s38_c74_p13 x (Hs32 : s32_claim x) (b c : nat) :
  x = s38_board 0 (2 + b) (2 + c) 0 1 -> fst (s38_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q13] in Hc |- *.
  pose proof (Hs32 0 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c>=2 && d==0 && e>=2: the board of s32 *)
Lemma s38_c75_p3 x (Hs32 : s32_claim x) (b c e : nat) :
  x = s38_board 0 (2 + b) (2 + c) 0 (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs32 0 (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s38_c76_L (b c : nat) : lmoves (s38_board 0 (2 + b) (2 + c) 1 0) = [s38_board 0 (1 + b) (3 + c) 1 0; s38_board 0 (2 + b) (1 + c) 2 0; s36_board 0 (2 + b) (2 + c) 1 0].
Proof. unfold s36_board, s38_board. tf_options. Qed.
Lemma s38_c76_R (b c : nat) : rmoves (s38_board 0 (2 + b) (2 + c) 1 0) = [s35_board 0 (2 + b) (2 + c) 1 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s38_c76_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s38_board 0 (2 + b) (2 + c) 1 0 -> fst (s38_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c76_L b c), (s38_c76_R b c); cbn [map].
  pose proof (use_s38 IH 0 (1 + b) (3 + c) 1 0 (opt_l _ _ _ (s38_c76_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 0 (2 + b) (1 + c) 2 0 (opt_l _ _ _ (s38_c76_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 (2 + b) (2 + c) 1 0 (opt_l _ _ _ (s38_c76_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH 0 (2 + b) (2 + c) 1 0 (opt_r _ _ _ (s38_c76_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s38_p8 Ho1 ltac:(zlia)).
  rewrite (s36_p17 Ho2 ltac:(zlia)).
  rewrite (s35_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c77_L (b c : nat) : lmoves (s38_board 0 (2 + b) (2 + c) 1 1) = [s38_board 0 (1 + b) (3 + c) 1 1; s38_board 0 (2 + b) (1 + c) 2 1; s36_board 0 (2 + b) (2 + c) 1 1].
Proof. unfold s36_board, s38_board. tf_options. Qed.
Lemma s38_c77_R (b c : nat) : rmoves (s38_board 0 (2 + b) (2 + c) 1 1) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c77_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; F]) [(1, 1)]) (s35_board 0 (2 + b) (2 + c) 1 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s38_c77_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s38_board 0 (2 + b) (2 + c) 1 1 -> fst (s38_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c77_L b c), (s38_c77_R b c); cbn [map].
  pose proof (use_s38 IH 0 (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s38_c77_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 0 (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s38_c77_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 (2 + b) (2 + c) 1 1 (opt_l _ _ _ (s38_c77_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s38_c77_R1 b c)).
  pose proof (use_s35 IH 0 (2 + b) (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s38_c77_R b c) ltac:(cbn [In]; left; reflexivity) (s38_c77_R1 b c))) as Ho3.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s38_p9 Ho1 ltac:(zlia)).
  rewrite (s36_p20 Ho2 ltac:(zlia)).
  rewrite (s35_p7 Ho3 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c78_L (b c e : nat) : lmoves (s38_board 0 (2 + b) (2 + c) 1 (2 + e)) = [s38_board 0 (1 + b) (3 + c) 1 (2 + e); s38_board 0 (2 + b) (1 + c) 2 (2 + e); s36_board 0 (2 + b) (2 + c) 1 (2 + e)].
Proof. unfold s36_board, s38_board. tf_options. Qed.
Lemma s38_c78_R (b c e : nat) : rmoves (s38_board 0 (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s38_c78_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s38_board 0 (2 + b) (2 + c) 1 (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c78_L b c e), (s38_c78_R b c e); cbn [map].
  pose proof (use_s38 IH 0 (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s38_c78_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 0 (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s38_c78_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 (2 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s38_c78_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  rewrite (s36_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s38_c79_L (b c d : nat) : lmoves (s38_board 0 (2 + b) (2 + c) (2 + d) 0) = [s38_board 0 (1 + b) (3 + c) (2 + d) 0; s38_board 0 (2 + b) (1 + c) (3 + d) 0; s40_board 0 (2 + b) (2 + c) (1 + d) 1 0].
Proof. unfold s38_board, s40_board. tf_options. Qed.
Lemma s38_c79_R (b c d : nat) : rmoves (s38_board 0 (2 + b) (2 + c) (2 + d) 0) = [s35_board 0 (2 + b) (2 + c) (2 + d) 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s38_c79_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s38_board 0 (2 + b) (2 + c) (2 + d) 0 -> fst (s38_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c79_L b c d), (s38_c79_R b c d); cbn [map].
  pose proof (use_s38 IH 0 (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s38_c79_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 0 (2 + b) (1 + c) (3 + d) 0 (opt_l _ _ _ (s38_c79_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 (2 + b) (2 + c) (1 + d) 1 0 (opt_l _ _ _ (s38_c79_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH 0 (2 + b) (2 + c) (2 + d) 0 (opt_r _ _ _ (s38_c79_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s38_p8 Ho1 ltac:(zlia)).
  rewrite (s40_p26 Ho2 ltac:(zlia)).
  rewrite (s35_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c80_L (b c d : nat) : lmoves (s38_board 0 (2 + b) (2 + c) (2 + d) 1) = [s38_board 0 (1 + b) (3 + c) (2 + d) 1; s38_board 0 (2 + b) (1 + c) (3 + d) 1; s40_board 0 (2 + b) (2 + c) (1 + d) 1 1].
Proof. unfold s38_board, s40_board. tf_options. Qed.
Lemma s38_c80_R (b c d : nat) : rmoves (s38_board 0 (2 + b) (2 + c) (2 + d) 1) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c80_R1 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]) (s35_board 0 (2 + b) (2 + c) (2 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s38_c80_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s38_board 0 (2 + b) (2 + c) (2 + d) 1 -> fst (s38_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c80_L b c d), (s38_c80_R b c d); cbn [map].
  pose proof (use_s38 IH 0 (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s38_c80_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 0 (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s38_c80_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 (2 + b) (2 + c) (1 + d) 1 1 (opt_l _ _ _ (s38_c80_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s38_c80_R1 b c d)).
  pose proof (use_s35 IH 0 (2 + b) (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s38_c80_R b c d) ltac:(cbn [In]; left; reflexivity) (s38_c80_R1 b c d))) as Ho3.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s38_p9 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s35_p7 Ho3 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c81_L (b c d e : nat) : lmoves (s38_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [s38_board 0 (1 + b) (3 + c) (2 + d) (2 + e); s38_board 0 (2 + b) (1 + c) (3 + d) (2 + e); s40_board 0 (2 + b) (2 + c) (1 + d) 1 (2 + e)].
Proof. unfold s38_board, s40_board. tf_options. Qed.
Lemma s38_c81_R (b c d e : nat) : rmoves (s38_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==0 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s38_c81_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s38_board 0 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c81_L b c d e), (s38_c81_R b c d e); cbn [map].
  pose proof (use_s38 IH 0 (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s38_c81_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 0 (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s38_c81_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 (2 + b) (2 + c) (1 + d) 1 (2 + e) (opt_l _ _ _ (s38_c81_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c==0 && d==0 && e==0: the board of s25 *)
Lemma s38_c82_p16 x (Hs25 : s25_claim x) :
  x = s38_board 1 0 0 0 0 -> fst (s38_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q16] in Hc |- *.
  pose proof (Hs25 1 0 ltac:(rewrite Hx; unfold s38_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c==0 && d==0 && e==1: the board of s25 *)
Lemma s38_c83_p17 x (Hs25 : s25_claim x) :
  x = s38_board 1 0 0 0 1 -> fst (s38_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q17] in Hc |- *.
  pose proof (Hs25 1 1 ltac:(rewrite Hx; unfold s38_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c==0 && d==0 && e>=2: the board of s25 *)
Lemma s38_c84_p3 x (Hs25 : s25_claim x) (e : nat) :
  x = s38_board 1 0 0 0 (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs25 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c==0 && d==1 && e==0: the board of s29 *)
Lemma s38_c85_p4 x (Hs29 : s29_claim x) :
  x = s38_board 1 0 0 1 0 -> fst (s38_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q4] in Hc |- *.
  pose proof (Hs29 1 1 0 ltac:(rewrite Hx; unfold s38_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c==0 && d==1 && e==1: the board of s29 *)
Lemma s38_c86_p6 x (Hs29 : s29_claim x) :
  x = s38_board 1 0 0 1 1 -> fst (s38_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q6] in Hc |- *.
  pose proof (Hs29 1 1 1 ltac:(rewrite Hx; unfold s38_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c==0 && d==1 && e>=2: the board of s29 *)
Lemma s38_c87_p3 x (Hs29 : s29_claim x) (e : nat) :
  x = s38_board 1 0 0 1 (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs29 1 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c==0 && d>=2 && e==0: the board of s29 *)
Lemma s38_c88_p8 x (Hs29 : s29_claim x) (d : nat) :
  x = s38_board 1 0 0 (2 + d) 0 -> fst (s38_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q8] in Hc |- *.
  pose proof (Hs29 1 (2 + d) 0 ltac:(rewrite Hx; unfold s38_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c==0 && d>=2 && e==1: the board of s29 *)
Lemma s38_c89_p9 x (Hs29 : s29_claim x) (d : nat) :
  x = s38_board 1 0 0 (2 + d) 1 -> fst (s38_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q9] in Hc |- *.
  pose proof (Hs29 1 (2 + d) 1 ltac:(rewrite Hx; unfold s38_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c==0 && d>=2 && e>=2: the board of s29 *)
Lemma s38_c90_p3 x (Hs29 : s29_claim x) (d e : nat) :
  x = s38_board 1 0 0 (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs29 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s38_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c==1 && d==0 && e==0: the board of s33 *)
Lemma s38_c91_p7 x (Hs33 : s33_claim x) :
  x = s38_board 1 0 1 0 0 -> fst (s38_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q7] in Hc |- *.
  pose proof (Hs33 1 1 0 ltac:(rewrite Hx; unfold s38_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c==1 && d==0 && e==1: the board of s33 *)
Lemma s38_c92_p10 x (Hs33 : s33_claim x) :
  x = s38_board 1 0 1 0 1 -> fst (s38_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q10] in Hc |- *.
  pose proof (Hs33 1 1 1 ltac:(rewrite Hx; unfold s38_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c==1 && d==0 && e>=2: the board of s33 *)
Lemma s38_c93_p3 x (Hs33 : s33_claim x) (e : nat) :
  x = s38_board 1 0 1 0 (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs33 1 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c==1 && d==1 && e==0: the board of s31 *)
Lemma s38_c94_p8 x (Hs31 : s31_claim x) :
  x = s38_board 1 0 1 1 0 -> fst (s38_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q8] in Hc |- *.
  pose proof (Hs31 1 1 1 0 ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c==1 && d==1 && e==1: the board of s31 *)
Lemma s38_c95_p9 x (Hs31 : s31_claim x) :
  x = s38_board 1 0 1 1 1 -> fst (s38_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q9] in Hc |- *.
  pose proof (Hs31 1 1 1 1 ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c==1 && d==1 && e>=2: the board of s31 *)
Lemma s38_c96_p3 x (Hs31 : s31_claim x) (e : nat) :
  x = s38_board 1 0 1 1 (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs31 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c==1 && d>=2 && e==0: the board of s31 *)
Lemma s38_c97_p8 x (Hs31 : s31_claim x) (d : nat) :
  x = s38_board 1 0 1 (2 + d) 0 -> fst (s38_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q8] in Hc |- *.
  pose proof (Hs31 1 1 (2 + d) 0 ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c==1 && d>=2 && e==1: the board of s31 *)
Lemma s38_c98_p9 x (Hs31 : s31_claim x) (d : nat) :
  x = s38_board 1 0 1 (2 + d) 1 -> fst (s38_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q9] in Hc |- *.
  pose proof (Hs31 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c==1 && d>=2 && e>=2: the board of s31 *)
Lemma s38_c99_p3 x (Hs31 : s31_claim x) (d e : nat) :
  x = s38_board 1 0 1 (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs31 1 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c>=2 && d==0 && e==0: the board of s33 *)
Lemma s38_c100_p11 x (Hs33 : s33_claim x) (c : nat) :
  x = s38_board 1 0 (2 + c) 0 0 -> fst (s38_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q11] in Hc |- *.
  pose proof (Hs33 1 (2 + c) 0 ltac:(rewrite Hx; unfold s38_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c>=2 && d==0 && e==1: the board of s33 *)
Lemma s38_c101_p13 x (Hs33 : s33_claim x) (c : nat) :
  x = s38_board 1 0 (2 + c) 0 1 -> fst (s38_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q13] in Hc |- *.
  pose proof (Hs33 1 (2 + c) 1 ltac:(rewrite Hx; unfold s38_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c>=2 && d==0 && e>=2: the board of s33 *)
Lemma s38_c102_p3 x (Hs33 : s33_claim x) (c e : nat) :
  x = s38_board 1 0 (2 + c) 0 (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs33 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s38_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c>=2 && d==1 && e==0: the board of s31 *)
Lemma s38_c103_p8 x (Hs31 : s31_claim x) (c : nat) :
  x = s38_board 1 0 (2 + c) 1 0 -> fst (s38_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q8] in Hc |- *.
  pose proof (Hs31 1 (2 + c) 1 0 ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c>=2 && d==1 && e==1: the board of s31 *)
Lemma s38_c104_p9 x (Hs31 : s31_claim x) (c : nat) :
  x = s38_board 1 0 (2 + c) 1 1 -> fst (s38_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q9] in Hc |- *.
  pose proof (Hs31 1 (2 + c) 1 1 ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c>=2 && d==1 && e>=2: the board of s31 *)
Lemma s38_c105_p3 x (Hs31 : s31_claim x) (c e : nat) :
  x = s38_board 1 0 (2 + c) 1 (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs31 1 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c>=2 && d>=2 && e==0: the board of s31 *)
Lemma s38_c106_p8 x (Hs31 : s31_claim x) (c d : nat) :
  x = s38_board 1 0 (2 + c) (2 + d) 0 -> fst (s38_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q8] in Hc |- *.
  pose proof (Hs31 1 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c>=2 && d>=2 && e==1: the board of s31 *)
Lemma s38_c107_p9 x (Hs31 : s31_claim x) (c d : nat) :
  x = s38_board 1 0 (2 + c) (2 + d) 1 -> fst (s38_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q9] in Hc |- *.
  pose proof (Hs31 1 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==0 && c>=2 && d>=2 && e>=2: the board of s31 *)
Lemma s38_c108_p3 x (Hs31 : s31_claim x) (c d e : nat) :
  x = s38_board 1 0 (2 + c) (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs31 1 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c==0 && d==0 && e==0: the board of s24 *)
Lemma s38_c109_p14 x (Hs24 : s24_claim x) :
  x = s38_board 1 1 0 0 0 -> fst (s38_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q14] in Hc |- *.
  pose proof (Hs24 1 1 0 ltac:(rewrite Hx; unfold s38_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c==0 && d==0 && e==1: the board of s24 *)
Lemma s38_c110_p5 x (Hs24 : s24_claim x) :
  x = s38_board 1 1 0 0 1 -> fst (s38_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q5] in Hc |- *.
  pose proof (Hs24 1 1 1 ltac:(rewrite Hx; unfold s38_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c==0 && d==0 && e>=2: the board of s24 *)
Lemma s38_c111_p3 x (Hs24 : s24_claim x) (e : nat) :
  x = s38_board 1 1 0 0 (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs24 1 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c==0 && d==1 && e==0: the board of s28 *)
Lemma s38_c112_p12 x (Hs28 : s28_claim x) :
  x = s38_board 1 1 0 1 0 -> fst (s38_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q12] in Hc |- *.
  pose proof (Hs28 1 1 1 0 ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c==0 && d==1 && e==1: the board of s28 *)
Lemma s38_c113_p15 x (Hs28 : s28_claim x) :
  x = s38_board 1 1 0 1 1 -> fst (s38_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q15] in Hc |- *.
  pose proof (Hs28 1 1 1 1 ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c==0 && d==1 && e>=2: the board of s28 *)
Lemma s38_c114_p3 x (Hs28 : s28_claim x) (e : nat) :
  x = s38_board 1 1 0 1 (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs28 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c==0 && d>=2 && e==0: the board of s28 *)
Lemma s38_c115_p8 x (Hs28 : s28_claim x) (d : nat) :
  x = s38_board 1 1 0 (2 + d) 0 -> fst (s38_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q8] in Hc |- *.
  pose proof (Hs28 1 1 (2 + d) 0 ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c==0 && d>=2 && e==1: the board of s28 *)
Lemma s38_c116_p9 x (Hs28 : s28_claim x) (d : nat) :
  x = s38_board 1 1 0 (2 + d) 1 -> fst (s38_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q9] in Hc |- *.
  pose proof (Hs28 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c==0 && d>=2 && e>=2: the board of s28 *)
Lemma s38_c117_p3 x (Hs28 : s28_claim x) (d e : nat) :
  x = s38_board 1 1 0 (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs28 1 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c==1 && d==0 && e==0: the board of s32 *)
Lemma s38_c118_p7 x (Hs32 : s32_claim x) :
  x = s38_board 1 1 1 0 0 -> fst (s38_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q7] in Hc |- *.
  pose proof (Hs32 1 1 1 0 ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c==1 && d==0 && e==1: the board of s32 *)
Lemma s38_c119_p10 x (Hs32 : s32_claim x) :
  x = s38_board 1 1 1 0 1 -> fst (s38_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q10] in Hc |- *.
  pose proof (Hs32 1 1 1 1 ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c==1 && d==0 && e>=2: the board of s32 *)
Lemma s38_c120_p3 x (Hs32 : s32_claim x) (e : nat) :
  x = s38_board 1 1 1 0 (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs32 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s38_c121_L : lmoves (s38_board 1 1 1 1 0) = [s38_board 0 2 1 1 0; s31_board 1 2 1 0; s28_board 1 1 2 0; s36_board 1 1 1 1 0].
Proof. unfold s28_board, s31_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c121_R : rmoves (s38_board 1 1 1 1 0) = [s35_board 1 1 1 1 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c==1 && d==1 && e==0 *)
Lemma s38_c121_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s38_board 1 1 1 1 0 -> fst (s38_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c121_L), (s38_c121_R); cbn [map].
  pose proof (use_s38 IH 0 2 1 1 0 (opt_l _ _ _ (s38_c121_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 2 1 0 (opt_l _ _ _ (s38_c121_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 1 2 0 (opt_l _ _ _ (s38_c121_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 1 1 1 0 (opt_l _ _ _ (s38_c121_L) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH 1 1 1 1 0 (opt_r _ _ _ (s38_c121_R) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s28_p7 Ho2 ltac:(zlia)).
  rewrite (s36_p17 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c122_L : lmoves (s38_board 1 1 1 1 1) = [s38_board 0 2 1 1 1; s31_board 1 2 1 1; s28_board 1 1 2 1; s36_board 1 1 1 1 1].
Proof. unfold s28_board, s31_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c122_R : rmoves (s38_board 1 1 1 1 1) = [strip [] ([T; E; T; E; T; E; T; E; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c122_R1 : tf_norm (strip [] ([T; E; T; E; T; E; T; E; F]) [(1, 1)]) (s35_board 1 1 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; T; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c==1 && d==1 && e==1 *)
Lemma s38_c122_p9 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s38_board 1 1 1 1 1 -> fst (s38_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c122_L), (s38_c122_R); cbn [map].
  pose proof (use_s38 IH 0 2 1 1 1 (opt_l _ _ _ (s38_c122_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 2 1 1 (opt_l _ _ _ (s38_c122_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 1 2 1 (opt_l _ _ _ (s38_c122_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 1 1 1 1 (opt_l _ _ _ (s38_c122_L) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s38_c122_R1)).
  pose proof (use_s35 IH 1 1 1 1 0 (opt_norm_r _ _ _ _ _ (s38_c122_R) ltac:(cbn [In]; left; reflexivity) (s38_c122_R1))) as Ho4.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p7 Ho1 ltac:(zlia)).
  rewrite (s28_p8 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c123_L (e : nat) : lmoves (s38_board 1 1 1 1 (2 + e)) = [s38_board 0 2 1 1 (2 + e); s31_board 1 2 1 (2 + e); s28_board 1 1 2 (2 + e); s36_board 1 1 1 1 (2 + e)].
Proof. unfold s28_board, s31_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c123_R (e : nat) : rmoves (s38_board 1 1 1 1 (2 + e)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s38_c123_p3 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s38_board 1 1 1 1 (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c123_L e), (s38_c123_R e); cbn [map].
  pose proof (use_s38 IH 0 2 1 1 (2 + e) (opt_l _ _ _ (s38_c123_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 2 1 (2 + e) (opt_l _ _ _ (s38_c123_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 1 2 (2 + e) (opt_l _ _ _ (s38_c123_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 1 1 1 (2 + e) (opt_l _ _ _ (s38_c123_L e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s31_p3 Ho1 ltac:(zlia)).
  rewrite (s28_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s38_c124_L (d : nat) : lmoves (s38_board 1 1 1 (2 + d) 0) = [s38_board 0 2 1 (2 + d) 0; s31_board 1 2 (2 + d) 0; s28_board 1 1 (3 + d) 0; s40_board 1 1 1 (1 + d) 1 0].
Proof. unfold s28_board, s31_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c124_R (d : nat) : rmoves (s38_board 1 1 1 (2 + d) 0) = [s35_board 1 1 1 (2 + d) 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s38_c124_p8 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s38_board 1 1 1 (2 + d) 0 -> fst (s38_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c124_L d), (s38_c124_R d); cbn [map].
  pose proof (use_s38 IH 0 2 1 (2 + d) 0 (opt_l _ _ _ (s38_c124_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 2 (2 + d) 0 (opt_l _ _ _ (s38_c124_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 1 (3 + d) 0 (opt_l _ _ _ (s38_c124_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 1 1 (1 + d) 1 0 (opt_l _ _ _ (s38_c124_L d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH 1 1 1 (2 + d) 0 (opt_r _ _ _ (s38_c124_R d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s28_p7 Ho2 ltac:(zlia)).
  rewrite (s40_p26 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c125_L (d : nat) : lmoves (s38_board 1 1 1 (2 + d) 1) = [s38_board 0 2 1 (2 + d) 1; s31_board 1 2 (2 + d) 1; s28_board 1 1 (3 + d) 1; s40_board 1 1 1 (1 + d) 1 1].
Proof. unfold s28_board, s31_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c125_R (d : nat) : rmoves (s38_board 1 1 1 (2 + d) 1) = [strip [] (T :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c125_R1 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]) (s35_board 1 1 1 (2 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s38_c125_p9 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s38_board 1 1 1 (2 + d) 1 -> fst (s38_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c125_L d), (s38_c125_R d); cbn [map].
  pose proof (use_s38 IH 0 2 1 (2 + d) 1 (opt_l _ _ _ (s38_c125_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 2 (2 + d) 1 (opt_l _ _ _ (s38_c125_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 1 (3 + d) 1 (opt_l _ _ _ (s38_c125_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 1 1 (1 + d) 1 1 (opt_l _ _ _ (s38_c125_L d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s38_c125_R1 d)).
  pose proof (use_s35 IH 1 1 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s38_c125_R d) ltac:(cbn [In]; left; reflexivity) (s38_c125_R1 d))) as Ho4.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p7 Ho1 ltac:(zlia)).
  rewrite (s28_p8 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c126_L (d e : nat) : lmoves (s38_board 1 1 1 (2 + d) (2 + e)) = [s38_board 0 2 1 (2 + d) (2 + e); s31_board 1 2 (2 + d) (2 + e); s28_board 1 1 (3 + d) (2 + e); s40_board 1 1 1 (1 + d) 1 (2 + e)].
Proof. unfold s28_board, s31_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c126_R (d e : nat) : rmoves (s38_board 1 1 1 (2 + d) (2 + e)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s38_c126_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s38_board 1 1 1 (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c126_L d e), (s38_c126_R d e); cbn [map].
  pose proof (use_s38 IH 0 2 1 (2 + d) (2 + e) (opt_l _ _ _ (s38_c126_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 2 (2 + d) (2 + e) (opt_l _ _ _ (s38_c126_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 1 (3 + d) (2 + e) (opt_l _ _ _ (s38_c126_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 1 1 (1 + d) 1 (2 + e) (opt_l _ _ _ (s38_c126_L d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s31_p3 Ho1 ltac:(zlia)).
  rewrite (s28_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c>=2 && d==0 && e==0: the board of s32 *)
Lemma s38_c127_p11 x (Hs32 : s32_claim x) (c : nat) :
  x = s38_board 1 1 (2 + c) 0 0 -> fst (s38_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q11] in Hc |- *.
  pose proof (Hs32 1 1 (2 + c) 0 ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c>=2 && d==0 && e==1: the board of s32 *)
Lemma s38_c128_p13 x (Hs32 : s32_claim x) (c : nat) :
  x = s38_board 1 1 (2 + c) 0 1 -> fst (s38_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q13] in Hc |- *.
  pose proof (Hs32 1 1 (2 + c) 1 ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c>=2 && d==0 && e>=2: the board of s32 *)
Lemma s38_c129_p3 x (Hs32 : s32_claim x) (c e : nat) :
  x = s38_board 1 1 (2 + c) 0 (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs32 1 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s38_c130_L (c : nat) : lmoves (s38_board 1 1 (2 + c) 1 0) = [s38_board 0 2 (2 + c) 1 0; s31_board 1 (3 + c) 1 0; s38_board 1 1 (1 + c) 2 0; s36_board 1 1 (2 + c) 1 0].
Proof. unfold s31_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c130_R (c : nat) : rmoves (s38_board 1 1 (2 + c) 1 0) = [s35_board 1 1 (2 + c) 1 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s38_c130_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s38_board 1 1 (2 + c) 1 0 -> fst (s38_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c130_L c), (s38_c130_R c); cbn [map].
  pose proof (use_s38 IH 0 2 (2 + c) 1 0 (opt_l _ _ _ (s38_c130_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 (3 + c) 1 0 (opt_l _ _ _ (s38_c130_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH 1 1 (1 + c) 2 0 (opt_l _ _ _ (s38_c130_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 1 (2 + c) 1 0 (opt_l _ _ _ (s38_c130_L c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH 1 1 (2 + c) 1 0 (opt_r _ _ _ (s38_c130_R c) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s38_p8 Ho2 ltac:(zlia)).
  rewrite (s36_p17 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c131_L (c : nat) : lmoves (s38_board 1 1 (2 + c) 1 1) = [s38_board 0 2 (2 + c) 1 1; s31_board 1 (3 + c) 1 1; s38_board 1 1 (1 + c) 2 1; s36_board 1 1 (2 + c) 1 1].
Proof. unfold s31_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c131_R (c : nat) : rmoves (s38_board 1 1 (2 + c) 1 1) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; T; E; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c131_R1 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; T; E; F]) [(1, 1)]) (s35_board 1 1 (2 + c) 1 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; T; E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s38_c131_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s38_board 1 1 (2 + c) 1 1 -> fst (s38_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c131_L c), (s38_c131_R c); cbn [map].
  pose proof (use_s38 IH 0 2 (2 + c) 1 1 (opt_l _ _ _ (s38_c131_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 (3 + c) 1 1 (opt_l _ _ _ (s38_c131_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH 1 1 (1 + c) 2 1 (opt_l _ _ _ (s38_c131_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 1 (2 + c) 1 1 (opt_l _ _ _ (s38_c131_L c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s38_c131_R1 c)).
  pose proof (use_s35 IH 1 1 (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s38_c131_R c) ltac:(cbn [In]; left; reflexivity) (s38_c131_R1 c))) as Ho4.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p7 Ho1 ltac:(zlia)).
  rewrite (s38_p9 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c132_L (c e : nat) : lmoves (s38_board 1 1 (2 + c) 1 (2 + e)) = [s38_board 0 2 (2 + c) 1 (2 + e); s31_board 1 (3 + c) 1 (2 + e); s38_board 1 1 (1 + c) 2 (2 + e); s36_board 1 1 (2 + c) 1 (2 + e)].
Proof. unfold s31_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c132_R (c e : nat) : rmoves (s38_board 1 1 (2 + c) 1 (2 + e)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s38_c132_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s38_board 1 1 (2 + c) 1 (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c132_L c e), (s38_c132_R c e); cbn [map].
  pose proof (use_s38 IH 0 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s38_c132_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 (3 + c) 1 (2 + e) (opt_l _ _ _ (s38_c132_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH 1 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s38_c132_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 1 (2 + c) 1 (2 + e) (opt_l _ _ _ (s38_c132_L c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s31_p3 Ho1 ltac:(zlia)).
  rewrite (s38_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s38_c133_L (c d : nat) : lmoves (s38_board 1 1 (2 + c) (2 + d) 0) = [s38_board 0 2 (2 + c) (2 + d) 0; s31_board 1 (3 + c) (2 + d) 0; s38_board 1 1 (1 + c) (3 + d) 0; s40_board 1 1 (2 + c) (1 + d) 1 0].
Proof. unfold s31_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c133_R (c d : nat) : rmoves (s38_board 1 1 (2 + c) (2 + d) 0) = [s35_board 1 1 (2 + c) (2 + d) 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s38_c133_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s38_board 1 1 (2 + c) (2 + d) 0 -> fst (s38_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c133_L c d), (s38_c133_R c d); cbn [map].
  pose proof (use_s38 IH 0 2 (2 + c) (2 + d) 0 (opt_l _ _ _ (s38_c133_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 (3 + c) (2 + d) 0 (opt_l _ _ _ (s38_c133_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH 1 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s38_c133_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 1 (2 + c) (1 + d) 1 0 (opt_l _ _ _ (s38_c133_L c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH 1 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s38_c133_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s38_p8 Ho2 ltac:(zlia)).
  rewrite (s40_p26 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c134_L (c d : nat) : lmoves (s38_board 1 1 (2 + c) (2 + d) 1) = [s38_board 0 2 (2 + c) (2 + d) 1; s31_board 1 (3 + c) (2 + d) 1; s38_board 1 1 (1 + c) (3 + d) 1; s40_board 1 1 (2 + c) (1 + d) 1 1].
Proof. unfold s31_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c134_R (c d : nat) : rmoves (s38_board 1 1 (2 + c) (2 + d) 1) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c134_R1 (c d : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]) (s35_board 1 1 (2 + c) (2 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s38_c134_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s38_board 1 1 (2 + c) (2 + d) 1 -> fst (s38_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c134_L c d), (s38_c134_R c d); cbn [map].
  pose proof (use_s38 IH 0 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s38_c134_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 (3 + c) (2 + d) 1 (opt_l _ _ _ (s38_c134_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH 1 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s38_c134_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 1 (2 + c) (1 + d) 1 1 (opt_l _ _ _ (s38_c134_L c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s38_c134_R1 c d)).
  pose proof (use_s35 IH 1 1 (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s38_c134_R c d) ltac:(cbn [In]; left; reflexivity) (s38_c134_R1 c d))) as Ho4.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p7 Ho1 ltac:(zlia)).
  rewrite (s38_p9 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c135_L (c d e : nat) : lmoves (s38_board 1 1 (2 + c) (2 + d) (2 + e)) = [s38_board 0 2 (2 + c) (2 + d) (2 + e); s31_board 1 (3 + c) (2 + d) (2 + e); s38_board 1 1 (1 + c) (3 + d) (2 + e); s40_board 1 1 (2 + c) (1 + d) 1 (2 + e)].
Proof. unfold s31_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c135_R (c d e : nat) : rmoves (s38_board 1 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s38_c135_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s38_board 1 1 (2 + c) (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c135_L c d e), (s38_c135_R c d e); cbn [map].
  pose proof (use_s38 IH 0 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s38_c135_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s38_c135_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH 1 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s38_c135_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 1 (2 + c) (1 + d) 1 (2 + e) (opt_l _ _ _ (s38_c135_L c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s31_p3 Ho1 ltac:(zlia)).
  rewrite (s38_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c==0 && d==0 && e==0: the board of s24 *)
Lemma s38_c136_p14 x (Hs24 : s24_claim x) (b : nat) :
  x = s38_board 1 (2 + b) 0 0 0 -> fst (s38_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q14] in Hc |- *.
  pose proof (Hs24 1 (2 + b) 0 ltac:(rewrite Hx; unfold s38_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c==0 && d==0 && e==1: the board of s24 *)
Lemma s38_c137_p5 x (Hs24 : s24_claim x) (b : nat) :
  x = s38_board 1 (2 + b) 0 0 1 -> fst (s38_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q5] in Hc |- *.
  pose proof (Hs24 1 (2 + b) 1 ltac:(rewrite Hx; unfold s38_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c==0 && d==0 && e>=2: the board of s24 *)
Lemma s38_c138_p3 x (Hs24 : s24_claim x) (b e : nat) :
  x = s38_board 1 (2 + b) 0 0 (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs24 1 (2 + b) (2 + e) ltac:(rewrite Hx; unfold s38_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c==0 && d==1 && e==0: the board of s28 *)
Lemma s38_c139_p12 x (Hs28 : s28_claim x) (b : nat) :
  x = s38_board 1 (2 + b) 0 1 0 -> fst (s38_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q12] in Hc |- *.
  pose proof (Hs28 1 (2 + b) 1 0 ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c==0 && d==1 && e==1: the board of s28 *)
Lemma s38_c140_p15 x (Hs28 : s28_claim x) (b : nat) :
  x = s38_board 1 (2 + b) 0 1 1 -> fst (s38_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q15] in Hc |- *.
  pose proof (Hs28 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c==0 && d==1 && e>=2: the board of s28 *)
Lemma s38_c141_p3 x (Hs28 : s28_claim x) (b e : nat) :
  x = s38_board 1 (2 + b) 0 1 (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs28 1 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c==0 && d>=2 && e==0: the board of s28 *)
Lemma s38_c142_p8 x (Hs28 : s28_claim x) (b d : nat) :
  x = s38_board 1 (2 + b) 0 (2 + d) 0 -> fst (s38_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q8] in Hc |- *.
  pose proof (Hs28 1 (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c==0 && d>=2 && e==1: the board of s28 *)
Lemma s38_c143_p9 x (Hs28 : s28_claim x) (b d : nat) :
  x = s38_board 1 (2 + b) 0 (2 + d) 1 -> fst (s38_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q9] in Hc |- *.
  pose proof (Hs28 1 (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c==0 && d>=2 && e>=2: the board of s28 *)
Lemma s38_c144_p3 x (Hs28 : s28_claim x) (b d e : nat) :
  x = s38_board 1 (2 + b) 0 (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs28 1 (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c==1 && d==0 && e==0: the board of s32 *)
Lemma s38_c145_p7 x (Hs32 : s32_claim x) (b : nat) :
  x = s38_board 1 (2 + b) 1 0 0 -> fst (s38_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q7] in Hc |- *.
  pose proof (Hs32 1 (2 + b) 1 0 ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c==1 && d==0 && e==1: the board of s32 *)
Lemma s38_c146_p10 x (Hs32 : s32_claim x) (b : nat) :
  x = s38_board 1 (2 + b) 1 0 1 -> fst (s38_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q10] in Hc |- *.
  pose proof (Hs32 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c==1 && d==0 && e>=2: the board of s32 *)
Lemma s38_c147_p3 x (Hs32 : s32_claim x) (b e : nat) :
  x = s38_board 1 (2 + b) 1 0 (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs32 1 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s38_c148_L (b : nat) : lmoves (s38_board 1 (2 + b) 1 1 0) = [s38_board 0 (3 + b) 1 1 0; s38_board 1 (1 + b) 2 1 0; s28_board 1 (2 + b) 2 0; s36_board 1 (2 + b) 1 1 0].
Proof. unfold s28_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c148_R (b : nat) : rmoves (s38_board 1 (2 + b) 1 1 0) = [s35_board 1 (2 + b) 1 1 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s38_c148_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s38_board 1 (2 + b) 1 1 0 -> fst (s38_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c148_L b), (s38_c148_R b); cbn [map].
  pose proof (use_s38 IH 0 (3 + b) 1 1 0 (opt_l _ _ _ (s38_c148_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 (1 + b) 2 1 0 (opt_l _ _ _ (s38_c148_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 (2 + b) 2 0 (opt_l _ _ _ (s38_c148_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 (2 + b) 1 1 0 (opt_l _ _ _ (s38_c148_L b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH 1 (2 + b) 1 1 0 (opt_r _ _ _ (s38_c148_R b) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s38_p8 Ho1 ltac:(zlia)).
  rewrite (s28_p7 Ho2 ltac:(zlia)).
  rewrite (s36_p17 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c149_L (b : nat) : lmoves (s38_board 1 (2 + b) 1 1 1) = [s38_board 0 (3 + b) 1 1 1; s38_board 1 (1 + b) 2 1 1; s28_board 1 (2 + b) 2 1; s36_board 1 (2 + b) 1 1 1].
Proof. unfold s28_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c149_R (b : nat) : rmoves (s38_board 1 (2 + b) 1 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [E; T; E; T; E; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c149_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; E; T; E; F]) [(1, 1)]) (s35_board 1 (2 + b) 1 1 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; T; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s38_c149_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s38_board 1 (2 + b) 1 1 1 -> fst (s38_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c149_L b), (s38_c149_R b); cbn [map].
  pose proof (use_s38 IH 0 (3 + b) 1 1 1 (opt_l _ _ _ (s38_c149_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 (1 + b) 2 1 1 (opt_l _ _ _ (s38_c149_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 (2 + b) 2 1 (opt_l _ _ _ (s38_c149_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 (2 + b) 1 1 1 (opt_l _ _ _ (s38_c149_L b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s38_c149_R1 b)).
  pose proof (use_s35 IH 1 (2 + b) 1 1 0 (opt_norm_r _ _ _ _ _ (s38_c149_R b) ltac:(cbn [In]; left; reflexivity) (s38_c149_R1 b))) as Ho4.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s38_p9 Ho1 ltac:(zlia)).
  rewrite (s28_p8 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c150_L (b e : nat) : lmoves (s38_board 1 (2 + b) 1 1 (2 + e)) = [s38_board 0 (3 + b) 1 1 (2 + e); s38_board 1 (1 + b) 2 1 (2 + e); s28_board 1 (2 + b) 2 (2 + e); s36_board 1 (2 + b) 1 1 (2 + e)].
Proof. unfold s28_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c150_R (b e : nat) : rmoves (s38_board 1 (2 + b) 1 1 (2 + e)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s38_c150_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s38_board 1 (2 + b) 1 1 (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c150_L b e), (s38_c150_R b e); cbn [map].
  pose proof (use_s38 IH 0 (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s38_c150_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s38_c150_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 (2 + b) 2 (2 + e) (opt_l _ _ _ (s38_c150_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 (2 + b) 1 1 (2 + e) (opt_l _ _ _ (s38_c150_L b e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  rewrite (s28_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s38_c151_L (b d : nat) : lmoves (s38_board 1 (2 + b) 1 (2 + d) 0) = [s38_board 0 (3 + b) 1 (2 + d) 0; s38_board 1 (1 + b) 2 (2 + d) 0; s28_board 1 (2 + b) (3 + d) 0; s40_board 1 (2 + b) 1 (1 + d) 1 0].
Proof. unfold s28_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c151_R (b d : nat) : rmoves (s38_board 1 (2 + b) 1 (2 + d) 0) = [s35_board 1 (2 + b) 1 (2 + d) 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s38_c151_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s38_board 1 (2 + b) 1 (2 + d) 0 -> fst (s38_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c151_L b d), (s38_c151_R b d); cbn [map].
  pose proof (use_s38 IH 0 (3 + b) 1 (2 + d) 0 (opt_l _ _ _ (s38_c151_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s38_c151_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 (2 + b) (3 + d) 0 (opt_l _ _ _ (s38_c151_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 (2 + b) 1 (1 + d) 1 0 (opt_l _ _ _ (s38_c151_L b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH 1 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s38_c151_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s38_p8 Ho1 ltac:(zlia)).
  rewrite (s28_p7 Ho2 ltac:(zlia)).
  rewrite (s40_p26 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c152_L (b d : nat) : lmoves (s38_board 1 (2 + b) 1 (2 + d) 1) = [s38_board 0 (3 + b) 1 (2 + d) 1; s38_board 1 (1 + b) 2 (2 + d) 1; s28_board 1 (2 + b) (3 + d) 1; s40_board 1 (2 + b) 1 (1 + d) 1 1].
Proof. unfold s28_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c152_R (b d : nat) : rmoves (s38_board 1 (2 + b) 1 (2 + d) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c152_R1 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]) (s35_board 1 (2 + b) 1 (2 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s38_c152_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s38_board 1 (2 + b) 1 (2 + d) 1 -> fst (s38_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c152_L b d), (s38_c152_R b d); cbn [map].
  pose proof (use_s38 IH 0 (3 + b) 1 (2 + d) 1 (opt_l _ _ _ (s38_c152_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s38_c152_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 (2 + b) (3 + d) 1 (opt_l _ _ _ (s38_c152_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 (2 + b) 1 (1 + d) 1 1 (opt_l _ _ _ (s38_c152_L b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s38_c152_R1 b d)).
  pose proof (use_s35 IH 1 (2 + b) 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s38_c152_R b d) ltac:(cbn [In]; left; reflexivity) (s38_c152_R1 b d))) as Ho4.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s38_p9 Ho1 ltac:(zlia)).
  rewrite (s28_p8 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c153_L (b d e : nat) : lmoves (s38_board 1 (2 + b) 1 (2 + d) (2 + e)) = [s38_board 0 (3 + b) 1 (2 + d) (2 + e); s38_board 1 (1 + b) 2 (2 + d) (2 + e); s28_board 1 (2 + b) (3 + d) (2 + e); s40_board 1 (2 + b) 1 (1 + d) 1 (2 + e)].
Proof. unfold s28_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c153_R (b d e : nat) : rmoves (s38_board 1 (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s38_c153_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s38_board 1 (2 + b) 1 (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c153_L b d e), (s38_c153_R b d e); cbn [map].
  pose proof (use_s38 IH 0 (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s38_c153_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s38_c153_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 (2 + b) (3 + d) (2 + e) (opt_l _ _ _ (s38_c153_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 (2 + b) 1 (1 + d) 1 (2 + e) (opt_l _ _ _ (s38_c153_L b d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  rewrite (s28_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c>=2 && d==0 && e==0: the board of s32 *)
Lemma s38_c154_p11 x (Hs32 : s32_claim x) (b c : nat) :
  x = s38_board 1 (2 + b) (2 + c) 0 0 -> fst (s38_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q11] in Hc |- *.
  pose proof (Hs32 1 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c>=2 && d==0 && e==1: the board of s32 *)
Lemma s38_c155_p13 x (Hs32 : s32_claim x) (b c : nat) :
  x = s38_board 1 (2 + b) (2 + c) 0 1 -> fst (s38_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q13] in Hc |- *.
  pose proof (Hs32 1 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c>=2 && d==0 && e>=2: the board of s32 *)
Lemma s38_c156_p3 x (Hs32 : s32_claim x) (b c e : nat) :
  x = s38_board 1 (2 + b) (2 + c) 0 (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs32 1 (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s38_c157_L (b c : nat) : lmoves (s38_board 1 (2 + b) (2 + c) 1 0) = [s38_board 0 (3 + b) (2 + c) 1 0; s38_board 1 (1 + b) (3 + c) 1 0; s38_board 1 (2 + b) (1 + c) 2 0; s36_board 1 (2 + b) (2 + c) 1 0].
Proof. unfold s36_board, s38_board. tf_options. Qed.
Lemma s38_c157_R (b c : nat) : rmoves (s38_board 1 (2 + b) (2 + c) 1 0) = [s35_board 1 (2 + b) (2 + c) 1 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s38_c157_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s38_board 1 (2 + b) (2 + c) 1 0 -> fst (s38_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c157_L b c), (s38_c157_R b c); cbn [map].
  pose proof (use_s38 IH 0 (3 + b) (2 + c) 1 0 (opt_l _ _ _ (s38_c157_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 (1 + b) (3 + c) 1 0 (opt_l _ _ _ (s38_c157_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH 1 (2 + b) (1 + c) 2 0 (opt_l _ _ _ (s38_c157_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 (2 + b) (2 + c) 1 0 (opt_l _ _ _ (s38_c157_L b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH 1 (2 + b) (2 + c) 1 0 (opt_r _ _ _ (s38_c157_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s38_p8 Ho1 ltac:(zlia)).
  rewrite (s38_p8 Ho2 ltac:(zlia)).
  rewrite (s36_p17 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c158_L (b c : nat) : lmoves (s38_board 1 (2 + b) (2 + c) 1 1) = [s38_board 0 (3 + b) (2 + c) 1 1; s38_board 1 (1 + b) (3 + c) 1 1; s38_board 1 (2 + b) (1 + c) 2 1; s36_board 1 (2 + b) (2 + c) 1 1].
Proof. unfold s36_board, s38_board. tf_options. Qed.
Lemma s38_c158_R (b c : nat) : rmoves (s38_board 1 (2 + b) (2 + c) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c158_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; F]) [(1, 1)]) (s35_board 1 (2 + b) (2 + c) 1 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s38_c158_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s38_board 1 (2 + b) (2 + c) 1 1 -> fst (s38_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c158_L b c), (s38_c158_R b c); cbn [map].
  pose proof (use_s38 IH 0 (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s38_c158_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s38_c158_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH 1 (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s38_c158_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 (2 + b) (2 + c) 1 1 (opt_l _ _ _ (s38_c158_L b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s38_c158_R1 b c)).
  pose proof (use_s35 IH 1 (2 + b) (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s38_c158_R b c) ltac:(cbn [In]; left; reflexivity) (s38_c158_R1 b c))) as Ho4.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s38_p9 Ho1 ltac:(zlia)).
  rewrite (s38_p9 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c159_L (b c e : nat) : lmoves (s38_board 1 (2 + b) (2 + c) 1 (2 + e)) = [s38_board 0 (3 + b) (2 + c) 1 (2 + e); s38_board 1 (1 + b) (3 + c) 1 (2 + e); s38_board 1 (2 + b) (1 + c) 2 (2 + e); s36_board 1 (2 + b) (2 + c) 1 (2 + e)].
Proof. unfold s36_board, s38_board. tf_options. Qed.
Lemma s38_c159_R (b c e : nat) : rmoves (s38_board 1 (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s38_c159_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s38_board 1 (2 + b) (2 + c) 1 (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c159_L b c e), (s38_c159_R b c e); cbn [map].
  pose proof (use_s38 IH 0 (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s38_c159_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s38_c159_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH 1 (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s38_c159_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH 1 (2 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s38_c159_L b c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  rewrite (s38_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s38_c160_L (b c d : nat) : lmoves (s38_board 1 (2 + b) (2 + c) (2 + d) 0) = [s38_board 0 (3 + b) (2 + c) (2 + d) 0; s38_board 1 (1 + b) (3 + c) (2 + d) 0; s38_board 1 (2 + b) (1 + c) (3 + d) 0; s40_board 1 (2 + b) (2 + c) (1 + d) 1 0].
Proof. unfold s38_board, s40_board. tf_options. Qed.
Lemma s38_c160_R (b c d : nat) : rmoves (s38_board 1 (2 + b) (2 + c) (2 + d) 0) = [s35_board 1 (2 + b) (2 + c) (2 + d) 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s38_c160_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s38_board 1 (2 + b) (2 + c) (2 + d) 0 -> fst (s38_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c160_L b c d), (s38_c160_R b c d); cbn [map].
  pose proof (use_s38 IH 0 (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s38_c160_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s38_c160_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH 1 (2 + b) (1 + c) (3 + d) 0 (opt_l _ _ _ (s38_c160_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 (2 + b) (2 + c) (1 + d) 1 0 (opt_l _ _ _ (s38_c160_L b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH 1 (2 + b) (2 + c) (2 + d) 0 (opt_r _ _ _ (s38_c160_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s38_p8 Ho1 ltac:(zlia)).
  rewrite (s38_p8 Ho2 ltac:(zlia)).
  rewrite (s40_p26 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c161_L (b c d : nat) : lmoves (s38_board 1 (2 + b) (2 + c) (2 + d) 1) = [s38_board 0 (3 + b) (2 + c) (2 + d) 1; s38_board 1 (1 + b) (3 + c) (2 + d) 1; s38_board 1 (2 + b) (1 + c) (3 + d) 1; s40_board 1 (2 + b) (2 + c) (1 + d) 1 1].
Proof. unfold s38_board, s40_board. tf_options. Qed.
Lemma s38_c161_R (b c d : nat) : rmoves (s38_board 1 (2 + b) (2 + c) (2 + d) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c161_R1 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]) (s35_board 1 (2 + b) (2 + c) (2 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s38_c161_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s38_board 1 (2 + b) (2 + c) (2 + d) 1 -> fst (s38_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c161_L b c d), (s38_c161_R b c d); cbn [map].
  pose proof (use_s38 IH 0 (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s38_c161_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s38_c161_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH 1 (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s38_c161_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 (2 + b) (2 + c) (1 + d) 1 1 (opt_l _ _ _ (s38_c161_L b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s38_c161_R1 b c d)).
  pose proof (use_s35 IH 1 (2 + b) (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s38_c161_R b c d) ltac:(cbn [In]; left; reflexivity) (s38_c161_R1 b c d))) as Ho4.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s38_p9 Ho1 ltac:(zlia)).
  rewrite (s38_p9 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c162_L (b c d e : nat) : lmoves (s38_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [s38_board 0 (3 + b) (2 + c) (2 + d) (2 + e); s38_board 1 (1 + b) (3 + c) (2 + d) (2 + e); s38_board 1 (2 + b) (1 + c) (3 + d) (2 + e); s40_board 1 (2 + b) (2 + c) (1 + d) 1 (2 + e)].
Proof. unfold s38_board, s40_board. tf_options. Qed.
Lemma s38_c162_R (b c d e : nat) : rmoves (s38_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a==1 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s38_c162_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s38_board 1 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c162_L b c d e), (s38_c162_R b c d e); cbn [map].
  pose proof (use_s38 IH 0 (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s38_c162_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s38_c162_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH 1 (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s38_c162_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 (2 + b) (2 + c) (1 + d) 1 (2 + e) (opt_l _ _ _ (s38_c162_L b c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  rewrite (s38_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c==0 && d==0 && e==0: the board of s25 *)
Lemma s38_c163_p16 x (Hs25 : s25_claim x) (a : nat) :
  x = s38_board (2 + a) 0 0 0 0 -> fst (s38_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q16] in Hc |- *.
  pose proof (Hs25 (2 + a) 0 ltac:(rewrite Hx; unfold s38_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c==0 && d==0 && e==1: the board of s25 *)
Lemma s38_c164_p17 x (Hs25 : s25_claim x) (a : nat) :
  x = s38_board (2 + a) 0 0 0 1 -> fst (s38_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q17] in Hc |- *.
  pose proof (Hs25 (2 + a) 1 ltac:(rewrite Hx; unfold s38_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c==0 && d==0 && e>=2: the board of s25 *)
Lemma s38_c165_p3 x (Hs25 : s25_claim x) (a e : nat) :
  x = s38_board (2 + a) 0 0 0 (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs25 (2 + a) (2 + e) ltac:(rewrite Hx; unfold s38_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c==0 && d==1 && e==0: the board of s29 *)
Lemma s38_c166_p4 x (Hs29 : s29_claim x) (a : nat) :
  x = s38_board (2 + a) 0 0 1 0 -> fst (s38_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q4] in Hc |- *.
  pose proof (Hs29 (2 + a) 1 0 ltac:(rewrite Hx; unfold s38_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c==0 && d==1 && e==1: the board of s29 *)
Lemma s38_c167_p6 x (Hs29 : s29_claim x) (a : nat) :
  x = s38_board (2 + a) 0 0 1 1 -> fst (s38_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q6] in Hc |- *.
  pose proof (Hs29 (2 + a) 1 1 ltac:(rewrite Hx; unfold s38_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c==0 && d==1 && e>=2: the board of s29 *)
Lemma s38_c168_p3 x (Hs29 : s29_claim x) (a e : nat) :
  x = s38_board (2 + a) 0 0 1 (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs29 (2 + a) 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c==0 && d>=2 && e==0: the board of s29 *)
Lemma s38_c169_p8 x (Hs29 : s29_claim x) (a d : nat) :
  x = s38_board (2 + a) 0 0 (2 + d) 0 -> fst (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q8] in Hc |- *.
  pose proof (Hs29 (2 + a) (2 + d) 0 ltac:(rewrite Hx; unfold s38_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c==0 && d>=2 && e==1: the board of s29 *)
Lemma s38_c170_p9 x (Hs29 : s29_claim x) (a d : nat) :
  x = s38_board (2 + a) 0 0 (2 + d) 1 -> fst (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q9] in Hc |- *.
  pose proof (Hs29 (2 + a) (2 + d) 1 ltac:(rewrite Hx; unfold s38_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c==0 && d>=2 && e>=2: the board of s29 *)
Lemma s38_c171_p3 x (Hs29 : s29_claim x) (a d e : nat) :
  x = s38_board (2 + a) 0 0 (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs29 (2 + a) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s38_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c==1 && d==0 && e==0: the board of s33 *)
Lemma s38_c172_p7 x (Hs33 : s33_claim x) (a : nat) :
  x = s38_board (2 + a) 0 1 0 0 -> fst (s38_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q7] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 0 ltac:(rewrite Hx; unfold s38_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c==1 && d==0 && e==1: the board of s33 *)
Lemma s38_c173_p10 x (Hs33 : s33_claim x) (a : nat) :
  x = s38_board (2 + a) 0 1 0 1 -> fst (s38_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q10] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 1 ltac:(rewrite Hx; unfold s38_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c==1 && d==0 && e>=2: the board of s33 *)
Lemma s38_c174_p3 x (Hs33 : s33_claim x) (a e : nat) :
  x = s38_board (2 + a) 0 1 0 (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c==1 && d==1 && e==0: the board of s31 *)
Lemma s38_c175_p8 x (Hs31 : s31_claim x) (a : nat) :
  x = s38_board (2 + a) 0 1 1 0 -> fst (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q8] in Hc |- *.
  pose proof (Hs31 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c==1 && d==1 && e==1: the board of s31 *)
Lemma s38_c176_p9 x (Hs31 : s31_claim x) (a : nat) :
  x = s38_board (2 + a) 0 1 1 1 -> fst (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q9] in Hc |- *.
  pose proof (Hs31 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c==1 && d==1 && e>=2: the board of s31 *)
Lemma s38_c177_p3 x (Hs31 : s31_claim x) (a e : nat) :
  x = s38_board (2 + a) 0 1 1 (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs31 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c==1 && d>=2 && e==0: the board of s31 *)
Lemma s38_c178_p8 x (Hs31 : s31_claim x) (a d : nat) :
  x = s38_board (2 + a) 0 1 (2 + d) 0 -> fst (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q8] in Hc |- *.
  pose proof (Hs31 (2 + a) 1 (2 + d) 0 ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c==1 && d>=2 && e==1: the board of s31 *)
Lemma s38_c179_p9 x (Hs31 : s31_claim x) (a d : nat) :
  x = s38_board (2 + a) 0 1 (2 + d) 1 -> fst (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q9] in Hc |- *.
  pose proof (Hs31 (2 + a) 1 (2 + d) 1 ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c==1 && d>=2 && e>=2: the board of s31 *)
Lemma s38_c180_p3 x (Hs31 : s31_claim x) (a d e : nat) :
  x = s38_board (2 + a) 0 1 (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs31 (2 + a) 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c>=2 && d==0 && e==0: the board of s33 *)
Lemma s38_c181_p11 x (Hs33 : s33_claim x) (a c : nat) :
  x = s38_board (2 + a) 0 (2 + c) 0 0 -> fst (s38_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q11] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s38_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c>=2 && d==0 && e==1: the board of s33 *)
Lemma s38_c182_p13 x (Hs33 : s33_claim x) (a c : nat) :
  x = s38_board (2 + a) 0 (2 + c) 0 1 -> fst (s38_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q13] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s38_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c>=2 && d==0 && e>=2: the board of s33 *)
Lemma s38_c183_p3 x (Hs33 : s33_claim x) (a c e : nat) :
  x = s38_board (2 + a) 0 (2 + c) 0 (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s38_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c>=2 && d==1 && e==0: the board of s31 *)
Lemma s38_c184_p8 x (Hs31 : s31_claim x) (a c : nat) :
  x = s38_board (2 + a) 0 (2 + c) 1 0 -> fst (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q8] in Hc |- *.
  pose proof (Hs31 (2 + a) (2 + c) 1 0 ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c>=2 && d==1 && e==1: the board of s31 *)
Lemma s38_c185_p9 x (Hs31 : s31_claim x) (a c : nat) :
  x = s38_board (2 + a) 0 (2 + c) 1 1 -> fst (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q9] in Hc |- *.
  pose proof (Hs31 (2 + a) (2 + c) 1 1 ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c>=2 && d==1 && e>=2: the board of s31 *)
Lemma s38_c186_p3 x (Hs31 : s31_claim x) (a c e : nat) :
  x = s38_board (2 + a) 0 (2 + c) 1 (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs31 (2 + a) (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c>=2 && d>=2 && e==0: the board of s31 *)
Lemma s38_c187_p8 x (Hs31 : s31_claim x) (a c d : nat) :
  x = s38_board (2 + a) 0 (2 + c) (2 + d) 0 -> fst (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q8] in Hc |- *.
  pose proof (Hs31 (2 + a) (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c>=2 && d>=2 && e==1: the board of s31 *)
Lemma s38_c188_p9 x (Hs31 : s31_claim x) (a c d : nat) :
  x = s38_board (2 + a) 0 (2 + c) (2 + d) 1 -> fst (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q9] in Hc |- *.
  pose proof (Hs31 (2 + a) (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==0 && c>=2 && d>=2 && e>=2: the board of s31 *)
Lemma s38_c189_p3 x (Hs31 : s31_claim x) (a c d e : nat) :
  x = s38_board (2 + a) 0 (2 + c) (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs31 (2 + a) (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s38_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c==0 && d==0 && e==0: the board of s24 *)
Lemma s38_c190_p14 x (Hs24 : s24_claim x) (a : nat) :
  x = s38_board (2 + a) 1 0 0 0 -> fst (s38_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q14] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 0 ltac:(rewrite Hx; unfold s38_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c==0 && d==0 && e==1: the board of s24 *)
Lemma s38_c191_p5 x (Hs24 : s24_claim x) (a : nat) :
  x = s38_board (2 + a) 1 0 0 1 -> fst (s38_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q5] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 1 ltac:(rewrite Hx; unfold s38_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c==0 && d==0 && e>=2: the board of s24 *)
Lemma s38_c192_p3 x (Hs24 : s24_claim x) (a e : nat) :
  x = s38_board (2 + a) 1 0 0 (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c==0 && d==1 && e==0: the board of s28 *)
Lemma s38_c193_p12 x (Hs28 : s28_claim x) (a : nat) :
  x = s38_board (2 + a) 1 0 1 0 -> fst (s38_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q12] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c==0 && d==1 && e==1: the board of s28 *)
Lemma s38_c194_p15 x (Hs28 : s28_claim x) (a : nat) :
  x = s38_board (2 + a) 1 0 1 1 -> fst (s38_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q15] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c==0 && d==1 && e>=2: the board of s28 *)
Lemma s38_c195_p3 x (Hs28 : s28_claim x) (a e : nat) :
  x = s38_board (2 + a) 1 0 1 (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c==0 && d>=2 && e==0: the board of s28 *)
Lemma s38_c196_p8 x (Hs28 : s28_claim x) (a d : nat) :
  x = s38_board (2 + a) 1 0 (2 + d) 0 -> fst (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q8] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 (2 + d) 0 ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c==0 && d>=2 && e==1: the board of s28 *)
Lemma s38_c197_p9 x (Hs28 : s28_claim x) (a d : nat) :
  x = s38_board (2 + a) 1 0 (2 + d) 1 -> fst (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q9] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 (2 + d) 1 ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c==0 && d>=2 && e>=2: the board of s28 *)
Lemma s38_c198_p3 x (Hs28 : s28_claim x) (a d e : nat) :
  x = s38_board (2 + a) 1 0 (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c==1 && d==0 && e==0: the board of s32 *)
Lemma s38_c199_p7 x (Hs32 : s32_claim x) (a : nat) :
  x = s38_board (2 + a) 1 1 0 0 -> fst (s38_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q7] in Hc |- *.
  pose proof (Hs32 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c==1 && d==0 && e==1: the board of s32 *)
Lemma s38_c200_p10 x (Hs32 : s32_claim x) (a : nat) :
  x = s38_board (2 + a) 1 1 0 1 -> fst (s38_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q10] in Hc |- *.
  pose proof (Hs32 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c==1 && d==0 && e>=2: the board of s32 *)
Lemma s38_c201_p3 x (Hs32 : s32_claim x) (a e : nat) :
  x = s38_board (2 + a) 1 1 0 (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs32 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s38_c202_L (a : nat) : lmoves (s38_board (2 + a) 1 1 1 0) = [s38_board (1 + a) 2 1 1 0; s31_board (2 + a) 2 1 0; s28_board (2 + a) 1 2 0; s36_board (2 + a) 1 1 1 0].
Proof. unfold s28_board, s31_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c202_R (a : nat) : rmoves (s38_board (2 + a) 1 1 1 0) = [s35_board (2 + a) 1 1 1 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c==1 && d==1 && e==0 *)
Lemma s38_c202_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s38_board (2 + a) 1 1 1 0 -> fst (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c202_L a), (s38_c202_R a); cbn [map].
  pose proof (use_s38 IH (1 + a) 2 1 1 0 (opt_l _ _ _ (s38_c202_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) 2 1 0 (opt_l _ _ _ (s38_c202_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) 1 2 0 (opt_l _ _ _ (s38_c202_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) 1 1 1 0 (opt_l _ _ _ (s38_c202_L a) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH (2 + a) 1 1 1 0 (opt_r _ _ _ (s38_c202_R a) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s28_p7 Ho2 ltac:(zlia)).
  rewrite (s36_p17 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c203_L (a : nat) : lmoves (s38_board (2 + a) 1 1 1 1) = [s38_board (1 + a) 2 1 1 1; s31_board (2 + a) 2 1 1; s28_board (2 + a) 1 2 1; s36_board (2 + a) 1 1 1 1].
Proof. unfold s28_board, s31_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c203_R (a : nat) : rmoves (s38_board (2 + a) 1 1 1 1) = [strip [] (repeat T (2 + a) ++ [E; T; E; T; E; T; E; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c203_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; T; E; T; E; F]) [(1, 1)]) (s35_board (2 + a) 1 1 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c==1 && d==1 && e==1 *)
Lemma s38_c203_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s38_board (2 + a) 1 1 1 1 -> fst (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c203_L a), (s38_c203_R a); cbn [map].
  pose proof (use_s38 IH (1 + a) 2 1 1 1 (opt_l _ _ _ (s38_c203_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) 2 1 1 (opt_l _ _ _ (s38_c203_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) 1 2 1 (opt_l _ _ _ (s38_c203_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) 1 1 1 1 (opt_l _ _ _ (s38_c203_L a) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s38_c203_R1 a)).
  pose proof (use_s35 IH (2 + a) 1 1 1 0 (opt_norm_r _ _ _ _ _ (s38_c203_R a) ltac:(cbn [In]; left; reflexivity) (s38_c203_R1 a))) as Ho4.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p7 Ho1 ltac:(zlia)).
  rewrite (s28_p8 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c204_L (a e : nat) : lmoves (s38_board (2 + a) 1 1 1 (2 + e)) = [s38_board (1 + a) 2 1 1 (2 + e); s31_board (2 + a) 2 1 (2 + e); s28_board (2 + a) 1 2 (2 + e); s36_board (2 + a) 1 1 1 (2 + e)].
Proof. unfold s28_board, s31_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c204_R (a e : nat) : rmoves (s38_board (2 + a) 1 1 1 (2 + e)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s38_c204_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s38_board (2 + a) 1 1 1 (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c204_L a e), (s38_c204_R a e); cbn [map].
  pose proof (use_s38 IH (1 + a) 2 1 1 (2 + e) (opt_l _ _ _ (s38_c204_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) 2 1 (2 + e) (opt_l _ _ _ (s38_c204_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) 1 2 (2 + e) (opt_l _ _ _ (s38_c204_L a e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) 1 1 1 (2 + e) (opt_l _ _ _ (s38_c204_L a e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s31_p3 Ho1 ltac:(zlia)).
  rewrite (s28_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s38_c205_L (a d : nat) : lmoves (s38_board (2 + a) 1 1 (2 + d) 0) = [s38_board (1 + a) 2 1 (2 + d) 0; s31_board (2 + a) 2 (2 + d) 0; s28_board (2 + a) 1 (3 + d) 0; s40_board (2 + a) 1 1 (1 + d) 1 0].
Proof. unfold s28_board, s31_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c205_R (a d : nat) : rmoves (s38_board (2 + a) 1 1 (2 + d) 0) = [s35_board (2 + a) 1 1 (2 + d) 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s38_c205_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s38_board (2 + a) 1 1 (2 + d) 0 -> fst (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c205_L a d), (s38_c205_R a d); cbn [map].
  pose proof (use_s38 IH (1 + a) 2 1 (2 + d) 0 (opt_l _ _ _ (s38_c205_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) 2 (2 + d) 0 (opt_l _ _ _ (s38_c205_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) 1 (3 + d) 0 (opt_l _ _ _ (s38_c205_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) 1 1 (1 + d) 1 0 (opt_l _ _ _ (s38_c205_L a d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH (2 + a) 1 1 (2 + d) 0 (opt_r _ _ _ (s38_c205_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s28_p7 Ho2 ltac:(zlia)).
  rewrite (s40_p26 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c206_L (a d : nat) : lmoves (s38_board (2 + a) 1 1 (2 + d) 1) = [s38_board (1 + a) 2 1 (2 + d) 1; s31_board (2 + a) 2 (2 + d) 1; s28_board (2 + a) 1 (3 + d) 1; s40_board (2 + a) 1 1 (1 + d) 1 1].
Proof. unfold s28_board, s31_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c206_R (a d : nat) : rmoves (s38_board (2 + a) 1 1 (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c206_R1 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]) (s35_board (2 + a) 1 1 (2 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s38_c206_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s38_board (2 + a) 1 1 (2 + d) 1 -> fst (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c206_L a d), (s38_c206_R a d); cbn [map].
  pose proof (use_s38 IH (1 + a) 2 1 (2 + d) 1 (opt_l _ _ _ (s38_c206_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) 2 (2 + d) 1 (opt_l _ _ _ (s38_c206_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) 1 (3 + d) 1 (opt_l _ _ _ (s38_c206_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) 1 1 (1 + d) 1 1 (opt_l _ _ _ (s38_c206_L a d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s38_c206_R1 a d)).
  pose proof (use_s35 IH (2 + a) 1 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s38_c206_R a d) ltac:(cbn [In]; left; reflexivity) (s38_c206_R1 a d))) as Ho4.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p7 Ho1 ltac:(zlia)).
  rewrite (s28_p8 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c207_L (a d e : nat) : lmoves (s38_board (2 + a) 1 1 (2 + d) (2 + e)) = [s38_board (1 + a) 2 1 (2 + d) (2 + e); s31_board (2 + a) 2 (2 + d) (2 + e); s28_board (2 + a) 1 (3 + d) (2 + e); s40_board (2 + a) 1 1 (1 + d) 1 (2 + e)].
Proof. unfold s28_board, s31_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c207_R (a d e : nat) : rmoves (s38_board (2 + a) 1 1 (2 + d) (2 + e)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s38_c207_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a d e : nat) :
  x = s38_board (2 + a) 1 1 (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c207_L a d e), (s38_c207_R a d e); cbn [map].
  pose proof (use_s38 IH (1 + a) 2 1 (2 + d) (2 + e) (opt_l _ _ _ (s38_c207_L a d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) 2 (2 + d) (2 + e) (opt_l _ _ _ (s38_c207_L a d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) 1 (3 + d) (2 + e) (opt_l _ _ _ (s38_c207_L a d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) 1 1 (1 + d) 1 (2 + e) (opt_l _ _ _ (s38_c207_L a d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s31_p3 Ho1 ltac:(zlia)).
  rewrite (s28_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c>=2 && d==0 && e==0: the board of s32 *)
Lemma s38_c208_p11 x (Hs32 : s32_claim x) (a c : nat) :
  x = s38_board (2 + a) 1 (2 + c) 0 0 -> fst (s38_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q11] in Hc |- *.
  pose proof (Hs32 (2 + a) 1 (2 + c) 0 ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c>=2 && d==0 && e==1: the board of s32 *)
Lemma s38_c209_p13 x (Hs32 : s32_claim x) (a c : nat) :
  x = s38_board (2 + a) 1 (2 + c) 0 1 -> fst (s38_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q13] in Hc |- *.
  pose proof (Hs32 (2 + a) 1 (2 + c) 1 ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c>=2 && d==0 && e>=2: the board of s32 *)
Lemma s38_c210_p3 x (Hs32 : s32_claim x) (a c e : nat) :
  x = s38_board (2 + a) 1 (2 + c) 0 (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs32 (2 + a) 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s38_c211_L (a c : nat) : lmoves (s38_board (2 + a) 1 (2 + c) 1 0) = [s38_board (1 + a) 2 (2 + c) 1 0; s31_board (2 + a) (3 + c) 1 0; s38_board (2 + a) 1 (1 + c) 2 0; s36_board (2 + a) 1 (2 + c) 1 0].
Proof. unfold s31_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c211_R (a c : nat) : rmoves (s38_board (2 + a) 1 (2 + c) 1 0) = [s35_board (2 + a) 1 (2 + c) 1 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s38_c211_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s38_board (2 + a) 1 (2 + c) 1 0 -> fst (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c211_L a c), (s38_c211_R a c); cbn [map].
  pose proof (use_s38 IH (1 + a) 2 (2 + c) 1 0 (opt_l _ _ _ (s38_c211_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) (3 + c) 1 0 (opt_l _ _ _ (s38_c211_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH (2 + a) 1 (1 + c) 2 0 (opt_l _ _ _ (s38_c211_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) 1 (2 + c) 1 0 (opt_l _ _ _ (s38_c211_L a c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH (2 + a) 1 (2 + c) 1 0 (opt_r _ _ _ (s38_c211_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s38_p8 Ho2 ltac:(zlia)).
  rewrite (s36_p17 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c212_L (a c : nat) : lmoves (s38_board (2 + a) 1 (2 + c) 1 1) = [s38_board (1 + a) 2 (2 + c) 1 1; s31_board (2 + a) (3 + c) 1 1; s38_board (2 + a) 1 (1 + c) 2 1; s36_board (2 + a) 1 (2 + c) 1 1].
Proof. unfold s31_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c212_R (a c : nat) : rmoves (s38_board (2 + a) 1 (2 + c) 1 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; T; E; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c212_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; T; E; F]) [(1, 1)]) (s35_board (2 + a) 1 (2 + c) 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; T; E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s38_c212_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s38_board (2 + a) 1 (2 + c) 1 1 -> fst (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c212_L a c), (s38_c212_R a c); cbn [map].
  pose proof (use_s38 IH (1 + a) 2 (2 + c) 1 1 (opt_l _ _ _ (s38_c212_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) (3 + c) 1 1 (opt_l _ _ _ (s38_c212_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH (2 + a) 1 (1 + c) 2 1 (opt_l _ _ _ (s38_c212_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) 1 (2 + c) 1 1 (opt_l _ _ _ (s38_c212_L a c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s38_c212_R1 a c)).
  pose proof (use_s35 IH (2 + a) 1 (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s38_c212_R a c) ltac:(cbn [In]; left; reflexivity) (s38_c212_R1 a c))) as Ho4.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p7 Ho1 ltac:(zlia)).
  rewrite (s38_p9 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c213_L (a c e : nat) : lmoves (s38_board (2 + a) 1 (2 + c) 1 (2 + e)) = [s38_board (1 + a) 2 (2 + c) 1 (2 + e); s31_board (2 + a) (3 + c) 1 (2 + e); s38_board (2 + a) 1 (1 + c) 2 (2 + e); s36_board (2 + a) 1 (2 + c) 1 (2 + e)].
Proof. unfold s31_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c213_R (a c e : nat) : rmoves (s38_board (2 + a) 1 (2 + c) 1 (2 + e)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s38_c213_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c e : nat) :
  x = s38_board (2 + a) 1 (2 + c) 1 (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c213_L a c e), (s38_c213_R a c e); cbn [map].
  pose proof (use_s38 IH (1 + a) 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s38_c213_L a c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) (3 + c) 1 (2 + e) (opt_l _ _ _ (s38_c213_L a c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH (2 + a) 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s38_c213_L a c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) 1 (2 + c) 1 (2 + e) (opt_l _ _ _ (s38_c213_L a c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s31_p3 Ho1 ltac:(zlia)).
  rewrite (s38_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s38_c214_L (a c d : nat) : lmoves (s38_board (2 + a) 1 (2 + c) (2 + d) 0) = [s38_board (1 + a) 2 (2 + c) (2 + d) 0; s31_board (2 + a) (3 + c) (2 + d) 0; s38_board (2 + a) 1 (1 + c) (3 + d) 0; s40_board (2 + a) 1 (2 + c) (1 + d) 1 0].
Proof. unfold s31_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c214_R (a c d : nat) : rmoves (s38_board (2 + a) 1 (2 + c) (2 + d) 0) = [s35_board (2 + a) 1 (2 + c) (2 + d) 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s38_c214_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s38_board (2 + a) 1 (2 + c) (2 + d) 0 -> fst (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c214_L a c d), (s38_c214_R a c d); cbn [map].
  pose proof (use_s38 IH (1 + a) 2 (2 + c) (2 + d) 0 (opt_l _ _ _ (s38_c214_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) (3 + c) (2 + d) 0 (opt_l _ _ _ (s38_c214_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH (2 + a) 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s38_c214_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) 1 (2 + c) (1 + d) 1 0 (opt_l _ _ _ (s38_c214_L a c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH (2 + a) 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s38_c214_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s38_p8 Ho2 ltac:(zlia)).
  rewrite (s40_p26 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

