(* A part of the proof in tf_erickson_first_b2.v, which states the theorem.

   Boards, claimed values, the induction hypothesis.

   Written by `cgprove check tf "T^a __ FF" "{{a-3|a-2}|{*|1}}" --where "a>=3" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)


(* ------------------------------------------------------------------ *)
(* States: the positions the options normalise to                      *)

Definition s1_board (a b : nat) : board := repeat T a ++ E :: E :: repeat T b ++ [F; F].  (* T^a _^2 T^b F^2 *)
Definition s2_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ [F; F].  (* T^a _ T^b _ T^c F^2 *)
Definition s3_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [F; F; E].  (* T^a _ T^b F^2 _ *)
Definition s4_board (a : nat) : board := repeat T a ++ [F; F; E; E].  (* T^a F^2 _^2 *)
Definition s5_board (a : nat) : board := repeat T a ++ [F; E; E].  (* T^a F _^2 *)
Definition s6_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [F; E].  (* T^a _ T^b F _ *)
Definition s7_board (a b : nat) : board := repeat T a ++ E :: E :: repeat T b ++ [F].  (* T^a _^2 T^b F *)
Definition s8_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ [F].  (* T^a _ T^b _ T^c F *)
Definition s9_board (a : nat) : board := repeat T a ++ [F; T; F; E; E].  (* T^a F T F _^2 *)
Definition s10_board (a b : nat) : board := repeat T a ++ F :: E :: repeat T b ++ [F; E].  (* T^a F _ T^b F _ *)
Definition s11_board (a b c : nat) : board := repeat T a ++ E :: E :: repeat T b ++ F :: repeat T c ++ [F].  (* T^a _^2 T^b F T^c F *)
Definition s12_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ F :: repeat T d ++ [F].  (* T^a _ T^b _ T^c F T^d F *)
Definition s13_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ F :: repeat T c ++ [F; E].  (* T^a _ T^b F T^c F _ *)
Definition s14_board (a b : nat) : board := repeat T a ++ F :: E :: E :: repeat T b ++ [F].  (* T^a F _^2 T^b F *)
Definition s15_board (a b c : nat) : board := repeat T a ++ F :: E :: repeat T b ++ E :: repeat T c ++ [F].  (* T^a F _ T^b _ T^c F *)
Definition s16_board (a b : nat) : board := repeat T a ++ F :: T :: E :: E :: repeat T b ++ [F].  (* T^a F T _^2 T^b F *)
Definition s17_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ F :: repeat T c ++ E :: repeat T d ++ [F].  (* T^a _ T^b F T^c _ T^d F *)
Definition s18_board (a b : nat) : board := repeat T a ++ F :: T :: E :: repeat T b ++ [F; E].  (* T^a F T _ T^b F _ *)
Definition s19_board (a b c : nat) : board := repeat T a ++ F :: T :: E :: repeat T b ++ E :: repeat T c ++ [F].  (* T^a F T _ T^b _ T^c F *)

(* ------------------------------------------------------------------ *)
(* Claimed values, piece by piece                                      *)

Definition s1_q1 (a b : Z) : Prop * game := ((a = 0 /\ b <= 1)%Z, int (2 * b - 4)).
Definition s1_q2 (a b : Z) : Prop * game := ((b >= 2)%Z, int (2 * a)).
Definition s1_q3 (a b : Z) : Prop * game := ((a = 1 /\ b = 0)%Z, int (2 * b - 1)).
Definition s1_q4 (a b : Z) : Prop * game := ((a >= 2 /\ a <= 3 /\ b = 1)%Z, int (2 * b - 1)).
Definition s1_q5 (a b : Z) : Prop * game := ((a + b = 2 /\ a >= 1)%Z, nstar (int 0)).
Definition s1_q6 (a b : Z) : Prop * game := ((a >= 3 /\ b = 0)%Z, Game [dyadic (2 * a - 5) 1] [int 0]).
Definition s1_q7 (a b : Z) : Prop * game := ((a >= 4 /\ b = 1)%Z, Game [nstar (int (a - 2))] [nstar (int 1)]).
Definition s1_pieces (a b : Z) : list (Prop * game) := [s1_q1 a b; s1_q2 a b; s1_q3 a b; s1_q4 a b; s1_q5 a b; s1_q6 a b; s1_q7 a b].
Definition s1_claim (x : board) : Prop :=
  forall a b, x = s1_board a b -> holds (s1_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s2_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0)%Z, int (-4)).
Definition s2_q2 (a b c : Z) : Prop * game := ((2 * a - b = 2 /\ a <= 2 /\ c = 0)%Z, dyadic (2 * a + b - 4) 1).
Definition s2_q3 (a b c : Z) : Prop * game := ((a + b <= 3 /\ (a) mod 3 = 0 /\ b + c = 1)%Z, dyadic (2 * a + b - 4) 1).
Definition s2_q4 (a b c : Z) : Prop * game := ((a >= 3 /\ b >= 1 /\ b <= 2 /\ c = 0)%Z, dyadic (2 * a + b - 4) 1).
Definition s2_q5 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (2 * a + b)).
Definition s2_q6 (a b c : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1)%Z, Game [int 0] [nstar (int 0)]).
Definition s2_q7 (a b c : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0)%Z, Game [Game [int 0] [nstar (int 0)]] [dyadic (-1) 2]).
Definition s2_q8 (a b c : Z) : Prop * game := ((b >= 2 /\ c = 1)%Z, Game [int (2 * a + b - 1)] [nstar (int a)]).
Definition s2_q9 (a b c : Z) : Prop * game := ((b >= 3 /\ c = 0)%Z, nstar (int a)).
Definition s2_q10 (a b c : Z) : Prop * game := ((a + c = 2 /\ a >= 1 /\ b = 0)%Z, nstar (int 0)).
Definition s2_q11 (a b c : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 0)%Z, int 0).
Definition s2_q12 (a b c : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 1)%Z, Game [int 2] [nstar (dyadic 1 1)]).
Definition s2_q13 (a b c : Z) : Prop * game := ((a = 1 /\ b = 2 /\ c = 0)%Z, nstar (dyadic 1 1)).
Definition s2_q14 (a b c : Z) : Prop * game := ((a = 2 /\ b = 0 /\ c = 1)%Z, int 1).
Definition s2_q15 (a b c : Z) : Prop * game := ((a = 2 /\ b = 1 /\ c = 0)%Z, Game [int 1] [Game [dyadic 1 1] [int 0]]).
Definition s2_q16 (a b c : Z) : Prop * game := ((a = 2 /\ b = 1 /\ c = 1)%Z, Game [int 4] [int 1]).
Definition s2_q17 (a b c : Z) : Prop * game := ((a >= 3 /\ b = 0 /\ c = 0)%Z, Game [dyadic (2 * a - 5) 1] [int 0]).
Definition s2_q18 (a b c : Z) : Prop * game := ((a >= 3 /\ b = 1 /\ c = 1)%Z, Game [int (2 * a)] [Game [nstar (int (a - 1))] [nstar (int 1)]]).
Definition s2_q19 (a b c : Z) : Prop * game := ((a >= 4 /\ b = 0 /\ c = 1)%Z, Game [nstar (int (a - 2))] [nstar (int 1)]).
Definition s2_pieces (a b c : Z) : list (Prop * game) := [s2_q1 a b c; s2_q2 a b c; s2_q3 a b c; s2_q4 a b c; s2_q5 a b c; s2_q6 a b c; s2_q7 a b c; s2_q8 a b c; s2_q9 a b c; s2_q10 a b c; s2_q11 a b c; s2_q12 a b c; s2_q13 a b c; s2_q14 a b c; s2_q15 a b c; s2_q16 a b c; s2_q17 a b c; s2_q18 a b c; s2_q19 a b c].
Definition s2_claim (x : board) : Prop :=
  forall a b c, x = s2_board a b c -> holds (s2_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s3_q1 (a b : Z) : Prop * game := ((a = 0 /\ b <= 1)%Z, int (2 * b - 2)).
Definition s3_q2 (a b : Z) : Prop * game := ((b >= 2)%Z, int a).
Definition s3_q3 (a b : Z) : Prop * game := ((a = 1 /\ b = 0)%Z, Game [int (a - 1)] [dyadic (2 * b - 1) 1]).
Definition s3_q4 (a b : Z) : Prop * game := ((a >= 2 /\ b = 1)%Z, Game [int (a - 1)] [dyadic (2 * b - 1) 1]).
Definition s3_q5 (a b : Z) : Prop * game := ((a = 1 /\ b = 1)%Z, dyadic 1 2).
Definition s3_q6 (a b : Z) : Prop * game := ((a = 2 /\ b = 0)%Z, Game [dyadic 1 2] [Game [nstar (int 0)] [int 0]]).
Definition s3_q7 (a b : Z) : Prop * game := ((a = 3 /\ b = 0)%Z, Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]]).
Definition s3_q8 (a b : Z) : Prop * game := ((a = 4 /\ b = 0)%Z, Game [Game [int 2] [dyadic 1 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]]).
Definition s3_q9 (a b : Z) : Prop * game := ((a >= 5 /\ b = 0)%Z, Game [Game [int (a - 2)] [dyadic 1 1]] [Game [Game [Game [int (a - 3)] [int 1]] [int 0]] [int 0]]).
Definition s3_pieces (a b : Z) : list (Prop * game) := [s3_q1 a b; s3_q2 a b; s3_q3 a b; s3_q4 a b; s3_q5 a b; s3_q6 a b; s3_q7 a b; s3_q8 a b; s3_q9 a b].
Definition s3_claim (x : board) : Prop :=
  forall a b, x = s3_board a b -> holds (s3_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s4_q1 (a : Z) : Prop * game := ((True)%Z, int 0).
Definition s4_pieces (a : Z) : list (Prop * game) := [s4_q1 a].
Definition s4_claim (x : board) : Prop :=
  forall a, x = s4_board a -> holds (s4_pieces (Z.of_nat a)) (tf_game x).
Definition s5_q1 (a : Z) : Prop * game := ((True)%Z, int a).
Definition s5_pieces (a : Z) : list (Prop * game) := [s5_q1 a].
Definition s5_claim (x : board) : Prop :=
  forall a, x = s5_board a -> holds (s5_pieces (Z.of_nat a)) (tf_game x).
Definition s6_q1 (a b : Z) : Prop * game := ((a = 0 /\ b = 0)%Z, int (-1)).
Definition s6_q2 (a b : Z) : Prop * game := ((b >= 1)%Z, int a).
Definition s6_q3 (a b : Z) : Prop * game := ((a >= 1 /\ b = 0)%Z, dyadic (2 * a - 1) 1).
Definition s6_pieces (a b : Z) : list (Prop * game) := [s6_q1 a b; s6_q2 a b; s6_q3 a b].
Definition s6_claim (x : board) : Prop :=
  forall a b, x = s6_board a b -> holds (s6_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s7_q1 (a b : Z) : Prop * game := ((a = 0 /\ b <= 1)%Z, int (b - 2)).
Definition s7_q2 (a b : Z) : Prop * game := ((b >= 2)%Z, int (2 * a)).
Definition s7_q3 (a b : Z) : Prop * game := ((a >= 1 /\ b <= 1)%Z, int (a + b - 1)).
Definition s7_pieces (a b : Z) : list (Prop * game) := [s7_q1 a b; s7_q2 a b; s7_q3 a b].
Definition s7_claim (x : board) : Prop :=
  forall a b, x = s7_board a b -> holds (s7_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s8_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b <= 1 /\ c <= 1)%Z, dyadic (3 * b + 2 * c - 4) 1).
Definition s8_q2 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (2 * a + b)).
Definition s8_q3 (a b c : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0)%Z, Game [dyadic 1 1] [int 0]).
Definition s8_q4 (a b c : Z) : Prop * game := ((a + b = 2 /\ a + c >= 1 /\ a <= 1 /\ c <= 1)%Z, nstar (int (a + c))).
Definition s8_q5 (a b c : Z) : Prop * game := ((a >= 2 /\ b = 1 /\ c = 0)%Z, nstar (int (a + c))).
Definition s8_q6 (a b c : Z) : Prop * game := ((a + b = 3 /\ a <= 1 /\ c = 0)%Z, Game [nstar (int (a + 1))] [int a]).
Definition s8_q7 (a b c : Z) : Prop * game := ((a + b >= 3 /\ b >= 1 /\ c = 1)%Z, Game [int (2 * a + b - 1)] [int (a + 1)]).
Definition s8_q8 (a b c : Z) : Prop * game := ((a + b >= 4 /\ b >= 2 /\ c = 0)%Z, Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]).
Definition s8_q9 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c <= 1)%Z, int (a + c - 1)).
Definition s8_pieces (a b c : Z) : list (Prop * game) := [s8_q1 a b c; s8_q2 a b c; s8_q3 a b c; s8_q4 a b c; s8_q5 a b c; s8_q6 a b c; s8_q7 a b c; s8_q8 a b c; s8_q9 a b c].
Definition s8_claim (x : board) : Prop :=
  forall a b c, x = s8_board a b c -> holds (s8_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s9_q1 (a : Z) : Prop * game := ((True)%Z, int 1).
Definition s9_pieces (a : Z) : list (Prop * game) := [s9_q1 a].
Definition s9_claim (x : board) : Prop :=
  forall a, x = s9_board a -> holds (s9_pieces (Z.of_nat a)) (tf_game x).
Definition s10_q1 (a b : Z) : Prop * game := ((a = 0 /\ b = 0)%Z, int (-1)).
Definition s10_q2 (a b : Z) : Prop * game := ((b >= 1)%Z, int 0).
Definition s10_q3 (a b : Z) : Prop * game := ((a = 1 /\ b = 0)%Z, dyadic (-1) 1).
Definition s10_q4 (a b : Z) : Prop * game := ((a = 2 /\ b = 0)%Z, Game [nstar (int 0)] [int 0]).
Definition s10_q5 (a b : Z) : Prop * game := ((a = 3 /\ b = 0)%Z, Game [Game [dyadic 1 1] [int 0]] [int 0]).
Definition s10_q6 (a b : Z) : Prop * game := ((a = 4 /\ b = 0)%Z, Game [Game [nstar (int 1)] [int 0]] [int 0]).
Definition s10_q7 (a b : Z) : Prop * game := ((a >= 5 /\ b = 0)%Z, Game [Game [Game [int (a - 3)] [int 1]] [int 0]] [int 0]).
Definition s10_pieces (a b : Z) : list (Prop * game) := [s10_q1 a b; s10_q2 a b; s10_q3 a b; s10_q4 a b; s10_q5 a b; s10_q6 a b; s10_q7 a b].
Definition s10_claim (x : board) : Prop :=
  forall a b, x = s10_board a b -> holds (s10_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s11_q1 (a b c : Z) : Prop * game := ((a + b = 1 /\ c = 0)%Z, int (3 * a + 2 * b + c - 4)).
Definition s11_q2 (a b c : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c <= 1)%Z, int (3 * a + 2 * b + c - 4)).
Definition s11_q3 (a b c : Z) : Prop * game := ((a = 0 /\ b + c >= 2 /\ b <= 1)%Z, int (b - 2)).
Definition s11_q4 (a b c : Z) : Prop * game := ((b >= 2)%Z, int (2 * a)).
Definition s11_q5 (a b c : Z) : Prop * game := ((a = 1 /\ - b + c >= 1 /\ b <= 1)%Z, int (a + b - 1)).
Definition s11_q6 (a b c : Z) : Prop * game := ((a >= 2 /\ b <= 1 /\ c >= 2)%Z, int (a + b - 1)).
Definition s11_q7 (a b c : Z) : Prop * game := ((a - c = 2 /\ a <= 3 /\ b = 0)%Z, nstar (int (a + b - 2))).
Definition s11_q8 (a b c : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 0)%Z, nstar (int (a + b - 2))).
Definition s11_q9 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c = 1)%Z, dyadic (2 * a - 1) 1).
Definition s11_q10 (a b c : Z) : Prop * game := ((a = 2 /\ b = 0 /\ c = 1)%Z, dyadic 1 1).
Definition s11_q11 (a b c : Z) : Prop * game := ((a >= 2 /\ a <= 3 /\ b = 1 /\ c = 0)%Z, int 1).
Definition s11_q12 (a b c : Z) : Prop * game := ((a >= 3 /\ b = 0 /\ c = 0)%Z, Game [dyadic (2 * a - 5) 1] [int 0]).
Definition s11_q13 (a b c : Z) : Prop * game := ((a >= 4 /\ b = 0 /\ c = 1)%Z, Game [int (a - 2)] [int 1]).
Definition s11_q14 (a b c : Z) : Prop * game := ((a >= 4 /\ b = 1 /\ c = 0)%Z, Game [nstar (int (a - 2))] [nstar (int 1)]).
Definition s11_pieces (a b c : Z) : list (Prop * game) := [s11_q1 a b c; s11_q2 a b c; s11_q3 a b c; s11_q4 a b c; s11_q5 a b c; s11_q6 a b c; s11_q7 a b c; s11_q8 a b c; s11_q9 a b c; s11_q10 a b c; s11_q11 a b c; s11_q12 a b c; s11_q13 a b c; s11_q14 a b c].
Definition s11_claim (x : board) : Prop :=
  forall a b c, x = s11_board a b c -> holds (s11_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s12_q1 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-4)).
Definition s12_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (-3)).
Definition s12_q3 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int (-2)).
Definition s12_q4 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z, int (-2)).
Definition s12_q5 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d >= 1)%Z, int (a - 1)).
Definition s12_q6 (a b c d : Z) : Prop * game := ((a = 1 /\ b + d = 1 /\ c = 0)%Z, int (a - 1)).
Definition s12_q7 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z, int (a - 1)).
Definition s12_q8 (a b c d : Z) : Prop * game := ((a >= 2 /\ b = 2 /\ c = 0 /\ d = 0)%Z, int (a - 1)).
Definition s12_q9 (a b c d : Z) : Prop * game := ((c >= 2)%Z, int (2 * a + b)).
Definition s12_q10 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z, dyadic (2 * a - 3) 1).
Definition s12_q11 (a b c d : Z) : Prop * game := ((a >= 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z, dyadic (2 * a - 3) 1).
Definition s12_q12 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d >= 1)%Z, dyadic (-1) 1).
Definition s12_q13 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d = 0)%Z, Game [int 0] [nstar (int 0)]).
Definition s12_q14 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z, dyadic 1 2).
Definition s12_q15 (a b c d : Z) : Prop * game := ((a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 1)%Z, dyadic 1 1).
Definition s12_q16 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 1 /\ d >= 2)%Z, dyadic 1 1).
Definition s12_q17 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z, Game [Game [int 0] [nstar (int 0)]] [dyadic (-1) 2]).
Definition s12_q18 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z, Game [dyadic 1 2] [int 0]).
Definition s12_q19 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0 /\ d >= 2)%Z, Game [dyadic 1 1] [int 0]).
Definition s12_q20 (a b c d : Z) : Prop * game := ((b >= 2 /\ c = 1 /\ d = 0)%Z, Game [int (2 * a + b - 1)] [nstar (int a)]).
Definition s12_q21 (a b c d : Z) : Prop * game := ((b >= 2 /\ c = 1 /\ d = 1)%Z, Game [int (2 * a + b - 1)] [dyadic (2 * a + 1) 1]).
Definition s12_q22 (a b c d : Z) : Prop * game := ((a + b = 2 /\ a + c = 1 /\ d >= 2)%Z, nstar (int 1)).
Definition s12_q23 (a b c d : Z) : Prop * game := ((a = 1 /\ b >= 3 /\ c = 0 /\ d = 0)%Z, nstar (int 1)).
Definition s12_q24 (a b c d : Z) : Prop * game := ((a = 3 /\ b = 0 /\ c = 0 /\ d = 1)%Z, nstar (int 1)).
Definition s12_q25 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 3 /\ c = 0 /\ d = 0)%Z, nstar (int a)).
Definition s12_q26 (a b c d : Z) : Prop * game := ((a >= 2 /\ b = 1 /\ c = 0 /\ d >= 2)%Z, nstar (int a)).
Definition s12_q27 (a b c d : Z) : Prop * game := ((a >= 2 /\ b >= 3 /\ c = 0 /\ d = 0)%Z, nstar (int a)).
Definition s12_q28 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 3 /\ c = 0 /\ d = 1)%Z, Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1]] [int a]).
Definition s12_q29 (a b c d : Z) : Prop * game := ((a >= 2 /\ b >= 3 /\ c = 0 /\ d = 1)%Z, Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1]] [int a]).
Definition s12_q30 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 3 /\ c = 0 /\ d >= 2)%Z, Game [nstar (int 1)] [int 0]).
Definition s12_q31 (a b c d : Z) : Prop * game := ((a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 2)%Z, Game [int (2 * a + b - 1)] [int (a + 1)]).
Definition s12_q32 (a b c d : Z) : Prop * game := ((a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 2)%Z, Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]).
Definition s12_q33 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-1)).
Definition s12_q34 (a b c d : Z) : Prop * game := ((a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 0)%Z, nstar (int 0)).
Definition s12_q35 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c = 1 /\ d >= 2)%Z, int a).
Definition s12_q36 (a b c d : Z) : Prop * game := ((a = 1 /\ b + d = 2 /\ b >= 1 /\ c = 0)%Z, nstar (dyadic 1 1)).
Definition s12_q37 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 1 /\ d = 0)%Z, Game [int 2] [nstar (dyadic 1 1)]).
Definition s12_q38 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 1 /\ d = 1)%Z, Game [int 2] [dyadic 5 2]).
Definition s12_q39 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 1 /\ d >= 2)%Z, nstar (int 2)).
Definition s12_q40 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 2 /\ c = 0 /\ d = 1)%Z, Game [Game [int 2] [dyadic 5 2]] [int 1]).
Definition s12_q41 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 2 /\ c = 0 /\ d >= 2)%Z, Game [nstar (int 2)] [int 1]).
Definition s12_q42 (a b c d : Z) : Prop * game := ((a = 1 /\ b >= 3 /\ c = 0 /\ d = 1)%Z, Game [Game [int b] [dyadic 3 1]] [int 1]).
Definition s12_q43 (a b c d : Z) : Prop * game := ((a >= 2 /\ a <= 3 /\ b = 0 /\ c = 1 /\ d = 0)%Z, int 1).
Definition s12_q44 (a b c d : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 1 /\ d = 1)%Z, dyadic (2 * a - 1) 1).
Definition s12_q45 (a b c d : Z) : Prop * game := ((a = 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z, Game [int 1] [Game [dyadic 1 1] [int 0]]).
Definition s12_q46 (a b c d : Z) : Prop * game := ((a = 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z, Game [dyadic 3 1] [nstar (int 1)]).
Definition s12_q47 (a b c d : Z) : Prop * game := ((a = 2 /\ b = 1 /\ c = 1 /\ d = 0)%Z, Game [int 4] [int 1]).
Definition s12_q48 (a b c d : Z) : Prop * game := ((a = 2 /\ b = 1 /\ c = 1 /\ d = 1)%Z, Game [int 4] [Game [int 2] [nstar (int 2)]]).
Definition s12_q49 (a b c d : Z) : Prop * game := ((a = 2 /\ b = 2 /\ c = 0 /\ d = 1)%Z, Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]).
Definition s12_q50 (a b c d : Z) : Prop * game := ((a >= 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z, Game [dyadic (2 * a - 5) 1] [int 0]).
Definition s12_q51 (a b c d : Z) : Prop * game := ((a >= 3 /\ b = 1 /\ c = 0 /\ d = 1)%Z, Game [dyadic (2 * a - 1) 1] [Game [int (a - 1)] [int 1]]).
Definition s12_q52 (a b c d : Z) : Prop * game := ((a >= 3 /\ b = 1 /\ c = 1 /\ d = 0)%Z, Game [int (2 * a)] [Game [nstar (int (a - 1))] [nstar (int 1)]]).
Definition s12_q53 (a b c d : Z) : Prop * game := ((a >= 3 /\ b = 1 /\ c = 1 /\ d = 1)%Z, Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]).
Definition s12_q54 (a b c d : Z) : Prop * game := ((a >= 3 /\ b = 2 /\ c = 0 /\ d = 1)%Z, Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]).
Definition s12_q55 (a b c d : Z) : Prop * game := ((a >= 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z, Game [int (a - 2)] [int 1]).
Definition s12_q56 (a b c d : Z) : Prop * game := ((a >= 4 /\ b = 0 /\ c = 1 /\ d = 0)%Z, Game [nstar (int (a - 2))] [nstar (int 1)]).
Definition s12_pieces (a b c d : Z) : list (Prop * game) := [s12_q1 a b c d; s12_q2 a b c d; s12_q3 a b c d; s12_q4 a b c d; s12_q5 a b c d; s12_q6 a b c d; s12_q7 a b c d; s12_q8 a b c d; s12_q9 a b c d; s12_q10 a b c d; s12_q11 a b c d; s12_q12 a b c d; s12_q13 a b c d; s12_q14 a b c d; s12_q15 a b c d; s12_q16 a b c d; s12_q17 a b c d; s12_q18 a b c d; s12_q19 a b c d; s12_q20 a b c d; s12_q21 a b c d; s12_q22 a b c d; s12_q23 a b c d; s12_q24 a b c d; s12_q25 a b c d; s12_q26 a b c d; s12_q27 a b c d; s12_q28 a b c d; s12_q29 a b c d; s12_q30 a b c d; s12_q31 a b c d; s12_q32 a b c d; s12_q33 a b c d; s12_q34 a b c d; s12_q35 a b c d; s12_q36 a b c d; s12_q37 a b c d; s12_q38 a b c d; s12_q39 a b c d; s12_q40 a b c d; s12_q41 a b c d; s12_q42 a b c d; s12_q43 a b c d; s12_q44 a b c d; s12_q45 a b c d; s12_q46 a b c d; s12_q47 a b c d; s12_q48 a b c d; s12_q49 a b c d; s12_q50 a b c d; s12_q51 a b c d; s12_q52 a b c d; s12_q53 a b c d; s12_q54 a b c d; s12_q55 a b c d; s12_q56 a b c d].
Definition s12_claim (x : board) : Prop :=
  forall a b c d, x = s12_board a b c d -> holds (s12_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s13_q1 (a b c : Z) : Prop * game := ((- a + b >= 0 /\ b <= 1 /\ c = 0)%Z, dyadic (a + 8 * b - 8) 2).
Definition s13_q2 (a b c : Z) : Prop * game := ((- a + b >= 0 /\ b <= 1 /\ c >= 1)%Z, dyadic (a + 2 * b - 2) 1).
Definition s13_q3 (a b c : Z) : Prop * game := ((b >= 2)%Z, int a).
Definition s13_q4 (a b c : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0)%Z, Game [int (a - 1)] [dyadic (2 * b - 1) 1]).
Definition s13_q5 (a b c : Z) : Prop * game := ((a >= 2 /\ b = 1 /\ c = 0)%Z, Game [int (a - 1)] [dyadic (2 * b - 1) 1]).
Definition s13_q6 (a b c : Z) : Prop * game := ((a - b = 1 /\ a <= 2 /\ c >= 1)%Z, nstar (int (a - 1))).
Definition s13_q7 (a b c : Z) : Prop * game := ((a = 2 /\ b = 0 /\ c = 0)%Z, Game [dyadic 1 2] [Game [nstar (int 0)] [int 0]]).
Definition s13_q8 (a b c : Z) : Prop * game := ((a = 2 /\ b = 0 /\ c >= 1)%Z, Game [dyadic 1 1] [int 0]).
Definition s13_q9 (a b c : Z) : Prop * game := ((a = 3 /\ b = 0 /\ c = 0)%Z, Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]]).
Definition s13_q10 (a b c : Z) : Prop * game := ((a = 3 /\ b = 0 /\ c >= 1)%Z, Game [nstar (int 1)] [int 0]).
Definition s13_q11 (a b c : Z) : Prop * game := ((a >= 3 /\ b = 1 /\ c >= 1)%Z, Game [int (a - 1)] [int 1]).
Definition s13_q12 (a b c : Z) : Prop * game := ((a = 4 /\ b = 0 /\ c = 0)%Z, Game [Game [int 2] [dyadic 1 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]]).
Definition s13_q13 (a b c : Z) : Prop * game := ((a >= 4 /\ b = 0 /\ c >= 1)%Z, Game [Game [int (a - 2)] [int 1]] [int 0]).
Definition s13_q14 (a b c : Z) : Prop * game := ((a >= 5 /\ b = 0 /\ c = 0)%Z, Game [Game [int (a - 2)] [dyadic 1 1]] [Game [Game [Game [int (a - 3)] [int 1]] [int 0]] [int 0]]).
Definition s13_pieces (a b c : Z) : list (Prop * game) := [s13_q1 a b c; s13_q2 a b c; s13_q3 a b c; s13_q4 a b c; s13_q5 a b c; s13_q6 a b c; s13_q7 a b c; s13_q8 a b c; s13_q9 a b c; s13_q10 a b c; s13_q11 a b c; s13_q12 a b c; s13_q13 a b c; s13_q14 a b c].
Definition s13_claim (x : board) : Prop :=
  forall a b c, x = s13_board a b c -> holds (s13_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s14_q1 (a b : Z) : Prop * game := ((a <= 1 /\ b <= 1)%Z, int (a + b - 2)).
Definition s14_q2 (a b : Z) : Prop * game := ((b >= 2)%Z, int a).
Definition s14_q3 (a b : Z) : Prop * game := ((a = 2 /\ b <= 1)%Z, nstar (int b)).
Definition s14_q4 (a b : Z) : Prop * game := ((a = 3 /\ b <= 1)%Z, Game [dyadic (2 * b + 1) 1] [int b]).
Definition s14_q5 (a b : Z) : Prop * game := ((a = 4 /\ b <= 1)%Z, Game [nstar (int (b + 1))] [int b]).
Definition s14_q6 (a b : Z) : Prop * game := ((a >= 5 /\ b = 0)%Z, Game [nstar (int (b + 1))] [int b]).
Definition s14_q7 (a b : Z) : Prop * game := ((a >= 5 /\ b = 1)%Z, Game [Game [int (a - 2)] [int 2]] [int 1]).
Definition s14_pieces (a b : Z) : list (Prop * game) := [s14_q1 a b; s14_q2 a b; s14_q3 a b; s14_q4 a b; s14_q5 a b; s14_q6 a b; s14_q7 a b].
Definition s14_claim (x : board) : Prop :=
  forall a b, x = s14_board a b -> holds (s14_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s15_q1 (a b c : Z) : Prop * game := ((a <= 1 /\ b = 0 /\ c <= 1)%Z, int (a + c - 2)).
Definition s15_q2 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (a + b)).
Definition s15_q3 (a b c : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c <= 1)%Z, dyadic (2 * c - 1) 1).
Definition s15_q4 (a b c : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0)%Z, Game [dyadic 1 1] [int 0]).
Definition s15_q5 (a b c : Z) : Prop * game := ((a = 3 /\ b = 0 /\ c = 0)%Z, Game [dyadic 1 1] [int 0]).
Definition s15_q6 (a b c : Z) : Prop * game := ((a + b = 2 /\ a >= 1 /\ c <= 1)%Z, nstar (int c)).
Definition s15_q7 (a b c : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 1)%Z, nstar (int c)).
Definition s15_q8 (a b c : Z) : Prop * game := ((a + 2 * b = 4 /\ a - 2 * c = 2)%Z, Game [nstar (int (c + 1))] [int c]).
Definition s15_q9 (a b c : Z) : Prop * game := ((a + b = 3 /\ a <= 1 /\ c = 0)%Z, Game [nstar (int (c + 1))] [int c]).
Definition s15_q10 (a b c : Z) : Prop * game := ((a >= 4 /\ b = 0 /\ c = 0)%Z, Game [nstar (int (c + 1))] [int c]).
Definition s15_q11 (a b c : Z) : Prop * game := ((a + b >= 3 /\ b >= 1 /\ c = 1)%Z, Game [int (a + b - 1)] [int 1]).
Definition s15_q12 (a b c : Z) : Prop * game := ((a >= 2 /\ b >= 2 /\ (b) mod 2 = 0 /\ c = 0)%Z, Game [Game [int (a + b - 2)] [int (c + 1)]] [int c]).
Definition s15_q13 (a b c : Z) : Prop * game := ((a >= 5 /\ b = 0 /\ c = 1)%Z, Game [Game [int (a + b - 2)] [int (c + 1)]] [int c]).
Definition s15_q14 (a b c : Z) : Prop * game := ((- a + b >= 3 /\ a <= 1 /\ (b) mod 2 = 0 /\ c = 0)%Z, Game [Game [int (a + b - 2)] [int (c + 1)]] [int c]).
Definition s15_q15 (a b c : Z) : Prop * game := ((2 * a + b >= 5 /\ b >= 3 /\ (b) mod 2 = 1 /\ c = 0)%Z, Game [Game [int (a + b - 2)] [int 1]] [int 0]).
Definition s15_q16 (a b c : Z) : Prop * game := ((a = 3 /\ b = 0 /\ c = 1)%Z, Game [dyadic 3 1] [int 1]).
Definition s15_q17 (a b c : Z) : Prop * game := ((a = 3 /\ b = 1 /\ c = 0)%Z, Game [Game [dyadic 3 1] [int 1]] [int 0]).
Definition s15_q18 (a b c : Z) : Prop * game := ((a = 4 /\ b = 1 /\ c = 0)%Z, Game [Game [nstar (int 2)] [int 1]] [int 0]).
Definition s15_q19 (a b c : Z) : Prop * game := ((a >= 5 /\ b = 1 /\ c = 0)%Z, Game [Game [Game [int (a - 2)] [int 2]] [int 1]] [int 0]).
Definition s15_pieces (a b c : Z) : list (Prop * game) := [s15_q1 a b c; s15_q2 a b c; s15_q3 a b c; s15_q4 a b c; s15_q5 a b c; s15_q6 a b c; s15_q7 a b c; s15_q8 a b c; s15_q9 a b c; s15_q10 a b c; s15_q11 a b c; s15_q12 a b c; s15_q13 a b c; s15_q14 a b c; s15_q15 a b c; s15_q16 a b c; s15_q17 a b c; s15_q18 a b c; s15_q19 a b c].
Definition s15_claim (x : board) : Prop :=
  forall a b c, x = s15_board a b c -> holds (s15_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s16_q1 (a b : Z) : Prop * game := ((b <= 1)%Z, int b).
Definition s16_q2 (a b : Z) : Prop * game := ((b >= 2)%Z, int (a + 2)).
Definition s16_pieces (a b : Z) : list (Prop * game) := [s16_q1 a b; s16_q2 a b].
Definition s16_claim (x : board) : Prop :=
  forall a b, x = s16_board a b -> holds (s16_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s17_q1 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int (-3)).
Definition s17_q2 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int (-2)).
Definition s17_q3 (a b c d : Z) : Prop * game := ((a + b = 1 /\ a - c = 0 /\ d = 0)%Z, int (c - 1)).
Definition s17_q4 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ d >= 2)%Z, int (c - 1)).
Definition s17_q5 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z, dyadic (-3) 1).
Definition s17_q6 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z, dyadic (-1) 1).
Definition s17_q7 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z, Game [dyadic (-1) 1] [int (-1)]).
Definition s17_q8 (a b c d : Z) : Prop * game := ((a = 0 /\ b + c = 2 /\ b + d = 1)%Z, nstar (int a)).
Definition s17_q9 (a b c d : Z) : Prop * game := ((b >= 2 /\ c = 1 /\ d = 0)%Z, nstar (int a)).
Definition s17_q10 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z, Game [nstar (int 0)] [int (-1)]).
Definition s17_q11 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 3 /\ d = 1)%Z, Game [int (c - 2)] [int 0]).
Definition s17_q12 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 0 /\ c >= 4 /\ d = 0)%Z, Game [Game [int (c - 3)] [int 0]] [int (-1)]).
Definition s17_q13 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z, int (a + c)).
Definition s17_q14 (a b c d : Z) : Prop * game := ((b >= 1 /\ d >= 2)%Z, int (a + c)).
Definition s17_q15 (a b c d : Z) : Prop * game := ((b >= 2 /\ c = 0 /\ d = 1)%Z, int (a + c)).
Definition s17_q16 (a b c d : Z) : Prop * game := ((a + c = 1 /\ - a + b <= 1 /\ b + d = 2 /\ b >= 1)%Z, dyadic (2 * a + 2 * c - 1) 1).
Definition s17_q17 (a b c d : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ d >= 2)%Z, dyadic (2 * a + 2 * c - 1) 1).
Definition s17_q18 (a b c d : Z) : Prop * game := ((a >= 2 /\ b = 2 /\ c = 0 /\ d = 0)%Z, dyadic (2 * a + 2 * c - 1) 1).
Definition s17_q19 (a b c d : Z) : Prop * game := ((b >= 2 /\ c = 1 /\ d = 1)%Z, dyadic (2 * a + 2 * c - 1) 1).
Definition s17_q20 (a b c d : Z) : Prop * game := ((a >= 2 /\ b >= 2 /\ c = 2 /\ d = 0)%Z, Game [dyadic (2 * a + 1) 1] [int a]).
Definition s17_q21 (a b c d : Z) : Prop * game := ((- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 0)%Z, Game [dyadic (2 * a + 1) 1] [int a]).
Definition s17_q22 (a b c d : Z) : Prop * game := ((a >= 2 /\ b >= 2 /\ c = 2 /\ d = 1)%Z, nstar (int (a + 1))).
Definition s17_q23 (a b c d : Z) : Prop * game := ((- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 1)%Z, nstar (int (a + 1))).
Definition s17_q24 (a b c d : Z) : Prop * game := ((a >= 2 /\ b >= 2 /\ c = 3 /\ d = 0)%Z, Game [nstar (int (a + 1))] [int a]).
Definition s17_q25 (a b c d : Z) : Prop * game := ((- a + b >= 1 /\ a <= 1 /\ c = 3 /\ d = 0)%Z, Game [nstar (int (a + 1))] [int a]).
Definition s17_q26 (a b c d : Z) : Prop * game := ((a >= 2 /\ b >= 2 /\ c >= 3 /\ d = 1)%Z, Game [int (a + c - 1)] [int (a + 1)]).
Definition s17_q27 (a b c d : Z) : Prop * game := ((- a + b >= 1 /\ a <= 1 /\ c >= 3 /\ d = 1)%Z, Game [int (a + c - 1)] [int (a + 1)]).
Definition s17_q28 (a b c d : Z) : Prop * game := ((a >= 2 /\ b >= 2 /\ c >= 4 /\ d = 0)%Z, Game [Game [int (a + c - 2)] [int (a + 1)]] [int a]).
Definition s17_q29 (a b c d : Z) : Prop * game := ((- a + b >= 1 /\ a <= 1 /\ c >= 4 /\ d = 0)%Z, Game [Game [int (a + c - 2)] [int (a + 1)]] [int a]).
Definition s17_q30 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z, dyadic (-1) 2).
Definition s17_q31 (a b c d : Z) : Prop * game := ((a = 0 /\ b = 3 /\ c = 0 /\ d = 0)%Z, Game [Game [dyadic 1 2] [int 0]] [int 0]).
Definition s17_q32 (a b c d : Z) : Prop * game := ((a = 0 /\ b >= 4 /\ c = 0 /\ d = 0)%Z, Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a]).
Definition s17_q33 (a b c d : Z) : Prop * game := ((a >= 2 /\ b >= 4 /\ c = 0 /\ d = 0)%Z, Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a]).
Definition s17_q34 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z, nstar (int (-1))).
Definition s17_q35 (a b c d : Z) : Prop * game := ((a = 1 /\ b + d = 1 /\ c = 0)%Z, nstar (int 0)).
Definition s17_q36 (a b c d : Z) : Prop * game := ((a + d = 2 /\ a - b = 1 /\ c = 1)%Z, int 1).
Definition s17_q37 (a b c d : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 0 /\ d = 1)%Z, int 1).
Definition s17_q38 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z, Game [int 1] [nstar (int 0)]).
Definition s17_q39 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c >= 2 /\ d = 1)%Z, Game [dyadic (2 * c - 1) 1] [nstar (int 1)]).
Definition s17_q40 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 0 /\ c >= 3 /\ d = 0)%Z, Game [Game [dyadic (2 * c - 3) 1] [nstar (int 1)]] [nstar (int 0)]).
Definition s17_q41 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 1 /\ d = 0)%Z, nstar (dyadic 1 1)).
Definition s17_q42 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 1 /\ d = 1)%Z, dyadic 5 2).
Definition s17_q43 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 2 /\ d = 0)%Z, Game [dyadic 5 2] [dyadic 1 1]).
Definition s17_q44 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c >= 2 /\ d = 1)%Z, Game [int c] [dyadic 3 1]).
Definition s17_q45 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c >= 3 /\ d = 0)%Z, Game [Game [int (c - 1)] [dyadic 3 1]] [dyadic 1 1]).
Definition s17_q46 (a b c d : Z) : Prop * game := ((a = 1 /\ b = 3 /\ c = 0 /\ d = 0)%Z, Game [Game [Game [int 2] [dyadic 5 2]] [int 1]] [int 1]).
Definition s17_q47 (a b c d : Z) : Prop * game := ((a = 1 /\ b >= 4 /\ c = 0 /\ d = 0)%Z, Game [Game [Game [int (b - 1)] [dyadic 3 1]] [int 1]] [int 1]).
Definition s17_q48 (a b c d : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z, int 0).
Definition s17_q49 (a b c d : Z) : Prop * game := ((a = 2 /\ b = 0 /\ c = 1 /\ d = 0)%Z, Game [int 1] [Game [dyadic 1 1] [int 0]]).
Definition s17_q50 (a b c d : Z) : Prop * game := ((a = 2 /\ b = 0 /\ c >= 1 /\ d = 1)%Z, Game [dyadic (2 * c + 1) 1] [Game [dyadic 3 1] [int 1]]).
Definition s17_q51 (a b c d : Z) : Prop * game := ((a = 2 /\ b = 0 /\ c >= 2 /\ d = 0)%Z, Game [Game [dyadic (2 * c - 1) 1] [Game [dyadic 3 1] [int 1]]] [Game [dyadic 1 1] [int 0]]).
Definition s17_q52 (a b c d : Z) : Prop * game := ((a >= 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z, Game [dyadic (2 * a - 3) 1] [int 0]).
Definition s17_q53 (a b c d : Z) : Prop * game := ((a = 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z, nstar (int 1)).
Definition s17_q54 (a b c d : Z) : Prop * game := ((a >= 3 /\ b = 0 /\ c = 1 /\ d = 0)%Z, nstar (int 1)).
Definition s17_q55 (a b c d : Z) : Prop * game := ((a = 2 /\ b = 1 /\ c = 1 /\ d = 1)%Z, Game [int 2] [nstar (int 2)]).
Definition s17_q56 (a b c d : Z) : Prop * game := ((a = 2 /\ b = 1 /\ c = 2 /\ d = 0)%Z, Game [Game [int 2] [nstar (int 2)]] [nstar (int 1)]).
Definition s17_q57 (a b c d : Z) : Prop * game := ((a = 2 /\ b = 1 /\ c >= 2 /\ d = 1)%Z, Game [int (c + 1)] [nstar (int 2)]).
Definition s17_q58 (a b c d : Z) : Prop * game := ((a = 2 /\ b = 1 /\ c >= 3 /\ d = 0)%Z, Game [Game [int c] [nstar (int 2)]] [nstar (int 1)]).
Definition s17_q59 (a b c d : Z) : Prop * game := ((a = 2 /\ b = 3 /\ c = 0 /\ d = 0)%Z, Game [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]] [int 2]).
Definition s17_q60 (a b c d : Z) : Prop * game := ((a = 3 /\ b = 0 /\ c >= 1 /\ d = 1)%Z, Game [dyadic (2 * c + 3) 1] [Game [nstar (int 2)] [int 1]]).
Definition s17_q61 (a b c d : Z) : Prop * game := ((a = 3 /\ b = 0 /\ c >= 2 /\ d = 0)%Z, Game [Game [dyadic (2 * c + 1) 1] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 1)] [int 0]]).
Definition s17_q62 (a b c d : Z) : Prop * game := ((a >= 3 /\ b = 1 /\ c = 0 /\ d = 1)%Z, Game [int (a - 1)] [int 1]).
Definition s17_q63 (a b c d : Z) : Prop * game := ((a >= 3 /\ b = 1 /\ c = 1 /\ d = 0)%Z, Game [nstar (int (a - 1))] [nstar (int 1)]).
Definition s17_q64 (a b c d : Z) : Prop * game := ((a >= 3 /\ b = 1 /\ c >= 1 /\ d = 1)%Z, Game [int (a + c - 1)] [Game [int a] [int 2]]).
Definition s17_q65 (a b c d : Z) : Prop * game := ((a >= 3 /\ b = 1 /\ c >= 2 /\ d = 0)%Z, Game [Game [int (a + c - 2)] [Game [int a] [int 2]]] [int 2; Game [int (a - 1)] [int 1]]).
Definition s17_q66 (a b c d : Z) : Prop * game := ((a >= 3 /\ b = 3 /\ c = 0 /\ d = 0)%Z, Game [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]] [int a]).
Definition s17_q67 (a b c d : Z) : Prop * game := ((a >= 4 /\ b = 0 /\ c >= 1 /\ d = 1)%Z, Game [dyadic (2 * a + 2 * c - 3) 1] [Game [Game [int (a - 1)] [int 2]] [int 1]]).
Definition s17_q68 (a b c d : Z) : Prop * game := ((a >= 4 /\ b = 0 /\ c >= 2 /\ d = 0)%Z, Game [Game [dyadic (2 * a + 2 * c - 5) 1] [Game [Game [int (a - 1)] [int 2]] [int 1]]] [Game [Game [int (a - 2)] [int 1]] [int 0]]).
Definition s17_pieces (a b c d : Z) : list (Prop * game) := [s17_q1 a b c d; s17_q2 a b c d; s17_q3 a b c d; s17_q4 a b c d; s17_q5 a b c d; s17_q6 a b c d; s17_q7 a b c d; s17_q8 a b c d; s17_q9 a b c d; s17_q10 a b c d; s17_q11 a b c d; s17_q12 a b c d; s17_q13 a b c d; s17_q14 a b c d; s17_q15 a b c d; s17_q16 a b c d; s17_q17 a b c d; s17_q18 a b c d; s17_q19 a b c d; s17_q20 a b c d; s17_q21 a b c d; s17_q22 a b c d; s17_q23 a b c d; s17_q24 a b c d; s17_q25 a b c d; s17_q26 a b c d; s17_q27 a b c d; s17_q28 a b c d; s17_q29 a b c d; s17_q30 a b c d; s17_q31 a b c d; s17_q32 a b c d; s17_q33 a b c d; s17_q34 a b c d; s17_q35 a b c d; s17_q36 a b c d; s17_q37 a b c d; s17_q38 a b c d; s17_q39 a b c d; s17_q40 a b c d; s17_q41 a b c d; s17_q42 a b c d; s17_q43 a b c d; s17_q44 a b c d; s17_q45 a b c d; s17_q46 a b c d; s17_q47 a b c d; s17_q48 a b c d; s17_q49 a b c d; s17_q50 a b c d; s17_q51 a b c d; s17_q52 a b c d; s17_q53 a b c d; s17_q54 a b c d; s17_q55 a b c d; s17_q56 a b c d; s17_q57 a b c d; s17_q58 a b c d; s17_q59 a b c d; s17_q60 a b c d; s17_q61 a b c d; s17_q62 a b c d; s17_q63 a b c d; s17_q64 a b c d; s17_q65 a b c d; s17_q66 a b c d; s17_q67 a b c d; s17_q68 a b c d].
Definition s17_claim (x : board) : Prop :=
  forall a b c d, x = s17_board a b c d -> holds (s17_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game x).
Definition s18_q1 (a b : Z) : Prop * game := ((b = 0)%Z, dyadic 1 1).
Definition s18_q2 (a b : Z) : Prop * game := ((b >= 1)%Z, int 1).
Definition s18_pieces (a b : Z) : list (Prop * game) := [s18_q1 a b; s18_q2 a b].
Definition s18_claim (x : board) : Prop :=
  forall a b, x = s18_board a b -> holds (s18_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s19_q1 (a b c : Z) : Prop * game := ((b = 0 /\ c <= 1)%Z, int c).
Definition s19_q2 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (a + b + 2)).
Definition s19_q3 (a b c : Z) : Prop * game := ((a = 0 /\ b = 1 /\ c <= 1)%Z, nstar (int (c + 1))).
Definition s19_q4 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 1 /\ c = 0)%Z, nstar (int (c + 1))).
Definition s19_q5 (a b c : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0)%Z, Game [nstar (int 2)] [int 1]).
Definition s19_q6 (a b c : Z) : Prop * game := ((a + b >= 2 /\ b >= 1 /\ c = 1)%Z, Game [int (a + b + 1)] [int 2]).
Definition s19_q7 (a b c : Z) : Prop * game := ((a + b >= 3 /\ b >= 2 /\ c = 0)%Z, Game [Game [int (a + b)] [int 2]] [int 1]).
Definition s19_pieces (a b c : Z) : list (Prop * game) := [s19_q1 a b c; s19_q2 a b c; s19_q3 a b c; s19_q4 a b c; s19_q5 a b c; s19_q6 a b c; s19_q7 a b c].
Definition s19_claim (x : board) : Prop :=
  forall a b c, x = s19_board a b c -> holds (s19_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).

Definition values_hold (x : board) : Prop :=
  s1_claim x /\ s2_claim x /\ s3_claim x /\ s4_claim x /\ s5_claim x /\ s6_claim x /\ s7_claim x /\ s8_claim x /\ s9_claim x /\ s10_claim x /\ s11_claim x /\ s12_claim x /\ s13_claim x /\ s14_claim x /\ s15_claim x /\ s16_claim x /\ s17_claim x /\ s18_claim x /\ s19_claim x.

Lemma use_s1 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s1_board a b) < meas x -> holds (s1_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s1_board a b)).
Proof. intros H. exact ((proj1 (IH _ H)) a b eq_refl). Qed.
Lemma use_s2 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s2_board a b c) < meas x -> holds (s2_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s2_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (IH _ H))) a b c eq_refl). Qed.
Lemma use_s3 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s3_board a b) < meas x -> holds (s3_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s3_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (IH _ H)))) a b eq_refl). Qed.
Lemma use_s4 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s4_board a) < meas x -> holds (s4_pieces (Z.of_nat a)) (tf_game (s4_board a)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (IH _ H))))) a eq_refl). Qed.
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
Lemma use_s9 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s9_board a) < meas x -> holds (s9_pieces (Z.of_nat a)) (tf_game (s9_board a)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))) a eq_refl). Qed.
Lemma use_s10 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s10_board a b) < meas x -> holds (s10_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s10_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))) a b eq_refl). Qed.
Lemma use_s11 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s11_board a b c) < meas x -> holds (s11_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s11_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))) a b c eq_refl). Qed.
Lemma use_s12 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s12_board a b c d) < meas x -> holds (s12_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s12_board a b c d)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))) a b c d eq_refl). Qed.
Lemma use_s13 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s13_board a b c) < meas x -> holds (s13_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s13_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))) a b c eq_refl). Qed.
Lemma use_s14 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s14_board a b) < meas x -> holds (s14_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s14_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))) a b eq_refl). Qed.
Lemma use_s15 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s15_board a b c) < meas x -> holds (s15_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s15_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))) a b c eq_refl). Qed.
Lemma use_s16 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s16_board a b) < meas x -> holds (s16_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s16_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))) a b eq_refl). Qed.
Lemma use_s17 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  meas (s17_board a b c d) < meas x -> holds (s17_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c) (Z.of_nat d)) (tf_game (s17_board a b c d)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))))))))))) a b c d eq_refl). Qed.
Lemma use_s18 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s18_board a b) < meas x -> holds (s18_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s18_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))) a b eq_refl). Qed.
Lemma use_s19 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s19_board a b c) < meas x -> holds (s19_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s19_board a b c)).
Proof. intros H. exact ((proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))))))))))) a b c eq_refl). Qed.

