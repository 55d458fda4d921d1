(* A part of the proof in tf_T_a_F__b.v, which states the theorem.

   Boards, claimed values, the induction hypothesis.

   Written by `cgprove check tf "T^a F _^b" "a(b-1)" --where "b>=1 && b<=3" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)


(* ------------------------------------------------------------------ *)
(* States: the positions the options normalise to                      *)

Definition s1_board (a : nat) : board := repeat T a ++ [F; E].  (* T^a F _ *)
Definition s2_board (a : nat) : board := repeat T a ++ [F; E; E].  (* T^a F _^2 *)
Definition s3_board (a : nat) : board := repeat T a ++ [F; E; E; E].  (* T^a F _^3 *)
Definition s4_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [F].  (* T^a _ T^b F *)
Definition s5_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [F; E].  (* T^a _ T^b F _ *)
Definition s6_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [F; E; E].  (* T^a _ T^b F _^2 *)
Definition s7_board (a b : nat) : board := repeat T a ++ E :: E :: repeat T b ++ [F].  (* T^a _^2 T^b F *)
Definition s8_board (a b : nat) : board := repeat T a ++ E :: E :: repeat T b ++ [F; E].  (* T^a _^2 T^b F _ *)
Definition s9_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ [F].  (* T^a _ T^b _ T^c F *)
Definition s10_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ [F; E].  (* T^a _ T^b _ T^c F _ *)
Definition s11_board (a b : nat) : board := repeat T a ++ E :: E :: E :: repeat T b ++ [F].  (* T^a _^3 T^b F *)
Definition s12_board (a b c : nat) : board := repeat T a ++ E :: E :: repeat T b ++ E :: repeat T c ++ [F].  (* T^a _^2 T^b _ T^c F *)
Definition s13_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ E :: E :: repeat T c ++ [F].  (* T^a _ T^b _^2 T^c F *)
Definition s14_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ E :: repeat T d ++ [F].  (* T^a _ T^b _ T^c _ T^d F *)

(* ------------------------------------------------------------------ *)
(* Claimed values, piece by piece                                      *)

Definition s1_q1 (a : Z) : Prop * game := ((True)%Z, int 0).
Definition s1_pieces (a : Z) : list (Prop * game) := [s1_q1 a].
Definition s1_claim (x : board) : Prop :=
  forall a, x = s1_board a -> holds (s1_pieces (Z.of_nat a)) (tf_game x).
Definition s2_q1 (a : Z) : Prop * game := ((True)%Z, int a).
Definition s2_pieces (a : Z) : list (Prop * game) := [s2_q1 a].
Definition s2_claim (x : board) : Prop :=
  forall a, x = s2_board a -> holds (s2_pieces (Z.of_nat a)) (tf_game x).
Definition s3_q1 (a : Z) : Prop * game := ((True)%Z, int (2 * a)).
Definition s3_pieces (a : Z) : list (Prop * game) := [s3_q1 a].
Definition s3_claim (x : board) : Prop :=
  forall a, x = s3_board a -> holds (s3_pieces (Z.of_nat a)) (tf_game x).
Definition s4_q1 (a b : Z) : Prop * game := ((a = 0 /\ b <= 1)%Z, int (b - 1)).
Definition s4_q2 (a b : Z) : Prop * game := ((b >= 2)%Z, int a).
Definition s4_q3 (a b : Z) : Prop * game := ((a - b = 1 /\ a <= 2)%Z, nstar (int (a - 1))).
Definition s4_q4 (a b : Z) : Prop * game := ((a = 1 /\ b = 1)%Z, dyadic 1 1).
Definition s4_q5 (a b : Z) : Prop * game := ((a = 2 /\ b = 0)%Z, Game [dyadic 1 1] [int 0]).
Definition s4_q6 (a b : Z) : Prop * game := ((a = 3 /\ b = 0)%Z, Game [nstar (int 1)] [int 0]).
Definition s4_q7 (a b : Z) : Prop * game := ((a >= 3 /\ b = 1)%Z, Game [int (a - 1)] [int 1]).
Definition s4_q8 (a b : Z) : Prop * game := ((a >= 4 /\ b = 0)%Z, Game [Game [int (a - 2)] [int 1]] [int 0]).
Definition s4_pieces (a b : Z) : list (Prop * game) := [s4_q1 a b; s4_q2 a b; s4_q3 a b; s4_q4 a b; s4_q5 a b; s4_q6 a b; s4_q7 a b; s4_q8 a b].
Definition s4_claim (x : board) : Prop :=
  forall a b, x = s4_board a b -> holds (s4_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s5_q1 (a b : Z) : Prop * game := ((a = 0 /\ b = 0)%Z, int (-1)).
Definition s5_q2 (a b : Z) : Prop * game := ((b >= 1)%Z, int a).
Definition s5_q3 (a b : Z) : Prop * game := ((a >= 1 /\ b = 0)%Z, dyadic (2 * a - 1) 1).
Definition s5_pieces (a b : Z) : list (Prop * game) := [s5_q1 a b; s5_q2 a b; s5_q3 a b].
Definition s5_claim (x : board) : Prop :=
  forall a b, x = s5_board a b -> holds (s5_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s6_q1 (a b : Z) : Prop * game := ((True)%Z, int (2 * a + b - 1)).
Definition s6_pieces (a b : Z) : list (Prop * game) := [s6_q1 a b].
Definition s6_claim (x : board) : Prop :=
  forall a b, x = s6_board a b -> holds (s6_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s7_q1 (a b : Z) : Prop * game := ((a = 0 /\ b <= 1)%Z, int (b - 2)).
Definition s7_q2 (a b : Z) : Prop * game := ((b >= 2)%Z, int (2 * a)).
Definition s7_q3 (a b : Z) : Prop * game := ((a >= 1 /\ b <= 1)%Z, int (a + b - 1)).
Definition s7_pieces (a b : Z) : list (Prop * game) := [s7_q1 a b; s7_q2 a b; s7_q3 a b].
Definition s7_claim (x : board) : Prop :=
  forall a b, x = s7_board a b -> holds (s7_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s8_q1 (a b : Z) : Prop * game := ((b = 0)%Z, int (2 * a - 2)).
Definition s8_q2 (a b : Z) : Prop * game := ((b >= 1)%Z, int (2 * a)).
Definition s8_pieces (a b : Z) : list (Prop * game) := [s8_q1 a b; s8_q2 a b].
Definition s8_claim (x : board) : Prop :=
  forall a b, x = s8_board a b -> holds (s8_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s9_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b <= 1 /\ c <= 1)%Z, dyadic (3 * b + 2 * c - 4) 1).
Definition s9_q2 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (2 * a + b)).
Definition s9_q3 (a b c : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0)%Z, Game [dyadic 1 1] [int 0]).
Definition s9_q4 (a b c : Z) : Prop * game := ((a + b = 2 /\ a + c >= 1 /\ a <= 1 /\ c <= 1)%Z, nstar (int (a + c))).
Definition s9_q5 (a b c : Z) : Prop * game := ((a >= 2 /\ b = 1 /\ c = 0)%Z, nstar (int (a + c))).
Definition s9_q6 (a b c : Z) : Prop * game := ((a + b = 3 /\ a <= 1 /\ c = 0)%Z, Game [nstar (int (a + 1))] [int a]).
Definition s9_q7 (a b c : Z) : Prop * game := ((a + b >= 3 /\ b >= 1 /\ c = 1)%Z, Game [int (2 * a + b - 1)] [int (a + 1)]).
Definition s9_q8 (a b c : Z) : Prop * game := ((a + b >= 4 /\ b >= 2 /\ c = 0)%Z, Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]).
Definition s9_q9 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c <= 1)%Z, int (a + c - 1)).
Definition s9_pieces (a b c : Z) : list (Prop * game) := [s9_q1 a b c; s9_q2 a b c; s9_q3 a b c; s9_q4 a b c; s9_q5 a b c; s9_q6 a b c; s9_q7 a b c; s9_q8 a b c; s9_q9 a b c].
Definition s9_claim (x : board) : Prop :=
  forall a b c, x = s9_board a b c -> holds (s9_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s10_q1 (a b c : Z) : Prop * game := ((b = 0 /\ c = 0)%Z, int (2 * a - 2)).
Definition s10_q2 (a b c : Z) : Prop * game := ((c >= 1)%Z, int (2 * a + b)).
Definition s10_q3 (a b c : Z) : Prop * game := ((b >= 1 /\ c = 0)%Z, nstar (int (2 * a + b - 1))).
Definition s10_pieces (a b c : Z) : list (Prop * game) := [s10_q1 a b c; s10_q2 a b c; s10_q3 a b c].
Definition s10_claim (x : board) : Prop :=
  forall a b c, x = s10_board a b c -> holds (s10_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s11_q1 (a b : Z) : Prop * game := ((a = 0 /\ b <= 1)%Z, int (b - 3)).
Definition s11_q2 (a b : Z) : Prop * game := ((b >= 2)%Z, int (3 * a)).
Definition s11_q3 (a b : Z) : Prop * game := ((a >= 1 /\ b <= 1)%Z, nstar (int (2 * a + b - 2))).
Definition s11_pieces (a b : Z) : list (Prop * game) := [s11_q1 a b; s11_q2 a b; s11_q3 a b].
Definition s11_claim (x : board) : Prop :=
  forall a b, x = s11_board a b -> holds (s11_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s12_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b <= 1 /\ c = 0)%Z, int (2 * a + 2 * b - 3)).
Definition s12_q2 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c = 0)%Z, int (2 * a + 2 * b - 3)).
Definition s12_q3 (a b c : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1)%Z, int (-2)).
Definition s12_q4 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (3 * a + b)).
Definition s12_q5 (a b c : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1)%Z, dyadic 1 1).
Definition s12_q6 (a b c : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0)%Z, Game [dyadic 1 1] [int 0]).
Definition s12_q7 (a b c : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 1)%Z, nstar (int (2 * a + b + c - 2))).
Definition s12_q8 (a b c : Z) : Prop * game := ((a >= 2 /\ (a) mod 2 = 0 /\ b = 0 /\ c <= 1)%Z, nstar (int (2 * a + b + c - 2))).
Definition s12_q9 (a b c : Z) : Prop * game := ((a + b = 3 /\ a <= 1 /\ c = 0)%Z, Game [nstar (int (2 * a + 1))] [int (2 * a)]).
Definition s12_q10 (a b c : Z) : Prop * game := ((a + b >= 3 /\ b >= 1 /\ c = 1)%Z, Game [int (3 * a + b - 1)] [int (2 * a + 1)]).
Definition s12_q11 (a b c : Z) : Prop * game := ((a + b >= 4 /\ b >= 2 /\ c = 0)%Z, Game [Game [int (3 * a + b - 2)] [int (2 * a + 1)]] [int (2 * a)]).
Definition s12_q12 (a b c : Z) : Prop * game := ((a = 1 /\ - b + c >= 0 /\ c <= 1)%Z, nstar (int (2 * a + 2 * b + c - 2))).
Definition s12_q13 (a b c : Z) : Prop * game := ((a >= 3 /\ (a) mod 2 = 1 /\ b = 0 /\ c <= 1)%Z, nstar (int (2 * a + 2 * b + c - 2))).
Definition s12_pieces (a b c : Z) : list (Prop * game) := [s12_q1 a b c; s12_q2 a b c; s12_q3 a b c; s12_q4 a b c; s12_q5 a b c; s12_q6 a b c; s12_q7 a b c; s12_q8 a b c; s12_q9 a b c; s12_q10 a b c; s12_q11 a b c; s12_q12 a b c; s12_q13 a b c].
Definition s12_claim (x : board) : Prop :=
  forall a b c, x = s12_board a b c -> holds (s12_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s13_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c <= 1)%Z, int (c - 3)).
Definition s13_q2 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (3 * a + 2 * b)).
Definition s13_q3 (a b c : Z) : Prop * game := ((b >= 1 /\ c <= 1)%Z, int (2 * a + b + c - 1)).
Definition s13_q4 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c <= 1)%Z, nstar (int (2 * a + c - 2))).
Definition s13_pieces (a b c : Z) : list (Prop * game) := [s13_q1 a b c; s13_q2 a b c; s13_q3 a b c; s13_q4 a b c].
Definition s13_claim (x : board) : Prop :=
  forall a b c, x = s13_board a b c -> holds (s13_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s14_q1 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-3)).
Definition s14_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (-2)).
Definition s14_q3 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int 0).
Definition s14_q4 (a b c d : Z) : Prop * game := ((b = 0 /\ c = 1 /\ d = 0)%Z, int (2 * a - 1)).
Definition s14_q5 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z, dyadic 1 1).
Definition s14_q6 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 1 /\ d >= 2)%Z, int c).
Definition s14_q7 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z, Game [dyadic 1 1] [int 0]).
Definition s14_q8 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 2 /\ d = 1)%Z, nstar (int 1)).
Definition s14_q9 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z, Game [nstar (int 1)] [int 0]).
Definition s14_q10 (a b c d : Z) : Prop * game := ((a + b + c >= 3 /\ c >= 1 /\ d = 1)%Z, Game [int (3 * a + 2 * b + c - 1)] [int (2 * a + b + 1)]).
Definition s14_q11 (a b c d : Z) : Prop * game := ((a + b + c >= 4 /\ c >= 2 /\ d = 0)%Z, Game [Game [int (3 * a + 2 * b + c - 2)] [int (2 * a + b + 1)]] [int (2 * a + b)]).
Definition s14_q12 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 0)%Z, int (2 * a + b - 1)).
Definition s14_q13 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c = 0 /\ d = 1)%Z, int b).
Definition s14_q14 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z, int (2 * b)).
Definition s14_q15 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 1 /\ d = 0)%Z, nstar (int (2 * a + b))).
Definition s14_q16 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z, nstar (int 2)).
Definition s14_q17 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ d >= 2)%Z, int (3 * a + 2 * b + c)).
Definition s14_q18 (a b c d : Z) : Prop * game := ((b >= 1 /\ c >= 1 /\ d >= 2)%Z, int (3 * a + 2 * b + c)).
Definition s14_q19 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 2 /\ d = 0)%Z, Game [nstar (int 2)] [int 1]).
Definition s14_q20 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z, nstar (int (2 * a - 2))).
Definition s14_q21 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z, nstar (int (2 * a - 1))).
Definition s14_q22 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z, nstar (int 3)).
Definition s14_q23 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z, Game [nstar (int 3)] [int 2]).
Definition s14_q24 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c = 0 /\ d = 1)%Z, int (2 * a + b)).
Definition s14_q25 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z, int (3 * a + 2 * b)).
Definition s14_pieces (a b c d : Z) : list (Prop * game) := [s14_q1 a b c d; s14_q2 a b c d; s14_q3 a b c d; s14_q4 a b c d; s14_q5 a b c d; s14_q6 a b c d; s14_q7 a b c d; s14_q8 a b c d; s14_q9 a b c d; s14_q10 a b c d; s14_q11 a b c d; s14_q12 a b c d; s14_q13 a b c d; s14_q14 a b c d; s14_q15 a b c d; s14_q16 a b c d; s14_q17 a b c d; s14_q18 a b c d; s14_q19 a b c d; s14_q20 a b c d; s14_q21 a b c d; s14_q22 a b c d; s14_q23 a b c d; s14_q24 a b c d; s14_q25 a b c d].
Definition s14_claim (x : board) : Prop :=
  forall a b c d, x = s14_board a b c d -> holds (s14_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).

Definition values_hold (x : board) : Prop :=
  s1_claim x /\ s2_claim x /\ s3_claim x /\ s4_claim x /\ s5_claim x /\ s6_claim x /\ s7_claim x /\ s8_claim x /\ s9_claim x /\ s10_claim x /\ s11_claim x /\ s12_claim x /\ s13_claim x /\ s14_claim x.

Lemma use_s1 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s1_board a) < meas x -> holds (s1_pieces (Z.of_nat a)) (tf_game (s1_board a)).
Proof. intros H. exact ((proj1 (IH _ H)) a eq_refl). Qed.
Lemma use_s2 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s2_board a) < meas x -> holds (s2_pieces (Z.of_nat a)) (tf_game (s2_board a)).
Proof. intros H. exact ((proj1 (proj2 (IH _ H))) a eq_refl). Qed.
Lemma use_s3 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s3_board a) < meas x -> holds (s3_pieces (Z.of_nat a)) (tf_game (s3_board a)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (IH _ H)))) a eq_refl). Qed.
Lemma use_s4 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s4_board a b) < meas x -> holds (s4_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s4_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (IH _ H))))) a b eq_refl). Qed.
Lemma use_s5 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s5_board a b) < meas x -> holds (s5_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s5_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))) a b eq_refl). Qed.
Lemma use_s6 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s6_board a b) < meas x -> holds (s6_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s6_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))) a b eq_refl). Qed.
Lemma use_s7 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s7_board a b) < meas x -> holds (s7_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s7_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))) a b eq_refl). Qed.
Lemma use_s8 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s8_board a b) < meas x -> holds (s8_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s8_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))) a b eq_refl). Qed.
Lemma use_s9 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s9_board a b c) < meas x -> holds (s9_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s9_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))) a b c eq_refl). Qed.
Lemma use_s10 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s10_board a b c) < meas x -> holds (s10_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s10_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))) a b c eq_refl). Qed.
Lemma use_s11 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s11_board a b) < meas x -> holds (s11_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s11_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))) a b eq_refl). Qed.
Lemma use_s12 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s12_board a b c) < meas x -> holds (s12_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s12_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))) a b c eq_refl). Qed.
Lemma use_s13 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s13_board a b c) < meas x -> holds (s13_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s13_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))) a b c eq_refl). Qed.
Lemma use_s14 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s14_board a b c d) < meas x -> holds (s14_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s14_board a b c d)).
Proof. intros H. exact ((proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))) a b c d eq_refl). Qed.

