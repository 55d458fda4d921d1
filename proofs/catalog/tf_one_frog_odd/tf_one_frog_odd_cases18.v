(* A part of the proof in tf_one_frog_odd.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b>=3 && b<=5 && b%2==1" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_odd_base tf_one_frog_odd_values1.


(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d==0 && e>=2 && f>=2: the board of s34 *)
Lemma s40_c63_p3 x (Hs34 : s34_claim x) (c e f : nat) :
  x = s40_board 0 0 (2 + c) 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs34 0 (2 + c) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d==1 && e==0 && f==0: the board of s31 *)
Lemma s40_c64_p9 x (Hs31 : s31_claim x) (c : nat) :
  x = s40_board 0 0 (2 + c) 1 0 0 -> fst (s40_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs31 0 (2 + c) 1 0 ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d==1 && e==0 && f==1: the board of s31 *)
Lemma s40_c65_p24 x (Hs31 : s31_claim x) (c : nat) :
  x = s40_board 0 0 (2 + c) 1 0 1 -> fst (s40_q24 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs31 0 (2 + c) 1 1 ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d==1 && e==0 && f>=2: the board of s31 *)
Lemma s40_c66_p3 x (Hs31 : s31_claim x) (c f : nat) :
  x = s40_board 0 0 (2 + c) 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs31 0 (2 + c) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d==1 && e==1 && f==0: the board of s39 *)
Lemma s40_c67_p26 x (Hs39 : s39_claim x) (c : nat) :
  x = s40_board 0 0 (2 + c) 1 1 0 -> fst (s40_q26 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q26] in Hc |- *.
  pose proof (Hs39 0 (2 + c) 1 1 0 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d==1 && e==1 && f==1: the board of s39 *)
Lemma s40_c68_p13 x (Hs39 : s39_claim x) (c : nat) :
  x = s40_board 0 0 (2 + c) 1 1 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs39 0 (2 + c) 1 1 1 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d==1 && e==1 && f>=2: the board of s39 *)
Lemma s40_c69_p3 x (Hs39 : s39_claim x) (c f : nat) :
  x = s40_board 0 0 (2 + c) 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs39 0 (2 + c) 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d==1 && e>=2 && f==0: the board of s39 *)
Lemma s40_c70_p15 x (Hs39 : s39_claim x) (c e : nat) :
  x = s40_board 0 0 (2 + c) 1 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs39 0 (2 + c) 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d==1 && e>=2 && f==1: the board of s39 *)
Lemma s40_c71_p13 x (Hs39 : s39_claim x) (c e : nat) :
  x = s40_board 0 0 (2 + c) 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs39 0 (2 + c) 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d==1 && e>=2 && f>=2: the board of s39 *)
Lemma s40_c72_p3 x (Hs39 : s39_claim x) (c e f : nat) :
  x = s40_board 0 0 (2 + c) 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs39 0 (2 + c) 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d>=2 && e==0 && f==0: the board of s31 *)
Lemma s40_c73_p10 x (Hs31 : s31_claim x) (c d : nat) :
  x = s40_board 0 0 (2 + c) (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs31 0 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d>=2 && e==0 && f==1: the board of s31 *)
Lemma s40_c74_p24 x (Hs31 : s31_claim x) (c d : nat) :
  x = s40_board 0 0 (2 + c) (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs31 0 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d>=2 && e==0 && f>=2: the board of s31 *)
Lemma s40_c75_p3 x (Hs31 : s31_claim x) (c d f : nat) :
  x = s40_board 0 0 (2 + c) (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs31 0 (2 + c) (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d>=2 && e==1 && f==0: the board of s39 *)
Lemma s40_c76_p26 x (Hs39 : s39_claim x) (c d : nat) :
  x = s40_board 0 0 (2 + c) (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q26] in Hc |- *.
  pose proof (Hs39 0 (2 + c) (2 + d) 1 0 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d>=2 && e==1 && f==1: the board of s39 *)
Lemma s40_c77_p13 x (Hs39 : s39_claim x) (c d : nat) :
  x = s40_board 0 0 (2 + c) (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs39 0 (2 + c) (2 + d) 1 1 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d>=2 && e==1 && f>=2: the board of s39 *)
Lemma s40_c78_p3 x (Hs39 : s39_claim x) (c d f : nat) :
  x = s40_board 0 0 (2 + c) (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs39 0 (2 + c) (2 + d) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d>=2 && e>=2 && f==0: the board of s39 *)
Lemma s40_c79_p15 x (Hs39 : s39_claim x) (c d e : nat) :
  x = s40_board 0 0 (2 + c) (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs39 0 (2 + c) (2 + d) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d>=2 && e>=2 && f==1: the board of s39 *)
Lemma s40_c80_p13 x (Hs39 : s39_claim x) (c d e : nat) :
  x = s40_board 0 0 (2 + c) (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs39 0 (2 + c) (2 + d) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d>=2 && e>=2 && f>=2: the board of s39 *)
Lemma s40_c81_p3 x (Hs39 : s39_claim x) (c d e f : nat) :
  x = s40_board 0 0 (2 + c) (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs39 0 (2 + c) (2 + d) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d==0 && e==0 && f==0: the board of s24 *)
Lemma s40_c82_p5 x (Hs24 : s24_claim x) :
  x = s40_board 0 1 0 0 0 0 -> fst (s40_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q5] in Hc |- *.
  pose proof (Hs24 0 1 0 ltac:(rewrite Hx; unfold s40_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d==0 && e==0 && f==1: the board of s24 *)
Lemma s40_c83_p19 x (Hs24 : s24_claim x) :
  x = s40_board 0 1 0 0 0 1 -> fst (s40_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q19] in Hc |- *.
  pose proof (Hs24 0 1 1 ltac:(rewrite Hx; unfold s40_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d==0 && e==0 && f>=2: the board of s24 *)
Lemma s40_c84_p3 x (Hs24 : s24_claim x) (f : nat) :
  x = s40_board 0 1 0 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs24 0 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d==0 && e==1 && f==0: the board of s27 *)
Lemma s40_c85_p7 x (Hs27 : s27_claim x) :
  x = s40_board 0 1 0 0 1 0 -> fst (s40_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q7] in Hc |- *.
  pose proof (Hs27 0 1 1 0 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d==0 && e==1 && f==1: the board of s27 *)
Lemma s40_c86_p34 x (Hs27 : s27_claim x) :
  x = s40_board 0 1 0 0 1 1 -> fst (s40_q34 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q34 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q34] in Hc |- *.
  pose proof (Hs27 0 1 1 1 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d==0 && e==1 && f>=2: the board of s27 *)
Lemma s40_c87_p3 x (Hs27 : s27_claim x) (f : nat) :
  x = s40_board 0 1 0 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs27 0 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d==0 && e>=2 && f==0: the board of s27 *)
Lemma s40_c88_p14 x (Hs27 : s27_claim x) (e : nat) :
  x = s40_board 0 1 0 0 (2 + e) 0 -> fst (s40_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q14] in Hc |- *.
  pose proof (Hs27 0 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s40_c88_p25 x (Hs27 : s27_claim x) (e : nat) :
  x = s40_board 0 1 0 0 (2 + e) 0 -> fst (s40_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q25] in Hc |- *.
  pose proof (Hs27 0 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d==0 && e>=2 && f==1: the board of s27 *)
Lemma s40_c89_p13 x (Hs27 : s27_claim x) (e : nat) :
  x = s40_board 0 1 0 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs27 0 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d==0 && e>=2 && f>=2: the board of s27 *)
Lemma s40_c90_p3 x (Hs27 : s27_claim x) (e f : nat) :
  x = s40_board 0 1 0 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs27 0 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d==1 && e==0 && f==0: the board of s28 *)
Lemma s40_c91_p32 x (Hs28 : s28_claim x) :
  x = s40_board 0 1 0 1 0 0 -> fst (s40_q32 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q32 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q32] in Hc |- *.
  pose proof (Hs28 0 1 1 0 ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d==1 && e==0 && f==1: the board of s28 *)
Lemma s40_c92_p35 x (Hs28 : s28_claim x) :
  x = s40_board 0 1 0 1 0 1 -> fst (s40_q35 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q35 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q35] in Hc |- *.
  pose proof (Hs28 0 1 1 1 ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d==1 && e==0 && f>=2: the board of s28 *)
Lemma s40_c93_p3 x (Hs28 : s28_claim x) (f : nat) :
  x = s40_board 0 1 0 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs28 0 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d==1 && e==1 && f==0: the board of s37 *)
Lemma s40_c94_p7 x (Hs37 : s37_claim x) :
  x = s40_board 0 1 0 1 1 0 -> fst (s40_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q7] in Hc |- *.
  pose proof (Hs37 0 1 1 1 0 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d==1 && e==1 && f==1: the board of s37 *)
Lemma s40_c95_p13 x (Hs37 : s37_claim x) :
  x = s40_board 0 1 0 1 1 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs37 0 1 1 1 1 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d==1 && e==1 && f>=2: the board of s37 *)
Lemma s40_c96_p3 x (Hs37 : s37_claim x) (f : nat) :
  x = s40_board 0 1 0 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs37 0 1 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d==1 && e>=2 && f==0: the board of s37 *)
Lemma s40_c97_p15 x (Hs37 : s37_claim x) (e : nat) :
  x = s40_board 0 1 0 1 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs37 0 1 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d==1 && e>=2 && f==1: the board of s37 *)
Lemma s40_c98_p13 x (Hs37 : s37_claim x) (e : nat) :
  x = s40_board 0 1 0 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs37 0 1 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d==1 && e>=2 && f>=2: the board of s37 *)
Lemma s40_c99_p3 x (Hs37 : s37_claim x) (e f : nat) :
  x = s40_board 0 1 0 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs37 0 1 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d>=2 && e==0 && f==0: the board of s28 *)
Lemma s40_c100_p10 x (Hs28 : s28_claim x) (d : nat) :
  x = s40_board 0 1 0 (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs28 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d>=2 && e==0 && f==1: the board of s28 *)
