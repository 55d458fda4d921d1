(* A part of the proof in tf_one_frog_even.v, which states the theorem.

   Boards, claimed values, the induction hypothesis.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)" --where "a>=1 && b>=2 && b<=4 && b%2==0" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)


(* ------------------------------------------------------------------ *)
(* States: the positions the options normalise to                      *)

Definition s1_board (a : nat) : board := repeat T a ++ [F; E; E].  (* T^a F _^2 *)
Definition s2_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [F; E].  (* T^a _ T^b F _ *)
Definition s3_board (a b : nat) : board := repeat T a ++ E :: E :: repeat T b ++ [F].  (* T^a _^2 T^b F *)
Definition s4_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ [F].  (* T^a _ T^b _ T^c F *)
Definition s5_board (a : nat) : board := repeat T a ++ [F; E; E; E; E].  (* T^a F _^4 *)
Definition s6_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [F; E; E; E].  (* T^a _ T^b F _^3 *)
Definition s7_board (a b : nat) : board := repeat T a ++ E :: E :: repeat T b ++ [F; E; E].  (* T^a _^2 T^b F _^2 *)
Definition s8_board (a b : nat) : board := repeat T a ++ E :: E :: E :: repeat T b ++ [F; E].  (* T^a _^3 T^b F _ *)
Definition s9_board (a b : nat) : board := repeat T a ++ E :: E :: E :: E :: repeat T b ++ [F].  (* T^a _^4 T^b F *)
Definition s10_board (a b c : nat) : board := repeat T a ++ E :: E :: E :: repeat T b ++ E :: repeat T c ++ [F].  (* T^a _^3 T^b _ T^c F *)
Definition s11_board (a b c : nat) : board := repeat T a ++ E :: E :: repeat T b ++ E :: E :: repeat T c ++ [F].  (* T^a _^2 T^b _^2 T^c F *)
Definition s12_board (a b c : nat) : board := repeat T a ++ E :: E :: repeat T b ++ E :: repeat T c ++ [F; E].  (* T^a _^2 T^b _ T^c F _ *)
Definition s13_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ [F; E; E].  (* T^a _ T^b _ T^c F _^2 *)
Definition s14_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ E :: E :: repeat T c ++ [F; E].  (* T^a _ T^b _^2 T^c F _ *)
Definition s15_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ E :: E :: E :: repeat T c ++ [F].  (* T^a _ T^b _^3 T^c F *)
Definition s16_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ E :: E :: repeat T c ++ E :: repeat T d ++ [F].  (* T^a _ T^b _^2 T^c _ T^d F *)
Definition s17_board (a b c d : nat) : board := repeat T a ++ E :: E :: repeat T b ++ E :: repeat T c ++ E :: repeat T d ++ [F].  (* T^a _^2 T^b _ T^c _ T^d F *)
Definition s18_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ E :: E :: repeat T d ++ [F].  (* T^a _ T^b _ T^c _^2 T^d F *)
Definition s19_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ E :: repeat T d ++ [F; E].  (* T^a _ T^b _ T^c _ T^d F _ *)
Definition s20_board (a b c d e : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ E :: repeat T d ++ E :: repeat T e ++ [F].  (* T^a _ T^b _ T^c _ T^d _ T^e F *)

(* ------------------------------------------------------------------ *)
(* Claimed values, piece by piece                                      *)

Definition s1_q1 (a : Z) : Prop * game := ((True)%Z, int a).
Definition s1_pieces (a : Z) : list (Prop * game) := [s1_q1 a].
Definition s1_claim (x : board) : Prop :=
  forall a, x = s1_board a -> holds (s1_pieces (Z.of_nat a)) (tf_game x).
Definition s2_q1 (a b : Z) : Prop * game := ((a = 0 /\ b = 0)%Z, int (-1)).
Definition s2_q2 (a b : Z) : Prop * game := ((b >= 1)%Z, int a).
Definition s2_q3 (a b : Z) : Prop * game := ((a >= 1 /\ b = 0)%Z, dyadic (2 * a - 1) 1).
Definition s2_pieces (a b : Z) : list (Prop * game) := [s2_q1 a b; s2_q2 a b; s2_q3 a b].
Definition s2_claim (x : board) : Prop :=
  forall a b, x = s2_board a b -> holds (s2_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s3_q1 (a b : Z) : Prop * game := ((a = 0 /\ b <= 1)%Z, int (b - 2)).
Definition s3_q2 (a b : Z) : Prop * game := ((b >= 2)%Z, int (2 * a)).
Definition s3_q3 (a b : Z) : Prop * game := ((a >= 1 /\ b <= 1)%Z, int (a + b - 1)).
Definition s3_pieces (a b : Z) : list (Prop * game) := [s3_q1 a b; s3_q2 a b; s3_q3 a b].
Definition s3_claim (x : board) : Prop :=
  forall a b, x = s3_board a b -> holds (s3_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s4_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b <= 1 /\ c <= 1)%Z, dyadic (3 * b + 2 * c - 4) 1).
Definition s4_q2 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (2 * a + b)).
Definition s4_q3 (a b c : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0)%Z, Game [dyadic 1 1] [int 0]).
Definition s4_q4 (a b c : Z) : Prop * game := ((a + b = 2 /\ a + c >= 1 /\ a <= 1 /\ c <= 1)%Z, nstar (int (a + c))).
Definition s4_q5 (a b c : Z) : Prop * game := ((a >= 2 /\ b = 1 /\ c = 0)%Z, nstar (int (a + c))).
Definition s4_q6 (a b c : Z) : Prop * game := ((a + b = 3 /\ a <= 1 /\ c = 0)%Z, Game [nstar (int (a + 1))] [int a]).
Definition s4_q7 (a b c : Z) : Prop * game := ((a + b >= 3 /\ b >= 1 /\ c = 1)%Z, Game [int (2 * a + b - 1)] [int (a + 1)]).
Definition s4_q8 (a b c : Z) : Prop * game := ((a + b >= 4 /\ b >= 2 /\ c = 0)%Z, Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]).
Definition s4_q9 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c <= 1)%Z, int (a + c - 1)).
Definition s4_pieces (a b c : Z) : list (Prop * game) := [s4_q1 a b c; s4_q2 a b c; s4_q3 a b c; s4_q4 a b c; s4_q5 a b c; s4_q6 a b c; s4_q7 a b c; s4_q8 a b c; s4_q9 a b c].
Definition s4_claim (x : board) : Prop :=
  forall a b c, x = s4_board a b c -> holds (s4_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s5_q1 (a : Z) : Prop * game := ((True)%Z, int (3 * a)).
Definition s5_pieces (a : Z) : list (Prop * game) := [s5_q1 a].
Definition s5_claim (x : board) : Prop :=
  forall a, x = s5_board a -> holds (s5_pieces (Z.of_nat a)) (tf_game x).
Definition s6_q1 (a b : Z) : Prop * game := ((True)%Z, int (3 * a + 2 * b - 1)).
Definition s6_pieces (a b : Z) : list (Prop * game) := [s6_q1 a b].
Definition s6_claim (x : board) : Prop :=
  forall a b, x = s6_board a b -> holds (s6_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s7_q1 (a b : Z) : Prop * game := ((b = 0)%Z, int (3 * a - 2)).
Definition s7_q2 (a b : Z) : Prop * game := ((b >= 1)%Z, int (3 * a + b - 1)).
Definition s7_pieces (a b : Z) : list (Prop * game) := [s7_q1 a b; s7_q2 a b].
Definition s7_claim (x : board) : Prop :=
  forall a b, x = s7_board a b -> holds (s7_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s8_q1 (a b : Z) : Prop * game := ((a = 0 /\ b <= 1)%Z, int (2 * b - 3)).
Definition s8_q2 (a b : Z) : Prop * game := ((b >= 2)%Z, int (3 * a)).
Definition s8_q3 (a b : Z) : Prop * game := ((a >= 1 /\ b <= 1)%Z, dyadic (6 * a + 4 * b - 5) 1).
Definition s8_pieces (a b : Z) : list (Prop * game) := [s8_q1 a b; s8_q2 a b; s8_q3 a b].
Definition s8_claim (x : board) : Prop :=
  forall a b, x = s8_board a b -> holds (s8_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s9_q1 (a b : Z) : Prop * game := ((a = 0 /\ b <= 1)%Z, int (b - 4)).
Definition s9_q2 (a b : Z) : Prop * game := ((b >= 2)%Z, int (4 * a)).
Definition s9_q3 (a b : Z) : Prop * game := ((a >= 1 /\ b <= 1)%Z, int (3 * a + b - 3)).
Definition s9_pieces (a b : Z) : list (Prop * game) := [s9_q1 a b; s9_q2 a b; s9_q3 a b].
Definition s9_claim (x : board) : Prop :=
  forall a b, x = s9_board a b -> holds (s9_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s10_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b + c <= 1)%Z, int (2 * b + c - 4)).
Definition s10_q2 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (4 * a + b)).
Definition s10_q3 (a b c : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ b <= 2 /\ c = 1)%Z, nstar (int (b - 1))).
Definition s10_q4 (a b c : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0)%Z, Game [nstar (int 0)] [int 0]).
Definition s10_q5 (a b c : Z) : Prop * game := ((a = 0 /\ b = 3 /\ c = 0)%Z, Game [nstar (int 1)] [int 0]).
Definition s10_q6 (a b c : Z) : Prop * game := ((a + b >= 3 /\ b >= 2 /\ c = 1)%Z, Game [int (4 * a + b - 1)] [int (3 * a + 1)]).
Definition s10_q7 (a b c : Z) : Prop * game := ((a + b >= 4 /\ b >= 3 /\ c = 0)%Z, Game [Game [int (4 * a + b - 2)] [int (3 * a + 1)]] [int (3 * a)]).
Definition s10_q8 (a b c : Z) : Prop * game := ((a >= 1 /\ b + c <= 1)%Z, int (3 * a + 2 * b + c - 3)).
Definition s10_q9 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c = 1)%Z, Game [int (4 * a)] [dyadic (6 * a + 1) 1]).
Definition s10_q10 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 2 /\ c = 0)%Z, Game [Game [int (4 * a)] [dyadic (6 * a + 1) 1]] [int (3 * a)]).
Definition s10_pieces (a b c : Z) : list (Prop * game) := [s10_q1 a b c; s10_q2 a b c; s10_q3 a b c; s10_q4 a b c; s10_q5 a b c; s10_q6 a b c; s10_q7 a b c; s10_q8 a b c; s10_q9 a b c; s10_q10 a b c].
Definition s10_claim (x : board) : Prop :=
  forall a b c, x = s10_board a b c -> holds (s10_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s11_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b <= 1 /\ c <= 1)%Z, int (3 * b + c - 4)).
