(* A part of the proof in tf_one_frog_b3.v, which states the theorem.

   Boards, claimed values, the induction hypothesis.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b==3" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)


(* ------------------------------------------------------------------ *)
(* States: the positions the options normalise to                      *)

Definition s1_board (a : nat) : board := repeat T a ++ [F; E; E; E].  (* T^a F _^3 *)
Definition s2_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [F; E; E].  (* T^a _ T^b F _^2 *)
Definition s3_board (a b : nat) : board := repeat T a ++ E :: E :: repeat T b ++ [F; E].  (* T^a _^2 T^b F _ *)
Definition s4_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ [F; E].  (* T^a _ T^b _ T^c F _ *)
Definition s5_board (a b : nat) : board := repeat T a ++ E :: E :: E :: repeat T b ++ [F].  (* T^a _^3 T^b F *)
Definition s6_board (a b c : nat) : board := repeat T a ++ E :: E :: repeat T b ++ E :: repeat T c ++ [F].  (* T^a _^2 T^b _ T^c F *)
Definition s7_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ E :: E :: repeat T c ++ [F].  (* T^a _ T^b _^2 T^c F *)
Definition s8_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ E :: repeat T d ++ [F].  (* T^a _ T^b _ T^c _ T^d F *)

(* ------------------------------------------------------------------ *)
(* Claimed values, piece by piece                                      *)

Definition s1_q1 (a : Z) : Prop * game := ((True)%Z, int (2 * a)).
Definition s1_pieces (a : Z) : list (Prop * game) := [s1_q1 a].
Definition s1_claim (x : board) : Prop :=
  forall a, x = s1_board a -> holds (s1_pieces (Z.of_nat a)) (tf_game x).
Definition s2_q1 (a b : Z) : Prop * game := ((True)%Z, int (2 * a + b - 1)).
Definition s2_pieces (a b : Z) : list (Prop * game) := [s2_q1 a b].
Definition s2_claim (x : board) : Prop :=
  forall a b, x = s2_board a b -> holds (s2_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s3_q1 (a b : Z) : Prop * game := ((b = 0)%Z, int (2 * a - 2)).
Definition s3_q2 (a b : Z) : Prop * game := ((b >= 1)%Z, int (2 * a)).
Definition s3_pieces (a b : Z) : list (Prop * game) := [s3_q1 a b; s3_q2 a b].
Definition s3_claim (x : board) : Prop :=
  forall a b, x = s3_board a b -> holds (s3_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s4_q1 (a b c : Z) : Prop * game := ((b = 0 /\ c = 0)%Z, int (2 * a - 2)).
Definition s4_q2 (a b c : Z) : Prop * game := ((c >= 1)%Z, int (2 * a + b)).
Definition s4_q3 (a b c : Z) : Prop * game := ((b >= 1 /\ c = 0)%Z, nstar (int (2 * a + b - 1))).
Definition s4_pieces (a b c : Z) : list (Prop * game) := [s4_q1 a b c; s4_q2 a b c; s4_q3 a b c].
Definition s4_claim (x : board) : Prop :=
  forall a b c, x = s4_board a b c -> holds (s4_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s5_q1 (a b : Z) : Prop * game := ((a = 0 /\ b <= 1)%Z, int (b - 3)).
Definition s5_q2 (a b : Z) : Prop * game := ((b >= 2)%Z, int (3 * a)).
Definition s5_q3 (a b : Z) : Prop * game := ((a >= 1 /\ b <= 1)%Z, nstar (int (2 * a + b - 2))).
Definition s5_pieces (a b : Z) : list (Prop * game) := [s5_q1 a b; s5_q2 a b; s5_q3 a b].
Definition s5_claim (x : board) : Prop :=
  forall a b, x = s5_board a b -> holds (s5_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s6_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b <= 1 /\ c = 0)%Z, int (2 * a + 2 * b - 3)).
Definition s6_q2 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c = 0)%Z, int (2 * a + 2 * b - 3)).
Definition s6_q3 (a b c : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1)%Z, int (-2)).
Definition s6_q4 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (3 * a + b)).
Definition s6_q5 (a b c : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1)%Z, dyadic 1 1).
Definition s6_q6 (a b c : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0)%Z, Game [dyadic 1 1] [int 0]).
Definition s6_q7 (a b c : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 1)%Z, nstar (int (2 * a + b + c - 2))).
Definition s6_q8 (a b c : Z) : Prop * game := ((a >= 2 /\ (a) mod 2 = 0 /\ b = 0 /\ c <= 1)%Z, nstar (int (2 * a + b + c - 2))).
Definition s6_q9 (a b c : Z) : Prop * game := ((a + b = 3 /\ a <= 1 /\ c = 0)%Z, Game [nstar (int (2 * a + 1))] [int (2 * a)]).
Definition s6_q10 (a b c : Z) : Prop * game := ((a + b >= 3 /\ b >= 1 /\ c = 1)%Z, Game [int (3 * a + b - 1)] [int (2 * a + 1)]).
Definition s6_q11 (a b c : Z) : Prop * game := ((a + b >= 4 /\ b >= 2 /\ c = 0)%Z, Game [Game [int (3 * a + b - 2)] [int (2 * a + 1)]] [int (2 * a)]).
Definition s6_q12 (a b c : Z) : Prop * game := ((a = 1 /\ - b + c >= 0 /\ c <= 1)%Z, nstar (int (2 * a + 2 * b + c - 2))).
Definition s6_q13 (a b c : Z) : Prop * game := ((a >= 3 /\ (a) mod 2 = 1 /\ b = 0 /\ c <= 1)%Z, nstar (int (2 * a + 2 * b + c - 2))).
Definition s6_pieces (a b c : Z) : list (Prop * game) := [s6_q1 a b c; s6_q2 a b c; s6_q3 a b c; s6_q4 a b c; s6_q5 a b c; s6_q6 a b c; s6_q7 a b c; s6_q8 a b c; s6_q9 a b c; s6_q10 a b c; s6_q11 a b c; s6_q12 a b c; s6_q13 a b c].
Definition s6_claim (x : board) : Prop :=
  forall a b c, x = s6_board a b c -> holds (s6_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s7_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c <= 1)%Z, int (c - 3)).
