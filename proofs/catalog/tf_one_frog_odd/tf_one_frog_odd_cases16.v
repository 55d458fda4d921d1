(* A part of the proof in tf_one_frog_odd.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b>=3 && b<=5 && b%2==1" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_odd_base tf_one_frog_odd_values1.


Lemma s38_c215_L (a c d : nat) : lmoves (s38_board (2 + a) 1 (2 + c) (2 + d) 1) = [s38_board (1 + a) 2 (2 + c) (2 + d) 1; s31_board (2 + a) (3 + c) (2 + d) 1; s38_board (2 + a) 1 (1 + c) (3 + d) 1; s40_board (2 + a) 1 (2 + c) (1 + d) 1 1].
Proof. unfold s31_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c215_R (a c d : nat) : rmoves (s38_board (2 + a) 1 (2 + c) (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c215_R1 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]) (s35_board (2 + a) 1 (2 + c) (2 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s38_c215_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s38_board (2 + a) 1 (2 + c) (2 + d) 1 -> fst (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c215_L a c d), (s38_c215_R a c d); cbn [map].
  pose proof (use_s38 IH (1 + a) 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s38_c215_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) (3 + c) (2 + d) 1 (opt_l _ _ _ (s38_c215_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH (2 + a) 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s38_c215_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) 1 (2 + c) (1 + d) 1 1 (opt_l _ _ _ (s38_c215_L a c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s38_c215_R1 a c d)).
  pose proof (use_s35 IH (2 + a) 1 (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s38_c215_R a c d) ltac:(cbn [In]; left; reflexivity) (s38_c215_R1 a c d))) as Ho4.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s31_p7 Ho1 ltac:(zlia)).
  rewrite (s38_p9 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c216_L (a c d e : nat) : lmoves (s38_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [s38_board (1 + a) 2 (2 + c) (2 + d) (2 + e); s31_board (2 + a) (3 + c) (2 + d) (2 + e); s38_board (2 + a) 1 (1 + c) (3 + d) (2 + e); s40_board (2 + a) 1 (2 + c) (1 + d) 1 (2 + e)].
Proof. unfold s31_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c216_R (a c d e : nat) : rmoves (s38_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s38_c216_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c d e : nat) :
  x = s38_board (2 + a) 1 (2 + c) (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c216_L a c d e), (s38_c216_R a c d e); cbn [map].
  pose proof (use_s38 IH (1 + a) 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s38_c216_L a c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH (2 + a) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s38_c216_L a c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH (2 + a) 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s38_c216_L a c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) 1 (2 + c) (1 + d) 1 (2 + e) (opt_l _ _ _ (s38_c216_L a c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s31_p3 Ho1 ltac:(zlia)).
  rewrite (s38_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c==0 && d==0 && e==0: the board of s24 *)
Lemma s38_c217_p14 x (Hs24 : s24_claim x) (a b : nat) :
  x = s38_board (2 + a) (2 + b) 0 0 0 -> fst (s38_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q14] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s38_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c==0 && d==0 && e==1: the board of s24 *)
Lemma s38_c218_p5 x (Hs24 : s24_claim x) (a b : nat) :
  x = s38_board (2 + a) (2 + b) 0 0 1 -> fst (s38_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q5] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s38_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c==0 && d==0 && e>=2: the board of s24 *)
Lemma s38_c219_p3 x (Hs24 : s24_claim x) (a b e : nat) :
  x = s38_board (2 + a) (2 + b) 0 0 (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) (2 + e) ltac:(rewrite Hx; unfold s38_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c==0 && d==1 && e==0: the board of s28 *)
Lemma s38_c220_p12 x (Hs28 : s28_claim x) (a b : nat) :
  x = s38_board (2 + a) (2 + b) 0 1 0 -> fst (s38_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q12] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + b) 1 0 ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c==0 && d==1 && e==1: the board of s28 *)
Lemma s38_c221_p15 x (Hs28 : s28_claim x) (a b : nat) :
  x = s38_board (2 + a) (2 + b) 0 1 1 -> fst (s38_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q15] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + b) 1 1 ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c==0 && d==1 && e>=2: the board of s28 *)
Lemma s38_c222_p3 x (Hs28 : s28_claim x) (a b e : nat) :
  x = s38_board (2 + a) (2 + b) 0 1 (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c==0 && d>=2 && e==0: the board of s28 *)
Lemma s38_c223_p8 x (Hs28 : s28_claim x) (a b d : nat) :
  x = s38_board (2 + a) (2 + b) 0 (2 + d) 0 -> fst (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q8] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c==0 && d>=2 && e==1: the board of s28 *)
Lemma s38_c224_p9 x (Hs28 : s28_claim x) (a b d : nat) :
  x = s38_board (2 + a) (2 + b) 0 (2 + d) 1 -> fst (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q9] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c==0 && d>=2 && e>=2: the board of s28 *)
Lemma s38_c225_p3 x (Hs28 : s28_claim x) (a b d e : nat) :
  x = s38_board (2 + a) (2 + b) 0 (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s38_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c==1 && d==0 && e==0: the board of s32 *)
Lemma s38_c226_p7 x (Hs32 : s32_claim x) (a b : nat) :
  x = s38_board (2 + a) (2 + b) 1 0 0 -> fst (s38_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q7] in Hc |- *.
  pose proof (Hs32 (2 + a) (2 + b) 1 0 ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c==1 && d==0 && e==1: the board of s32 *)
Lemma s38_c227_p10 x (Hs32 : s32_claim x) (a b : nat) :
  x = s38_board (2 + a) (2 + b) 1 0 1 -> fst (s38_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q10] in Hc |- *.
  pose proof (Hs32 (2 + a) (2 + b) 1 1 ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c==1 && d==0 && e>=2: the board of s32 *)
