(* A part of the proof in tf_one_frog_even.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)" --where "a>=1 && b>=2 && b<=4 && b%2==0" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_even_base tf_one_frog_even_values1.


Lemma s18_c26_L (b c : nat) : lmoves (s18_board 0 (2 + b) (2 + c) 1) = [s18_board 0 (1 + b) (3 + c) 1; s20_board 0 (2 + b) (1 + c) 1 1].
Proof. unfold s18_board, s20_board. tf_options. Qed.
Lemma s18_c26_R (b c : nat) : rmoves (s18_board 0 (2 + b) (2 + c) 1) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c26_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s19_board 0 (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s18_c26_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s18_board 0 (2 + b) (2 + c) 1 -> fst (s18_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s18_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s18_q8] in Hc |- *.
  rewrite tf_game_eq, (s18_c26_L b c), (s18_c26_R b c); cbn [map].
  pose proof (use_s18 IH 0 (1 + b) (3 + c) 1 (opt_l _ _ _ (s18_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 0 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s18_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s18_c26_R1 b c)).
  pose proof (use_s19 IH 0 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s18_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s18_c26_R1 b c))) as Ho2.
  rewrite (s18_p8 Ho0 ltac:(zlia)).
  rewrite (s20_p12 Ho1 ltac:(zlia)).
  rewrite (s19_p7 Ho2 ltac:(zlia)).
  rewrite (s19_p7_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s18_c27_L (b c d : nat) : lmoves (s18_board 0 (2 + b) (2 + c) (2 + d)) = [s18_board 0 (1 + b) (3 + c) (2 + d); s20_board 0 (2 + b) (1 + c) 1 (2 + d)].
Proof. unfold s18_board, s20_board. tf_options. Qed.
Lemma s18_c27_R (b c d : nat) : rmoves (s18_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s18_board. tf_options. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s18_c27_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s18_board 0 (2 + b) (2 + c) (2 + d) -> fst (s18_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s18_q4] in Hc |- *.
  rewrite tf_game_eq, (s18_c27_L b c d), (s18_c27_R b c d); cbn [map].
  pose proof (use_s18 IH 0 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s18_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 0 (2 + b) (1 + c) 1 (2 + d) (opt_l _ _ _ (s18_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s18_p4 Ho0 ltac:(zlia)).
  rewrite (s20_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b==0 && c==0 && d==0: the board of s9 *)
Lemma s18_c28_p3 x (Hs9 : s9_claim x) :
  x = s18_board 1 0 0 0 -> fst (s18_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s18_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q3] in Hc |- *.
  pose proof (Hs9 1 0 ltac:(rewrite Hx; unfold s18_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b==0 && c==0 && d==1: the board of s9 *)
Lemma s18_c29_p15 x (Hs9 : s9_claim x) :
  x = s18_board 1 0 0 1 -> fst (s18_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s18_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q15] in Hc |- *.
  pose proof (Hs9 1 1 ltac:(rewrite Hx; unfold s18_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b==0 && c==0 && d>=2: the board of s9 *)
Lemma s18_c30_p4 x (Hs9 : s9_claim x) (d : nat) :
  x = s18_board 1 0 0 (2 + d) -> fst (s18_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s18_q4] in Hc |- *.
  pose proof (Hs9 1 (2 + d) ltac:(rewrite Hx; unfold s18_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b==0 && c==1 && d==0: the board of s11 *)
Lemma s18_c31_p10 x (Hs11 : s11_claim x) :
  x = s18_board 1 0 1 0 -> fst (s18_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s18_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q10] in Hc |- *.
  pose proof (Hs11 1 1 0 ltac:(rewrite Hx; unfold s18_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b==0 && c==1 && d==1: the board of s11 *)
Lemma s18_c32_p12 x (Hs11 : s11_claim x) :
  x = s18_board 1 0 1 1 -> fst (s18_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s18_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q12] in Hc |- *.
  pose proof (Hs11 1 1 1 ltac:(rewrite Hx; unfold s18_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b==0 && c==1 && d>=2: the board of s11 *)
Lemma s18_c33_p4 x (Hs11 : s11_claim x) (d : nat) :
  x = s18_board 1 0 1 (2 + d) -> fst (s18_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s18_q4] in Hc |- *.
  pose proof (Hs11 1 1 (2 + d) ltac:(rewrite Hx; unfold s18_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b==0 && c>=2 && d==0: the board of s11 *)
Lemma s18_c34_p7 x (Hs11 : s11_claim x) (c : nat) :
  x = s18_board 1 0 (2 + c) 0 -> fst (s18_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s18_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q7] in Hc |- *.
  pose proof (Hs11 1 (2 + c) 0 ltac:(rewrite Hx; unfold s18_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b==0 && c>=2 && d==1: the board of s11 *)
Lemma s18_c35_p8 x (Hs11 : s11_claim x) (c : nat) :
  x = s18_board 1 0 (2 + c) 1 -> fst (s18_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s18_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q8] in Hc |- *.
  pose proof (Hs11 1 (2 + c) 1 ltac:(rewrite Hx; unfold s18_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b==0 && c>=2 && d>=2: the board of s11 *)
Lemma s18_c36_p4 x (Hs11 : s11_claim x) (c d : nat) :
  x = s18_board 1 0 (2 + c) (2 + d) -> fst (s18_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s18_q4] in Hc |- *.
  pose proof (Hs11 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s18_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b==1 && c==0 && d==0: the board of s15 *)
Lemma s18_c37_p16 x (Hs15 : s15_claim x) :
  x = s18_board 1 1 0 0 -> fst (s18_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s18_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q16] in Hc |- *.
  pose proof (Hs15 1 1 0 ltac:(rewrite Hx; unfold s18_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b==1 && c==0 && d==1: the board of s15 *)
Lemma s18_c38_p17 x (Hs15 : s15_claim x) :
  x = s18_board 1 1 0 1 -> fst (s18_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s18_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q17] in Hc |- *.
  pose proof (Hs15 1 1 1 ltac:(rewrite Hx; unfold s18_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b==1 && c==0 && d>=2: the board of s15 *)
Lemma s18_c39_p4 x (Hs15 : s15_claim x) (d : nat) :
  x = s18_board 1 1 0 (2 + d) -> fst (s18_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s18_q4] in Hc |- *.
  pose proof (Hs15 1 1 (2 + d) ltac:(rewrite Hx; unfold s18_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s18_c40_L : lmoves (s18_board 1 1 1 0) = [s18_board 0 2 1 0; s11_board 1 2 0; s16_board 1 1 1 0].
Proof. unfold s11_board, s16_board, s18_board. tf_options. Qed.
Lemma s18_c40_R : rmoves (s18_board 1 1 1 0) = [s19_board 1 1 1 0].
Proof. unfold s18_board, s19_board. tf_options. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b==1 && c==1 && d==0 *)
Lemma s18_c40_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s18_board 1 1 1 0 -> fst (s18_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s18_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s18_q7] in Hc |- *.
  rewrite tf_game_eq, (s18_c40_L), (s18_c40_R); cbn [map].
  pose proof (use_s18 IH 0 2 1 0 (opt_l _ _ _ (s18_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 1 2 0 (opt_l _ _ _ (s18_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 1 1 0 (opt_l _ _ _ (s18_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 1 1 1 0 (opt_r _ _ _ (s18_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s18_p7 Ho0 ltac:(zlia)).
  rewrite (s11_p3 Ho1 ltac:(zlia)).
  rewrite (s16_p17 Ho2 ltac:(zlia)).
  rewrite (s19_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s18_c41_L : lmoves (s18_board 1 1 1 1) = [s18_board 0 2 1 1; s11_board 1 2 1; s16_board 1 1 1 1].
Proof. unfold s11_board, s16_board, s18_board. tf_options. Qed.
Lemma s18_c41_R : rmoves (s18_board 1 1 1 1) = [strip [] ([T; E; T; E; T; E; F]) [(1, 1)]].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c41_R1 : tf_norm (strip [] ([T; E; T; E; T; E; F]) [(1, 1)]) (s19_board 1 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b==1 && c==1 && d==1 *)
Lemma s18_c41_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s18_board 1 1 1 1 -> fst (s18_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s18_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s18_q8] in Hc |- *.
  rewrite tf_game_eq, (s18_c41_L), (s18_c41_R); cbn [map].
  pose proof (use_s18 IH 0 2 1 1 (opt_l _ _ _ (s18_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 1 2 1 (opt_l _ _ _ (s18_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 1 1 1 (opt_l _ _ _ (s18_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s18_c41_R1)).
  pose proof (use_s19 IH 1 1 1 0 (opt_norm_r _ _ _ _ _ (s18_c41_R) ltac:(cbn [In]; left; reflexivity) (s18_c41_R1))) as Ho3.
  rewrite (s18_p8 Ho0 ltac:(zlia)).
  rewrite (s11_p3 Ho1 ltac:(zlia)).
  rewrite (s16_p11 Ho2 ltac:(zlia)).
  rewrite (s19_p7 Ho3 ltac:(zlia)).
  rewrite (s19_p7_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s18_c42_L (d : nat) : lmoves (s18_board 1 1 1 (2 + d)) = [s18_board 0 2 1 (2 + d); s11_board 1 2 (2 + d); s16_board 1 1 1 (2 + d)].
Proof. unfold s11_board, s16_board, s18_board. tf_options. Qed.
Lemma s18_c42_R (d : nat) : rmoves (s18_board 1 1 1 (2 + d)) = [].
Proof. unfold s18_board. tf_options. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s18_c42_p4 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s18_board 1 1 1 (2 + d) -> fst (s18_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s18_q4] in Hc |- *.
  rewrite tf_game_eq, (s18_c42_L d), (s18_c42_R d); cbn [map].
  pose proof (use_s18 IH 0 2 1 (2 + d) (opt_l _ _ _ (s18_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 1 2 (2 + d) (opt_l _ _ _ (s18_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 1 1 (2 + d) (opt_l _ _ _ (s18_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s18_p4 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  rewrite (s16_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s18_c43_L (c : nat) : lmoves (s18_board 1 1 (2 + c) 0) = [s18_board 0 2 (2 + c) 0; s11_board 1 (3 + c) 0; s20_board 1 1 (1 + c) 1 0].
Proof. unfold s11_board, s18_board, s20_board. tf_options. Qed.
Lemma s18_c43_R (c : nat) : rmoves (s18_board 1 1 (2 + c) 0) = [s19_board 1 1 (2 + c) 0].
Proof. unfold s18_board, s19_board. tf_options. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s18_c43_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s18_board 1 1 (2 + c) 0 -> fst (s18_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s18_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s18_q7] in Hc |- *.
  rewrite tf_game_eq, (s18_c43_L c), (s18_c43_R c); cbn [map].
  pose proof (use_s18 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s18_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 1 (3 + c) 0 (opt_l _ _ _ (s18_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 1 1 (1 + c) 1 0 (opt_l _ _ _ (s18_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s18_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s18_p7 Ho0 ltac:(zlia)).
  rewrite (s11_p3 Ho1 ltac:(zlia)).
  rewrite (s20_p8 Ho2 ltac:(zlia)).
  rewrite (s19_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s18_c44_L (c : nat) : lmoves (s18_board 1 1 (2 + c) 1) = [s18_board 0 2 (2 + c) 1; s11_board 1 (3 + c) 1; s20_board 1 1 (1 + c) 1 1].
Proof. unfold s11_board, s18_board, s20_board. tf_options. Qed.
Lemma s18_c44_R (c : nat) : rmoves (s18_board 1 1 (2 + c) 1) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c44_R1 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s19_board 1 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s18_c44_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s18_board 1 1 (2 + c) 1 -> fst (s18_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s18_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s18_q8] in Hc |- *.
  rewrite tf_game_eq, (s18_c44_L c), (s18_c44_R c); cbn [map].
  pose proof (use_s18 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s18_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 1 (3 + c) 1 (opt_l _ _ _ (s18_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 1 1 (1 + c) 1 1 (opt_l _ _ _ (s18_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s18_c44_R1 c)).
  pose proof (use_s19 IH 1 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s18_c44_R c) ltac:(cbn [In]; left; reflexivity) (s18_c44_R1 c))) as Ho3.
  rewrite (s18_p8 Ho0 ltac:(zlia)).
  rewrite (s11_p3 Ho1 ltac:(zlia)).
  rewrite (s20_p12 Ho2 ltac:(zlia)).
  rewrite (s19_p7 Ho3 ltac:(zlia)).
  rewrite (s19_p7_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s18_c45_L (c d : nat) : lmoves (s18_board 1 1 (2 + c) (2 + d)) = [s18_board 0 2 (2 + c) (2 + d); s11_board 1 (3 + c) (2 + d); s20_board 1 1 (1 + c) 1 (2 + d)].
Proof. unfold s11_board, s18_board, s20_board. tf_options. Qed.
Lemma s18_c45_R (c d : nat) : rmoves (s18_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s18_board. tf_options. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s18_c45_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s18_board 1 1 (2 + c) (2 + d) -> fst (s18_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s18_q4] in Hc |- *.
  rewrite tf_game_eq, (s18_c45_L c d), (s18_c45_R c d); cbn [map].
  pose proof (use_s18 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s18_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s18_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 1 1 (1 + c) 1 (2 + d) (opt_l _ _ _ (s18_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s18_p4 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  rewrite (s20_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b>=2 && c==0 && d==0: the board of s15 *)
Lemma s18_c46_p13 x (Hs15 : s15_claim x) (b : nat) :
  x = s18_board 1 (2 + b) 0 0 -> fst (s18_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s18_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q13] in Hc |- *.
  pose proof (Hs15 1 (2 + b) 0 ltac:(rewrite Hx; unfold s18_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b>=2 && c==0 && d==1: the board of s15 *)
Lemma s18_c47_p14 x (Hs15 : s15_claim x) (b : nat) :
  x = s18_board 1 (2 + b) 0 1 -> fst (s18_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s18_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q14] in Hc |- *.
  pose proof (Hs15 1 (2 + b) 1 ltac:(rewrite Hx; unfold s18_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b>=2 && c==0 && d>=2: the board of s15 *)
Lemma s18_c48_p4 x (Hs15 : s15_claim x) (b d : nat) :
  x = s18_board 1 (2 + b) 0 (2 + d) -> fst (s18_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s18_q4] in Hc |- *.
  pose proof (Hs15 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s18_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s18_c49_L (b : nat) : lmoves (s18_board 1 (2 + b) 1 0) = [s18_board 0 (3 + b) 1 0; s18_board 1 (1 + b) 2 0; s16_board 1 (2 + b) 1 0].
Proof. unfold s16_board, s18_board. tf_options. Qed.
Lemma s18_c49_R (b : nat) : rmoves (s18_board 1 (2 + b) 1 0) = [s19_board 1 (2 + b) 1 0].
Proof. unfold s18_board, s19_board. tf_options. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s18_c49_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s18_board 1 (2 + b) 1 0 -> fst (s18_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s18_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s18_q7] in Hc |- *.
  rewrite tf_game_eq, (s18_c49_L b), (s18_c49_R b); cbn [map].
  pose proof (use_s18 IH 0 (3 + b) 1 0 (opt_l _ _ _ (s18_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s18 IH 1 (1 + b) 2 0 (opt_l _ _ _ (s18_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 (2 + b) 1 0 (opt_l _ _ _ (s18_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s18_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s18_p7 Ho0 ltac:(zlia)).
  rewrite (s18_p7 Ho1 ltac:(zlia)).
  rewrite (s16_p17 Ho2 ltac:(zlia)).
  rewrite (s19_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s18_c50_L (b : nat) : lmoves (s18_board 1 (2 + b) 1 1) = [s18_board 0 (3 + b) 1 1; s18_board 1 (1 + b) 2 1; s16_board 1 (2 + b) 1 1].
Proof. unfold s16_board, s18_board. tf_options. Qed.
Lemma s18_c50_R (b : nat) : rmoves (s18_board 1 (2 + b) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 1)]].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c50_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 1)]) (s19_board 1 (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s18_c50_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s18_board 1 (2 + b) 1 1 -> fst (s18_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s18_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s18_q8] in Hc |- *.
  rewrite tf_game_eq, (s18_c50_L b), (s18_c50_R b); cbn [map].
  pose proof (use_s18 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s18_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s18 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s18_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 (2 + b) 1 1 (opt_l _ _ _ (s18_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s18_c50_R1 b)).
  pose proof (use_s19 IH 1 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s18_c50_R b) ltac:(cbn [In]; left; reflexivity) (s18_c50_R1 b))) as Ho3.
  rewrite (s18_p8 Ho0 ltac:(zlia)).
  rewrite (s18_p8 Ho1 ltac:(zlia)).
  rewrite (s16_p11 Ho2 ltac:(zlia)).
  rewrite (s19_p7 Ho3 ltac:(zlia)).
  rewrite (s19_p7_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s18_c51_L (b d : nat) : lmoves (s18_board 1 (2 + b) 1 (2 + d)) = [s18_board 0 (3 + b) 1 (2 + d); s18_board 1 (1 + b) 2 (2 + d); s16_board 1 (2 + b) 1 (2 + d)].
Proof. unfold s16_board, s18_board. tf_options. Qed.
Lemma s18_c51_R (b d : nat) : rmoves (s18_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s18_board. tf_options. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s18_c51_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s18_board 1 (2 + b) 1 (2 + d) -> fst (s18_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s18_q4] in Hc |- *.
  rewrite tf_game_eq, (s18_c51_L b d), (s18_c51_R b d); cbn [map].
  pose proof (use_s18 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s18_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s18 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s18_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s18_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s18_p4 Ho0 ltac:(zlia)).
  rewrite (s18_p4 Ho1 ltac:(zlia)).
  rewrite (s16_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s18_c52_L (b c : nat) : lmoves (s18_board 1 (2 + b) (2 + c) 0) = [s18_board 0 (3 + b) (2 + c) 0; s18_board 1 (1 + b) (3 + c) 0; s20_board 1 (2 + b) (1 + c) 1 0].
Proof. unfold s18_board, s20_board. tf_options. Qed.
Lemma s18_c52_R (b c : nat) : rmoves (s18_board 1 (2 + b) (2 + c) 0) = [s19_board 1 (2 + b) (2 + c) 0].
Proof. unfold s18_board, s19_board. tf_options. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s18_c52_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s18_board 1 (2 + b) (2 + c) 0 -> fst (s18_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s18_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s18_q7] in Hc |- *.
  rewrite tf_game_eq, (s18_c52_L b c), (s18_c52_R b c); cbn [map].
  pose proof (use_s18 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s18_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s18 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s18_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 1 (2 + b) (1 + c) 1 0 (opt_l _ _ _ (s18_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s18_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s18_p7 Ho0 ltac:(zlia)).
  rewrite (s18_p7 Ho1 ltac:(zlia)).
  rewrite (s20_p8 Ho2 ltac:(zlia)).
  rewrite (s19_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s18_c53_L (b c : nat) : lmoves (s18_board 1 (2 + b) (2 + c) 1) = [s18_board 0 (3 + b) (2 + c) 1; s18_board 1 (1 + b) (3 + c) 1; s20_board 1 (2 + b) (1 + c) 1 1].
Proof. unfold s18_board, s20_board. tf_options. Qed.
Lemma s18_c53_R (b c : nat) : rmoves (s18_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s19_board 1 (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s18_c53_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s18_board 1 (2 + b) (2 + c) 1 -> fst (s18_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s18_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s18_q8] in Hc |- *.
  rewrite tf_game_eq, (s18_c53_L b c), (s18_c53_R b c); cbn [map].
  pose proof (use_s18 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s18_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s18 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s18_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 1 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s18_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s18_c53_R1 b c)).
  pose proof (use_s19 IH 1 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s18_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s18_c53_R1 b c))) as Ho3.
  rewrite (s18_p8 Ho0 ltac:(zlia)).
  rewrite (s18_p8 Ho1 ltac:(zlia)).
  rewrite (s20_p12 Ho2 ltac:(zlia)).
  rewrite (s19_p7 Ho3 ltac:(zlia)).
  rewrite (s19_p7_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s18_c54_L (b c d : nat) : lmoves (s18_board 1 (2 + b) (2 + c) (2 + d)) = [s18_board 0 (3 + b) (2 + c) (2 + d); s18_board 1 (1 + b) (3 + c) (2 + d); s20_board 1 (2 + b) (1 + c) 1 (2 + d)].
Proof. unfold s18_board, s20_board. tf_options. Qed.
Lemma s18_c54_R (b c d : nat) : rmoves (s18_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s18_board. tf_options. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s18_c54_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s18_board 1 (2 + b) (2 + c) (2 + d) -> fst (s18_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s18_q4] in Hc |- *.
  rewrite tf_game_eq, (s18_c54_L b c d), (s18_c54_R b c d); cbn [map].
  pose proof (use_s18 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s18_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s18 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s18_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 1 (2 + b) (1 + c) 1 (2 + d) (opt_l _ _ _ (s18_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s18_p4 Ho0 ltac:(zlia)).
  rewrite (s18_p4 Ho1 ltac:(zlia)).
  rewrite (s20_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b==0 && c==0 && d==0: the board of s9 *)
Lemma s18_c55_p3 x (Hs9 : s9_claim x) (a : nat) :
  x = s18_board (2 + a) 0 0 0 -> fst (s18_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s18_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q3] in Hc |- *.
  pose proof (Hs9 (2 + a) 0 ltac:(rewrite Hx; unfold s18_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b==0 && c==0 && d==1: the board of s9 *)
Lemma s18_c56_p15 x (Hs9 : s9_claim x) (a : nat) :
  x = s18_board (2 + a) 0 0 1 -> fst (s18_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s18_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q15] in Hc |- *.
  pose proof (Hs9 (2 + a) 1 ltac:(rewrite Hx; unfold s18_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b==0 && c==0 && d>=2: the board of s9 *)
Lemma s18_c57_p4 x (Hs9 : s9_claim x) (a d : nat) :
  x = s18_board (2 + a) 0 0 (2 + d) -> fst (s18_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s18_q4] in Hc |- *.
  pose proof (Hs9 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s18_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b==0 && c==1 && d==0: the board of s11 *)
Lemma s18_c58_p10 x (Hs11 : s11_claim x) (a : nat) :
  x = s18_board (2 + a) 0 1 0 -> fst (s18_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s18_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q10] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 0 ltac:(rewrite Hx; unfold s18_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b==0 && c==1 && d==1: the board of s11 *)
Lemma s18_c59_p12 x (Hs11 : s11_claim x) (a : nat) :
  x = s18_board (2 + a) 0 1 1 -> fst (s18_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s18_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q12] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 1 ltac:(rewrite Hx; unfold s18_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b==0 && c==1 && d>=2: the board of s11 *)
Lemma s18_c60_p4 x (Hs11 : s11_claim x) (a d : nat) :
  x = s18_board (2 + a) 0 1 (2 + d) -> fst (s18_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s18_q4] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s18_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b==0 && c>=2 && d==0: the board of s11 *)
Lemma s18_c61_p7 x (Hs11 : s11_claim x) (a c : nat) :
  x = s18_board (2 + a) 0 (2 + c) 0 -> fst (s18_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s18_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q7] in Hc |- *.
  pose proof (Hs11 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s18_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b==0 && c>=2 && d==1: the board of s11 *)
Lemma s18_c62_p8 x (Hs11 : s11_claim x) (a c : nat) :
  x = s18_board (2 + a) 0 (2 + c) 1 -> fst (s18_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s18_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q8] in Hc |- *.
  pose proof (Hs11 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s18_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b==0 && c>=2 && d>=2: the board of s11 *)
Lemma s18_c63_p4 x (Hs11 : s11_claim x) (a c d : nat) :
  x = s18_board (2 + a) 0 (2 + c) (2 + d) -> fst (s18_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s18_q4] in Hc |- *.
  pose proof (Hs11 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s18_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b==1 && c==0 && d==0: the board of s15 *)
Lemma s18_c64_p16 x (Hs15 : s15_claim x) (a : nat) :
  x = s18_board (2 + a) 1 0 0 -> fst (s18_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s18_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q16] in Hc |- *.
  pose proof (Hs15 (2 + a) 1 0 ltac:(rewrite Hx; unfold s18_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b==1 && c==0 && d==1: the board of s15 *)
Lemma s18_c65_p17 x (Hs15 : s15_claim x) (a : nat) :
  x = s18_board (2 + a) 1 0 1 -> fst (s18_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s18_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q17] in Hc |- *.
  pose proof (Hs15 (2 + a) 1 1 ltac:(rewrite Hx; unfold s18_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b==1 && c==0 && d>=2: the board of s15 *)
Lemma s18_c66_p4 x (Hs15 : s15_claim x) (a d : nat) :
  x = s18_board (2 + a) 1 0 (2 + d) -> fst (s18_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s18_q4] in Hc |- *.
  pose proof (Hs15 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s18_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s18_c67_L (a : nat) : lmoves (s18_board (2 + a) 1 1 0) = [s18_board (1 + a) 2 1 0; s11_board (2 + a) 2 0; s16_board (2 + a) 1 1 0].
Proof. unfold s11_board, s16_board, s18_board. tf_options. Qed.
Lemma s18_c67_R (a : nat) : rmoves (s18_board (2 + a) 1 1 0) = [s19_board (2 + a) 1 1 0].
Proof. unfold s18_board, s19_board. tf_options. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b==1 && c==1 && d==0 *)
Lemma s18_c67_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s18_board (2 + a) 1 1 0 -> fst (s18_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s18_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s18_q7] in Hc |- *.
  rewrite tf_game_eq, (s18_c67_L a), (s18_c67_R a); cbn [map].
  pose proof (use_s18 IH (1 + a) 2 1 0 (opt_l _ _ _ (s18_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH (2 + a) 2 0 (opt_l _ _ _ (s18_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) 1 1 0 (opt_l _ _ _ (s18_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH (2 + a) 1 1 0 (opt_r _ _ _ (s18_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s18_p7 Ho0 ltac:(zlia)).
  rewrite (s11_p3 Ho1 ltac:(zlia)).
  rewrite (s16_p17 Ho2 ltac:(zlia)).
  rewrite (s19_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s18_c68_L (a : nat) : lmoves (s18_board (2 + a) 1 1 1) = [s18_board (1 + a) 2 1 1; s11_board (2 + a) 2 1; s16_board (2 + a) 1 1 1].
Proof. unfold s11_board, s16_board, s18_board. tf_options. Qed.
Lemma s18_c68_R (a : nat) : rmoves (s18_board (2 + a) 1 1 1) = [strip [] (repeat T (2 + a) ++ [E; T; E; T; E; F]) [(1, 1)]].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c68_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; T; E; F]) [(1, 1)]) (s19_board (2 + a) 1 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s18_c68_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s18_board (2 + a) 1 1 1 -> fst (s18_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s18_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s18_q8] in Hc |- *.
  rewrite tf_game_eq, (s18_c68_L a), (s18_c68_R a); cbn [map].
  pose proof (use_s18 IH (1 + a) 2 1 1 (opt_l _ _ _ (s18_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH (2 + a) 2 1 (opt_l _ _ _ (s18_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) 1 1 1 (opt_l _ _ _ (s18_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s18_c68_R1 a)).
  pose proof (use_s19 IH (2 + a) 1 1 0 (opt_norm_r _ _ _ _ _ (s18_c68_R a) ltac:(cbn [In]; left; reflexivity) (s18_c68_R1 a))) as Ho3.
  rewrite (s18_p8 Ho0 ltac:(zlia)).
  rewrite (s11_p3 Ho1 ltac:(zlia)).
  rewrite (s16_p11 Ho2 ltac:(zlia)).
  rewrite (s19_p7 Ho3 ltac:(zlia)).
  rewrite (s19_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s18_c69_L (a d : nat) : lmoves (s18_board (2 + a) 1 1 (2 + d)) = [s18_board (1 + a) 2 1 (2 + d); s11_board (2 + a) 2 (2 + d); s16_board (2 + a) 1 1 (2 + d)].
Proof. unfold s11_board, s16_board, s18_board. tf_options. Qed.
Lemma s18_c69_R (a d : nat) : rmoves (s18_board (2 + a) 1 1 (2 + d)) = [].
Proof. unfold s18_board. tf_options. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s18_c69_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s18_board (2 + a) 1 1 (2 + d) -> fst (s18_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s18_q4] in Hc |- *.
  rewrite tf_game_eq, (s18_c69_L a d), (s18_c69_R a d); cbn [map].
  pose proof (use_s18 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s18_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s18_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) 1 1 (2 + d) (opt_l _ _ _ (s18_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s18_p4 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  rewrite (s16_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s18_c70_L (a c : nat) : lmoves (s18_board (2 + a) 1 (2 + c) 0) = [s18_board (1 + a) 2 (2 + c) 0; s11_board (2 + a) (3 + c) 0; s20_board (2 + a) 1 (1 + c) 1 0].
Proof. unfold s11_board, s18_board, s20_board. tf_options. Qed.
Lemma s18_c70_R (a c : nat) : rmoves (s18_board (2 + a) 1 (2 + c) 0) = [s19_board (2 + a) 1 (2 + c) 0].
Proof. unfold s18_board, s19_board. tf_options. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s18_c70_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s18_board (2 + a) 1 (2 + c) 0 -> fst (s18_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s18_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s18_q7] in Hc |- *.
  rewrite tf_game_eq, (s18_c70_L a c), (s18_c70_R a c); cbn [map].
  pose proof (use_s18 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s18_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s18_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH (2 + a) 1 (1 + c) 1 0 (opt_l _ _ _ (s18_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s18_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s18_p7 Ho0 ltac:(zlia)).
  rewrite (s11_p3 Ho1 ltac:(zlia)).
  rewrite (s20_p8 Ho2 ltac:(zlia)).
  rewrite (s19_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s18_c71_L (a c : nat) : lmoves (s18_board (2 + a) 1 (2 + c) 1) = [s18_board (1 + a) 2 (2 + c) 1; s11_board (2 + a) (3 + c) 1; s20_board (2 + a) 1 (1 + c) 1 1].
Proof. unfold s11_board, s18_board, s20_board. tf_options. Qed.
Lemma s18_c71_R (a c : nat) : rmoves (s18_board (2 + a) 1 (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c71_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s19_board (2 + a) 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s18_c71_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s18_board (2 + a) 1 (2 + c) 1 -> fst (s18_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s18_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s18_q8] in Hc |- *.
  rewrite tf_game_eq, (s18_c71_L a c), (s18_c71_R a c); cbn [map].
  pose proof (use_s18 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s18_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s18_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH (2 + a) 1 (1 + c) 1 1 (opt_l _ _ _ (s18_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s18_c71_R1 a c)).
  pose proof (use_s19 IH (2 + a) 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s18_c71_R a c) ltac:(cbn [In]; left; reflexivity) (s18_c71_R1 a c))) as Ho3.
  rewrite (s18_p8 Ho0 ltac:(zlia)).
  rewrite (s11_p3 Ho1 ltac:(zlia)).
  rewrite (s20_p12 Ho2 ltac:(zlia)).
  rewrite (s19_p7 Ho3 ltac:(zlia)).
  rewrite (s19_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s18_c72_L (a c d : nat) : lmoves (s18_board (2 + a) 1 (2 + c) (2 + d)) = [s18_board (1 + a) 2 (2 + c) (2 + d); s11_board (2 + a) (3 + c) (2 + d); s20_board (2 + a) 1 (1 + c) 1 (2 + d)].
Proof. unfold s11_board, s18_board, s20_board. tf_options. Qed.
Lemma s18_c72_R (a c d : nat) : rmoves (s18_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s18_board. tf_options. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s18_c72_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s18_board (2 + a) 1 (2 + c) (2 + d) -> fst (s18_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s18_q4] in Hc |- *.
  rewrite tf_game_eq, (s18_c72_L a c d), (s18_c72_R a c d); cbn [map].
  pose proof (use_s18 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s18_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s18_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH (2 + a) 1 (1 + c) 1 (2 + d) (opt_l _ _ _ (s18_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s18_p4 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  rewrite (s20_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b>=2 && c==0 && d==0: the board of s15 *)
Lemma s18_c73_p13 x (Hs15 : s15_claim x) (a b : nat) :
  x = s18_board (2 + a) (2 + b) 0 0 -> fst (s18_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s18_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q13] in Hc |- *.
  pose proof (Hs15 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s18_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b>=2 && c==0 && d==1: the board of s15 *)
Lemma s18_c74_p14 x (Hs15 : s15_claim x) (a b : nat) :
  x = s18_board (2 + a) (2 + b) 0 1 -> fst (s18_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s18_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s18_q14] in Hc |- *.
  pose proof (Hs15 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s18_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b>=2 && c==0 && d>=2: the board of s15 *)
Lemma s18_c75_p4 x (Hs15 : s15_claim x) (a b d : nat) :
  x = s18_board (2 + a) (2 + b) 0 (2 + d) -> fst (s18_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s18_q4] in Hc |- *.
  pose proof (Hs15 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s18_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s18_c76_L (a b : nat) : lmoves (s18_board (2 + a) (2 + b) 1 0) = [s18_board (1 + a) (3 + b) 1 0; s18_board (2 + a) (1 + b) 2 0; s16_board (2 + a) (2 + b) 1 0].
Proof. unfold s16_board, s18_board. tf_options. Qed.
Lemma s18_c76_R (a b : nat) : rmoves (s18_board (2 + a) (2 + b) 1 0) = [s19_board (2 + a) (2 + b) 1 0].
Proof. unfold s18_board, s19_board. tf_options. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s18_c76_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s18_board (2 + a) (2 + b) 1 0 -> fst (s18_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s18_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s18_q7] in Hc |- *.
  rewrite tf_game_eq, (s18_c76_L a b), (s18_c76_R a b); cbn [map].
  pose proof (use_s18 IH (1 + a) (3 + b) 1 0 (opt_l _ _ _ (s18_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s18 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s18_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) (2 + b) 1 0 (opt_l _ _ _ (s18_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s18_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s18_p7 Ho0 ltac:(zlia)).
  rewrite (s18_p7 Ho1 ltac:(zlia)).
  rewrite (s16_p17 Ho2 ltac:(zlia)).
  rewrite (s19_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s18_c77_L (a b : nat) : lmoves (s18_board (2 + a) (2 + b) 1 1) = [s18_board (1 + a) (3 + b) 1 1; s18_board (2 + a) (1 + b) 2 1; s16_board (2 + a) (2 + b) 1 1].
Proof. unfold s16_board, s18_board. tf_options. Qed.
Lemma s18_c77_R (a b : nat) : rmoves (s18_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 1)]].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 1)]) (s19_board (2 + a) (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s18_c77_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s18_board (2 + a) (2 + b) 1 1 -> fst (s18_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s18_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s18_q8] in Hc |- *.
  rewrite tf_game_eq, (s18_c77_L a b), (s18_c77_R a b); cbn [map].
  pose proof (use_s18 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s18_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s18 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s18_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) (2 + b) 1 1 (opt_l _ _ _ (s18_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s18_c77_R1 a b)).
  pose proof (use_s19 IH (2 + a) (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s18_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s18_c77_R1 a b))) as Ho3.
  rewrite (s18_p8 Ho0 ltac:(zlia)).
  rewrite (s18_p8 Ho1 ltac:(zlia)).
  rewrite (s16_p11 Ho2 ltac:(zlia)).
  rewrite (s19_p7 Ho3 ltac:(zlia)).
  rewrite (s19_p7_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s18_c78_L (a b d : nat) : lmoves (s18_board (2 + a) (2 + b) 1 (2 + d)) = [s18_board (1 + a) (3 + b) 1 (2 + d); s18_board (2 + a) (1 + b) 2 (2 + d); s16_board (2 + a) (2 + b) 1 (2 + d)].
Proof. unfold s16_board, s18_board. tf_options. Qed.
Lemma s18_c78_R (a b d : nat) : rmoves (s18_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s18_board. tf_options. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s18_c78_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s18_board (2 + a) (2 + b) 1 (2 + d) -> fst (s18_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s18_q4] in Hc |- *.
  rewrite tf_game_eq, (s18_c78_L a b d), (s18_c78_R a b d); cbn [map].
  pose proof (use_s18 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s18_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s18 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s18_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) (2 + b) 1 (2 + d) (opt_l _ _ _ (s18_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s18_p4 Ho0 ltac:(zlia)).
  rewrite (s18_p4 Ho1 ltac:(zlia)).
  rewrite (s16_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s18_c79_L (a b c : nat) : lmoves (s18_board (2 + a) (2 + b) (2 + c) 0) = [s18_board (1 + a) (3 + b) (2 + c) 0; s18_board (2 + a) (1 + b) (3 + c) 0; s20_board (2 + a) (2 + b) (1 + c) 1 0].
Proof. unfold s18_board, s20_board. tf_options. Qed.
Lemma s18_c79_R (a b c : nat) : rmoves (s18_board (2 + a) (2 + b) (2 + c) 0) = [s19_board (2 + a) (2 + b) (2 + c) 0].
Proof. unfold s18_board, s19_board. tf_options. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s18_c79_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s18_board (2 + a) (2 + b) (2 + c) 0 -> fst (s18_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s18_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s18_q7] in Hc |- *.
  rewrite tf_game_eq, (s18_c79_L a b c), (s18_c79_R a b c); cbn [map].
  pose proof (use_s18 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s18_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s18 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s18_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH (2 + a) (2 + b) (1 + c) 1 0 (opt_l _ _ _ (s18_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s18_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s18_p7 Ho0 ltac:(zlia)).
  rewrite (s18_p7 Ho1 ltac:(zlia)).
  rewrite (s20_p8 Ho2 ltac:(zlia)).
  rewrite (s19_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s18_c80_L (a b c : nat) : lmoves (s18_board (2 + a) (2 + b) (2 + c) 1) = [s18_board (1 + a) (3 + b) (2 + c) 1; s18_board (2 + a) (1 + b) (3 + c) 1; s20_board (2 + a) (2 + b) (1 + c) 1 1].
Proof. unfold s18_board, s20_board. tf_options. Qed.
Lemma s18_c80_R (a b c : nat) : rmoves (s18_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s18_board, strip. tf_options. Qed.
Lemma s18_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s19_board (2 + a) (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s18_c80_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s18_board (2 + a) (2 + b) (2 + c) 1 -> fst (s18_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s18_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s18_q8] in Hc |- *.
  rewrite tf_game_eq, (s18_c80_L a b c), (s18_c80_R a b c); cbn [map].
  pose proof (use_s18 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s18_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s18 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s18_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH (2 + a) (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s18_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s18_c80_R1 a b c)).
  pose proof (use_s19 IH (2 + a) (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s18_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s18_c80_R1 a b c))) as Ho3.
  rewrite (s18_p8 Ho0 ltac:(zlia)).
  rewrite (s18_p8 Ho1 ltac:(zlia)).
  rewrite (s20_p12 Ho2 ltac:(zlia)).
  rewrite (s19_p7 Ho3 ltac:(zlia)).
  rewrite (s19_p7_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s18_c81_L (a b c d : nat) : lmoves (s18_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s18_board (1 + a) (3 + b) (2 + c) (2 + d); s18_board (2 + a) (1 + b) (3 + c) (2 + d); s20_board (2 + a) (2 + b) (1 + c) 1 (2 + d)].
Proof. unfold s18_board, s20_board. tf_options. Qed.
Lemma s18_c81_R (a b c d : nat) : rmoves (s18_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s18_board. tf_options. Qed.
(* s18 = T^a _ T^b _ T^c _^2 T^d F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s18_c81_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s18_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s18_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s18_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s18_q4] in Hc |- *.
  rewrite tf_game_eq, (s18_c81_L a b c d), (s18_c81_R a b c d); cbn [map].
  pose proof (use_s18 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s18_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s18 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s18_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH (2 + a) (2 + b) (1 + c) 1 (2 + d) (opt_l _ _ _ (s18_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s18_p4 Ho0 ltac:(zlia)).
  rewrite (s18_p4 Ho1 ltac:(zlia)).
  rewrite (s20_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b==0 && c==0 && d==0: the board of s8 *)
Lemma s19_c1_p1 x (Hs8 : s8_claim x) :
  x = s19_board 0 0 0 0 -> fst (s19_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s19_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q1] in Hc |- *.
  pose proof (Hs8 0 0 ltac:(rewrite Hx; unfold s19_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b==0 && c==0 && d==1: the board of s8 *)
Lemma s19_c2_p2 x (Hs8 : s8_claim x) :
  x = s19_board 0 0 0 1 -> fst (s19_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s19_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q2] in Hc |- *.
  pose proof (Hs8 0 1 ltac:(rewrite Hx; unfold s19_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b==0 && c==0 && d>=2: the board of s8 *)
Lemma s19_c3_p3 x (Hs8 : s8_claim x) (d : nat) :
  x = s19_board 0 0 0 (2 + d) -> fst (s19_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s19_q3] in Hc |- *.
  pose proof (Hs8 0 (2 + d) ltac:(rewrite Hx; unfold s19_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b==0 && c==1 && d==0: the board of s12 *)
Lemma s19_c4_p4 x (Hs12 : s12_claim x) :
  x = s19_board 0 0 1 0 -> fst (s19_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s19_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q4] in Hc |- *.
  pose proof (Hs12 0 1 0 ltac:(rewrite Hx; unfold s19_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b==0 && c==1 && d==1: the board of s12 *)
Lemma s19_c5_p6 x (Hs12 : s12_claim x) :
  x = s19_board 0 0 1 1 -> fst (s19_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q6] in Hc |- *.
  pose proof (Hs12 0 1 1 ltac:(rewrite Hx; unfold s19_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b==0 && c==1 && d>=2: the board of s12 *)
Lemma s19_c6_p6 x (Hs12 : s12_claim x) (d : nat) :
  x = s19_board 0 0 1 (2 + d) -> fst (s19_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s19_q6] in Hc |- *.
  pose proof (Hs12 0 1 (2 + d) ltac:(rewrite Hx; unfold s19_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b==0 && c>=2 && d==0: the board of s12 *)
Lemma s19_c7_p7 x (Hs12 : s12_claim x) (c : nat) :
  x = s19_board 0 0 (2 + c) 0 -> fst (s19_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s19_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q7] in Hc |- *.
  pose proof (Hs12 0 (2 + c) 0 ltac:(rewrite Hx; unfold s19_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b==0 && c>=2 && d==1: the board of s12 *)
Lemma s19_c8_p6 x (Hs12 : s12_claim x) (c : nat) :
  x = s19_board 0 0 (2 + c) 1 -> fst (s19_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q6] in Hc |- *.
  pose proof (Hs12 0 (2 + c) 1 ltac:(rewrite Hx; unfold s19_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b==0 && c>=2 && d>=2: the board of s12 *)
Lemma s19_c9_p6 x (Hs12 : s12_claim x) (c d : nat) :
  x = s19_board 0 0 (2 + c) (2 + d) -> fst (s19_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s19_q6] in Hc |- *.
  pose proof (Hs12 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s19_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b==1 && c==0 && d==0: the board of s14 *)
Lemma s19_c10_p8 x (Hs14 : s14_claim x) :
  x = s19_board 0 1 0 0 -> fst (s19_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s19_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q8] in Hc |- *.
  pose proof (Hs14 0 1 0 ltac:(rewrite Hx; unfold s19_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b==1 && c==0 && d==1: the board of s14 *)
Lemma s19_c11_p6 x (Hs14 : s14_claim x) :
  x = s19_board 0 1 0 1 -> fst (s19_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q6] in Hc |- *.
  pose proof (Hs14 0 1 1 ltac:(rewrite Hx; unfold s19_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b==1 && c==0 && d>=2: the board of s14 *)
Lemma s19_c12_p6 x (Hs14 : s14_claim x) (d : nat) :
  x = s19_board 0 1 0 (2 + d) -> fst (s19_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s19_q6] in Hc |- *.
  pose proof (Hs14 0 1 (2 + d) ltac:(rewrite Hx; unfold s19_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s19_c13_L : lmoves (s19_board 0 1 1 0) = [s12_board 0 2 0; s14_board 0 1 1].
Proof. unfold s12_board, s14_board, s19_board. tf_options. Qed.
Lemma s19_c13_R : rmoves (s19_board 0 1 1 0) = [s13_board 0 1 1].
Proof. unfold s13_board, s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b==1 && c==1 && d==0 *)
Lemma s19_c13_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s19_board 0 1 1 0 -> fst (s19_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s19_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s19_q7] in Hc |- *.
  rewrite tf_game_eq, (s19_c13_L), (s19_c13_R); cbn [map].
  pose proof (use_s12 IH 0 2 0 (opt_l _ _ _ (s19_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 0 1 1 (opt_l _ _ _ (s19_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH 0 1 1 (opt_r _ _ _ (s19_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p3 Ho0 ltac:(zlia)).
  rewrite (s14_p2 Ho1 ltac:(zlia)).
  rewrite (s13_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c14_L : lmoves (s19_board 0 1 1 1) = [s12_board 0 2 1; s14_board 0 1 2; strip [] ([E; T; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s12_board, s14_board, s19_board, strip. tf_options. Qed.
Lemma s19_c14_L3 : tf_norm (strip [] ([E; T; E; T; E; E; F]) [(1, 0)]) (s18_board 0 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([E; T; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c14_R : rmoves (s19_board 0 1 1 1) = [strip [] ([E; T; E; T; F]) [(1, 2)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c14_R1 : tf_norm (strip [] ([E; T; E; T; F]) [(1, 2)]) (s13_board 0 1 1) (2).
Proof. apply (tf_norm_by _ [] ([E; T; E; T; F]) [(1, 2)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b==1 && c==1 && d==1 *)
Lemma s19_c14_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s19_board 0 1 1 1 -> fst (s19_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c14_L), (s19_c14_R); cbn [map].
  pose proof (use_s12 IH 0 2 1 (opt_l _ _ _ (s19_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 0 1 2 (opt_l _ _ _ (s19_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s19_c14_L3)).
  pose proof (use_s18 IH 0 1 1 0 (opt_norm_l _ _ _ _ _ (s19_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s19_c14_L3))) as Ho2.
  rewrite (tf_norm_game (s19_c14_R1)).
  pose proof (use_s13 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s19_c14_R) ltac:(cbn [In]; left; reflexivity) (s19_c14_R1))) as Ho3.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s14_p2 Ho1 ltac:(zlia)).
  rewrite (s18_p7 Ho2 ltac:(zlia)).
  rewrite (s13_p2 Ho3 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s19_c15_L (d : nat) : lmoves (s19_board 0 1 1 (2 + d)) = [s12_board 0 2 (2 + d); s14_board 0 1 (3 + d); strip [] (E :: T :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s12_board, s14_board, s19_board, strip. tf_options. Qed.
Lemma s19_c15_L3 (d : nat) : tf_norm (strip [] (E :: T :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s20_board 0 1 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c15_R (d : nat) : rmoves (s19_board 0 1 1 (2 + d)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b==1 && c==1 && d>=2 *)
Lemma s19_c15_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s19_board 0 1 1 (2 + d) -> fst (s19_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c15_L d), (s19_c15_R d); cbn [map].
  pose proof (use_s12 IH 0 2 (2 + d) (opt_l _ _ _ (s19_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 0 1 (3 + d) (opt_l _ _ _ (s19_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s19_c15_L3 d)).
  pose proof (use_s20 IH 0 1 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s19_c15_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s19_c15_L3 d))) as Ho2.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s14_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s20_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s20_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s19_c16_L (c : nat) : lmoves (s19_board 0 1 (2 + c) 0) = [s12_board 0 (3 + c) 0; s19_board 0 1 (1 + c) 1].
Proof. unfold s12_board, s19_board. tf_options. Qed.
Lemma s19_c16_R (c : nat) : rmoves (s19_board 0 1 (2 + c) 0) = [s13_board 0 1 (2 + c)].
Proof. unfold s13_board, s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b==1 && c>=2 && d==0 *)
Lemma s19_c16_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s19_board 0 1 (2 + c) 0 -> fst (s19_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s19_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s19_q7] in Hc |- *.
  rewrite tf_game_eq, (s19_c16_L c), (s19_c16_R c); cbn [map].
  pose proof (use_s12 IH 0 (3 + c) 0 (opt_l _ _ _ (s19_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s19_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH 0 1 (2 + c) (opt_r _ _ _ (s19_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p3 Ho0 ltac:(zlia)).
  rewrite (s19_p6 Ho1 ltac:(zlia)).
  rewrite (s13_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c17_L (c : nat) : lmoves (s19_board 0 1 (2 + c) 1) = [s12_board 0 (3 + c) 1; s19_board 0 1 (1 + c) 2; strip [] (E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s12_board, s19_board, strip. tf_options. Qed.
Lemma s19_c17_L3 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s18_board 0 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c17_R (c : nat) : rmoves (s19_board 0 1 (2 + c) 1) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c17_R1 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s13_board 0 1 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b==1 && c>=2 && d==1 *)
Lemma s19_c17_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s19_board 0 1 (2 + c) 1 -> fst (s19_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c17_L c), (s19_c17_R c); cbn [map].
  pose proof (use_s12 IH 0 (3 + c) 1 (opt_l _ _ _ (s19_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 0 1 (1 + c) 2 (opt_l _ _ _ (s19_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s19_c17_L3 c)).
  pose proof (use_s18 IH 0 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s19_c17_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s19_c17_L3 c))) as Ho2.
  rewrite (tf_norm_game (s19_c17_R1 c)).
  pose proof (use_s13 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s19_c17_R c) ltac:(cbn [In]; left; reflexivity) (s19_c17_R1 c))) as Ho3.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s19_p6 Ho1 ltac:(zlia)).
  rewrite (s18_p7 Ho2 ltac:(zlia)).
  rewrite (s13_p2 Ho3 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s19_c18_L (c d : nat) : lmoves (s19_board 0 1 (2 + c) (2 + d)) = [s12_board 0 (3 + c) (2 + d); s19_board 0 1 (1 + c) (3 + d); strip [] (E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s12_board, s19_board, strip. tf_options. Qed.
Lemma s19_c18_L3 (c d : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s20_board 0 1 (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c18_R (c d : nat) : rmoves (s19_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s19_c18_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s19_board 0 1 (2 + c) (2 + d) -> fst (s19_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c18_L c d), (s19_c18_R c d); cbn [map].
  pose proof (use_s12 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s19_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 0 1 (1 + c) (3 + d) (opt_l _ _ _ (s19_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s19_c18_L3 c d)).
  pose proof (use_s20 IH 0 1 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s19_c18_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s19_c18_L3 c d))) as Ho2.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s19_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s20_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s20_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b>=2 && c==0 && d==0: the board of s14 *)
Lemma s19_c19_p8 x (Hs14 : s14_claim x) (b : nat) :
  x = s19_board 0 (2 + b) 0 0 -> fst (s19_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s19_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q8] in Hc |- *.
  pose proof (Hs14 0 (2 + b) 0 ltac:(rewrite Hx; unfold s19_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b>=2 && c==0 && d==1: the board of s14 *)
Lemma s19_c20_p6 x (Hs14 : s14_claim x) (b : nat) :
  x = s19_board 0 (2 + b) 0 1 -> fst (s19_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q6] in Hc |- *.
  pose proof (Hs14 0 (2 + b) 1 ltac:(rewrite Hx; unfold s19_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b>=2 && c==0 && d>=2: the board of s14 *)
Lemma s19_c21_p6 x (Hs14 : s14_claim x) (b d : nat) :
  x = s19_board 0 (2 + b) 0 (2 + d) -> fst (s19_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s19_q6] in Hc |- *.
  pose proof (Hs14 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s19_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s19_c22_L (b : nat) : lmoves (s19_board 0 (2 + b) 1 0) = [s19_board 0 (1 + b) 2 0; s14_board 0 (2 + b) 1].
Proof. unfold s14_board, s19_board. tf_options. Qed.
Lemma s19_c22_R (b : nat) : rmoves (s19_board 0 (2 + b) 1 0) = [s13_board 0 (2 + b) 1].
Proof. unfold s13_board, s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b>=2 && c==1 && d==0 *)
Lemma s19_c22_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s19_board 0 (2 + b) 1 0 -> fst (s19_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s19_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s19_q7] in Hc |- *.
  rewrite tf_game_eq, (s19_c22_L b), (s19_c22_R b); cbn [map].
  pose proof (use_s19 IH 0 (1 + b) 2 0 (opt_l _ _ _ (s19_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 0 (2 + b) 1 (opt_l _ _ _ (s19_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH 0 (2 + b) 1 (opt_r _ _ _ (s19_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s19_p7 Ho0 ltac:(zlia)).
  rewrite (s14_p2 Ho1 ltac:(zlia)).
  rewrite (s13_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c23_L (b : nat) : lmoves (s19_board 0 (2 + b) 1 1) = [s19_board 0 (1 + b) 2 1; s14_board 0 (2 + b) 2; strip [] (E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 0)]].
Proof. unfold s14_board, s19_board, strip. tf_options. Qed.
Lemma s19_c23_L3 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 0)]) (s18_board 0 (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c23_R (b : nat) : rmoves (s19_board 0 (2 + b) 1 1) = [strip [] (E :: repeat T (2 + b) ++ [E; T; F]) [(1, 2)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c23_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; T; F]) [(1, 2)]) (s13_board 0 (2 + b) 1) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; T; F]) [(1, 2)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b>=2 && c==1 && d==1 *)
Lemma s19_c23_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s19_board 0 (2 + b) 1 1 -> fst (s19_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c23_L b), (s19_c23_R b); cbn [map].
  pose proof (use_s19 IH 0 (1 + b) 2 1 (opt_l _ _ _ (s19_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 0 (2 + b) 2 (opt_l _ _ _ (s19_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s19_c23_L3 b)).
  pose proof (use_s18 IH 0 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s19_c23_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s19_c23_L3 b))) as Ho2.
  rewrite (tf_norm_game (s19_c23_R1 b)).
  pose proof (use_s13 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s19_c23_R b) ltac:(cbn [In]; left; reflexivity) (s19_c23_R1 b))) as Ho3.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s14_p2 Ho1 ltac:(zlia)).
  rewrite (s18_p7 Ho2 ltac:(zlia)).
  rewrite (s13_p2 Ho3 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s19_c24_L (b d : nat) : lmoves (s19_board 0 (2 + b) 1 (2 + d)) = [s19_board 0 (1 + b) 2 (2 + d); s14_board 0 (2 + b) (3 + d); strip [] (E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s14_board, s19_board, strip. tf_options. Qed.
Lemma s19_c24_L3 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s20_board 0 (2 + b) 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c24_R (b d : nat) : rmoves (s19_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s19_c24_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s19_board 0 (2 + b) 1 (2 + d) -> fst (s19_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c24_L b d), (s19_c24_R b d); cbn [map].
  pose proof (use_s19 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s19_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 0 (2 + b) (3 + d) (opt_l _ _ _ (s19_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s19_c24_L3 b d)).
  pose proof (use_s20 IH 0 (2 + b) 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s19_c24_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s19_c24_L3 b d))) as Ho2.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s14_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s20_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s20_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s19_c25_L (b c : nat) : lmoves (s19_board 0 (2 + b) (2 + c) 0) = [s19_board 0 (1 + b) (3 + c) 0; s19_board 0 (2 + b) (1 + c) 1].
Proof. unfold s19_board. tf_options. Qed.
Lemma s19_c25_R (b c : nat) : rmoves (s19_board 0 (2 + b) (2 + c) 0) = [s13_board 0 (2 + b) (2 + c)].
Proof. unfold s13_board, s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s19_c25_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s19_board 0 (2 + b) (2 + c) 0 -> fst (s19_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s19_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s19_q7] in Hc |- *.
  rewrite tf_game_eq, (s19_c25_L b c), (s19_c25_R b c); cbn [map].
  pose proof (use_s19 IH 0 (1 + b) (3 + c) 0 (opt_l _ _ _ (s19_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s19_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s13 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s19_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s19_p7 Ho0 ltac:(zlia)).
  rewrite (s19_p6 Ho1 ltac:(zlia)).
  rewrite (s13_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c26_L (b c : nat) : lmoves (s19_board 0 (2 + b) (2 + c) 1) = [s19_board 0 (1 + b) (3 + c) 1; s19_board 0 (2 + b) (1 + c) 2; strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c26_L3 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s18_board 0 (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c26_R (b c : nat) : rmoves (s19_board 0 (2 + b) (2 + c) 1) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c26_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s13_board 0 (2 + b) (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s19_c26_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s19_board 0 (2 + b) (2 + c) 1 -> fst (s19_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c26_L b c), (s19_c26_R b c); cbn [map].
  pose proof (use_s19 IH 0 (1 + b) (3 + c) 1 (opt_l _ _ _ (s19_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 0 (2 + b) (1 + c) 2 (opt_l _ _ _ (s19_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s19_c26_L3 b c)).
  pose proof (use_s18 IH 0 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s19_c26_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s19_c26_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s19_c26_R1 b c)).
  pose proof (use_s13 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s19_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s19_c26_R1 b c))) as Ho3.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s19_p6 Ho1 ltac:(zlia)).
  rewrite (s18_p7 Ho2 ltac:(zlia)).
  rewrite (s13_p2 Ho3 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s19_c27_L (b c d : nat) : lmoves (s19_board 0 (2 + b) (2 + c) (2 + d)) = [s19_board 0 (1 + b) (3 + c) (2 + d); s19_board 0 (2 + b) (1 + c) (3 + d); strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c27_L3 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s20_board 0 (2 + b) (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c27_R (b c d : nat) : rmoves (s19_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s19_c27_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s19_board 0 (2 + b) (2 + c) (2 + d) -> fst (s19_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c27_L b c d), (s19_c27_R b c d); cbn [map].
  pose proof (use_s19 IH 0 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s19_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 0 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s19_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s19_c27_L3 b c d)).
  pose proof (use_s20 IH 0 (2 + b) (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s19_c27_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s19_c27_L3 b c d))) as Ho2.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s19_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s20_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s20_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b==0 && c==0 && d==0: the board of s8 *)
Lemma s19_c28_p9 x (Hs8 : s8_claim x) :
  x = s19_board 1 0 0 0 -> fst (s19_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s19_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q9] in Hc |- *.
  pose proof (Hs8 1 0 ltac:(rewrite Hx; unfold s19_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b==0 && c==0 && d==1: the board of s8 *)
Lemma s19_c29_p5 x (Hs8 : s8_claim x) :
  x = s19_board 1 0 0 1 -> fst (s19_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s19_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q5] in Hc |- *.
  pose proof (Hs8 1 1 ltac:(rewrite Hx; unfold s19_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b==0 && c==0 && d>=2: the board of s8 *)
Lemma s19_c30_p10 x (Hs8 : s8_claim x) (d : nat) :
  x = s19_board 1 0 0 (2 + d) -> fst (s19_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s19_q10] in Hc |- *.
  pose proof (Hs8 1 (2 + d) ltac:(rewrite Hx; unfold s19_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b==0 && c==1 && d==0: the board of s12 *)
Lemma s19_c31_p11 x (Hs12 : s12_claim x) :
  x = s19_board 1 0 1 0 -> fst (s19_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s19_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q11] in Hc |- *.
  pose proof (Hs12 1 1 0 ltac:(rewrite Hx; unfold s19_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b==0 && c==1 && d==1: the board of s12 *)
Lemma s19_c32_p6 x (Hs12 : s12_claim x) :
  x = s19_board 1 0 1 1 -> fst (s19_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q6] in Hc |- *.
  pose proof (Hs12 1 1 1 ltac:(rewrite Hx; unfold s19_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b==0 && c==1 && d>=2: the board of s12 *)
Lemma s19_c33_p6 x (Hs12 : s12_claim x) (d : nat) :
  x = s19_board 1 0 1 (2 + d) -> fst (s19_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s19_q6] in Hc |- *.
  pose proof (Hs12 1 1 (2 + d) ltac:(rewrite Hx; unfold s19_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b==0 && c>=2 && d==0: the board of s12 *)
Lemma s19_c34_p7 x (Hs12 : s12_claim x) (c : nat) :
  x = s19_board 1 0 (2 + c) 0 -> fst (s19_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s19_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q7] in Hc |- *.
  pose proof (Hs12 1 (2 + c) 0 ltac:(rewrite Hx; unfold s19_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b==0 && c>=2 && d==1: the board of s12 *)
Lemma s19_c35_p6 x (Hs12 : s12_claim x) (c : nat) :
  x = s19_board 1 0 (2 + c) 1 -> fst (s19_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q6] in Hc |- *.
  pose proof (Hs12 1 (2 + c) 1 ltac:(rewrite Hx; unfold s19_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b==0 && c>=2 && d>=2: the board of s12 *)
Lemma s19_c36_p6 x (Hs12 : s12_claim x) (c d : nat) :
  x = s19_board 1 0 (2 + c) (2 + d) -> fst (s19_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s19_q6] in Hc |- *.
  pose proof (Hs12 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s19_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b==1 && c==0 && d==0: the board of s14 *)
Lemma s19_c37_p8 x (Hs14 : s14_claim x) :
  x = s19_board 1 1 0 0 -> fst (s19_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s19_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q8] in Hc |- *.
  pose proof (Hs14 1 1 0 ltac:(rewrite Hx; unfold s19_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b==1 && c==0 && d==1: the board of s14 *)
Lemma s19_c38_p6 x (Hs14 : s14_claim x) :
  x = s19_board 1 1 0 1 -> fst (s19_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q6] in Hc |- *.
  pose proof (Hs14 1 1 1 ltac:(rewrite Hx; unfold s19_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b==1 && c==0 && d>=2: the board of s14 *)
Lemma s19_c39_p6 x (Hs14 : s14_claim x) (d : nat) :
  x = s19_board 1 1 0 (2 + d) -> fst (s19_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s19_q6] in Hc |- *.
  pose proof (Hs14 1 1 (2 + d) ltac:(rewrite Hx; unfold s19_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s19_c40_L : lmoves (s19_board 1 1 1 0) = [s19_board 0 2 1 0; s12_board 1 2 0; s14_board 1 1 1].
Proof. unfold s12_board, s14_board, s19_board. tf_options. Qed.
Lemma s19_c40_R : rmoves (s19_board 1 1 1 0) = [s13_board 1 1 1].
Proof. unfold s13_board, s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b==1 && c==1 && d==0 *)
Lemma s19_c40_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s19_board 1 1 1 0 -> fst (s19_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s19_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s19_q7] in Hc |- *.
  rewrite tf_game_eq, (s19_c40_L), (s19_c40_R); cbn [map].
  pose proof (use_s19 IH 0 2 1 0 (opt_l _ _ _ (s19_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 2 0 (opt_l _ _ _ (s19_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH 1 1 1 (opt_l _ _ _ (s19_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH 1 1 1 (opt_r _ _ _ (s19_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s19_p7 Ho0 ltac:(zlia)).
  rewrite (s12_p3 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  rewrite (s13_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c41_L : lmoves (s19_board 1 1 1 1) = [s19_board 0 2 1 1; s12_board 1 2 1; s14_board 1 1 2; strip [] ([T; E; T; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s12_board, s14_board, s19_board, strip. tf_options. Qed.
Lemma s19_c41_L4 : tf_norm (strip [] ([T; E; T; E; T; E; E; F]) [(1, 0)]) (s18_board 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c41_R : rmoves (s19_board 1 1 1 1) = [strip [] ([T; E; T; E; T; F]) [(1, 2)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c41_R1 : tf_norm (strip [] ([T; E; T; E; T; F]) [(1, 2)]) (s13_board 1 1 1) (2).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; T; F]) [(1, 2)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b==1 && c==1 && d==1 *)
Lemma s19_c41_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s19_board 1 1 1 1 -> fst (s19_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c41_L), (s19_c41_R); cbn [map].
  pose proof (use_s19 IH 0 2 1 1 (opt_l _ _ _ (s19_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 2 1 (opt_l _ _ _ (s19_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH 1 1 2 (opt_l _ _ _ (s19_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s19_c41_L4)).
  pose proof (use_s18 IH 1 1 1 0 (opt_norm_l _ _ _ _ _ (s19_c41_L) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c41_L4))) as Ho3.
  rewrite (tf_norm_game (s19_c41_R1)).
  pose proof (use_s13 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s19_c41_R) ltac:(cbn [In]; left; reflexivity) (s19_c41_R1))) as Ho4.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s12_p2 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  rewrite (s18_p7 Ho3 ltac:(zlia)).
  rewrite (s13_p2 Ho4 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s19_c42_L (d : nat) : lmoves (s19_board 1 1 1 (2 + d)) = [s19_board 0 2 1 (2 + d); s12_board 1 2 (2 + d); s14_board 1 1 (3 + d); strip [] (T :: E :: T :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s12_board, s14_board, s19_board, strip. tf_options. Qed.
Lemma s19_c42_L4 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s20_board 1 1 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c42_R (d : nat) : rmoves (s19_board 1 1 1 (2 + d)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b==1 && c==1 && d>=2 *)
Lemma s19_c42_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s19_board 1 1 1 (2 + d) -> fst (s19_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c42_L d), (s19_c42_R d); cbn [map].
  pose proof (use_s19 IH 0 2 1 (2 + d) (opt_l _ _ _ (s19_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 2 (2 + d) (opt_l _ _ _ (s19_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH 1 1 (3 + d) (opt_l _ _ _ (s19_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s19_c42_L4 d)).
  pose proof (use_s20 IH 1 1 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s19_c42_L d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c42_L4 d))) as Ho3.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s12_p2 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s20_p8 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s20_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s19_c43_L (c : nat) : lmoves (s19_board 1 1 (2 + c) 0) = [s19_board 0 2 (2 + c) 0; s12_board 1 (3 + c) 0; s19_board 1 1 (1 + c) 1].
Proof. unfold s12_board, s19_board. tf_options. Qed.
Lemma s19_c43_R (c : nat) : rmoves (s19_board 1 1 (2 + c) 0) = [s13_board 1 1 (2 + c)].
Proof. unfold s13_board, s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b==1 && c>=2 && d==0 *)
Lemma s19_c43_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s19_board 1 1 (2 + c) 0 -> fst (s19_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s19_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s19_q7] in Hc |- *.
  rewrite tf_game_eq, (s19_c43_L c), (s19_c43_R c); cbn [map].
  pose proof (use_s19 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s19_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (3 + c) 0 (opt_l _ _ _ (s19_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s19_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH 1 1 (2 + c) (opt_r _ _ _ (s19_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s19_p7 Ho0 ltac:(zlia)).
  rewrite (s12_p3 Ho1 ltac:(zlia)).
  rewrite (s19_p6 Ho2 ltac:(zlia)).
  rewrite (s13_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c44_L (c : nat) : lmoves (s19_board 1 1 (2 + c) 1) = [s19_board 0 2 (2 + c) 1; s12_board 1 (3 + c) 1; s19_board 1 1 (1 + c) 2; strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s12_board, s19_board, strip. tf_options. Qed.
Lemma s19_c44_L4 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s18_board 1 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c44_R (c : nat) : rmoves (s19_board 1 1 (2 + c) 1) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c44_R1 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s13_board 1 1 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b==1 && c>=2 && d==1 *)
Lemma s19_c44_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s19_board 1 1 (2 + c) 1 -> fst (s19_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c44_L c), (s19_c44_R c); cbn [map].
  pose proof (use_s19 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s19_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (3 + c) 1 (opt_l _ _ _ (s19_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s19_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s19_c44_L4 c)).
  pose proof (use_s18 IH 1 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s19_c44_L c) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c44_L4 c))) as Ho3.
  rewrite (tf_norm_game (s19_c44_R1 c)).
  pose proof (use_s13 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s19_c44_R c) ltac:(cbn [In]; left; reflexivity) (s19_c44_R1 c))) as Ho4.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s12_p2 Ho1 ltac:(zlia)).
  rewrite (s19_p6 Ho2 ltac:(zlia)).
  rewrite (s18_p7 Ho3 ltac:(zlia)).
  rewrite (s13_p2 Ho4 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s19_c45_L (c d : nat) : lmoves (s19_board 1 1 (2 + c) (2 + d)) = [s19_board 0 2 (2 + c) (2 + d); s12_board 1 (3 + c) (2 + d); s19_board 1 1 (1 + c) (3 + d); strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s12_board, s19_board, strip. tf_options. Qed.
Lemma s19_c45_L4 (c d : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s20_board 1 1 (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c45_R (c d : nat) : rmoves (s19_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s19_c45_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s19_board 1 1 (2 + c) (2 + d) -> fst (s19_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c45_L c d), (s19_c45_R c d); cbn [map].
  pose proof (use_s19 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s19_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s19_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s19_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s19_c45_L4 c d)).
  pose proof (use_s20 IH 1 1 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s19_c45_L c d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c45_L4 c d))) as Ho3.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s12_p2 Ho1 ltac:(zlia)).
  rewrite (s19_p6 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s20_p8 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s20_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b>=2 && c==0 && d==0: the board of s14 *)
Lemma s19_c46_p8 x (Hs14 : s14_claim x) (b : nat) :
  x = s19_board 1 (2 + b) 0 0 -> fst (s19_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s19_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q8] in Hc |- *.
  pose proof (Hs14 1 (2 + b) 0 ltac:(rewrite Hx; unfold s19_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b>=2 && c==0 && d==1: the board of s14 *)
Lemma s19_c47_p6 x (Hs14 : s14_claim x) (b : nat) :
  x = s19_board 1 (2 + b) 0 1 -> fst (s19_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q6] in Hc |- *.
  pose proof (Hs14 1 (2 + b) 1 ltac:(rewrite Hx; unfold s19_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b>=2 && c==0 && d>=2: the board of s14 *)
Lemma s19_c48_p6 x (Hs14 : s14_claim x) (b d : nat) :
  x = s19_board 1 (2 + b) 0 (2 + d) -> fst (s19_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s19_q6] in Hc |- *.
  pose proof (Hs14 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s19_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s19_c49_L (b : nat) : lmoves (s19_board 1 (2 + b) 1 0) = [s19_board 0 (3 + b) 1 0; s19_board 1 (1 + b) 2 0; s14_board 1 (2 + b) 1].
Proof. unfold s14_board, s19_board. tf_options. Qed.
Lemma s19_c49_R (b : nat) : rmoves (s19_board 1 (2 + b) 1 0) = [s13_board 1 (2 + b) 1].
Proof. unfold s13_board, s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b>=2 && c==1 && d==0 *)
Lemma s19_c49_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s19_board 1 (2 + b) 1 0 -> fst (s19_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s19_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s19_q7] in Hc |- *.
  rewrite tf_game_eq, (s19_c49_L b), (s19_c49_R b); cbn [map].
  pose proof (use_s19 IH 0 (3 + b) 1 0 (opt_l _ _ _ (s19_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 1 (1 + b) 2 0 (opt_l _ _ _ (s19_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH 1 (2 + b) 1 (opt_l _ _ _ (s19_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH 1 (2 + b) 1 (opt_r _ _ _ (s19_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s19_p7 Ho0 ltac:(zlia)).
  rewrite (s19_p7 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  rewrite (s13_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c50_L (b : nat) : lmoves (s19_board 1 (2 + b) 1 1) = [s19_board 0 (3 + b) 1 1; s19_board 1 (1 + b) 2 1; s14_board 1 (2 + b) 2; strip [] (T :: E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 0)]].
Proof. unfold s14_board, s19_board, strip. tf_options. Qed.
Lemma s19_c50_L4 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 0)]) (s18_board 1 (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c50_R (b : nat) : rmoves (s19_board 1 (2 + b) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 2)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c50_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 2)]) (s13_board 1 (2 + b) 1) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 2)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b>=2 && c==1 && d==1 *)
Lemma s19_c50_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s19_board 1 (2 + b) 1 1 -> fst (s19_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c50_L b), (s19_c50_R b); cbn [map].
  pose proof (use_s19 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s19_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s19_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH 1 (2 + b) 2 (opt_l _ _ _ (s19_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s19_c50_L4 b)).
  pose proof (use_s18 IH 1 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s19_c50_L b) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c50_L4 b))) as Ho3.
  rewrite (tf_norm_game (s19_c50_R1 b)).
  pose proof (use_s13 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s19_c50_R b) ltac:(cbn [In]; left; reflexivity) (s19_c50_R1 b))) as Ho4.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s19_p6 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  rewrite (s18_p7 Ho3 ltac:(zlia)).
  rewrite (s13_p2 Ho4 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s19_c51_L (b d : nat) : lmoves (s19_board 1 (2 + b) 1 (2 + d)) = [s19_board 0 (3 + b) 1 (2 + d); s19_board 1 (1 + b) 2 (2 + d); s14_board 1 (2 + b) (3 + d); strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s14_board, s19_board, strip. tf_options. Qed.
Lemma s19_c51_L4 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s20_board 1 (2 + b) 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c51_R (b d : nat) : rmoves (s19_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s19_c51_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s19_board 1 (2 + b) 1 (2 + d) -> fst (s19_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c51_L b d), (s19_c51_R b d); cbn [map].
  pose proof (use_s19 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s19_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s19_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH 1 (2 + b) (3 + d) (opt_l _ _ _ (s19_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s19_c51_L4 b d)).
  pose proof (use_s20 IH 1 (2 + b) 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s19_c51_L b d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c51_L4 b d))) as Ho3.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s19_p6 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s20_p8 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s20_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s19_c52_L (b c : nat) : lmoves (s19_board 1 (2 + b) (2 + c) 0) = [s19_board 0 (3 + b) (2 + c) 0; s19_board 1 (1 + b) (3 + c) 0; s19_board 1 (2 + b) (1 + c) 1].
Proof. unfold s19_board. tf_options. Qed.
Lemma s19_c52_R (b c : nat) : rmoves (s19_board 1 (2 + b) (2 + c) 0) = [s13_board 1 (2 + b) (2 + c)].
Proof. unfold s13_board, s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s19_c52_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s19_board 1 (2 + b) (2 + c) 0 -> fst (s19_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s19_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s19_q7] in Hc |- *.
  rewrite tf_game_eq, (s19_c52_L b c), (s19_c52_R b c); cbn [map].
  pose proof (use_s19 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s19_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s19_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s19_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s19_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s19_p7 Ho0 ltac:(zlia)).
  rewrite (s19_p7 Ho1 ltac:(zlia)).
  rewrite (s19_p6 Ho2 ltac:(zlia)).
  rewrite (s13_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c53_L (b c : nat) : lmoves (s19_board 1 (2 + b) (2 + c) 1) = [s19_board 0 (3 + b) (2 + c) 1; s19_board 1 (1 + b) (3 + c) 1; s19_board 1 (2 + b) (1 + c) 2; strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c53_L4 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s18_board 1 (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c53_R (b c : nat) : rmoves (s19_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s13_board 1 (2 + b) (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s19_c53_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s19_board 1 (2 + b) (2 + c) 1 -> fst (s19_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c53_L b c), (s19_c53_R b c); cbn [map].
  pose proof (use_s19 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s19_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s19_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s19_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s19_c53_L4 b c)).
  pose proof (use_s18 IH 1 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s19_c53_L b c) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c53_L4 b c))) as Ho3.
  rewrite (tf_norm_game (s19_c53_R1 b c)).
  pose proof (use_s13 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s19_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s19_c53_R1 b c))) as Ho4.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s19_p6 Ho1 ltac:(zlia)).
  rewrite (s19_p6 Ho2 ltac:(zlia)).
  rewrite (s18_p7 Ho3 ltac:(zlia)).
  rewrite (s13_p2 Ho4 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s19_c54_L (b c d : nat) : lmoves (s19_board 1 (2 + b) (2 + c) (2 + d)) = [s19_board 0 (3 + b) (2 + c) (2 + d); s19_board 1 (1 + b) (3 + c) (2 + d); s19_board 1 (2 + b) (1 + c) (3 + d); strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c54_L4 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s20_board 1 (2 + b) (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c54_R (b c d : nat) : rmoves (s19_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s19_c54_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s19_board 1 (2 + b) (2 + c) (2 + d) -> fst (s19_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c54_L b c d), (s19_c54_R b c d); cbn [map].
  pose proof (use_s19 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s19_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s19_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s19_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s19_c54_L4 b c d)).
  pose proof (use_s20 IH 1 (2 + b) (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s19_c54_L b c d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c54_L4 b c d))) as Ho3.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s19_p6 Ho1 ltac:(zlia)).
  rewrite (s19_p6 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s20_p8 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s20_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b==0 && c==0 && d==0: the board of s8 *)
Lemma s19_c55_p9 x (Hs8 : s8_claim x) (a : nat) :
  x = s19_board (2 + a) 0 0 0 -> fst (s19_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s19_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q9] in Hc |- *.
  pose proof (Hs8 (2 + a) 0 ltac:(rewrite Hx; unfold s19_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b==0 && c==0 && d==1: the board of s8 *)
Lemma s19_c56_p5 x (Hs8 : s8_claim x) (a : nat) :
  x = s19_board (2 + a) 0 0 1 -> fst (s19_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s19_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q5] in Hc |- *.
  pose proof (Hs8 (2 + a) 1 ltac:(rewrite Hx; unfold s19_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b==0 && c==0 && d>=2: the board of s8 *)
Lemma s19_c57_p10 x (Hs8 : s8_claim x) (a d : nat) :
  x = s19_board (2 + a) 0 0 (2 + d) -> fst (s19_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s19_q10] in Hc |- *.
  pose proof (Hs8 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s19_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b==0 && c==1 && d==0: the board of s12 *)
Lemma s19_c58_p11 x (Hs12 : s12_claim x) (a : nat) :
  x = s19_board (2 + a) 0 1 0 -> fst (s19_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s19_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q11] in Hc |- *.
  pose proof (Hs12 (2 + a) 1 0 ltac:(rewrite Hx; unfold s19_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b==0 && c==1 && d==1: the board of s12 *)
Lemma s19_c59_p6 x (Hs12 : s12_claim x) (a : nat) :
  x = s19_board (2 + a) 0 1 1 -> fst (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q6] in Hc |- *.
  pose proof (Hs12 (2 + a) 1 1 ltac:(rewrite Hx; unfold s19_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b==0 && c==1 && d>=2: the board of s12 *)
Lemma s19_c60_p6 x (Hs12 : s12_claim x) (a d : nat) :
  x = s19_board (2 + a) 0 1 (2 + d) -> fst (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s19_q6] in Hc |- *.
  pose proof (Hs12 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s19_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b==0 && c>=2 && d==0: the board of s12 *)
Lemma s19_c61_p7 x (Hs12 : s12_claim x) (a c : nat) :
  x = s19_board (2 + a) 0 (2 + c) 0 -> fst (s19_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s19_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q7] in Hc |- *.
  pose proof (Hs12 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s19_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b==0 && c>=2 && d==1: the board of s12 *)
Lemma s19_c62_p6 x (Hs12 : s12_claim x) (a c : nat) :
  x = s19_board (2 + a) 0 (2 + c) 1 -> fst (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q6] in Hc |- *.
  pose proof (Hs12 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s19_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b==0 && c>=2 && d>=2: the board of s12 *)
Lemma s19_c63_p6 x (Hs12 : s12_claim x) (a c d : nat) :
  x = s19_board (2 + a) 0 (2 + c) (2 + d) -> fst (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s19_q6] in Hc |- *.
  pose proof (Hs12 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s19_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b==1 && c==0 && d==0: the board of s14 *)
Lemma s19_c64_p8 x (Hs14 : s14_claim x) (a : nat) :
  x = s19_board (2 + a) 1 0 0 -> fst (s19_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s19_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q8] in Hc |- *.
  pose proof (Hs14 (2 + a) 1 0 ltac:(rewrite Hx; unfold s19_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b==1 && c==0 && d==1: the board of s14 *)
Lemma s19_c65_p6 x (Hs14 : s14_claim x) (a : nat) :
  x = s19_board (2 + a) 1 0 1 -> fst (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q6] in Hc |- *.
  pose proof (Hs14 (2 + a) 1 1 ltac:(rewrite Hx; unfold s19_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b==1 && c==0 && d>=2: the board of s14 *)
Lemma s19_c66_p6 x (Hs14 : s14_claim x) (a d : nat) :
  x = s19_board (2 + a) 1 0 (2 + d) -> fst (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s19_q6] in Hc |- *.
  pose proof (Hs14 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s19_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s19_c67_L (a : nat) : lmoves (s19_board (2 + a) 1 1 0) = [s19_board (1 + a) 2 1 0; s12_board (2 + a) 2 0; s14_board (2 + a) 1 1].
Proof. unfold s12_board, s14_board, s19_board. tf_options. Qed.
Lemma s19_c67_R (a : nat) : rmoves (s19_board (2 + a) 1 1 0) = [s13_board (2 + a) 1 1].
Proof. unfold s13_board, s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b==1 && c==1 && d==0 *)
Lemma s19_c67_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s19_board (2 + a) 1 1 0 -> fst (s19_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s19_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s19_q7] in Hc |- *.
  rewrite tf_game_eq, (s19_c67_L a), (s19_c67_R a); cbn [map].
  pose proof (use_s19 IH (1 + a) 2 1 0 (opt_l _ _ _ (s19_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) 2 0 (opt_l _ _ _ (s19_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH (2 + a) 1 1 (opt_l _ _ _ (s19_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH (2 + a) 1 1 (opt_r _ _ _ (s19_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s19_p7 Ho0 ltac:(zlia)).
  rewrite (s12_p3 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  rewrite (s13_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c68_L (a : nat) : lmoves (s19_board (2 + a) 1 1 1) = [s19_board (1 + a) 2 1 1; s12_board (2 + a) 2 1; s14_board (2 + a) 1 2; strip [] (repeat T (2 + a) ++ [E; T; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s12_board, s14_board, s19_board, strip. tf_options. Qed.
Lemma s19_c68_L4 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; T; E; E; F]) [(1, 0)]) (s18_board (2 + a) 1 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c68_R (a : nat) : rmoves (s19_board (2 + a) 1 1 1) = [strip [] (repeat T (2 + a) ++ [E; T; E; T; F]) [(1, 2)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c68_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; T; F]) [(1, 2)]) (s13_board (2 + a) 1 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; F]) [(1, 2)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b==1 && c==1 && d==1 *)
Lemma s19_c68_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s19_board (2 + a) 1 1 1 -> fst (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c68_L a), (s19_c68_R a); cbn [map].
  pose proof (use_s19 IH (1 + a) 2 1 1 (opt_l _ _ _ (s19_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) 2 1 (opt_l _ _ _ (s19_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH (2 + a) 1 2 (opt_l _ _ _ (s19_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s19_c68_L4 a)).
  pose proof (use_s18 IH (2 + a) 1 1 0 (opt_norm_l _ _ _ _ _ (s19_c68_L a) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c68_L4 a))) as Ho3.
  rewrite (tf_norm_game (s19_c68_R1 a)).
  pose proof (use_s13 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s19_c68_R a) ltac:(cbn [In]; left; reflexivity) (s19_c68_R1 a))) as Ho4.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s12_p2 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  rewrite (s18_p7 Ho3 ltac:(zlia)).
  rewrite (s13_p2 Ho4 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s19_c69_L (a d : nat) : lmoves (s19_board (2 + a) 1 1 (2 + d)) = [s19_board (1 + a) 2 1 (2 + d); s12_board (2 + a) 2 (2 + d); s14_board (2 + a) 1 (3 + d); strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s12_board, s14_board, s19_board, strip. tf_options. Qed.
Lemma s19_c69_L4 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s20_board (2 + a) 1 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c69_R (a d : nat) : rmoves (s19_board (2 + a) 1 1 (2 + d)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s19_c69_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s19_board (2 + a) 1 1 (2 + d) -> fst (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c69_L a d), (s19_c69_R a d); cbn [map].
  pose proof (use_s19 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s19_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s19_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH (2 + a) 1 (3 + d) (opt_l _ _ _ (s19_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s19_c69_L4 a d)).
  pose proof (use_s20 IH (2 + a) 1 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s19_c69_L a d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c69_L4 a d))) as Ho3.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s12_p2 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s20_p8 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s20_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s19_c70_L (a c : nat) : lmoves (s19_board (2 + a) 1 (2 + c) 0) = [s19_board (1 + a) 2 (2 + c) 0; s12_board (2 + a) (3 + c) 0; s19_board (2 + a) 1 (1 + c) 1].
Proof. unfold s12_board, s19_board. tf_options. Qed.
Lemma s19_c70_R (a c : nat) : rmoves (s19_board (2 + a) 1 (2 + c) 0) = [s13_board (2 + a) 1 (2 + c)].
Proof. unfold s13_board, s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s19_c70_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s19_board (2 + a) 1 (2 + c) 0 -> fst (s19_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s19_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s19_q7] in Hc |- *.
  rewrite tf_game_eq, (s19_c70_L a c), (s19_c70_R a c); cbn [map].
  pose proof (use_s19 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s19_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s19_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s19_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s19_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s19_p7 Ho0 ltac:(zlia)).
  rewrite (s12_p3 Ho1 ltac:(zlia)).
  rewrite (s19_p6 Ho2 ltac:(zlia)).
  rewrite (s13_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c71_L (a c : nat) : lmoves (s19_board (2 + a) 1 (2 + c) 1) = [s19_board (1 + a) 2 (2 + c) 1; s12_board (2 + a) (3 + c) 1; s19_board (2 + a) 1 (1 + c) 2; strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s12_board, s19_board, strip. tf_options. Qed.
Lemma s19_c71_L4 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s18_board (2 + a) 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c71_R (a c : nat) : rmoves (s19_board (2 + a) 1 (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c71_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s13_board (2 + a) 1 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s19_c71_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s19_board (2 + a) 1 (2 + c) 1 -> fst (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c71_L a c), (s19_c71_R a c); cbn [map].
  pose proof (use_s19 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s19_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s19_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s19_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s19_c71_L4 a c)).
  pose proof (use_s18 IH (2 + a) 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s19_c71_L a c) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c71_L4 a c))) as Ho3.
  rewrite (tf_norm_game (s19_c71_R1 a c)).
  pose proof (use_s13 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s19_c71_R a c) ltac:(cbn [In]; left; reflexivity) (s19_c71_R1 a c))) as Ho4.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s12_p2 Ho1 ltac:(zlia)).
  rewrite (s19_p6 Ho2 ltac:(zlia)).
  rewrite (s18_p7 Ho3 ltac:(zlia)).
  rewrite (s13_p2 Ho4 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s19_c72_L (a c d : nat) : lmoves (s19_board (2 + a) 1 (2 + c) (2 + d)) = [s19_board (1 + a) 2 (2 + c) (2 + d); s12_board (2 + a) (3 + c) (2 + d); s19_board (2 + a) 1 (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s12_board, s19_board, strip. tf_options. Qed.
Lemma s19_c72_L4 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s20_board (2 + a) 1 (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c72_R (a c d : nat) : rmoves (s19_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s19_c72_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s19_board (2 + a) 1 (2 + c) (2 + d) -> fst (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c72_L a c d), (s19_c72_R a c d); cbn [map].
  pose proof (use_s19 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s19_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s19_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s19_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s19_c72_L4 a c d)).
  pose proof (use_s20 IH (2 + a) 1 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s19_c72_L a c d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c72_L4 a c d))) as Ho3.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s12_p2 Ho1 ltac:(zlia)).
  rewrite (s19_p6 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s20_p8 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s20_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b>=2 && c==0 && d==0: the board of s14 *)
Lemma s19_c73_p8 x (Hs14 : s14_claim x) (a b : nat) :
  x = s19_board (2 + a) (2 + b) 0 0 -> fst (s19_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s19_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q8] in Hc |- *.
  pose proof (Hs14 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s19_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b>=2 && c==0 && d==1: the board of s14 *)
Lemma s19_c74_p6 x (Hs14 : s14_claim x) (a b : nat) :
  x = s19_board (2 + a) (2 + b) 0 1 -> fst (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s19_q6] in Hc |- *.
  pose proof (Hs14 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s19_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b>=2 && c==0 && d>=2: the board of s14 *)
Lemma s19_c75_p6 x (Hs14 : s14_claim x) (a b d : nat) :
  x = s19_board (2 + a) (2 + b) 0 (2 + d) -> fst (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s19_q6] in Hc |- *.
  pose proof (Hs14 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s19_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s19_c76_L (a b : nat) : lmoves (s19_board (2 + a) (2 + b) 1 0) = [s19_board (1 + a) (3 + b) 1 0; s19_board (2 + a) (1 + b) 2 0; s14_board (2 + a) (2 + b) 1].
Proof. unfold s14_board, s19_board. tf_options. Qed.
Lemma s19_c76_R (a b : nat) : rmoves (s19_board (2 + a) (2 + b) 1 0) = [s13_board (2 + a) (2 + b) 1].
Proof. unfold s13_board, s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s19_c76_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s19_board (2 + a) (2 + b) 1 0 -> fst (s19_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s19_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s19_q7] in Hc |- *.
  rewrite tf_game_eq, (s19_c76_L a b), (s19_c76_R a b); cbn [map].
  pose proof (use_s19 IH (1 + a) (3 + b) 1 0 (opt_l _ _ _ (s19_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s19_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH (2 + a) (2 + b) 1 (opt_l _ _ _ (s19_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s19_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s19_p7 Ho0 ltac:(zlia)).
  rewrite (s19_p7 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  rewrite (s13_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c77_L (a b : nat) : lmoves (s19_board (2 + a) (2 + b) 1 1) = [s19_board (1 + a) (3 + b) 1 1; s19_board (2 + a) (1 + b) 2 1; s14_board (2 + a) (2 + b) 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 0)]].
Proof. unfold s14_board, s19_board, strip. tf_options. Qed.
Lemma s19_c77_L4 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 0)]) (s18_board (2 + a) (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c77_R (a b : nat) : rmoves (s19_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F]) [(1, 2)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F]) [(1, 2)]) (s13_board (2 + a) (2 + b) 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F]) [(1, 2)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s19_c77_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s19_board (2 + a) (2 + b) 1 1 -> fst (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c77_L a b), (s19_c77_R a b); cbn [map].
  pose proof (use_s19 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s19_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s19_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH (2 + a) (2 + b) 2 (opt_l _ _ _ (s19_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s19_c77_L4 a b)).
  pose proof (use_s18 IH (2 + a) (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s19_c77_L a b) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c77_L4 a b))) as Ho3.
  rewrite (tf_norm_game (s19_c77_R1 a b)).
  pose proof (use_s13 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s19_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s19_c77_R1 a b))) as Ho4.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s19_p6 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  rewrite (s18_p7 Ho3 ltac:(zlia)).
  rewrite (s13_p2 Ho4 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s19_c78_L (a b d : nat) : lmoves (s19_board (2 + a) (2 + b) 1 (2 + d)) = [s19_board (1 + a) (3 + b) 1 (2 + d); s19_board (2 + a) (1 + b) 2 (2 + d); s14_board (2 + a) (2 + b) (3 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s14_board, s19_board, strip. tf_options. Qed.
Lemma s19_c78_L4 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s20_board (2 + a) (2 + b) 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c78_R (a b d : nat) : rmoves (s19_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s19_c78_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s19_board (2 + a) (2 + b) 1 (2 + d) -> fst (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c78_L a b d), (s19_c78_R a b d); cbn [map].
  pose proof (use_s19 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s19_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s19_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH (2 + a) (2 + b) (3 + d) (opt_l _ _ _ (s19_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s19_c78_L4 a b d)).
  pose proof (use_s20 IH (2 + a) (2 + b) 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s19_c78_L a b d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c78_L4 a b d))) as Ho3.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s19_p6 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s20_p8 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s20_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s19_c79_L (a b c : nat) : lmoves (s19_board (2 + a) (2 + b) (2 + c) 0) = [s19_board (1 + a) (3 + b) (2 + c) 0; s19_board (2 + a) (1 + b) (3 + c) 0; s19_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s19_board. tf_options. Qed.
Lemma s19_c79_R (a b c : nat) : rmoves (s19_board (2 + a) (2 + b) (2 + c) 0) = [s13_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s13_board, s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s19_c79_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s19_board (2 + a) (2 + b) (2 + c) 0 -> fst (s19_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s19_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s19_q7] in Hc |- *.
  rewrite tf_game_eq, (s19_c79_L a b c), (s19_c79_R a b c); cbn [map].
  pose proof (use_s19 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s19_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s19_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s19_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s19_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s19_p7 Ho0 ltac:(zlia)).
  rewrite (s19_p7 Ho1 ltac:(zlia)).
  rewrite (s19_p6 Ho2 ltac:(zlia)).
  rewrite (s13_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s19_c80_L (a b c : nat) : lmoves (s19_board (2 + a) (2 + b) (2 + c) 1) = [s19_board (1 + a) (3 + b) (2 + c) 1; s19_board (2 + a) (1 + b) (3 + c) 1; s19_board (2 + a) (2 + b) (1 + c) 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c80_L4 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s18_board (2 + a) (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c80_R (a b c : nat) : rmoves (s19_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s13_board (2 + a) (2 + b) (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s19_c80_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s19_board (2 + a) (2 + b) (2 + c) 1 -> fst (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c80_L a b c), (s19_c80_R a b c); cbn [map].
  pose proof (use_s19 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s19_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s19_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s19_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s19_c80_L4 a b c)).
  pose proof (use_s18 IH (2 + a) (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s19_c80_L a b c) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c80_L4 a b c))) as Ho3.
  rewrite (tf_norm_game (s19_c80_R1 a b c)).
  pose proof (use_s13 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s19_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s19_c80_R1 a b c))) as Ho4.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s19_p6 Ho1 ltac:(zlia)).
  rewrite (s19_p6 Ho2 ltac:(zlia)).
  rewrite (s18_p7 Ho3 ltac:(zlia)).
  rewrite (s13_p2 Ho4 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s19_c81_L (a b c d : nat) : lmoves (s19_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s19_board (1 + a) (3 + b) (2 + c) (2 + d); s19_board (2 + a) (1 + b) (3 + c) (2 + d); s19_board (2 + a) (2 + b) (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s19_board, strip. tf_options. Qed.
Lemma s19_c81_L4 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s20_board (2 + a) (2 + b) (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s19_c81_R (a b c d : nat) : rmoves (s19_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s19_board. tf_options. Qed.
(* s19 = T^a _ T^b _ T^c _ T^d F _ on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s19_c81_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s19_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s19_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s19_q6] in Hc |- *.
  rewrite tf_game_eq, (s19_c81_L a b c d), (s19_c81_R a b c d); cbn [map].
  pose proof (use_s19 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s19_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s19 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s19_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s19_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s19_c81_L4 a b c d)).
  pose proof (use_s20 IH (2 + a) (2 + b) (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s19_c81_L a b c d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s19_c81_L4 a b c d))) as Ho3.
  rewrite (s19_p6 Ho0 ltac:(zlia)).
  rewrite (s19_p6 Ho1 ltac:(zlia)).
  rewrite (s19_p6 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s20_p8 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s20_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d==0 && e==0: the board of s9 *)
Lemma s20_c1_p1 x (Hs9 : s9_claim x) :
  x = s20_board 0 0 0 0 0 -> fst (s20_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q1] in Hc |- *.
  pose proof (Hs9 0 0 ltac:(rewrite Hx; unfold s20_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d==0 && e==1: the board of s9 *)
Lemma s20_c2_p2 x (Hs9 : s9_claim x) :
  x = s20_board 0 0 0 0 1 -> fst (s20_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q2] in Hc |- *.
  pose proof (Hs9 0 1 ltac:(rewrite Hx; unfold s20_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d==0 && e>=2: the board of s9 *)
Lemma s20_c3_p4 x (Hs9 : s9_claim x) (e : nat) :
  x = s20_board 0 0 0 0 (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs9 0 (2 + e) ltac:(rewrite Hx; unfold s20_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d==1 && e==0: the board of s10 *)
Lemma s20_c4_p5 x (Hs10 : s10_claim x) :
  x = s20_board 0 0 0 1 0 -> fst (s20_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q5] in Hc |- *.
  pose proof (Hs10 0 1 0 ltac:(rewrite Hx; unfold s20_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d==1 && e==1: the board of s10 *)
Lemma s20_c5_p7 x (Hs10 : s10_claim x) :
  x = s20_board 0 0 0 1 1 -> fst (s20_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q7] in Hc |- *.
  pose proof (Hs10 0 1 1 ltac:(rewrite Hx; unfold s20_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d==1 && e>=2: the board of s10 *)
Lemma s20_c6_p4 x (Hs10 : s10_claim x) (e : nat) :
  x = s20_board 0 0 0 1 (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs10 0 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d>=2 && e==0: the board of s10 *)
Lemma s20_c7_p9 x (Hs10 : s10_claim x) (d : nat) :
  x = s20_board 0 0 0 (2 + d) 0 -> fst (s20_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q9] in Hc |- *.
  pose proof (Hs10 0 (2 + d) 0 ltac:(rewrite Hx; unfold s20_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s20_c7_p11 x (Hs10 : s10_claim x) (d : nat) :
  x = s20_board 0 0 0 (2 + d) 0 -> fst (s20_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q11] in Hc |- *.
  pose proof (Hs10 0 (2 + d) 0 ltac:(rewrite Hx; unfold s20_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s20_c7_p14 x (Hs10 : s10_claim x) (d : nat) :
  x = s20_board 0 0 0 (2 + d) 0 -> fst (s20_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q14] in Hc |- *.
  pose proof (Hs10 0 (2 + d) 0 ltac:(rewrite Hx; unfold s20_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d>=2 && e==1: the board of s10 *)
Lemma s20_c8_p10 x (Hs10 : s10_claim x) (d : nat) :
  x = s20_board 0 0 0 (2 + d) 1 -> fst (s20_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q10] in Hc |- *.
  pose proof (Hs10 0 (2 + d) 1 ltac:(rewrite Hx; unfold s20_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s20_c8_p12 x (Hs10 : s10_claim x) (d : nat) :
  x = s20_board 0 0 0 (2 + d) 1 -> fst (s20_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q12] in Hc |- *.
  pose proof (Hs10 0 (2 + d) 1 ltac:(rewrite Hx; unfold s20_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d>=2 && e>=2: the board of s10 *)
Lemma s20_c9_p4 x (Hs10 : s10_claim x) (d e : nat) :
  x = s20_board 0 0 0 (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs10 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s20_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d==0 && e==0: the board of s11 *)
Lemma s20_c10_p15 x (Hs11 : s11_claim x) :
  x = s20_board 0 0 1 0 0 -> fst (s20_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q15] in Hc |- *.
  pose proof (Hs11 0 1 0 ltac:(rewrite Hx; unfold s20_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d==0 && e==1: the board of s11 *)
Lemma s20_c11_p17 x (Hs11 : s11_claim x) :
  x = s20_board 0 0 1 0 1 -> fst (s20_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q17] in Hc |- *.
  pose proof (Hs11 0 1 1 ltac:(rewrite Hx; unfold s20_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d==0 && e>=2: the board of s11 *)
Lemma s20_c12_p4 x (Hs11 : s11_claim x) (e : nat) :
  x = s20_board 0 0 1 0 (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs11 0 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d==1 && e==0: the board of s17 *)
Lemma s20_c13_p19 x (Hs17 : s17_claim x) :
  x = s20_board 0 0 1 1 0 -> fst (s20_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q19] in Hc |- *.
  pose proof (Hs17 0 1 1 0 ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d==1 && e==1: the board of s17 *)
Lemma s20_c14_p21 x (Hs17 : s17_claim x) :
  x = s20_board 0 0 1 1 1 -> fst (s20_q21 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q21 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q21] in Hc |- *.
  pose proof (Hs17 0 1 1 1 ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d==1 && e>=2: the board of s17 *)
Lemma s20_c15_p4 x (Hs17 : s17_claim x) (e : nat) :
  x = s20_board 0 0 1 1 (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs17 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d>=2 && e==0: the board of s17 *)
Lemma s20_c16_p14 x (Hs17 : s17_claim x) (d : nat) :
  x = s20_board 0 0 1 (2 + d) 0 -> fst (s20_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q14] in Hc |- *.
  pose proof (Hs17 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s20_c16_p22 x (Hs17 : s17_claim x) (d : nat) :
  x = s20_board 0 0 1 (2 + d) 0 -> fst (s20_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q22] in Hc |- *.
  pose proof (Hs17 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d>=2 && e==1: the board of s17 *)
Lemma s20_c17_p12 x (Hs17 : s17_claim x) (d : nat) :
  x = s20_board 0 0 1 (2 + d) 1 -> fst (s20_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q12] in Hc |- *.
  pose proof (Hs17 0 1 (2 + d) 1 ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d>=2 && e>=2: the board of s17 *)
Lemma s20_c18_p4 x (Hs17 : s17_claim x) (d e : nat) :
  x = s20_board 0 0 1 (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs17 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d==0 && e==0: the board of s11 *)
Lemma s20_c19_p18 x (Hs11 : s11_claim x) (c : nat) :
  x = s20_board 0 0 (2 + c) 0 0 -> fst (s20_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q18] in Hc |- *.
  pose proof (Hs11 0 (2 + c) 0 ltac:(rewrite Hx; unfold s20_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d==0 && e==1: the board of s11 *)
Lemma s20_c20_p23 x (Hs11 : s11_claim x) (c : nat) :
  x = s20_board 0 0 (2 + c) 0 1 -> fst (s20_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q23] in Hc |- *.
  pose proof (Hs11 0 (2 + c) 1 ltac:(rewrite Hx; unfold s20_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d==0 && e>=2: the board of s11 *)
Lemma s20_c21_p4 x (Hs11 : s11_claim x) (c e : nat) :
  x = s20_board 0 0 (2 + c) 0 (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs11 0 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s20_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d==1 && e==0: the board of s17 *)
Lemma s20_c22_p8 x (Hs17 : s17_claim x) (c : nat) :
  x = s20_board 0 0 (2 + c) 1 0 -> fst (s20_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q8] in Hc |- *.
  pose proof (Hs17 0 (2 + c) 1 0 ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

