(* A part of the proof in tf_one_frog_even.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)" --where "a>=1 && b>=2 && b<=4 && b%2==0" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_even_base tf_one_frog_even_values1.


(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d==1 && e==1: the board of s17 *)
Lemma s20_c23_p12 x (Hs17 : s17_claim x) (c : nat) :
  x = s20_board 0 0 (2 + c) 1 1 -> fst (s20_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q12] in Hc |- *.
  pose proof (Hs17 0 (2 + c) 1 1 ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d==1 && e>=2: the board of s17 *)
Lemma s20_c24_p4 x (Hs17 : s17_claim x) (c e : nat) :
  x = s20_board 0 0 (2 + c) 1 (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs17 0 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d>=2 && e==0: the board of s17 *)
Lemma s20_c25_p13 x (Hs17 : s17_claim x) (c d : nat) :
  x = s20_board 0 0 (2 + c) (2 + d) 0 -> fst (s20_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q13] in Hc |- *.
  pose proof (Hs17 0 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d>=2 && e==1: the board of s17 *)
Lemma s20_c26_p12 x (Hs17 : s17_claim x) (c d : nat) :
  x = s20_board 0 0 (2 + c) (2 + d) 1 -> fst (s20_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q12] in Hc |- *.
  pose proof (Hs17 0 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d>=2 && e>=2: the board of s17 *)
Lemma s20_c27_p4 x (Hs17 : s17_claim x) (c d e : nat) :
  x = s20_board 0 0 (2 + c) (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs17 0 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d==0 && e==0: the board of s15 *)
