(* A part of the proof in tf_one_frog_odd.v, which states the theorem.

   Boards, claimed values, the induction hypothesis.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b>=3 && b<=5 && b%2==1" --coq FILE.v`. *)

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
Definition s5_board (a : nat) : board := repeat T a ++ [F; E; E; E; E; E].  (* T^a F _^5 *)
Definition s6_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [F; E; E; E; E].  (* T^a _ T^b F _^4 *)
Definition s7_board (a b : nat) : board := repeat T a ++ E :: E :: repeat T b ++ [F; E; E; E].  (* T^a _^2 T^b F _^3 *)
Definition s8_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ [F; E; E; E].  (* T^a _ T^b _ T^c F _^3 *)
Definition s9_board (a b : nat) : board := repeat T a ++ E :: E :: E :: repeat T b ++ [F; E; E].  (* T^a _^3 T^b F _^2 *)
Definition s10_board (a b c : nat) : board := repeat T a ++ E :: E :: repeat T b ++ E :: repeat T c ++ [F; E; E].  (* T^a _^2 T^b _ T^c F _^2 *)
Definition s11_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ E :: E :: repeat T c ++ [F; E; E].  (* T^a _ T^b _^2 T^c F _^2 *)
Definition s12_board (a b : nat) : board := repeat T a ++ E :: E :: E :: E :: repeat T b ++ [F; E].  (* T^a _^4 T^b F _ *)
Definition s13_board (a b c : nat) : board := repeat T a ++ E :: E :: E :: repeat T b ++ E :: repeat T c ++ [F; E].  (* T^a _^3 T^b _ T^c F _ *)
Definition s14_board (a b c : nat) : board := repeat T a ++ E :: E :: repeat T b ++ E :: E :: repeat T c ++ [F; E].  (* T^a _^2 T^b _^2 T^c F _ *)
Definition s15_board (a b : nat) : board := repeat T a ++ E :: E :: E :: repeat T b ++ [F].  (* T^a _^3 T^b F *)
Definition s16_board (a b c : nat) : board := repeat T a ++ E :: E :: repeat T b ++ E :: repeat T c ++ [F].  (* T^a _^2 T^b _ T^c F *)
Definition s17_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ E :: E :: repeat T c ++ [F].  (* T^a _ T^b _^2 T^c F *)
Definition s18_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ E :: repeat T d ++ [F].  (* T^a _ T^b _ T^c _ T^d F *)
Definition s19_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ E :: repeat T d ++ [F; E; E].  (* T^a _ T^b _ T^c _ T^d F _^2 *)
Definition s20_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ E :: E :: E :: repeat T c ++ [F; E].  (* T^a _ T^b _^3 T^c F _ *)
Definition s21_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ E :: E :: repeat T c ++ E :: repeat T d ++ [F; E].  (* T^a _ T^b _^2 T^c _ T^d F _ *)
Definition s22_board (a b c d : nat) : board := repeat T a ++ E :: E :: repeat T b ++ E :: repeat T c ++ E :: repeat T d ++ [F; E].  (* T^a _^2 T^b _ T^c _ T^d F _ *)
Definition s23_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ E :: E :: repeat T d ++ [F; E].  (* T^a _ T^b _ T^c _^2 T^d F _ *)
Definition s24_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ E :: E :: E :: E :: repeat T c ++ [F].  (* T^a _ T^b _^4 T^c F *)
Definition s25_board (a b : nat) : board := repeat T a ++ E :: E :: E :: E :: E :: repeat T b ++ [F].  (* T^a _^5 T^b F *)
Definition s26_board (a b c : nat) : board := repeat T a ++ E :: E :: E :: E :: repeat T b ++ E :: repeat T c ++ [F].  (* T^a _^4 T^b _ T^c F *)
Definition s27_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ E :: E :: E :: repeat T c ++ E :: repeat T d ++ [F].  (* T^a _ T^b _^3 T^c _ T^d F *)
Definition s28_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ E :: E :: repeat T c ++ E :: E :: repeat T d ++ [F].  (* T^a _ T^b _^2 T^c _^2 T^d F *)
Definition s29_board (a b c : nat) : board := repeat T a ++ E :: E :: E :: repeat T b ++ E :: E :: repeat T c ++ [F].  (* T^a _^3 T^b _^2 T^c F *)
Definition s30_board (a b c d : nat) : board := repeat T a ++ E :: E :: E :: repeat T b ++ E :: repeat T c ++ E :: repeat T d ++ [F].  (* T^a _^3 T^b _ T^c _ T^d F *)
Definition s31_board (a b c d : nat) : board := repeat T a ++ E :: E :: repeat T b ++ E :: repeat T c ++ E :: E :: repeat T d ++ [F].  (* T^a _^2 T^b _ T^c _^2 T^d F *)
Definition s32_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ E :: E :: E :: repeat T d ++ [F].  (* T^a _ T^b _ T^c _^3 T^d F *)
Definition s33_board (a b c : nat) : board := repeat T a ++ E :: E :: repeat T b ++ E :: E :: E :: repeat T c ++ [F].  (* T^a _^2 T^b _^3 T^c F *)
Definition s34_board (a b c d : nat) : board := repeat T a ++ E :: E :: repeat T b ++ E :: E :: repeat T c ++ E :: repeat T d ++ [F].  (* T^a _^2 T^b _^2 T^c _ T^d F *)
Definition s35_board (a b c d e : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ E :: repeat T d ++ E :: repeat T e ++ [F; E].  (* T^a _ T^b _ T^c _ T^d _ T^e F _ *)
Definition s36_board (a b c d e : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ E :: E :: repeat T d ++ E :: repeat T e ++ [F].  (* T^a _ T^b _ T^c _^2 T^d _ T^e F *)
Definition s37_board (a b c d e : nat) : board := repeat T a ++ E :: repeat T b ++ E :: E :: repeat T c ++ E :: repeat T d ++ E :: repeat T e ++ [F].  (* T^a _ T^b _^2 T^c _ T^d _ T^e F *)
Definition s38_board (a b c d e : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ E :: repeat T d ++ E :: E :: repeat T e ++ [F].  (* T^a _ T^b _ T^c _ T^d _^2 T^e F *)
Definition s39_board (a b c d e : nat) : board := repeat T a ++ E :: E :: repeat T b ++ E :: repeat T c ++ E :: repeat T d ++ E :: repeat T e ++ [F].  (* T^a _^2 T^b _ T^c _ T^d _ T^e F *)
Definition s40_board (a b c d e f : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ E :: repeat T d ++ E :: repeat T e ++ E :: repeat T f ++ [F].  (* T^a _ T^b _ T^c _ T^d _ T^e _ T^f F *)

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
Definition s5_q1 (a : Z) : Prop * game := ((True)%Z, int (4 * a)).
Definition s5_pieces (a : Z) : list (Prop * game) := [s5_q1 a].
Definition s5_claim (x : board) : Prop :=
  forall a, x = s5_board a -> holds (s5_pieces (Z.of_nat a)) (tf_game x).
Definition s6_q1 (a b : Z) : Prop * game := ((True)%Z, int (4 * a + 3 * b - 1)).
Definition s6_pieces (a b : Z) : list (Prop * game) := [s6_q1 a b].
Definition s6_claim (x : board) : Prop :=
  forall a b, x = s6_board a b -> holds (s6_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s7_q1 (a b : Z) : Prop * game := ((True)%Z, int (4 * a + 2 * b - 2)).
Definition s7_pieces (a b : Z) : list (Prop * game) := [s7_q1 a b].
Definition s7_claim (x : board) : Prop :=
  forall a b, x = s7_board a b -> holds (s7_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s8_q1 (a b c : Z) : Prop * game := ((True)%Z, int (4 * a + 3 * b + 2 * c - 2)).
Definition s8_pieces (a b c : Z) : list (Prop * game) := [s8_q1 a b c].
Definition s8_claim (x : board) : Prop :=
  forall a b c, x = s8_board a b c -> holds (s8_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s9_q1 (a b : Z) : Prop * game := ((b = 0)%Z, int (4 * a - 3)).
Definition s9_q2 (a b : Z) : Prop * game := ((b >= 1)%Z, int (4 * a + b - 1)).
Definition s9_pieces (a b : Z) : list (Prop * game) := [s9_q1 a b; s9_q2 a b].
Definition s9_claim (x : board) : Prop :=
  forall a b, x = s9_board a b -> holds (s9_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s10_q1 (a b c : Z) : Prop * game := ((b = 0 /\ c = 0)%Z, int (4 * a - 3)).
Definition s10_q2 (a b c : Z) : Prop * game := ((c >= 1)%Z, int (4 * a + 2 * b + c - 1)).
Definition s10_q3 (a b c : Z) : Prop * game := ((b >= 1 /\ c = 0)%Z, nstar (int (4 * a + 2 * b - 2))).
Definition s10_pieces (a b c : Z) : list (Prop * game) := [s10_q1 a b c; s10_q2 a b c; s10_q3 a b c].
Definition s10_claim (x : board) : Prop :=
  forall a b c, x = s10_board a b c -> holds (s10_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s11_q1 (a b c : Z) : Prop * game := ((c = 0)%Z, int (4 * a + 3 * b - 3)).
Definition s11_q2 (a b c : Z) : Prop * game := ((c >= 1)%Z, int (4 * a + 3 * b + c - 1)).
Definition s11_pieces (a b c : Z) : list (Prop * game) := [s11_q1 a b c; s11_q2 a b c].
Definition s11_claim (x : board) : Prop :=
  forall a b c, x = s11_board a b c -> holds (s11_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s12_q1 (a b : Z) : Prop * game := ((b <= 1)%Z, int (4 * a + 2 * b - 4)).
Definition s12_q2 (a b : Z) : Prop * game := ((b >= 2)%Z, int (4 * a)).
Definition s12_pieces (a b : Z) : list (Prop * game) := [s12_q1 a b; s12_q2 a b].
Definition s12_claim (x : board) : Prop :=
  forall a b, x = s12_board a b -> holds (s12_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s13_q1 (a b c : Z) : Prop * game := ((b <= 1 /\ c <= 1)%Z, int (4 * a + 3 * b + 2 * c - 4)).
Definition s13_q2 (a b c : Z) : Prop * game := ((b <= 1 /\ c >= 2)%Z, int (4 * a + b)).
Definition s13_q3 (a b c : Z) : Prop * game := ((b >= 2 /\ c >= 1)%Z, int (4 * a + b)).
Definition s13_q4 (a b c : Z) : Prop * game := ((b >= 2 /\ c = 0)%Z, nstar (int (4 * a + b - 1))).
Definition s13_pieces (a b c : Z) : list (Prop * game) := [s13_q1 a b c; s13_q2 a b c; s13_q3 a b c; s13_q4 a b c].
Definition s13_claim (x : board) : Prop :=
  forall a b c, x = s13_board a b c -> holds (s13_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s14_q1 (a b c : Z) : Prop * game := ((b = 0 /\ c <= 1)%Z, int (4 * a + 2 * c - 4)).
Definition s14_q2 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (4 * a + 2 * b)).
Definition s14_q3 (a b c : Z) : Prop * game := ((b >= 1 /\ c <= 1)%Z, int (4 * a + 2 * b + 2 * c - 2)).
Definition s14_pieces (a b c : Z) : list (Prop * game) := [s14_q1 a b c; s14_q2 a b c; s14_q3 a b c].
Definition s14_claim (x : board) : Prop :=
  forall a b c, x = s14_board a b c -> holds (s14_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s15_q1 (a b : Z) : Prop * game := ((a = 0 /\ b <= 1)%Z, int (b - 3)).
Definition s15_q2 (a b : Z) : Prop * game := ((b >= 2)%Z, int (3 * a)).
Definition s15_q3 (a b : Z) : Prop * game := ((a >= 1 /\ b <= 1)%Z, nstar (int (2 * a + b - 2))).
Definition s15_pieces (a b : Z) : list (Prop * game) := [s15_q1 a b; s15_q2 a b; s15_q3 a b].
Definition s15_claim (x : board) : Prop :=
  forall a b, x = s15_board a b -> holds (s15_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s16_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b <= 1 /\ c = 0)%Z, int (2 * a + 2 * b - 3)).
Definition s16_q2 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c = 0)%Z, int (2 * a + 2 * b - 3)).
Definition s16_q3 (a b c : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1)%Z, int (-2)).
Definition s16_q4 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (3 * a + b)).
Definition s16_q5 (a b c : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1)%Z, dyadic 1 1).
Definition s16_q6 (a b c : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0)%Z, Game [dyadic 1 1] [int 0]).
Definition s16_q7 (a b c : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 1)%Z, nstar (int (2 * a + b + c - 2))).
Definition s16_q8 (a b c : Z) : Prop * game := ((a >= 2 /\ (a) mod 2 = 0 /\ b = 0 /\ c <= 1)%Z, nstar (int (2 * a + b + c - 2))).
Definition s16_q9 (a b c : Z) : Prop * game := ((a + b = 3 /\ a <= 1 /\ c = 0)%Z, Game [nstar (int (2 * a + 1))] [int (2 * a)]).
Definition s16_q10 (a b c : Z) : Prop * game := ((a + b >= 3 /\ b >= 1 /\ c = 1)%Z, Game [int (3 * a + b - 1)] [int (2 * a + 1)]).
Definition s16_q11 (a b c : Z) : Prop * game := ((a + b >= 4 /\ b >= 2 /\ c = 0)%Z, Game [Game [int (3 * a + b - 2)] [int (2 * a + 1)]] [int (2 * a)]).
Definition s16_q12 (a b c : Z) : Prop * game := ((a = 1 /\ - b + c >= 0 /\ c <= 1)%Z, nstar (int (2 * a + 2 * b + c - 2))).
Definition s16_q13 (a b c : Z) : Prop * game := ((a >= 3 /\ (a) mod 2 = 1 /\ b = 0 /\ c <= 1)%Z, nstar (int (2 * a + 2 * b + c - 2))).
Definition s16_pieces (a b c : Z) : list (Prop * game) := [s16_q1 a b c; s16_q2 a b c; s16_q3 a b c; s16_q4 a b c; s16_q5 a b c; s16_q6 a b c; s16_q7 a b c; s16_q8 a b c; s16_q9 a b c; s16_q10 a b c; s16_q11 a b c; s16_q12 a b c; s16_q13 a b c].
Definition s16_claim (x : board) : Prop :=
  forall a b c, x = s16_board a b c -> holds (s16_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s17_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c <= 1)%Z, int (c - 3)).
Definition s17_q2 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (3 * a + 2 * b)).
Definition s17_q3 (a b c : Z) : Prop * game := ((b >= 1 /\ c <= 1)%Z, int (2 * a + b + c - 1)).
Definition s17_q4 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c <= 1)%Z, nstar (int (2 * a + c - 2))).
Definition s17_pieces (a b c : Z) : list (Prop * game) := [s17_q1 a b c; s17_q2 a b c; s17_q3 a b c; s17_q4 a b c].
Definition s17_claim (x : board) : Prop :=
  forall a b c, x = s17_board a b c -> holds (s17_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s18_q1 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-3)).