Lemma s38_c228_p3 x (Hs32 : s32_claim x) (a b e : nat) :
  x = s38_board (2 + a) (2 + b) 1 0 (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs32 (2 + a) (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s38_c229_L (a b : nat) : lmoves (s38_board (2 + a) (2 + b) 1 1 0) = [s38_board (1 + a) (3 + b) 1 1 0; s38_board (2 + a) (1 + b) 2 1 0; s28_board (2 + a) (2 + b) 2 0; s36_board (2 + a) (2 + b) 1 1 0].
Proof. unfold s28_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c229_R (a b : nat) : rmoves (s38_board (2 + a) (2 + b) 1 1 0) = [s35_board (2 + a) (2 + b) 1 1 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s38_c229_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s38_board (2 + a) (2 + b) 1 1 0 -> fst (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c229_L a b), (s38_c229_R a b); cbn [map].
  pose proof (use_s38 IH (1 + a) (3 + b) 1 1 0 (opt_l _ _ _ (s38_c229_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (1 + b) 2 1 0 (opt_l _ _ _ (s38_c229_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) (2 + b) 2 0 (opt_l _ _ _ (s38_c229_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) (2 + b) 1 1 0 (opt_l _ _ _ (s38_c229_L a b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH (2 + a) (2 + b) 1 1 0 (opt_r _ _ _ (s38_c229_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s38_p8 Ho1 ltac:(zlia)).
  rewrite (s28_p7 Ho2 ltac:(zlia)).
  rewrite (s36_p17 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c230_L (a b : nat) : lmoves (s38_board (2 + a) (2 + b) 1 1 1) = [s38_board (1 + a) (3 + b) 1 1 1; s38_board (2 + a) (1 + b) 2 1 1; s28_board (2 + a) (2 + b) 2 1; s36_board (2 + a) (2 + b) 1 1 1].
Proof. unfold s28_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c230_R (a b : nat) : rmoves (s38_board (2 + a) (2 + b) 1 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; T; E; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c230_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; T; E; F]) [(1, 1)]) (s35_board (2 + a) (2 + b) 1 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s38_c230_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s38_board (2 + a) (2 + b) 1 1 1 -> fst (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c230_L a b), (s38_c230_R a b); cbn [map].
  pose proof (use_s38 IH (1 + a) (3 + b) 1 1 1 (opt_l _ _ _ (s38_c230_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (1 + b) 2 1 1 (opt_l _ _ _ (s38_c230_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) (2 + b) 2 1 (opt_l _ _ _ (s38_c230_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) (2 + b) 1 1 1 (opt_l _ _ _ (s38_c230_L a b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s38_c230_R1 a b)).
  pose proof (use_s35 IH (2 + a) (2 + b) 1 1 0 (opt_norm_r _ _ _ _ _ (s38_c230_R a b) ltac:(cbn [In]; left; reflexivity) (s38_c230_R1 a b))) as Ho4.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s38_p9 Ho1 ltac:(zlia)).
  rewrite (s28_p8 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c231_L (a b e : nat) : lmoves (s38_board (2 + a) (2 + b) 1 1 (2 + e)) = [s38_board (1 + a) (3 + b) 1 1 (2 + e); s38_board (2 + a) (1 + b) 2 1 (2 + e); s28_board (2 + a) (2 + b) 2 (2 + e); s36_board (2 + a) (2 + b) 1 1 (2 + e)].
Proof. unfold s28_board, s36_board, s38_board. tf_options. Qed.
Lemma s38_c231_R (a b e : nat) : rmoves (s38_board (2 + a) (2 + b) 1 1 (2 + e)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s38_c231_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b e : nat) :
  x = s38_board (2 + a) (2 + b) 1 1 (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c231_L a b e), (s38_c231_R a b e); cbn [map].
  pose proof (use_s38 IH (1 + a) (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s38_c231_L a b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s38_c231_L a b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) (2 + b) 2 (2 + e) (opt_l _ _ _ (s38_c231_L a b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) (2 + b) 1 1 (2 + e) (opt_l _ _ _ (s38_c231_L a b e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  rewrite (s28_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s38_c232_L (a b d : nat) : lmoves (s38_board (2 + a) (2 + b) 1 (2 + d) 0) = [s38_board (1 + a) (3 + b) 1 (2 + d) 0; s38_board (2 + a) (1 + b) 2 (2 + d) 0; s28_board (2 + a) (2 + b) (3 + d) 0; s40_board (2 + a) (2 + b) 1 (1 + d) 1 0].
Proof. unfold s28_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c232_R (a b d : nat) : rmoves (s38_board (2 + a) (2 + b) 1 (2 + d) 0) = [s35_board (2 + a) (2 + b) 1 (2 + d) 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s38_c232_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s38_board (2 + a) (2 + b) 1 (2 + d) 0 -> fst (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c232_L a b d), (s38_c232_R a b d); cbn [map].
  pose proof (use_s38 IH (1 + a) (3 + b) 1 (2 + d) 0 (opt_l _ _ _ (s38_c232_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s38_c232_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) (2 + b) (3 + d) 0 (opt_l _ _ _ (s38_c232_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) (2 + b) 1 (1 + d) 1 0 (opt_l _ _ _ (s38_c232_L a b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH (2 + a) (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s38_c232_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s38_p8 Ho1 ltac:(zlia)).
  rewrite (s28_p7 Ho2 ltac:(zlia)).
  rewrite (s40_p26 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c233_L (a b d : nat) : lmoves (s38_board (2 + a) (2 + b) 1 (2 + d) 1) = [s38_board (1 + a) (3 + b) 1 (2 + d) 1; s38_board (2 + a) (1 + b) 2 (2 + d) 1; s28_board (2 + a) (2 + b) (3 + d) 1; s40_board (2 + a) (2 + b) 1 (1 + d) 1 1].
Proof. unfold s28_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c233_R (a b d : nat) : rmoves (s38_board (2 + a) (2 + b) 1 (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c233_R1 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]) (s35_board (2 + a) (2 + b) 1 (2 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s38_c233_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s38_board (2 + a) (2 + b) 1 (2 + d) 1 -> fst (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c233_L a b d), (s38_c233_R a b d); cbn [map].
  pose proof (use_s38 IH (1 + a) (3 + b) 1 (2 + d) 1 (opt_l _ _ _ (s38_c233_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s38_c233_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) (2 + b) (3 + d) 1 (opt_l _ _ _ (s38_c233_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) (2 + b) 1 (1 + d) 1 1 (opt_l _ _ _ (s38_c233_L a b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s38_c233_R1 a b d)).
  pose proof (use_s35 IH (2 + a) (2 + b) 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s38_c233_R a b d) ltac:(cbn [In]; left; reflexivity) (s38_c233_R1 a b d))) as Ho4.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s38_p9 Ho1 ltac:(zlia)).
  rewrite (s28_p8 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c234_L (a b d e : nat) : lmoves (s38_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [s38_board (1 + a) (3 + b) 1 (2 + d) (2 + e); s38_board (2 + a) (1 + b) 2 (2 + d) (2 + e); s28_board (2 + a) (2 + b) (3 + d) (2 + e); s40_board (2 + a) (2 + b) 1 (1 + d) 1 (2 + e)].
Proof. unfold s28_board, s38_board, s40_board. tf_options. Qed.
Lemma s38_c234_R (a b d e : nat) : rmoves (s38_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s38_c234_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b d e : nat) :
  x = s38_board (2 + a) (2 + b) 1 (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c234_L a b d e), (s38_c234_R a b d e); cbn [map].
  pose proof (use_s38 IH (1 + a) (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s38_c234_L a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s38_c234_L a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) (2 + b) (3 + d) (2 + e) (opt_l _ _ _ (s38_c234_L a b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) (2 + b) 1 (1 + d) 1 (2 + e) (opt_l _ _ _ (s38_c234_L a b d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  rewrite (s28_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c>=2 && d==0 && e==0: the board of s32 *)
Lemma s38_c235_p11 x (Hs32 : s32_claim x) (a b c : nat) :
  x = s38_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s38_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q11] in Hc |- *.
  pose proof (Hs32 (2 + a) (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c>=2 && d==0 && e==1: the board of s32 *)
Lemma s38_c236_p13 x (Hs32 : s32_claim x) (a b c : nat) :
  x = s38_board (2 + a) (2 + b) (2 + c) 0 1 -> fst (s38_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q13] in Hc |- *.
  pose proof (Hs32 (2 + a) (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c>=2 && d==0 && e>=2: the board of s32 *)
Lemma s38_c237_p3 x (Hs32 : s32_claim x) (a b c e : nat) :
  x = s38_board (2 + a) (2 + b) (2 + c) 0 (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs32 (2 + a) (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s38_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s38_c238_L (a b c : nat) : lmoves (s38_board (2 + a) (2 + b) (2 + c) 1 0) = [s38_board (1 + a) (3 + b) (2 + c) 1 0; s38_board (2 + a) (1 + b) (3 + c) 1 0; s38_board (2 + a) (2 + b) (1 + c) 2 0; s36_board (2 + a) (2 + b) (2 + c) 1 0].
Proof. unfold s36_board, s38_board. tf_options. Qed.
Lemma s38_c238_R (a b c : nat) : rmoves (s38_board (2 + a) (2 + b) (2 + c) 1 0) = [s35_board (2 + a) (2 + b) (2 + c) 1 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s38_c238_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s38_board (2 + a) (2 + b) (2 + c) 1 0 -> fst (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c238_L a b c), (s38_c238_R a b c); cbn [map].
  pose proof (use_s38 IH (1 + a) (3 + b) (2 + c) 1 0 (opt_l _ _ _ (s38_c238_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (1 + b) (3 + c) 1 0 (opt_l _ _ _ (s38_c238_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH (2 + a) (2 + b) (1 + c) 2 0 (opt_l _ _ _ (s38_c238_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) (2 + b) (2 + c) 1 0 (opt_l _ _ _ (s38_c238_L a b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH (2 + a) (2 + b) (2 + c) 1 0 (opt_r _ _ _ (s38_c238_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s38_p8 Ho1 ltac:(zlia)).
  rewrite (s38_p8 Ho2 ltac:(zlia)).
  rewrite (s36_p17 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c239_L (a b c : nat) : lmoves (s38_board (2 + a) (2 + b) (2 + c) 1 1) = [s38_board (1 + a) (3 + b) (2 + c) 1 1; s38_board (2 + a) (1 + b) (3 + c) 1 1; s38_board (2 + a) (2 + b) (1 + c) 2 1; s36_board (2 + a) (2 + b) (2 + c) 1 1].
Proof. unfold s36_board, s38_board. tf_options. Qed.
Lemma s38_c239_R (a b c : nat) : rmoves (s38_board (2 + a) (2 + b) (2 + c) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c239_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; F]) [(1, 1)]) (s35_board (2 + a) (2 + b) (2 + c) 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s38_c239_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s38_board (2 + a) (2 + b) (2 + c) 1 1 -> fst (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c239_L a b c), (s38_c239_R a b c); cbn [map].
  pose proof (use_s38 IH (1 + a) (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s38_c239_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s38_c239_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH (2 + a) (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s38_c239_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) (2 + b) (2 + c) 1 1 (opt_l _ _ _ (s38_c239_L a b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s38_c239_R1 a b c)).
  pose proof (use_s35 IH (2 + a) (2 + b) (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s38_c239_R a b c) ltac:(cbn [In]; left; reflexivity) (s38_c239_R1 a b c))) as Ho4.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s38_p9 Ho1 ltac:(zlia)).
  rewrite (s38_p9 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c240_L (a b c e : nat) : lmoves (s38_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [s38_board (1 + a) (3 + b) (2 + c) 1 (2 + e); s38_board (2 + a) (1 + b) (3 + c) 1 (2 + e); s38_board (2 + a) (2 + b) (1 + c) 2 (2 + e); s36_board (2 + a) (2 + b) (2 + c) 1 (2 + e)].
Proof. unfold s36_board, s38_board. tf_options. Qed.
Lemma s38_c240_R (a b c e : nat) : rmoves (s38_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s38_c240_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s38_board (2 + a) (2 + b) (2 + c) 1 (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c240_L a b c e), (s38_c240_R a b c e); cbn [map].
  pose proof (use_s38 IH (1 + a) (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s38_c240_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s38_c240_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH (2 + a) (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s38_c240_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) (2 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s38_c240_L a b c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  rewrite (s38_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s38_c241_L (a b c d : nat) : lmoves (s38_board (2 + a) (2 + b) (2 + c) (2 + d) 0) = [s38_board (1 + a) (3 + b) (2 + c) (2 + d) 0; s38_board (2 + a) (1 + b) (3 + c) (2 + d) 0; s38_board (2 + a) (2 + b) (1 + c) (3 + d) 0; s40_board (2 + a) (2 + b) (2 + c) (1 + d) 1 0].
Proof. unfold s38_board, s40_board. tf_options. Qed.
Lemma s38_c241_R (a b c d : nat) : rmoves (s38_board (2 + a) (2 + b) (2 + c) (2 + d) 0) = [s35_board (2 + a) (2 + b) (2 + c) (2 + d) 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s38_c241_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s38_board (2 + a) (2 + b) (2 + c) (2 + d) 0 -> fst (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c241_L a b c d), (s38_c241_R a b c d); cbn [map].
  pose proof (use_s38 IH (1 + a) (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s38_c241_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s38_c241_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH (2 + a) (2 + b) (1 + c) (3 + d) 0 (opt_l _ _ _ (s38_c241_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) (2 + b) (2 + c) (1 + d) 1 0 (opt_l _ _ _ (s38_c241_L a b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH (2 + a) (2 + b) (2 + c) (2 + d) 0 (opt_r _ _ _ (s38_c241_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s38_p8 Ho1 ltac:(zlia)).
  rewrite (s38_p8 Ho2 ltac:(zlia)).
  rewrite (s40_p26 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c242_L (a b c d : nat) : lmoves (s38_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [s38_board (1 + a) (3 + b) (2 + c) (2 + d) 1; s38_board (2 + a) (1 + b) (3 + c) (2 + d) 1; s38_board (2 + a) (2 + b) (1 + c) (3 + d) 1; s40_board (2 + a) (2 + b) (2 + c) (1 + d) 1 1].
Proof. unfold s38_board, s40_board. tf_options. Qed.
Lemma s38_c242_R (a b c d : nat) : rmoves (s38_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c242_R1 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]) (s35_board (2 + a) (2 + b) (2 + c) (2 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s38_c242_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s38_board (2 + a) (2 + b) (2 + c) (2 + d) 1 -> fst (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c242_L a b c d), (s38_c242_R a b c d); cbn [map].
  pose proof (use_s38 IH (1 + a) (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s38_c242_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s38_c242_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH (2 + a) (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s38_c242_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) (2 + b) (2 + c) (1 + d) 1 1 (opt_l _ _ _ (s38_c242_L a b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s38_c242_R1 a b c d)).
  pose proof (use_s35 IH (2 + a) (2 + b) (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s38_c242_R a b c d) ltac:(cbn [In]; left; reflexivity) (s38_c242_R1 a b c d))) as Ho4.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s38_p9 Ho1 ltac:(zlia)).
  rewrite (s38_p9 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s35_p7 Ho4 ltac:(zlia)).
  rewrite (s35_p7_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c243_L (a b c d e : nat) : lmoves (s38_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [s38_board (1 + a) (3 + b) (2 + c) (2 + d) (2 + e); s38_board (2 + a) (1 + b) (3 + c) (2 + d) (2 + e); s38_board (2 + a) (2 + b) (1 + c) (3 + d) (2 + e); s40_board (2 + a) (2 + b) (2 + c) (1 + d) 1 (2 + e)].
Proof. unfold s38_board, s40_board. tf_options. Qed.
Lemma s38_c243_R (a b c d e : nat) : rmoves (s38_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a _ T^b _ T^c _ T^d _^2 T^e F on a>=2 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s38_c243_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  x = s38_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c243_L a b c d e), (s38_c243_R a b c d e); cbn [map].
  pose proof (use_s38 IH (1 + a) (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s38_c243_L a b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s38_c243_L a b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s38 IH (2 + a) (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s38_c243_L a b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) (2 + b) (2 + c) (1 + d) 1 (2 + e) (opt_l _ _ _ (s38_c243_L a b c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  rewrite (s38_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d==0 && e==0: the board of s25 *)
Lemma s39_c1_p1 x (Hs25 : s25_claim x) :
  x = s39_board 0 0 0 0 0 -> fst (s39_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q1] in Hc |- *.
  pose proof (Hs25 0 0 ltac:(rewrite Hx; unfold s39_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d==0 && e==1: the board of s25 *)
Lemma s39_c2_p2 x (Hs25 : s25_claim x) :
  x = s39_board 0 0 0 0 1 -> fst (s39_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q2] in Hc |- *.
  pose proof (Hs25 0 1 ltac:(rewrite Hx; unfold s39_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d==0 && e>=2: the board of s25 *)
Lemma s39_c3_p3 x (Hs25 : s25_claim x) (e : nat) :
  x = s39_board 0 0 0 0 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs25 0 (2 + e) ltac:(rewrite Hx; unfold s39_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d==1 && e==0: the board of s26 *)
Lemma s39_c4_p4 x (Hs26 : s26_claim x) :
  x = s39_board 0 0 0 1 0 -> fst (s39_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q4] in Hc |- *.
  pose proof (Hs26 0 1 0 ltac:(rewrite Hx; unfold s39_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d==1 && e==1: the board of s26 *)
Lemma s39_c5_p5 x (Hs26 : s26_claim x) :
  x = s39_board 0 0 0 1 1 -> fst (s39_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q5] in Hc |- *.
  pose proof (Hs26 0 1 1 ltac:(rewrite Hx; unfold s39_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d==1 && e>=2: the board of s26 *)
Lemma s39_c6_p3 x (Hs26 : s26_claim x) (e : nat) :
  x = s39_board 0 0 0 1 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs26 0 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d>=2 && e==0: the board of s26 *)
Lemma s39_c7_p6 x (Hs26 : s26_claim x) (d : nat) :
  x = s39_board 0 0 0 (2 + d) 0 -> fst (s39_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q6] in Hc |- *.
  pose proof (Hs26 0 (2 + d) 0 ltac:(rewrite Hx; unfold s39_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c7_p10 x (Hs26 : s26_claim x) (d : nat) :
  x = s39_board 0 0 0 (2 + d) 0 -> fst (s39_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q10] in Hc |- *.
  pose proof (Hs26 0 (2 + d) 0 ltac:(rewrite Hx; unfold s39_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s39_c7_p12 x (Hs26 : s26_claim x) (d : nat) :
  x = s39_board 0 0 0 (2 + d) 0 -> fst (s39_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q12] in Hc |- *.
  pose proof (Hs26 0 (2 + d) 0 ltac:(rewrite Hx; unfold s39_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d>=2 && e==1: the board of s26 *)
Lemma s39_c8_p9 x (Hs26 : s26_claim x) (d : nat) :
  x = s39_board 0 0 0 (2 + d) 1 -> fst (s39_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q9] in Hc |- *.
  pose proof (Hs26 0 (2 + d) 1 ltac:(rewrite Hx; unfold s39_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s39_c8_p11 x (Hs26 : s26_claim x) (d : nat) :
  x = s39_board 0 0 0 (2 + d) 1 -> fst (s39_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs26 0 (2 + d) 1 ltac:(rewrite Hx; unfold s39_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d>=2 && e>=2: the board of s26 *)
Lemma s39_c9_p3 x (Hs26 : s26_claim x) (d e : nat) :
  x = s39_board 0 0 0 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs26 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s39_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d==0 && e==0: the board of s29 *)
Lemma s39_c10_p14 x (Hs29 : s29_claim x) :
  x = s39_board 0 0 1 0 0 -> fst (s39_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q14] in Hc |- *.
  pose proof (Hs29 0 1 0 ltac:(rewrite Hx; unfold s39_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d==0 && e==1: the board of s29 *)
Lemma s39_c11_p15 x (Hs29 : s29_claim x) :
  x = s39_board 0 0 1 0 1 -> fst (s39_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q15] in Hc |- *.
  pose proof (Hs29 0 1 1 ltac:(rewrite Hx; unfold s39_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d==0 && e>=2: the board of s29 *)
Lemma s39_c12_p3 x (Hs29 : s29_claim x) (e : nat) :
  x = s39_board 0 0 1 0 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs29 0 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d==1 && e==0: the board of s30 *)
Lemma s39_c13_p6 x (Hs30 : s30_claim x) :
  x = s39_board 0 0 1 1 0 -> fst (s39_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q6] in Hc |- *.
  pose proof (Hs30 0 1 1 0 ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d==1 && e==1: the board of s30 *)
Lemma s39_c14_p16 x (Hs30 : s30_claim x) :
  x = s39_board 0 0 1 1 1 -> fst (s39_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q16] in Hc |- *.
  pose proof (Hs30 0 1 1 1 ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d==1 && e>=2: the board of s30 *)
Lemma s39_c15_p3 x (Hs30 : s30_claim x) (e : nat) :
  x = s39_board 0 0 1 1 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs30 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d>=2 && e==0: the board of s30 *)
Lemma s39_c16_p12 x (Hs30 : s30_claim x) (d : nat) :
  x = s39_board 0 0 1 (2 + d) 0 -> fst (s39_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q12] in Hc |- *.
  pose proof (Hs30 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s39_c16_p17 x (Hs30 : s30_claim x) (d : nat) :
  x = s39_board 0 0 1 (2 + d) 0 -> fst (s39_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q17] in Hc |- *.
  pose proof (Hs30 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d>=2 && e==1: the board of s30 *)
Lemma s39_c17_p11 x (Hs30 : s30_claim x) (d : nat) :
  x = s39_board 0 0 1 (2 + d) 1 -> fst (s39_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs30 0 1 (2 + d) 1 ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d>=2 && e>=2: the board of s30 *)
Lemma s39_c18_p3 x (Hs30 : s30_claim x) (d e : nat) :
  x = s39_board 0 0 1 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs30 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d==0 && e==0: the board of s29 *)
Lemma s39_c19_p8 x (Hs29 : s29_claim x) (c : nat) :
  x = s39_board 0 0 (2 + c) 0 0 -> fst (s39_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q8] in Hc |- *.
  pose proof (Hs29 0 (2 + c) 0 ltac:(rewrite Hx; unfold s39_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d==0 && e==1: the board of s29 *)
Lemma s39_c20_p18 x (Hs29 : s29_claim x) (c : nat) :
  x = s39_board 0 0 (2 + c) 0 1 -> fst (s39_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q18] in Hc |- *.
  pose proof (Hs29 0 (2 + c) 1 ltac:(rewrite Hx; unfold s39_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d==0 && e>=2: the board of s29 *)
Lemma s39_c21_p3 x (Hs29 : s29_claim x) (c e : nat) :
  x = s39_board 0 0 (2 + c) 0 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs29 0 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s39_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d==1 && e==0: the board of s30 *)
Lemma s39_c22_p19 x (Hs30 : s30_claim x) (c : nat) :
  x = s39_board 0 0 (2 + c) 1 0 -> fst (s39_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q19] in Hc |- *.
  pose proof (Hs30 0 (2 + c) 1 0 ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d==1 && e==1: the board of s30 *)
Lemma s39_c23_p11 x (Hs30 : s30_claim x) (c : nat) :
  x = s39_board 0 0 (2 + c) 1 1 -> fst (s39_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs30 0 (2 + c) 1 1 ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d==1 && e>=2: the board of s30 *)
Lemma s39_c24_p3 x (Hs30 : s30_claim x) (c e : nat) :
  x = s39_board 0 0 (2 + c) 1 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs30 0 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d>=2 && e==0: the board of s30 *)
Lemma s39_c25_p13 x (Hs30 : s30_claim x) (c d : nat) :
  x = s39_board 0 0 (2 + c) (2 + d) 0 -> fst (s39_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q13] in Hc |- *.
  pose proof (Hs30 0 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d>=2 && e==1: the board of s30 *)
Lemma s39_c26_p11 x (Hs30 : s30_claim x) (c d : nat) :
  x = s39_board 0 0 (2 + c) (2 + d) 1 -> fst (s39_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs30 0 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d>=2 && e>=2: the board of s30 *)
Lemma s39_c27_p3 x (Hs30 : s30_claim x) (c d e : nat) :
  x = s39_board 0 0 (2 + c) (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs30 0 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d==0 && e==0: the board of s33 *)
Lemma s39_c28_p15 x (Hs33 : s33_claim x) :
  x = s39_board 0 1 0 0 0 -> fst (s39_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q15] in Hc |- *.
  pose proof (Hs33 0 1 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d==0 && e==1: the board of s33 *)
Lemma s39_c29_p20 x (Hs33 : s33_claim x) :
  x = s39_board 0 1 0 0 1 -> fst (s39_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q20] in Hc |- *.
  pose proof (Hs33 0 1 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d==0 && e>=2: the board of s33 *)
Lemma s39_c30_p3 x (Hs33 : s33_claim x) (e : nat) :
  x = s39_board 0 1 0 0 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 0 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d==1 && e==0: the board of s34 *)
Lemma s39_c31_p7 x (Hs34 : s34_claim x) :
  x = s39_board 0 1 0 1 0 -> fst (s39_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q7] in Hc |- *.
  pose proof (Hs34 0 1 1 0 ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d==1 && e==1: the board of s34 *)
Lemma s39_c32_p21 x (Hs34 : s34_claim x) :
  x = s39_board 0 1 0 1 1 -> fst (s39_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q21] in Hc |- *.
  pose proof (Hs34 0 1 1 1 ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d==1 && e>=2: the board of s34 *)
Lemma s39_c33_p3 x (Hs34 : s34_claim x) (e : nat) :
  x = s39_board 0 1 0 1 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs34 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d>=2 && e==0: the board of s34 *)
Lemma s39_c34_p12 x (Hs34 : s34_claim x) (d : nat) :
  x = s39_board 0 1 0 (2 + d) 0 -> fst (s39_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q12] in Hc |- *.
  pose proof (Hs34 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s39_c34_p22 x (Hs34 : s34_claim x) (d : nat) :
  x = s39_board 0 1 0 (2 + d) 0 -> fst (s39_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q22] in Hc |- *.
  pose proof (Hs34 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d>=2 && e==1: the board of s34 *)
Lemma s39_c35_p11 x (Hs34 : s34_claim x) (d : nat) :
  x = s39_board 0 1 0 (2 + d) 1 -> fst (s39_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs34 0 1 (2 + d) 1 ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d>=2 && e>=2: the board of s34 *)
Lemma s39_c36_p3 x (Hs34 : s34_claim x) (d e : nat) :
  x = s39_board 0 1 0 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs34 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d==0 && e==0: the board of s31 *)
Lemma s39_c37_p7 x (Hs31 : s31_claim x) :
  x = s39_board 0 1 1 0 0 -> fst (s39_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q7] in Hc |- *.
  pose proof (Hs31 0 1 1 0 ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d==0 && e==1: the board of s31 *)
Lemma s39_c38_p18 x (Hs31 : s31_claim x) :
  x = s39_board 0 1 1 0 1 -> fst (s39_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q18] in Hc |- *.
  pose proof (Hs31 0 1 1 1 ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d==0 && e>=2: the board of s31 *)
Lemma s39_c39_p3 x (Hs31 : s31_claim x) (e : nat) :
  x = s39_board 0 1 1 0 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs31 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c40_L : lmoves (s39_board 0 1 1 1 0) = [s30_board 0 2 1 0; s34_board 0 1 2 0; s31_board 0 1 1 1].
Proof. unfold s30_board, s31_board, s34_board, s39_board. tf_options. Qed.
Lemma s39_c40_R : rmoves (s39_board 0 1 1 1 0) = [s22_board 0 1 1 1].
Proof. unfold s22_board, s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d==1 && e==0 *)
Lemma s39_c40_p19 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s39_board 0 1 1 1 0 -> fst (s39_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q19] in Hc |- *.
  rewrite tf_game_eq, (s39_c40_L), (s39_c40_R); cbn [map].
  pose proof (use_s30 IH 0 2 1 0 (opt_l _ _ _ (s39_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 0 1 2 0 (opt_l _ _ _ (s39_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 1 1 1 (opt_l _ _ _ (s39_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH 0 1 1 1 (opt_r _ _ _ (s39_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p18 Ho0 ltac:(zlia)).
  rewrite (s34_p19 Ho1 ltac:(zlia)).
  rewrite (s31_p7 Ho2 ltac:(zlia)).
  rewrite (s22_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c41_L : lmoves (s39_board 0 1 1 1 1) = [s30_board 0 2 1 1; s34_board 0 1 2 1; s31_board 0 1 1 2].
Proof. unfold s30_board, s31_board, s34_board, s39_board. tf_options. Qed.
Lemma s39_c41_R : rmoves (s39_board 0 1 1 1 1) = [strip [] ([E; E; T; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c41_R1 : tf_norm (strip [] ([E; E; T; E; T; E; T; F]) [(1, 1)]) (s22_board 0 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; E; T; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d==1 && e==1 *)
Lemma s39_c41_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s39_board 0 1 1 1 1 -> fst (s39_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c41_L), (s39_c41_R); cbn [map].
  pose proof (use_s30 IH 0 2 1 1 (opt_l _ _ _ (s39_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 0 1 2 1 (opt_l _ _ _ (s39_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 1 1 2 (opt_l _ _ _ (s39_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s39_c41_R1)).
  pose proof (use_s22 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s39_c41_R) ltac:(cbn [In]; left; reflexivity) (s39_c41_R1))) as Ho3.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  rewrite (s34_p20 Ho1 ltac:(zlia)).
  rewrite (s31_p3 Ho2 ltac:(zlia)).
  rewrite (s22_p5 Ho3 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c42_L (e : nat) : lmoves (s39_board 0 1 1 1 (2 + e)) = [s30_board 0 2 1 (2 + e); s34_board 0 1 2 (2 + e); s31_board 0 1 1 (3 + e)].
Proof. unfold s30_board, s31_board, s34_board, s39_board. tf_options. Qed.
Lemma s39_c42_R (e : nat) : rmoves (s39_board 0 1 1 1 (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s39_c42_p3 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s39_board 0 1 1 1 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c42_L e), (s39_c42_R e); cbn [map].
  pose proof (use_s30 IH 0 2 1 (2 + e) (opt_l _ _ _ (s39_c42_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 0 1 2 (2 + e) (opt_l _ _ _ (s39_c42_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 1 1 (3 + e) (opt_l _ _ _ (s39_c42_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  rewrite (s34_p7 Ho1 ltac:(zlia)).
  rewrite (s31_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s39_c43_L (d : nat) : lmoves (s39_board 0 1 1 (2 + d) 0) = [s30_board 0 2 (2 + d) 0; s34_board 0 1 (3 + d) 0; s39_board 0 1 1 (1 + d) 1].
Proof. unfold s30_board, s34_board, s39_board. tf_options. Qed.
Lemma s39_c43_R (d : nat) : rmoves (s39_board 0 1 1 (2 + d) 0) = [s22_board 0 1 1 (2 + d)].
Proof. unfold s22_board, s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s39_c43_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 0 1 1 (2 + d) 0 -> fst (s39_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q13] in Hc |- *.
  rewrite tf_game_eq, (s39_c43_L d), (s39_c43_R d); cbn [map].
  pose proof (use_s30 IH 0 2 (2 + d) 0 (opt_l _ _ _ (s39_c43_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 0 1 (3 + d) 0 (opt_l _ _ _ (s39_c43_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 1 1 (1 + d) 1 (opt_l _ _ _ (s39_c43_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH 0 1 1 (2 + d) (opt_r _ _ _ (s39_c43_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p11 Ho0 ltac:(zlia)).
  rewrite (s34_p13 Ho1 ltac:(zlia)).
  rewrite (s39_p11 Ho2 ltac:(zlia)).
  rewrite (s22_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c44_L (d : nat) : lmoves (s39_board 0 1 1 (2 + d) 1) = [s30_board 0 2 (2 + d) 1; s34_board 0 1 (3 + d) 1; s39_board 0 1 1 (1 + d) 2].
Proof. unfold s30_board, s34_board, s39_board. tf_options. Qed.
Lemma s39_c44_R (d : nat) : rmoves (s39_board 0 1 1 (2 + d) 1) = [strip [] (E :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c44_R1 (d : nat) : tf_norm (strip [] (E :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s22_board 0 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s39_c44_p11 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 0 1 1 (2 + d) 1 -> fst (s39_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c44_L d), (s39_c44_R d); cbn [map].
  pose proof (use_s30 IH 0 2 (2 + d) 1 (opt_l _ _ _ (s39_c44_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 0 1 (3 + d) 1 (opt_l _ _ _ (s39_c44_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 1 1 (1 + d) 2 (opt_l _ _ _ (s39_c44_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s39_c44_R1 d)).
  pose proof (use_s22 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c44_R d) ltac:(cbn [In]; left; reflexivity) (s39_c44_R1 d))) as Ho3.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  rewrite (s34_p20 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s22_p5 Ho3 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c45_L (d e : nat) : lmoves (s39_board 0 1 1 (2 + d) (2 + e)) = [s30_board 0 2 (2 + d) (2 + e); s34_board 0 1 (3 + d) (2 + e); s39_board 0 1 1 (1 + d) (3 + e)].
Proof. unfold s30_board, s34_board, s39_board. tf_options. Qed.
Lemma s39_c45_R (d e : nat) : rmoves (s39_board 0 1 1 (2 + d) (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s39_c45_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s39_board 0 1 1 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c45_L d e), (s39_c45_R d e); cbn [map].
  pose proof (use_s30 IH 0 2 (2 + d) (2 + e) (opt_l _ _ _ (s39_c45_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 0 1 (3 + d) (2 + e) (opt_l _ _ _ (s39_c45_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s39_c45_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  rewrite (s34_p7 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d==0 && e==0: the board of s31 *)
Lemma s39_c46_p8 x (Hs31 : s31_claim x) (c : nat) :
  x = s39_board 0 1 (2 + c) 0 0 -> fst (s39_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q8] in Hc |- *.
  pose proof (Hs31 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d==0 && e==1: the board of s31 *)
Lemma s39_c47_p18 x (Hs31 : s31_claim x) (c : nat) :
  x = s39_board 0 1 (2 + c) 0 1 -> fst (s39_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q18] in Hc |- *.
  pose proof (Hs31 0 1 (2 + c) 1 ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d==0 && e>=2: the board of s31 *)
Lemma s39_c48_p3 x (Hs31 : s31_claim x) (c e : nat) :
  x = s39_board 0 1 (2 + c) 0 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs31 0 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c49_L (c : nat) : lmoves (s39_board 0 1 (2 + c) 1 0) = [s30_board 0 (3 + c) 1 0; s39_board 0 1 (1 + c) 2 0; s31_board 0 1 (2 + c) 1].
Proof. unfold s30_board, s31_board, s39_board. tf_options. Qed.
Lemma s39_c49_R (c : nat) : rmoves (s39_board 0 1 (2 + c) 1 0) = [s22_board 0 1 (2 + c) 1].
Proof. unfold s22_board, s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s39_c49_p19 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s39_board 0 1 (2 + c) 1 0 -> fst (s39_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q19] in Hc |- *.
  rewrite tf_game_eq, (s39_c49_L c), (s39_c49_R c); cbn [map].
  pose proof (use_s30 IH 0 (3 + c) 1 0 (opt_l _ _ _ (s39_c49_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 1 (1 + c) 2 0 (opt_l _ _ _ (s39_c49_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s39_c49_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH 0 1 (2 + c) 1 (opt_r _ _ _ (s39_c49_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p18 Ho0 ltac:(zlia)).
  rewrite (s39_p13 Ho1 ltac:(zlia)).
  rewrite (s31_p7 Ho2 ltac:(zlia)).
  rewrite (s22_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c50_L (c : nat) : lmoves (s39_board 0 1 (2 + c) 1 1) = [s30_board 0 (3 + c) 1 1; s39_board 0 1 (1 + c) 2 1; s31_board 0 1 (2 + c) 2].
Proof. unfold s30_board, s31_board, s39_board. tf_options. Qed.
Lemma s39_c50_R (c : nat) : rmoves (s39_board 0 1 (2 + c) 1 1) = [strip [] (E :: E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c50_R1 (c : nat) : tf_norm (strip [] (E :: E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s22_board 0 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s39_c50_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s39_board 0 1 (2 + c) 1 1 -> fst (s39_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c50_L c), (s39_c50_R c); cbn [map].
  pose proof (use_s30 IH 0 (3 + c) 1 1 (opt_l _ _ _ (s39_c50_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 1 (1 + c) 2 1 (opt_l _ _ _ (s39_c50_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 1 (2 + c) 2 (opt_l _ _ _ (s39_c50_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s39_c50_R1 c)).
  pose proof (use_s22 IH 0 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s39_c50_R c) ltac:(cbn [In]; left; reflexivity) (s39_c50_R1 c))) as Ho3.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s31_p3 Ho2 ltac:(zlia)).
  rewrite (s22_p5 Ho3 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c51_L (c e : nat) : lmoves (s39_board 0 1 (2 + c) 1 (2 + e)) = [s30_board 0 (3 + c) 1 (2 + e); s39_board 0 1 (1 + c) 2 (2 + e); s31_board 0 1 (2 + c) (3 + e)].
Proof. unfold s30_board, s31_board, s39_board. tf_options. Qed.
Lemma s39_c51_R (c e : nat) : rmoves (s39_board 0 1 (2 + c) 1 (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s39_c51_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s39_board 0 1 (2 + c) 1 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c51_L c e), (s39_c51_R c e); cbn [map].
  pose proof (use_s30 IH 0 (3 + c) 1 (2 + e) (opt_l _ _ _ (s39_c51_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s39_c51_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 1 (2 + c) (3 + e) (opt_l _ _ _ (s39_c51_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s31_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s39_c52_L (c d : nat) : lmoves (s39_board 0 1 (2 + c) (2 + d) 0) = [s30_board 0 (3 + c) (2 + d) 0; s39_board 0 1 (1 + c) (3 + d) 0; s39_board 0 1 (2 + c) (1 + d) 1].
Proof. unfold s30_board, s39_board. tf_options. Qed.
Lemma s39_c52_R (c d : nat) : rmoves (s39_board 0 1 (2 + c) (2 + d) 0) = [s22_board 0 1 (2 + c) (2 + d)].
Proof. unfold s22_board, s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s39_c52_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s39_board 0 1 (2 + c) (2 + d) 0 -> fst (s39_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q13] in Hc |- *.
  rewrite tf_game_eq, (s39_c52_L c d), (s39_c52_R c d); cbn [map].
  pose proof (use_s30 IH 0 (3 + c) (2 + d) 0 (opt_l _ _ _ (s39_c52_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s39_c52_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s39_c52_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s39_c52_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p11 Ho0 ltac:(zlia)).
  rewrite (s39_p13 Ho1 ltac:(zlia)).
  rewrite (s39_p11 Ho2 ltac:(zlia)).
  rewrite (s22_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c53_L (c d : nat) : lmoves (s39_board 0 1 (2 + c) (2 + d) 1) = [s30_board 0 (3 + c) (2 + d) 1; s39_board 0 1 (1 + c) (3 + d) 1; s39_board 0 1 (2 + c) (1 + d) 2].
Proof. unfold s30_board, s39_board. tf_options. Qed.
Lemma s39_c53_R (c d : nat) : rmoves (s39_board 0 1 (2 + c) (2 + d) 1) = [strip [] (E :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c53_R1 (c d : nat) : tf_norm (strip [] (E :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s22_board 0 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s39_c53_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s39_board 0 1 (2 + c) (2 + d) 1 -> fst (s39_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c53_L c d), (s39_c53_R c d); cbn [map].
  pose proof (use_s30 IH 0 (3 + c) (2 + d) 1 (opt_l _ _ _ (s39_c53_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s39_c53_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s39_c53_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s39_c53_R1 c d)).
  pose proof (use_s22 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s39_c53_R c d) ltac:(cbn [In]; left; reflexivity) (s39_c53_R1 c d))) as Ho3.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s22_p5 Ho3 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c54_L (c d e : nat) : lmoves (s39_board 0 1 (2 + c) (2 + d) (2 + e)) = [s30_board 0 (3 + c) (2 + d) (2 + e); s39_board 0 1 (1 + c) (3 + d) (2 + e); s39_board 0 1 (2 + c) (1 + d) (3 + e)].
Proof. unfold s30_board, s39_board. tf_options. Qed.
Lemma s39_c54_R (c d e : nat) : rmoves (s39_board 0 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s39_c54_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s39_board 0 1 (2 + c) (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c54_L c d e), (s39_c54_R c d e); cbn [map].
  pose proof (use_s30 IH 0 (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s39_c54_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s39_c54_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s39_c54_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d==0 && e==0: the board of s33 *)
Lemma s39_c55_p24 x (Hs33 : s33_claim x) (b : nat) :
  x = s39_board 0 (2 + b) 0 0 0 -> fst (s39_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q24] in Hc |- *.
  pose proof (Hs33 0 (2 + b) 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d==0 && e==1: the board of s33 *)
Lemma s39_c56_p25 x (Hs33 : s33_claim x) (b : nat) :
  x = s39_board 0 (2 + b) 0 0 1 -> fst (s39_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q25] in Hc |- *.
  pose proof (Hs33 0 (2 + b) 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d==0 && e>=2: the board of s33 *)
Lemma s39_c57_p3 x (Hs33 : s33_claim x) (b e : nat) :
  x = s39_board 0 (2 + b) 0 0 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 0 (2 + b) (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d==1 && e==0: the board of s34 *)
Lemma s39_c58_p7 x (Hs34 : s34_claim x) (b : nat) :
  x = s39_board 0 (2 + b) 0 1 0 -> fst (s39_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q7] in Hc |- *.
  pose proof (Hs34 0 (2 + b) 1 0 ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d==1 && e==1: the board of s34 *)
Lemma s39_c59_p11 x (Hs34 : s34_claim x) (b : nat) :
  x = s39_board 0 (2 + b) 0 1 1 -> fst (s39_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs34 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d==1 && e>=2: the board of s34 *)
Lemma s39_c60_p3 x (Hs34 : s34_claim x) (b e : nat) :
  x = s39_board 0 (2 + b) 0 1 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs34 0 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d>=2 && e==0: the board of s34 *)
Lemma s39_c61_p13 x (Hs34 : s34_claim x) (b d : nat) :
  x = s39_board 0 (2 + b) 0 (2 + d) 0 -> fst (s39_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q13] in Hc |- *.
  pose proof (Hs34 0 (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d>=2 && e==1: the board of s34 *)
Lemma s39_c62_p11 x (Hs34 : s34_claim x) (b d : nat) :
  x = s39_board 0 (2 + b) 0 (2 + d) 1 -> fst (s39_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs34 0 (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d>=2 && e>=2: the board of s34 *)
Lemma s39_c63_p3 x (Hs34 : s34_claim x) (b d e : nat) :
  x = s39_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs34 0 (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d==0 && e==0: the board of s31 *)
Lemma s39_c64_p7 x (Hs31 : s31_claim x) (b : nat) :
  x = s39_board 0 (2 + b) 1 0 0 -> fst (s39_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q7] in Hc |- *.
  pose proof (Hs31 0 (2 + b) 1 0 ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d==0 && e==1: the board of s31 *)
Lemma s39_c65_p18 x (Hs31 : s31_claim x) (b : nat) :
  x = s39_board 0 (2 + b) 1 0 1 -> fst (s39_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q18] in Hc |- *.
  pose proof (Hs31 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d==0 && e>=2: the board of s31 *)
Lemma s39_c66_p3 x (Hs31 : s31_claim x) (b e : nat) :
  x = s39_board 0 (2 + b) 1 0 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs31 0 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c67_L (b : nat) : lmoves (s39_board 0 (2 + b) 1 1 0) = [s39_board 0 (1 + b) 2 1 0; s34_board 0 (2 + b) 2 0; s31_board 0 (2 + b) 1 1].
Proof. unfold s31_board, s34_board, s39_board. tf_options. Qed.
Lemma s39_c67_R (b : nat) : rmoves (s39_board 0 (2 + b) 1 1 0) = [s22_board 0 (2 + b) 1 1].
Proof. unfold s22_board, s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s39_c67_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s39_board 0 (2 + b) 1 1 0 -> fst (s39_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q19] in Hc |- *.
  rewrite tf_game_eq, (s39_c67_L b), (s39_c67_R b); cbn [map].
  pose proof (use_s39 IH 0 (1 + b) 2 1 0 (opt_l _ _ _ (s39_c67_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 0 (2 + b) 2 0 (opt_l _ _ _ (s39_c67_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) 1 1 (opt_l _ _ _ (s39_c67_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s39_c67_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p19 Ho0 ltac:(zlia)).
  rewrite (s34_p13 Ho1 ltac:(zlia)).
  rewrite (s31_p7 Ho2 ltac:(zlia)).
  rewrite (s22_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c68_L (b : nat) : lmoves (s39_board 0 (2 + b) 1 1 1) = [s39_board 0 (1 + b) 2 1 1; s34_board 0 (2 + b) 2 1; s31_board 0 (2 + b) 1 2].
Proof. unfold s31_board, s34_board, s39_board. tf_options. Qed.
Lemma s39_c68_R (b : nat) : rmoves (s39_board 0 (2 + b) 1 1 1) = [strip [] (E :: E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c68_R1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 1)]) (s22_board 0 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s39_c68_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s39_board 0 (2 + b) 1 1 1 -> fst (s39_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c68_L b), (s39_c68_R b); cbn [map].
  pose proof (use_s39 IH 0 (1 + b) 2 1 1 (opt_l _ _ _ (s39_c68_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 0 (2 + b) 2 1 (opt_l _ _ _ (s39_c68_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) 1 2 (opt_l _ _ _ (s39_c68_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s39_c68_R1 b)).
  pose proof (use_s22 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s39_c68_R b) ltac:(cbn [In]; left; reflexivity) (s39_c68_R1 b))) as Ho3.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  rewrite (s34_p20 Ho1 ltac:(zlia)).
  rewrite (s31_p3 Ho2 ltac:(zlia)).
  rewrite (s22_p5 Ho3 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c69_L (b e : nat) : lmoves (s39_board 0 (2 + b) 1 1 (2 + e)) = [s39_board 0 (1 + b) 2 1 (2 + e); s34_board 0 (2 + b) 2 (2 + e); s31_board 0 (2 + b) 1 (3 + e)].
Proof. unfold s31_board, s34_board, s39_board. tf_options. Qed.
Lemma s39_c69_R (b e : nat) : rmoves (s39_board 0 (2 + b) 1 1 (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s39_c69_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s39_board 0 (2 + b) 1 1 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c69_L b e), (s39_c69_R b e); cbn [map].
  pose proof (use_s39 IH 0 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s39_c69_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 0 (2 + b) 2 (2 + e) (opt_l _ _ _ (s39_c69_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) 1 (3 + e) (opt_l _ _ _ (s39_c69_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s34_p7 Ho1 ltac:(zlia)).
  rewrite (s31_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s39_c70_L (b d : nat) : lmoves (s39_board 0 (2 + b) 1 (2 + d) 0) = [s39_board 0 (1 + b) 2 (2 + d) 0; s34_board 0 (2 + b) (3 + d) 0; s39_board 0 (2 + b) 1 (1 + d) 1].
Proof. unfold s34_board, s39_board. tf_options. Qed.
Lemma s39_c70_R (b d : nat) : rmoves (s39_board 0 (2 + b) 1 (2 + d) 0) = [s22_board 0 (2 + b) 1 (2 + d)].
Proof. unfold s22_board, s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s39_c70_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s39_board 0 (2 + b) 1 (2 + d) 0 -> fst (s39_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q13] in Hc |- *.
  rewrite tf_game_eq, (s39_c70_L b d), (s39_c70_R b d); cbn [map].
  pose proof (use_s39 IH 0 (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s39_c70_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 0 (2 + b) (3 + d) 0 (opt_l _ _ _ (s39_c70_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s39_c70_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s39_c70_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p13 Ho0 ltac:(zlia)).
  rewrite (s34_p13 Ho1 ltac:(zlia)).
  rewrite (s39_p11 Ho2 ltac:(zlia)).
  rewrite (s22_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c71_L (b d : nat) : lmoves (s39_board 0 (2 + b) 1 (2 + d) 1) = [s39_board 0 (1 + b) 2 (2 + d) 1; s34_board 0 (2 + b) (3 + d) 1; s39_board 0 (2 + b) 1 (1 + d) 2].
Proof. unfold s34_board, s39_board. tf_options. Qed.
Lemma s39_c71_R (b d : nat) : rmoves (s39_board 0 (2 + b) 1 (2 + d) 1) = [strip [] (E :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c71_R1 (b d : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s22_board 0 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s39_c71_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s39_board 0 (2 + b) 1 (2 + d) 1 -> fst (s39_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c71_L b d), (s39_c71_R b d); cbn [map].
  pose proof (use_s39 IH 0 (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s39_c71_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 0 (2 + b) (3 + d) 1 (opt_l _ _ _ (s39_c71_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s39_c71_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s39_c71_R1 b d)).
  pose proof (use_s22 IH 0 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c71_R b d) ltac:(cbn [In]; left; reflexivity) (s39_c71_R1 b d))) as Ho3.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  rewrite (s34_p20 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s22_p5 Ho3 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c72_L (b d e : nat) : lmoves (s39_board 0 (2 + b) 1 (2 + d) (2 + e)) = [s39_board 0 (1 + b) 2 (2 + d) (2 + e); s34_board 0 (2 + b) (3 + d) (2 + e); s39_board 0 (2 + b) 1 (1 + d) (3 + e)].
Proof. unfold s34_board, s39_board. tf_options. Qed.
Lemma s39_c72_R (b d e : nat) : rmoves (s39_board 0 (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s39_c72_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s39_board 0 (2 + b) 1 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c72_L b d e), (s39_c72_R b d e); cbn [map].
  pose proof (use_s39 IH 0 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s39_c72_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 0 (2 + b) (3 + d) (2 + e) (opt_l _ _ _ (s39_c72_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s39_c72_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s34_p7 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d==0 && e==0: the board of s31 *)
Lemma s39_c73_p8 x (Hs31 : s31_claim x) (b c : nat) :
  x = s39_board 0 (2 + b) (2 + c) 0 0 -> fst (s39_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q8] in Hc |- *.
  pose proof (Hs31 0 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d==0 && e==1: the board of s31 *)
Lemma s39_c74_p18 x (Hs31 : s31_claim x) (b c : nat) :
  x = s39_board 0 (2 + b) (2 + c) 0 1 -> fst (s39_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q18] in Hc |- *.
  pose proof (Hs31 0 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d==0 && e>=2: the board of s31 *)
Lemma s39_c75_p3 x (Hs31 : s31_claim x) (b c e : nat) :
  x = s39_board 0 (2 + b) (2 + c) 0 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs31 0 (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c76_L (b c : nat) : lmoves (s39_board 0 (2 + b) (2 + c) 1 0) = [s39_board 0 (1 + b) (3 + c) 1 0; s39_board 0 (2 + b) (1 + c) 2 0; s31_board 0 (2 + b) (2 + c) 1].
Proof. unfold s31_board, s39_board. tf_options. Qed.
Lemma s39_c76_R (b c : nat) : rmoves (s39_board 0 (2 + b) (2 + c) 1 0) = [s22_board 0 (2 + b) (2 + c) 1].
Proof. unfold s22_board, s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s39_c76_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s39_board 0 (2 + b) (2 + c) 1 0 -> fst (s39_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q19] in Hc |- *.
  rewrite tf_game_eq, (s39_c76_L b c), (s39_c76_R b c); cbn [map].
  pose proof (use_s39 IH 0 (1 + b) (3 + c) 1 0 (opt_l _ _ _ (s39_c76_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 (2 + b) (1 + c) 2 0 (opt_l _ _ _ (s39_c76_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) (2 + c) 1 (opt_l _ _ _ (s39_c76_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH 0 (2 + b) (2 + c) 1 (opt_r _ _ _ (s39_c76_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p19 Ho0 ltac:(zlia)).
  rewrite (s39_p13 Ho1 ltac:(zlia)).
  rewrite (s31_p7 Ho2 ltac:(zlia)).
  rewrite (s22_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c77_L (b c : nat) : lmoves (s39_board 0 (2 + b) (2 + c) 1 1) = [s39_board 0 (1 + b) (3 + c) 1 1; s39_board 0 (2 + b) (1 + c) 2 1; s31_board 0 (2 + b) (2 + c) 2].
Proof. unfold s31_board, s39_board. tf_options. Qed.
Lemma s39_c77_R (b c : nat) : rmoves (s39_board 0 (2 + b) (2 + c) 1 1) = [strip [] (E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c77_R1 (b c : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s22_board 0 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s39_c77_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s39_board 0 (2 + b) (2 + c) 1 1 -> fst (s39_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c77_L b c), (s39_c77_R b c); cbn [map].
  pose proof (use_s39 IH 0 (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s39_c77_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s39_c77_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) (2 + c) 2 (opt_l _ _ _ (s39_c77_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s39_c77_R1 b c)).
  pose proof (use_s22 IH 0 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s39_c77_R b c) ltac:(cbn [In]; left; reflexivity) (s39_c77_R1 b c))) as Ho3.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s31_p3 Ho2 ltac:(zlia)).
  rewrite (s22_p5 Ho3 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c78_L (b c e : nat) : lmoves (s39_board 0 (2 + b) (2 + c) 1 (2 + e)) = [s39_board 0 (1 + b) (3 + c) 1 (2 + e); s39_board 0 (2 + b) (1 + c) 2 (2 + e); s31_board 0 (2 + b) (2 + c) (3 + e)].
Proof. unfold s31_board, s39_board. tf_options. Qed.
Lemma s39_c78_R (b c e : nat) : rmoves (s39_board 0 (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s39_c78_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s39_board 0 (2 + b) (2 + c) 1 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c78_L b c e), (s39_c78_R b c e); cbn [map].
  pose proof (use_s39 IH 0 (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s39_c78_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s39_c78_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) (2 + c) (3 + e) (opt_l _ _ _ (s39_c78_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s31_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s39_c79_L (b c d : nat) : lmoves (s39_board 0 (2 + b) (2 + c) (2 + d) 0) = [s39_board 0 (1 + b) (3 + c) (2 + d) 0; s39_board 0 (2 + b) (1 + c) (3 + d) 0; s39_board 0 (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c79_R (b c d : nat) : rmoves (s39_board 0 (2 + b) (2 + c) (2 + d) 0) = [s22_board 0 (2 + b) (2 + c) (2 + d)].
Proof. unfold s22_board, s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s39_c79_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s39_board 0 (2 + b) (2 + c) (2 + d) 0 -> fst (s39_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q13] in Hc |- *.
  rewrite tf_game_eq, (s39_c79_L b c d), (s39_c79_R b c d); cbn [map].
  pose proof (use_s39 IH 0 (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s39_c79_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 (2 + b) (1 + c) (3 + d) 0 (opt_l _ _ _ (s39_c79_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s39_c79_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH 0 (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s39_c79_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p13 Ho1 ltac:(zlia)).
  rewrite (s39_p11 Ho2 ltac:(zlia)).
  rewrite (s22_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c80_L (b c d : nat) : lmoves (s39_board 0 (2 + b) (2 + c) (2 + d) 1) = [s39_board 0 (1 + b) (3 + c) (2 + d) 1; s39_board 0 (2 + b) (1 + c) (3 + d) 1; s39_board 0 (2 + b) (2 + c) (1 + d) 2].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c80_R (b c d : nat) : rmoves (s39_board 0 (2 + b) (2 + c) (2 + d) 1) = [strip [] (E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c80_R1 (b c d : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s22_board 0 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s39_c80_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s39_board 0 (2 + b) (2 + c) (2 + d) 1 -> fst (s39_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c80_L b c d), (s39_c80_R b c d); cbn [map].
  pose proof (use_s39 IH 0 (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s39_c80_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s39_c80_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s39_c80_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s39_c80_R1 b c d)).
  pose proof (use_s22 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s39_c80_R b c d) ltac:(cbn [In]; left; reflexivity) (s39_c80_R1 b c d))) as Ho3.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s22_p5 Ho3 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c81_L (b c d e : nat) : lmoves (s39_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [s39_board 0 (1 + b) (3 + c) (2 + d) (2 + e); s39_board 0 (2 + b) (1 + c) (3 + d) (2 + e); s39_board 0 (2 + b) (2 + c) (1 + d) (3 + e)].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c81_R (b c d e : nat) : rmoves (s39_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s39_c81_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s39_board 0 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c81_L b c d e), (s39_c81_R b c d e); cbn [map].
  pose proof (use_s39 IH 0 (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s39_c81_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s39_c81_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 0 (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s39_c81_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d==0 && e==0: the board of s25 *)
Lemma s39_c82_p26 x (Hs25 : s25_claim x) :
  x = s39_board 1 0 0 0 0 -> fst (s39_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q26] in Hc |- *.
  pose proof (Hs25 1 0 ltac:(rewrite Hx; unfold s39_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d==0 && e==1: the board of s25 *)
Lemma s39_c83_p27 x (Hs25 : s25_claim x) :
  x = s39_board 1 0 0 0 1 -> fst (s39_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q27] in Hc |- *.
  pose proof (Hs25 1 1 ltac:(rewrite Hx; unfold s39_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d==0 && e>=2: the board of s25 *)
Lemma s39_c84_p3 x (Hs25 : s25_claim x) (e : nat) :
  x = s39_board 1 0 0 0 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs25 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d==1 && e==0: the board of s26 *)
Lemma s39_c85_p23 x (Hs26 : s26_claim x) :
  x = s39_board 1 0 0 1 0 -> fst (s39_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q23] in Hc |- *.
  pose proof (Hs26 1 1 0 ltac:(rewrite Hx; unfold s39_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d==1 && e==1: the board of s26 *)
Lemma s39_c86_p5 x (Hs26 : s26_claim x) :
  x = s39_board 1 0 0 1 1 -> fst (s39_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q5] in Hc |- *.
  pose proof (Hs26 1 1 1 ltac:(rewrite Hx; unfold s39_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d==1 && e>=2: the board of s26 *)
Lemma s39_c87_p3 x (Hs26 : s26_claim x) (e : nat) :
  x = s39_board 1 0 0 1 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs26 1 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d>=2 && e==0: the board of s26 *)
Lemma s39_c88_p6 x (Hs26 : s26_claim x) (d : nat) :
  x = s39_board 1 0 0 (2 + d) 0 -> fst (s39_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q6] in Hc |- *.
  pose proof (Hs26 1 (2 + d) 0 ltac:(rewrite Hx; unfold s39_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c88_p12 x (Hs26 : s26_claim x) (d : nat) :
  x = s39_board 1 0 0 (2 + d) 0 -> fst (s39_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q12] in Hc |- *.
  pose proof (Hs26 1 (2 + d) 0 ltac:(rewrite Hx; unfold s39_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d>=2 && e==1: the board of s26 *)
Lemma s39_c89_p11 x (Hs26 : s26_claim x) (d : nat) :
  x = s39_board 1 0 0 (2 + d) 1 -> fst (s39_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs26 1 (2 + d) 1 ltac:(rewrite Hx; unfold s39_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d>=2 && e>=2: the board of s26 *)
Lemma s39_c90_p3 x (Hs26 : s26_claim x) (d e : nat) :
  x = s39_board 1 0 0 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs26 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s39_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d==0 && e==0: the board of s29 *)
Lemma s39_c91_p14 x (Hs29 : s29_claim x) :
  x = s39_board 1 0 1 0 0 -> fst (s39_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q14] in Hc |- *.
  pose proof (Hs29 1 1 0 ltac:(rewrite Hx; unfold s39_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d==0 && e==1: the board of s29 *)
Lemma s39_c92_p15 x (Hs29 : s29_claim x) :
  x = s39_board 1 0 1 0 1 -> fst (s39_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q15] in Hc |- *.
  pose proof (Hs29 1 1 1 ltac:(rewrite Hx; unfold s39_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d==0 && e>=2: the board of s29 *)
Lemma s39_c93_p3 x (Hs29 : s29_claim x) (e : nat) :
  x = s39_board 1 0 1 0 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs29 1 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d==1 && e==0: the board of s30 *)
Lemma s39_c94_p6 x (Hs30 : s30_claim x) :
  x = s39_board 1 0 1 1 0 -> fst (s39_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q6] in Hc |- *.
  pose proof (Hs30 1 1 1 0 ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d==1 && e==1: the board of s30 *)
Lemma s39_c95_p11 x (Hs30 : s30_claim x) :
  x = s39_board 1 0 1 1 1 -> fst (s39_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs30 1 1 1 1 ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d==1 && e>=2: the board of s30 *)
Lemma s39_c96_p3 x (Hs30 : s30_claim x) (e : nat) :
  x = s39_board 1 0 1 1 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs30 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d>=2 && e==0: the board of s30 *)
Lemma s39_c97_p13 x (Hs30 : s30_claim x) (d : nat) :
  x = s39_board 1 0 1 (2 + d) 0 -> fst (s39_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q13] in Hc |- *.
  pose proof (Hs30 1 1 (2 + d) 0 ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d>=2 && e==1: the board of s30 *)
Lemma s39_c98_p11 x (Hs30 : s30_claim x) (d : nat) :
  x = s39_board 1 0 1 (2 + d) 1 -> fst (s39_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs30 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d>=2 && e>=2: the board of s30 *)
Lemma s39_c99_p3 x (Hs30 : s30_claim x) (d e : nat) :
  x = s39_board 1 0 1 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs30 1 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d==0 && e==0: the board of s29 *)
Lemma s39_c100_p8 x (Hs29 : s29_claim x) (c : nat) :
  x = s39_board 1 0 (2 + c) 0 0 -> fst (s39_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q8] in Hc |- *.
  pose proof (Hs29 1 (2 + c) 0 ltac:(rewrite Hx; unfold s39_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d==0 && e==1: the board of s29 *)
Lemma s39_c101_p18 x (Hs29 : s29_claim x) (c : nat) :
  x = s39_board 1 0 (2 + c) 0 1 -> fst (s39_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q18] in Hc |- *.
  pose proof (Hs29 1 (2 + c) 1 ltac:(rewrite Hx; unfold s39_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d==0 && e>=2: the board of s29 *)
Lemma s39_c102_p3 x (Hs29 : s29_claim x) (c e : nat) :
  x = s39_board 1 0 (2 + c) 0 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs29 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s39_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d==1 && e==0: the board of s30 *)
Lemma s39_c103_p19 x (Hs30 : s30_claim x) (c : nat) :
  x = s39_board 1 0 (2 + c) 1 0 -> fst (s39_q19 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q19] in Hc |- *.
  pose proof (Hs30 1 (2 + c) 1 0 ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d==1 && e==1: the board of s30 *)
Lemma s39_c104_p11 x (Hs30 : s30_claim x) (c : nat) :
  x = s39_board 1 0 (2 + c) 1 1 -> fst (s39_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs30 1 (2 + c) 1 1 ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d==1 && e>=2: the board of s30 *)
Lemma s39_c105_p3 x (Hs30 : s30_claim x) (c e : nat) :
  x = s39_board 1 0 (2 + c) 1 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs30 1 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d>=2 && e==0: the board of s30 *)
Lemma s39_c106_p13 x (Hs30 : s30_claim x) (c d : nat) :
  x = s39_board 1 0 (2 + c) (2 + d) 0 -> fst (s39_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q13] in Hc |- *.
  pose proof (Hs30 1 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d>=2 && e==1: the board of s30 *)
Lemma s39_c107_p11 x (Hs30 : s30_claim x) (c d : nat) :
  x = s39_board 1 0 (2 + c) (2 + d) 1 -> fst (s39_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs30 1 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d>=2 && e>=2: the board of s30 *)
Lemma s39_c108_p3 x (Hs30 : s30_claim x) (c d e : nat) :
  x = s39_board 1 0 (2 + c) (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs30 1 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d==0 && e==0: the board of s33 *)
Lemma s39_c109_p15 x (Hs33 : s33_claim x) :
  x = s39_board 1 1 0 0 0 -> fst (s39_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q15] in Hc |- *.
  pose proof (Hs33 1 1 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d==0 && e==1: the board of s33 *)
Lemma s39_c110_p20 x (Hs33 : s33_claim x) :
  x = s39_board 1 1 0 0 1 -> fst (s39_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q20] in Hc |- *.
  pose proof (Hs33 1 1 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d==0 && e>=2: the board of s33 *)
Lemma s39_c111_p3 x (Hs33 : s33_claim x) (e : nat) :
  x = s39_board 1 1 0 0 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 1 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d==1 && e==0: the board of s34 *)
Lemma s39_c112_p7 x (Hs34 : s34_claim x) :
  x = s39_board 1 1 0 1 0 -> fst (s39_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q7] in Hc |- *.
  pose proof (Hs34 1 1 1 0 ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d==1 && e==1: the board of s34 *)
Lemma s39_c113_p11 x (Hs34 : s34_claim x) :
  x = s39_board 1 1 0 1 1 -> fst (s39_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs34 1 1 1 1 ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d==1 && e>=2: the board of s34 *)
Lemma s39_c114_p3 x (Hs34 : s34_claim x) (e : nat) :
  x = s39_board 1 1 0 1 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs34 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d>=2 && e==0: the board of s34 *)
Lemma s39_c115_p13 x (Hs34 : s34_claim x) (d : nat) :
  x = s39_board 1 1 0 (2 + d) 0 -> fst (s39_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q13] in Hc |- *.
  pose proof (Hs34 1 1 (2 + d) 0 ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d>=2 && e==1: the board of s34 *)
Lemma s39_c116_p11 x (Hs34 : s34_claim x) (d : nat) :
  x = s39_board 1 1 0 (2 + d) 1 -> fst (s39_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs34 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d>=2 && e>=2: the board of s34 *)
Lemma s39_c117_p3 x (Hs34 : s34_claim x) (d e : nat) :
  x = s39_board 1 1 0 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs34 1 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d==0 && e==0: the board of s31 *)
Lemma s39_c118_p7 x (Hs31 : s31_claim x) :
  x = s39_board 1 1 1 0 0 -> fst (s39_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q7] in Hc |- *.
  pose proof (Hs31 1 1 1 0 ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d==0 && e==1: the board of s31 *)
Lemma s39_c119_p18 x (Hs31 : s31_claim x) :
  x = s39_board 1 1 1 0 1 -> fst (s39_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q18] in Hc |- *.
  pose proof (Hs31 1 1 1 1 ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d==0 && e>=2: the board of s31 *)
Lemma s39_c120_p3 x (Hs31 : s31_claim x) (e : nat) :
  x = s39_board 1 1 1 0 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs31 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c121_L : lmoves (s39_board 1 1 1 1 0) = [s40_board 0 1 1 1 1 0; s30_board 1 2 1 0; s34_board 1 1 2 0; s31_board 1 1 1 1].
Proof. unfold s30_board, s31_board, s34_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c121_R : rmoves (s39_board 1 1 1 1 0) = [s22_board 1 1 1 1].
Proof. unfold s22_board, s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d==1 && e==0 *)
Lemma s39_c121_p19 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s39_board 1 1 1 1 0 -> fst (s39_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q19] in Hc |- *.
  rewrite tf_game_eq, (s39_c121_L), (s39_c121_R); cbn [map].
  pose proof (use_s40 IH 0 1 1 1 1 0 (opt_l _ _ _ (s39_c121_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 2 1 0 (opt_l _ _ _ (s39_c121_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH 1 1 2 0 (opt_l _ _ _ (s39_c121_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 1 1 1 (opt_l _ _ _ (s39_c121_L) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s22 IH 1 1 1 1 (opt_r _ _ _ (s39_c121_R) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s30_p18 Ho1 ltac:(zlia)).
  rewrite (s34_p13 Ho2 ltac:(zlia)).
  rewrite (s31_p7 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c122_L : lmoves (s39_board 1 1 1 1 1) = [s40_board 0 1 1 1 1 1; s30_board 1 2 1 1; s34_board 1 1 2 1; s31_board 1 1 1 2].
Proof. unfold s30_board, s31_board, s34_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c122_R : rmoves (s39_board 1 1 1 1 1) = [strip [] ([T; E; E; T; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c122_R1 : tf_norm (strip [] ([T; E; E; T; E; T; E; T; F]) [(1, 1)]) (s22_board 1 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; T; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d==1 && e==1 *)
Lemma s39_c122_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s39_board 1 1 1 1 1 -> fst (s39_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c122_L), (s39_c122_R); cbn [map].
  pose proof (use_s40 IH 0 1 1 1 1 1 (opt_l _ _ _ (s39_c122_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 2 1 1 (opt_l _ _ _ (s39_c122_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH 1 1 2 1 (opt_l _ _ _ (s39_c122_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 1 1 2 (opt_l _ _ _ (s39_c122_L) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c122_R1)).
  pose proof (use_s22 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s39_c122_R) ltac:(cbn [In]; left; reflexivity) (s39_c122_R1))) as Ho4.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s30_p10 Ho1 ltac:(zlia)).
  rewrite (s34_p20 Ho2 ltac:(zlia)).
  rewrite (s31_p3 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c123_L (e : nat) : lmoves (s39_board 1 1 1 1 (2 + e)) = [s40_board 0 1 1 1 1 (2 + e); s30_board 1 2 1 (2 + e); s34_board 1 1 2 (2 + e); s31_board 1 1 1 (3 + e)].
Proof. unfold s30_board, s31_board, s34_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c123_R (e : nat) : rmoves (s39_board 1 1 1 1 (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s39_c123_p3 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s39_board 1 1 1 1 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c123_L e), (s39_c123_R e); cbn [map].
  pose proof (use_s40 IH 0 1 1 1 1 (2 + e) (opt_l _ _ _ (s39_c123_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 2 1 (2 + e) (opt_l _ _ _ (s39_c123_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH 1 1 2 (2 + e) (opt_l _ _ _ (s39_c123_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 1 1 (3 + e) (opt_l _ _ _ (s39_c123_L e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s34_p9 Ho2 ltac:(zlia)).
  rewrite (s31_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s39_c124_L (d : nat) : lmoves (s39_board 1 1 1 (2 + d) 0) = [s40_board 0 1 1 1 (2 + d) 0; s30_board 1 2 (2 + d) 0; s34_board 1 1 (3 + d) 0; s39_board 1 1 1 (1 + d) 1].
Proof. unfold s30_board, s34_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c124_R (d : nat) : rmoves (s39_board 1 1 1 (2 + d) 0) = [s22_board 1 1 1 (2 + d)].
Proof. unfold s22_board, s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s39_c124_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 1 1 1 (2 + d) 0 -> fst (s39_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q13] in Hc |- *.
  rewrite tf_game_eq, (s39_c124_L d), (s39_c124_R d); cbn [map].
  pose proof (use_s40 IH 0 1 1 1 (2 + d) 0 (opt_l _ _ _ (s39_c124_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 2 (2 + d) 0 (opt_l _ _ _ (s39_c124_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH 1 1 (3 + d) 0 (opt_l _ _ _ (s39_c124_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH 1 1 1 (1 + d) 1 (opt_l _ _ _ (s39_c124_L d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s22 IH 1 1 1 (2 + d) (opt_r _ _ _ (s39_c124_R d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s30_p11 Ho1 ltac:(zlia)).
  rewrite (s34_p13 Ho2 ltac:(zlia)).
  rewrite (s39_p11 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c125_L (d : nat) : lmoves (s39_board 1 1 1 (2 + d) 1) = [s40_board 0 1 1 1 (2 + d) 1; s30_board 1 2 (2 + d) 1; s34_board 1 1 (3 + d) 1; s39_board 1 1 1 (1 + d) 2].
Proof. unfold s30_board, s34_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c125_R (d : nat) : rmoves (s39_board 1 1 1 (2 + d) 1) = [strip [] (T :: E :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c125_R1 (d : nat) : tf_norm (strip [] (T :: E :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s22_board 1 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s39_c125_p11 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 1 1 1 (2 + d) 1 -> fst (s39_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c125_L d), (s39_c125_R d); cbn [map].
  pose proof (use_s40 IH 0 1 1 1 (2 + d) 1 (opt_l _ _ _ (s39_c125_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 2 (2 + d) 1 (opt_l _ _ _ (s39_c125_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH 1 1 (3 + d) 1 (opt_l _ _ _ (s39_c125_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH 1 1 1 (1 + d) 2 (opt_l _ _ _ (s39_c125_L d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c125_R1 d)).
  pose proof (use_s22 IH 1 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c125_R d) ltac:(cbn [In]; left; reflexivity) (s39_c125_R1 d))) as Ho4.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s30_p10 Ho1 ltac:(zlia)).
  rewrite (s34_p20 Ho2 ltac:(zlia)).
  rewrite (s39_p3 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c126_L (d e : nat) : lmoves (s39_board 1 1 1 (2 + d) (2 + e)) = [s40_board 0 1 1 1 (2 + d) (2 + e); s30_board 1 2 (2 + d) (2 + e); s34_board 1 1 (3 + d) (2 + e); s39_board 1 1 1 (1 + d) (3 + e)].
Proof. unfold s30_board, s34_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c126_R (d e : nat) : rmoves (s39_board 1 1 1 (2 + d) (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s39_c126_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s39_board 1 1 1 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c126_L d e), (s39_c126_R d e); cbn [map].
  pose proof (use_s40 IH 0 1 1 1 (2 + d) (2 + e) (opt_l _ _ _ (s39_c126_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 2 (2 + d) (2 + e) (opt_l _ _ _ (s39_c126_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH 1 1 (3 + d) (2 + e) (opt_l _ _ _ (s39_c126_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH 1 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s39_c126_L d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s34_p9 Ho2 ltac:(zlia)).
  rewrite (s39_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d==0 && e==0: the board of s31 *)
Lemma s39_c127_p8 x (Hs31 : s31_claim x) (c : nat) :
  x = s39_board 1 1 (2 + c) 0 0 -> fst (s39_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q8] in Hc |- *.
  pose proof (Hs31 1 1 (2 + c) 0 ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d==0 && e==1: the board of s31 *)
Lemma s39_c128_p18 x (Hs31 : s31_claim x) (c : nat) :
  x = s39_board 1 1 (2 + c) 0 1 -> fst (s39_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q18] in Hc |- *.
  pose proof (Hs31 1 1 (2 + c) 1 ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d==0 && e>=2: the board of s31 *)
Lemma s39_c129_p3 x (Hs31 : s31_claim x) (c e : nat) :
  x = s39_board 1 1 (2 + c) 0 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs31 1 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c130_L (c : nat) : lmoves (s39_board 1 1 (2 + c) 1 0) = [s40_board 0 1 1 (2 + c) 1 0; s30_board 1 (3 + c) 1 0; s39_board 1 1 (1 + c) 2 0; s31_board 1 1 (2 + c) 1].
Proof. unfold s30_board, s31_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c130_R (c : nat) : rmoves (s39_board 1 1 (2 + c) 1 0) = [s22_board 1 1 (2 + c) 1].
Proof. unfold s22_board, s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s39_c130_p19 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s39_board 1 1 (2 + c) 1 0 -> fst (s39_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q19] in Hc |- *.
  rewrite tf_game_eq, (s39_c130_L c), (s39_c130_R c); cbn [map].
  pose proof (use_s40 IH 0 1 1 (2 + c) 1 0 (opt_l _ _ _ (s39_c130_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (3 + c) 1 0 (opt_l _ _ _ (s39_c130_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 1 (1 + c) 2 0 (opt_l _ _ _ (s39_c130_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 1 (2 + c) 1 (opt_l _ _ _ (s39_c130_L c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s22 IH 1 1 (2 + c) 1 (opt_r _ _ _ (s39_c130_R c) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s30_p18 Ho1 ltac:(zlia)).
  rewrite (s39_p13 Ho2 ltac:(zlia)).
  rewrite (s31_p7 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c131_L (c : nat) : lmoves (s39_board 1 1 (2 + c) 1 1) = [s40_board 0 1 1 (2 + c) 1 1; s30_board 1 (3 + c) 1 1; s39_board 1 1 (1 + c) 2 1; s31_board 1 1 (2 + c) 2].
Proof. unfold s30_board, s31_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c131_R (c : nat) : rmoves (s39_board 1 1 (2 + c) 1 1) = [strip [] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c131_R1 (c : nat) : tf_norm (strip [] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s22_board 1 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s39_c131_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s39_board 1 1 (2 + c) 1 1 -> fst (s39_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c131_L c), (s39_c131_R c); cbn [map].
  pose proof (use_s40 IH 0 1 1 (2 + c) 1 1 (opt_l _ _ _ (s39_c131_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (3 + c) 1 1 (opt_l _ _ _ (s39_c131_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 1 (1 + c) 2 1 (opt_l _ _ _ (s39_c131_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 1 (2 + c) 2 (opt_l _ _ _ (s39_c131_L c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c131_R1 c)).
  pose proof (use_s22 IH 1 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s39_c131_R c) ltac:(cbn [In]; left; reflexivity) (s39_c131_R1 c))) as Ho4.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s30_p10 Ho1 ltac:(zlia)).
  rewrite (s39_p11 Ho2 ltac:(zlia)).
  rewrite (s31_p3 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c132_L (c e : nat) : lmoves (s39_board 1 1 (2 + c) 1 (2 + e)) = [s40_board 0 1 1 (2 + c) 1 (2 + e); s30_board 1 (3 + c) 1 (2 + e); s39_board 1 1 (1 + c) 2 (2 + e); s31_board 1 1 (2 + c) (3 + e)].
Proof. unfold s30_board, s31_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c132_R (c e : nat) : rmoves (s39_board 1 1 (2 + c) 1 (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s39_c132_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s39_board 1 1 (2 + c) 1 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c132_L c e), (s39_c132_R c e); cbn [map].
  pose proof (use_s40 IH 0 1 1 (2 + c) 1 (2 + e) (opt_l _ _ _ (s39_c132_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (3 + c) 1 (2 + e) (opt_l _ _ _ (s39_c132_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s39_c132_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 1 (2 + c) (3 + e) (opt_l _ _ _ (s39_c132_L c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s31_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s39_c133_L (c d : nat) : lmoves (s39_board 1 1 (2 + c) (2 + d) 0) = [s40_board 0 1 1 (2 + c) (2 + d) 0; s30_board 1 (3 + c) (2 + d) 0; s39_board 1 1 (1 + c) (3 + d) 0; s39_board 1 1 (2 + c) (1 + d) 1].
Proof. unfold s30_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c133_R (c d : nat) : rmoves (s39_board 1 1 (2 + c) (2 + d) 0) = [s22_board 1 1 (2 + c) (2 + d)].
Proof. unfold s22_board, s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s39_c133_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s39_board 1 1 (2 + c) (2 + d) 0 -> fst (s39_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q13] in Hc |- *.
  rewrite tf_game_eq, (s39_c133_L c d), (s39_c133_R c d); cbn [map].
  pose proof (use_s40 IH 0 1 1 (2 + c) (2 + d) 0 (opt_l _ _ _ (s39_c133_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (3 + c) (2 + d) 0 (opt_l _ _ _ (s39_c133_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s39_c133_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH 1 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s39_c133_L c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s22 IH 1 1 (2 + c) (2 + d) (opt_r _ _ _ (s39_c133_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s30_p11 Ho1 ltac:(zlia)).
  rewrite (s39_p13 Ho2 ltac:(zlia)).
  rewrite (s39_p11 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c134_L (c d : nat) : lmoves (s39_board 1 1 (2 + c) (2 + d) 1) = [s40_board 0 1 1 (2 + c) (2 + d) 1; s30_board 1 (3 + c) (2 + d) 1; s39_board 1 1 (1 + c) (3 + d) 1; s39_board 1 1 (2 + c) (1 + d) 2].
Proof. unfold s30_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c134_R (c d : nat) : rmoves (s39_board 1 1 (2 + c) (2 + d) 1) = [strip [] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c134_R1 (c d : nat) : tf_norm (strip [] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s22_board 1 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s39_c134_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s39_board 1 1 (2 + c) (2 + d) 1 -> fst (s39_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c134_L c d), (s39_c134_R c d); cbn [map].
  pose proof (use_s40 IH 0 1 1 (2 + c) (2 + d) 1 (opt_l _ _ _ (s39_c134_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (3 + c) (2 + d) 1 (opt_l _ _ _ (s39_c134_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s39_c134_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH 1 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s39_c134_L c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c134_R1 c d)).
  pose proof (use_s22 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s39_c134_R c d) ltac:(cbn [In]; left; reflexivity) (s39_c134_R1 c d))) as Ho4.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s30_p10 Ho1 ltac:(zlia)).
  rewrite (s39_p11 Ho2 ltac:(zlia)).
  rewrite (s39_p3 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