Lemma s20_c28_p24 x (Hs15 : s15_claim x) :
  x = s20_board 0 1 0 0 0 -> fst (s20_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q24] in Hc |- *.
  pose proof (Hs15 0 1 0 ltac:(rewrite Hx; unfold s20_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d==0 && e==1: the board of s15 *)
Lemma s20_c29_p19 x (Hs15 : s15_claim x) :
  x = s20_board 0 1 0 0 1 -> fst (s20_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q19] in Hc |- *.
  pose proof (Hs15 0 1 1 ltac:(rewrite Hx; unfold s20_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d==0 && e>=2: the board of s15 *)
Lemma s20_c30_p4 x (Hs15 : s15_claim x) (e : nat) :
  x = s20_board 0 1 0 0 (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs15 0 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d==1 && e==0: the board of s16 *)
Lemma s20_c31_p16 x (Hs16 : s16_claim x) :
  x = s20_board 0 1 0 1 0 -> fst (s20_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q16] in Hc |- *.
  pose proof (Hs16 0 1 1 0 ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d==1 && e==1: the board of s16 *)
Lemma s20_c32_p26 x (Hs16 : s16_claim x) :
  x = s20_board 0 1 0 1 1 -> fst (s20_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q26] in Hc |- *.
  pose proof (Hs16 0 1 1 1 ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d==1 && e>=2: the board of s16 *)
Lemma s20_c33_p4 x (Hs16 : s16_claim x) (e : nat) :
  x = s20_board 0 1 0 1 (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs16 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d>=2 && e==0: the board of s16 *)
Lemma s20_c34_p14 x (Hs16 : s16_claim x) (d : nat) :
  x = s20_board 0 1 0 (2 + d) 0 -> fst (s20_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q14] in Hc |- *.
  pose proof (Hs16 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s20_c34_p27 x (Hs16 : s16_claim x) (d : nat) :
  x = s20_board 0 1 0 (2 + d) 0 -> fst (s20_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q27] in Hc |- *.
  pose proof (Hs16 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d>=2 && e==1: the board of s16 *)
Lemma s20_c35_p12 x (Hs16 : s16_claim x) (d : nat) :
  x = s20_board 0 1 0 (2 + d) 1 -> fst (s20_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q12] in Hc |- *.
  pose proof (Hs16 0 1 (2 + d) 1 ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d>=2 && e>=2: the board of s16 *)
Lemma s20_c36_p4 x (Hs16 : s16_claim x) (d e : nat) :
  x = s20_board 0 1 0 (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs16 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d==0 && e==0: the board of s18 *)
Lemma s20_c37_p16 x (Hs18 : s18_claim x) :
  x = s20_board 0 1 1 0 0 -> fst (s20_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q16] in Hc |- *.
  pose proof (Hs18 0 1 1 0 ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d==0 && e==1: the board of s18 *)
Lemma s20_c38_p23 x (Hs18 : s18_claim x) :
  x = s20_board 0 1 1 0 1 -> fst (s20_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q23] in Hc |- *.
  pose proof (Hs18 0 1 1 1 ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d==0 && e>=2: the board of s18 *)
Lemma s20_c39_p4 x (Hs18 : s18_claim x) (e : nat) :
  x = s20_board 0 1 1 0 (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs18 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s20_c40_L : lmoves (s20_board 0 1 1 1 0) = [s17_board 0 2 1 0; s16_board 0 1 2 0; s18_board 0 1 1 1].
Proof. unfold s16_board, s17_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c40_R : rmoves (s20_board 0 1 1 1 0) = [s19_board 0 1 1 1].
Proof. unfold s19_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d==1 && e==0 *)
Lemma s20_c40_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s20_board 0 1 1 1 0 -> fst (s20_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q8] in Hc |- *.
  rewrite tf_game_eq, (s20_c40_L), (s20_c40_R); cbn [map].
  pose proof (use_s17 IH 0 2 1 0 (opt_l _ _ _ (s20_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 0 1 2 0 (opt_l _ _ _ (s20_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s18 IH 0 1 1 1 (opt_l _ _ _ (s20_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 0 1 1 1 (opt_r _ _ _ (s20_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s17_p8 Ho0 ltac:(zlia)).
  rewrite (s16_p19 Ho1 ltac:(zlia)).
  rewrite (s18_p8 Ho2 ltac:(zlia)).
  rewrite (s19_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c41_L : lmoves (s20_board 0 1 1 1 1) = [s17_board 0 2 1 1; s16_board 0 1 2 1; s18_board 0 1 1 2].
Proof. unfold s16_board, s17_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c41_R : rmoves (s20_board 0 1 1 1 1) = [strip [] ([E; T; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c41_R1 : tf_norm (strip [] ([E; T; E; T; E; T; F]) [(1, 1)]) (s19_board 0 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d==1 && e==1 *)
Lemma s20_c41_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s20_board 0 1 1 1 1 -> fst (s20_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q12] in Hc |- *.
  rewrite tf_game_eq, (s20_c41_L), (s20_c41_R); cbn [map].
  pose proof (use_s17 IH 0 2 1 1 (opt_l _ _ _ (s20_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 0 1 2 1 (opt_l _ _ _ (s20_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s18 IH 0 1 1 2 (opt_l _ _ _ (s20_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s20_c41_R1)).
  pose proof (use_s19 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s20_c41_R) ltac:(cbn [In]; left; reflexivity) (s20_c41_R1))) as Ho3.
  rewrite (s17_p12 Ho0 ltac:(zlia)).
  rewrite (s16_p10 Ho1 ltac:(zlia)).
  rewrite (s18_p4 Ho2 ltac:(zlia)).
  rewrite (s19_p6 Ho3 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c42_L (e : nat) : lmoves (s20_board 0 1 1 1 (2 + e)) = [s17_board 0 2 1 (2 + e); s16_board 0 1 2 (2 + e); s18_board 0 1 1 (3 + e)].
Proof. unfold s16_board, s17_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c42_R (e : nat) : rmoves (s20_board 0 1 1 1 (2 + e)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s20_c42_p4 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s20_board 0 1 1 1 (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c42_L e), (s20_c42_R e); cbn [map].
  pose proof (use_s17 IH 0 2 1 (2 + e) (opt_l _ _ _ (s20_c42_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 0 1 2 (2 + e) (opt_l _ _ _ (s20_c42_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s18 IH 0 1 1 (3 + e) (opt_l _ _ _ (s20_c42_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s17_p4 Ho0 ltac:(zlia)).
  rewrite (s16_p7 Ho1 ltac:(zlia)).
  rewrite (s18_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s20_c43_L (d : nat) : lmoves (s20_board 0 1 1 (2 + d) 0) = [s17_board 0 2 (2 + d) 0; s16_board 0 1 (3 + d) 0; s20_board 0 1 1 (1 + d) 1].
Proof. unfold s16_board, s17_board, s20_board. tf_options. Qed.
Lemma s20_c43_R (d : nat) : rmoves (s20_board 0 1 1 (2 + d) 0) = [s19_board 0 1 1 (2 + d)].
Proof. unfold s19_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s20_c43_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s20_board 0 1 1 (2 + d) 0 -> fst (s20_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q13] in Hc |- *.
  rewrite tf_game_eq, (s20_c43_L d), (s20_c43_R d); cbn [map].
  pose proof (use_s17 IH 0 2 (2 + d) 0 (opt_l _ _ _ (s20_c43_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 0 1 (3 + d) 0 (opt_l _ _ _ (s20_c43_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 0 1 1 (1 + d) 1 (opt_l _ _ _ (s20_c43_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 0 1 1 (2 + d) (opt_r _ _ _ (s20_c43_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s17_p13 Ho0 ltac:(zlia)).
  rewrite (s16_p12 Ho1 ltac:(zlia)).
  rewrite (s20_p12 Ho2 ltac:(zlia)).
  rewrite (s19_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c44_L (d : nat) : lmoves (s20_board 0 1 1 (2 + d) 1) = [s17_board 0 2 (2 + d) 1; s16_board 0 1 (3 + d) 1; s20_board 0 1 1 (1 + d) 2].
Proof. unfold s16_board, s17_board, s20_board. tf_options. Qed.
Lemma s20_c44_R (d : nat) : rmoves (s20_board 0 1 1 (2 + d) 1) = [strip [] (E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c44_R1 (d : nat) : tf_norm (strip [] (E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s19_board 0 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s20_c44_p12 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s20_board 0 1 1 (2 + d) 1 -> fst (s20_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q12] in Hc |- *.
  rewrite tf_game_eq, (s20_c44_L d), (s20_c44_R d); cbn [map].
  pose proof (use_s17 IH 0 2 (2 + d) 1 (opt_l _ _ _ (s20_c44_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 0 1 (3 + d) 1 (opt_l _ _ _ (s20_c44_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 0 1 1 (1 + d) 2 (opt_l _ _ _ (s20_c44_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s20_c44_R1 d)).
  pose proof (use_s19 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s20_c44_R d) ltac:(cbn [In]; left; reflexivity) (s20_c44_R1 d))) as Ho3.
  rewrite (s17_p12 Ho0 ltac:(zlia)).
  rewrite (s16_p10 Ho1 ltac:(zlia)).
  rewrite (s20_p4 Ho2 ltac:(zlia)).
  rewrite (s19_p6 Ho3 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c45_L (d e : nat) : lmoves (s20_board 0 1 1 (2 + d) (2 + e)) = [s17_board 0 2 (2 + d) (2 + e); s16_board 0 1 (3 + d) (2 + e); s20_board 0 1 1 (1 + d) (3 + e)].
Proof. unfold s16_board, s17_board, s20_board. tf_options. Qed.
Lemma s20_c45_R (d e : nat) : rmoves (s20_board 0 1 1 (2 + d) (2 + e)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s20_c45_p4 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s20_board 0 1 1 (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c45_L d e), (s20_c45_R d e); cbn [map].
  pose proof (use_s17 IH 0 2 (2 + d) (2 + e) (opt_l _ _ _ (s20_c45_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 0 1 (3 + d) (2 + e) (opt_l _ _ _ (s20_c45_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 0 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s20_c45_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s17_p4 Ho0 ltac:(zlia)).
  rewrite (s16_p7 Ho1 ltac:(zlia)).
  rewrite (s20_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d==0 && e==0: the board of s18 *)
Lemma s20_c46_p18 x (Hs18 : s18_claim x) (c : nat) :
  x = s20_board 0 1 (2 + c) 0 0 -> fst (s20_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q18] in Hc |- *.
  pose proof (Hs18 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d==0 && e==1: the board of s18 *)
Lemma s20_c47_p23 x (Hs18 : s18_claim x) (c : nat) :
  x = s20_board 0 1 (2 + c) 0 1 -> fst (s20_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q23] in Hc |- *.
  pose proof (Hs18 0 1 (2 + c) 1 ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d==0 && e>=2: the board of s18 *)
Lemma s20_c48_p4 x (Hs18 : s18_claim x) (c e : nat) :
  x = s20_board 0 1 (2 + c) 0 (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs18 0 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s20_c49_L (c : nat) : lmoves (s20_board 0 1 (2 + c) 1 0) = [s17_board 0 (3 + c) 1 0; s20_board 0 1 (1 + c) 2 0; s18_board 0 1 (2 + c) 1].
Proof. unfold s17_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c49_R (c : nat) : rmoves (s20_board 0 1 (2 + c) 1 0) = [s19_board 0 1 (2 + c) 1].
Proof. unfold s19_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s20_c49_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s20_board 0 1 (2 + c) 1 0 -> fst (s20_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q8] in Hc |- *.
  rewrite tf_game_eq, (s20_c49_L c), (s20_c49_R c); cbn [map].
  pose proof (use_s17 IH 0 (3 + c) 1 0 (opt_l _ _ _ (s20_c49_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 0 1 (1 + c) 2 0 (opt_l _ _ _ (s20_c49_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s18 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s20_c49_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 0 1 (2 + c) 1 (opt_r _ _ _ (s20_c49_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s17_p8 Ho0 ltac:(zlia)).
  rewrite (s20_p13 Ho1 ltac:(zlia)).
  rewrite (s18_p8 Ho2 ltac:(zlia)).
  rewrite (s19_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c50_L (c : nat) : lmoves (s20_board 0 1 (2 + c) 1 1) = [s17_board 0 (3 + c) 1 1; s20_board 0 1 (1 + c) 2 1; s18_board 0 1 (2 + c) 2].
Proof. unfold s17_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c50_R (c : nat) : rmoves (s20_board 0 1 (2 + c) 1 1) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c50_R1 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s19_board 0 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s20_c50_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s20_board 0 1 (2 + c) 1 1 -> fst (s20_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q12] in Hc |- *.
  rewrite tf_game_eq, (s20_c50_L c), (s20_c50_R c); cbn [map].
  pose proof (use_s17 IH 0 (3 + c) 1 1 (opt_l _ _ _ (s20_c50_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 0 1 (1 + c) 2 1 (opt_l _ _ _ (s20_c50_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s18 IH 0 1 (2 + c) 2 (opt_l _ _ _ (s20_c50_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s20_c50_R1 c)).
  pose proof (use_s19 IH 0 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s20_c50_R c) ltac:(cbn [In]; left; reflexivity) (s20_c50_R1 c))) as Ho3.
  rewrite (s17_p12 Ho0 ltac:(zlia)).
  rewrite (s20_p12 Ho1 ltac:(zlia)).
  rewrite (s18_p4 Ho2 ltac:(zlia)).
  rewrite (s19_p6 Ho3 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c51_L (c e : nat) : lmoves (s20_board 0 1 (2 + c) 1 (2 + e)) = [s17_board 0 (3 + c) 1 (2 + e); s20_board 0 1 (1 + c) 2 (2 + e); s18_board 0 1 (2 + c) (3 + e)].
Proof. unfold s17_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c51_R (c e : nat) : rmoves (s20_board 0 1 (2 + c) 1 (2 + e)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s20_c51_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s20_board 0 1 (2 + c) 1 (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c51_L c e), (s20_c51_R c e); cbn [map].
  pose proof (use_s17 IH 0 (3 + c) 1 (2 + e) (opt_l _ _ _ (s20_c51_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 0 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s20_c51_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s18 IH 0 1 (2 + c) (3 + e) (opt_l _ _ _ (s20_c51_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s17_p4 Ho0 ltac:(zlia)).
  rewrite (s20_p4 Ho1 ltac:(zlia)).
  rewrite (s18_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s20_c52_L (c d : nat) : lmoves (s20_board 0 1 (2 + c) (2 + d) 0) = [s17_board 0 (3 + c) (2 + d) 0; s20_board 0 1 (1 + c) (3 + d) 0; s20_board 0 1 (2 + c) (1 + d) 1].
Proof. unfold s17_board, s20_board. tf_options. Qed.
Lemma s20_c52_R (c d : nat) : rmoves (s20_board 0 1 (2 + c) (2 + d) 0) = [s19_board 0 1 (2 + c) (2 + d)].
Proof. unfold s19_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s20_c52_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s20_board 0 1 (2 + c) (2 + d) 0 -> fst (s20_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q13] in Hc |- *.
  rewrite tf_game_eq, (s20_c52_L c d), (s20_c52_R c d); cbn [map].
  pose proof (use_s17 IH 0 (3 + c) (2 + d) 0 (opt_l _ _ _ (s20_c52_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 0 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s20_c52_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 0 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s20_c52_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s20_c52_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s17_p13 Ho0 ltac:(zlia)).
  rewrite (s20_p13 Ho1 ltac:(zlia)).
  rewrite (s20_p12 Ho2 ltac:(zlia)).
  rewrite (s19_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c53_L (c d : nat) : lmoves (s20_board 0 1 (2 + c) (2 + d) 1) = [s17_board 0 (3 + c) (2 + d) 1; s20_board 0 1 (1 + c) (3 + d) 1; s20_board 0 1 (2 + c) (1 + d) 2].
Proof. unfold s17_board, s20_board. tf_options. Qed.
Lemma s20_c53_R (c d : nat) : rmoves (s20_board 0 1 (2 + c) (2 + d) 1) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c53_R1 (c d : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s19_board 0 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s20_c53_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s20_board 0 1 (2 + c) (2 + d) 1 -> fst (s20_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q12] in Hc |- *.
  rewrite tf_game_eq, (s20_c53_L c d), (s20_c53_R c d); cbn [map].
  pose proof (use_s17 IH 0 (3 + c) (2 + d) 1 (opt_l _ _ _ (s20_c53_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 0 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s20_c53_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 0 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s20_c53_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s20_c53_R1 c d)).
  pose proof (use_s19 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s20_c53_R c d) ltac:(cbn [In]; left; reflexivity) (s20_c53_R1 c d))) as Ho3.
  rewrite (s17_p12 Ho0 ltac:(zlia)).
  rewrite (s20_p12 Ho1 ltac:(zlia)).
  rewrite (s20_p4 Ho2 ltac:(zlia)).
  rewrite (s19_p6 Ho3 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c54_L (c d e : nat) : lmoves (s20_board 0 1 (2 + c) (2 + d) (2 + e)) = [s17_board 0 (3 + c) (2 + d) (2 + e); s20_board 0 1 (1 + c) (3 + d) (2 + e); s20_board 0 1 (2 + c) (1 + d) (3 + e)].
Proof. unfold s17_board, s20_board. tf_options. Qed.
Lemma s20_c54_R (c d e : nat) : rmoves (s20_board 0 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s20_c54_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s20_board 0 1 (2 + c) (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c54_L c d e), (s20_c54_R c d e); cbn [map].
  pose proof (use_s17 IH 0 (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s20_c54_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 0 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s20_c54_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 0 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s20_c54_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s17_p4 Ho0 ltac:(zlia)).
  rewrite (s20_p4 Ho1 ltac:(zlia)).
  rewrite (s20_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d==0 && e==0: the board of s15 *)
Lemma s20_c55_p28 x (Hs15 : s15_claim x) (b : nat) :
  x = s20_board 0 (2 + b) 0 0 0 -> fst (s20_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q28] in Hc |- *.
  pose proof (Hs15 0 (2 + b) 0 ltac:(rewrite Hx; unfold s20_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d==0 && e==1: the board of s15 *)
Lemma s20_c56_p29 x (Hs15 : s15_claim x) (b : nat) :
  x = s20_board 0 (2 + b) 0 0 1 -> fst (s20_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q29] in Hc |- *.
  pose proof (Hs15 0 (2 + b) 1 ltac:(rewrite Hx; unfold s20_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d==0 && e>=2: the board of s15 *)
Lemma s20_c57_p4 x (Hs15 : s15_claim x) (b e : nat) :
  x = s20_board 0 (2 + b) 0 0 (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs15 0 (2 + b) (2 + e) ltac:(rewrite Hx; unfold s20_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d==1 && e==0: the board of s16 *)
Lemma s20_c58_p16 x (Hs16 : s16_claim x) (b : nat) :
  x = s20_board 0 (2 + b) 0 1 0 -> fst (s20_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q16] in Hc |- *.
  pose proof (Hs16 0 (2 + b) 1 0 ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d==1 && e==1: the board of s16 *)
Lemma s20_c59_p12 x (Hs16 : s16_claim x) (b : nat) :
  x = s20_board 0 (2 + b) 0 1 1 -> fst (s20_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q12] in Hc |- *.
  pose proof (Hs16 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d==1 && e>=2: the board of s16 *)
Lemma s20_c60_p4 x (Hs16 : s16_claim x) (b e : nat) :
  x = s20_board 0 (2 + b) 0 1 (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs16 0 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d>=2 && e==0: the board of s16 *)
Lemma s20_c61_p13 x (Hs16 : s16_claim x) (b d : nat) :
  x = s20_board 0 (2 + b) 0 (2 + d) 0 -> fst (s20_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q13] in Hc |- *.
  pose proof (Hs16 0 (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d>=2 && e==1: the board of s16 *)
Lemma s20_c62_p12 x (Hs16 : s16_claim x) (b d : nat) :
  x = s20_board 0 (2 + b) 0 (2 + d) 1 -> fst (s20_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q12] in Hc |- *.
  pose proof (Hs16 0 (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==0 && d>=2 && e>=2: the board of s16 *)
Lemma s20_c63_p4 x (Hs16 : s16_claim x) (b d e : nat) :
  x = s20_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs16 0 (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d==0 && e==0: the board of s18 *)
Lemma s20_c64_p16 x (Hs18 : s18_claim x) (b : nat) :
  x = s20_board 0 (2 + b) 1 0 0 -> fst (s20_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q16] in Hc |- *.
  pose proof (Hs18 0 (2 + b) 1 0 ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d==0 && e==1: the board of s18 *)
Lemma s20_c65_p23 x (Hs18 : s18_claim x) (b : nat) :
  x = s20_board 0 (2 + b) 1 0 1 -> fst (s20_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q23] in Hc |- *.
  pose proof (Hs18 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d==0 && e>=2: the board of s18 *)
Lemma s20_c66_p4 x (Hs18 : s18_claim x) (b e : nat) :
  x = s20_board 0 (2 + b) 1 0 (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs18 0 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s20_c67_L (b : nat) : lmoves (s20_board 0 (2 + b) 1 1 0) = [s20_board 0 (1 + b) 2 1 0; s16_board 0 (2 + b) 2 0; s18_board 0 (2 + b) 1 1].
Proof. unfold s16_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c67_R (b : nat) : rmoves (s20_board 0 (2 + b) 1 1 0) = [s19_board 0 (2 + b) 1 1].
Proof. unfold s19_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s20_c67_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s20_board 0 (2 + b) 1 1 0 -> fst (s20_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q8] in Hc |- *.
  rewrite tf_game_eq, (s20_c67_L b), (s20_c67_R b); cbn [map].
  pose proof (use_s20 IH 0 (1 + b) 2 1 0 (opt_l _ _ _ (s20_c67_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 0 (2 + b) 2 0 (opt_l _ _ _ (s20_c67_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s18 IH 0 (2 + b) 1 1 (opt_l _ _ _ (s20_c67_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s20_c67_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s20_p8 Ho0 ltac:(zlia)).
  rewrite (s16_p12 Ho1 ltac:(zlia)).
  rewrite (s18_p8 Ho2 ltac:(zlia)).
  rewrite (s19_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c68_L (b : nat) : lmoves (s20_board 0 (2 + b) 1 1 1) = [s20_board 0 (1 + b) 2 1 1; s16_board 0 (2 + b) 2 1; s18_board 0 (2 + b) 1 2].
Proof. unfold s16_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c68_R (b : nat) : rmoves (s20_board 0 (2 + b) 1 1 1) = [strip [] (E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 1)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c68_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 1)]) (s19_board 0 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s20_c68_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s20_board 0 (2 + b) 1 1 1 -> fst (s20_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q12] in Hc |- *.
  rewrite tf_game_eq, (s20_c68_L b), (s20_c68_R b); cbn [map].
  pose proof (use_s20 IH 0 (1 + b) 2 1 1 (opt_l _ _ _ (s20_c68_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 0 (2 + b) 2 1 (opt_l _ _ _ (s20_c68_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s18 IH 0 (2 + b) 1 2 (opt_l _ _ _ (s20_c68_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s20_c68_R1 b)).
  pose proof (use_s19 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s20_c68_R b) ltac:(cbn [In]; left; reflexivity) (s20_c68_R1 b))) as Ho3.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s16_p10 Ho1 ltac:(zlia)).
  rewrite (s18_p4 Ho2 ltac:(zlia)).
  rewrite (s19_p6 Ho3 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c69_L (b e : nat) : lmoves (s20_board 0 (2 + b) 1 1 (2 + e)) = [s20_board 0 (1 + b) 2 1 (2 + e); s16_board 0 (2 + b) 2 (2 + e); s18_board 0 (2 + b) 1 (3 + e)].
Proof. unfold s16_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c69_R (b e : nat) : rmoves (s20_board 0 (2 + b) 1 1 (2 + e)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s20_c69_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s20_board 0 (2 + b) 1 1 (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c69_L b e), (s20_c69_R b e); cbn [map].
  pose proof (use_s20 IH 0 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s20_c69_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 0 (2 + b) 2 (2 + e) (opt_l _ _ _ (s20_c69_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s18 IH 0 (2 + b) 1 (3 + e) (opt_l _ _ _ (s20_c69_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s16_p7 Ho1 ltac:(zlia)).
  rewrite (s18_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s20_c70_L (b d : nat) : lmoves (s20_board 0 (2 + b) 1 (2 + d) 0) = [s20_board 0 (1 + b) 2 (2 + d) 0; s16_board 0 (2 + b) (3 + d) 0; s20_board 0 (2 + b) 1 (1 + d) 1].
Proof. unfold s16_board, s20_board. tf_options. Qed.
Lemma s20_c70_R (b d : nat) : rmoves (s20_board 0 (2 + b) 1 (2 + d) 0) = [s19_board 0 (2 + b) 1 (2 + d)].
Proof. unfold s19_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s20_c70_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s20_board 0 (2 + b) 1 (2 + d) 0 -> fst (s20_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q13] in Hc |- *.
  rewrite tf_game_eq, (s20_c70_L b d), (s20_c70_R b d); cbn [map].
  pose proof (use_s20 IH 0 (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s20_c70_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 0 (2 + b) (3 + d) 0 (opt_l _ _ _ (s20_c70_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 0 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s20_c70_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s20_c70_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s20_p13 Ho0 ltac:(zlia)).
  rewrite (s16_p12 Ho1 ltac:(zlia)).
  rewrite (s20_p12 Ho2 ltac:(zlia)).
  rewrite (s19_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c71_L (b d : nat) : lmoves (s20_board 0 (2 + b) 1 (2 + d) 1) = [s20_board 0 (1 + b) 2 (2 + d) 1; s16_board 0 (2 + b) (3 + d) 1; s20_board 0 (2 + b) 1 (1 + d) 2].
Proof. unfold s16_board, s20_board. tf_options. Qed.
Lemma s20_c71_R (b d : nat) : rmoves (s20_board 0 (2 + b) 1 (2 + d) 1) = [strip [] (E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c71_R1 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s19_board 0 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s20_c71_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s20_board 0 (2 + b) 1 (2 + d) 1 -> fst (s20_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q12] in Hc |- *.
  rewrite tf_game_eq, (s20_c71_L b d), (s20_c71_R b d); cbn [map].
  pose proof (use_s20 IH 0 (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s20_c71_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 0 (2 + b) (3 + d) 1 (opt_l _ _ _ (s20_c71_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 0 (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s20_c71_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s20_c71_R1 b d)).
  pose proof (use_s19 IH 0 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s20_c71_R b d) ltac:(cbn [In]; left; reflexivity) (s20_c71_R1 b d))) as Ho3.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s16_p10 Ho1 ltac:(zlia)).
  rewrite (s20_p4 Ho2 ltac:(zlia)).
  rewrite (s19_p6 Ho3 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c72_L (b d e : nat) : lmoves (s20_board 0 (2 + b) 1 (2 + d) (2 + e)) = [s20_board 0 (1 + b) 2 (2 + d) (2 + e); s16_board 0 (2 + b) (3 + d) (2 + e); s20_board 0 (2 + b) 1 (1 + d) (3 + e)].
Proof. unfold s16_board, s20_board. tf_options. Qed.
Lemma s20_c72_R (b d e : nat) : rmoves (s20_board 0 (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s20_c72_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s20_board 0 (2 + b) 1 (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c72_L b d e), (s20_c72_R b d e); cbn [map].
  pose proof (use_s20 IH 0 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s20_c72_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s16 IH 0 (2 + b) (3 + d) (2 + e) (opt_l _ _ _ (s20_c72_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 0 (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s20_c72_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s16_p7 Ho1 ltac:(zlia)).
  rewrite (s20_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d==0 && e==0: the board of s18 *)
Lemma s20_c73_p18 x (Hs18 : s18_claim x) (b c : nat) :
  x = s20_board 0 (2 + b) (2 + c) 0 0 -> fst (s20_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q18] in Hc |- *.
  pose proof (Hs18 0 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d==0 && e==1: the board of s18 *)
Lemma s20_c74_p23 x (Hs18 : s18_claim x) (b c : nat) :
  x = s20_board 0 (2 + b) (2 + c) 0 1 -> fst (s20_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q23] in Hc |- *.
  pose proof (Hs18 0 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d==0 && e>=2: the board of s18 *)
Lemma s20_c75_p4 x (Hs18 : s18_claim x) (b c e : nat) :
  x = s20_board 0 (2 + b) (2 + c) 0 (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs18 0 (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s20_c76_L (b c : nat) : lmoves (s20_board 0 (2 + b) (2 + c) 1 0) = [s20_board 0 (1 + b) (3 + c) 1 0; s20_board 0 (2 + b) (1 + c) 2 0; s18_board 0 (2 + b) (2 + c) 1].
Proof. unfold s18_board, s20_board. tf_options. Qed.
Lemma s20_c76_R (b c : nat) : rmoves (s20_board 0 (2 + b) (2 + c) 1 0) = [s19_board 0 (2 + b) (2 + c) 1].
Proof. unfold s19_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s20_c76_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s20_board 0 (2 + b) (2 + c) 1 0 -> fst (s20_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q8] in Hc |- *.
  rewrite tf_game_eq, (s20_c76_L b c), (s20_c76_R b c); cbn [map].
  pose proof (use_s20 IH 0 (1 + b) (3 + c) 1 0 (opt_l _ _ _ (s20_c76_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 0 (2 + b) (1 + c) 2 0 (opt_l _ _ _ (s20_c76_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s18 IH 0 (2 + b) (2 + c) 1 (opt_l _ _ _ (s20_c76_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 0 (2 + b) (2 + c) 1 (opt_r _ _ _ (s20_c76_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s20_p8 Ho0 ltac:(zlia)).
  rewrite (s20_p13 Ho1 ltac:(zlia)).
  rewrite (s18_p8 Ho2 ltac:(zlia)).
  rewrite (s19_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c77_L (b c : nat) : lmoves (s20_board 0 (2 + b) (2 + c) 1 1) = [s20_board 0 (1 + b) (3 + c) 1 1; s20_board 0 (2 + b) (1 + c) 2 1; s18_board 0 (2 + b) (2 + c) 2].
Proof. unfold s18_board, s20_board. tf_options. Qed.
Lemma s20_c77_R (b c : nat) : rmoves (s20_board 0 (2 + b) (2 + c) 1 1) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c77_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s19_board 0 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s20_c77_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s20_board 0 (2 + b) (2 + c) 1 1 -> fst (s20_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q12] in Hc |- *.
  rewrite tf_game_eq, (s20_c77_L b c), (s20_c77_R b c); cbn [map].
  pose proof (use_s20 IH 0 (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s20_c77_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 0 (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s20_c77_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s18 IH 0 (2 + b) (2 + c) 2 (opt_l _ _ _ (s20_c77_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s20_c77_R1 b c)).
  pose proof (use_s19 IH 0 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s20_c77_R b c) ltac:(cbn [In]; left; reflexivity) (s20_c77_R1 b c))) as Ho3.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s20_p12 Ho1 ltac:(zlia)).
  rewrite (s18_p4 Ho2 ltac:(zlia)).
  rewrite (s19_p6 Ho3 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c78_L (b c e : nat) : lmoves (s20_board 0 (2 + b) (2 + c) 1 (2 + e)) = [s20_board 0 (1 + b) (3 + c) 1 (2 + e); s20_board 0 (2 + b) (1 + c) 2 (2 + e); s18_board 0 (2 + b) (2 + c) (3 + e)].
Proof. unfold s18_board, s20_board. tf_options. Qed.
Lemma s20_c78_R (b c e : nat) : rmoves (s20_board 0 (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s20_c78_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s20_board 0 (2 + b) (2 + c) 1 (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c78_L b c e), (s20_c78_R b c e); cbn [map].
  pose proof (use_s20 IH 0 (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s20_c78_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 0 (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s20_c78_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s18 IH 0 (2 + b) (2 + c) (3 + e) (opt_l _ _ _ (s20_c78_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s20_p4 Ho1 ltac:(zlia)).
  rewrite (s18_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s20_c79_L (b c d : nat) : lmoves (s20_board 0 (2 + b) (2 + c) (2 + d) 0) = [s20_board 0 (1 + b) (3 + c) (2 + d) 0; s20_board 0 (2 + b) (1 + c) (3 + d) 0; s20_board 0 (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s20_board. tf_options. Qed.
Lemma s20_c79_R (b c d : nat) : rmoves (s20_board 0 (2 + b) (2 + c) (2 + d) 0) = [s19_board 0 (2 + b) (2 + c) (2 + d)].
Proof. unfold s19_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s20_c79_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s20_board 0 (2 + b) (2 + c) (2 + d) 0 -> fst (s20_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q13] in Hc |- *.
  rewrite tf_game_eq, (s20_c79_L b c d), (s20_c79_R b c d); cbn [map].
  pose proof (use_s20 IH 0 (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s20_c79_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 0 (2 + b) (1 + c) (3 + d) 0 (opt_l _ _ _ (s20_c79_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 0 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s20_c79_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 0 (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s20_c79_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s20_p13 Ho0 ltac:(zlia)).
  rewrite (s20_p13 Ho1 ltac:(zlia)).
  rewrite (s20_p12 Ho2 ltac:(zlia)).
  rewrite (s19_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c80_L (b c d : nat) : lmoves (s20_board 0 (2 + b) (2 + c) (2 + d) 1) = [s20_board 0 (1 + b) (3 + c) (2 + d) 1; s20_board 0 (2 + b) (1 + c) (3 + d) 1; s20_board 0 (2 + b) (2 + c) (1 + d) 2].
Proof. unfold s20_board. tf_options. Qed.
Lemma s20_c80_R (b c d : nat) : rmoves (s20_board 0 (2 + b) (2 + c) (2 + d) 1) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c80_R1 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s19_board 0 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s20_c80_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s20_board 0 (2 + b) (2 + c) (2 + d) 1 -> fst (s20_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q12] in Hc |- *.
  rewrite tf_game_eq, (s20_c80_L b c d), (s20_c80_R b c d); cbn [map].
  pose proof (use_s20 IH 0 (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s20_c80_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 0 (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s20_c80_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 0 (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s20_c80_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s20_c80_R1 b c d)).
  pose proof (use_s19 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s20_c80_R b c d) ltac:(cbn [In]; left; reflexivity) (s20_c80_R1 b c d))) as Ho3.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s20_p12 Ho1 ltac:(zlia)).
  rewrite (s20_p4 Ho2 ltac:(zlia)).
  rewrite (s19_p6 Ho3 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c81_L (b c d e : nat) : lmoves (s20_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [s20_board 0 (1 + b) (3 + c) (2 + d) (2 + e); s20_board 0 (2 + b) (1 + c) (3 + d) (2 + e); s20_board 0 (2 + b) (2 + c) (1 + d) (3 + e)].
Proof. unfold s20_board. tf_options. Qed.
Lemma s20_c81_R (b c d e : nat) : rmoves (s20_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==0 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s20_c81_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s20_board 0 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c81_L b c d e), (s20_c81_R b c d e); cbn [map].
  pose proof (use_s20 IH 0 (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s20_c81_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 0 (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s20_c81_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 0 (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s20_c81_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s20_p4 Ho1 ltac:(zlia)).
  rewrite (s20_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d==0 && e==0: the board of s9 *)
Lemma s20_c82_p3 x (Hs9 : s9_claim x) :
  x = s20_board 1 0 0 0 0 -> fst (s20_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q3] in Hc |- *.
  pose proof (Hs9 1 0 ltac:(rewrite Hx; unfold s20_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d==0 && e==1: the board of s9 *)
Lemma s20_c83_p6 x (Hs9 : s9_claim x) :
  x = s20_board 1 0 0 0 1 -> fst (s20_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q6] in Hc |- *.
  pose proof (Hs9 1 1 ltac:(rewrite Hx; unfold s20_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d==0 && e>=2: the board of s9 *)
Lemma s20_c84_p4 x (Hs9 : s9_claim x) (e : nat) :
  x = s20_board 1 0 0 0 (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs9 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d==1 && e==0: the board of s10 *)
Lemma s20_c85_p16 x (Hs10 : s10_claim x) :
  x = s20_board 1 0 0 1 0 -> fst (s20_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q16] in Hc |- *.
  pose proof (Hs10 1 1 0 ltac:(rewrite Hx; unfold s20_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d==1 && e==1: the board of s10 *)
Lemma s20_c86_p30 x (Hs10 : s10_claim x) :
  x = s20_board 1 0 0 1 1 -> fst (s20_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q30] in Hc |- *.
  pose proof (Hs10 1 1 1 ltac:(rewrite Hx; unfold s20_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d==1 && e>=2: the board of s10 *)
Lemma s20_c87_p4 x (Hs10 : s10_claim x) (e : nat) :
  x = s20_board 1 0 0 1 (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs10 1 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d>=2 && e==0: the board of s10 *)
Lemma s20_c88_p31 x (Hs10 : s10_claim x) (d : nat) :
  x = s20_board 1 0 0 (2 + d) 0 -> fst (s20_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q31] in Hc |- *.
  pose proof (Hs10 1 (2 + d) 0 ltac:(rewrite Hx; unfold s20_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s20_c88_p32 x (Hs10 : s10_claim x) (d : nat) :
  x = s20_board 1 0 0 (2 + d) 0 -> fst (s20_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q32] in Hc |- *.
  pose proof (Hs10 1 (2 + d) 0 ltac:(rewrite Hx; unfold s20_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d>=2 && e==1: the board of s10 *)
Lemma s20_c89_p12 x (Hs10 : s10_claim x) (d : nat) :
  x = s20_board 1 0 0 (2 + d) 1 -> fst (s20_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q12] in Hc |- *.
  pose proof (Hs10 1 (2 + d) 1 ltac:(rewrite Hx; unfold s20_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==0 && d>=2 && e>=2: the board of s10 *)
Lemma s20_c90_p4 x (Hs10 : s10_claim x) (d e : nat) :
  x = s20_board 1 0 0 (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs10 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s20_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d==0 && e==0: the board of s11 *)
Lemma s20_c91_p25 x (Hs11 : s11_claim x) :
  x = s20_board 1 0 1 0 0 -> fst (s20_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q25] in Hc |- *.
  pose proof (Hs11 1 1 0 ltac:(rewrite Hx; unfold s20_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d==0 && e==1: the board of s11 *)
Lemma s20_c92_p20 x (Hs11 : s11_claim x) :
  x = s20_board 1 0 1 0 1 -> fst (s20_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q20] in Hc |- *.
  pose proof (Hs11 1 1 1 ltac:(rewrite Hx; unfold s20_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d==0 && e>=2: the board of s11 *)
Lemma s20_c93_p4 x (Hs11 : s11_claim x) (e : nat) :
  x = s20_board 1 0 1 0 (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs11 1 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d==1 && e==0: the board of s17 *)
Lemma s20_c94_p33 x (Hs17 : s17_claim x) :
  x = s20_board 1 0 1 1 0 -> fst (s20_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q33] in Hc |- *.
  pose proof (Hs17 1 1 1 0 ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p28 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d==1 && e==1: the board of s17 *)
Lemma s20_c95_p12 x (Hs17 : s17_claim x) :
  x = s20_board 1 0 1 1 1 -> fst (s20_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q12] in Hc |- *.
  pose proof (Hs17 1 1 1 1 ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d==1 && e>=2: the board of s17 *)
Lemma s20_c96_p4 x (Hs17 : s17_claim x) (e : nat) :
  x = s20_board 1 0 1 1 (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs17 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d>=2 && e==0: the board of s17 *)
Lemma s20_c97_p13 x (Hs17 : s17_claim x) (d : nat) :
  x = s20_board 1 0 1 (2 + d) 0 -> fst (s20_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q13] in Hc |- *.
  pose proof (Hs17 1 1 (2 + d) 0 ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d>=2 && e==1: the board of s17 *)
Lemma s20_c98_p12 x (Hs17 : s17_claim x) (d : nat) :
  x = s20_board 1 0 1 (2 + d) 1 -> fst (s20_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q12] in Hc |- *.
  pose proof (Hs17 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c==1 && d>=2 && e>=2: the board of s17 *)
Lemma s20_c99_p4 x (Hs17 : s17_claim x) (d e : nat) :
  x = s20_board 1 0 1 (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs17 1 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d==0 && e==0: the board of s11 *)
Lemma s20_c100_p18 x (Hs11 : s11_claim x) (c : nat) :
  x = s20_board 1 0 (2 + c) 0 0 -> fst (s20_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q18] in Hc |- *.
  pose proof (Hs11 1 (2 + c) 0 ltac:(rewrite Hx; unfold s20_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d==0 && e==1: the board of s11 *)
Lemma s20_c101_p23 x (Hs11 : s11_claim x) (c : nat) :
  x = s20_board 1 0 (2 + c) 0 1 -> fst (s20_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q23] in Hc |- *.
  pose proof (Hs11 1 (2 + c) 1 ltac:(rewrite Hx; unfold s20_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d==0 && e>=2: the board of s11 *)
Lemma s20_c102_p4 x (Hs11 : s11_claim x) (c e : nat) :
  x = s20_board 1 0 (2 + c) 0 (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs11 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s20_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d==1 && e==0: the board of s17 *)
Lemma s20_c103_p8 x (Hs17 : s17_claim x) (c : nat) :
  x = s20_board 1 0 (2 + c) 1 0 -> fst (s20_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q8] in Hc |- *.
  pose proof (Hs17 1 (2 + c) 1 0 ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d==1 && e==1: the board of s17 *)
Lemma s20_c104_p12 x (Hs17 : s17_claim x) (c : nat) :
  x = s20_board 1 0 (2 + c) 1 1 -> fst (s20_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q12] in Hc |- *.
  pose proof (Hs17 1 (2 + c) 1 1 ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d==1 && e>=2: the board of s17 *)
Lemma s20_c105_p4 x (Hs17 : s17_claim x) (c e : nat) :
  x = s20_board 1 0 (2 + c) 1 (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs17 1 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d>=2 && e==0: the board of s17 *)
Lemma s20_c106_p13 x (Hs17 : s17_claim x) (c d : nat) :
  x = s20_board 1 0 (2 + c) (2 + d) 0 -> fst (s20_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q13] in Hc |- *.
  pose proof (Hs17 1 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d>=2 && e==1: the board of s17 *)
Lemma s20_c107_p12 x (Hs17 : s17_claim x) (c d : nat) :
  x = s20_board 1 0 (2 + c) (2 + d) 1 -> fst (s20_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q12] in Hc |- *.
  pose proof (Hs17 1 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==0 && c>=2 && d>=2 && e>=2: the board of s17 *)
Lemma s20_c108_p4 x (Hs17 : s17_claim x) (c d e : nat) :
  x = s20_board 1 0 (2 + c) (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs17 1 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d==0 && e==0: the board of s15 *)
Lemma s20_c109_p34 x (Hs15 : s15_claim x) :
  x = s20_board 1 1 0 0 0 -> fst (s20_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q34] in Hc |- *.
  pose proof (Hs15 1 1 0 ltac:(rewrite Hx; unfold s20_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d==0 && e==1: the board of s15 *)
Lemma s20_c110_p33 x (Hs15 : s15_claim x) :
  x = s20_board 1 1 0 0 1 -> fst (s20_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q33] in Hc |- *.
  pose proof (Hs15 1 1 1 ltac:(rewrite Hx; unfold s20_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d==0 && e>=2: the board of s15 *)
Lemma s20_c111_p4 x (Hs15 : s15_claim x) (e : nat) :
  x = s20_board 1 1 0 0 (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs15 1 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d==1 && e==0: the board of s16 *)
Lemma s20_c112_p16 x (Hs16 : s16_claim x) :
  x = s20_board 1 1 0 1 0 -> fst (s20_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q16] in Hc |- *.
  pose proof (Hs16 1 1 1 0 ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d==1 && e==1: the board of s16 *)
Lemma s20_c113_p12 x (Hs16 : s16_claim x) :
  x = s20_board 1 1 0 1 1 -> fst (s20_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q12] in Hc |- *.
  pose proof (Hs16 1 1 1 1 ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d==1 && e>=2: the board of s16 *)
Lemma s20_c114_p4 x (Hs16 : s16_claim x) (e : nat) :
  x = s20_board 1 1 0 1 (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs16 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d>=2 && e==0: the board of s16 *)
Lemma s20_c115_p13 x (Hs16 : s16_claim x) (d : nat) :
  x = s20_board 1 1 0 (2 + d) 0 -> fst (s20_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q13] in Hc |- *.
  pose proof (Hs16 1 1 (2 + d) 0 ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d>=2 && e==1: the board of s16 *)
Lemma s20_c116_p12 x (Hs16 : s16_claim x) (d : nat) :
  x = s20_board 1 1 0 (2 + d) 1 -> fst (s20_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q12] in Hc |- *.
  pose proof (Hs16 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==0 && d>=2 && e>=2: the board of s16 *)
Lemma s20_c117_p4 x (Hs16 : s16_claim x) (d e : nat) :
  x = s20_board 1 1 0 (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs16 1 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d==0 && e==0: the board of s18 *)
Lemma s20_c118_p16 x (Hs18 : s18_claim x) :
  x = s20_board 1 1 1 0 0 -> fst (s20_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q16] in Hc |- *.
  pose proof (Hs18 1 1 1 0 ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d==0 && e==1: the board of s18 *)
Lemma s20_c119_p23 x (Hs18 : s18_claim x) :
  x = s20_board 1 1 1 0 1 -> fst (s20_q23 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q23 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q23] in Hc |- *.
  pose proof (Hs18 1 1 1 1 ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d==0 && e>=2: the board of s18 *)
Lemma s20_c120_p4 x (Hs18 : s18_claim x) (e : nat) :
  x = s20_board 1 1 1 0 (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs18 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s20_c121_L : lmoves (s20_board 1 1 1 1 0) = [s20_board 0 2 1 1 0; s17_board 1 2 1 0; s16_board 1 1 2 0; s18_board 1 1 1 1].
Proof. unfold s16_board, s17_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c121_R : rmoves (s20_board 1 1 1 1 0) = [s19_board 1 1 1 1].
Proof. unfold s19_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d==1 && e==0 *)
Lemma s20_c121_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s20_board 1 1 1 1 0 -> fst (s20_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q8] in Hc |- *.
  rewrite tf_game_eq, (s20_c121_L), (s20_c121_R); cbn [map].
  pose proof (use_s20 IH 0 2 1 1 0 (opt_l _ _ _ (s20_c121_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 2 1 0 (opt_l _ _ _ (s20_c121_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 1 2 0 (opt_l _ _ _ (s20_c121_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s18 IH 1 1 1 1 (opt_l _ _ _ (s20_c121_L) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH 1 1 1 1 (opt_r _ _ _ (s20_c121_R) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s20_p8 Ho0 ltac:(zlia)).
  rewrite (s17_p8 Ho1 ltac:(zlia)).
  rewrite (s16_p13 Ho2 ltac:(zlia)).
  rewrite (s18_p8 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c122_L : lmoves (s20_board 1 1 1 1 1) = [s20_board 0 2 1 1 1; s17_board 1 2 1 1; s16_board 1 1 2 1; s18_board 1 1 1 2].
Proof. unfold s16_board, s17_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c122_R : rmoves (s20_board 1 1 1 1 1) = [strip [] ([T; E; T; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c122_R1 : tf_norm (strip [] ([T; E; T; E; T; E; T; F]) [(1, 1)]) (s19_board 1 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d==1 && e==1 *)
Lemma s20_c122_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s20_board 1 1 1 1 1 -> fst (s20_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q12] in Hc |- *.
  rewrite tf_game_eq, (s20_c122_L), (s20_c122_R); cbn [map].
  pose proof (use_s20 IH 0 2 1 1 1 (opt_l _ _ _ (s20_c122_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 2 1 1 (opt_l _ _ _ (s20_c122_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 1 2 1 (opt_l _ _ _ (s20_c122_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s18 IH 1 1 1 2 (opt_l _ _ _ (s20_c122_L) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s20_c122_R1)).
  pose proof (use_s19 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s20_c122_R) ltac:(cbn [In]; left; reflexivity) (s20_c122_R1))) as Ho4.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s17_p12 Ho1 ltac:(zlia)).
  rewrite (s16_p11 Ho2 ltac:(zlia)).
  rewrite (s18_p4 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c123_L (e : nat) : lmoves (s20_board 1 1 1 1 (2 + e)) = [s20_board 0 2 1 1 (2 + e); s17_board 1 2 1 (2 + e); s16_board 1 1 2 (2 + e); s18_board 1 1 1 (3 + e)].
Proof. unfold s16_board, s17_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c123_R (e : nat) : rmoves (s20_board 1 1 1 1 (2 + e)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s20_c123_p4 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s20_board 1 1 1 1 (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c123_L e), (s20_c123_R e); cbn [map].
  pose proof (use_s20 IH 0 2 1 1 (2 + e) (opt_l _ _ _ (s20_c123_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 2 1 (2 + e) (opt_l _ _ _ (s20_c123_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 1 2 (2 + e) (opt_l _ _ _ (s20_c123_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s18 IH 1 1 1 (3 + e) (opt_l _ _ _ (s20_c123_L e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s17_p4 Ho1 ltac:(zlia)).
  rewrite (s16_p7 Ho2 ltac:(zlia)).
  rewrite (s18_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s20_c124_L (d : nat) : lmoves (s20_board 1 1 1 (2 + d) 0) = [s20_board 0 2 1 (2 + d) 0; s17_board 1 2 (2 + d) 0; s16_board 1 1 (3 + d) 0; s20_board 1 1 1 (1 + d) 1].
Proof. unfold s16_board, s17_board, s20_board. tf_options. Qed.
Lemma s20_c124_R (d : nat) : rmoves (s20_board 1 1 1 (2 + d) 0) = [s19_board 1 1 1 (2 + d)].
Proof. unfold s19_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s20_c124_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s20_board 1 1 1 (2 + d) 0 -> fst (s20_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q13] in Hc |- *.
  rewrite tf_game_eq, (s20_c124_L d), (s20_c124_R d); cbn [map].
  pose proof (use_s20 IH 0 2 1 (2 + d) 0 (opt_l _ _ _ (s20_c124_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 2 (2 + d) 0 (opt_l _ _ _ (s20_c124_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 1 (3 + d) 0 (opt_l _ _ _ (s20_c124_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH 1 1 1 (1 + d) 1 (opt_l _ _ _ (s20_c124_L d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH 1 1 1 (2 + d) (opt_r _ _ _ (s20_c124_R d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s20_p13 Ho0 ltac:(zlia)).
  rewrite (s17_p13 Ho1 ltac:(zlia)).
  rewrite (s16_p13 Ho2 ltac:(zlia)).
  rewrite (s20_p12 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c125_L (d : nat) : lmoves (s20_board 1 1 1 (2 + d) 1) = [s20_board 0 2 1 (2 + d) 1; s17_board 1 2 (2 + d) 1; s16_board 1 1 (3 + d) 1; s20_board 1 1 1 (1 + d) 2].
Proof. unfold s16_board, s17_board, s20_board. tf_options. Qed.
Lemma s20_c125_R (d : nat) : rmoves (s20_board 1 1 1 (2 + d) 1) = [strip [] (T :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c125_R1 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s19_board 1 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s20_c125_p12 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s20_board 1 1 1 (2 + d) 1 -> fst (s20_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q12] in Hc |- *.
  rewrite tf_game_eq, (s20_c125_L d), (s20_c125_R d); cbn [map].
  pose proof (use_s20 IH 0 2 1 (2 + d) 1 (opt_l _ _ _ (s20_c125_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 2 (2 + d) 1 (opt_l _ _ _ (s20_c125_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 1 (3 + d) 1 (opt_l _ _ _ (s20_c125_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH 1 1 1 (1 + d) 2 (opt_l _ _ _ (s20_c125_L d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s20_c125_R1 d)).
  pose proof (use_s19 IH 1 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s20_c125_R d) ltac:(cbn [In]; left; reflexivity) (s20_c125_R1 d))) as Ho4.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s17_p12 Ho1 ltac:(zlia)).
  rewrite (s16_p11 Ho2 ltac:(zlia)).
  rewrite (s20_p4 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c126_L (d e : nat) : lmoves (s20_board 1 1 1 (2 + d) (2 + e)) = [s20_board 0 2 1 (2 + d) (2 + e); s17_board 1 2 (2 + d) (2 + e); s16_board 1 1 (3 + d) (2 + e); s20_board 1 1 1 (1 + d) (3 + e)].
Proof. unfold s16_board, s17_board, s20_board. tf_options. Qed.
Lemma s20_c126_R (d e : nat) : rmoves (s20_board 1 1 1 (2 + d) (2 + e)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s20_c126_p4 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s20_board 1 1 1 (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c126_L d e), (s20_c126_R d e); cbn [map].
  pose proof (use_s20 IH 0 2 1 (2 + d) (2 + e) (opt_l _ _ _ (s20_c126_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 2 (2 + d) (2 + e) (opt_l _ _ _ (s20_c126_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 1 (3 + d) (2 + e) (opt_l _ _ _ (s20_c126_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH 1 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s20_c126_L d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s17_p4 Ho1 ltac:(zlia)).
  rewrite (s16_p7 Ho2 ltac:(zlia)).
  rewrite (s20_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d==0 && e==0: the board of s18 *)
Lemma s20_c127_p18 x (Hs18 : s18_claim x) (c : nat) :
  x = s20_board 1 1 (2 + c) 0 0 -> fst (s20_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q18] in Hc |- *.
  pose proof (Hs18 1 1 (2 + c) 0 ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d==0 && e==1: the board of s18 *)
Lemma s20_c128_p23 x (Hs18 : s18_claim x) (c : nat) :
  x = s20_board 1 1 (2 + c) 0 1 -> fst (s20_q23 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q23 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q23] in Hc |- *.
  pose proof (Hs18 1 1 (2 + c) 1 ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d==0 && e>=2: the board of s18 *)
Lemma s20_c129_p4 x (Hs18 : s18_claim x) (c e : nat) :
  x = s20_board 1 1 (2 + c) 0 (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs18 1 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s20_c130_L (c : nat) : lmoves (s20_board 1 1 (2 + c) 1 0) = [s20_board 0 2 (2 + c) 1 0; s17_board 1 (3 + c) 1 0; s20_board 1 1 (1 + c) 2 0; s18_board 1 1 (2 + c) 1].
Proof. unfold s17_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c130_R (c : nat) : rmoves (s20_board 1 1 (2 + c) 1 0) = [s19_board 1 1 (2 + c) 1].
Proof. unfold s19_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s20_c130_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s20_board 1 1 (2 + c) 1 0 -> fst (s20_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q8] in Hc |- *.
  rewrite tf_game_eq, (s20_c130_L c), (s20_c130_R c); cbn [map].
  pose proof (use_s20 IH 0 2 (2 + c) 1 0 (opt_l _ _ _ (s20_c130_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 (3 + c) 1 0 (opt_l _ _ _ (s20_c130_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 1 1 (1 + c) 2 0 (opt_l _ _ _ (s20_c130_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s18 IH 1 1 (2 + c) 1 (opt_l _ _ _ (s20_c130_L c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH 1 1 (2 + c) 1 (opt_r _ _ _ (s20_c130_R c) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s20_p8 Ho0 ltac:(zlia)).
  rewrite (s17_p8 Ho1 ltac:(zlia)).
  rewrite (s20_p13 Ho2 ltac:(zlia)).
  rewrite (s18_p8 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c131_L (c : nat) : lmoves (s20_board 1 1 (2 + c) 1 1) = [s20_board 0 2 (2 + c) 1 1; s17_board 1 (3 + c) 1 1; s20_board 1 1 (1 + c) 2 1; s18_board 1 1 (2 + c) 2].
Proof. unfold s17_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c131_R (c : nat) : rmoves (s20_board 1 1 (2 + c) 1 1) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c131_R1 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s19_board 1 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s20_c131_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s20_board 1 1 (2 + c) 1 1 -> fst (s20_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q12] in Hc |- *.
  rewrite tf_game_eq, (s20_c131_L c), (s20_c131_R c); cbn [map].
  pose proof (use_s20 IH 0 2 (2 + c) 1 1 (opt_l _ _ _ (s20_c131_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 (3 + c) 1 1 (opt_l _ _ _ (s20_c131_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 1 1 (1 + c) 2 1 (opt_l _ _ _ (s20_c131_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s18 IH 1 1 (2 + c) 2 (opt_l _ _ _ (s20_c131_L c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s20_c131_R1 c)).
  pose proof (use_s19 IH 1 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s20_c131_R c) ltac:(cbn [In]; left; reflexivity) (s20_c131_R1 c))) as Ho4.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s17_p12 Ho1 ltac:(zlia)).
  rewrite (s20_p12 Ho2 ltac:(zlia)).
  rewrite (s18_p4 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c132_L (c e : nat) : lmoves (s20_board 1 1 (2 + c) 1 (2 + e)) = [s20_board 0 2 (2 + c) 1 (2 + e); s17_board 1 (3 + c) 1 (2 + e); s20_board 1 1 (1 + c) 2 (2 + e); s18_board 1 1 (2 + c) (3 + e)].
Proof. unfold s17_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c132_R (c e : nat) : rmoves (s20_board 1 1 (2 + c) 1 (2 + e)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s20_c132_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s20_board 1 1 (2 + c) 1 (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c132_L c e), (s20_c132_R c e); cbn [map].
  pose proof (use_s20 IH 0 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s20_c132_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 (3 + c) 1 (2 + e) (opt_l _ _ _ (s20_c132_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 1 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s20_c132_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s18 IH 1 1 (2 + c) (3 + e) (opt_l _ _ _ (s20_c132_L c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s17_p4 Ho1 ltac:(zlia)).
  rewrite (s20_p4 Ho2 ltac:(zlia)).
  rewrite (s18_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s20_c133_L (c d : nat) : lmoves (s20_board 1 1 (2 + c) (2 + d) 0) = [s20_board 0 2 (2 + c) (2 + d) 0; s17_board 1 (3 + c) (2 + d) 0; s20_board 1 1 (1 + c) (3 + d) 0; s20_board 1 1 (2 + c) (1 + d) 1].
Proof. unfold s17_board, s20_board. tf_options. Qed.
Lemma s20_c133_R (c d : nat) : rmoves (s20_board 1 1 (2 + c) (2 + d) 0) = [s19_board 1 1 (2 + c) (2 + d)].
Proof. unfold s19_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s20_c133_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s20_board 1 1 (2 + c) (2 + d) 0 -> fst (s20_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q13] in Hc |- *.
  rewrite tf_game_eq, (s20_c133_L c d), (s20_c133_R c d); cbn [map].
  pose proof (use_s20 IH 0 2 (2 + c) (2 + d) 0 (opt_l _ _ _ (s20_c133_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 (3 + c) (2 + d) 0 (opt_l _ _ _ (s20_c133_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 1 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s20_c133_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH 1 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s20_c133_L c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH 1 1 (2 + c) (2 + d) (opt_r _ _ _ (s20_c133_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s20_p13 Ho0 ltac:(zlia)).
  rewrite (s17_p13 Ho1 ltac:(zlia)).
  rewrite (s20_p13 Ho2 ltac:(zlia)).
  rewrite (s20_p12 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c134_L (c d : nat) : lmoves (s20_board 1 1 (2 + c) (2 + d) 1) = [s20_board 0 2 (2 + c) (2 + d) 1; s17_board 1 (3 + c) (2 + d) 1; s20_board 1 1 (1 + c) (3 + d) 1; s20_board 1 1 (2 + c) (1 + d) 2].
Proof. unfold s17_board, s20_board. tf_options. Qed.
Lemma s20_c134_R (c d : nat) : rmoves (s20_board 1 1 (2 + c) (2 + d) 1) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c134_R1 (c d : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s19_board 1 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s20_c134_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s20_board 1 1 (2 + c) (2 + d) 1 -> fst (s20_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q12] in Hc |- *.
  rewrite tf_game_eq, (s20_c134_L c d), (s20_c134_R c d); cbn [map].
  pose proof (use_s20 IH 0 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s20_c134_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 (3 + c) (2 + d) 1 (opt_l _ _ _ (s20_c134_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 1 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s20_c134_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH 1 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s20_c134_L c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s20_c134_R1 c d)).
  pose proof (use_s19 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s20_c134_R c d) ltac:(cbn [In]; left; reflexivity) (s20_c134_R1 c d))) as Ho4.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s17_p12 Ho1 ltac:(zlia)).
  rewrite (s20_p12 Ho2 ltac:(zlia)).
  rewrite (s20_p4 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c135_L (c d e : nat) : lmoves (s20_board 1 1 (2 + c) (2 + d) (2 + e)) = [s20_board 0 2 (2 + c) (2 + d) (2 + e); s17_board 1 (3 + c) (2 + d) (2 + e); s20_board 1 1 (1 + c) (3 + d) (2 + e); s20_board 1 1 (2 + c) (1 + d) (3 + e)].
Proof. unfold s17_board, s20_board. tf_options. Qed.
Lemma s20_c135_R (c d e : nat) : rmoves (s20_board 1 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s20_c135_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s20_board 1 1 (2 + c) (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c135_L c d e), (s20_c135_R c d e); cbn [map].
  pose proof (use_s20 IH 0 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s20_c135_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s20_c135_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 1 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s20_c135_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH 1 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s20_c135_L c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s17_p4 Ho1 ltac:(zlia)).
  rewrite (s20_p4 Ho2 ltac:(zlia)).
  rewrite (s20_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d==0 && e==0: the board of s15 *)
Lemma s20_c136_p28 x (Hs15 : s15_claim x) (b : nat) :
  x = s20_board 1 (2 + b) 0 0 0 -> fst (s20_q28 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q28 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q28] in Hc |- *.
  pose proof (Hs15 1 (2 + b) 0 ltac:(rewrite Hx; unfold s20_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d==0 && e==1: the board of s15 *)
Lemma s20_c137_p29 x (Hs15 : s15_claim x) (b : nat) :
  x = s20_board 1 (2 + b) 0 0 1 -> fst (s20_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q29] in Hc |- *.
  pose proof (Hs15 1 (2 + b) 1 ltac:(rewrite Hx; unfold s20_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d==0 && e>=2: the board of s15 *)
Lemma s20_c138_p4 x (Hs15 : s15_claim x) (b e : nat) :
  x = s20_board 1 (2 + b) 0 0 (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs15 1 (2 + b) (2 + e) ltac:(rewrite Hx; unfold s20_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d==1 && e==0: the board of s16 *)
Lemma s20_c139_p16 x (Hs16 : s16_claim x) (b : nat) :
  x = s20_board 1 (2 + b) 0 1 0 -> fst (s20_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q16] in Hc |- *.
  pose proof (Hs16 1 (2 + b) 1 0 ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d==1 && e==1: the board of s16 *)
Lemma s20_c140_p12 x (Hs16 : s16_claim x) (b : nat) :
  x = s20_board 1 (2 + b) 0 1 1 -> fst (s20_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q12] in Hc |- *.
  pose proof (Hs16 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d==1 && e>=2: the board of s16 *)
Lemma s20_c141_p4 x (Hs16 : s16_claim x) (b e : nat) :
  x = s20_board 1 (2 + b) 0 1 (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs16 1 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d>=2 && e==0: the board of s16 *)
Lemma s20_c142_p13 x (Hs16 : s16_claim x) (b d : nat) :
  x = s20_board 1 (2 + b) 0 (2 + d) 0 -> fst (s20_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q13] in Hc |- *.
  pose proof (Hs16 1 (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d>=2 && e==1: the board of s16 *)
Lemma s20_c143_p12 x (Hs16 : s16_claim x) (b d : nat) :
  x = s20_board 1 (2 + b) 0 (2 + d) 1 -> fst (s20_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q12] in Hc |- *.
  pose proof (Hs16 1 (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d>=2 && e>=2: the board of s16 *)
Lemma s20_c144_p4 x (Hs16 : s16_claim x) (b d e : nat) :
  x = s20_board 1 (2 + b) 0 (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs16 1 (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d==0 && e==0: the board of s18 *)
Lemma s20_c145_p16 x (Hs18 : s18_claim x) (b : nat) :
  x = s20_board 1 (2 + b) 1 0 0 -> fst (s20_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q16] in Hc |- *.
  pose proof (Hs18 1 (2 + b) 1 0 ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d==0 && e==1: the board of s18 *)
Lemma s20_c146_p23 x (Hs18 : s18_claim x) (b : nat) :
  x = s20_board 1 (2 + b) 1 0 1 -> fst (s20_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q23] in Hc |- *.
  pose proof (Hs18 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d==0 && e>=2: the board of s18 *)
Lemma s20_c147_p4 x (Hs18 : s18_claim x) (b e : nat) :
  x = s20_board 1 (2 + b) 1 0 (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs18 1 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s20_c148_L (b : nat) : lmoves (s20_board 1 (2 + b) 1 1 0) = [s20_board 0 (3 + b) 1 1 0; s20_board 1 (1 + b) 2 1 0; s16_board 1 (2 + b) 2 0; s18_board 1 (2 + b) 1 1].
Proof. unfold s16_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c148_R (b : nat) : rmoves (s20_board 1 (2 + b) 1 1 0) = [s19_board 1 (2 + b) 1 1].
Proof. unfold s19_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s20_c148_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s20_board 1 (2 + b) 1 1 0 -> fst (s20_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q8] in Hc |- *.
  rewrite tf_game_eq, (s20_c148_L b), (s20_c148_R b); cbn [map].
  pose proof (use_s20 IH 0 (3 + b) 1 1 0 (opt_l _ _ _ (s20_c148_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 (1 + b) 2 1 0 (opt_l _ _ _ (s20_c148_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 (2 + b) 2 0 (opt_l _ _ _ (s20_c148_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s18 IH 1 (2 + b) 1 1 (opt_l _ _ _ (s20_c148_L b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s20_c148_R b) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s20_p8 Ho0 ltac:(zlia)).
  rewrite (s20_p8 Ho1 ltac:(zlia)).
  rewrite (s16_p13 Ho2 ltac:(zlia)).
  rewrite (s18_p8 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c149_L (b : nat) : lmoves (s20_board 1 (2 + b) 1 1 1) = [s20_board 0 (3 + b) 1 1 1; s20_board 1 (1 + b) 2 1 1; s16_board 1 (2 + b) 2 1; s18_board 1 (2 + b) 1 2].
Proof. unfold s16_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c149_R (b : nat) : rmoves (s20_board 1 (2 + b) 1 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 1)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c149_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 1)]) (s19_board 1 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s20_c149_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s20_board 1 (2 + b) 1 1 1 -> fst (s20_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q12] in Hc |- *.
  rewrite tf_game_eq, (s20_c149_L b), (s20_c149_R b); cbn [map].
  pose proof (use_s20 IH 0 (3 + b) 1 1 1 (opt_l _ _ _ (s20_c149_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 (1 + b) 2 1 1 (opt_l _ _ _ (s20_c149_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 (2 + b) 2 1 (opt_l _ _ _ (s20_c149_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s18 IH 1 (2 + b) 1 2 (opt_l _ _ _ (s20_c149_L b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s20_c149_R1 b)).
  pose proof (use_s19 IH 1 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s20_c149_R b) ltac:(cbn [In]; left; reflexivity) (s20_c149_R1 b))) as Ho4.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s20_p12 Ho1 ltac:(zlia)).
  rewrite (s16_p11 Ho2 ltac:(zlia)).
  rewrite (s18_p4 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c150_L (b e : nat) : lmoves (s20_board 1 (2 + b) 1 1 (2 + e)) = [s20_board 0 (3 + b) 1 1 (2 + e); s20_board 1 (1 + b) 2 1 (2 + e); s16_board 1 (2 + b) 2 (2 + e); s18_board 1 (2 + b) 1 (3 + e)].
Proof. unfold s16_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c150_R (b e : nat) : rmoves (s20_board 1 (2 + b) 1 1 (2 + e)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s20_c150_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s20_board 1 (2 + b) 1 1 (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c150_L b e), (s20_c150_R b e); cbn [map].
  pose proof (use_s20 IH 0 (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s20_c150_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s20_c150_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 (2 + b) 2 (2 + e) (opt_l _ _ _ (s20_c150_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s18 IH 1 (2 + b) 1 (3 + e) (opt_l _ _ _ (s20_c150_L b e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s20_p4 Ho1 ltac:(zlia)).
  rewrite (s16_p7 Ho2 ltac:(zlia)).
  rewrite (s18_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s20_c151_L (b d : nat) : lmoves (s20_board 1 (2 + b) 1 (2 + d) 0) = [s20_board 0 (3 + b) 1 (2 + d) 0; s20_board 1 (1 + b) 2 (2 + d) 0; s16_board 1 (2 + b) (3 + d) 0; s20_board 1 (2 + b) 1 (1 + d) 1].
Proof. unfold s16_board, s20_board. tf_options. Qed.
Lemma s20_c151_R (b d : nat) : rmoves (s20_board 1 (2 + b) 1 (2 + d) 0) = [s19_board 1 (2 + b) 1 (2 + d)].
Proof. unfold s19_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s20_c151_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s20_board 1 (2 + b) 1 (2 + d) 0 -> fst (s20_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q13] in Hc |- *.
  rewrite tf_game_eq, (s20_c151_L b d), (s20_c151_R b d); cbn [map].
  pose proof (use_s20 IH 0 (3 + b) 1 (2 + d) 0 (opt_l _ _ _ (s20_c151_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s20_c151_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 (2 + b) (3 + d) 0 (opt_l _ _ _ (s20_c151_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH 1 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s20_c151_L b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH 1 (2 + b) 1 (2 + d) (opt_r _ _ _ (s20_c151_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s20_p13 Ho0 ltac:(zlia)).
  rewrite (s20_p13 Ho1 ltac:(zlia)).
  rewrite (s16_p13 Ho2 ltac:(zlia)).
  rewrite (s20_p12 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c152_L (b d : nat) : lmoves (s20_board 1 (2 + b) 1 (2 + d) 1) = [s20_board 0 (3 + b) 1 (2 + d) 1; s20_board 1 (1 + b) 2 (2 + d) 1; s16_board 1 (2 + b) (3 + d) 1; s20_board 1 (2 + b) 1 (1 + d) 2].
Proof. unfold s16_board, s20_board. tf_options. Qed.
Lemma s20_c152_R (b d : nat) : rmoves (s20_board 1 (2 + b) 1 (2 + d) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c152_R1 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s19_board 1 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s20_c152_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s20_board 1 (2 + b) 1 (2 + d) 1 -> fst (s20_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q12] in Hc |- *.
  rewrite tf_game_eq, (s20_c152_L b d), (s20_c152_R b d); cbn [map].
  pose proof (use_s20 IH 0 (3 + b) 1 (2 + d) 1 (opt_l _ _ _ (s20_c152_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s20_c152_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 (2 + b) (3 + d) 1 (opt_l _ _ _ (s20_c152_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH 1 (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s20_c152_L b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s20_c152_R1 b d)).
  pose proof (use_s19 IH 1 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s20_c152_R b d) ltac:(cbn [In]; left; reflexivity) (s20_c152_R1 b d))) as Ho4.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s20_p12 Ho1 ltac:(zlia)).
  rewrite (s16_p11 Ho2 ltac:(zlia)).
  rewrite (s20_p4 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c153_L (b d e : nat) : lmoves (s20_board 1 (2 + b) 1 (2 + d) (2 + e)) = [s20_board 0 (3 + b) 1 (2 + d) (2 + e); s20_board 1 (1 + b) 2 (2 + d) (2 + e); s16_board 1 (2 + b) (3 + d) (2 + e); s20_board 1 (2 + b) 1 (1 + d) (3 + e)].
Proof. unfold s16_board, s20_board. tf_options. Qed.
Lemma s20_c153_R (b d e : nat) : rmoves (s20_board 1 (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s20_c153_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s20_board 1 (2 + b) 1 (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c153_L b d e), (s20_c153_R b d e); cbn [map].
  pose proof (use_s20 IH 0 (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s20_c153_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s20_c153_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH 1 (2 + b) (3 + d) (2 + e) (opt_l _ _ _ (s20_c153_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH 1 (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s20_c153_L b d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s20_p4 Ho1 ltac:(zlia)).
  rewrite (s16_p7 Ho2 ltac:(zlia)).
  rewrite (s20_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d==0 && e==0: the board of s18 *)
Lemma s20_c154_p18 x (Hs18 : s18_claim x) (b c : nat) :
  x = s20_board 1 (2 + b) (2 + c) 0 0 -> fst (s20_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q18] in Hc |- *.
  pose proof (Hs18 1 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d==0 && e==1: the board of s18 *)
Lemma s20_c155_p23 x (Hs18 : s18_claim x) (b c : nat) :
  x = s20_board 1 (2 + b) (2 + c) 0 1 -> fst (s20_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q23] in Hc |- *.
  pose proof (Hs18 1 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d==0 && e>=2: the board of s18 *)
Lemma s20_c156_p4 x (Hs18 : s18_claim x) (b c e : nat) :
  x = s20_board 1 (2 + b) (2 + c) 0 (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs18 1 (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s20_c157_L (b c : nat) : lmoves (s20_board 1 (2 + b) (2 + c) 1 0) = [s20_board 0 (3 + b) (2 + c) 1 0; s20_board 1 (1 + b) (3 + c) 1 0; s20_board 1 (2 + b) (1 + c) 2 0; s18_board 1 (2 + b) (2 + c) 1].
Proof. unfold s18_board, s20_board. tf_options. Qed.
Lemma s20_c157_R (b c : nat) : rmoves (s20_board 1 (2 + b) (2 + c) 1 0) = [s19_board 1 (2 + b) (2 + c) 1].
Proof. unfold s19_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s20_c157_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s20_board 1 (2 + b) (2 + c) 1 0 -> fst (s20_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q8] in Hc |- *.
  rewrite tf_game_eq, (s20_c157_L b c), (s20_c157_R b c); cbn [map].
  pose proof (use_s20 IH 0 (3 + b) (2 + c) 1 0 (opt_l _ _ _ (s20_c157_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 (1 + b) (3 + c) 1 0 (opt_l _ _ _ (s20_c157_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 1 (2 + b) (1 + c) 2 0 (opt_l _ _ _ (s20_c157_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s18 IH 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s20_c157_L b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH 1 (2 + b) (2 + c) 1 (opt_r _ _ _ (s20_c157_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s20_p8 Ho0 ltac:(zlia)).
  rewrite (s20_p8 Ho1 ltac:(zlia)).
  rewrite (s20_p13 Ho2 ltac:(zlia)).
  rewrite (s18_p8 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c158_L (b c : nat) : lmoves (s20_board 1 (2 + b) (2 + c) 1 1) = [s20_board 0 (3 + b) (2 + c) 1 1; s20_board 1 (1 + b) (3 + c) 1 1; s20_board 1 (2 + b) (1 + c) 2 1; s18_board 1 (2 + b) (2 + c) 2].
Proof. unfold s18_board, s20_board. tf_options. Qed.
Lemma s20_c158_R (b c : nat) : rmoves (s20_board 1 (2 + b) (2 + c) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c158_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s19_board 1 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s20_c158_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s20_board 1 (2 + b) (2 + c) 1 1 -> fst (s20_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q12] in Hc |- *.
  rewrite tf_game_eq, (s20_c158_L b c), (s20_c158_R b c); cbn [map].
  pose proof (use_s20 IH 0 (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s20_c158_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s20_c158_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 1 (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s20_c158_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s18 IH 1 (2 + b) (2 + c) 2 (opt_l _ _ _ (s20_c158_L b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s20_c158_R1 b c)).
  pose proof (use_s19 IH 1 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s20_c158_R b c) ltac:(cbn [In]; left; reflexivity) (s20_c158_R1 b c))) as Ho4.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s20_p12 Ho1 ltac:(zlia)).
  rewrite (s20_p12 Ho2 ltac:(zlia)).
  rewrite (s18_p4 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c159_L (b c e : nat) : lmoves (s20_board 1 (2 + b) (2 + c) 1 (2 + e)) = [s20_board 0 (3 + b) (2 + c) 1 (2 + e); s20_board 1 (1 + b) (3 + c) 1 (2 + e); s20_board 1 (2 + b) (1 + c) 2 (2 + e); s18_board 1 (2 + b) (2 + c) (3 + e)].
Proof. unfold s18_board, s20_board. tf_options. Qed.
Lemma s20_c159_R (b c e : nat) : rmoves (s20_board 1 (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s20_c159_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s20_board 1 (2 + b) (2 + c) 1 (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c159_L b c e), (s20_c159_R b c e); cbn [map].
  pose proof (use_s20 IH 0 (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s20_c159_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s20_c159_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 1 (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s20_c159_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s18 IH 1 (2 + b) (2 + c) (3 + e) (opt_l _ _ _ (s20_c159_L b c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s20_p4 Ho1 ltac:(zlia)).
  rewrite (s20_p4 Ho2 ltac:(zlia)).
  rewrite (s18_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s20_c160_L (b c d : nat) : lmoves (s20_board 1 (2 + b) (2 + c) (2 + d) 0) = [s20_board 0 (3 + b) (2 + c) (2 + d) 0; s20_board 1 (1 + b) (3 + c) (2 + d) 0; s20_board 1 (2 + b) (1 + c) (3 + d) 0; s20_board 1 (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s20_board. tf_options. Qed.
Lemma s20_c160_R (b c d : nat) : rmoves (s20_board 1 (2 + b) (2 + c) (2 + d) 0) = [s19_board 1 (2 + b) (2 + c) (2 + d)].
Proof. unfold s19_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s20_c160_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s20_board 1 (2 + b) (2 + c) (2 + d) 0 -> fst (s20_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q13] in Hc |- *.
  rewrite tf_game_eq, (s20_c160_L b c d), (s20_c160_R b c d); cbn [map].
  pose proof (use_s20 IH 0 (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s20_c160_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s20_c160_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 1 (2 + b) (1 + c) (3 + d) 0 (opt_l _ _ _ (s20_c160_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH 1 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s20_c160_L b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH 1 (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s20_c160_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s20_p13 Ho0 ltac:(zlia)).
  rewrite (s20_p13 Ho1 ltac:(zlia)).
  rewrite (s20_p13 Ho2 ltac:(zlia)).
  rewrite (s20_p12 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c161_L (b c d : nat) : lmoves (s20_board 1 (2 + b) (2 + c) (2 + d) 1) = [s20_board 0 (3 + b) (2 + c) (2 + d) 1; s20_board 1 (1 + b) (3 + c) (2 + d) 1; s20_board 1 (2 + b) (1 + c) (3 + d) 1; s20_board 1 (2 + b) (2 + c) (1 + d) 2].
Proof. unfold s20_board. tf_options. Qed.
Lemma s20_c161_R (b c d : nat) : rmoves (s20_board 1 (2 + b) (2 + c) (2 + d) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c161_R1 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s19_board 1 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s20_c161_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s20_board 1 (2 + b) (2 + c) (2 + d) 1 -> fst (s20_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q12] in Hc |- *.
  rewrite tf_game_eq, (s20_c161_L b c d), (s20_c161_R b c d); cbn [map].
  pose proof (use_s20 IH 0 (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s20_c161_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s20_c161_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 1 (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s20_c161_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH 1 (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s20_c161_L b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s20_c161_R1 b c d)).
  pose proof (use_s19 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s20_c161_R b c d) ltac:(cbn [In]; left; reflexivity) (s20_c161_R1 b c d))) as Ho4.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s20_p12 Ho1 ltac:(zlia)).
  rewrite (s20_p12 Ho2 ltac:(zlia)).
  rewrite (s20_p4 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c162_L (b c d e : nat) : lmoves (s20_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [s20_board 0 (3 + b) (2 + c) (2 + d) (2 + e); s20_board 1 (1 + b) (3 + c) (2 + d) (2 + e); s20_board 1 (2 + b) (1 + c) (3 + d) (2 + e); s20_board 1 (2 + b) (2 + c) (1 + d) (3 + e)].
Proof. unfold s20_board. tf_options. Qed.
Lemma s20_c162_R (b c d e : nat) : rmoves (s20_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s20_c162_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s20_board 1 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c162_L b c d e), (s20_c162_R b c d e); cbn [map].
  pose proof (use_s20 IH 0 (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s20_c162_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s20_c162_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH 1 (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s20_c162_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH 1 (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s20_c162_L b c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s20_p4 Ho1 ltac:(zlia)).
  rewrite (s20_p4 Ho2 ltac:(zlia)).
  rewrite (s20_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d==0 && e==0: the board of s9 *)
Lemma s20_c163_p3 x (Hs9 : s9_claim x) (a : nat) :
  x = s20_board (2 + a) 0 0 0 0 -> fst (s20_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q3] in Hc |- *.
  pose proof (Hs9 (2 + a) 0 ltac:(rewrite Hx; unfold s20_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d==0 && e==1: the board of s9 *)
Lemma s20_c164_p6 x (Hs9 : s9_claim x) (a : nat) :
  x = s20_board (2 + a) 0 0 0 1 -> fst (s20_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q6] in Hc |- *.
  pose proof (Hs9 (2 + a) 1 ltac:(rewrite Hx; unfold s20_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d==0 && e>=2: the board of s9 *)
Lemma s20_c165_p4 x (Hs9 : s9_claim x) (a e : nat) :
  x = s20_board (2 + a) 0 0 0 (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs9 (2 + a) (2 + e) ltac:(rewrite Hx; unfold s20_board, s9_board; board_eq)) as Ho0.
  rewrite (s9_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d==1 && e==0: the board of s10 *)
Lemma s20_c166_p16 x (Hs10 : s10_claim x) (a : nat) :
  x = s20_board (2 + a) 0 0 1 0 -> fst (s20_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q16] in Hc |- *.
  pose proof (Hs10 (2 + a) 1 0 ltac:(rewrite Hx; unfold s20_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d==1 && e==1: the board of s10 *)
Lemma s20_c167_p30 x (Hs10 : s10_claim x) (a : nat) :
  x = s20_board (2 + a) 0 0 1 1 -> fst (s20_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q30] in Hc |- *.
  pose proof (Hs10 (2 + a) 1 1 ltac:(rewrite Hx; unfold s20_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d==1 && e>=2: the board of s10 *)
Lemma s20_c168_p4 x (Hs10 : s10_claim x) (a e : nat) :
  x = s20_board (2 + a) 0 0 1 (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs10 (2 + a) 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d>=2 && e==0: the board of s10 *)
Lemma s20_c169_p35 x (Hs10 : s10_claim x) (a d : nat) :
  x = s20_board (2 + a) 0 0 (2 + d) 0 -> fst (s20_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q35] in Hc |- *.
  pose proof (Hs10 (2 + a) (2 + d) 0 ltac:(rewrite Hx; unfold s20_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s20_c169_p36 x (Hs10 : s10_claim x) (a d : nat) :
  x = s20_board (2 + a) 0 0 (2 + d) 0 -> fst (s20_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q36] in Hc |- *.
  pose proof (Hs10 (2 + a) (2 + d) 0 ltac:(rewrite Hx; unfold s20_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d>=2 && e==1: the board of s10 *)
Lemma s20_c170_p12 x (Hs10 : s10_claim x) (a d : nat) :
  x = s20_board (2 + a) 0 0 (2 + d) 1 -> fst (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q12] in Hc |- *.
  pose proof (Hs10 (2 + a) (2 + d) 1 ltac:(rewrite Hx; unfold s20_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d>=2 && e>=2: the board of s10 *)
Lemma s20_c171_p4 x (Hs10 : s10_claim x) (a d e : nat) :
  x = s20_board (2 + a) 0 0 (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs10 (2 + a) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s20_board, s10_board; board_eq)) as Ho0.
  rewrite (s10_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d==0 && e==0: the board of s11 *)
Lemma s20_c172_p25 x (Hs11 : s11_claim x) (a : nat) :
  x = s20_board (2 + a) 0 1 0 0 -> fst (s20_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q25] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 0 ltac:(rewrite Hx; unfold s20_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d==0 && e==1: the board of s11 *)
Lemma s20_c173_p20 x (Hs11 : s11_claim x) (a : nat) :
  x = s20_board (2 + a) 0 1 0 1 -> fst (s20_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q20] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 1 ltac:(rewrite Hx; unfold s20_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d==0 && e>=2: the board of s11 *)
Lemma s20_c174_p4 x (Hs11 : s11_claim x) (a e : nat) :
  x = s20_board (2 + a) 0 1 0 (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d==1 && e==0: the board of s17 *)
Lemma s20_c175_p33 x (Hs17 : s17_claim x) (a : nat) :
  x = s20_board (2 + a) 0 1 1 0 -> fst (s20_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q33] in Hc |- *.
  pose proof (Hs17 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p28 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d==1 && e==1: the board of s17 *)
Lemma s20_c176_p12 x (Hs17 : s17_claim x) (a : nat) :
  x = s20_board (2 + a) 0 1 1 1 -> fst (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q12] in Hc |- *.
  pose proof (Hs17 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d==1 && e>=2: the board of s17 *)
Lemma s20_c177_p4 x (Hs17 : s17_claim x) (a e : nat) :
  x = s20_board (2 + a) 0 1 1 (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs17 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d>=2 && e==0: the board of s17 *)
Lemma s20_c178_p13 x (Hs17 : s17_claim x) (a d : nat) :
  x = s20_board (2 + a) 0 1 (2 + d) 0 -> fst (s20_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q13] in Hc |- *.
  pose proof (Hs17 (2 + a) 1 (2 + d) 0 ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d>=2 && e==1: the board of s17 *)
Lemma s20_c179_p12 x (Hs17 : s17_claim x) (a d : nat) :
  x = s20_board (2 + a) 0 1 (2 + d) 1 -> fst (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q12] in Hc |- *.
  pose proof (Hs17 (2 + a) 1 (2 + d) 1 ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d>=2 && e>=2: the board of s17 *)
Lemma s20_c180_p4 x (Hs17 : s17_claim x) (a d e : nat) :
  x = s20_board (2 + a) 0 1 (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs17 (2 + a) 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d==0 && e==0: the board of s11 *)
Lemma s20_c181_p18 x (Hs11 : s11_claim x) (a c : nat) :
  x = s20_board (2 + a) 0 (2 + c) 0 0 -> fst (s20_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q18] in Hc |- *.
  pose proof (Hs11 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s20_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d==0 && e==1: the board of s11 *)
Lemma s20_c182_p23 x (Hs11 : s11_claim x) (a c : nat) :
  x = s20_board (2 + a) 0 (2 + c) 0 1 -> fst (s20_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q23] in Hc |- *.
  pose proof (Hs11 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s20_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d==0 && e>=2: the board of s11 *)
Lemma s20_c183_p4 x (Hs11 : s11_claim x) (a c e : nat) :
  x = s20_board (2 + a) 0 (2 + c) 0 (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs11 (2 + a) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s20_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d==1 && e==0: the board of s17 *)
Lemma s20_c184_p8 x (Hs17 : s17_claim x) (a c : nat) :
  x = s20_board (2 + a) 0 (2 + c) 1 0 -> fst (s20_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q8] in Hc |- *.
  pose proof (Hs17 (2 + a) (2 + c) 1 0 ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d==1 && e==1: the board of s17 *)
Lemma s20_c185_p12 x (Hs17 : s17_claim x) (a c : nat) :
  x = s20_board (2 + a) 0 (2 + c) 1 1 -> fst (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q12] in Hc |- *.
  pose proof (Hs17 (2 + a) (2 + c) 1 1 ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d==1 && e>=2: the board of s17 *)
Lemma s20_c186_p4 x (Hs17 : s17_claim x) (a c e : nat) :
  x = s20_board (2 + a) 0 (2 + c) 1 (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs17 (2 + a) (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