Definition s18_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (-2)).
Definition s18_q3 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int 0).
Definition s18_q4 (a b c d : Z) : Prop * game := ((b = 0 /\ c = 1 /\ d = 0)%Z, int (2 * a - 1)).
Definition s18_q5 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z, dyadic 1 1).
Definition s18_q6 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 1 /\ d >= 2)%Z, int c).
Definition s18_q7 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z, Game [dyadic 1 1] [int 0]).
Definition s18_q8 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 2 /\ d = 1)%Z, nstar (int 1)).
Definition s18_q9 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z, Game [nstar (int 1)] [int 0]).
Definition s18_q10 (a b c d : Z) : Prop * game := ((a + b + c >= 3 /\ c >= 1 /\ d = 1)%Z, Game [int (3 * a + 2 * b + c - 1)] [int (2 * a + b + 1)]).
Definition s18_q11 (a b c d : Z) : Prop * game := ((a + b + c >= 4 /\ c >= 2 /\ d = 0)%Z, Game [Game [int (3 * a + 2 * b + c - 2)] [int (2 * a + b + 1)]] [int (2 * a + b)]).
Definition s18_q12 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 0)%Z, int (2 * a + b - 1)).
Definition s18_q13 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c = 0 /\ d = 1)%Z, int b).
Definition s18_q14 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z, int (2 * b)).
Definition s18_q15 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 1 /\ d = 0)%Z, nstar (int (2 * a + b))).
Definition s18_q16 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z, nstar (int 2)).
Definition s18_q17 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ d >= 2)%Z, int (3 * a + 2 * b + c)).
Definition s18_q18 (a b c d : Z) : Prop * game := ((b >= 1 /\ c >= 1 /\ d >= 2)%Z, int (3 * a + 2 * b + c)).
Definition s18_q19 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 2 /\ d = 0)%Z, Game [nstar (int 2)] [int 1]).
Definition s18_q20 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z, nstar (int (2 * a - 2))).
Definition s18_q21 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z, nstar (int (2 * a - 1))).
Definition s18_q22 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z, nstar (int 3)).
Definition s18_q23 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z, Game [nstar (int 3)] [int 2]).
Definition s18_q24 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c = 0 /\ d = 1)%Z, int (2 * a + b)).
Definition s18_q25 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z, int (3 * a + 2 * b)).
Definition s18_pieces (a b c d : Z) : list (Prop * game) := [s18_q1 a b c d; s18_q2 a b c d; s18_q3 a b c d; s18_q4 a b c d; s18_q5 a b c d; s18_q6 a b c d; s18_q7 a b c d; s18_q8 a b c d; s18_q9 a b c d; s18_q10 a b c d; s18_q11 a b c d; s18_q12 a b c d; s18_q13 a b c d; s18_q14 a b c d; s18_q15 a b c d; s18_q16 a b c d; s18_q17 a b c d; s18_q18 a b c d; s18_q19 a b c d; s18_q20 a b c d; s18_q21 a b c d; s18_q22 a b c d; s18_q23 a b c d; s18_q24 a b c d; s18_q25 a b c d].
Definition s18_claim (x : board) : Prop :=
  forall a b c d, x = s18_board a b c d -> holds (s18_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s19_q1 (a b c d : Z) : Prop * game := ((c = 0 /\ d = 0)%Z, int (4 * a + 3 * b - 3)).
Definition s19_q2 (a b c d : Z) : Prop * game := ((d >= 1)%Z, int (4 * a + 3 * b + 2 * c + d - 1)).
Definition s19_q3 (a b c d : Z) : Prop * game := ((c >= 1 /\ d = 0)%Z, nstar (int (4 * a + 3 * b + 2 * c - 2))).
Definition s19_pieces (a b c d : Z) : list (Prop * game) := [s19_q1 a b c d; s19_q2 a b c d; s19_q3 a b c d].
Definition s19_claim (x : board) : Prop :=
  forall a b c d, x = s19_board a b c d -> holds (s19_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s20_q1 (a b c : Z) : Prop * game := ((b = 0 /\ c <= 1)%Z, int (4 * a + 2 * c - 4)).
Definition s20_q2 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (4 * a + 3 * b)).
Definition s20_q3 (a b c : Z) : Prop * game := ((b >= 1 /\ c <= 1)%Z, nstar (int (4 * a + 3 * b + 2 * c - 3))).
Definition s20_pieces (a b c : Z) : list (Prop * game) := [s20_q1 a b c; s20_q2 a b c; s20_q3 a b c].
Definition s20_claim (x : board) : Prop :=
  forall a b c, x = s20_board a b c -> holds (s20_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s21_q1 (a b c d : Z) : Prop * game := ((b = 0 /\ c = 0 /\ d = 0)%Z, int (4 * a - 4)).
Definition s21_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (-2)).
Definition s21_q3 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int 0).
Definition s21_q4 (a b c d : Z) : Prop * game := ((c = 1 /\ d = 0)%Z, int (4 * a + 3 * b - 1)).
Definition s21_q5 (a b c d : Z) : Prop * game := ((b + c >= 1 /\ c + d >= 2 /\ d >= 1)%Z, int (4 * a + 3 * b + c)).
Definition s21_q6 (a b c d : Z) : Prop * game := ((c >= 2 /\ d = 0)%Z, nstar (int (4 * a + 3 * b + c - 1))).
Definition s21_q7 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 0)%Z, nstar (int (4 * a + 3 * b - 3))).
Definition s21_q8 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 1)%Z, nstar (int (4 * a + 3 * b - 1))).
Definition s21_q9 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (4 * a - 2)).
Definition s21_q10 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int (4 * a)).
Definition s21_pieces (a b c d : Z) : list (Prop * game) := [s21_q1 a b c d; s21_q2 a b c d; s21_q3 a b c d; s21_q4 a b c d; s21_q5 a b c d; s21_q6 a b c d; s21_q7 a b c d; s21_q8 a b c d; s21_q9 a b c d; s21_q10 a b c d].
Definition s21_claim (x : board) : Prop :=
  forall a b c d, x = s21_board a b c d -> holds (s21_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s22_q1 (a b c d : Z) : Prop * game := ((b = 0 /\ c = 0 /\ d = 0)%Z, int (4 * a - 4)).
Definition s22_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (-2)).
Definition s22_q3 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int 0).
Definition s22_q4 (a b c d : Z) : Prop * game := ((b = 0 /\ c = 1 /\ d = 0)%Z, int (4 * a - 1)).
Definition s22_q5 (a b c d : Z) : Prop * game := ((b + c >= 1 /\ d >= 1)%Z, int (4 * a + 2 * b + c)).
Definition s22_q6 (a b c d : Z) : Prop * game := ((b + c >= 2 /\ c >= 1 /\ d = 0)%Z, nstar (int (4 * a + 2 * b + c - 1))).
Definition s22_q7 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 0)%Z, int (4 * a + 2 * b - 2)).
Definition s22_q8 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (4 * a - 2)).
Definition s22_q9 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int (4 * a)).
Definition s22_pieces (a b c d : Z) : list (Prop * game) := [s22_q1 a b c d; s22_q2 a b c d; s22_q3 a b c d; s22_q4 a b c d; s22_q5 a b c d; s22_q6 a b c d; s22_q7 a b c d; s22_q8 a b c d; s22_q9 a b c d].
Definition s22_claim (x : board) : Prop :=
  forall a b c d, x = s22_board a b c d -> holds (s22_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s23_q1 (a b c d : Z) : Prop * game := ((b = 0 /\ c = 0 /\ d = 0)%Z, int (4 * a - 4)).
Definition s23_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (-2)).
Definition s23_q3 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int 0).
Definition s23_q4 (a b c d : Z) : Prop * game := ((c >= 1 /\ d = 0)%Z, int (4 * a + 3 * b + 2 * c - 2)).
Definition s23_q5 (a b c d : Z) : Prop * game := ((b + c >= 1 /\ c + d >= 2 /\ d >= 1)%Z, int (4 * a + 3 * b + 2 * c)).
Definition s23_q6 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 0)%Z, nstar (int (4 * a + 3 * b - 3))).
Definition s23_q7 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 1)%Z, nstar (int (4 * a + 3 * b - 1))).
Definition s23_q8 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (4 * a - 2)).
Definition s23_q9 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int (4 * a)).
Definition s23_pieces (a b c d : Z) : list (Prop * game) := [s23_q1 a b c d; s23_q2 a b c d; s23_q3 a b c d; s23_q4 a b c d; s23_q5 a b c d; s23_q6 a b c d; s23_q7 a b c d; s23_q8 a b c d; s23_q9 a b c d].
Definition s23_claim (x : board) : Prop :=
  forall a b c d, x = s23_board a b c d -> holds (s23_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s24_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c <= 1)%Z, int (c - 5)).
