(* A part of the proof in tf_erickson.v, which states the theorem.

   Boards, claimed values, the induction hypothesis.

   Written by `cgprove check tf "T^a ___ FF" "{a-2|a-2}" --where "a>=2" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)


(* ------------------------------------------------------------------ *)
(* States: the positions the options normalise to                      *)

Definition s1_board (a : nat) : board := repeat T a ++ [F; F; E; E; E].  (* T^a F^2 _^3 *)
Definition s2_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [F; F; E; E].  (* T^a _ T^b F^2 _^2 *)
Definition s3_board (a b : nat) : board := repeat T a ++ E :: E :: repeat T b ++ [F; F; E].  (* T^a _^2 T^b F^2 _ *)
Definition s4_board (a b : nat) : board := repeat T a ++ E :: E :: E :: repeat T b ++ [F; F].  (* T^a _^3 T^b F^2 *)
Definition s5_board (a b c : nat) : board := repeat T a ++ E :: E :: repeat T b ++ E :: repeat T c ++ [F; F].  (* T^a _^2 T^b _ T^c F^2 *)
Definition s6_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ E :: E :: repeat T c ++ [F; F].  (* T^a _ T^b _^2 T^c F^2 *)
Definition s7_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ E :: repeat T d ++ [F; F].  (* T^a _ T^b _ T^c _ T^d F^2 *)
Definition s8_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ [F; F; E].  (* T^a _ T^b _ T^c F^2 _ *)
Definition s9_board (a : nat) : board := repeat T a ++ [F; E; E; E].  (* T^a F _^3 *)
Definition s10_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [F; E; E].  (* T^a _ T^b F _^2 *)
Definition s11_board (a b : nat) : board := repeat T a ++ E :: E :: repeat T b ++ [F; E].  (* T^a _^2 T^b F _ *)
Definition s12_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ [F; E].  (* T^a _ T^b _ T^c F _ *)
Definition s13_board (a b : nat) : board := repeat T a ++ E :: E :: E :: repeat T b ++ [F].  (* T^a _^3 T^b F *)
Definition s14_board (a b c : nat) : board := repeat T a ++ E :: E :: repeat T b ++ E :: repeat T c ++ [F].  (* T^a _^2 T^b _ T^c F *)
Definition s15_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ E :: E :: repeat T c ++ [F].  (* T^a _ T^b _^2 T^c F *)
Definition s16_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ E :: repeat T d ++ [F].  (* T^a _ T^b _ T^c _ T^d F *)
Definition s17_board (a : nat) : board := repeat T a ++ [F; T; F; E; E; E].  (* T^a F T F _^3 *)
Definition s18_board (a b : nat) : board := repeat T a ++ F :: E :: repeat T b ++ [F; E; E].  (* T^a F _ T^b F _^2 *)
Definition s19_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ F :: repeat T c ++ [F; E; E].  (* T^a _ T^b F T^c F _^2 *)
Definition s20_board (a b c : nat) : board := repeat T a ++ E :: E :: E :: repeat T b ++ F :: repeat T c ++ [F].  (* T^a _^3 T^b F T^c F *)
Definition s21_board (a b c d : nat) : board := repeat T a ++ E :: E :: repeat T b ++ E :: repeat T c ++ F :: repeat T d ++ [F].  (* T^a _^2 T^b _ T^c F T^d F *)
Definition s22_board (a b c : nat) : board := repeat T a ++ E :: E :: repeat T b ++ F :: repeat T c ++ [F; E].  (* T^a _^2 T^b F T^c F _ *)
Definition s23_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ F :: repeat T d ++ [F; E].  (* T^a _ T^b _ T^c F T^d F _ *)
Definition s24_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ E :: E :: repeat T c ++ F :: repeat T d ++ [F].  (* T^a _ T^b _^2 T^c F T^d F *)
Definition s25_board (a b c d e : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ E :: repeat T d ++ F :: repeat T e ++ [F].  (* T^a _ T^b _ T^c _ T^d F T^e F *)
Definition s26_board (a b : nat) : board := repeat T a ++ F :: T :: E :: repeat T b ++ [F; E; E].  (* T^a F T _ T^b F _^2 *)
Definition s27_board (a b : nat) : board := repeat T a ++ F :: E :: E :: repeat T b ++ [F; E].  (* T^a F _^2 T^b F _ *)
Definition s28_board (a b c d : nat) : board := repeat T a ++ E :: E :: repeat T b ++ F :: repeat T c ++ E :: repeat T d ++ [F].  (* T^a _^2 T^b F T^c _ T^d F *)
Definition s29_board (a b : nat) : board := repeat T a ++ F :: T :: E :: E :: repeat T b ++ [F; E].  (* T^a F T _^2 T^b F _ *)
Definition s30_board (a b c d e : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ F :: repeat T d ++ E :: repeat T e ++ [F].  (* T^a _ T^b _ T^c F T^d _ T^e F *)
Definition s31_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ F :: repeat T c ++ E :: repeat T d ++ [F; E].  (* T^a _ T^b F T^c _ T^d F _ *)
Definition s32_board (a b c : nat) : board := repeat T a ++ F :: E :: repeat T b ++ E :: repeat T c ++ [F; E].  (* T^a F _ T^b _ T^c F _ *)
Definition s33_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ F :: repeat T c ++ E :: E :: repeat T d ++ [F].  (* T^a _ T^b F T^c _^2 T^d F *)
Definition s34_board (a b : nat) : board := repeat T a ++ F :: E :: E :: E :: repeat T b ++ [F].  (* T^a F _^3 T^b F *)
Definition s35_board (a b c : nat) : board := repeat T a ++ F :: E :: E :: repeat T b ++ E :: repeat T c ++ [F].  (* T^a F _^2 T^b _ T^c F *)
Definition s36_board (a b c : nat) : board := repeat T a ++ F :: E :: repeat T b ++ E :: E :: repeat T c ++ [F].  (* T^a F _ T^b _^2 T^c F *)
Definition s37_board (a b : nat) : board := repeat T a ++ F :: T :: E :: E :: E :: repeat T b ++ [F].  (* T^a F T _^3 T^b F *)
Definition s38_board (a b c : nat) : board := repeat T a ++ F :: T :: E :: E :: repeat T b ++ E :: repeat T c ++ [F].  (* T^a F T _^2 T^b _ T^c F *)
Definition s39_board (a b c d e : nat) : board := repeat T a ++ E :: repeat T b ++ F :: repeat T c ++ E :: repeat T d ++ E :: repeat T e ++ [F].  (* T^a _ T^b F T^c _ T^d _ T^e F *)
Definition s40_board (a b c : nat) : board := repeat T a ++ F :: T :: E :: repeat T b ++ E :: repeat T c ++ [F; E].  (* T^a F T _ T^b _ T^c F _ *)
Definition s41_board (a b c d : nat) : board := repeat T a ++ F :: E :: repeat T b ++ E :: repeat T c ++ E :: repeat T d ++ [F].  (* T^a F _ T^b _ T^c _ T^d F *)
Definition s42_board (a b c : nat) : board := repeat T a ++ F :: T :: E :: repeat T b ++ E :: E :: repeat T c ++ [F].  (* T^a F T _ T^b _^2 T^c F *)
Definition s43_board (a b c d : nat) : board := repeat T a ++ F :: T :: E :: repeat T b ++ E :: repeat T c ++ E :: repeat T d ++ [F].  (* T^a F T _ T^b _ T^c _ T^d F *)

(* ------------------------------------------------------------------ *)
(* Claimed values, piece by piece                                      *)

Definition s1_q1 (a : Z) : Prop * game := ((True)%Z, int 0).
Definition s1_pieces (a : Z) : list (Prop * game) := [s1_q1 a].
Definition s1_claim (x : board) : Prop :=
  forall a, x = s1_board a -> holds (s1_pieces (Z.of_nat a)) (tf_game x).
Definition s2_q1 (a b : Z) : Prop * game := ((a = 0 /\ b = 0)%Z, int (-2)).
Definition s2_q2 (a b : Z) : Prop * game := ((a <= 2 /\ b >= 1)%Z, int a).
Definition s2_q3 (a b : Z) : Prop * game := ((a >= 3 /\ b >= 2)%Z, int a).
Definition s2_q4 (a b : Z) : Prop * game := ((a = 1 /\ b = 0)%Z, Game [int 0] [dyadic (-1) 1]).
Definition s2_q5 (a b : Z) : Prop * game := ((a - b = 3 /\ a <= 4)%Z, nstar (int (a - 1))).
Definition s2_q6 (a b : Z) : Prop * game := ((a = 2 /\ b = 0)%Z, nstar (int (a - 1))).
Definition s2_q7 (a b : Z) : Prop * game := ((a = 3 /\ b = 1)%Z, dyadic 5 1).
Definition s2_q8 (a b : Z) : Prop * game := ((a = 4 /\ b = 0)%Z, dyadic 11 2).
Definition s2_q9 (a b : Z) : Prop * game := ((a >= 5 /\ b = 0)%Z, int 3).
Definition s2_q10 (a b : Z) : Prop * game := ((a >= 5 /\ b = 1)%Z, Game [int (a - 1)] [int 3]).
Definition s2_pieces (a b : Z) : list (Prop * game) := [s2_q1 a b; s2_q2 a b; s2_q3 a b; s2_q4 a b; s2_q5 a b; s2_q6 a b; s2_q7 a b; s2_q8 a b; s2_q9 a b; s2_q10 a b].
Definition s2_claim (x : board) : Prop :=
  forall a b, x = s2_board a b -> holds (s2_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s3_q1 (a b : Z) : Prop * game := ((a + b <= 1)%Z, int (3 * a + 3 * b - 4)).
Definition s3_q2 (a b : Z) : Prop * game := ((b >= 2)%Z, int (2 * a)).
Definition s3_q3 (a b : Z) : Prop * game := ((a >= 1 /\ b = 1)%Z, dyadic (2 * a + 2 * b - 3) 1).
Definition s3_q4 (a b : Z) : Prop * game := ((a >= 2 /\ a <= 3 /\ b = 0)%Z, dyadic (2 * a + 2 * b - 3) 1).
Definition s3_q5 (a b : Z) : Prop * game := ((a = 4 /\ b = 0)%Z, dyadic 9 2).
Definition s3_q6 (a b : Z) : Prop * game := ((a = 5 /\ b = 0)%Z, Game [int 3] [nstar (int 3)]).
Definition s3_q7 (a b : Z) : Prop * game := ((a >= 6 /\ b = 0)%Z, Game [int (a - 2)] [Game [int (a - 2)] [int 3]]).
Definition s3_pieces (a b : Z) : list (Prop * game) := [s3_q1 a b; s3_q2 a b; s3_q3 a b; s3_q4 a b; s3_q5 a b; s3_q6 a b; s3_q7 a b].
Definition s3_claim (x : board) : Prop :=
  forall a b, x = s3_board a b -> holds (s3_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s4_q1 (a b : Z) : Prop * game := ((- a + b >= 0 /\ b <= 1)%Z, int (3 * a + 2 * b - 6)).
Definition s4_q2 (a b : Z) : Prop * game := ((b >= 2)%Z, int (3 * a)).
Definition s4_q3 (a b : Z) : Prop * game := ((a = 1 /\ b = 0)%Z, nstar (int (-2))).
Definition s4_q4 (a b : Z) : Prop * game := ((a >= 2 /\ b = 0)%Z, nstar (int (a - 2))).
Definition s4_q5 (a b : Z) : Prop * game := ((a >= 2 /\ b = 1)%Z, int (a - 1)).
Definition s4_pieces (a b : Z) : list (Prop * game) := [s4_q1 a b; s4_q2 a b; s4_q3 a b; s4_q4 a b; s4_q5 a b].
Definition s4_claim (x : board) : Prop :=
  forall a b, x = s4_board a b -> holds (s4_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s5_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b + c <= 1)%Z, int (3 * b + 2 * c - 6)).
Definition s5_q2 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (3 * a + b)).
Definition s5_q3 (a b c : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1)%Z, Game [int 0] [nstar (int (-1))]).
Definition s5_q4 (a b c : Z) : Prop * game := ((a + b = 3 /\ a >= 1 /\ a <= 2 /\ c = 0)%Z, nstar (int (2 * a + 2 * b - 5))).
Definition s5_q5 (a b c : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0)%Z, nstar (int (2 * a + 2 * b - 5))).
Definition s5_q6 (a b c : Z) : Prop * game := ((b >= 2 /\ c = 1)%Z, Game [int (3 * a + b - 1)] [nstar (int (2 * a))]).
Definition s5_q7 (a b c : Z) : Prop * game := ((b >= 3 /\ c = 0)%Z, nstar (int (2 * a))).
Definition s5_q8 (a b c : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0)%Z, nstar (int (-2))).
Definition s5_q9 (a b c : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 1)%Z, int (-1)).
Definition s5_q10 (a b c : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 0)%Z, dyadic (-1) 1).
Definition s5_q11 (a b c : Z) : Prop * game := ((a >= 1 /\ a <= 2 /\ b = 1 /\ c = 1)%Z, Game [int (3 * a)] [nstar (int a)]).
Definition s5_q12 (a b c : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 0)%Z, nstar (int (a - 2))).
Definition s5_q13 (a b c : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 1)%Z, int (a - 1)).
Definition s5_q14 (a b c : Z) : Prop * game := ((a >= 2 /\ b = 2 /\ c = 0)%Z, dyadic (4 * a - 3) 1).
Definition s5_q15 (a b c : Z) : Prop * game := ((a >= 3 /\ b = 1 /\ c = 0)%Z, Game [int (2 * a - 3)] [int (a - 1)]).
Definition s5_q16 (a b c : Z) : Prop * game := ((a >= 3 /\ b = 1 /\ c = 1)%Z, Game [int (3 * a)] [Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a]]).
Definition s5_pieces (a b c : Z) : list (Prop * game) := [s5_q1 a b c; s5_q2 a b c; s5_q3 a b c; s5_q4 a b c; s5_q5 a b c; s5_q6 a b c; s5_q7 a b c; s5_q8 a b c; s5_q9 a b c; s5_q10 a b c; s5_q11 a b c; s5_q12 a b c; s5_q13 a b c; s5_q14 a b c; s5_q15 a b c; s5_q16 a b c].
Definition s5_claim (x : board) : Prop :=
  forall a b c, x = s5_board a b c -> holds (s5_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s6_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b + c <= 1)%Z, int (4 * b + 2 * c - 6)).
Definition s6_q2 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (3 * a + 2 * b)).
Definition s6_q3 (a b c : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 1)%Z, nstar (dyadic (4 * a + 3 * b + 3 * c - 8) 1)).
Definition s6_q4 (a b c : Z) : Prop * game := ((a + c >= 1 /\ a <= 1 /\ b + c <= 2 /\ (b + c) mod 2 = 0 /\ c <= 1)%Z, nstar (dyadic (4 * a + 3 * b + 3 * c - 8) 1)).
Definition s6_q5 (a b c : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0)%Z, dyadic (-1) 1).
Definition s6_q6 (a b c : Z) : Prop * game := ((b >= 3 /\ c = 0)%Z, Game [dyadic (4 * a + 2 * b - 5) 1] [int a]).
Definition s6_q7 (a b c : Z) : Prop * game := ((a = 0 /\ b = 3 /\ c = 1)%Z, int 1).
Definition s6_q8 (a b c : Z) : Prop * game := ((a + b >= 4 /\ b >= 2 /\ c = 1)%Z, Game [nstar (int (2 * a + b - 2))] [nstar (int (a + 1))]).
Definition s6_q9 (a b c : Z) : Prop * game := ((a = 1 /\ b <= 2 /\ (b) mod 2 = 0 /\ c = 1)%Z, dyadic (3 * b - 2) 1).
Definition s6_q10 (a b c : Z) : Prop * game := ((a + b >= 2 /\ b + c = 1)%Z, int (a - 1)).
Definition s6_q11 (a b c : Z) : Prop * game := ((a = 2 /\ b - c = 0 /\ b <= 1)%Z, nstar (int (a + 2 * b - 2))).
Definition s6_q12 (a b c : Z) : Prop * game := ((a >= 3 /\ b = 0 /\ c = 0)%Z, nstar (int (a + 2 * b - 2))).
Definition s6_q13 (a b c : Z) : Prop * game := ((a >= 2 /\ b = 2 /\ c = 0)%Z, Game [int (2 * a - 1)] [int a]).
Definition s6_q14 (a b c : Z) : Prop * game := ((a >= 3 /\ b = 1 /\ c = 1)%Z, Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a]).
Definition s6_pieces (a b c : Z) : list (Prop * game) := [s6_q1 a b c; s6_q2 a b c; s6_q3 a b c; s6_q4 a b c; s6_q5 a b c; s6_q6 a b c; s6_q7 a b c; s6_q8 a b c; s6_q9 a b c; s6_q10 a b c; s6_q11 a b c; s6_q12 a b c; s6_q13 a b c; s6_q14 a b c].
Definition s6_claim (x : board) : Prop :=
  forall a b c, x = s6_board a b c -> holds (s6_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s7_q1 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-6)).
Definition s7_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (-4)).
Definition s7_q3 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int 0).
Definition s7_q4 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z, int (-3)).
Definition s7_q5 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z, Game [int 0] [nstar (int (-1))]).
Definition s7_q6 (a b c d : Z) : Prop * game := ((c >= 1 /\ d >= 2)%Z, int (3 * a + 2 * b + c)).
Definition s7_q7 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z, nstar (int (-1))).
Definition s7_q8 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z, nstar (int (-1))).
Definition s7_q9 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 2 /\ d = 1)%Z, Game [int (c - 1)] [nstar (int 0)]).
Definition s7_q10 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 3 /\ d = 0)%Z, nstar (int 0)).
Definition s7_q11 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z, int (-2)).
Definition s7_q12 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z, int (2 * b)).
Definition s7_q13 (a b c d : Z) : Prop * game := ((a + b = 1 /\ a + c = 1 /\ a - d = 0)%Z, int (-1)).
Definition s7_q14 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z, Game [int 2] [nstar (dyadic 1 1)]).
Definition s7_q15 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 2 /\ d = 0)%Z, nstar (dyadic 1 1)).
Definition s7_q16 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z, nstar (dyadic 1 1)).
Definition s7_q17 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c >= 2 /\ d = 1)%Z, Game [int (2 * b + c - 1)] [nstar (int b)]).
Definition s7_q18 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c >= 3 /\ d = 0)%Z, nstar (int b)).
Definition s7_q19 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z, dyadic (-1) 1).
Definition s7_q20 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 2 /\ c >= 1 /\ c <= 2 /\ d = 0)%Z, dyadic (2 * b + c - 4) 1).
Definition s7_q21 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 1 /\ d = 1)%Z, Game [int 4] [int 1]).
Definition s7_q22 (a b c d : Z) : Prop * game := ((b >= 3 /\ c = 0 /\ d = 0)%Z, Game [dyadic (4 * a + 2 * b - 5) 1] [int a]).
Definition s7_q23 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 3 /\ c = 0 /\ d = 1)%Z, int 1).
Definition s7_q24 (a b c d : Z) : Prop * game := ((a + b >= 3 /\ b >= 1 /\ c = 1 /\ d = 1)%Z, Game [int (3 * a + 2 * b)] [Game [nstar (int (2 * a + b - 1))] [nstar (int (a + 1))]]).
Definition s7_q25 (a b c d : Z) : Prop * game := ((a + b >= 4 /\ b >= 2 /\ c = 0 /\ d = 1)%Z, Game [nstar (int (2 * a + b - 2))] [nstar (int (a + 1))]).
Definition s7_q26 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z, nstar (int (-2))).
Definition s7_q27 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int (3 * a)).
Definition s7_q28 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z, dyadic (4 * a + 2 * c - 7) 1).
Definition s7_q29 (a b c d : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 2 /\ d = 0)%Z, dyadic (4 * a + 2 * c - 7) 1).
Definition s7_q30 (a b c d : Z) : Prop * game := ((a >= 1 /\ a <= 2 /\ b = 0 /\ c = 1 /\ d = 1)%Z, Game [int (3 * a)] [nstar (int a)]).
Definition s7_q31 (a b c d : Z) : Prop * game := ((a + c = 3 /\ a >= 1 /\ a <= 2 /\ b = 0 /\ d = 0)%Z, nstar (int 1)).
Definition s7_q32 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 2 /\ c = 0 /\ d = 0)%Z, nstar (int 1)).
Definition s7_q33 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c >= 2 /\ d = 1)%Z, Game [int (3 * a + c - 1)] [nstar (int (2 * a))]).
Definition s7_q34 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c >= 3 /\ d = 0)%Z, nstar (int (2 * a))).
Definition s7_q35 (a b c d : Z) : Prop * game := ((a + b >= 2 /\ b + d = 1 /\ c = 0)%Z, int (a - 1)).
Definition s7_q36 (a b c d : Z) : Prop * game := ((a >= 1 /\ a <= 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z, nstar (int a)).
Definition s7_q37 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z, int (3 * a + 2 * b)).
Definition s7_q38 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c >= 1 /\ c <= 2 /\ d = 0)%Z, int (2 * a + c - 2)).
Definition s7_q39 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 1 /\ d = 1)%Z, Game [int 5] [int 2]).
Definition s7_q40 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c >= 2 /\ d = 1)%Z, Game [int (3 * a + 2 * b + c - 1)] [nstar (int (2 * a + b))]).
Definition s7_q41 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c >= 3 /\ d = 0)%Z, nstar (int (2 * a + b))).
Definition s7_q42 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 2 /\ c = 0 /\ d = 1)%Z, int 2).
Definition s7_q43 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 2 /\ c >= 1 /\ c <= 2 /\ d = 0)%Z, dyadic (4 * a + 2 * b + c - 4) 1).
Definition s7_q44 (a b c d : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z, nstar (int (a - 2))).
Definition s7_q45 (a b c d : Z) : Prop * game := ((a >= 2 /\ b = 2 /\ c = 0 /\ d = 0)%Z, Game [int (2 * a - 1)] [int a]).
Definition s7_q46 (a b c d : Z) : Prop * game := ((a >= 3 /\ b = 0 /\ c = 1 /\ d = 0)%Z, Game [int (2 * a - 3)] [int (a - 1)]).
Definition s7_q47 (a b c d : Z) : Prop * game := ((a >= 3 /\ b = 0 /\ c = 1 /\ d = 1)%Z, Game [int (3 * a)] [Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a]]).
Definition s7_q48 (a b c d : Z) : Prop * game := ((a >= 3 /\ b = 1 /\ c = 0 /\ d = 1)%Z, Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a]).
Definition s7_pieces (a b c d : Z) : list (Prop * game) := [s7_q1 a b c d; s7_q2 a b c d; s7_q3 a b c d; s7_q4 a b c d; s7_q5 a b c d; s7_q6 a b c d; s7_q7 a b c d; s7_q8 a b c d; s7_q9 a b c d; s7_q10 a b c d; s7_q11 a b c d; s7_q12 a b c d; s7_q13 a b c d; s7_q14 a b c d; s7_q15 a b c d; s7_q16 a b c d; s7_q17 a b c d; s7_q18 a b c d; s7_q19 a b c d; s7_q20 a b c d; s7_q21 a b c d; s7_q22 a b c d; s7_q23 a b c d; s7_q24 a b c d; s7_q25 a b c d; s7_q26 a b c d; s7_q27 a b c d; s7_q28 a b c d; s7_q29 a b c d; s7_q30 a b c d; s7_q31 a b c d; s7_q32 a b c d; s7_q33 a b c d; s7_q34 a b c d; s7_q35 a b c d; s7_q36 a b c d; s7_q37 a b c d; s7_q38 a b c d; s7_q39 a b c d; s7_q40 a b c d; s7_q41 a b c d; s7_q42 a b c d; s7_q43 a b c d; s7_q44 a b c d; s7_q45 a b c d; s7_q46 a b c d; s7_q47 a b c d; s7_q48 a b c d].
Definition s7_claim (x : board) : Prop :=
  forall a b c d, x = s7_board a b c d -> holds (s7_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s8_q1 (a b c : Z) : Prop * game := ((a + c <= 1 /\ b = 0)%Z, int (3 * a + 3 * c - 4)).
Definition s8_q2 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (2 * a + b)).
Definition s8_q3 (a b c : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0)%Z, nstar (int (-1))).
Definition s8_q4 (a b c : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1)%Z, dyadic 1 2).
Definition s8_q5 (a b c : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0)%Z, Game [dyadic 1 2] [dyadic (-1) 2]).
Definition s8_q6 (a b c : Z) : Prop * game := ((a + b >= 2 /\ b >= 1 /\ c = 1)%Z, Game [int (2 * a + b - 1)] [dyadic (2 * a + 1) 1]).
Definition s8_q7 (a b c : Z) : Prop * game := ((a = 0 /\ b = 3 /\ c = 0)%Z, Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]]).
Definition s8_q8 (a b c : Z) : Prop * game := ((a + b = 4 /\ a <= 1 /\ c = 0)%Z, Game [Game [int (a + 2)] [dyadic (2 * a + 1) 1]] [Game [Game [nstar (int (a + 1))] [int a]] [int a]]).
Definition s8_q9 (a b c : Z) : Prop * game := ((a + b >= 5 /\ b >= 3 /\ c = 0)%Z, Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1]] [Game [Game [Game [int (2 * a + b - 3)] [int (a + 1)]] [int a]] [int a]]).
Definition s8_q10 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 1)%Z, dyadic (2 * a + 2 * c - 3) 1).
Definition s8_q11 (a b c : Z) : Prop * game := ((a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0)%Z, dyadic (2 * a + 2 * c - 3) 1).
Definition s8_q12 (a b c : Z) : Prop * game := ((a >= 1 /\ a <= 2 /\ b = 1 /\ c = 0)%Z, nstar (dyadic (2 * a - 1) 1)).
Definition s8_q13 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 2 /\ c = 0)%Z, Game [Game [int (2 * a)] [dyadic (2 * a + 1) 1]] [Game [nstar (int a)] [int a]]).
Definition s8_q14 (a b c : Z) : Prop * game := ((a = 3 /\ b = 1 /\ c = 0)%Z, Game [dyadic 5 1] [dyadic 9 2]).
Definition s8_q15 (a b c : Z) : Prop * game := ((a = 4 /\ b = 0 /\ c = 0)%Z, dyadic 9 2).
Definition s8_q16 (a b c : Z) : Prop * game := ((a = 4 /\ b = 1 /\ c = 0)%Z, Game [dyadic 7 1] [Game [int 3] [nstar (int 3)]]).
Definition s8_q17 (a b c : Z) : Prop * game := ((a = 5 /\ b = 0 /\ c = 0)%Z, Game [int 3] [nstar (int 3)]).
Definition s8_q18 (a b c : Z) : Prop * game := ((a >= 5 /\ b = 1 /\ c = 0)%Z, Game [dyadic (2 * a - 1) 1] [Game [int (a - 1)] [Game [int (a - 1)] [int 3]]]).
Definition s8_q19 (a b c : Z) : Prop * game := ((a >= 6 /\ b = 0 /\ c = 0)%Z, Game [int (a - 2)] [Game [int (a - 2)] [int 3]]).
Definition s8_pieces (a b c : Z) : list (Prop * game) := [s8_q1 a b c; s8_q2 a b c; s8_q3 a b c; s8_q4 a b c; s8_q5 a b c; s8_q6 a b c; s8_q7 a b c; s8_q8 a b c; s8_q9 a b c; s8_q10 a b c; s8_q11 a b c; s8_q12 a b c; s8_q13 a b c; s8_q14 a b c; s8_q15 a b c; s8_q16 a b c; s8_q17 a b c; s8_q18 a b c; s8_q19 a b c].
Definition s8_claim (x : board) : Prop :=
  forall a b c, x = s8_board a b c -> holds (s8_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s9_q1 (a : Z) : Prop * game := ((True)%Z, int (2 * a)).
Definition s9_pieces (a : Z) : list (Prop * game) := [s9_q1 a].
Definition s9_claim (x : board) : Prop :=
  forall a, x = s9_board a -> holds (s9_pieces (Z.of_nat a)) (tf_game x).
Definition s10_q1 (a b : Z) : Prop * game := ((True)%Z, int (2 * a + b - 1)).
Definition s10_pieces (a b : Z) : list (Prop * game) := [s10_q1 a b].
Definition s10_claim (x : board) : Prop :=
  forall a b, x = s10_board a b -> holds (s10_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s11_q1 (a b : Z) : Prop * game := ((b = 0)%Z, int (2 * a - 2)).
Definition s11_q2 (a b : Z) : Prop * game := ((b >= 1)%Z, int (2 * a)).
Definition s11_pieces (a b : Z) : list (Prop * game) := [s11_q1 a b; s11_q2 a b].
Definition s11_claim (x : board) : Prop :=
  forall a b, x = s11_board a b -> holds (s11_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s12_q1 (a b c : Z) : Prop * game := ((b = 0 /\ c = 0)%Z, int (2 * a - 2)).
Definition s12_q2 (a b c : Z) : Prop * game := ((c >= 1)%Z, int (2 * a + b)).
Definition s12_q3 (a b c : Z) : Prop * game := ((b >= 1 /\ c = 0)%Z, nstar (int (2 * a + b - 1))).
Definition s12_pieces (a b c : Z) : list (Prop * game) := [s12_q1 a b c; s12_q2 a b c; s12_q3 a b c].
Definition s12_claim (x : board) : Prop :=
  forall a b c, x = s12_board a b c -> holds (s12_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s13_q1 (a b : Z) : Prop * game := ((a = 0 /\ b <= 1)%Z, int (b - 3)).
Definition s13_q2 (a b : Z) : Prop * game := ((b >= 2)%Z, int (3 * a)).
Definition s13_q3 (a b : Z) : Prop * game := ((a >= 1 /\ b <= 1)%Z, nstar (int (2 * a + b - 2))).
Definition s13_pieces (a b : Z) : list (Prop * game) := [s13_q1 a b; s13_q2 a b; s13_q3 a b].
Definition s13_claim (x : board) : Prop :=
  forall a b, x = s13_board a b -> holds (s13_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s14_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b <= 1 /\ c = 0)%Z, int (2 * a + 2 * b - 3)).
Definition s14_q2 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c = 0)%Z, int (2 * a + 2 * b - 3)).
Definition s14_q3 (a b c : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1)%Z, int (-2)).
Definition s14_q4 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (3 * a + b)).
Definition s14_q5 (a b c : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1)%Z, dyadic 1 1).
Definition s14_q6 (a b c : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0)%Z, Game [dyadic 1 1] [int 0]).
Definition s14_q7 (a b c : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 1)%Z, nstar (int (2 * a + b + c - 2))).
Definition s14_q8 (a b c : Z) : Prop * game := ((a >= 2 /\ (a) mod 2 = 0 /\ b = 0 /\ c <= 1)%Z, nstar (int (2 * a + b + c - 2))).
Definition s14_q9 (a b c : Z) : Prop * game := ((a + b = 3 /\ a <= 1 /\ c = 0)%Z, Game [nstar (int (2 * a + 1))] [int (2 * a)]).
Definition s14_q10 (a b c : Z) : Prop * game := ((a + b >= 3 /\ b >= 1 /\ c = 1)%Z, Game [int (3 * a + b - 1)] [int (2 * a + 1)]).
Definition s14_q11 (a b c : Z) : Prop * game := ((a + b >= 4 /\ b >= 2 /\ c = 0)%Z, Game [Game [int (3 * a + b - 2)] [int (2 * a + 1)]] [int (2 * a)]).
Definition s14_q12 (a b c : Z) : Prop * game := ((a = 1 /\ - b + c >= 0 /\ c <= 1)%Z, nstar (int (2 * a + 2 * b + c - 2))).
Definition s14_q13 (a b c : Z) : Prop * game := ((a >= 3 /\ (a) mod 2 = 1 /\ b = 0 /\ c <= 1)%Z, nstar (int (2 * a + 2 * b + c - 2))).
Definition s14_pieces (a b c : Z) : list (Prop * game) := [s14_q1 a b c; s14_q2 a b c; s14_q3 a b c; s14_q4 a b c; s14_q5 a b c; s14_q6 a b c; s14_q7 a b c; s14_q8 a b c; s14_q9 a b c; s14_q10 a b c; s14_q11 a b c; s14_q12 a b c; s14_q13 a b c].
Definition s14_claim (x : board) : Prop :=
  forall a b c, x = s14_board a b c -> holds (s14_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s15_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c <= 1)%Z, int (c - 3)).
Definition s15_q2 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (3 * a + 2 * b)).
Definition s15_q3 (a b c : Z) : Prop * game := ((b >= 1 /\ c <= 1)%Z, int (2 * a + b + c - 1)).
Definition s15_q4 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c <= 1)%Z, nstar (int (2 * a + c - 2))).
Definition s15_pieces (a b c : Z) : list (Prop * game) := [s15_q1 a b c; s15_q2 a b c; s15_q3 a b c; s15_q4 a b c].
Definition s15_claim (x : board) : Prop :=
  forall a b c, x = s15_board a b c -> holds (s15_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s16_q1 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-3)).
Definition s16_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (-2)).
Definition s16_q3 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int 0).
Definition s16_q4 (a b c d : Z) : Prop * game := ((b = 0 /\ c = 1 /\ d = 0)%Z, int (2 * a - 1)).
Definition s16_q5 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z, dyadic 1 1).
Definition s16_q6 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 1 /\ d >= 2)%Z, int c).
Definition s16_q7 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z, Game [dyadic 1 1] [int 0]).
Definition s16_q8 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 2 /\ d = 1)%Z, nstar (int 1)).
Definition s16_q9 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z, Game [nstar (int 1)] [int 0]).
Definition s16_q10 (a b c d : Z) : Prop * game := ((a + b + c >= 3 /\ c >= 1 /\ d = 1)%Z, Game [int (3 * a + 2 * b + c - 1)] [int (2 * a + b + 1)]).
Definition s16_q11 (a b c d : Z) : Prop * game := ((a + b + c >= 4 /\ c >= 2 /\ d = 0)%Z, Game [Game [int (3 * a + 2 * b + c - 2)] [int (2 * a + b + 1)]] [int (2 * a + b)]).
Definition s16_q12 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 0)%Z, int (2 * a + b - 1)).
Definition s16_q13 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c = 0 /\ d = 1)%Z, int b).
Definition s16_q14 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z, int (2 * b)).
Definition s16_q15 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 1 /\ d = 0)%Z, nstar (int (2 * a + b))).
Definition s16_q16 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z, nstar (int 2)).
Definition s16_q17 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ d >= 2)%Z, int (3 * a + 2 * b + c)).
Definition s16_q18 (a b c d : Z) : Prop * game := ((b >= 1 /\ c >= 1 /\ d >= 2)%Z, int (3 * a + 2 * b + c)).
Definition s16_q19 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 2 /\ d = 0)%Z, Game [nstar (int 2)] [int 1]).
Definition s16_q20 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z, nstar (int (2 * a - 2))).
Definition s16_q21 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z, nstar (int (2 * a - 1))).
Definition s16_q22 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z, nstar (int 3)).
Definition s16_q23 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z, Game [nstar (int 3)] [int 2]).
Definition s16_q24 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c = 0 /\ d = 1)%Z, int (2 * a + b)).
Definition s16_q25 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z, int (3 * a + 2 * b)).
Definition s16_pieces (a b c d : Z) : list (Prop * game) := [s16_q1 a b c d; s16_q2 a b c d; s16_q3 a b c d; s16_q4 a b c d; s16_q5 a b c d; s16_q6 a b c d; s16_q7 a b c d; s16_q8 a b c d; s16_q9 a b c d; s16_q10 a b c d; s16_q11 a b c d; s16_q12 a b c d; s16_q13 a b c d; s16_q14 a b c d; s16_q15 a b c d; s16_q16 a b c d; s16_q17 a b c d; s16_q18 a b c d; s16_q19 a b c d; s16_q20 a b c d; s16_q21 a b c d; s16_q22 a b c d; s16_q23 a b c d; s16_q24 a b c d; s16_q25 a b c d].
Definition s16_claim (x : board) : Prop :=
  forall a b c d, x = s16_board a b c d -> holds (s16_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s17_q1 (a : Z) : Prop * game := ((True)%Z, int 2).
Definition s17_pieces (a : Z) : list (Prop * game) := [s17_q1 a].
Definition s17_claim (x : board) : Prop :=
  forall a, x = s17_board a -> holds (s17_pieces (Z.of_nat a)) (tf_game x).
Definition s18_q1 (a b : Z) : Prop * game := ((a = 0 /\ b = 0)%Z, int (-1)).
Definition s18_q2 (a b : Z) : Prop * game := ((a <= 2 /\ b >= 1)%Z, int (a + b - 1)).
Definition s18_q3 (a b : Z) : Prop * game := ((a >= 3 /\ b >= 2)%Z, int (a + b - 1)).
Definition s18_q4 (a b : Z) : Prop * game := ((a = 1 /\ b = 0)%Z, dyadic (-1) 1).
Definition s18_q5 (a b : Z) : Prop * game := ((a - b >= 3 /\ b <= 1)%Z, Game [nstar (int (a + b - 1))] [int (3 * b)]).
Definition s18_q6 (a b : Z) : Prop * game := ((a = 2 /\ b = 0)%Z, Game [nstar (int (a + b - 1))] [int (3 * b)]).
Definition s18_q7 (a b : Z) : Prop * game := ((a = 3 /\ b = 1)%Z, Game [nstar (int 3)] [int 3]).
Definition s18_pieces (a b : Z) : list (Prop * game) := [s18_q1 a b; s18_q2 a b; s18_q3 a b; s18_q4 a b; s18_q5 a b; s18_q6 a b; s18_q7 a b].
Definition s18_claim (x : board) : Prop :=
  forall a b, x = s18_board a b -> holds (s18_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s19_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b = 0)%Z, int (c - 2)).
Definition s19_q2 (a b c : Z) : Prop * game := ((a <= 2 /\ b >= 1)%Z, int (a + c)).
Definition s19_q3 (a b c : Z) : Prop * game := ((a >= 3 /\ b + c >= 2 /\ b >= 1)%Z, int (a + c)).
Definition s19_q4 (a b c : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0)%Z, Game [int 0] [dyadic (-1) 1]).
Definition s19_q5 (a b c : Z) : Prop * game := ((a = 4 /\ b = 1 /\ c = 0)%Z, nstar (int (a + c - 1))).
Definition s19_q6 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c >= 1)%Z, nstar (int (a + c - 1))).
Definition s19_q7 (a b c : Z) : Prop * game := ((a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0)%Z, nstar (int (a + c - 1))).
Definition s19_q8 (a b c : Z) : Prop * game := ((a = 3 /\ b = 1 /\ c = 0)%Z, dyadic 5 1).
Definition s19_q9 (a b c : Z) : Prop * game := ((a = 4 /\ b = 0 /\ c = 0)%Z, dyadic 11 2).
Definition s19_q10 (a b c : Z) : Prop * game := ((a >= 5 /\ b = 0 /\ c = 0)%Z, int 3).
Definition s19_q11 (a b c : Z) : Prop * game := ((a >= 5 /\ b = 1 /\ c = 0)%Z, Game [int (a - 1)] [int 3]).
Definition s19_pieces (a b c : Z) : list (Prop * game) := [s19_q1 a b c; s19_q2 a b c; s19_q3 a b c; s19_q4 a b c; s19_q5 a b c; s19_q6 a b c; s19_q7 a b c; s19_q8 a b c; s19_q9 a b c; s19_q10 a b c; s19_q11 a b c].
Definition s19_claim (x : board) : Prop :=
  forall a b c, x = s19_board a b c -> holds (s19_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s20_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b + c <= 1)%Z, int (2 * b + c - 6)).
Definition s20_q2 (a b c : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 2)%Z, int (2 * a - 3)).
Definition s20_q3 (a b c : Z) : Prop * game := ((a >= 1 /\ a <= 2 /\ b = 1 /\ c = 0)%Z, int (2 * a - 3)).
Definition s20_q4 (a b c : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c >= 1)%Z, int (2 * a - 2)).
Definition s20_q5 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c = 1)%Z, int (2 * a - 2)).
Definition s20_q6 (a b c : Z) : Prop * game := ((b >= 2)%Z, int (3 * a)).
Definition s20_q7 (a b c : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c <= 1)%Z, nstar (int (c - 2))).
Definition s20_q8 (a b c : Z) : Prop * game := ((a >= 1 /\ b <= 1 /\ c >= 2)%Z, nstar (int (2 * a + b - 2))).
Definition s20_q9 (a b c : Z) : Prop * game := ((a >= 2 /\ a <= 3 /\ b = 0 /\ c <= 1)%Z, nstar (int (a + c - 2))).
Definition s20_q10 (a b c : Z) : Prop * game := ((a >= 4 /\ b = 0 /\ c = 0)%Z, nstar (int (a + c - 2))).
Definition s20_q11 (a b c : Z) : Prop * game := ((a >= 3 /\ b = 1 /\ c = 0)%Z, int (a - 1)).
Definition s20_q12 (a b c : Z) : Prop * game := ((a >= 4 /\ b = 0 /\ c = 1)%Z, Game [Game [nstar (int (2 * a - 4))] [dyadic (2 * a - 1) 1]] [int (a - 1)]).
Definition s20_pieces (a b c : Z) : list (Prop * game) := [s20_q1 a b c; s20_q2 a b c; s20_q3 a b c; s20_q4 a b c; s20_q5 a b c; s20_q6 a b c; s20_q7 a b c; s20_q8 a b c; s20_q9 a b c; s20_q10 a b c; s20_q11 a b c; s20_q12 a b c].
Definition s20_claim (x : board) : Prop :=
  forall a b c, x = s20_board a b c -> holds (s20_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s21_q1 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-6)).
Definition s21_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (-5)).
Definition s21_q3 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int (-3)).
Definition s21_q4 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z, int (-3)).
Definition s21_q5 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z, int (-4)).
Definition s21_q6 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d >= 1)%Z, int (-2)).
Definition s21_q7 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 2)%Z, int 0).
Definition s21_q8 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z, dyadic (-3) 1).
Definition s21_q9 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d >= 2)%Z, int (-1)).
Definition s21_q10 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z, int (-1)).
Definition s21_q11 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d = 0)%Z, Game [int 0] [nstar (int (-1))]).
Definition s21_q12 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z, Game [int 0] [nstar (int 0)]).
Definition s21_q13 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d >= 2)%Z, dyadic 1 1).
Definition s21_q14 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z, dyadic 1 1).
Definition s21_q15 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c >= 2 /\ d >= 1)%Z, int (3 * a + b)).
Definition s21_q16 (a b c d : Z) : Prop * game := ((b >= 1 /\ c >= 2 /\ d = 0)%Z, int (3 * a + b)).
Definition s21_q17 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c >= 2 /\ d >= 1)%Z, int b).
Definition s21_q18 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z, nstar (int (-1))).
Definition s21_q19 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z, nstar (int (-1))).
Definition s21_q20 (a b c d : Z) : Prop * game := ((a <= 1 /\ b = 2 /\ c = 0 /\ d = 1)%Z, nstar (int (2 * a + 2 * b - 4))).
Definition s21_q21 (a b c d : Z) : Prop * game := ((a >= 2 /\ b >= 1 /\ b <= 2 /\ c = 0 /\ d = 1)%Z, nstar (int (2 * a + 2 * b - 4))).
Definition s21_q22 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0 /\ d >= 2)%Z, Game [dyadic 1 1] [int 0]).
Definition s21_q23 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 2 /\ c = 1 /\ d = 0)%Z, Game [int (b - 1)] [nstar (int 0)]).
Definition s21_q24 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 2 /\ c = 1 /\ d = 1)%Z, Game [int (b - 1)] [dyadic 1 1]).
Definition s21_q25 (a b c d : Z) : Prop * game := ((a + b = 3 /\ a >= 1 /\ a <= 2 /\ c = 0 /\ d = 0)%Z, nstar (int 1)).
Definition s21_q26 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 1 /\ d >= 2)%Z, nstar (int 1)).
Definition s21_q27 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 3 /\ c = 0 /\ d = 0)%Z, nstar (int 0)).
Definition s21_q28 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 3 /\ c = 0 /\ d = 1)%Z, Game [Game [int (b - 2)] [dyadic 1 1]] [int 0]).
Definition s21_q29 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 3 /\ c = 0 /\ d >= 2)%Z, Game [nstar (int 1)] [int 0]).
Definition s21_q30 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 3 /\ c = 1 /\ d >= 2)%Z, Game [int (b - 1)] [int 1]).
Definition s21_q31 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 4 /\ c = 0 /\ d >= 2)%Z, Game [Game [int (b - 2)] [int 1]] [int 0]).
Definition s21_q32 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z, nstar (int (-2))).
Definition s21_q33 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, nstar (int (2 * a - 2))).
Definition s21_q34 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z, int (2 * a - 2)).
Definition s21_q35 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 1 /\ d >= 2)%Z, nstar (int (2 * a - 1))).
Definition s21_q36 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c >= 2)%Z, int (3 * a)).
Definition s21_q37 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z, dyadic (4 * a + 2 * b - 7) 1).
Definition s21_q38 (a b c d : Z) : Prop * game := ((a >= 2 /\ b = 2 /\ c = 0 /\ d = 0)%Z, dyadic (4 * a + 2 * b - 7) 1).
Definition s21_q39 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c = 0 /\ d >= 2)%Z, int (2 * a - 1)).
Definition s21_q40 (a b c d : Z) : Prop * game := ((a >= 1 /\ a <= 2 /\ b = 1 /\ c = 1 /\ d = 0)%Z, Game [int (3 * a)] [nstar (int a)]).
Definition s21_q41 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 1 /\ d = 1)%Z, Game [int 3] [nstar (int 2)]).
Definition s21_q42 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 1 /\ d >= 2)%Z, nstar (int 3)).
Definition s21_q43 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 2 /\ c = 0 /\ d >= 2)%Z, Game [nstar (int 3)] [int 2]).
Definition s21_q44 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 2 /\ c = 1 /\ d = 0)%Z, Game [int (3 * a + b - 1)] [nstar (int (2 * a))]).
Definition s21_q45 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 2 /\ c = 1 /\ d = 1)%Z, Game [int (3 * a + b - 1)] [dyadic (4 * a + 1) 1]).
Definition s21_q46 (a b c d : Z) : Prop * game := ((a + b >= 3 /\ a >= 1 /\ b >= 1 /\ c = 1 /\ d >= 2)%Z, Game [int (3 * a + b - 1)] [int (2 * a + 1)]).
Definition s21_q47 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 3 /\ c = 0 /\ d = 0)%Z, nstar (int (2 * a))).
Definition s21_q48 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 3 /\ c = 0 /\ d = 1)%Z, Game [Game [int (3 * a + b - 2)] [dyadic (4 * a + 1) 1]] [int (2 * a)]).
Definition s21_q49 (a b c d : Z) : Prop * game := ((a + b >= 4 /\ a >= 1 /\ b >= 2 /\ c = 0 /\ d >= 2)%Z, Game [Game [int (3 * a + b - 2)] [int (2 * a + 1)]] [int (2 * a)]).
Definition s21_q50 (a b c d : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z, nstar (int (a - 2))).
Definition s21_q51 (a b c d : Z) : Prop * game := ((a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0 /\ d = 1)%Z, nstar (int (a - 1))).
Definition s21_q52 (a b c d : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 1 /\ d = 0)%Z, int (a - 1)).
Definition s21_q53 (a b c d : Z) : Prop * game := ((a >= 2 /\ b = 1 /\ c = 1 /\ d = 1)%Z, Game [int (3 * a)] [Game [int (2 * a)] [int (a + 1)]]).
Definition s21_q54 (a b c d : Z) : Prop * game := ((a >= 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z, Game [int (2 * a - 3)] [int (a - 1)]).
Definition s21_q55 (a b c d : Z) : Prop * game := ((a >= 3 /\ b = 1 /\ c = 1 /\ d = 0)%Z, Game [int (3 * a)] [Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a]]).
Definition s21_q56 (a b c d : Z) : Prop * game := ((a >= 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z, Game [Game [nstar (int (2 * a - 4))] [dyadic (2 * a - 1) 1]] [int (a - 1)]).
Definition s21_pieces (a b c d : Z) : list (Prop * game) := [s21_q1 a b c d; s21_q2 a b c d; s21_q3 a b c d; s21_q4 a b c d; s21_q5 a b c d; s21_q6 a b c d; s21_q7 a b c d; s21_q8 a b c d; s21_q9 a b c d; s21_q10 a b c d; s21_q11 a b c d; s21_q12 a b c d; s21_q13 a b c d; s21_q14 a b c d; s21_q15 a b c d; s21_q16 a b c d; s21_q17 a b c d; s21_q18 a b c d; s21_q19 a b c d; s21_q20 a b c d; s21_q21 a b c d; s21_q22 a b c d; s21_q23 a b c d; s21_q24 a b c d; s21_q25 a b c d; s21_q26 a b c d; s21_q27 a b c d; s21_q28 a b c d; s21_q29 a b c d; s21_q30 a b c d; s21_q31 a b c d; s21_q32 a b c d; s21_q33 a b c d; s21_q34 a b c d; s21_q35 a b c d; s21_q36 a b c d; s21_q37 a b c d; s21_q38 a b c d; s21_q39 a b c d; s21_q40 a b c d; s21_q41 a b c d; s21_q42 a b c d; s21_q43 a b c d; s21_q44 a b c d; s21_q45 a b c d; s21_q46 a b c d; s21_q47 a b c d; s21_q48 a b c d; s21_q49 a b c d; s21_q50 a b c d; s21_q51 a b c d; s21_q52 a b c d; s21_q53 a b c d; s21_q54 a b c d; s21_q55 a b c d; s21_q56 a b c d].
Definition s21_claim (x : board) : Prop :=
  forall a b c d, x = s21_board a b c d -> holds (s21_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s22_q1 (a b c : Z) : Prop * game := ((a <= 1 /\ b = 0 /\ c = 0)%Z, int (3 * a - 4)).
Definition s22_q2 (a b c : Z) : Prop * game := ((a = 0 /\ b + c >= 1 /\ b <= 1)%Z, int (b - 2)).
Definition s22_q3 (a b c : Z) : Prop * game := ((b >= 2)%Z, int (2 * a)).
Definition s22_q4 (a b c : Z) : Prop * game := ((a >= 1 /\ b <= 1 /\ c >= 1)%Z, int (a + b - 1)).
Definition s22_q5 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c = 0)%Z, dyadic (2 * a + 2 * b - 3) 1).
Definition s22_q6 (a b c : Z) : Prop * game := ((a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0)%Z, dyadic (2 * a + 2 * b - 3) 1).
Definition s22_q7 (a b c : Z) : Prop * game := ((a = 4 /\ b = 0 /\ c = 0)%Z, dyadic 9 2).
Definition s22_q8 (a b c : Z) : Prop * game := ((a = 5 /\ b = 0 /\ c = 0)%Z, Game [int 3] [nstar (int 3)]).
Definition s22_q9 (a b c : Z) : Prop * game := ((a >= 6 /\ b = 0 /\ c = 0)%Z, Game [int (a - 2)] [Game [int (a - 2)] [int 3]]).
Definition s22_pieces (a b c : Z) : list (Prop * game) := [s22_q1 a b c; s22_q2 a b c; s22_q3 a b c; s22_q4 a b c; s22_q5 a b c; s22_q6 a b c; s22_q7 a b c; s22_q8 a b c; s22_q9 a b c].
Definition s22_claim (x : board) : Prop :=
  forall a b c, x = s22_board a b c -> holds (s22_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s23_q1 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-4)).
Definition s23_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d >= 1)%Z, int (-2)).
Definition s23_q3 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1)%Z, int (a - 1)).
Definition s23_q4 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d >= 1)%Z, int (a - 1)).
Definition s23_q5 (a b c d : Z) : Prop * game := ((c >= 2)%Z, int (2 * a + b)).
Definition s23_q6 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z, nstar (int (-1))).
Definition s23_q7 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d >= 1)%Z, dyadic (-1) 1).
Definition s23_q8 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d = 0)%Z, dyadic 1 2).
Definition s23_q9 (a b c d : Z) : Prop * game := ((a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 0)%Z, dyadic 1 1).
Definition s23_q10 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d >= 1)%Z, dyadic 1 1).
Definition s23_q11 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z, Game [dyadic 1 2] [dyadic (-1) 2]).
Definition s23_q12 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0 /\ d >= 1)%Z, Game [dyadic 1 1] [int 0]).
Definition s23_q13 (a b c d : Z) : Prop * game := ((a + b >= 2 /\ b >= 1 /\ c = 1 /\ d = 0)%Z, Game [int (2 * a + b - 1)] [dyadic (2 * a + 1) 1]).
Definition s23_q14 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 1 /\ d >= 1)%Z, nstar (int 1)).
Definition s23_q15 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 3 /\ c = 0 /\ d = 0)%Z, Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]]).
Definition s23_q16 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 3 /\ c = 0 /\ d >= 1)%Z, Game [nstar (int 1)] [int 0]).
Definition s23_q17 (a b c d : Z) : Prop * game := ((a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 1)%Z, Game [int (2 * a + b - 1)] [int (a + 1)]).
Definition s23_q18 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 4 /\ c = 0 /\ d = 0)%Z, Game [Game [int 2] [dyadic 1 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]]).
Definition s23_q19 (a b c d : Z) : Prop * game := ((a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 1)%Z, Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]).
Definition s23_q20 (a b c d : Z) : Prop * game := ((a + b >= 5 /\ b >= 3 /\ c = 0 /\ d = 0)%Z, Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1]] [Game [Game [Game [int (2 * a + b - 3)] [int (a + 1)]] [int a]] [int a]]).
Definition s23_q21 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-1)).
Definition s23_q22 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 1 /\ d >= 1)%Z, int a).
Definition s23_q23 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z, nstar (dyadic 1 1)).
Definition s23_q24 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c = 0 /\ d >= 1)%Z, nstar (int a)).
Definition s23_q25 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 1 /\ d >= 1)%Z, nstar (int 2)).
Definition s23_q26 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 2 /\ c = 0 /\ d = 0)%Z, Game [Game [int (2 * a)] [dyadic (2 * a + 1) 1]] [Game [nstar (int a)] [int a]]).
Definition s23_q27 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 2 /\ c = 0 /\ d >= 1)%Z, Game [nstar (int 2)] [int 1]).
Definition s23_q28 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 3 /\ c = 0 /\ d = 0)%Z, Game [Game [int 3] [dyadic 3 1]] [Game [Game [nstar (int 2)] [int 1]] [int 1]]).
Definition s23_q29 (a b c d : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 1 /\ d = 0)%Z, dyadic (2 * a - 1) 1).
Definition s23_q30 (a b c d : Z) : Prop * game := ((a = 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z, nstar (dyadic 3 1)).
Definition s23_q31 (a b c d : Z) : Prop * game := ((a = 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z, dyadic 3 1).
Definition s23_q32 (a b c d : Z) : Prop * game := ((a = 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z, Game [dyadic 5 1] [dyadic 9 2]).
Definition s23_q33 (a b c d : Z) : Prop * game := ((a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z, dyadic 9 2).
Definition s23_q34 (a b c d : Z) : Prop * game := ((a = 4 /\ b = 1 /\ c = 0 /\ d = 0)%Z, Game [dyadic 7 1] [Game [int 3] [nstar (int 3)]]).
Definition s23_q35 (a b c d : Z) : Prop * game := ((a = 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z, Game [int 3] [nstar (int 3)]).
Definition s23_q36 (a b c d : Z) : Prop * game := ((a >= 5 /\ b = 1 /\ c = 0 /\ d = 0)%Z, Game [dyadic (2 * a - 1) 1] [Game [int (a - 1)] [Game [int (a - 1)] [int 3]]]).
Definition s23_q37 (a b c d : Z) : Prop * game := ((a >= 6 /\ b = 0 /\ c = 0 /\ d = 0)%Z, Game [int (a - 2)] [Game [int (a - 2)] [int 3]]).
Definition s23_pieces (a b c d : Z) : list (Prop * game) := [s23_q1 a b c d; s23_q2 a b c d; s23_q3 a b c d; s23_q4 a b c d; s23_q5 a b c d; s23_q6 a b c d; s23_q7 a b c d; s23_q8 a b c d; s23_q9 a b c d; s23_q10 a b c d; s23_q11 a b c d; s23_q12 a b c d; s23_q13 a b c d; s23_q14 a b c d; s23_q15 a b c d; s23_q16 a b c d; s23_q17 a b c d; s23_q18 a b c d; s23_q19 a b c d; s23_q20 a b c d; s23_q21 a b c d; s23_q22 a b c d; s23_q23 a b c d; s23_q24 a b c d; s23_q25 a b c d; s23_q26 a b c d; s23_q27 a b c d; s23_q28 a b c d; s23_q29 a b c d; s23_q30 a b c d; s23_q31 a b c d; s23_q32 a b c d; s23_q33 a b c d; s23_q34 a b c d; s23_q35 a b c d; s23_q36 a b c d; s23_q37 a b c d].
Definition s23_claim (x : board) : Prop :=
  forall a b c d, x = s23_board a b c d -> holds (s23_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s24_q1 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-6)).
Definition s24_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (-5)).
Definition s24_q3 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int (-3)).
Definition s24_q4 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z, int (-4)).
Definition s24_q5 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d >= 1)%Z, int (-2)).
Definition s24_q6 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z, int (-2)).
Definition s24_q7 (a b c d : Z) : Prop * game := ((c >= 2)%Z, int (3 * a + 2 * b)).
Definition s24_q8 (a b c d : Z) : Prop * game := ((a + b = 1 /\ a - c = 0 /\ d = 1)%Z, int (a - 1)).
Definition s24_q9 (a b c d : Z) : Prop * game := ((a + b >= 2 /\ b + c = 1 /\ d = 0)%Z, int (a - 1)).
Definition s24_q10 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d >= 2)%Z, int (2 * a + b - 1)).
Definition s24_q11 (a b c d : Z) : Prop * game := ((a <= 1 /\ - a + b <= 1 /\ b + c = 2 /\ b >= 1 /\ d = 0)%Z, nstar (int (2 * a - 1))).
Definition s24_q12 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 1 /\ d >= 2)%Z, nstar (int (2 * a - 1))).
Definition s24_q13 (a b c d : Z) : Prop * game := ((b = 1 /\ c = 1 /\ d = 1)%Z, nstar (int (2 * a))).
Definition s24_q14 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 1 /\ d >= 2)%Z, int (2 * a + b)).
Definition s24_q15 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z, dyadic (-1) 1).
Definition s24_q16 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z, dyadic 1 1).
Definition s24_q17 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 1 /\ d = 0)%Z, nstar (dyadic 1 1)).
Definition s24_q18 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 1 /\ d = 1)%Z, dyadic 5 2).
Definition s24_q19 (a b c d : Z) : Prop * game := ((b >= 3 /\ c = 0 /\ d = 0)%Z, Game [dyadic (4 * a + 2 * b - 5) 1] [int a]).
Definition s24_q20 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 3 /\ c = 0 /\ d = 1)%Z, nstar (int 1)).
Definition s24_q21 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 3 /\ c = 1 /\ d = 0)%Z, int 1).
Definition s24_q22 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z, int 1).
Definition s24_q23 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 3 /\ c = 1 /\ d = 1)%Z, Game [int 2] [Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]]).
Definition s24_q24 (a b c d : Z) : Prop * game := ((a + b >= 4 /\ b >= 2 /\ c = 0 /\ d = 1)%Z, Game [int (2 * a + b - 2)] [int (a + 1)]).
Definition s24_q25 (a b c d : Z) : Prop * game := ((a + b >= 4 /\ b >= 2 /\ c = 1 /\ d = 0)%Z, Game [nstar (int (2 * a + b - 2))] [nstar (int (a + 1))]).
Definition s24_q26 (a b c d : Z) : Prop * game := ((a + b >= 4 /\ b >= 2 /\ c = 1 /\ d = 1)%Z, Game [int (2 * a + b - 1)] [Game [nstar (int (2 * a + b - 1)); Game [int (2 * a + b - 1)] [Game [int (2 * a + b - 1)] [int (a + 2)]]] [Game [int (2 * a + b - 1)] [int (a + 1)]; Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]]]).
Definition s24_q27 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z, nstar (int (-2))).
Definition s24_q28 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z, nstar (int (a - 2))).
Definition s24_q29 (a b c d : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z, nstar (int (a - 2))).
Definition s24_q30 (a b c d : Z) : Prop * game := ((a = 2 /\ b = 1 /\ c = 1 /\ d = 0)%Z, nstar (int (2 * a - 2))).
Definition s24_q31 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, nstar (int (2 * a - 2))).
Definition s24_q32 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z, int (-1)).
Definition s24_q33 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 2 /\ c = 0 /\ d = 1)%Z, nstar (int 2)).
Definition s24_q34 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 2 /\ c = 1 /\ d = 0)%Z, int 2).
Definition s24_q35 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 2 /\ c = 1 /\ d = 1)%Z, Game [int 3] [Game [nstar (int 3); Game [int 3] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]]]).
Definition s24_q36 (a b c d : Z) : Prop * game := ((a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0 /\ d = 1)%Z, nstar (int (a - 1))).
Definition s24_q37 (a b c d : Z) : Prop * game := ((a = 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z, int (2 * a - 2)).
Definition s24_q38 (a b c d : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 1 /\ d = 1)%Z, int (2 * a - 2)).
Definition s24_q39 (a b c d : Z) : Prop * game := ((a >= 2 /\ b = 2 /\ c = 0 /\ d = 0)%Z, Game [int (2 * a - 1)] [int a]).
Definition s24_q40 (a b c d : Z) : Prop * game := ((a >= 3 /\ b = 1 /\ c = 0 /\ d = 1)%Z, Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]).
Definition s24_q41 (a b c d : Z) : Prop * game := ((a >= 3 /\ b = 1 /\ c = 1 /\ d = 0)%Z, Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a]).
Definition s24_q42 (a b c d : Z) : Prop * game := ((a >= 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z, Game [Game [nstar (int (2 * a - 4))] [dyadic (2 * a - 1) 1]] [int (a - 1)]).
Definition s24_pieces (a b c d : Z) : list (Prop * game) := [s24_q1 a b c d; s24_q2 a b c d; s24_q3 a b c d; s24_q4 a b c d; s24_q5 a b c d; s24_q6 a b c d; s24_q7 a b c d; s24_q8 a b c d; s24_q9 a b c d; s24_q10 a b c d; s24_q11 a b c d; s24_q12 a b c d; s24_q13 a b c d; s24_q14 a b c d; s24_q15 a b c d; s24_q16 a b c d; s24_q17 a b c d; s24_q18 a b c d; s24_q19 a b c d; s24_q20 a b c d; s24_q21 a b c d; s24_q22 a b c d; s24_q23 a b c d; s24_q24 a b c d; s24_q25 a b c d; s24_q26 a b c d; s24_q27 a b c d; s24_q28 a b c d; s24_q29 a b c d; s24_q30 a b c d; s24_q31 a b c d; s24_q32 a b c d; s24_q33 a b c d; s24_q34 a b c d; s24_q35 a b c d; s24_q36 a b c d; s24_q37 a b c d; s24_q38 a b c d; s24_q39 a b c d; s24_q40 a b c d; s24_q41 a b c d; s24_q42 a b c d].
Definition s24_claim (x : board) : Prop :=
  forall a b c d, x = s24_board a b c d -> holds (s24_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s25_q1 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z, int (-6)).
Definition s25_q2 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z, int (-5)).
Definition s25_q3 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 2)%Z, int (-3)).
Definition s25_q4 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z, int (-3)).
Definition s25_q5 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z, int (-4)).
Definition s25_q6 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 1)%Z, int (-2)).
Definition s25_q7 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z, int (-2)).
Definition s25_q8 (a b c d e : Z) : Prop * game := ((d >= 2)%Z, int (3 * a + 2 * b + c)).
Definition s25_q9 (a b c d e : Z) : Prop * game := ((a <= 1 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z, dyadic (4 * a - 3) 1).
Definition s25_q10 (a b c d e : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 0)%Z, dyadic (4 * a - 3) 1).
Definition s25_q11 (a b c d e : Z) : Prop * game := ((a + b >= 2 /\ b >= 1 /\ c = 2 /\ d = 0 /\ e = 0)%Z, int (2 * a + b - 1)).
Definition s25_q12 (a b c d e : Z) : Prop * game := ((b = 0 /\ c = 1 /\ d = 0 /\ e >= 2)%Z, int (2 * a + b - 1)).
Definition s25_q13 (a b c d e : Z) : Prop * game := ((b = 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z, int (2 * a + b - 1)).
Definition s25_q14 (a b c d e : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 0 /\ e >= 2)%Z, int (2 * a + b - 1)).
Definition s25_q15 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 0)%Z, Game [int 0] [nstar (int (-1))]).
Definition s25_q16 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 1)%Z, Game [int 0] [nstar (int 0)]).
Definition s25_q17 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 1 /\ e >= 2)%Z, dyadic 1 1).
Definition s25_q18 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 0)%Z, nstar (int (-1))).
Definition s25_q19 (a b c d e : Z) : Prop * game := ((a + b >= 2 /\ c >= 3 /\ d = 0 /\ e = 0)%Z, nstar (int (2 * a + b))).
Definition s25_q20 (a b c d e : Z) : Prop * game := ((b = 0 /\ c = 2 /\ d = 0 /\ e = 1)%Z, nstar (int (2 * a + b))).
Definition s25_q21 (a b c d e : Z) : Prop * game := ((b >= 1 /\ c = 1 /\ d = 0 /\ e >= 2)%Z, nstar (int (2 * a + b))).
Definition s25_q22 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 2 /\ d = 0 /\ e >= 2)%Z, Game [dyadic 1 1] [int 0]).
Definition s25_q23 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 1)%Z, Game [int (3 * a + 2 * b + c - 1)] [nstar (int (2 * a + b))]).
Definition s25_q24 (a b c d e : Z) : Prop * game := ((c >= 2 /\ d = 1 /\ e = 0)%Z, Game [int (3 * a + 2 * b + c - 1)] [nstar (int (2 * a + b))]).
Definition s25_q25 (a b c d e : Z) : Prop * game := ((c >= 2 /\ d = 1 /\ e = 1)%Z, Game [int (3 * a + 2 * b + c - 1)] [dyadic (4 * a + 2 * b + 1) 1]).
Definition s25_q26 (a b c d e : Z) : Prop * game := ((a + c = 3 /\ a >= 1 /\ a <= 2 /\ b = 0 /\ d = 0 /\ e = 0)%Z, nstar (int 1)).
Definition s25_q27 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 2 /\ d = 1 /\ e >= 2)%Z, nstar (int 1)).
Definition s25_q28 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c >= 3 /\ d = 0 /\ e = 0)%Z, nstar (int 1)).
Definition s25_q29 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z, nstar (int 1)).
Definition s25_q30 (a b c d e : Z) : Prop * game := ((a = 1 /\ b + d = 2 /\ b >= 1 /\ c = 0 /\ e = 0)%Z, nstar (int 1)).
Definition s25_q31 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 2)%Z, nstar (int 1)).
Definition s25_q32 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e = 0)%Z, nstar (int 0)).
Definition s25_q33 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z, nstar (int 0)).
Definition s25_q34 (a b c d e : Z) : Prop * game := ((a - b >= 0 /\ b <= 1 /\ c >= 3 /\ d = 0 /\ e = 1)%Z, Game [Game [int (3 * a + 2 * b + c - 2)] [dyadic (4 * a + 2 * b + 1) 1]] [int (2 * a + b)]).
Definition s25_q35 (a b c d e : Z) : Prop * game := ((b >= 2 /\ c >= 3 /\ d = 0 /\ e = 1)%Z, Game [Game [int (3 * a + 2 * b + c - 2)] [dyadic (4 * a + 2 * b + 1) 1]] [int (2 * a + b)]).
Definition s25_q36 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 3 /\ d = 0 /\ e >= 2)%Z, Game [nstar (int 1)] [int 0]).
Definition s25_q37 (a b c d e : Z) : Prop * game := ((a + b + c >= 3 /\ c >= 1 /\ d = 1 /\ e >= 2)%Z, Game [int (3 * a + 2 * b + c - 1)] [int (2 * a + b + 1)]).
Definition s25_q38 (a b c d e : Z) : Prop * game := ((a + b + c >= 4 /\ c >= 2 /\ d = 0 /\ e >= 2)%Z, Game [Game [int (3 * a + 2 * b + c - 2)] [int (2 * a + b + 1)]] [int (2 * a + b)]).
Definition s25_q39 (a b c d e : Z) : Prop * game := ((a + b = 1 /\ a - d = 0 /\ a + c <= 1 /\ c + e = 1)%Z, int (a - 1)).
Definition s25_q40 (a b c d e : Z) : Prop * game := ((a + b >= 2 /\ b + d = 1 /\ c = 0 /\ e = 0)%Z, int (a - 1)).
Definition s25_q41 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 0)%Z, nstar (int (2 * a - 1))).
Definition s25_q42 (a b c d e : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 2)%Z, nstar (int (2 * a - 1))).
Definition s25_q43 (a b c d e : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 1 /\ e >= 2)%Z, int (2 * a + b)).
Definition s25_q44 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z, Game [int 2] [nstar (dyadic 1 1)]).
Definition s25_q45 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z, Game [int 2] [dyadic 5 2]).
Definition s25_q46 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 2)%Z, nstar (int 2)).
Definition s25_q47 (a b c d e : Z) : Prop * game := ((a = 1 /\ b + d = 2 /\ b >= 1 /\ c = 0 /\ e = 1)%Z, nstar (int 2)).
Definition s25_q48 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e = 0)%Z, nstar (int 2)).
Definition s25_q49 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 2 /\ d = 0 /\ e = 0)%Z, nstar (dyadic 1 1)).
Definition s25_q50 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z, nstar (dyadic 1 1)).
Definition s25_q51 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 2 /\ d = 0 /\ e = 1)%Z, Game [Game [int 2] [dyadic 5 2]] [int 1]).
Definition s25_q52 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 2 /\ d = 0 /\ e >= 2)%Z, Game [nstar (int 2)] [int 1]).
Definition s25_q53 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c >= 3 /\ d = 0 /\ e = 1)%Z, Game [Game [int c] [dyadic 3 1]] [int 1]).
Definition s25_q54 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z, dyadic (-1) 1).
Definition s25_q55 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z, dyadic (-1) 1).
Definition s25_q56 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z, dyadic (4 * a + 2 * b - 3) 1).
Definition s25_q57 (a b c d e : Z) : Prop * game := ((b >= 2 /\ c = 1 /\ d = 0 /\ e = 0)%Z, dyadic (4 * a + 2 * b - 3) 1).
Definition s25_q58 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z, dyadic 5 2).
Definition s25_q59 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 1 /\ d = 0 /\ e = 1)%Z, Game [dyadic 5 2] [nstar (int 1)]).
Definition s25_q60 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 1 /\ d = 1 /\ e = 0)%Z, Game [int 4] [int 1]).
Definition s25_q61 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 1 /\ d = 1 /\ e = 1)%Z, Game [int 4] [Game [int 2] [nstar (int 2)]]).
Definition s25_q62 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 2 /\ d = 0 /\ e = 1)%Z, Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]).
Definition s25_q63 (a b c d e : Z) : Prop * game := ((b >= 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z, Game [dyadic (4 * a + 2 * b - 5) 1] [int a]).
Definition s25_q64 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 3 /\ c = 0 /\ d = 1 /\ e = 0)%Z, int 1).
Definition s25_q65 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 3 /\ c = 0 /\ d = 1 /\ e = 1)%Z, Game [int 2] [Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]]).
Definition s25_q66 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 3 /\ c = 1 /\ d = 0 /\ e = 1)%Z, Game [Game [int 2] [nstar (int 2)]] [Game [int 2] [int 1]]).
Definition s25_q67 (a b c d e : Z) : Prop * game := ((a + b >= 3 /\ b >= 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z, Game [int (3 * a + 2 * b)] [Game [nstar (int (2 * a + b - 1))] [nstar (int (a + 1))]]).
Definition s25_q68 (a b c d e : Z) : Prop * game := ((a + b >= 3 /\ b >= 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z, Game [int (3 * a + 2 * b)] [Game [int (2 * a + b)] [Game [int (2 * a + b)] [int (a + 2)]]]).
Definition s25_q69 (a b c d e : Z) : Prop * game := ((a + b >= 3 /\ b >= 1 /\ c = 2 /\ d = 0 /\ e = 1)%Z, Game [Game [int (3 * a + 2 * b)] [Game [int (2 * a + b)] [Game [int (2 * a + b)] [int (a + 2)]]]] [int (2 * a + b)]).
Definition s25_q70 (a b c d e : Z) : Prop * game := ((a + b >= 4 /\ b >= 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z, Game [int (2 * a + b - 2)] [int (a + 1)]).
Definition s25_q71 (a b c d e : Z) : Prop * game := ((a + b >= 4 /\ b >= 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z, Game [nstar (int (2 * a + b - 2))] [nstar (int (a + 1))]).
Definition s25_q72 (a b c d e : Z) : Prop * game := ((a + b >= 4 /\ b >= 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z, Game [int (2 * a + b - 1)] [Game [nstar (int (2 * a + b - 1)); Game [int (2 * a + b - 1)] [Game [int (2 * a + b - 1)] [int (a + 2)]]] [Game [int (2 * a + b - 1)] [int (a + 1)]; Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]]]).
Definition s25_q73 (a b c d e : Z) : Prop * game := ((a + b >= 4 /\ b >= 2 /\ c = 1 /\ d = 0 /\ e = 1)%Z, Game [Game [int (2 * a + b - 1)] [Game [int (2 * a + b - 1)] [int (a + 2)]]] [Game [int (2 * a + b - 1)] [int (a + 1)]]).
Definition s25_q74 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z, nstar (int (-2))).
Definition s25_q75 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z, nstar (int (a - 2))).
Definition s25_q76 (a b c d e : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z, nstar (int (a - 2))).
Definition s25_q77 (a b c d e : Z) : Prop * game := ((a = 2 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 0)%Z, nstar (int (2 * a - 2))).
Definition s25_q78 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 2)%Z, nstar (int (2 * a - 2))).
Definition s25_q79 (a b c d e : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z, nstar (int (2 * a - 2))).
Definition s25_q80 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z, int (-1)).
Definition s25_q81 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 0)%Z, Game [int 3] [nstar (int 1)]).
Definition s25_q82 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 1 /\ d = 1 /\ e >= 2)%Z, nstar (int 3)).
Definition s25_q83 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 2 /\ d = 0 /\ e >= 2)%Z, Game [nstar (int 3)] [int 2]).
Definition s25_q84 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z, int (2 * a - 1)).
Definition s25_q85 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z, int (2 * a - 1)).
Definition s25_q86 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z, Game [int 5] [int 2]).
Definition s25_q87 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z, Game [int 5] [Game [int 3] [nstar (int 3)]]).
Definition s25_q88 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 2 /\ d = 0 /\ e = 1)%Z, Game [Game [int 5] [Game [int 3] [nstar (int 3)]]] [int 3]).
Definition s25_q89 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z, int 2).
Definition s25_q90 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z, Game [int 3] [Game [nstar (int 3); Game [int 3] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]]]).
Definition s25_q91 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 2 /\ c = 1 /\ d = 0 /\ e = 1)%Z, Game [Game [int 3] [nstar (int 3)]] [Game [int 3] [int 2]]).
Definition s25_q92 (a b c d e : Z) : Prop * game := ((a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z, nstar (int (a - 1))).
Definition s25_q93 (a b c d e : Z) : Prop * game := ((a = 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z, int (2 * a - 2)).
Definition s25_q94 (a b c d e : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z, int (2 * a - 2)).
Definition s25_q95 (a b c d e : Z) : Prop * game := ((a = 2 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 0)%Z, Game [int 6] [nstar (int 2)]).
Definition s25_q96 (a b c d e : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 1)%Z, Game [int (3 * a)] [Game [int (2 * a)] [int (a + 1)]]).
Definition s25_q97 (a b c d e : Z) : Prop * game := ((a >= 2 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z, nstar (int (2 * a))).
Definition s25_q98 (a b c d e : Z) : Prop * game := ((a >= 2 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z, Game [int (2 * a - 1)] [int a]).
Definition s25_q99 (a b c d e : Z) : Prop * game := ((a >= 3 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z, Game [int (2 * a - 3)] [int (a - 1)]).
Definition s25_q100 (a b c d e : Z) : Prop * game := ((a >= 3 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 0)%Z, Game [int (3 * a)] [Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a]]).
Definition s25_q101 (a b c d e : Z) : Prop * game := ((a >= 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z, Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]).
Definition s25_q102 (a b c d e : Z) : Prop * game := ((a >= 3 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 0)%Z, Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a]).
Definition s25_q103 (a b c d e : Z) : Prop * game := ((a >= 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z, Game [Game [nstar (int (2 * a - 4))] [dyadic (2 * a - 1) 1]] [int (a - 1)]).
Definition s25_pieces (a b c d e : Z) : list (Prop * game) := [s25_q1 a b c d e; s25_q2 a b c d e; s25_q3 a b c d e; s25_q4 a b c d e; s25_q5 a b c d e; s25_q6 a b c d e; s25_q7 a b c d e; s25_q8 a b c d e; s25_q9 a b c d e; s25_q10 a b c d e; s25_q11 a b c d e; s25_q12 a b c d e; s25_q13 a b c d e; s25_q14 a b c d e; s25_q15 a b c d e; s25_q16 a b c d e; s25_q17 a b c d e; s25_q18 a b c d e; s25_q19 a b c d e; s25_q20 a b c d e; s25_q21 a b c d e; s25_q22 a b c d e; s25_q23 a b c d e; s25_q24 a b c d e; s25_q25 a b c d e; s25_q26 a b c d e; s25_q27 a b c d e; s25_q28 a b c d e; s25_q29 a b c d e; s25_q30 a b c d e; s25_q31 a b c d e; s25_q32 a b c d e; s25_q33 a b c d e; s25_q34 a b c d e; s25_q35 a b c d e; s25_q36 a b c d e; s25_q37 a b c d e; s25_q38 a b c d e; s25_q39 a b c d e; s25_q40 a b c d e; s25_q41 a b c d e; s25_q42 a b c d e; s25_q43 a b c d e; s25_q44 a b c d e; s25_q45 a b c d e; s25_q46 a b c d e; s25_q47 a b c d e; s25_q48 a b c d e; s25_q49 a b c d e; s25_q50 a b c d e; s25_q51 a b c d e; s25_q52 a b c d e; s25_q53 a b c d e; s25_q54 a b c d e; s25_q55 a b c d e; s25_q56 a b c d e; s25_q57 a b c d e; s25_q58 a b c d e; s25_q59 a b c d e; s25_q60 a b c d e; s25_q61 a b c d e; s25_q62 a b c d e; s25_q63 a b c d e; s25_q64 a b c d e; s25_q65 a b c d e; s25_q66 a b c d e; s25_q67 a b c d e; s25_q68 a b c d e; s25_q69 a b c d e; s25_q70 a b c d e; s25_q71 a b c d e; s25_q72 a b c d e; s25_q73 a b c d e; s25_q74 a b c d e; s25_q75 a b c d e; s25_q76 a b c d e; s25_q77 a b c d e; s25_q78 a b c d e; s25_q79 a b c d e; s25_q80 a b c d e; s25_q81 a b c d e; s25_q82 a b c d e; s25_q83 a b c d e; s25_q84 a b c d e; s25_q85 a b c d e; s25_q86 a b c d e; s25_q87 a b c d e; s25_q88 a b c d e; s25_q89 a b c d e; s25_q90 a b c d e; s25_q91 a b c d e; s25_q92 a b c d e; s25_q93 a b c d e; s25_q94 a b c d e; s25_q95 a b c d e; s25_q96 a b c d e; s25_q97 a b c d e; s25_q98 a b c d e; s25_q99 a b c d e; s25_q100 a b c d e; s25_q101 a b c d e; s25_q102 a b c d e; s25_q103 a b c d e].
Definition s25_claim (x : board) : Prop :=
  forall a b c d e, x = s25_board a b c d e -> holds (s25_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d) (Z.of_nat e)) (tf_game x).
Definition s26_q1 (a b : Z) : Prop * game := ((a - b <= 1 /\ (a) mod 2 = 0 /\ b <= 1)%Z, int (a + b + 1)).
Definition s26_q2 (a b : Z) : Prop * game := ((b >= 2)%Z, int (a + b + 1)).
Definition s26_q3 (a b : Z) : Prop * game := ((a - b <= 2 /\ (a) mod 2 = 1 /\ b <= 1)%Z, dyadic (3 * a + 6 * b + 3) 2).
Definition s26_q4 (a b : Z) : Prop * game := ((a = 2 /\ b = 0)%Z, nstar (int 2)).
Definition s26_q5 (a b : Z) : Prop * game := ((a = 3 /\ b = 0)%Z, Game [Game [nstar (int 3)] [int 3]] [int 2]).
Definition s26_q6 (a b : Z) : Prop * game := ((a >= 4 /\ b = 0)%Z, Game [Game [nstar (int a)] [int 3]] [int 2]).
Definition s26_q7 (a b : Z) : Prop * game := ((a = 4 /\ b = 1)%Z, nstar (int 5)).
Definition s26_q8 (a b : Z) : Prop * game := ((a >= 5 /\ b = 1)%Z, Game [int (a + 1)] [int 5]).
Definition s26_pieces (a b : Z) : list (Prop * game) := [s26_q1 a b; s26_q2 a b; s26_q3 a b; s26_q4 a b; s26_q5 a b; s26_q6 a b; s26_q7 a b; s26_q8 a b].
Definition s26_claim (x : board) : Prop :=
  forall a b, x = s26_board a b -> holds (s26_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s27_q1 (a b : Z) : Prop * game := ((a <= 1 /\ b = 0)%Z, int (a - 2)).
Definition s27_q2 (a b : Z) : Prop * game := ((b >= 1)%Z, int a).
Definition s27_q3 (a b : Z) : Prop * game := ((a >= 2 /\ b = 0)%Z, nstar (int (a - 1))).
Definition s27_pieces (a b : Z) : list (Prop * game) := [s27_q1 a b; s27_q2 a b; s27_q3 a b].
Definition s27_claim (x : board) : Prop :=
  forall a b, x = s27_board a b -> holds (s27_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s28_q1 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-5)).
Definition s28_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (-4)).
Definition s28_q3 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int (-2)).
Definition s28_q4 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-2)).
Definition s28_q5 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z, int (-3)).
Definition s28_q6 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z, dyadic (-3) 1).
Definition s28_q7 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 1 /\ d >= 2)%Z, int (c - 2)).
Definition s28_q8 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z, Game [dyadic (-3) 1] [int (-2)]).
Definition s28_q9 (a b c d : Z) : Prop * game := ((a = 0 /\ b + c = 2 /\ b + d = 1)%Z, nstar (int (-1))).
Definition s28_q10 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z, Game [nstar (int (-1))] [int (-2)]).
Definition s28_q11 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 3 /\ d = 1)%Z, Game [int (c - 3)] [int (-1)]).
Definition s28_q12 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 4 /\ d = 0)%Z, Game [Game [int (c - 4)] [int (-1)]] [int (-2)]).
Definition s28_q13 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ b <= 2 /\ c = 0 /\ d = 0)%Z, int (b - 3)).
Definition s28_q14 (a b c d : Z) : Prop * game := ((a + b = 1 /\ c = 0 /\ d = 1)%Z, int (-1)).
Definition s28_q15 (a b c d : Z) : Prop * game := ((a = 0 /\ b + d >= 3 /\ b >= 1 /\ c = 0 /\ d >= 1)%Z, int 0).
Definition s28_q16 (a b c d : Z) : Prop * game := ((a <= 1 /\ b = 1 /\ c = 1 /\ d = 1)%Z, nstar (int (2 * a + c - 1))).
Definition s28_q17 (a b c d : Z) : Prop * game := ((b >= 2 /\ c = 2 /\ d = 1)%Z, nstar (int (2 * a + c - 1))).
Definition s28_q18 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c >= 1 /\ d >= 2)%Z, int c).
Definition s28_q19 (a b c d : Z) : Prop * game := ((a <= 1 /\ b = 1 /\ c = 2 /\ d = 0)%Z, Game [nstar (int (2 * a + c - 2))] [int (2 * a + c - 3)]).
Definition s28_q20 (a b c d : Z) : Prop * game := ((b >= 2 /\ c = 3 /\ d = 0)%Z, Game [nstar (int (2 * a + c - 2))] [int (2 * a + c - 3)]).
Definition s28_q21 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c >= 2 /\ d = 1)%Z, Game [int (c - 1)] [int 0]).
Definition s28_q22 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c >= 3 /\ d = 0)%Z, Game [Game [int (c - 2)] [int 0]] [int (-1)]).
Definition s28_q23 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 2 /\ c = 1 /\ d = 0)%Z, nstar (int 0)).
Definition s28_q24 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 2 /\ c = 1 /\ d = 1)%Z, dyadic 1 1).
Definition s28_q25 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z, dyadic 1 1).
Definition s28_q26 (a b c d : Z) : Prop * game := ((b >= 2 /\ c = 2 /\ d = 0)%Z, Game [dyadic (4 * a + 1) 1] [int (2 * a)]).
Definition s28_q27 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 2 /\ c >= 3 /\ d = 1)%Z, Game [int (c - 1)] [int 1]).
Definition s28_q28 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 2 /\ c >= 4 /\ d = 0)%Z, Game [Game [int (c - 2)] [int 1]] [int 0]).
Definition s28_q29 (a b c d : Z) : Prop * game := ((b = 3 /\ c = 0 /\ d = 0)%Z, Game [nstar (int (2 * a))] [int (2 * a)]).
Definition s28_q30 (a b c d : Z) : Prop * game := ((b >= 4 /\ c = 0 /\ d = 0)%Z, Game [Game [Game [int (3 * a + b - 3)] [dyadic (4 * a + 1) 1]] [int (2 * a)]] [int (2 * a)]).
Definition s28_q31 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int (2 * a - 2)).
Definition s28_q32 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z, dyadic (-1) 1).
Definition s28_q33 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c >= 1 /\ d >= 2)%Z, int (2 * a + c - 2)).
Definition s28_q34 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z, Game [dyadic 1 1] [int 0]).
Definition s28_q35 (a b c d : Z) : Prop * game := ((a + b + c >= 3 /\ a + c <= 3 /\ b + d = 1 /\ b + c <= 2 /\ c >= 1)%Z, nstar (int a)).
Definition s28_q36 (a b c d : Z) : Prop * game := ((a + c = 4 /\ a >= 1 /\ a <= 2 /\ b = 0 /\ d = 0)%Z, Game [nstar (int a)] [int (a - 1)]).
Definition s28_q37 (a b c d : Z) : Prop * game := ((a + c >= 4 /\ a >= 1 /\ b = 0 /\ c >= 1 /\ d = 1)%Z, Game [int (2 * a + c - 3)] [int a]).
Definition s28_q38 (a b c d : Z) : Prop * game := ((a + c >= 5 /\ a >= 1 /\ b = 0 /\ c >= 2 /\ d = 0)%Z, Game [Game [int (2 * a + c - 4)] [int a]] [int (a - 1)]).
Definition s28_q39 (a b c d : Z) : Prop * game := ((a + b >= 2 /\ b + d = 1 /\ c = 0)%Z, int (a - 1)).
Definition s28_q40 (a b c d : Z) : Prop * game := ((a >= 1 /\ a <= 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z, int a).
Definition s28_q41 (a b c d : Z) : Prop * game := ((a >= 1 /\ b + d >= 3 /\ b >= 1 /\ c = 0 /\ d >= 1)%Z, int (2 * a)).
Definition s28_q42 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c >= 1 /\ d >= 2)%Z, int (2 * a + c)).
Definition s28_q43 (a b c d : Z) : Prop * game := ((a + c >= 3 /\ a >= 1 /\ b = 1 /\ c >= 1 /\ d = 1)%Z, Game [int (2 * a + c - 1)] [int (a + 1)]).
Definition s28_q44 (a b c d : Z) : Prop * game := ((a + c >= 4 /\ a >= 1 /\ b = 1 /\ c >= 2 /\ d = 0)%Z, Game [Game [int (2 * a + c - 2)] [int (a + 1)]] [int a]).
Definition s28_q45 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 2 /\ c = 0 /\ d = 0)%Z, int (2 * a - 1)).
Definition s28_q46 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 2 /\ c = 1 /\ d = 0)%Z, nstar (int (2 * a))).
Definition s28_q47 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 2 /\ c = 1 /\ d = 1)%Z, dyadic (4 * a + 1) 1).
Definition s28_q48 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 2 /\ c >= 3 /\ d = 1)%Z, Game [int (2 * a + c - 1)] [int (2 * a + 1)]).
Definition s28_q49 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 2 /\ c >= 4 /\ d = 0)%Z, Game [Game [int (2 * a + c - 2)] [int (2 * a + 1)]] [int (2 * a)]).
Definition s28_q50 (a b c d : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (a - 2)).
Definition s28_q51 (a b c d : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 1 /\ d = 0)%Z, nstar (int (a - 1))).
Definition s28_q52 (a b c d : Z) : Prop * game := ((a >= 3 /\ b = 1 /\ c = 0 /\ d = 1)%Z, Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]).
Definition s28_q53 (a b c d : Z) : Prop * game := ((a >= 3 /\ b = 1 /\ c = 1 /\ d = 0)%Z, Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a]).
Definition s28_pieces (a b c d : Z) : list (Prop * game) := [s28_q1 a b c d; s28_q2 a b c d; s28_q3 a b c d; s28_q4 a b c d; s28_q5 a b c d; s28_q6 a b c d; s28_q7 a b c d; s28_q8 a b c d; s28_q9 a b c d; s28_q10 a b c d; s28_q11 a b c d; s28_q12 a b c d; s28_q13 a b c d; s28_q14 a b c d; s28_q15 a b c d; s28_q16 a b c d; s28_q17 a b c d; s28_q18 a b c d; s28_q19 a b c d; s28_q20 a b c d; s28_q21 a b c d; s28_q22 a b c d; s28_q23 a b c d; s28_q24 a b c d; s28_q25 a b c d; s28_q26 a b c d; s28_q27 a b c d; s28_q28 a b c d; s28_q29 a b c d; s28_q30 a b c d; s28_q31 a b c d; s28_q32 a b c d; s28_q33 a b c d; s28_q34 a b c d; s28_q35 a b c d; s28_q36 a b c d; s28_q37 a b c d; s28_q38 a b c d; s28_q39 a b c d; s28_q40 a b c d; s28_q41 a b c d; s28_q42 a b c d; s28_q43 a b c d; s28_q44 a b c d; s28_q45 a b c d; s28_q46 a b c d; s28_q47 a b c d; s28_q48 a b c d; s28_q49 a b c d; s28_q50 a b c d; s28_q51 a b c d; s28_q52 a b c d; s28_q53 a b c d].
Definition s28_claim (x : board) : Prop :=
  forall a b c d, x = s28_board a b c d -> holds (s28_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s29_q1 (a b : Z) : Prop * game := ((a <= 2 /\ b <= 1)%Z, int (a + 2 * b)).
Definition s29_q2 (a b : Z) : Prop * game := ((b >= 2)%Z, int (a + 2)).
Definition s29_q3 (a b : Z) : Prop * game := ((a = 3 /\ b = 0)%Z, Game [nstar (int 3)] [int 3]).
Definition s29_q4 (a b : Z) : Prop * game := ((a = 3 /\ b = 1)%Z, dyadic 9 1).
Definition s29_q5 (a b : Z) : Prop * game := ((a >= 4 /\ b = 0)%Z, Game [nstar (int a)] [int 3]).
Definition s29_q6 (a b : Z) : Prop * game := ((a = 4 /\ b = 1)%Z, nstar (int 5)).
Definition s29_q7 (a b : Z) : Prop * game := ((a >= 5 /\ b = 1)%Z, Game [int (a + 1)] [int 5]).
Definition s29_pieces (a b : Z) : list (Prop * game) := [s29_q1 a b; s29_q2 a b; s29_q3 a b; s29_q4 a b; s29_q5 a b; s29_q6 a b; s29_q7 a b].
Definition s29_claim (x : board) : Prop :=
  forall a b, x = s29_board a b -> holds (s29_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s30_q1 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z, int (-5)).
Definition s30_q2 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z, int (-4)).
Definition s30_q3 (a b c d e : Z) : Prop * game := ((a <= 1 /\ b + c = 1 /\ b - d = 0 /\ e = 0)%Z, int (2 * a + d - 2)).
Definition s30_q4 (a b c d e : Z) : Prop * game := ((a = 2 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z, int (2 * a + d - 2)).
Definition s30_q5 (a b c d e : Z) : Prop * game := ((b = 0 /\ c = 0 /\ e >= 2)%Z, int (2 * a + d - 2)).
Definition s30_q6 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z, int (-3)).
Definition s30_q7 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z, dyadic (-3) 1).
Definition s30_q8 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z, Game [dyadic (-3) 1] [int (-2)]).
Definition s30_q9 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 1)%Z, nstar (int (-1))).
Definition s30_q10 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 3 /\ e = 0)%Z, Game [nstar (int (-1))] [int (-2)]).
Definition s30_q11 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d >= 3 /\ e = 1)%Z, Game [int (d - 3)] [int (-1)]).
Definition s30_q12 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d >= 4 /\ e = 0)%Z, Game [Game [int (d - 4)] [int (-1)]] [int (-2)]).
Definition s30_q13 (a b c d e : Z) : Prop * game := ((a <= 1 /\ b = 0 /\ c + e = 2 /\ c >= 1 /\ d = 0)%Z, int (2 * a - 1)).
Definition s30_q14 (a b c d e : Z) : Prop * game := ((a = 1 /\ b >= 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z, int (2 * a - 1)).
Definition s30_q15 (a b c d e : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 0)%Z, int (2 * a - 1)).
Definition s30_q16 (a b c d e : Z) : Prop * game := ((c >= 1 /\ e >= 2)%Z, int (2 * a + b + d)).
Definition s30_q17 (a b c d e : Z) : Prop * game := ((c >= 2 /\ d = 0 /\ e = 1)%Z, int (2 * a + b + d)).
Definition s30_q18 (a b c d e : Z) : Prop * game := ((a + b >= 2 /\ b + d = 1 /\ c = 0 /\ e = 0)%Z, nstar (int (a - 1))).
Definition s30_q19 (a b c d e : Z) : Prop * game := ((a = 0 /\ b + c = 1 /\ b + d = 1 /\ b - e = 0)%Z, nstar (int (a - 1))).
Definition s30_q20 (a b c d e : Z) : Prop * game := ((a - b >= 0 /\ a <= 1 /\ b + d = 1 /\ c = 1 /\ e = 1)%Z, nstar (int (2 * a + b + d - 1))).
Definition s30_q21 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 1 /\ d = 0 /\ e = 1)%Z, nstar (int (2 * a + b + d - 1))).
Definition s30_q22 (a b c d e : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ e >= 2)%Z, nstar (int (2 * a + b + d - 1))).
Definition s30_q23 (a b c d e : Z) : Prop * game := ((c >= 2 /\ d - e = 1 /\ d <= 2)%Z, nstar (int (2 * a + b + d - 1))).
Definition s30_q24 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 2 /\ e = 0)%Z, Game [nstar (int 0)] [int (-1)]).
Definition s30_q25 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d >= 2 /\ e = 1)%Z, Game [int (d - 1)] [int 0]).
Definition s30_q26 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d >= 3 /\ e = 0)%Z, Game [Game [int (d - 2)] [int 0]] [int (-1)]).
Definition s30_q27 (a b c d e : Z) : Prop * game := ((c >= 2 /\ d = 1 /\ e = 1)%Z, dyadic (4 * a + 2 * b + 1) 1).
Definition s30_q28 (a b c d e : Z) : Prop * game := ((c >= 2 /\ d = 2 /\ e = 0)%Z, Game [dyadic (4 * a + 2 * b + 1) 1] [int (2 * a + b)]).
Definition s30_q29 (a b c d e : Z) : Prop * game := ((c >= 2 /\ d = 3 /\ e = 0)%Z, Game [nstar (int (2 * a + b + 1))] [int (2 * a + b)]).
Definition s30_q30 (a b c d e : Z) : Prop * game := ((c >= 2 /\ d >= 3 /\ e = 1)%Z, Game [int (2 * a + b + d - 1)] [int (2 * a + b + 1)]).
Definition s30_q31 (a b c d e : Z) : Prop * game := ((c >= 2 /\ d >= 4 /\ e = 0)%Z, Game [Game [int (2 * a + b + d - 2)] [int (2 * a + b + 1)]] [int (2 * a + b)]).
Definition s30_q32 (a b c d e : Z) : Prop * game := ((b = 0 /\ c = 3 /\ d = 0 /\ e = 0)%Z, Game [nstar (int (2 * a))] [int (2 * a)]).
Definition s30_q33 (a b c d e : Z) : Prop * game := ((a - b >= 0 /\ b <= 1 /\ c >= 4 /\ d = 0 /\ e = 0)%Z, Game [Game [Game [int (3 * a + 2 * b + c - 3)] [dyadic (4 * a + 2 * b + 1) 1]] [int (2 * a + b)]] [int (2 * a + b)]).
Definition s30_q34 (a b c d e : Z) : Prop * game := ((b >= 2 /\ c >= 4 /\ d = 0 /\ e = 0)%Z, Game [Game [Game [int (3 * a + 2 * b + c - 3)] [dyadic (4 * a + 2 * b + 1) 1]] [int (2 * a + b)]] [int (2 * a + b)]).
Definition s30_q35 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z, nstar (int (-2))).
Definition s30_q36 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z, int a).
Definition s30_q37 (a b c d e : Z) : Prop * game := ((a = 0 /\ b >= 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z, int a).
Definition s30_q38 (a b c d e : Z) : Prop * game := ((a >= 2 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 0)%Z, int a).
Definition s30_q39 (a b c d e : Z) : Prop * game := ((a >= 2 /\ b >= 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z, int a).
Definition s30_q40 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 2 /\ e = 0)%Z, Game [int 0] [dyadic (-1) 1]).
Definition s30_q41 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d >= 2 /\ e = 1)%Z, Game [nstar (int (d - 1))] [dyadic 1 1]).
Definition s30_q42 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d >= 3 /\ e = 0)%Z, Game [Game [nstar (int (d - 2))] [dyadic 1 1]] [dyadic (-1) 1]).
Definition s30_q43 (a b c d e : Z) : Prop * game := ((a + b = 1 /\ a + c = 1 /\ a - d = 0 /\ e = 0)%Z, dyadic (-1) 1).
Definition s30_q44 (a b c d e : Z) : Prop * game := ((a <= 1 /\ b >= 2 /\ c = 2 /\ d = 0 /\ e = 0)%Z, dyadic (4 * a + 2 * b - 1) 1).
Definition s30_q45 (a b c d e : Z) : Prop * game := ((a >= 2 /\ b >= 1 /\ c = 2 /\ d = 0 /\ e = 0)%Z, dyadic (4 * a + 2 * b - 1) 1).
Definition s30_q46 (a b c d e : Z) : Prop * game := ((- a + c >= 1 /\ b = 1 /\ c + e = 2 /\ d = 0)%Z, dyadic (4 * a + 2 * b - 1) 1).
Definition s30_q47 (a b c d e : Z) : Prop * game := ((a = 0 /\ b + c = 2 /\ b + d = 2 /\ b - e = 1)%Z, nstar (dyadic 1 1)).
Definition s30_q48 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z, dyadic 5 2).
Definition s30_q49 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d = 2 /\ e = 0)%Z, Game [dyadic 5 2] [dyadic 1 1]).
Definition s30_q50 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d >= 2 /\ e = 1)%Z, Game [int d] [dyadic 3 1]).
Definition s30_q51 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d >= 3 /\ e = 0)%Z, Game [Game [int (d - 1)] [dyadic 3 1]] [dyadic 1 1]).
Definition s30_q52 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 3 /\ d = 0 /\ e = 0)%Z, Game [Game [Game [int 2] [dyadic 5 2]] [int 1]] [int 1]).
Definition s30_q53 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c >= 4 /\ d = 0 /\ e = 0)%Z, Game [Game [Game [int (c - 1)] [dyadic 3 1]] [int 1]] [int 1]).
Definition s30_q54 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z, nstar (dyadic (-1) 1)).
Definition s30_q55 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z, dyadic 1 1).
Definition s30_q56 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z, dyadic 1 1).
Definition s30_q57 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z, Game [dyadic 5 2] [nstar (int 1)]).
Definition s30_q58 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0 /\ d = 2 /\ e = 0)%Z, Game [Game [dyadic 5 2] [nstar (int 1)]] [Game [dyadic 1 1] [int 0]]).
Definition s30_q59 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0 /\ d >= 2 /\ e = 1)%Z, Game [nstar (int d)] [Game [dyadic 3 1] [int 1]]).
Definition s30_q60 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0 /\ d >= 3 /\ e = 0)%Z, Game [Game [nstar (int (d - 1))] [Game [dyadic 3 1] [int 1]]] [Game [dyadic 1 1] [int 0]]).
Definition s30_q61 (a b c d e : Z) : Prop * game := ((b >= 2 /\ c = 1 /\ d = 0 /\ e = 0)%Z, Game [dyadic (4 * a + 2 * b - 3) 1] [int a]).
Definition s30_q62 (a b c d e : Z) : Prop * game := ((a + b = 2 /\ a + c >= 1 /\ a <= 1 /\ c + e = 1 /\ d = 1)%Z, int (a + 1)).
Definition s30_q63 (a b c d e : Z) : Prop * game := ((a + b >= 3 /\ b >= 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z, int (a + 1)).
Definition s30_q64 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 1 /\ d = 1 /\ e = 1)%Z, Game [int 2] [nstar (int 2)]).
Definition s30_q65 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 1 /\ d = 2 /\ e = 0)%Z, Game [Game [int 2] [nstar (int 2)]] [nstar (int 1)]).
Definition s30_q66 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 1 /\ d >= 2 /\ e = 1)%Z, Game [int (d + 1)] [nstar (int 2)]).
Definition s30_q67 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 1 /\ d >= 3 /\ e = 0)%Z, Game [Game [int d] [nstar (int 2)]] [nstar (int 1)]).
Definition s30_q68 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 3 /\ d = 0 /\ e = 0)%Z, Game [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]] [int 2]).
Definition s30_q69 (a b c d e : Z) : Prop * game := ((a + b >= 3 /\ b >= 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z, nstar (int (a + 1))).
Definition s30_q70 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 3 /\ c = 0 /\ d = 1 /\ e = 1)%Z, Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]).
Definition s30_q71 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 3 /\ c = 0 /\ d = 2 /\ e = 0)%Z, Game [Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]] [Game [nstar (int 1)] [int 0]]).
Definition s30_q72 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 3 /\ c = 0 /\ d >= 2 /\ e = 1)%Z, Game [nstar (int (d + 1))] [Game [nstar (int 2)] [int 1]]).
Definition s30_q73 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 3 /\ c = 0 /\ d >= 3 /\ e = 0)%Z, Game [Game [nstar (int d)] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 1)] [int 0]]).
Definition s30_q74 (a b c d e : Z) : Prop * game := ((a + b >= 3 /\ b >= 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z, Game [int (2 * a + b - 1)] [int (a + 1)]).
Definition s30_q75 (a b c d e : Z) : Prop * game := ((a + b >= 3 /\ b >= 2 /\ c = 1 /\ d = 1 /\ e = 0)%Z, Game [nstar (int (2 * a + b - 1))] [nstar (int (a + 1))]).
Definition s30_q76 (a b c d e : Z) : Prop * game := ((a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 1 /\ e = 1)%Z, Game [int (2 * a + b + d - 1)] [Game [int (2 * a + b)] [int (a + 2)]]).
Definition s30_q77 (a b c d e : Z) : Prop * game := ((a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 2 /\ e = 0)%Z, Game [Game [int (2 * a + b + d - 2)] [Game [int (2 * a + b)] [int (a + 2)]]] [int (a + 2); Game [int (2 * a + b - 1)] [int (a + 1)]]).
Definition s30_q78 (a b c d e : Z) : Prop * game := ((a + b >= 3 /\ b >= 1 /\ c = 3 /\ d = 0 /\ e = 0)%Z, Game [Game [Game [int (3 * a + 2 * b)] [Game [int (2 * a + b)] [Game [int (2 * a + b)] [int (a + 2)]]]] [int (2 * a + b)]] [int (2 * a + b)]).
Definition s30_q79 (a b c d e : Z) : Prop * game := ((a + b >= 4 /\ b >= 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z, Game [nstar (int (2 * a + b - 1)); Game [int (2 * a + b - 1)] [Game [int (2 * a + b - 1)] [int (a + 2)]]] [Game [int (2 * a + b - 1)] [int (a + 1)]; Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]]).
Definition s30_q80 (a b c d e : Z) : Prop * game := ((a + b >= 4 /\ b >= 2 /\ c = 0 /\ d = 2 /\ e = 0)%Z, Game [Game [nstar (int (2 * a + b - 1)); Game [int (2 * a + b - 1)] [Game [int (2 * a + b - 1)] [int (a + 2)]]] [Game [int (2 * a + b - 1)] [int (a + 1)]; Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]]] [Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]]).
Definition s30_q81 (a b c d e : Z) : Prop * game := ((a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 2 /\ e = 1)%Z, Game [nstar (int (2 * a + b + d - 2))] [Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]]).
Definition s30_q82 (a b c d e : Z) : Prop * game := ((a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 3 /\ e = 0)%Z, Game [Game [nstar (int (2 * a + b + d - 3))] [Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]]] [Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]]).
Definition s30_q83 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z, int (-2)).
Definition s30_q84 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z, int (a - 2)).
Definition s30_q85 (a b c d e : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z, int (a - 2)).
Definition s30_q86 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z, Game [dyadic 1 1] [int 0]).
Definition s30_q87 (a b c d e : Z) : Prop * game := ((a = 1 /\ b + d = 1 /\ b + c >= 1 /\ c + e = 1)%Z, nstar (int 1)).
Definition s30_q88 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 1)%Z, nstar (int 1)).
Definition s30_q89 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 3 /\ e = 0)%Z, Game [nstar (int 1)] [int 0]).
Definition s30_q90 (a b c d e : Z) : Prop * game := ((a + d >= 4 /\ a >= 1 /\ b = 0 /\ c = 0 /\ d >= 1 /\ e = 1)%Z, Game [int (2 * a + d - 3)] [int a]).
Definition s30_q91 (a b c d e : Z) : Prop * game := ((a + d >= 5 /\ a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2 /\ e = 0)%Z, Game [Game [int (2 * a + d - 4)] [int a]] [int (a - 1)]).
Definition s30_q92 (a b c d e : Z) : Prop * game := ((a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 2 /\ e = 0)%Z, Game [nstar (int 2)] [int 1]).
Definition s30_q93 (a b c d e : Z) : Prop * game := ((a + d >= 3 /\ a >= 1 /\ b = 0 /\ c = 1 /\ d >= 1 /\ e = 1)%Z, Game [int (2 * a + d - 1)] [int (a + 1)]).
Definition s30_q94 (a b c d e : Z) : Prop * game := ((a + d >= 4 /\ a >= 1 /\ b = 0 /\ c = 1 /\ d >= 2 /\ e = 0)%Z, Game [Game [int (2 * a + d - 2)] [int (a + 1)]] [int a]).
Definition s30_q95 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 0 /\ d = 2 /\ e = 0)%Z, Game [int 2] [nstar (int 1)]).
Definition s30_q96 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c = 0 /\ d >= 2 /\ e = 1)%Z, Game [nstar (int (2 * a + d - 1))] [nstar (int (a + 1))]).
Definition s30_q97 (a b c d e : Z) : Prop * game := ((a >= 2 /\ b = 1 /\ c + e = 1 /\ d = 1)%Z, Game [nstar (int (2 * a + d - 1))] [nstar (int (a + 1))]).
Definition s30_q98 (a b c d e : Z) : Prop * game := ((a + d >= 4 /\ a >= 1 /\ b = 1 /\ c = 0 /\ d >= 2 /\ e = 0)%Z, Game [Game [nstar (int (2 * a + d - 2))] [nstar (int (a + 1))]] [nstar (int a)]).
Definition s30_q99 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z, Game [int 3] [nstar (int 3)]).
Definition s30_q100 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 1 /\ d = 2 /\ e = 0)%Z, Game [Game [int 3] [nstar (int 3)]] [nstar (int 2)]).
Definition s30_q101 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 1 /\ d >= 2 /\ e = 1)%Z, Game [int (d + 2)] [nstar (int 3)]).
Definition s30_q102 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 1 /\ d >= 3 /\ e = 0)%Z, Game [Game [int (d + 1)] [nstar (int 3)]] [nstar (int 2)]).
Definition s30_q103 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 3 /\ d = 0 /\ e = 0)%Z, Game [Game [Game [int 5] [Game [int 3] [nstar (int 3)]]] [int 3]] [int 3]).
Definition s30_q104 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z, Game [nstar (int 3); Game [int 3] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]]).
Definition s30_q105 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 2 /\ c = 0 /\ d = 2 /\ e = 0)%Z, Game [Game [nstar (int 3); Game [int 3] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]]] [Game [nstar (int 2)] [int 1]]).
Definition s30_q106 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 2 /\ c = 0 /\ d >= 2 /\ e = 1)%Z, Game [nstar (int (d + 2))] [Game [nstar (int 3)] [int 2]]).
Definition s30_q107 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 2 /\ c = 0 /\ d >= 3 /\ e = 0)%Z, Game [Game [nstar (int (d + 1))] [Game [nstar (int 3)] [int 2]]] [Game [nstar (int 2)] [int 1]]).
Definition s30_q108 (a b c d e : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c + e = 1 /\ d = 0)%Z, int (a - 1)).
Definition s30_q109 (a b c d e : Z) : Prop * game := ((a = 2 /\ b + d = 1 /\ b + c <= 1 /\ c + e = 1)%Z, nstar (int 2)).
Definition s30_q110 (a b c d e : Z) : Prop * game := ((a >= 2 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z, Game [int (2 * a - 1)] [int a]).
Definition s30_q111 (a b c d e : Z) : Prop * game := ((a >= 3 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z, Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]).
Definition s30_q112 (a b c d e : Z) : Prop * game := ((a >= 3 /\ b + c = 1 /\ b + d = 1 /\ b - e = 0)%Z, Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a]).
Definition s30_pieces (a b c d e : Z) : list (Prop * game) := [s30_q1 a b c d e; s30_q2 a b c d e; s30_q3 a b c d e; s30_q4 a b c d e; s30_q5 a b c d e; s30_q6 a b c d e; s30_q7 a b c d e; s30_q8 a b c d e; s30_q9 a b c d e; s30_q10 a b c d e; s30_q11 a b c d e; s30_q12 a b c d e; s30_q13 a b c d e; s30_q14 a b c d e; s30_q15 a b c d e; s30_q16 a b c d e; s30_q17 a b c d e; s30_q18 a b c d e; s30_q19 a b c d e; s30_q20 a b c d e; s30_q21 a b c d e; s30_q22 a b c d e; s30_q23 a b c d e; s30_q24 a b c d e; s30_q25 a b c d e; s30_q26 a b c d e; s30_q27 a b c d e; s30_q28 a b c d e; s30_q29 a b c d e; s30_q30 a b c d e; s30_q31 a b c d e; s30_q32 a b c d e; s30_q33 a b c d e; s30_q34 a b c d e; s30_q35 a b c d e; s30_q36 a b c d e; s30_q37 a b c d e; s30_q38 a b c d e; s30_q39 a b c d e; s30_q40 a b c d e; s30_q41 a b c d e; s30_q42 a b c d e; s30_q43 a b c d e; s30_q44 a b c d e; s30_q45 a b c d e; s30_q46 a b c d e; s30_q47 a b c d e; s30_q48 a b c d e; s30_q49 a b c d e; s30_q50 a b c d e; s30_q51 a b c d e; s30_q52 a b c d e; s30_q53 a b c d e; s30_q54 a b c d e; s30_q55 a b c d e; s30_q56 a b c d e; s30_q57 a b c d e; s30_q58 a b c d e; s30_q59 a b c d e; s30_q60 a b c d e; s30_q61 a b c d e; s30_q62 a b c d e; s30_q63 a b c d e; s30_q64 a b c d e; s30_q65 a b c d e; s30_q66 a b c d e; s30_q67 a b c d e; s30_q68 a b c d e; s30_q69 a b c d e; s30_q70 a b c d e; s30_q71 a b c d e; s30_q72 a b c d e; s30_q73 a b c d e; s30_q74 a b c d e; s30_q75 a b c d e; s30_q76 a b c d e; s30_q77 a b c d e; s30_q78 a b c d e; s30_q79 a b c d e; s30_q80 a b c d e; s30_q81 a b c d e; s30_q82 a b c d e; s30_q83 a b c d e; s30_q84 a b c d e; s30_q85 a b c d e; s30_q86 a b c d e; s30_q87 a b c d e; s30_q88 a b c d e; s30_q89 a b c d e; s30_q90 a b c d e; s30_q91 a b c d e; s30_q92 a b c d e; s30_q93 a b c d e; s30_q94 a b c d e; s30_q95 a b c d e; s30_q96 a b c d e; s30_q97 a b c d e; s30_q98 a b c d e; s30_q99 a b c d e; s30_q100 a b c d e; s30_q101 a b c d e; s30_q102 a b c d e; s30_q103 a b c d e; s30_q104 a b c d e; s30_q105 a b c d e; s30_q106 a b c d e; s30_q107 a b c d e; s30_q108 a b c d e; s30_q109 a b c d e; s30_q110 a b c d e; s30_q111 a b c d e; s30_q112 a b c d e].
Definition s30_claim (x : board) : Prop :=
  forall a b c d e, x = s30_board a b c d e -> holds (s30_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d) (Z.of_nat e)) (tf_game x).
Definition s31_q1 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-3)).
Definition s31_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ d >= 1)%Z, int (a + c - 1)).
Definition s31_q3 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c >= 1 /\ d = 0)%Z, int (a + c - 1)).
Definition s31_q4 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 1 /\ d = 0)%Z, nstar (int (c - 2))).
Definition s31_q5 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z, int (-1)).
Definition s31_q6 (a b c d : Z) : Prop * game := ((b >= 1 /\ d >= 1)%Z, int (a + c)).
Definition s31_q7 (a b c d : Z) : Prop * game := ((a >= 1 /\ a <= 5 /\ b = 0 /\ c = 0 /\ d = 1)%Z, dyadic (2 * a + 2 * c - 1) 1).
Definition s31_q8 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c + d >= 2 /\ d >= 1)%Z, dyadic (2 * a + 2 * c - 1) 1).
Definition s31_q9 (a b c d : Z) : Prop * game := ((b >= 1 /\ c >= 1 /\ d = 0)%Z, dyadic (2 * a + 2 * c - 1) 1).
Definition s31_q10 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z, dyadic (-1) 2).
Definition s31_q11 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 3 /\ c = 0 /\ d = 0)%Z, Game [Game [dyadic 1 1] [int 0]] [int 0]).
Definition s31_q12 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 4 /\ c = 0 /\ d = 0)%Z, Game [Game [nstar (int 1)] [int 0]] [int 0]).
Definition s31_q13 (a b c d : Z) : Prop * game := ((a + b >= 5 /\ b >= 3 /\ c = 0 /\ d = 0)%Z, Game [Game [Game [int (2 * a + b - 3)] [int (a + 1)]] [int a]] [int a]).
Definition s31_q14 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z, nstar (int (a - 2))).
Definition s31_q15 (a b c d : Z) : Prop * game := ((a = 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z, nstar (int (a - 2))).
Definition s31_q16 (a b c d : Z) : Prop * game := ((a >= 1 /\ a <= 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z, dyadic (2 * a - 1) 1).
Definition s31_q17 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 2 /\ c = 0 /\ d = 0)%Z, Game [nstar (int a)] [int a]).
Definition s31_q18 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 3 /\ c = 0 /\ d = 0)%Z, Game [Game [nstar (int 2)] [int 1]] [int 1]).
Definition s31_q19 (a b c d : Z) : Prop * game := ((a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (a - 1)).
Definition s31_q20 (a b c d : Z) : Prop * game := ((a = 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z, dyadic 9 2).
Definition s31_q21 (a b c d : Z) : Prop * game := ((a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z, dyadic 5 1).
Definition s31_q22 (a b c d : Z) : Prop * game := ((a = 4 /\ b = 1 /\ c = 0 /\ d = 0)%Z, Game [int 3] [nstar (int 3)]).
Definition s31_q23 (a b c d : Z) : Prop * game := ((a >= 5 /\ b = 1 /\ c = 0 /\ d = 0)%Z, Game [int (a - 1)] [Game [int (a - 1)] [int 3]]).
Definition s31_q24 (a b c d : Z) : Prop * game := ((a >= 6 /\ b = 0 /\ c = 0 /\ d = 0)%Z, Game [int (a - 2)] [int 3]).
Definition s31_q25 (a b c d : Z) : Prop * game := ((a = 6 /\ b = 0 /\ c = 0 /\ d = 1)%Z, nstar (int 5)).
Definition s31_q26 (a b c d : Z) : Prop * game := ((a >= 7 /\ b = 0 /\ c = 0 /\ d = 1)%Z, Game [int (a - 1)] [int 5]).
Definition s31_pieces (a b c d : Z) : list (Prop * game) := [s31_q1 a b c d; s31_q2 a b c d; s31_q3 a b c d; s31_q4 a b c d; s31_q5 a b c d; s31_q6 a b c d; s31_q7 a b c d; s31_q8 a b c d; s31_q9 a b c d; s31_q10 a b c d; s31_q11 a b c d; s31_q12 a b c d; s31_q13 a b c d; s31_q14 a b c d; s31_q15 a b c d; s31_q16 a b c d; s31_q17 a b c d; s31_q18 a b c d; s31_q19 a b c d; s31_q20 a b c d; s31_q21 a b c d; s31_q22 a b c d; s31_q23 a b c d; s31_q24 a b c d; s31_q25 a b c d; s31_q26 a b c d].
Definition s31_claim (x : board) : Prop :=
  forall a b c d, x = s31_board a b c d -> holds (s31_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s32_q1 (a b c : Z) : Prop * game := ((a <= 1 /\ b = 0 /\ c = 0)%Z, int (a - 2)).
Definition s32_q2 (a b c : Z) : Prop * game := ((c >= 1)%Z, int (a + b)).
Definition s32_q3 (a b c : Z) : Prop * game := ((a <= 1 /\ b >= 1 /\ c = 0)%Z, nstar (int (a + b - 1))).
Definition s32_q4 (a b c : Z) : Prop * game := ((a >= 2 /\ c = 0)%Z, nstar (int (a + b - 1))).
Definition s32_pieces (a b c : Z) : list (Prop * game) := [s32_q1 a b c; s32_q2 a b c; s32_q3 a b c; s32_q4 a b c].
Definition s32_claim (x : board) : Prop :=
  forall a b c, x = s32_board a b c -> holds (s32_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s33_q1 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-4)).
Definition s33_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (-3)).
Definition s33_q3 (a b c d : Z) : Prop * game := ((d >= 2)%Z, int (2 * a + b + 2 * c - 1)).
Definition s33_q4 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 1 /\ d = 0)%Z, int (c - 2)).
Definition s33_q5 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z, int (c - 2)).
Definition s33_q6 (a b c d : Z) : Prop * game := ((a + b = 1 /\ c = 0 /\ d = 1)%Z, int (a + c - 1)).
Definition s33_q7 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 1 /\ d = 1)%Z, int (a + c - 1)).
Definition s33_q8 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z, int (a + c - 1)).
Definition s33_q9 (a b c d : Z) : Prop * game := ((b >= 1 /\ c >= 1 /\ d = 0)%Z, int (a + c - 1)).
Definition s33_q10 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z, int (a + c)).
Definition s33_q11 (a b c d : Z) : Prop * game := ((b >= 1 /\ c >= 1 /\ d = 1)%Z, int (a + c)).
Definition s33_q12 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z, dyadic (2 * a + 2 * c - 1) 1).
Definition s33_q13 (a b c d : Z) : Prop * game := ((a = 2 /\ b = 0 /\ c = 0 /\ d = 1)%Z, dyadic (2 * a + 2 * c - 1) 1).
Definition s33_q14 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c >= 1 /\ d = 1)%Z, dyadic (2 * a + 2 * c - 1) 1).
Definition s33_q15 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z, dyadic 1 1).
Definition s33_q16 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 3 /\ c = 0 /\ d = 0)%Z, Game [dyadic 1 1] [int 0]).
Definition s33_q17 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 3 /\ c = 0 /\ d = 1)%Z, nstar (int 1)).
Definition s33_q18 (a b c d : Z) : Prop * game := ((a + b >= 4 /\ b >= 3 /\ c = 0 /\ d = 0)%Z, Game [nstar (int (a + 1))] [int a]).
Definition s33_q19 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 4 /\ c = 0 /\ d = 1)%Z, Game [Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]] [int 1]).
Definition s33_q20 (a b c d : Z) : Prop * game := ((a + b >= 5 /\ b >= 3 /\ c = 0 /\ d = 1)%Z, Game [Game [nstar (int (2 * a + b - 2)); Game [int (2 * a + b - 2)] [Game [int (2 * a + b - 2)] [int (a + 2)]]] [Game [int (2 * a + b - 2)] [int (a + 1)]; Game [Game [int (2 * a + b - 2)] [int (a + 2)]] [int (a + 1)]]] [int (a + 1)]).
Definition s33_q21 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-1)).
Definition s33_q22 (a b c d : Z) : Prop * game := ((a = 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z, dyadic (2 * a + 2 * c - 3) 1).
Definition s33_q23 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c >= 1 /\ d = 0)%Z, dyadic (2 * a + 2 * c - 3) 1).
Definition s33_q24 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 2 /\ c = 0 /\ d = 0)%Z, nstar (int a)).
Definition s33_q25 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 2 /\ c = 0 /\ d = 1)%Z, nstar (int (a + 1))).
Definition s33_q26 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 3 /\ c = 0 /\ d = 1)%Z, Game [Game [nstar (int 3); Game [int 3] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]]] [int 2]).
Definition s33_q27 (a b c d : Z) : Prop * game := ((a = 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z, dyadic 3 1).
Definition s33_q28 (a b c d : Z) : Prop * game := ((a = 3 /\ b = 0 /\ c = 0 /\ d = 1)%Z, dyadic 5 1).
Definition s33_q29 (a b c d : Z) : Prop * game := ((a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z, dyadic 9 2).
Definition s33_q30 (a b c d : Z) : Prop * game := ((a = 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z, dyadic 13 2).
Definition s33_q31 (a b c d : Z) : Prop * game := ((a = 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z, Game [int 3] [nstar (int 3)]).
Definition s33_q32 (a b c d : Z) : Prop * game := ((a = 5 /\ b = 0 /\ c = 0 /\ d = 1)%Z, Game [int 4] [nstar (int 4)]).
Definition s33_q33 (a b c d : Z) : Prop * game := ((a >= 6 /\ b = 0 /\ c = 0 /\ d = 0)%Z, Game [int (a - 2)] [Game [int (a - 2)] [int 3]]).
Definition s33_q34 (a b c d : Z) : Prop * game := ((a >= 6 /\ b = 0 /\ c = 0 /\ d = 1)%Z, Game [int (a - 1)] [Game [int (a - 1)] [int 4]]).
Definition s33_pieces (a b c d : Z) : list (Prop * game) := [s33_q1 a b c d; s33_q2 a b c d; s33_q3 a b c d; s33_q4 a b c d; s33_q5 a b c d; s33_q6 a b c d; s33_q7 a b c d; s33_q8 a b c d; s33_q9 a b c d; s33_q10 a b c d; s33_q11 a b c d; s33_q12 a b c d; s33_q13 a b c d; s33_q14 a b c d; s33_q15 a b c d; s33_q16 a b c d; s33_q17 a b c d; s33_q18 a b c d; s33_q19 a b c d; s33_q20 a b c d; s33_q21 a b c d; s33_q22 a b c d; s33_q23 a b c d; s33_q24 a b c d; s33_q25 a b c d; s33_q26 a b c d; s33_q27 a b c d; s33_q28 a b c d; s33_q29 a b c d; s33_q30 a b c d; s33_q31 a b c d; s33_q32 a b c d; s33_q33 a b c d; s33_q34 a b c d].
Definition s33_claim (x : board) : Prop :=
  forall a b c d, x = s33_board a b c d -> holds (s33_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s34_q1 (a b : Z) : Prop * game := ((a = 0 /\ b <= 1)%Z, int (b - 3)).
Definition s34_q2 (a b : Z) : Prop * game := ((b >= 2)%Z, int (2 * a)).
Definition s34_q3 (a b : Z) : Prop * game := ((a = 1 /\ b <= 1)%Z, nstar (int (b - 1))).
Definition s34_q4 (a b : Z) : Prop * game := ((a >= 2 /\ b <= 1)%Z, int (a + b - 1)).
Definition s34_pieces (a b : Z) : list (Prop * game) := [s34_q1 a b; s34_q2 a b; s34_q3 a b; s34_q4 a b].
Definition s34_claim (x : board) : Prop :=
  forall a b, x = s34_board a b -> holds (s34_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s35_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c <= 1)%Z, int (c - 3)).
Definition s35_q2 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (2 * a + b)).
Definition s35_q3 (a b c : Z) : Prop * game := ((a <= 1 /\ b = 1 /\ c = 0)%Z, int (a + c - 1)).
Definition s35_q4 (a b c : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c <= 1)%Z, int (a + c - 1)).
Definition s35_q5 (a b c : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1)%Z, dyadic 1 1).
Definition s35_q6 (a b c : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0)%Z, Game [dyadic 1 1] [int 0]).
Definition s35_q7 (a b c : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 1)%Z, nstar (int (a + b - 1))).
Definition s35_q8 (a b c : Z) : Prop * game := ((a >= 2 /\ (a) mod 2 = 0 /\ b = 1 /\ c = 0)%Z, nstar (int (a + b - 1))).
Definition s35_q9 (a b c : Z) : Prop * game := ((a + b = 3 /\ a <= 1 /\ c = 0)%Z, Game [nstar (int (a + 1))] [int a]).
Definition s35_q10 (a b c : Z) : Prop * game := ((a + b >= 3 /\ b >= 1 /\ c = 1)%Z, Game [int (2 * a + b - 1)] [int (a + 1)]).
Definition s35_q11 (a b c : Z) : Prop * game := ((a + b >= 4 /\ b >= 2 /\ c = 0)%Z, Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]).
Definition s35_q12 (a b c : Z) : Prop * game := ((a = 1 /\ - b + c >= 0 /\ c <= 1)%Z, nstar (int (a + 2 * b + c - 2))).
Definition s35_q13 (a b c : Z) : Prop * game := ((a >= 3 /\ (a) mod 2 = 1 /\ b = 1 /\ c = 0)%Z, nstar (int (a + 2 * b + c - 2))).
Definition s35_pieces (a b c : Z) : list (Prop * game) := [s35_q1 a b c; s35_q2 a b c; s35_q3 a b c; s35_q4 a b c; s35_q5 a b c; s35_q6 a b c; s35_q7 a b c; s35_q8 a b c; s35_q9 a b c; s35_q10 a b c; s35_q11 a b c; s35_q12 a b c; s35_q13 a b c].
Definition s35_claim (x : board) : Prop :=
  forall a b c, x = s35_board a b c -> holds (s35_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s36_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c <= 1)%Z, int (c - 3)).
Definition s36_q2 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (2 * a + 2 * b)).
Definition s36_q3 (a b c : Z) : Prop * game := ((a <= 1 /\ b >= 1 /\ c <= 1)%Z, int (a + b + c - 1)).
Definition s36_q4 (a b c : Z) : Prop * game := ((a >= 2 /\ c <= 1)%Z, int (a + b + c - 1)).
Definition s36_q5 (a b c : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c <= 1)%Z, nstar (int (c - 1))).
Definition s36_pieces (a b c : Z) : list (Prop * game) := [s36_q1 a b c; s36_q2 a b c; s36_q3 a b c; s36_q4 a b c; s36_q5 a b c].
Definition s36_claim (x : board) : Prop :=
  forall a b c, x = s36_board a b c -> holds (s36_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s37_q1 (a b : Z) : Prop * game := ((b <= 1)%Z, nstar (int (a + b))).
Definition s37_q2 (a b : Z) : Prop * game := ((b >= 2)%Z, int (2 * a + 3)).
Definition s37_pieces (a b : Z) : list (Prop * game) := [s37_q1 a b; s37_q2 a b].
Definition s37_claim (x : board) : Prop :=
  forall a b, x = s37_board a b -> holds (s37_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s38_q1 (a b c : Z) : Prop * game := ((a >= 4 /\ b = 2 /\ c = 0)%Z, nstar (int (a + b + c))).
Definition s38_q2 (a b c : Z) : Prop * game := ((b = 0 /\ c <= 1)%Z, nstar (int (a + b + c))).
Definition s38_q3 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (2 * a + b + 3)).
Definition s38_q4 (a b c : Z) : Prop * game := ((b = 1 /\ c = 0)%Z, int (a + 1)).
Definition s38_q5 (a b c : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1)%Z, nstar (int 3)).
Definition s38_q6 (a b c : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0)%Z, Game [nstar (int 3)] [int 2]).
Definition s38_q7 (a b c : Z) : Prop * game := ((a >= 1 /\ a <= 2 /\ b = 1 /\ c = 1)%Z, Game [int (2 * a + b + 2)] [int (a + 3)]).
Definition s38_q8 (a b c : Z) : Prop * game := ((b >= 2 /\ c = 1)%Z, Game [int (2 * a + b + 2)] [int (a + 3)]).
Definition s38_q9 (a b c : Z) : Prop * game := ((a >= 1 /\ a <= 2 /\ b = 2 /\ c = 0)%Z, Game [Game [int (2 * a + b + 1)] [int (a + 3)]] [int (a + 2)]).
Definition s38_q10 (a b c : Z) : Prop * game := ((b >= 3 /\ c = 0)%Z, Game [Game [int (2 * a + b + 1)] [int (a + 3)]] [int (a + 2)]).
Definition s38_q11 (a b c : Z) : Prop * game := ((a = 3 /\ b = 1 /\ c = 1)%Z, Game [int 9] [dyadic 11 1]).
Definition s38_q12 (a b c : Z) : Prop * game := ((a = 3 /\ b = 2 /\ c = 0)%Z, Game [Game [int 9] [dyadic 11 1]] [int 5]).
Definition s38_q13 (a b c : Z) : Prop * game := ((a = 4 /\ b = 1 /\ c = 1)%Z, Game [int 11] [nstar (int 6)]).
Definition s38_q14 (a b c : Z) : Prop * game := ((a >= 5 /\ b = 1 /\ c = 1)%Z, Game [int (2 * a + 3)] [Game [int (a + 2)] [int 6]]).
Definition s38_pieces (a b c : Z) : list (Prop * game) := [s38_q1 a b c; s38_q2 a b c; s38_q3 a b c; s38_q4 a b c; s38_q5 a b c; s38_q6 a b c; s38_q7 a b c; s38_q8 a b c; s38_q9 a b c; s38_q10 a b c; s38_q11 a b c; s38_q12 a b c; s38_q13 a b c; s38_q14 a b c].
Definition s38_claim (x : board) : Prop :=
  forall a b c, x = s38_board a b c -> holds (s38_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s39_q1 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z, int (-4)).
Definition s39_q2 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z, int (-3)).
Definition s39_q3 (a b c d e : Z) : Prop * game := ((e >= 2)%Z, int (2 * a + b + 2 * c + d - 1)).
Definition s39_q4 (a b c d e : Z) : Prop * game := ((a = 0 /\ b + d = 1 /\ c = 0 /\ e = 0)%Z, int (c - 2)).
Definition s39_q5 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 1 /\ d = 0 /\ e = 0)%Z, int (c - 2)).
Definition s39_q6 (a b c d e : Z) : Prop * game := ((a = 0 /\ b + e = 1 /\ c = 0 /\ d = 1)%Z, dyadic (2 * a + 2 * c - 1) 1).
Definition s39_q7 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z, dyadic (2 * a + 2 * c - 1) 1).
Definition s39_q8 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c >= 1 /\ d = 0 /\ e = 1)%Z, dyadic (2 * a + 2 * c - 1) 1).
Definition s39_q9 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z, Game [dyadic (-1) 1] [int (-1)]).
Definition s39_q10 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c + d = 2 /\ c <= 1 /\ e = 1)%Z, nstar (int (a + c))).
Definition s39_q11 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b + d = 2 /\ b >= 1 /\ c = 0 /\ e = 0)%Z, nstar (int (a + c))).
Definition s39_q12 (a b c d e : Z) : Prop * game := ((b >= 1 /\ c >= 1 /\ d = 1 /\ e = 0)%Z, nstar (int (a + c))).
Definition s39_q13 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 3 /\ e = 0)%Z, Game [nstar (int 0)] [int (-1)]).
Definition s39_q14 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c + d >= 3 /\ d >= 1 /\ e = 1)%Z, Game [int (2 * c + d - 2)] [int c]).
Definition s39_q15 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c + d >= 4 /\ d >= 2 /\ e = 0)%Z, Game [Game [int (2 * c + d - 3)] [int c]] [int (c - 1)]).
Definition s39_q16 (a b c d e : Z) : Prop * game := ((a + b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z, int (a + c - 1)).
Definition s39_q17 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 1 /\ d = 0 /\ e = 1)%Z, int (a + c - 1)).
Definition s39_q18 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z, int (a + c - 1)).
Definition s39_q19 (a b c d e : Z) : Prop * game := ((b >= 1 /\ c >= 1 /\ d = 0 /\ e = 0)%Z, int (a + c - 1)).
Definition s39_q20 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e = 0)%Z, nstar (int (c - 1))).
Definition s39_q21 (a b c d e : Z) : Prop * game := ((a + b + d = 4 /\ a + b >= 2 /\ a + b <= 3 /\ a <= 1 /\ c = 0 /\ e = 0)%Z, Game [nstar (int (a + 1))] [int a]).
Definition s39_q22 (a b c d e : Z) : Prop * game := ((a + b >= 4 /\ b >= 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z, Game [nstar (int (a + 1))] [int a]).
Definition s39_q23 (a b c d e : Z) : Prop * game := ((a = 0 /\ b + c = 1 /\ - b + d = 2 /\ e = 0)%Z, Game [nstar (int (a + 1))] [int a]).
Definition s39_q24 (a b c d e : Z) : Prop * game := ((a >= 2 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z, Game [nstar (int (a + 1))] [int a]).
Definition s39_q25 (a b c d e : Z) : Prop * game := ((a = 0 /\ b + d = 2 /\ b >= 1 /\ c = 0 /\ e = 1)%Z, dyadic 1 1).
Definition s39_q26 (a b c d e : Z) : Prop * game := ((a = 0 /\ b + d = 3 /\ b >= 1 /\ c = 0 /\ e = 0)%Z, Game [dyadic 1 1] [int 0]).
Definition s39_q27 (a b c d e : Z) : Prop * game := ((a + b + d = 3 /\ a <= 1 /\ b >= 1 /\ c = 0 /\ e = 1)%Z, nstar (int (a + 1))).
Definition s39_q28 (a b c d e : Z) : Prop * game := ((a >= 2 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z, nstar (int (a + 1))).
Definition s39_q29 (a b c d e : Z) : Prop * game := ((a + b + c + d >= 4 /\ b >= 1 /\ d >= 1 /\ e = 1)%Z, Game [int (2 * a + b + 2 * c + d - 2)] [int (a + c + 1)]).
Definition s39_q30 (a b c d e : Z) : Prop * game := ((a + b + c >= 3 /\ a + c >= 1 /\ b >= 1 /\ d >= 2 /\ e = 0)%Z, Game [Game [int (2 * a + b + 2 * c + d - 3)] [int (a + c + 1)]] [int (a + c)]).
Definition s39_q31 (a b c d e : Z) : Prop * game := ((a + c + d >= 4 /\ a + c <= 1 /\ b = 1 /\ e = 0)%Z, Game [Game [int (2 * a + b + 2 * c + d - 3)] [int (a + c + 1)]] [int (a + c)]).
Definition s39_q32 (a b c d e : Z) : Prop * game := ((a = 0 /\ b + d >= 5 /\ b >= 2 /\ c = 0 /\ d >= 2 /\ e = 0)%Z, Game [Game [int (2 * a + b + 2 * c + d - 3)] [int (a + c + 1)]] [int (a + c)]).
Definition s39_q33 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z, int (a + c)).
Definition s39_q34 (a b c d e : Z) : Prop * game := ((b >= 1 /\ c >= 1 /\ d = 0 /\ e = 1)%Z, int (a + c)).
Definition s39_q35 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z, nstar (int 2)).
Definition s39_q36 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d = 2 /\ e = 0)%Z, Game [nstar (int 2)] [int 1]).
Definition s39_q37 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 4 /\ c = 0 /\ d = 0 /\ e = 1)%Z, Game [Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]] [int 1]).
Definition s39_q38 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 4 /\ c = 0 /\ d = 1 /\ e = 0)%Z, Game [Game [Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]] [int 1]] [int 0]).
Definition s39_q39 (a b c d e : Z) : Prop * game := ((a + b >= 5 /\ b >= 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z, Game [Game [nstar (int (2 * a + b - 2)); Game [int (2 * a + b - 2)] [Game [int (2 * a + b - 2)] [int (a + 2)]]] [Game [int (2 * a + b - 2)] [int (a + 1)]; Game [Game [int (2 * a + b - 2)] [int (a + 2)]] [int (a + 1)]]] [int (a + 1)]).
Definition s39_q40 (a b c d e : Z) : Prop * game := ((a + b >= 5 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e = 0)%Z, Game [Game [Game [nstar (int (2 * a + b - 2)); Game [int (2 * a + b - 2)] [Game [int (2 * a + b - 2)] [int (a + 2)]]] [Game [int (2 * a + b - 2)] [int (a + 1)]; Game [Game [int (2 * a + b - 2)] [int (a + 2)]] [int (a + 1)]]] [int (a + 1)]] [int a]).
Definition s39_q41 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z, int (-1)).
Definition s39_q42 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z, nstar (int 0)).
Definition s39_q43 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z, dyadic 5 2).
Definition s39_q44 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z, Game [dyadic 5 2] [dyadic 1 1]).
Definition s39_q45 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c + d >= 2 /\ d >= 1 /\ e = 1)%Z, Game [int (2 * a + 2 * c + d - 2)] [dyadic (2 * a + 2 * c + 1) 1]).
Definition s39_q46 (a b c d e : Z) : Prop * game := ((a >= 2 /\ a <= 5 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z, Game [int (2 * a + 2 * c + d - 2)] [dyadic (2 * a + 2 * c + 1) 1]).
Definition s39_q47 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c + d >= 3 /\ d >= 2 /\ e = 0)%Z, Game [Game [int (2 * a + 2 * c + d - 3)] [dyadic (2 * a + 2 * c + 1) 1]] [dyadic (2 * a + 2 * c - 1) 1]).
Definition s39_q48 (a b c d e : Z) : Prop * game := ((a >= 2 /\ a <= 5 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z, Game [Game [int (2 * a + 2 * c + d - 3)] [dyadic (2 * a + 2 * c + 1) 1]] [dyadic (2 * a + 2 * c - 1) 1]).
Definition s39_q49 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c >= 1 /\ d = 0 /\ e = 0)%Z, dyadic (2 * a + 2 * c - 3) 1).
Definition s39_q50 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e = 0)%Z, nstar (dyadic (2 * a + 2 * c - 1) 1)).
Definition s39_q51 (a b c d e : Z) : Prop * game := ((a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z, nstar (dyadic (2 * a + 2 * c - 1) 1)).
Definition s39_q52 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z, Game [Game [nstar (int 3); Game [int 3] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]]] [int 2]).
Definition s39_q53 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 3 /\ c = 0 /\ d = 1 /\ e = 0)%Z, Game [Game [Game [nstar (int 3); Game [int 3] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]]] [int 2]] [int 1]).
Definition s39_q54 (a b c d e : Z) : Prop * game := ((a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z, dyadic (2 * a - 3) 1).
Definition s39_q55 (a b c d e : Z) : Prop * game := ((a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z, dyadic (2 * a - 1) 1).
Definition s39_q56 (a b c d e : Z) : Prop * game := ((a = 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z, dyadic 9 2).
Definition s39_q57 (a b c d e : Z) : Prop * game := ((a = 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z, dyadic 13 2).
Definition s39_q58 (a b c d e : Z) : Prop * game := ((a = 4 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z, dyadic 27 3).
Definition s39_q59 (a b c d e : Z) : Prop * game := ((a = 5 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z, Game [int 3] [nstar (int 3)]).
Definition s39_q60 (a b c d e : Z) : Prop * game := ((a = 5 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z, Game [int 4] [nstar (int 4)]).
Definition s39_q61 (a b c d e : Z) : Prop * game := ((a = 5 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z, dyadic 17 2).
Definition s39_q62 (a b c d e : Z) : Prop * game := ((a >= 6 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z, Game [int (a - 2)] [Game [int (a - 2)] [int 3]]).
Definition s39_q63 (a b c d e : Z) : Prop * game := ((a >= 6 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z, Game [int (a - 1)] [Game [int (a - 1)] [int 4]]).
Definition s39_q64 (a b c d e : Z) : Prop * game := ((a = 6 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z, Game [int 5] [nstar (int 5)]).
Definition s39_q65 (a b c d e : Z) : Prop * game := ((a = 6 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z, Game [int 11] [nstar (int 6)]).
Definition s39_q66 (a b c d e : Z) : Prop * game := ((a = 6 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z, Game [Game [int 11] [nstar (int 6)]] [dyadic 11 1]).
Definition s39_q67 (a b c d e : Z) : Prop * game := ((a >= 7 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z, Game [int (a - 1)] [Game [int (a - 1)] [int 5]]).
Definition s39_q68 (a b c d e : Z) : Prop * game := ((a >= 7 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z, Game [int (2 * a - 1)] [Game [int a] [int 6]]).
Definition s39_q69 (a b c d e : Z) : Prop * game := ((a >= 7 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z, Game [int a] [dyadic (2 * a - 1) 1]).
Definition s39_pieces (a b c d e : Z) : list (Prop * game) := [s39_q1 a b c d e; s39_q2 a b c d e; s39_q3 a b c d e; s39_q4 a b c d e; s39_q5 a b c d e; s39_q6 a b c d e; s39_q7 a b c d e; s39_q8 a b c d e; s39_q9 a b c d e; s39_q10 a b c d e; s39_q11 a b c d e; s39_q12 a b c d e; s39_q13 a b c d e; s39_q14 a b c d e; s39_q15 a b c d e; s39_q16 a b c d e; s39_q17 a b c d e; s39_q18 a b c d e; s39_q19 a b c d e; s39_q20 a b c d e; s39_q21 a b c d e; s39_q22 a b c d e; s39_q23 a b c d e; s39_q24 a b c d e; s39_q25 a b c d e; s39_q26 a b c d e; s39_q27 a b c d e; s39_q28 a b c d e; s39_q29 a b c d e; s39_q30 a b c d e; s39_q31 a b c d e; s39_q32 a b c d e; s39_q33 a b c d e; s39_q34 a b c d e; s39_q35 a b c d e; s39_q36 a b c d e; s39_q37 a b c d e; s39_q38 a b c d e; s39_q39 a b c d e; s39_q40 a b c d e; s39_q41 a b c d e; s39_q42 a b c d e; s39_q43 a b c d e; s39_q44 a b c d e; s39_q45 a b c d e; s39_q46 a b c d e; s39_q47 a b c d e; s39_q48 a b c d e; s39_q49 a b c d e; s39_q50 a b c d e; s39_q51 a b c d e; s39_q52 a b c d e; s39_q53 a b c d e; s39_q54 a b c d e; s39_q55 a b c d e; s39_q56 a b c d e; s39_q57 a b c d e; s39_q58 a b c d e; s39_q59 a b c d e; s39_q60 a b c d e; s39_q61 a b c d e; s39_q62 a b c d e; s39_q63 a b c d e; s39_q64 a b c d e; s39_q65 a b c d e; s39_q66 a b c d e; s39_q67 a b c d e; s39_q68 a b c d e; s39_q69 a b c d e].
Definition s39_claim (x : board) : Prop :=
  forall a b c d e, x = s39_board a b c d e -> holds (s39_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d) (Z.of_nat e)) (tf_game x).
Definition s40_q1 (a b c : Z) : Prop * game := ((a <= 2 /\ b = 0 /\ c = 0)%Z, int a).
Definition s40_q2 (a b c : Z) : Prop * game := ((a <= 2 /\ c >= 1)%Z, int (a + b + 2)).
Definition s40_q3 (a b c : Z) : Prop * game := ((a >= 3 /\ b + c >= 2 /\ c >= 1)%Z, int (a + b + 2)).
Definition s40_q4 (a b c : Z) : Prop * game := ((a + 2 * b = 4 /\ a - 2 * c = 2)%Z, nstar (int (a + b + 1))).
Definition s40_q5 (a b c : Z) : Prop * game := ((a <= 1 /\ b >= 1 /\ c = 0)%Z, nstar (int (a + b + 1))).
Definition s40_q6 (a b c : Z) : Prop * game := ((a >= 2 /\ b >= 2 /\ c = 0)%Z, nstar (int (a + b + 1))).
Definition s40_q7 (a b c : Z) : Prop * game := ((a = 3 /\ b = 0 /\ c = 0)%Z, Game [nstar (int 3)] [int 3]).
Definition s40_q8 (a b c : Z) : Prop * game := ((a = 3 /\ b = 0 /\ c = 1)%Z, dyadic 9 1).
Definition s40_q9 (a b c : Z) : Prop * game := ((a = 3 /\ b = 1 /\ c = 0)%Z, nstar (dyadic 9 1)).
Definition s40_q10 (a b c : Z) : Prop * game := ((a >= 4 /\ b = 0 /\ c = 0)%Z, Game [nstar (int a)] [int 3]).
Definition s40_q11 (a b c : Z) : Prop * game := ((a >= 4 /\ b = 1 /\ c = 0)%Z, int (a + 1)).
Definition s40_q12 (a b c : Z) : Prop * game := ((a >= 5 /\ b = 0 /\ c = 1)%Z, Game [int (a + 1)] [int 5]).
Definition s40_pieces (a b c : Z) : list (Prop * game) := [s40_q1 a b c; s40_q2 a b c; s40_q3 a b c; s40_q4 a b c; s40_q5 a b c; s40_q6 a b c; s40_q7 a b c; s40_q8 a b c; s40_q9 a b c; s40_q10 a b c; s40_q11 a b c; s40_q12 a b c].
Definition s40_claim (x : board) : Prop :=
  forall a b c, x = s40_board a b c -> holds (s40_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s41_q1 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-3)).
Definition s41_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (-2)).
Definition s41_q3 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int 0).
Definition s41_q4 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z, int (a + b - 1)).
Definition s41_q5 (a b c d : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (a + b - 1)).
Definition s41_q6 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 0)%Z, int (a + b - 1)).
Definition s41_q7 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z, dyadic 1 1).
Definition s41_q8 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 1 /\ d >= 2)%Z, int c).
Definition s41_q9 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z, Game [dyadic 1 1] [int 0]).
Definition s41_q10 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 2 /\ d = 1)%Z, nstar (int 1)).
Definition s41_q11 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z, Game [nstar (int 1)] [int 0]).
Definition s41_q12 (a b c d : Z) : Prop * game := ((a + b + c >= 3 /\ c >= 1 /\ d = 1)%Z, Game [int (2 * a + 2 * b + c - 1)] [int (a + b + 1)]).
Definition s41_q13 (a b c d : Z) : Prop * game := ((a + b + c >= 4 /\ c >= 2 /\ d = 0)%Z, Game [Game [int (2 * a + 2 * b + c - 2)] [int (a + b + 1)]] [int (a + b)]).
Definition s41_q14 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c = 0 /\ d = 1)%Z, int b).
Definition s41_q15 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z, int b).
Definition s41_q16 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z, int (2 * b)).
Definition s41_q17 (a b c d : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 1 /\ d = 0)%Z, nstar (int (a + b))).
Definition s41_q18 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 1 /\ d = 0)%Z, nstar (int (a + b))).
Definition s41_q19 (a b c d : Z) : Prop * game := ((a + b = 1 /\ c = 1 /\ d = 1)%Z, nstar (int 2)).
Definition s41_q20 (a b c d : Z) : Prop * game := ((a + b >= 1 /\ c >= 1 /\ d >= 2)%Z, int (2 * a + 2 * b + c)).
Definition s41_q21 (a b c d : Z) : Prop * game := ((a + b = 1 /\ c = 2 /\ d = 0)%Z, Game [nstar (int 2)] [int 1]).
Definition s41_q22 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z, nstar (int (-1))).
Definition s41_q23 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z, nstar (int 0)).
Definition s41_q24 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int (2 * a)).
Definition s41_q25 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c = 0 /\ d = 1)%Z, int (a + b)).
Definition s41_q26 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z, int (2 * a + 2 * b)).
Definition s41_q27 (a b c d : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int a).
Definition s41_pieces (a b c d : Z) : list (Prop * game) := [s41_q1 a b c d; s41_q2 a b c d; s41_q3 a b c d; s41_q4 a b c d; s41_q5 a b c d; s41_q6 a b c d; s41_q7 a b c d; s41_q8 a b c d; s41_q9 a b c d; s41_q10 a b c d; s41_q11 a b c d; s41_q12 a b c d; s41_q13 a b c d; s41_q14 a b c d; s41_q15 a b c d; s41_q16 a b c d; s41_q17 a b c d; s41_q18 a b c d; s41_q19 a b c d; s41_q20 a b c d; s41_q21 a b c d; s41_q22 a b c d; s41_q23 a b c d; s41_q24 a b c d; s41_q25 a b c d; s41_q26 a b c d; s41_q27 a b c d].
Definition s41_claim (x : board) : Prop :=
  forall a b c d, x = s41_board a b c d -> holds (s41_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s42_q1 (a b c : Z) : Prop * game := ((a - b >= 3 /\ b <= 1 /\ c <= 1)%Z, nstar (int (a + b + c))).
Definition s42_q2 (a b c : Z) : Prop * game := ((a <= 2 /\ b = 0 /\ c <= 1)%Z, nstar (int (a + b + c))).
Definition s42_q3 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (2 * a + 2 * b + 3)).
Definition s42_q4 (a b c : Z) : Prop * game := ((a <= 2 /\ b >= 1 /\ c <= 1)%Z, int (a + b + c + 1)).
Definition s42_q5 (a b c : Z) : Prop * game := ((a >= 3 /\ b >= 2 /\ c <= 1)%Z, int (a + b + c + 1)).
Definition s42_q6 (a b c : Z) : Prop * game := ((a = 3 /\ b = 1 /\ c <= 1)%Z, dyadic (2 * c + 9) 1).
Definition s42_pieces (a b c : Z) : list (Prop * game) := [s42_q1 a b c; s42_q2 a b c; s42_q3 a b c; s42_q4 a b c; s42_q5 a b c; s42_q6 a b c].
Definition s42_claim (x : board) : Prop :=
  forall a b c, x = s42_board a b c -> holds (s42_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s43_q1 (a b c d : Z) : Prop * game := ((b = 0 /\ c = 0 /\ d = 0)%Z, nstar (int a)).
Definition s43_q2 (a b c d : Z) : Prop * game := ((a >= 4 /\ b = 1 /\ c = 0 /\ d = 0)%Z, nstar (int (a + 1))).
Definition s43_q3 (a b c d : Z) : Prop * game := ((b = 0 /\ c = 0 /\ d = 1)%Z, nstar (int (a + 1))).
Definition s43_q4 (a b c d : Z) : Prop * game := ((d >= 2)%Z, int (2 * a + 2 * b + c + 3)).
Definition s43_q5 (a b c d : Z) : Prop * game := ((a <= 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z, int (a + b + 1)).
Definition s43_q6 (a b c d : Z) : Prop * game := ((b = 0 /\ c = 1 /\ d = 0)%Z, int (a + b + 1)).
Definition s43_q7 (a b c d : Z) : Prop * game := ((b >= 2 /\ c = 0 /\ d = 0)%Z, int (a + b + 1)).
Definition s43_q8 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z, nstar (int 3)).
Definition s43_q9 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z, Game [nstar (int 3)] [int 2]).
Definition s43_q10 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z, Game [int (2 * a + 2 * b + c + 2)] [int (a + b + 3)]).
Definition s43_q11 (a b c d : Z) : Prop * game := ((b + c >= 2 /\ c >= 1 /\ d = 1)%Z, Game [int (2 * a + 2 * b + c + 2)] [int (a + b + 3)]).
Definition s43_q12 (a b c d : Z) : Prop * game := ((a + c >= 3 /\ a <= 1 /\ b = 0 /\ d = 0)%Z, Game [Game [int (2 * a + 2 * b + c + 1)] [int (a + b + 3)]] [int (a + b + 2)]).
Definition s43_q13 (a b c d : Z) : Prop * game := ((b >= 1 /\ c >= 2 /\ d = 0)%Z, Game [Game [int (2 * a + 2 * b + c + 1)] [int (a + b + 3)]] [int (a + b + 2)]).
Definition s43_q14 (a b c d : Z) : Prop * game := ((a <= 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z, int (a + b + 2)).
Definition s43_q15 (a b c d : Z) : Prop * game := ((b >= 2 /\ c = 0 /\ d = 1)%Z, int (a + b + 2)).
Definition s43_q16 (a b c d : Z) : Prop * game := ((a <= 2 /\ b = 1 /\ c = 1 /\ d = 0)%Z, nstar (int (a + b + 2))).
Definition s43_q17 (a b c d : Z) : Prop * game := ((b >= 2 /\ c = 1 /\ d = 0)%Z, nstar (int (a + b + 2))).
Definition s43_q18 (a b c d : Z) : Prop * game := ((a = 2 /\ b = 0 /\ c = 1 /\ d = 1)%Z, Game [int 7] [int 5]).
Definition s43_q19 (a b c d : Z) : Prop * game := ((a = 2 /\ b = 0 /\ c = 2 /\ d = 0)%Z, Game [Game [int 7] [int 5]] [int 4]).
Definition s43_q20 (a b c d : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c >= 3 /\ d = 0)%Z, Game [Game [int (2 * a + c + 1)] [int (a + 3)]] [int (a + 2)]).
Definition s43_q21 (a b c d : Z) : Prop * game := ((a = 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z, int 4).
Definition s43_q22 (a b c d : Z) : Prop * game := ((a = 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z, int 5).
Definition s43_q23 (a b c d : Z) : Prop * game := ((a = 3 /\ b = 0 /\ c = 1 /\ d = 1)%Z, Game [int 9] [dyadic 11 1]).
Definition s43_q24 (a b c d : Z) : Prop * game := ((a = 3 /\ b = 0 /\ c = 2 /\ d = 0)%Z, Game [Game [int 9] [dyadic 11 1]] [int 5]).
Definition s43_q25 (a b c d : Z) : Prop * game := ((a = 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z, dyadic 9 1).
Definition s43_q26 (a b c d : Z) : Prop * game := ((a = 3 /\ b = 1 /\ c = 0 /\ d = 1)%Z, dyadic 11 1).
Definition s43_q27 (a b c d : Z) : Prop * game := ((a = 3 /\ b = 1 /\ c = 1 /\ d = 0)%Z, dyadic 23 2).
Definition s43_q28 (a b c d : Z) : Prop * game := ((a = 4 /\ b = 0 /\ c = 1 /\ d = 1)%Z, Game [int 11] [nstar (int 6)]).
Definition s43_q29 (a b c d : Z) : Prop * game := ((a >= 4 /\ b = 0 /\ c = 2 /\ d = 0)%Z, nstar (int (a + 2))).
Definition s43_q30 (a b c d : Z) : Prop * game := ((a >= 4 /\ b = 1 /\ c = 0 /\ d = 1)%Z, nstar (int (a + 2))).
Definition s43_q31 (a b c d : Z) : Prop * game := ((a >= 4 /\ b = 1 /\ c = 1 /\ d = 0)%Z, int (a + 2)).
Definition s43_q32 (a b c d : Z) : Prop * game := ((a >= 5 /\ b = 0 /\ c = 1 /\ d = 1)%Z, Game [int (2 * a + 3)] [Game [int (a + 2)] [int 6]]).
Definition s43_pieces (a b c d : Z) : list (Prop * game) := [s43_q1 a b c d; s43_q2 a b c d; s43_q3 a b c d; s43_q4 a b c d; s43_q5 a b c d; s43_q6 a b c d; s43_q7 a b c d; s43_q8 a b c d; s43_q9 a b c d; s43_q10 a b c d; s43_q11 a b c d; s43_q12 a b c d; s43_q13 a b c d; s43_q14 a b c d; s43_q15 a b c d; s43_q16 a b c d; s43_q17 a b c d; s43_q18 a b c d; s43_q19 a b c d; s43_q20 a b c d; s43_q21 a b c d; s43_q22 a b c d; s43_q23 a b c d; s43_q24 a b c d; s43_q25 a b c d; s43_q26 a b c d; s43_q27 a b c d; s43_q28 a b c d; s43_q29 a b c d; s43_q30 a b c d; s43_q31 a b c d; s43_q32 a b c d].
Definition s43_claim (x : board) : Prop :=
  forall a b c d, x = s43_board a b c d -> holds (s43_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).

Definition values_hold (x : board) : Prop :=
  s1_claim x /\ s2_claim x /\ s3_claim x /\ s4_claim x /\ s5_claim x /\ s6_claim x /\ s7_claim x /\ s8_claim x /\ s9_claim x /\ s10_claim x /\ s11_claim x /\ s12_claim x /\ s13_claim x /\ s14_claim x /\ s15_claim x /\ s16_claim x /\ s17_claim x /\ s18_claim x /\ s19_claim x /\ s20_claim x /\ s21_claim x /\ s22_claim x /\ s23_claim x /\ s24_claim x /\ s25_claim x /\ s26_claim x /\ s27_claim x /\ s28_claim x /\ s29_claim x /\ s30_claim x /\ s31_claim x /\ s32_claim x /\ s33_claim x /\ s34_claim x /\ s35_claim x /\ s36_claim x /\ s37_claim x /\ s38_claim x /\ s39_claim x /\ s40_claim x /\ s41_claim x /\ s42_claim x /\ s43_claim x.

Lemma use_s1 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s1_board a) < meas x -> holds (s1_pieces (Z.of_nat a)) (tf_game (s1_board a)).
Proof. intros H. exact ((proj1 (IH _ H)) a eq_refl). Qed.
Lemma use_s2 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s2_board a b) < meas x -> holds (s2_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s2_board a b)).
Proof. intros H. exact ((proj1 (proj2 (IH _ H))) a b eq_refl). Qed.
Lemma use_s3 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s3_board a b) < meas x -> holds (s3_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s3_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (IH _ H)))) a b eq_refl). Qed.
Lemma use_s4 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s4_board a b) < meas x -> holds (s4_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s4_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (IH _ H))))) a b eq_refl). Qed.
Lemma use_s5 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s5_board a b c) < meas x -> holds (s5_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s5_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))) a b c eq_refl). Qed.
Lemma use_s6 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s6_board a b c) < meas x -> holds (s6_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s6_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))) a b c eq_refl). Qed.
Lemma use_s7 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s7_board a b c d) < meas x -> holds (s7_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s7_board a b c d)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))) a b c d eq_refl). Qed.
Lemma use_s8 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s8_board a b c) < meas x -> holds (s8_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s8_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))) a b c eq_refl). Qed.
Lemma use_s9 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s9_board a) < meas x -> holds (s9_pieces (Z.of_nat a)) (tf_game (s9_board a)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))) a eq_refl). Qed.
Lemma use_s10 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s10_board a b) < meas x -> holds (s10_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s10_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))) a b eq_refl). Qed.
Lemma use_s11 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s11_board a b) < meas x -> holds (s11_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s11_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))) a b eq_refl). Qed.
Lemma use_s12 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s12_board a b c) < meas x -> holds (s12_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s12_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))) a b c eq_refl). Qed.
Lemma use_s13 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s13_board a b) < meas x -> holds (s13_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s13_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))) a b eq_refl). Qed.
Lemma use_s14 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s14_board a b c) < meas x -> holds (s14_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s14_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))) a b c eq_refl). Qed.
Lemma use_s15 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s15_board a b c) < meas x -> holds (s15_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s15_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))) a b c eq_refl). Qed.
Lemma use_s16 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s16_board a b c d) < meas x -> holds (s16_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s16_board a b c d)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))) a b c d eq_refl). Qed.
Lemma use_s17 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s17_board a) < meas x -> holds (s17_pieces (Z.of_nat a)) (tf_game (s17_board a)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))) a eq_refl). Qed.
Lemma use_s18 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s18_board a b) < meas x -> holds (s18_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s18_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))) a b eq_refl). Qed.
Lemma use_s19 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s19_board a b c) < meas x -> holds (s19_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s19_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))))) a b c eq_refl). Qed.
Lemma use_s20 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s20_board a b c) < meas x -> holds (s20_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s20_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))))) a b c eq_refl). Qed.
Lemma use_s21 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s21_board a b c d) < meas x -> holds (s21_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s21_board a b c d)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))))))) a b c d eq_refl). Qed.
Lemma use_s22 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s22_board a b c) < meas x -> holds (s22_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s22_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))))))) a b c eq_refl). Qed.
Lemma use_s23 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s23_board a b c d) < meas x -> holds (s23_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s23_board a b c d)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))))))))) a b c d eq_refl). Qed.
Lemma use_s24 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s24_board a b c d) < meas x -> holds (s24_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s24_board a b c d)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))))))))) a b c d eq_refl). Qed.
Lemma use_s25 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  meas (s25_board a b c d e) < meas x -> holds (s25_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d) (Z.of_nat e)) (tf_game (s25_board a b c d e)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))))))))))) a b c d e eq_refl). Qed.
Lemma use_s26 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s26_board a b) < meas x -> holds (s26_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s26_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))))))))))) a b eq_refl). Qed.
Lemma use_s27 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s27_board a b) < meas x -> holds (s27_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s27_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))))))))))))) a b eq_refl). Qed.
Lemma use_s28 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s28_board a b c d) < meas x -> holds (s28_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s28_board a b c d)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))))))))))))) a b c d eq_refl). Qed.
Lemma use_s29 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s29_board a b) < meas x -> holds (s29_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s29_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))))))))))))))) a b eq_refl). Qed.
Lemma use_s30 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  meas (s30_board a b c d e) < meas x -> holds (s30_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d) (Z.of_nat e)) (tf_game (s30_board a b c d e)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))))))))))))))) a b c d e eq_refl). Qed.
Lemma use_s31 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s31_board a b c d) < meas x -> holds (s31_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s31_board a b c d)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))))))))))))))))) a b c d eq_refl). Qed.
Lemma use_s32 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s32_board a b c) < meas x -> holds (s32_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s32_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))))))))))))))))) a b c eq_refl). Qed.
Lemma use_s33 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s33_board a b c d) < meas x -> holds (s33_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s33_board a b c d)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))))))))))))))))))) a b c d eq_refl). Qed.
Lemma use_s34 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s34_board a b) < meas x -> holds (s34_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s34_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))))))))))))))))))) a b eq_refl). Qed.
Lemma use_s35 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s35_board a b c) < meas x -> holds (s35_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s35_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))))))))))))))))))))) a b c eq_refl). Qed.
Lemma use_s36 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s36_board a b c) < meas x -> holds (s36_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s36_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))))))))))))))))))))) a b c eq_refl). Qed.
Lemma use_s37 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s37_board a b) < meas x -> holds (s37_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s37_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))))))))))))))))))))))) a b eq_refl). Qed.
Lemma use_s38 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s38_board a b c) < meas x -> holds (s38_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s38_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))))))))))))))))))))))) a b c eq_refl). Qed.
Lemma use_s39 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  meas (s39_board a b c d e) < meas x -> holds (s39_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d) (Z.of_nat e)) (tf_game (s39_board a b c d e)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))))))))))))))))))))))))) a b c d e eq_refl). Qed.
Lemma use_s40 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s40_board a b c) < meas x -> holds (s40_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s40_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))))))))))))))))))))))))) a b c eq_refl). Qed.
Lemma use_s41 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s41_board a b c d) < meas x -> holds (s41_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s41_board a b c d)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))))))))))))))))))))))))))) a b c d eq_refl). Qed.
Lemma use_s42 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s42_board a b c) < meas x -> holds (s42_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s42_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))))))))))))))))))))))))))) a b c eq_refl). Qed.
Lemma use_s43 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s43_board a b c d) < meas x -> holds (s43_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s43_board a b c d)).
Proof. intros H. exact ((proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))))))))))))))))))))))))))) a b c d eq_refl). Qed.