Definition s11_q2 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (4 * a + 2 * b)).
Definition s11_q3 (a b c : Z) : Prop * game := ((b >= 2 /\ c <= 1)%Z, int (3 * a + b + c - 1)).
Definition s11_q4 (a b c : Z) : Prop * game := ((a >= 1 /\ b <= 1 /\ c <= 1)%Z, dyadic (6 * a + 5 * b + 2 * c - 6) 1).
Definition s11_pieces (a b c : Z) : list (Prop * game) := [s11_q1 a b c; s11_q2 a b c; s11_q3 a b c; s11_q4 a b c].
Definition s11_claim (x : board) : Prop :=
  forall a b c, x = s11_board a b c -> holds (s11_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s12_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b + c <= 1)%Z, dyadic (5 * b + 4 * c - 6) 1).
Definition s12_q2 (a b c : Z) : Prop * game := ((b + c >= 2 /\ c >= 1)%Z, int (3 * a + b)).
Definition s12_q3 (a b c : Z) : Prop * game := ((b >= 2 /\ c = 0)%Z, nstar (int (3 * a + b - 1))).
Definition s12_q4 (a b c : Z) : Prop * game := ((a >= 1 /\ b + c <= 1)%Z, dyadic (12 * a + 9 * b + 8 * c - 10) 2).
Definition s12_pieces (a b c : Z) : list (Prop * game) := [s12_q1 a b c; s12_q2 a b c; s12_q3 a b c; s12_q4 a b c].
Definition s12_claim (x : board) : Prop :=
  forall a b c, x = s12_board a b c -> holds (s12_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s13_q1 (a b c : Z) : Prop * game := ((b = 0 /\ c = 0)%Z, int (3 * a - 2)).
Definition s13_q2 (a b c : Z) : Prop * game := ((c >= 1)%Z, int (3 * a + 2 * b + c - 1)).
Definition s13_q3 (a b c : Z) : Prop * game := ((b >= 1 /\ c = 0)%Z, dyadic (6 * a + 4 * b - 3) 1).
Definition s13_pieces (a b c : Z) : list (Prop * game) := [s13_q1 a b c; s13_q2 a b c; s13_q3 a b c].
Definition s13_claim (x : board) : Prop :=
  forall a b c, x = s13_board a b c -> holds (s13_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s14_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c <= 1)%Z, int (2 * c - 3)).