Definition s24_q2 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (5 * a + 4 * b)).
Definition s24_q3 (a b c : Z) : Prop * game := ((b >= 1 /\ c <= 1)%Z, int (4 * a + 3 * b + c - 3)).
Definition s24_q4 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c <= 1)%Z, nstar (int (4 * a + c - 4))).
Definition s24_pieces (a b c : Z) : list (Prop * game) := [s24_q1 a b c; s24_q2 a b c; s24_q3 a b c; s24_q4 a b c].
Definition s24_claim (x : board) : Prop :=
  forall a b c, x = s24_board a b c -> holds (s24_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s25_q1 (a b : Z) : Prop * game := ((a = 0 /\ b <= 1)%Z, int (b - 5)).
Definition s25_q2 (a b : Z) : Prop * game := ((b >= 2)%Z, int (5 * a)).
Definition s25_q3 (a b : Z) : Prop * game := ((a >= 1 /\ b <= 1)%Z, nstar (int (4 * a + b - 4))).
Definition s25_pieces (a b : Z) : list (Prop * game) := [s25_q1 a b; s25_q2 a b; s25_q3 a b].
Definition s25_claim (x : board) : Prop :=
  forall a b, x = s25_board a b -> holds (s25_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s26_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c <= 1)%Z, int (4 * a + 2 * b + c - 5)).
Definition s26_q2 (a b c : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ b <= 2 /\ c = 0)%Z, int (4 * a + 2 * b + c - 5)).
Definition s26_q3 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 2 /\ c = 0)%Z, int (4 * a + 2 * b + c - 5)).
Definition s26_q4 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (5 * a + b)).
Definition s26_q5 (a b c : Z) : Prop * game := ((b = 1 /\ c = 1)%Z, Game [int (5 * a)] [int (4 * a - 1)]).
Definition s26_q6 (a b c : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 1)%Z, nstar (int (4 * a + 2 * b + c - 4))).
Definition s26_q7 (a b c : Z) : Prop * game := ((a >= 1 /\ b + c <= 1)%Z, nstar (int (4 * a + 2 * b + c - 4))).
Definition s26_q8 (a b c : Z) : Prop * game := ((a = 0 /\ b = 3 /\ c = 0)%Z, Game [nstar (int 1)] [int 0]).
Definition s26_q9 (a b c : Z) : Prop * game := ((a + b >= 3 /\ b >= 2 /\ c = 1)%Z, Game [int (5 * a + b - 1)] [int (4 * a + 1)]).
Definition s26_q10 (a b c : Z) : Prop * game := ((a + b >= 4 /\ b >= 3 /\ c = 0)%Z, Game [Game [int (5 * a + b - 2)] [int (4 * a + 1)]] [int (4 * a)]).
Definition s26_pieces (a b c : Z) : list (Prop * game) := [s26_q1 a b c; s26_q2 a b c; s26_q3 a b c; s26_q4 a b c; s26_q5 a b c; s26_q6 a b c; s26_q7 a b c; s26_q8 a b c; s26_q9 a b c; s26_q10 a b c].
Definition s26_claim (x : board) : Prop :=
  forall a b c, x = s26_board a b c -> holds (s26_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s27_q1 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-5)).
Definition s27_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (-4)).
Definition s27_q3 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int 0).
Definition s27_q4 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 1 /\ c <= 2 /\ d = 0)%Z, int (2 * c - 5)).
Definition s27_q5 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z, Game [int 0] [int (-1)]).
Definition s27_q6 (a b c d : Z) : Prop * game := ((a = 0 /\ c >= 1 /\ d >= 2)%Z, int (5 * a + 4 * b + c)).
Definition s27_q7 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ d >= 2)%Z, int (5 * a + 4 * b + c)).
Definition s27_q8 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c >= 1 /\ d >= 2)%Z, int (5 * a + 4 * b + c)).
Definition s27_q9 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 2 /\ d = 1)%Z, nstar (int 1)).
Definition s27_q10 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z, Game [nstar (int 1)] [int 0]).
Definition s27_q11 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 3 /\ d = 1)%Z, Game [int (c - 1)] [int 1]).
Definition s27_q12 (a b c d : Z) : Prop * game := ((a + b + c >= 4 /\ c >= 3 /\ d = 0)%Z, Game [Game [int (5 * a + 4 * b + c - 2)] [int (4 * a + 3 * b + 1)]] [int (4 * a + 3 * b)]).
Definition s27_q13 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 0)%Z, int (4 * a + 3 * b - 3)).
Definition s27_q14 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c = 0 /\ d = 1)%Z, int (3 * b - 2)).
Definition s27_q15 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z, int (4 * b)).
Definition s27_q16 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z, int (4 * a + 3 * b - 1)).
Definition s27_q17 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 1 /\ d = 0)%Z, int (4 * a + 3 * b - 1)).
Definition s27_q18 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 1 /\ d = 1)%Z, Game [int (5 * a + 4 * b)] [nstar (int (4 * a + 3 * b))]).
Definition s27_q19 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 2 /\ d = 0)%Z, nstar (int (4 * a + 3 * b))).
Definition s27_q20 (a b c d : Z) : Prop * game := ((b >= 1 /\ c >= 2 /\ d = 1)%Z, Game [int (5 * a + 4 * b + c - 1)] [int (4 * a + 3 * b + 1)]).
Definition s27_q21 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z, nstar (int (4 * a - 4))).
Definition s27_q22 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z, nstar (int (4 * a - 3))).
Definition s27_q23 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z, nstar (int (4 * a - 2))).
Definition s27_q24 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z, Game [int (5 * a)] [int (4 * a - 1)]).
Definition s27_q25 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c >= 2 /\ d = 1)%Z, Game [int (5 * a + c - 1)] [int (4 * a + 1)]).
Definition s27_q26 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c = 0 /\ d = 1)%Z, int (4 * a + 3 * b - 2)).
Definition s27_q27 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z, int (5 * a + 4 * b)).
Definition s27_pieces (a b c d : Z) : list (Prop * game) := [s27_q1 a b c d; s27_q2 a b c d; s27_q3 a b c d; s27_q4 a b c d; s27_q5 a b c d; s27_q6 a b c d; s27_q7 a b c d; s27_q8 a b c d; s27_q9 a b c d; s27_q10 a b c d; s27_q11 a b c d; s27_q12 a b c d; s27_q13 a b c d; s27_q14 a b c d; s27_q15 a b c d; s27_q16 a b c d; s27_q17 a b c d; s27_q18 a b c d; s27_q19 a b c d; s27_q20 a b c d; s27_q21 a b c d; s27_q22 a b c d; s27_q23 a b c d; s27_q24 a b c d; s27_q25 a b c d; s27_q26 a b c d; s27_q27 a b c d].
Definition s27_claim (x : board) : Prop :=
  forall a b c d, x = s27_board a b c d -> holds (s27_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s28_q1 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-5)).
