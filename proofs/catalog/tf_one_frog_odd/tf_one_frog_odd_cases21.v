(* A part of the proof in tf_one_frog_odd.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b>=3 && b<=5 && b%2==1" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_odd_base tf_one_frog_odd_values1.


(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d==1 && e==1 && f==0: the board of s37 *)
Lemma s40_c580_p7 x (Hs37 : s37_claim x) (a : nat) :
  x = s40_board (2 + a) 1 0 1 1 0 -> fst (s40_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q7] in Hc |- *.
  pose proof (Hs37 (2 + a) 1 1 1 0 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d==1 && e==1 && f==1: the board of s37 *)
Lemma s40_c581_p13 x (Hs37 : s37_claim x) (a : nat) :
  x = s40_board (2 + a) 1 0 1 1 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs37 (2 + a) 1 1 1 1 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d==1 && e==1 && f>=2: the board of s37 *)
Lemma s40_c582_p3 x (Hs37 : s37_claim x) (a f : nat) :
  x = s40_board (2 + a) 1 0 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs37 (2 + a) 1 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d==1 && e>=2 && f==0: the board of s37 *)
Lemma s40_c583_p15 x (Hs37 : s37_claim x) (a e : nat) :
  x = s40_board (2 + a) 1 0 1 (2 + e) 0 -> fst (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs37 (2 + a) 1 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d==1 && e>=2 && f==1: the board of s37 *)
Lemma s40_c584_p13 x (Hs37 : s37_claim x) (a e : nat) :
  x = s40_board (2 + a) 1 0 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs37 (2 + a) 1 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d==1 && e>=2 && f>=2: the board of s37 *)
Lemma s40_c585_p3 x (Hs37 : s37_claim x) (a e f : nat) :
  x = s40_board (2 + a) 1 0 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs37 (2 + a) 1 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d>=2 && e==0 && f==0: the board of s28 *)
Lemma s40_c586_p10 x (Hs28 : s28_claim x) (a d : nat) :
  x = s40_board (2 + a) 1 0 (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d>=2 && e==0 && f==1: the board of s28 *)
Lemma s40_c587_p24 x (Hs28 : s28_claim x) (a d : nat) :
  x = s40_board (2 + a) 1 0 (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d>=2 && e==0 && f>=2: the board of s28 *)
Lemma s40_c588_p3 x (Hs28 : s28_claim x) (a d f : nat) :
  x = s40_board (2 + a) 1 0 (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d>=2 && e==1 && f==0: the board of s37 *)
Lemma s40_c589_p26 x (Hs37 : s37_claim x) (a d : nat) :
  x = s40_board (2 + a) 1 0 (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q26] in Hc |- *.
  pose proof (Hs37 (2 + a) 1 (2 + d) 1 0 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d>=2 && e==1 && f==1: the board of s37 *)
Lemma s40_c590_p13 x (Hs37 : s37_claim x) (a d : nat) :
  x = s40_board (2 + a) 1 0 (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs37 (2 + a) 1 (2 + d) 1 1 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d>=2 && e==1 && f>=2: the board of s37 *)
Lemma s40_c591_p3 x (Hs37 : s37_claim x) (a d f : nat) :
  x = s40_board (2 + a) 1 0 (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs37 (2 + a) 1 (2 + d) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d>=2 && e>=2 && f==0: the board of s37 *)
Lemma s40_c592_p15 x (Hs37 : s37_claim x) (a d e : nat) :
  x = s40_board (2 + a) 1 0 (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs37 (2 + a) 1 (2 + d) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d>=2 && e>=2 && f==1: the board of s37 *)
Lemma s40_c593_p13 x (Hs37 : s37_claim x) (a d e : nat) :
  x = s40_board (2 + a) 1 0 (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs37 (2 + a) 1 (2 + d) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==0 && d>=2 && e>=2 && f>=2: the board of s37 *)
Lemma s40_c594_p3 x (Hs37 : s37_claim x) (a d e f : nat) :
  x = s40_board (2 + a) 1 0 (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs37 (2 + a) 1 (2 + d) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d==0 && e==0 && f==0: the board of s32 *)
Lemma s40_c595_p21 x (Hs32 : s32_claim x) (a : nat) :
  x = s40_board (2 + a) 1 1 0 0 0 -> fst (s40_q21 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q21 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q21] in Hc |- *.
  pose proof (Hs32 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d==0 && e==0 && f==1: the board of s32 *)
Lemma s40_c596_p27 x (Hs32 : s32_claim x) (a : nat) :
  x = s40_board (2 + a) 1 1 0 0 1 -> fst (s40_q27 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q27 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q27] in Hc |- *.
  pose proof (Hs32 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d==0 && e==0 && f>=2: the board of s32 *)
Lemma s40_c597_p3 x (Hs32 : s32_claim x) (a f : nat) :
  x = s40_board (2 + a) 1 1 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs32 (2 + a) 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d==0 && e==1 && f==0: the board of s36 *)
Lemma s40_c598_p9 x (Hs36 : s36_claim x) (a : nat) :
  x = s40_board (2 + a) 1 1 0 1 0 -> fst (s40_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs36 (2 + a) 1 1 1 0 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d==0 && e==1 && f==1: the board of s36 *)
Lemma s40_c599_p13 x (Hs36 : s36_claim x) (a : nat) :
  x = s40_board (2 + a) 1 1 0 1 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs36 (2 + a) 1 1 1 1 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d==0 && e==1 && f>=2: the board of s36 *)
Lemma s40_c600_p3 x (Hs36 : s36_claim x) (a f : nat) :
  x = s40_board (2 + a) 1 1 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs36 (2 + a) 1 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d==0 && e>=2 && f==0: the board of s36 *)
Lemma s40_c601_p15 x (Hs36 : s36_claim x) (a e : nat) :
  x = s40_board (2 + a) 1 1 0 (2 + e) 0 -> fst (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs36 (2 + a) 1 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d==0 && e>=2 && f==1: the board of s36 *)
Lemma s40_c602_p13 x (Hs36 : s36_claim x) (a e : nat) :
  x = s40_board (2 + a) 1 1 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs36 (2 + a) 1 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d==0 && e>=2 && f>=2: the board of s36 *)
Lemma s40_c603_p3 x (Hs36 : s36_claim x) (a e f : nat) :
  x = s40_board (2 + a) 1 1 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs36 (2 + a) 1 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d==1 && e==0 && f==0: the board of s38 *)
Lemma s40_c604_p9 x (Hs38 : s38_claim x) (a : nat) :
  x = s40_board (2 + a) 1 1 1 0 0 -> fst (s40_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs38 (2 + a) 1 1 1 0 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d==1 && e==0 && f==1: the board of s38 *)
Lemma s40_c605_p24 x (Hs38 : s38_claim x) (a : nat) :
  x = s40_board (2 + a) 1 1 1 0 1 -> fst (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs38 (2 + a) 1 1 1 1 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d==1 && e==0 && f>=2: the board of s38 *)
Lemma s40_c606_p3 x (Hs38 : s38_claim x) (a f : nat) :
  x = s40_board (2 + a) 1 1 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs38 (2 + a) 1 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c607_L (a : nat) : lmoves (s40_board (2 + a) 1 1 1 1 0) = [s40_board (1 + a) 2 1 1 1 0; s39_board (2 + a) 2 1 1 0; s37_board (2 + a) 1 2 1 0; s36_board (2 + a) 1 1 2 0; s38_board (2 + a) 1 1 1 1].