Definition s14_q2 (a b c : Z) : Prop * game := ((b + c >= 2 /\ c >= 1)%Z, int (3 * a + 2 * b)).
Definition s14_q3 (a b c : Z) : Prop * game := ((b >= 1 /\ c = 0)%Z, int (3 * a + 2 * b - 2)).
Definition s14_q4 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c <= 1)%Z, dyadic (6 * a + 4 * c - 5) 1).
Definition s14_pieces (a b c : Z) : list (Prop * game) := [s14_q1 a b c; s14_q2 a b c; s14_q3 a b c; s14_q4 a b c].
Definition s14_claim (x : board) : Prop :=
  forall a b c, x = s14_board a b c -> holds (s14_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s15_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b <= 1 /\ c <= 1)%Z, dyadic (7 * b + 2 * c - 8) 1).
Definition s15_q2 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (4 * a + 3 * b)).
Definition s15_q3 (a b c : Z) : Prop * game := ((b >= 2 /\ c <= 1)%Z, nstar (int (3 * a + 2 * b + c - 2))).
Definition s15_q4 (a b c : Z) : Prop * game := ((a >= 1 /\ b <= 1 /\ c <= 1)%Z, dyadic (12 * a + 11 * b + 4 * c - 12) 2).
Definition s15_pieces (a b c : Z) : list (Prop * game) := [s15_q1 a b c; s15_q2 a b c; s15_q3 a b c; s15_q4 a b c].
Definition s15_claim (x : board) : Prop :=
  forall a b c, x = s15_board a b c -> holds (s15_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s16_q1 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-4)).