Definition s28_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (-4)).
Definition s28_q3 (a b c d : Z) : Prop * game := ((d >= 2)%Z, int (5 * a + 4 * b + 2 * c)).
Definition s28_q4 (a b c d : Z) : Prop * game := ((b = 0 /\ c = 1 /\ d = 0)%Z, int (4 * a + 3 * b - 2)).
Definition s28_q5 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 1)%Z, int (4 * a + 3 * b - 2)).
Definition s28_q6 (a b c d : Z) : Prop * game := ((b = 0 /\ c = 1 /\ d = 1)%Z, int (4 * a - 1)).
Definition s28_q7 (a b c d : Z) : Prop * game := ((c >= 2 /\ d = 0)%Z, int (4 * a + 3 * b + c - 1)).
Definition s28_q8 (a b c d : Z) : Prop * game := ((c >= 2 /\ d = 1)%Z, int (4 * a + 3 * b + c)).
Definition s28_q9 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 0)%Z, int (4 * a + 3 * b - 3)).
Definition s28_q10 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 1 /\ d = 0)%Z, nstar (int (4 * a + 3 * b - 1))).
Definition s28_q11 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 1 /\ d = 1)%Z, nstar (int (4 * a + 3 * b))).
Definition s28_q12 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z, nstar (int (4 * a - 4))).
Definition s28_q13 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z, nstar (int (4 * a - 3))).
Definition s28_pieces (a b c d : Z) : list (Prop * game) := [s28_q1 a b c d; s28_q2 a b c d; s28_q3 a b c d; s28_q4 a b c d; s28_q5 a b c d; s28_q6 a b c d; s28_q7 a b c d; s28_q8 a b c d; s28_q9 a b c d; s28_q10 a b c d; s28_q11 a b c d; s28_q12 a b c d; s28_q13 a b c d].
Definition s28_claim (x : board) : Prop :=
  forall a b c d, x = s28_board a b c d -> holds (s28_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s29_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b <= 1 /\ c <= 1)%Z, int (4 * a + 3 * b + c - 5)).
Definition s29_q2 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c <= 1)%Z, int (4 * a + 3 * b + c - 5)).
Definition s29_q3 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (5 * a + 2 * b)).
Definition s29_q4 (a b c : Z) : Prop * game := ((b >= 2 /\ c <= 1)%Z, int (4 * a + b + c - 1)).
Definition s29_q5 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c <= 1)%Z, nstar (int (4 * a + c - 4))).
Definition s29_pieces (a b c : Z) : list (Prop * game) := [s29_q1 a b c; s29_q2 a b c; s29_q3 a b c; s29_q4 a b c; s29_q5 a b c].
Definition s29_claim (x : board) : Prop :=
  forall a b c, x = s29_board a b c -> holds (s29_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s30_q1 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-5)).
Definition s30_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (-4)).
Definition s30_q3 (a b c d : Z) : Prop * game := ((d >= 2)%Z, int (5 * a + 2 * b + c)).
Definition s30_q4 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z, int (-3)).
Definition s30_q5 (a b c d : Z) : Prop * game := ((b = 0 /\ c = 1 /\ d = 1)%Z, Game [int (5 * a)] [int (4 * a - 1)]).
Definition s30_q6 (a b c d : Z) : Prop * game := ((b = 0 /\ c = 2 /\ d = 0)%Z, int (4 * a - 1)).
Definition s30_q7 (a b c d : Z) : Prop * game := ((b = 1 /\ c = 0 /\ d = 1)%Z, int (4 * a - 1)).
Definition s30_q8 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 2 /\ d = 1)%Z, nstar (int 1)).
Definition s30_q9 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z, Game [nstar (int 1)] [int 0]).
Definition s30_q10 (a b c d : Z) : Prop * game := ((a + b + c >= 3 /\ b + c >= 2 /\ c >= 1 /\ d = 1)%Z, Game [int (5 * a + 2 * b + c - 1)] [int (4 * a + b + 1)]).
Definition s30_q11 (a b c d : Z) : Prop * game := ((a + b + c >= 4 /\ b + c >= 3 /\ c >= 2 /\ d = 0)%Z, Game [Game [int (5 * a + 2 * b + c - 2)] [int (4 * a + b + 1)]] [int (4 * a + b)]).
Definition s30_q12 (a b c d : Z) : Prop * game := ((b = 1 /\ c = 0 /\ d = 0)%Z, int (4 * a - 2)).
Definition s30_q13 (a b c d : Z) : Prop * game := ((b = 1 /\ c = 1 /\ d = 0)%Z, int (4 * a + b - 1)).
Definition s30_q14 (a b c d : Z) : Prop * game := ((b >= 2 /\ c = 0 /\ d = 0)%Z, int (4 * a + b - 1)).
Definition s30_q15 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z, nstar (int 2)).
Definition s30_q16 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 2 /\ d = 0)%Z, Game [nstar (int 2)] [int 1]).
Definition s30_q17 (a b c d : Z) : Prop * game := ((b >= 2 /\ c = 0 /\ d = 1)%Z, int (4 * a + b)).
Definition s30_q18 (a b c d : Z) : Prop * game := ((b >= 2 /\ c = 1 /\ d = 0)%Z, nstar (int (4 * a + b))).
Definition s30_q19 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z, nstar (int (4 * a - 4))).
Definition s30_q20 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z, nstar (int (4 * a - 3))).
Definition s30_q21 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z, nstar (int (4 * a - 2))).
Definition s30_pieces (a b c d : Z) : list (Prop * game) := [s30_q1 a b c d; s30_q2 a b c d; s30_q3 a b c d; s30_q4 a b c d; s30_q5 a b c d; s30_q6 a b c d; s30_q7 a b c d; s30_q8 a b c d; s30_q9 a b c d; s30_q10 a b c d; s30_q11 a b c d; s30_q12 a b c d; s30_q13 a b c d; s30_q14 a b c d; s30_q15 a b c d; s30_q16 a b c d; s30_q17 a b c d; s30_q18 a b c d; s30_q19 a b c d; s30_q20 a b c d; s30_q21 a b c d].
Definition s30_claim (x : board) : Prop :=
  forall a b c d, x = s30_board a b c d -> holds (s30_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s31_q1 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-5)).
Definition s31_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (-4)).
Definition s31_q3 (a b c d : Z) : Prop * game := ((d >= 2)%Z, int (5 * a + 3 * b + 2 * c)).
Definition s31_q4 (a b c d : Z) : Prop * game := ((b = 0 /\ c = 1 /\ d = 0)%Z, int (4 * a - 2)).
Definition s31_q5 (a b c d : Z) : Prop * game := ((b + c = 1 /\ b + d = 1)%Z, int (4 * a - 1)).
Definition s31_q6 (a b c d : Z) : Prop * game := ((b + c >= 2 /\ c >= 1 /\ d = 0)%Z, int (4 * a + 2 * b + c - 1)).
Definition s31_q7 (a b c d : Z) : Prop * game := ((b + c >= 2 /\ c >= 1 /\ d = 1)%Z, int (4 * a + 2 * b + c)).
Definition s31_q8 (a b c d : Z) : Prop * game := ((b = 1 /\ c = 0 /\ d = 1)%Z, int (4 * a)).
Definition s31_q9 (a b c d : Z) : Prop * game := ((b >= 2 /\ c = 0 /\ d = 0)%Z, nstar (int (4 * a + 2 * b - 2))).
Definition s31_q10 (a b c d : Z) : Prop * game := ((b >= 2 /\ c = 0 /\ d = 1)%Z, nstar (int (4 * a + 2 * b - 1))).
Definition s31_q11 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z, nstar (int (4 * a - 4))).
Definition s31_q12 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z, nstar (int (4 * a - 3))).
Definition s31_pieces (a b c d : Z) : list (Prop * game) := [s31_q1 a b c d; s31_q2 a b c d; s31_q3 a b c d; s31_q4 a b c d; s31_q5 a b c d; s31_q6 a b c d; s31_q7 a b c d; s31_q8 a b c d; s31_q9 a b c d; s31_q10 a b c d; s31_q11 a b c d; s31_q12 a b c d].
Definition s31_claim (x : board) : Prop :=
  forall a b c d, x = s31_board a b c d -> holds (s31_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s32_q1 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-5)).
Definition s32_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (-4)).
Definition s32_q3 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int 0).
Definition s32_q4 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z, int 0).
Definition s32_q5 (a b c d : Z) : Prop * game := ((c = 1 /\ d = 0)%Z, int (4 * a + 3 * b - 1)).
Definition s32_q6 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 1 /\ d >= 2)%Z, int (3 * c)).
Definition s32_q7 (a b c d : Z) : Prop * game := ((c >= 2 /\ d = 0)%Z, nstar (int (4 * a + 3 * b + 2 * c - 2))).
Definition s32_q8 (a b c d : Z) : Prop * game := ((c >= 2 /\ d = 1)%Z, nstar (int (4 * a + 3 * b + 2 * c - 1))).
Definition s32_q9 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 0)%Z, int (4 * a + 3 * b - 3)).
Definition s32_q10 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c = 0 /\ d = 1)%Z, int (3 * b - 2)).
Definition s32_q11 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z, int (4 * b)).
Definition s32_q12 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c = 1 /\ d = 1)%Z, int (3 * b)).
Definition s32_q13 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c >= 1 /\ d >= 2)%Z, int (4 * b + 3 * c)).
Definition s32_q14 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z, nstar (int (4 * a - 4))).
Definition s32_q15 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z, nstar (int (4 * a - 3))).
Definition s32_q16 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int (5 * a + 4 * b + 3 * c)).
Definition s32_q17 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c >= 1 /\ d >= 2)%Z, int (5 * a + 4 * b + 3 * c)).
Definition s32_q18 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z, int (4 * a)).
Definition s32_q19 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c >= 1 /\ d >= 2)%Z, int (5 * a + 3 * c)).
Definition s32_q20 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c = 0 /\ d = 1)%Z, int (4 * a + 3 * b - 2)).
Definition s32_q21 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z, int (5 * a + 4 * b)).
Definition s32_q22 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c = 1 /\ d = 1)%Z, int (4 * a + 3 * b)).
Definition s32_pieces (a b c d : Z) : list (Prop * game) := [s32_q1 a b c d; s32_q2 a b c d; s32_q3 a b c d; s32_q4 a b c d; s32_q5 a b c d; s32_q6 a b c d; s32_q7 a b c d; s32_q8 a b c d; s32_q9 a b c d; s32_q10 a b c d; s32_q11 a b c d; s32_q12 a b c d; s32_q13 a b c d; s32_q14 a b c d; s32_q15 a b c d; s32_q16 a b c d; s32_q17 a b c d; s32_q18 a b c d; s32_q19 a b c d; s32_q20 a b c d; s32_q21 a b c d; s32_q22 a b c d].
Definition s32_claim (x : board) : Prop :=
  forall a b c d, x = s32_board a b c d -> holds (s32_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s33_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b <= 1 /\ c <= 1)%Z, int (4 * a + 4 * b + c - 5)).