Definition s7_q2 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (3 * a + 2 * b)).
Definition s7_q3 (a b c : Z) : Prop * game := ((b >= 1 /\ c <= 1)%Z, int (2 * a + b + c - 1)).
Definition s7_q4 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c <= 1)%Z, nstar (int (2 * a + c - 2))).
Definition s7_pieces (a b c : Z) : list (Prop * game) := [s7_q1 a b c; s7_q2 a b c; s7_q3 a b c; s7_q4 a b c].
Definition s7_claim (x : board) : Prop :=
  forall a b c, x = s7_board a b c -> holds (s7_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s8_q1 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-3)).
Definition s8_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (-2)).
Definition s8_q3 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int 0).
Definition s8_q4 (a b c d : Z) : Prop * game := ((b = 0 /\ c = 1 /\ d = 0)%Z, int (2 * a - 1)).
Definition s8_q5 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z, dyadic 1 1).
Definition s8_q6 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 1 /\ d >= 2)%Z, int c).
Definition s8_q7 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z, Game [dyadic 1 1] [int 0]).
Definition s8_q8 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 2 /\ d = 1)%Z, nstar (int 1)).
Definition s8_q9 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z, Game [nstar (int 1)] [int 0]).
Definition s8_q10 (a b c d : Z) : Prop * game := ((a + b + c >= 3 /\ c >= 1 /\ d = 1)%Z, Game [int (3 * a + 2 * b + c - 1)] [int (2 * a + b + 1)]).
Definition s8_q11 (a b c d : Z) : Prop * game := ((a + b + c >= 4 /\ c >= 2 /\ d = 0)%Z, Game [Game [int (3 * a + 2 * b + c - 2)] [int (2 * a + b + 1)]] [int (2 * a + b)]).
Definition s8_q12 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 0)%Z, int (2 * a + b - 1)).
Definition s8_q13 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c = 0 /\ d = 1)%Z, int b).
Definition s8_q14 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z, int (2 * b)).
Definition s8_q15 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 1 /\ d = 0)%Z, nstar (int (2 * a + b))).
Definition s8_q16 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z, nstar (int 2)).
Definition s8_q17 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ d >= 2)%Z, int (3 * a + 2 * b + c)).
Definition s8_q18 (a b c d : Z) : Prop * game := ((b >= 1 /\ c >= 1 /\ d >= 2)%Z, int (3 * a + 2 * b + c)).
Definition s8_q19 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 2 /\ d = 0)%Z, Game [nstar (int 2)] [int 1]).
Definition s8_q20 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z, nstar (int (2 * a - 2))).
Definition s8_q21 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z, nstar (int (2 * a - 1))).
Definition s8_q22 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z, nstar (int 3)).
Definition s8_q23 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z, Game [nstar (int 3)] [int 2]).
Definition s8_q24 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c = 0 /\ d = 1)%Z, int (2 * a + b)).
Definition s8_q25 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z, int (3 * a + 2 * b)).
Definition s8_pieces (a b c d : Z) : list (Prop * game) := [s8_q1 a b c d; s8_q2 a b c d; s8_q3 a b c d; s8_q4 a b c d; s8_q5 a b c d; s8_q6 a b c d; s8_q7 a b c d; s8_q8 a b c d; s8_q9 a b c d; s8_q10 a b c d; s8_q11 a b c d; s8_q12 a b c d; s8_q13 a b c d; s8_q14 a b c d; s8_q15 a b c d; s8_q16 a b c d; s8_q17 a b c d; s8_q18 a b c d; s8_q19 a b c d; s8_q20 a b c d; s8_q21 a b c d; s8_q22 a b c d; s8_q23 a b c d; s8_q24 a b c d; s8_q25 a b c d].
Definition s8_claim (x : board) : Prop :=
  forall a b c d, x = s8_board a b c d -> holds (s8_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).