Lemma s40_c101_p24 x (Hs28 : s28_claim x) (d : nat) :
  x = s40_board 0 1 0 (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs28 0 1 (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d>=2 && e==0 && f>=2: the board of s28 *)
Lemma s40_c102_p3 x (Hs28 : s28_claim x) (d f : nat) :
  x = s40_board 0 1 0 (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs28 0 1 (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d>=2 && e==1 && f==0: the board of s37 *)
Lemma s40_c103_p26 x (Hs37 : s37_claim x) (d : nat) :
  x = s40_board 0 1 0 (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q26] in Hc |- *.
  pose proof (Hs37 0 1 (2 + d) 1 0 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d>=2 && e==1 && f==1: the board of s37 *)
Lemma s40_c104_p13 x (Hs37 : s37_claim x) (d : nat) :
  x = s40_board 0 1 0 (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs37 0 1 (2 + d) 1 1 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d>=2 && e==1 && f>=2: the board of s37 *)
Lemma s40_c105_p3 x (Hs37 : s37_claim x) (d f : nat) :
  x = s40_board 0 1 0 (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs37 0 1 (2 + d) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d>=2 && e>=2 && f==0: the board of s37 *)
Lemma s40_c106_p15 x (Hs37 : s37_claim x) (d e : nat) :
  x = s40_board 0 1 0 (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs37 0 1 (2 + d) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d>=2 && e>=2 && f==1: the board of s37 *)
Lemma s40_c107_p13 x (Hs37 : s37_claim x) (d e : nat) :
  x = s40_board 0 1 0 (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs37 0 1 (2 + d) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==0 && d>=2 && e>=2 && f>=2: the board of s37 *)
Lemma s40_c108_p3 x (Hs37 : s37_claim x) (d e f : nat) :
  x = s40_board 0 1 0 (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs37 0 1 (2 + d) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d==0 && e==0 && f==0: the board of s32 *)
Lemma s40_c109_p21 x (Hs32 : s32_claim x) :
  x = s40_board 0 1 1 0 0 0 -> fst (s40_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q21] in Hc |- *.
  pose proof (Hs32 0 1 1 0 ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d==0 && e==0 && f==1: the board of s32 *)
Lemma s40_c110_p27 x (Hs32 : s32_claim x) :
  x = s40_board 0 1 1 0 0 1 -> fst (s40_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q27] in Hc |- *.
  pose proof (Hs32 0 1 1 1 ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d==0 && e==0 && f>=2: the board of s32 *)
Lemma s40_c111_p3 x (Hs32 : s32_claim x) (f : nat) :
  x = s40_board 0 1 1 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs32 0 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d==0 && e==1 && f==0: the board of s36 *)
Lemma s40_c112_p9 x (Hs36 : s36_claim x) :
  x = s40_board 0 1 1 0 1 0 -> fst (s40_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs36 0 1 1 1 0 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d==0 && e==1 && f==1: the board of s36 *)
Lemma s40_c113_p13 x (Hs36 : s36_claim x) :
  x = s40_board 0 1 1 0 1 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs36 0 1 1 1 1 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d==0 && e==1 && f>=2: the board of s36 *)
Lemma s40_c114_p3 x (Hs36 : s36_claim x) (f : nat) :
  x = s40_board 0 1 1 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs36 0 1 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d==0 && e>=2 && f==0: the board of s36 *)
Lemma s40_c115_p15 x (Hs36 : s36_claim x) (e : nat) :
  x = s40_board 0 1 1 0 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs36 0 1 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d==0 && e>=2 && f==1: the board of s36 *)
Lemma s40_c116_p13 x (Hs36 : s36_claim x) (e : nat) :
  x = s40_board 0 1 1 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs36 0 1 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d==0 && e>=2 && f>=2: the board of s36 *)
Lemma s40_c117_p3 x (Hs36 : s36_claim x) (e f : nat) :
  x = s40_board 0 1 1 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs36 0 1 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d==1 && e==0 && f==0: the board of s38 *)
Lemma s40_c118_p9 x (Hs38 : s38_claim x) :
  x = s40_board 0 1 1 1 0 0 -> fst (s40_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs38 0 1 1 1 0 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d==1 && e==0 && f==1: the board of s38 *)
Lemma s40_c119_p24 x (Hs38 : s38_claim x) :
  x = s40_board 0 1 1 1 0 1 -> fst (s40_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs38 0 1 1 1 1 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d==1 && e==0 && f>=2: the board of s38 *)
Lemma s40_c120_p3 x (Hs38 : s38_claim x) (f : nat) :
  x = s40_board 0 1 1 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs38 0 1 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c121_L : lmoves (s40_board 0 1 1 1 1 0) = [s39_board 0 2 1 1 0; s37_board 0 1 2 1 0; s36_board 0 1 1 2 0; s38_board 0 1 1 1 1].