Definition s33_q2 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c <= 1)%Z, int (4 * a + 4 * b + c - 5)).
Definition s33_q3 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (5 * a + 3 * b)).
Definition s33_q4 (a b c : Z) : Prop * game := ((b >= 2 /\ c <= 1)%Z, nstar (int (4 * a + 2 * b + c - 2))).
Definition s33_q5 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c <= 1)%Z, nstar (int (4 * a + c - 4))).
Definition s33_pieces (a b c : Z) : list (Prop * game) := [s33_q1 a b c; s33_q2 a b c; s33_q3 a b c; s33_q4 a b c; s33_q5 a b c].
Definition s33_claim (x : board) : Prop :=
  forall a b c, x = s33_board a b c -> holds (s33_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s34_q1 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-5)).
Definition s34_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (-4)).
Definition s34_q3 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int 0).
Definition s34_q4 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z, int 0).
Definition s34_q5 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 1 /\ c <= 2 /\ d = 0)%Z, int (2 * c - 5)).
Definition s34_q6 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z, Game [int 0] [int (-1)]).
Definition s34_q7 (a b c d : Z) : Prop * game := ((a = 0 /\ c >= 1 /\ d >= 2)%Z, int (5 * a + 3 * b + c)).
Definition s34_q8 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ d >= 2)%Z, int (5 * a + 3 * b + c)).
Definition s34_q9 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c >= 1 /\ d >= 2)%Z, int (5 * a + 3 * b + c)).
Definition s34_q10 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 2 /\ d = 1)%Z, nstar (int 1)).
Definition s34_q11 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z, Game [nstar (int 1)] [int 0]).
Definition s34_q12 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 3 /\ d = 1)%Z, Game [int (c - 1)] [int 1]).
Definition s34_q13 (a b c d : Z) : Prop * game := ((a + b + c >= 4 /\ b + c >= 3 /\ c >= 2 /\ d = 0)%Z, Game [Game [int (5 * a + 3 * b + c - 2)] [int (4 * a + 2 * b + 1)]] [int (4 * a + 2 * b)]).
Definition s34_q14 (a b c d : Z) : Prop * game := ((b = 1 /\ c = 0 /\ d = 0)%Z, int (4 * a - 1)).
Definition s34_q15 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z, int (3 * b)).
Definition s34_q16 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z, int (4 * a + 2 * b - 1)).
Definition s34_q17 (a b c d : Z) : Prop * game := ((b >= 1 /\ c = 1 /\ d = 0)%Z, int (4 * a + 2 * b - 1)).
Definition s34_q18 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z, nstar (int 3)).
Definition s34_q19 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 2 /\ d = 0)%Z, Game [nstar (int 3)] [int 2]).
Definition s34_q20 (a b c d : Z) : Prop * game := ((a + b + c >= 3 /\ b >= 1 /\ c >= 1 /\ d = 1)%Z, Game [int (5 * a + 3 * b + c - 1)] [int (4 * a + 2 * b + 1)]).
Definition s34_q21 (a b c d : Z) : Prop * game := ((b >= 2 /\ c = 0 /\ d = 0)%Z, nstar (int (4 * a + 2 * b - 2))).
Definition s34_q22 (a b c d : Z) : Prop * game := ((b >= 2 /\ c = 0 /\ d = 1)%Z, nstar (int (4 * a + 2 * b - 1))).
Definition s34_q23 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z, nstar (int (4 * a - 4))).
Definition s34_q24 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z, nstar (int (4 * a - 3))).
Definition s34_q25 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z, nstar (int (4 * a - 2))).
Definition s34_q26 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z, Game [int (5 * a)] [int (4 * a - 1)]).
Definition s34_q27 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c >= 2 /\ d = 1)%Z, Game [int (5 * a + c - 1)] [int (4 * a + 1)]).
Definition s34_q28 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z, int (4 * a)).
Definition s34_q29 (a b c d : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z, int (5 * a + 3 * b)).
Definition s34_pieces (a b c d : Z) : list (Prop * game) := [s34_q1 a b c d; s34_q2 a b c d; s34_q3 a b c d; s34_q4 a b c d; s34_q5 a b c d; s34_q6 a b c d; s34_q7 a b c d; s34_q8 a b c d; s34_q9 a b c d; s34_q10 a b c d; s34_q11 a b c d; s34_q12 a b c d; s34_q13 a b c d; s34_q14 a b c d; s34_q15 a b c d; s34_q16 a b c d; s34_q17 a b c d; s34_q18 a b c d; s34_q19 a b c d; s34_q20 a b c d; s34_q21 a b c d; s34_q22 a b c d; s34_q23 a b c d; s34_q24 a b c d; s34_q25 a b c d; s34_q26 a b c d; s34_q27 a b c d; s34_q28 a b c d; s34_q29 a b c d].
Definition s34_claim (x : board) : Prop :=
  forall a b c d, x = s34_board a b c d -> holds (s34_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s35_q1 (a b c d e : Z) : Prop * game := ((b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z, int (4 * a - 4)).
Definition s35_q2 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z, int (-2)).
Definition s35_q3 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 2)%Z, int 0).
Definition s35_q4 (a b c d e : Z) : Prop * game := ((c = 0 /\ d = 1 /\ e = 0)%Z, int (4 * a + 3 * b - 1)).
Definition s35_q5 (a b c d e : Z) : Prop * game := ((b + c + d >= 1 /\ c + d + e >= 2 /\ e >= 1)%Z, int (4 * a + 3 * b + 2 * c + d)).
Definition s35_q6 (a b c d e : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z, nstar (int (4 * a + 3 * b + 2 * c + d - 1))).
Definition s35_q7 (a b c d e : Z) : Prop * game := ((c + d >= 2 /\ d >= 1 /\ e = 0)%Z, nstar (int (4 * a + 3 * b + 2 * c + d - 1))).
Definition s35_q8 (a b c d e : Z) : Prop * game := ((c >= 1 /\ d = 0 /\ e = 0)%Z, int (4 * a + 3 * b + 2 * c - 2)).
Definition s35_q9 (a b c d e : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z, nstar (int (4 * a + 3 * b - 3))).
Definition s35_q10 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z, int (4 * a - 2)).
Definition s35_q11 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 2)%Z, int (4 * a)).
Definition s35_pieces (a b c d e : Z) : list (Prop * game) := [s35_q1 a b c d e; s35_q2 a b c d e; s35_q3 a b c d e; s35_q4 a b c d e; s35_q5 a b c d e; s35_q6 a b c d e; s35_q7 a b c d e; s35_q8 a b c d e; s35_q9 a b c d e; s35_q10 a b c d e; s35_q11 a b c d e].
Definition s35_claim (x : board) : Prop :=
  forall a b c d e, x = s35_board a b c d e -> holds (s35_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d) (Z.of_nat e)) (tf_game x).
Definition s36_q1 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z, int (-5)).
Definition s36_q2 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z, int (-4)).
Definition s36_q3 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 2)%Z, int 0).
Definition s36_q4 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z, int 0).
Definition s36_q5 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d >= 1 /\ d <= 2 /\ e = 0)%Z, int (2 * d - 5)).
Definition s36_q6 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z, Game [int 0] [int (-1)]).
Definition s36_q7 (a b c d e : Z) : Prop * game := ((a = 0 /\ d >= 1 /\ e >= 2)%Z, int (5 * a + 4 * b + 3 * c + d)).
Definition s36_q8 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b + c >= 1 /\ d >= 1 /\ e >= 2)%Z, int (5 * a + 4 * b + 3 * c + d)).
Definition s36_q9 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ e >= 2)%Z, int (5 * a + 4 * b + 3 * c + d)).
Definition s36_q10 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 1)%Z, nstar (int 1)).
Definition s36_q11 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 3 /\ e = 0)%Z, Game [nstar (int 1)] [int 0]).
Definition s36_q12 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d >= 3 /\ e = 1)%Z, Game [int (d - 1)] [int 1]).
Definition s36_q13 (a b c d e : Z) : Prop * game := ((a + b + c + d >= 4 /\ c + d >= 3 /\ d >= 2 /\ e = 0)%Z, Game [Game [int (5 * a + 4 * b + 3 * c + d - 2)] [int (4 * a + 3 * b + 2 * c + 1)]] [int (4 * a + 3 * b + 2 * c)]).
Definition s36_q14 (a b c d e : Z) : Prop * game := ((c = 1 /\ d = 0 /\ e = 0)%Z, int (4 * a + 3 * b - 1)).
Definition s36_q15 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 1 /\ d = 0 /\ e >= 2)%Z, int (3 * c)).
Definition s36_q16 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z, int (4 * a + 3 * b + 2 * c - 1)).
Definition s36_q17 (a b c d e : Z) : Prop * game := ((b + c >= 1 /\ d = 1 /\ e = 0)%Z, int (4 * a + 3 * b + 2 * c - 1)).
Definition s36_q18 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 1)%Z, nstar (int 3)).
Definition s36_q19 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 2 /\ e = 0)%Z, Game [nstar (int 3)] [int 2]).
Definition s36_q20 (a b c d e : Z) : Prop * game := ((a + b + c + d >= 3 /\ b + c >= 1 /\ c + d >= 2 /\ d >= 1 /\ e = 1)%Z, Game [int (5 * a + 4 * b + 3 * c + d - 1)] [int (4 * a + 3 * b + 2 * c + 1)]).
Definition s36_q21 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z, nstar (int (4 * a + 3 * b + 2 * c - 2))).
Definition s36_q22 (a b c d e : Z) : Prop * game := ((c >= 2 /\ d = 0 /\ e = 0)%Z, nstar (int (4 * a + 3 * b + 2 * c - 2))).
Definition s36_q23 (a b c d e : Z) : Prop * game := ((c >= 2 /\ d = 0 /\ e = 1)%Z, nstar (int (4 * a + 3 * b + 2 * c - 1))).
Definition s36_q24 (a b c d e : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z, int (4 * a + 3 * b - 3)).
Definition s36_q25 (a b c d e : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z, int (3 * b - 2)).
Definition s36_q26 (a b c d e : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c = 0 /\ d = 0 /\ e >= 2)%Z, int (4 * b)).
Definition s36_q27 (a b c d e : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z, Game [int (5 * a + 4 * b)] [nstar (int (4 * a + 3 * b))]).
Definition s36_q28 (a b c d e : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 2 /\ e = 0)%Z, nstar (int (4 * a + 3 * b))).
Definition s36_q29 (a b c d e : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z, int (3 * b)).
Definition s36_q30 (a b c d e : Z) : Prop * game := ((a = 0 /\ b >= 1 /\ c >= 1 /\ d = 0 /\ e >= 2)%Z, int (4 * b + 3 * c)).
Definition s36_q31 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z, nstar (int (4 * a - 4))).
Definition s36_q32 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z, nstar (int (4 * a - 3))).
Definition s36_q33 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z, Game [int (5 * a)] [int (4 * a - 1)]).
Definition s36_q34 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2 /\ e = 1)%Z, Game [int (5 * a + d - 1)] [int (4 * a + 1)]).
Definition s36_q35 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z, int (4 * a)).
Definition s36_q36 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c >= 1 /\ d = 0 /\ e >= 2)%Z, int (5 * a + 3 * c)).
Definition s36_q37 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z, int (4 * a + 3 * b - 2)).
Definition s36_q38 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c = 0 /\ d = 0 /\ e >= 2)%Z, int (5 * a + 4 * b)).
Definition s36_q39 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z, int (4 * a + 3 * b)).
Definition s36_q40 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b >= 1 /\ c >= 1 /\ d = 0 /\ e >= 2)%Z, int (5 * a + 4 * b + 3 * c)).
Definition s36_pieces (a b c d e : Z) : list (Prop * game) := [s36_q1 a b c d e; s36_q2 a b c d e; s36_q3 a b c d e; s36_q4 a b c d e; s36_q5 a b c d e; s36_q6 a b c d e; s36_q7 a b c d e; s36_q8 a b c d e; s36_q9 a b c d e; s36_q10 a b c d e; s36_q11 a b c d e; s36_q12 a b c d e; s36_q13 a b c d e; s36_q14 a b c d e; s36_q15 a b c d e; s36_q16 a b c d e; s36_q17 a b c d e; s36_q18 a b c d e; s36_q19 a b c d e; s36_q20 a b c d e; s36_q21 a b c d e; s36_q22 a b c d e; s36_q23 a b c d e; s36_q24 a b c d e; s36_q25 a b c d e; s36_q26 a b c d e; s36_q27 a b c d e; s36_q28 a b c d e; s36_q29 a b c d e; s36_q30 a b c d e; s36_q31 a b c d e; s36_q32 a b c d e; s36_q33 a b c d e; s36_q34 a b c d e; s36_q35 a b c d e; s36_q36 a b c d e; s36_q37 a b c d e; s36_q38 a b c d e; s36_q39 a b c d e; s36_q40 a b c d e].
Definition s36_claim (x : board) : Prop :=
  forall a b c d e, x = s36_board a b c d e -> holds (s36_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d) (Z.of_nat e)) (tf_game x).