Definition s16_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (-3)).
Definition s16_q3 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int 0).
Definition s16_q4 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z, int (3 * a - 2)).
Definition s16_q5 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (3 * a - 2)).
Definition s16_q6 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 1 /\ c <= 2 /\ d = 1)%Z, nstar (int (c - 1))).
Definition s16_q7 (a b c d : Z) : Prop * game := ((c >= 1 /\ d >= 2)%Z, int (4 * a + 3 * b + c)).
Definition s16_q8 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z, Game [nstar (int 0)] [int 0]).
Definition s16_q9 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z, Game [nstar (int 1)] [int 0]).
Definition s16_q10 (a b c d : Z) : Prop * game := ((a = 0 /\ b + c >= 3 /\ c >= 1 /\ d = 1)%Z, Game [int (4 * a + 3 * b + c - 1)] [int (3 * a + 2 * b + 1)]).
Definition s16_q11 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c >= 1 /\ d = 1)%Z, Game [int (4 * a + 3 * b + c - 1)] [int (3 * a + 2 * b + 1)]).
Definition s16_q12 (a b c d : Z) : Prop * game := ((a = 0 /\ b + c >= 4 /\ c >= 2 /\ d = 0)%Z, Game [Game [int (4 * a + 3 * b + c - 2)] [int (3 * a + 2 * b + 1)]] [int (3 * a + 2 * b)]).
Definition s16_q13 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c >= 2 /\ d = 0)%Z, Game [Game [int (4 * a + 3 * b + c - 2)] [int (3 * a + 2 * b + 1)]] [int (3 * a + 2 * b)]).
Definition s16_q14 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z, dyadic (-1) 1).
Definition s16_q15 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z, dyadic 1 1).
Definition s16_q16 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z, int (3 * b)).
Definition s16_q17 (a b c d : Z) : Prop * game := ((a + b >= 1 /\ c = 1 /\ d = 0)%Z, int (3 * a + 2 * b - 1)).
Definition s16_q18 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z, nstar (int 3)).
Definition s16_q19 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 2 /\ d = 0)%Z, Game [nstar (int 3)] [int 2]).
Definition s16_q20 (a b c d : Z) : Prop * game := ((b >= 2 /\ c = 0 /\ d = 0)%Z, nstar (int (3 * a + 2 * b - 2))).
Definition s16_q21 (a b c d : Z) : Prop * game := ((b >= 2 /\ c = 0 /\ d = 1)%Z, nstar (int (3 * a + 2 * b - 1))).
Definition s16_q22 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (3 * a - 3)).
Definition s16_q23 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int (4 * a)).
Definition s16_q24 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z, Game [int (4 * a)] [dyadic (6 * a + 1) 1]).
Definition s16_q25 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z, Game [Game [int (4 * a)] [dyadic (6 * a + 1) 1]] [int (3 * a)]).
Definition s16_q26 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c >= 2 /\ d = 1)%Z, Game [int (4 * a + c - 1)] [int (3 * a + 1)]).
Definition s16_q27 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c >= 3 /\ d = 0)%Z, Game [Game [int (4 * a + c - 2)] [int (3 * a + 1)]] [int (3 * a)]).
Definition s16_q28 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z, dyadic (12 * a - 1) 2).
Definition s16_q29 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z, dyadic (12 * a + 3) 2).
Definition s16_q30 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z, int (4 * a + 3 * b)).
Definition s16_pieces (a b c d : Z) : list (Prop * game) := [s16_q1 a b c d; s16_q2 a b c d; s16_q3 a b c d; s16_q4 a b c d; s16_q5 a b c d; s16_q6 a b c d; s16_q7 a b c d; s16_q8 a b c d; s16_q9 a b c d; s16_q10 a b c d; s16_q11 a b c d; s16_q12 a b c d; s16_q13 a b c d; s16_q14 a b c d; s16_q15 a b c d; s16_q16 a b c d; s16_q17 a b c d; s16_q18 a b c d; s16_q19 a b c d; s16_q20 a b c d; s16_q21 a b c d; s16_q22 a b c d; s16_q23 a b c d; s16_q24 a b c d; s16_q25 a b c d; s16_q26 a b c d; s16_q27 a b c d; s16_q28 a b c d; s16_q29 a b c d; s16_q30 a b c d].
Definition s16_claim (x : board) : Prop :=
  forall a b c d, x = s16_board a b c d -> holds (s16_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s17_q1 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-4)).
