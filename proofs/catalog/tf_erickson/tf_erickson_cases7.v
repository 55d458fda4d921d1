(* A part of the proof in tf_erickson.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FF" "{a-2|a-2}" --where "a>=2" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_base tf_erickson_values1 tf_erickson_values2.


(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c==0 && d>=2 && e==1: the board of s20 *)
Lemma s25_c8_p8 x (Hs20 : s20_claim x) (d : nat) :
  x = s25_board 0 0 0 (2 + d) 1 -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs20 0 (2 + d) 1 ltac:(rewrite Hx; unfold s25_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c==0 && d>=2 && e>=2: the board of s20 *)
Lemma s25_c9_p8 x (Hs20 : s20_claim x) (d e : nat) :
  x = s25_board 0 0 0 (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs20 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s25_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c==1 && d==0 && e==0: the board of s5 *)
Lemma s25_c10_p4 x (Hs5 : s5_claim x) :
  x = s25_board 0 0 1 0 0 -> fst (s25_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q4] in Hc |- *.
  pose proof (Hs5 0 1 0 ltac:(rewrite Hx; unfold s25_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c==1 && d==0 && e==1: the board of s21 *)
Lemma s25_c11_p9 x (Hs21 : s21_claim x) :
  x = s25_board 0 0 1 0 1 -> fst (s25_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q9] in Hc |- *.
  pose proof (Hs21 0 1 0 1 ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c==1 && d==0 && e>=2: the board of s21 *)
Lemma s25_c12_p12 x (Hs21 : s21_claim x) (e : nat) :
  x = s25_board 0 0 1 0 (2 + e) -> fst (s25_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q12] in Hc |- *.
  pose proof (Hs21 0 1 0 (2 + e) ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c==1 && d==1 && e==0: the board of s5 *)
Lemma s25_c13_p15 x (Hs5 : s5_claim x) :
  x = s25_board 0 0 1 1 0 -> fst (s25_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q15] in Hc |- *.
  pose proof (Hs5 0 1 1 ltac:(rewrite Hx; unfold s25_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c==1 && d==1 && e==1: the board of s21 *)
Lemma s25_c14_p16 x (Hs21 : s21_claim x) :
  x = s25_board 0 0 1 1 1 -> fst (s25_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q16] in Hc |- *.
  pose proof (Hs21 0 1 1 1 ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c==1 && d==1 && e>=2: the board of s21 *)
Lemma s25_c15_p17 x (Hs21 : s21_claim x) (e : nat) :
  x = s25_board 0 0 1 1 (2 + e) -> fst (s25_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q17] in Hc |- *.
  pose proof (Hs21 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c==1 && d>=2 && e==0: the board of s5 *)
Lemma s25_c16_p8 x (Hs5 : s5_claim x) (d : nat) :
  x = s25_board 0 0 1 (2 + d) 0 -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs5 0 1 (2 + d) ltac:(rewrite Hx; unfold s25_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c==1 && d>=2 && e==1: the board of s21 *)
Lemma s25_c17_p8 x (Hs21 : s21_claim x) (d : nat) :
  x = s25_board 0 0 1 (2 + d) 1 -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs21 0 1 (2 + d) 1 ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c==1 && d>=2 && e>=2: the board of s21 *)
Lemma s25_c18_p8 x (Hs21 : s21_claim x) (d e : nat) :
  x = s25_board 0 0 1 (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs21 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c>=2 && d==0 && e==0: the board of s5 *)
Lemma s25_c19_p18 x (Hs5 : s5_claim x) (c : nat) :
  x = s25_board 0 0 (2 + c) 0 0 -> fst (s25_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q18] in Hc |- *.
  pose proof (Hs5 0 (2 + c) 0 ltac:(rewrite Hx; unfold s25_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c19_p32 x (Hs5 : s5_claim x) (c : nat) :
  x = s25_board 0 0 (2 + c) 0 0 -> fst (s25_q32 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q32 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q32] in Hc |- *.
  pose proof (Hs5 0 (2 + c) 0 ltac:(rewrite Hx; unfold s25_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c>=2 && d==0 && e==1: the board of s21 *)
Lemma s25_c20_p20 x (Hs21 : s21_claim x) (c : nat) :
  x = s25_board 0 0 (2 + c) 0 1 -> fst (s25_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q20] in Hc |- *.
  pose proof (Hs21 0 (2 + c) 0 1 ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c20_p34 x (Hs21 : s21_claim x) (c : nat) :
  x = s25_board 0 0 (2 + c) 0 1 -> fst (s25_q34 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q34 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q34] in Hc |- *.
  pose proof (Hs21 0 (2 + c) 0 1 ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p28 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c>=2 && d==0 && e>=2: the board of s21 *)
Lemma s25_c21_p22 x (Hs21 : s21_claim x) (c e : nat) :
  x = s25_board 0 0 (2 + c) 0 (2 + e) -> fst (s25_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q22] in Hc |- *.
  pose proof (Hs21 0 (2 + c) 0 (2 + e) ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c21_p36 x (Hs21 : s21_claim x) (c e : nat) :
  x = s25_board 0 0 (2 + c) 0 (2 + e) -> fst (s25_q36 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q36 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q36] in Hc |- *.
  pose proof (Hs21 0 (2 + c) 0 (2 + e) ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c21_p38 x (Hs21 : s21_claim x) (c e : nat) :
  x = s25_board 0 0 (2 + c) 0 (2 + e) -> fst (s25_q38 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q38 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q38] in Hc |- *.
  pose proof (Hs21 0 (2 + c) 0 (2 + e) ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p31 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c>=2 && d==1 && e==0: the board of s5 *)
Lemma s25_c22_p24 x (Hs5 : s5_claim x) (c : nat) :
  x = s25_board 0 0 (2 + c) 1 0 -> fst (s25_q24 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q24 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q24] in Hc |- *.
  pose proof (Hs5 0 (2 + c) 1 ltac:(rewrite Hx; unfold s25_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c>=2 && d==1 && e==1: the board of s21 *)
Lemma s25_c23_p25 x (Hs21 : s21_claim x) (c : nat) :
  x = s25_board 0 0 (2 + c) 1 1 -> fst (s25_q25 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q25 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q25] in Hc |- *.
  pose proof (Hs21 0 (2 + c) 1 1 ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c>=2 && d==1 && e>=2: the board of s21 *)
Lemma s25_c24_p27 x (Hs21 : s21_claim x) (c e : nat) :
  x = s25_board 0 0 (2 + c) 1 (2 + e) -> fst (s25_q27 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q27 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q27] in Hc |- *.
  pose proof (Hs21 0 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p26 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c24_p37 x (Hs21 : s21_claim x) (c e : nat) :
  x = s25_board 0 0 (2 + c) 1 (2 + e) -> fst (s25_q37 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q37 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q37] in Hc |- *.
  pose proof (Hs21 0 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p30 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c>=2 && d>=2 && e==0: the board of s5 *)
Lemma s25_c25_p8 x (Hs5 : s5_claim x) (c d : nat) :
  x = s25_board 0 0 (2 + c) (2 + d) 0 -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs5 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s25_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c>=2 && d>=2 && e==1: the board of s21 *)
Lemma s25_c26_p8 x (Hs21 : s21_claim x) (c d : nat) :
  x = s25_board 0 0 (2 + c) (2 + d) 1 -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs21 0 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c>=2 && d>=2 && e>=2: the board of s21 *)
Lemma s25_c27_p8 x (Hs21 : s21_claim x) (c d e : nat) :
  x = s25_board 0 0 (2 + c) (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs21 0 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c==0 && d==0 && e==0: the board of s6 *)
Lemma s25_c28_p7 x (Hs6 : s6_claim x) :
  x = s25_board 0 1 0 0 0 -> fst (s25_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q7] in Hc |- *.
  pose proof (Hs6 0 1 0 ltac:(rewrite Hx; unfold s25_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c==0 && d==0 && e==1: the board of s24 *)
Lemma s25_c29_p39 x (Hs24 : s24_claim x) :
  x = s25_board 0 1 0 0 1 -> fst (s25_q39 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q39 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q39] in Hc |- *.
  pose proof (Hs24 0 1 0 1 ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c==0 && d==0 && e>=2: the board of s24 *)
Lemma s25_c30_p14 x (Hs24 : s24_claim x) (e : nat) :
  x = s25_board 0 1 0 0 (2 + e) -> fst (s25_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q14] in Hc |- *.
  pose proof (Hs24 0 1 0 (2 + e) ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c==0 && d==1 && e==0: the board of s6 *)
Lemma s25_c31_p41 x (Hs6 : s6_claim x) :
  x = s25_board 0 1 0 1 0 -> fst (s25_q41 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q41 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q41] in Hc |- *.
  pose proof (Hs6 0 1 1 ltac:(rewrite Hx; unfold s25_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c==0 && d==1 && e==1: the board of s24 *)
Lemma s25_c32_p33 x (Hs24 : s24_claim x) :
  x = s25_board 0 1 0 1 1 -> fst (s25_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q33] in Hc |- *.
  pose proof (Hs24 0 1 1 1 ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c==0 && d==1 && e>=2: the board of s24 *)
Lemma s25_c33_p43 x (Hs24 : s24_claim x) (e : nat) :
  x = s25_board 0 1 0 1 (2 + e) -> fst (s25_q43 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q43 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q43] in Hc |- *.
  pose proof (Hs24 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c==0 && d>=2 && e==0: the board of s6 *)
Lemma s25_c34_p8 x (Hs6 : s6_claim x) (d : nat) :
  x = s25_board 0 1 0 (2 + d) 0 -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs6 0 1 (2 + d) ltac:(rewrite Hx; unfold s25_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c==0 && d>=2 && e==1: the board of s24 *)
Lemma s25_c35_p8 x (Hs24 : s24_claim x) (d : nat) :
  x = s25_board 0 1 0 (2 + d) 1 -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs24 0 1 (2 + d) 1 ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c==0 && d>=2 && e>=2: the board of s24 *)
Lemma s25_c36_p8 x (Hs24 : s24_claim x) (d e : nat) :
  x = s25_board 0 1 0 (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs24 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c==1 && d==0 && e==0: the board of s7 *)
Lemma s25_c37_p39 x (Hs7 : s7_claim x) :
  x = s25_board 0 1 1 0 0 -> fst (s25_q39 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q39 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q39] in Hc |- *.
  pose proof (Hs7 0 1 1 0 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s25_c38_L : lmoves (s25_board 0 1 1 0 1) = [s21_board 0 2 0 1; s24_board 0 1 1 1].
Proof. unfold s21_board, s24_board, s25_board. tf_options. Qed.
Lemma s25_c38_R : rmoves (s25_board 0 1 1 0 1) = [s30_board 0 1 1 0 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c==1 && d==0 && e==1 *)
Lemma s25_c38_p13 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s25_board 0 1 1 0 1 -> fst (s25_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q13] in Hc |- *.
  rewrite tf_game_eq, (s25_c38_L), (s25_c38_R); cbn [map].
  pose proof (use_s21 IH 0 2 0 1 (opt_l _ _ _ (s25_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 1 1 1 (opt_l _ _ _ (s25_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 0 1 1 0 1 (opt_r _ _ _ (s25_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s21_p20 Ho0 ltac:(zlia)).
  rewrite (s24_p13 Ho1 ltac:(zlia)).
  rewrite (s30_p46 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s25_c39_L (e : nat) : lmoves (s25_board 0 1 1 0 (2 + e)) = [s21_board 0 2 0 (2 + e); s24_board 0 1 1 (2 + e)].
Proof. unfold s21_board, s24_board, s25_board. tf_options. Qed.
Lemma s25_c39_R (e : nat) : rmoves (s25_board 0 1 1 0 (2 + e)) = [s30_board 0 1 1 0 (2 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c==1 && d==0 && e>=2 *)
Lemma s25_c39_p21 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s25_board 0 1 1 0 (2 + e) -> fst (s25_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q21] in Hc |- *.
  rewrite tf_game_eq, (s25_c39_L e), (s25_c39_R e); cbn [map].
  pose proof (use_s21 IH 0 2 0 (2 + e) (opt_l _ _ _ (s25_c39_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 1 1 (2 + e) (opt_l _ _ _ (s25_c39_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 0 1 1 0 (2 + e) (opt_r _ _ _ (s25_c39_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s21_p22 Ho0 ltac:(zlia)).
  rewrite (s24_p14 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c==1 && d==1 && e==0: the board of s7 *)
Lemma s25_c40_p44 x (Hs7 : s7_claim x) :
  x = s25_board 0 1 1 1 0 -> fst (s25_q44 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q44 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q44] in Hc |- *.
  pose proof (Hs7 0 1 1 1 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s25_c41_L : lmoves (s25_board 0 1 1 1 1) = [s21_board 0 2 1 1; s24_board 0 1 2 1].
Proof. unfold s21_board, s24_board, s25_board. tf_options. Qed.
Lemma s25_c41_R : rmoves (s25_board 0 1 1 1 1) = [s30_board 0 1 1 1 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c==1 && d==1 && e==1 *)
Lemma s25_c41_p45 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s25_board 0 1 1 1 1 -> fst (s25_q45 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q45 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q45] in Hc |- *.
  rewrite tf_game_eq, (s25_c41_L), (s25_c41_R); cbn [map].
  pose proof (use_s21 IH 0 2 1 1 (opt_l _ _ _ (s25_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 1 2 1 (opt_l _ _ _ (s25_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 0 1 1 1 1 (opt_r _ _ _ (s25_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s21_p24 Ho0 ltac:(zlia)).
  rewrite (s24_p7 Ho1 ltac:(zlia)).
  rewrite (s30_p48 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s25_c42_L (e : nat) : lmoves (s25_board 0 1 1 1 (2 + e)) = [s21_board 0 2 1 (2 + e); s24_board 0 1 2 (2 + e)].
Proof. unfold s21_board, s24_board, s25_board. tf_options. Qed.
Lemma s25_c42_R (e : nat) : rmoves (s25_board 0 1 1 1 (2 + e)) = [s30_board 0 1 1 1 (2 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s25_c42_p46 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s25_board 0 1 1 1 (2 + e) -> fst (s25_q46 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q46 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q46] in Hc |- *.
  rewrite tf_game_eq, (s25_c42_L e), (s25_c42_R e); cbn [map].
  pose proof (use_s21 IH 0 2 1 (2 + e) (opt_l _ _ _ (s25_c42_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 1 2 (2 + e) (opt_l _ _ _ (s25_c42_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 0 1 1 1 (2 + e) (opt_r _ _ _ (s25_c42_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s21_p26 Ho0 ltac:(zlia)).
  rewrite (s24_p7 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c==1 && d>=2 && e==0: the board of s7 *)
Lemma s25_c43_p8 x (Hs7 : s7_claim x) (d : nat) :
  x = s25_board 0 1 1 (2 + d) 0 -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs7 0 1 1 (2 + d) ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s25_c44_L (d : nat) : lmoves (s25_board 0 1 1 (2 + d) 1) = [s21_board 0 2 (2 + d) 1; s24_board 0 1 (3 + d) 1].
Proof. unfold s21_board, s24_board, s25_board. tf_options. Qed.
Lemma s25_c44_R (d : nat) : rmoves (s25_board 0 1 1 (2 + d) 1) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s25_c44_p8 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s25_board 0 1 1 (2 + d) 1 -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q8] in Hc |- *.
  rewrite tf_game_eq, (s25_c44_L d), (s25_c44_R d); cbn [map].
  pose proof (use_s21 IH 0 2 (2 + d) 1 (opt_l _ _ _ (s25_c44_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 1 (3 + d) 1 (opt_l _ _ _ (s25_c44_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s21_p17 Ho0 ltac:(zlia)).
  rewrite (s24_p7 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s25_c45_L (d e : nat) : lmoves (s25_board 0 1 1 (2 + d) (2 + e)) = [s21_board 0 2 (2 + d) (2 + e); s24_board 0 1 (3 + d) (2 + e)].
Proof. unfold s21_board, s24_board, s25_board. tf_options. Qed.
Lemma s25_c45_R (d e : nat) : rmoves (s25_board 0 1 1 (2 + d) (2 + e)) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s25_c45_p8 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s25_board 0 1 1 (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q8] in Hc |- *.
  rewrite tf_game_eq, (s25_c45_L d e), (s25_c45_R d e); cbn [map].
  pose proof (use_s21 IH 0 2 (2 + d) (2 + e) (opt_l _ _ _ (s25_c45_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 1 (3 + d) (2 + e) (opt_l _ _ _ (s25_c45_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s21_p17 Ho0 ltac:(zlia)).
  rewrite (s24_p7 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c>=2 && d==0 && e==0: the board of s7 *)
Lemma s25_c46_p28 x (Hs7 : s7_claim x) (c : nat) :
  x = s25_board 0 1 (2 + c) 0 0 -> fst (s25_q28 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q28 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q28] in Hc |- *.
  pose proof (Hs7 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c46_p49 x (Hs7 : s7_claim x) (c : nat) :
  x = s25_board 0 1 (2 + c) 0 0 -> fst (s25_q49 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q49 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q49] in Hc |- *.
  pose proof (Hs7 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c47_L (c : nat) : lmoves (s25_board 0 1 (2 + c) 0 1) = [s21_board 0 (3 + c) 0 1; s25_board 0 1 (1 + c) 1 1].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s25_c47_R (c : nat) : rmoves (s25_board 0 1 (2 + c) 0 1) = [s30_board 0 1 (2 + c) 0 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c>=2 && d==0 && e==1 *)
Lemma s25_c47_p51 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s25_board 0 1 (2 + c) 0 1 -> fst (s25_q51 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q51 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q51] in Hc |- *.
  rewrite tf_game_eq, (s25_c47_L c), (s25_c47_R c); cbn [map].
  pose proof (use_s21 IH 0 (3 + c) 0 1 (opt_l _ _ _ (s25_c47_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 1 (1 + c) 1 1 (opt_l _ _ _ (s25_c47_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 0 1 (2 + c) 0 1 (opt_r _ _ _ (s25_c47_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s21_p28 Ho0 ltac:(zlia)).
  rewrite (s25_p45 Ho1 ltac:(zlia)).
  rewrite (s30_p17 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s25_c47_p53 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s25_board 0 1 (2 + c) 0 1 -> fst (s25_q53 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q53 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q53] in Hc |- *.
  rewrite tf_game_eq, (s25_c47_L c), (s25_c47_R c); cbn [map].
  pose proof (use_s21 IH 0 (3 + c) 0 1 (opt_l _ _ _ (s25_c47_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 1 (1 + c) 1 1 (opt_l _ _ _ (s25_c47_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 0 1 (2 + c) 0 1 (opt_r _ _ _ (s25_c47_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s21_p28 Ho0 ltac:(zlia)).
  rewrite (s25_p25 Ho1 ltac:(zlia)).
  rewrite (s30_p17 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s25_c48_L (c e : nat) : lmoves (s25_board 0 1 (2 + c) 0 (2 + e)) = [s21_board 0 (3 + c) 0 (2 + e); s25_board 0 1 (1 + c) 1 (2 + e)].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s25_c48_R (c e : nat) : rmoves (s25_board 0 1 (2 + c) 0 (2 + e)) = [s30_board 0 1 (2 + c) 0 (2 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c>=2 && d==0 && e>=2 *)
Lemma s25_c48_p38 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s25_board 0 1 (2 + c) 0 (2 + e) -> fst (s25_q38 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q38 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q38] in Hc |- *.
  rewrite tf_game_eq, (s25_c48_L c e), (s25_c48_R c e); cbn [map].
  pose proof (use_s21 IH 0 (3 + c) 0 (2 + e) (opt_l _ _ _ (s25_c48_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 1 (1 + c) 1 (2 + e) (opt_l _ _ _ (s25_c48_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 0 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s25_c48_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s21_p31 Ho0 ltac:(zlia)).
  rewrite (s25_p37 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s25_c48_p52 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s25_board 0 1 (2 + c) 0 (2 + e) -> fst (s25_q52 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q52 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q52] in Hc |- *.
  rewrite tf_game_eq, (s25_c48_L c e), (s25_c48_R c e); cbn [map].
  pose proof (use_s21 IH 0 (3 + c) 0 (2 + e) (opt_l _ _ _ (s25_c48_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 1 (1 + c) 1 (2 + e) (opt_l _ _ _ (s25_c48_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 0 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s25_c48_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s21_p29 Ho0 ltac:(zlia)).
  rewrite (s25_p46 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c>=2 && d==1 && e==0: the board of s7 *)
Lemma s25_c49_p24 x (Hs7 : s7_claim x) (c : nat) :
  x = s25_board 0 1 (2 + c) 1 0 -> fst (s25_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q24] in Hc |- *.
  pose proof (Hs7 0 1 (2 + c) 1 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s25_c50_L (c : nat) : lmoves (s25_board 0 1 (2 + c) 1 1) = [s21_board 0 (3 + c) 1 1; s25_board 0 1 (1 + c) 2 1].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s25_c50_R (c : nat) : rmoves (s25_board 0 1 (2 + c) 1 1) = [s30_board 0 1 (2 + c) 1 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s25_c50_p25 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s25_board 0 1 (2 + c) 1 1 -> fst (s25_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q25] in Hc |- *.
  rewrite tf_game_eq, (s25_c50_L c), (s25_c50_R c); cbn [map].
  pose proof (use_s21 IH 0 (3 + c) 1 1 (opt_l _ _ _ (s25_c50_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 1 (1 + c) 2 1 (opt_l _ _ _ (s25_c50_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 0 1 (2 + c) 1 1 (opt_r _ _ _ (s25_c50_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s21_p24 Ho0 ltac:(zlia)).
  rewrite (s25_p8 Ho1 ltac:(zlia)).
  rewrite (s30_p27 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s25_c51_L (c e : nat) : lmoves (s25_board 0 1 (2 + c) 1 (2 + e)) = [s21_board 0 (3 + c) 1 (2 + e); s25_board 0 1 (1 + c) 2 (2 + e)].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s25_c51_R (c e : nat) : rmoves (s25_board 0 1 (2 + c) 1 (2 + e)) = [s30_board 0 1 (2 + c) 1 (2 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s25_c51_p37 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s25_board 0 1 (2 + c) 1 (2 + e) -> fst (s25_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q37] in Hc |- *.
  rewrite tf_game_eq, (s25_c51_L c e), (s25_c51_R c e); cbn [map].
  pose proof (use_s21 IH 0 (3 + c) 1 (2 + e) (opt_l _ _ _ (s25_c51_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s25_c51_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 0 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s25_c51_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s21_p30 Ho0 ltac:(zlia)).
  rewrite (s25_p8 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c>=2 && d>=2 && e==0: the board of s7 *)
Lemma s25_c52_p8 x (Hs7 : s7_claim x) (c d : nat) :
  x = s25_board 0 1 (2 + c) (2 + d) 0 -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs7 0 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s25_c53_L (c d : nat) : lmoves (s25_board 0 1 (2 + c) (2 + d) 1) = [s21_board 0 (3 + c) (2 + d) 1; s25_board 0 1 (1 + c) (3 + d) 1].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s25_c53_R (c d : nat) : rmoves (s25_board 0 1 (2 + c) (2 + d) 1) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s25_c53_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s25_board 0 1 (2 + c) (2 + d) 1 -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q8] in Hc |- *.
  rewrite tf_game_eq, (s25_c53_L c d), (s25_c53_R c d); cbn [map].
  pose proof (use_s21 IH 0 (3 + c) (2 + d) 1 (opt_l _ _ _ (s25_c53_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s25_c53_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s21_p17 Ho0 ltac:(zlia)).
  rewrite (s25_p8 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s25_c54_L (c d e : nat) : lmoves (s25_board 0 1 (2 + c) (2 + d) (2 + e)) = [s21_board 0 (3 + c) (2 + d) (2 + e); s25_board 0 1 (1 + c) (3 + d) (2 + e)].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s25_c54_R (c d e : nat) : rmoves (s25_board 0 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s25_c54_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s25_board 0 1 (2 + c) (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q8] in Hc |- *.
  rewrite tf_game_eq, (s25_c54_L c d e), (s25_c54_R c d e); cbn [map].
  pose proof (use_s21 IH 0 (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s25_c54_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s25_c54_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s21_p17 Ho0 ltac:(zlia)).
  rewrite (s25_p8 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c==0 && d==0 && e==0: the board of s6 *)
Lemma s25_c55_p54 x (Hs6 : s6_claim x) (b : nat) :
  x = s25_board 0 (2 + b) 0 0 0 -> fst (s25_q54 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q54 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q54] in Hc |- *.
  pose proof (Hs6 0 (2 + b) 0 ltac:(rewrite Hx; unfold s25_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s25_c55_p63 x (Hs6 : s6_claim x) (b : nat) :
  x = s25_board 0 (2 + b) 0 0 0 -> fst (s25_q63 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q63 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q63] in Hc |- *.
  pose proof (Hs6 0 (2 + b) 0 ltac:(rewrite Hx; unfold s25_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c==0 && d==0 && e==1: the board of s24 *)
Lemma s25_c56_p29 x (Hs24 : s24_claim x) (b : nat) :
  x = s25_board 0 (2 + b) 0 0 1 -> fst (s25_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q29] in Hc |- *.
  pose proof (Hs24 0 (2 + b) 0 1 ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c56_p56 x (Hs24 : s24_claim x) (b : nat) :
  x = s25_board 0 (2 + b) 0 0 1 -> fst (s25_q56 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q56 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q56] in Hc |- *.
  pose proof (Hs24 0 (2 + b) 0 1 ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s25_c56_p70 x (Hs24 : s24_claim x) (b : nat) :
  x = s25_board 0 (2 + b) 0 0 1 -> fst (s25_q70 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q70 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q70] in Hc |- *.
  pose proof (Hs24 0 (2 + b) 0 1 ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c==0 && d==0 && e>=2: the board of s24 *)
Lemma s25_c57_p14 x (Hs24 : s24_claim x) (b e : nat) :
  x = s25_board 0 (2 + b) 0 0 (2 + e) -> fst (s25_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q14] in Hc |- *.
  pose proof (Hs24 0 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c==0 && d==1 && e==0: the board of s6 *)
Lemma s25_c58_p50 x (Hs6 : s6_claim x) (b : nat) :
  x = s25_board 0 (2 + b) 0 1 0 -> fst (s25_q50 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q50 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q50] in Hc |- *.
  pose proof (Hs6 0 (2 + b) 1 ltac:(rewrite Hx; unfold s25_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c58_p64 x (Hs6 : s6_claim x) (b : nat) :
  x = s25_board 0 (2 + b) 0 1 0 -> fst (s25_q64 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q64 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q64] in Hc |- *.
  pose proof (Hs6 0 (2 + b) 1 ltac:(rewrite Hx; unfold s25_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s25_c58_p71 x (Hs6 : s6_claim x) (b : nat) :
  x = s25_board 0 (2 + b) 0 1 0 -> fst (s25_q71 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q71 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q71] in Hc |- *.
  pose proof (Hs6 0 (2 + b) 1 ltac:(rewrite Hx; unfold s25_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c==0 && d==1 && e==1: the board of s24 *)
Lemma s25_c59_p58 x (Hs24 : s24_claim x) (b : nat) :
  x = s25_board 0 (2 + b) 0 1 1 -> fst (s25_q58 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q58 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q58] in Hc |- *.
  pose proof (Hs24 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s25_c59_p65 x (Hs24 : s24_claim x) (b : nat) :
  x = s25_board 0 (2 + b) 0 1 1 -> fst (s25_q65 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q65 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q65] in Hc |- *.
  pose proof (Hs24 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

Lemma s25_c59_p72 x (Hs24 : s24_claim x) (b : nat) :
  x = s25_board 0 (2 + b) 0 1 1 -> fst (s25_q72 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q72 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q72] in Hc |- *.
  pose proof (Hs24 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p26 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c==0 && d==1 && e>=2: the board of s24 *)
Lemma s25_c60_p43 x (Hs24 : s24_claim x) (b e : nat) :
  x = s25_board 0 (2 + b) 0 1 (2 + e) -> fst (s25_q43 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q43 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q43] in Hc |- *.
  pose proof (Hs24 0 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c==0 && d>=2 && e==0: the board of s6 *)
Lemma s25_c61_p8 x (Hs6 : s6_claim x) (b d : nat) :
  x = s25_board 0 (2 + b) 0 (2 + d) 0 -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs6 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s25_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c==0 && d>=2 && e==1: the board of s24 *)
Lemma s25_c62_p8 x (Hs24 : s24_claim x) (b d : nat) :
  x = s25_board 0 (2 + b) 0 (2 + d) 1 -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs24 0 (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c==0 && d>=2 && e>=2: the board of s24 *)
Lemma s25_c63_p8 x (Hs24 : s24_claim x) (b d e : nat) :
  x = s25_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs24 0 (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c==1 && d==0 && e==0: the board of s7 *)
Lemma s25_c64_p57 x (Hs7 : s7_claim x) (b : nat) :
  x = s25_board 0 (2 + b) 1 0 0 -> fst (s25_q57 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q57 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q57] in Hc |- *.
  pose proof (Hs7 0 (2 + b) 1 0 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s25_c65_L (b : nat) : lmoves (s25_board 0 (2 + b) 1 0 1) = [s25_board 0 (1 + b) 2 0 1; s24_board 0 (2 + b) 1 1].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s25_c65_R (b : nat) : rmoves (s25_board 0 (2 + b) 1 0 1) = [s30_board 0 (2 + b) 1 0 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c==1 && d==0 && e==1 *)
Lemma s25_c65_p59 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s25_board 0 (2 + b) 1 0 1 -> fst (s25_q59 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q59 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q59] in Hc |- *.
  rewrite tf_game_eq, (s25_c65_L b), (s25_c65_R b); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) 2 0 1 (opt_l _ _ _ (s25_c65_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 (2 + b) 1 1 (opt_l _ _ _ (s25_c65_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 0 (2 + b) 1 0 1 (opt_r _ _ _ (s25_c65_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p51 Ho0 ltac:(zlia)).
  rewrite (s24_p18 Ho1 ltac:(zlia)).
  rewrite (s30_p21 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s25_c65_p66 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s25_board 0 (2 + b) 1 0 1 -> fst (s25_q66 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q66 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q66] in Hc |- *.
  rewrite tf_game_eq, (s25_c65_L b), (s25_c65_R b); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) 2 0 1 (opt_l _ _ _ (s25_c65_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 (2 + b) 1 1 (opt_l _ _ _ (s25_c65_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 0 (2 + b) 1 0 1 (opt_r _ _ _ (s25_c65_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p62 Ho0 ltac:(zlia)).
  rewrite (s24_p23 Ho1 ltac:(zlia)).
  rewrite (s30_p74 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s25_c65_p73 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s25_board 0 (2 + b) 1 0 1 -> fst (s25_q73 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q73 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q73] in Hc |- *.
  rewrite tf_game_eq, (s25_c65_L b), (s25_c65_R b); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) 2 0 1 (opt_l _ _ _ (s25_c65_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 (2 + b) 1 1 (opt_l _ _ _ (s25_c65_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 0 (2 + b) 1 0 1 (opt_r _ _ _ (s25_c65_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p69 Ho0 ltac:(zlia)).
  rewrite (s24_p26 Ho1 ltac:(zlia)).
  rewrite (s30_p74 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s25_c66_L (b e : nat) : lmoves (s25_board 0 (2 + b) 1 0 (2 + e)) = [s25_board 0 (1 + b) 2 0 (2 + e); s24_board 0 (2 + b) 1 (2 + e)].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s25_c66_R (b e : nat) : rmoves (s25_board 0 (2 + b) 1 0 (2 + e)) = [s30_board 0 (2 + b) 1 0 (2 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c==1 && d==0 && e>=2 *)
Lemma s25_c66_p21 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s25_board 0 (2 + b) 1 0 (2 + e) -> fst (s25_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q21] in Hc |- *.
  rewrite tf_game_eq, (s25_c66_L b e), (s25_c66_R b e); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) 2 0 (2 + e) (opt_l _ _ _ (s25_c66_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 (2 + b) 1 (2 + e) (opt_l _ _ _ (s25_c66_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 0 (2 + b) 1 0 (2 + e) (opt_r _ _ _ (s25_c66_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s25_p38 Ho0 ltac:(zlia)).
    rewrite (s24_p14 Ho1 ltac:(zlia)).
    rewrite (s30_p16 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s25_p52 Ho0 ltac:(zlia)).
    rewrite (s24_p14 Ho1 ltac:(zlia)).
    rewrite (s30_p16 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c==1 && d==1 && e==0: the board of s7 *)
Lemma s25_c67_p60 x (Hs7 : s7_claim x) (b : nat) :
  x = s25_board 0 (2 + b) 1 1 0 -> fst (s25_q60 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q60 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q60] in Hc |- *.
  pose proof (Hs7 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c67_p67 x (Hs7 : s7_claim x) (b : nat) :
  x = s25_board 0 (2 + b) 1 1 0 -> fst (s25_q67 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q67 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q67] in Hc |- *.
  pose proof (Hs7 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s25_c68_L (b : nat) : lmoves (s25_board 0 (2 + b) 1 1 1) = [s25_board 0 (1 + b) 2 1 1; s24_board 0 (2 + b) 2 1].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s25_c68_R (b : nat) : rmoves (s25_board 0 (2 + b) 1 1 1) = [s30_board 0 (2 + b) 1 1 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s25_c68_p61 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s25_board 0 (2 + b) 1 1 1 -> fst (s25_q61 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q61 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q61] in Hc |- *.
  rewrite tf_game_eq, (s25_c68_L b), (s25_c68_R b); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) 2 1 1 (opt_l _ _ _ (s25_c68_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 (2 + b) 2 1 (opt_l _ _ _ (s25_c68_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 0 (2 + b) 1 1 1 (opt_r _ _ _ (s25_c68_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p25 Ho0 ltac:(zlia)).
  rewrite (s24_p7 Ho1 ltac:(zlia)).
  rewrite (s30_p64 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s25_c68_p68 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s25_board 0 (2 + b) 1 1 1 -> fst (s25_q68 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q68 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q68] in Hc |- *.
  rewrite tf_game_eq, (s25_c68_L b), (s25_c68_R b); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) 2 1 1 (opt_l _ _ _ (s25_c68_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 (2 + b) 2 1 (opt_l _ _ _ (s25_c68_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 0 (2 + b) 1 1 1 (opt_r _ _ _ (s25_c68_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p25 Ho0 ltac:(zlia)).
  rewrite (s24_p7 Ho1 ltac:(zlia)).
  rewrite (s30_p76 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s25_c69_L (b e : nat) : lmoves (s25_board 0 (2 + b) 1 1 (2 + e)) = [s25_board 0 (1 + b) 2 1 (2 + e); s24_board 0 (2 + b) 2 (2 + e)].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s25_c69_R (b e : nat) : rmoves (s25_board 0 (2 + b) 1 1 (2 + e)) = [s30_board 0 (2 + b) 1 1 (2 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s25_c69_p37 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s25_board 0 (2 + b) 1 1 (2 + e) -> fst (s25_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q37] in Hc |- *.
  rewrite tf_game_eq, (s25_c69_L b e), (s25_c69_R b e); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s25_c69_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 (2 + b) 2 (2 + e) (opt_l _ _ _ (s25_c69_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 0 (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s25_c69_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p37 Ho0 ltac:(zlia)).
  rewrite (s24_p7 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c==1 && d>=2 && e==0: the board of s7 *)
Lemma s25_c70_p8 x (Hs7 : s7_claim x) (b d : nat) :
  x = s25_board 0 (2 + b) 1 (2 + d) 0 -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs7 0 (2 + b) 1 (2 + d) ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s25_c71_L (b d : nat) : lmoves (s25_board 0 (2 + b) 1 (2 + d) 1) = [s25_board 0 (1 + b) 2 (2 + d) 1; s24_board 0 (2 + b) (3 + d) 1].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s25_c71_R (b d : nat) : rmoves (s25_board 0 (2 + b) 1 (2 + d) 1) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s25_c71_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s25_board 0 (2 + b) 1 (2 + d) 1 -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q8] in Hc |- *.
  rewrite tf_game_eq, (s25_c71_L b d), (s25_c71_R b d); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s25_c71_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 (2 + b) (3 + d) 1 (opt_l _ _ _ (s25_c71_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s24_p7 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s25_c72_L (b d e : nat) : lmoves (s25_board 0 (2 + b) 1 (2 + d) (2 + e)) = [s25_board 0 (1 + b) 2 (2 + d) (2 + e); s24_board 0 (2 + b) (3 + d) (2 + e)].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s25_c72_R (b d e : nat) : rmoves (s25_board 0 (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s25_c72_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s25_board 0 (2 + b) 1 (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q8] in Hc |- *.
  rewrite tf_game_eq, (s25_c72_L b d e), (s25_c72_R b d e); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s25_c72_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 0 (2 + b) (3 + d) (2 + e) (opt_l _ _ _ (s25_c72_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s24_p7 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c>=2 && d==0 && e==0: the board of s7 *)
Lemma s25_c73_p11 x (Hs7 : s7_claim x) (b c : nat) :
  x = s25_board 0 (2 + b) (2 + c) 0 0 -> fst (s25_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q11] in Hc |- *.
  pose proof (Hs7 0 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s25_c73_p19 x (Hs7 : s7_claim x) (b c : nat) :
  x = s25_board 0 (2 + b) (2 + c) 0 0 -> fst (s25_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q19] in Hc |- *.
  pose proof (Hs7 0 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c74_L (b c : nat) : lmoves (s25_board 0 (2 + b) (2 + c) 0 1) = [s25_board 0 (1 + b) (3 + c) 0 1; s25_board 0 (2 + b) (1 + c) 1 1].
Proof. unfold s25_board. tf_options. Qed.
Lemma s25_c74_R (b c : nat) : rmoves (s25_board 0 (2 + b) (2 + c) 0 1) = [s30_board 0 (2 + b) (2 + c) 0 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c>=2 && d==0 && e==1 *)
Lemma s25_c74_p35 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s25_board 0 (2 + b) (2 + c) 0 1 -> fst (s25_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q35] in Hc |- *.
  rewrite tf_game_eq, (s25_c74_L b c), (s25_c74_R b c); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) (3 + c) 0 1 (opt_l _ _ _ (s25_c74_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s25_c74_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 0 (2 + b) (2 + c) 0 1 (opt_r _ _ _ (s25_c74_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s25_p35 Ho0 ltac:(zlia)).
    rewrite (s25_p25 Ho1 ltac:(zlia)).
    rewrite (s30_p17 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s25_p53 Ho0 ltac:(zlia)).
    rewrite (s25_p25 Ho1 ltac:(zlia)).
    rewrite (s30_p17 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s25_c74_p62 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s25_board 0 (2 + b) (2 + c) 0 1 -> fst (s25_q62 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q62 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q62] in Hc |- *.
  rewrite tf_game_eq, (s25_c74_L b c), (s25_c74_R b c); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) (3 + c) 0 1 (opt_l _ _ _ (s25_c74_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s25_c74_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 0 (2 + b) (2 + c) 0 1 (opt_r _ _ _ (s25_c74_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p53 Ho0 ltac:(zlia)).
  rewrite (s25_p61 Ho1 ltac:(zlia)).
  rewrite (s30_p17 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s25_c74_p69 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s25_board 0 (2 + b) (2 + c) 0 1 -> fst (s25_q69 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q69 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q69] in Hc |- *.
  rewrite tf_game_eq, (s25_c74_L b c), (s25_c74_R b c); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) (3 + c) 0 1 (opt_l _ _ _ (s25_c74_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s25_c74_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 0 (2 + b) (2 + c) 0 1 (opt_r _ _ _ (s25_c74_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p35 Ho0 ltac:(zlia)).
  rewrite (s25_p68 Ho1 ltac:(zlia)).
  rewrite (s30_p17 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s25_c75_L (b c e : nat) : lmoves (s25_board 0 (2 + b) (2 + c) 0 (2 + e)) = [s25_board 0 (1 + b) (3 + c) 0 (2 + e); s25_board 0 (2 + b) (1 + c) 1 (2 + e)].
Proof. unfold s25_board. tf_options. Qed.
Lemma s25_c75_R (b c e : nat) : rmoves (s25_board 0 (2 + b) (2 + c) 0 (2 + e)) = [s30_board 0 (2 + b) (2 + c) 0 (2 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c>=2 && d==0 && e>=2 *)
Lemma s25_c75_p38 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s25_board 0 (2 + b) (2 + c) 0 (2 + e) -> fst (s25_q38 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q38 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q38] in Hc |- *.
  rewrite tf_game_eq, (s25_c75_L b c e), (s25_c75_R b c e); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) (3 + c) 0 (2 + e) (opt_l _ _ _ (s25_c75_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 (2 + b) (1 + c) 1 (2 + e) (opt_l _ _ _ (s25_c75_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 0 (2 + b) (2 + c) 0 (2 + e) (opt_r _ _ _ (s25_c75_R b c e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p38 Ho0 ltac:(zlia)).
  rewrite (s25_p37 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c>=2 && d==1 && e==0: the board of s7 *)
Lemma s25_c76_p24 x (Hs7 : s7_claim x) (b c : nat) :
  x = s25_board 0 (2 + b) (2 + c) 1 0 -> fst (s25_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q24] in Hc |- *.
  pose proof (Hs7 0 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s25_c77_L (b c : nat) : lmoves (s25_board 0 (2 + b) (2 + c) 1 1) = [s25_board 0 (1 + b) (3 + c) 1 1; s25_board 0 (2 + b) (1 + c) 2 1].
Proof. unfold s25_board. tf_options. Qed.
Lemma s25_c77_R (b c : nat) : rmoves (s25_board 0 (2 + b) (2 + c) 1 1) = [s30_board 0 (2 + b) (2 + c) 1 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s25_c77_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s25_board 0 (2 + b) (2 + c) 1 1 -> fst (s25_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q25] in Hc |- *.
  rewrite tf_game_eq, (s25_c77_L b c), (s25_c77_R b c); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s25_c77_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s25_c77_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 0 (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s25_c77_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p25 Ho0 ltac:(zlia)).
  rewrite (s25_p8 Ho1 ltac:(zlia)).
  rewrite (s30_p27 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s25_c78_L (b c e : nat) : lmoves (s25_board 0 (2 + b) (2 + c) 1 (2 + e)) = [s25_board 0 (1 + b) (3 + c) 1 (2 + e); s25_board 0 (2 + b) (1 + c) 2 (2 + e)].
Proof. unfold s25_board. tf_options. Qed.
Lemma s25_c78_R (b c e : nat) : rmoves (s25_board 0 (2 + b) (2 + c) 1 (2 + e)) = [s30_board 0 (2 + b) (2 + c) 1 (2 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s25_c78_p37 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s25_board 0 (2 + b) (2 + c) 1 (2 + e) -> fst (s25_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q37 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q37] in Hc |- *.
  rewrite tf_game_eq, (s25_c78_L b c e), (s25_c78_R b c e); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s25_c78_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s25_c78_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 0 (2 + b) (2 + c) 1 (2 + e) (opt_r _ _ _ (s25_c78_R b c e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p37 Ho0 ltac:(zlia)).
  rewrite (s25_p8 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c>=2 && d>=2 && e==0: the board of s7 *)
Lemma s25_c79_p8 x (Hs7 : s7_claim x) (b c d : nat) :
  x = s25_board 0 (2 + b) (2 + c) (2 + d) 0 -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs7 0 (2 + b) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s25_c80_L (b c d : nat) : lmoves (s25_board 0 (2 + b) (2 + c) (2 + d) 1) = [s25_board 0 (1 + b) (3 + c) (2 + d) 1; s25_board 0 (2 + b) (1 + c) (3 + d) 1].
Proof. unfold s25_board. tf_options. Qed.
Lemma s25_c80_R (b c d : nat) : rmoves (s25_board 0 (2 + b) (2 + c) (2 + d) 1) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s25_c80_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s25_board 0 (2 + b) (2 + c) (2 + d) 1 -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q8] in Hc |- *.
  rewrite tf_game_eq, (s25_c80_L b c d), (s25_c80_R b c d); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s25_c80_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s25_c80_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s25_p8 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s25_c81_L (b c d e : nat) : lmoves (s25_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [s25_board 0 (1 + b) (3 + c) (2 + d) (2 + e); s25_board 0 (2 + b) (1 + c) (3 + d) (2 + e)].
Proof. unfold s25_board. tf_options. Qed.
Lemma s25_c81_R (b c d e : nat) : rmoves (s25_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s25_c81_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s25_board 0 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q8] in Hc |- *.
  rewrite tf_game_eq, (s25_c81_L b c d e), (s25_c81_R b c d e); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s25_c81_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 0 (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s25_c81_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s25_p8 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c==0 && d==0 && e==0: the board of s4 *)
Lemma s25_c82_p74 x (Hs4 : s4_claim x) :
  x = s25_board 1 0 0 0 0 -> fst (s25_q74 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q74 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q74] in Hc |- *.
  pose proof (Hs4 1 0 ltac:(rewrite Hx; unfold s25_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c==0 && d==0 && e==1: the board of s20 *)
Lemma s25_c83_p75 x (Hs20 : s20_claim x) :
  x = s25_board 1 0 0 0 1 -> fst (s25_q75 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q75 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q75] in Hc |- *.
  pose proof (Hs20 1 0 1 ltac:(rewrite Hx; unfold s25_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c==0 && d==0 && e>=2: the board of s20 *)
Lemma s25_c84_p78 x (Hs20 : s20_claim x) (e : nat) :
  x = s25_board 1 0 0 0 (2 + e) -> fst (s25_q78 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q78 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q78] in Hc |- *.
  pose proof (Hs20 1 0 (2 + e) ltac:(rewrite Hx; unfold s25_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c==0 && d==1 && e==0: the board of s4 *)
Lemma s25_c85_p80 x (Hs4 : s4_claim x) :
  x = s25_board 1 0 0 1 0 -> fst (s25_q80 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q80 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q80] in Hc |- *.
  pose proof (Hs4 1 1 ltac:(rewrite Hx; unfold s25_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c==0 && d==1 && e==1: the board of s20 *)
Lemma s25_c86_p39 x (Hs20 : s20_claim x) :
  x = s25_board 1 0 0 1 1 -> fst (s25_q39 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q39 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q39] in Hc |- *.
  pose proof (Hs20 1 1 1 ltac:(rewrite Hx; unfold s25_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c==0 && d==1 && e>=2: the board of s20 *)
Lemma s25_c87_p31 x (Hs20 : s20_claim x) (e : nat) :
  x = s25_board 1 0 0 1 (2 + e) -> fst (s25_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q31] in Hc |- *.
  pose proof (Hs20 1 1 (2 + e) ltac:(rewrite Hx; unfold s25_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c==0 && d>=2 && e==0: the board of s4 *)
Lemma s25_c88_p8 x (Hs4 : s4_claim x) (d : nat) :
  x = s25_board 1 0 0 (2 + d) 0 -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs4 1 (2 + d) ltac:(rewrite Hx; unfold s25_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c==0 && d>=2 && e==1: the board of s20 *)
Lemma s25_c89_p8 x (Hs20 : s20_claim x) (d : nat) :
  x = s25_board 1 0 0 (2 + d) 1 -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs20 1 (2 + d) 1 ltac:(rewrite Hx; unfold s25_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c==0 && d>=2 && e>=2: the board of s20 *)
Lemma s25_c90_p8 x (Hs20 : s20_claim x) (d e : nat) :
  x = s25_board 1 0 0 (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs20 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s25_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c==1 && d==0 && e==0: the board of s5 *)
Lemma s25_c91_p55 x (Hs5 : s5_claim x) :
  x = s25_board 1 0 1 0 0 -> fst (s25_q55 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q55 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q55] in Hc |- *.
  pose proof (Hs5 1 1 0 ltac:(rewrite Hx; unfold s25_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c==1 && d==0 && e==1: the board of s21 *)
Lemma s25_c92_p9 x (Hs21 : s21_claim x) :
  x = s25_board 1 0 1 0 1 -> fst (s25_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q9] in Hc |- *.
  pose proof (Hs21 1 1 0 1 ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c==1 && d==0 && e>=2: the board of s21 *)
Lemma s25_c93_p12 x (Hs21 : s21_claim x) (e : nat) :
  x = s25_board 1 0 1 0 (2 + e) -> fst (s25_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q12] in Hc |- *.
  pose proof (Hs21 1 1 0 (2 + e) ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p39 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c==1 && d==1 && e==0: the board of s5 *)
Lemma s25_c94_p81 x (Hs5 : s5_claim x) :
  x = s25_board 1 0 1 1 0 -> fst (s25_q81 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q81 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q81] in Hc |- *.
  pose proof (Hs5 1 1 1 ltac:(rewrite Hx; unfold s25_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c==1 && d==1 && e==1: the board of s21 *)
Lemma s25_c95_p23 x (Hs21 : s21_claim x) :
  x = s25_board 1 0 1 1 1 -> fst (s25_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q23] in Hc |- *.
  pose proof (Hs21 1 1 1 1 ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p41 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c==1 && d==1 && e>=2: the board of s21 *)
Lemma s25_c96_p82 x (Hs21 : s21_claim x) (e : nat) :
  x = s25_board 1 0 1 1 (2 + e) -> fst (s25_q82 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q82 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q82] in Hc |- *.
  pose proof (Hs21 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p42 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c==1 && d>=2 && e==0: the board of s5 *)
Lemma s25_c97_p8 x (Hs5 : s5_claim x) (d : nat) :
  x = s25_board 1 0 1 (2 + d) 0 -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs5 1 1 (2 + d) ltac:(rewrite Hx; unfold s25_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c==1 && d>=2 && e==1: the board of s21 *)
Lemma s25_c98_p8 x (Hs21 : s21_claim x) (d : nat) :
  x = s25_board 1 0 1 (2 + d) 1 -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs21 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c==1 && d>=2 && e>=2: the board of s21 *)
Lemma s25_c99_p8 x (Hs21 : s21_claim x) (d e : nat) :
  x = s25_board 1 0 1 (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs21 1 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c>=2 && d==0 && e==0: the board of s5 *)
Lemma s25_c100_p26 x (Hs5 : s5_claim x) (c : nat) :
  x = s25_board 1 0 (2 + c) 0 0 -> fst (s25_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q26] in Hc |- *.
  pose proof (Hs5 1 (2 + c) 0 ltac:(rewrite Hx; unfold s25_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c100_p48 x (Hs5 : s5_claim x) (c : nat) :
  x = s25_board 1 0 (2 + c) 0 0 -> fst (s25_q48 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q48 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q48] in Hc |- *.
  pose proof (Hs5 1 (2 + c) 0 ltac:(rewrite Hx; unfold s25_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c>=2 && d==0 && e==1: the board of s21 *)
Lemma s25_c101_p20 x (Hs21 : s21_claim x) (c : nat) :
  x = s25_board 1 0 (2 + c) 0 1 -> fst (s25_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q20] in Hc |- *.
  pose proof (Hs21 1 (2 + c) 0 1 ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c101_p34 x (Hs21 : s21_claim x) (c : nat) :
  x = s25_board 1 0 (2 + c) 0 1 -> fst (s25_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q34] in Hc |- *.
  pose proof (Hs21 1 (2 + c) 0 1 ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p48 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c>=2 && d==0 && e>=2: the board of s21 *)
Lemma s25_c102_p38 x (Hs21 : s21_claim x) (c e : nat) :
  x = s25_board 1 0 (2 + c) 0 (2 + e) -> fst (s25_q38 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q38 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q38] in Hc |- *.
  pose proof (Hs21 1 (2 + c) 0 (2 + e) ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p49 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c102_p83 x (Hs21 : s21_claim x) (c e : nat) :
  x = s25_board 1 0 (2 + c) 0 (2 + e) -> fst (s25_q83 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q83 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q83] in Hc |- *.
  pose proof (Hs21 1 (2 + c) 0 (2 + e) ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p43 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c>=2 && d==1 && e==0: the board of s5 *)
Lemma s25_c103_p24 x (Hs5 : s5_claim x) (c : nat) :
  x = s25_board 1 0 (2 + c) 1 0 -> fst (s25_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q24] in Hc |- *.
  pose proof (Hs5 1 (2 + c) 1 ltac:(rewrite Hx; unfold s25_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c>=2 && d==1 && e==1: the board of s21 *)
Lemma s25_c104_p25 x (Hs21 : s21_claim x) (c : nat) :
  x = s25_board 1 0 (2 + c) 1 1 -> fst (s25_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q25] in Hc |- *.
  pose proof (Hs21 1 (2 + c) 1 1 ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p45 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c>=2 && d==1 && e>=2: the board of s21 *)
Lemma s25_c105_p37 x (Hs21 : s21_claim x) (c e : nat) :
  x = s25_board 1 0 (2 + c) 1 (2 + e) -> fst (s25_q37 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q37 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q37] in Hc |- *.
  pose proof (Hs21 1 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p46 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c>=2 && d>=2 && e==0: the board of s5 *)
Lemma s25_c106_p8 x (Hs5 : s5_claim x) (c d : nat) :
  x = s25_board 1 0 (2 + c) (2 + d) 0 -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs5 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s25_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c>=2 && d>=2 && e==1: the board of s21 *)
Lemma s25_c107_p8 x (Hs21 : s21_claim x) (c d : nat) :
  x = s25_board 1 0 (2 + c) (2 + d) 1 -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs21 1 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==0 && c>=2 && d>=2 && e>=2: the board of s21 *)
Lemma s25_c108_p8 x (Hs21 : s21_claim x) (c d e : nat) :
  x = s25_board 1 0 (2 + c) (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs21 1 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c==0 && d==0 && e==0: the board of s6 *)
Lemma s25_c109_p40 x (Hs6 : s6_claim x) :
  x = s25_board 1 1 0 0 0 -> fst (s25_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q40] in Hc |- *.
  pose proof (Hs6 1 1 0 ltac:(rewrite Hx; unfold s25_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c==0 && d==0 && e==1: the board of s24 *)
Lemma s25_c110_p84 x (Hs24 : s24_claim x) :
  x = s25_board 1 1 0 0 1 -> fst (s25_q84 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q84 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q84] in Hc |- *.
  pose proof (Hs24 1 1 0 1 ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c==0 && d==0 && e>=2: the board of s24 *)
Lemma s25_c111_p14 x (Hs24 : s24_claim x) (e : nat) :
  x = s25_board 1 1 0 0 (2 + e) -> fst (s25_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q14] in Hc |- *.
  pose proof (Hs24 1 1 0 (2 + e) ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c==0 && d==1 && e==0: the board of s6 *)
Lemma s25_c112_p30 x (Hs6 : s6_claim x) :
  x = s25_board 1 1 0 1 0 -> fst (s25_q30 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q30 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q30] in Hc |- *.
  pose proof (Hs6 1 1 1 ltac:(rewrite Hx; unfold s25_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c==0 && d==1 && e==1: the board of s24 *)
Lemma s25_c113_p47 x (Hs24 : s24_claim x) :
  x = s25_board 1 1 0 1 1 -> fst (s25_q47 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q47 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q47] in Hc |- *.
  pose proof (Hs24 1 1 1 1 ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c==0 && d==1 && e>=2: the board of s24 *)
Lemma s25_c114_p43 x (Hs24 : s24_claim x) (e : nat) :
  x = s25_board 1 1 0 1 (2 + e) -> fst (s25_q43 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q43 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q43] in Hc |- *.
  pose proof (Hs24 1 1 1 (2 + e) ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c==0 && d>=2 && e==0: the board of s6 *)
Lemma s25_c115_p8 x (Hs6 : s6_claim x) (d : nat) :
  x = s25_board 1 1 0 (2 + d) 0 -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs6 1 1 (2 + d) ltac:(rewrite Hx; unfold s25_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c==0 && d>=2 && e==1: the board of s24 *)
Lemma s25_c116_p8 x (Hs24 : s24_claim x) (d : nat) :
  x = s25_board 1 1 0 (2 + d) 1 -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs24 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c==0 && d>=2 && e>=2: the board of s24 *)
Lemma s25_c117_p8 x (Hs24 : s24_claim x) (d e : nat) :
  x = s25_board 1 1 0 (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs24 1 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c==1 && d==0 && e==0: the board of s7 *)
Lemma s25_c118_p85 x (Hs7 : s7_claim x) :
  x = s25_board 1 1 1 0 0 -> fst (s25_q85 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q85 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q85] in Hc |- *.
  pose proof (Hs7 1 1 1 0 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p38 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s25_c119_L : lmoves (s25_board 1 1 1 0 1) = [s25_board 0 2 1 0 1; s21_board 1 2 0 1; s24_board 1 1 1 1].
Proof. unfold s21_board, s24_board, s25_board. tf_options. Qed.
Lemma s25_c119_R : rmoves (s25_board 1 1 1 0 1) = [s30_board 1 1 1 0 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c==1 && d==0 && e==1 *)
Lemma s25_c119_p13 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s25_board 1 1 1 0 1 -> fst (s25_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q13] in Hc |- *.
  rewrite tf_game_eq, (s25_c119_L), (s25_c119_R); cbn [map].
  pose proof (use_s25 IH 0 2 1 0 1 (opt_l _ _ _ (s25_c119_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 2 0 1 (opt_l _ _ _ (s25_c119_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH 1 1 1 1 (opt_l _ _ _ (s25_c119_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 1 1 0 1 (opt_r _ _ _ (s25_c119_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p59 Ho0 ltac:(zlia)).
  rewrite (s21_p20 Ho1 ltac:(zlia)).
  rewrite (s24_p13 Ho2 ltac:(zlia)).
  rewrite (s30_p20 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s25_c120_L (e : nat) : lmoves (s25_board 1 1 1 0 (2 + e)) = [s25_board 0 2 1 0 (2 + e); s21_board 1 2 0 (2 + e); s24_board 1 1 1 (2 + e)].
Proof. unfold s21_board, s24_board, s25_board. tf_options. Qed.
Lemma s25_c120_R (e : nat) : rmoves (s25_board 1 1 1 0 (2 + e)) = [s30_board 1 1 1 0 (2 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c==1 && d==0 && e>=2 *)
Lemma s25_c120_p21 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s25_board 1 1 1 0 (2 + e) -> fst (s25_q21 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q21 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q21] in Hc |- *.
  rewrite tf_game_eq, (s25_c120_L e), (s25_c120_R e); cbn [map].
  pose proof (use_s25 IH 0 2 1 0 (2 + e) (opt_l _ _ _ (s25_c120_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 2 0 (2 + e) (opt_l _ _ _ (s25_c120_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH 1 1 1 (2 + e) (opt_l _ _ _ (s25_c120_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 1 1 0 (2 + e) (opt_r _ _ _ (s25_c120_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p21 Ho0 ltac:(zlia)).
  rewrite (s21_p43 Ho1 ltac:(zlia)).
  rewrite (s24_p14 Ho2 ltac:(zlia)).
  rewrite (s30_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c==1 && d==1 && e==0: the board of s7 *)
Lemma s25_c121_p86 x (Hs7 : s7_claim x) :
  x = s25_board 1 1 1 1 0 -> fst (s25_q86 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q86 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q86] in Hc |- *.
  pose proof (Hs7 1 1 1 1 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p39 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c122_L : lmoves (s25_board 1 1 1 1 1) = [s25_board 0 2 1 1 1; s21_board 1 2 1 1; s24_board 1 1 2 1].
Proof. unfold s21_board, s24_board, s25_board. tf_options. Qed.
Lemma s25_c122_R : rmoves (s25_board 1 1 1 1 1) = [s30_board 1 1 1 1 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c==1 && d==1 && e==1 *)
Lemma s25_c122_p87 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s25_board 1 1 1 1 1 -> fst (s25_q87 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q87 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q87] in Hc |- *.
  rewrite tf_game_eq, (s25_c122_L), (s25_c122_R); cbn [map].
  pose proof (use_s25 IH 0 2 1 1 1 (opt_l _ _ _ (s25_c122_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 2 1 1 (opt_l _ _ _ (s25_c122_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH 1 1 2 1 (opt_l _ _ _ (s25_c122_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 1 1 1 1 (opt_r _ _ _ (s25_c122_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p61 Ho0 ltac:(zlia)).
  rewrite (s21_p45 Ho1 ltac:(zlia)).
  rewrite (s24_p7 Ho2 ltac:(zlia)).
  rewrite (s30_p99 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s25_c123_L (e : nat) : lmoves (s25_board 1 1 1 1 (2 + e)) = [s25_board 0 2 1 1 (2 + e); s21_board 1 2 1 (2 + e); s24_board 1 1 2 (2 + e)].
Proof. unfold s21_board, s24_board, s25_board. tf_options. Qed.
Lemma s25_c123_R (e : nat) : rmoves (s25_board 1 1 1 1 (2 + e)) = [s30_board 1 1 1 1 (2 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s25_c123_p37 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s25_board 1 1 1 1 (2 + e) -> fst (s25_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q37] in Hc |- *.
  rewrite tf_game_eq, (s25_c123_L e), (s25_c123_R e); cbn [map].
  pose proof (use_s25 IH 0 2 1 1 (2 + e) (opt_l _ _ _ (s25_c123_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 2 1 (2 + e) (opt_l _ _ _ (s25_c123_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH 1 1 2 (2 + e) (opt_l _ _ _ (s25_c123_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 1 1 1 (2 + e) (opt_r _ _ _ (s25_c123_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p37 Ho0 ltac:(zlia)).
  rewrite (s21_p46 Ho1 ltac:(zlia)).
  rewrite (s24_p7 Ho2 ltac:(zlia)).
  rewrite (s30_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c==1 && d>=2 && e==0: the board of s7 *)
Lemma s25_c124_p8 x (Hs7 : s7_claim x) (d : nat) :
  x = s25_board 1 1 1 (2 + d) 0 -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs7 1 1 1 (2 + d) ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s25_c125_L (d : nat) : lmoves (s25_board 1 1 1 (2 + d) 1) = [s25_board 0 2 1 (2 + d) 1; s21_board 1 2 (2 + d) 1; s24_board 1 1 (3 + d) 1].
Proof. unfold s21_board, s24_board, s25_board. tf_options. Qed.
Lemma s25_c125_R (d : nat) : rmoves (s25_board 1 1 1 (2 + d) 1) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s25_c125_p8 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s25_board 1 1 1 (2 + d) 1 -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q8] in Hc |- *.
  rewrite tf_game_eq, (s25_c125_L d), (s25_c125_R d); cbn [map].
  pose proof (use_s25 IH 0 2 1 (2 + d) 1 (opt_l _ _ _ (s25_c125_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 2 (2 + d) 1 (opt_l _ _ _ (s25_c125_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH 1 1 (3 + d) 1 (opt_l _ _ _ (s25_c125_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s21_p15 Ho1 ltac:(zlia)).
  rewrite (s24_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s25_c126_L (d e : nat) : lmoves (s25_board 1 1 1 (2 + d) (2 + e)) = [s25_board 0 2 1 (2 + d) (2 + e); s21_board 1 2 (2 + d) (2 + e); s24_board 1 1 (3 + d) (2 + e)].
Proof. unfold s21_board, s24_board, s25_board. tf_options. Qed.
Lemma s25_c126_R (d e : nat) : rmoves (s25_board 1 1 1 (2 + d) (2 + e)) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s25_c126_p8 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s25_board 1 1 1 (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q8] in Hc |- *.
  rewrite tf_game_eq, (s25_c126_L d e), (s25_c126_R d e); cbn [map].
  pose proof (use_s25 IH 0 2 1 (2 + d) (2 + e) (opt_l _ _ _ (s25_c126_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 2 (2 + d) (2 + e) (opt_l _ _ _ (s25_c126_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH 1 1 (3 + d) (2 + e) (opt_l _ _ _ (s25_c126_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s21_p15 Ho1 ltac:(zlia)).
  rewrite (s24_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c>=2 && d==0 && e==0: the board of s7 *)
Lemma s25_c127_p11 x (Hs7 : s7_claim x) (c : nat) :
  x = s25_board 1 1 (2 + c) 0 0 -> fst (s25_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q11] in Hc |- *.
  pose proof (Hs7 1 1 (2 + c) 0 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p38 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s25_c127_p19 x (Hs7 : s7_claim x) (c : nat) :
  x = s25_board 1 1 (2 + c) 0 0 -> fst (s25_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q19] in Hc |- *.
  pose proof (Hs7 1 1 (2 + c) 0 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p41 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c128_L (c : nat) : lmoves (s25_board 1 1 (2 + c) 0 1) = [s25_board 0 2 (2 + c) 0 1; s21_board 1 (3 + c) 0 1; s25_board 1 1 (1 + c) 1 1].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s25_c128_R (c : nat) : rmoves (s25_board 1 1 (2 + c) 0 1) = [s30_board 1 1 (2 + c) 0 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c>=2 && d==0 && e==1 *)
Lemma s25_c128_p34 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s25_board 1 1 (2 + c) 0 1 -> fst (s25_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q34] in Hc |- *.
  rewrite tf_game_eq, (s25_c128_L c), (s25_c128_R c); cbn [map].
  pose proof (use_s25 IH 0 2 (2 + c) 0 1 (opt_l _ _ _ (s25_c128_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 (3 + c) 0 1 (opt_l _ _ _ (s25_c128_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH 1 1 (1 + c) 1 1 (opt_l _ _ _ (s25_c128_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 1 (2 + c) 0 1 (opt_r _ _ _ (s25_c128_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p35 Ho0 ltac:(zlia)).
  rewrite (s21_p48 Ho1 ltac:(zlia)).
  rewrite (s25_p25 Ho2 ltac:(zlia)).
  rewrite (s30_p17 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s25_c128_p88 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s25_board 1 1 (2 + c) 0 1 -> fst (s25_q88 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q88 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q88] in Hc |- *.
  rewrite tf_game_eq, (s25_c128_L c), (s25_c128_R c); cbn [map].
  pose proof (use_s25 IH 0 2 (2 + c) 0 1 (opt_l _ _ _ (s25_c128_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 (3 + c) 0 1 (opt_l _ _ _ (s25_c128_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH 1 1 (1 + c) 1 1 (opt_l _ _ _ (s25_c128_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 1 (2 + c) 0 1 (opt_r _ _ _ (s25_c128_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p62 Ho0 ltac:(zlia)).
  rewrite (s21_p48 Ho1 ltac:(zlia)).
  rewrite (s25_p87 Ho2 ltac:(zlia)).
  rewrite (s30_p17 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s25_c129_L (c e : nat) : lmoves (s25_board 1 1 (2 + c) 0 (2 + e)) = [s25_board 0 2 (2 + c) 0 (2 + e); s21_board 1 (3 + c) 0 (2 + e); s25_board 1 1 (1 + c) 1 (2 + e)].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s25_c129_R (c e : nat) : rmoves (s25_board 1 1 (2 + c) 0 (2 + e)) = [s30_board 1 1 (2 + c) 0 (2 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c>=2 && d==0 && e>=2 *)
Lemma s25_c129_p38 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s25_board 1 1 (2 + c) 0 (2 + e) -> fst (s25_q38 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q38 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q38] in Hc |- *.
  rewrite tf_game_eq, (s25_c129_L c e), (s25_c129_R c e); cbn [map].
  pose proof (use_s25 IH 0 2 (2 + c) 0 (2 + e) (opt_l _ _ _ (s25_c129_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 (3 + c) 0 (2 + e) (opt_l _ _ _ (s25_c129_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH 1 1 (1 + c) 1 (2 + e) (opt_l _ _ _ (s25_c129_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s25_c129_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p38 Ho0 ltac:(zlia)).
  rewrite (s21_p49 Ho1 ltac:(zlia)).
  rewrite (s25_p37 Ho2 ltac:(zlia)).
  rewrite (s30_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c>=2 && d==1 && e==0: the board of s7 *)
Lemma s25_c130_p24 x (Hs7 : s7_claim x) (c : nat) :
  x = s25_board 1 1 (2 + c) 1 0 -> fst (s25_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q24] in Hc |- *.
  pose proof (Hs7 1 1 (2 + c) 1 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p40 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s25_c131_L (c : nat) : lmoves (s25_board 1 1 (2 + c) 1 1) = [s25_board 0 2 (2 + c) 1 1; s21_board 1 (3 + c) 1 1; s25_board 1 1 (1 + c) 2 1].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s25_c131_R (c : nat) : rmoves (s25_board 1 1 (2 + c) 1 1) = [s30_board 1 1 (2 + c) 1 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s25_c131_p25 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s25_board 1 1 (2 + c) 1 1 -> fst (s25_q25 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q25 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q25] in Hc |- *.
  rewrite tf_game_eq, (s25_c131_L c), (s25_c131_R c); cbn [map].
  pose proof (use_s25 IH 0 2 (2 + c) 1 1 (opt_l _ _ _ (s25_c131_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 (3 + c) 1 1 (opt_l _ _ _ (s25_c131_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH 1 1 (1 + c) 2 1 (opt_l _ _ _ (s25_c131_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 1 (2 + c) 1 1 (opt_r _ _ _ (s25_c131_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p25 Ho0 ltac:(zlia)).
  rewrite (s21_p45 Ho1 ltac:(zlia)).
  rewrite (s25_p8 Ho2 ltac:(zlia)).
  rewrite (s30_p27 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s25_c132_L (c e : nat) : lmoves (s25_board 1 1 (2 + c) 1 (2 + e)) = [s25_board 0 2 (2 + c) 1 (2 + e); s21_board 1 (3 + c) 1 (2 + e); s25_board 1 1 (1 + c) 2 (2 + e)].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s25_c132_R (c e : nat) : rmoves (s25_board 1 1 (2 + c) 1 (2 + e)) = [s30_board 1 1 (2 + c) 1 (2 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s25_c132_p37 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s25_board 1 1 (2 + c) 1 (2 + e) -> fst (s25_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q37] in Hc |- *.
  rewrite tf_game_eq, (s25_c132_L c e), (s25_c132_R c e); cbn [map].
  pose proof (use_s25 IH 0 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s25_c132_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 (3 + c) 1 (2 + e) (opt_l _ _ _ (s25_c132_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH 1 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s25_c132_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s25_c132_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p37 Ho0 ltac:(zlia)).
  rewrite (s21_p46 Ho1 ltac:(zlia)).
  rewrite (s25_p8 Ho2 ltac:(zlia)).
  rewrite (s30_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c>=2 && d>=2 && e==0: the board of s7 *)
Lemma s25_c133_p8 x (Hs7 : s7_claim x) (c d : nat) :
  x = s25_board 1 1 (2 + c) (2 + d) 0 -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs7 1 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s25_c134_L (c d : nat) : lmoves (s25_board 1 1 (2 + c) (2 + d) 1) = [s25_board 0 2 (2 + c) (2 + d) 1; s21_board 1 (3 + c) (2 + d) 1; s25_board 1 1 (1 + c) (3 + d) 1].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s25_c134_R (c d : nat) : rmoves (s25_board 1 1 (2 + c) (2 + d) 1) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s25_c134_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s25_board 1 1 (2 + c) (2 + d) 1 -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q8] in Hc |- *.
  rewrite tf_game_eq, (s25_c134_L c d), (s25_c134_R c d); cbn [map].
  pose proof (use_s25 IH 0 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s25_c134_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 (3 + c) (2 + d) 1 (opt_l _ _ _ (s25_c134_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH 1 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s25_c134_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s21_p15 Ho1 ltac:(zlia)).
  rewrite (s25_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s25_c135_L (c d e : nat) : lmoves (s25_board 1 1 (2 + c) (2 + d) (2 + e)) = [s25_board 0 2 (2 + c) (2 + d) (2 + e); s21_board 1 (3 + c) (2 + d) (2 + e); s25_board 1 1 (1 + c) (3 + d) (2 + e)].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s25_c135_R (c d e : nat) : rmoves (s25_board 1 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s25_c135_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s25_board 1 1 (2 + c) (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q8] in Hc |- *.
  rewrite tf_game_eq, (s25_c135_L c d e), (s25_c135_R c d e); cbn [map].
  pose proof (use_s25 IH 0 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s25_c135_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s25_c135_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH 1 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s25_c135_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s21_p15 Ho1 ltac:(zlia)).
  rewrite (s25_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c==0 && d==0 && e==0: the board of s6 *)
Lemma s25_c136_p30 x (Hs6 : s6_claim x) (b : nat) :
  x = s25_board 1 (2 + b) 0 0 0 -> fst (s25_q30 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q30 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q30] in Hc |- *.
  pose proof (Hs6 1 (2 + b) 0 ltac:(rewrite Hx; unfold s25_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s25_c136_p63 x (Hs6 : s6_claim x) (b : nat) :
  x = s25_board 1 (2 + b) 0 0 0 -> fst (s25_q63 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q63 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q63] in Hc |- *.
  pose proof (Hs6 1 (2 + b) 0 ltac:(rewrite Hx; unfold s25_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c==0 && d==0 && e==1: the board of s24 *)
Lemma s25_c137_p47 x (Hs24 : s24_claim x) (b : nat) :
  x = s25_board 1 (2 + b) 0 0 1 -> fst (s25_q47 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q47 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q47] in Hc |- *.
  pose proof (Hs24 1 (2 + b) 0 1 ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p33 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c137_p70 x (Hs24 : s24_claim x) (b : nat) :
  x = s25_board 1 (2 + b) 0 0 1 -> fst (s25_q70 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q70 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q70] in Hc |- *.
  pose proof (Hs24 1 (2 + b) 0 1 ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c==0 && d==0 && e>=2: the board of s24 *)
Lemma s25_c138_p14 x (Hs24 : s24_claim x) (b e : nat) :
  x = s25_board 1 (2 + b) 0 0 (2 + e) -> fst (s25_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q14] in Hc |- *.
  pose proof (Hs24 1 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c==0 && d==1 && e==0: the board of s6 *)
Lemma s25_c139_p71 x (Hs6 : s6_claim x) (b : nat) :
  x = s25_board 1 (2 + b) 0 1 0 -> fst (s25_q71 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q71 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q71] in Hc |- *.
  pose proof (Hs6 1 (2 + b) 1 ltac:(rewrite Hx; unfold s25_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s25_c139_p89 x (Hs6 : s6_claim x) (b : nat) :
  x = s25_board 1 (2 + b) 0 1 0 -> fst (s25_q89 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q89 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q89] in Hc |- *.
  pose proof (Hs6 1 (2 + b) 1 ltac:(rewrite Hx; unfold s25_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c==0 && d==1 && e==1: the board of s24 *)
Lemma s25_c140_p72 x (Hs24 : s24_claim x) (b : nat) :
  x = s25_board 1 (2 + b) 0 1 1 -> fst (s25_q72 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q72 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q72] in Hc |- *.
  pose proof (Hs24 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p26 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

Lemma s25_c140_p90 x (Hs24 : s24_claim x) (b : nat) :
  x = s25_board 1 (2 + b) 0 1 1 -> fst (s25_q90 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q90 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q90] in Hc |- *.
  pose proof (Hs24 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p35 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c==0 && d==1 && e>=2: the board of s24 *)
Lemma s25_c141_p43 x (Hs24 : s24_claim x) (b e : nat) :
  x = s25_board 1 (2 + b) 0 1 (2 + e) -> fst (s25_q43 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q43 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q43] in Hc |- *.
  pose proof (Hs24 1 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c==0 && d>=2 && e==0: the board of s6 *)
Lemma s25_c142_p8 x (Hs6 : s6_claim x) (b d : nat) :
  x = s25_board 1 (2 + b) 0 (2 + d) 0 -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs6 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s25_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c==0 && d>=2 && e==1: the board of s24 *)
Lemma s25_c143_p8 x (Hs24 : s24_claim x) (b d : nat) :
  x = s25_board 1 (2 + b) 0 (2 + d) 1 -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs24 1 (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c==0 && d>=2 && e>=2: the board of s24 *)
Lemma s25_c144_p8 x (Hs24 : s24_claim x) (b d e : nat) :
  x = s25_board 1 (2 + b) 0 (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs24 1 (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c==1 && d==0 && e==0: the board of s7 *)
Lemma s25_c145_p57 x (Hs7 : s7_claim x) (b : nat) :
  x = s25_board 1 (2 + b) 1 0 0 -> fst (s25_q57 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q57 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q57] in Hc |- *.
  pose proof (Hs7 1 (2 + b) 1 0 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p43 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s25_c146_L (b : nat) : lmoves (s25_board 1 (2 + b) 1 0 1) = [s25_board 0 (3 + b) 1 0 1; s25_board 1 (1 + b) 2 0 1; s24_board 1 (2 + b) 1 1].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s25_c146_R (b : nat) : rmoves (s25_board 1 (2 + b) 1 0 1) = [s30_board 1 (2 + b) 1 0 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c==1 && d==0 && e==1 *)
Lemma s25_c146_p73 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s25_board 1 (2 + b) 1 0 1 -> fst (s25_q73 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q73 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q73] in Hc |- *.
  rewrite tf_game_eq, (s25_c146_L b), (s25_c146_R b); cbn [map].
  pose proof (use_s25 IH 0 (3 + b) 1 0 1 (opt_l _ _ _ (s25_c146_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 1 (1 + b) 2 0 1 (opt_l _ _ _ (s25_c146_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH 1 (2 + b) 1 1 (opt_l _ _ _ (s25_c146_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 (2 + b) 1 0 1 (opt_r _ _ _ (s25_c146_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p73 Ho0 ltac:(zlia)).
  rewrite (s25_p69 Ho1 ltac:(zlia)).
  rewrite (s24_p26 Ho2 ltac:(zlia)).
  rewrite (s30_p74 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s25_c146_p91 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s25_board 1 (2 + b) 1 0 1 -> fst (s25_q91 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q91 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q91] in Hc |- *.
  rewrite tf_game_eq, (s25_c146_L b), (s25_c146_R b); cbn [map].
  pose proof (use_s25 IH 0 (3 + b) 1 0 1 (opt_l _ _ _ (s25_c146_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 1 (1 + b) 2 0 1 (opt_l _ _ _ (s25_c146_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH 1 (2 + b) 1 1 (opt_l _ _ _ (s25_c146_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 (2 + b) 1 0 1 (opt_r _ _ _ (s25_c146_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p66 Ho0 ltac:(zlia)).
  rewrite (s25_p88 Ho1 ltac:(zlia)).
  rewrite (s24_p35 Ho2 ltac:(zlia)).
  rewrite (s30_p74 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s25_c147_L (b e : nat) : lmoves (s25_board 1 (2 + b) 1 0 (2 + e)) = [s25_board 0 (3 + b) 1 0 (2 + e); s25_board 1 (1 + b) 2 0 (2 + e); s24_board 1 (2 + b) 1 (2 + e)].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s25_c147_R (b e : nat) : rmoves (s25_board 1 (2 + b) 1 0 (2 + e)) = [s30_board 1 (2 + b) 1 0 (2 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c==1 && d==0 && e>=2 *)
Lemma s25_c147_p21 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s25_board 1 (2 + b) 1 0 (2 + e) -> fst (s25_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q21] in Hc |- *.
  rewrite tf_game_eq, (s25_c147_L b e), (s25_c147_R b e); cbn [map].
  pose proof (use_s25 IH 0 (3 + b) 1 0 (2 + e) (opt_l _ _ _ (s25_c147_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 1 (1 + b) 2 0 (2 + e) (opt_l _ _ _ (s25_c147_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH 1 (2 + b) 1 (2 + e) (opt_l _ _ _ (s25_c147_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 (2 + b) 1 0 (2 + e) (opt_r _ _ _ (s25_c147_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p21 Ho0 ltac:(zlia)).
  rewrite (s25_p38 Ho1 ltac:(zlia)).
  rewrite (s24_p14 Ho2 ltac:(zlia)).
  rewrite (s30_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c==1 && d==1 && e==0: the board of s7 *)
Lemma s25_c148_p67 x (Hs7 : s7_claim x) (b : nat) :
  x = s25_board 1 (2 + b) 1 1 0 -> fst (s25_q67 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q67 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q67] in Hc |- *.
  pose proof (Hs7 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s25_c149_L (b : nat) : lmoves (s25_board 1 (2 + b) 1 1 1) = [s25_board 0 (3 + b) 1 1 1; s25_board 1 (1 + b) 2 1 1; s24_board 1 (2 + b) 2 1].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s25_c149_R (b : nat) : rmoves (s25_board 1 (2 + b) 1 1 1) = [s30_board 1 (2 + b) 1 1 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s25_c149_p68 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s25_board 1 (2 + b) 1 1 1 -> fst (s25_q68 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q68 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q68] in Hc |- *.
  rewrite tf_game_eq, (s25_c149_L b), (s25_c149_R b); cbn [map].
  pose proof (use_s25 IH 0 (3 + b) 1 1 1 (opt_l _ _ _ (s25_c149_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 1 (1 + b) 2 1 1 (opt_l _ _ _ (s25_c149_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH 1 (2 + b) 2 1 (opt_l _ _ _ (s25_c149_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 (2 + b) 1 1 1 (opt_r _ _ _ (s25_c149_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p68 Ho0 ltac:(zlia)).
  rewrite (s25_p25 Ho1 ltac:(zlia)).
  rewrite (s24_p7 Ho2 ltac:(zlia)).
  rewrite (s30_p76 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