Definition s37_q1 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z, int (-5)).
Definition s37_q2 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z, int (-4)).
Definition s37_q3 (a b c d e : Z) : Prop * game := ((e >= 2)%Z, int (5 * a + 4 * b + 2 * c + d)).
Definition s37_q4 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z, int (4 * a + 3 * b - 3)).
Definition s37_q5 (a b c d e : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z, int (4 * a + 3 * b - 3)).
Definition s37_q6 (a b c d e : Z) : Prop * game := ((b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z, Game [int (5 * a)] [int (4 * a - 1)]).
Definition s37_q7 (a b c d e : Z) : Prop * game := ((b + c >= 1 /\ c <= 1 /\ d = 1 /\ e = 0)%Z, int (4 * a + 3 * b + c - 1)).
Definition s37_q8 (a b c d e : Z) : Prop * game := ((b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z, int (4 * a + 3 * b + c - 1)).
Definition s37_q9 (a b c d e : Z) : Prop * game := ((c >= 2 /\ d = 0 /\ e = 0)%Z, int (4 * a + 3 * b + c - 1)).
Definition s37_q10 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 1)%Z, nstar (int 1)).
Definition s37_q11 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 3 /\ e = 0)%Z, Game [nstar (int 1)] [int 0]).
Definition s37_q12 (a b c d e : Z) : Prop * game := ((a + b + c + d >= 3 /\ c + d >= 2 /\ d >= 1 /\ e = 1)%Z, Game [int (5 * a + 4 * b + 2 * c + d - 1)] [int (4 * a + 3 * b + c + 1)]).
Definition s37_q13 (a b c d e : Z) : Prop * game := ((a + b + c + d >= 4 /\ a + c <= 1 /\ b + c <= 1 /\ d >= 3 /\ e = 0)%Z, Game [Game [int (5 * a + 4 * b + 2 * c + d - 2)] [int (4 * a + 3 * b + c + 1)]] [int (4 * a + 3 * b + c)]).
Definition s37_q14 (a b c d e : Z) : Prop * game := ((a + b + c >= 2 /\ c >= 1 /\ d >= 2 /\ e = 0)%Z, Game [Game [int (5 * a + 4 * b + 2 * c + d - 2)] [int (4 * a + 3 * b + c + 1)]] [int (4 * a + 3 * b + c)]).
Definition s37_q15 (a b c d e : Z) : Prop * game := ((a <= 1 /\ b >= 2 /\ c = 0 /\ d >= 3 /\ e = 0)%Z, Game [Game [int (5 * a + 4 * b + 2 * c + d - 2)] [int (4 * a + 3 * b + c + 1)]] [int (4 * a + 3 * b + c)]).
Definition s37_q16 (a b c d e : Z) : Prop * game := ((a >= 2 /\ c = 0 /\ d >= 3 /\ e = 0)%Z, Game [Game [int (5 * a + 4 * b + 2 * c + d - 2)] [int (4 * a + 3 * b + c + 1)]] [int (4 * a + 3 * b + c)]).
Definition s37_q17 (a b c d e : Z) : Prop * game := ((b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z, int (4 * a + 3 * b - 2)).
Definition s37_q18 (a b c d e : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z, int (4 * a + 3 * b - 2)).
Definition s37_q19 (a b c d e : Z) : Prop * game := ((b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z, int (4 * a - 1)).
Definition s37_q20 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 1)%Z, nstar (int 2)).
Definition s37_q21 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 2 /\ e = 0)%Z, Game [nstar (int 2)] [int 1]).
Definition s37_q22 (a b c d e : Z) : Prop * game := ((c >= 2 /\ d = 0 /\ e = 1)%Z, int (4 * a + 3 * b + c)).
Definition s37_q23 (a b c d e : Z) : Prop * game := ((c >= 2 /\ d = 1 /\ e = 0)%Z, nstar (int (4 * a + 3 * b + c))).
Definition s37_q24 (a b c d e : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z, Game [int (5 * a + 4 * b)] [nstar (int (4 * a + 3 * b))]).
Definition s37_q25 (a b c d e : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 2 /\ e = 0)%Z, nstar (int (4 * a + 3 * b))).
Definition s37_q26 (a b c d e : Z) : Prop * game := ((b >= 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z, nstar (int (4 * a + 3 * b))).
Definition s37_q27 (a b c d e : Z) : Prop * game := ((b >= 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z, nstar (int (4 * a + 3 * b - 1))).
Definition s37_q28 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z, nstar (int (4 * a - 4))).
Definition s37_q29 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z, nstar (int (4 * a - 3))).
Definition s37_q30 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z, nstar (int (4 * a - 2))).
Definition s37_pieces (a b c d e : Z) : list (Prop * game) := [s37_q1 a b c d e; s37_q2 a b c d e; s37_q3 a b c d e; s37_q4 a b c d e; s37_q5 a b c d e; s37_q6 a b c d e; s37_q7 a b c d e; s37_q8 a b c d e; s37_q9 a b c d e; s37_q10 a b c d e; s37_q11 a b c d e; s37_q12 a b c d e; s37_q13 a b c d e; s37_q14 a b c d e; s37_q15 a b c d e; s37_q16 a b c d e; s37_q17 a b c d e; s37_q18 a b c d e; s37_q19 a b c d e; s37_q20 a b c d e; s37_q21 a b c d e; s37_q22 a b c d e; s37_q23 a b c d e; s37_q24 a b c d e; s37_q25 a b c d e; s37_q26 a b c d e; s37_q27 a b c d e; s37_q28 a b c d e; s37_q29 a b c d e; s37_q30 a b c d e].
Definition s37_claim (x : board) : Prop :=
  forall a b c d e, x = s37_board a b c d e -> holds (s37_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d) (Z.of_nat e)) (tf_game x).
Definition s38_q1 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z, int (-5)).
Definition s38_q2 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z, int (-4)).
Definition s38_q3 (a b c d e : Z) : Prop * game := ((e >= 2)%Z, int (5 * a + 4 * b + 3 * c + 2 * d)).
Definition s38_q4 (a b c d e : Z) : Prop * game := ((b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z, int (4 * a + 3 * b - 2)).
Definition s38_q5 (a b c d e : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z, int (4 * a + 3 * b - 2)).
Definition s38_q6 (a b c d e : Z) : Prop * game := ((b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z, int (4 * a + 3 * b - 1)).
Definition s38_q7 (a b c d e : Z) : Prop * game := ((c = 1 /\ d = 0 /\ e = 0)%Z, int (4 * a + 3 * b - 1)).
Definition s38_q8 (a b c d e : Z) : Prop * game := ((c + d >= 2 /\ d >= 1 /\ e = 0)%Z, int (4 * a + 3 * b + 2 * c + d - 1)).
Definition s38_q9 (a b c d e : Z) : Prop * game := ((c + d >= 2 /\ d >= 1 /\ e = 1)%Z, int (4 * a + 3 * b + 2 * c + d)).
Definition s38_q10 (a b c d e : Z) : Prop * game := ((c = 1 /\ d = 0 /\ e = 1)%Z, int (4 * a + 3 * b)).
Definition s38_q11 (a b c d e : Z) : Prop * game := ((c >= 2 /\ d = 0 /\ e = 0)%Z, nstar (int (4 * a + 3 * b + 2 * c - 2))).
Definition s38_q12 (a b c d e : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 1 /\ e = 0)%Z, nstar (int (4 * a + 3 * b + 2 * c - 1))).
Definition s38_q13 (a b c d e : Z) : Prop * game := ((c >= 2 /\ d = 0 /\ e = 1)%Z, nstar (int (4 * a + 3 * b + 2 * c - 1))).
Definition s38_q14 (a b c d e : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z, int (4 * a + 3 * b - 3)).
Definition s38_q15 (a b c d e : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z, nstar (int (4 * a + 3 * b))).
Definition s38_q16 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z, nstar (int (4 * a - 4))).
Definition s38_q17 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z, nstar (int (4 * a - 3))).
Definition s38_pieces (a b c d e : Z) : list (Prop * game) := [s38_q1 a b c d e; s38_q2 a b c d e; s38_q3 a b c d e; s38_q4 a b c d e; s38_q5 a b c d e; s38_q6 a b c d e; s38_q7 a b c d e; s38_q8 a b c d e; s38_q9 a b c d e; s38_q10 a b c d e; s38_q11 a b c d e; s38_q12 a b c d e; s38_q13 a b c d e; s38_q14 a b c d e; s38_q15 a b c d e; s38_q16 a b c d e; s38_q17 a b c d e].
Definition s38_claim (x : board) : Prop :=
  forall a b c d e, x = s38_board a b c d e -> holds (s38_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d) (Z.of_nat e)) (tf_game x).