Definition s17_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (3 * a - 3)).
Definition s17_q3 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (3 * a - 3)).
Definition s17_q4 (a b c d : Z) : Prop * game := ((d >= 2)%Z, int (4 * a + 2 * b + c)).
Definition s17_q5 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z, int (3 * a - 2)).
Definition s17_q6 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (3 * a - 2)).
Definition s17_q7 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z, nstar (int (3 * a + b))).
Definition s17_q8 (a b c d : Z) : Prop * game := ((b >= 2 /\ c = 1 /\ d = 0)%Z, nstar (int (3 * a + b))).
Definition s17_q9 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z, Game [nstar (int 0)] [int 0]).
Definition s17_q10 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 2 /\ d = 1)%Z, nstar (int 1)).
Definition s17_q11 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z, Game [nstar (int 1)] [int 0]).
Definition s17_q12 (a b c d : Z) : Prop * game := ((a + b + c >= 3 /\ b + c >= 2 /\ c >= 1 /\ d = 1)%Z, Game [int (4 * a + 2 * b + c - 1)] [int (3 * a + b + 1)]).
Definition s17_q13 (a b c d : Z) : Prop * game := ((a + b >= 2 /\ b >= 1 /\ c >= 2 /\ d = 0)%Z, Game [Game [int (4 * a + 2 * b + c - 2)] [int (3 * a + b + 1)]] [int (3 * a + b)]).
Definition s17_q14 (a b c d : Z) : Prop * game := ((a = 0 /\ b + c >= 4 /\ b <= 1 /\ d = 0)%Z, Game [Game [int (4 * a + 2 * b + c - 2)] [int (3 * a + b + 1)]] [int (3 * a + b)]).
Definition s17_q15 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z, int (-1)).
Definition s17_q16 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z, int (3 * a + b - 1)).
Definition s17_q17 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z, int (3 * a + b - 1)).
Definition s17_q18 (a b c d : Z) : Prop * game := ((b >= 2 /\ c = 0 /\ d = 0)%Z, int (3 * a + b - 1)).
Definition s17_q19 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d = 0)%Z, dyadic (6 * a + 1) 1).
Definition s17_q20 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z, dyadic (6 * a + 1) 1).
Definition s17_q21 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z, nstar (int 2)).
Definition s17_q22 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 2 /\ d = 0)%Z, Game [nstar (int 2)] [int 1]).
Definition s17_q23 (a b c d : Z) : Prop * game := ((b >= 2 /\ c = 0 /\ d = 1)%Z, int (3 * a + b)).
Definition s17_q24 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z, Game [int (4 * a)] [dyadic (6 * a + 1) 1]).
Definition s17_q25 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z, Game [Game [int 4] [dyadic 7 1]] [int 3]).
Definition s17_q26 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c >= 3 /\ d = 0)%Z, Game [Game [int (c + 2)] [int 4]] [int 3]).
Definition s17_q27 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z, dyadic (6 * a - 1) 1).
Definition s17_q28 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c = 1 /\ d = 0)%Z, dyadic (12 * a + 3) 2).
Definition s17_q29 (a b c d : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 2 /\ d = 0)%Z, Game [Game [int (4 * a)] [dyadic (6 * a + 1) 1]] [int (3 * a)]).
Definition s17_q30 (a b c d : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c >= 3 /\ d = 0)%Z, Game [Game [int (4 * a + c - 2)] [int (3 * a + 1)]] [int (3 * a)]).
Definition s17_pieces (a b c d : Z) : list (Prop * game) := [s17_q1 a b c d; s17_q2 a b c d; s17_q3 a b c d; s17_q4 a b c d; s17_q5 a b c d; s17_q6 a b c d; s17_q7 a b c d; s17_q8 a b c d; s17_q9 a b c d; s17_q10 a b c d; s17_q11 a b c d; s17_q12 a b c d; s17_q13 a b c d; s17_q14 a b c d; s17_q15 a b c d; s17_q16 a b c d; s17_q17 a b c d; s17_q18 a b c d; s17_q19 a b c d; s17_q20 a b c d; s17_q21 a b c d; s17_q22 a b c d; s17_q23 a b c d; s17_q24 a b c d; s17_q25 a b c d; s17_q26 a b c d; s17_q27 a b c d; s17_q28 a b c d; s17_q29 a b c d; s17_q30 a b c d].
Definition s17_claim (x : board) : Prop :=
  forall a b c d, x = s17_board a b c d -> holds (s17_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s18_q1 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-4)).