Proof. unfold s36_board, s37_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c607_R (a : nat) : rmoves (s40_board (2 + a) 1 1 1 1 0) = [s35_board (2 + a) 1 1 1 1].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d==1 && e==1 && f==0 *)
Lemma s40_c607_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s40_board (2 + a) 1 1 1 1 0 -> fst (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q26] in Hc |- *.
  rewrite tf_game_eq, (s40_c607_L a), (s40_c607_R a); cbn [map].
  pose proof (use_s40 IH (1 + a) 2 1 1 1 0 (opt_l _ _ _ (s40_c607_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 2 1 1 0 (opt_l _ _ _ (s40_c607_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 2 1 0 (opt_l _ _ _ (s40_c607_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) 1 1 2 0 (opt_l _ _ _ (s40_c607_L a) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH (2 + a) 1 1 1 1 (opt_l _ _ _ (s40_c607_L a) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH (2 + a) 1 1 1 1 (opt_r _ _ _ (s40_c607_R a) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s39_p19 Ho1 ltac:(zlia)).
  rewrite (s37_p23 Ho2 ltac:(zlia)).
  rewrite (s36_p13 Ho3 ltac:(zlia)).
  rewrite (s38_p9 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c608_L (a : nat) : lmoves (s40_board (2 + a) 1 1 1 1 1) = [s40_board (1 + a) 2 1 1 1 1; s39_board (2 + a) 2 1 1 1; s37_board (2 + a) 1 2 1 1; s36_board (2 + a) 1 1 2 1; s38_board (2 + a) 1 1 1 2].
Proof. unfold s36_board, s37_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c608_R (a : nat) : rmoves (s40_board (2 + a) 1 1 1 1 1) = [strip [] (repeat T (2 + a) ++ [E; T; E; T; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c608_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; T; E; T; E; T; F]) [(1, 1)]) (s35_board (2 + a) 1 1 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d==1 && e==1 && f==1 *)
Lemma s40_c608_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s40_board (2 + a) 1 1 1 1 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c608_L a), (s40_c608_R a); cbn [map].
  pose proof (use_s40 IH (1 + a) 2 1 1 1 1 (opt_l _ _ _ (s40_c608_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 2 1 1 1 (opt_l _ _ _ (s40_c608_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 2 1 1 (opt_l _ _ _ (s40_c608_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) 1 1 2 1 (opt_l _ _ _ (s40_c608_L a) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH (2 + a) 1 1 1 2 (opt_l _ _ _ (s40_c608_L a) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c608_R1 a)).
  pose proof (use_s35 IH (2 + a) 1 1 1 1 (opt_norm_r _ _ _ _ _ (s40_c608_R a) ltac:(cbn [In]; left; reflexivity) (s40_c608_R1 a))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c609_L (a f : nat) : lmoves (s40_board (2 + a) 1 1 1 1 (2 + f)) = [s40_board (1 + a) 2 1 1 1 (2 + f); s39_board (2 + a) 2 1 1 (2 + f); s37_board (2 + a) 1 2 1 (2 + f); s36_board (2 + a) 1 1 2 (2 + f); s38_board (2 + a) 1 1 1 (3 + f)].
Proof. unfold s36_board, s37_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c609_R (a f : nat) : rmoves (s40_board (2 + a) 1 1 1 1 (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d==1 && e==1 && f>=2 *)
Lemma s40_c609_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a f : nat) :
  x = s40_board (2 + a) 1 1 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c609_L a f), (s40_c609_R a f); cbn [map].
  pose proof (use_s40 IH (1 + a) 2 1 1 1 (2 + f) (opt_l _ _ _ (s40_c609_L a f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 2 1 1 (2 + f) (opt_l _ _ _ (s40_c609_L a f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 2 1 (2 + f) (opt_l _ _ _ (s40_c609_L a f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) 1 1 2 (2 + f) (opt_l _ _ _ (s40_c609_L a f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH (2 + a) 1 1 1 (3 + f) (opt_l _ _ _ (s40_c609_L a f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s40_c610_L (a e : nat) : lmoves (s40_board (2 + a) 1 1 1 (2 + e) 0) = [s40_board (1 + a) 2 1 1 (2 + e) 0; s39_board (2 + a) 2 1 (2 + e) 0; s37_board (2 + a) 1 2 (2 + e) 0; s36_board (2 + a) 1 1 (3 + e) 0; s40_board (2 + a) 1 1 1 (1 + e) 1].
Proof. unfold s36_board, s37_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c610_R (a e : nat) : rmoves (s40_board (2 + a) 1 1 1 (2 + e) 0) = [s35_board (2 + a) 1 1 1 (2 + e)].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d==1 && e>=2 && f==0 *)
Lemma s40_c610_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s40_board (2 + a) 1 1 1 (2 + e) 0 -> fst (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q15] in Hc |- *.
  rewrite tf_game_eq, (s40_c610_L a e), (s40_c610_R a e); cbn [map].
  pose proof (use_s40 IH (1 + a) 2 1 1 (2 + e) 0 (opt_l _ _ _ (s40_c610_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 2 1 (2 + e) 0 (opt_l _ _ _ (s40_c610_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 2 (2 + e) 0 (opt_l _ _ _ (s40_c610_L a e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) 1 1 (3 + e) 0 (opt_l _ _ _ (s40_c610_L a e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH (2 + a) 1 1 1 (1 + e) 1 (opt_l _ _ _ (s40_c610_L a e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH (2 + a) 1 1 1 (2 + e) (opt_r _ _ _ (s40_c610_R a e) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s39_p13 Ho1 ltac:(zlia)).
  rewrite (s37_p14 Ho2 ltac:(zlia)).
  rewrite (s36_p13 Ho3 ltac:(zlia)).
  rewrite (s40_p13 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c611_L (a e : nat) : lmoves (s40_board (2 + a) 1 1 1 (2 + e) 1) = [s40_board (1 + a) 2 1 1 (2 + e) 1; s39_board (2 + a) 2 1 (2 + e) 1; s37_board (2 + a) 1 2 (2 + e) 1; s36_board (2 + a) 1 1 (3 + e) 1; s40_board (2 + a) 1 1 1 (1 + e) 2].
Proof. unfold s36_board, s37_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c611_R (a e : nat) : rmoves (s40_board (2 + a) 1 1 1 (2 + e) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c611_R1 (a e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s35_board (2 + a) 1 1 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d==1 && e>=2 && f==1 *)
Lemma s40_c611_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s40_board (2 + a) 1 1 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c611_L a e), (s40_c611_R a e); cbn [map].
  pose proof (use_s40 IH (1 + a) 2 1 1 (2 + e) 1 (opt_l _ _ _ (s40_c611_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 2 1 (2 + e) 1 (opt_l _ _ _ (s40_c611_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 2 (2 + e) 1 (opt_l _ _ _ (s40_c611_L a e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) 1 1 (3 + e) 1 (opt_l _ _ _ (s40_c611_L a e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH (2 + a) 1 1 1 (1 + e) 2 (opt_l _ _ _ (s40_c611_L a e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c611_R1 a e)).
  pose proof (use_s35 IH (2 + a) 1 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s40_c611_R a e) ltac:(cbn [In]; left; reflexivity) (s40_c611_R1 a e))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c612_L (a e f : nat) : lmoves (s40_board (2 + a) 1 1 1 (2 + e) (2 + f)) = [s40_board (1 + a) 2 1 1 (2 + e) (2 + f); s39_board (2 + a) 2 1 (2 + e) (2 + f); s37_board (2 + a) 1 2 (2 + e) (2 + f); s36_board (2 + a) 1 1 (3 + e) (2 + f); s40_board (2 + a) 1 1 1 (1 + e) (3 + f)].
Proof. unfold s36_board, s37_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c612_R (a e f : nat) : rmoves (s40_board (2 + a) 1 1 1 (2 + e) (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d==1 && e>=2 && f>=2 *)
Lemma s40_c612_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a e f : nat) :
  x = s40_board (2 + a) 1 1 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c612_L a e f), (s40_c612_R a e f); cbn [map].
  pose proof (use_s40 IH (1 + a) 2 1 1 (2 + e) (2 + f) (opt_l _ _ _ (s40_c612_L a e f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 2 1 (2 + e) (2 + f) (opt_l _ _ _ (s40_c612_L a e f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 2 (2 + e) (2 + f) (opt_l _ _ _ (s40_c612_L a e f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) 1 1 (3 + e) (2 + f) (opt_l _ _ _ (s40_c612_L a e f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH (2 + a) 1 1 1 (1 + e) (3 + f) (opt_l _ _ _ (s40_c612_L a e f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d>=2 && e==0 && f==0: the board of s38 *)
Lemma s40_c613_p10 x (Hs38 : s38_claim x) (a d : nat) :
  x = s40_board (2 + a) 1 1 (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs38 (2 + a) 1 1 (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d>=2 && e==0 && f==1: the board of s38 *)
Lemma s40_c614_p24 x (Hs38 : s38_claim x) (a d : nat) :
  x = s40_board (2 + a) 1 1 (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs38 (2 + a) 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d>=2 && e==0 && f>=2: the board of s38 *)
Lemma s40_c615_p3 x (Hs38 : s38_claim x) (a d f : nat) :
  x = s40_board (2 + a) 1 1 (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs38 (2 + a) 1 1 (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c616_L (a d : nat) : lmoves (s40_board (2 + a) 1 1 (2 + d) 1 0) = [s40_board (1 + a) 2 1 (2 + d) 1 0; s39_board (2 + a) 2 (2 + d) 1 0; s37_board (2 + a) 1 (3 + d) 1 0; s40_board (2 + a) 1 1 (1 + d) 2 0; s38_board (2 + a) 1 1 (2 + d) 1].
Proof. unfold s37_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c616_R (a d : nat) : rmoves (s40_board (2 + a) 1 1 (2 + d) 1 0) = [s35_board (2 + a) 1 1 (2 + d) 1].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d>=2 && e==1 && f==0 *)
Lemma s40_c616_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s40_board (2 + a) 1 1 (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q26] in Hc |- *.
  rewrite tf_game_eq, (s40_c616_L a d), (s40_c616_R a d); cbn [map].
  pose proof (use_s40 IH (1 + a) 2 1 (2 + d) 1 0 (opt_l _ _ _ (s40_c616_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 2 (2 + d) 1 0 (opt_l _ _ _ (s40_c616_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 (3 + d) 1 0 (opt_l _ _ _ (s40_c616_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) 1 1 (1 + d) 2 0 (opt_l _ _ _ (s40_c616_L a d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH (2 + a) 1 1 (2 + d) 1 (opt_l _ _ _ (s40_c616_L a d) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH (2 + a) 1 1 (2 + d) 1 (opt_r _ _ _ (s40_c616_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s39_p19 Ho1 ltac:(zlia)).
  rewrite (s37_p23 Ho2 ltac:(zlia)).
  rewrite (s40_p15 Ho3 ltac:(zlia)).
  rewrite (s38_p9 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c617_L (a d : nat) : lmoves (s40_board (2 + a) 1 1 (2 + d) 1 1) = [s40_board (1 + a) 2 1 (2 + d) 1 1; s39_board (2 + a) 2 (2 + d) 1 1; s37_board (2 + a) 1 (3 + d) 1 1; s40_board (2 + a) 1 1 (1 + d) 2 1; s38_board (2 + a) 1 1 (2 + d) 2].
Proof. unfold s37_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c617_R (a d : nat) : rmoves (s40_board (2 + a) 1 1 (2 + d) 1 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c617_R1 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s35_board (2 + a) 1 1 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d>=2 && e==1 && f==1 *)
Lemma s40_c617_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s40_board (2 + a) 1 1 (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c617_L a d), (s40_c617_R a d); cbn [map].
  pose proof (use_s40 IH (1 + a) 2 1 (2 + d) 1 1 (opt_l _ _ _ (s40_c617_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 2 (2 + d) 1 1 (opt_l _ _ _ (s40_c617_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 (3 + d) 1 1 (opt_l _ _ _ (s40_c617_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) 1 1 (1 + d) 2 1 (opt_l _ _ _ (s40_c617_L a d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH (2 + a) 1 1 (2 + d) 2 (opt_l _ _ _ (s40_c617_L a d) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c617_R1 a d)).
  pose proof (use_s35 IH (2 + a) 1 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s40_c617_R a d) ltac:(cbn [In]; left; reflexivity) (s40_c617_R1 a d))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c618_L (a d f : nat) : lmoves (s40_board (2 + a) 1 1 (2 + d) 1 (2 + f)) = [s40_board (1 + a) 2 1 (2 + d) 1 (2 + f); s39_board (2 + a) 2 (2 + d) 1 (2 + f); s37_board (2 + a) 1 (3 + d) 1 (2 + f); s40_board (2 + a) 1 1 (1 + d) 2 (2 + f); s38_board (2 + a) 1 1 (2 + d) (3 + f)].
Proof. unfold s37_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c618_R (a d f : nat) : rmoves (s40_board (2 + a) 1 1 (2 + d) 1 (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d>=2 && e==1 && f>=2 *)
Lemma s40_c618_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a d f : nat) :
  x = s40_board (2 + a) 1 1 (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c618_L a d f), (s40_c618_R a d f); cbn [map].
  pose proof (use_s40 IH (1 + a) 2 1 (2 + d) 1 (2 + f) (opt_l _ _ _ (s40_c618_L a d f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 2 (2 + d) 1 (2 + f) (opt_l _ _ _ (s40_c618_L a d f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 (3 + d) 1 (2 + f) (opt_l _ _ _ (s40_c618_L a d f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) 1 1 (1 + d) 2 (2 + f) (opt_l _ _ _ (s40_c618_L a d f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH (2 + a) 1 1 (2 + d) (3 + f) (opt_l _ _ _ (s40_c618_L a d f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s40_c619_L (a d e : nat) : lmoves (s40_board (2 + a) 1 1 (2 + d) (2 + e) 0) = [s40_board (1 + a) 2 1 (2 + d) (2 + e) 0; s39_board (2 + a) 2 (2 + d) (2 + e) 0; s37_board (2 + a) 1 (3 + d) (2 + e) 0; s40_board (2 + a) 1 1 (1 + d) (3 + e) 0; s40_board (2 + a) 1 1 (2 + d) (1 + e) 1].
Proof. unfold s37_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c619_R (a d e : nat) : rmoves (s40_board (2 + a) 1 1 (2 + d) (2 + e) 0) = [s35_board (2 + a) 1 1 (2 + d) (2 + e)].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d>=2 && e>=2 && f==0 *)
Lemma s40_c619_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a d e : nat) :
  x = s40_board (2 + a) 1 1 (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q15] in Hc |- *.
  rewrite tf_game_eq, (s40_c619_L a d e), (s40_c619_R a d e); cbn [map].
  pose proof (use_s40 IH (1 + a) 2 1 (2 + d) (2 + e) 0 (opt_l _ _ _ (s40_c619_L a d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 2 (2 + d) (2 + e) 0 (opt_l _ _ _ (s40_c619_L a d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 (3 + d) (2 + e) 0 (opt_l _ _ _ (s40_c619_L a d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) 1 1 (1 + d) (3 + e) 0 (opt_l _ _ _ (s40_c619_L a d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH (2 + a) 1 1 (2 + d) (1 + e) 1 (opt_l _ _ _ (s40_c619_L a d e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH (2 + a) 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s40_c619_R a d e) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s39_p13 Ho1 ltac:(zlia)).
  rewrite (s37_p14 Ho2 ltac:(zlia)).
  rewrite (s40_p15 Ho3 ltac:(zlia)).
  rewrite (s40_p13 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c620_L (a d e : nat) : lmoves (s40_board (2 + a) 1 1 (2 + d) (2 + e) 1) = [s40_board (1 + a) 2 1 (2 + d) (2 + e) 1; s39_board (2 + a) 2 (2 + d) (2 + e) 1; s37_board (2 + a) 1 (3 + d) (2 + e) 1; s40_board (2 + a) 1 1 (1 + d) (3 + e) 1; s40_board (2 + a) 1 1 (2 + d) (1 + e) 2].
Proof. unfold s37_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c620_R (a d e : nat) : rmoves (s40_board (2 + a) 1 1 (2 + d) (2 + e) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c620_R1 (a d e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s35_board (2 + a) 1 1 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d>=2 && e>=2 && f==1 *)
Lemma s40_c620_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a d e : nat) :
  x = s40_board (2 + a) 1 1 (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c620_L a d e), (s40_c620_R a d e); cbn [map].
  pose proof (use_s40 IH (1 + a) 2 1 (2 + d) (2 + e) 1 (opt_l _ _ _ (s40_c620_L a d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 2 (2 + d) (2 + e) 1 (opt_l _ _ _ (s40_c620_L a d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 (3 + d) (2 + e) 1 (opt_l _ _ _ (s40_c620_L a d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) 1 1 (1 + d) (3 + e) 1 (opt_l _ _ _ (s40_c620_L a d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH (2 + a) 1 1 (2 + d) (1 + e) 2 (opt_l _ _ _ (s40_c620_L a d e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c620_R1 a d e)).
  pose proof (use_s35 IH (2 + a) 1 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s40_c620_R a d e) ltac:(cbn [In]; left; reflexivity) (s40_c620_R1 a d e))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c621_L (a d e f : nat) : lmoves (s40_board (2 + a) 1 1 (2 + d) (2 + e) (2 + f)) = [s40_board (1 + a) 2 1 (2 + d) (2 + e) (2 + f); s39_board (2 + a) 2 (2 + d) (2 + e) (2 + f); s37_board (2 + a) 1 (3 + d) (2 + e) (2 + f); s40_board (2 + a) 1 1 (1 + d) (3 + e) (2 + f); s40_board (2 + a) 1 1 (2 + d) (1 + e) (3 + f)].
Proof. unfold s37_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c621_R (a d e f : nat) : rmoves (s40_board (2 + a) 1 1 (2 + d) (2 + e) (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c==1 && d>=2 && e>=2 && f>=2 *)
Lemma s40_c621_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a d e f : nat) :
  x = s40_board (2 + a) 1 1 (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c621_L a d e f), (s40_c621_R a d e f); cbn [map].
  pose proof (use_s40 IH (1 + a) 2 1 (2 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c621_L a d e f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 2 (2 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c621_L a d e f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) 1 (3 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c621_L a d e f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) 1 1 (1 + d) (3 + e) (2 + f) (opt_l _ _ _ (s40_c621_L a d e f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH (2 + a) 1 1 (2 + d) (1 + e) (3 + f) (opt_l _ _ _ (s40_c621_L a d e f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d==0 && e==0 && f==0: the board of s32 *)
Lemma s40_c622_p31 x (Hs32 : s32_claim x) (a c : nat) :
  x = s40_board (2 + a) 1 (2 + c) 0 0 0 -> fst (s40_q31 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q31 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q31] in Hc |- *.
  pose proof (Hs32 (2 + a) 1 (2 + c) 0 ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d==0 && e==0 && f==1: the board of s32 *)
Lemma s40_c623_p33 x (Hs32 : s32_claim x) (a c : nat) :
  x = s40_board (2 + a) 1 (2 + c) 0 0 1 -> fst (s40_q33 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q33 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q33] in Hc |- *.
  pose proof (Hs32 (2 + a) 1 (2 + c) 1 ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d==0 && e==0 && f>=2: the board of s32 *)
Lemma s40_c624_p3 x (Hs32 : s32_claim x) (a c f : nat) :
  x = s40_board (2 + a) 1 (2 + c) 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs32 (2 + a) 1 (2 + c) (2 + f) ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d==0 && e==1 && f==0: the board of s36 *)
Lemma s40_c625_p9 x (Hs36 : s36_claim x) (a c : nat) :
  x = s40_board (2 + a) 1 (2 + c) 0 1 0 -> fst (s40_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs36 (2 + a) 1 (2 + c) 1 0 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d==0 && e==1 && f==1: the board of s36 *)
Lemma s40_c626_p13 x (Hs36 : s36_claim x) (a c : nat) :
  x = s40_board (2 + a) 1 (2 + c) 0 1 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs36 (2 + a) 1 (2 + c) 1 1 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d==0 && e==1 && f>=2: the board of s36 *)
Lemma s40_c627_p3 x (Hs36 : s36_claim x) (a c f : nat) :
  x = s40_board (2 + a) 1 (2 + c) 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs36 (2 + a) 1 (2 + c) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d==0 && e>=2 && f==0: the board of s36 *)
Lemma s40_c628_p15 x (Hs36 : s36_claim x) (a c e : nat) :
  x = s40_board (2 + a) 1 (2 + c) 0 (2 + e) 0 -> fst (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs36 (2 + a) 1 (2 + c) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d==0 && e>=2 && f==1: the board of s36 *)
Lemma s40_c629_p13 x (Hs36 : s36_claim x) (a c e : nat) :
  x = s40_board (2 + a) 1 (2 + c) 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs36 (2 + a) 1 (2 + c) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d==0 && e>=2 && f>=2: the board of s36 *)
Lemma s40_c630_p3 x (Hs36 : s36_claim x) (a c e f : nat) :
  x = s40_board (2 + a) 1 (2 + c) 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs36 (2 + a) 1 (2 + c) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d==1 && e==0 && f==0: the board of s38 *)
Lemma s40_c631_p9 x (Hs38 : s38_claim x) (a c : nat) :
  x = s40_board (2 + a) 1 (2 + c) 1 0 0 -> fst (s40_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs38 (2 + a) 1 (2 + c) 1 0 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d==1 && e==0 && f==1: the board of s38 *)
Lemma s40_c632_p24 x (Hs38 : s38_claim x) (a c : nat) :
  x = s40_board (2 + a) 1 (2 + c) 1 0 1 -> fst (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs38 (2 + a) 1 (2 + c) 1 1 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d==1 && e==0 && f>=2: the board of s38 *)
Lemma s40_c633_p3 x (Hs38 : s38_claim x) (a c f : nat) :
  x = s40_board (2 + a) 1 (2 + c) 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs38 (2 + a) 1 (2 + c) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c634_L (a c : nat) : lmoves (s40_board (2 + a) 1 (2 + c) 1 1 0) = [s40_board (1 + a) 2 (2 + c) 1 1 0; s39_board (2 + a) (3 + c) 1 1 0; s40_board (2 + a) 1 (1 + c) 2 1 0; s36_board (2 + a) 1 (2 + c) 2 0; s38_board (2 + a) 1 (2 + c) 1 1].
Proof. unfold s36_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c634_R (a c : nat) : rmoves (s40_board (2 + a) 1 (2 + c) 1 1 0) = [s35_board (2 + a) 1 (2 + c) 1 1].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d==1 && e==1 && f==0 *)
Lemma s40_c634_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s40_board (2 + a) 1 (2 + c) 1 1 0 -> fst (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q26] in Hc |- *.
  rewrite tf_game_eq, (s40_c634_L a c), (s40_c634_R a c); cbn [map].
  pose proof (use_s40 IH (1 + a) 2 (2 + c) 1 1 0 (opt_l _ _ _ (s40_c634_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (3 + c) 1 1 0 (opt_l _ _ _ (s40_c634_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) 1 (1 + c) 2 1 0 (opt_l _ _ _ (s40_c634_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) 1 (2 + c) 2 0 (opt_l _ _ _ (s40_c634_L a c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH (2 + a) 1 (2 + c) 1 1 (opt_l _ _ _ (s40_c634_L a c) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH (2 + a) 1 (2 + c) 1 1 (opt_r _ _ _ (s40_c634_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s39_p19 Ho1 ltac:(zlia)).
  rewrite (s40_p26 Ho2 ltac:(zlia)).
  rewrite (s36_p13 Ho3 ltac:(zlia)).
  rewrite (s38_p9 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c635_L (a c : nat) : lmoves (s40_board (2 + a) 1 (2 + c) 1 1 1) = [s40_board (1 + a) 2 (2 + c) 1 1 1; s39_board (2 + a) (3 + c) 1 1 1; s40_board (2 + a) 1 (1 + c) 2 1 1; s36_board (2 + a) 1 (2 + c) 2 1; s38_board (2 + a) 1 (2 + c) 1 2].
Proof. unfold s36_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c635_R (a c : nat) : rmoves (s40_board (2 + a) 1 (2 + c) 1 1 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c635_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) [(1, 1)]) (s35_board (2 + a) 1 (2 + c) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d==1 && e==1 && f==1 *)
Lemma s40_c635_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s40_board (2 + a) 1 (2 + c) 1 1 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c635_L a c), (s40_c635_R a c); cbn [map].
  pose proof (use_s40 IH (1 + a) 2 (2 + c) 1 1 1 (opt_l _ _ _ (s40_c635_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (3 + c) 1 1 1 (opt_l _ _ _ (s40_c635_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) 1 (1 + c) 2 1 1 (opt_l _ _ _ (s40_c635_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) 1 (2 + c) 2 1 (opt_l _ _ _ (s40_c635_L a c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH (2 + a) 1 (2 + c) 1 2 (opt_l _ _ _ (s40_c635_L a c) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c635_R1 a c)).
  pose proof (use_s35 IH (2 + a) 1 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s40_c635_R a c) ltac:(cbn [In]; left; reflexivity) (s40_c635_R1 a c))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c636_L (a c f : nat) : lmoves (s40_board (2 + a) 1 (2 + c) 1 1 (2 + f)) = [s40_board (1 + a) 2 (2 + c) 1 1 (2 + f); s39_board (2 + a) (3 + c) 1 1 (2 + f); s40_board (2 + a) 1 (1 + c) 2 1 (2 + f); s36_board (2 + a) 1 (2 + c) 2 (2 + f); s38_board (2 + a) 1 (2 + c) 1 (3 + f)].
Proof. unfold s36_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c636_R (a c f : nat) : rmoves (s40_board (2 + a) 1 (2 + c) 1 1 (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d==1 && e==1 && f>=2 *)
Lemma s40_c636_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c f : nat) :
  x = s40_board (2 + a) 1 (2 + c) 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c636_L a c f), (s40_c636_R a c f); cbn [map].
  pose proof (use_s40 IH (1 + a) 2 (2 + c) 1 1 (2 + f) (opt_l _ _ _ (s40_c636_L a c f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (3 + c) 1 1 (2 + f) (opt_l _ _ _ (s40_c636_L a c f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) 1 (1 + c) 2 1 (2 + f) (opt_l _ _ _ (s40_c636_L a c f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) 1 (2 + c) 2 (2 + f) (opt_l _ _ _ (s40_c636_L a c f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH (2 + a) 1 (2 + c) 1 (3 + f) (opt_l _ _ _ (s40_c636_L a c f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s40_c637_L (a c e : nat) : lmoves (s40_board (2 + a) 1 (2 + c) 1 (2 + e) 0) = [s40_board (1 + a) 2 (2 + c) 1 (2 + e) 0; s39_board (2 + a) (3 + c) 1 (2 + e) 0; s40_board (2 + a) 1 (1 + c) 2 (2 + e) 0; s36_board (2 + a) 1 (2 + c) (3 + e) 0; s40_board (2 + a) 1 (2 + c) 1 (1 + e) 1].
Proof. unfold s36_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c637_R (a c e : nat) : rmoves (s40_board (2 + a) 1 (2 + c) 1 (2 + e) 0) = [s35_board (2 + a) 1 (2 + c) 1 (2 + e)].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d==1 && e>=2 && f==0 *)
Lemma s40_c637_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a c e : nat) :
  x = s40_board (2 + a) 1 (2 + c) 1 (2 + e) 0 -> fst (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q15] in Hc |- *.
  rewrite tf_game_eq, (s40_c637_L a c e), (s40_c637_R a c e); cbn [map].
  pose proof (use_s40 IH (1 + a) 2 (2 + c) 1 (2 + e) 0 (opt_l _ _ _ (s40_c637_L a c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (3 + c) 1 (2 + e) 0 (opt_l _ _ _ (s40_c637_L a c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) 1 (1 + c) 2 (2 + e) 0 (opt_l _ _ _ (s40_c637_L a c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) 1 (2 + c) (3 + e) 0 (opt_l _ _ _ (s40_c637_L a c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH (2 + a) 1 (2 + c) 1 (1 + e) 1 (opt_l _ _ _ (s40_c637_L a c e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH (2 + a) 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s40_c637_R a c e) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s39_p13 Ho1 ltac:(zlia)).
  rewrite (s40_p15 Ho2 ltac:(zlia)).
  rewrite (s36_p13 Ho3 ltac:(zlia)).
  rewrite (s40_p13 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c638_L (a c e : nat) : lmoves (s40_board (2 + a) 1 (2 + c) 1 (2 + e) 1) = [s40_board (1 + a) 2 (2 + c) 1 (2 + e) 1; s39_board (2 + a) (3 + c) 1 (2 + e) 1; s40_board (2 + a) 1 (1 + c) 2 (2 + e) 1; s36_board (2 + a) 1 (2 + c) (3 + e) 1; s40_board (2 + a) 1 (2 + c) 1 (1 + e) 2].
Proof. unfold s36_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c638_R (a c e : nat) : rmoves (s40_board (2 + a) 1 (2 + c) 1 (2 + e) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c638_R1 (a c e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s35_board (2 + a) 1 (2 + c) 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d==1 && e>=2 && f==1 *)
Lemma s40_c638_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a c e : nat) :
  x = s40_board (2 + a) 1 (2 + c) 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c638_L a c e), (s40_c638_R a c e); cbn [map].
  pose proof (use_s40 IH (1 + a) 2 (2 + c) 1 (2 + e) 1 (opt_l _ _ _ (s40_c638_L a c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (3 + c) 1 (2 + e) 1 (opt_l _ _ _ (s40_c638_L a c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) 1 (1 + c) 2 (2 + e) 1 (opt_l _ _ _ (s40_c638_L a c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) 1 (2 + c) (3 + e) 1 (opt_l _ _ _ (s40_c638_L a c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH (2 + a) 1 (2 + c) 1 (1 + e) 2 (opt_l _ _ _ (s40_c638_L a c e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c638_R1 a c e)).
  pose proof (use_s35 IH (2 + a) 1 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s40_c638_R a c e) ltac:(cbn [In]; left; reflexivity) (s40_c638_R1 a c e))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c639_L (a c e f : nat) : lmoves (s40_board (2 + a) 1 (2 + c) 1 (2 + e) (2 + f)) = [s40_board (1 + a) 2 (2 + c) 1 (2 + e) (2 + f); s39_board (2 + a) (3 + c) 1 (2 + e) (2 + f); s40_board (2 + a) 1 (1 + c) 2 (2 + e) (2 + f); s36_board (2 + a) 1 (2 + c) (3 + e) (2 + f); s40_board (2 + a) 1 (2 + c) 1 (1 + e) (3 + f)].
Proof. unfold s36_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c639_R (a c e f : nat) : rmoves (s40_board (2 + a) 1 (2 + c) 1 (2 + e) (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d==1 && e>=2 && f>=2 *)
Lemma s40_c639_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c e f : nat) :
  x = s40_board (2 + a) 1 (2 + c) 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c639_L a c e f), (s40_c639_R a c e f); cbn [map].
  pose proof (use_s40 IH (1 + a) 2 (2 + c) 1 (2 + e) (2 + f) (opt_l _ _ _ (s40_c639_L a c e f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (3 + c) 1 (2 + e) (2 + f) (opt_l _ _ _ (s40_c639_L a c e f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) 1 (1 + c) 2 (2 + e) (2 + f) (opt_l _ _ _ (s40_c639_L a c e f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) 1 (2 + c) (3 + e) (2 + f) (opt_l _ _ _ (s40_c639_L a c e f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH (2 + a) 1 (2 + c) 1 (1 + e) (3 + f) (opt_l _ _ _ (s40_c639_L a c e f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d>=2 && e==0 && f==0: the board of s38 *)
Lemma s40_c640_p10 x (Hs38 : s38_claim x) (a c d : nat) :
  x = s40_board (2 + a) 1 (2 + c) (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs38 (2 + a) 1 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d>=2 && e==0 && f==1: the board of s38 *)
Lemma s40_c641_p24 x (Hs38 : s38_claim x) (a c d : nat) :
  x = s40_board (2 + a) 1 (2 + c) (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs38 (2 + a) 1 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d>=2 && e==0 && f>=2: the board of s38 *)
Lemma s40_c642_p3 x (Hs38 : s38_claim x) (a c d f : nat) :
  x = s40_board (2 + a) 1 (2 + c) (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs38 (2 + a) 1 (2 + c) (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c643_L (a c d : nat) : lmoves (s40_board (2 + a) 1 (2 + c) (2 + d) 1 0) = [s40_board (1 + a) 2 (2 + c) (2 + d) 1 0; s39_board (2 + a) (3 + c) (2 + d) 1 0; s40_board (2 + a) 1 (1 + c) (3 + d) 1 0; s40_board (2 + a) 1 (2 + c) (1 + d) 2 0; s38_board (2 + a) 1 (2 + c) (2 + d) 1].
Proof. unfold s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c643_R (a c d : nat) : rmoves (s40_board (2 + a) 1 (2 + c) (2 + d) 1 0) = [s35_board (2 + a) 1 (2 + c) (2 + d) 1].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d>=2 && e==1 && f==0 *)
Lemma s40_c643_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s40_board (2 + a) 1 (2 + c) (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q26] in Hc |- *.
  rewrite tf_game_eq, (s40_c643_L a c d), (s40_c643_R a c d); cbn [map].
  pose proof (use_s40 IH (1 + a) 2 (2 + c) (2 + d) 1 0 (opt_l _ _ _ (s40_c643_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (3 + c) (2 + d) 1 0 (opt_l _ _ _ (s40_c643_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) 1 (1 + c) (3 + d) 1 0 (opt_l _ _ _ (s40_c643_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) 1 (2 + c) (1 + d) 2 0 (opt_l _ _ _ (s40_c643_L a c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH (2 + a) 1 (2 + c) (2 + d) 1 (opt_l _ _ _ (s40_c643_L a c d) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH (2 + a) 1 (2 + c) (2 + d) 1 (opt_r _ _ _ (s40_c643_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s39_p19 Ho1 ltac:(zlia)).
  rewrite (s40_p26 Ho2 ltac:(zlia)).
  rewrite (s40_p15 Ho3 ltac:(zlia)).
  rewrite (s38_p9 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c644_L (a c d : nat) : lmoves (s40_board (2 + a) 1 (2 + c) (2 + d) 1 1) = [s40_board (1 + a) 2 (2 + c) (2 + d) 1 1; s39_board (2 + a) (3 + c) (2 + d) 1 1; s40_board (2 + a) 1 (1 + c) (3 + d) 1 1; s40_board (2 + a) 1 (2 + c) (1 + d) 2 1; s38_board (2 + a) 1 (2 + c) (2 + d) 2].
Proof. unfold s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c644_R (a c d : nat) : rmoves (s40_board (2 + a) 1 (2 + c) (2 + d) 1 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c644_R1 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s35_board (2 + a) 1 (2 + c) (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d>=2 && e==1 && f==1 *)
Lemma s40_c644_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s40_board (2 + a) 1 (2 + c) (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c644_L a c d), (s40_c644_R a c d); cbn [map].
  pose proof (use_s40 IH (1 + a) 2 (2 + c) (2 + d) 1 1 (opt_l _ _ _ (s40_c644_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (3 + c) (2 + d) 1 1 (opt_l _ _ _ (s40_c644_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) 1 (1 + c) (3 + d) 1 1 (opt_l _ _ _ (s40_c644_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) 1 (2 + c) (1 + d) 2 1 (opt_l _ _ _ (s40_c644_L a c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH (2 + a) 1 (2 + c) (2 + d) 2 (opt_l _ _ _ (s40_c644_L a c d) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c644_R1 a c d)).
  pose proof (use_s35 IH (2 + a) 1 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s40_c644_R a c d) ltac:(cbn [In]; left; reflexivity) (s40_c644_R1 a c d))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c645_L (a c d f : nat) : lmoves (s40_board (2 + a) 1 (2 + c) (2 + d) 1 (2 + f)) = [s40_board (1 + a) 2 (2 + c) (2 + d) 1 (2 + f); s39_board (2 + a) (3 + c) (2 + d) 1 (2 + f); s40_board (2 + a) 1 (1 + c) (3 + d) 1 (2 + f); s40_board (2 + a) 1 (2 + c) (1 + d) 2 (2 + f); s38_board (2 + a) 1 (2 + c) (2 + d) (3 + f)].
Proof. unfold s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c645_R (a c d f : nat) : rmoves (s40_board (2 + a) 1 (2 + c) (2 + d) 1 (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d>=2 && e==1 && f>=2 *)
Lemma s40_c645_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c d f : nat) :
  x = s40_board (2 + a) 1 (2 + c) (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c645_L a c d f), (s40_c645_R a c d f); cbn [map].
  pose proof (use_s40 IH (1 + a) 2 (2 + c) (2 + d) 1 (2 + f) (opt_l _ _ _ (s40_c645_L a c d f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (3 + c) (2 + d) 1 (2 + f) (opt_l _ _ _ (s40_c645_L a c d f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) 1 (1 + c) (3 + d) 1 (2 + f) (opt_l _ _ _ (s40_c645_L a c d f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) 1 (2 + c) (1 + d) 2 (2 + f) (opt_l _ _ _ (s40_c645_L a c d f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH (2 + a) 1 (2 + c) (2 + d) (3 + f) (opt_l _ _ _ (s40_c645_L a c d f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s40_c646_L (a c d e : nat) : lmoves (s40_board (2 + a) 1 (2 + c) (2 + d) (2 + e) 0) = [s40_board (1 + a) 2 (2 + c) (2 + d) (2 + e) 0; s39_board (2 + a) (3 + c) (2 + d) (2 + e) 0; s40_board (2 + a) 1 (1 + c) (3 + d) (2 + e) 0; s40_board (2 + a) 1 (2 + c) (1 + d) (3 + e) 0; s40_board (2 + a) 1 (2 + c) (2 + d) (1 + e) 1].
Proof. unfold s39_board, s40_board. tf_options. Qed.
Lemma s40_c646_R (a c d e : nat) : rmoves (s40_board (2 + a) 1 (2 + c) (2 + d) (2 + e) 0) = [s35_board (2 + a) 1 (2 + c) (2 + d) (2 + e)].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d>=2 && e>=2 && f==0 *)
Lemma s40_c646_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a c d e : nat) :
  x = s40_board (2 + a) 1 (2 + c) (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q15] in Hc |- *.
  rewrite tf_game_eq, (s40_c646_L a c d e), (s40_c646_R a c d e); cbn [map].
  pose proof (use_s40 IH (1 + a) 2 (2 + c) (2 + d) (2 + e) 0 (opt_l _ _ _ (s40_c646_L a c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (3 + c) (2 + d) (2 + e) 0 (opt_l _ _ _ (s40_c646_L a c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) 1 (1 + c) (3 + d) (2 + e) 0 (opt_l _ _ _ (s40_c646_L a c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) 1 (2 + c) (1 + d) (3 + e) 0 (opt_l _ _ _ (s40_c646_L a c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH (2 + a) 1 (2 + c) (2 + d) (1 + e) 1 (opt_l _ _ _ (s40_c646_L a c d e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH (2 + a) 1 (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s40_c646_R a c d e) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s39_p13 Ho1 ltac:(zlia)).
  rewrite (s40_p15 Ho2 ltac:(zlia)).
  rewrite (s40_p15 Ho3 ltac:(zlia)).
  rewrite (s40_p13 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c647_L (a c d e : nat) : lmoves (s40_board (2 + a) 1 (2 + c) (2 + d) (2 + e) 1) = [s40_board (1 + a) 2 (2 + c) (2 + d) (2 + e) 1; s39_board (2 + a) (3 + c) (2 + d) (2 + e) 1; s40_board (2 + a) 1 (1 + c) (3 + d) (2 + e) 1; s40_board (2 + a) 1 (2 + c) (1 + d) (3 + e) 1; s40_board (2 + a) 1 (2 + c) (2 + d) (1 + e) 2].
Proof. unfold s39_board, s40_board. tf_options. Qed.
Lemma s40_c647_R (a c d e : nat) : rmoves (s40_board (2 + a) 1 (2 + c) (2 + d) (2 + e) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c647_R1 (a c d e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s35_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d>=2 && e>=2 && f==1 *)
Lemma s40_c647_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a c d e : nat) :
  x = s40_board (2 + a) 1 (2 + c) (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c647_L a c d e), (s40_c647_R a c d e); cbn [map].
  pose proof (use_s40 IH (1 + a) 2 (2 + c) (2 + d) (2 + e) 1 (opt_l _ _ _ (s40_c647_L a c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (3 + c) (2 + d) (2 + e) 1 (opt_l _ _ _ (s40_c647_L a c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) 1 (1 + c) (3 + d) (2 + e) 1 (opt_l _ _ _ (s40_c647_L a c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) 1 (2 + c) (1 + d) (3 + e) 1 (opt_l _ _ _ (s40_c647_L a c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH (2 + a) 1 (2 + c) (2 + d) (1 + e) 2 (opt_l _ _ _ (s40_c647_L a c d e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c647_R1 a c d e)).
  pose proof (use_s35 IH (2 + a) 1 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s40_c647_R a c d e) ltac:(cbn [In]; left; reflexivity) (s40_c647_R1 a c d e))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c648_L (a c d e f : nat) : lmoves (s40_board (2 + a) 1 (2 + c) (2 + d) (2 + e) (2 + f)) = [s40_board (1 + a) 2 (2 + c) (2 + d) (2 + e) (2 + f); s39_board (2 + a) (3 + c) (2 + d) (2 + e) (2 + f); s40_board (2 + a) 1 (1 + c) (3 + d) (2 + e) (2 + f); s40_board (2 + a) 1 (2 + c) (1 + d) (3 + e) (2 + f); s40_board (2 + a) 1 (2 + c) (2 + d) (1 + e) (3 + f)].
Proof. unfold s39_board, s40_board. tf_options. Qed.
Lemma s40_c648_R (a c d e f : nat) : rmoves (s40_board (2 + a) 1 (2 + c) (2 + d) (2 + e) (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b==1 && c>=2 && d>=2 && e>=2 && f>=2 *)
Lemma s40_c648_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c d e f : nat) :
  x = s40_board (2 + a) 1 (2 + c) (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c648_L a c d e f), (s40_c648_R a c d e f); cbn [map].
  pose proof (use_s40 IH (1 + a) 2 (2 + c) (2 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c648_L a c d e f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (3 + c) (2 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c648_L a c d e f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) 1 (1 + c) (3 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c648_L a c d e f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) 1 (2 + c) (1 + d) (3 + e) (2 + f) (opt_l _ _ _ (s40_c648_L a c d e f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH (2 + a) 1 (2 + c) (2 + d) (1 + e) (3 + f) (opt_l _ _ _ (s40_c648_L a c d e f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d==0 && e==0 && f==0: the board of s24 *)
Lemma s40_c649_p5 x (Hs24 : s24_claim x) (a b : nat) :
  x = s40_board (2 + a) (2 + b) 0 0 0 0 -> fst (s40_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q5] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s40_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d==0 && e==0 && f==1: the board of s24 *)
Lemma s40_c650_p19 x (Hs24 : s24_claim x) (a b : nat) :
  x = s40_board (2 + a) (2 + b) 0 0 0 1 -> fst (s40_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q19] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s40_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d==0 && e==0 && f>=2: the board of s24 *)
Lemma s40_c651_p3 x (Hs24 : s24_claim x) (a b f : nat) :
  x = s40_board (2 + a) (2 + b) 0 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) (2 + f) ltac:(rewrite Hx; unfold s40_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d==0 && e==1 && f==0: the board of s27 *)
Lemma s40_c652_p7 x (Hs27 : s27_claim x) (a b : nat) :
  x = s40_board (2 + a) (2 + b) 0 0 1 0 -> fst (s40_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q7] in Hc |- *.
  pose proof (Hs27 (2 + a) (2 + b) 1 0 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d==0 && e==1 && f==1: the board of s27 *)
Lemma s40_c653_p34 x (Hs27 : s27_claim x) (a b : nat) :
  x = s40_board (2 + a) (2 + b) 0 0 1 1 -> fst (s40_q34 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q34 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q34] in Hc |- *.
  pose proof (Hs27 (2 + a) (2 + b) 1 1 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d==0 && e==1 && f>=2: the board of s27 *)
Lemma s40_c654_p3 x (Hs27 : s27_claim x) (a b f : nat) :
  x = s40_board (2 + a) (2 + b) 0 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs27 (2 + a) (2 + b) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d==0 && e>=2 && f==0: the board of s27 *)
Lemma s40_c655_p17 x (Hs27 : s27_claim x) (a b e : nat) :
  x = s40_board (2 + a) (2 + b) 0 0 (2 + e) 0 -> fst (s40_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q17] in Hc |- *.
  pose proof (Hs27 (2 + a) (2 + b) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s40_c655_p25 x (Hs27 : s27_claim x) (a b e : nat) :
  x = s40_board (2 + a) (2 + b) 0 0 (2 + e) 0 -> fst (s40_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q25] in Hc |- *.
  pose proof (Hs27 (2 + a) (2 + b) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d==0 && e>=2 && f==1: the board of s27 *)
Lemma s40_c656_p13 x (Hs27 : s27_claim x) (a b e : nat) :
  x = s40_board (2 + a) (2 + b) 0 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs27 (2 + a) (2 + b) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d==0 && e>=2 && f>=2: the board of s27 *)
Lemma s40_c657_p3 x (Hs27 : s27_claim x) (a b e f : nat) :
  x = s40_board (2 + a) (2 + b) 0 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs27 (2 + a) (2 + b) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d==1 && e==0 && f==0: the board of s28 *)
Lemma s40_c658_p32 x (Hs28 : s28_claim x) (a b : nat) :
  x = s40_board (2 + a) (2 + b) 0 1 0 0 -> fst (s40_q32 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q32 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q32] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + b) 1 0 ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d==1 && e==0 && f==1: the board of s28 *)
Lemma s40_c659_p35 x (Hs28 : s28_claim x) (a b : nat) :
  x = s40_board (2 + a) (2 + b) 0 1 0 1 -> fst (s40_q35 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q35 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q35] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + b) 1 1 ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d==1 && e==0 && f>=2: the board of s28 *)
Lemma s40_c660_p3 x (Hs28 : s28_claim x) (a b f : nat) :
  x = s40_board (2 + a) (2 + b) 0 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + b) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d==1 && e==1 && f==0: the board of s37 *)
Lemma s40_c661_p7 x (Hs37 : s37_claim x) (a b : nat) :
  x = s40_board (2 + a) (2 + b) 0 1 1 0 -> fst (s40_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q7] in Hc |- *.
  pose proof (Hs37 (2 + a) (2 + b) 1 1 0 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d==1 && e==1 && f==1: the board of s37 *)
Lemma s40_c662_p13 x (Hs37 : s37_claim x) (a b : nat) :
  x = s40_board (2 + a) (2 + b) 0 1 1 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs37 (2 + a) (2 + b) 1 1 1 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d==1 && e==1 && f>=2: the board of s37 *)
Lemma s40_c663_p3 x (Hs37 : s37_claim x) (a b f : nat) :
  x = s40_board (2 + a) (2 + b) 0 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs37 (2 + a) (2 + b) 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d==1 && e>=2 && f==0: the board of s37 *)
Lemma s40_c664_p15 x (Hs37 : s37_claim x) (a b e : nat) :
  x = s40_board (2 + a) (2 + b) 0 1 (2 + e) 0 -> fst (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs37 (2 + a) (2 + b) 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d==1 && e>=2 && f==1: the board of s37 *)
Lemma s40_c665_p13 x (Hs37 : s37_claim x) (a b e : nat) :
  x = s40_board (2 + a) (2 + b) 0 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs37 (2 + a) (2 + b) 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d==1 && e>=2 && f>=2: the board of s37 *)
Lemma s40_c666_p3 x (Hs37 : s37_claim x) (a b e f : nat) :
  x = s40_board (2 + a) (2 + b) 0 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs37 (2 + a) (2 + b) 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d>=2 && e==0 && f==0: the board of s28 *)
Lemma s40_c667_p10 x (Hs28 : s28_claim x) (a b d : nat) :
  x = s40_board (2 + a) (2 + b) 0 (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d>=2 && e==0 && f==1: the board of s28 *)
Lemma s40_c668_p24 x (Hs28 : s28_claim x) (a b d : nat) :
  x = s40_board (2 + a) (2 + b) 0 (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d>=2 && e==0 && f>=2: the board of s28 *)
Lemma s40_c669_p3 x (Hs28 : s28_claim x) (a b d f : nat) :
  x = s40_board (2 + a) (2 + b) 0 (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + b) (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d>=2 && e==1 && f==0: the board of s37 *)
Lemma s40_c670_p26 x (Hs37 : s37_claim x) (a b d : nat) :
  x = s40_board (2 + a) (2 + b) 0 (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q26] in Hc |- *.
  pose proof (Hs37 (2 + a) (2 + b) (2 + d) 1 0 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d>=2 && e==1 && f==1: the board of s37 *)
Lemma s40_c671_p13 x (Hs37 : s37_claim x) (a b d : nat) :
  x = s40_board (2 + a) (2 + b) 0 (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs37 (2 + a) (2 + b) (2 + d) 1 1 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d>=2 && e==1 && f>=2: the board of s37 *)
Lemma s40_c672_p3 x (Hs37 : s37_claim x) (a b d f : nat) :
  x = s40_board (2 + a) (2 + b) 0 (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs37 (2 + a) (2 + b) (2 + d) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d>=2 && e>=2 && f==0: the board of s37 *)
Lemma s40_c673_p15 x (Hs37 : s37_claim x) (a b d e : nat) :
  x = s40_board (2 + a) (2 + b) 0 (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs37 (2 + a) (2 + b) (2 + d) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d>=2 && e>=2 && f==1: the board of s37 *)
Lemma s40_c674_p13 x (Hs37 : s37_claim x) (a b d e : nat) :
  x = s40_board (2 + a) (2 + b) 0 (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs37 (2 + a) (2 + b) (2 + d) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==0 && d>=2 && e>=2 && f>=2: the board of s37 *)
Lemma s40_c675_p3 x (Hs37 : s37_claim x) (a b d e f : nat) :
  x = s40_board (2 + a) (2 + b) 0 (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs37 (2 + a) (2 + b) (2 + d) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d==0 && e==0 && f==0: the board of s32 *)
Lemma s40_c676_p21 x (Hs32 : s32_claim x) (a b : nat) :
  x = s40_board (2 + a) (2 + b) 1 0 0 0 -> fst (s40_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q21] in Hc |- *.
  pose proof (Hs32 (2 + a) (2 + b) 1 0 ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d==0 && e==0 && f==1: the board of s32 *)
Lemma s40_c677_p27 x (Hs32 : s32_claim x) (a b : nat) :
  x = s40_board (2 + a) (2 + b) 1 0 0 1 -> fst (s40_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q27] in Hc |- *.
  pose proof (Hs32 (2 + a) (2 + b) 1 1 ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d==0 && e==0 && f>=2: the board of s32 *)
Lemma s40_c678_p3 x (Hs32 : s32_claim x) (a b f : nat) :
  x = s40_board (2 + a) (2 + b) 1 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs32 (2 + a) (2 + b) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d==0 && e==1 && f==0: the board of s36 *)
Lemma s40_c679_p9 x (Hs36 : s36_claim x) (a b : nat) :
  x = s40_board (2 + a) (2 + b) 1 0 1 0 -> fst (s40_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs36 (2 + a) (2 + b) 1 1 0 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d==0 && e==1 && f==1: the board of s36 *)
Lemma s40_c680_p13 x (Hs36 : s36_claim x) (a b : nat) :
  x = s40_board (2 + a) (2 + b) 1 0 1 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs36 (2 + a) (2 + b) 1 1 1 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d==0 && e==1 && f>=2: the board of s36 *)
Lemma s40_c681_p3 x (Hs36 : s36_claim x) (a b f : nat) :
  x = s40_board (2 + a) (2 + b) 1 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs36 (2 + a) (2 + b) 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d==0 && e>=2 && f==0: the board of s36 *)
Lemma s40_c682_p15 x (Hs36 : s36_claim x) (a b e : nat) :
  x = s40_board (2 + a) (2 + b) 1 0 (2 + e) 0 -> fst (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs36 (2 + a) (2 + b) 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d==0 && e>=2 && f==1: the board of s36 *)
Lemma s40_c683_p13 x (Hs36 : s36_claim x) (a b e : nat) :
  x = s40_board (2 + a) (2 + b) 1 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs36 (2 + a) (2 + b) 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d==0 && e>=2 && f>=2: the board of s36 *)
Lemma s40_c684_p3 x (Hs36 : s36_claim x) (a b e f : nat) :
  x = s40_board (2 + a) (2 + b) 1 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs36 (2 + a) (2 + b) 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d==1 && e==0 && f==0: the board of s38 *)
Lemma s40_c685_p9 x (Hs38 : s38_claim x) (a b : nat) :
  x = s40_board (2 + a) (2 + b) 1 1 0 0 -> fst (s40_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs38 (2 + a) (2 + b) 1 1 0 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d==1 && e==0 && f==1: the board of s38 *)
Lemma s40_c686_p24 x (Hs38 : s38_claim x) (a b : nat) :
  x = s40_board (2 + a) (2 + b) 1 1 0 1 -> fst (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs38 (2 + a) (2 + b) 1 1 1 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d==1 && e==0 && f>=2: the board of s38 *)
Lemma s40_c687_p3 x (Hs38 : s38_claim x) (a b f : nat) :
  x = s40_board (2 + a) (2 + b) 1 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs38 (2 + a) (2 + b) 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c688_L (a b : nat) : lmoves (s40_board (2 + a) (2 + b) 1 1 1 0) = [s40_board (1 + a) (3 + b) 1 1 1 0; s40_board (2 + a) (1 + b) 2 1 1 0; s37_board (2 + a) (2 + b) 2 1 0; s36_board (2 + a) (2 + b) 1 2 0; s38_board (2 + a) (2 + b) 1 1 1].
Proof. unfold s36_board, s37_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c688_R (a b : nat) : rmoves (s40_board (2 + a) (2 + b) 1 1 1 0) = [s35_board (2 + a) (2 + b) 1 1 1].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d==1 && e==1 && f==0 *)
Lemma s40_c688_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s40_board (2 + a) (2 + b) 1 1 1 0 -> fst (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q26] in Hc |- *.
  rewrite tf_game_eq, (s40_c688_L a b), (s40_c688_R a b); cbn [map].
  pose proof (use_s40 IH (1 + a) (3 + b) 1 1 1 0 (opt_l _ _ _ (s40_c688_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 2 1 1 0 (opt_l _ _ _ (s40_c688_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) 2 1 0 (opt_l _ _ _ (s40_c688_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) (2 + b) 1 2 0 (opt_l _ _ _ (s40_c688_L a b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH (2 + a) (2 + b) 1 1 1 (opt_l _ _ _ (s40_c688_L a b) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH (2 + a) (2 + b) 1 1 1 (opt_r _ _ _ (s40_c688_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s40_p26 Ho1 ltac:(zlia)).
  rewrite (s37_p23 Ho2 ltac:(zlia)).
  rewrite (s36_p13 Ho3 ltac:(zlia)).
  rewrite (s38_p9 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c689_L (a b : nat) : lmoves (s40_board (2 + a) (2 + b) 1 1 1 1) = [s40_board (1 + a) (3 + b) 1 1 1 1; s40_board (2 + a) (1 + b) 2 1 1 1; s37_board (2 + a) (2 + b) 2 1 1; s36_board (2 + a) (2 + b) 1 2 1; s38_board (2 + a) (2 + b) 1 1 2].
Proof. unfold s36_board, s37_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c689_R (a b : nat) : rmoves (s40_board (2 + a) (2 + b) 1 1 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c689_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; T; E; T; F]) [(1, 1)]) (s35_board (2 + a) (2 + b) 1 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d==1 && e==1 && f==1 *)
Lemma s40_c689_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s40_board (2 + a) (2 + b) 1 1 1 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c689_L a b), (s40_c689_R a b); cbn [map].
  pose proof (use_s40 IH (1 + a) (3 + b) 1 1 1 1 (opt_l _ _ _ (s40_c689_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 2 1 1 1 (opt_l _ _ _ (s40_c689_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) 2 1 1 (opt_l _ _ _ (s40_c689_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) (2 + b) 1 2 1 (opt_l _ _ _ (s40_c689_L a b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH (2 + a) (2 + b) 1 1 2 (opt_l _ _ _ (s40_c689_L a b) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c689_R1 a b)).
  pose proof (use_s35 IH (2 + a) (2 + b) 1 1 1 (opt_norm_r _ _ _ _ _ (s40_c689_R a b) ltac:(cbn [In]; left; reflexivity) (s40_c689_R1 a b))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c690_L (a b f : nat) : lmoves (s40_board (2 + a) (2 + b) 1 1 1 (2 + f)) = [s40_board (1 + a) (3 + b) 1 1 1 (2 + f); s40_board (2 + a) (1 + b) 2 1 1 (2 + f); s37_board (2 + a) (2 + b) 2 1 (2 + f); s36_board (2 + a) (2 + b) 1 2 (2 + f); s38_board (2 + a) (2 + b) 1 1 (3 + f)].
Proof. unfold s36_board, s37_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c690_R (a b f : nat) : rmoves (s40_board (2 + a) (2 + b) 1 1 1 (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d==1 && e==1 && f>=2 *)
Lemma s40_c690_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b f : nat) :
  x = s40_board (2 + a) (2 + b) 1 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c690_L a b f), (s40_c690_R a b f); cbn [map].
  pose proof (use_s40 IH (1 + a) (3 + b) 1 1 1 (2 + f) (opt_l _ _ _ (s40_c690_L a b f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 2 1 1 (2 + f) (opt_l _ _ _ (s40_c690_L a b f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) 2 1 (2 + f) (opt_l _ _ _ (s40_c690_L a b f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) (2 + b) 1 2 (2 + f) (opt_l _ _ _ (s40_c690_L a b f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH (2 + a) (2 + b) 1 1 (3 + f) (opt_l _ _ _ (s40_c690_L a b f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s40_c691_L (a b e : nat) : lmoves (s40_board (2 + a) (2 + b) 1 1 (2 + e) 0) = [s40_board (1 + a) (3 + b) 1 1 (2 + e) 0; s40_board (2 + a) (1 + b) 2 1 (2 + e) 0; s37_board (2 + a) (2 + b) 2 (2 + e) 0; s36_board (2 + a) (2 + b) 1 (3 + e) 0; s40_board (2 + a) (2 + b) 1 1 (1 + e) 1].
Proof. unfold s36_board, s37_board, s40_board. tf_options. Qed.
Lemma s40_c691_R (a b e : nat) : rmoves (s40_board (2 + a) (2 + b) 1 1 (2 + e) 0) = [s35_board (2 + a) (2 + b) 1 1 (2 + e)].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d==1 && e>=2 && f==0 *)
Lemma s40_c691_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b e : nat) :
  x = s40_board (2 + a) (2 + b) 1 1 (2 + e) 0 -> fst (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q15] in Hc |- *.
  rewrite tf_game_eq, (s40_c691_L a b e), (s40_c691_R a b e); cbn [map].
  pose proof (use_s40 IH (1 + a) (3 + b) 1 1 (2 + e) 0 (opt_l _ _ _ (s40_c691_L a b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 2 1 (2 + e) 0 (opt_l _ _ _ (s40_c691_L a b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) 2 (2 + e) 0 (opt_l _ _ _ (s40_c691_L a b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) (2 + b) 1 (3 + e) 0 (opt_l _ _ _ (s40_c691_L a b e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH (2 + a) (2 + b) 1 1 (1 + e) 1 (opt_l _ _ _ (s40_c691_L a b e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH (2 + a) (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s40_c691_R a b e) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s40_p15 Ho1 ltac:(zlia)).
  rewrite (s37_p14 Ho2 ltac:(zlia)).
  rewrite (s36_p13 Ho3 ltac:(zlia)).
  rewrite (s40_p13 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c692_L (a b e : nat) : lmoves (s40_board (2 + a) (2 + b) 1 1 (2 + e) 1) = [s40_board (1 + a) (3 + b) 1 1 (2 + e) 1; s40_board (2 + a) (1 + b) 2 1 (2 + e) 1; s37_board (2 + a) (2 + b) 2 (2 + e) 1; s36_board (2 + a) (2 + b) 1 (3 + e) 1; s40_board (2 + a) (2 + b) 1 1 (1 + e) 2].
Proof. unfold s36_board, s37_board, s40_board. tf_options. Qed.
Lemma s40_c692_R (a b e : nat) : rmoves (s40_board (2 + a) (2 + b) 1 1 (2 + e) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c692_R1 (a b e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s35_board (2 + a) (2 + b) 1 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d==1 && e>=2 && f==1 *)
Lemma s40_c692_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b e : nat) :
  x = s40_board (2 + a) (2 + b) 1 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c692_L a b e), (s40_c692_R a b e); cbn [map].
  pose proof (use_s40 IH (1 + a) (3 + b) 1 1 (2 + e) 1 (opt_l _ _ _ (s40_c692_L a b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 2 1 (2 + e) 1 (opt_l _ _ _ (s40_c692_L a b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) 2 (2 + e) 1 (opt_l _ _ _ (s40_c692_L a b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) (2 + b) 1 (3 + e) 1 (opt_l _ _ _ (s40_c692_L a b e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH (2 + a) (2 + b) 1 1 (1 + e) 2 (opt_l _ _ _ (s40_c692_L a b e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c692_R1 a b e)).
  pose proof (use_s35 IH (2 + a) (2 + b) 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s40_c692_R a b e) ltac:(cbn [In]; left; reflexivity) (s40_c692_R1 a b e))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c693_L (a b e f : nat) : lmoves (s40_board (2 + a) (2 + b) 1 1 (2 + e) (2 + f)) = [s40_board (1 + a) (3 + b) 1 1 (2 + e) (2 + f); s40_board (2 + a) (1 + b) 2 1 (2 + e) (2 + f); s37_board (2 + a) (2 + b) 2 (2 + e) (2 + f); s36_board (2 + a) (2 + b) 1 (3 + e) (2 + f); s40_board (2 + a) (2 + b) 1 1 (1 + e) (3 + f)].
Proof. unfold s36_board, s37_board, s40_board. tf_options. Qed.
Lemma s40_c693_R (a b e f : nat) : rmoves (s40_board (2 + a) (2 + b) 1 1 (2 + e) (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d==1 && e>=2 && f>=2 *)
Lemma s40_c693_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b e f : nat) :
  x = s40_board (2 + a) (2 + b) 1 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c693_L a b e f), (s40_c693_R a b e f); cbn [map].
  pose proof (use_s40 IH (1 + a) (3 + b) 1 1 (2 + e) (2 + f) (opt_l _ _ _ (s40_c693_L a b e f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 2 1 (2 + e) (2 + f) (opt_l _ _ _ (s40_c693_L a b e f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) 2 (2 + e) (2 + f) (opt_l _ _ _ (s40_c693_L a b e f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) (2 + b) 1 (3 + e) (2 + f) (opt_l _ _ _ (s40_c693_L a b e f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH (2 + a) (2 + b) 1 1 (1 + e) (3 + f) (opt_l _ _ _ (s40_c693_L a b e f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s36_p8 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d>=2 && e==0 && f==0: the board of s38 *)
Lemma s40_c694_p10 x (Hs38 : s38_claim x) (a b d : nat) :
  x = s40_board (2 + a) (2 + b) 1 (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs38 (2 + a) (2 + b) 1 (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d>=2 && e==0 && f==1: the board of s38 *)
Lemma s40_c695_p24 x (Hs38 : s38_claim x) (a b d : nat) :
  x = s40_board (2 + a) (2 + b) 1 (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs38 (2 + a) (2 + b) 1 (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d>=2 && e==0 && f>=2: the board of s38 *)
Lemma s40_c696_p3 x (Hs38 : s38_claim x) (a b d f : nat) :
  x = s40_board (2 + a) (2 + b) 1 (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs38 (2 + a) (2 + b) 1 (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c697_L (a b d : nat) : lmoves (s40_board (2 + a) (2 + b) 1 (2 + d) 1 0) = [s40_board (1 + a) (3 + b) 1 (2 + d) 1 0; s40_board (2 + a) (1 + b) 2 (2 + d) 1 0; s37_board (2 + a) (2 + b) (3 + d) 1 0; s40_board (2 + a) (2 + b) 1 (1 + d) 2 0; s38_board (2 + a) (2 + b) 1 (2 + d) 1].
Proof. unfold s37_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c697_R (a b d : nat) : rmoves (s40_board (2 + a) (2 + b) 1 (2 + d) 1 0) = [s35_board (2 + a) (2 + b) 1 (2 + d) 1].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d>=2 && e==1 && f==0 *)
Lemma s40_c697_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s40_board (2 + a) (2 + b) 1 (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q26] in Hc |- *.
  rewrite tf_game_eq, (s40_c697_L a b d), (s40_c697_R a b d); cbn [map].
  pose proof (use_s40 IH (1 + a) (3 + b) 1 (2 + d) 1 0 (opt_l _ _ _ (s40_c697_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 2 (2 + d) 1 0 (opt_l _ _ _ (s40_c697_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) (3 + d) 1 0 (opt_l _ _ _ (s40_c697_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) (2 + b) 1 (1 + d) 2 0 (opt_l _ _ _ (s40_c697_L a b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH (2 + a) (2 + b) 1 (2 + d) 1 (opt_l _ _ _ (s40_c697_L a b d) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH (2 + a) (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s40_c697_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s40_p26 Ho1 ltac:(zlia)).
  rewrite (s37_p23 Ho2 ltac:(zlia)).
  rewrite (s40_p15 Ho3 ltac:(zlia)).
  rewrite (s38_p9 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c698_L (a b d : nat) : lmoves (s40_board (2 + a) (2 + b) 1 (2 + d) 1 1) = [s40_board (1 + a) (3 + b) 1 (2 + d) 1 1; s40_board (2 + a) (1 + b) 2 (2 + d) 1 1; s37_board (2 + a) (2 + b) (3 + d) 1 1; s40_board (2 + a) (2 + b) 1 (1 + d) 2 1; s38_board (2 + a) (2 + b) 1 (2 + d) 2].
Proof. unfold s37_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c698_R (a b d : nat) : rmoves (s40_board (2 + a) (2 + b) 1 (2 + d) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c698_R1 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s35_board (2 + a) (2 + b) 1 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d>=2 && e==1 && f==1 *)
Lemma s40_c698_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s40_board (2 + a) (2 + b) 1 (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c698_L a b d), (s40_c698_R a b d); cbn [map].
  pose proof (use_s40 IH (1 + a) (3 + b) 1 (2 + d) 1 1 (opt_l _ _ _ (s40_c698_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 2 (2 + d) 1 1 (opt_l _ _ _ (s40_c698_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) (3 + d) 1 1 (opt_l _ _ _ (s40_c698_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) (2 + b) 1 (1 + d) 2 1 (opt_l _ _ _ (s40_c698_L a b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH (2 + a) (2 + b) 1 (2 + d) 2 (opt_l _ _ _ (s40_c698_L a b d) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c698_R1 a b d)).
  pose proof (use_s35 IH (2 + a) (2 + b) 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s40_c698_R a b d) ltac:(cbn [In]; left; reflexivity) (s40_c698_R1 a b d))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c699_L (a b d f : nat) : lmoves (s40_board (2 + a) (2 + b) 1 (2 + d) 1 (2 + f)) = [s40_board (1 + a) (3 + b) 1 (2 + d) 1 (2 + f); s40_board (2 + a) (1 + b) 2 (2 + d) 1 (2 + f); s37_board (2 + a) (2 + b) (3 + d) 1 (2 + f); s40_board (2 + a) (2 + b) 1 (1 + d) 2 (2 + f); s38_board (2 + a) (2 + b) 1 (2 + d) (3 + f)].
Proof. unfold s37_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c699_R (a b d f : nat) : rmoves (s40_board (2 + a) (2 + b) 1 (2 + d) 1 (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d>=2 && e==1 && f>=2 *)
Lemma s40_c699_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b d f : nat) :
  x = s40_board (2 + a) (2 + b) 1 (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c699_L a b d f), (s40_c699_R a b d f); cbn [map].
  pose proof (use_s40 IH (1 + a) (3 + b) 1 (2 + d) 1 (2 + f) (opt_l _ _ _ (s40_c699_L a b d f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 2 (2 + d) 1 (2 + f) (opt_l _ _ _ (s40_c699_L a b d f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) (3 + d) 1 (2 + f) (opt_l _ _ _ (s40_c699_L a b d f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) (2 + b) 1 (1 + d) 2 (2 + f) (opt_l _ _ _ (s40_c699_L a b d f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH (2 + a) (2 + b) 1 (2 + d) (3 + f) (opt_l _ _ _ (s40_c699_L a b d f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s40_c700_L (a b d e : nat) : lmoves (s40_board (2 + a) (2 + b) 1 (2 + d) (2 + e) 0) = [s40_board (1 + a) (3 + b) 1 (2 + d) (2 + e) 0; s40_board (2 + a) (1 + b) 2 (2 + d) (2 + e) 0; s37_board (2 + a) (2 + b) (3 + d) (2 + e) 0; s40_board (2 + a) (2 + b) 1 (1 + d) (3 + e) 0; s40_board (2 + a) (2 + b) 1 (2 + d) (1 + e) 1].
Proof. unfold s37_board, s40_board. tf_options. Qed.
Lemma s40_c700_R (a b d e : nat) : rmoves (s40_board (2 + a) (2 + b) 1 (2 + d) (2 + e) 0) = [s35_board (2 + a) (2 + b) 1 (2 + d) (2 + e)].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d>=2 && e>=2 && f==0 *)
Lemma s40_c700_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b d e : nat) :
  x = s40_board (2 + a) (2 + b) 1 (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q15] in Hc |- *.
  rewrite tf_game_eq, (s40_c700_L a b d e), (s40_c700_R a b d e); cbn [map].
  pose proof (use_s40 IH (1 + a) (3 + b) 1 (2 + d) (2 + e) 0 (opt_l _ _ _ (s40_c700_L a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 2 (2 + d) (2 + e) 0 (opt_l _ _ _ (s40_c700_L a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) (3 + d) (2 + e) 0 (opt_l _ _ _ (s40_c700_L a b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) (2 + b) 1 (1 + d) (3 + e) 0 (opt_l _ _ _ (s40_c700_L a b d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH (2 + a) (2 + b) 1 (2 + d) (1 + e) 1 (opt_l _ _ _ (s40_c700_L a b d e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH (2 + a) (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s40_c700_R a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s40_p15 Ho1 ltac:(zlia)).
  rewrite (s37_p14 Ho2 ltac:(zlia)).
  rewrite (s40_p15 Ho3 ltac:(zlia)).
  rewrite (s40_p13 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c701_L (a b d e : nat) : lmoves (s40_board (2 + a) (2 + b) 1 (2 + d) (2 + e) 1) = [s40_board (1 + a) (3 + b) 1 (2 + d) (2 + e) 1; s40_board (2 + a) (1 + b) 2 (2 + d) (2 + e) 1; s37_board (2 + a) (2 + b) (3 + d) (2 + e) 1; s40_board (2 + a) (2 + b) 1 (1 + d) (3 + e) 1; s40_board (2 + a) (2 + b) 1 (2 + d) (1 + e) 2].
Proof. unfold s37_board, s40_board. tf_options. Qed.
Lemma s40_c701_R (a b d e : nat) : rmoves (s40_board (2 + a) (2 + b) 1 (2 + d) (2 + e) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c701_R1 (a b d e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s35_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d>=2 && e>=2 && f==1 *)
Lemma s40_c701_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b d e : nat) :
  x = s40_board (2 + a) (2 + b) 1 (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c701_L a b d e), (s40_c701_R a b d e); cbn [map].
  pose proof (use_s40 IH (1 + a) (3 + b) 1 (2 + d) (2 + e) 1 (opt_l _ _ _ (s40_c701_L a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 2 (2 + d) (2 + e) 1 (opt_l _ _ _ (s40_c701_L a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) (3 + d) (2 + e) 1 (opt_l _ _ _ (s40_c701_L a b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) (2 + b) 1 (1 + d) (3 + e) 1 (opt_l _ _ _ (s40_c701_L a b d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH (2 + a) (2 + b) 1 (2 + d) (1 + e) 2 (opt_l _ _ _ (s40_c701_L a b d e) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c701_R1 a b d e)).
  pose proof (use_s35 IH (2 + a) (2 + b) 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s40_c701_R a b d e) ltac:(cbn [In]; left; reflexivity) (s40_c701_R1 a b d e))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s37_p12 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c702_L (a b d e f : nat) : lmoves (s40_board (2 + a) (2 + b) 1 (2 + d) (2 + e) (2 + f)) = [s40_board (1 + a) (3 + b) 1 (2 + d) (2 + e) (2 + f); s40_board (2 + a) (1 + b) 2 (2 + d) (2 + e) (2 + f); s37_board (2 + a) (2 + b) (3 + d) (2 + e) (2 + f); s40_board (2 + a) (2 + b) 1 (1 + d) (3 + e) (2 + f); s40_board (2 + a) (2 + b) 1 (2 + d) (1 + e) (3 + f)].
Proof. unfold s37_board, s40_board. tf_options. Qed.
Lemma s40_c702_R (a b d e f : nat) : rmoves (s40_board (2 + a) (2 + b) 1 (2 + d) (2 + e) (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c==1 && d>=2 && e>=2 && f>=2 *)
Lemma s40_c702_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b d e f : nat) :
  x = s40_board (2 + a) (2 + b) 1 (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c702_L a b d e f), (s40_c702_R a b d e f); cbn [map].
  pose proof (use_s40 IH (1 + a) (3 + b) 1 (2 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c702_L a b d e f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 2 (2 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c702_L a b d e f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s37 IH (2 + a) (2 + b) (3 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c702_L a b d e f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) (2 + b) 1 (1 + d) (3 + e) (2 + f) (opt_l _ _ _ (s40_c702_L a b d e f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s40 IH (2 + a) (2 + b) 1 (2 + d) (1 + e) (3 + f) (opt_l _ _ _ (s40_c702_L a b d e f) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  rewrite (s40_p3 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [num_cmp | num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d==0 && e==0 && f==0: the board of s32 *)
Lemma s40_c703_p31 x (Hs32 : s32_claim x) (a b c : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) 0 0 0 -> fst (s40_q31 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q31 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q31] in Hc |- *.
  pose proof (Hs32 (2 + a) (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d==0 && e==0 && f==1: the board of s32 *)
Lemma s40_c704_p33 x (Hs32 : s32_claim x) (a b c : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) 0 0 1 -> fst (s40_q33 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q33 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q33] in Hc |- *.
  pose proof (Hs32 (2 + a) (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d==0 && e==0 && f>=2: the board of s32 *)
Lemma s40_c705_p3 x (Hs32 : s32_claim x) (a b c f : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs32 (2 + a) (2 + b) (2 + c) (2 + f) ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d==0 && e==1 && f==0: the board of s36 *)
Lemma s40_c706_p9 x (Hs36 : s36_claim x) (a b c : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) 0 1 0 -> fst (s40_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs36 (2 + a) (2 + b) (2 + c) 1 0 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d==0 && e==1 && f==1: the board of s36 *)
Lemma s40_c707_p13 x (Hs36 : s36_claim x) (a b c : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) 0 1 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs36 (2 + a) (2 + b) (2 + c) 1 1 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d==0 && e==1 && f>=2: the board of s36 *)
Lemma s40_c708_p3 x (Hs36 : s36_claim x) (a b c f : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs36 (2 + a) (2 + b) (2 + c) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d==0 && e>=2 && f==0: the board of s36 *)
Lemma s40_c709_p15 x (Hs36 : s36_claim x) (a b c e : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) 0 (2 + e) 0 -> fst (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs36 (2 + a) (2 + b) (2 + c) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d==0 && e>=2 && f==1: the board of s36 *)
Lemma s40_c710_p13 x (Hs36 : s36_claim x) (a b c e : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs36 (2 + a) (2 + b) (2 + c) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d==0 && e>=2 && f>=2: the board of s36 *)
Lemma s40_c711_p3 x (Hs36 : s36_claim x) (a b c e f : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs36 (2 + a) (2 + b) (2 + c) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d==1 && e==0 && f==0: the board of s38 *)
Lemma s40_c712_p9 x (Hs38 : s38_claim x) (a b c : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) 1 0 0 -> fst (s40_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs38 (2 + a) (2 + b) (2 + c) 1 0 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d==1 && e==0 && f==1: the board of s38 *)
Lemma s40_c713_p24 x (Hs38 : s38_claim x) (a b c : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) 1 0 1 -> fst (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs38 (2 + a) (2 + b) (2 + c) 1 1 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d==1 && e==0 && f>=2: the board of s38 *)
Lemma s40_c714_p3 x (Hs38 : s38_claim x) (a b c f : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs38 (2 + a) (2 + b) (2 + c) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c715_L (a b c : nat) : lmoves (s40_board (2 + a) (2 + b) (2 + c) 1 1 0) = [s40_board (1 + a) (3 + b) (2 + c) 1 1 0; s40_board (2 + a) (1 + b) (3 + c) 1 1 0; s40_board (2 + a) (2 + b) (1 + c) 2 1 0; s36_board (2 + a) (2 + b) (2 + c) 2 0; s38_board (2 + a) (2 + b) (2 + c) 1 1].
Proof. unfold s36_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c715_R (a b c : nat) : rmoves (s40_board (2 + a) (2 + b) (2 + c) 1 1 0) = [s35_board (2 + a) (2 + b) (2 + c) 1 1].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d==1 && e==1 && f==0 *)
Lemma s40_c715_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) 1 1 0 -> fst (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q26] in Hc |- *.
  rewrite tf_game_eq, (s40_c715_L a b c), (s40_c715_R a b c); cbn [map].
  pose proof (use_s40 IH (1 + a) (3 + b) (2 + c) 1 1 0 (opt_l _ _ _ (s40_c715_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) (3 + c) 1 1 0 (opt_l _ _ _ (s40_c715_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) (2 + b) (1 + c) 2 1 0 (opt_l _ _ _ (s40_c715_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) (2 + b) (2 + c) 2 0 (opt_l _ _ _ (s40_c715_L a b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH (2 + a) (2 + b) (2 + c) 1 1 (opt_l _ _ _ (s40_c715_L a b c) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  pose proof (use_s35 IH (2 + a) (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s40_c715_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho5.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s40_p26 Ho1 ltac:(zlia)).
  rewrite (s40_p26 Ho2 ltac:(zlia)).
  rewrite (s36_p13 Ho3 ltac:(zlia)).
  rewrite (s38_p9 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c716_L (a b c : nat) : lmoves (s40_board (2 + a) (2 + b) (2 + c) 1 1 1) = [s40_board (1 + a) (3 + b) (2 + c) 1 1 1; s40_board (2 + a) (1 + b) (3 + c) 1 1 1; s40_board (2 + a) (2 + b) (1 + c) 2 1 1; s36_board (2 + a) (2 + b) (2 + c) 2 1; s38_board (2 + a) (2 + b) (2 + c) 1 2].
Proof. unfold s36_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c716_R (a b c : nat) : rmoves (s40_board (2 + a) (2 + b) (2 + c) 1 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; T; F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c716_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; T; F]) [(1, 1)]) (s35_board (2 + a) (2 + b) (2 + c) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a>=2 && b>=2 && c>=2 && d==1 && e==1 && f==1 *)
Lemma s40_c716_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) 1 1 1 -> fst (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c716_L a b c), (s40_c716_R a b c); cbn [map].
  pose proof (use_s40 IH (1 + a) (3 + b) (2 + c) 1 1 1 (opt_l _ _ _ (s40_c716_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) (3 + c) 1 1 1 (opt_l _ _ _ (s40_c716_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) (2 + b) (1 + c) 2 1 1 (opt_l _ _ _ (s40_c716_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s36 IH (2 + a) (2 + b) (2 + c) 2 1 (opt_l _ _ _ (s40_c716_L a b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s38 IH (2 + a) (2 + b) (2 + c) 1 2 (opt_l _ _ _ (s40_c716_L a b c) ltac:(cbn [In]; do 4 right; left; reflexivity))) as Ho4.
  rewrite (tf_norm_game (s40_c716_R1 a b c)).
  pose proof (use_s35 IH (2 + a) (2 + b) (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s40_c716_R a b c) ltac:(cbn [In]; left; reflexivity) (s40_c716_R1 a b c))) as Ho5.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s36_p20 Ho3 ltac:(zlia)).
  rewrite (s38_p3 Ho4 ltac:(zlia)).
  rewrite (s35_p5 Ho5 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (conj _ (I)))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 4); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