Definition s39_q1 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z, int (-5)).
Definition s39_q2 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z, int (-4)).
Definition s39_q3 (a b c d e : Z) : Prop * game := ((e >= 2)%Z, int (5 * a + 3 * b + 2 * c + d)).
Definition s39_q4 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z, int (-3)).
Definition s39_q5 (a b c d e : Z) : Prop * game := ((b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z, Game [int (5 * a)] [int (4 * a - 1)]).
Definition s39_q6 (a b c d e : Z) : Prop * game := ((b = 0 /\ c + d = 2 /\ c <= 1 /\ e = 0)%Z, int (4 * a + 2 * b + c - 1)).
Definition s39_q7 (a b c d e : Z) : Prop * game := ((b >= 1 /\ c + d = 1 /\ e = 0)%Z, int (4 * a + 2 * b + c - 1)).
Definition s39_q8 (a b c d e : Z) : Prop * game := ((c >= 2 /\ d = 0 /\ e = 0)%Z, int (4 * a + 2 * b + c - 1)).
Definition s39_q9 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 1)%Z, nstar (int 1)).
Definition s39_q10 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 3 /\ e = 0)%Z, Game [nstar (int 1)] [int 0]).
Definition s39_q11 (a b c d e : Z) : Prop * game := ((a + b + c + d >= 3 /\ b + c + d >= 2 /\ d >= 1 /\ e = 1)%Z, Game [int (5 * a + 3 * b + 2 * c + d - 1)] [int (4 * a + 2 * b + c + 1)]).
Definition s39_q12 (a b c d e : Z) : Prop * game := ((a + b + c + d >= 4 /\ a + b <= 1 /\ a + c <= 1 /\ b + c <= 1 /\ e = 0)%Z, Game [Game [int (5 * a + 3 * b + 2 * c + d - 2)] [int (4 * a + 2 * b + c + 1)]] [int (4 * a + 2 * b + c)]).
Definition s39_q13 (a b c d e : Z) : Prop * game := ((a + b + c >= 2 /\ b + c + d >= 3 /\ d >= 2 /\ e = 0)%Z, Game [Game [int (5 * a + 3 * b + 2 * c + d - 2)] [int (4 * a + 2 * b + c + 1)]] [int (4 * a + 2 * b + c)]).
Definition s39_q14 (a b c d e : Z) : Prop * game := ((b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z, int (4 * a - 2)).
Definition s39_q15 (a b c d e : Z) : Prop * game := ((b + c = 1 /\ b + e = 1 /\ d = 0)%Z, int (4 * a - 1)).
Definition s39_q16 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 1)%Z, nstar (int 2)).
Definition s39_q17 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 2 /\ e = 0)%Z, Game [nstar (int 2)] [int 1]).
Definition s39_q18 (a b c d e : Z) : Prop * game := ((b + c >= 2 /\ c >= 1 /\ d = 0 /\ e = 1)%Z, int (4 * a + 2 * b + c)).
Definition s39_q19 (a b c d e : Z) : Prop * game := ((b + c >= 2 /\ c >= 1 /\ d = 1 /\ e = 0)%Z, nstar (int (4 * a + 2 * b + c))).
Definition s39_q20 (a b c d e : Z) : Prop * game := ((b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z, int (4 * a)).
Definition s39_q21 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z, nstar (int 3)).
Definition s39_q22 (a b c d e : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 2 /\ e = 0)%Z, Game [nstar (int 3)] [int 2]).
Definition s39_q23 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z, nstar (int (4 * a + 2 * b - 2))).
Definition s39_q24 (a b c d e : Z) : Prop * game := ((b >= 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z, nstar (int (4 * a + 2 * b - 2))).
Definition s39_q25 (a b c d e : Z) : Prop * game := ((b >= 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z, nstar (int (4 * a + 2 * b - 1))).
Definition s39_q26 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z, nstar (int (4 * a - 4))).
Definition s39_q27 (a b c d e : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z, nstar (int (4 * a - 3))).
Definition s39_pieces (a b c d e : Z) : list (Prop * game) := [s39_q1 a b c d e; s39_q2 a b c d e; s39_q3 a b c d e; s39_q4 a b c d e; s39_q5 a b c d e; s39_q6 a b c d e; s39_q7 a b c d e; s39_q8 a b c d e; s39_q9 a b c d e; s39_q10 a b c d e; s39_q11 a b c d e; s39_q12 a b c d e; s39_q13 a b c d e; s39_q14 a b c d e; s39_q15 a b c d e; s39_q16 a b c d e; s39_q17 a b c d e; s39_q18 a b c d e; s39_q19 a b c d e; s39_q20 a b c d e; s39_q21 a b c d e; s39_q22 a b c d e; s39_q23 a b c d e; s39_q24 a b c d e; s39_q25 a b c d e; s39_q26 a b c d e; s39_q27 a b c d e].
Definition s39_claim (x : board) : Prop :=
  forall a b c d e, x = s39_board a b c d e -> holds (s39_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d) (Z.of_nat e)) (tf_game x).
Definition s40_q1 (a b c d e f : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0 /\ f = 0)%Z, int (-5)).
Definition s40_q2 (a b c d e f : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0 /\ f = 1)%Z, int (-4)).
Definition s40_q3 (a b c d e f : Z) : Prop * game := ((f >= 2)%Z, int (5 * a + 4 * b + 3 * c + 2 * d + e)).
Definition s40_q4 (a b c d e f : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1 /\ f = 0)%Z, int (4 * a + 3 * b - 3)).
Definition s40_q5 (a b c d e f : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 0 /\ e = 0 /\ f = 0)%Z, int (4 * a + 3 * b - 3)).
Definition s40_q6 (a b c d e f : Z) : Prop * game := ((b = 0 /\ c = 0 /\ d = 0 /\ e = 1 /\ f = 1)%Z, Game [int (5 * a)] [int (4 * a - 1)]).
Definition s40_q7 (a b c d e f : Z) : Prop * game := ((b + d >= 1 /\ c = 0 /\ d <= 1 /\ e = 1 /\ f = 0)%Z, int (4 * a + 3 * b + 2 * c + d - 1)).
Definition s40_q8 (a b c d e f : Z) : Prop * game := ((b = 0 /\ c = 0 /\ d = 0 /\ e = 2 /\ f = 0)%Z, int (4 * a + 3 * b + 2 * c + d - 1)).
Definition s40_q9 (a b c d e f : Z) : Prop * game := ((c >= 1 /\ d + e = 1 /\ f = 0)%Z, int (4 * a + 3 * b + 2 * c + d - 1)).
Definition s40_q10 (a b c d e f : Z) : Prop * game := ((d >= 2 /\ e = 0 /\ f = 0)%Z, int (4 * a + 3 * b + 2 * c + d - 1)).
Definition s40_q11 (a b c d e f : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2 /\ f = 1)%Z, nstar (int 1)).
Definition s40_q12 (a b c d e f : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 3 /\ f = 0)%Z, Game [nstar (int 1)] [int 0]).
Definition s40_q13 (a b c d e f : Z) : Prop * game := ((a + b + c + d + e >= 3 /\ c + d + e >= 2 /\ e >= 1 /\ f = 1)%Z, Game [int (5 * a + 4 * b + 3 * c + 2 * d + e - 1)] [int (4 * a + 3 * b + 2 * c + d + 1)]).
Definition s40_q14 (a b c d e f : Z) : Prop * game := ((a + b + c + d + e >= 4 /\ a + c <= 1 /\ a + d <= 1 /\ b + c <= 1 /\ b + d <= 1 /\ c + d <= 1 /\ e >= 3 /\ f = 0)%Z, Game [Game [int (5 * a + 4 * b + 3 * c + 2 * d + e - 2)] [int (4 * a + 3 * b + 2 * c + d + 1)]] [int (4 * a + 3 * b + 2 * c + d)]).
Definition s40_q15 (a b c d e f : Z) : Prop * game := ((a + b + c + d >= 2 /\ c + d >= 1 /\ e >= 2 /\ f = 0)%Z, Game [Game [int (5 * a + 4 * b + 3 * c + 2 * d + e - 2)] [int (4 * a + 3 * b + 2 * c + d + 1)]] [int (4 * a + 3 * b + 2 * c + d)]).
Definition s40_q16 (a b c d e f : Z) : Prop * game := ((a <= 1 /\ b >= 2 /\ c = 0 /\ d = 0 /\ e >= 3 /\ f = 0)%Z, Game [Game [int (5 * a + 4 * b + 3 * c + 2 * d + e - 2)] [int (4 * a + 3 * b + 2 * c + d + 1)]] [int (4 * a + 3 * b + 2 * c + d)]).
Definition s40_q17 (a b c d e f : Z) : Prop * game := ((a >= 2 /\ c = 0 /\ d = 0 /\ e >= 3 /\ f = 0)%Z, Game [Game [int (5 * a + 4 * b + 3 * c + 2 * d + e - 2)] [int (4 * a + 3 * b + 2 * c + d + 1)]] [int (4 * a + 3 * b + 2 * c + d)]).
Definition s40_q18 (a b c d e f : Z) : Prop * game := ((b = 0 /\ c = 0 /\ d = 1 /\ e = 0 /\ f = 0)%Z, int (4 * a + 3 * b - 2)).
Definition s40_q19 (a b c d e f : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 0 /\ e = 0 /\ f = 1)%Z, int (4 * a + 3 * b - 2)).
Definition s40_q20 (a b c d e f : Z) : Prop * game := ((b = 0 /\ c = 0 /\ d = 1 /\ e = 0 /\ f = 1)%Z, int (4 * a + 3 * b - 1)).
Definition s40_q21 (a b c d e f : Z) : Prop * game := ((c = 1 /\ d = 0 /\ e = 0 /\ f = 0)%Z, int (4 * a + 3 * b - 1)).
Definition s40_q22 (a b c d e f : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1 /\ f = 1)%Z, nstar (int 2)).
Definition s40_q23 (a b c d e f : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 2 /\ f = 0)%Z, Game [nstar (int 2)] [int 1]).
Definition s40_q24 (a b c d e f : Z) : Prop * game := ((c + d >= 2 /\ d >= 1 /\ e = 0 /\ f = 1)%Z, int (4 * a + 3 * b + 2 * c + d)).
Definition s40_q25 (a b c d e f : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 0 /\ e = 2 /\ f = 0)%Z, nstar (int (4 * a + 3 * b + 2 * c + d))).
Definition s40_q26 (a b c d e f : Z) : Prop * game := ((c + d >= 2 /\ d >= 1 /\ e = 1 /\ f = 0)%Z, nstar (int (4 * a + 3 * b + 2 * c + d))).
Definition s40_q27 (a b c d e f : Z) : Prop * game := ((c = 1 /\ d = 0 /\ e = 0 /\ f = 1)%Z, int (4 * a + 3 * b)).
Definition s40_q28 (a b c d e f : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1 /\ f = 1)%Z, nstar (int 3)).
Definition s40_q29 (a b c d e f : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 2 /\ f = 0)%Z, Game [nstar (int 3)] [int 2]).
Definition s40_q30 (a b c d e f : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1 /\ f = 0)%Z, nstar (int (4 * a + 3 * b + 2 * c - 2))).
Definition s40_q31 (a b c d e f : Z) : Prop * game := ((c >= 2 /\ d = 0 /\ e = 0 /\ f = 0)%Z, nstar (int (4 * a + 3 * b + 2 * c - 2))).
Definition s40_q32 (a b c d e f : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 1 /\ e = 0 /\ f = 0)%Z, nstar (int (4 * a + 3 * b + 2 * c - 1))).
Definition s40_q33 (a b c d e f : Z) : Prop * game := ((c >= 2 /\ d = 0 /\ e = 0 /\ f = 1)%Z, nstar (int (4 * a + 3 * b + 2 * c - 1))).
Definition s40_q34 (a b c d e f : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 0 /\ e = 1 /\ f = 1)%Z, Game [int (5 * a + 4 * b)] [nstar (int (4 * a + 3 * b))]).
Definition s40_q35 (a b c d e f : Z) : Prop * game := ((b >= 1 /\ c = 0 /\ d = 1 /\ e = 0 /\ f = 1)%Z, nstar (int (4 * a + 3 * b))).
Definition s40_q36 (a b c d e f : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0 /\ f = 0)%Z, nstar (int (4 * a - 4))).
Definition s40_q37 (a b c d e f : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0 /\ f = 1)%Z, nstar (int (4 * a - 3))).
Definition s40_pieces (a b c d e f : Z) : list (Prop * game) := [s40_q1 a b c d e f; s40_q2 a b c d e f; s40_q3 a b c d e f; s40_q4 a b c d e f; s40_q5 a b c d e f; s40_q6 a b c d e f; s40_q7 a b c d e f; s40_q8 a b c d e f; s40_q9 a b c d e f; s40_q10 a b c d e f; s40_q11 a b c d e f; s40_q12 a b c d e f; s40_q13 a b c d e f; s40_q14 a b c d e f; s40_q15 a b c d e f; s40_q16 a b c d e f; s40_q17 a b c d e f; s40_q18 a b c d e f; s40_q19 a b c d e f; s40_q20 a b c d e f; s40_q21 a b c d e f; s40_q22 a b c d e f; s40_q23 a b c d e f; s40_q24 a b c d e f; s40_q25 a b c d e f; s40_q26 a b c d e f; s40_q27 a b c d e f; s40_q28 a b c d e f; s40_q29 a b c d e f; s40_q30 a b c d e f; s40_q31 a b c d e f; s40_q32 a b c d e f; s40_q33 a b c d e f; s40_q34 a b c d e f; s40_q35 a b c d e f; s40_q36 a b c d e f; s40_q37 a b c d e f].
Definition s40_claim (x : board) : Prop :=
  forall a b c d e f, x = s40_board a b c d e f -> holds (s40_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d) (Z.of_nat e) (Z.of_nat f)) (tf_game x).