Proof. unfold s36_board, s37_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c121_R : rmoves (s40_board 0 1 1 1 1 0) = [s35_board 0 1 1 1 1].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d==1 && e==1 && f==0 *)
Lemma s40_c121_p26 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s40_board 0 1 1 1 1 0 -> fst (s40_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q26] in Hc |- *.
  rewrite tf_game_eq, (s40_c121_L), (s40_c121_R); cbn [map].
  pose proof (use_s39 IH 0 2 1 1 0 (opt_l _ _ _ (s40_c121_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 2 1 0 (opt_l _ _ _ (s40_c121_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 1 1 2 0 (opt_l _ _ _ (s40_c121_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 0 1 1 1 1 (opt_l _ _ _ (s40_c121_L) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH 0 1 1 1 1 (opt_r _ _ _ (s40_c121_R) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s39_p19 Ho0 ltac:(zlia)).
  rewrite (s37_p23 Ho1 ltac:(zlia)).
  rewrite (s36_p13 Ho2 ltac:(zlia)).
  rewrite (s38_p9 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c122_L : lmoves (s40_board 0 1 1 1 1 1) = [s39_board 0 2 1 1 1; s37_board 0 1 2 1 1; s36_board 0 1 1 2 1; s38_board 0 1 1 1 2].
Proof. unfold s36_board, s37_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c122_R : rmoves (s40_board 0 1 1 1 1 1) = [strip [] ([E; T; E; T; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c122_R1 : tf_norm (strip [] ([E; T; E; T; E; T; E; T; F]) [(1, 1)]) (s35_board 0 1 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; T; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d==1 && e==1 && f==1 *)
Lemma s40_c122_p13 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s40_board 0 1 1 1 1 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c122_L), (s40_c122_R); cbn [map].
  pose proof (use_s39 IH 0 2 1 1 1 (opt_l _ _ _ (s40_c122_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 2 1 1 (opt_l _ _ _ (s40_c122_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 1 1 2 1 (opt_l _ _ _ (s40_c122_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 0 1 1 1 2 (opt_l _ _ _ (s40_c122_L) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s40_c122_R1)).
  pose proof (use_s35 IH 0 1 1 1 1 (opt_norm_r _ _ _ _ _ (s40_c122_R) ltac:(cbn [In]; left; reflexivity) (s40_c122_R1))) as Ho4.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  rewrite (s37_p12 Ho1 ltac:(zlia)).
  rewrite (s36_p20 Ho2 ltac:(zlia)).
  rewrite (s38_p3 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c123_L (f : nat) : lmoves (s40_board 0 1 1 1 1 (2 + f)) = [s39_board 0 2 1 1 (2 + f); s37_board 0 1 2 1 (2 + f); s36_board 0 1 1 2 (2 + f); s38_board 0 1 1 1 (3 + f)].
Proof. unfold s36_board, s37_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c123_R (f : nat) : rmoves (s40_board 0 1 1 1 1 (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d==1 && e==1 && f>=2 *)
Lemma s40_c123_p3 x (IH : forall y, meas y < meas x -> values_hold y) (f : nat) :
  x = s40_board 0 1 1 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c123_L f), (s40_c123_R f); cbn [map].
  pose proof (use_s39 IH 0 2 1 1 (2 + f) (opt_l _ _ _ (s40_c123_L f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 2 1 (2 + f) (opt_l _ _ _ (s40_c123_L f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 1 1 2 (2 + f) (opt_l _ _ _ (s40_c123_L f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 0 1 1 1 (3 + f) (opt_l _ _ _ (s40_c123_L f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s37_p3 Ho1 ltac:(zlia)).
  rewrite (s36_p7 Ho2 ltac:(zlia)).
  rewrite (s38_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s40_c124_L (e : nat) : lmoves (s40_board 0 1 1 1 (2 + e) 0) = [s39_board 0 2 1 (2 + e) 0; s37_board 0 1 2 (2 + e) 0; s36_board 0 1 1 (3 + e) 0; s40_board 0 1 1 1 (1 + e) 1].
Proof. unfold s36_board, s37_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c124_R (e : nat) : rmoves (s40_board 0 1 1 1 (2 + e) 0) = [s35_board 0 1 1 1 (2 + e)].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d==1 && e>=2 && f==0 *)
Lemma s40_c124_p15 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s40_board 0 1 1 1 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q15] in Hc |- *.
  rewrite tf_game_eq, (s40_c124_L e), (s40_c124_R e); cbn [map].
  pose proof (use_s39 IH 0 2 1 (2 + e) 0 (opt_l _ _ _ (s40_c124_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 2 (2 + e) 0 (opt_l _ _ _ (s40_c124_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 1 1 (3 + e) 0 (opt_l _ _ _ (s40_c124_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 0 1 1 1 (1 + e) 1 (opt_l _ _ _ (s40_c124_L e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH 0 1 1 1 (2 + e) (opt_r _ _ _ (s40_c124_R e) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s39_p13 Ho0 ltac:(zlia)).
  rewrite (s37_p14 Ho1 ltac:(zlia)).
  rewrite (s36_p13 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c125_L (e : nat) : lmoves (s40_board 0 1 1 1 (2 + e) 1) = [s39_board 0 2 1 (2 + e) 1; s37_board 0 1 2 (2 + e) 1; s36_board 0 1 1 (3 + e) 1; s40_board 0 1 1 1 (1 + e) 2].
Proof. unfold s36_board, s37_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c125_R (e : nat) : rmoves (s40_board 0 1 1 1 (2 + e) 1) = [strip [] (E :: T :: E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c125_R1 (e : nat) : tf_norm (strip [] (E :: T :: E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s35_board 0 1 1 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d==1 && e>=2 && f==1 *)
Lemma s40_c125_p13 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s40_board 0 1 1 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c125_L e), (s40_c125_R e); cbn [map].
  pose proof (use_s39 IH 0 2 1 (2 + e) 1 (opt_l _ _ _ (s40_c125_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 2 (2 + e) 1 (opt_l _ _ _ (s40_c125_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 1 1 (3 + e) 1 (opt_l _ _ _ (s40_c125_L e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 0 1 1 1 (1 + e) 2 (opt_l _ _ _ (s40_c125_L e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s40_c125_R1 e)).
  pose proof (use_s35 IH 0 1 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s40_c125_R e) ltac:(cbn [In]; left; reflexivity) (s40_c125_R1 e))) as Ho4.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  rewrite (s37_p12 Ho1 ltac:(zlia)).
  rewrite (s36_p20 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c126_L (e f : nat) : lmoves (s40_board 0 1 1 1 (2 + e) (2 + f)) = [s39_board 0 2 1 (2 + e) (2 + f); s37_board 0 1 2 (2 + e) (2 + f); s36_board 0 1 1 (3 + e) (2 + f); s40_board 0 1 1 1 (1 + e) (3 + f)].
Proof. unfold s36_board, s37_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c126_R (e f : nat) : rmoves (s40_board 0 1 1 1 (2 + e) (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d==1 && e>=2 && f>=2 *)
Lemma s40_c126_p3 x (IH : forall y, meas y < meas x -> values_hold y) (e f : nat) :
  x = s40_board 0 1 1 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c126_L e f), (s40_c126_R e f); cbn [map].
  pose proof (use_s39 IH 0 2 1 (2 + e) (2 + f) (opt_l _ _ _ (s40_c126_L e f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 2 (2 + e) (2 + f) (opt_l _ _ _ (s40_c126_L e f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 1 1 (3 + e) (2 + f) (opt_l _ _ _ (s40_c126_L e f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 0 1 1 1 (1 + e) (3 + f) (opt_l _ _ _ (s40_c126_L e f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s37_p3 Ho1 ltac:(zlia)).
  rewrite (s36_p7 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d>=2 && e==0 && f==0: the board of s38 *)
Lemma s40_c127_p10 x (Hs38 : s38_claim x) (d : nat) :
  x = s40_board 0 1 1 (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs38 0 1 1 (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d>=2 && e==0 && f==1: the board of s38 *)
Lemma s40_c128_p24 x (Hs38 : s38_claim x) (d : nat) :
  x = s40_board 0 1 1 (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs38 0 1 1 (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d>=2 && e==0 && f>=2: the board of s38 *)
Lemma s40_c129_p3 x (Hs38 : s38_claim x) (d f : nat) :
  x = s40_board 0 1 1 (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs38 0 1 1 (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c130_L (d : nat) : lmoves (s40_board 0 1 1 (2 + d) 1 0) = [s39_board 0 2 (2 + d) 1 0; s37_board 0 1 (3 + d) 1 0; s40_board 0 1 1 (1 + d) 2 0; s38_board 0 1 1 (2 + d) 1].
Proof. unfold s37_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c130_R (d : nat) : rmoves (s40_board 0 1 1 (2 + d) 1 0) = [s35_board 0 1 1 (2 + d) 1].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d>=2 && e==1 && f==0 *)
Lemma s40_c130_p26 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s40_board 0 1 1 (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q26] in Hc |- *.
  rewrite tf_game_eq, (s40_c130_L d), (s40_c130_R d); cbn [map].
  pose proof (use_s39 IH 0 2 (2 + d) 1 0 (opt_l _ _ _ (s40_c130_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 (3 + d) 1 0 (opt_l _ _ _ (s40_c130_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 1 1 (1 + d) 2 0 (opt_l _ _ _ (s40_c130_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 0 1 1 (2 + d) 1 (opt_l _ _ _ (s40_c130_L d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH 0 1 1 (2 + d) 1 (opt_r _ _ _ (s40_c130_R d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s39_p19 Ho0 ltac:(zlia)).
  rewrite (s37_p23 Ho1 ltac:(zlia)).
  rewrite (s40_p15 Ho2 ltac:(zlia)).
  rewrite (s38_p9 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c131_L (d : nat) : lmoves (s40_board 0 1 1 (2 + d) 1 1) = [s39_board 0 2 (2 + d) 1 1; s37_board 0 1 (3 + d) 1 1; s40_board 0 1 1 (1 + d) 2 1; s38_board 0 1 1 (2 + d) 2].
Proof. unfold s37_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c131_R (d : nat) : rmoves (s40_board 0 1 1 (2 + d) 1 1) = [strip [] (E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c131_R1 (d : nat) : tf_norm (strip [] (E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s35_board 0 1 1 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d>=2 && e==1 && f==1 *)
Lemma s40_c131_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s40_board 0 1 1 (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c131_L d), (s40_c131_R d); cbn [map].
  pose proof (use_s39 IH 0 2 (2 + d) 1 1 (opt_l _ _ _ (s40_c131_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 (3 + d) 1 1 (opt_l _ _ _ (s40_c131_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 1 1 (1 + d) 2 1 (opt_l _ _ _ (s40_c131_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 0 1 1 (2 + d) 2 (opt_l _ _ _ (s40_c131_L d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s40_c131_R1 d)).
  pose proof (use_s35 IH 0 1 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s40_c131_R d) ltac:(cbn [In]; left; reflexivity) (s40_c131_R1 d))) as Ho4.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  rewrite (s37_p12 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s38_p3 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c132_L (d f : nat) : lmoves (s40_board 0 1 1 (2 + d) 1 (2 + f)) = [s39_board 0 2 (2 + d) 1 (2 + f); s37_board 0 1 (3 + d) 1 (2 + f); s40_board 0 1 1 (1 + d) 2 (2 + f); s38_board 0 1 1 (2 + d) (3 + f)].
Proof. unfold s37_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c132_R (d f : nat) : rmoves (s40_board 0 1 1 (2 + d) 1 (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d>=2 && e==1 && f>=2 *)
Lemma s40_c132_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d f : nat) :
  x = s40_board 0 1 1 (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c132_L d f), (s40_c132_R d f); cbn [map].
  pose proof (use_s39 IH 0 2 (2 + d) 1 (2 + f) (opt_l _ _ _ (s40_c132_L d f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 (3 + d) 1 (2 + f) (opt_l _ _ _ (s40_c132_L d f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 1 1 (1 + d) 2 (2 + f) (opt_l _ _ _ (s40_c132_L d f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 0 1 1 (2 + d) (3 + f) (opt_l _ _ _ (s40_c132_L d f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s37_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s38_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s40_c133_L (d e : nat) : lmoves (s40_board 0 1 1 (2 + d) (2 + e) 0) = [s39_board 0 2 (2 + d) (2 + e) 0; s37_board 0 1 (3 + d) (2 + e) 0; s40_board 0 1 1 (1 + d) (3 + e) 0; s40_board 0 1 1 (2 + d) (1 + e) 1].
Proof. unfold s37_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c133_R (d e : nat) : rmoves (s40_board 0 1 1 (2 + d) (2 + e) 0) = [s35_board 0 1 1 (2 + d) (2 + e)].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d>=2 && e>=2 && f==0 *)
Lemma s40_c133_p15 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s40_board 0 1 1 (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q15] in Hc |- *.
  rewrite tf_game_eq, (s40_c133_L d e), (s40_c133_R d e); cbn [map].
  pose proof (use_s39 IH 0 2 (2 + d) (2 + e) 0 (opt_l _ _ _ (s40_c133_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 (3 + d) (2 + e) 0 (opt_l _ _ _ (s40_c133_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 1 1 (1 + d) (3 + e) 0 (opt_l _ _ _ (s40_c133_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 0 1 1 (2 + d) (1 + e) 1 (opt_l _ _ _ (s40_c133_L d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH 0 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s40_c133_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s39_p13 Ho0 ltac:(zlia)).
  rewrite (s37_p14 Ho1 ltac:(zlia)).
  rewrite (s40_p15 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c134_L (d e : nat) : lmoves (s40_board 0 1 1 (2 + d) (2 + e) 1) = [s39_board 0 2 (2 + d) (2 + e) 1; s37_board 0 1 (3 + d) (2 + e) 1; s40_board 0 1 1 (1 + d) (3 + e) 1; s40_board 0 1 1 (2 + d) (1 + e) 2].
Proof. unfold s37_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c134_R (d e : nat) : rmoves (s40_board 0 1 1 (2 + d) (2 + e) 1) = [strip [] (E :: T :: E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c134_R1 (d e : nat) : tf_norm (strip [] (E :: T :: E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s35_board 0 1 1 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d>=2 && e>=2 && f==1 *)
Lemma s40_c134_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s40_board 0 1 1 (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c134_L d e), (s40_c134_R d e); cbn [map].
  pose proof (use_s39 IH 0 2 (2 + d) (2 + e) 1 (opt_l _ _ _ (s40_c134_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 (3 + d) (2 + e) 1 (opt_l _ _ _ (s40_c134_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 1 1 (1 + d) (3 + e) 1 (opt_l _ _ _ (s40_c134_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 0 1 1 (2 + d) (1 + e) 2 (opt_l _ _ _ (s40_c134_L d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s40_c134_R1 d e)).
  pose proof (use_s35 IH 0 1 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s40_c134_R d e) ltac:(cbn [In]; left; reflexivity) (s40_c134_R1 d e))) as Ho4.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  rewrite (s37_p12 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c135_L (d e f : nat) : lmoves (s40_board 0 1 1 (2 + d) (2 + e) (2 + f)) = [s39_board 0 2 (2 + d) (2 + e) (2 + f); s37_board 0 1 (3 + d) (2 + e) (2 + f); s40_board 0 1 1 (1 + d) (3 + e) (2 + f); s40_board 0 1 1 (2 + d) (1 + e) (3 + f)].
Proof. unfold s37_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c135_R (d e f : nat) : rmoves (s40_board 0 1 1 (2 + d) (2 + e) (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c==1 && d>=2 && e>=2 && f>=2 *)
Lemma s40_c135_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d e f : nat) :
  x = s40_board 0 1 1 (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c135_L d e f), (s40_c135_R d e f); cbn [map].
  pose proof (use_s39 IH 0 2 (2 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c135_L d e f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 1 (3 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c135_L d e f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 1 1 (1 + d) (3 + e) (2 + f) (opt_l _ _ _ (s40_c135_L d e f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 0 1 1 (2 + d) (1 + e) (3 + f) (opt_l _ _ _ (s40_c135_L d e f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s37_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d==0 && e==0 && f==0: the board of s32 *)
Lemma s40_c136_p31 x (Hs32 : s32_claim x) (c : nat) :
  x = s40_board 0 1 (2 + c) 0 0 0 -> fst (s40_q31 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q31 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q31] in Hc |- *.
  pose proof (Hs32 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d==0 && e==0 && f==1: the board of s32 *)
Lemma s40_c137_p33 x (Hs32 : s32_claim x) (c : nat) :
  x = s40_board 0 1 (2 + c) 0 0 1 -> fst (s40_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q33] in Hc |- *.
  pose proof (Hs32 0 1 (2 + c) 1 ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d==0 && e==0 && f>=2: the board of s32 *)
Lemma s40_c138_p3 x (Hs32 : s32_claim x) (c f : nat) :
  x = s40_board 0 1 (2 + c) 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs32 0 1 (2 + c) (2 + f) ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d==0 && e==1 && f==0: the board of s36 *)
Lemma s40_c139_p9 x (Hs36 : s36_claim x) (c : nat) :
  x = s40_board 0 1 (2 + c) 0 1 0 -> fst (s40_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs36 0 1 (2 + c) 1 0 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d==0 && e==1 && f==1: the board of s36 *)
Lemma s40_c140_p13 x (Hs36 : s36_claim x) (c : nat) :
  x = s40_board 0 1 (2 + c) 0 1 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs36 0 1 (2 + c) 1 1 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d==0 && e==1 && f>=2: the board of s36 *)
Lemma s40_c141_p3 x (Hs36 : s36_claim x) (c f : nat) :
  x = s40_board 0 1 (2 + c) 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs36 0 1 (2 + c) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d==0 && e>=2 && f==0: the board of s36 *)
Lemma s40_c142_p15 x (Hs36 : s36_claim x) (c e : nat) :
  x = s40_board 0 1 (2 + c) 0 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs36 0 1 (2 + c) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d==0 && e>=2 && f==1: the board of s36 *)
Lemma s40_c143_p13 x (Hs36 : s36_claim x) (c e : nat) :
  x = s40_board 0 1 (2 + c) 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs36 0 1 (2 + c) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d==0 && e>=2 && f>=2: the board of s36 *)
Lemma s40_c144_p3 x (Hs36 : s36_claim x) (c e f : nat) :
  x = s40_board 0 1 (2 + c) 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs36 0 1 (2 + c) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d==1 && e==0 && f==0: the board of s38 *)
Lemma s40_c145_p9 x (Hs38 : s38_claim x) (c : nat) :
  x = s40_board 0 1 (2 + c) 1 0 0 -> fst (s40_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs38 0 1 (2 + c) 1 0 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d==1 && e==0 && f==1: the board of s38 *)
Lemma s40_c146_p24 x (Hs38 : s38_claim x) (c : nat) :
  x = s40_board 0 1 (2 + c) 1 0 1 -> fst (s40_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs38 0 1 (2 + c) 1 1 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d==1 && e==0 && f>=2: the board of s38 *)
Lemma s40_c147_p3 x (Hs38 : s38_claim x) (c f : nat) :
  x = s40_board 0 1 (2 + c) 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs38 0 1 (2 + c) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c148_L (c : nat) : lmoves (s40_board 0 1 (2 + c) 1 1 0) = [s39_board 0 (3 + c) 1 1 0; s40_board 0 1 (1 + c) 2 1 0; s36_board 0 1 (2 + c) 2 0; s38_board 0 1 (2 + c) 1 1].
Proof. unfold s36_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c148_R (c : nat) : rmoves (s40_board 0 1 (2 + c) 1 1 0) = [s35_board 0 1 (2 + c) 1 1].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d==1 && e==1 && f==0 *)
Lemma s40_c148_p26 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s40_board 0 1 (2 + c) 1 1 0 -> fst (s40_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q26] in Hc |- *.
  rewrite tf_game_eq, (s40_c148_L c), (s40_c148_R c); cbn [map].
  pose proof (use_s39 IH 0 (3 + c) 1 1 0 (opt_l _ _ _ (s40_c148_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 1 (1 + c) 2 1 0 (opt_l _ _ _ (s40_c148_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 1 (2 + c) 2 0 (opt_l _ _ _ (s40_c148_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 0 1 (2 + c) 1 1 (opt_l _ _ _ (s40_c148_L c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH 0 1 (2 + c) 1 1 (opt_r _ _ _ (s40_c148_R c) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s39_p19 Ho0 ltac:(zlia)).
  rewrite (s40_p26 Ho1 ltac:(zlia)).
  rewrite (s36_p13 Ho2 ltac:(zlia)).
  rewrite (s38_p9 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c149_L (c : nat) : lmoves (s40_board 0 1 (2 + c) 1 1 1) = [s39_board 0 (3 + c) 1 1 1; s40_board 0 1 (1 + c) 2 1 1; s36_board 0 1 (2 + c) 2 1; s38_board 0 1 (2 + c) 1 2].
Proof. unfold s36_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c149_R (c : nat) : rmoves (s40_board 0 1 (2 + c) 1 1 1) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c149_R1 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) [(1, 1)]) (s35_board 0 1 (2 + c) 1 1) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d==1 && e==1 && f==1 *)
Lemma s40_c149_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s40_board 0 1 (2 + c) 1 1 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c149_L c), (s40_c149_R c); cbn [map].
  pose proof (use_s39 IH 0 (3 + c) 1 1 1 (opt_l _ _ _ (s40_c149_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 1 (1 + c) 2 1 1 (opt_l _ _ _ (s40_c149_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 1 (2 + c) 2 1 (opt_l _ _ _ (s40_c149_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 0 1 (2 + c) 1 2 (opt_l _ _ _ (s40_c149_L c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s40_c149_R1 c)).
  pose proof (use_s35 IH 0 1 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s40_c149_R c) ltac:(cbn [In]; left; reflexivity) (s40_c149_R1 c))) as Ho4.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s36_p20 Ho2 ltac:(zlia)).
  rewrite (s38_p3 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c150_L (c f : nat) : lmoves (s40_board 0 1 (2 + c) 1 1 (2 + f)) = [s39_board 0 (3 + c) 1 1 (2 + f); s40_board 0 1 (1 + c) 2 1 (2 + f); s36_board 0 1 (2 + c) 2 (2 + f); s38_board 0 1 (2 + c) 1 (3 + f)].
Proof. unfold s36_board, s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c150_R (c f : nat) : rmoves (s40_board 0 1 (2 + c) 1 1 (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d==1 && e==1 && f>=2 *)
Lemma s40_c150_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c f : nat) :
  x = s40_board 0 1 (2 + c) 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c150_L c f), (s40_c150_R c f); cbn [map].
  pose proof (use_s39 IH 0 (3 + c) 1 1 (2 + f) (opt_l _ _ _ (s40_c150_L c f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 1 (1 + c) 2 1 (2 + f) (opt_l _ _ _ (s40_c150_L c f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 1 (2 + c) 2 (2 + f) (opt_l _ _ _ (s40_c150_L c f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 0 1 (2 + c) 1 (3 + f) (opt_l _ _ _ (s40_c150_L c f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s36_p7 Ho2 ltac:(zlia)).
  rewrite (s38_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s40_c151_L (c e : nat) : lmoves (s40_board 0 1 (2 + c) 1 (2 + e) 0) = [s39_board 0 (3 + c) 1 (2 + e) 0; s40_board 0 1 (1 + c) 2 (2 + e) 0; s36_board 0 1 (2 + c) (3 + e) 0; s40_board 0 1 (2 + c) 1 (1 + e) 1].
Proof. unfold s36_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c151_R (c e : nat) : rmoves (s40_board 0 1 (2 + c) 1 (2 + e) 0) = [s35_board 0 1 (2 + c) 1 (2 + e)].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d==1 && e>=2 && f==0 *)
Lemma s40_c151_p15 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s40_board 0 1 (2 + c) 1 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q15] in Hc |- *.
  rewrite tf_game_eq, (s40_c151_L c e), (s40_c151_R c e); cbn [map].
  pose proof (use_s39 IH 0 (3 + c) 1 (2 + e) 0 (opt_l _ _ _ (s40_c151_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 1 (1 + c) 2 (2 + e) 0 (opt_l _ _ _ (s40_c151_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 1 (2 + c) (3 + e) 0 (opt_l _ _ _ (s40_c151_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 0 1 (2 + c) 1 (1 + e) 1 (opt_l _ _ _ (s40_c151_L c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH 0 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s40_c151_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s39_p13 Ho0 ltac:(zlia)).
  rewrite (s40_p15 Ho1 ltac:(zlia)).
  rewrite (s36_p13 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c152_L (c e : nat) : lmoves (s40_board 0 1 (2 + c) 1 (2 + e) 1) = [s39_board 0 (3 + c) 1 (2 + e) 1; s40_board 0 1 (1 + c) 2 (2 + e) 1; s36_board 0 1 (2 + c) (3 + e) 1; s40_board 0 1 (2 + c) 1 (1 + e) 2].
Proof. unfold s36_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c152_R (c e : nat) : rmoves (s40_board 0 1 (2 + c) 1 (2 + e) 1) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c152_R1 (c e : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s35_board 0 1 (2 + c) 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d==1 && e>=2 && f==1 *)
Lemma s40_c152_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s40_board 0 1 (2 + c) 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c152_L c e), (s40_c152_R c e); cbn [map].
  pose proof (use_s39 IH 0 (3 + c) 1 (2 + e) 1 (opt_l _ _ _ (s40_c152_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 1 (1 + c) 2 (2 + e) 1 (opt_l _ _ _ (s40_c152_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 1 (2 + c) (3 + e) 1 (opt_l _ _ _ (s40_c152_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 0 1 (2 + c) 1 (1 + e) 2 (opt_l _ _ _ (s40_c152_L c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s40_c152_R1 c e)).
  pose proof (use_s35 IH 0 1 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s40_c152_R c e) ltac:(cbn [In]; left; reflexivity) (s40_c152_R1 c e))) as Ho4.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s36_p20 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c153_L (c e f : nat) : lmoves (s40_board 0 1 (2 + c) 1 (2 + e) (2 + f)) = [s39_board 0 (3 + c) 1 (2 + e) (2 + f); s40_board 0 1 (1 + c) 2 (2 + e) (2 + f); s36_board 0 1 (2 + c) (3 + e) (2 + f); s40_board 0 1 (2 + c) 1 (1 + e) (3 + f)].
Proof. unfold s36_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c153_R (c e f : nat) : rmoves (s40_board 0 1 (2 + c) 1 (2 + e) (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d==1 && e>=2 && f>=2 *)
Lemma s40_c153_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c e f : nat) :
  x = s40_board 0 1 (2 + c) 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c153_L c e f), (s40_c153_R c e f); cbn [map].
  pose proof (use_s39 IH 0 (3 + c) 1 (2 + e) (2 + f) (opt_l _ _ _ (s40_c153_L c e f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 1 (1 + c) 2 (2 + e) (2 + f) (opt_l _ _ _ (s40_c153_L c e f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 1 (2 + c) (3 + e) (2 + f) (opt_l _ _ _ (s40_c153_L c e f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 0 1 (2 + c) 1 (1 + e) (3 + f) (opt_l _ _ _ (s40_c153_L c e f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s36_p7 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d>=2 && e==0 && f==0: the board of s38 *)
Lemma s40_c154_p10 x (Hs38 : s38_claim x) (c d : nat) :
  x = s40_board 0 1 (2 + c) (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs38 0 1 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d>=2 && e==0 && f==1: the board of s38 *)
Lemma s40_c155_p24 x (Hs38 : s38_claim x) (c d : nat) :
  x = s40_board 0 1 (2 + c) (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs38 0 1 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d>=2 && e==0 && f>=2: the board of s38 *)
Lemma s40_c156_p3 x (Hs38 : s38_claim x) (c d f : nat) :
  x = s40_board 0 1 (2 + c) (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs38 0 1 (2 + c) (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c157_L (c d : nat) : lmoves (s40_board 0 1 (2 + c) (2 + d) 1 0) = [s39_board 0 (3 + c) (2 + d) 1 0; s40_board 0 1 (1 + c) (3 + d) 1 0; s40_board 0 1 (2 + c) (1 + d) 2 0; s38_board 0 1 (2 + c) (2 + d) 1].
Proof. unfold s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c157_R (c d : nat) : rmoves (s40_board 0 1 (2 + c) (2 + d) 1 0) = [s35_board 0 1 (2 + c) (2 + d) 1].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d>=2 && e==1 && f==0 *)
Lemma s40_c157_p26 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s40_board 0 1 (2 + c) (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q26] in Hc |- *.
  rewrite tf_game_eq, (s40_c157_L c d), (s40_c157_R c d); cbn [map].
  pose proof (use_s39 IH 0 (3 + c) (2 + d) 1 0 (opt_l _ _ _ (s40_c157_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 1 (1 + c) (3 + d) 1 0 (opt_l _ _ _ (s40_c157_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 1 (2 + c) (1 + d) 2 0 (opt_l _ _ _ (s40_c157_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 0 1 (2 + c) (2 + d) 1 (opt_l _ _ _ (s40_c157_L c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH 0 1 (2 + c) (2 + d) 1 (opt_r _ _ _ (s40_c157_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s39_p19 Ho0 ltac:(zlia)).
  rewrite (s40_p26 Ho1 ltac:(zlia)).
  rewrite (s40_p15 Ho2 ltac:(zlia)).
  rewrite (s38_p9 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c158_L (c d : nat) : lmoves (s40_board 0 1 (2 + c) (2 + d) 1 1) = [s39_board 0 (3 + c) (2 + d) 1 1; s40_board 0 1 (1 + c) (3 + d) 1 1; s40_board 0 1 (2 + c) (1 + d) 2 1; s38_board 0 1 (2 + c) (2 + d) 2].
Proof. unfold s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c158_R (c d : nat) : rmoves (s40_board 0 1 (2 + c) (2 + d) 1 1) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c158_R1 (c d : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s35_board 0 1 (2 + c) (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d>=2 && e==1 && f==1 *)
Lemma s40_c158_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s40_board 0 1 (2 + c) (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c158_L c d), (s40_c158_R c d); cbn [map].
  pose proof (use_s39 IH 0 (3 + c) (2 + d) 1 1 (opt_l _ _ _ (s40_c158_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 1 (1 + c) (3 + d) 1 1 (opt_l _ _ _ (s40_c158_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 1 (2 + c) (1 + d) 2 1 (opt_l _ _ _ (s40_c158_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 0 1 (2 + c) (2 + d) 2 (opt_l _ _ _ (s40_c158_L c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s40_c158_R1 c d)).
  pose proof (use_s35 IH 0 1 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s40_c158_R c d) ltac:(cbn [In]; left; reflexivity) (s40_c158_R1 c d))) as Ho4.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s38_p3 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c159_L (c d f : nat) : lmoves (s40_board 0 1 (2 + c) (2 + d) 1 (2 + f)) = [s39_board 0 (3 + c) (2 + d) 1 (2 + f); s40_board 0 1 (1 + c) (3 + d) 1 (2 + f); s40_board 0 1 (2 + c) (1 + d) 2 (2 + f); s38_board 0 1 (2 + c) (2 + d) (3 + f)].
Proof. unfold s38_board, s39_board, s40_board. tf_options. Qed.
Lemma s40_c159_R (c d f : nat) : rmoves (s40_board 0 1 (2 + c) (2 + d) 1 (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d>=2 && e==1 && f>=2 *)
Lemma s40_c159_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d f : nat) :
  x = s40_board 0 1 (2 + c) (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c159_L c d f), (s40_c159_R c d f); cbn [map].
  pose proof (use_s39 IH 0 (3 + c) (2 + d) 1 (2 + f) (opt_l _ _ _ (s40_c159_L c d f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 1 (1 + c) (3 + d) 1 (2 + f) (opt_l _ _ _ (s40_c159_L c d f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 1 (2 + c) (1 + d) 2 (2 + f) (opt_l _ _ _ (s40_c159_L c d f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 0 1 (2 + c) (2 + d) (3 + f) (opt_l _ _ _ (s40_c159_L c d f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s38_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s40_c160_L (c d e : nat) : lmoves (s40_board 0 1 (2 + c) (2 + d) (2 + e) 0) = [s39_board 0 (3 + c) (2 + d) (2 + e) 0; s40_board 0 1 (1 + c) (3 + d) (2 + e) 0; s40_board 0 1 (2 + c) (1 + d) (3 + e) 0; s40_board 0 1 (2 + c) (2 + d) (1 + e) 1].
Proof. unfold s39_board, s40_board. tf_options. Qed.
Lemma s40_c160_R (c d e : nat) : rmoves (s40_board 0 1 (2 + c) (2 + d) (2 + e) 0) = [s35_board 0 1 (2 + c) (2 + d) (2 + e)].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d>=2 && e>=2 && f==0 *)
Lemma s40_c160_p15 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s40_board 0 1 (2 + c) (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q15] in Hc |- *.
  rewrite tf_game_eq, (s40_c160_L c d e), (s40_c160_R c d e); cbn [map].
  pose proof (use_s39 IH 0 (3 + c) (2 + d) (2 + e) 0 (opt_l _ _ _ (s40_c160_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 1 (1 + c) (3 + d) (2 + e) 0 (opt_l _ _ _ (s40_c160_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 1 (2 + c) (1 + d) (3 + e) 0 (opt_l _ _ _ (s40_c160_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 0 1 (2 + c) (2 + d) (1 + e) 1 (opt_l _ _ _ (s40_c160_L c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH 0 1 (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s40_c160_R c d e) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s39_p13 Ho0 ltac:(zlia)).
  rewrite (s40_p15 Ho1 ltac:(zlia)).
  rewrite (s40_p15 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c161_L (c d e : nat) : lmoves (s40_board 0 1 (2 + c) (2 + d) (2 + e) 1) = [s39_board 0 (3 + c) (2 + d) (2 + e) 1; s40_board 0 1 (1 + c) (3 + d) (2 + e) 1; s40_board 0 1 (2 + c) (1 + d) (3 + e) 1; s40_board 0 1 (2 + c) (2 + d) (1 + e) 2].
Proof. unfold s39_board, s40_board. tf_options. Qed.
Lemma s40_c161_R (c d e : nat) : rmoves (s40_board 0 1 (2 + c) (2 + d) (2 + e) 1) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c161_R1 (c d e : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s35_board 0 1 (2 + c) (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d>=2 && e>=2 && f==1 *)
Lemma s40_c161_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s40_board 0 1 (2 + c) (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c161_L c d e), (s40_c161_R c d e); cbn [map].
  pose proof (use_s39 IH 0 (3 + c) (2 + d) (2 + e) 1 (opt_l _ _ _ (s40_c161_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 1 (1 + c) (3 + d) (2 + e) 1 (opt_l _ _ _ (s40_c161_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 1 (2 + c) (1 + d) (3 + e) 1 (opt_l _ _ _ (s40_c161_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 0 1 (2 + c) (2 + d) (1 + e) 2 (opt_l _ _ _ (s40_c161_L c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s40_c161_R1 c d e)).
  pose proof (use_s35 IH 0 1 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s40_c161_R c d e) ltac:(cbn [In]; left; reflexivity) (s40_c161_R1 c d e))) as Ho4.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  rewrite (s40_p13 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c162_L (c d e f : nat) : lmoves (s40_board 0 1 (2 + c) (2 + d) (2 + e) (2 + f)) = [s39_board 0 (3 + c) (2 + d) (2 + e) (2 + f); s40_board 0 1 (1 + c) (3 + d) (2 + e) (2 + f); s40_board 0 1 (2 + c) (1 + d) (3 + e) (2 + f); s40_board 0 1 (2 + c) (2 + d) (1 + e) (3 + f)].
Proof. unfold s39_board, s40_board. tf_options. Qed.
Lemma s40_c162_R (c d e f : nat) : rmoves (s40_board 0 1 (2 + c) (2 + d) (2 + e) (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==1 && c>=2 && d>=2 && e>=2 && f>=2 *)
Lemma s40_c162_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d e f : nat) :
  x = s40_board 0 1 (2 + c) (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c162_L c d e f), (s40_c162_R c d e f); cbn [map].
  pose proof (use_s39 IH 0 (3 + c) (2 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c162_L c d e f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 1 (1 + c) (3 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c162_L c d e f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 1 (2 + c) (1 + d) (3 + e) (2 + f) (opt_l _ _ _ (s40_c162_L c d e f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 0 1 (2 + c) (2 + d) (1 + e) (3 + f) (opt_l _ _ _ (s40_c162_L c d e f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d==0 && e==0 && f==0: the board of s24 *)
Lemma s40_c163_p5 x (Hs24 : s24_claim x) (b : nat) :
  x = s40_board 0 (2 + b) 0 0 0 0 -> fst (s40_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q5] in Hc |- *.
  pose proof (Hs24 0 (2 + b) 0 ltac:(rewrite Hx; unfold s40_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d==0 && e==0 && f==1: the board of s24 *)
Lemma s40_c164_p19 x (Hs24 : s24_claim x) (b : nat) :
  x = s40_board 0 (2 + b) 0 0 0 1 -> fst (s40_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q19] in Hc |- *.
  pose proof (Hs24 0 (2 + b) 1 ltac:(rewrite Hx; unfold s40_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d==0 && e==0 && f>=2: the board of s24 *)
Lemma s40_c165_p3 x (Hs24 : s24_claim x) (b f : nat) :
  x = s40_board 0 (2 + b) 0 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs24 0 (2 + b) (2 + f) ltac:(rewrite Hx; unfold s40_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d==0 && e==1 && f==0: the board of s27 *)
Lemma s40_c166_p7 x (Hs27 : s27_claim x) (b : nat) :
  x = s40_board 0 (2 + b) 0 0 1 0 -> fst (s40_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q7] in Hc |- *.
  pose proof (Hs27 0 (2 + b) 1 0 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d==0 && e==1 && f==1: the board of s27 *)
Lemma s40_c167_p34 x (Hs27 : s27_claim x) (b : nat) :
  x = s40_board 0 (2 + b) 0 0 1 1 -> fst (s40_q34 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q34 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q34] in Hc |- *.
  pose proof (Hs27 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d==0 && e==1 && f>=2: the board of s27 *)
Lemma s40_c168_p3 x (Hs27 : s27_claim x) (b f : nat) :
  x = s40_board 0 (2 + b) 0 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs27 0 (2 + b) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d==0 && e>=2 && f==0: the board of s27 *)
Lemma s40_c169_p16 x (Hs27 : s27_claim x) (b e : nat) :
  x = s40_board 0 (2 + b) 0 0 (2 + e) 0 -> fst (s40_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q16] in Hc |- *.
  pose proof (Hs27 0 (2 + b) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s40_c169_p25 x (Hs27 : s27_claim x) (b e : nat) :
  x = s40_board 0 (2 + b) 0 0 (2 + e) 0 -> fst (s40_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q25] in Hc |- *.
  pose proof (Hs27 0 (2 + b) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d==0 && e>=2 && f==1: the board of s27 *)
Lemma s40_c170_p13 x (Hs27 : s27_claim x) (b e : nat) :
  x = s40_board 0 (2 + b) 0 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs27 0 (2 + b) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d==0 && e>=2 && f>=2: the board of s27 *)
Lemma s40_c171_p3 x (Hs27 : s27_claim x) (b e f : nat) :
  x = s40_board 0 (2 + b) 0 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs27 0 (2 + b) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d==1 && e==0 && f==0: the board of s28 *)
Lemma s40_c172_p32 x (Hs28 : s28_claim x) (b : nat) :
  x = s40_board 0 (2 + b) 0 1 0 0 -> fst (s40_q32 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q32 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q32] in Hc |- *.
  pose proof (Hs28 0 (2 + b) 1 0 ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d==1 && e==0 && f==1: the board of s28 *)
Lemma s40_c173_p35 x (Hs28 : s28_claim x) (b : nat) :
  x = s40_board 0 (2 + b) 0 1 0 1 -> fst (s40_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q35] in Hc |- *.
  pose proof (Hs28 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d==1 && e==0 && f>=2: the board of s28 *)
Lemma s40_c174_p3 x (Hs28 : s28_claim x) (b f : nat) :
  x = s40_board 0 (2 + b) 0 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs28 0 (2 + b) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d==1 && e==1 && f==0: the board of s37 *)
Lemma s40_c175_p7 x (Hs37 : s37_claim x) (b : nat) :
  x = s40_board 0 (2 + b) 0 1 1 0 -> fst (s40_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q7] in Hc |- *.
  pose proof (Hs37 0 (2 + b) 1 1 0 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d==1 && e==1 && f==1: the board of s37 *)
Lemma s40_c176_p13 x (Hs37 : s37_claim x) (b : nat) :
  x = s40_board 0 (2 + b) 0 1 1 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs37 0 (2 + b) 1 1 1 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d==1 && e==1 && f>=2: the board of s37 *)
Lemma s40_c177_p3 x (Hs37 : s37_claim x) (b f : nat) :
  x = s40_board 0 (2 + b) 0 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs37 0 (2 + b) 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d==1 && e>=2 && f==0: the board of s37 *)
Lemma s40_c178_p15 x (Hs37 : s37_claim x) (b e : nat) :
  x = s40_board 0 (2 + b) 0 1 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs37 0 (2 + b) 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d==1 && e>=2 && f==1: the board of s37 *)
Lemma s40_c179_p13 x (Hs37 : s37_claim x) (b e : nat) :
  x = s40_board 0 (2 + b) 0 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs37 0 (2 + b) 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d==1 && e>=2 && f>=2: the board of s37 *)
Lemma s40_c180_p3 x (Hs37 : s37_claim x) (b e f : nat) :
  x = s40_board 0 (2 + b) 0 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs37 0 (2 + b) 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d>=2 && e==0 && f==0: the board of s28 *)
Lemma s40_c181_p10 x (Hs28 : s28_claim x) (b d : nat) :
  x = s40_board 0 (2 + b) 0 (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs28 0 (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d>=2 && e==0 && f==1: the board of s28 *)
Lemma s40_c182_p24 x (Hs28 : s28_claim x) (b d : nat) :
  x = s40_board 0 (2 + b) 0 (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs28 0 (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d>=2 && e==0 && f>=2: the board of s28 *)
Lemma s40_c183_p3 x (Hs28 : s28_claim x) (b d f : nat) :
  x = s40_board 0 (2 + b) 0 (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs28 0 (2 + b) (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d>=2 && e==1 && f==0: the board of s37 *)
Lemma s40_c184_p26 x (Hs37 : s37_claim x) (b d : nat) :
  x = s40_board 0 (2 + b) 0 (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q26] in Hc |- *.
  pose proof (Hs37 0 (2 + b) (2 + d) 1 0 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d>=2 && e==1 && f==1: the board of s37 *)
Lemma s40_c185_p13 x (Hs37 : s37_claim x) (b d : nat) :
  x = s40_board 0 (2 + b) 0 (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs37 0 (2 + b) (2 + d) 1 1 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d>=2 && e==1 && f>=2: the board of s37 *)
Lemma s40_c186_p3 x (Hs37 : s37_claim x) (b d f : nat) :
  x = s40_board 0 (2 + b) 0 (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs37 0 (2 + b) (2 + d) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d>=2 && e>=2 && f==0: the board of s37 *)
Lemma s40_c187_p15 x (Hs37 : s37_claim x) (b d e : nat) :
  x = s40_board 0 (2 + b) 0 (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs37 0 (2 + b) (2 + d) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d>=2 && e>=2 && f==1: the board of s37 *)
Lemma s40_c188_p13 x (Hs37 : s37_claim x) (b d e : nat) :
  x = s40_board 0 (2 + b) 0 (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs37 0 (2 + b) (2 + d) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==0 && d>=2 && e>=2 && f>=2: the board of s37 *)
Lemma s40_c189_p3 x (Hs37 : s37_claim x) (b d e f : nat) :
  x = s40_board 0 (2 + b) 0 (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs37 0 (2 + b) (2 + d) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d==0 && e==0 && f==0: the board of s32 *)
Lemma s40_c190_p21 x (Hs32 : s32_claim x) (b : nat) :
  x = s40_board 0 (2 + b) 1 0 0 0 -> fst (s40_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q21] in Hc |- *.
  pose proof (Hs32 0 (2 + b) 1 0 ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d==0 && e==0 && f==1: the board of s32 *)
Lemma s40_c191_p27 x (Hs32 : s32_claim x) (b : nat) :
  x = s40_board 0 (2 + b) 1 0 0 1 -> fst (s40_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q27] in Hc |- *.
  pose proof (Hs32 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d==0 && e==0 && f>=2: the board of s32 *)
Lemma s40_c192_p3 x (Hs32 : s32_claim x) (b f : nat) :
  x = s40_board 0 (2 + b) 1 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs32 0 (2 + b) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d==0 && e==1 && f==0: the board of s36 *)
Lemma s40_c193_p9 x (Hs36 : s36_claim x) (b : nat) :
  x = s40_board 0 (2 + b) 1 0 1 0 -> fst (s40_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs36 0 (2 + b) 1 1 0 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d==0 && e==1 && f==1: the board of s36 *)
Lemma s40_c194_p13 x (Hs36 : s36_claim x) (b : nat) :
  x = s40_board 0 (2 + b) 1 0 1 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs36 0 (2 + b) 1 1 1 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d==0 && e==1 && f>=2: the board of s36 *)
Lemma s40_c195_p3 x (Hs36 : s36_claim x) (b f : nat) :
  x = s40_board 0 (2 + b) 1 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs36 0 (2 + b) 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d==0 && e>=2 && f==0: the board of s36 *)
Lemma s40_c196_p15 x (Hs36 : s36_claim x) (b e : nat) :
  x = s40_board 0 (2 + b) 1 0 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs36 0 (2 + b) 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d==0 && e>=2 && f==1: the board of s36 *)
Lemma s40_c197_p13 x (Hs36 : s36_claim x) (b e : nat) :
  x = s40_board 0 (2 + b) 1 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs36 0 (2 + b) 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d==0 && e>=2 && f>=2: the board of s36 *)
Lemma s40_c198_p3 x (Hs36 : s36_claim x) (b e f : nat) :
  x = s40_board 0 (2 + b) 1 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs36 0 (2 + b) 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d==1 && e==0 && f==0: the board of s38 *)
Lemma s40_c199_p9 x (Hs38 : s38_claim x) (b : nat) :
  x = s40_board 0 (2 + b) 1 1 0 0 -> fst (s40_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs38 0 (2 + b) 1 1 0 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d==1 && e==0 && f==1: the board of s38 *)
Lemma s40_c200_p24 x (Hs38 : s38_claim x) (b : nat) :
  x = s40_board 0 (2 + b) 1 1 0 1 -> fst (s40_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs38 0 (2 + b) 1 1 1 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d==1 && e==0 && f>=2: the board of s38 *)
Lemma s40_c201_p3 x (Hs38 : s38_claim x) (b f : nat) :
  x = s40_board 0 (2 + b) 1 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs38 0 (2 + b) 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c202_L (b : nat) : lmoves (s40_board 0 (2 + b) 1 1 1 0) = [s40_board 0 (1 + b) 2 1 1 0; s37_board 0 (2 + b) 2 1 0; s36_board 0 (2 + b) 1 2 0; s38_board 0 (2 + b) 1 1 1].
Proof. unfold s36_board, s37_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c202_R (b : nat) : rmoves (s40_board 0 (2 + b) 1 1 1 0) = [s35_board 0 (2 + b) 1 1 1].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d==1 && e==1 && f==0 *)
Lemma s40_c202_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s40_board 0 (2 + b) 1 1 1 0 -> fst (s40_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q26] in Hc |- *.
  rewrite tf_game_eq, (s40_c202_L b), (s40_c202_R b); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) 2 1 1 0 (opt_l _ _ _ (s40_c202_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) 2 1 0 (opt_l _ _ _ (s40_c202_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 (2 + b) 1 2 0 (opt_l _ _ _ (s40_c202_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 0 (2 + b) 1 1 1 (opt_l _ _ _ (s40_c202_L b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH 0 (2 + b) 1 1 1 (opt_r _ _ _ (s40_c202_R b) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s37_p23 Ho1 ltac:(zlia)).
  rewrite (s36_p13 Ho2 ltac:(zlia)).
  rewrite (s38_p9 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c203_L (b : nat) : lmoves (s40_board 0 (2 + b) 1 1 1 1) = [s40_board 0 (1 + b) 2 1 1 1; s37_board 0 (2 + b) 2 1 1; s36_board 0 (2 + b) 1 2 1; s38_board 0 (2 + b) 1 1 2].
Proof. unfold s36_board, s37_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c203_R (b : nat) : rmoves (s40_board 0 (2 + b) 1 1 1 1) = [strip [] (E :: repeat T (2 + b) ++ [E; T; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c203_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; T; E; T; E; T; F]) [(1, 1)]) (s35_board 0 (2 + b) 1 1 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; T; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d==1 && e==1 && f==1 *)
Lemma s40_c203_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s40_board 0 (2 + b) 1 1 1 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c203_L b), (s40_c203_R b); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) 2 1 1 1 (opt_l _ _ _ (s40_c203_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) 2 1 1 (opt_l _ _ _ (s40_c203_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 (2 + b) 1 2 1 (opt_l _ _ _ (s40_c203_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 0 (2 + b) 1 1 2 (opt_l _ _ _ (s40_c203_L b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s40_c203_R1 b)).
  pose proof (use_s35 IH 0 (2 + b) 1 1 1 (opt_norm_r _ _ _ _ _ (s40_c203_R b) ltac:(cbn [In]; left; reflexivity) (s40_c203_R1 b))) as Ho4.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s37_p12 Ho1 ltac:(zlia)).
  rewrite (s36_p20 Ho2 ltac:(zlia)).
  rewrite (s38_p3 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c204_L (b f : nat) : lmoves (s40_board 0 (2 + b) 1 1 1 (2 + f)) = [s40_board 0 (1 + b) 2 1 1 (2 + f); s37_board 0 (2 + b) 2 1 (2 + f); s36_board 0 (2 + b) 1 2 (2 + f); s38_board 0 (2 + b) 1 1 (3 + f)].
Proof. unfold s36_board, s37_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c204_R (b f : nat) : rmoves (s40_board 0 (2 + b) 1 1 1 (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d==1 && e==1 && f>=2 *)
Lemma s40_c204_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b f : nat) :
  x = s40_board 0 (2 + b) 1 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c204_L b f), (s40_c204_R b f); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) 2 1 1 (2 + f) (opt_l _ _ _ (s40_c204_L b f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) 2 1 (2 + f) (opt_l _ _ _ (s40_c204_L b f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 (2 + b) 1 2 (2 + f) (opt_l _ _ _ (s40_c204_L b f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 0 (2 + b) 1 1 (3 + f) (opt_l _ _ _ (s40_c204_L b f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s37_p3 Ho1 ltac:(zlia)).
  rewrite (s36_p7 Ho2 ltac:(zlia)).
  rewrite (s38_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s40_c205_L (b e : nat) : lmoves (s40_board 0 (2 + b) 1 1 (2 + e) 0) = [s40_board 0 (1 + b) 2 1 (2 + e) 0; s37_board 0 (2 + b) 2 (2 + e) 0; s36_board 0 (2 + b) 1 (3 + e) 0; s40_board 0 (2 + b) 1 1 (1 + e) 1].
Proof. unfold s36_board, s37_board, s40_board. tf_options. Qed.
Lemma s40_c205_R (b e : nat) : rmoves (s40_board 0 (2 + b) 1 1 (2 + e) 0) = [s35_board 0 (2 + b) 1 1 (2 + e)].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d==1 && e>=2 && f==0 *)
Lemma s40_c205_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s40_board 0 (2 + b) 1 1 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q15] in Hc |- *.
  rewrite tf_game_eq, (s40_c205_L b e), (s40_c205_R b e); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) 2 1 (2 + e) 0 (opt_l _ _ _ (s40_c205_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) 2 (2 + e) 0 (opt_l _ _ _ (s40_c205_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 (2 + b) 1 (3 + e) 0 (opt_l _ _ _ (s40_c205_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 0 (2 + b) 1 1 (1 + e) 1 (opt_l _ _ _ (s40_c205_L b e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH 0 (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s40_c205_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s37_p14 Ho1 ltac:(zlia)).
  rewrite (s36_p13 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c206_L (b e : nat) : lmoves (s40_board 0 (2 + b) 1 1 (2 + e) 1) = [s40_board 0 (1 + b) 2 1 (2 + e) 1; s37_board 0 (2 + b) 2 (2 + e) 1; s36_board 0 (2 + b) 1 (3 + e) 1; s40_board 0 (2 + b) 1 1 (1 + e) 2].
Proof. unfold s36_board, s37_board, s40_board. tf_options. Qed.
Lemma s40_c206_R (b e : nat) : rmoves (s40_board 0 (2 + b) 1 1 (2 + e) 1) = [strip [] (E :: repeat T (2 + b) ++ E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c206_R1 (b e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s35_board 0 (2 + b) 1 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d==1 && e>=2 && f==1 *)
Lemma s40_c206_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s40_board 0 (2 + b) 1 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c206_L b e), (s40_c206_R b e); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) 2 1 (2 + e) 1 (opt_l _ _ _ (s40_c206_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) 2 (2 + e) 1 (opt_l _ _ _ (s40_c206_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 (2 + b) 1 (3 + e) 1 (opt_l _ _ _ (s40_c206_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 0 (2 + b) 1 1 (1 + e) 2 (opt_l _ _ _ (s40_c206_L b e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s40_c206_R1 b e)).
  pose proof (use_s35 IH 0 (2 + b) 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s40_c206_R b e) ltac:(cbn [In]; left; reflexivity) (s40_c206_R1 b e))) as Ho4.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s37_p12 Ho1 ltac:(zlia)).
  rewrite (s36_p20 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c207_L (b e f : nat) : lmoves (s40_board 0 (2 + b) 1 1 (2 + e) (2 + f)) = [s40_board 0 (1 + b) 2 1 (2 + e) (2 + f); s37_board 0 (2 + b) 2 (2 + e) (2 + f); s36_board 0 (2 + b) 1 (3 + e) (2 + f); s40_board 0 (2 + b) 1 1 (1 + e) (3 + f)].
Proof. unfold s36_board, s37_board, s40_board. tf_options. Qed.
Lemma s40_c207_R (b e f : nat) : rmoves (s40_board 0 (2 + b) 1 1 (2 + e) (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d==1 && e>=2 && f>=2 *)
Lemma s40_c207_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b e f : nat) :
  x = s40_board 0 (2 + b) 1 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c207_L b e f), (s40_c207_R b e f); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) 2 1 (2 + e) (2 + f) (opt_l _ _ _ (s40_c207_L b e f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) 2 (2 + e) (2 + f) (opt_l _ _ _ (s40_c207_L b e f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 (2 + b) 1 (3 + e) (2 + f) (opt_l _ _ _ (s40_c207_L b e f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 0 (2 + b) 1 1 (1 + e) (3 + f) (opt_l _ _ _ (s40_c207_L b e f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s37_p3 Ho1 ltac:(zlia)).
  rewrite (s36_p7 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d>=2 && e==0 && f==0: the board of s38 *)
Lemma s40_c208_p10 x (Hs38 : s38_claim x) (b d : nat) :
  x = s40_board 0 (2 + b) 1 (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs38 0 (2 + b) 1 (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d>=2 && e==0 && f==1: the board of s38 *)
Lemma s40_c209_p24 x (Hs38 : s38_claim x) (b d : nat) :
  x = s40_board 0 (2 + b) 1 (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs38 0 (2 + b) 1 (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d>=2 && e==0 && f>=2: the board of s38 *)
Lemma s40_c210_p3 x (Hs38 : s38_claim x) (b d f : nat) :
  x = s40_board 0 (2 + b) 1 (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs38 0 (2 + b) 1 (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c211_L (b d : nat) : lmoves (s40_board 0 (2 + b) 1 (2 + d) 1 0) = [s40_board 0 (1 + b) 2 (2 + d) 1 0; s37_board 0 (2 + b) (3 + d) 1 0; s40_board 0 (2 + b) 1 (1 + d) 2 0; s38_board 0 (2 + b) 1 (2 + d) 1].
Proof. unfold s37_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c211_R (b d : nat) : rmoves (s40_board 0 (2 + b) 1 (2 + d) 1 0) = [s35_board 0 (2 + b) 1 (2 + d) 1].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d>=2 && e==1 && f==0 *)
Lemma s40_c211_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s40_board 0 (2 + b) 1 (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q26] in Hc |- *.
  rewrite tf_game_eq, (s40_c211_L b d), (s40_c211_R b d); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) 2 (2 + d) 1 0 (opt_l _ _ _ (s40_c211_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) (3 + d) 1 0 (opt_l _ _ _ (s40_c211_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 (2 + b) 1 (1 + d) 2 0 (opt_l _ _ _ (s40_c211_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 0 (2 + b) 1 (2 + d) 1 (opt_l _ _ _ (s40_c211_L b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH 0 (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s40_c211_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s37_p23 Ho1 ltac:(zlia)).
  rewrite (s40_p15 Ho2 ltac:(zlia)).
  rewrite (s38_p9 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c212_L (b d : nat) : lmoves (s40_board 0 (2 + b) 1 (2 + d) 1 1) = [s40_board 0 (1 + b) 2 (2 + d) 1 1; s37_board 0 (2 + b) (3 + d) 1 1; s40_board 0 (2 + b) 1 (1 + d) 2 1; s38_board 0 (2 + b) 1 (2 + d) 2].
Proof. unfold s37_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c212_R (b d : nat) : rmoves (s40_board 0 (2 + b) 1 (2 + d) 1 1) = [strip [] (E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c212_R1 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s35_board 0 (2 + b) 1 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d>=2 && e==1 && f==1 *)
Lemma s40_c212_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s40_board 0 (2 + b) 1 (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c212_L b d), (s40_c212_R b d); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) 2 (2 + d) 1 1 (opt_l _ _ _ (s40_c212_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) (3 + d) 1 1 (opt_l _ _ _ (s40_c212_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 (2 + b) 1 (1 + d) 2 1 (opt_l _ _ _ (s40_c212_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 0 (2 + b) 1 (2 + d) 2 (opt_l _ _ _ (s40_c212_L b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s40_c212_R1 b d)).
  pose proof (use_s35 IH 0 (2 + b) 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s40_c212_R b d) ltac:(cbn [In]; left; reflexivity) (s40_c212_R1 b d))) as Ho4.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s37_p12 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s38_p3 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c213_L (b d f : nat) : lmoves (s40_board 0 (2 + b) 1 (2 + d) 1 (2 + f)) = [s40_board 0 (1 + b) 2 (2 + d) 1 (2 + f); s37_board 0 (2 + b) (3 + d) 1 (2 + f); s40_board 0 (2 + b) 1 (1 + d) 2 (2 + f); s38_board 0 (2 + b) 1 (2 + d) (3 + f)].
Proof. unfold s37_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c213_R (b d f : nat) : rmoves (s40_board 0 (2 + b) 1 (2 + d) 1 (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d>=2 && e==1 && f>=2 *)
Lemma s40_c213_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d f : nat) :
  x = s40_board 0 (2 + b) 1 (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c213_L b d f), (s40_c213_R b d f); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) 2 (2 + d) 1 (2 + f) (opt_l _ _ _ (s40_c213_L b d f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) (3 + d) 1 (2 + f) (opt_l _ _ _ (s40_c213_L b d f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 (2 + b) 1 (1 + d) 2 (2 + f) (opt_l _ _ _ (s40_c213_L b d f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 0 (2 + b) 1 (2 + d) (3 + f) (opt_l _ _ _ (s40_c213_L b d f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s37_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s38_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s40_c214_L (b d e : nat) : lmoves (s40_board 0 (2 + b) 1 (2 + d) (2 + e) 0) = [s40_board 0 (1 + b) 2 (2 + d) (2 + e) 0; s37_board 0 (2 + b) (3 + d) (2 + e) 0; s40_board 0 (2 + b) 1 (1 + d) (3 + e) 0; s40_board 0 (2 + b) 1 (2 + d) (1 + e) 1].
Proof. unfold s37_board, s40_board. tf_options. Qed.
Lemma s40_c214_R (b d e : nat) : rmoves (s40_board 0 (2 + b) 1 (2 + d) (2 + e) 0) = [s35_board 0 (2 + b) 1 (2 + d) (2 + e)].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d>=2 && e>=2 && f==0 *)
Lemma s40_c214_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s40_board 0 (2 + b) 1 (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q15] in Hc |- *.
  rewrite tf_game_eq, (s40_c214_L b d e), (s40_c214_R b d e); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) 2 (2 + d) (2 + e) 0 (opt_l _ _ _ (s40_c214_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) (3 + d) (2 + e) 0 (opt_l _ _ _ (s40_c214_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 (2 + b) 1 (1 + d) (3 + e) 0 (opt_l _ _ _ (s40_c214_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 0 (2 + b) 1 (2 + d) (1 + e) 1 (opt_l _ _ _ (s40_c214_L b d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH 0 (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s40_c214_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s37_p14 Ho1 ltac:(zlia)).
  rewrite (s40_p15 Ho2 ltac:(zlia)).
  rewrite (s40_p13 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c215_L (b d e : nat) : lmoves (s40_board 0 (2 + b) 1 (2 + d) (2 + e) 1) = [s40_board 0 (1 + b) 2 (2 + d) (2 + e) 1; s37_board 0 (2 + b) (3 + d) (2 + e) 1; s40_board 0 (2 + b) 1 (1 + d) (3 + e) 1; s40_board 0 (2 + b) 1 (2 + d) (1 + e) 2].
Proof. unfold s37_board, s40_board. tf_options. Qed.
Lemma s40_c215_R (b d e : nat) : rmoves (s40_board 0 (2 + b) 1 (2 + d) (2 + e) 1) = [strip [] (E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c215_R1 (b d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s35_board 0 (2 + b) 1 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d>=2 && e>=2 && f==1 *)
Lemma s40_c215_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s40_board 0 (2 + b) 1 (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q13] in Hc |- *.
  rewrite tf_game_eq, (s40_c215_L b d e), (s40_c215_R b d e); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) 2 (2 + d) (2 + e) 1 (opt_l _ _ _ (s40_c215_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) (3 + d) (2 + e) 1 (opt_l _ _ _ (s40_c215_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 (2 + b) 1 (1 + d) (3 + e) 1 (opt_l _ _ _ (s40_c215_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 0 (2 + b) 1 (2 + d) (1 + e) 2 (opt_l _ _ _ (s40_c215_L b d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s40_c215_R1 b d e)).
  pose proof (use_s35 IH 0 (2 + b) 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s40_c215_R b d e) ltac:(cbn [In]; left; reflexivity) (s40_c215_R1 b d e))) as Ho4.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s37_p12 Ho1 ltac:(zlia)).
  rewrite (s40_p13 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  rewrite (s35_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c216_L (b d e f : nat) : lmoves (s40_board 0 (2 + b) 1 (2 + d) (2 + e) (2 + f)) = [s40_board 0 (1 + b) 2 (2 + d) (2 + e) (2 + f); s37_board 0 (2 + b) (3 + d) (2 + e) (2 + f); s40_board 0 (2 + b) 1 (1 + d) (3 + e) (2 + f); s40_board 0 (2 + b) 1 (2 + d) (1 + e) (3 + f)].
Proof. unfold s37_board, s40_board. tf_options. Qed.
Lemma s40_c216_R (b d e f : nat) : rmoves (s40_board 0 (2 + b) 1 (2 + d) (2 + e) (2 + f)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c==1 && d>=2 && e>=2 && f>=2 *)
Lemma s40_c216_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d e f : nat) :
  x = s40_board 0 (2 + b) 1 (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c216_L b d e f), (s40_c216_R b d e f); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) 2 (2 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c216_L b d e f) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 0 (2 + b) (3 + d) (2 + e) (2 + f) (opt_l _ _ _ (s40_c216_L b d e f) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 0 (2 + b) 1 (1 + d) (3 + e) (2 + f) (opt_l _ _ _ (s40_c216_L b d e f) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 0 (2 + b) 1 (2 + d) (1 + e) (3 + f) (opt_l _ _ _ (s40_c216_L b d e f) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s37_p3 Ho1 ltac:(zlia)).
  rewrite (s40_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d==0 && e==0 && f==0: the board of s32 *)
Lemma s40_c217_p31 x (Hs32 : s32_claim x) (b c : nat) :
  x = s40_board 0 (2 + b) (2 + c) 0 0 0 -> fst (s40_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q31] in Hc |- *.
  pose proof (Hs32 0 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d==0 && e==0 && f==1: the board of s32 *)
Lemma s40_c218_p33 x (Hs32 : s32_claim x) (b c : nat) :
  x = s40_board 0 (2 + b) (2 + c) 0 0 1 -> fst (s40_q33 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q33 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q33] in Hc |- *.
  pose proof (Hs32 0 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d==0 && e==0 && f>=2: the board of s32 *)
Lemma s40_c219_p3 x (Hs32 : s32_claim x) (b c f : nat) :
  x = s40_board 0 (2 + b) (2 + c) 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs32 0 (2 + b) (2 + c) (2 + f) ltac:(rewrite Hx; unfold s40_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d==0 && e==1 && f==0: the board of s36 *)
Lemma s40_c220_p9 x (Hs36 : s36_claim x) (b c : nat) :
  x = s40_board 0 (2 + b) (2 + c) 0 1 0 -> fst (s40_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs36 0 (2 + b) (2 + c) 1 0 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d==0 && e==1 && f==1: the board of s36 *)
Lemma s40_c221_p13 x (Hs36 : s36_claim x) (b c : nat) :
  x = s40_board 0 (2 + b) (2 + c) 0 1 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs36 0 (2 + b) (2 + c) 1 1 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d==0 && e==1 && f>=2: the board of s36 *)
Lemma s40_c222_p3 x (Hs36 : s36_claim x) (b c f : nat) :
  x = s40_board 0 (2 + b) (2 + c) 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs36 0 (2 + b) (2 + c) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d==0 && e>=2 && f==0: the board of s36 *)
Lemma s40_c223_p15 x (Hs36 : s36_claim x) (b c e : nat) :
  x = s40_board 0 (2 + b) (2 + c) 0 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs36 0 (2 + b) (2 + c) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d==0 && e>=2 && f==1: the board of s36 *)
Lemma s40_c224_p13 x (Hs36 : s36_claim x) (b c e : nat) :
  x = s40_board 0 (2 + b) (2 + c) 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs36 0 (2 + b) (2 + c) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d==0 && e>=2 && f>=2: the board of s36 *)
Lemma s40_c225_p3 x (Hs36 : s36_claim x) (b c e f : nat) :
  x = s40_board 0 (2 + b) (2 + c) 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs36 0 (2 + b) (2 + c) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d==1 && e==0 && f==0: the board of s38 *)
Lemma s40_c226_p9 x (Hs38 : s38_claim x) (b c : nat) :
  x = s40_board 0 (2 + b) (2 + c) 1 0 0 -> fst (s40_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs38 0 (2 + b) (2 + c) 1 0 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d==1 && e==0 && f==1: the board of s38 *)
Lemma s40_c227_p24 x (Hs38 : s38_claim x) (b c : nat) :
  x = s40_board 0 (2 + b) (2 + c) 1 0 1 -> fst (s40_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs38 0 (2 + b) (2 + c) 1 1 ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d==1 && e==0 && f>=2: the board of s38 *)
Lemma s40_c228_p3 x (Hs38 : s38_claim x) (b c f : nat) :
  x = s40_board 0 (2 + b) (2 + c) 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs38 0 (2 + b) (2 + c) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c229_L (b c : nat) : lmoves (s40_board 0 (2 + b) (2 + c) 1 1 0) = [s40_board 0 (1 + b) (3 + c) 1 1 0; s40_board 0 (2 + b) (1 + c) 2 1 0; s36_board 0 (2 + b) (2 + c) 2 0; s38_board 0 (2 + b) (2 + c) 1 1].
Proof. unfold s36_board, s38_board, s40_board. tf_options. Qed.
Lemma s40_c229_R (b c : nat) : rmoves (s40_board 0 (2 + b) (2 + c) 1 1 0) = [s35_board 0 (2 + b) (2 + c) 1 1].
Proof. unfold s35_board, s40_board. tf_options. Qed.
(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b>=2 && c>=2 && d==1 && e==1 && f==0 *)
Lemma s40_c229_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s40_board 0 (2 + b) (2 + c) 1 1 0 -> fst (s40_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q26] in Hc |- *.
  rewrite tf_game_eq, (s40_c229_L b c), (s40_c229_R b c); cbn [map].
  pose proof (use_s40 IH 0 (1 + b) (3 + c) 1 1 0 (opt_l _ _ _ (s40_c229_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 0 (2 + b) (1 + c) 2 1 0 (opt_l _ _ _ (s40_c229_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 0 (2 + b) (2 + c) 2 0 (opt_l _ _ _ (s40_c229_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH 0 (2 + b) (2 + c) 1 1 (opt_l _ _ _ (s40_c229_L b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s35 IH 0 (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s40_c229_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s40_p26 Ho1 ltac:(zlia)).
  rewrite (s36_p13 Ho2 ltac:(zlia)).
  rewrite (s38_p9 Ho3 ltac:(zlia)).
  rewrite (s35_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