Definition s18_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (3 * a - 3)).
Definition s18_q3 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (3 * a - 3)).
Definition s18_q4 (a b c d : Z) : Prop * game := ((d >= 2)%Z, int (4 * a + 3 * b + 2 * c)).
Definition s18_q5 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z, int (-1)).
Definition s18_q6 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z, int (3 * a + 2 * b + c - 1)).
Definition s18_q7 (a b c d : Z) : Prop * game := ((b + c >= 2 /\ c >= 1 /\ d = 0)%Z, int (3 * a + 2 * b + c - 1)).
Definition s18_q8 (a b c d : Z) : Prop * game := ((b + c >= 2 /\ c >= 1 /\ d = 1)%Z, int (3 * a + 2 * b + c)).
Definition s18_q9 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z, dyadic (6 * a - 1) 1).
Definition s18_q10 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z, dyadic (6 * a - 1) 1).
Definition s18_q11 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z, dyadic (6 * a + 1) 1).
Definition s18_q12 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z, dyadic (6 * a + 1) 1).
Definition s18_q13 (a b c d : Z) : Prop * game := ((b >= 2 /\ c = 0 /\ d = 0)%Z, nstar (int (3 * a + 2 * b - 2))).
Definition s18_q14 (a b c d : Z) : Prop * game := ((b >= 2 /\ c = 0 /\ d = 1)%Z, nstar (int (3 * a + 2 * b - 1))).
Definition s18_q15 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (3 * a - 2)).
Definition s18_q16 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z, dyadic (12 * a - 1) 2).
Definition s18_q17 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z, dyadic (12 * a + 3) 2).
Definition s18_pieces (a b c d : Z) : list (Prop * game) := [s18_q1 a b c d; s18_q2 a b c d; s18_q3 a b c d; s18_q4 a b c d; s18_q5 a b c d; s18_q6 a b c d; s18_q7 a b c d; s18_q8 a b c d; s18_q9 a b c d; s18_q10 a b c d; s18_q11 a b c d; s18_q12 a b c d; s18_q13 a b c d; s18_q14 a b c d; s18_q15 a b c d; s18_q16 a b c d; s18_q17 a b c d].
Definition s18_claim (x : board) : Prop :=
  forall a b c d, x = s18_board a b c d -> holds (s18_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s19_q1 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-3)).
Definition s19_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (-1)).
Definition s19_q3 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int 0).
Definition s19_q4 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z, dyadic (6 * a - 1) 1).
Definition s19_q5 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z, dyadic (6 * a - 1) 1).
Definition s19_q6 (a b c d : Z) : Prop * game := ((b + c >= 1 /\ d >= 1)%Z, int (3 * a + 2 * b + c)).
Definition s19_q7 (a b c d : Z) : Prop * game := ((b + c >= 2 /\ c >= 1 /\ d = 0)%Z, nstar (int (3 * a + 2 * b + c - 1))).
Definition s19_q8 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 0)%Z, int (3 * a + 2 * b - 2)).
Definition s19_q9 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z, dyadic (6 * a - 5) 1).
Definition s19_q10 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int (3 * a)).
Definition s19_q11 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z, dyadic (12 * a - 1) 2).
Definition s19_pieces (a b c d : Z) : list (Prop * game) := [s19_q1 a b c d; s19_q2 a b c d; s19_q3 a b c d; s19_q4 a b c d; s19_q5 a b c d; s19_q6 a b c d; s19_q7 a b c d; s19_q8 a b c d; s19_q9 a b c d; s19_q10 a b c d; s19_q11 a b c d].
Definition s19_claim (x : board) : Prop :=
  forall a b c d, x = s19_board a b c d -> holds (s19_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s20_q1 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z, int (-4)).
