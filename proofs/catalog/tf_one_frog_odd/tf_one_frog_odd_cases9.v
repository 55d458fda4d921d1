(* A part of the proof in tf_one_frog_odd.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b>=3 && b<=5 && b%2==1" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_odd_base tf_one_frog_odd_values1.


(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b==0 && c>=2 && d>=2: the board of s33 *)
Lemma s32_c9_p6 x (Hs33 : s33_claim x) (c d : nat) :
  x = s32_board 0 0 (2 + c) (2 + d) -> fst (s32_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s32_q6] in Hc |- *.
  pose proof (Hs33 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s32_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b==1 && c==0 && d==0: the board of s24 *)
Lemma s32_c10_p9 x (Hs24 : s24_claim x) :
  x = s32_board 0 1 0 0 -> fst (s32_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s32_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q9] in Hc |- *.
  pose proof (Hs24 0 1 0 ltac:(rewrite Hx; unfold s32_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b==1 && c==0 && d==1: the board of s24 *)
Lemma s32_c11_p10 x (Hs24 : s24_claim x) :
  x = s32_board 0 1 0 1 -> fst (s32_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s32_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q10] in Hc |- *.
  pose proof (Hs24 0 1 1 ltac:(rewrite Hx; unfold s32_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b==1 && c==0 && d>=2: the board of s24 *)
Lemma s32_c12_p11 x (Hs24 : s24_claim x) (d : nat) :
  x = s32_board 0 1 0 (2 + d) -> fst (s32_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s32_q11] in Hc |- *.
  pose proof (Hs24 0 1 (2 + d) ltac:(rewrite Hx; unfold s32_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s32_c13_L : lmoves (s32_board 0 1 1 0) = [s33_board 0 2 0; s28_board 0 1 1 0].
Proof. unfold s28_board, s32_board, s33_board. tf_options. Qed.
Lemma s32_c13_R : rmoves (s32_board 0 1 1 0) = [s23_board 0 1 1 0].
Proof. unfold s23_board, s32_board. tf_options. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b==1 && c==1 && d==0 *)
Lemma s32_c13_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s32_board 0 1 1 0 -> fst (s32_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s32_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q5] in Hc |- *.
  rewrite tf_game_eq, (s32_c13_L), (s32_c13_R); cbn [map].
  pose proof (use_s33 IH 0 2 0 (opt_l _ _ _ (s32_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 1 1 0 (opt_l _ _ _ (s32_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s23 IH 0 1 1 0 (opt_r _ _ _ (s32_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  rewrite (s28_p10 Ho1 ltac:(zlia)).
  rewrite (s23_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s32_c14_L : lmoves (s32_board 0 1 1 1) = [s33_board 0 2 1; s28_board 0 1 1 1].
Proof. unfold s28_board, s32_board, s33_board. tf_options. Qed.
Lemma s32_c14_R : rmoves (s32_board 0 1 1 1) = [strip [] ([E; T; E; T; E; E; F]) [(1, 1)]].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c14_R1 : tf_norm (strip [] ([E; T; E; T; E; E; F]) [(1, 1)]) (s23_board 0 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; T; E; E; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b==1 && c==1 && d==1 *)
Lemma s32_c14_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s32_board 0 1 1 1 -> fst (s32_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s32_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q12] in Hc |- *.
  rewrite tf_game_eq, (s32_c14_L), (s32_c14_R); cbn [map].
  pose proof (use_s33 IH 0 2 1 (opt_l _ _ _ (s32_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 1 1 1 (opt_l _ _ _ (s32_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s32_c14_R1)).
  pose proof (use_s23 IH 0 1 1 0 (opt_norm_r _ _ _ _ _ (s32_c14_R) ltac:(cbn [In]; left; reflexivity) (s32_c14_R1))) as Ho2.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  rewrite (s28_p11 Ho1 ltac:(zlia)).
  rewrite (s23_p4 Ho2 ltac:(zlia)).
  rewrite (s23_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s32_c15_L (d : nat) : lmoves (s32_board 0 1 1 (2 + d)) = [s33_board 0 2 (2 + d); s28_board 0 1 1 (2 + d)].
Proof. unfold s28_board, s32_board, s33_board. tf_options. Qed.
Lemma s32_c15_R (d : nat) : rmoves (s32_board 0 1 1 (2 + d)) = [].
Proof. unfold s32_board. tf_options. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s32_c15_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s32_board 0 1 1 (2 + d) -> fst (s32_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s32_q13] in Hc |- *.
  rewrite tf_game_eq, (s32_c15_L d), (s32_c15_R d); cbn [map].
  pose proof (use_s33 IH 0 2 (2 + d) (opt_l _ _ _ (s32_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 1 1 (2 + d) (opt_l _ _ _ (s32_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  rewrite (s28_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s32_c16_L (c : nat) : lmoves (s32_board 0 1 (2 + c) 0) = [s33_board 0 (3 + c) 0; s38_board 0 1 (1 + c) 1 0].
Proof. unfold s32_board, s33_board, s38_board. tf_options. Qed.
Lemma s32_c16_R (c : nat) : rmoves (s32_board 0 1 (2 + c) 0) = [s23_board 0 1 (2 + c) 0].
Proof. unfold s23_board, s32_board. tf_options. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s32_c16_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s32_board 0 1 (2 + c) 0 -> fst (s32_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s32_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q7] in Hc |- *.
  rewrite tf_game_eq, (s32_c16_L c), (s32_c16_R c); cbn [map].
  pose proof (use_s33 IH 0 (3 + c) 0 (opt_l _ _ _ (s32_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 0 1 (1 + c) 1 0 (opt_l _ _ _ (s32_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s23 IH 0 1 (2 + c) 0 (opt_r _ _ _ (s32_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  rewrite (s38_p8 Ho1 ltac:(zlia)).
  rewrite (s23_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s32_c17_L (c : nat) : lmoves (s32_board 0 1 (2 + c) 1) = [s33_board 0 (3 + c) 1; s38_board 0 1 (1 + c) 1 1].
Proof. unfold s32_board, s33_board, s38_board. tf_options. Qed.
Lemma s32_c17_R (c : nat) : rmoves (s32_board 0 1 (2 + c) 1) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c17_R1 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]) (s23_board 0 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s32_c17_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s32_board 0 1 (2 + c) 1 -> fst (s32_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s32_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q8] in Hc |- *.
  rewrite tf_game_eq, (s32_c17_L c), (s32_c17_R c); cbn [map].
  pose proof (use_s33 IH 0 (3 + c) 1 (opt_l _ _ _ (s32_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 0 1 (1 + c) 1 1 (opt_l _ _ _ (s32_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s32_c17_R1 c)).
  pose proof (use_s23 IH 0 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s32_c17_R c) ltac:(cbn [In]; left; reflexivity) (s32_c17_R1 c))) as Ho2.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  rewrite (s38_p9 Ho1 ltac:(zlia)).
  rewrite (s23_p4 Ho2 ltac:(zlia)).
  rewrite (s23_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s32_c18_L (c d : nat) : lmoves (s32_board 0 1 (2 + c) (2 + d)) = [s33_board 0 (3 + c) (2 + d); s38_board 0 1 (1 + c) 1 (2 + d)].
Proof. unfold s32_board, s33_board, s38_board. tf_options. Qed.
Lemma s32_c18_R (c d : nat) : rmoves (s32_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s32_board. tf_options. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s32_c18_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s32_board 0 1 (2 + c) (2 + d) -> fst (s32_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s32_q13] in Hc |- *.
  rewrite tf_game_eq, (s32_c18_L c d), (s32_c18_R c d); cbn [map].
  pose proof (use_s33 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s32_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 0 1 (1 + c) 1 (2 + d) (opt_l _ _ _ (s32_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b>=2 && c==0 && d==0: the board of s24 *)
Lemma s32_c19_p9 x (Hs24 : s24_claim x) (b : nat) :
  x = s32_board 0 (2 + b) 0 0 -> fst (s32_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s32_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q9] in Hc |- *.
  pose proof (Hs24 0 (2 + b) 0 ltac:(rewrite Hx; unfold s32_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b>=2 && c==0 && d==1: the board of s24 *)
Lemma s32_c20_p10 x (Hs24 : s24_claim x) (b : nat) :
  x = s32_board 0 (2 + b) 0 1 -> fst (s32_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s32_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q10] in Hc |- *.
  pose proof (Hs24 0 (2 + b) 1 ltac:(rewrite Hx; unfold s32_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b>=2 && c==0 && d>=2: the board of s24 *)
Lemma s32_c21_p11 x (Hs24 : s24_claim x) (b d : nat) :
  x = s32_board 0 (2 + b) 0 (2 + d) -> fst (s32_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s32_q11] in Hc |- *.
  pose proof (Hs24 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s32_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s32_c22_L (b : nat) : lmoves (s32_board 0 (2 + b) 1 0) = [s32_board 0 (1 + b) 2 0; s28_board 0 (2 + b) 1 0].
Proof. unfold s28_board, s32_board. tf_options. Qed.
Lemma s32_c22_R (b : nat) : rmoves (s32_board 0 (2 + b) 1 0) = [s23_board 0 (2 + b) 1 0].
Proof. unfold s23_board, s32_board. tf_options. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s32_c22_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s32_board 0 (2 + b) 1 0 -> fst (s32_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s32_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q5] in Hc |- *.
  rewrite tf_game_eq, (s32_c22_L b), (s32_c22_R b); cbn [map].
  pose proof (use_s32 IH 0 (1 + b) 2 0 (opt_l _ _ _ (s32_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 (2 + b) 1 0 (opt_l _ _ _ (s32_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s23 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s32_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  rewrite (s28_p10 Ho1 ltac:(zlia)).
  rewrite (s23_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s32_c23_L (b : nat) : lmoves (s32_board 0 (2 + b) 1 1) = [s32_board 0 (1 + b) 2 1; s28_board 0 (2 + b) 1 1].
Proof. unfold s28_board, s32_board. tf_options. Qed.
Lemma s32_c23_R (b : nat) : rmoves (s32_board 0 (2 + b) 1 1) = [strip [] (E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 1)]].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c23_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 1)]) (s23_board 0 (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s32_c23_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s32_board 0 (2 + b) 1 1 -> fst (s32_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s32_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q12] in Hc |- *.
  rewrite tf_game_eq, (s32_c23_L b), (s32_c23_R b); cbn [map].
  pose proof (use_s32 IH 0 (1 + b) 2 1 (opt_l _ _ _ (s32_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 (2 + b) 1 1 (opt_l _ _ _ (s32_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s32_c23_R1 b)).
  pose proof (use_s23 IH 0 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s32_c23_R b) ltac:(cbn [In]; left; reflexivity) (s32_c23_R1 b))) as Ho2.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  rewrite (s28_p11 Ho1 ltac:(zlia)).
  rewrite (s23_p4 Ho2 ltac:(zlia)).
  rewrite (s23_p4_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s32_c24_L (b d : nat) : lmoves (s32_board 0 (2 + b) 1 (2 + d)) = [s32_board 0 (1 + b) 2 (2 + d); s28_board 0 (2 + b) 1 (2 + d)].
Proof. unfold s28_board, s32_board. tf_options. Qed.
Lemma s32_c24_R (b d : nat) : rmoves (s32_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s32_board. tf_options. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s32_c24_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s32_board 0 (2 + b) 1 (2 + d) -> fst (s32_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s32_q13] in Hc |- *.
  rewrite tf_game_eq, (s32_c24_L b d), (s32_c24_R b d); cbn [map].
  pose proof (use_s32 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s32_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 0 (2 + b) 1 (2 + d) (opt_l _ _ _ (s32_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s32_p13 Ho0 ltac:(zlia)).
  rewrite (s28_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s32_c25_L (b c : nat) : lmoves (s32_board 0 (2 + b) (2 + c) 0) = [s32_board 0 (1 + b) (3 + c) 0; s38_board 0 (2 + b) (1 + c) 1 0].
Proof. unfold s32_board, s38_board. tf_options. Qed.
Lemma s32_c25_R (b c : nat) : rmoves (s32_board 0 (2 + b) (2 + c) 0) = [s23_board 0 (2 + b) (2 + c) 0].
Proof. unfold s23_board, s32_board. tf_options. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s32_c25_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s32_board 0 (2 + b) (2 + c) 0 -> fst (s32_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s32_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q7] in Hc |- *.
  rewrite tf_game_eq, (s32_c25_L b c), (s32_c25_R b c); cbn [map].
  pose proof (use_s32 IH 0 (1 + b) (3 + c) 0 (opt_l _ _ _ (s32_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 0 (2 + b) (1 + c) 1 0 (opt_l _ _ _ (s32_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s23 IH 0 (2 + b) (2 + c) 0 (opt_r _ _ _ (s32_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  rewrite (s38_p8 Ho1 ltac:(zlia)).
  rewrite (s23_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s32_c26_L (b c : nat) : lmoves (s32_board 0 (2 + b) (2 + c) 1) = [s32_board 0 (1 + b) (3 + c) 1; s38_board 0 (2 + b) (1 + c) 1 1].
Proof. unfold s32_board, s38_board. tf_options. Qed.
Lemma s32_c26_R (b c : nat) : rmoves (s32_board 0 (2 + b) (2 + c) 1) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c26_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]) (s23_board 0 (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s32_c26_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s32_board 0 (2 + b) (2 + c) 1 -> fst (s32_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s32_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q8] in Hc |- *.
  rewrite tf_game_eq, (s32_c26_L b c), (s32_c26_R b c); cbn [map].
  pose proof (use_s32 IH 0 (1 + b) (3 + c) 1 (opt_l _ _ _ (s32_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 0 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s32_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s32_c26_R1 b c)).
  pose proof (use_s23 IH 0 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s32_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s32_c26_R1 b c))) as Ho2.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  rewrite (s38_p9 Ho1 ltac:(zlia)).
  rewrite (s23_p4 Ho2 ltac:(zlia)).
  rewrite (s23_p4_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s32_c27_L (b c d : nat) : lmoves (s32_board 0 (2 + b) (2 + c) (2 + d)) = [s32_board 0 (1 + b) (3 + c) (2 + d); s38_board 0 (2 + b) (1 + c) 1 (2 + d)].
Proof. unfold s32_board, s38_board. tf_options. Qed.
Lemma s32_c27_R (b c d : nat) : rmoves (s32_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s32_board. tf_options. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s32_c27_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s32_board 0 (2 + b) (2 + c) (2 + d) -> fst (s32_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s32_q13] in Hc |- *.
  rewrite tf_game_eq, (s32_c27_L b c d), (s32_c27_R b c d); cbn [map].
  pose proof (use_s32 IH 0 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s32_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 0 (2 + b) (1 + c) 1 (2 + d) (opt_l _ _ _ (s32_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s32_p13 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b==0 && c==0 && d==0: the board of s25 *)
Lemma s32_c28_p14 x (Hs25 : s25_claim x) :
  x = s32_board 1 0 0 0 -> fst (s32_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s32_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q14] in Hc |- *.
  pose proof (Hs25 1 0 ltac:(rewrite Hx; unfold s32_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b==0 && c==0 && d==1: the board of s25 *)
Lemma s32_c29_p15 x (Hs25 : s25_claim x) :
  x = s32_board 1 0 0 1 -> fst (s32_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s32_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q15] in Hc |- *.
  pose proof (Hs25 1 1 ltac:(rewrite Hx; unfold s32_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b==0 && c==0 && d>=2: the board of s25 *)
Lemma s32_c30_p16 x (Hs25 : s25_claim x) (d : nat) :
  x = s32_board 1 0 0 (2 + d) -> fst (s32_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s32_q16] in Hc |- *.
  pose proof (Hs25 1 (2 + d) ltac:(rewrite Hx; unfold s32_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b==0 && c==1 && d==0: the board of s33 *)
Lemma s32_c31_p5 x (Hs33 : s33_claim x) :
  x = s32_board 1 0 1 0 -> fst (s32_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s32_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q5] in Hc |- *.
  pose proof (Hs33 1 1 0 ltac:(rewrite Hx; unfold s32_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b==0 && c==1 && d==1: the board of s33 *)
Lemma s32_c32_p18 x (Hs33 : s33_claim x) :
  x = s32_board 1 0 1 1 -> fst (s32_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s32_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q18] in Hc |- *.
  pose proof (Hs33 1 1 1 ltac:(rewrite Hx; unfold s32_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b==0 && c==1 && d>=2: the board of s33 *)
Lemma s32_c33_p19 x (Hs33 : s33_claim x) (d : nat) :
  x = s32_board 1 0 1 (2 + d) -> fst (s32_q19 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q19 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s32_q19] in Hc |- *.
  pose proof (Hs33 1 1 (2 + d) ltac:(rewrite Hx; unfold s32_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b==0 && c>=2 && d==0: the board of s33 *)
Lemma s32_c34_p7 x (Hs33 : s33_claim x) (c : nat) :
  x = s32_board 1 0 (2 + c) 0 -> fst (s32_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s32_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q7] in Hc |- *.
  pose proof (Hs33 1 (2 + c) 0 ltac:(rewrite Hx; unfold s32_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b==0 && c>=2 && d==1: the board of s33 *)
Lemma s32_c35_p8 x (Hs33 : s33_claim x) (c : nat) :
  x = s32_board 1 0 (2 + c) 1 -> fst (s32_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s32_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q8] in Hc |- *.
  pose proof (Hs33 1 (2 + c) 1 ltac:(rewrite Hx; unfold s32_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b==0 && c>=2 && d>=2: the board of s33 *)
Lemma s32_c36_p19 x (Hs33 : s33_claim x) (c d : nat) :
  x = s32_board 1 0 (2 + c) (2 + d) -> fst (s32_q19 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q19 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s32_q19] in Hc |- *.
  pose proof (Hs33 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s32_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b==1 && c==0 && d==0: the board of s24 *)
Lemma s32_c37_p9 x (Hs24 : s24_claim x) :
  x = s32_board 1 1 0 0 -> fst (s32_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s32_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q9] in Hc |- *.
  pose proof (Hs24 1 1 0 ltac:(rewrite Hx; unfold s32_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b==1 && c==0 && d==1: the board of s24 *)
Lemma s32_c38_p20 x (Hs24 : s24_claim x) :
  x = s32_board 1 1 0 1 -> fst (s32_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s32_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q20] in Hc |- *.
  pose proof (Hs24 1 1 1 ltac:(rewrite Hx; unfold s32_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b==1 && c==0 && d>=2: the board of s24 *)
Lemma s32_c39_p21 x (Hs24 : s24_claim x) (d : nat) :
  x = s32_board 1 1 0 (2 + d) -> fst (s32_q21 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q21 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s32_q21] in Hc |- *.
  pose proof (Hs24 1 1 (2 + d) ltac:(rewrite Hx; unfold s32_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s32_c40_L : lmoves (s32_board 1 1 1 0) = [s32_board 0 2 1 0; s33_board 1 2 0; s28_board 1 1 1 0].
Proof. unfold s28_board, s32_board, s33_board. tf_options. Qed.
Lemma s32_c40_R : rmoves (s32_board 1 1 1 0) = [s23_board 1 1 1 0].
Proof. unfold s23_board, s32_board. tf_options. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b==1 && c==1 && d==0 *)
Lemma s32_c40_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s32_board 1 1 1 0 -> fst (s32_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s32_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q5] in Hc |- *.
  rewrite tf_game_eq, (s32_c40_L), (s32_c40_R); cbn [map].
  pose proof (use_s32 IH 0 2 1 0 (opt_l _ _ _ (s32_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 1 2 0 (opt_l _ _ _ (s32_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 1 1 0 (opt_l _ _ _ (s32_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 1 1 1 0 (opt_r _ _ _ (s32_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s33_p4 Ho1 ltac:(zlia)).
  rewrite (s28_p10 Ho2 ltac:(zlia)).
  rewrite (s23_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s32_c41_L : lmoves (s32_board 1 1 1 1) = [s32_board 0 2 1 1; s33_board 1 2 1; s28_board 1 1 1 1].
Proof. unfold s28_board, s32_board, s33_board. tf_options. Qed.
Lemma s32_c41_R : rmoves (s32_board 1 1 1 1) = [strip [] ([T; E; T; E; T; E; E; F]) [(1, 1)]].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c41_R1 : tf_norm (strip [] ([T; E; T; E; T; E; E; F]) [(1, 1)]) (s23_board 1 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; T; E; E; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b==1 && c==1 && d==1 *)
Lemma s32_c41_p22 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s32_board 1 1 1 1 -> fst (s32_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s32_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q22] in Hc |- *.
  rewrite tf_game_eq, (s32_c41_L), (s32_c41_R); cbn [map].
  pose proof (use_s32 IH 0 2 1 1 (opt_l _ _ _ (s32_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 1 2 1 (opt_l _ _ _ (s32_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 1 1 1 (opt_l _ _ _ (s32_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s32_c41_R1)).
  pose proof (use_s23 IH 1 1 1 0 (opt_norm_r _ _ _ _ _ (s32_c41_R) ltac:(cbn [In]; left; reflexivity) (s32_c41_R1))) as Ho3.
  rewrite (s32_p12 Ho0 ltac:(zlia)).
  rewrite (s33_p4 Ho1 ltac:(zlia)).
  rewrite (s28_p11 Ho2 ltac:(zlia)).
  rewrite (s23_p4 Ho3 ltac:(zlia)).
  rewrite (s23_p4_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s32_c42_L (d : nat) : lmoves (s32_board 1 1 1 (2 + d)) = [s32_board 0 2 1 (2 + d); s33_board 1 2 (2 + d); s28_board 1 1 1 (2 + d)].
Proof. unfold s28_board, s32_board, s33_board. tf_options. Qed.
Lemma s32_c42_R (d : nat) : rmoves (s32_board 1 1 1 (2 + d)) = [].
Proof. unfold s32_board. tf_options. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s32_c42_p17 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s32_board 1 1 1 (2 + d) -> fst (s32_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s32_q17] in Hc |- *.
  rewrite tf_game_eq, (s32_c42_L d), (s32_c42_R d); cbn [map].
  pose proof (use_s32 IH 0 2 1 (2 + d) (opt_l _ _ _ (s32_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 1 2 (2 + d) (opt_l _ _ _ (s32_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 1 1 (2 + d) (opt_l _ _ _ (s32_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s32_p13 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  rewrite (s28_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s32_c43_L (c : nat) : lmoves (s32_board 1 1 (2 + c) 0) = [s32_board 0 2 (2 + c) 0; s33_board 1 (3 + c) 0; s38_board 1 1 (1 + c) 1 0].
Proof. unfold s32_board, s33_board, s38_board. tf_options. Qed.
Lemma s32_c43_R (c : nat) : rmoves (s32_board 1 1 (2 + c) 0) = [s23_board 1 1 (2 + c) 0].
Proof. unfold s23_board, s32_board. tf_options. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s32_c43_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s32_board 1 1 (2 + c) 0 -> fst (s32_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s32_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q7] in Hc |- *.
  rewrite tf_game_eq, (s32_c43_L c), (s32_c43_R c); cbn [map].
  pose proof (use_s32 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s32_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 1 (3 + c) 0 (opt_l _ _ _ (s32_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH 1 1 (1 + c) 1 0 (opt_l _ _ _ (s32_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s32_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  rewrite (s33_p4 Ho1 ltac:(zlia)).
  rewrite (s38_p8 Ho2 ltac:(zlia)).
  rewrite (s23_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s32_c44_L (c : nat) : lmoves (s32_board 1 1 (2 + c) 1) = [s32_board 0 2 (2 + c) 1; s33_board 1 (3 + c) 1; s38_board 1 1 (1 + c) 1 1].
Proof. unfold s32_board, s33_board, s38_board. tf_options. Qed.
Lemma s32_c44_R (c : nat) : rmoves (s32_board 1 1 (2 + c) 1) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c44_R1 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]) (s23_board 1 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s32_c44_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s32_board 1 1 (2 + c) 1 -> fst (s32_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s32_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q8] in Hc |- *.
  rewrite tf_game_eq, (s32_c44_L c), (s32_c44_R c); cbn [map].
  pose proof (use_s32 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s32_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 1 (3 + c) 1 (opt_l _ _ _ (s32_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH 1 1 (1 + c) 1 1 (opt_l _ _ _ (s32_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s32_c44_R1 c)).
  pose proof (use_s23 IH 1 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s32_c44_R c) ltac:(cbn [In]; left; reflexivity) (s32_c44_R1 c))) as Ho3.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  rewrite (s33_p4 Ho1 ltac:(zlia)).
  rewrite (s38_p9 Ho2 ltac:(zlia)).
  rewrite (s23_p4 Ho3 ltac:(zlia)).
  rewrite (s23_p4_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s32_c45_L (c d : nat) : lmoves (s32_board 1 1 (2 + c) (2 + d)) = [s32_board 0 2 (2 + c) (2 + d); s33_board 1 (3 + c) (2 + d); s38_board 1 1 (1 + c) 1 (2 + d)].
Proof. unfold s32_board, s33_board, s38_board. tf_options. Qed.
Lemma s32_c45_R (c d : nat) : rmoves (s32_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s32_board. tf_options. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s32_c45_p17 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s32_board 1 1 (2 + c) (2 + d) -> fst (s32_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s32_q17] in Hc |- *.
  rewrite tf_game_eq, (s32_c45_L c d), (s32_c45_R c d); cbn [map].
  pose proof (use_s32 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s32_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s32_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH 1 1 (1 + c) 1 (2 + d) (opt_l _ _ _ (s32_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s32_p13 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  rewrite (s38_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b>=2 && c==0 && d==0: the board of s24 *)
Lemma s32_c46_p9 x (Hs24 : s24_claim x) (b : nat) :
  x = s32_board 1 (2 + b) 0 0 -> fst (s32_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s32_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q9] in Hc |- *.
  pose proof (Hs24 1 (2 + b) 0 ltac:(rewrite Hx; unfold s32_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b>=2 && c==0 && d==1: the board of s24 *)
Lemma s32_c47_p20 x (Hs24 : s24_claim x) (b : nat) :
  x = s32_board 1 (2 + b) 0 1 -> fst (s32_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s32_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q20] in Hc |- *.
  pose proof (Hs24 1 (2 + b) 1 ltac:(rewrite Hx; unfold s32_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b>=2 && c==0 && d>=2: the board of s24 *)
Lemma s32_c48_p21 x (Hs24 : s24_claim x) (b d : nat) :
  x = s32_board 1 (2 + b) 0 (2 + d) -> fst (s32_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s32_q21] in Hc |- *.
  pose proof (Hs24 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s32_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s32_c49_L (b : nat) : lmoves (s32_board 1 (2 + b) 1 0) = [s32_board 0 (3 + b) 1 0; s32_board 1 (1 + b) 2 0; s28_board 1 (2 + b) 1 0].
Proof. unfold s28_board, s32_board. tf_options. Qed.
Lemma s32_c49_R (b : nat) : rmoves (s32_board 1 (2 + b) 1 0) = [s23_board 1 (2 + b) 1 0].
Proof. unfold s23_board, s32_board. tf_options. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s32_c49_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s32_board 1 (2 + b) 1 0 -> fst (s32_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s32_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q5] in Hc |- *.
  rewrite tf_game_eq, (s32_c49_L b), (s32_c49_R b); cbn [map].
  pose proof (use_s32 IH 0 (3 + b) 1 0 (opt_l _ _ _ (s32_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s32 IH 1 (1 + b) 2 0 (opt_l _ _ _ (s32_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 (2 + b) 1 0 (opt_l _ _ _ (s32_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s32_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s32_p7 Ho1 ltac:(zlia)).
  rewrite (s28_p10 Ho2 ltac:(zlia)).
  rewrite (s23_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s32_c50_L (b : nat) : lmoves (s32_board 1 (2 + b) 1 1) = [s32_board 0 (3 + b) 1 1; s32_board 1 (1 + b) 2 1; s28_board 1 (2 + b) 1 1].
Proof. unfold s28_board, s32_board. tf_options. Qed.
Lemma s32_c50_R (b : nat) : rmoves (s32_board 1 (2 + b) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 1)]].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c50_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 1)]) (s23_board 1 (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s32_c50_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s32_board 1 (2 + b) 1 1 -> fst (s32_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s32_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q22] in Hc |- *.
  rewrite tf_game_eq, (s32_c50_L b), (s32_c50_R b); cbn [map].
  pose proof (use_s32 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s32_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s32 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s32_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 (2 + b) 1 1 (opt_l _ _ _ (s32_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s32_c50_R1 b)).
  pose proof (use_s23 IH 1 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s32_c50_R b) ltac:(cbn [In]; left; reflexivity) (s32_c50_R1 b))) as Ho3.
  rewrite (s32_p12 Ho0 ltac:(zlia)).
  rewrite (s32_p8 Ho1 ltac:(zlia)).
  rewrite (s28_p11 Ho2 ltac:(zlia)).
  rewrite (s23_p4 Ho3 ltac:(zlia)).
  rewrite (s23_p4_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s32_c51_L (b d : nat) : lmoves (s32_board 1 (2 + b) 1 (2 + d)) = [s32_board 0 (3 + b) 1 (2 + d); s32_board 1 (1 + b) 2 (2 + d); s28_board 1 (2 + b) 1 (2 + d)].
Proof. unfold s28_board, s32_board. tf_options. Qed.
Lemma s32_c51_R (b d : nat) : rmoves (s32_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s32_board. tf_options. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s32_c51_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s32_board 1 (2 + b) 1 (2 + d) -> fst (s32_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s32_q17] in Hc |- *.
  rewrite tf_game_eq, (s32_c51_L b d), (s32_c51_R b d); cbn [map].
  pose proof (use_s32 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s32_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s32 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s32_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s32_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s32_p13 Ho0 ltac:(zlia)).
  rewrite (s32_p17 Ho1 ltac:(zlia)).
  rewrite (s28_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s32_c52_L (b c : nat) : lmoves (s32_board 1 (2 + b) (2 + c) 0) = [s32_board 0 (3 + b) (2 + c) 0; s32_board 1 (1 + b) (3 + c) 0; s38_board 1 (2 + b) (1 + c) 1 0].
Proof. unfold s32_board, s38_board. tf_options. Qed.
Lemma s32_c52_R (b c : nat) : rmoves (s32_board 1 (2 + b) (2 + c) 0) = [s23_board 1 (2 + b) (2 + c) 0].
Proof. unfold s23_board, s32_board. tf_options. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s32_c52_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s32_board 1 (2 + b) (2 + c) 0 -> fst (s32_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s32_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q7] in Hc |- *.
  rewrite tf_game_eq, (s32_c52_L b c), (s32_c52_R b c); cbn [map].
  pose proof (use_s32 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s32_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s32 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s32_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH 1 (2 + b) (1 + c) 1 0 (opt_l _ _ _ (s32_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s32_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  rewrite (s32_p7 Ho1 ltac:(zlia)).
  rewrite (s38_p8 Ho2 ltac:(zlia)).
  rewrite (s23_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s32_c53_L (b c : nat) : lmoves (s32_board 1 (2 + b) (2 + c) 1) = [s32_board 0 (3 + b) (2 + c) 1; s32_board 1 (1 + b) (3 + c) 1; s38_board 1 (2 + b) (1 + c) 1 1].
Proof. unfold s32_board, s38_board. tf_options. Qed.
Lemma s32_c53_R (b c : nat) : rmoves (s32_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]) (s23_board 1 (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s32_c53_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s32_board 1 (2 + b) (2 + c) 1 -> fst (s32_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s32_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q8] in Hc |- *.
  rewrite tf_game_eq, (s32_c53_L b c), (s32_c53_R b c); cbn [map].
  pose proof (use_s32 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s32_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s32 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s32_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH 1 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s32_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s32_c53_R1 b c)).
  pose proof (use_s23 IH 1 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s32_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s32_c53_R1 b c))) as Ho3.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  rewrite (s32_p8 Ho1 ltac:(zlia)).
  rewrite (s38_p9 Ho2 ltac:(zlia)).
  rewrite (s23_p4 Ho3 ltac:(zlia)).
  rewrite (s23_p4_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s32_c54_L (b c d : nat) : lmoves (s32_board 1 (2 + b) (2 + c) (2 + d)) = [s32_board 0 (3 + b) (2 + c) (2 + d); s32_board 1 (1 + b) (3 + c) (2 + d); s38_board 1 (2 + b) (1 + c) 1 (2 + d)].
Proof. unfold s32_board, s38_board. tf_options. Qed.
Lemma s32_c54_R (b c d : nat) : rmoves (s32_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s32_board. tf_options. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s32_c54_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s32_board 1 (2 + b) (2 + c) (2 + d) -> fst (s32_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s32_q17] in Hc |- *.
  rewrite tf_game_eq, (s32_c54_L b c d), (s32_c54_R b c d); cbn [map].
  pose proof (use_s32 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s32_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s32 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s32_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH 1 (2 + b) (1 + c) 1 (2 + d) (opt_l _ _ _ (s32_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s32_p13 Ho0 ltac:(zlia)).
  rewrite (s32_p17 Ho1 ltac:(zlia)).
  rewrite (s38_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b==0 && c==0 && d==0: the board of s25 *)
Lemma s32_c55_p14 x (Hs25 : s25_claim x) (a : nat) :
  x = s32_board (2 + a) 0 0 0 -> fst (s32_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s32_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q14] in Hc |- *.
  pose proof (Hs25 (2 + a) 0 ltac:(rewrite Hx; unfold s32_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b==0 && c==0 && d==1: the board of s25 *)
Lemma s32_c56_p15 x (Hs25 : s25_claim x) (a : nat) :
  x = s32_board (2 + a) 0 0 1 -> fst (s32_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s32_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q15] in Hc |- *.
  pose proof (Hs25 (2 + a) 1 ltac:(rewrite Hx; unfold s32_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b==0 && c==0 && d>=2: the board of s25 *)
Lemma s32_c57_p16 x (Hs25 : s25_claim x) (a d : nat) :
  x = s32_board (2 + a) 0 0 (2 + d) -> fst (s32_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s32_q16] in Hc |- *.
  pose proof (Hs25 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s32_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b==0 && c==1 && d==0: the board of s33 *)
Lemma s32_c58_p5 x (Hs33 : s33_claim x) (a : nat) :
  x = s32_board (2 + a) 0 1 0 -> fst (s32_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s32_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q5] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 0 ltac:(rewrite Hx; unfold s32_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b==0 && c==1 && d==1: the board of s33 *)
Lemma s32_c59_p18 x (Hs33 : s33_claim x) (a : nat) :
  x = s32_board (2 + a) 0 1 1 -> fst (s32_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s32_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q18] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 1 ltac:(rewrite Hx; unfold s32_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b==0 && c==1 && d>=2: the board of s33 *)
Lemma s32_c60_p19 x (Hs33 : s33_claim x) (a d : nat) :
  x = s32_board (2 + a) 0 1 (2 + d) -> fst (s32_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s32_q19] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s32_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b==0 && c>=2 && d==0: the board of s33 *)
Lemma s32_c61_p7 x (Hs33 : s33_claim x) (a c : nat) :
  x = s32_board (2 + a) 0 (2 + c) 0 -> fst (s32_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s32_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q7] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s32_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b==0 && c>=2 && d==1: the board of s33 *)
Lemma s32_c62_p8 x (Hs33 : s33_claim x) (a c : nat) :
  x = s32_board (2 + a) 0 (2 + c) 1 -> fst (s32_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s32_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q8] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s32_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b==0 && c>=2 && d>=2: the board of s33 *)
Lemma s32_c63_p19 x (Hs33 : s33_claim x) (a c d : nat) :
  x = s32_board (2 + a) 0 (2 + c) (2 + d) -> fst (s32_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s32_q19] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s32_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b==1 && c==0 && d==0: the board of s24 *)
Lemma s32_c64_p9 x (Hs24 : s24_claim x) (a : nat) :
  x = s32_board (2 + a) 1 0 0 -> fst (s32_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s32_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q9] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 0 ltac:(rewrite Hx; unfold s32_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b==1 && c==0 && d==1: the board of s24 *)
Lemma s32_c65_p20 x (Hs24 : s24_claim x) (a : nat) :
  x = s32_board (2 + a) 1 0 1 -> fst (s32_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s32_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q20] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 1 ltac:(rewrite Hx; unfold s32_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b==1 && c==0 && d>=2: the board of s24 *)
Lemma s32_c66_p21 x (Hs24 : s24_claim x) (a d : nat) :
  x = s32_board (2 + a) 1 0 (2 + d) -> fst (s32_q21 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q21 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s32_q21] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s32_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s32_c67_L (a : nat) : lmoves (s32_board (2 + a) 1 1 0) = [s32_board (1 + a) 2 1 0; s33_board (2 + a) 2 0; s28_board (2 + a) 1 1 0].
Proof. unfold s28_board, s32_board, s33_board. tf_options. Qed.
Lemma s32_c67_R (a : nat) : rmoves (s32_board (2 + a) 1 1 0) = [s23_board (2 + a) 1 1 0].
Proof. unfold s23_board, s32_board. tf_options. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b==1 && c==1 && d==0 *)
Lemma s32_c67_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s32_board (2 + a) 1 1 0 -> fst (s32_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s32_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q5] in Hc |- *.
  rewrite tf_game_eq, (s32_c67_L a), (s32_c67_R a); cbn [map].
  pose proof (use_s32 IH (1 + a) 2 1 0 (opt_l _ _ _ (s32_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH (2 + a) 2 0 (opt_l _ _ _ (s32_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) 1 1 0 (opt_l _ _ _ (s32_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH (2 + a) 1 1 0 (opt_r _ _ _ (s32_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s33_p4 Ho1 ltac:(zlia)).
  rewrite (s28_p10 Ho2 ltac:(zlia)).
  rewrite (s23_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s32_c68_L (a : nat) : lmoves (s32_board (2 + a) 1 1 1) = [s32_board (1 + a) 2 1 1; s33_board (2 + a) 2 1; s28_board (2 + a) 1 1 1].
Proof. unfold s28_board, s32_board, s33_board. tf_options. Qed.
Lemma s32_c68_R (a : nat) : rmoves (s32_board (2 + a) 1 1 1) = [strip [] (repeat T (2 + a) ++ [E; T; E; T; E; E; F]) [(1, 1)]].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c68_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; T; E; E; F]) [(1, 1)]) (s23_board (2 + a) 1 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; E; E; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s32_c68_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s32_board (2 + a) 1 1 1 -> fst (s32_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s32_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q22] in Hc |- *.
  rewrite tf_game_eq, (s32_c68_L a), (s32_c68_R a); cbn [map].
  pose proof (use_s32 IH (1 + a) 2 1 1 (opt_l _ _ _ (s32_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH (2 + a) 2 1 (opt_l _ _ _ (s32_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) 1 1 1 (opt_l _ _ _ (s32_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s32_c68_R1 a)).
  pose proof (use_s23 IH (2 + a) 1 1 0 (opt_norm_r _ _ _ _ _ (s32_c68_R a) ltac:(cbn [In]; left; reflexivity) (s32_c68_R1 a))) as Ho3.
  rewrite (s32_p22 Ho0 ltac:(zlia)).
  rewrite (s33_p4 Ho1 ltac:(zlia)).
  rewrite (s28_p11 Ho2 ltac:(zlia)).
  rewrite (s23_p4 Ho3 ltac:(zlia)).
  rewrite (s23_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s32_c69_L (a d : nat) : lmoves (s32_board (2 + a) 1 1 (2 + d)) = [s32_board (1 + a) 2 1 (2 + d); s33_board (2 + a) 2 (2 + d); s28_board (2 + a) 1 1 (2 + d)].
Proof. unfold s28_board, s32_board, s33_board. tf_options. Qed.
Lemma s32_c69_R (a d : nat) : rmoves (s32_board (2 + a) 1 1 (2 + d)) = [].
Proof. unfold s32_board. tf_options. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s32_c69_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s32_board (2 + a) 1 1 (2 + d) -> fst (s32_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s32_q17] in Hc |- *.
  rewrite tf_game_eq, (s32_c69_L a d), (s32_c69_R a d); cbn [map].
  pose proof (use_s32 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s32_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s32_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) 1 1 (2 + d) (opt_l _ _ _ (s32_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  rewrite (s28_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s32_c70_L (a c : nat) : lmoves (s32_board (2 + a) 1 (2 + c) 0) = [s32_board (1 + a) 2 (2 + c) 0; s33_board (2 + a) (3 + c) 0; s38_board (2 + a) 1 (1 + c) 1 0].
Proof. unfold s32_board, s33_board, s38_board. tf_options. Qed.
Lemma s32_c70_R (a c : nat) : rmoves (s32_board (2 + a) 1 (2 + c) 0) = [s23_board (2 + a) 1 (2 + c) 0].
Proof. unfold s23_board, s32_board. tf_options. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s32_c70_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s32_board (2 + a) 1 (2 + c) 0 -> fst (s32_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s32_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q7] in Hc |- *.
  rewrite tf_game_eq, (s32_c70_L a c), (s32_c70_R a c); cbn [map].
  pose proof (use_s32 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s32_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s32_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH (2 + a) 1 (1 + c) 1 0 (opt_l _ _ _ (s32_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s32_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  rewrite (s33_p4 Ho1 ltac:(zlia)).
  rewrite (s38_p8 Ho2 ltac:(zlia)).
  rewrite (s23_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s32_c71_L (a c : nat) : lmoves (s32_board (2 + a) 1 (2 + c) 1) = [s32_board (1 + a) 2 (2 + c) 1; s33_board (2 + a) (3 + c) 1; s38_board (2 + a) 1 (1 + c) 1 1].
Proof. unfold s32_board, s33_board, s38_board. tf_options. Qed.
Lemma s32_c71_R (a c : nat) : rmoves (s32_board (2 + a) 1 (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c71_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]) (s23_board (2 + a) 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s32_c71_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s32_board (2 + a) 1 (2 + c) 1 -> fst (s32_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s32_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q8] in Hc |- *.
  rewrite tf_game_eq, (s32_c71_L a c), (s32_c71_R a c); cbn [map].
  pose proof (use_s32 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s32_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s32_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH (2 + a) 1 (1 + c) 1 1 (opt_l _ _ _ (s32_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s32_c71_R1 a c)).
  pose proof (use_s23 IH (2 + a) 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s32_c71_R a c) ltac:(cbn [In]; left; reflexivity) (s32_c71_R1 a c))) as Ho3.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  rewrite (s33_p4 Ho1 ltac:(zlia)).
  rewrite (s38_p9 Ho2 ltac:(zlia)).
  rewrite (s23_p4 Ho3 ltac:(zlia)).
  rewrite (s23_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s32_c72_L (a c d : nat) : lmoves (s32_board (2 + a) 1 (2 + c) (2 + d)) = [s32_board (1 + a) 2 (2 + c) (2 + d); s33_board (2 + a) (3 + c) (2 + d); s38_board (2 + a) 1 (1 + c) 1 (2 + d)].
Proof. unfold s32_board, s33_board, s38_board. tf_options. Qed.
Lemma s32_c72_R (a c d : nat) : rmoves (s32_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s32_board. tf_options. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s32_c72_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s32_board (2 + a) 1 (2 + c) (2 + d) -> fst (s32_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s32_q17] in Hc |- *.
  rewrite tf_game_eq, (s32_c72_L a c d), (s32_c72_R a c d); cbn [map].
  pose proof (use_s32 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s32_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s32_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH (2 + a) 1 (1 + c) 1 (2 + d) (opt_l _ _ _ (s32_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  rewrite (s38_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b>=2 && c==0 && d==0: the board of s24 *)
Lemma s32_c73_p9 x (Hs24 : s24_claim x) (a b : nat) :
  x = s32_board (2 + a) (2 + b) 0 0 -> fst (s32_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s32_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q9] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s32_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b>=2 && c==0 && d==1: the board of s24 *)
Lemma s32_c74_p20 x (Hs24 : s24_claim x) (a b : nat) :
  x = s32_board (2 + a) (2 + b) 0 1 -> fst (s32_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s32_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s32_q20] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s32_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b>=2 && c==0 && d>=2: the board of s24 *)
Lemma s32_c75_p21 x (Hs24 : s24_claim x) (a b d : nat) :
  x = s32_board (2 + a) (2 + b) 0 (2 + d) -> fst (s32_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s32_q21] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s32_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s32_c76_L (a b : nat) : lmoves (s32_board (2 + a) (2 + b) 1 0) = [s32_board (1 + a) (3 + b) 1 0; s32_board (2 + a) (1 + b) 2 0; s28_board (2 + a) (2 + b) 1 0].
Proof. unfold s28_board, s32_board. tf_options. Qed.
Lemma s32_c76_R (a b : nat) : rmoves (s32_board (2 + a) (2 + b) 1 0) = [s23_board (2 + a) (2 + b) 1 0].
Proof. unfold s23_board, s32_board. tf_options. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s32_c76_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s32_board (2 + a) (2 + b) 1 0 -> fst (s32_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s32_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q5] in Hc |- *.
  rewrite tf_game_eq, (s32_c76_L a b), (s32_c76_R a b); cbn [map].
  pose proof (use_s32 IH (1 + a) (3 + b) 1 0 (opt_l _ _ _ (s32_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s32 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s32_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) (2 + b) 1 0 (opt_l _ _ _ (s32_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s32_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s32_p7 Ho1 ltac:(zlia)).
  rewrite (s28_p10 Ho2 ltac:(zlia)).
  rewrite (s23_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s32_c77_L (a b : nat) : lmoves (s32_board (2 + a) (2 + b) 1 1) = [s32_board (1 + a) (3 + b) 1 1; s32_board (2 + a) (1 + b) 2 1; s28_board (2 + a) (2 + b) 1 1].
Proof. unfold s28_board, s32_board. tf_options. Qed.
Lemma s32_c77_R (a b : nat) : rmoves (s32_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 1)]].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 1)]) (s23_board (2 + a) (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s32_c77_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s32_board (2 + a) (2 + b) 1 1 -> fst (s32_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s32_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q22] in Hc |- *.
  rewrite tf_game_eq, (s32_c77_L a b), (s32_c77_R a b); cbn [map].
  pose proof (use_s32 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s32_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s32 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s32_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) (2 + b) 1 1 (opt_l _ _ _ (s32_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s32_c77_R1 a b)).
  pose proof (use_s23 IH (2 + a) (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s32_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s32_c77_R1 a b))) as Ho3.
  rewrite (s32_p22 Ho0 ltac:(zlia)).
  rewrite (s32_p8 Ho1 ltac:(zlia)).
  rewrite (s28_p11 Ho2 ltac:(zlia)).
  rewrite (s23_p4 Ho3 ltac:(zlia)).
  rewrite (s23_p4_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s32_c78_L (a b d : nat) : lmoves (s32_board (2 + a) (2 + b) 1 (2 + d)) = [s32_board (1 + a) (3 + b) 1 (2 + d); s32_board (2 + a) (1 + b) 2 (2 + d); s28_board (2 + a) (2 + b) 1 (2 + d)].
Proof. unfold s28_board, s32_board. tf_options. Qed.
Lemma s32_c78_R (a b d : nat) : rmoves (s32_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s32_board. tf_options. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s32_c78_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s32_board (2 + a) (2 + b) 1 (2 + d) -> fst (s32_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s32_q17] in Hc |- *.
  rewrite tf_game_eq, (s32_c78_L a b d), (s32_c78_R a b d); cbn [map].
  pose proof (use_s32 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s32_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s32 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s32_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) (2 + b) 1 (2 + d) (opt_l _ _ _ (s32_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  rewrite (s32_p17 Ho1 ltac:(zlia)).
  rewrite (s28_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s32_c79_L (a b c : nat) : lmoves (s32_board (2 + a) (2 + b) (2 + c) 0) = [s32_board (1 + a) (3 + b) (2 + c) 0; s32_board (2 + a) (1 + b) (3 + c) 0; s38_board (2 + a) (2 + b) (1 + c) 1 0].
Proof. unfold s32_board, s38_board. tf_options. Qed.
Lemma s32_c79_R (a b c : nat) : rmoves (s32_board (2 + a) (2 + b) (2 + c) 0) = [s23_board (2 + a) (2 + b) (2 + c) 0].
Proof. unfold s23_board, s32_board. tf_options. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s32_c79_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s32_board (2 + a) (2 + b) (2 + c) 0 -> fst (s32_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s32_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s32_q7] in Hc |- *.
  rewrite tf_game_eq, (s32_c79_L a b c), (s32_c79_R a b c); cbn [map].
  pose proof (use_s32 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s32_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s32 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s32_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH (2 + a) (2 + b) (1 + c) 1 0 (opt_l _ _ _ (s32_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s32_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  rewrite (s32_p7 Ho1 ltac:(zlia)).
  rewrite (s38_p8 Ho2 ltac:(zlia)).
  rewrite (s23_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s32_c80_L (a b c : nat) : lmoves (s32_board (2 + a) (2 + b) (2 + c) 1) = [s32_board (1 + a) (3 + b) (2 + c) 1; s32_board (2 + a) (1 + b) (3 + c) 1; s38_board (2 + a) (2 + b) (1 + c) 1 1].
Proof. unfold s32_board, s38_board. tf_options. Qed.
Lemma s32_c80_R (a b c : nat) : rmoves (s32_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]].
Proof. unfold s32_board, strip. tf_options. Qed.
Lemma s32_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]) (s23_board (2 + a) (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s32_c80_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s32_board (2 + a) (2 + b) (2 + c) 1 -> fst (s32_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s32_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s32_q8] in Hc |- *.
  rewrite tf_game_eq, (s32_c80_L a b c), (s32_c80_R a b c); cbn [map].
  pose proof (use_s32 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s32_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s32 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s32_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH (2 + a) (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s32_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s32_c80_R1 a b c)).
  pose proof (use_s23 IH (2 + a) (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s32_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s32_c80_R1 a b c))) as Ho3.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  rewrite (s32_p8 Ho1 ltac:(zlia)).
  rewrite (s38_p9 Ho2 ltac:(zlia)).
  rewrite (s23_p4 Ho3 ltac:(zlia)).
  rewrite (s23_p4_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s32_c81_L (a b c d : nat) : lmoves (s32_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s32_board (1 + a) (3 + b) (2 + c) (2 + d); s32_board (2 + a) (1 + b) (3 + c) (2 + d); s38_board (2 + a) (2 + b) (1 + c) 1 (2 + d)].
Proof. unfold s32_board, s38_board. tf_options. Qed.
Lemma s32_c81_R (a b c d : nat) : rmoves (s32_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s32_board. tf_options. Qed.
(* s32 = T^a _ T^b _ T^c _^3 T^d F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s32_c81_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s32_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s32_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s32_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s32_q17] in Hc |- *.
  rewrite tf_game_eq, (s32_c81_L a b c d), (s32_c81_R a b c d); cbn [map].
  pose proof (use_s32 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s32_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s32 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s32_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH (2 + a) (2 + b) (1 + c) 1 (2 + d) (opt_l _ _ _ (s32_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  rewrite (s32_p17 Ho1 ltac:(zlia)).
  rewrite (s38_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s33 = T^a _^2 T^b _^3 T^c F on a==0 && b==0 && c==0: the board of s25 *)
Lemma s33_c1_p1 x (Hs25 : s25_claim x) :
  x = s33_board 0 0 0 -> fst (s33_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s33_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s33_q1] in Hc |- *.
  pose proof (Hs25 0 0 ltac:(rewrite Hx; unfold s33_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s33 = T^a _^2 T^b _^3 T^c F on a==0 && b==0 && c==1: the board of s25 *)
Lemma s33_c2_p1 x (Hs25 : s25_claim x) :
  x = s33_board 0 0 1 -> fst (s33_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s33_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s33_q1] in Hc |- *.
  pose proof (Hs25 0 1 ltac:(rewrite Hx; unfold s33_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s33 = T^a _^2 T^b _^3 T^c F on a==0 && b==0 && c>=2: the board of s25 *)
Lemma s33_c3_p3 x (Hs25 : s25_claim x) (c : nat) :
  x = s33_board 0 0 (2 + c) -> fst (s33_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s33_q3] in Hc |- *.
  pose proof (Hs25 0 (2 + c) ltac:(rewrite Hx; unfold s33_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s33_c4_L : lmoves (s33_board 0 1 0) = [s29_board 0 1 0].
Proof. unfold s29_board, s33_board. tf_options. Qed.
Lemma s33_c4_R : rmoves (s33_board 0 1 0) = [s14_board 0 1 0].
Proof. unfold s14_board, s33_board. tf_options. Qed.
(* s33 = T^a _^2 T^b _^3 T^c F on a==0 && b==1 && c==0 *)
Lemma s33_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 0 1 0 -> fst (s33_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s33_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q1] in Hc |- *.
  rewrite tf_game_eq, (s33_c4_L), (s33_c4_R); cbn [map].
  pose proof (use_s29 IH 0 1 0 (opt_l _ _ _ (s33_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 0 1 0 (opt_r _ _ _ (s33_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s29_p1 Ho0 ltac:(zlia)).
  rewrite (s14_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c5_L : lmoves (s33_board 0 1 1) = [s29_board 0 1 1].
Proof. unfold s29_board, s33_board. tf_options. Qed.
Lemma s33_c5_R : rmoves (s33_board 0 1 1) = [strip [] ([E; E; T; E; E; F]) [(1, 1)]].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c5_R1 : tf_norm (strip [] ([E; E; T; E; E; F]) [(1, 1)]) (s14_board 0 1 0) (1).
Proof. apply (tf_norm_by _ [] ([E; E; T; E; E; F]) [(1, 1)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _^2 T^b _^3 T^c F on a==0 && b==1 && c==1 *)
Lemma s33_c5_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 0 1 1 -> fst (s33_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s33_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q1] in Hc |- *.
  rewrite tf_game_eq, (s33_c5_L), (s33_c5_R); cbn [map].
  pose proof (use_s29 IH 0 1 1 (opt_l _ _ _ (s33_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s33_c5_R1)).
  pose proof (use_s14 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s33_c5_R) ltac:(cbn [In]; left; reflexivity) (s33_c5_R1))) as Ho1.
  rewrite (s29_p1 Ho0 ltac:(zlia)).
  rewrite (s14_p3 Ho1 ltac:(zlia)).
  rewrite (s14_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c6_L (c : nat) : lmoves (s33_board 0 1 (2 + c)) = [s29_board 0 1 (2 + c)].
Proof. unfold s29_board, s33_board. tf_options. Qed.
Lemma s33_c6_R (c : nat) : rmoves (s33_board 0 1 (2 + c)) = [].
Proof. unfold s33_board. tf_options. Qed.
(* s33 = T^a _^2 T^b _^3 T^c F on a==0 && b==1 && c>=2 *)
Lemma s33_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s33_board 0 1 (2 + c) -> fst (s33_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c6_L c), (s33_c6_R c); cbn [map].
  pose proof (use_s29 IH 0 1 (2 + c) (opt_l _ _ _ (s33_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s33_c7_L (b : nat) : lmoves (s33_board 0 (2 + b) 0) = [s31_board 0 (1 + b) 1 0].
Proof. unfold s31_board, s33_board. tf_options. Qed.
Lemma s33_c7_R (b : nat) : rmoves (s33_board 0 (2 + b) 0) = [s14_board 0 (2 + b) 0].
Proof. unfold s14_board, s33_board. tf_options. Qed.
(* s33 = T^a _^2 T^b _^3 T^c F on a==0 && b>=2 && c==0 *)
Lemma s33_c7_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 0 (2 + b) 0 -> fst (s33_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s33_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q4] in Hc |- *.
  rewrite tf_game_eq, (s33_c7_L b), (s33_c7_R b); cbn [map].
  pose proof (use_s31 IH 0 (1 + b) 1 0 (opt_l _ _ _ (s33_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 0 (2 + b) 0 (opt_r _ _ _ (s33_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s14_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s33_c8_L (b : nat) : lmoves (s33_board 0 (2 + b) 1) = [s31_board 0 (1 + b) 1 1].
Proof. unfold s31_board, s33_board. tf_options. Qed.
Lemma s33_c8_R (b : nat) : rmoves (s33_board 0 (2 + b) 1) = [strip [] (E :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 1)]].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c8_R1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 1)]) (s14_board 0 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 1)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _^2 T^b _^3 T^c F on a==0 && b>=2 && c==1 *)
Lemma s33_c8_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 0 (2 + b) 1 -> fst (s33_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s33_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q4] in Hc |- *.
  rewrite tf_game_eq, (s33_c8_L b), (s33_c8_R b); cbn [map].
  pose proof (use_s31 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s33_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s33_c8_R1 b)).
  pose proof (use_s14 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s33_c8_R b) ltac:(cbn [In]; left; reflexivity) (s33_c8_R1 b))) as Ho1.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  rewrite (s14_p3 Ho1 ltac:(zlia)).
  rewrite (s14_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s33_c9_L (b c : nat) : lmoves (s33_board 0 (2 + b) (2 + c)) = [s31_board 0 (1 + b) 1 (2 + c)].
Proof. unfold s31_board, s33_board. tf_options. Qed.
Lemma s33_c9_R (b c : nat) : rmoves (s33_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s33_board. tf_options. Qed.
(* s33 = T^a _^2 T^b _^3 T^c F on a==0 && b>=2 && c>=2 *)
Lemma s33_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s33_board 0 (2 + b) (2 + c) -> fst (s33_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c9_L b c), (s33_c9_R b c); cbn [map].
  pose proof (use_s31 IH 0 (1 + b) 1 (2 + c) (opt_l _ _ _ (s33_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s33 = T^a _^2 T^b _^3 T^c F on a==1 && b==0 && c==0: the board of s25 *)
Lemma s33_c10_p5 x (Hs25 : s25_claim x) :
  x = s33_board 1 0 0 -> fst (s33_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s33_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s33_q5] in Hc |- *.
  pose proof (Hs25 1 0 ltac:(rewrite Hx; unfold s33_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s33 = T^a _^2 T^b _^3 T^c F on a==1 && b==0 && c==1: the board of s25 *)
Lemma s33_c11_p5 x (Hs25 : s25_claim x) :
  x = s33_board 1 0 1 -> fst (s33_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s33_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s33_q5] in Hc |- *.
  pose proof (Hs25 1 1 ltac:(rewrite Hx; unfold s33_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s33 = T^a _^2 T^b _^3 T^c F on a==1 && b==0 && c>=2: the board of s25 *)
Lemma s33_c12_p3 x (Hs25 : s25_claim x) (c : nat) :
  x = s33_board 1 0 (2 + c) -> fst (s33_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s33_q3] in Hc |- *.
  pose proof (Hs25 1 (2 + c) ltac:(rewrite Hx; unfold s33_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s33_c13_L : lmoves (s33_board 1 1 0) = [s32_board 0 1 1 0; s29_board 1 1 0].
Proof. unfold s29_board, s32_board, s33_board. tf_options. Qed.
Lemma s33_c13_R : rmoves (s33_board 1 1 0) = [s14_board 1 1 0].
Proof. unfold s14_board, s33_board. tf_options. Qed.
(* s33 = T^a _^2 T^b _^3 T^c F on a==1 && b==1 && c==0 *)
Lemma s33_c13_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 1 1 0 -> fst (s33_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s33_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q2] in Hc |- *.
  rewrite tf_game_eq, (s33_c13_L), (s33_c13_R); cbn [map].
  pose proof (use_s32 IH 0 1 1 0 (opt_l _ _ _ (s33_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH 1 1 0 (opt_l _ _ _ (s33_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH 1 1 0 (opt_r _ _ _ (s33_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s29_p2 Ho1 ltac:(zlia)).
  rewrite (s14_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c14_L : lmoves (s33_board 1 1 1) = [s32_board 0 1 1 1; s29_board 1 1 1].
Proof. unfold s29_board, s32_board, s33_board. tf_options. Qed.
Lemma s33_c14_R : rmoves (s33_board 1 1 1) = [strip [] ([T; E; E; T; E; E; F]) [(1, 1)]].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c14_R1 : tf_norm (strip [] ([T; E; E; T; E; E; F]) [(1, 1)]) (s14_board 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; T; E; E; F]) [(1, 1)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _^2 T^b _^3 T^c F on a==1 && b==1 && c==1 *)
Lemma s33_c14_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s33_board 1 1 1 -> fst (s33_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s33_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q2] in Hc |- *.
  rewrite tf_game_eq, (s33_c14_L), (s33_c14_R); cbn [map].
  pose proof (use_s32 IH 0 1 1 1 (opt_l _ _ _ (s33_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH 1 1 1 (opt_l _ _ _ (s33_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s33_c14_R1)).
  pose proof (use_s14 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s33_c14_R) ltac:(cbn [In]; left; reflexivity) (s33_c14_R1))) as Ho2.
  rewrite (s32_p12 Ho0 ltac:(zlia)).
  rewrite (s29_p2 Ho1 ltac:(zlia)).
  rewrite (s14_p3 Ho2 ltac:(zlia)).
  rewrite (s14_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c15_L (c : nat) : lmoves (s33_board 1 1 (2 + c)) = [s32_board 0 1 1 (2 + c); s29_board 1 1 (2 + c)].
Proof. unfold s29_board, s32_board, s33_board. tf_options. Qed.
Lemma s33_c15_R (c : nat) : rmoves (s33_board 1 1 (2 + c)) = [].
Proof. unfold s33_board. tf_options. Qed.
(* s33 = T^a _^2 T^b _^3 T^c F on a==1 && b==1 && c>=2 *)
Lemma s33_c15_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s33_board 1 1 (2 + c) -> fst (s33_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c15_L c), (s33_c15_R c); cbn [map].
  pose proof (use_s32 IH 0 1 1 (2 + c) (opt_l _ _ _ (s33_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH 1 1 (2 + c) (opt_l _ _ _ (s33_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s32_p13 Ho0 ltac:(zlia)).
  rewrite (s29_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s33_c16_L (b : nat) : lmoves (s33_board 1 (2 + b) 0) = [s32_board 0 1 (2 + b) 0; s31_board 1 (1 + b) 1 0].
Proof. unfold s31_board, s32_board, s33_board. tf_options. Qed.
Lemma s33_c16_R (b : nat) : rmoves (s33_board 1 (2 + b) 0) = [s14_board 1 (2 + b) 0].
Proof. unfold s14_board, s33_board. tf_options. Qed.
(* s33 = T^a _^2 T^b _^3 T^c F on a==1 && b>=2 && c==0 *)
Lemma s33_c16_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 1 (2 + b) 0 -> fst (s33_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s33_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q4] in Hc |- *.
  rewrite tf_game_eq, (s33_c16_L b), (s33_c16_R b); cbn [map].
  pose proof (use_s32 IH 0 1 (2 + b) 0 (opt_l _ _ _ (s33_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 (1 + b) 1 0 (opt_l _ _ _ (s33_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH 1 (2 + b) 0 (opt_r _ _ _ (s33_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s14_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c17_L (b : nat) : lmoves (s33_board 1 (2 + b) 1) = [s32_board 0 1 (2 + b) 1; s31_board 1 (1 + b) 1 1].
Proof. unfold s31_board, s32_board, s33_board. tf_options. Qed.
Lemma s33_c17_R (b : nat) : rmoves (s33_board 1 (2 + b) 1) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 1)]].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c17_R1 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 1)]) (s14_board 1 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 1)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _^2 T^b _^3 T^c F on a==1 && b>=2 && c==1 *)
Lemma s33_c17_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s33_board 1 (2 + b) 1 -> fst (s33_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s33_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q4] in Hc |- *.
  rewrite tf_game_eq, (s33_c17_L b), (s33_c17_R b); cbn [map].
  pose proof (use_s32 IH 0 1 (2 + b) 1 (opt_l _ _ _ (s33_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s33_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s33_c17_R1 b)).
  pose proof (use_s14 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s33_c17_R b) ltac:(cbn [In]; left; reflexivity) (s33_c17_R1 b))) as Ho2.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  rewrite (s31_p7 Ho1 ltac:(zlia)).
  rewrite (s14_p3 Ho2 ltac:(zlia)).
  rewrite (s14_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c18_L (b c : nat) : lmoves (s33_board 1 (2 + b) (2 + c)) = [s32_board 0 1 (2 + b) (2 + c); s31_board 1 (1 + b) 1 (2 + c)].
Proof. unfold s31_board, s32_board, s33_board. tf_options. Qed.
Lemma s33_c18_R (b c : nat) : rmoves (s33_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s33_board. tf_options. Qed.
(* s33 = T^a _^2 T^b _^3 T^c F on a==1 && b>=2 && c>=2 *)
Lemma s33_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s33_board 1 (2 + b) (2 + c) -> fst (s33_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c18_L b c), (s33_c18_R b c); cbn [map].
  pose proof (use_s32 IH 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s33_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 1 (1 + b) 1 (2 + c) (opt_l _ _ _ (s33_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s32_p13 Ho0 ltac:(zlia)).
  rewrite (s31_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s33 = T^a _^2 T^b _^3 T^c F on a>=2 && b==0 && c==0: the board of s25 *)
Lemma s33_c19_p5 x (Hs25 : s25_claim x) (a : nat) :
  x = s33_board (2 + a) 0 0 -> fst (s33_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s33_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s33_q5] in Hc |- *.
  pose proof (Hs25 (2 + a) 0 ltac:(rewrite Hx; unfold s33_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s33 = T^a _^2 T^b _^3 T^c F on a>=2 && b==0 && c==1: the board of s25 *)
Lemma s33_c20_p5 x (Hs25 : s25_claim x) (a : nat) :
  x = s33_board (2 + a) 0 1 -> fst (s33_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s33_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s33_q5] in Hc |- *.
  pose proof (Hs25 (2 + a) 1 ltac:(rewrite Hx; unfold s33_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s33 = T^a _^2 T^b _^3 T^c F on a>=2 && b==0 && c>=2: the board of s25 *)
Lemma s33_c21_p3 x (Hs25 : s25_claim x) (a c : nat) :
  x = s33_board (2 + a) 0 (2 + c) -> fst (s33_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s33_q3] in Hc |- *.
  pose proof (Hs25 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s33_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s33_c22_L (a : nat) : lmoves (s33_board (2 + a) 1 0) = [s32_board (1 + a) 1 1 0; s29_board (2 + a) 1 0].
Proof. unfold s29_board, s32_board, s33_board. tf_options. Qed.
Lemma s33_c22_R (a : nat) : rmoves (s33_board (2 + a) 1 0) = [s14_board (2 + a) 1 0].
Proof. unfold s14_board, s33_board. tf_options. Qed.
(* s33 = T^a _^2 T^b _^3 T^c F on a>=2 && b==1 && c==0 *)
Lemma s33_c22_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s33_board (2 + a) 1 0 -> fst (s33_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s33_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q2] in Hc |- *.
  rewrite tf_game_eq, (s33_c22_L a), (s33_c22_R a); cbn [map].
  pose proof (use_s32 IH (1 + a) 1 1 0 (opt_l _ _ _ (s33_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH (2 + a) 1 0 (opt_l _ _ _ (s33_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH (2 + a) 1 0 (opt_r _ _ _ (s33_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s29_p2 Ho1 ltac:(zlia)).
  rewrite (s14_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c23_L (a : nat) : lmoves (s33_board (2 + a) 1 1) = [s32_board (1 + a) 1 1 1; s29_board (2 + a) 1 1].
Proof. unfold s29_board, s32_board, s33_board. tf_options. Qed.
Lemma s33_c23_R (a : nat) : rmoves (s33_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [E; E; T; E; E; F]) [(1, 1)]].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; E; E; F]) [(1, 1)]) (s14_board (2 + a) 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; T; E; E; F]) [(1, 1)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _^2 T^b _^3 T^c F on a>=2 && b==1 && c==1 *)
Lemma s33_c23_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s33_board (2 + a) 1 1 -> fst (s33_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s33_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q2] in Hc |- *.
  rewrite tf_game_eq, (s33_c23_L a), (s33_c23_R a); cbn [map].
  pose proof (use_s32 IH (1 + a) 1 1 1 (opt_l _ _ _ (s33_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH (2 + a) 1 1 (opt_l _ _ _ (s33_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s33_c23_R1 a)).
  pose proof (use_s14 IH (2 + a) 1 0 (opt_norm_r _ _ _ _ _ (s33_c23_R a) ltac:(cbn [In]; left; reflexivity) (s33_c23_R1 a))) as Ho2.
  rewrite (s32_p22 Ho0 ltac:(zlia)).
  rewrite (s29_p2 Ho1 ltac:(zlia)).
  rewrite (s14_p3 Ho2 ltac:(zlia)).
  rewrite (s14_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s33_c24_L (a c : nat) : lmoves (s33_board (2 + a) 1 (2 + c)) = [s32_board (1 + a) 1 1 (2 + c); s29_board (2 + a) 1 (2 + c)].
Proof. unfold s29_board, s32_board, s33_board. tf_options. Qed.
Lemma s33_c24_R (a c : nat) : rmoves (s33_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s33_board. tf_options. Qed.
(* s33 = T^a _^2 T^b _^3 T^c F on a>=2 && b==1 && c>=2 *)
Lemma s33_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s33_board (2 + a) 1 (2 + c) -> fst (s33_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c24_L a c), (s33_c24_R a c); cbn [map].
  pose proof (use_s32 IH (1 + a) 1 1 (2 + c) (opt_l _ _ _ (s33_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH (2 + a) 1 (2 + c) (opt_l _ _ _ (s33_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  rewrite (s29_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s33_c25_L (a b : nat) : lmoves (s33_board (2 + a) (2 + b) 0) = [s32_board (1 + a) 1 (2 + b) 0; s31_board (2 + a) (1 + b) 1 0].
Proof. unfold s31_board, s32_board, s33_board. tf_options. Qed.
Lemma s33_c25_R (a b : nat) : rmoves (s33_board (2 + a) (2 + b) 0) = [s14_board (2 + a) (2 + b) 0].
Proof. unfold s14_board, s33_board. tf_options. Qed.
(* s33 = T^a _^2 T^b _^3 T^c F on a>=2 && b>=2 && c==0 *)
Lemma s33_c25_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s33_board (2 + a) (2 + b) 0 -> fst (s33_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s33_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s33_q4] in Hc |- *.
  rewrite tf_game_eq, (s33_c25_L a b), (s33_c25_R a b); cbn [map].
  pose proof (use_s32 IH (1 + a) 1 (2 + b) 0 (opt_l _ _ _ (s33_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) (1 + b) 1 0 (opt_l _ _ _ (s33_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s33_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  rewrite (s31_p6 Ho1 ltac:(zlia)).
  rewrite (s14_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c26_L (a b : nat) : lmoves (s33_board (2 + a) (2 + b) 1) = [s32_board (1 + a) 1 (2 + b) 1; s31_board (2 + a) (1 + b) 1 1].
Proof. unfold s31_board, s32_board, s33_board. tf_options. Qed.
Lemma s33_c26_R (a b : nat) : rmoves (s33_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 1)]].
Proof. unfold s33_board, strip. tf_options. Qed.
Lemma s33_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 1)]) (s14_board (2 + a) (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 1)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s33 = T^a _^2 T^b _^3 T^c F on a>=2 && b>=2 && c==1 *)
Lemma s33_c26_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s33_board (2 + a) (2 + b) 1 -> fst (s33_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s33_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s33_q4] in Hc |- *.
  rewrite tf_game_eq, (s33_c26_L a b), (s33_c26_R a b); cbn [map].
  pose proof (use_s32 IH (1 + a) 1 (2 + b) 1 (opt_l _ _ _ (s33_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s33_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s33_c26_R1 a b)).
  pose proof (use_s14 IH (2 + a) (2 + b) 0 (opt_norm_r _ _ _ _ _ (s33_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s33_c26_R1 a b))) as Ho2.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  rewrite (s31_p7 Ho1 ltac:(zlia)).
  rewrite (s14_p3 Ho2 ltac:(zlia)).
  rewrite (s14_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s33_c27_L (a b c : nat) : lmoves (s33_board (2 + a) (2 + b) (2 + c)) = [s32_board (1 + a) 1 (2 + b) (2 + c); s31_board (2 + a) (1 + b) 1 (2 + c)].
Proof. unfold s31_board, s32_board, s33_board. tf_options. Qed.
Lemma s33_c27_R (a b c : nat) : rmoves (s33_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s33_board. tf_options. Qed.
(* s33 = T^a _^2 T^b _^3 T^c F on a>=2 && b>=2 && c>=2 *)
Lemma s33_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s33_board (2 + a) (2 + b) (2 + c) -> fst (s33_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s33_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s33_q3] in Hc |- *.
  rewrite tf_game_eq, (s33_c27_L a b c), (s33_c27_R a b c); cbn [map].
  pose proof (use_s32 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s33_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) (1 + b) 1 (2 + c) (opt_l _ _ _ (s33_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  rewrite (s31_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b==0 && c==0 && d==0: the board of s25 *)
Lemma s34_c1_p1 x (Hs25 : s25_claim x) :
  x = s34_board 0 0 0 0 -> fst (s34_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s34_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q1] in Hc |- *.
  pose proof (Hs25 0 0 ltac:(rewrite Hx; unfold s34_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b==0 && c==0 && d==1: the board of s25 *)
Lemma s34_c2_p2 x (Hs25 : s25_claim x) :
  x = s34_board 0 0 0 1 -> fst (s34_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s34_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q2] in Hc |- *.
  pose proof (Hs25 0 1 ltac:(rewrite Hx; unfold s34_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b==0 && c==0 && d>=2: the board of s25 *)
Lemma s34_c3_p3 x (Hs25 : s25_claim x) (d : nat) :
  x = s34_board 0 0 0 (2 + d) -> fst (s34_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s34_q3] in Hc |- *.
  pose proof (Hs25 0 (2 + d) ltac:(rewrite Hx; unfold s34_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b==0 && c==1 && d==0: the board of s26 *)
Lemma s34_c4_p5 x (Hs26 : s26_claim x) :
  x = s34_board 0 0 1 0 -> fst (s34_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s34_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q5] in Hc |- *.
  pose proof (Hs26 0 1 0 ltac:(rewrite Hx; unfold s34_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b==0 && c==1 && d==1: the board of s26 *)
Lemma s34_c5_p6 x (Hs26 : s26_claim x) :
  x = s34_board 0 0 1 1 -> fst (s34_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s34_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q6] in Hc |- *.
  pose proof (Hs26 0 1 1 ltac:(rewrite Hx; unfold s34_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b==0 && c==1 && d>=2: the board of s26 *)
Lemma s34_c6_p7 x (Hs26 : s26_claim x) (d : nat) :
  x = s34_board 0 0 1 (2 + d) -> fst (s34_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s34_q7] in Hc |- *.
  pose proof (Hs26 0 1 (2 + d) ltac:(rewrite Hx; unfold s34_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b==0 && c>=2 && d==0: the board of s26 *)
Lemma s34_c7_p5 x (Hs26 : s26_claim x) (c : nat) :
  x = s34_board 0 0 (2 + c) 0 -> fst (s34_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s34_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q5] in Hc |- *.
  pose proof (Hs26 0 (2 + c) 0 ltac:(rewrite Hx; unfold s34_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s34_c7_p11 x (Hs26 : s26_claim x) (c : nat) :
  x = s34_board 0 0 (2 + c) 0 -> fst (s34_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s34_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q11] in Hc |- *.
  pose proof (Hs26 0 (2 + c) 0 ltac:(rewrite Hx; unfold s34_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s34_c7_p13 x (Hs26 : s26_claim x) (c : nat) :
  x = s34_board 0 0 (2 + c) 0 -> fst (s34_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s34_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q13] in Hc |- *.
  pose proof (Hs26 0 (2 + c) 0 ltac:(rewrite Hx; unfold s34_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b==0 && c>=2 && d==1: the board of s26 *)
Lemma s34_c8_p10 x (Hs26 : s26_claim x) (c : nat) :
  x = s34_board 0 0 (2 + c) 1 -> fst (s34_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s34_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q10] in Hc |- *.
  pose proof (Hs26 0 (2 + c) 1 ltac:(rewrite Hx; unfold s34_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s34_c8_p12 x (Hs26 : s26_claim x) (c : nat) :
  x = s34_board 0 0 (2 + c) 1 -> fst (s34_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s34_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q12] in Hc |- *.
  pose proof (Hs26 0 (2 + c) 1 ltac:(rewrite Hx; unfold s34_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b==0 && c>=2 && d>=2: the board of s26 *)
Lemma s34_c9_p7 x (Hs26 : s26_claim x) (c d : nat) :
  x = s34_board 0 0 (2 + c) (2 + d) -> fst (s34_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s34_q7] in Hc |- *.
  pose proof (Hs26 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s34_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b==1 && c==0 && d==0: the board of s33 *)
Lemma s34_c10_p14 x (Hs33 : s33_claim x) :
  x = s34_board 0 1 0 0 -> fst (s34_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s34_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q14] in Hc |- *.
  pose proof (Hs33 0 1 0 ltac:(rewrite Hx; unfold s34_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b==1 && c==0 && d==1: the board of s33 *)
Lemma s34_c11_p4 x (Hs33 : s33_claim x) :
  x = s34_board 0 1 0 1 -> fst (s34_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s34_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q4] in Hc |- *.
  pose proof (Hs33 0 1 1 ltac:(rewrite Hx; unfold s34_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b==1 && c==0 && d>=2: the board of s33 *)
Lemma s34_c12_p15 x (Hs33 : s33_claim x) (d : nat) :
  x = s34_board 0 1 0 (2 + d) -> fst (s34_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s34_q15] in Hc |- *.
  pose proof (Hs33 0 1 (2 + d) ltac:(rewrite Hx; unfold s34_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s34_c13_L : lmoves (s34_board 0 1 1 0) = [s30_board 0 1 1 0; s33_board 0 1 1].
Proof. unfold s30_board, s33_board, s34_board. tf_options. Qed.
Lemma s34_c13_R : rmoves (s34_board 0 1 1 0) = [s14_board 0 1 1].
Proof. unfold s14_board, s34_board. tf_options. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b==1 && c==1 && d==0 *)
Lemma s34_c13_p17 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s34_board 0 1 1 0 -> fst (s34_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s34_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s34_q17] in Hc |- *.
  rewrite tf_game_eq, (s34_c13_L), (s34_c13_R); cbn [map].
  pose proof (use_s30 IH 0 1 1 0 (opt_l _ _ _ (s34_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 1 1 (opt_l _ _ _ (s34_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH 0 1 1 (opt_r _ _ _ (s34_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p13 Ho0 ltac:(zlia)).
  rewrite (s33_p1 Ho1 ltac:(zlia)).
  rewrite (s14_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s34_c14_L : lmoves (s34_board 0 1 1 1) = [s30_board 0 1 1 1; s33_board 0 1 2].
Proof. unfold s30_board, s33_board, s34_board. tf_options. Qed.
Lemma s34_c14_R : rmoves (s34_board 0 1 1 1) = [strip [] ([E; E; T; E; E; T; F]) [(1, 1)]].
Proof. unfold s34_board, strip. tf_options. Qed.
Lemma s34_c14_R1 : tf_norm (strip [] ([E; E; T; E; E; T; F]) [(1, 1)]) (s14_board 0 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; E; T; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b==1 && c==1 && d==1 *)
Lemma s34_c14_p18 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s34_board 0 1 1 1 -> fst (s34_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s34_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s34_q18] in Hc |- *.
  rewrite tf_game_eq, (s34_c14_L), (s34_c14_R); cbn [map].
  pose proof (use_s30 IH 0 1 1 1 (opt_l _ _ _ (s34_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 1 2 (opt_l _ _ _ (s34_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s34_c14_R1)).
  pose proof (use_s14 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s34_c14_R) ltac:(cbn [In]; left; reflexivity) (s34_c14_R1))) as Ho2.
  rewrite (s30_p15 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  rewrite (s14_p3 Ho2 ltac:(zlia)).
  rewrite (s14_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s34_c15_L (d : nat) : lmoves (s34_board 0 1 1 (2 + d)) = [s30_board 0 1 1 (2 + d); s33_board 0 1 (3 + d)].
Proof. unfold s30_board, s33_board, s34_board. tf_options. Qed.
Lemma s34_c15_R (d : nat) : rmoves (s34_board 0 1 1 (2 + d)) = [].
Proof. unfold s34_board. tf_options. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s34_c15_p7 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s34_board 0 1 1 (2 + d) -> fst (s34_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s34_q7] in Hc |- *.
  rewrite tf_game_eq, (s34_c15_L d), (s34_c15_R d); cbn [map].
  pose proof (use_s30 IH 0 1 1 (2 + d) (opt_l _ _ _ (s34_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 1 (3 + d) (opt_l _ _ _ (s34_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s34_c16_L (c : nat) : lmoves (s34_board 0 1 (2 + c) 0) = [s30_board 0 1 (2 + c) 0; s34_board 0 1 (1 + c) 1].
Proof. unfold s30_board, s34_board. tf_options. Qed.
Lemma s34_c16_R (c : nat) : rmoves (s34_board 0 1 (2 + c) 0) = [s14_board 0 1 (2 + c)].
Proof. unfold s14_board, s34_board. tf_options. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s34_c16_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s34_board 0 1 (2 + c) 0 -> fst (s34_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s34_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s34_q13] in Hc |- *.
  rewrite tf_game_eq, (s34_c16_L c), (s34_c16_R c); cbn [map].
  pose proof (use_s30 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s34_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s34_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH 0 1 (2 + c) (opt_r _ _ _ (s34_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p11 Ho0 ltac:(zlia)).
  rewrite (s34_p20 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s34_c16_p19 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s34_board 0 1 (2 + c) 0 -> fst (s34_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s34_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s34_q19] in Hc |- *.
  rewrite tf_game_eq, (s34_c16_L c), (s34_c16_R c); cbn [map].
  pose proof (use_s30 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s34_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s34_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH 0 1 (2 + c) (opt_r _ _ _ (s34_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s34_p18 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s34_c17_L (c : nat) : lmoves (s34_board 0 1 (2 + c) 1) = [s30_board 0 1 (2 + c) 1; s34_board 0 1 (1 + c) 2].
Proof. unfold s30_board, s34_board. tf_options. Qed.
Lemma s34_c17_R (c : nat) : rmoves (s34_board 0 1 (2 + c) 1) = [strip [] (E :: E :: T :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s34_board, strip. tf_options. Qed.
Lemma s34_c17_R1 (c : nat) : tf_norm (strip [] (E :: E :: T :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s14_board 0 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: T :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s34_c17_p20 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s34_board 0 1 (2 + c) 1 -> fst (s34_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s34_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s34_q20] in Hc |- *.
  rewrite tf_game_eq, (s34_c17_L c), (s34_c17_R c); cbn [map].
  pose proof (use_s30 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s34_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 0 1 (1 + c) 2 (opt_l _ _ _ (s34_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s34_c17_R1 c)).
  pose proof (use_s14 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s34_c17_R c) ltac:(cbn [In]; left; reflexivity) (s34_c17_R1 c))) as Ho2.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  rewrite (s34_p7 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  rewrite (s14_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s34_c18_L (c d : nat) : lmoves (s34_board 0 1 (2 + c) (2 + d)) = [s30_board 0 1 (2 + c) (2 + d); s34_board 0 1 (1 + c) (3 + d)].
Proof. unfold s30_board, s34_board. tf_options. Qed.
Lemma s34_c18_R (c d : nat) : rmoves (s34_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s34_board. tf_options. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s34_c18_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s34_board 0 1 (2 + c) (2 + d) -> fst (s34_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s34_q7] in Hc |- *.
  rewrite tf_game_eq, (s34_c18_L c d), (s34_c18_R c d); cbn [map].
  pose proof (use_s30 IH 0 1 (2 + c) (2 + d) (opt_l _ _ _ (s34_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 0 1 (1 + c) (3 + d) (opt_l _ _ _ (s34_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  rewrite (s34_p7 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b>=2 && c==0 && d==0: the board of s33 *)
Lemma s34_c19_p21 x (Hs33 : s33_claim x) (b : nat) :
  x = s34_board 0 (2 + b) 0 0 -> fst (s34_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s34_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q21] in Hc |- *.
  pose proof (Hs33 0 (2 + b) 0 ltac:(rewrite Hx; unfold s34_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b>=2 && c==0 && d==1: the board of s33 *)
Lemma s34_c20_p22 x (Hs33 : s33_claim x) (b : nat) :
  x = s34_board 0 (2 + b) 0 1 -> fst (s34_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s34_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q22] in Hc |- *.
  pose proof (Hs33 0 (2 + b) 1 ltac:(rewrite Hx; unfold s34_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b>=2 && c==0 && d>=2: the board of s33 *)
Lemma s34_c21_p15 x (Hs33 : s33_claim x) (b d : nat) :
  x = s34_board 0 (2 + b) 0 (2 + d) -> fst (s34_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s34_q15] in Hc |- *.
  pose proof (Hs33 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s34_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s34_c22_L (b : nat) : lmoves (s34_board 0 (2 + b) 1 0) = [s39_board 0 (1 + b) 1 1 0; s33_board 0 (2 + b) 1].
Proof. unfold s33_board, s34_board, s39_board. tf_options. Qed.
Lemma s34_c22_R (b : nat) : rmoves (s34_board 0 (2 + b) 1 0) = [s14_board 0 (2 + b) 1].
Proof. unfold s14_board, s34_board. tf_options. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s34_c22_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s34_board 0 (2 + b) 1 0 -> fst (s34_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s34_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s34_q17] in Hc |- *.
  rewrite tf_game_eq, (s34_c22_L b), (s34_c22_R b); cbn [map].
  pose proof (use_s39 IH 0 (1 + b) 1 1 0 (opt_l _ _ _ (s34_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 (2 + b) 1 (opt_l _ _ _ (s34_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH 0 (2 + b) 1 (opt_r _ _ _ (s34_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s39_p19 Ho0 ltac:(zlia)).
  rewrite (s33_p4 Ho1 ltac:(zlia)).
  rewrite (s14_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s34_c23_L (b : nat) : lmoves (s34_board 0 (2 + b) 1 1) = [s39_board 0 (1 + b) 1 1 1; s33_board 0 (2 + b) 2].
Proof. unfold s33_board, s34_board, s39_board. tf_options. Qed.
Lemma s34_c23_R (b : nat) : rmoves (s34_board 0 (2 + b) 1 1) = [strip [] (E :: E :: repeat T (2 + b) ++ [E; E; T; F]) [(1, 1)]].
Proof. unfold s34_board, strip. tf_options. Qed.
Lemma s34_c23_R1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [E; E; T; F]) [(1, 1)]) (s14_board 0 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ [E; E; T; F]) [(1, 1)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s34_c23_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s34_board 0 (2 + b) 1 1 -> fst (s34_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s34_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s34_q20] in Hc |- *.
  rewrite tf_game_eq, (s34_c23_L b), (s34_c23_R b); cbn [map].
  pose proof (use_s39 IH 0 (1 + b) 1 1 1 (opt_l _ _ _ (s34_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 (2 + b) 2 (opt_l _ _ _ (s34_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s34_c23_R1 b)).
  pose proof (use_s14 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s34_c23_R b) ltac:(cbn [In]; left; reflexivity) (s34_c23_R1 b))) as Ho2.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  rewrite (s14_p3 Ho2 ltac:(zlia)).
  rewrite (s14_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s34_c24_L (b d : nat) : lmoves (s34_board 0 (2 + b) 1 (2 + d)) = [s39_board 0 (1 + b) 1 1 (2 + d); s33_board 0 (2 + b) (3 + d)].
Proof. unfold s33_board, s34_board, s39_board. tf_options. Qed.
Lemma s34_c24_R (b d : nat) : rmoves (s34_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s34_board. tf_options. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s34_c24_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s34_board 0 (2 + b) 1 (2 + d) -> fst (s34_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s34_q7] in Hc |- *.
  rewrite tf_game_eq, (s34_c24_L b d), (s34_c24_R b d); cbn [map].
  pose proof (use_s39 IH 0 (1 + b) 1 1 (2 + d) (opt_l _ _ _ (s34_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 (2 + b) (3 + d) (opt_l _ _ _ (s34_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s34_c25_L (b c : nat) : lmoves (s34_board 0 (2 + b) (2 + c) 0) = [s39_board 0 (1 + b) 1 (2 + c) 0; s34_board 0 (2 + b) (1 + c) 1].
Proof. unfold s34_board, s39_board. tf_options. Qed.
Lemma s34_c25_R (b c : nat) : rmoves (s34_board 0 (2 + b) (2 + c) 0) = [s14_board 0 (2 + b) (2 + c)].
Proof. unfold s14_board, s34_board. tf_options. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s34_c25_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s34_board 0 (2 + b) (2 + c) 0 -> fst (s34_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s34_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s34_q13] in Hc |- *.
  rewrite tf_game_eq, (s34_c25_L b c), (s34_c25_R b c); cbn [map].
  pose proof (use_s39 IH 0 (1 + b) 1 (2 + c) 0 (opt_l _ _ _ (s34_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s34_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s34_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s39_p13 Ho0 ltac:(zlia)).
  rewrite (s34_p20 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s34_c26_L (b c : nat) : lmoves (s34_board 0 (2 + b) (2 + c) 1) = [s39_board 0 (1 + b) 1 (2 + c) 1; s34_board 0 (2 + b) (1 + c) 2].
Proof. unfold s34_board, s39_board. tf_options. Qed.
Lemma s34_c26_R (b c : nat) : rmoves (s34_board 0 (2 + b) (2 + c) 1) = [strip [] (E :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s34_board, strip. tf_options. Qed.
Lemma s34_c26_R1 (b c : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s14_board 0 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s34_c26_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s34_board 0 (2 + b) (2 + c) 1 -> fst (s34_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s34_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s34_q20] in Hc |- *.
  rewrite tf_game_eq, (s34_c26_L b c), (s34_c26_R b c); cbn [map].
  pose proof (use_s39 IH 0 (1 + b) 1 (2 + c) 1 (opt_l _ _ _ (s34_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 0 (2 + b) (1 + c) 2 (opt_l _ _ _ (s34_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s34_c26_R1 b c)).
  pose proof (use_s14 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s34_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s34_c26_R1 b c))) as Ho2.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  rewrite (s34_p7 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  rewrite (s14_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s34_c27_L (b c d : nat) : lmoves (s34_board 0 (2 + b) (2 + c) (2 + d)) = [s39_board 0 (1 + b) 1 (2 + c) (2 + d); s34_board 0 (2 + b) (1 + c) (3 + d)].
Proof. unfold s34_board, s39_board. tf_options. Qed.
Lemma s34_c27_R (b c d : nat) : rmoves (s34_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s34_board. tf_options. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s34_c27_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s34_board 0 (2 + b) (2 + c) (2 + d) -> fst (s34_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s34_q7] in Hc |- *.
  rewrite tf_game_eq, (s34_c27_L b c d), (s34_c27_R b c d); cbn [map].
  pose proof (use_s39 IH 0 (1 + b) 1 (2 + c) (2 + d) (opt_l _ _ _ (s34_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 0 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s34_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s34_p7 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b==0 && c==0 && d==0: the board of s25 *)
Lemma s34_c28_p23 x (Hs25 : s25_claim x) :
  x = s34_board 1 0 0 0 -> fst (s34_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s34_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q23] in Hc |- *.
  pose proof (Hs25 1 0 ltac:(rewrite Hx; unfold s34_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b==0 && c==0 && d==1: the board of s25 *)
Lemma s34_c29_p24 x (Hs25 : s25_claim x) :
  x = s34_board 1 0 0 1 -> fst (s34_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s34_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q24] in Hc |- *.
  pose proof (Hs25 1 1 ltac:(rewrite Hx; unfold s34_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b==0 && c==0 && d>=2: the board of s25 *)
Lemma s34_c30_p8 x (Hs25 : s25_claim x) (d : nat) :
  x = s34_board 1 0 0 (2 + d) -> fst (s34_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s34_q8] in Hc |- *.
  pose proof (Hs25 1 (2 + d) ltac:(rewrite Hx; unfold s34_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b==0 && c==1 && d==0: the board of s26 *)
Lemma s34_c31_p25 x (Hs26 : s26_claim x) :
  x = s34_board 1 0 1 0 -> fst (s34_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s34_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q25] in Hc |- *.
  pose proof (Hs26 1 1 0 ltac:(rewrite Hx; unfold s34_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b==0 && c==1 && d==1: the board of s26 *)
Lemma s34_c32_p26 x (Hs26 : s26_claim x) :
  x = s34_board 1 0 1 1 -> fst (s34_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s34_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q26] in Hc |- *.
  pose proof (Hs26 1 1 1 ltac:(rewrite Hx; unfold s34_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b==0 && c==1 && d>=2: the board of s26 *)
Lemma s34_c33_p8 x (Hs26 : s26_claim x) (d : nat) :
  x = s34_board 1 0 1 (2 + d) -> fst (s34_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s34_q8] in Hc |- *.
  pose proof (Hs26 1 1 (2 + d) ltac:(rewrite Hx; unfold s34_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b==0 && c>=2 && d==0: the board of s26 *)
Lemma s34_c34_p13 x (Hs26 : s26_claim x) (c : nat) :
  x = s34_board 1 0 (2 + c) 0 -> fst (s34_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s34_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q13] in Hc |- *.
  pose proof (Hs26 1 (2 + c) 0 ltac:(rewrite Hx; unfold s34_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s34_c34_p16 x (Hs26 : s26_claim x) (c : nat) :
  x = s34_board 1 0 (2 + c) 0 -> fst (s34_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s34_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q16] in Hc |- *.
  pose proof (Hs26 1 (2 + c) 0 ltac:(rewrite Hx; unfold s34_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b==0 && c>=2 && d==1: the board of s26 *)
Lemma s34_c35_p27 x (Hs26 : s26_claim x) (c : nat) :
  x = s34_board 1 0 (2 + c) 1 -> fst (s34_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s34_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q27] in Hc |- *.
  pose proof (Hs26 1 (2 + c) 1 ltac:(rewrite Hx; unfold s34_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b==0 && c>=2 && d>=2: the board of s26 *)
Lemma s34_c36_p8 x (Hs26 : s26_claim x) (c d : nat) :
  x = s34_board 1 0 (2 + c) (2 + d) -> fst (s34_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s34_q8] in Hc |- *.
  pose proof (Hs26 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s34_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b==1 && c==0 && d==0: the board of s33 *)
Lemma s34_c37_p14 x (Hs33 : s33_claim x) :
  x = s34_board 1 1 0 0 -> fst (s34_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s34_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q14] in Hc |- *.
  pose proof (Hs33 1 1 0 ltac:(rewrite Hx; unfold s34_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b==1 && c==0 && d==1: the board of s33 *)
Lemma s34_c38_p28 x (Hs33 : s33_claim x) :
  x = s34_board 1 1 0 1 -> fst (s34_q28 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s34_q28 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q28] in Hc |- *.
  pose proof (Hs33 1 1 1 ltac:(rewrite Hx; unfold s34_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b==1 && c==0 && d>=2: the board of s33 *)
Lemma s34_c39_p29 x (Hs33 : s33_claim x) (d : nat) :
  x = s34_board 1 1 0 (2 + d) -> fst (s34_q29 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q29 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s34_q29] in Hc |- *.
  pose proof (Hs33 1 1 (2 + d) ltac:(rewrite Hx; unfold s34_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s34_c40_L : lmoves (s34_board 1 1 1 0) = [s36_board 0 1 1 1 0; s30_board 1 1 1 0; s33_board 1 1 1].
Proof. unfold s30_board, s33_board, s34_board, s36_board. tf_options. Qed.
Lemma s34_c40_R : rmoves (s34_board 1 1 1 0) = [s14_board 1 1 1].
Proof. unfold s14_board, s34_board. tf_options. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b==1 && c==1 && d==0 *)
Lemma s34_c40_p17 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s34_board 1 1 1 0 -> fst (s34_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s34_q17 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s34_q17] in Hc |- *.
  rewrite tf_game_eq, (s34_c40_L), (s34_c40_R); cbn [map].
  pose proof (use_s36 IH 0 1 1 1 0 (opt_l _ _ _ (s34_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 1 1 0 (opt_l _ _ _ (s34_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 1 1 (opt_l _ _ _ (s34_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s14 IH 1 1 1 (opt_r _ _ _ (s34_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  rewrite (s30_p13 Ho1 ltac:(zlia)).
  rewrite (s33_p2 Ho2 ltac:(zlia)).
  rewrite (s14_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s34_c41_L : lmoves (s34_board 1 1 1 1) = [s36_board 0 1 1 1 1; s30_board 1 1 1 1; s33_board 1 1 2].
Proof. unfold s30_board, s33_board, s34_board, s36_board. tf_options. Qed.
Lemma s34_c41_R : rmoves (s34_board 1 1 1 1) = [strip [] ([T; E; E; T; E; E; T; F]) [(1, 1)]].
Proof. unfold s34_board, strip. tf_options. Qed.
Lemma s34_c41_R1 : tf_norm (strip [] ([T; E; E; T; E; E; T; F]) [(1, 1)]) (s14_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; T; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b==1 && c==1 && d==1 *)
Lemma s34_c41_p20 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s34_board 1 1 1 1 -> fst (s34_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s34_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s34_q20] in Hc |- *.
  rewrite tf_game_eq, (s34_c41_L), (s34_c41_R); cbn [map].
  pose proof (use_s36 IH 0 1 1 1 1 (opt_l _ _ _ (s34_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 1 1 1 (opt_l _ _ _ (s34_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 1 2 (opt_l _ _ _ (s34_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s34_c41_R1)).
  pose proof (use_s14 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s34_c41_R) ltac:(cbn [In]; left; reflexivity) (s34_c41_R1))) as Ho3.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s30_p10 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s14_p3 Ho3 ltac:(zlia)).
  rewrite (s14_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s34_c42_L (d : nat) : lmoves (s34_board 1 1 1 (2 + d)) = [s36_board 0 1 1 1 (2 + d); s30_board 1 1 1 (2 + d); s33_board 1 1 (3 + d)].
Proof. unfold s30_board, s33_board, s34_board, s36_board. tf_options. Qed.
Lemma s34_c42_R (d : nat) : rmoves (s34_board 1 1 1 (2 + d)) = [].
Proof. unfold s34_board. tf_options. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s34_c42_p9 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s34_board 1 1 1 (2 + d) -> fst (s34_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s34_q9] in Hc |- *.
  rewrite tf_game_eq, (s34_c42_L d), (s34_c42_R d); cbn [map].
  pose proof (use_s36 IH 0 1 1 1 (2 + d) (opt_l _ _ _ (s34_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 1 1 (2 + d) (opt_l _ _ _ (s34_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 1 (3 + d) (opt_l _ _ _ (s34_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s34_c43_L (c : nat) : lmoves (s34_board 1 1 (2 + c) 0) = [s36_board 0 1 1 (2 + c) 0; s30_board 1 1 (2 + c) 0; s34_board 1 1 (1 + c) 1].
Proof. unfold s30_board, s34_board, s36_board. tf_options. Qed.
Lemma s34_c43_R (c : nat) : rmoves (s34_board 1 1 (2 + c) 0) = [s14_board 1 1 (2 + c)].
Proof. unfold s14_board, s34_board. tf_options. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s34_c43_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s34_board 1 1 (2 + c) 0 -> fst (s34_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s34_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s34_q13] in Hc |- *.
  rewrite tf_game_eq, (s34_c43_L c), (s34_c43_R c); cbn [map].
  pose proof (use_s36 IH 0 1 1 (2 + c) 0 (opt_l _ _ _ (s34_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 1 (2 + c) 0 (opt_l _ _ _ (s34_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s34_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s14 IH 1 1 (2 + c) (opt_r _ _ _ (s34_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  rewrite (s30_p11 Ho1 ltac:(zlia)).
  rewrite (s34_p20 Ho2 ltac:(zlia)).
  rewrite (s14_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s34_c44_L (c : nat) : lmoves (s34_board 1 1 (2 + c) 1) = [s36_board 0 1 1 (2 + c) 1; s30_board 1 1 (2 + c) 1; s34_board 1 1 (1 + c) 2].
Proof. unfold s30_board, s34_board, s36_board. tf_options. Qed.
Lemma s34_c44_R (c : nat) : rmoves (s34_board 1 1 (2 + c) 1) = [strip [] (T :: E :: E :: T :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s34_board, strip. tf_options. Qed.
Lemma s34_c44_R1 (c : nat) : tf_norm (strip [] (T :: E :: E :: T :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s14_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: T :: E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s34_c44_p20 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s34_board 1 1 (2 + c) 1 -> fst (s34_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s34_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s34_q20] in Hc |- *.
  rewrite tf_game_eq, (s34_c44_L c), (s34_c44_R c); cbn [map].
  pose proof (use_s36 IH 0 1 1 (2 + c) 1 (opt_l _ _ _ (s34_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 1 (2 + c) 1 (opt_l _ _ _ (s34_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s34_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s34_c44_R1 c)).
  pose proof (use_s14 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s34_c44_R c) ltac:(cbn [In]; left; reflexivity) (s34_c44_R1 c))) as Ho3.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s30_p10 Ho1 ltac:(zlia)).
  rewrite (s34_p9 Ho2 ltac:(zlia)).
  rewrite (s14_p2 Ho3 ltac:(zlia)).
  rewrite (s14_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s34_c45_L (c d : nat) : lmoves (s34_board 1 1 (2 + c) (2 + d)) = [s36_board 0 1 1 (2 + c) (2 + d); s30_board 1 1 (2 + c) (2 + d); s34_board 1 1 (1 + c) (3 + d)].
Proof. unfold s30_board, s34_board, s36_board. tf_options. Qed.
Lemma s34_c45_R (c d : nat) : rmoves (s34_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s34_board. tf_options. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s34_c45_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s34_board 1 1 (2 + c) (2 + d) -> fst (s34_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s34_q9] in Hc |- *.
  rewrite tf_game_eq, (s34_c45_L c d), (s34_c45_R c d); cbn [map].
  pose proof (use_s36 IH 0 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s34_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s34_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s34_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s34_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b>=2 && c==0 && d==0: the board of s33 *)
Lemma s34_c46_p21 x (Hs33 : s33_claim x) (b : nat) :
  x = s34_board 1 (2 + b) 0 0 -> fst (s34_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s34_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q21] in Hc |- *.
  pose proof (Hs33 1 (2 + b) 0 ltac:(rewrite Hx; unfold s34_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b>=2 && c==0 && d==1: the board of s33 *)
Lemma s34_c47_p22 x (Hs33 : s33_claim x) (b : nat) :
  x = s34_board 1 (2 + b) 0 1 -> fst (s34_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s34_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q22] in Hc |- *.
  pose proof (Hs33 1 (2 + b) 1 ltac:(rewrite Hx; unfold s34_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b>=2 && c==0 && d>=2: the board of s33 *)
Lemma s34_c48_p29 x (Hs33 : s33_claim x) (b d : nat) :
  x = s34_board 1 (2 + b) 0 (2 + d) -> fst (s34_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s34_q29] in Hc |- *.
  pose proof (Hs33 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s34_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s34_c49_L (b : nat) : lmoves (s34_board 1 (2 + b) 1 0) = [s36_board 0 1 (2 + b) 1 0; s39_board 1 (1 + b) 1 1 0; s33_board 1 (2 + b) 1].
Proof. unfold s33_board, s34_board, s36_board, s39_board. tf_options. Qed.
Lemma s34_c49_R (b : nat) : rmoves (s34_board 1 (2 + b) 1 0) = [s14_board 1 (2 + b) 1].
Proof. unfold s14_board, s34_board. tf_options. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s34_c49_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s34_board 1 (2 + b) 1 0 -> fst (s34_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s34_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s34_q17] in Hc |- *.
  rewrite tf_game_eq, (s34_c49_L b), (s34_c49_R b); cbn [map].
  pose proof (use_s36 IH 0 1 (2 + b) 1 0 (opt_l _ _ _ (s34_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (1 + b) 1 1 0 (opt_l _ _ _ (s34_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 (2 + b) 1 (opt_l _ _ _ (s34_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s14 IH 1 (2 + b) 1 (opt_r _ _ _ (s34_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  rewrite (s39_p19 Ho1 ltac:(zlia)).
  rewrite (s33_p4 Ho2 ltac:(zlia)).
  rewrite (s14_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s34_c50_L (b : nat) : lmoves (s34_board 1 (2 + b) 1 1) = [s36_board 0 1 (2 + b) 1 1; s39_board 1 (1 + b) 1 1 1; s33_board 1 (2 + b) 2].
Proof. unfold s33_board, s34_board, s36_board, s39_board. tf_options. Qed.
Lemma s34_c50_R (b : nat) : rmoves (s34_board 1 (2 + b) 1 1) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ [E; E; T; F]) [(1, 1)]].
Proof. unfold s34_board, strip. tf_options. Qed.
Lemma s34_c50_R1 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [E; E; T; F]) [(1, 1)]) (s14_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ [E; E; T; F]) [(1, 1)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s34_c50_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s34_board 1 (2 + b) 1 1 -> fst (s34_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s34_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s34_q20] in Hc |- *.
  rewrite tf_game_eq, (s34_c50_L b), (s34_c50_R b); cbn [map].
  pose proof (use_s36 IH 0 1 (2 + b) 1 1 (opt_l _ _ _ (s34_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (1 + b) 1 1 1 (opt_l _ _ _ (s34_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 (2 + b) 2 (opt_l _ _ _ (s34_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s34_c50_R1 b)).
  pose proof (use_s14 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s34_c50_R b) ltac:(cbn [In]; left; reflexivity) (s34_c50_R1 b))) as Ho3.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s14_p3 Ho3 ltac:(zlia)).
  rewrite (s14_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s34_c51_L (b d : nat) : lmoves (s34_board 1 (2 + b) 1 (2 + d)) = [s36_board 0 1 (2 + b) 1 (2 + d); s39_board 1 (1 + b) 1 1 (2 + d); s33_board 1 (2 + b) (3 + d)].
Proof. unfold s33_board, s34_board, s36_board, s39_board. tf_options. Qed.
Lemma s34_c51_R (b d : nat) : rmoves (s34_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s34_board. tf_options. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s34_c51_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s34_board 1 (2 + b) 1 (2 + d) -> fst (s34_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s34_q9] in Hc |- *.
  rewrite tf_game_eq, (s34_c51_L b d), (s34_c51_R b d); cbn [map].
  pose proof (use_s36 IH 0 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s34_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (1 + b) 1 1 (2 + d) (opt_l _ _ _ (s34_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 (2 + b) (3 + d) (opt_l _ _ _ (s34_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s34_c52_L (b c : nat) : lmoves (s34_board 1 (2 + b) (2 + c) 0) = [s36_board 0 1 (2 + b) (2 + c) 0; s39_board 1 (1 + b) 1 (2 + c) 0; s34_board 1 (2 + b) (1 + c) 1].
Proof. unfold s34_board, s36_board, s39_board. tf_options. Qed.
Lemma s34_c52_R (b c : nat) : rmoves (s34_board 1 (2 + b) (2 + c) 0) = [s14_board 1 (2 + b) (2 + c)].
Proof. unfold s14_board, s34_board. tf_options. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s34_c52_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s34_board 1 (2 + b) (2 + c) 0 -> fst (s34_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s34_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s34_q13] in Hc |- *.
  rewrite tf_game_eq, (s34_c52_L b c), (s34_c52_R b c); cbn [map].
  pose proof (use_s36 IH 0 1 (2 + b) (2 + c) 0 (opt_l _ _ _ (s34_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (1 + b) 1 (2 + c) 0 (opt_l _ _ _ (s34_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s34_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s14 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s34_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p13 Ho1 ltac:(zlia)).
  rewrite (s34_p20 Ho2 ltac:(zlia)).
  rewrite (s14_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s34_c53_L (b c : nat) : lmoves (s34_board 1 (2 + b) (2 + c) 1) = [s36_board 0 1 (2 + b) (2 + c) 1; s39_board 1 (1 + b) 1 (2 + c) 1; s34_board 1 (2 + b) (1 + c) 2].
Proof. unfold s34_board, s36_board, s39_board. tf_options. Qed.
Lemma s34_c53_R (b c : nat) : rmoves (s34_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s34_board, strip. tf_options. Qed.
Lemma s34_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s14_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s34_c53_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s34_board 1 (2 + b) (2 + c) 1 -> fst (s34_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s34_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s34_q20] in Hc |- *.
  rewrite tf_game_eq, (s34_c53_L b c), (s34_c53_R b c); cbn [map].
  pose proof (use_s36 IH 0 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s34_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (1 + b) 1 (2 + c) 1 (opt_l _ _ _ (s34_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s34_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s34_c53_R1 b c)).
  pose proof (use_s14 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s34_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s34_c53_R1 b c))) as Ho3.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s34_p9 Ho2 ltac:(zlia)).
  rewrite (s14_p2 Ho3 ltac:(zlia)).
  rewrite (s14_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s34_c54_L (b c d : nat) : lmoves (s34_board 1 (2 + b) (2 + c) (2 + d)) = [s36_board 0 1 (2 + b) (2 + c) (2 + d); s39_board 1 (1 + b) 1 (2 + c) (2 + d); s34_board 1 (2 + b) (1 + c) (3 + d)].
Proof. unfold s34_board, s36_board, s39_board. tf_options. Qed.
Lemma s34_c54_R (b c d : nat) : rmoves (s34_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s34_board. tf_options. Qed.
(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s34_c54_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s34_board 1 (2 + b) (2 + c) (2 + d) -> fst (s34_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s34_q9] in Hc |- *.
  rewrite tf_game_eq, (s34_c54_L b c d), (s34_c54_R b c d); cbn [map].
  pose proof (use_s36 IH 0 1 (2 + b) (2 + c) (2 + d) (opt_l _ _ _ (s34_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (1 + b) 1 (2 + c) (2 + d) (opt_l _ _ _ (s34_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s34_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s34_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b==0 && c==0 && d==0: the board of s25 *)
Lemma s34_c55_p23 x (Hs25 : s25_claim x) (a : nat) :
  x = s34_board (2 + a) 0 0 0 -> fst (s34_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s34_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q23] in Hc |- *.
  pose proof (Hs25 (2 + a) 0 ltac:(rewrite Hx; unfold s34_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b==0 && c==0 && d==1: the board of s25 *)
Lemma s34_c56_p24 x (Hs25 : s25_claim x) (a : nat) :
  x = s34_board (2 + a) 0 0 1 -> fst (s34_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s34_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q24] in Hc |- *.
  pose proof (Hs25 (2 + a) 1 ltac:(rewrite Hx; unfold s34_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b==0 && c==0 && d>=2: the board of s25 *)
Lemma s34_c57_p8 x (Hs25 : s25_claim x) (a d : nat) :
  x = s34_board (2 + a) 0 0 (2 + d) -> fst (s34_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s34_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s34_q8] in Hc |- *.
  pose proof (Hs25 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s34_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b==0 && c==1 && d==0: the board of s26 *)
Lemma s34_c58_p25 x (Hs26 : s26_claim x) (a : nat) :
  x = s34_board (2 + a) 0 1 0 -> fst (s34_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s34_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q25] in Hc |- *.
  pose proof (Hs26 (2 + a) 1 0 ltac:(rewrite Hx; unfold s34_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s34 = T^a _^2 T^b _^2 T^c _ T^d F on a>=2 && b==0 && c==1 && d==1: the board of s26 *)
Lemma s34_c59_p26 x (Hs26 : s26_claim x) (a : nat) :
  x = s34_board (2 + a) 0 1 1 -> fst (s34_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s34_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s34_q26] in Hc |- *.
  pose proof (Hs26 (2 + a) 1 1 ltac:(rewrite Hx; unfold s34_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