Definition values_hold (x : board) : Prop :=
  s1_claim x /\ s2_claim x /\ s3_claim x /\ s4_claim x /\ s5_claim x /\ s6_claim x /\ s7_claim x /\ s8_claim x /\ s9_claim x /\ s10_claim x /\ s11_claim x /\ s12_claim x /\ s13_claim x /\ s14_claim x /\ s15_claim x /\ s16_claim x /\ s17_claim x /\ s18_claim x /\ s19_claim x /\ s20_claim x /\ s21_claim x /\ s22_claim x /\ s23_claim x /\ s24_claim x /\ s25_claim x /\ s26_claim x /\ s27_claim x /\ s28_claim x /\ s29_claim x /\ s30_claim x /\ s31_claim x /\ s32_claim x /\ s33_claim x /\ s34_claim x /\ s35_claim x /\ s36_claim x /\ s37_claim x /\ s38_claim x /\ s39_claim x /\ s40_claim x.

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
Lemma use_s8 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s8_board a b c) < meas x -> holds (s8_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s8_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))) a b c eq_refl). Qed.
Lemma use_s9 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s9_board a b) < meas x -> holds (s9_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s9_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))) a b eq_refl). Qed.
Lemma use_s10 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s10_board a b c) < meas x -> holds (s10_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s10_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))) a b c eq_refl). Qed.
Lemma use_s11 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s11_board a b c) < meas x -> holds (s11_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s11_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))) a b c eq_refl). Qed.
Lemma use_s12 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s12_board a b) < meas x -> holds (s12_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s12_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))) a b eq_refl). Qed.
Lemma use_s13 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s13_board a b c) < meas x -> holds (s13_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s13_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))) a b c eq_refl). Qed.
Lemma use_s14 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s14_board a b c) < meas x -> holds (s14_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s14_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))) a b c eq_refl). Qed.
Lemma use_s15 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s15_board a b) < meas x -> holds (s15_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s15_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))) a b eq_refl). Qed.
Lemma use_s16 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s16_board a b c) < meas x -> holds (s16_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s16_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))) a b c eq_refl). Qed.
Lemma use_s17 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s17_board a b c) < meas x -> holds (s17_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s17_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))) a b c eq_refl). Qed.
Lemma use_s18 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s18_board a b c d) < meas x -> holds (s18_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s18_board a b c d)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))) a b c d eq_refl). Qed.
Lemma use_s19 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s19_board a b c d) < meas x -> holds (s19_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s19_board a b c d)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))))) a b c d eq_refl). Qed.
Lemma use_s20 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s20_board a b c) < meas x -> holds (s20_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s20_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))))) a b c eq_refl). Qed.
Lemma use_s21 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s21_board a b c d) < meas x -> holds (s21_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s21_board a b c d)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))))))) a b c d eq_refl). Qed.
Lemma use_s22 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s22_board a b c d) < meas x -> holds (s22_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s22_board a b c d)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))))))) a b c d eq_refl). Qed.
Lemma use_s23 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s23_board a b c d) < meas x -> holds (s23_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s23_board a b c d)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))))))))) a b c d eq_refl). Qed.
Lemma use_s24 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s24_board a b c) < meas x -> holds (s24_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s24_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))))))))) a b c eq_refl). Qed.
Lemma use_s25 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s25_board a b) < meas x -> holds (s25_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s25_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))))))))))) a b eq_refl). Qed.
Lemma use_s26 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s26_board a b c) < meas x -> holds (s26_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s26_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))))))))))) a b c eq_refl). Qed.
Lemma use_s27 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s27_board a b c d) < meas x -> holds (s27_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s27_board a b c d)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))))))))))))) a b c d eq_refl). Qed.
Lemma use_s28 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s28_board a b c d) < meas x -> holds (s28_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s28_board a b c d)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))))))))))))) a b c d eq_refl). Qed.
Lemma use_s29 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s29_board a b c) < meas x -> holds (s29_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s29_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))))))))))))))) a b c eq_refl). Qed.
Lemma use_s30 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s30_board a b c d) < meas x -> holds (s30_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s30_board a b c d)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))))))))))))))) a b c d eq_refl). Qed.
Lemma use_s31 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s31_board a b c d) < meas x -> holds (s31_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s31_board a b c d)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))))))))))))))))) a b c d eq_refl). Qed.
Lemma use_s32 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s32_board a b c d) < meas x -> holds (s32_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s32_board a b c d)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))))))))))))))))) a b c d eq_refl). Qed.
Lemma use_s33 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s33_board a b c) < meas x -> holds (s33_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s33_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))))))))))))))))))) a b c eq_refl). Qed.
Lemma use_s34 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s34_board a b c d) < meas x -> holds (s34_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s34_board a b c d)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))))))))))))))))))) a b c d eq_refl). Qed.
Lemma use_s35 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  meas (s35_board a b c d e) < meas x -> holds (s35_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d) (Z.of_nat e)) (tf_game (s35_board a b c d e)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))))))))))))))))))))) a b c d e eq_refl). Qed.
Lemma use_s36 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  meas (s36_board a b c d e) < meas x -> holds (s36_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d) (Z.of_nat e)) (tf_game (s36_board a b c d e)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))))))))))))))))))))) a b c d e eq_refl). Qed.
Lemma use_s37 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  meas (s37_board a b c d e) < meas x -> holds (s37_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d) (Z.of_nat e)) (tf_game (s37_board a b c d e)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))))))))))))))))))))))) a b c d e eq_refl). Qed.
Lemma use_s38 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  meas (s38_board a b c d e) < meas x -> holds (s38_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d) (Z.of_nat e)) (tf_game (s38_board a b c d e)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))))))))))))))))))))))) a b c d e eq_refl). Qed.
Lemma use_s39 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  meas (s39_board a b c d e) < meas x -> holds (s39_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d) (Z.of_nat e)) (tf_game (s39_board a b c d e)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))))))))))))))))))))))))) a b c d e eq_refl). Qed.
Lemma use_s40 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d e f : nat) :
  meas (s40_board a b c d e f) < meas x -> holds (s40_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d) (Z.of_nat e) (Z.of_nat f)) (tf_game (s40_board a b c d e f)).
Proof. intros H. exact ((proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))))))))))))))))))))))))) a b c d e f eq_refl). Qed.