Definition s20_q2 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z, int (3 * a - 3)).
Definition s20_q3 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z, int (3 * a - 3)).
Definition s20_q4 (a b c d e : Z) : Prop * game := ((e >= 2)%Z, int (4 * a + 3 * b + 2 * c + d)).
Definition s20_q5 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z, int (3 * a - 2)).
Definition s20_q6 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z, int (3 * a - 2)).
Definition s20_q7 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z, nstar (int (3 * a + 2 * b + c))).
Definition s20_q8 (a b c d e : Z) : Prop * game := ((b + c >= 2 /\ c >= 1 /\ d = 1 /\ e = 0)%Z, nstar (int (3 * a + 2 * b + c))).
Definition s20_q9 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z, Game [nstar (int 0)] [int 0]).
Definition s20_q10 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 1)%Z, nstar (int 1)).
Definition s20_q11 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 3 /\ e = 0)%Z, Game [nstar (int 1)] [int 0]).
Definition s20_q12 (a b c d e : Z) : Prop * game := ((a + b + c + d >= 3 /\ b + c + d >= 2 /\ d >= 1 /\ e = 1)%Z, Game [int (4 * a + 3 * b + 2 * c + d - 1)] [int (3 * a + 2 * b + c + 1)]).
Definition s20_q13 (a b c d e : Z) : Prop * game := ((a + b + c >= 2 /\ b + c >= 1 /\ d >= 2 /\ e = 0)%Z, Game [Game [int (4 * a + 3 * b + 2 * c + d - 2)] [int (3 * a + 2 * b + c + 1)]] [int (3 * a + 2 * b + c)]).
Definition s20_q14 (a b c d e : Z) : Prop * game := ((a = 0 /\ b + c + d >= 4 /\ b + c <= 1 /\ e = 0)%Z, Game [Game [int (4 * a + 3 * b + 2 * c + d - 2)] [int (3 * a + 2 * b + c + 1)]] [int (3 * a + 2 * b + c)]).
Definition s20_q15 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z, int (-1)).
Definition s20_q16 (a b c d e : Z) : Prop * game := ((a + b >= 1 /\ b - c >= 0 /\ c + d = 1 /\ e = 0)%Z, int (3 * a + 2 * b + c - 1)).
Definition s20_q17 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z, int (3 * a + 2 * b + c - 1)).
Definition s20_q18 (a b c d e : Z) : Prop * game := ((c >= 2 /\ d = 0 /\ e = 0)%Z, int (3 * a + 2 * b + c - 1)).
Definition s20_q19 (a b c d e : Z) : Prop * game := ((a = 0 /\ b + c = 1 /\ b + d = 1 /\ b - e = 0)%Z, dyadic (6 * a + 1) 1).
Definition s20_q20 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z, dyadic (6 * a + 1) 1).
Definition s20_q21 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 1)%Z, nstar (int 2)).
Definition s20_q22 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 2 /\ e = 0)%Z, Game [nstar (int 2)] [int 1]).
Definition s20_q23 (a b c d e : Z) : Prop * game := ((b + c >= 2 /\ c >= 1 /\ d = 0 /\ e = 1)%Z, int (3 * a + 2 * b + c)).
Definition s20_q24 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z, dyadic (6 * a - 1) 1).
Definition s20_q25 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z, dyadic (6 * a - 1) 1).
Definition s20_q26 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z, nstar (int 3)).
Definition s20_q27 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 2 /\ e = 0)%Z, Game [nstar (int 3)] [int 2]).
Definition s20_q28 (a b c d e : Z) : Prop * game := ((b >= 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z, nstar (int (3 * a + 2 * b - 2))).
Definition s20_q29 (a b c d e : Z) : Prop * game := ((b >= 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z, nstar (int (3 * a + 2 * b - 1))).
Definition s20_q30 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z, Game [int (4 * a)] [dyadic (6 * a + 1) 1]).
Definition s20_q31 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z, Game [Game [int 4] [dyadic 7 1]] [int 3]).
Definition s20_q32 (a b c d e : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d >= 3 /\ e = 0)%Z, Game [Game [int (d + 2)] [int 4]] [int 3]).
Definition s20_q33 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b + c = 1 /\ b + d = 1 /\ b - e = 0)%Z, dyadic (12 * a + 3) 2).
Definition s20_q34 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z, dyadic (12 * a - 1) 2).
Definition s20_q35 (a b c d e : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z, Game [Game [int (4 * a)] [dyadic (6 * a + 1) 1]] [int (3 * a)]).
Definition s20_q36 (a b c d e : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 0 /\ d >= 3 /\ e = 0)%Z, Game [Game [int (4 * a + d - 2)] [int (3 * a + 1)]] [int (3 * a)]).
Definition s20_pieces (a b c d e : Z) : list (Prop * game) := [s20_q1 a b c d e; s20_q2 a b c d e; s20_q3 a b c d e; s20_q4 a b c d e; s20_q5 a b c d e; s20_q6 a b c d e; s20_q7 a b c d e; s20_q8 a b c d e; s20_q9 a b c d e; s20_q10 a b c d e; s20_q11 a b c d e; s20_q12 a b c d e; s20_q13 a b c d e; s20_q14 a b c d e; s20_q15 a b c d e; s20_q16 a b c d e; s20_q17 a b c d e; s20_q18 a b c d e; s20_q19 a b c d e; s20_q20 a b c d e; s20_q21 a b c d e; s20_q22 a b c d e; s20_q23 a b c d e; s20_q24 a b c d e; s20_q25 a b c d e; s20_q26 a b c d e; s20_q27 a b c d e; s20_q28 a b c d e; s20_q29 a b c d e; s20_q30 a b c d e; s20_q31 a b c d e; s20_q32 a b c d e; s20_q33 a b c d e; s20_q34 a b c d e; s20_q35 a b c d e; s20_q36 a b c d e].
Definition s20_claim (x : board) : Prop :=
  forall a b c d e, x = s20_board a b c d e -> holds (s20_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d) (Z.of_nat e)) (tf_game x).