Definition values_hold (x : board) : Prop :=
  s1_claim x /\ s2_claim x /\ s3_claim x /\ s4_claim x /\ s5_claim x /\ s6_claim x /\ s7_claim x /\ s8_claim x.

Lemma use_s1 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s1_board a) < meas x -> holds (s1_pieces (Z.of_nat a)) (tf_game (s1_board a)).
Proof. intros H. exact ((proj1 (IH _ H)) a eq_refl). Qed.
Lemma use_s2 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s2_board a b) < meas x -> holds (s2_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s2_board a b)).
Proof. intros H. exact ((proj1 (proj2 (IH _ H))) a b eq_refl). Qed.
Lemma use_s3 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s3_board a b) < meas x -> holds (s3_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s3_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (IH _ H)))) a b eq_refl). Qed.
Lemma use_s4 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s4_board a b c) < meas x -> holds (s4_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s4_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (IH _ H))))) a b c eq_refl). Qed.
Lemma use_s5 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s5_board a b) < meas x -> holds (s5_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s5_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))) a b eq_refl). Qed.
Lemma use_s6 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s6_board a b c) < meas x -> holds (s6_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s6_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))) a b c eq_refl). Qed.
Lemma use_s7 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s7_board a b c) < meas x -> holds (s7_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s7_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))) a b c eq_refl). Qed.
Lemma use_s8 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s8_board a b c d) < meas x -> holds (s8_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s8_board a b c d)).
Proof. intros H. exact ((proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))) a b c d eq_refl). Qed.