Definition values_hold (x : board) : Prop :=
  s1_claim x /\ s2_claim x /\ s3_claim x /\ s4_claim x /\ s5_claim x /\ s6_claim x /\ s7_claim x /\ s8_claim x /\ s9_claim x /\ s10_claim x /\ s11_claim x /\ s12_claim x /\ s13_claim x /\ s14_claim x /\ s15_claim x /\ s16_claim x /\ s17_claim x /\ s18_claim x /\ s19_claim x /\ s20_claim x.

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
Lemma use_s5 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s5_board a) < meas x -> holds (s5_pieces (Z.of_nat a)) (tf_game (s5_board a)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))) a eq_refl). Qed.
Lemma use_s6 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s6_board a b) < meas x -> holds (s6_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s6_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))) a b eq_refl). Qed.
Lemma use_s7 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s7_board a b) < meas x -> holds (s7_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s7_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))) a b eq_refl). Qed.
Lemma use_s8 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s8_board a b) < meas x -> holds (s8_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s8_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))) a b eq_refl). Qed.
Lemma use_s9 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s9_board a b) < meas x -> holds (s9_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s9_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))) a b eq_refl). Qed.
Lemma use_s10 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s10_board a b c) < meas x -> holds (s10_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s10_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))) a b c eq_refl). Qed.
Lemma use_s11 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s11_board a b c) < meas x -> holds (s11_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s11_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))) a b c eq_refl). Qed.
Lemma use_s12 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s12_board a b c) < meas x -> holds (s12_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s12_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))) a b c eq_refl). Qed.
Lemma use_s13 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s13_board a b c) < meas x -> holds (s13_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s13_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))) a b c eq_refl). Qed.
Lemma use_s14 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s14_board a b c) < meas x -> holds (s14_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s14_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))) a b c eq_refl). Qed.
Lemma use_s15 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s15_board a b c) < meas x -> holds (s15_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s15_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))) a b c eq_refl). Qed.
Lemma use_s16 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s16_board a b c d) < meas x -> holds (s16_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s16_board a b c d)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))) a b c d eq_refl). Qed.
Lemma use_s17 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s17_board a b c d) < meas x -> holds (s17_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s17_board a b c d)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))) a b c d eq_refl). Qed.
Lemma use_s18 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s18_board a b c d) < meas x -> holds (s18_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s18_board a b c d)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))) a b c d eq_refl). Qed.
Lemma use_s19 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s19_board a b c d) < meas x -> holds (s19_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s19_board a b c d)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))))) a b c d eq_refl). Qed.
Lemma use_s20 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  meas (s20_board a b c d e) < meas x -> holds (s20_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d) (Z.of_nat e)) (tf_game (s20_board a b c d e)).
Proof. intros H. exact ((proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))))) a b c d e eq_refl). Qed.

