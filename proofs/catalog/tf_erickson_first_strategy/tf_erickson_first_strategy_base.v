(* Toads-and-Frogs: T^a _^2 F^b = {{a-3|a-b}|{*|-b+3}} on a-b>=1 && b>=2, proved by a winning strategy for each half.

   Lower: G >= X, Left wins G - X moving second; Upper: G <= X, Right does.
   Each node of a strategy is a board, a comparison form and a domain; its
   claim holds by the strategy rule of CGProve.TfStrategy, by induction on
   lex3 (the board's measure, then the form's depth and size).

   Written by `cgprove check tf "T^a __ F^b" "{{a-3|a-b}|{*|3-b}}" --where "a>b && b>=2" --coq-by strategy --coq FILE.v`; check with
     make coq && coqc -Q proofs/lib CGProve FILE.v *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Compare
  TfBlocks TerminalToads TfNormal TfStrategy.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)


(* The claim's trees *)
Definition t1 (z1 z2 : Z) : game := Game [int (z1 - 3)] [int (z1 - z2)].
Definition t2 (z1 z2 : Z) : game := Game [nstar (int 0)] [int (- z2 + 3)].
Definition claim (z1 z2 : Z) : game := Game [t1 z1 z2] [t2 z1 z2].

Module Lower.

(* s1: T^a _^2 F^b >= y on a-z1==0 && a-b>=1 && b-z2==0 && b>=2 && y1==0 *)
Definition s1_board (a b : nat) : board := repeat T a ++ E :: E :: repeat F b.
Definition s1_form (z1 z2 y1 : nat) : game := add (claim (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s1_dom (a b z1 z2 y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat z1 = 0 /\ Z.of_nat a - Z.of_nat b >= 1 /\ Z.of_nat b - Z.of_nat z2 = 0 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C1 (mm dd rr : nat) : Prop := forall (a b z1 z2 y1 : nat), s1_dom a b z1 z2 y1 -> meas (s1_board a b) = mm -> dd = 2 -> rr = 2 * y1 -> le (s1_form z1 z2 y1) (tf_game (s1_board a b)).

(* s2: T^a _ F _ F^b >= y on (a-z1==0 && a-b>=2 && z2-b==1 && b>=2 && y1==0) || (a>=2 && z1-a>=0 && b==1 && z1>=3 && z2==2 && y1==0) *)
Definition s2_board (a b : nat) : board := repeat T a ++ E :: F :: E :: repeat F b.
Definition s2_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s2_dom (a b z1 z2 y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat z1 = 0 /\ Z.of_nat a - Z.of_nat b >= 2 /\ - Z.of_nat b + Z.of_nat z2 = 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0) \/ (Z.of_nat a >= 2 /\ - Z.of_nat a + Z.of_nat z1 >= 0 /\ Z.of_nat b = 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0))%Z.
Definition C2 (mm dd rr : nat) : Prop := forall (a b z1 z2 y1 : nat), s2_dom a b z1 z2 y1 -> meas (s2_board a b) = mm -> dd = 1 -> rr = 2 * y1 -> le (s2_form z1 z2 y1) (tf_game (s2_board a b)).

(* s3: T^a _ T _ F^b >= y on z1-a==1 && a-b>=0 && b-z2==0 && b>=2 && y1==0 *)
Definition s3_board (a b : nat) : board := repeat T a ++ E :: T :: E :: repeat F b.
Definition s3_form (z1 z2 y1 : nat) : game := add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s3_dom (a b z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 1 /\ Z.of_nat a - Z.of_nat b >= 0 /\ Z.of_nat b - Z.of_nat z2 = 0 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C3 (mm dd rr : nat) : Prop := forall (a b z1 z2 y1 : nat), s3_dom a b z1 z2 y1 -> meas (s3_board a b) = mm -> dd = 1 -> rr = 2 * y1 -> le (s3_form z1 z2 y1) (tf_game (s3_board a b)).

(* s4: T^a _ F T _ F >= y on a>=1 && z1-a>=1 && z1>=3 && z2==2 && y1==0 *)
Definition s4_board (a : nat) : board := repeat T a ++ [E; F; T; E; F].
Definition s4_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s4_dom (a z1 z2 y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ - Z.of_nat a + Z.of_nat z1 >= 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0))%Z.
Definition C4 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s4_dom a z1 z2 y1 -> meas (s4_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (s4_form z1 z2 y1) (tf_game (s4_board a)).

(* s5: T^a _ T F^2 _ >= y on a>=1 && z1-a>=1 && z1>=3 && z2==2 && y1==0 *)
Definition s5_board (a : nat) : board := repeat T a ++ [E; T; F; F; E].
Definition s5_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s5_dom (a z1 z2 y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ - Z.of_nat a + Z.of_nat z1 >= 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0))%Z.
Definition C5 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s5_dom a z1 z2 y1 -> meas (s5_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (s5_form z1 z2 y1) (tf_game (s5_board a)).

(* s6: T^a _ F T _ F^b >= y on z1-a==1 && a-b>=1 && z2-b==1 && b>=2 && y1==0 *)
Definition s6_board (a b : nat) : board := repeat T a ++ E :: F :: T :: E :: repeat F b.
Definition s6_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s6_dom (a b z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 1 /\ Z.of_nat a - Z.of_nat b >= 1 /\ - Z.of_nat b + Z.of_nat z2 = 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C6 (mm dd rr : nat) : Prop := forall (a b z1 z2 y1 : nat), s6_dom a b z1 z2 y1 -> meas (s6_board a b) = mm -> dd = 1 -> rr = 2 * y1 -> le (s6_form z1 z2 y1) (tf_game (s6_board a b)).

(* s7: T^a _ T F^2 _ F >= y on z1-a==1 && a>=3 && z2==3 && y1==0 *)
Definition s7_board (a : nat) : board := repeat T a ++ [E; T; F; F; E; F].
Definition s7_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s7_dom (a z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 1 /\ Z.of_nat a >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0))%Z.
Definition C7 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s7_dom a z1 z2 y1 -> meas (s7_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (s7_form z1 z2 y1) (tf_game (s7_board a)).

(* s8: T^a _ F^2 _ F^b >= y on (a-b>=3 && b-y1==1 && b>=2) || (a>=1 && b==0 && y1==1) *)
Definition s8_board (a b : nat) : board := repeat T a ++ E :: F :: F :: E :: repeat F b.
Definition s8_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s8_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 3 /\ Z.of_nat b - Z.of_nat y1 = 1 /\ Z.of_nat b >= 2) \/ (Z.of_nat a >= 1 /\ Z.of_nat b = 0 /\ Z.of_nat y1 = 1))%Z.
Definition C8 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s8_dom a b y1 -> meas (s8_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s8_form y1) (tf_game (s8_board a b)).

(* s9: T^a _ F _ F^b >= y on (a-y1>=2 && b==0) || (a==1 && b==0 && y1==0) || (a>=2 && b==1 && y1==0) *)
Definition s9_board (a b : nat) : board := repeat T a ++ E :: F :: E :: repeat F b.
Definition s9_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s9_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 >= 2 /\ Z.of_nat b = 0) \/ (Z.of_nat a = 1 /\ Z.of_nat b = 0 /\ Z.of_nat y1 = 0) \/ (Z.of_nat a >= 2 /\ Z.of_nat b = 1 /\ Z.of_nat y1 = 0))%Z.
Definition C9 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s9_dom a b y1 -> meas (s9_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s9_form y1) (tf_game (s9_board a b)).

(* s10: T^a _ T F _ F^b >= y on a-b>=1 && b>=2 && y1==0 *)
Definition s10_board (a b : nat) : board := repeat T a ++ E :: T :: F :: E :: repeat F b.
Definition s10_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s10_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C10 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s10_dom a b y1 -> meas (s10_board a b) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (s10_form y1) (tf_game (s10_board a b)).

(* s11: T^a _ T^2 F _ F >= y on z1-a==2 && a>=1 && z2==2 && y1==0 *)
Definition s11_board (a : nat) : board := repeat T a ++ [E; T; T; F; E; F].
Definition s11_form (z1 z2 y1 : nat) : game := add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s11_dom (a z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 2 /\ Z.of_nat a >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0))%Z.
Definition C11 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s11_dom a z1 z2 y1 -> meas (s11_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (s11_form z1 z2 y1) (tf_game (s11_board a)).

(* s12: T^a _ T^2 F _ F^b >= y on z1-a==2 && a-b>=0 && z2-b==1 && b>=2 && y1==0 *)
Definition s12_board (a b : nat) : board := repeat T a ++ E :: T :: T :: F :: E :: repeat F b.
Definition s12_form (z1 z2 y1 : nat) : game := add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s12_dom (a b z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 2 /\ Z.of_nat a - Z.of_nat b >= 0 /\ - Z.of_nat b + Z.of_nat z2 = 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C12 (mm dd rr : nat) : Prop := forall (a b z1 z2 y1 : nat), s12_dom a b z1 z2 y1 -> meas (s12_board a b) = mm -> dd = 1 -> rr = 2 * y1 -> le (s12_form z1 z2 y1) (tf_game (s12_board a b)).

(* s13: T^a _ T^2 _ F^b >= y on a-y1==1 && b-a<=1 && b>=2 *)
Definition s13_board (a b : nat) : board := repeat T a ++ E :: T :: T :: E :: repeat F b.
Definition s13_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s13_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 = 1 /\ - Z.of_nat a + Z.of_nat b <= 1 /\ Z.of_nat b >= 2))%Z.
Definition C13 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s13_dom a b y1 -> meas (s13_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s13_form y1) (tf_game (s13_board a b)).

(* s14: T^a F _^2 T F >= y on a>=1 && z1-a>=1 && z1>=3 && z2==2 && y1==0 *)
Definition s14_board (a : nat) : board := repeat T a ++ [F; E; E; T; F].
Definition s14_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s14_dom (a z1 z2 y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ - Z.of_nat a + Z.of_nat z1 >= 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0))%Z.
Definition C14 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s14_dom a z1 z2 y1 -> meas (s14_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (s14_form z1 z2 y1) (tf_game (s14_board a)).

(* s15: T^a _ F T _ F >= y on a>=1 && y1==0 *)
Definition s15_board (a : nat) : board := repeat T a ++ [E; F; T; E; F].
Definition s15_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s15_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C15 (mm dd rr : nat) : Prop := forall (a y1 : nat), s15_dom a y1 -> meas (s15_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s15_form y1) (tf_game (s15_board a)).

(* s16: T^a F _ T F _ >= y on a>=1 && z1-a>=1 && z1>=3 && z2==2 && y1==0 *)
Definition s16_board (a : nat) : board := repeat T a ++ [F; E; T; F; E].
Definition s16_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s16_dom (a z1 z2 y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ - Z.of_nat a + Z.of_nat z1 >= 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0))%Z.
Definition C16 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s16_dom a z1 z2 y1 -> meas (s16_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (s16_form z1 z2 y1) (tf_game (s16_board a)).

(* s17: T^a _ T F^2 _ >= y on y1==0 *)
Definition s17_board (a : nat) : board := repeat T a ++ [E; T; F; F; E].
Definition s17_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s17_dom (a y1 : nat) : Prop := ((Z.of_nat y1 = 0))%Z.
Definition C17 (mm dd rr : nat) : Prop := forall (a y1 : nat), s17_dom a y1 -> meas (s17_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s17_form y1) (tf_game (s17_board a)).

(* s18: T^a F _^2 T F^b >= y on z1-a==1 && a-b>=1 && z2-b==1 && b>=2 && y1==0 *)
Definition s18_board (a b : nat) : board := repeat T a ++ F :: E :: E :: T :: repeat F b.
Definition s18_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s18_dom (a b z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 1 /\ Z.of_nat a - Z.of_nat b >= 1 /\ - Z.of_nat b + Z.of_nat z2 = 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C18 (mm dd rr : nat) : Prop := forall (a b z1 z2 y1 : nat), s18_dom a b z1 z2 y1 -> meas (s18_board a b) = mm -> dd = 1 -> rr = 2 * y1 -> le (s18_form z1 z2 y1) (tf_game (s18_board a b)).

(* s19: T^a _ F _ F T F >= y on z1-a==1 && a>=3 && z2==3 && y1==0 *)
Definition s19_board (a : nat) : board := repeat T a ++ [E; F; E; F; T; F].
Definition s19_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s19_dom (a z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 1 /\ Z.of_nat a >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0))%Z.
Definition C19 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s19_dom a z1 z2 y1 -> meas (s19_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (s19_form z1 z2 y1) (tf_game (s19_board a)).

(* s20: T^a _ F T F _ F^b >= y on (a-b>=2 && b-y1==1 && b>=2) || (a>=1 && b==0 && y1==1) *)
Definition s20_board (a b : nat) : board := repeat T a ++ E :: F :: T :: F :: E :: repeat F b.
Definition s20_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s20_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 2 /\ Z.of_nat b - Z.of_nat y1 = 1 /\ Z.of_nat b >= 2) \/ (Z.of_nat a >= 1 /\ Z.of_nat b = 0 /\ Z.of_nat y1 = 1))%Z.
Definition C20 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s20_dom a b y1 -> meas (s20_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s20_form y1) (tf_game (s20_board a b)).

(* s21: T^a _ F T _ F^b >= y on a-b>=1 && b>=2 && y1==0 *)
Definition s21_board (a b : nat) : board := repeat T a ++ E :: F :: T :: E :: repeat F b.
Definition s21_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s21_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C21 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s21_dom a b y1 -> meas (s21_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s21_form y1) (tf_game (s21_board a b)).

(* s22: T^a F _ T F _ F >= y on z1-a==1 && a>=3 && z2==3 && y1==0 *)
Definition s22_board (a : nat) : board := repeat T a ++ [F; E; T; F; E; F].
Definition s22_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s22_dom (a z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 1 /\ Z.of_nat a >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0))%Z.
Definition C22 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s22_dom a z1 z2 y1 -> meas (s22_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (s22_form z1 z2 y1) (tf_game (s22_board a)).

(* s23: T^a _ T F^b _ >= y on (a-y1>=0 && a>=1 && b==1) || (b>=1 && y1==0) *)
Definition s23_board (a b : nat) : board := repeat T a ++ E :: T :: repeat F b ++ [E].
Definition s23_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s23_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 >= 0 /\ Z.of_nat a >= 1 /\ Z.of_nat b = 1) \/ (Z.of_nat b >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C23 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s23_dom a b y1 -> meas (s23_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s23_form y1) (tf_game (s23_board a b)).

(* s24: T^a _ T^b F^c _ F^d >= y on a-d>=1 && b==2 && c==2 && d>=1 && y1==0 *)
Definition s24_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ repeat F c ++ E :: repeat F d.
Definition s24_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s24_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat d >= 1 /\ Z.of_nat b = 2 /\ Z.of_nat c = 2 /\ Z.of_nat d >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C24 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s24_dom a b c d y1 -> meas (s24_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (s24_form y1) (tf_game (s24_board a b c d)).

(* s25: T^a _ T F^3 _ F >= y on a>=4 && y1==1 *)
Definition s25_board (a : nat) : board := repeat T a ++ [E; T; F; F; F; E; F].
Definition s25_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s25_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat y1 = 1))%Z.
Definition C25 (mm dd rr : nat) : Prop := forall (a y1 : nat), s25_dom a y1 -> meas (s25_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s25_form y1) (tf_game (s25_board a)).

(* s26: T^a _ T F^3 _ F^b >= y on (a-b>=3 && b-y1==0 && b>=2) || (a>=2 && b==0 && y1==1) *)
Definition s26_board (a b : nat) : board := repeat T a ++ E :: T :: F :: F :: F :: E :: repeat F b.
Definition s26_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s26_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 3 /\ Z.of_nat b - Z.of_nat y1 = 0 /\ Z.of_nat b >= 2) \/ (Z.of_nat a >= 2 /\ Z.of_nat b = 0 /\ Z.of_nat y1 = 1))%Z.
Definition C26 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s26_dom a b y1 -> meas (s26_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s26_form y1) (tf_game (s26_board a b)).

(* s27: T^a F _ T _ F^b >= y on a-b>=1 && b>=2 && y1==0 *)
Definition s27_board (a b : nat) : board := repeat T a ++ F :: E :: T :: E :: repeat F b.
Definition s27_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s27_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C27 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s27_dom a b y1 -> meas (s27_board a b) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (s27_form y1) (tf_game (s27_board a b)).

(* s28: T^a _^2 F T F^b >= y on a-b>=1 && b>=2 && y1==0 *)
Definition s28_board (a b : nat) : board := repeat T a ++ E :: E :: F :: T :: repeat F b.
Definition s28_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s28_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C28 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s28_dom a b y1 -> meas (s28_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s28_form y1) (tf_game (s28_board a b)).

(* s29: T^a _ T^b F^c _ >= y on (a-y1==0 && b>=2 && c>=1) || (a-y1>=0 && a>=1 && b>=3 && c>=2) || (a>=2 && b==2 && c==3 && y1==0) *)
Definition s29_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ repeat F c ++ [E].
Definition s29_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s29_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 = 0 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1) \/ (Z.of_nat a - Z.of_nat y1 >= 0 /\ Z.of_nat a >= 1 /\ Z.of_nat b >= 3 /\ Z.of_nat c >= 2) \/ (Z.of_nat a >= 2 /\ Z.of_nat b = 2 /\ Z.of_nat c = 3 /\ Z.of_nat y1 = 0))%Z.
Definition C29 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s29_dom a b c y1 -> meas (s29_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s29_form y1) (tf_game (s29_board a b c)).

(* s30: T _ T _ F T F >= y on y1==0 *)
Definition s30_board : board := [T; E; T; E; F; T; F].
Definition s30_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s30_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 0))%Z.
Definition C30 (mm dd rr : nat) : Prop := forall (y1 : nat), s30_dom y1 -> meas (s30_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (s30_form y1) (tf_game (s30_board)).

(* s31: T^a _ T _ F T F >= y on a-y1==1 && a>=2 *)
Definition s31_board (a : nat) : board := repeat T a ++ [E; T; E; F; T; F].
Definition s31_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s31_dom (a y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 = 1 /\ Z.of_nat a >= 2))%Z.
Definition C31 (mm dd rr : nat) : Prop := forall (a y1 : nat), s31_dom a y1 -> meas (s31_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s31_form y1) (tf_game (s31_board a)).

(* s32: T^a _ T^2 F^2 _ F^b >= y on a-b-y1==0 && a-b>=1 && b>=1 *)
Definition s32_board (a b : nat) : board := repeat T a ++ E :: T :: T :: F :: F :: E :: repeat F b.
Definition s32_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s32_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b - Z.of_nat y1 = 0 /\ Z.of_nat a - Z.of_nat b >= 1 /\ Z.of_nat b >= 1))%Z.
Definition C32 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s32_dom a b y1 -> meas (s32_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s32_form y1) (tf_game (s32_board a b)).

(* s33: T^a _ T _ F T F^b >= y on a-y1==1 && a-b>=0 && b>=2 *)
Definition s33_board (a b : nat) : board := repeat T a ++ E :: T :: E :: F :: T :: repeat F b.
Definition s33_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s33_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 = 1 /\ Z.of_nat a - Z.of_nat b >= 0 /\ Z.of_nat b >= 2))%Z.
Definition C33 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s33_dom a b y1 -> meas (s33_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s33_form y1) (tf_game (s33_board a b)).

(* s34: T^a _ T^b _ F^c >= y on (a-y1==1 && b>=3 && c>=1) || (a-y1>=1 && b>=1 && c==1) *)
Definition s34_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat F c.
Definition s34_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s34_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 = 1 /\ Z.of_nat b >= 3 /\ Z.of_nat c >= 1) \/ (Z.of_nat a - Z.of_nat y1 >= 1 /\ Z.of_nat b >= 1 /\ Z.of_nat c = 1))%Z.
Definition C34 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s34_dom a b c y1 -> meas (s34_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s34_form y1) (tf_game (s34_board a b c)).

(* s35: T^a _ F T F _ >= y on a>=1 && z1-a>=2 && z2==2 && y1==1 *)
Definition s35_board (a : nat) : board := repeat T a ++ [E; F; T; F; E].
Definition s35_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (- Z.of_nat y1)).
Definition s35_dom (a z1 z2 y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ - Z.of_nat a + Z.of_nat z1 >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 1))%Z.
Definition C35 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s35_dom a z1 z2 y1 -> meas (s35_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (s35_form z1 z2 y1) (tf_game (s35_board a)).

(* s36: T^a F _^2 T F >= y on a>=1 && y1==0 *)
Definition s36_board (a : nat) : board := repeat T a ++ [F; E; E; T; F].
Definition s36_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s36_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C36 (mm dd rr : nat) : Prop := forall (a y1 : nat), s36_dom a y1 -> meas (s36_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s36_form y1) (tf_game (s36_board a)).

(* s37: T^a F^2 _^2 >= y on a>=1 && y1>=1 *)
Definition s37_board (a : nat) : board := repeat T a ++ [F; F; E; E].
Definition s37_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s37_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat y1 >= 1))%Z.
Definition C37 (mm dd rr : nat) : Prop := forall (a y1 : nat), s37_dom a y1 -> meas (s37_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s37_form y1) (tf_game (s37_board a)).

(* s38: T^a F _^2 F >= y on a>=2 && y1==0 *)
Definition s38_board (a : nat) : board := repeat T a ++ [F; E; E; F].
Definition s38_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s38_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C38 (mm dd rr : nat) : Prop := forall (a y1 : nat), s38_dom a y1 -> meas (s38_board a) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (s38_form y1) (tf_game (s38_board a)).

(* s39: T^a F _ T F _ >= y on a>=1 && y1==0 *)
Definition s39_board (a : nat) : board := repeat T a ++ [F; E; T; F; E].
Definition s39_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s39_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C39 (mm dd rr : nat) : Prop := forall (a y1 : nat), s39_dom a y1 -> meas (s39_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s39_form y1) (tf_game (s39_board a)).

(* s40: T^a _ F T F T _ F >= y on z1-a==2 && a>=2 && z2==3 && y1==0 *)
Definition s40_board (a : nat) : board := repeat T a ++ [E; F; T; F; T; E; F].
Definition s40_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s40_dom (a z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 2 /\ Z.of_nat a >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0))%Z.
Definition C40 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s40_dom a z1 z2 y1 -> meas (s40_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (s40_form z1 z2 y1) (tf_game (s40_board a)).

(* s41: T^a _ F T F T _ F^b >= y on z1-a==2 && a-b>=1 && z2-b==2 && b>=2 && y1==0 *)
Definition s41_board (a b : nat) : board := repeat T a ++ E :: F :: T :: F :: T :: E :: repeat F b.
Definition s41_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s41_dom (a b z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 2 /\ Z.of_nat a - Z.of_nat b >= 1 /\ - Z.of_nat b + Z.of_nat z2 = 2 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C41 (mm dd rr : nat) : Prop := forall (a b z1 z2 y1 : nat), s41_dom a b z1 z2 y1 -> meas (s41_board a b) = mm -> dd = 1 -> rr = 2 * y1 -> le (s41_form z1 z2 y1) (tf_game (s41_board a b)).

(* s42: T^a _ F T _ T F^b >= y on a-b>=0 && b>=2 && y1==0 *)
Definition s42_board (a b : nat) : board := repeat T a ++ E :: F :: T :: E :: T :: repeat F b.
Definition s42_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s42_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 0 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C42 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s42_dom a b y1 -> meas (s42_board a b) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (s42_form y1) (tf_game (s42_board a b)).

(* s43: T^a _ F T _ F T F >= y on z1-a==2 && a>=2 && z2==3 && y1==0 *)
Definition s43_board (a : nat) : board := repeat T a ++ [E; F; T; E; F; T; F].
Definition s43_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s43_dom (a z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 2 /\ Z.of_nat a >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0))%Z.
Definition C43 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s43_dom a z1 z2 y1 -> meas (s43_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (s43_form z1 z2 y1) (tf_game (s43_board a)).

(* s44: T^a _ T F^2 _ T F >= y on z1-a==2 && a>=2 && z2==3 && y1==0 *)
Definition s44_board (a : nat) : board := repeat T a ++ [E; T; F; F; E; T; F].
Definition s44_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s44_dom (a z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 2 /\ Z.of_nat a >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0))%Z.
Definition C44 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s44_dom a z1 z2 y1 -> meas (s44_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (s44_form z1 z2 y1) (tf_game (s44_board a)).

(* s45: T^a _ F _ F T F >= y on a>=3 && y1==0 *)
Definition s45_board (a : nat) : board := repeat T a ++ [E; F; E; F; T; F].
Definition s45_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s45_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat y1 = 0))%Z.
Definition C45 (mm dd rr : nat) : Prop := forall (a y1 : nat), s45_dom a y1 -> meas (s45_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s45_form y1) (tf_game (s45_board a)).

(* s46: T^a F _^2 F T F^b >= y on a-b>=2 && b-y1==1 && b>=2 *)
Definition s46_board (a b : nat) : board := repeat T a ++ F :: E :: E :: F :: T :: repeat F b.
Definition s46_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s46_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 2 /\ Z.of_nat b - Z.of_nat y1 = 1 /\ Z.of_nat b >= 2))%Z.
Definition C46 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s46_dom a b y1 -> meas (s46_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s46_form y1) (tf_game (s46_board a b)).

(* s47: T^a _ T F T F^2 _ F >= y on a>=3 && y1==1 *)
Definition s47_board (a : nat) : board := repeat T a ++ [E; T; F; T; F; F; E; F].
Definition s47_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s47_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat y1 = 1))%Z.
Definition C47 (mm dd rr : nat) : Prop := forall (a y1 : nat), s47_dom a y1 -> meas (s47_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s47_form y1) (tf_game (s47_board a)).

(* s48: T^a _ T F T F^2 _ F^b >= y on a-b>=2 && b-y1==0 && b>=2 *)
Definition s48_board (a b : nat) : board := repeat T a ++ E :: T :: F :: T :: F :: F :: E :: repeat F b.
Definition s48_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s48_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 2 /\ Z.of_nat b - Z.of_nat y1 = 0 /\ Z.of_nat b >= 2))%Z.
Definition C48 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s48_dom a b y1 -> meas (s48_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s48_form y1) (tf_game (s48_board a b)).

(* s49: T^a _ F T^b _ F^c >= y on a+b-c>=2 && a>=1 && b>=2 && c>=2 && y1==0 *)
Definition s49_board (a b c : nat) : board := repeat T a ++ E :: F :: repeat T b ++ E :: repeat F c.
Definition s49_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s49_dom (a b c y1 : nat) : Prop := ((Z.of_nat a + Z.of_nat b - Z.of_nat c >= 2 /\ Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C49 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s49_dom a b c y1 -> meas (s49_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s49_form y1) (tf_game (s49_board a b c)).

(* s50: T^a _ F _ F T F^b >= y on a-b>=2 && b>=2 && y1==0 *)
Definition s50_board (a b : nat) : board := repeat T a ++ E :: F :: E :: F :: T :: repeat F b.
Definition s50_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s50_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 2 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C50 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s50_dom a b y1 -> meas (s50_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s50_form y1) (tf_game (s50_board a b)).

(* s51: T^a F^2 T _^2 F >= y on a>=1 && y1==0 *)
Definition s51_board (a : nat) : board := repeat T a ++ [F; F; T; E; E; F].
Definition s51_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s51_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C51 (mm dd rr : nat) : Prop := forall (a y1 : nat), s51_dom a y1 -> meas (s51_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s51_form y1) (tf_game (s51_board a)).

(* s52: T^a F _ T F^b _ >= y on a>=1 && b>=2 && y1==0 *)
Definition s52_board (a b : nat) : board := repeat T a ++ F :: E :: T :: repeat F b ++ [E].
Definition s52_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s52_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C52 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s52_dom a b y1 -> meas (s52_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s52_form y1) (tf_game (s52_board a b)).

(* s53: T^a F _^2 F T F >= y on a>=3 && y1==0 *)
Definition s53_board (a : nat) : board := repeat T a ++ [F; E; E; F; T; F].
Definition s53_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s53_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat y1 = 0))%Z.
Definition C53 (mm dd rr : nat) : Prop := forall (a y1 : nat), s53_dom a y1 -> meas (s53_board a) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (s53_form y1) (tf_game (s53_board a)).

(* s54: T^a _ T^b F^c _ F^d >= y on (a+2b-d>=6 && b+c==5 && b>=2 && b<=3 && d>=2 && y1==0) || (a-d-y1>=0 && b>=3 && c>=2 && d>=1) || (a>=1 && b+c==5 && b>=2 && b<=3 && d==1 && y1==0) *)
Definition s54_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ repeat F c ++ E :: repeat F d.
Definition s54_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s54_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a + 2 * Z.of_nat b - Z.of_nat d >= 6 /\ Z.of_nat b + Z.of_nat c = 5 /\ Z.of_nat b >= 2 /\ Z.of_nat b <= 3 /\ Z.of_nat d >= 2 /\ Z.of_nat y1 = 0) \/ (Z.of_nat a - Z.of_nat d - Z.of_nat y1 >= 0 /\ Z.of_nat b >= 3 /\ Z.of_nat c >= 2 /\ Z.of_nat d >= 1) \/ (Z.of_nat a >= 1 /\ Z.of_nat b + Z.of_nat c = 5 /\ Z.of_nat b >= 2 /\ Z.of_nat b <= 3 /\ Z.of_nat d = 1 /\ Z.of_nat y1 = 0))%Z.
Definition C54 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s54_dom a b c d y1 -> meas (s54_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s54_form y1) (tf_game (s54_board a b c d)).

(* s55: T^a F _ T F^2 _ F >= y on a>=2 && y1>=1 *)
Definition s55_board (a : nat) : board := repeat T a ++ [F; E; T; F; F; E; F].
Definition s55_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s55_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat y1 >= 1))%Z.
Definition C55 (mm dd rr : nat) : Prop := forall (a y1 : nat), s55_dom a y1 -> meas (s55_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s55_form y1) (tf_game (s55_board a)).

(* s56: T^a F _ T F^2 _ F^b >= y on a>=2 && y1-b>=0 && y1>=1 *)
Definition s56_board (a b : nat) : board := repeat T a ++ F :: E :: T :: F :: F :: E :: repeat F b.
Definition s56_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s56_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ - Z.of_nat b + Z.of_nat y1 >= 0 /\ Z.of_nat y1 >= 1))%Z.
Definition C56 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s56_dom a b y1 -> meas (s56_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s56_form y1) (tf_game (s56_board a b)).

(* s57: T^a _ T F^b _ F^c >= y on b>=1 && c-y1==0 && c>=1 *)
Definition s57_board (a b c : nat) : board := repeat T a ++ E :: T :: repeat F b ++ E :: repeat F c.
Definition s57_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s57_dom (a b c y1 : nat) : Prop := ((Z.of_nat b >= 1 /\ Z.of_nat c - Z.of_nat y1 = 0 /\ Z.of_nat c >= 1))%Z.
Definition C57 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s57_dom a b c y1 -> meas (s57_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s57_form y1) (tf_game (s57_board a b c)).

(* s58: T^a F _^2 F T F^b >= y on a-b>=2 && b>=2 && y1==0 *)
Definition s58_board (a b : nat) : board := repeat T a ++ F :: E :: E :: F :: T :: repeat F b.
Definition s58_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s58_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 2 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C58 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s58_dom a b y1 -> meas (s58_board a b) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (s58_form y1) (tf_game (s58_board a b)).

(* s59: T^a _ T F _ T F^b >= y on a>=1 && b>=1 && y1==0 *)
Definition s59_board (a b : nat) : board := repeat T a ++ E :: T :: F :: E :: T :: repeat F b.
Definition s59_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s59_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C59 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s59_dom a b y1 -> meas (s59_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s59_form y1) (tf_game (s59_board a b)).

(* s60: T^a _^2 F T^b F^c >= y on (a-y1==1 && a-c>=0 && b==2 && c>=2) || (a-y1>=1 && a>=2 && b-2c==0 && b<=2) || (a-y1>=1 && a>=2 && b>=3 && c>=1) || (a==1 && b==0 && c==0 && y1==0) || (a==1 && b>=2 && c>=1 && y1==0) *)
Definition s60_board (a b c : nat) : board := repeat T a ++ E :: E :: F :: repeat T b ++ repeat F c.
Definition s60_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s60_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 = 1 /\ Z.of_nat a - Z.of_nat c >= 0 /\ Z.of_nat b = 2 /\ Z.of_nat c >= 2) \/ (Z.of_nat a - Z.of_nat y1 >= 1 /\ Z.of_nat a >= 2 /\ Z.of_nat b - 2 * Z.of_nat c = 0 /\ Z.of_nat b <= 2) \/ (Z.of_nat a - Z.of_nat y1 >= 1 /\ Z.of_nat a >= 2 /\ Z.of_nat b >= 3 /\ Z.of_nat c >= 1) \/ (Z.of_nat a = 1 /\ Z.of_nat b = 0 /\ Z.of_nat c = 0 /\ Z.of_nat y1 = 0) \/ (Z.of_nat a = 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C60 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s60_dom a b c y1 -> meas (s60_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s60_form y1) (tf_game (s60_board a b c)).

(* s61: T^a _^2 T F T F >= y on a-y1==2 *)
Definition s61_board (a : nat) : board := repeat T a ++ [E; E; T; F; T; F].
Definition s61_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s61_dom (a y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 = 2))%Z.
Definition C61 (mm dd rr : nat) : Prop := forall (a y1 : nat), s61_dom a y1 -> meas (s61_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s61_form y1) (tf_game (s61_board a)).

(* s62: T^a _^2 T F T F^b >= y on a-y1==2 && a-b>=0 && b>=2 *)
Definition s62_board (a b : nat) : board := repeat T a ++ E :: E :: T :: F :: T :: repeat F b.
Definition s62_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s62_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 = 2 /\ Z.of_nat a - Z.of_nat b >= 0 /\ Z.of_nat b >= 2))%Z.
Definition C62 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s62_dom a b y1 -> meas (s62_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s62_form y1) (tf_game (s62_board a b)).

(* s63: T^a _ T^b _ F T F^c >= y on a-y1==1 && b>=2 && c>=1 *)
Definition s63_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ E :: F :: T :: repeat F c.
Definition s63_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s63_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 = 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1))%Z.
Definition C63 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s63_dom a b c y1 -> meas (s63_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s63_form y1) (tf_game (s63_board a b c)).

(* s64: T F _^2 F >= y on z1>=3 && z2==2 && y1==1 *)
Definition s64_board : board := [T; F; E; E; F].
Definition s64_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (- Z.of_nat y1)).
Definition s64_dom (z1 z2 y1 : nat) : Prop := ((Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 1))%Z.
Definition C64 (mm dd rr : nat) : Prop := forall (z1 z2 y1 : nat), s64_dom z1 z2 y1 -> meas (s64_board) = mm -> dd = 1 -> rr = 2 * y1 -> le (s64_form z1 z2 y1) (tf_game (s64_board)).

(* s65: T^a F _^2 F >= y on a>=2 && z1-a>=2 && z2==2 && y1==1 *)
Definition s65_board (a : nat) : board := repeat T a ++ [F; E; E; F].
Definition s65_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (- Z.of_nat y1)).
Definition s65_dom (a z1 z2 y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ - Z.of_nat a + Z.of_nat z1 >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 1))%Z.
Definition C65 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s65_dom a z1 z2 y1 -> meas (s65_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (s65_form z1 z2 y1) (tf_game (s65_board a)).

(* s66: T _ F _ F >= y on y1==1 *)
Definition s66_board : board := [T; E; F; E; F].
Definition s66_form (y1 : nat) : game := nstar (int (- Z.of_nat y1)).
Definition s66_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 1))%Z.
Definition C66 (mm dd rr : nat) : Prop := forall (y1 : nat), s66_dom y1 -> meas (s66_board) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (s66_form y1) (tf_game (s66_board)).

(* s67: T^a _ F _ F >= y on a>=2 && y1==1 *)
Definition s67_board (a : nat) : board := repeat T a ++ [E; F; E; F].
Definition s67_form (y1 : nat) : game := nstar (int (- Z.of_nat y1)).
Definition s67_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat y1 = 1))%Z.
Definition C67 (mm dd rr : nat) : Prop := forall (a y1 : nat), s67_dom a y1 -> meas (s67_board a) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (s67_form y1) (tf_game (s67_board a)).

(* s68: T^a _ F T F _ >= y on a>=1 && y1==0 *)
Definition s68_board (a : nat) : board := repeat T a ++ [E; F; T; F; E].
Definition s68_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s68_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C68 (mm dd rr : nat) : Prop := forall (a y1 : nat), s68_dom a y1 -> meas (s68_board a) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (s68_form y1) (tf_game (s68_board a)).

(* s69: T^a F _ T F _ T F >= y on z1-a==2 && a>=2 && z2==3 && y1==0 *)
Definition s69_board (a : nat) : board := repeat T a ++ [F; E; T; F; E; T; F].
Definition s69_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s69_dom (a z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 2 /\ Z.of_nat a >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0))%Z.
Definition C69 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s69_dom a z1 z2 y1 -> meas (s69_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (s69_form z1 z2 y1) (tf_game (s69_board a)).

(* s70: T^a _ T F T F T F _ >= y on z1-a==3 && a>=1 && z2==3 && y1==0 *)
Definition s70_board (a : nat) : board := repeat T a ++ [E; T; F; T; F; T; F; E].
Definition s70_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s70_dom (a z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 3 /\ Z.of_nat a >= 1 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0))%Z.
Definition C70 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s70_dom a z1 z2 y1 -> meas (s70_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (s70_form z1 z2 y1) (tf_game (s70_board a)).

(* s71: T^a _ F T F T _ F >= y on a>=2 && y1==0 *)
Definition s71_board (a : nat) : board := repeat T a ++ [E; F; T; F; T; E; F].
Definition s71_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s71_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C71 (mm dd rr : nat) : Prop := forall (a y1 : nat), s71_dom a y1 -> meas (s71_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s71_form y1) (tf_game (s71_board a)).

(* s72: T^a F _ T F T _ F^b >= y on a-b>=1 && b-y1==1 && b>=2 *)
Definition s72_board (a b : nat) : board := repeat T a ++ F :: E :: T :: F :: T :: E :: repeat F b.
Definition s72_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s72_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 1 /\ Z.of_nat b - Z.of_nat y1 = 1 /\ Z.of_nat b >= 2))%Z.
Definition C72 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s72_dom a b y1 -> meas (s72_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s72_form y1) (tf_game (s72_board a b)).

(* s73: T^a _ F T F T F _ F^b >= y on (a-b>=2 && b-y1==0 && b>=2) || (a>=1 && b<=1 && y1==1) *)
Definition s73_board (a b : nat) : board := repeat T a ++ E :: F :: T :: F :: T :: F :: E :: repeat F b.
Definition s73_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s73_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 2 /\ Z.of_nat b - Z.of_nat y1 = 0 /\ Z.of_nat b >= 2) \/ (Z.of_nat a >= 1 /\ Z.of_nat b <= 1 /\ Z.of_nat y1 = 1))%Z.
Definition C73 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s73_dom a b y1 -> meas (s73_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s73_form y1) (tf_game (s73_board a b)).

(* s74: T^a _ F T F _ T F^b >= y on a-b>=1 && b>=1 && y1==0 *)
Definition s74_board (a b : nat) : board := repeat T a ++ E :: F :: T :: F :: E :: T :: repeat F b.
Definition s74_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s74_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 1 /\ Z.of_nat b >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C74 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s74_dom a b y1 -> meas (s74_board a b) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (s74_form y1) (tf_game (s74_board a b)).

(* s75: T^a F _^2 T^2 F^b >= y on a-b>=0 && b>=2 && y1==0 *)
Definition s75_board (a b : nat) : board := repeat T a ++ F :: E :: E :: T :: T :: repeat F b.
Definition s75_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s75_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 0 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C75 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s75_dom a b y1 -> meas (s75_board a b) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (s75_form y1) (tf_game (s75_board a b)).

(* s76: T^a _ F _ T^2 F^b >= y on (a-b>=0 && b>=2 && y1==0) || (a-y1==2 && a-b>=0 && b>=1) *)
Definition s76_board (a b : nat) : board := repeat T a ++ E :: F :: E :: T :: T :: repeat F b.
Definition s76_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s76_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 0 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0) \/ (Z.of_nat a - Z.of_nat y1 = 2 /\ Z.of_nat a - Z.of_nat b >= 0 /\ Z.of_nat b >= 1))%Z.
Definition C76 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s76_dom a b y1 -> meas (s76_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s76_form y1) (tf_game (s76_board a b)).

(* s77: T^a F _^2 T F T F >= y on z1-a==2 && a>=2 && z2==3 && y1==0 *)
Definition s77_board (a : nat) : board := repeat T a ++ [F; E; E; T; F; T; F].
Definition s77_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s77_dom (a z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 2 /\ Z.of_nat a >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0))%Z.
Definition C77 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s77_dom a z1 z2 y1 -> meas (s77_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (s77_form z1 z2 y1) (tf_game (s77_board a)).

(* s78: T^a _ F _ F T^b F >= y on a+b-z1==0 && a>=2 && b>=2 && z2==3 && y1==0 *)
Definition s78_board (a b : nat) : board := repeat T a ++ E :: F :: E :: F :: repeat T b ++ [F].
Definition s78_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s78_dom (a b z1 z2 y1 : nat) : Prop := ((Z.of_nat a + Z.of_nat b - Z.of_nat z1 = 0 /\ Z.of_nat a >= 2 /\ Z.of_nat b >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0))%Z.
Definition C78 (mm dd rr : nat) : Prop := forall (a b z1 z2 y1 : nat), s78_dom a b z1 z2 y1 -> meas (s78_board a b) = mm -> dd = 1 -> rr = 2 * y1 -> le (s78_form z1 z2 y1) (tf_game (s78_board a b)).

(* s79: T^a _ F T _ F T F >= y on a>=2 && y1==0 *)
Definition s79_board (a : nat) : board := repeat T a ++ [E; F; T; E; F; T; F].
Definition s79_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s79_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C79 (mm dd rr : nat) : Prop := forall (a y1 : nat), s79_dom a y1 -> meas (s79_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s79_form y1) (tf_game (s79_board a)).

(* s80: T^a F T _ F _ T F >= y on a>=2 && y1==0 *)
Definition s80_board (a : nat) : board := repeat T a ++ [F; T; E; F; E; T; F].
Definition s80_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s80_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C80 (mm dd rr : nat) : Prop := forall (a y1 : nat), s80_dom a y1 -> meas (s80_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s80_form y1) (tf_game (s80_board a)).

(* s81: T^a _ T F^b _ T F^c >= y on (a-y1>=2 && b==0 && c==1) || (c>=1 && y1==0) *)
Definition s81_board (a b c : nat) : board := repeat T a ++ E :: T :: repeat F b ++ E :: T :: repeat F c.
Definition s81_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s81_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 >= 2 /\ Z.of_nat b = 0 /\ Z.of_nat c = 1) \/ (Z.of_nat c >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C81 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s81_dom a b c y1 -> meas (s81_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s81_form y1) (tf_game (s81_board a b c)).

(* s82: T^a _ F T F _ T F^b >= y on a-b>=1 && b-y1==1 && b>=2 *)
Definition s82_board (a b : nat) : board := repeat T a ++ E :: F :: T :: F :: E :: T :: repeat F b.
Definition s82_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s82_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 1 /\ Z.of_nat b - Z.of_nat y1 = 1 /\ Z.of_nat b >= 2))%Z.
Definition C82 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s82_dom a b y1 -> meas (s82_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s82_form y1) (tf_game (s82_board a b)).

(* s83: T^a F _ T^b F^2 _ F^c >= y on (a-c>=1 && b==2 && c<=1 && y1==1) || (a>=2 && b==2 && c-y1==0 && c>=2) *)
Definition s83_board (a b c : nat) : board := repeat T a ++ F :: E :: repeat T b ++ F :: F :: E :: repeat F c.
Definition s83_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s83_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat c >= 1 /\ Z.of_nat b = 2 /\ Z.of_nat c <= 1 /\ Z.of_nat y1 = 1) \/ (Z.of_nat a >= 2 /\ Z.of_nat b = 2 /\ Z.of_nat c - Z.of_nat y1 = 0 /\ Z.of_nat c >= 2))%Z.
Definition C83 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s83_dom a b c y1 -> meas (s83_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s83_form y1) (tf_game (s83_board a b c)).

(* s84: T^a _ T F T F^3 _ >= y on a>=3 && y1==0 *)
Definition s84_board (a : nat) : board := repeat T a ++ [E; T; F; T; F; F; F; E].
Definition s84_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s84_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat y1 = 0))%Z.
Definition C84 (mm dd rr : nat) : Prop := forall (a y1 : nat), s84_dom a y1 -> meas (s84_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s84_form y1) (tf_game (s84_board a)).

(* s85: T^a _ T F T F^b _ F^c >= y on a>=4 && b>=3 && c-y1==0 && c>=1 *)
Definition s85_board (a b c : nat) : board := repeat T a ++ E :: T :: F :: T :: repeat F b ++ E :: repeat F c.
Definition s85_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s85_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b >= 3 /\ Z.of_nat c - Z.of_nat y1 = 0 /\ Z.of_nat c >= 1))%Z.
Definition C85 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s85_dom a b c y1 -> meas (s85_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s85_form y1) (tf_game (s85_board a b c)).

(* s86: T^a _ F T^b _ F T F^c >= y on a+b>=3 && a>=1 && b>=1 && c>=1 && y1==0 *)
Definition s86_board (a b c : nat) : board := repeat T a ++ E :: F :: repeat T b ++ E :: F :: T :: repeat F c.
Definition s86_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s86_dom (a b c y1 : nat) : Prop := ((Z.of_nat a + Z.of_nat b >= 3 /\ Z.of_nat a >= 1 /\ Z.of_nat b >= 1 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C86 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s86_dom a b c y1 -> meas (s86_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s86_form y1) (tf_game (s86_board a b c)).

(* s87: T^a F^b _ T F^c _ >= y on a>=1 && b>=2 && c>=1 && y1==0 *)
Definition s87_board (a b c : nat) : board := repeat T a ++ repeat F b ++ E :: T :: repeat F c ++ [E].
Definition s87_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s87_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C87 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s87_dom a b c y1 -> meas (s87_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s87_form y1) (tf_game (s87_board a b c)).

(* s88: T^a F^b _ T^c F^d _ F^e >= y on (a+c==2 && a-b==0 && a+d>=2 && a<=1 && e-y1==0 && e>=1) || (a==0 && b==0 && c==2 && d==2 && e>=2 && y1-e>=0) || (a==0 && b==0 && c==2 && d>=1 && y1-e>=1) || (a==0 && b==0 && c==2 && d>=2 && e==1 && y1>=1) || (a==0 && b==0 && c==4 && d>=2 && y1-e==1) || (a>=1 && 2b+d>=5 && b>=1 && c==1 && d>=1 && y1-e>=0 && y1>=1) || (a>=1 && b==1 && c==1 && d>=1 && y1-e>=0 && y1>=1) || (a>=1 && c-e==0 && c<=1 && d==1 && y1==1) || (a>=4 && b==1 && c>=1 && d>=4 && e-y1==0 && e>=1) || (b+c==3 && b<=2 && d>=1 && e-y1==0 && e>=1) *)
Definition s88_board (a b c d e : nat) : board := repeat T a ++ repeat F b ++ E :: repeat T c ++ repeat F d ++ E :: repeat F e.
Definition s88_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s88_dom (a b c d e y1 : nat) : Prop := ((Z.of_nat a + Z.of_nat c = 2 /\ Z.of_nat a - Z.of_nat b = 0 /\ Z.of_nat a + Z.of_nat d >= 2 /\ Z.of_nat a <= 1 /\ Z.of_nat e - Z.of_nat y1 = 0 /\ Z.of_nat e >= 1) \/ (Z.of_nat a = 0 /\ Z.of_nat b = 0 /\ Z.of_nat c = 2 /\ Z.of_nat d = 2 /\ Z.of_nat e >= 2 /\ - Z.of_nat e + Z.of_nat y1 >= 0) \/ (Z.of_nat a = 0 /\ Z.of_nat b = 0 /\ Z.of_nat c = 2 /\ Z.of_nat d >= 1 /\ - Z.of_nat e + Z.of_nat y1 >= 1) \/ (Z.of_nat a = 0 /\ Z.of_nat b = 0 /\ Z.of_nat c = 2 /\ Z.of_nat d >= 2 /\ Z.of_nat e = 1 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat a = 0 /\ Z.of_nat b = 0 /\ Z.of_nat c = 4 /\ Z.of_nat d >= 2 /\ - Z.of_nat e + Z.of_nat y1 = 1) \/ (Z.of_nat a >= 1 /\ 2 * Z.of_nat b + Z.of_nat d >= 5 /\ Z.of_nat b >= 1 /\ Z.of_nat c = 1 /\ Z.of_nat d >= 1 /\ - Z.of_nat e + Z.of_nat y1 >= 0 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat a >= 1 /\ Z.of_nat b = 1 /\ Z.of_nat c = 1 /\ Z.of_nat d >= 1 /\ - Z.of_nat e + Z.of_nat y1 >= 0 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat a >= 1 /\ Z.of_nat c - Z.of_nat e = 0 /\ Z.of_nat c <= 1 /\ Z.of_nat d = 1 /\ Z.of_nat y1 = 1) \/ (Z.of_nat a >= 4 /\ Z.of_nat b = 1 /\ Z.of_nat c >= 1 /\ Z.of_nat d >= 4 /\ Z.of_nat e - Z.of_nat y1 = 0 /\ Z.of_nat e >= 1) \/ (Z.of_nat b + Z.of_nat c = 3 /\ Z.of_nat b <= 2 /\ Z.of_nat d >= 1 /\ Z.of_nat e - Z.of_nat y1 = 0 /\ Z.of_nat e >= 1))%Z.
Definition C88 (mm dd rr : nat) : Prop := forall (a b c d e y1 : nat), s88_dom a b c d e y1 -> meas (s88_board a b c d e) = mm -> dd = 0 -> rr = 2 * y1 -> le (s88_form y1) (tf_game (s88_board a b c d e)).

(* s89: T^a F _ T _ T F^b >= y on a>=1 && b>=1 && y1==0 *)
Definition s89_board (a b : nat) : board := repeat T a ++ F :: E :: T :: E :: T :: repeat F b.
Definition s89_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s89_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C89 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s89_dom a b y1 -> meas (s89_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s89_form y1) (tf_game (s89_board a b)).

(* s90: _ T F _ T^a F >= y on a>=1 && y1==0 *)
Definition s90_board (a : nat) : board := E :: T :: F :: E :: repeat T a ++ [F].
Definition s90_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s90_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C90 (mm dd rr : nat) : Prop := forall (a y1 : nat), s90_dom a y1 -> meas (s90_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s90_form y1) (tf_game (s90_board a)).

(* s91: T^a _ T F^b _ T^c F^d >= y on (a-y1>=0 && a>=1 && b==1 && c>=2 && d>=1) || (a-y1>=3 && b==0 && c>=2 && d>=1) || (a==0 && b==0 && c-y1>=2 && d==1 && y1<=1) || (a==0 && b==0 && c>=2 && d>=2 && y1==0) || (a>=1 && b==2 && c>=2 && d>=1 && y1==0) *)
Definition s91_board (a b c d : nat) : board := repeat T a ++ E :: T :: repeat F b ++ E :: repeat T c ++ repeat F d.
Definition s91_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s91_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 >= 0 /\ Z.of_nat a >= 1 /\ Z.of_nat b = 1 /\ Z.of_nat c >= 2 /\ Z.of_nat d >= 1) \/ (Z.of_nat a - Z.of_nat y1 >= 3 /\ Z.of_nat b = 0 /\ Z.of_nat c >= 2 /\ Z.of_nat d >= 1) \/ (Z.of_nat a = 0 /\ Z.of_nat b = 0 /\ Z.of_nat c - Z.of_nat y1 >= 2 /\ Z.of_nat d = 1 /\ Z.of_nat y1 <= 1) \/ (Z.of_nat a = 0 /\ Z.of_nat b = 0 /\ Z.of_nat c >= 2 /\ Z.of_nat d >= 2 /\ Z.of_nat y1 = 0) \/ (Z.of_nat a >= 1 /\ Z.of_nat b = 2 /\ Z.of_nat c >= 2 /\ Z.of_nat d >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C91 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s91_dom a b c d y1 -> meas (s91_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s91_form y1) (tf_game (s91_board a b c d)).

(* s92: T^a _ T^b _ F T^c F^d >= y on a-y1>=1 && b>=1 && c>=2 && d>=1 *)
Definition s92_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ E :: F :: repeat T c ++ repeat F d.
Definition s92_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s92_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 >= 1 /\ Z.of_nat b >= 1 /\ Z.of_nat c >= 2 /\ Z.of_nat d >= 1))%Z.
Definition C92 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s92_dom a b c d y1 -> meas (s92_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s92_form y1) (tf_game (s92_board a b c d)).

(* s93: T^a _ T _ T F T F >= y on a-y1==2 *)
Definition s93_board (a : nat) : board := repeat T a ++ [E; T; E; T; F; T; F].
Definition s93_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s93_dom (a y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 = 2))%Z.
Definition C93 (mm dd rr : nat) : Prop := forall (a y1 : nat), s93_dom a y1 -> meas (s93_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s93_form y1) (tf_game (s93_board a)).

(* s94: T^a _ T _ T F T F^b >= y on a-y1==2 && b-a<=1 && b>=2 *)
Definition s94_board (a b : nat) : board := repeat T a ++ E :: T :: E :: T :: F :: T :: repeat F b.
Definition s94_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s94_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 = 2 /\ - Z.of_nat a + Z.of_nat b <= 1 /\ Z.of_nat b >= 2))%Z.
Definition C94 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s94_dom a b y1 -> meas (s94_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s94_form y1) (tf_game (s94_board a b)).

(* s95: _ T^a F _ T^b F >= y on 2a+b>=7 && a>=2 && b>=1 && y1==0 *)
Definition s95_board (a b : nat) : board := E :: repeat T a ++ F :: E :: repeat T b ++ [F].
Definition s95_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s95_dom (a b y1 : nat) : Prop := ((2 * Z.of_nat a + Z.of_nat b >= 7 /\ Z.of_nat a >= 2 /\ Z.of_nat b >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C95 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s95_dom a b y1 -> meas (s95_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s95_form y1) (tf_game (s95_board a b)).

(* s96: _ T^a F _ T^b F^c >= y on a>=1 && b>=1 && c>=2 && y1==0 *)
Definition s96_board (a b c : nat) : board := E :: repeat T a ++ F :: E :: repeat T b ++ repeat F c.
Definition s96_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s96_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 1 /\ Z.of_nat c >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C96 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s96_dom a b c y1 -> meas (s96_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s96_form y1) (tf_game (s96_board a b c)).

(* s97: _ T F _ >= y on z1>=3 && z2==2 && y1==0 *)
Definition s97_board : board := [E; T; F; E].
Definition s97_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s97_dom (z1 z2 y1 : nat) : Prop := ((Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0))%Z.
Definition C97 (mm dd rr : nat) : Prop := forall (z1 z2 y1 : nat), s97_dom z1 z2 y1 -> meas (s97_board) = mm -> dd = 1 -> rr = 2 * y1 -> le (s97_form z1 z2 y1) (tf_game (s97_board)).

(* s98: T F _^2 F >= y on y1==1 *)
Definition s98_board : board := [T; F; E; E; F].
Definition s98_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s98_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 1))%Z.
Definition C98 (mm dd rr : nat) : Prop := forall (y1 : nat), s98_dom y1 -> meas (s98_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (s98_form y1) (tf_game (s98_board)).

(* s99: T^a F _^2 F >= y on a>=2 && y1==1 *)
Definition s99_board (a : nat) : board := repeat T a ++ [F; E; E; F].
Definition s99_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s99_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat y1 = 1))%Z.
Definition C99 (mm dd rr : nat) : Prop := forall (a y1 : nat), s99_dom a y1 -> meas (s99_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s99_form y1) (tf_game (s99_board a)).

(* s100: _ T F T F _ >= y on y1==0 *)
Definition s100_board : board := [E; T; F; T; F; E].
Definition s100_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s100_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 0))%Z.
Definition C100 (mm dd rr : nat) : Prop := forall (y1 : nat), s100_dom y1 -> meas (s100_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (s100_form y1) (tf_game (s100_board)).

(* s101: T^a F^2 T _^2 T F >= y on a>=2 && y1==0 *)
Definition s101_board (a : nat) : board := repeat T a ++ [F; F; T; E; E; T; F].
Definition s101_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s101_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C101 (mm dd rr : nat) : Prop := forall (a y1 : nat), s101_dom a y1 -> meas (s101_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s101_form y1) (tf_game (s101_board a)).

(* s102: T^a F _^2 F T^b F^c >= y on a>=2 && b>=2 && c>=1 && y1==0 *)
Definition s102_board (a b c : nat) : board := repeat T a ++ F :: E :: E :: F :: repeat T b ++ repeat F c.
Definition s102_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s102_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C102 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s102_dom a b c y1 -> meas (s102_board a b c) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (s102_form y1) (tf_game (s102_board a b c)).

(* s103: T F _ T^2 F T F _ >= y on z1==4 && z2==3 && y1==0 *)
Definition s103_board : board := [T; F; E; T; T; F; T; F; E].
Definition s103_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s103_dom (z1 z2 y1 : nat) : Prop := ((Z.of_nat z1 = 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0))%Z.
Definition C103 (mm dd rr : nat) : Prop := forall (z1 z2 y1 : nat), s103_dom z1 z2 y1 -> meas (s103_board) = mm -> dd = 1 -> rr = 2 * y1 -> le (s103_form z1 z2 y1) (tf_game (s103_board)).

(* s104: T^a F _ T^2 F T F _ >= y on z1-a==3 && a>=2 && z2==3 && y1==0 *)
Definition s104_board (a : nat) : board := repeat T a ++ [F; E; T; T; F; T; F; E].
Definition s104_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s104_dom (a z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 3 /\ Z.of_nat a >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0))%Z.
Definition C104 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s104_dom a z1 z2 y1 -> meas (s104_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (s104_form z1 z2 y1) (tf_game (s104_board a)).

(* s105: T^a _ T F T F T F _ >= y on a>=1 && y1==0 *)
Definition s105_board (a : nat) : board := repeat T a ++ [E; T; F; T; F; T; F; E].
Definition s105_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s105_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C105 (mm dd rr : nat) : Prop := forall (a y1 : nat), s105_dom a y1 -> meas (s105_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s105_form y1) (tf_game (s105_board a)).

(* s106: T^a F _ T F _ T F >= y on a>=1 && y1==0 *)
Definition s106_board (a : nat) : board := repeat T a ++ [F; E; T; F; E; T; F].
Definition s106_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s106_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C106 (mm dd rr : nat) : Prop := forall (a y1 : nat), s106_dom a y1 -> meas (s106_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s106_form y1) (tf_game (s106_board a)).

(* s107: T^a F^2 T _^2 T F^b >= y on a-b>=1 && a>=3 && b>=1 && b-y1<=1 && y1>=1 *)
Definition s107_board (a b : nat) : board := repeat T a ++ F :: F :: T :: E :: E :: T :: repeat F b.
Definition s107_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s107_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 1 /\ Z.of_nat a >= 3 /\ Z.of_nat b >= 1 /\ Z.of_nat b - Z.of_nat y1 <= 1 /\ Z.of_nat y1 >= 1))%Z.
Definition C107 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s107_dom a b y1 -> meas (s107_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s107_form y1) (tf_game (s107_board a b)).

(* s108: T^a F _ T F _ F T F >= y on a>=1 && y1==1 *)
Definition s108_board (a : nat) : board := repeat T a ++ [F; E; T; F; E; F; T; F].
Definition s108_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s108_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat y1 = 1))%Z.
Definition C108 (mm dd rr : nat) : Prop := forall (a y1 : nat), s108_dom a y1 -> meas (s108_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s108_form y1) (tf_game (s108_board a)).

(* s109: T^a F _ T F _ F T F^b >= y on a-b>=2 && b-y1==0 && b>=2 *)
Definition s109_board (a b : nat) : board := repeat T a ++ F :: E :: T :: F :: E :: F :: T :: repeat F b.
Definition s109_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s109_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 2 /\ Z.of_nat b - Z.of_nat y1 = 0 /\ Z.of_nat b >= 2))%Z.
Definition C109 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s109_dom a b y1 -> meas (s109_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s109_form y1) (tf_game (s109_board a b)).

(* s110: T^a _ T F T F T F^2 _ >= y on y1==1 *)
Definition s110_board (a : nat) : board := repeat T a ++ [E; T; F; T; F; T; F; F; E].
Definition s110_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s110_dom (a y1 : nat) : Prop := ((Z.of_nat y1 = 1))%Z.
Definition C110 (mm dd rr : nat) : Prop := forall (a y1 : nat), s110_dom a y1 -> meas (s110_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s110_form y1) (tf_game (s110_board a)).

(* s111: T^a _ T F T F T F^2 _ F >= y on a>=3 && y1==2 *)
Definition s111_board (a : nat) : board := repeat T a ++ [E; T; F; T; F; T; F; F; E; F].
Definition s111_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s111_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat y1 = 2))%Z.
Definition C111 (mm dd rr : nat) : Prop := forall (a y1 : nat), s111_dom a y1 -> meas (s111_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s111_form y1) (tf_game (s111_board a)).

(* s112: T^a _ T F T F T F^2 _ F^b >= y on a-b>=2 && y1-b==1 && b>=2 *)
Definition s112_board (a b : nat) : board := repeat T a ++ E :: T :: F :: T :: F :: T :: F :: F :: E :: repeat F b.
Definition s112_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s112_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 2 /\ - Z.of_nat b + Z.of_nat y1 = 1 /\ Z.of_nat b >= 2))%Z.
Definition C112 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s112_dom a b y1 -> meas (s112_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s112_form y1) (tf_game (s112_board a b)).

(* s113: T^a _ F T F^2 _ >= y on a>=2 && y1==1 *)
Definition s113_board (a : nat) : board := repeat T a ++ [E; F; T; F; F; E].
Definition s113_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s113_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat y1 = 1))%Z.
Definition C113 (mm dd rr : nat) : Prop := forall (a y1 : nat), s113_dom a y1 -> meas (s113_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s113_form y1) (tf_game (s113_board a)).

(* s114: T^a _ F T F^b T _ F^c >= y on a>=3 && b>=2 && c==1 && y1==0 *)
Definition s114_board (a b c : nat) : board := repeat T a ++ E :: F :: T :: repeat F b ++ T :: E :: repeat F c.
Definition s114_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s114_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat b >= 2 /\ Z.of_nat c = 1 /\ Z.of_nat y1 = 0))%Z.
Definition C114 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s114_dom a b c y1 -> meas (s114_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s114_form y1) (tf_game (s114_board a b c)).

(* s115: T^a _ F T F^b _ T F^c >= y on a-c>=2 && b>=2 && c>=2 && y1==0 *)
Definition s115_board (a b c : nat) : board := repeat T a ++ E :: F :: T :: repeat F b ++ E :: T :: repeat F c.
Definition s115_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s115_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat c >= 2 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C115 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s115_dom a b c y1 -> meas (s115_board a b c) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (s115_form y1) (tf_game (s115_board a b c)).

(* s116: T^a _ F _ F T^b F^c >= y on a>=2 && b>=2 && c>=1 && y1==0 *)
Definition s116_board (a b c : nat) : board := repeat T a ++ E :: F :: E :: F :: repeat T b ++ repeat F c.
Definition s116_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s116_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C116 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s116_dom a b c y1 -> meas (s116_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s116_form y1) (tf_game (s116_board a b c)).

(* s117: T^a _ F T _ T^2 F^b >= y on (a-y1==1 && b-a<=1 && b>=1) || (b-a<=1 && b>=2 && y1==0) *)
Definition s117_board (a b : nat) : board := repeat T a ++ E :: F :: T :: E :: T :: T :: repeat F b.
Definition s117_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s117_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 = 1 /\ - Z.of_nat a + Z.of_nat b <= 1 /\ Z.of_nat b >= 1) \/ (- Z.of_nat a + Z.of_nat b <= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C117 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s117_dom a b y1 -> meas (s117_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s117_form y1) (tf_game (s117_board a b)).

(* s118: T^a F _ F _ T^2 F >= y on z1-a==2 && a>=2 && z2==3 && y1==0 *)
Definition s118_board (a : nat) : board := repeat T a ++ [F; E; F; E; T; T; F].
Definition s118_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s118_dom (a z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 2 /\ Z.of_nat a >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0))%Z.
Definition C118 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s118_dom a z1 z2 y1 -> meas (s118_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (s118_form z1 z2 y1) (tf_game (s118_board a)).

(* s119: T^a F _^2 T F T F >= y on a>=2 && y1==0 *)
Definition s119_board (a : nat) : board := repeat T a ++ [F; E; E; T; F; T; F].
Definition s119_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s119_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C119 (mm dd rr : nat) : Prop := forall (a y1 : nat), s119_dom a y1 -> meas (s119_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s119_form y1) (tf_game (s119_board a)).

(* s120: T^a _ F T _ F T^b F >= y on z1-a-b==1 && a>=1 && b>=2 && z2==3 && y1==0 *)
Definition s120_board (a b : nat) : board := repeat T a ++ E :: F :: T :: E :: F :: repeat T b ++ [F].
Definition s120_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s120_dom (a b z1 z2 y1 : nat) : Prop := ((- Z.of_nat a - Z.of_nat b + Z.of_nat z1 = 1 /\ Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0))%Z.
Definition C120 (mm dd rr : nat) : Prop := forall (a b z1 z2 y1 : nat), s120_dom a b z1 z2 y1 -> meas (s120_board a b) = mm -> dd = 1 -> rr = 2 * y1 -> le (s120_form z1 z2 y1) (tf_game (s120_board a b)).

(* s121: T^a _ T F^2 _ T^b F >= y on z1-a-b==1 && a>=1 && b>=2 && z2==3 && y1==0 *)
Definition s121_board (a b : nat) : board := repeat T a ++ E :: T :: F :: F :: E :: repeat T b ++ [F].
Definition s121_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s121_dom (a b z1 z2 y1 : nat) : Prop := ((- Z.of_nat a - Z.of_nat b + Z.of_nat z1 = 1 /\ Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0))%Z.
Definition C121 (mm dd rr : nat) : Prop := forall (a b z1 z2 y1 : nat), s121_dom a b z1 z2 y1 -> meas (s121_board a b) = mm -> dd = 1 -> rr = 2 * y1 -> le (s121_form z1 z2 y1) (tf_game (s121_board a b)).

(* s122: T^a F _ F T _ T F >= y on a>=2 && y1==0 *)
Definition s122_board (a : nat) : board := repeat T a ++ [F; E; F; T; E; T; F].
Definition s122_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s122_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C122 (mm dd rr : nat) : Prop := forall (a y1 : nat), s122_dom a y1 -> meas (s122_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s122_form y1) (tf_game (s122_board a)).

(* s123: T^a F _ T F _ T F^b >= y on a>=1 && b>=2 && y1==0 *)
Definition s123_board (a b : nat) : board := repeat T a ++ F :: E :: T :: F :: E :: T :: repeat F b.
Definition s123_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s123_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C123 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s123_dom a b y1 -> meas (s123_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s123_form y1) (tf_game (s123_board a b)).

(* s124: T^a F _^2 F T^b F^c >= y on a>=1 && b>=2 && c-y1==1 && c>=2 *)
Definition s124_board (a b c : nat) : board := repeat T a ++ F :: E :: E :: F :: repeat T b ++ repeat F c.
Definition s124_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s124_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c - Z.of_nat y1 = 1 /\ Z.of_nat c >= 2))%Z.
Definition C124 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s124_dom a b c y1 -> meas (s124_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s124_form y1) (tf_game (s124_board a b c)).

(* s125: T^a _ F T F^2 T _ F^b >= y on a-b>=2 && b-y1==1 && b>=2 *)
Definition s125_board (a b : nat) : board := repeat T a ++ E :: F :: T :: F :: F :: T :: E :: repeat F b.
Definition s125_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s125_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 2 /\ Z.of_nat b - Z.of_nat y1 = 1 /\ Z.of_nat b >= 2))%Z.
Definition C125 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s125_dom a b y1 -> meas (s125_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s125_form y1) (tf_game (s125_board a b)).

(* s126: T^a F^b _ T^c F^d _ >= y on a>=2 && b>=1 && c-b>=1 && d>=2 && y1==0 *)
Definition s126_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ E :: repeat T c ++ repeat F d ++ [E].
Definition s126_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s126_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat b >= 1 /\ - Z.of_nat b + Z.of_nat c >= 1 /\ Z.of_nat d >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C126 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s126_dom a b c d y1 -> meas (s126_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s126_form y1) (tf_game (s126_board a b c d)).

(* s127: T^a _ T F T F^b _ >= y on a>=3 && b>=3 && y1==0 *)
Definition s127_board (a b : nat) : board := repeat T a ++ E :: T :: F :: T :: repeat F b ++ [E].
Definition s127_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s127_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat b >= 3 /\ Z.of_nat y1 = 0))%Z.
Definition C127 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s127_dom a b y1 -> meas (s127_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s127_form y1) (tf_game (s127_board a b)).

(* s128: T^a F _^2 T F T F^b >= y on a-b>=1 && b>=2 && y1==0 *)
Definition s128_board (a b : nat) : board := repeat T a ++ F :: E :: E :: T :: F :: T :: repeat F b.
Definition s128_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s128_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C128 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s128_dom a b y1 -> meas (s128_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s128_form y1) (tf_game (s128_board a b)).

(* s129: T^a F^b _^2 >= y on a>=1 && b>=1 && y1>=1 *)
Definition s129_board (a b : nat) : board := repeat T a ++ repeat F b ++ [E; E].
Definition s129_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s129_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 1 /\ Z.of_nat y1 >= 1))%Z.
Definition C129 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s129_dom a b y1 -> meas (s129_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s129_form y1) (tf_game (s129_board a b)).

(* s130: T^a F^b T _^2 F >= y on a>=1 && b>=1 && y1==0 *)
Definition s130_board (a b : nat) : board := repeat T a ++ repeat F b ++ [T; E; E; F].
Definition s130_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s130_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C130 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s130_dom a b y1 -> meas (s130_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s130_form y1) (tf_game (s130_board a b)).

(* s131: T^a F^b T _^2 F^c >= y on (a-b==0 && c-y1==1 && c>=2) || (a>=1 && b>=1 && c>=1 && c-y1<=1 && y1>=1) *)
Definition s131_board (a b c : nat) : board := repeat T a ++ repeat F b ++ T :: E :: E :: repeat F c.
Definition s131_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s131_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b = 0 /\ Z.of_nat c - Z.of_nat y1 = 1 /\ Z.of_nat c >= 2) \/ (Z.of_nat a >= 1 /\ Z.of_nat b >= 1 /\ Z.of_nat c >= 1 /\ Z.of_nat c - Z.of_nat y1 <= 1 /\ Z.of_nat y1 >= 1))%Z.
Definition C131 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s131_dom a b c y1 -> meas (s131_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s131_form y1) (tf_game (s131_board a b c)).

(* s132: T^a F _ T _ T^b F^c >= y on a-y1>=0 && a>=1 && b>=2 && c>=1 *)
Definition s132_board (a b c : nat) : board := repeat T a ++ F :: E :: T :: E :: repeat T b ++ repeat F c.
Definition s132_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s132_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 >= 0 /\ Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1))%Z.
Definition C132 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s132_dom a b c y1 -> meas (s132_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s132_form y1) (tf_game (s132_board a b c)).

(* s133: T^a _^2 T F T^b F^c >= y on (a-y1>=2 && b-2c==0 && b<=2) || (a-y1>=2 && b>=2 && c>=1) *)
Definition s133_board (a b c : nat) : board := repeat T a ++ E :: E :: T :: F :: repeat T b ++ repeat F c.
Definition s133_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s133_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 >= 2 /\ Z.of_nat b - 2 * Z.of_nat c = 0 /\ Z.of_nat b <= 2) \/ (Z.of_nat a - Z.of_nat y1 >= 2 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1))%Z.
Definition C133 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s133_dom a b c y1 -> meas (s133_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s133_form y1) (tf_game (s133_board a b c)).

(* s134: T^a _^2 T^b F T^c F^d >= y on (4a+b>=4 && a<=1 && c==0 && d==0 && y1==0) || (a-y1>=3 && b>=2) || (a==1 && b>=3 && c==0 && d==0 && y1<=1) *)
Definition s134_board (a b c d : nat) : board := repeat T a ++ E :: E :: repeat T b ++ F :: repeat T c ++ repeat F d.
Definition s134_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s134_dom (a b c d y1 : nat) : Prop := ((4 * Z.of_nat a + Z.of_nat b >= 4 /\ Z.of_nat a <= 1 /\ Z.of_nat c = 0 /\ Z.of_nat d = 0 /\ Z.of_nat y1 = 0) \/ (Z.of_nat a - Z.of_nat y1 >= 3 /\ Z.of_nat b >= 2) \/ (Z.of_nat a = 1 /\ Z.of_nat b >= 3 /\ Z.of_nat c = 0 /\ Z.of_nat d = 0 /\ Z.of_nat y1 <= 1))%Z.
Definition C134 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s134_dom a b c d y1 -> meas (s134_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s134_form y1) (tf_game (s134_board a b c d)).

(* s135: _ T^a F^b _ T^c F^d >= y on a>=1 && b>=2 && c==1 && d>=1 && y1==0 *)
Definition s135_board (a b c d : nat) : board := E :: repeat T a ++ repeat F b ++ E :: repeat T c ++ repeat F d.
Definition s135_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s135_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c = 1 /\ Z.of_nat d >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C135 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s135_dom a b c d y1 -> meas (s135_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s135_form y1) (tf_game (s135_board a b c d)).

(* s136:  >= y on y1==1 *)
Definition s136_board : board := [].
Definition s136_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s136_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 1))%Z.
Definition C136 (mm dd rr : nat) : Prop := forall (y1 : nat), s136_dom y1 -> meas (s136_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (s136_form y1) (tf_game (s136_board)).

(* s137: T^a F^2 T _ F _ >= y on a>=1 && y1==0 *)
Definition s137_board (a : nat) : board := repeat T a ++ [F; F; T; E; F; E].
Definition s137_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s137_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C137 (mm dd rr : nat) : Prop := forall (a y1 : nat), s137_dom a y1 -> meas (s137_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s137_form y1) (tf_game (s137_board a)).

(* s138: T^a _ F T F^b _ T^c F^d >= y on a>=1 && b==1 && c>=2 && d>=1 && y1==0 *)
Definition s138_board (a b c d : nat) : board := repeat T a ++ E :: F :: T :: repeat F b ++ E :: repeat T c ++ repeat F d.
Definition s138_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s138_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b = 1 /\ Z.of_nat c >= 2 /\ Z.of_nat d >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C138 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s138_dom a b c d y1 -> meas (s138_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (s138_form y1) (tf_game (s138_board a b c d)).

(* s139: T^a _ F T^b _ F T^c F^d >= y on a>=1 && b>=1 && c>=2 && d>=1 && y1==0 *)
Definition s139_board (a b c d : nat) : board := repeat T a ++ E :: F :: repeat T b ++ E :: F :: repeat T c ++ repeat F d.
Definition s139_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s139_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 1 /\ Z.of_nat c >= 2 /\ Z.of_nat d >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C139 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s139_dom a b c d y1 -> meas (s139_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s139_form y1) (tf_game (s139_board a b c d)).

(* s140: T F _ T^2 F T F _ >= y on y1==0 *)
Definition s140_board : board := [T; F; E; T; T; F; T; F; E].
Definition s140_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s140_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 0))%Z.
Definition C140 (mm dd rr : nat) : Prop := forall (y1 : nat), s140_dom y1 -> meas (s140_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (s140_form y1) (tf_game (s140_board)).

(* s141: T^a F _ T^2 F T F _ >= y on a>=2 && y1==0 *)
Definition s141_board (a : nat) : board := repeat T a ++ [F; E; T; T; F; T; F; E].
Definition s141_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s141_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C141 (mm dd rr : nat) : Prop := forall (a y1 : nat), s141_dom a y1 -> meas (s141_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s141_form y1) (tf_game (s141_board a)).

(* s142: T^a F^b _ T _ T^c F^d >= y on (a>=1 && b==2 && c>=1 && d>=1 && y1==0) || (a>=1 && b>=2 && c==1 && d>=1 && y1==0) *)
Definition s142_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ E :: T :: E :: repeat T c ++ repeat F d.
Definition s142_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s142_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b = 2 /\ Z.of_nat c >= 1 /\ Z.of_nat d >= 1 /\ Z.of_nat y1 = 0) \/ (Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c = 1 /\ Z.of_nat d >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C142 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s142_dom a b c d y1 -> meas (s142_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s142_form y1) (tf_game (s142_board a b c d)).

(* s143: T^a F^2 T _ F T _ F^b >= y on a>=3 && b==1 && y1==0 *)
Definition s143_board (a b : nat) : board := repeat T a ++ F :: F :: T :: E :: F :: T :: E :: repeat F b.
Definition s143_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s143_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat b = 1 /\ Z.of_nat y1 = 0))%Z.
Definition C143 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s143_dom a b y1 -> meas (s143_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s143_form y1) (tf_game (s143_board a b)).

(* s144: T^a F^2 T _ F _ T F^b >= y on a-b>=2 && b>=2 && y1-b>=0 *)
Definition s144_board (a b : nat) : board := repeat T a ++ F :: F :: T :: E :: F :: E :: T :: repeat F b.
Definition s144_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s144_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 2 /\ Z.of_nat b >= 2 /\ - Z.of_nat b + Z.of_nat y1 >= 0))%Z.
Definition C144 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s144_dom a b y1 -> meas (s144_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s144_form y1) (tf_game (s144_board a b)).

(* s145: T^a F^2 T _^2 F T F >= y on a>=1 && y1==0 *)
Definition s145_board (a : nat) : board := repeat T a ++ [F; F; T; E; E; F; T; F].
Definition s145_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s145_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C145 (mm dd rr : nat) : Prop := forall (a y1 : nat), s145_dom a y1 -> meas (s145_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s145_form y1) (tf_game (s145_board a)).

(* s146: T^a F _ T F^b _ T F^c >= y on a>=1 && b>=2 && c>=1 && y1==0 *)
Definition s146_board (a b c : nat) : board := repeat T a ++ F :: E :: T :: repeat F b ++ E :: T :: repeat F c.
Definition s146_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s146_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C146 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s146_dom a b c y1 -> meas (s146_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s146_form y1) (tf_game (s146_board a b c)).

(* s147: T^a F^2 T _^2 F T F^b >= y on a-b>=2 && b-y1==1 && b>=2 *)
Definition s147_board (a b : nat) : board := repeat T a ++ F :: F :: T :: E :: E :: F :: T :: repeat F b.
Definition s147_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s147_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 2 /\ Z.of_nat b - Z.of_nat y1 = 1 /\ Z.of_nat b >= 2))%Z.
Definition C147 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s147_dom a b y1 -> meas (s147_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s147_form y1) (tf_game (s147_board a b)).

(* s148: T^a F _ T F^2 _ T F^b >= y on a>=4 && b>=1 && y1>=1 *)
Definition s148_board (a b : nat) : board := repeat T a ++ F :: E :: T :: F :: F :: E :: T :: repeat F b.
Definition s148_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s148_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b >= 1 /\ Z.of_nat y1 >= 1))%Z.
Definition C148 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s148_dom a b y1 -> meas (s148_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s148_form y1) (tf_game (s148_board a b)).

(* s149: T^a F _ T^2 F T F^2 _ >= y on a>=1 && y1==1 *)
Definition s149_board (a : nat) : board := repeat T a ++ [F; E; T; T; F; T; F; F; E].
Definition s149_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s149_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat y1 = 1))%Z.
Definition C149 (mm dd rr : nat) : Prop := forall (a y1 : nat), s149_dom a y1 -> meas (s149_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s149_form y1) (tf_game (s149_board a)).

(* s150: T^a F _ T^2 F T F^2 _ F >= y on a>=3 && y1==2 *)
Definition s150_board (a : nat) : board := repeat T a ++ [F; E; T; T; F; T; F; F; E; F].
Definition s150_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s150_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat y1 = 2))%Z.
Definition C150 (mm dd rr : nat) : Prop := forall (a y1 : nat), s150_dom a y1 -> meas (s150_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s150_form y1) (tf_game (s150_board a)).

(* s151: T^a _ T F T F T F^b _ >= y on b>=1 && y1==1 *)
Definition s151_board (a b : nat) : board := repeat T a ++ E :: T :: F :: T :: F :: T :: repeat F b ++ [E].
Definition s151_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s151_dom (a b y1 : nat) : Prop := ((Z.of_nat b >= 1 /\ Z.of_nat y1 = 1))%Z.
Definition C151 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s151_dom a b y1 -> meas (s151_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s151_form y1) (tf_game (s151_board a b)).

(* s152: T^a F _ T^2 F T F^2 _ F^b >= y on a-b>=2 && y1-b==1 && b>=2 *)
Definition s152_board (a b : nat) : board := repeat T a ++ F :: E :: T :: T :: F :: T :: F :: F :: E :: repeat F b.
Definition s152_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s152_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 2 /\ - Z.of_nat b + Z.of_nat y1 = 1 /\ Z.of_nat b >= 2))%Z.
Definition C152 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s152_dom a b y1 -> meas (s152_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s152_form y1) (tf_game (s152_board a b)).

(* s153: T^a _ T F T F T F^b _ F^c >= y on a>=4 && b>=3 && y1-c==1 && c>=1 *)
Definition s153_board (a b c : nat) : board := repeat T a ++ E :: T :: F :: T :: F :: T :: repeat F b ++ E :: repeat F c.
Definition s153_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s153_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b >= 3 /\ - Z.of_nat c + Z.of_nat y1 = 1 /\ Z.of_nat c >= 1))%Z.
Definition C153 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s153_dom a b c y1 -> meas (s153_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s153_form y1) (tf_game (s153_board a b c)).

(* s154: T^a _ T F T F^b T F _ >= y on a>=2 && b>=2 && y1==0 *)
Definition s154_board (a b : nat) : board := repeat T a ++ E :: T :: F :: T :: repeat F b ++ [T; F; E].
Definition s154_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s154_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C154 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s154_dom a b y1 -> meas (s154_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s154_form y1) (tf_game (s154_board a b)).

(* s155: T^a _ T F T F^b _ T F^c >= y on a-c>=1 && a>=3 && b>=2 && c>=1 && y1==0 *)
Definition s155_board (a b c : nat) : board := repeat T a ++ E :: T :: F :: T :: repeat F b ++ E :: T :: repeat F c.
Definition s155_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s155_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat c >= 1 /\ Z.of_nat a >= 3 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C155 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s155_dom a b c y1 -> meas (s155_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s155_form y1) (tf_game (s155_board a b c)).

(* s156: T^a F _^2 T^b F >= y on a-y1>=1 && b>=3 *)
Definition s156_board (a b : nat) : board := repeat T a ++ F :: E :: E :: repeat T b ++ [F].
Definition s156_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s156_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 >= 1 /\ Z.of_nat b >= 3))%Z.
Definition C156 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s156_dom a b y1 -> meas (s156_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s156_form y1) (tf_game (s156_board a b)).

(* s157: T^a F _^2 T^b F^c >= y on (a-y1>=1 && a>=2 && b==0 && c==0) || (a-y1>=1 && b>=3 && c>=2) || (a==1 && 2b-3c==0 && b<=3 && y1==0) *)
Definition s157_board (a b c : nat) : board := repeat T a ++ F :: E :: E :: repeat T b ++ repeat F c.
Definition s157_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s157_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 >= 1 /\ Z.of_nat a >= 2 /\ Z.of_nat b = 0 /\ Z.of_nat c = 0) \/ (Z.of_nat a - Z.of_nat y1 >= 1 /\ Z.of_nat b >= 3 /\ Z.of_nat c >= 2) \/ (Z.of_nat a = 1 /\ 2 * Z.of_nat b - 3 * Z.of_nat c = 0 /\ Z.of_nat b <= 3 /\ Z.of_nat y1 = 0))%Z.
Definition C157 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s157_dom a b c y1 -> meas (s157_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s157_form y1) (tf_game (s157_board a b c)).

(* s158: T^a _ F _ T^b F^c >= y on (a-y1>=2 && b>=3 && c>=1) || (a==1 && b>=3 && c==1 && y1==0) *)
Definition s158_board (a b c : nat) : board := repeat T a ++ E :: F :: E :: repeat T b ++ repeat F c.
Definition s158_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s158_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 >= 2 /\ Z.of_nat b >= 3 /\ Z.of_nat c >= 1) \/ (Z.of_nat a = 1 /\ Z.of_nat b >= 3 /\ Z.of_nat c = 1 /\ Z.of_nat y1 = 0))%Z.
Definition C158 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s158_dom a b c y1 -> meas (s158_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s158_form y1) (tf_game (s158_board a b c)).

(* s159: T^a F^b _^2 T^c F^d >= y on (a-y1>=4 && b==0 && c>=3 && d>=2) || (a==1 && b==0 && c>=2 && d==3 && y1==0) || (a==1 && b==0 && c>=3 && d>=2 && y1==1) || (a>=1 && b==2 && c>=2 && d==1 && y1==0) || (a>=1 && b>=2 && c==0 && d==0 && y1==0) || (a>=4 && b-d==3 && b>=4 && c==2 && y1==0) *)
Definition s159_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ E :: E :: repeat T c ++ repeat F d.
Definition s159_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s159_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 >= 4 /\ Z.of_nat b = 0 /\ Z.of_nat c >= 3 /\ Z.of_nat d >= 2) \/ (Z.of_nat a = 1 /\ Z.of_nat b = 0 /\ Z.of_nat c >= 2 /\ Z.of_nat d = 3 /\ Z.of_nat y1 = 0) \/ (Z.of_nat a = 1 /\ Z.of_nat b = 0 /\ Z.of_nat c >= 3 /\ Z.of_nat d >= 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat a >= 1 /\ Z.of_nat b = 2 /\ Z.of_nat c >= 2 /\ Z.of_nat d = 1 /\ Z.of_nat y1 = 0) \/ (Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c = 0 /\ Z.of_nat d = 0 /\ Z.of_nat y1 = 0) \/ (Z.of_nat a >= 4 /\ Z.of_nat b - Z.of_nat d = 3 /\ Z.of_nat b >= 4 /\ Z.of_nat c = 2 /\ Z.of_nat y1 = 0))%Z.
Definition C159 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s159_dom a b c d y1 -> meas (s159_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s159_form y1) (tf_game (s159_board a b c d)).

(* s160: T^a _ F T F T _ T F >= y on a>=1 && y1==0 *)
Definition s160_board (a : nat) : board := repeat T a ++ [E; F; T; F; T; E; T; F].
Definition s160_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s160_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C160 (mm dd rr : nat) : Prop := forall (a y1 : nat), s160_dom a y1 -> meas (s160_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s160_form y1) (tf_game (s160_board a)).

(* s161: T^a F _^2 T F T^b F >= y on z1-a-b==1 && a>=1 && b>=2 && z2==3 && y1==0 *)
Definition s161_board (a b : nat) : board := repeat T a ++ F :: E :: E :: T :: F :: repeat T b ++ [F].
Definition s161_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s161_dom (a b z1 z2 y1 : nat) : Prop := ((- Z.of_nat a - Z.of_nat b + Z.of_nat z1 = 1 /\ Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0))%Z.
Definition C161 (mm dd rr : nat) : Prop := forall (a b z1 z2 y1 : nat), s161_dom a b z1 z2 y1 -> meas (s161_board a b) = mm -> dd = 1 -> rr = 2 * y1 -> le (s161_form z1 z2 y1) (tf_game (s161_board a b)).

(* s162: _ T F T F _ T^a F >= y on z1-a==2 && a>=2 && z2==3 && y1==0 *)
Definition s162_board (a : nat) : board := E :: T :: F :: T :: F :: E :: repeat T a ++ [F].
Definition s162_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s162_dom (a z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 2 /\ Z.of_nat a >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0))%Z.
Definition C162 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s162_dom a z1 z2 y1 -> meas (s162_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (s162_form z1 z2 y1) (tf_game (s162_board a)).

(* s163: T^a F T _ F _ T^b F >= y on a>=1 && b>=2 && y1==0 *)
Definition s163_board (a b : nat) : board := repeat T a ++ F :: T :: E :: F :: E :: repeat T b ++ [F].
Definition s163_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s163_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C163 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s163_dom a b y1 -> meas (s163_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s163_form y1) (tf_game (s163_board a b)).

(* s164: T^a _ F T F _ T^b F^c >= y on a>=1 && b>=2 && c-y1==1 && c>=2 *)
Definition s164_board (a b c : nat) : board := repeat T a ++ E :: F :: T :: F :: E :: repeat T b ++ repeat F c.
Definition s164_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s164_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c - Z.of_nat y1 = 1 /\ Z.of_nat c >= 2))%Z.
Definition C164 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s164_dom a b c y1 -> meas (s164_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s164_form y1) (tf_game (s164_board a b c)).

(* s165: T^a _ T F T F^b T F^c _ F^d >= y on a>=3 && b==2 && c>=1 && d-y1==0 && d>=1 *)
Definition s165_board (a b c d : nat) : board := repeat T a ++ E :: T :: F :: T :: repeat F b ++ T :: repeat F c ++ E :: repeat F d.
Definition s165_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s165_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat b = 2 /\ Z.of_nat c >= 1 /\ Z.of_nat d - Z.of_nat y1 = 0 /\ Z.of_nat d >= 1))%Z.
Definition C165 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s165_dom a b c d y1 -> meas (s165_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s165_form y1) (tf_game (s165_board a b c d)).

(* s166: T^a _ F T F^b T F _ F^c >= y on a-c>=3 && b==2 && c-y1==1 && c>=2 *)
Definition s166_board (a b c : nat) : board := repeat T a ++ E :: F :: T :: repeat F b ++ T :: F :: E :: repeat F c.
Definition s166_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s166_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat c >= 3 /\ Z.of_nat b = 2 /\ Z.of_nat c - Z.of_nat y1 = 1 /\ Z.of_nat c >= 2))%Z.
Definition C166 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s166_dom a b c y1 -> meas (s166_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s166_form y1) (tf_game (s166_board a b c)).

(* s167: T^a _ F T F T _ T F^b >= y on a-b>=0 && b>=2 && y1==0 *)
Definition s167_board (a b : nat) : board := repeat T a ++ E :: F :: T :: F :: T :: E :: T :: repeat F b.
Definition s167_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s167_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 0 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C167 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s167_dom a b y1 -> meas (s167_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s167_form y1) (tf_game (s167_board a b)).

(* s168: T^a _ T _ T F T^b F^c >= y on a-y1>=2 && b>=2 && c>=1 *)
Definition s168_board (a b c : nat) : board := repeat T a ++ E :: T :: E :: T :: F :: repeat T b ++ repeat F c.
Definition s168_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s168_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 >= 2 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1))%Z.
Definition C168 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s168_dom a b c y1 -> meas (s168_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s168_form y1) (tf_game (s168_board a b c)).

(* s169: T^a _ T _ T^b F T^c F^d >= y on a-y1>=3 && b>=2 && c>=1 && d>=1 *)
Definition s169_board (a b c d : nat) : board := repeat T a ++ E :: T :: E :: repeat T b ++ F :: repeat T c ++ repeat F d.
Definition s169_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s169_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 >= 3 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1 /\ Z.of_nat d >= 1))%Z.
Definition C169 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s169_dom a b c d y1 -> meas (s169_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s169_form y1) (tf_game (s169_board a b c d)).

(* s170: T^a F _ T F^b _ T^c F^d >= y on a>=1 && b==1 && c>=2 && d>=1 && y1==0 *)
Definition s170_board (a b c d : nat) : board := repeat T a ++ F :: E :: T :: repeat F b ++ E :: repeat T c ++ repeat F d.
Definition s170_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s170_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b = 1 /\ Z.of_nat c >= 2 /\ Z.of_nat d >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C170 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s170_dom a b c d y1 -> meas (s170_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s170_form y1) (tf_game (s170_board a b c d)).

(* s171: _ T F T F _ T^a F >= y on a>=2 && y1==0 *)
Definition s171_board (a : nat) : board := E :: T :: F :: T :: F :: E :: repeat T a ++ [F].
Definition s171_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s171_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C171 (mm dd rr : nat) : Prop := forall (a y1 : nat), s171_dom a y1 -> meas (s171_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s171_form y1) (tf_game (s171_board a)).

(* s172: T^a F _^2 T F T^b F^c >= y on a>=1 && b>=2 && c>=1 && y1==0 *)
Definition s172_board (a b c : nat) : board := repeat T a ++ F :: E :: E :: T :: F :: repeat T b ++ repeat F c.
Definition s172_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s172_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C172 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s172_dom a b c y1 -> meas (s172_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s172_form y1) (tf_game (s172_board a b c)).

(* s173: T^a F^b _ T F^c _ T^d F^e >= y on a>=1 && b>=2 && c>=1 && d==1 && e>=1 && y1==0 *)
Definition s173_board (a b c d e : nat) : board := repeat T a ++ repeat F b ++ E :: T :: repeat F c ++ E :: repeat T d ++ repeat F e.
Definition s173_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s173_dom (a b c d e y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1 /\ Z.of_nat d = 1 /\ Z.of_nat e >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C173 (mm dd rr : nat) : Prop := forall (a b c d e y1 : nat), s173_dom a b c d e y1 -> meas (s173_board a b c d e) = mm -> dd = 0 -> rr = 2 * y1 -> le (s173_form y1) (tf_game (s173_board a b c d e)).

(* s174: T^a F^2 T F _^2 T F >= y on a>=3 && y1==0 *)
Definition s174_board (a : nat) : board := repeat T a ++ [F; F; T; F; E; E; T; F].
Definition s174_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s174_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat y1 = 0))%Z.
Definition C174 (mm dd rr : nat) : Prop := forall (a y1 : nat), s174_dom a y1 -> meas (s174_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s174_form y1) (tf_game (s174_board a)).

(* s175: T^a F^b _ T^c F T F _ >= y on (a==0 && b==0 && c==2 && y1==0) || (a>=3 && b>=2 && c==1 && y1==0) *)
Definition s175_board (a b c : nat) : board := repeat T a ++ repeat F b ++ E :: repeat T c ++ [F; T; F; E].
Definition s175_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s175_dom (a b c y1 : nat) : Prop := ((Z.of_nat a = 0 /\ Z.of_nat b = 0 /\ Z.of_nat c = 2 /\ Z.of_nat y1 = 0) \/ (Z.of_nat a >= 3 /\ Z.of_nat b >= 2 /\ Z.of_nat c = 1 /\ Z.of_nat y1 = 0))%Z.
Definition C175 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s175_dom a b c y1 -> meas (s175_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s175_form y1) (tf_game (s175_board a b c)).

(* s176: T^a F^2 _ F T _ T F^b >= y on a-b>=2 && b>=2 && y1-b>=0 *)
Definition s176_board (a b : nat) : board := repeat T a ++ F :: F :: E :: F :: T :: E :: T :: repeat F b.
Definition s176_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s176_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 2 /\ Z.of_nat b >= 2 /\ - Z.of_nat b + Z.of_nat y1 >= 0))%Z.
Definition C176 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s176_dom a b y1 -> meas (s176_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s176_form y1) (tf_game (s176_board a b)).

(* s177: T^a F^2 T _ F^b _ T F^c >= y on (a-c>=3 && b==2 && c-y1==1 && c>=2) || (a>=4 && b+y1-c>=3 && b>=2 && c>=1 && y1>=1) *)
Definition s177_board (a b c : nat) : board := repeat T a ++ F :: F :: T :: E :: repeat F b ++ E :: T :: repeat F c.
Definition s177_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s177_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat c >= 3 /\ Z.of_nat b = 2 /\ Z.of_nat c - Z.of_nat y1 = 1 /\ Z.of_nat c >= 2) \/ (Z.of_nat a >= 4 /\ Z.of_nat b - Z.of_nat c + Z.of_nat y1 >= 3 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 >= 1))%Z.
Definition C177 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s177_dom a b c y1 -> meas (s177_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s177_form y1) (tf_game (s177_board a b c)).

(* s178: T^a F^2 T _ F^2 T _ F^b >= y on a-b>=3 && b>=2 && y1-b>=0 *)
Definition s178_board (a b : nat) : board := repeat T a ++ F :: F :: T :: E :: F :: F :: T :: E :: repeat F b.
Definition s178_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s178_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 3 /\ Z.of_nat b >= 2 /\ - Z.of_nat b + Z.of_nat y1 >= 0))%Z.
Definition C178 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s178_dom a b y1 -> meas (s178_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s178_form y1) (tf_game (s178_board a b)).

(* s179: T^a F^b _ T F^c _ T F^d >= y on a>=4 && b>=1 && d>=1 && y1>=1 *)
Definition s179_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ E :: T :: repeat F c ++ E :: T :: repeat F d.
Definition s179_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s179_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b >= 1 /\ Z.of_nat d >= 1 /\ Z.of_nat y1 >= 1))%Z.
Definition C179 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s179_dom a b c d y1 -> meas (s179_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s179_form y1) (tf_game (s179_board a b c d)).

(* s180: T^a F _ T F^b T _ F^c >= y on a-c>=3 && b==3 && c-y1==1 && c>=2 *)
Definition s180_board (a b c : nat) : board := repeat T a ++ F :: E :: T :: repeat F b ++ T :: E :: repeat F c.
Definition s180_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s180_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat c >= 3 /\ Z.of_nat b = 3 /\ Z.of_nat c - Z.of_nat y1 = 1 /\ Z.of_nat c >= 2))%Z.
Definition C180 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s180_dom a b c y1 -> meas (s180_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s180_form y1) (tf_game (s180_board a b c)).

(* s181: T^a F _ T^2 F T F^b _ >= y on a>=1 && b>=2 && y1==1 *)
Definition s181_board (a b : nat) : board := repeat T a ++ F :: E :: T :: T :: F :: T :: repeat F b ++ [E].
Definition s181_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s181_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 1))%Z.
Definition C181 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s181_dom a b y1 -> meas (s181_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s181_form y1) (tf_game (s181_board a b)).

(* s182: T^a F _ T^2 F T F^b _ F^c >= y on a>=4 && b>=3 && y1-c==1 && c>=1 *)
Definition s182_board (a b c : nat) : board := repeat T a ++ F :: E :: T :: T :: F :: T :: repeat F b ++ E :: repeat F c.
Definition s182_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s182_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b >= 3 /\ - Z.of_nat c + Z.of_nat y1 = 1 /\ Z.of_nat c >= 1))%Z.
Definition C182 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s182_dom a b c y1 -> meas (s182_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s182_form y1) (tf_game (s182_board a b c)).

(* s183: T^a F^b _ T^c F^d T F _ >= y on a>=2 && b==1 && c==2 && d>=2 && y1==0 *)
Definition s183_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ E :: repeat T c ++ repeat F d ++ [T; F; E].
Definition s183_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s183_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat b = 1 /\ Z.of_nat c = 2 /\ Z.of_nat d >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C183 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s183_dom a b c d y1 -> meas (s183_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s183_form y1) (tf_game (s183_board a b c d)).

(* s184: T^a F^b _ T^c F^d _ T^e F^f >= y on (a-f>=1 && a>=3 && b==1 && c==2 && d>=2 && e==1 && f>=1 && y1==0) || (a==1 && b==1 && c>=2 && d==1 && e>=1 && f>=1 && y1==0) || (a==1 && b==1 && c>=2 && e==1 && f>=1 && y1==0) *)
Definition s184_board (a b c d e f : nat) : board := repeat T a ++ repeat F b ++ E :: repeat T c ++ repeat F d ++ E :: repeat T e ++ repeat F f.
Definition s184_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s184_dom (a b c d e f y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat f >= 1 /\ Z.of_nat a >= 3 /\ Z.of_nat b = 1 /\ Z.of_nat c = 2 /\ Z.of_nat d >= 2 /\ Z.of_nat e = 1 /\ Z.of_nat f >= 1 /\ Z.of_nat y1 = 0) \/ (Z.of_nat a = 1 /\ Z.of_nat b = 1 /\ Z.of_nat c >= 2 /\ Z.of_nat d = 1 /\ Z.of_nat e >= 1 /\ Z.of_nat f >= 1 /\ Z.of_nat y1 = 0) \/ (Z.of_nat a = 1 /\ Z.of_nat b = 1 /\ Z.of_nat c >= 2 /\ Z.of_nat e = 1 /\ Z.of_nat f >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C184 (mm dd rr : nat) : Prop := forall (a b c d e f y1 : nat), s184_dom a b c d e f y1 -> meas (s184_board a b c d e f) = mm -> dd = 0 -> rr = 2 * y1 -> le (s184_form y1) (tf_game (s184_board a b c d e f)).

(* s185: T^a _ F T _ T^b F^c >= y on a-y1>=1 && b>=3 && c>=1 *)
Definition s185_board (a b c : nat) : board := repeat T a ++ E :: F :: T :: E :: repeat T b ++ repeat F c.
Definition s185_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s185_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 >= 1 /\ Z.of_nat b >= 3 /\ Z.of_nat c >= 1))%Z.
Definition C185 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s185_dom a b c y1 -> meas (s185_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s185_form y1) (tf_game (s185_board a b c)).

(* s186: _ T F T _ T^a F >= y on z1-a==2 && a>=2 && z2==3 && y1==1 *)
Definition s186_board (a : nat) : board := E :: T :: F :: T :: E :: repeat T a ++ [F].
Definition s186_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s186_dom (a z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 2 /\ Z.of_nat a >= 2 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 1))%Z.
Definition C186 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s186_dom a z1 z2 y1 -> meas (s186_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (s186_form z1 z2 y1) (tf_game (s186_board a)).

(* s187: T^a F _ F _ T^b F >= y on a+b-z1==0 && a>=2 && b>=3 && z2==3 && y1==0 *)
Definition s187_board (a b : nat) : board := repeat T a ++ F :: E :: F :: E :: repeat T b ++ [F].
Definition s187_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s187_dom (a b z1 z2 y1 : nat) : Prop := ((Z.of_nat a + Z.of_nat b - Z.of_nat z1 = 0 /\ Z.of_nat a >= 2 /\ Z.of_nat b >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0))%Z.
Definition C187 (mm dd rr : nat) : Prop := forall (a b z1 z2 y1 : nat), s187_dom a b z1 z2 y1 -> meas (s187_board a b) = mm -> dd = 1 -> rr = 2 * y1 -> le (s187_form z1 z2 y1) (tf_game (s187_board a b)).

(* s188: T _^2 F T^a F >= y on z1-a==1 && a>=3 && z2==3 && y1==0 *)
Definition s188_board (a : nat) : board := T :: E :: E :: F :: repeat T a ++ [F].
Definition s188_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s188_dom (a z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 1 /\ Z.of_nat a >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0))%Z.
Definition C188 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s188_dom a z1 z2 y1 -> meas (s188_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (s188_form z1 z2 y1) (tf_game (s188_board a)).

(* s189: T^a F _ F T _ T^b F >= y on a>=1 && b>=2 && y1==0 *)
Definition s189_board (a b : nat) : board := repeat T a ++ F :: E :: F :: T :: E :: repeat T b ++ [F].
Definition s189_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s189_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C189 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s189_dom a b y1 -> meas (s189_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s189_form y1) (tf_game (s189_board a b)).

(* s190: T^a F _ T^2 F^b T F^c _ F^d >= y on a>=3 && b==2 && c>=1 && d-y1==0 && d>=1 *)
Definition s190_board (a b c d : nat) : board := repeat T a ++ F :: E :: T :: T :: repeat F b ++ T :: repeat F c ++ E :: repeat F d.
Definition s190_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s190_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat b = 2 /\ Z.of_nat c >= 1 /\ Z.of_nat d - Z.of_nat y1 = 0 /\ Z.of_nat d >= 1))%Z.
Definition C190 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s190_dom a b c d y1 -> meas (s190_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s190_form y1) (tf_game (s190_board a b c d)).

(* s191: T^a _ T F T F^b T F^c _ >= y on a>=3 && b==2 && c>=2 && y1==0 *)
Definition s191_board (a b c : nat) : board := repeat T a ++ E :: T :: F :: T :: repeat F b ++ T :: repeat F c ++ [E].
Definition s191_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s191_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat b = 2 /\ Z.of_nat c >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C191 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s191_dom a b c y1 -> meas (s191_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s191_form y1) (tf_game (s191_board a b c)).

(* s192: T^a F _ T F^b _ F T F^c >= y on (a-c>=3 && b+c-y1==3 && b>=2 && c>=2) || (a>=5 && b==3 && c==1 && y1==1) *)
Definition s192_board (a b c : nat) : board := repeat T a ++ F :: E :: T :: repeat F b ++ E :: F :: T :: repeat F c.
Definition s192_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s192_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat c >= 3 /\ Z.of_nat b + Z.of_nat c - Z.of_nat y1 = 3 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 2) \/ (Z.of_nat a >= 5 /\ Z.of_nat b = 3 /\ Z.of_nat c = 1 /\ Z.of_nat y1 = 1))%Z.
Definition C192 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s192_dom a b c y1 -> meas (s192_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s192_form y1) (tf_game (s192_board a b c)).

(* s193: T^a _ T F T F T F T _ F >= y on a>=1 && y1==0 *)
Definition s193_board (a : nat) : board := repeat T a ++ [E; T; F; T; F; T; F; T; E; F].
Definition s193_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s193_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C193 (mm dd rr : nat) : Prop := forall (a y1 : nat), s193_dom a y1 -> meas (s193_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s193_form y1) (tf_game (s193_board a)).

(* s194: T^a _ T F T F T F T _ F^b >= y on a-b>=0 && b>=2 && y1==0 *)
Definition s194_board (a b : nat) : board := repeat T a ++ E :: T :: F :: T :: F :: T :: F :: T :: E :: repeat F b.
Definition s194_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s194_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 0 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C194 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s194_dom a b y1 -> meas (s194_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s194_form y1) (tf_game (s194_board a b)).

(* s195: _ T F T _ T^a F >= y on a>=2 && y1==1 *)
Definition s195_board (a : nat) : board := E :: T :: F :: T :: E :: repeat T a ++ [F].
Definition s195_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s195_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat y1 = 1))%Z.
Definition C195 (mm dd rr : nat) : Prop := forall (a y1 : nat), s195_dom a y1 -> meas (s195_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s195_form y1) (tf_game (s195_board a)).

(* s196: T^a _ F T F T _ T^b F^c >= y on a>=1 && b>=2 && c>=1 && y1==0 *)
Definition s196_board (a b c : nat) : board := repeat T a ++ E :: F :: T :: F :: T :: E :: repeat T b ++ repeat F c.
Definition s196_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s196_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C196 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s196_dom a b c y1 -> meas (s196_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s196_form y1) (tf_game (s196_board a b c)).

(* s197: T^a F^2 _ F T F _ >= y on a>=2 && y1>=1 *)
Definition s197_board (a : nat) : board := repeat T a ++ [F; F; E; F; T; F; E].
Definition s197_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s197_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat y1 >= 1))%Z.
Definition C197 (mm dd rr : nat) : Prop := forall (a y1 : nat), s197_dom a y1 -> meas (s197_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s197_form y1) (tf_game (s197_board a)).

(* s198: T^a F^3 _^2 T^2 F^b >= y on a-b>=2 && b>=2 && y1-b>=0 *)
Definition s198_board (a b : nat) : board := repeat T a ++ F :: F :: F :: E :: E :: T :: T :: repeat F b.
Definition s198_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s198_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 2 /\ Z.of_nat b >= 2 /\ - Z.of_nat b + Z.of_nat y1 >= 0))%Z.
Definition C198 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s198_dom a b y1 -> meas (s198_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s198_form y1) (tf_game (s198_board a b)).

(* s199: T^a F^2 _ F T F _ T F >= y on a>=4 && y1>=2 *)
Definition s199_board (a : nat) : board := repeat T a ++ [F; F; E; F; T; F; E; T; F].
Definition s199_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s199_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat y1 >= 2))%Z.
Definition C199 (mm dd rr : nat) : Prop := forall (a y1 : nat), s199_dom a y1 -> meas (s199_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s199_form y1) (tf_game (s199_board a)).

(* s200: T^a F^2 _ F T F T _ F^b >= y on a-b>=3 && b>=2 && y1-b>=0 *)
Definition s200_board (a b : nat) : board := repeat T a ++ F :: F :: E :: F :: T :: F :: T :: E :: repeat F b.
Definition s200_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s200_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 3 /\ Z.of_nat b >= 2 /\ - Z.of_nat b + Z.of_nat y1 >= 0))%Z.
Definition C200 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s200_dom a b y1 -> meas (s200_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s200_form y1) (tf_game (s200_board a b)).

(* s201: T^a F^2 T _ F^b _ >= y on (a==1 && b==1 && y1>=1) || (a>=2 && b>=1 && y1>=1) *)
Definition s201_board (a b : nat) : board := repeat T a ++ F :: F :: T :: E :: repeat F b ++ [E].
Definition s201_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s201_dom (a b y1 : nat) : Prop := ((Z.of_nat a = 1 /\ Z.of_nat b = 1 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat a >= 2 /\ Z.of_nat b >= 1 /\ Z.of_nat y1 >= 1))%Z.
Definition C201 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s201_dom a b y1 -> meas (s201_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s201_form y1) (tf_game (s201_board a b)).

(* s202: T^a F^2 T _ F^2 _ F T F >= y on a>=5 && y1>=2 *)
Definition s202_board (a : nat) : board := repeat T a ++ [F; F; T; E; F; F; E; F; T; F].
Definition s202_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s202_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 5 /\ Z.of_nat y1 >= 2))%Z.
Definition C202 (mm dd rr : nat) : Prop := forall (a y1 : nat), s202_dom a y1 -> meas (s202_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s202_form y1) (tf_game (s202_board a)).

(* s203: T^a F^2 T _ F^2 _ F T F^b >= y on a-b>=4 && b>=2 && y1-b>=1 *)
Definition s203_board (a b : nat) : board := repeat T a ++ F :: F :: T :: E :: F :: F :: E :: F :: T :: repeat F b.
Definition s203_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s203_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 4 /\ Z.of_nat b >= 2 /\ - Z.of_nat b + Z.of_nat y1 >= 1))%Z.
Definition C203 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s203_dom a b y1 -> meas (s203_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s203_form y1) (tf_game (s203_board a b)).

(* s204: T^a F^b _ T F^c T _ F^d >= y on (a-d>=3 && b+c==4 && b>=2 && b<=3 && d>=2 && d-y1<=1) || (a-d>=5 && b+d-y1==5 && b>=4 && c==2 && d>=2) || (a>=4 && b==3 && c==3 && d-y1==1 && d>=2) *)
Definition s204_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ E :: T :: repeat F c ++ T :: E :: repeat F d.
Definition s204_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s204_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat d >= 3 /\ Z.of_nat b + Z.of_nat c = 4 /\ Z.of_nat b >= 2 /\ Z.of_nat b <= 3 /\ Z.of_nat d >= 2 /\ Z.of_nat d - Z.of_nat y1 <= 1) \/ (Z.of_nat a - Z.of_nat d >= 5 /\ Z.of_nat b + Z.of_nat d - Z.of_nat y1 = 5 /\ Z.of_nat b >= 4 /\ Z.of_nat c = 2 /\ Z.of_nat d >= 2) \/ (Z.of_nat a >= 4 /\ Z.of_nat b = 3 /\ Z.of_nat c = 3 /\ Z.of_nat d - Z.of_nat y1 = 1 /\ Z.of_nat d >= 2))%Z.
Definition C204 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s204_dom a b c d y1 -> meas (s204_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s204_form y1) (tf_game (s204_board a b c d)).

(* s205: T _^2 T^a F >= y on (a==0 && z1>=3 && z2==2 && y1==0) || (z1-a==1 && a>=3 && z2==3 && y1==1) *)
Definition s205_board (a : nat) : board := T :: E :: E :: repeat T a ++ [F].
Definition s205_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s205_dom (a z1 z2 y1 : nat) : Prop := ((Z.of_nat a = 0 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0) \/ (- Z.of_nat a + Z.of_nat z1 = 1 /\ Z.of_nat a >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 1))%Z.
Definition C205 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s205_dom a z1 z2 y1 -> meas (s205_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (s205_form z1 z2 y1) (tf_game (s205_board a)).

(* s206: _ T F _ T^a F >= y on z1-a==1 && a>=3 && z2==3 && y1==0 *)
Definition s206_board (a : nat) : board := E :: T :: F :: E :: repeat T a ++ [F].
Definition s206_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s206_dom (a z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 1 /\ Z.of_nat a >= 3 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0))%Z.
Definition C206 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s206_dom a z1 z2 y1 -> meas (s206_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (s206_form z1 z2 y1) (tf_game (s206_board a)).

(* s207: T^a F^b _ T^c F^d T F^e _ >= y on a>=3 && b==1 && c==2 && d==2 && e>=2 && y1==0 *)
Definition s207_board (a b c d e : nat) : board := repeat T a ++ repeat F b ++ E :: repeat T c ++ repeat F d ++ T :: repeat F e ++ [E].
Definition s207_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s207_dom (a b c d e y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat b = 1 /\ Z.of_nat c = 2 /\ Z.of_nat d = 2 /\ Z.of_nat e >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C207 (mm dd rr : nat) : Prop := forall (a b c d e y1 : nat), s207_dom a b c d e y1 -> meas (s207_board a b c d e) = mm -> dd = 0 -> rr = 2 * y1 -> le (s207_form y1) (tf_game (s207_board a b c d e)).

(* s208: T^a F^b _ T F^c _ F T F^d >= y on a>=4 && b>=2 && c>=1 && d>=1 && y1>=1 *)
Definition s208_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ E :: T :: repeat F c ++ E :: F :: T :: repeat F d.
Definition s208_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s208_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1 /\ Z.of_nat d >= 1 /\ Z.of_nat y1 >= 1))%Z.
Definition C208 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s208_dom a b c d y1 -> meas (s208_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s208_form y1) (tf_game (s208_board a b c d)).

(* s209: T F T _ T F T F _ T F >= y on y1==0 *)
Definition s209_board : board := [T; F; T; E; T; F; T; F; E; T; F].
Definition s209_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s209_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 0))%Z.
Definition C209 (mm dd rr : nat) : Prop := forall (y1 : nat), s209_dom y1 -> meas (s209_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (s209_form y1) (tf_game (s209_board)).

(* s210: _ T^2 F T F T F T F _ >= y on y1==0 *)
Definition s210_board : board := [E; T; T; F; T; F; T; F; T; F; E].
Definition s210_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s210_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 0))%Z.
Definition C210 (mm dd rr : nat) : Prop := forall (y1 : nat), s210_dom y1 -> meas (s210_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (s210_form y1) (tf_game (s210_board)).

(* s211: T^a F T _ T F T F _ T F >= y on a>=2 && y1==0 *)
Definition s211_board (a : nat) : board := repeat T a ++ [F; T; E; T; F; T; F; E; T; F].
Definition s211_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s211_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C211 (mm dd rr : nat) : Prop := forall (a y1 : nat), s211_dom a y1 -> meas (s211_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s211_form y1) (tf_game (s211_board a)).

(* s212: T^a _ T^2 F T F T F T F _ >= y on a>=1 && y1==0 *)
Definition s212_board (a : nat) : board := repeat T a ++ [E; T; T; F; T; F; T; F; T; F; E].
Definition s212_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s212_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C212 (mm dd rr : nat) : Prop := forall (a y1 : nat), s212_dom a y1 -> meas (s212_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s212_form y1) (tf_game (s212_board a)).

(* s213: T^a F T _ T F T F _ T F^b >= y on a-b>=0 && b>=2 && y1==0 *)
Definition s213_board (a b : nat) : board := repeat T a ++ F :: T :: E :: T :: F :: T :: F :: E :: T :: repeat F b.
Definition s213_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s213_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 0 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C213 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s213_dom a b y1 -> meas (s213_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s213_form y1) (tf_game (s213_board a b)).

(* s214: T^a _ T^2 F T F T F T F _ F >= y on a>=1 && y1==0 *)
Definition s214_board (a : nat) : board := repeat T a ++ [E; T; T; F; T; F; T; F; T; F; E; F].
Definition s214_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s214_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C214 (mm dd rr : nat) : Prop := forall (a y1 : nat), s214_dom a y1 -> meas (s214_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s214_form y1) (tf_game (s214_board a)).

(* s215: T^a _ T^2 F T F T F T F _ F^b >= y on a-b>=0 && b>=2 && y1==0 *)
Definition s215_board (a b : nat) : board := repeat T a ++ E :: T :: T :: F :: T :: F :: T :: F :: T :: F :: E :: repeat F b.
Definition s215_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s215_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 0 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C215 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s215_dom a b y1 -> meas (s215_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s215_form y1) (tf_game (s215_board a b)).

(* s216: _ T^a F T _ T^b F >= y on a>=2 && b>=2 && y1==1 *)
Definition s216_board (a b : nat) : board := E :: repeat T a ++ F :: T :: E :: repeat T b ++ [F].
Definition s216_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s216_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 1))%Z.
Definition C216 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s216_dom a b y1 -> meas (s216_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s216_form y1) (tf_game (s216_board a b)).

(* s217: _ T^a F T _ T^b F^c >= y on a>=1 && b>=2 && c>=2 && y1==1 *)
Definition s217_board (a b c : nat) : board := E :: repeat T a ++ F :: T :: E :: repeat T b ++ repeat F c.
Definition s217_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s217_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 2 /\ Z.of_nat y1 = 1))%Z.
Definition C217 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s217_dom a b c y1 -> meas (s217_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s217_form y1) (tf_game (s217_board a b c)).

(* s218: T^a F^b _^2 F T^c F^d >= y on (a-d>=4 && b+d-y1==4 && b>=4 && c==2 && d>=2) || (a>=4 && b==3 && c==2 && d==1 && y1>=2) *)
Definition s218_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ E :: E :: F :: repeat T c ++ repeat F d.
Definition s218_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s218_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat d >= 4 /\ Z.of_nat b + Z.of_nat d - Z.of_nat y1 = 4 /\ Z.of_nat b >= 4 /\ Z.of_nat c = 2 /\ Z.of_nat d >= 2) \/ (Z.of_nat a >= 4 /\ Z.of_nat b = 3 /\ Z.of_nat c = 2 /\ Z.of_nat d = 1 /\ Z.of_nat y1 >= 2))%Z.
Definition C218 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s218_dom a b c d y1 -> meas (s218_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s218_form y1) (tf_game (s218_board a b c d)).

(* s219: T^a F^2 _ F T F^b _ >= y on a>=2 && b>=2 && y1>=1 *)
Definition s219_board (a b : nat) : board := repeat T a ++ F :: F :: E :: F :: T :: repeat F b ++ [E].
Definition s219_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s219_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 >= 1))%Z.
Definition C219 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s219_dom a b y1 -> meas (s219_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s219_form y1) (tf_game (s219_board a b)).

(* s220: T^a F^2 _ F T F _ F T F >= y on a>=5 && y1>=2 *)
Definition s220_board (a : nat) : board := repeat T a ++ [F; F; E; F; T; F; E; F; T; F].
Definition s220_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s220_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 5 /\ Z.of_nat y1 >= 2))%Z.
Definition C220 (mm dd rr : nat) : Prop := forall (a y1 : nat), s220_dom a y1 -> meas (s220_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s220_form y1) (tf_game (s220_board a)).

(* s221: T^a F^2 _ F T F _ F T F^b >= y on a-b>=4 && b>=2 && y1-b>=1 *)
Definition s221_board (a b : nat) : board := repeat T a ++ F :: F :: E :: F :: T :: F :: E :: F :: T :: repeat F b.
Definition s221_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s221_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 4 /\ Z.of_nat b >= 2 /\ - Z.of_nat b + Z.of_nat y1 >= 1))%Z.
Definition C221 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s221_dom a b y1 -> meas (s221_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s221_form y1) (tf_game (s221_board a b)).

(* s222: T^a F^b T _^2 T F^c >= y on a>=4 && b>=3 && c>=1 && y1>=1 *)
Definition s222_board (a b c : nat) : board := repeat T a ++ repeat F b ++ T :: E :: E :: T :: repeat F c.
Definition s222_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s222_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b >= 3 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 >= 1))%Z.
Definition C222 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s222_dom a b c y1 -> meas (s222_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s222_form y1) (tf_game (s222_board a b c)).

(* s223: T^a F^b T _ F^c _ T F^d >= y on a>=4 && b>=3 && c>=1 && d>=1 && y1>=1 *)
Definition s223_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ T :: E :: repeat F c ++ E :: T :: repeat F d.
Definition s223_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s223_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b >= 3 /\ Z.of_nat c >= 1 /\ Z.of_nat d >= 1 /\ Z.of_nat y1 >= 1))%Z.
Definition C223 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s223_dom a b c d y1 -> meas (s223_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s223_form y1) (tf_game (s223_board a b c d)).

(* s224: T^a F^b T _^2 F T F >= y on a>=4 && b>=3 && y1==0 *)
Definition s224_board (a b : nat) : board := repeat T a ++ repeat F b ++ [T; E; E; F; T; F].
Definition s224_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s224_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b >= 3 /\ Z.of_nat y1 = 0))%Z.
Definition C224 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s224_dom a b y1 -> meas (s224_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s224_form y1) (tf_game (s224_board a b)).

(* s225: T^a F^b T _^2 F T F^c >= y on a>=4 && b>=3 && c>=2 && y1==0 *)
Definition s225_board (a b c : nat) : board := repeat T a ++ repeat F b ++ T :: E :: E :: F :: T :: repeat F c.
Definition s225_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s225_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b >= 3 /\ Z.of_nat c >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C225 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s225_dom a b c y1 -> meas (s225_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s225_form y1) (tf_game (s225_board a b c)).

(* s226: T^a F^b T _^2 F T F^c >= y on a>=4 && b>=3 && c>=1 && y1>=1 *)
Definition s226_board (a b c : nat) : board := repeat T a ++ repeat F b ++ T :: E :: E :: F :: T :: repeat F c.
Definition s226_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s226_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b >= 3 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 >= 1))%Z.
Definition C226 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s226_dom a b c y1 -> meas (s226_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s226_form y1) (tf_game (s226_board a b c)).

(* s227: T^a F^b T _ F^c _ F T F^d >= y on a-d>=3 && b==3 && c+d-y1==2 && c>=2 && d>=2 *)
Definition s227_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ T :: E :: repeat F c ++ E :: F :: T :: repeat F d.
Definition s227_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s227_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat d >= 3 /\ Z.of_nat b = 3 /\ Z.of_nat c + Z.of_nat d - Z.of_nat y1 = 2 /\ Z.of_nat c >= 2 /\ Z.of_nat d >= 2))%Z.
Definition C227 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s227_dom a b c d y1 -> meas (s227_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s227_form y1) (tf_game (s227_board a b c d)).

(* s228: T F T F T _^2 F T^2 F >= y on y1==0 *)
Definition s228_board : board := [T; F; T; F; T; E; E; F; T; T; F].
Definition s228_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s228_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 0))%Z.
Definition C228 (mm dd rr : nat) : Prop := forall (y1 : nat), s228_dom y1 -> meas (s228_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (s228_form y1) (tf_game (s228_board)).

(* s229: T^a F T F T _^2 F T^2 F >= y on a>=2 && y1==0 *)
Definition s229_board (a : nat) : board := repeat T a ++ [F; T; F; T; E; E; F; T; T; F].
Definition s229_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s229_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C229 (mm dd rr : nat) : Prop := forall (a y1 : nat), s229_dom a y1 -> meas (s229_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s229_form y1) (tf_game (s229_board a)).

(* s230: T^a F T F T _^2 F T^2 F^b >= y on a-b>=0 && b>=2 && y1==0 *)
Definition s230_board (a b : nat) : board := repeat T a ++ F :: T :: F :: T :: E :: E :: F :: T :: T :: repeat F b.
Definition s230_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s230_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 0 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C230 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s230_dom a b y1 -> meas (s230_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s230_form y1) (tf_game (s230_board a b)).

(* s231: T^a F T _ T F T F^b _ T F^c >= y on a>=2 && b>=2 && c>=1 && y1==0 *)
Definition s231_board (a b c : nat) : board := repeat T a ++ F :: T :: E :: T :: F :: T :: repeat F b ++ E :: T :: repeat F c.
Definition s231_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s231_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C231 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s231_dom a b c y1 -> meas (s231_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s231_form y1) (tf_game (s231_board a b c)).

(* s232: _ T^a F T F T F T F^b _ >= y on a-b==1 && a>=3 && y1==0 *)
Definition s232_board (a b : nat) : board := E :: repeat T a ++ F :: T :: F :: T :: F :: T :: repeat F b ++ [E].
Definition s232_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s232_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b = 1 /\ Z.of_nat a >= 3 /\ Z.of_nat y1 = 0))%Z.
Definition C232 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s232_dom a b y1 -> meas (s232_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s232_form y1) (tf_game (s232_board a b)).

(* s233: T^a _ T^b F T F T F T F^c _ >= y on a>=1 && b-c==1 && b>=3 && y1==0 *)
Definition s233_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ F :: T :: F :: T :: F :: T :: repeat F c ++ [E].
Definition s233_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s233_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b - Z.of_nat c = 1 /\ Z.of_nat b >= 3 /\ Z.of_nat y1 = 0))%Z.
Definition C233 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s233_dom a b c y1 -> meas (s233_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s233_form y1) (tf_game (s233_board a b c)).

(* s234: T^a _ T^b F T F T F T F^c _ F^d >= y on a-d>=0 && b-c==1 && b>=3 && d>=1 && y1==0 *)
Definition s234_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ F :: T :: F :: T :: F :: T :: repeat F c ++ E :: repeat F d.
Definition s234_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s234_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat d >= 0 /\ Z.of_nat b - Z.of_nat c = 1 /\ Z.of_nat b >= 3 /\ Z.of_nat d >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C234 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s234_dom a b c d y1 -> meas (s234_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s234_form y1) (tf_game (s234_board a b c d)).

(* s235: T^a F^b _ F _ T^c F >= y on a>=4 && b==3 && c==2 && y1>=1 *)
Definition s235_board (a b c : nat) : board := repeat T a ++ repeat F b ++ E :: F :: E :: repeat T c ++ [F].
Definition s235_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s235_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b = 3 /\ Z.of_nat c = 2 /\ Z.of_nat y1 >= 1))%Z.
Definition C235 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s235_dom a b c y1 -> meas (s235_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s235_form y1) (tf_game (s235_board a b c)).

(* s236: T^a F^2 _ F T F^b _ T F >= y on a>=4 && b>=2 && y1>=1 *)
Definition s236_board (a b : nat) : board := repeat T a ++ F :: F :: E :: F :: T :: repeat F b ++ [E; T; F].
Definition s236_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s236_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 >= 1))%Z.
Definition C236 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s236_dom a b y1 -> meas (s236_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s236_form y1) (tf_game (s236_board a b)).

(* s237: T^a F^3 _^2 F T F T F^b >= y on a-b>=4 && b>=2 && y1-b>=1 *)
Definition s237_board (a b : nat) : board := repeat T a ++ F :: F :: F :: E :: E :: F :: T :: F :: T :: repeat F b.
Definition s237_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s237_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 4 /\ Z.of_nat b >= 2 /\ - Z.of_nat b + Z.of_nat y1 >= 1))%Z.
Definition C237 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s237_dom a b y1 -> meas (s237_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s237_form y1) (tf_game (s237_board a b)).

(* s238: T^a F^2 _ F T F^b _ T F^c >= y on a>=4 && b>=1 && c>=2 && y1>=1 *)
Definition s238_board (a b c : nat) : board := repeat T a ++ F :: F :: E :: F :: T :: repeat F b ++ E :: T :: repeat F c.
Definition s238_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s238_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b >= 1 /\ Z.of_nat c >= 2 /\ Z.of_nat y1 >= 1))%Z.
Definition C238 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s238_dom a b c y1 -> meas (s238_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s238_form y1) (tf_game (s238_board a b c)).

(* s239: T^a F^b T _ F T _ F^c >= y on a>=4 && b>=3 && c==1 && y1==0 *)
Definition s239_board (a b c : nat) : board := repeat T a ++ repeat F b ++ T :: E :: F :: T :: E :: repeat F c.
Definition s239_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s239_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b >= 3 /\ Z.of_nat c = 1 /\ Z.of_nat y1 = 0))%Z.
Definition C239 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s239_dom a b c y1 -> meas (s239_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s239_form y1) (tf_game (s239_board a b c)).

(* s240: T^a F^b _ F T _ T F^c >= y on a>=4 && b>=3 && c>=2 && y1>=1 *)
Definition s240_board (a b c : nat) : board := repeat T a ++ repeat F b ++ E :: F :: T :: E :: T :: repeat F c.
Definition s240_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s240_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b >= 3 /\ Z.of_nat c >= 2 /\ Z.of_nat y1 >= 1))%Z.
Definition C240 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s240_dom a b c y1 -> meas (s240_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s240_form y1) (tf_game (s240_board a b c)).

(* s241: T^a F^b _ F T F _ F T F^c >= y on a-c>=3 && b==3 && c-y1==0 && c>=2 *)
Definition s241_board (a b c : nat) : board := repeat T a ++ repeat F b ++ E :: F :: T :: F :: E :: F :: T :: repeat F c.
Definition s241_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s241_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat c >= 3 /\ Z.of_nat b = 3 /\ Z.of_nat c - Z.of_nat y1 = 0 /\ Z.of_nat c >= 2))%Z.
Definition C241 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s241_dom a b c y1 -> meas (s241_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s241_form y1) (tf_game (s241_board a b c)).

(* s242: T^a F^b _ F T F^c _ F T F^d >= y on a>=4 && b+c+d-y1==4 && b+c+d>=6 && b>=2 && c>=2 && d>=1 *)
Definition s242_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ E :: F :: T :: repeat F c ++ E :: F :: T :: repeat F d.
Definition s242_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s242_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b + Z.of_nat c + Z.of_nat d - Z.of_nat y1 = 4 /\ Z.of_nat b + Z.of_nat c + Z.of_nat d >= 6 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 2 /\ Z.of_nat d >= 1))%Z.
Definition C242 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s242_dom a b c d y1 -> meas (s242_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s242_form y1) (tf_game (s242_board a b c d)).

(* s243: T F T F _ T F _ T^2 F >= y on y1==0 *)
Definition s243_board : board := [T; F; T; F; E; T; F; E; T; T; F].
Definition s243_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s243_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 0))%Z.
Definition C243 (mm dd rr : nat) : Prop := forall (y1 : nat), s243_dom y1 -> meas (s243_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (s243_form y1) (tf_game (s243_board)).

(* s244: T^a F T F _ T F _ T^2 F >= y on a>=2 && y1==0 *)
Definition s244_board (a : nat) : board := repeat T a ++ [F; T; F; E; T; F; E; T; T; F].
Definition s244_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s244_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C244 (mm dd rr : nat) : Prop := forall (a y1 : nat), s244_dom a y1 -> meas (s244_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s244_form y1) (tf_game (s244_board a)).

(* s245: T^a F T F _ T F _ T^2 F^b >= y on a-b>=0 && b>=2 && y1==0 *)
Definition s245_board (a b : nat) : board := repeat T a ++ F :: T :: F :: E :: T :: F :: E :: T :: T :: repeat F b.
Definition s245_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s245_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 0 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C245 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s245_dom a b y1 -> meas (s245_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s245_form y1) (tf_game (s245_board a b)).

(* s246: T^a F T F _ T^b F^c _ T^d F^e >= y on (a>=1 && b==1 && c==1 && d==0 && e==0 && y1==0) || (a>=2 && b==2 && c>=2 && d==1 && e>=1 && y1==0) *)
Definition s246_board (a b c d e : nat) : board := repeat T a ++ F :: T :: F :: E :: repeat T b ++ repeat F c ++ E :: repeat T d ++ repeat F e.
Definition s246_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s246_dom (a b c d e y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b = 1 /\ Z.of_nat c = 1 /\ Z.of_nat d = 0 /\ Z.of_nat e = 0 /\ Z.of_nat y1 = 0) \/ (Z.of_nat a >= 2 /\ Z.of_nat b = 2 /\ Z.of_nat c >= 2 /\ Z.of_nat d = 1 /\ Z.of_nat e >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C246 (mm dd rr : nat) : Prop := forall (a b c d e y1 : nat), s246_dom a b c d e y1 -> meas (s246_board a b c d e) = mm -> dd = 0 -> rr = 2 * y1 -> le (s246_form y1) (tf_game (s246_board a b c d e)).

(* s247: T^a F^3 _ F _ T F T F^b >= y on a-b>=4 && b>=2 && y1-b>=0 *)
Definition s247_board (a b : nat) : board := repeat T a ++ F :: F :: F :: E :: F :: E :: T :: F :: T :: repeat F b.
Definition s247_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s247_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 4 /\ Z.of_nat b >= 2 /\ - Z.of_nat b + Z.of_nat y1 >= 0))%Z.
Definition C247 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s247_dom a b y1 -> meas (s247_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s247_form y1) (tf_game (s247_board a b)).

(* s248: T^a F^2 _ F T F^b T _ F^c >= y on a>=4 && b==3 && c-y1==0 && c>=2 *)
Definition s248_board (a b c : nat) : board := repeat T a ++ F :: F :: E :: F :: T :: repeat F b ++ T :: E :: repeat F c.
Definition s248_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s248_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b = 3 /\ Z.of_nat c - Z.of_nat y1 = 0 /\ Z.of_nat c >= 2))%Z.
Definition C248 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s248_dom a b c y1 -> meas (s248_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s248_form y1) (tf_game (s248_board a b c)).

(* s249: T^a F^b T F _^2 T F >= y on a>=4 && b>=3 && y1==0 *)
Definition s249_board (a b : nat) : board := repeat T a ++ repeat F b ++ [T; F; E; E; T; F].
Definition s249_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s249_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b >= 3 /\ Z.of_nat y1 = 0))%Z.
Definition C249 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s249_dom a b y1 -> meas (s249_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s249_form y1) (tf_game (s249_board a b)).

(* s250: T^a F^b _^2 T^2 F^c >= y on a>=4 && b>=4 && c>=1 && y1>=1 *)
Definition s250_board (a b c : nat) : board := repeat T a ++ repeat F b ++ E :: E :: T :: T :: repeat F c.
Definition s250_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s250_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b >= 4 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 >= 1))%Z.
Definition C250 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s250_dom a b c y1 -> meas (s250_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s250_form y1) (tf_game (s250_board a b c)).

(* s251: T^a F^b _ F T F^c _ T F^d >= y on a>=4 && b>=2 && c>=1 && d>=1 && y1>=1 *)
Definition s251_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ E :: F :: T :: repeat F c ++ E :: T :: repeat F d.
Definition s251_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s251_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1 /\ Z.of_nat d >= 1 /\ Z.of_nat y1 >= 1))%Z.
Definition C251 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s251_dom a b c d y1 -> meas (s251_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s251_form y1) (tf_game (s251_board a b c d)).

(* s252: T F T F^2 _ T _ T^2 F >= y on y1==0 *)
Definition s252_board : board := [T; F; T; F; F; E; T; E; T; T; F].
Definition s252_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s252_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 0))%Z.
Definition C252 (mm dd rr : nat) : Prop := forall (y1 : nat), s252_dom y1 -> meas (s252_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (s252_form y1) (tf_game (s252_board)).

(* s253: T^a F T F^2 _ T _ T^2 F >= y on a>=2 && y1==0 *)
Definition s253_board (a : nat) : board := repeat T a ++ [F; T; F; F; E; T; E; T; T; F].
Definition s253_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s253_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C253 (mm dd rr : nat) : Prop := forall (a y1 : nat), s253_dom a y1 -> meas (s253_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s253_form y1) (tf_game (s253_board a)).

(* s254: T^a F T F^2 _ T _ T^2 F^b >= y on a-b>=0 && b>=2 && y1==0 *)
Definition s254_board (a b : nat) : board := repeat T a ++ F :: T :: F :: F :: E :: T :: E :: T :: T :: repeat F b.
Definition s254_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s254_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 0 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C254 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s254_dom a b y1 -> meas (s254_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s254_form y1) (tf_game (s254_board a b)).

(* s255: T^a F^b _ F T^c F^d _ >= y on (a>=1 && b>=1 && c==1 && d>=1 && y1>=1) || (a>=2 && 2b+3c==11 && 2b+3d>=11 && y1==1) *)
Definition s255_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ E :: F :: repeat T c ++ repeat F d ++ [E].
Definition s255_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s255_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 1 /\ Z.of_nat c = 1 /\ Z.of_nat d >= 1 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat a >= 2 /\ 2 * Z.of_nat b + 3 * Z.of_nat c = 11 /\ 2 * Z.of_nat b + 3 * Z.of_nat d >= 11 /\ Z.of_nat y1 = 1))%Z.
Definition C255 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s255_dom a b c d y1 -> meas (s255_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s255_form y1) (tf_game (s255_board a b c d)).

(* s256: T^a F^4 _^2 T F T F^b >= y on a-b>=4 && b>=2 && b-y1<=1 *)
Definition s256_board (a b : nat) : board := repeat T a ++ F :: F :: F :: F :: E :: E :: T :: F :: T :: repeat F b.
Definition s256_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s256_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 4 /\ Z.of_nat b >= 2 /\ Z.of_nat b - Z.of_nat y1 <= 1))%Z.
Definition C256 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s256_dom a b y1 -> meas (s256_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s256_form y1) (tf_game (s256_board a b)).

(* s257: T^a F^b _ F^c _ T^d F^e >= y on (a-e>=4 && b+2c+e-y1==7 && b+c>=5 && c>=1 && c<=2 && d==2 && e>=2) || (a-e>=4 && b+c==5 && b+y1-e>=3 && b>=3 && b<=4 && d==2 && e>=2) *)
Definition s257_board (a b c d e : nat) : board := repeat T a ++ repeat F b ++ E :: repeat F c ++ E :: repeat T d ++ repeat F e.
Definition s257_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s257_dom (a b c d e y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat e >= 4 /\ Z.of_nat b + 2 * Z.of_nat c + Z.of_nat e - Z.of_nat y1 = 7 /\ Z.of_nat b + Z.of_nat c >= 5 /\ Z.of_nat c >= 1 /\ Z.of_nat c <= 2 /\ Z.of_nat d = 2 /\ Z.of_nat e >= 2) \/ (Z.of_nat a - Z.of_nat e >= 4 /\ Z.of_nat b + Z.of_nat c = 5 /\ Z.of_nat b - Z.of_nat e + Z.of_nat y1 >= 3 /\ Z.of_nat b >= 3 /\ Z.of_nat b <= 4 /\ Z.of_nat d = 2 /\ Z.of_nat e >= 2))%Z.
Definition C257 (mm dd rr : nat) : Prop := forall (a b c d e y1 : nat), s257_dom a b c d e y1 -> meas (s257_board a b c d e) = mm -> dd = 0 -> rr = 2 * y1 -> le (s257_form y1) (tf_game (s257_board a b c d e)).

(* s258: T^a F^b _ F T F^c T _ F^d >= y on a-d>=5 && b+d-y1==3 && b>=3 && c==2 && d>=2 *)
Definition s258_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ E :: F :: T :: repeat F c ++ T :: E :: repeat F d.
Definition s258_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s258_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat d >= 5 /\ Z.of_nat b + Z.of_nat d - Z.of_nat y1 = 3 /\ Z.of_nat b >= 3 /\ Z.of_nat c = 2 /\ Z.of_nat d >= 2))%Z.
Definition C258 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s258_dom a b c d y1 -> meas (s258_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s258_form y1) (tf_game (s258_board a b c d)).

(* s259: _ T F T F _ >= y on z1>=3 && z2==2 && y1==0 *)
Definition s259_board : board := [E; T; F; T; F; E].
Definition s259_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s259_dom (z1 z2 y1 : nat) : Prop := ((Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0))%Z.
Definition C259 (mm dd rr : nat) : Prop := forall (z1 z2 y1 : nat), s259_dom z1 z2 y1 -> meas (s259_board) = mm -> dd = 1 -> rr = 2 * y1 -> le (s259_form z1 z2 y1) (tf_game (s259_board)).

(* s260: T F _ T^a _ T F T F >= y on a>=1 && y1==0 *)
Definition s260_board (a : nat) : board := T :: F :: E :: repeat T a ++ [E; T; F; T; F].
Definition s260_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s260_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C260 (mm dd rr : nat) : Prop := forall (a y1 : nat), s260_dom a y1 -> meas (s260_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s260_form y1) (tf_game (s260_board a)).

(* s261: T F _ T^a _ T F T F^b >= y on a>=1 && b>=2 && y1==0 *)
Definition s261_board (a b : nat) : board := T :: F :: E :: repeat T a ++ E :: T :: F :: T :: repeat F b.
Definition s261_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s261_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C261 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s261_dom a b y1 -> meas (s261_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s261_form y1) (tf_game (s261_board a b)).

(* s262: T^a F^b T _ F^c _ >= y on a>=1 && b>=1 && c==1 && y1==0 *)
Definition s262_board (a b c : nat) : board := repeat T a ++ repeat F b ++ T :: E :: repeat F c ++ [E].
Definition s262_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s262_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 1 /\ Z.of_nat c = 1 /\ Z.of_nat y1 = 0))%Z.
Definition C262 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s262_dom a b c y1 -> meas (s262_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s262_form y1) (tf_game (s262_board a b c)).

(* s263: T^a F^b T _ F^c _ >= y on a>=1 && b>=1 && c>=1 && y1>=1 *)
Definition s263_board (a b c : nat) : board := repeat T a ++ repeat F b ++ T :: E :: repeat F c ++ [E].
Definition s263_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s263_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 1 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 >= 1))%Z.
Definition C263 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s263_dom a b c y1 -> meas (s263_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s263_form y1) (tf_game (s263_board a b c)).

(* s264: _ T^2 F T F^2 _ >= y on y1==1 *)
Definition s264_board : board := [E; T; T; F; T; F; F; E].
Definition s264_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s264_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 1))%Z.
Definition C264 (mm dd rr : nat) : Prop := forall (y1 : nat), s264_dom y1 -> meas (s264_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (s264_form y1) (tf_game (s264_board)).

(* s265: _ T F T F _ T^a F^b >= y on a>=2 && b>=2 && y1==0 *)
Definition s265_board (a b : nat) : board := E :: T :: F :: T :: F :: E :: repeat T a ++ repeat F b.
Definition s265_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s265_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C265 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s265_dom a b y1 -> meas (s265_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s265_form y1) (tf_game (s265_board a b)).

(* s266: T F _ T^a _ T F T^b F^c >= y on a>=1 && b>=2 && c>=1 && y1==0 *)
Definition s266_board (a b c : nat) : board := T :: F :: E :: repeat T a ++ E :: T :: F :: repeat T b ++ repeat F c.
Definition s266_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s266_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C266 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s266_dom a b c y1 -> meas (s266_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s266_form y1) (tf_game (s266_board a b c)).

(* s267: _ T^2 F T F^a _ >= y on a>=2 && y1==1 *)
Definition s267_board (a : nat) : board := E :: T :: T :: F :: T :: repeat F a ++ [E].
Definition s267_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s267_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat y1 = 1))%Z.
Definition C267 (mm dd rr : nat) : Prop := forall (a y1 : nat), s267_dom a y1 -> meas (s267_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s267_form y1) (tf_game (s267_board a)).

(* s268: T F T _ T F _ F >= y on y1==1 *)
Definition s268_board : board := [T; F; T; E; T; F; E; F].
Definition s268_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s268_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 1))%Z.
Definition C268 (mm dd rr : nat) : Prop := forall (y1 : nat), s268_dom y1 -> meas (s268_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (s268_form y1) (tf_game (s268_board)).

(* s269: T^a F T _ T F _ F >= y on a>=2 && y1==1 *)
Definition s269_board (a : nat) : board := repeat T a ++ [F; T; E; T; F; E; F].
Definition s269_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s269_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat y1 = 1))%Z.
Definition C269 (mm dd rr : nat) : Prop := forall (a y1 : nat), s269_dom a y1 -> meas (s269_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s269_form y1) (tf_game (s269_board a)).

(* s270: T^a F^b T _^2 T F >= y on a>=4 && b>=3 && y1==0 *)
Definition s270_board (a b : nat) : board := repeat T a ++ repeat F b ++ [T; E; E; T; F].
Definition s270_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s270_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b >= 3 /\ Z.of_nat y1 = 0))%Z.
Definition C270 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s270_dom a b y1 -> meas (s270_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s270_form y1) (tf_game (s270_board a b)).

(* s271: T^a F^b T F _^2 >= y on a>=1 && b>=1 && y1==0 *)
Definition s271_board (a b : nat) : board := repeat T a ++ repeat F b ++ [T; F; E; E].
Definition s271_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s271_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C271 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s271_dom a b y1 -> meas (s271_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s271_form y1) (tf_game (s271_board a b)).

(* s272: T^a F^b T F _^2 >= y on a>=1 && b>=1 && y1>=1 *)
Definition s272_board (a b : nat) : board := repeat T a ++ repeat F b ++ [T; F; E; E].
Definition s272_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s272_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 1 /\ Z.of_nat y1 >= 1))%Z.
Definition C272 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s272_dom a b y1 -> meas (s272_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s272_form y1) (tf_game (s272_board a b)).

(* s273: T F T F T _^2 F >= y on y1==0 *)
Definition s273_board : board := [T; F; T; F; T; E; E; F].
Definition s273_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s273_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 0))%Z.
Definition C273 (mm dd rr : nat) : Prop := forall (y1 : nat), s273_dom y1 -> meas (s273_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (s273_form y1) (tf_game (s273_board)).

(* s274: T^a F T F T _^2 F >= y on a>=2 && y1==0 *)
Definition s274_board (a : nat) : board := repeat T a ++ [F; T; F; T; E; E; F].
Definition s274_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s274_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C274 (mm dd rr : nat) : Prop := forall (a y1 : nat), s274_dom a y1 -> meas (s274_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s274_form y1) (tf_game (s274_board a)).

(* s275: _ T F _ T^a F^b >= y on a>=2 && b-y1==2 && b>=3 *)
Definition s275_board (a b : nat) : board := E :: T :: F :: E :: repeat T a ++ repeat F b.
Definition s275_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s275_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat b - Z.of_nat y1 = 2 /\ Z.of_nat b >= 3))%Z.
Definition C275 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s275_dom a b y1 -> meas (s275_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s275_form y1) (tf_game (s275_board a b)).

(* s276: T^a F^b T F _^2 T F >= y on a>=3 && b>=2 && y1>=1 *)
Definition s276_board (a b : nat) : board := repeat T a ++ repeat F b ++ [T; F; E; E; T; F].
Definition s276_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s276_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 >= 1))%Z.
Definition C276 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s276_dom a b y1 -> meas (s276_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s276_form y1) (tf_game (s276_board a b)).

(* s277: T^a F^b T F^c _^2 >= y on (a>=1 && b==1 && c==2 && y1==1) || (a>=3 && b>=2 && c==2 && y1>=1) *)
Definition s277_board (a b c : nat) : board := repeat T a ++ repeat F b ++ T :: repeat F c ++ [E; E].
Definition s277_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s277_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b = 1 /\ Z.of_nat c = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat a >= 3 /\ Z.of_nat b >= 2 /\ Z.of_nat c = 2 /\ Z.of_nat y1 >= 1))%Z.
Definition C277 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s277_dom a b c y1 -> meas (s277_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s277_form y1) (tf_game (s277_board a b c)).

(* s278: T _^2 T^a F^b >= y on a>=2 && b-y1==3 && b>=4 *)
Definition s278_board (a b : nat) : board := T :: E :: E :: repeat T a ++ repeat F b.
Definition s278_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s278_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat b - Z.of_nat y1 = 3 /\ Z.of_nat b >= 4))%Z.
Definition C278 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s278_dom a b y1 -> meas (s278_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s278_form y1) (tf_game (s278_board a b)).

(* s279: T^a F^b T F _ F _ >= y on a>=3 && b>=2 && y1>=1 *)
Definition s279_board (a b : nat) : board := repeat T a ++ repeat F b ++ [T; F; E; F; E].
Definition s279_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s279_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 >= 1))%Z.
Definition C279 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s279_dom a b y1 -> meas (s279_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s279_form y1) (tf_game (s279_board a b)).

(* s280: T^a F^b T F^c _^2 >= y on a>=3 && b>=2 && c==2 && y1==0 *)
Definition s280_board (a b c : nat) : board := repeat T a ++ repeat F b ++ T :: repeat F c ++ [E; E].
Definition s280_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s280_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat b >= 2 /\ Z.of_nat c = 2 /\ Z.of_nat y1 = 0))%Z.
Definition C280 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s280_dom a b c y1 -> meas (s280_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s280_form y1) (tf_game (s280_board a b c)).

(* s281: T^a F^2 T _ F^b T _ F^c >= y on a>=3 && b==1 && c==1 && y1>=1 *)
Definition s281_board (a b c : nat) : board := repeat T a ++ F :: F :: T :: E :: repeat F b ++ T :: E :: repeat F c.
Definition s281_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s281_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat b = 1 /\ Z.of_nat c = 1 /\ Z.of_nat y1 >= 1))%Z.
Definition C281 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s281_dom a b c y1 -> meas (s281_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s281_form y1) (tf_game (s281_board a b c)).

(* s282: T^a F^b T _ F^c T _ F^d >= y on a>=4 && b>=3 && c==1 && d==1 && y1>=1 *)
Definition s282_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ T :: E :: repeat F c ++ T :: E :: repeat F d.
Definition s282_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s282_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b >= 3 /\ Z.of_nat c = 1 /\ Z.of_nat d = 1 /\ Z.of_nat y1 >= 1))%Z.
Definition C282 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s282_dom a b c d y1 -> meas (s282_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s282_form y1) (tf_game (s282_board a b c d)).

(* s283: T^a F^b _ T^c F T F^d _ >= y on (a>=3 && b==2 && c==1 && d==1 && y1>=1) || (a>=4 && b>=3 && c==1 && d==1 && y1>=1) *)
Definition s283_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ E :: repeat T c ++ F :: T :: repeat F d ++ [E].
Definition s283_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s283_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat b = 2 /\ Z.of_nat c = 1 /\ Z.of_nat d = 1 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat a >= 4 /\ Z.of_nat b >= 3 /\ Z.of_nat c = 1 /\ Z.of_nat d = 1 /\ Z.of_nat y1 >= 1))%Z.
Definition C283 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s283_dom a b c d y1 -> meas (s283_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s283_form y1) (tf_game (s283_board a b c d)).

(* s284:  >= y on y1==0 *)
Definition s284_board : board := [].
Definition s284_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s284_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 0))%Z.
Definition C284 (mm dd rr : nat) : Prop := forall (y1 : nat), s284_dom y1 -> meas (s284_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (s284_form y1) (tf_game (s284_board)).

Definition Cs (mm dd rr : nat) : list Prop := [C1 mm dd rr; C2 mm dd rr; C3 mm dd rr; C4 mm dd rr; C5 mm dd rr; C6 mm dd rr; C7 mm dd rr; C8 mm dd rr; C9 mm dd rr; C10 mm dd rr; C11 mm dd rr; C12 mm dd rr; C13 mm dd rr; C14 mm dd rr; C15 mm dd rr; C16 mm dd rr; C17 mm dd rr; C18 mm dd rr; C19 mm dd rr; C20 mm dd rr; C21 mm dd rr; C22 mm dd rr; C23 mm dd rr; C24 mm dd rr; C25 mm dd rr; C26 mm dd rr; C27 mm dd rr; C28 mm dd rr; C29 mm dd rr; C30 mm dd rr; C31 mm dd rr; C32 mm dd rr; C33 mm dd rr; C34 mm dd rr; C35 mm dd rr; C36 mm dd rr; C37 mm dd rr; C38 mm dd rr; C39 mm dd rr; C40 mm dd rr; C41 mm dd rr; C42 mm dd rr; C43 mm dd rr; C44 mm dd rr; C45 mm dd rr; C46 mm dd rr; C47 mm dd rr; C48 mm dd rr; C49 mm dd rr; C50 mm dd rr; C51 mm dd rr; C52 mm dd rr; C53 mm dd rr; C54 mm dd rr; C55 mm dd rr; C56 mm dd rr; C57 mm dd rr; C58 mm dd rr; C59 mm dd rr; C60 mm dd rr; C61 mm dd rr; C62 mm dd rr; C63 mm dd rr; C64 mm dd rr; C65 mm dd rr; C66 mm dd rr; C67 mm dd rr; C68 mm dd rr; C69 mm dd rr; C70 mm dd rr; C71 mm dd rr; C72 mm dd rr; C73 mm dd rr; C74 mm dd rr; C75 mm dd rr; C76 mm dd rr; C77 mm dd rr; C78 mm dd rr; C79 mm dd rr; C80 mm dd rr; C81 mm dd rr; C82 mm dd rr; C83 mm dd rr; C84 mm dd rr; C85 mm dd rr; C86 mm dd rr; C87 mm dd rr; C88 mm dd rr; C89 mm dd rr; C90 mm dd rr; C91 mm dd rr; C92 mm dd rr; C93 mm dd rr; C94 mm dd rr; C95 mm dd rr; C96 mm dd rr; C97 mm dd rr; C98 mm dd rr; C99 mm dd rr; C100 mm dd rr; C101 mm dd rr; C102 mm dd rr; C103 mm dd rr; C104 mm dd rr; C105 mm dd rr; C106 mm dd rr; C107 mm dd rr; C108 mm dd rr; C109 mm dd rr; C110 mm dd rr; C111 mm dd rr; C112 mm dd rr; C113 mm dd rr; C114 mm dd rr; C115 mm dd rr; C116 mm dd rr; C117 mm dd rr; C118 mm dd rr; C119 mm dd rr; C120 mm dd rr; C121 mm dd rr; C122 mm dd rr; C123 mm dd rr; C124 mm dd rr; C125 mm dd rr; C126 mm dd rr; C127 mm dd rr; C128 mm dd rr; C129 mm dd rr; C130 mm dd rr; C131 mm dd rr; C132 mm dd rr; C133 mm dd rr; C134 mm dd rr; C135 mm dd rr; C136 mm dd rr; C137 mm dd rr; C138 mm dd rr; C139 mm dd rr; C140 mm dd rr; C141 mm dd rr; C142 mm dd rr; C143 mm dd rr; C144 mm dd rr; C145 mm dd rr; C146 mm dd rr; C147 mm dd rr; C148 mm dd rr; C149 mm dd rr; C150 mm dd rr; C151 mm dd rr; C152 mm dd rr; C153 mm dd rr; C154 mm dd rr; C155 mm dd rr; C156 mm dd rr; C157 mm dd rr; C158 mm dd rr; C159 mm dd rr; C160 mm dd rr; C161 mm dd rr; C162 mm dd rr; C163 mm dd rr; C164 mm dd rr; C165 mm dd rr; C166 mm dd rr; C167 mm dd rr; C168 mm dd rr; C169 mm dd rr; C170 mm dd rr; C171 mm dd rr; C172 mm dd rr; C173 mm dd rr; C174 mm dd rr; C175 mm dd rr; C176 mm dd rr; C177 mm dd rr; C178 mm dd rr; C179 mm dd rr; C180 mm dd rr; C181 mm dd rr; C182 mm dd rr; C183 mm dd rr; C184 mm dd rr; C185 mm dd rr; C186 mm dd rr; C187 mm dd rr; C188 mm dd rr; C189 mm dd rr; C190 mm dd rr; C191 mm dd rr; C192 mm dd rr; C193 mm dd rr; C194 mm dd rr; C195 mm dd rr; C196 mm dd rr; C197 mm dd rr; C198 mm dd rr; C199 mm dd rr; C200 mm dd rr; C201 mm dd rr; C202 mm dd rr; C203 mm dd rr; C204 mm dd rr; C205 mm dd rr; C206 mm dd rr; C207 mm dd rr; C208 mm dd rr; C209 mm dd rr; C210 mm dd rr; C211 mm dd rr; C212 mm dd rr; C213 mm dd rr; C214 mm dd rr; C215 mm dd rr; C216 mm dd rr; C217 mm dd rr; C218 mm dd rr; C219 mm dd rr; C220 mm dd rr; C221 mm dd rr; C222 mm dd rr; C223 mm dd rr; C224 mm dd rr; C225 mm dd rr; C226 mm dd rr; C227 mm dd rr; C228 mm dd rr; C229 mm dd rr; C230 mm dd rr; C231 mm dd rr; C232 mm dd rr; C233 mm dd rr; C234 mm dd rr; C235 mm dd rr; C236 mm dd rr; C237 mm dd rr; C238 mm dd rr; C239 mm dd rr; C240 mm dd rr; C241 mm dd rr; C242 mm dd rr; C243 mm dd rr; C244 mm dd rr; C245 mm dd rr; C246 mm dd rr; C247 mm dd rr; C248 mm dd rr; C249 mm dd rr; C250 mm dd rr; C251 mm dd rr; C252 mm dd rr; C253 mm dd rr; C254 mm dd rr; C255 mm dd rr; C256 mm dd rr; C257 mm dd rr; C258 mm dd rr; C259 mm dd rr; C260 mm dd rr; C261 mm dd rr; C262 mm dd rr; C263 mm dd rr; C264 mm dd rr; C265 mm dd rr; C266 mm dd rr; C267 mm dd rr; C268 mm dd rr; C269 mm dd rr; C270 mm dd rr; C271 mm dd rr; C272 mm dd rr; C273 mm dd rr; C274 mm dd rr; C275 mm dd rr; C276 mm dd rr; C277 mm dd rr; C278 mm dd rr; C279 mm dd rr; C280 mm dd rr; C281 mm dd rr; C282 mm dd rr; C283 mm dd rr; C284 mm dd rr].
Definition All (mm dd rr : nat) : Prop := Forall (fun P : Prop => P) (Cs mm dd rr).

Lemma use1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat) :
  s1_dom a b z1 z2 y1 -> lex3 (meas (s1_board a b)) 2 (2 * y1) mm dd rr -> le (s1_form z1 z2 y1) (tf_game (s1_board a b)).
Proof. intros H1 H2. exact (all_nth _ 0 _ (IH _ _ _ H2) eq_refl a b z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat) :
  s2_dom a b z1 z2 y1 -> lex3 (meas (s2_board a b)) 1 (2 * y1) mm dd rr -> le (s2_form z1 z2 y1) (tf_game (s2_board a b)).
Proof. intros H1 H2. exact (all_nth _ 1 _ (IH _ _ _ H2) eq_refl a b z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat) :
  s3_dom a b z1 z2 y1 -> lex3 (meas (s3_board a b)) 1 (2 * y1) mm dd rr -> le (s3_form z1 z2 y1) (tf_game (s3_board a b)).
Proof. intros H1 H2. exact (all_nth _ 2 _ (IH _ _ _ H2) eq_refl a b z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s4_dom a z1 z2 y1 -> lex3 (meas (s4_board a)) 1 (2 * y1) mm dd rr -> le (s4_form z1 z2 y1) (tf_game (s4_board a)).
Proof. intros H1 H2. exact (all_nth _ 3 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s5_dom a z1 z2 y1 -> lex3 (meas (s5_board a)) 1 (2 * y1) mm dd rr -> le (s5_form z1 z2 y1) (tf_game (s5_board a)).
Proof. intros H1 H2. exact (all_nth _ 4 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat) :
  s6_dom a b z1 z2 y1 -> lex3 (meas (s6_board a b)) 1 (2 * y1) mm dd rr -> le (s6_form z1 z2 y1) (tf_game (s6_board a b)).
Proof. intros H1 H2. exact (all_nth _ 5 _ (IH _ _ _ H2) eq_refl a b z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s7_dom a z1 z2 y1 -> lex3 (meas (s7_board a)) 1 (2 * y1) mm dd rr -> le (s7_form z1 z2 y1) (tf_game (s7_board a)).
Proof. intros H1 H2. exact (all_nth _ 6 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s8_dom a b y1 -> lex3 (meas (s8_board a b)) 0 (2 * y1) mm dd rr -> le (s8_form y1) (tf_game (s8_board a b)).
Proof. intros H1 H2. exact (all_nth _ 7 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s9_dom a b y1 -> lex3 (meas (s9_board a b)) 0 (2 * y1) mm dd rr -> le (s9_form y1) (tf_game (s9_board a b)).
Proof. intros H1 H2. exact (all_nth _ 8 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s10_dom a b y1 -> lex3 (meas (s10_board a b)) 0 (2 * y1 + 1) mm dd rr -> le (s10_form y1) (tf_game (s10_board a b)).
Proof. intros H1 H2. exact (all_nth _ 9 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s11_dom a z1 z2 y1 -> lex3 (meas (s11_board a)) 1 (2 * y1) mm dd rr -> le (s11_form z1 z2 y1) (tf_game (s11_board a)).
Proof. intros H1 H2. exact (all_nth _ 10 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat) :
  s12_dom a b z1 z2 y1 -> lex3 (meas (s12_board a b)) 1 (2 * y1) mm dd rr -> le (s12_form z1 z2 y1) (tf_game (s12_board a b)).
Proof. intros H1 H2. exact (all_nth _ 11 _ (IH _ _ _ H2) eq_refl a b z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s13_dom a b y1 -> lex3 (meas (s13_board a b)) 0 (2 * y1) mm dd rr -> le (s13_form y1) (tf_game (s13_board a b)).
Proof. intros H1 H2. exact (all_nth _ 12 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s14_dom a z1 z2 y1 -> lex3 (meas (s14_board a)) 1 (2 * y1) mm dd rr -> le (s14_form z1 z2 y1) (tf_game (s14_board a)).
Proof. intros H1 H2. exact (all_nth _ 13 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s15_dom a y1 -> lex3 (meas (s15_board a)) 0 (2 * y1) mm dd rr -> le (s15_form y1) (tf_game (s15_board a)).
Proof. intros H1 H2. exact (all_nth _ 14 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s16_dom a z1 z2 y1 -> lex3 (meas (s16_board a)) 1 (2 * y1) mm dd rr -> le (s16_form z1 z2 y1) (tf_game (s16_board a)).
Proof. intros H1 H2. exact (all_nth _ 15 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s17_dom a y1 -> lex3 (meas (s17_board a)) 0 (2 * y1) mm dd rr -> le (s17_form y1) (tf_game (s17_board a)).
Proof. intros H1 H2. exact (all_nth _ 16 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat) :
  s18_dom a b z1 z2 y1 -> lex3 (meas (s18_board a b)) 1 (2 * y1) mm dd rr -> le (s18_form z1 z2 y1) (tf_game (s18_board a b)).
Proof. intros H1 H2. exact (all_nth _ 17 _ (IH _ _ _ H2) eq_refl a b z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s19_dom a z1 z2 y1 -> lex3 (meas (s19_board a)) 1 (2 * y1) mm dd rr -> le (s19_form z1 z2 y1) (tf_game (s19_board a)).
Proof. intros H1 H2. exact (all_nth _ 18 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s20_dom a b y1 -> lex3 (meas (s20_board a b)) 0 (2 * y1) mm dd rr -> le (s20_form y1) (tf_game (s20_board a b)).
Proof. intros H1 H2. exact (all_nth _ 19 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s21_dom a b y1 -> lex3 (meas (s21_board a b)) 0 (2 * y1) mm dd rr -> le (s21_form y1) (tf_game (s21_board a b)).
Proof. intros H1 H2. exact (all_nth _ 20 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use22 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s22_dom a z1 z2 y1 -> lex3 (meas (s22_board a)) 1 (2 * y1) mm dd rr -> le (s22_form z1 z2 y1) (tf_game (s22_board a)).
Proof. intros H1 H2. exact (all_nth _ 21 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use23 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s23_dom a b y1 -> lex3 (meas (s23_board a b)) 0 (2 * y1) mm dd rr -> le (s23_form y1) (tf_game (s23_board a b)).
Proof. intros H1 H2. exact (all_nth _ 22 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use24 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s24_dom a b c d y1 -> lex3 (meas (s24_board a b c d)) 0 (2 * y1 + 1) mm dd rr -> le (s24_form y1) (tf_game (s24_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 23 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use25 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s25_dom a y1 -> lex3 (meas (s25_board a)) 0 (2 * y1) mm dd rr -> le (s25_form y1) (tf_game (s25_board a)).
Proof. intros H1 H2. exact (all_nth _ 24 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use26 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s26_dom a b y1 -> lex3 (meas (s26_board a b)) 0 (2 * y1) mm dd rr -> le (s26_form y1) (tf_game (s26_board a b)).
Proof. intros H1 H2. exact (all_nth _ 25 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use27 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s27_dom a b y1 -> lex3 (meas (s27_board a b)) 0 (2 * y1 + 1) mm dd rr -> le (s27_form y1) (tf_game (s27_board a b)).
Proof. intros H1 H2. exact (all_nth _ 26 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use28 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s28_dom a b y1 -> lex3 (meas (s28_board a b)) 0 (2 * y1) mm dd rr -> le (s28_form y1) (tf_game (s28_board a b)).
Proof. intros H1 H2. exact (all_nth _ 27 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use29 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s29_dom a b c y1 -> lex3 (meas (s29_board a b c)) 0 (2 * y1) mm dd rr -> le (s29_form y1) (tf_game (s29_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 28 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use30 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s30_dom y1 -> lex3 (meas (s30_board)) 0 (2 * y1) mm dd rr -> le (s30_form y1) (tf_game (s30_board)).
Proof. intros H1 H2. exact (all_nth _ 29 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use31 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s31_dom a y1 -> lex3 (meas (s31_board a)) 0 (2 * y1) mm dd rr -> le (s31_form y1) (tf_game (s31_board a)).
Proof. intros H1 H2. exact (all_nth _ 30 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use32 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s32_dom a b y1 -> lex3 (meas (s32_board a b)) 0 (2 * y1) mm dd rr -> le (s32_form y1) (tf_game (s32_board a b)).
Proof. intros H1 H2. exact (all_nth _ 31 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use33 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s33_dom a b y1 -> lex3 (meas (s33_board a b)) 0 (2 * y1) mm dd rr -> le (s33_form y1) (tf_game (s33_board a b)).
Proof. intros H1 H2. exact (all_nth _ 32 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use34 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s34_dom a b c y1 -> lex3 (meas (s34_board a b c)) 0 (2 * y1) mm dd rr -> le (s34_form y1) (tf_game (s34_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 33 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use35 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s35_dom a z1 z2 y1 -> lex3 (meas (s35_board a)) 1 (2 * y1) mm dd rr -> le (s35_form z1 z2 y1) (tf_game (s35_board a)).
Proof. intros H1 H2. exact (all_nth _ 34 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use36 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s36_dom a y1 -> lex3 (meas (s36_board a)) 0 (2 * y1) mm dd rr -> le (s36_form y1) (tf_game (s36_board a)).
Proof. intros H1 H2. exact (all_nth _ 35 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use37 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s37_dom a y1 -> lex3 (meas (s37_board a)) 0 (2 * y1) mm dd rr -> le (s37_form y1) (tf_game (s37_board a)).
Proof. intros H1 H2. exact (all_nth _ 36 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use38 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s38_dom a y1 -> lex3 (meas (s38_board a)) 0 (2 * y1 + 1) mm dd rr -> le (s38_form y1) (tf_game (s38_board a)).
Proof. intros H1 H2. exact (all_nth _ 37 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use39 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s39_dom a y1 -> lex3 (meas (s39_board a)) 0 (2 * y1) mm dd rr -> le (s39_form y1) (tf_game (s39_board a)).
Proof. intros H1 H2. exact (all_nth _ 38 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use40 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s40_dom a z1 z2 y1 -> lex3 (meas (s40_board a)) 1 (2 * y1) mm dd rr -> le (s40_form z1 z2 y1) (tf_game (s40_board a)).
Proof. intros H1 H2. exact (all_nth _ 39 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use41 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat) :
  s41_dom a b z1 z2 y1 -> lex3 (meas (s41_board a b)) 1 (2 * y1) mm dd rr -> le (s41_form z1 z2 y1) (tf_game (s41_board a b)).
Proof. intros H1 H2. exact (all_nth _ 40 _ (IH _ _ _ H2) eq_refl a b z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use42 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s42_dom a b y1 -> lex3 (meas (s42_board a b)) 0 (2 * y1 + 1) mm dd rr -> le (s42_form y1) (tf_game (s42_board a b)).
Proof. intros H1 H2. exact (all_nth _ 41 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use43 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s43_dom a z1 z2 y1 -> lex3 (meas (s43_board a)) 1 (2 * y1) mm dd rr -> le (s43_form z1 z2 y1) (tf_game (s43_board a)).
Proof. intros H1 H2. exact (all_nth _ 42 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use44 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s44_dom a z1 z2 y1 -> lex3 (meas (s44_board a)) 1 (2 * y1) mm dd rr -> le (s44_form z1 z2 y1) (tf_game (s44_board a)).
Proof. intros H1 H2. exact (all_nth _ 43 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use45 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s45_dom a y1 -> lex3 (meas (s45_board a)) 0 (2 * y1) mm dd rr -> le (s45_form y1) (tf_game (s45_board a)).
Proof. intros H1 H2. exact (all_nth _ 44 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use46 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s46_dom a b y1 -> lex3 (meas (s46_board a b)) 0 (2 * y1) mm dd rr -> le (s46_form y1) (tf_game (s46_board a b)).
Proof. intros H1 H2. exact (all_nth _ 45 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use47 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s47_dom a y1 -> lex3 (meas (s47_board a)) 0 (2 * y1) mm dd rr -> le (s47_form y1) (tf_game (s47_board a)).
Proof. intros H1 H2. exact (all_nth _ 46 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use48 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s48_dom a b y1 -> lex3 (meas (s48_board a b)) 0 (2 * y1) mm dd rr -> le (s48_form y1) (tf_game (s48_board a b)).
Proof. intros H1 H2. exact (all_nth _ 47 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use49 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s49_dom a b c y1 -> lex3 (meas (s49_board a b c)) 0 (2 * y1) mm dd rr -> le (s49_form y1) (tf_game (s49_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 48 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use50 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s50_dom a b y1 -> lex3 (meas (s50_board a b)) 0 (2 * y1) mm dd rr -> le (s50_form y1) (tf_game (s50_board a b)).
Proof. intros H1 H2. exact (all_nth _ 49 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use51 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s51_dom a y1 -> lex3 (meas (s51_board a)) 0 (2 * y1) mm dd rr -> le (s51_form y1) (tf_game (s51_board a)).
Proof. intros H1 H2. exact (all_nth _ 50 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use52 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s52_dom a b y1 -> lex3 (meas (s52_board a b)) 0 (2 * y1) mm dd rr -> le (s52_form y1) (tf_game (s52_board a b)).
Proof. intros H1 H2. exact (all_nth _ 51 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use53 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s53_dom a y1 -> lex3 (meas (s53_board a)) 0 (2 * y1 + 1) mm dd rr -> le (s53_form y1) (tf_game (s53_board a)).
Proof. intros H1 H2. exact (all_nth _ 52 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use54 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s54_dom a b c d y1 -> lex3 (meas (s54_board a b c d)) 0 (2 * y1) mm dd rr -> le (s54_form y1) (tf_game (s54_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 53 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use55 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s55_dom a y1 -> lex3 (meas (s55_board a)) 0 (2 * y1) mm dd rr -> le (s55_form y1) (tf_game (s55_board a)).
Proof. intros H1 H2. exact (all_nth _ 54 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use56 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s56_dom a b y1 -> lex3 (meas (s56_board a b)) 0 (2 * y1) mm dd rr -> le (s56_form y1) (tf_game (s56_board a b)).
Proof. intros H1 H2. exact (all_nth _ 55 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use57 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s57_dom a b c y1 -> lex3 (meas (s57_board a b c)) 0 (2 * y1) mm dd rr -> le (s57_form y1) (tf_game (s57_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 56 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use58 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s58_dom a b y1 -> lex3 (meas (s58_board a b)) 0 (2 * y1 + 1) mm dd rr -> le (s58_form y1) (tf_game (s58_board a b)).
Proof. intros H1 H2. exact (all_nth _ 57 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use59 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s59_dom a b y1 -> lex3 (meas (s59_board a b)) 0 (2 * y1) mm dd rr -> le (s59_form y1) (tf_game (s59_board a b)).
Proof. intros H1 H2. exact (all_nth _ 58 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use60 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s60_dom a b c y1 -> lex3 (meas (s60_board a b c)) 0 (2 * y1) mm dd rr -> le (s60_form y1) (tf_game (s60_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 59 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use61 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s61_dom a y1 -> lex3 (meas (s61_board a)) 0 (2 * y1) mm dd rr -> le (s61_form y1) (tf_game (s61_board a)).
Proof. intros H1 H2. exact (all_nth _ 60 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use62 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s62_dom a b y1 -> lex3 (meas (s62_board a b)) 0 (2 * y1) mm dd rr -> le (s62_form y1) (tf_game (s62_board a b)).
Proof. intros H1 H2. exact (all_nth _ 61 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use63 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s63_dom a b c y1 -> lex3 (meas (s63_board a b c)) 0 (2 * y1) mm dd rr -> le (s63_form y1) (tf_game (s63_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 62 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use64 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat) :
  s64_dom z1 z2 y1 -> lex3 (meas (s64_board)) 1 (2 * y1) mm dd rr -> le (s64_form z1 z2 y1) (tf_game (s64_board)).
Proof. intros H1 H2. exact (all_nth _ 63 _ (IH _ _ _ H2) eq_refl z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use65 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s65_dom a z1 z2 y1 -> lex3 (meas (s65_board a)) 1 (2 * y1) mm dd rr -> le (s65_form z1 z2 y1) (tf_game (s65_board a)).
Proof. intros H1 H2. exact (all_nth _ 64 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use66 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s66_dom y1 -> lex3 (meas (s66_board)) 0 (2 * y1 + 1) mm dd rr -> le (s66_form y1) (tf_game (s66_board)).
Proof. intros H1 H2. exact (all_nth _ 65 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use67 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s67_dom a y1 -> lex3 (meas (s67_board a)) 0 (2 * y1 + 1) mm dd rr -> le (s67_form y1) (tf_game (s67_board a)).
Proof. intros H1 H2. exact (all_nth _ 66 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use68 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s68_dom a y1 -> lex3 (meas (s68_board a)) 0 (2 * y1 + 1) mm dd rr -> le (s68_form y1) (tf_game (s68_board a)).
Proof. intros H1 H2. exact (all_nth _ 67 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use69 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s69_dom a z1 z2 y1 -> lex3 (meas (s69_board a)) 1 (2 * y1) mm dd rr -> le (s69_form z1 z2 y1) (tf_game (s69_board a)).
Proof. intros H1 H2. exact (all_nth _ 68 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use70 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s70_dom a z1 z2 y1 -> lex3 (meas (s70_board a)) 1 (2 * y1) mm dd rr -> le (s70_form z1 z2 y1) (tf_game (s70_board a)).
Proof. intros H1 H2. exact (all_nth _ 69 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use71 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s71_dom a y1 -> lex3 (meas (s71_board a)) 0 (2 * y1) mm dd rr -> le (s71_form y1) (tf_game (s71_board a)).
Proof. intros H1 H2. exact (all_nth _ 70 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use72 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s72_dom a b y1 -> lex3 (meas (s72_board a b)) 0 (2 * y1) mm dd rr -> le (s72_form y1) (tf_game (s72_board a b)).
Proof. intros H1 H2. exact (all_nth _ 71 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use73 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s73_dom a b y1 -> lex3 (meas (s73_board a b)) 0 (2 * y1) mm dd rr -> le (s73_form y1) (tf_game (s73_board a b)).
Proof. intros H1 H2. exact (all_nth _ 72 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use74 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s74_dom a b y1 -> lex3 (meas (s74_board a b)) 0 (2 * y1 + 1) mm dd rr -> le (s74_form y1) (tf_game (s74_board a b)).
Proof. intros H1 H2. exact (all_nth _ 73 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use75 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s75_dom a b y1 -> lex3 (meas (s75_board a b)) 0 (2 * y1 + 1) mm dd rr -> le (s75_form y1) (tf_game (s75_board a b)).
Proof. intros H1 H2. exact (all_nth _ 74 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use76 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s76_dom a b y1 -> lex3 (meas (s76_board a b)) 0 (2 * y1) mm dd rr -> le (s76_form y1) (tf_game (s76_board a b)).
Proof. intros H1 H2. exact (all_nth _ 75 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use77 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s77_dom a z1 z2 y1 -> lex3 (meas (s77_board a)) 1 (2 * y1) mm dd rr -> le (s77_form z1 z2 y1) (tf_game (s77_board a)).
Proof. intros H1 H2. exact (all_nth _ 76 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use78 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat) :
  s78_dom a b z1 z2 y1 -> lex3 (meas (s78_board a b)) 1 (2 * y1) mm dd rr -> le (s78_form z1 z2 y1) (tf_game (s78_board a b)).
Proof. intros H1 H2. exact (all_nth _ 77 _ (IH _ _ _ H2) eq_refl a b z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use79 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s79_dom a y1 -> lex3 (meas (s79_board a)) 0 (2 * y1) mm dd rr -> le (s79_form y1) (tf_game (s79_board a)).
Proof. intros H1 H2. exact (all_nth _ 78 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use80 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s80_dom a y1 -> lex3 (meas (s80_board a)) 0 (2 * y1) mm dd rr -> le (s80_form y1) (tf_game (s80_board a)).
Proof. intros H1 H2. exact (all_nth _ 79 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use81 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s81_dom a b c y1 -> lex3 (meas (s81_board a b c)) 0 (2 * y1) mm dd rr -> le (s81_form y1) (tf_game (s81_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 80 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use82 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s82_dom a b y1 -> lex3 (meas (s82_board a b)) 0 (2 * y1) mm dd rr -> le (s82_form y1) (tf_game (s82_board a b)).
Proof. intros H1 H2. exact (all_nth _ 81 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use83 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s83_dom a b c y1 -> lex3 (meas (s83_board a b c)) 0 (2 * y1) mm dd rr -> le (s83_form y1) (tf_game (s83_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 82 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use84 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s84_dom a y1 -> lex3 (meas (s84_board a)) 0 (2 * y1) mm dd rr -> le (s84_form y1) (tf_game (s84_board a)).
Proof. intros H1 H2. exact (all_nth _ 83 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use85 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s85_dom a b c y1 -> lex3 (meas (s85_board a b c)) 0 (2 * y1) mm dd rr -> le (s85_form y1) (tf_game (s85_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 84 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use86 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s86_dom a b c y1 -> lex3 (meas (s86_board a b c)) 0 (2 * y1) mm dd rr -> le (s86_form y1) (tf_game (s86_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 85 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use87 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s87_dom a b c y1 -> lex3 (meas (s87_board a b c)) 0 (2 * y1) mm dd rr -> le (s87_form y1) (tf_game (s87_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 86 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use88 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d e y1 : nat) :
  s88_dom a b c d e y1 -> lex3 (meas (s88_board a b c d e)) 0 (2 * y1) mm dd rr -> le (s88_form y1) (tf_game (s88_board a b c d e)).
Proof. intros H1 H2. exact (all_nth _ 87 _ (IH _ _ _ H2) eq_refl a b c d e y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use89 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s89_dom a b y1 -> lex3 (meas (s89_board a b)) 0 (2 * y1) mm dd rr -> le (s89_form y1) (tf_game (s89_board a b)).
Proof. intros H1 H2. exact (all_nth _ 88 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use90 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s90_dom a y1 -> lex3 (meas (s90_board a)) 0 (2 * y1) mm dd rr -> le (s90_form y1) (tf_game (s90_board a)).
Proof. intros H1 H2. exact (all_nth _ 89 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use91 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s91_dom a b c d y1 -> lex3 (meas (s91_board a b c d)) 0 (2 * y1) mm dd rr -> le (s91_form y1) (tf_game (s91_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 90 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use92 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s92_dom a b c d y1 -> lex3 (meas (s92_board a b c d)) 0 (2 * y1) mm dd rr -> le (s92_form y1) (tf_game (s92_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 91 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use93 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s93_dom a y1 -> lex3 (meas (s93_board a)) 0 (2 * y1) mm dd rr -> le (s93_form y1) (tf_game (s93_board a)).
Proof. intros H1 H2. exact (all_nth _ 92 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use94 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s94_dom a b y1 -> lex3 (meas (s94_board a b)) 0 (2 * y1) mm dd rr -> le (s94_form y1) (tf_game (s94_board a b)).
Proof. intros H1 H2. exact (all_nth _ 93 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use95 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s95_dom a b y1 -> lex3 (meas (s95_board a b)) 0 (2 * y1) mm dd rr -> le (s95_form y1) (tf_game (s95_board a b)).
Proof. intros H1 H2. exact (all_nth _ 94 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use96 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s96_dom a b c y1 -> lex3 (meas (s96_board a b c)) 0 (2 * y1) mm dd rr -> le (s96_form y1) (tf_game (s96_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 95 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use97 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat) :
  s97_dom z1 z2 y1 -> lex3 (meas (s97_board)) 1 (2 * y1) mm dd rr -> le (s97_form z1 z2 y1) (tf_game (s97_board)).
Proof. intros H1 H2. exact (all_nth _ 96 _ (IH _ _ _ H2) eq_refl z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use98 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s98_dom y1 -> lex3 (meas (s98_board)) 0 (2 * y1) mm dd rr -> le (s98_form y1) (tf_game (s98_board)).
Proof. intros H1 H2. exact (all_nth _ 97 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use99 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s99_dom a y1 -> lex3 (meas (s99_board a)) 0 (2 * y1) mm dd rr -> le (s99_form y1) (tf_game (s99_board a)).
Proof. intros H1 H2. exact (all_nth _ 98 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use100 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s100_dom y1 -> lex3 (meas (s100_board)) 0 (2 * y1) mm dd rr -> le (s100_form y1) (tf_game (s100_board)).
Proof. intros H1 H2. exact (all_nth _ 99 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use101 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s101_dom a y1 -> lex3 (meas (s101_board a)) 0 (2 * y1) mm dd rr -> le (s101_form y1) (tf_game (s101_board a)).
Proof. intros H1 H2. exact (all_nth _ 100 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use102 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s102_dom a b c y1 -> lex3 (meas (s102_board a b c)) 0 (2 * y1 + 1) mm dd rr -> le (s102_form y1) (tf_game (s102_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 101 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use103 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat) :
  s103_dom z1 z2 y1 -> lex3 (meas (s103_board)) 1 (2 * y1) mm dd rr -> le (s103_form z1 z2 y1) (tf_game (s103_board)).
Proof. intros H1 H2. exact (all_nth _ 102 _ (IH _ _ _ H2) eq_refl z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use104 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s104_dom a z1 z2 y1 -> lex3 (meas (s104_board a)) 1 (2 * y1) mm dd rr -> le (s104_form z1 z2 y1) (tf_game (s104_board a)).
Proof. intros H1 H2. exact (all_nth _ 103 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use105 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s105_dom a y1 -> lex3 (meas (s105_board a)) 0 (2 * y1) mm dd rr -> le (s105_form y1) (tf_game (s105_board a)).
Proof. intros H1 H2. exact (all_nth _ 104 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use106 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s106_dom a y1 -> lex3 (meas (s106_board a)) 0 (2 * y1) mm dd rr -> le (s106_form y1) (tf_game (s106_board a)).
Proof. intros H1 H2. exact (all_nth _ 105 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use107 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s107_dom a b y1 -> lex3 (meas (s107_board a b)) 0 (2 * y1) mm dd rr -> le (s107_form y1) (tf_game (s107_board a b)).
Proof. intros H1 H2. exact (all_nth _ 106 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use108 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s108_dom a y1 -> lex3 (meas (s108_board a)) 0 (2 * y1) mm dd rr -> le (s108_form y1) (tf_game (s108_board a)).
Proof. intros H1 H2. exact (all_nth _ 107 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use109 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s109_dom a b y1 -> lex3 (meas (s109_board a b)) 0 (2 * y1) mm dd rr -> le (s109_form y1) (tf_game (s109_board a b)).
Proof. intros H1 H2. exact (all_nth _ 108 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use110 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s110_dom a y1 -> lex3 (meas (s110_board a)) 0 (2 * y1) mm dd rr -> le (s110_form y1) (tf_game (s110_board a)).
Proof. intros H1 H2. exact (all_nth _ 109 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use111 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s111_dom a y1 -> lex3 (meas (s111_board a)) 0 (2 * y1) mm dd rr -> le (s111_form y1) (tf_game (s111_board a)).
Proof. intros H1 H2. exact (all_nth _ 110 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use112 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s112_dom a b y1 -> lex3 (meas (s112_board a b)) 0 (2 * y1) mm dd rr -> le (s112_form y1) (tf_game (s112_board a b)).
Proof. intros H1 H2. exact (all_nth _ 111 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use113 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s113_dom a y1 -> lex3 (meas (s113_board a)) 0 (2 * y1) mm dd rr -> le (s113_form y1) (tf_game (s113_board a)).
Proof. intros H1 H2. exact (all_nth _ 112 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use114 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s114_dom a b c y1 -> lex3 (meas (s114_board a b c)) 0 (2 * y1) mm dd rr -> le (s114_form y1) (tf_game (s114_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 113 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use115 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s115_dom a b c y1 -> lex3 (meas (s115_board a b c)) 0 (2 * y1 + 1) mm dd rr -> le (s115_form y1) (tf_game (s115_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 114 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use116 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s116_dom a b c y1 -> lex3 (meas (s116_board a b c)) 0 (2 * y1) mm dd rr -> le (s116_form y1) (tf_game (s116_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 115 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use117 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s117_dom a b y1 -> lex3 (meas (s117_board a b)) 0 (2 * y1) mm dd rr -> le (s117_form y1) (tf_game (s117_board a b)).
Proof. intros H1 H2. exact (all_nth _ 116 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use118 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s118_dom a z1 z2 y1 -> lex3 (meas (s118_board a)) 1 (2 * y1) mm dd rr -> le (s118_form z1 z2 y1) (tf_game (s118_board a)).
Proof. intros H1 H2. exact (all_nth _ 117 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use119 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s119_dom a y1 -> lex3 (meas (s119_board a)) 0 (2 * y1) mm dd rr -> le (s119_form y1) (tf_game (s119_board a)).
Proof. intros H1 H2. exact (all_nth _ 118 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use120 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat) :
  s120_dom a b z1 z2 y1 -> lex3 (meas (s120_board a b)) 1 (2 * y1) mm dd rr -> le (s120_form z1 z2 y1) (tf_game (s120_board a b)).
Proof. intros H1 H2. exact (all_nth _ 119 _ (IH _ _ _ H2) eq_refl a b z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use121 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat) :
  s121_dom a b z1 z2 y1 -> lex3 (meas (s121_board a b)) 1 (2 * y1) mm dd rr -> le (s121_form z1 z2 y1) (tf_game (s121_board a b)).
Proof. intros H1 H2. exact (all_nth _ 120 _ (IH _ _ _ H2) eq_refl a b z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use122 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s122_dom a y1 -> lex3 (meas (s122_board a)) 0 (2 * y1) mm dd rr -> le (s122_form y1) (tf_game (s122_board a)).
Proof. intros H1 H2. exact (all_nth _ 121 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use123 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s123_dom a b y1 -> lex3 (meas (s123_board a b)) 0 (2 * y1) mm dd rr -> le (s123_form y1) (tf_game (s123_board a b)).
Proof. intros H1 H2. exact (all_nth _ 122 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use124 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s124_dom a b c y1 -> lex3 (meas (s124_board a b c)) 0 (2 * y1) mm dd rr -> le (s124_form y1) (tf_game (s124_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 123 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use125 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s125_dom a b y1 -> lex3 (meas (s125_board a b)) 0 (2 * y1) mm dd rr -> le (s125_form y1) (tf_game (s125_board a b)).
Proof. intros H1 H2. exact (all_nth _ 124 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use126 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s126_dom a b c d y1 -> lex3 (meas (s126_board a b c d)) 0 (2 * y1) mm dd rr -> le (s126_form y1) (tf_game (s126_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 125 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use127 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s127_dom a b y1 -> lex3 (meas (s127_board a b)) 0 (2 * y1) mm dd rr -> le (s127_form y1) (tf_game (s127_board a b)).
Proof. intros H1 H2. exact (all_nth _ 126 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use128 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s128_dom a b y1 -> lex3 (meas (s128_board a b)) 0 (2 * y1) mm dd rr -> le (s128_form y1) (tf_game (s128_board a b)).
Proof. intros H1 H2. exact (all_nth _ 127 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use129 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s129_dom a b y1 -> lex3 (meas (s129_board a b)) 0 (2 * y1) mm dd rr -> le (s129_form y1) (tf_game (s129_board a b)).
Proof. intros H1 H2. exact (all_nth _ 128 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use130 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s130_dom a b y1 -> lex3 (meas (s130_board a b)) 0 (2 * y1) mm dd rr -> le (s130_form y1) (tf_game (s130_board a b)).
Proof. intros H1 H2. exact (all_nth _ 129 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use131 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s131_dom a b c y1 -> lex3 (meas (s131_board a b c)) 0 (2 * y1) mm dd rr -> le (s131_form y1) (tf_game (s131_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 130 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use132 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s132_dom a b c y1 -> lex3 (meas (s132_board a b c)) 0 (2 * y1) mm dd rr -> le (s132_form y1) (tf_game (s132_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 131 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use133 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s133_dom a b c y1 -> lex3 (meas (s133_board a b c)) 0 (2 * y1) mm dd rr -> le (s133_form y1) (tf_game (s133_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 132 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use134 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s134_dom a b c d y1 -> lex3 (meas (s134_board a b c d)) 0 (2 * y1) mm dd rr -> le (s134_form y1) (tf_game (s134_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 133 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use135 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s135_dom a b c d y1 -> lex3 (meas (s135_board a b c d)) 0 (2 * y1) mm dd rr -> le (s135_form y1) (tf_game (s135_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 134 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use136 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s136_dom y1 -> lex3 (meas (s136_board)) 0 (2 * y1) mm dd rr -> le (s136_form y1) (tf_game (s136_board)).
Proof. intros H1 H2. exact (all_nth _ 135 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use137 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s137_dom a y1 -> lex3 (meas (s137_board a)) 0 (2 * y1) mm dd rr -> le (s137_form y1) (tf_game (s137_board a)).
Proof. intros H1 H2. exact (all_nth _ 136 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use138 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s138_dom a b c d y1 -> lex3 (meas (s138_board a b c d)) 0 (2 * y1 + 1) mm dd rr -> le (s138_form y1) (tf_game (s138_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 137 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use139 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s139_dom a b c d y1 -> lex3 (meas (s139_board a b c d)) 0 (2 * y1) mm dd rr -> le (s139_form y1) (tf_game (s139_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 138 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use140 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s140_dom y1 -> lex3 (meas (s140_board)) 0 (2 * y1) mm dd rr -> le (s140_form y1) (tf_game (s140_board)).
Proof. intros H1 H2. exact (all_nth _ 139 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use141 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s141_dom a y1 -> lex3 (meas (s141_board a)) 0 (2 * y1) mm dd rr -> le (s141_form y1) (tf_game (s141_board a)).
Proof. intros H1 H2. exact (all_nth _ 140 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use142 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s142_dom a b c d y1 -> lex3 (meas (s142_board a b c d)) 0 (2 * y1) mm dd rr -> le (s142_form y1) (tf_game (s142_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 141 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use143 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s143_dom a b y1 -> lex3 (meas (s143_board a b)) 0 (2 * y1) mm dd rr -> le (s143_form y1) (tf_game (s143_board a b)).
Proof. intros H1 H2. exact (all_nth _ 142 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use144 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s144_dom a b y1 -> lex3 (meas (s144_board a b)) 0 (2 * y1) mm dd rr -> le (s144_form y1) (tf_game (s144_board a b)).
Proof. intros H1 H2. exact (all_nth _ 143 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use145 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s145_dom a y1 -> lex3 (meas (s145_board a)) 0 (2 * y1) mm dd rr -> le (s145_form y1) (tf_game (s145_board a)).
Proof. intros H1 H2. exact (all_nth _ 144 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use146 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s146_dom a b c y1 -> lex3 (meas (s146_board a b c)) 0 (2 * y1) mm dd rr -> le (s146_form y1) (tf_game (s146_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 145 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use147 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s147_dom a b y1 -> lex3 (meas (s147_board a b)) 0 (2 * y1) mm dd rr -> le (s147_form y1) (tf_game (s147_board a b)).
Proof. intros H1 H2. exact (all_nth _ 146 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use148 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s148_dom a b y1 -> lex3 (meas (s148_board a b)) 0 (2 * y1) mm dd rr -> le (s148_form y1) (tf_game (s148_board a b)).
Proof. intros H1 H2. exact (all_nth _ 147 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use149 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s149_dom a y1 -> lex3 (meas (s149_board a)) 0 (2 * y1) mm dd rr -> le (s149_form y1) (tf_game (s149_board a)).
Proof. intros H1 H2. exact (all_nth _ 148 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use150 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s150_dom a y1 -> lex3 (meas (s150_board a)) 0 (2 * y1) mm dd rr -> le (s150_form y1) (tf_game (s150_board a)).
Proof. intros H1 H2. exact (all_nth _ 149 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use151 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s151_dom a b y1 -> lex3 (meas (s151_board a b)) 0 (2 * y1) mm dd rr -> le (s151_form y1) (tf_game (s151_board a b)).
Proof. intros H1 H2. exact (all_nth _ 150 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use152 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s152_dom a b y1 -> lex3 (meas (s152_board a b)) 0 (2 * y1) mm dd rr -> le (s152_form y1) (tf_game (s152_board a b)).
Proof. intros H1 H2. exact (all_nth _ 151 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use153 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s153_dom a b c y1 -> lex3 (meas (s153_board a b c)) 0 (2 * y1) mm dd rr -> le (s153_form y1) (tf_game (s153_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 152 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use154 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s154_dom a b y1 -> lex3 (meas (s154_board a b)) 0 (2 * y1) mm dd rr -> le (s154_form y1) (tf_game (s154_board a b)).
Proof. intros H1 H2. exact (all_nth _ 153 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use155 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s155_dom a b c y1 -> lex3 (meas (s155_board a b c)) 0 (2 * y1) mm dd rr -> le (s155_form y1) (tf_game (s155_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 154 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use156 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s156_dom a b y1 -> lex3 (meas (s156_board a b)) 0 (2 * y1) mm dd rr -> le (s156_form y1) (tf_game (s156_board a b)).
Proof. intros H1 H2. exact (all_nth _ 155 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use157 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s157_dom a b c y1 -> lex3 (meas (s157_board a b c)) 0 (2 * y1) mm dd rr -> le (s157_form y1) (tf_game (s157_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 156 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use158 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s158_dom a b c y1 -> lex3 (meas (s158_board a b c)) 0 (2 * y1) mm dd rr -> le (s158_form y1) (tf_game (s158_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 157 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use159 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s159_dom a b c d y1 -> lex3 (meas (s159_board a b c d)) 0 (2 * y1) mm dd rr -> le (s159_form y1) (tf_game (s159_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 158 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use160 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s160_dom a y1 -> lex3 (meas (s160_board a)) 0 (2 * y1) mm dd rr -> le (s160_form y1) (tf_game (s160_board a)).
Proof. intros H1 H2. exact (all_nth _ 159 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use161 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat) :
  s161_dom a b z1 z2 y1 -> lex3 (meas (s161_board a b)) 1 (2 * y1) mm dd rr -> le (s161_form z1 z2 y1) (tf_game (s161_board a b)).
Proof. intros H1 H2. exact (all_nth _ 160 _ (IH _ _ _ H2) eq_refl a b z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use162 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s162_dom a z1 z2 y1 -> lex3 (meas (s162_board a)) 1 (2 * y1) mm dd rr -> le (s162_form z1 z2 y1) (tf_game (s162_board a)).
Proof. intros H1 H2. exact (all_nth _ 161 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use163 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s163_dom a b y1 -> lex3 (meas (s163_board a b)) 0 (2 * y1) mm dd rr -> le (s163_form y1) (tf_game (s163_board a b)).
Proof. intros H1 H2. exact (all_nth _ 162 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use164 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s164_dom a b c y1 -> lex3 (meas (s164_board a b c)) 0 (2 * y1) mm dd rr -> le (s164_form y1) (tf_game (s164_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 163 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use165 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s165_dom a b c d y1 -> lex3 (meas (s165_board a b c d)) 0 (2 * y1) mm dd rr -> le (s165_form y1) (tf_game (s165_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 164 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use166 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s166_dom a b c y1 -> lex3 (meas (s166_board a b c)) 0 (2 * y1) mm dd rr -> le (s166_form y1) (tf_game (s166_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 165 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use167 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s167_dom a b y1 -> lex3 (meas (s167_board a b)) 0 (2 * y1) mm dd rr -> le (s167_form y1) (tf_game (s167_board a b)).
Proof. intros H1 H2. exact (all_nth _ 166 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use168 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s168_dom a b c y1 -> lex3 (meas (s168_board a b c)) 0 (2 * y1) mm dd rr -> le (s168_form y1) (tf_game (s168_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 167 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use169 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s169_dom a b c d y1 -> lex3 (meas (s169_board a b c d)) 0 (2 * y1) mm dd rr -> le (s169_form y1) (tf_game (s169_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 168 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use170 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s170_dom a b c d y1 -> lex3 (meas (s170_board a b c d)) 0 (2 * y1) mm dd rr -> le (s170_form y1) (tf_game (s170_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 169 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use171 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s171_dom a y1 -> lex3 (meas (s171_board a)) 0 (2 * y1) mm dd rr -> le (s171_form y1) (tf_game (s171_board a)).
Proof. intros H1 H2. exact (all_nth _ 170 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use172 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s172_dom a b c y1 -> lex3 (meas (s172_board a b c)) 0 (2 * y1) mm dd rr -> le (s172_form y1) (tf_game (s172_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 171 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use173 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d e y1 : nat) :
  s173_dom a b c d e y1 -> lex3 (meas (s173_board a b c d e)) 0 (2 * y1) mm dd rr -> le (s173_form y1) (tf_game (s173_board a b c d e)).
Proof. intros H1 H2. exact (all_nth _ 172 _ (IH _ _ _ H2) eq_refl a b c d e y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use174 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s174_dom a y1 -> lex3 (meas (s174_board a)) 0 (2 * y1) mm dd rr -> le (s174_form y1) (tf_game (s174_board a)).
Proof. intros H1 H2. exact (all_nth _ 173 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use175 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s175_dom a b c y1 -> lex3 (meas (s175_board a b c)) 0 (2 * y1) mm dd rr -> le (s175_form y1) (tf_game (s175_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 174 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use176 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s176_dom a b y1 -> lex3 (meas (s176_board a b)) 0 (2 * y1) mm dd rr -> le (s176_form y1) (tf_game (s176_board a b)).
Proof. intros H1 H2. exact (all_nth _ 175 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use177 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s177_dom a b c y1 -> lex3 (meas (s177_board a b c)) 0 (2 * y1) mm dd rr -> le (s177_form y1) (tf_game (s177_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 176 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use178 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s178_dom a b y1 -> lex3 (meas (s178_board a b)) 0 (2 * y1) mm dd rr -> le (s178_form y1) (tf_game (s178_board a b)).
Proof. intros H1 H2. exact (all_nth _ 177 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use179 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s179_dom a b c d y1 -> lex3 (meas (s179_board a b c d)) 0 (2 * y1) mm dd rr -> le (s179_form y1) (tf_game (s179_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 178 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use180 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s180_dom a b c y1 -> lex3 (meas (s180_board a b c)) 0 (2 * y1) mm dd rr -> le (s180_form y1) (tf_game (s180_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 179 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use181 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s181_dom a b y1 -> lex3 (meas (s181_board a b)) 0 (2 * y1) mm dd rr -> le (s181_form y1) (tf_game (s181_board a b)).
Proof. intros H1 H2. exact (all_nth _ 180 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use182 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s182_dom a b c y1 -> lex3 (meas (s182_board a b c)) 0 (2 * y1) mm dd rr -> le (s182_form y1) (tf_game (s182_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 181 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use183 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s183_dom a b c d y1 -> lex3 (meas (s183_board a b c d)) 0 (2 * y1) mm dd rr -> le (s183_form y1) (tf_game (s183_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 182 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use184 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d e f y1 : nat) :
  s184_dom a b c d e f y1 -> lex3 (meas (s184_board a b c d e f)) 0 (2 * y1) mm dd rr -> le (s184_form y1) (tf_game (s184_board a b c d e f)).
Proof. intros H1 H2. exact (all_nth _ 183 _ (IH _ _ _ H2) eq_refl a b c d e f y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use185 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s185_dom a b c y1 -> lex3 (meas (s185_board a b c)) 0 (2 * y1) mm dd rr -> le (s185_form y1) (tf_game (s185_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 184 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use186 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s186_dom a z1 z2 y1 -> lex3 (meas (s186_board a)) 1 (2 * y1) mm dd rr -> le (s186_form z1 z2 y1) (tf_game (s186_board a)).
Proof. intros H1 H2. exact (all_nth _ 185 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use187 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat) :
  s187_dom a b z1 z2 y1 -> lex3 (meas (s187_board a b)) 1 (2 * y1) mm dd rr -> le (s187_form z1 z2 y1) (tf_game (s187_board a b)).
Proof. intros H1 H2. exact (all_nth _ 186 _ (IH _ _ _ H2) eq_refl a b z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use188 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s188_dom a z1 z2 y1 -> lex3 (meas (s188_board a)) 1 (2 * y1) mm dd rr -> le (s188_form z1 z2 y1) (tf_game (s188_board a)).
Proof. intros H1 H2. exact (all_nth _ 187 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use189 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s189_dom a b y1 -> lex3 (meas (s189_board a b)) 0 (2 * y1) mm dd rr -> le (s189_form y1) (tf_game (s189_board a b)).
Proof. intros H1 H2. exact (all_nth _ 188 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use190 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s190_dom a b c d y1 -> lex3 (meas (s190_board a b c d)) 0 (2 * y1) mm dd rr -> le (s190_form y1) (tf_game (s190_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 189 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use191 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s191_dom a b c y1 -> lex3 (meas (s191_board a b c)) 0 (2 * y1) mm dd rr -> le (s191_form y1) (tf_game (s191_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 190 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use192 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s192_dom a b c y1 -> lex3 (meas (s192_board a b c)) 0 (2 * y1) mm dd rr -> le (s192_form y1) (tf_game (s192_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 191 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use193 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s193_dom a y1 -> lex3 (meas (s193_board a)) 0 (2 * y1) mm dd rr -> le (s193_form y1) (tf_game (s193_board a)).
Proof. intros H1 H2. exact (all_nth _ 192 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use194 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s194_dom a b y1 -> lex3 (meas (s194_board a b)) 0 (2 * y1) mm dd rr -> le (s194_form y1) (tf_game (s194_board a b)).
Proof. intros H1 H2. exact (all_nth _ 193 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use195 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s195_dom a y1 -> lex3 (meas (s195_board a)) 0 (2 * y1) mm dd rr -> le (s195_form y1) (tf_game (s195_board a)).
Proof. intros H1 H2. exact (all_nth _ 194 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use196 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s196_dom a b c y1 -> lex3 (meas (s196_board a b c)) 0 (2 * y1) mm dd rr -> le (s196_form y1) (tf_game (s196_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 195 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use197 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s197_dom a y1 -> lex3 (meas (s197_board a)) 0 (2 * y1) mm dd rr -> le (s197_form y1) (tf_game (s197_board a)).
Proof. intros H1 H2. exact (all_nth _ 196 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use198 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s198_dom a b y1 -> lex3 (meas (s198_board a b)) 0 (2 * y1) mm dd rr -> le (s198_form y1) (tf_game (s198_board a b)).
Proof. intros H1 H2. exact (all_nth _ 197 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use199 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s199_dom a y1 -> lex3 (meas (s199_board a)) 0 (2 * y1) mm dd rr -> le (s199_form y1) (tf_game (s199_board a)).
Proof. intros H1 H2. exact (all_nth _ 198 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use200 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s200_dom a b y1 -> lex3 (meas (s200_board a b)) 0 (2 * y1) mm dd rr -> le (s200_form y1) (tf_game (s200_board a b)).
Proof. intros H1 H2. exact (all_nth _ 199 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use201 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s201_dom a b y1 -> lex3 (meas (s201_board a b)) 0 (2 * y1) mm dd rr -> le (s201_form y1) (tf_game (s201_board a b)).
Proof. intros H1 H2. exact (all_nth _ 200 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use202 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s202_dom a y1 -> lex3 (meas (s202_board a)) 0 (2 * y1) mm dd rr -> le (s202_form y1) (tf_game (s202_board a)).
Proof. intros H1 H2. exact (all_nth _ 201 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use203 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s203_dom a b y1 -> lex3 (meas (s203_board a b)) 0 (2 * y1) mm dd rr -> le (s203_form y1) (tf_game (s203_board a b)).
Proof. intros H1 H2. exact (all_nth _ 202 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use204 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s204_dom a b c d y1 -> lex3 (meas (s204_board a b c d)) 0 (2 * y1) mm dd rr -> le (s204_form y1) (tf_game (s204_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 203 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use205 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s205_dom a z1 z2 y1 -> lex3 (meas (s205_board a)) 1 (2 * y1) mm dd rr -> le (s205_form z1 z2 y1) (tf_game (s205_board a)).
Proof. intros H1 H2. exact (all_nth _ 204 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use206 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s206_dom a z1 z2 y1 -> lex3 (meas (s206_board a)) 1 (2 * y1) mm dd rr -> le (s206_form z1 z2 y1) (tf_game (s206_board a)).
Proof. intros H1 H2. exact (all_nth _ 205 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use207 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d e y1 : nat) :
  s207_dom a b c d e y1 -> lex3 (meas (s207_board a b c d e)) 0 (2 * y1) mm dd rr -> le (s207_form y1) (tf_game (s207_board a b c d e)).
Proof. intros H1 H2. exact (all_nth _ 206 _ (IH _ _ _ H2) eq_refl a b c d e y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use208 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s208_dom a b c d y1 -> lex3 (meas (s208_board a b c d)) 0 (2 * y1) mm dd rr -> le (s208_form y1) (tf_game (s208_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 207 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use209 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s209_dom y1 -> lex3 (meas (s209_board)) 0 (2 * y1) mm dd rr -> le (s209_form y1) (tf_game (s209_board)).
Proof. intros H1 H2. exact (all_nth _ 208 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use210 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s210_dom y1 -> lex3 (meas (s210_board)) 0 (2 * y1) mm dd rr -> le (s210_form y1) (tf_game (s210_board)).
Proof. intros H1 H2. exact (all_nth _ 209 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use211 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s211_dom a y1 -> lex3 (meas (s211_board a)) 0 (2 * y1) mm dd rr -> le (s211_form y1) (tf_game (s211_board a)).
Proof. intros H1 H2. exact (all_nth _ 210 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use212 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s212_dom a y1 -> lex3 (meas (s212_board a)) 0 (2 * y1) mm dd rr -> le (s212_form y1) (tf_game (s212_board a)).
Proof. intros H1 H2. exact (all_nth _ 211 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use213 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s213_dom a b y1 -> lex3 (meas (s213_board a b)) 0 (2 * y1) mm dd rr -> le (s213_form y1) (tf_game (s213_board a b)).
Proof. intros H1 H2. exact (all_nth _ 212 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use214 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s214_dom a y1 -> lex3 (meas (s214_board a)) 0 (2 * y1) mm dd rr -> le (s214_form y1) (tf_game (s214_board a)).
Proof. intros H1 H2. exact (all_nth _ 213 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use215 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s215_dom a b y1 -> lex3 (meas (s215_board a b)) 0 (2 * y1) mm dd rr -> le (s215_form y1) (tf_game (s215_board a b)).
Proof. intros H1 H2. exact (all_nth _ 214 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use216 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s216_dom a b y1 -> lex3 (meas (s216_board a b)) 0 (2 * y1) mm dd rr -> le (s216_form y1) (tf_game (s216_board a b)).
Proof. intros H1 H2. exact (all_nth _ 215 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use217 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s217_dom a b c y1 -> lex3 (meas (s217_board a b c)) 0 (2 * y1) mm dd rr -> le (s217_form y1) (tf_game (s217_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 216 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use218 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s218_dom a b c d y1 -> lex3 (meas (s218_board a b c d)) 0 (2 * y1) mm dd rr -> le (s218_form y1) (tf_game (s218_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 217 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use219 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s219_dom a b y1 -> lex3 (meas (s219_board a b)) 0 (2 * y1) mm dd rr -> le (s219_form y1) (tf_game (s219_board a b)).
Proof. intros H1 H2. exact (all_nth _ 218 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use220 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s220_dom a y1 -> lex3 (meas (s220_board a)) 0 (2 * y1) mm dd rr -> le (s220_form y1) (tf_game (s220_board a)).
Proof. intros H1 H2. exact (all_nth _ 219 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use221 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s221_dom a b y1 -> lex3 (meas (s221_board a b)) 0 (2 * y1) mm dd rr -> le (s221_form y1) (tf_game (s221_board a b)).
Proof. intros H1 H2. exact (all_nth _ 220 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use222 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s222_dom a b c y1 -> lex3 (meas (s222_board a b c)) 0 (2 * y1) mm dd rr -> le (s222_form y1) (tf_game (s222_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 221 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use223 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s223_dom a b c d y1 -> lex3 (meas (s223_board a b c d)) 0 (2 * y1) mm dd rr -> le (s223_form y1) (tf_game (s223_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 222 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use224 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s224_dom a b y1 -> lex3 (meas (s224_board a b)) 0 (2 * y1) mm dd rr -> le (s224_form y1) (tf_game (s224_board a b)).
Proof. intros H1 H2. exact (all_nth _ 223 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use225 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s225_dom a b c y1 -> lex3 (meas (s225_board a b c)) 0 (2 * y1) mm dd rr -> le (s225_form y1) (tf_game (s225_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 224 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use226 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s226_dom a b c y1 -> lex3 (meas (s226_board a b c)) 0 (2 * y1) mm dd rr -> le (s226_form y1) (tf_game (s226_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 225 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use227 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s227_dom a b c d y1 -> lex3 (meas (s227_board a b c d)) 0 (2 * y1) mm dd rr -> le (s227_form y1) (tf_game (s227_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 226 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use228 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s228_dom y1 -> lex3 (meas (s228_board)) 0 (2 * y1) mm dd rr -> le (s228_form y1) (tf_game (s228_board)).
Proof. intros H1 H2. exact (all_nth _ 227 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use229 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s229_dom a y1 -> lex3 (meas (s229_board a)) 0 (2 * y1) mm dd rr -> le (s229_form y1) (tf_game (s229_board a)).
Proof. intros H1 H2. exact (all_nth _ 228 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use230 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s230_dom a b y1 -> lex3 (meas (s230_board a b)) 0 (2 * y1) mm dd rr -> le (s230_form y1) (tf_game (s230_board a b)).
Proof. intros H1 H2. exact (all_nth _ 229 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use231 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s231_dom a b c y1 -> lex3 (meas (s231_board a b c)) 0 (2 * y1) mm dd rr -> le (s231_form y1) (tf_game (s231_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 230 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use232 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s232_dom a b y1 -> lex3 (meas (s232_board a b)) 0 (2 * y1) mm dd rr -> le (s232_form y1) (tf_game (s232_board a b)).
Proof. intros H1 H2. exact (all_nth _ 231 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use233 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s233_dom a b c y1 -> lex3 (meas (s233_board a b c)) 0 (2 * y1) mm dd rr -> le (s233_form y1) (tf_game (s233_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 232 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use234 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s234_dom a b c d y1 -> lex3 (meas (s234_board a b c d)) 0 (2 * y1) mm dd rr -> le (s234_form y1) (tf_game (s234_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 233 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use235 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s235_dom a b c y1 -> lex3 (meas (s235_board a b c)) 0 (2 * y1) mm dd rr -> le (s235_form y1) (tf_game (s235_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 234 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use236 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s236_dom a b y1 -> lex3 (meas (s236_board a b)) 0 (2 * y1) mm dd rr -> le (s236_form y1) (tf_game (s236_board a b)).
Proof. intros H1 H2. exact (all_nth _ 235 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use237 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s237_dom a b y1 -> lex3 (meas (s237_board a b)) 0 (2 * y1) mm dd rr -> le (s237_form y1) (tf_game (s237_board a b)).
Proof. intros H1 H2. exact (all_nth _ 236 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use238 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s238_dom a b c y1 -> lex3 (meas (s238_board a b c)) 0 (2 * y1) mm dd rr -> le (s238_form y1) (tf_game (s238_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 237 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use239 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s239_dom a b c y1 -> lex3 (meas (s239_board a b c)) 0 (2 * y1) mm dd rr -> le (s239_form y1) (tf_game (s239_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 238 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use240 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s240_dom a b c y1 -> lex3 (meas (s240_board a b c)) 0 (2 * y1) mm dd rr -> le (s240_form y1) (tf_game (s240_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 239 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use241 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s241_dom a b c y1 -> lex3 (meas (s241_board a b c)) 0 (2 * y1) mm dd rr -> le (s241_form y1) (tf_game (s241_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 240 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use242 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s242_dom a b c d y1 -> lex3 (meas (s242_board a b c d)) 0 (2 * y1) mm dd rr -> le (s242_form y1) (tf_game (s242_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 241 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use243 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s243_dom y1 -> lex3 (meas (s243_board)) 0 (2 * y1) mm dd rr -> le (s243_form y1) (tf_game (s243_board)).
Proof. intros H1 H2. exact (all_nth _ 242 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use244 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s244_dom a y1 -> lex3 (meas (s244_board a)) 0 (2 * y1) mm dd rr -> le (s244_form y1) (tf_game (s244_board a)).
Proof. intros H1 H2. exact (all_nth _ 243 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use245 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s245_dom a b y1 -> lex3 (meas (s245_board a b)) 0 (2 * y1) mm dd rr -> le (s245_form y1) (tf_game (s245_board a b)).
Proof. intros H1 H2. exact (all_nth _ 244 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use246 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d e y1 : nat) :
  s246_dom a b c d e y1 -> lex3 (meas (s246_board a b c d e)) 0 (2 * y1) mm dd rr -> le (s246_form y1) (tf_game (s246_board a b c d e)).
Proof. intros H1 H2. exact (all_nth _ 245 _ (IH _ _ _ H2) eq_refl a b c d e y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use247 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s247_dom a b y1 -> lex3 (meas (s247_board a b)) 0 (2 * y1) mm dd rr -> le (s247_form y1) (tf_game (s247_board a b)).
Proof. intros H1 H2. exact (all_nth _ 246 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use248 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s248_dom a b c y1 -> lex3 (meas (s248_board a b c)) 0 (2 * y1) mm dd rr -> le (s248_form y1) (tf_game (s248_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 247 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use249 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s249_dom a b y1 -> lex3 (meas (s249_board a b)) 0 (2 * y1) mm dd rr -> le (s249_form y1) (tf_game (s249_board a b)).
Proof. intros H1 H2. exact (all_nth _ 248 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use250 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s250_dom a b c y1 -> lex3 (meas (s250_board a b c)) 0 (2 * y1) mm dd rr -> le (s250_form y1) (tf_game (s250_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 249 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use251 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s251_dom a b c d y1 -> lex3 (meas (s251_board a b c d)) 0 (2 * y1) mm dd rr -> le (s251_form y1) (tf_game (s251_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 250 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use252 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s252_dom y1 -> lex3 (meas (s252_board)) 0 (2 * y1) mm dd rr -> le (s252_form y1) (tf_game (s252_board)).
Proof. intros H1 H2. exact (all_nth _ 251 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use253 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s253_dom a y1 -> lex3 (meas (s253_board a)) 0 (2 * y1) mm dd rr -> le (s253_form y1) (tf_game (s253_board a)).
Proof. intros H1 H2. exact (all_nth _ 252 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use254 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s254_dom a b y1 -> lex3 (meas (s254_board a b)) 0 (2 * y1) mm dd rr -> le (s254_form y1) (tf_game (s254_board a b)).
Proof. intros H1 H2. exact (all_nth _ 253 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use255 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s255_dom a b c d y1 -> lex3 (meas (s255_board a b c d)) 0 (2 * y1) mm dd rr -> le (s255_form y1) (tf_game (s255_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 254 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use256 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s256_dom a b y1 -> lex3 (meas (s256_board a b)) 0 (2 * y1) mm dd rr -> le (s256_form y1) (tf_game (s256_board a b)).
Proof. intros H1 H2. exact (all_nth _ 255 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use257 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d e y1 : nat) :
  s257_dom a b c d e y1 -> lex3 (meas (s257_board a b c d e)) 0 (2 * y1) mm dd rr -> le (s257_form y1) (tf_game (s257_board a b c d e)).
Proof. intros H1 H2. exact (all_nth _ 256 _ (IH _ _ _ H2) eq_refl a b c d e y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use258 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s258_dom a b c d y1 -> lex3 (meas (s258_board a b c d)) 0 (2 * y1) mm dd rr -> le (s258_form y1) (tf_game (s258_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 257 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use259 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat) :
  s259_dom z1 z2 y1 -> lex3 (meas (s259_board)) 1 (2 * y1) mm dd rr -> le (s259_form z1 z2 y1) (tf_game (s259_board)).
Proof. intros H1 H2. exact (all_nth _ 258 _ (IH _ _ _ H2) eq_refl z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use260 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s260_dom a y1 -> lex3 (meas (s260_board a)) 0 (2 * y1) mm dd rr -> le (s260_form y1) (tf_game (s260_board a)).
Proof. intros H1 H2. exact (all_nth _ 259 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use261 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s261_dom a b y1 -> lex3 (meas (s261_board a b)) 0 (2 * y1) mm dd rr -> le (s261_form y1) (tf_game (s261_board a b)).
Proof. intros H1 H2. exact (all_nth _ 260 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use262 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s262_dom a b c y1 -> lex3 (meas (s262_board a b c)) 0 (2 * y1) mm dd rr -> le (s262_form y1) (tf_game (s262_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 261 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use263 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s263_dom a b c y1 -> lex3 (meas (s263_board a b c)) 0 (2 * y1) mm dd rr -> le (s263_form y1) (tf_game (s263_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 262 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use264 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s264_dom y1 -> lex3 (meas (s264_board)) 0 (2 * y1) mm dd rr -> le (s264_form y1) (tf_game (s264_board)).
Proof. intros H1 H2. exact (all_nth _ 263 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use265 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s265_dom a b y1 -> lex3 (meas (s265_board a b)) 0 (2 * y1) mm dd rr -> le (s265_form y1) (tf_game (s265_board a b)).
Proof. intros H1 H2. exact (all_nth _ 264 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use266 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s266_dom a b c y1 -> lex3 (meas (s266_board a b c)) 0 (2 * y1) mm dd rr -> le (s266_form y1) (tf_game (s266_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 265 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use267 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s267_dom a y1 -> lex3 (meas (s267_board a)) 0 (2 * y1) mm dd rr -> le (s267_form y1) (tf_game (s267_board a)).
Proof. intros H1 H2. exact (all_nth _ 266 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use268 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s268_dom y1 -> lex3 (meas (s268_board)) 0 (2 * y1) mm dd rr -> le (s268_form y1) (tf_game (s268_board)).
Proof. intros H1 H2. exact (all_nth _ 267 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use269 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s269_dom a y1 -> lex3 (meas (s269_board a)) 0 (2 * y1) mm dd rr -> le (s269_form y1) (tf_game (s269_board a)).
Proof. intros H1 H2. exact (all_nth _ 268 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use270 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s270_dom a b y1 -> lex3 (meas (s270_board a b)) 0 (2 * y1) mm dd rr -> le (s270_form y1) (tf_game (s270_board a b)).
Proof. intros H1 H2. exact (all_nth _ 269 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use271 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s271_dom a b y1 -> lex3 (meas (s271_board a b)) 0 (2 * y1) mm dd rr -> le (s271_form y1) (tf_game (s271_board a b)).
Proof. intros H1 H2. exact (all_nth _ 270 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use272 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s272_dom a b y1 -> lex3 (meas (s272_board a b)) 0 (2 * y1) mm dd rr -> le (s272_form y1) (tf_game (s272_board a b)).
Proof. intros H1 H2. exact (all_nth _ 271 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use273 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s273_dom y1 -> lex3 (meas (s273_board)) 0 (2 * y1) mm dd rr -> le (s273_form y1) (tf_game (s273_board)).
Proof. intros H1 H2. exact (all_nth _ 272 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use274 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s274_dom a y1 -> lex3 (meas (s274_board a)) 0 (2 * y1) mm dd rr -> le (s274_form y1) (tf_game (s274_board a)).
Proof. intros H1 H2. exact (all_nth _ 273 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use275 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s275_dom a b y1 -> lex3 (meas (s275_board a b)) 0 (2 * y1) mm dd rr -> le (s275_form y1) (tf_game (s275_board a b)).
Proof. intros H1 H2. exact (all_nth _ 274 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use276 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s276_dom a b y1 -> lex3 (meas (s276_board a b)) 0 (2 * y1) mm dd rr -> le (s276_form y1) (tf_game (s276_board a b)).
Proof. intros H1 H2. exact (all_nth _ 275 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use277 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s277_dom a b c y1 -> lex3 (meas (s277_board a b c)) 0 (2 * y1) mm dd rr -> le (s277_form y1) (tf_game (s277_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 276 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use278 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s278_dom a b y1 -> lex3 (meas (s278_board a b)) 0 (2 * y1) mm dd rr -> le (s278_form y1) (tf_game (s278_board a b)).
Proof. intros H1 H2. exact (all_nth _ 277 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use279 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s279_dom a b y1 -> lex3 (meas (s279_board a b)) 0 (2 * y1) mm dd rr -> le (s279_form y1) (tf_game (s279_board a b)).
Proof. intros H1 H2. exact (all_nth _ 278 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use280 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s280_dom a b c y1 -> lex3 (meas (s280_board a b c)) 0 (2 * y1) mm dd rr -> le (s280_form y1) (tf_game (s280_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 279 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use281 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s281_dom a b c y1 -> lex3 (meas (s281_board a b c)) 0 (2 * y1) mm dd rr -> le (s281_form y1) (tf_game (s281_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 280 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use282 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s282_dom a b c d y1 -> lex3 (meas (s282_board a b c d)) 0 (2 * y1) mm dd rr -> le (s282_form y1) (tf_game (s282_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 281 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use283 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s283_dom a b c d y1 -> lex3 (meas (s283_board a b c d)) 0 (2 * y1) mm dd rr -> le (s283_form y1) (tf_game (s283_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 282 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use284 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s284_dom y1 -> lex3 (meas (s284_board)) 0 (2 * y1) mm dd rr -> le (s284_form y1) (tf_game (s284_board)).
Proof. intros H1 H2. exact (all_nth _ 283 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
End Lower.

Module Upper.

(* s1: T^a _^2 F^b <= y on a-z1==0 && a-b>=1 && b-z2==0 && b>=2 && y1==0 *)
Definition s1_board (a b : nat) : board := repeat T a ++ E :: E :: repeat F b.
Definition s1_form (z1 z2 y1 : nat) : game := add (claim (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s1_dom (a b z1 z2 y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat z1 = 0 /\ Z.of_nat a - Z.of_nat b >= 1 /\ Z.of_nat b - Z.of_nat z2 = 0 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C1 (mm dd rr : nat) : Prop := forall (a b z1 z2 y1 : nat), s1_dom a b z1 z2 y1 -> meas (s1_board a b) = mm -> dd = 2 -> rr = 2 * y1 -> le (tf_game (s1_board a b)) (s1_form z1 z2 y1).

(* s2: T^a _ T F _ F^b <= y on z1-a==1 && a-b>=1 && z2-b==1 && b>=1 && y1==0 *)
Definition s2_board (a b : nat) : board := repeat T a ++ E :: T :: F :: E :: repeat F b.
Definition s2_form (z1 z2 y1 : nat) : game := add (claim (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s2_dom (a b z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 1 /\ Z.of_nat a - Z.of_nat b >= 1 /\ - Z.of_nat b + Z.of_nat z2 = 1 /\ Z.of_nat b >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C2 (mm dd rr : nat) : Prop := forall (a b z1 z2 y1 : nat), s2_dom a b z1 z2 y1 -> meas (s2_board a b) = mm -> dd = 2 -> rr = 2 * y1 -> le (tf_game (s2_board a b)) (s2_form z1 z2 y1).

(* s3: T^a _ F _ F^b <= y on a-z1==0 && a-b>=2 && z2-b==1 && b>=1 && y1==0 *)
Definition s3_board (a b : nat) : board := repeat T a ++ E :: F :: E :: repeat F b.
Definition s3_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s3_dom (a b z1 z2 y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat z1 = 0 /\ Z.of_nat a - Z.of_nat b >= 2 /\ - Z.of_nat b + Z.of_nat z2 = 1 /\ Z.of_nat b >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C3 (mm dd rr : nat) : Prop := forall (a b z1 z2 y1 : nat), s3_dom a b z1 z2 y1 -> meas (s3_board a b) = mm -> dd = 1 -> rr = 2 * y1 -> le (tf_game (s3_board a b)) (s3_form z1 z2 y1).

(* s4: T^a _ T^2 F _ F <= y on z1-a==2 && a>=1 && z2==2 && y1==0 *)
Definition s4_board (a : nat) : board := repeat T a ++ [E; T; T; F; E; F].
Definition s4_form (z1 z2 y1 : nat) : game := add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s4_dom (a z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 2 /\ Z.of_nat a >= 1 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0))%Z.
Definition C4 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s4_dom a z1 z2 y1 -> meas (s4_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (tf_game (s4_board a)) (s4_form z1 z2 y1).

(* s5: T^a _^2 F T F <= y on z1-a==1 && a>=2 && z2==2 && y1==0 *)
Definition s5_board (a : nat) : board := repeat T a ++ [E; E; F; T; F].
Definition s5_form (z1 z2 y1 : nat) : game := add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s5_dom (a z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 1 /\ Z.of_nat a >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0))%Z.
Definition C5 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s5_dom a z1 z2 y1 -> meas (s5_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (tf_game (s5_board a)) (s5_form z1 z2 y1).

(* s6: T^a _ T^2 F _ F^b <= y on z1-a==2 && a-b>=0 && z2-b==1 && b>=2 && y1==0 *)
Definition s6_board (a b : nat) : board := repeat T a ++ E :: T :: T :: F :: E :: repeat F b.
Definition s6_form (z1 z2 y1 : nat) : game := add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s6_dom (a b z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 2 /\ Z.of_nat a - Z.of_nat b >= 0 /\ - Z.of_nat b + Z.of_nat z2 = 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C6 (mm dd rr : nat) : Prop := forall (a b z1 z2 y1 : nat), s6_dom a b z1 z2 y1 -> meas (s6_board a b) = mm -> dd = 1 -> rr = 2 * y1 -> le (tf_game (s6_board a b)) (s6_form z1 z2 y1).

(* s7: T^a _^2 F T F^b <= y on z1-a==1 && a-b>=1 && z2-b==1 && b>=2 && y1==0 *)
Definition s7_board (a b : nat) : board := repeat T a ++ E :: E :: F :: T :: repeat F b.
Definition s7_form (z1 z2 y1 : nat) : game := add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s7_dom (a b z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 1 /\ Z.of_nat a - Z.of_nat b >= 1 /\ - Z.of_nat b + Z.of_nat z2 = 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C7 (mm dd rr : nat) : Prop := forall (a b z1 z2 y1 : nat), s7_dom a b z1 z2 y1 -> meas (s7_board a b) = mm -> dd = 1 -> rr = 2 * y1 -> le (tf_game (s7_board a b)) (s7_form z1 z2 y1).

(* s8: T^a F T _^2 F <= y on z1-a==1 && a>=2 && z2==2 && y1==0 *)
Definition s8_board (a : nat) : board := repeat T a ++ [F; T; E; E; F].
Definition s8_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s8_dom (a z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 1 /\ Z.of_nat a >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0))%Z.
Definition C8 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s8_dom a z1 z2 y1 -> meas (s8_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (tf_game (s8_board a)) (s8_form z1 z2 y1).

(* s9: T^a F T _^2 F^b <= y on z1-a==1 && a-b>=1 && z2-b==1 && b>=2 && y1==0 *)
Definition s9_board (a b : nat) : board := repeat T a ++ F :: T :: E :: E :: repeat F b.
Definition s9_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s9_dom (a b z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 1 /\ Z.of_nat a - Z.of_nat b >= 1 /\ - Z.of_nat b + Z.of_nat z2 = 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C9 (mm dd rr : nat) : Prop := forall (a b z1 z2 y1 : nat), s9_dom a b z1 z2 y1 -> meas (s9_board a b) = mm -> dd = 1 -> rr = 2 * y1 -> le (tf_game (s9_board a b)) (s9_form z1 z2 y1).

(* s10: T^a F _^2 F <= y on a>=3 && y1==1 *)
Definition s10_board (a : nat) : board := repeat T a ++ [F; E; E; F].
Definition s10_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s10_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat y1 = 1))%Z.
Definition C10 (mm dd rr : nat) : Prop := forall (a y1 : nat), s10_dom a y1 -> meas (s10_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s10_board a)) (s10_form y1).

(* s11: T^a _ F^2 _ F^b <= y on a>=4 && b==1 && y1==0 *)
Definition s11_board (a b : nat) : board := repeat T a ++ E :: F :: F :: E :: repeat F b.
Definition s11_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s11_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b = 1 /\ Z.of_nat y1 = 0))%Z.
Definition C11 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s11_dom a b y1 -> meas (s11_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s11_board a b)) (s11_form y1).

(* s12: T^a _ F^2 _ F^b <= y on a-b>=3 && b-y1==1 && b>=2 *)
Definition s12_board (a b : nat) : board := repeat T a ++ E :: F :: F :: E :: repeat F b.
Definition s12_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s12_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 3 /\ Z.of_nat b - Z.of_nat y1 = 1 /\ Z.of_nat b >= 2))%Z.
Definition C12 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s12_dom a b y1 -> meas (s12_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s12_board a b)) (s12_form y1).

(* s13: _ T^3 F^2 _ <= y on z1==3 && z2==2 && y1==0 *)
Definition s13_board : board := [E; T; T; T; F; F; E].
Definition s13_form (z1 z2 y1 : nat) : game := add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s13_dom (z1 z2 y1 : nat) : Prop := ((Z.of_nat z1 = 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0))%Z.
Definition C13 (mm dd rr : nat) : Prop := forall (z1 z2 y1 : nat), s13_dom z1 z2 y1 -> meas (s13_board) = mm -> dd = 1 -> rr = 2 * y1 -> le (tf_game (s13_board)) (s13_form z1 z2 y1).

(* s14: T _ T F _ T F <= y on z1==3 && z2==2 && y1==0 *)
Definition s14_board : board := [T; E; T; F; E; T; F].
Definition s14_form (z1 z2 y1 : nat) : game := add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s14_dom (z1 z2 y1 : nat) : Prop := ((Z.of_nat z1 = 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0))%Z.
Definition C14 (mm dd rr : nat) : Prop := forall (z1 z2 y1 : nat), s14_dom z1 z2 y1 -> meas (s14_board) = mm -> dd = 1 -> rr = 2 * y1 -> le (tf_game (s14_board)) (s14_form z1 z2 y1).

(* s15: T _ T^3 F^2 _ <= y on z1==4 && z2==2 && y1==0 *)
Definition s15_board : board := [T; E; T; T; T; F; F; E].
Definition s15_form (z1 z2 y1 : nat) : game := add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s15_dom (z1 z2 y1 : nat) : Prop := ((Z.of_nat z1 = 4 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0))%Z.
Definition C15 (mm dd rr : nat) : Prop := forall (z1 z2 y1 : nat), s15_dom z1 z2 y1 -> meas (s15_board) = mm -> dd = 1 -> rr = 2 * y1 -> le (tf_game (s15_board)) (s15_form z1 z2 y1).

(* s16: T^a _ T^3 F^2 _ <= y on z1-a==3 && a>=2 && z2==2 && y1==0 *)
Definition s16_board (a : nat) : board := repeat T a ++ [E; T; T; T; F; F; E].
Definition s16_form (z1 z2 y1 : nat) : game := add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s16_dom (a z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 3 /\ Z.of_nat a >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0))%Z.
Definition C16 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s16_dom a z1 z2 y1 -> meas (s16_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (tf_game (s16_board a)) (s16_form z1 z2 y1).

(* s17: T^a _ T F _ T F <= y on z1-a==2 && a>=2 && z2==2 && y1==0 *)
Definition s17_board (a : nat) : board := repeat T a ++ [E; T; F; E; T; F].
Definition s17_form (z1 z2 y1 : nat) : game := add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s17_dom (a z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 2 /\ Z.of_nat a >= 2 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0))%Z.
Definition C17 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s17_dom a z1 z2 y1 -> meas (s17_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (tf_game (s17_board a)) (s17_form z1 z2 y1).

(* s18: T _ T^2 F^2 _ <= y on y1>=1 *)
Definition s18_board : board := [T; E; T; T; F; F; E].
Definition s18_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s18_dom (y1 : nat) : Prop := ((Z.of_nat y1 >= 1))%Z.
Definition C18 (mm dd rr : nat) : Prop := forall (y1 : nat), s18_dom y1 -> meas (s18_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s18_board)) (s18_form y1).

(* s19: T^a _ T^2 F^2 _ <= y on a>=2 && y1-a>=0 *)
Definition s19_board (a : nat) : board := repeat T a ++ [E; T; T; F; F; E].
Definition s19_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s19_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ - Z.of_nat a + Z.of_nat y1 >= 0))%Z.
Definition C19 (mm dd rr : nat) : Prop := forall (a y1 : nat), s19_dom a y1 -> meas (s19_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s19_board a)) (s19_form y1).

(* s20: T^a _ F _ T F <= y on a-y1==1 && a>=2 *)
Definition s20_board (a : nat) : board := repeat T a ++ [E; F; E; T; F].
Definition s20_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s20_dom (a y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 = 1 /\ Z.of_nat a >= 2))%Z.
Definition C20 (mm dd rr : nat) : Prop := forall (a y1 : nat), s20_dom a y1 -> meas (s20_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s20_board a)) (s20_form y1).

(* s21: T^a _ T^b F^c _ F^d <= y on (a+b-z1==0 && a+b>=4 && b+d-z2==1 && b-c==1 && b+d>=4 && b>=3 && y1==0) || (a==0 && b==3 && c==3 && d==0 && z1==4 && z2==3 && y1==0) *)
Definition s21_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ repeat F c ++ E :: repeat F d.
Definition s21_form (z1 z2 y1 : nat) : game := add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s21_dom (a b c d z1 z2 y1 : nat) : Prop := ((Z.of_nat a + Z.of_nat b - Z.of_nat z1 = 0 /\ Z.of_nat a + Z.of_nat b >= 4 /\ Z.of_nat b + Z.of_nat d - Z.of_nat z2 = 1 /\ Z.of_nat b - Z.of_nat c = 1 /\ Z.of_nat b + Z.of_nat d >= 4 /\ Z.of_nat b >= 3 /\ Z.of_nat y1 = 0) \/ (Z.of_nat a = 0 /\ Z.of_nat b = 3 /\ Z.of_nat c = 3 /\ Z.of_nat d = 0 /\ Z.of_nat z1 = 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0))%Z.
Definition C21 (mm dd rr : nat) : Prop := forall (a b c d z1 z2 y1 : nat), s21_dom a b c d z1 z2 y1 -> meas (s21_board a b c d) = mm -> dd = 1 -> rr = 2 * y1 -> le (tf_game (s21_board a b c d)) (s21_form z1 z2 y1).

(* s22: T^a _ T F _ T F^b <= y on z1-a==2 && a-b>=0 && z2-b==1 && b>=2 && y1==0 *)
Definition s22_board (a b : nat) : board := repeat T a ++ E :: T :: F :: E :: T :: repeat F b.
Definition s22_form (z1 z2 y1 : nat) : game := add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s22_dom (a b z1 z2 y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat z1 = 2 /\ Z.of_nat a - Z.of_nat b >= 0 /\ - Z.of_nat b + Z.of_nat z2 = 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C22 (mm dd rr : nat) : Prop := forall (a b z1 z2 y1 : nat), s22_dom a b z1 z2 y1 -> meas (s22_board a b) = mm -> dd = 1 -> rr = 2 * y1 -> le (tf_game (s22_board a b)) (s22_form z1 z2 y1).

(* s23: T^a _ T^2 F^2 _ F^b <= y on a-b-y1==0 && a-b>=1 && b>=1 *)
Definition s23_board (a b : nat) : board := repeat T a ++ E :: T :: T :: F :: F :: E :: repeat F b.
Definition s23_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s23_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b - Z.of_nat y1 = 0 /\ Z.of_nat a - Z.of_nat b >= 1 /\ Z.of_nat b >= 1))%Z.
Definition C23 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s23_dom a b y1 -> meas (s23_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s23_board a b)) (s23_form y1).

(* s24: T^a _ F _ T F^b <= y on a-b-y1==0 && a-b>=1 && b>=2 *)
Definition s24_board (a b : nat) : board := repeat T a ++ E :: F :: E :: T :: repeat F b.
Definition s24_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s24_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b - Z.of_nat y1 = 0 /\ Z.of_nat a - Z.of_nat b >= 1 /\ Z.of_nat b >= 2))%Z.
Definition C24 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s24_dom a b y1 -> meas (s24_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s24_board a b)) (s24_form y1).

(* s25: T^a F _ T F _ <= y on a>=1 && z1-a>=1 && z1>=3 && z2==2 && y1==0 *)
Definition s25_board (a : nat) : board := repeat T a ++ [F; E; T; F; E].
Definition s25_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s25_dom (a z1 z2 y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ - Z.of_nat a + Z.of_nat z1 >= 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0))%Z.
Definition C25 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s25_dom a z1 z2 y1 -> meas (s25_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (tf_game (s25_board a)) (s25_form z1 z2 y1).

(* s26: T^a F T _^2 F <= y on a>=2 && y1==0 *)
Definition s26_board (a : nat) : board := repeat T a ++ [F; T; E; E; F].
Definition s26_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s26_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C26 (mm dd rr : nat) : Prop := forall (a y1 : nat), s26_dom a y1 -> meas (s26_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s26_board a)) (s26_form y1).

(* s27: T^a F _ T _ F^b <= y on a-b>=1 && b>=2 && y1==0 *)
Definition s27_board (a b : nat) : board := repeat T a ++ F :: E :: T :: E :: repeat F b.
Definition s27_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s27_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C27 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s27_dom a b y1 -> meas (s27_board a b) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (tf_game (s27_board a b)) (s27_form y1).

(* s28: T^a F T _ F _ F^b <= y on a>=3 && b==1 && y1==0 *)
Definition s28_board (a b : nat) : board := repeat T a ++ F :: T :: E :: F :: E :: repeat F b.
Definition s28_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s28_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat b = 1 /\ Z.of_nat y1 = 0))%Z.
Definition C28 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s28_dom a b y1 -> meas (s28_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s28_board a b)) (s28_form y1).

(* s29: T^a F T _ F _ F^b <= y on a-b>=2 && b-y1==1 && b>=2 *)
Definition s29_board (a b : nat) : board := repeat T a ++ F :: T :: E :: F :: E :: repeat F b.
Definition s29_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s29_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 2 /\ Z.of_nat b - Z.of_nat y1 = 1 /\ Z.of_nat b >= 2))%Z.
Definition C29 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s29_dom a b y1 -> meas (s29_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s29_board a b)) (s29_form y1).

(* s30: T^a F _ T _ F <= y on a>=2 && y1==1 *)
Definition s30_board (a : nat) : board := repeat T a ++ [F; E; T; E; F].
Definition s30_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s30_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat y1 = 1))%Z.
Definition C30 (mm dd rr : nat) : Prop := forall (a y1 : nat), s30_dom a y1 -> meas (s30_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s30_board a)) (s30_form y1).

(* s31: T^a _ F^b _ F^c <= y on a>=5 && b>=3 && c==1 && y1==0 *)
Definition s31_board (a b c : nat) : board := repeat T a ++ E :: repeat F b ++ E :: repeat F c.
Definition s31_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s31_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 5 /\ Z.of_nat b >= 3 /\ Z.of_nat c = 1 /\ Z.of_nat y1 = 0))%Z.
Definition C31 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s31_dom a b c y1 -> meas (s31_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s31_board a b c)) (s31_form y1).

(* s32: T^a _ F^b _ F^c <= y on a-c>=4 && b>=3 && c-y1==1 && c>=2 *)
Definition s32_board (a b c : nat) : board := repeat T a ++ E :: repeat F b ++ E :: repeat F c.
Definition s32_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s32_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat c >= 4 /\ Z.of_nat b >= 3 /\ Z.of_nat c - Z.of_nat y1 = 1 /\ Z.of_nat c >= 2))%Z.
Definition C32 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s32_dom a b c y1 -> meas (s32_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s32_board a b c)) (s32_form y1).

(* s33: _ T^3 F^2 _ <= y on true *)
Definition s33_board : board := [E; T; T; T; F; F; E].
Definition s33_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s33_dom (y1 : nat) : Prop := ((True))%Z.
Definition C33 (mm dd rr : nat) : Prop := forall (y1 : nat), s33_dom y1 -> meas (s33_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s33_board)) (s33_form y1).

(* s34: _ T^2 F _ T F <= y on y1==0 *)
Definition s34_board : board := [E; T; T; F; E; T; F].
Definition s34_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s34_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 0))%Z.
Definition C34 (mm dd rr : nat) : Prop := forall (y1 : nat), s34_dom y1 -> meas (s34_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s34_board)) (s34_form y1).

(* s35: T _^2 F T^2 F <= y on true *)
Definition s35_board : board := [T; E; E; F; T; T; F].
Definition s35_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s35_dom (y1 : nat) : Prop := ((True))%Z.
Definition C35 (mm dd rr : nat) : Prop := forall (y1 : nat), s35_dom y1 -> meas (s35_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s35_board)) (s35_form y1).

(* s36: T F T _^2 T F <= y on y1==1 *)
Definition s36_board : board := [T; F; T; E; E; T; F].
Definition s36_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s36_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 1))%Z.
Definition C36 (mm dd rr : nat) : Prop := forall (y1 : nat), s36_dom y1 -> meas (s36_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s36_board)) (s36_form y1).

(* s37: _ T^a F^2 _ <= y on a>=2 *)
Definition s37_board (a : nat) : board := E :: repeat T a ++ [F; F; E].
Definition s37_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s37_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2))%Z.
Definition C37 (mm dd rr : nat) : Prop := forall (a y1 : nat), s37_dom a y1 -> meas (s37_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s37_board a)) (s37_form y1).

(* s38: T^a _ T^b F^2 _ <= y on a>=1 && y1-a>=0 && b>=3 *)
Definition s38_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [F; F; E].
Definition s38_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s38_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ - Z.of_nat a + Z.of_nat y1 >= 0 /\ Z.of_nat b >= 3))%Z.
Definition C38 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s38_dom a b y1 -> meas (s38_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s38_board a b)) (s38_form y1).

(* s39: T^a _ T^2 F _ T F <= y on a-y1==0 && a>=1 *)
Definition s39_board (a : nat) : board := repeat T a ++ [E; T; T; F; E; T; F].
Definition s39_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s39_dom (a y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 = 0 /\ Z.of_nat a >= 1))%Z.
Definition C39 (mm dd rr : nat) : Prop := forall (a y1 : nat), s39_dom a y1 -> meas (s39_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s39_board a)) (s39_form y1).

(* s40: T^a _^2 F T^2 F <= y on a>=2 && a-y1<=1 *)
Definition s40_board (a : nat) : board := repeat T a ++ [E; E; F; T; T; F].
Definition s40_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s40_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat a - Z.of_nat y1 <= 1))%Z.
Definition C40 (mm dd rr : nat) : Prop := forall (a y1 : nat), s40_dom a y1 -> meas (s40_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s40_board a)) (s40_form y1).

(* s41: T^a F T _^2 T F <= y on a-y1==0 && a>=2 *)
Definition s41_board (a : nat) : board := repeat T a ++ [F; T; E; E; T; F].
Definition s41_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s41_dom (a y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 = 0 /\ Z.of_nat a >= 2))%Z.
Definition C41 (mm dd rr : nat) : Prop := forall (a y1 : nat), s41_dom a y1 -> meas (s41_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s41_board a)) (s41_form y1).

(* s42: T^a _ T^b F^c _ <= y on y1-a>=0 && b>=1 && c>=1 *)
Definition s42_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ repeat F c ++ [E].
Definition s42_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s42_dom (a b c y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat y1 >= 0 /\ Z.of_nat b >= 1 /\ Z.of_nat c >= 1))%Z.
Definition C42 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s42_dom a b c y1 -> meas (s42_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s42_board a b c)) (s42_form y1).

(* s43: T^a _ T^b F^c _ F^d <= y on (2a+b-c-2y1==1 && 2a+b-c>=3 && b-c-2d==1 && 3b-c>=9 && b-c<=3) || (a-d-y1==0 && b>=3 && c-b>=0 && d>=1) || (a==0 && b>=3 && c+3d>=3 && d-y1==0 && d<=1) || (a==0 && b>=3 && c==1 && d>=1 && y1==0) || (a==1 && b>=3 && b+2d-c<=1 && c>=3 && d+y1==1) *)
Definition s43_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ repeat F c ++ E :: repeat F d.
Definition s43_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s43_dom (a b c d y1 : nat) : Prop := ((2 * Z.of_nat a + Z.of_nat b - Z.of_nat c - 2 * Z.of_nat y1 = 1 /\ 2 * Z.of_nat a + Z.of_nat b - Z.of_nat c >= 3 /\ Z.of_nat b - Z.of_nat c - 2 * Z.of_nat d = 1 /\ 3 * Z.of_nat b - Z.of_nat c >= 9 /\ Z.of_nat b - Z.of_nat c <= 3) \/ (Z.of_nat a - Z.of_nat d - Z.of_nat y1 = 0 /\ Z.of_nat b >= 3 /\ - Z.of_nat b + Z.of_nat c >= 0 /\ Z.of_nat d >= 1) \/ (Z.of_nat a = 0 /\ Z.of_nat b >= 3 /\ Z.of_nat c + 3 * Z.of_nat d >= 3 /\ Z.of_nat d - Z.of_nat y1 = 0 /\ Z.of_nat d <= 1) \/ (Z.of_nat a = 0 /\ Z.of_nat b >= 3 /\ Z.of_nat c = 1 /\ Z.of_nat d >= 1 /\ Z.of_nat y1 = 0) \/ (Z.of_nat a = 1 /\ Z.of_nat b >= 3 /\ Z.of_nat b - Z.of_nat c + 2 * Z.of_nat d <= 1 /\ Z.of_nat c >= 3 /\ Z.of_nat d + Z.of_nat y1 = 1))%Z.
Definition C43 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s43_dom a b c d y1 -> meas (s43_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s43_board a b c d)) (s43_form y1).

(* s44: T _ T^2 F^2 T _ F^a <= y on a==1 && z1==4 && z2==3 && y1==0 *)
Definition s44_board (a : nat) : board := T :: E :: T :: T :: F :: F :: T :: E :: repeat F a.
Definition s44_form (z1 z2 y1 : nat) : game := add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s44_dom (a z1 z2 y1 : nat) : Prop := ((Z.of_nat a = 1 /\ Z.of_nat z1 = 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0))%Z.
Definition C44 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s44_dom a z1 z2 y1 -> meas (s44_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (tf_game (s44_board a)) (s44_form z1 z2 y1).

(* s45: T^a _ T^2 F _ T F^b <= y on a-y1==0 && b>=2 *)
Definition s45_board (a b : nat) : board := repeat T a ++ E :: T :: T :: F :: E :: T :: repeat F b.
Definition s45_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s45_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 = 0 /\ Z.of_nat b >= 2))%Z.
Definition C45 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s45_dom a b y1 -> meas (s45_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s45_board a b)) (s45_form y1).

(* s46: T^a _^2 F T^2 F^b <= y on a>=1 && a-y1<=1 && b>=2 *)
Definition s46_board (a b : nat) : board := repeat T a ++ E :: E :: F :: T :: T :: repeat F b.
Definition s46_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s46_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat a - Z.of_nat y1 <= 1 /\ Z.of_nat b >= 2))%Z.
Definition C46 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s46_dom a b y1 -> meas (s46_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s46_board a b)) (s46_form y1).

(* s47: T^a F T _^2 T F^b <= y on b+y1-a==1 && a-b>=0 && b>=2 *)
Definition s47_board (a b : nat) : board := repeat T a ++ F :: T :: E :: E :: T :: repeat F b.
Definition s47_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s47_dom (a b y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat b + Z.of_nat y1 = 1 /\ Z.of_nat a - Z.of_nat b >= 0 /\ Z.of_nat b >= 2))%Z.
Definition C47 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s47_dom a b y1 -> meas (s47_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s47_board a b)) (s47_form y1).

(* s48: T^a F _ T^b F _ <= y on a>=1 && z1-a-b>=0 && z1>=3 && z2==2 && y1==0 *)
Definition s48_board (a b : nat) : board := repeat T a ++ F :: E :: repeat T b ++ [F; E].
Definition s48_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s48_dom (a b z1 z2 y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ - Z.of_nat a - Z.of_nat b + Z.of_nat z1 >= 0 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0))%Z.
Definition C48 (mm dd rr : nat) : Prop := forall (a b z1 z2 y1 : nat), s48_dom a b z1 z2 y1 -> meas (s48_board a b) = mm -> dd = 1 -> rr = 2 * y1 -> le (tf_game (s48_board a b)) (s48_form z1 z2 y1).

(* s49: T^a F _ T F _ <= y on a>=1 *)
Definition s49_board (a : nat) : board := repeat T a ++ [F; E; T; F; E].
Definition s49_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s49_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1))%Z.
Definition C49 (mm dd rr : nat) : Prop := forall (a y1 : nat), s49_dom a y1 -> meas (s49_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s49_board a)) (s49_form y1).

(* s50: T^a F _ T^b _ F^c <= y on a>=1 && b>=2 && c>=2 && y1==0 *)
Definition s50_board (a b c : nat) : board := repeat T a ++ F :: E :: repeat T b ++ E :: repeat F c.
Definition s50_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s50_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C50 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s50_dom a b c y1 -> meas (s50_board a b c) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (tf_game (s50_board a b c)) (s50_form y1).

(* s51: T^a F _ F T _ F^b <= y on a-b>=2 && b>=1 && y1==0 *)
Definition s51_board (a b : nat) : board := repeat T a ++ F :: E :: F :: T :: E :: repeat F b.
Definition s51_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s51_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 2 /\ Z.of_nat b >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C51 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s51_dom a b y1 -> meas (s51_board a b) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (tf_game (s51_board a b)) (s51_form y1).

(* s52: T^a F _ T F _ F^b <= y on a>=3 && b>=1 && y1==0 *)
Definition s52_board (a b : nat) : board := repeat T a ++ F :: E :: T :: F :: E :: repeat F b.
Definition s52_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s52_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat b >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C52 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s52_dom a b y1 -> meas (s52_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s52_board a b)) (s52_form y1).

(* s53: T^a F^b T _^2 F <= y on (a==0 && b==0) || (a>=1 && b>=2 && y1==0) *)
Definition s53_board (a b : nat) : board := repeat T a ++ repeat F b ++ [T; E; E; F].
Definition s53_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s53_dom (a b y1 : nat) : Prop := ((Z.of_nat a = 0 /\ Z.of_nat b = 0) \/ (Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C53 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s53_dom a b y1 -> meas (s53_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s53_board a b)) (s53_form y1).

(* s54: T^a F^2 T _^2 F^b <= y on a-b>=2 && b-y1==1 && b>=2 *)
Definition s54_board (a b : nat) : board := repeat T a ++ F :: F :: T :: E :: E :: repeat F b.
Definition s54_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s54_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 2 /\ Z.of_nat b - Z.of_nat y1 = 1 /\ Z.of_nat b >= 2))%Z.
Definition C54 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s54_dom a b y1 -> meas (s54_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s54_board a b)) (s54_form y1).

(* s55: T^a F T F _^2 F^b <= y on a>=4 && b==2 && y1==0 *)
Definition s55_board (a b : nat) : board := repeat T a ++ F :: T :: F :: E :: E :: repeat F b.
Definition s55_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s55_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b = 2 /\ Z.of_nat y1 = 0))%Z.
Definition C55 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s55_dom a b y1 -> meas (s55_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s55_board a b)) (s55_form y1).

(* s56: T^a F T F _^2 F^b <= y on a-b>=2 && b-y1==2 && b>=3 *)
Definition s56_board (a b : nat) : board := repeat T a ++ F :: T :: F :: E :: E :: repeat F b.
Definition s56_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s56_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 2 /\ Z.of_nat b - Z.of_nat y1 = 2 /\ Z.of_nat b >= 3))%Z.
Definition C56 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s56_dom a b y1 -> meas (s56_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s56_board a b)) (s56_form y1).

(* s57: T^a F _ T^b _ F <= y on a>=1 && b>=2 && y1==1 *)
Definition s57_board (a b : nat) : board := repeat T a ++ F :: E :: repeat T b ++ [E; F].
Definition s57_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s57_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 1))%Z.
Definition C57 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s57_dom a b y1 -> meas (s57_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s57_board a b)) (s57_form y1).

(* s58: T^a F _ F _ <= y on a>=1 *)
Definition s58_board (a : nat) : board := repeat T a ++ [F; E; F; E].
Definition s58_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s58_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1))%Z.
Definition C58 (mm dd rr : nat) : Prop := forall (a y1 : nat), s58_dom a y1 -> meas (s58_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s58_board a)) (s58_form y1).

(* s59: T^a F T _ F^b _ F^c <= y on a>=4 && b>=2 && c==1 && y1==0 *)
Definition s59_board (a b c : nat) : board := repeat T a ++ F :: T :: E :: repeat F b ++ E :: repeat F c.
Definition s59_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s59_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b >= 2 /\ Z.of_nat c = 1 /\ Z.of_nat y1 = 0))%Z.
Definition C59 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s59_dom a b c y1 -> meas (s59_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s59_board a b c)) (s59_form y1).

(* s60: T^a F T _ F^b _ F^c <= y on a-c>=3 && b>=2 && c-y1==1 && c>=2 *)
Definition s60_board (a b c : nat) : board := repeat T a ++ F :: T :: E :: repeat F b ++ E :: repeat F c.
Definition s60_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s60_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat c >= 3 /\ Z.of_nat b >= 2 /\ Z.of_nat c - Z.of_nat y1 = 1 /\ Z.of_nat c >= 2))%Z.
Definition C60 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s60_dom a b c y1 -> meas (s60_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s60_board a b c)) (s60_form y1).

(* s61: _ T^a F _ T^b F <= y on a>=1 && b>=1 *)
Definition s61_board (a b : nat) : board := E :: repeat T a ++ F :: E :: repeat T b ++ [F].
Definition s61_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s61_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 1))%Z.
Definition C61 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s61_dom a b y1 -> meas (s61_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s61_board a b)) (s61_form y1).

(* s62: T^a _ T^b F _ T^c F^d <= y on y1-a>=0 && b>=1 && c>=1 && d>=1 *)
Definition s62_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ F :: E :: repeat T c ++ repeat F d.
Definition s62_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s62_dom (a b c d y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat y1 >= 0 /\ Z.of_nat b >= 1 /\ Z.of_nat c >= 1 /\ Z.of_nat d >= 1))%Z.
Definition C62 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s62_dom a b c d y1 -> meas (s62_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s62_board a b c d)) (s62_form y1).

(* s63: _ T^3 F^2 T F _ <= y on z1==4 && z2==3 && y1==0 *)
Definition s63_board : board := [E; T; T; T; F; F; T; F; E].
Definition s63_form (z1 z2 y1 : nat) : game := add (t1 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s63_dom (z1 z2 y1 : nat) : Prop := ((Z.of_nat z1 = 4 /\ Z.of_nat z2 = 3 /\ Z.of_nat y1 = 0))%Z.
Definition C63 (mm dd rr : nat) : Prop := forall (z1 z2 y1 : nat), s63_dom z1 z2 y1 -> meas (s63_board) = mm -> dd = 1 -> rr = 2 * y1 -> le (tf_game (s63_board)) (s63_form z1 z2 y1).

(* s64: T^a _ T^b F^c _ T^d F^e <= y on (a==0 && b>=2 && c>=2 && d==1 && e>=1 && y1==0) || (a==1 && b==2 && c==2 && d==1 && e==1 && y1==1) *)
Definition s64_board (a b c d e : nat) : board := repeat T a ++ E :: repeat T b ++ repeat F c ++ E :: repeat T d ++ repeat F e.
Definition s64_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s64_dom (a b c d e y1 : nat) : Prop := ((Z.of_nat a = 0 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 2 /\ Z.of_nat d = 1 /\ Z.of_nat e >= 1 /\ Z.of_nat y1 = 0) \/ (Z.of_nat a = 1 /\ Z.of_nat b = 2 /\ Z.of_nat c = 2 /\ Z.of_nat d = 1 /\ Z.of_nat e = 1 /\ Z.of_nat y1 = 1))%Z.
Definition C64 (mm dd rr : nat) : Prop := forall (a b c d e y1 : nat), s64_dom a b c d e y1 -> meas (s64_board a b c d e) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s64_board a b c d e)) (s64_form y1).

(* s65: T _ T^2 F^2 T F _ <= y on y1==1 *)
Definition s65_board : board := [T; E; T; T; F; F; T; F; E].
Definition s65_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s65_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 1))%Z.
Definition C65 (mm dd rr : nat) : Prop := forall (y1 : nat), s65_dom y1 -> meas (s65_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s65_board)) (s65_form y1).

(* s66: T _ T^3 F^2 T _ F^a <= y on a>=1 && y1==2 *)
Definition s66_board (a : nat) : board := T :: E :: T :: T :: T :: F :: F :: T :: E :: repeat F a.
Definition s66_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s66_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat y1 = 2))%Z.
Definition C66 (mm dd rr : nat) : Prop := forall (a y1 : nat), s66_dom a y1 -> meas (s66_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s66_board a)) (s66_form y1).

(* s67: T^a _ T^3 F^2 T _ F^b <= y on y1-a==1 && b>=1 *)
Definition s67_board (a b : nat) : board := repeat T a ++ E :: T :: T :: T :: F :: F :: T :: E :: repeat F b.
Definition s67_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s67_dom (a b y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat y1 = 1 /\ Z.of_nat b >= 1))%Z.
Definition C67 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s67_dom a b y1 -> meas (s67_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s67_board a b)) (s67_form y1).

(* s68: T^a F _ T F T _ F^b <= y on a-b-y1==0 && a-b>=1 && b>=1 *)
Definition s68_board (a b : nat) : board := repeat T a ++ F :: E :: T :: F :: T :: E :: repeat F b.
Definition s68_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s68_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b - Z.of_nat y1 = 0 /\ Z.of_nat a - Z.of_nat b >= 1 /\ Z.of_nat b >= 1))%Z.
Definition C68 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s68_dom a b y1 -> meas (s68_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s68_board a b)) (s68_form y1).

(* s69: _ T^a F _ <= y on a>=1 && z1>=3 && z2==2 && y1==0 *)
Definition s69_board (a : nat) : board := E :: repeat T a ++ [F; E].
Definition s69_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s69_dom (a z1 z2 y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0))%Z.
Definition C69 (mm dd rr : nat) : Prop := forall (a z1 z2 y1 : nat), s69_dom a z1 z2 y1 -> meas (s69_board a) = mm -> dd = 1 -> rr = 2 * y1 -> le (tf_game (s69_board a)) (s69_form z1 z2 y1).

(* s70: T^a F _ T^b F _ <= y on a>=1 && b>=2 *)
Definition s70_board (a b : nat) : board := repeat T a ++ F :: E :: repeat T b ++ [F; E].
Definition s70_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s70_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2))%Z.
Definition C70 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s70_dom a b y1 -> meas (s70_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s70_board a b)) (s70_form y1).

(* s71: T^a F^2 _^2 <= y on a>=1 && y1==1 *)
Definition s71_board (a : nat) : board := repeat T a ++ [F; F; E; E].
Definition s71_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s71_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat y1 = 1))%Z.
Definition C71 (mm dd rr : nat) : Prop := forall (a y1 : nat), s71_dom a y1 -> meas (s71_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s71_board a)) (s71_form y1).

(* s72: T^a F _ T F T _ F^b <= y on a>=1 && b>=1 && y1==0 *)
Definition s72_board (a b : nat) : board := repeat T a ++ F :: E :: T :: F :: T :: E :: repeat F b.
Definition s72_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s72_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C72 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s72_dom a b y1 -> meas (s72_board a b) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (tf_game (s72_board a b)) (s72_form y1).

(* s73: T^a F _ T^b F _ F^c <= y on a>=1 && b>=2 && c>=1 && y1==0 *)
Definition s73_board (a b c : nat) : board := repeat T a ++ F :: E :: repeat T b ++ F :: E :: repeat F c.
Definition s73_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s73_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C73 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s73_dom a b c y1 -> meas (s73_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s73_board a b c)) (s73_form y1).

(* s74: T^a F^2 _^2 T F <= y on a>=3 && y1==0 *)
Definition s74_board (a : nat) : board := repeat T a ++ [F; F; E; E; T; F].
Definition s74_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s74_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat y1 = 0))%Z.
Definition C74 (mm dd rr : nat) : Prop := forall (a y1 : nat), s74_dom a y1 -> meas (s74_board a) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (tf_game (s74_board a)) (s74_form y1).

(* s75: T^a F^2 _^2 T F^b <= y on a-b>=2 && b>=2 && y1==0 *)
Definition s75_board (a b : nat) : board := repeat T a ++ F :: F :: E :: E :: T :: repeat F b.
Definition s75_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s75_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 2 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C75 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s75_dom a b y1 -> meas (s75_board a b) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (tf_game (s75_board a b)) (s75_form y1).

(* s76: T^a F^b _ T^c _ F <= y on a>=3 && b==2 && c==1 && y1==0 *)
Definition s76_board (a b c : nat) : board := repeat T a ++ repeat F b ++ E :: repeat T c ++ [E; F].
Definition s76_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s76_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat b = 2 /\ Z.of_nat c = 1 /\ Z.of_nat y1 = 0))%Z.
Definition C76 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s76_dom a b c y1 -> meas (s76_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s76_board a b c)) (s76_form y1).

(* s77: T^a F^b _ T^c _ F^d <= y on (a>=4 && b==2 && c==1 && d>=2 && y1==0) || (a>=5 && b>=3 && c==1 && d>=2 && y1==0) *)
Definition s77_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ E :: repeat T c ++ E :: repeat F d.
Definition s77_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s77_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b = 2 /\ Z.of_nat c = 1 /\ Z.of_nat d >= 2 /\ Z.of_nat y1 = 0) \/ (Z.of_nat a >= 5 /\ Z.of_nat b >= 3 /\ Z.of_nat c = 1 /\ Z.of_nat d >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C77 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s77_dom a b c d y1 -> meas (s77_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s77_board a b c d)) (s77_form y1).

(* s78: T^a F _ F _ T F <= y on a>=3 && y1==0 *)
Definition s78_board (a : nat) : board := repeat T a ++ [F; E; F; E; T; F].
Definition s78_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s78_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat y1 = 0))%Z.
Definition C78 (mm dd rr : nat) : Prop := forall (a y1 : nat), s78_dom a y1 -> meas (s78_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s78_board a)) (s78_form y1).

(* s79: T^a F _ F _ T F^b <= y on a>=3 && b>=2 && y1==0 *)
Definition s79_board (a b : nat) : board := repeat T a ++ F :: E :: F :: E :: T :: repeat F b.
Definition s79_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s79_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C79 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s79_dom a b y1 -> meas (s79_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s79_board a b)) (s79_form y1).

(* s80: T^a F^b _ T^c F _ <= y on a>=1 && b>=2 && c<=1 *)
Definition s80_board (a b c : nat) : board := repeat T a ++ repeat F b ++ E :: repeat T c ++ [F; E].
Definition s80_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s80_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c <= 1))%Z.
Definition C80 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s80_dom a b c y1 -> meas (s80_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s80_board a b c)) (s80_form y1).

(* s81: T^a F^2 _ T F _ F^b <= y on a-b>=3 && b-y1>=0 && y1>=1 *)
Definition s81_board (a b : nat) : board := repeat T a ++ F :: F :: E :: T :: F :: E :: repeat F b.
Definition s81_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s81_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 3 /\ Z.of_nat b - Z.of_nat y1 >= 0 /\ Z.of_nat y1 >= 1))%Z.
Definition C81 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s81_dom a b y1 -> meas (s81_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s81_board a b)) (s81_form y1).

(* s82: T^a F^b T _ F^c _ F^d <= y on (a>=4 && b>=2 && c==1 && d==1 && y1==0) || (a>=5 && b>=2 && c>=1 && d>=1 && y1==0) *)
Definition s82_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ T :: E :: repeat F c ++ E :: repeat F d.
Definition s82_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s82_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b >= 2 /\ Z.of_nat c = 1 /\ Z.of_nat d = 1 /\ Z.of_nat y1 = 0) \/ (Z.of_nat a >= 5 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1 /\ Z.of_nat d >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C82 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s82_dom a b c d y1 -> meas (s82_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s82_board a b c d)) (s82_form y1).

(* s83: T^a F^b T _ F^c _ F^d <= y on a>=5 && b>=2 && c>=1 && d-y1>=1 && y1>=1 *)
Definition s83_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ T :: E :: repeat F c ++ E :: repeat F d.
Definition s83_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s83_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 5 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1 /\ Z.of_nat d - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1))%Z.
Definition C83 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s83_dom a b c d y1 -> meas (s83_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s83_board a b c d)) (s83_form y1).

(* s84: T^a F^2 _ T _ F^b <= y on a-b>=2 && b-y1==2 && b>=3 *)
Definition s84_board (a b : nat) : board := repeat T a ++ F :: F :: E :: T :: E :: repeat F b.
Definition s84_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s84_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 2 /\ Z.of_nat b - Z.of_nat y1 = 2 /\ Z.of_nat b >= 3))%Z.
Definition C84 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s84_dom a b y1 -> meas (s84_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s84_board a b)) (s84_form y1).

(* s85: T^a F T F _ F _ F^b <= y on a>=5 && b==2 && y1==0 *)
Definition s85_board (a b : nat) : board := repeat T a ++ F :: T :: F :: E :: F :: E :: repeat F b.
Definition s85_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s85_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 5 /\ Z.of_nat b = 2 /\ Z.of_nat y1 = 0))%Z.
Definition C85 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s85_dom a b y1 -> meas (s85_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s85_board a b)) (s85_form y1).

(* s86: T^a F T F _ F _ F^b <= y on a-b>=3 && b-y1==2 && b>=3 *)
Definition s86_board (a b : nat) : board := repeat T a ++ F :: T :: F :: E :: F :: E :: repeat F b.
Definition s86_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s86_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 3 /\ Z.of_nat b - Z.of_nat y1 = 2 /\ Z.of_nat b >= 3))%Z.
Definition C86 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s86_dom a b y1 -> meas (s86_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s86_board a b)) (s86_form y1).

(* s87: T^a F^b _ T^c F^d _ <= y on (a>=1 && b==1 && c>=2 && d>=2) || (a>=1 && b>=1 && c>=1 && d>=2 && y1==0) *)
Definition s87_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ E :: repeat T c ++ repeat F d ++ [E].
Definition s87_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s87_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b = 1 /\ Z.of_nat c >= 2 /\ Z.of_nat d >= 2) \/ (Z.of_nat a >= 1 /\ Z.of_nat b >= 1 /\ Z.of_nat c >= 1 /\ Z.of_nat d >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C87 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s87_dom a b c d y1 -> meas (s87_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s87_board a b c d)) (s87_form y1).

(* s88: _^2 T^a F <= y on a>=1 *)
Definition s88_board (a : nat) : board := E :: E :: repeat T a ++ [F].
Definition s88_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s88_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1))%Z.
Definition C88 (mm dd rr : nat) : Prop := forall (a y1 : nat), s88_dom a y1 -> meas (s88_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s88_board a)) (s88_form y1).

(* s89: T^a _^2 F T^b F^c <= y on (a>=1 && a-y1<=1 && b>=3 && c>=1) || (a>=2 && a-y1<=1 && b==0 && c==0) *)
Definition s89_board (a b c : nat) : board := repeat T a ++ E :: E :: F :: repeat T b ++ repeat F c.
Definition s89_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s89_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat a - Z.of_nat y1 <= 1 /\ Z.of_nat b >= 3 /\ Z.of_nat c >= 1) \/ (Z.of_nat a >= 2 /\ Z.of_nat a - Z.of_nat y1 <= 1 /\ Z.of_nat b = 0 /\ Z.of_nat c = 0))%Z.
Definition C89 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s89_dom a b c y1 -> meas (s89_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s89_board a b c)) (s89_form y1).

(* s90: _ T^3 F^2 T F _ <= y on y1==0 *)
Definition s90_board : board := [E; T; T; T; F; F; T; F; E].
Definition s90_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s90_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 0))%Z.
Definition C90 (mm dd rr : nat) : Prop := forall (y1 : nat), s90_dom y1 -> meas (s90_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s90_board)) (s90_form y1).

(* s91: _ T^a F^2 T F _ <= y on a>=3 && y1<=2 *)
Definition s91_board (a : nat) : board := E :: repeat T a ++ [F; F; T; F; E].
Definition s91_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s91_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat y1 <= 2))%Z.
Definition C91 (mm dd rr : nat) : Prop := forall (a y1 : nat), s91_dom a y1 -> meas (s91_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s91_board a)) (s91_form y1).

(* s92: _ T^4 F^2 T _ F^a <= y on a>=2 && y1==1 *)
Definition s92_board (a : nat) : board := E :: T :: T :: T :: T :: F :: F :: T :: E :: repeat F a.
Definition s92_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s92_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat y1 = 1))%Z.
Definition C92 (mm dd rr : nat) : Prop := forall (a y1 : nat), s92_dom a y1 -> meas (s92_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s92_board a)) (s92_form y1).

(* s93: T^a _ T^3 F^b T _ F^c <= y on (b-2a==1 && y1-a==1 && a<=1 && c>=1) || (y1-a==1 && b>=3 && c>=1) *)
Definition s93_board (a b c : nat) : board := repeat T a ++ E :: T :: T :: T :: repeat F b ++ T :: E :: repeat F c.
Definition s93_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s93_dom (a b c y1 : nat) : Prop := ((- 2 * Z.of_nat a + Z.of_nat b = 1 /\ - Z.of_nat a + Z.of_nat y1 = 1 /\ Z.of_nat a <= 1 /\ Z.of_nat c >= 1) \/ (- Z.of_nat a + Z.of_nat y1 = 1 /\ Z.of_nat b >= 3 /\ Z.of_nat c >= 1))%Z.
Definition C93 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s93_dom a b c y1 -> meas (s93_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s93_board a b c)) (s93_form y1).

(* s94: T _ T^a F^2 T F _ <= y on a>=4 && y1==3 *)
Definition s94_board (a : nat) : board := T :: E :: repeat T a ++ [F; F; T; F; E].
Definition s94_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s94_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat y1 = 3))%Z.
Definition C94 (mm dd rr : nat) : Prop := forall (a y1 : nat), s94_dom a y1 -> meas (s94_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s94_board a)) (s94_form y1).

(* s95: T^a _ T^b F^2 T F _ <= y on y1-a==2 && a>=2 && b>=4 *)
Definition s95_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [F; F; T; F; E].
Definition s95_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s95_dom (a b y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat y1 = 2 /\ Z.of_nat a >= 2 /\ Z.of_nat b >= 4))%Z.
Definition C95 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s95_dom a b y1 -> meas (s95_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s95_board a b)) (s95_form y1).

(* s96: T^a _ T^b F^c T _ F^d <= y on (a==0 && b-c-d-y1==0 && b-c-d>=1 && c>=1 && d>=1) || (y1-a>=1 && b>=2 && c>=2 && d>=1) *)
Definition s96_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ repeat F c ++ T :: E :: repeat F d.
Definition s96_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s96_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a = 0 /\ Z.of_nat b - Z.of_nat c - Z.of_nat d - Z.of_nat y1 = 0 /\ Z.of_nat b - Z.of_nat c - Z.of_nat d >= 1 /\ Z.of_nat c >= 1 /\ Z.of_nat d >= 1) \/ (- Z.of_nat a + Z.of_nat y1 >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 2 /\ Z.of_nat d >= 1))%Z.
Definition C96 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s96_dom a b c d y1 -> meas (s96_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s96_board a b c d)) (s96_form y1).

(* s97: T^a F _ T^b F T _ F^c <= y on a+b-c-y1==1 && a+b-c>=2 && a>=1 && b>=2 && c>=1 *)
Definition s97_board (a b c : nat) : board := repeat T a ++ F :: E :: repeat T b ++ F :: T :: E :: repeat F c.
Definition s97_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s97_dom (a b c y1 : nat) : Prop := ((Z.of_nat a + Z.of_nat b - Z.of_nat c - Z.of_nat y1 = 1 /\ Z.of_nat a + Z.of_nat b - Z.of_nat c >= 2 /\ Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1))%Z.
Definition C97 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s97_dom a b c y1 -> meas (s97_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s97_board a b c)) (s97_form y1).

(* s98: T^a F^b T _^2 T F^c <= y on b+c+y1-a==2 && b+c-a<=1 && b>=2 && c>=1 *)
Definition s98_board (a b c : nat) : board := repeat T a ++ repeat F b ++ T :: E :: E :: T :: repeat F c.
Definition s98_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s98_dom (a b c y1 : nat) : Prop := ((- Z.of_nat a + Z.of_nat b + Z.of_nat c + Z.of_nat y1 = 2 /\ - Z.of_nat a + Z.of_nat b + Z.of_nat c <= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1))%Z.
Definition C98 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s98_dom a b c y1 -> meas (s98_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s98_board a b c)) (s98_form y1).

(* s99: T^a F _ T^b F T _ F^c <= y on a>=1 && b>=2 && c>=1 && y1==0 *)
Definition s99_board (a b c : nat) : board := repeat T a ++ F :: E :: repeat T b ++ F :: T :: E :: repeat F c.
Definition s99_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s99_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C99 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s99_dom a b c y1 -> meas (s99_board a b c) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (tf_game (s99_board a b c)) (s99_form y1).

(* s100: T^a F _ T F _ T F <= y on a>=1 && y1==0 *)
Definition s100_board (a : nat) : board := repeat T a ++ [F; E; T; F; E; T; F].
Definition s100_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s100_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C100 (mm dd rr : nat) : Prop := forall (a y1 : nat), s100_dom a y1 -> meas (s100_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s100_board a)) (s100_form y1).

(* s101: T^a F^2 T _^2 T F^b <= y on a>=1 && b>=2 && y1==0 *)
Definition s101_board (a b : nat) : board := repeat T a ++ F :: F :: T :: E :: E :: T :: repeat F b.
Definition s101_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s101_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C101 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s101_dom a b y1 -> meas (s101_board a b) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (tf_game (s101_board a b)) (s101_form y1).

(* s102: T^a F _ T F T F _ <= y on a>=1 && y1==0 *)
Definition s102_board (a : nat) : board := repeat T a ++ [F; E; T; F; T; F; E].
Definition s102_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s102_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C102 (mm dd rr : nat) : Prop := forall (a y1 : nat), s102_dom a y1 -> meas (s102_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s102_board a)) (s102_form y1).

(* s103: T^a F^2 T _ T _ F^b <= y on a>=1 && b>=2 && y1==0 *)
Definition s103_board (a b : nat) : board := repeat T a ++ F :: F :: T :: E :: T :: E :: repeat F b.
Definition s103_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s103_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C103 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s103_dom a b y1 -> meas (s103_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s103_board a b)) (s103_form y1).

(* s104: T^a F _ T F _ T F^b <= y on a>=1 && b>=2 && y1==0 *)
Definition s104_board (a b : nat) : board := repeat T a ++ F :: E :: T :: F :: E :: T :: repeat F b.
Definition s104_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s104_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C104 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s104_dom a b y1 -> meas (s104_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s104_board a b)) (s104_form y1).

(* s105: T^a F^2 _ F _ <= y on a>=3 && y1==1 *)
Definition s105_board (a : nat) : board := repeat T a ++ [F; F; E; F; E].
Definition s105_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s105_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat y1 = 1))%Z.
Definition C105 (mm dd rr : nat) : Prop := forall (a y1 : nat), s105_dom a y1 -> meas (s105_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s105_board a)) (s105_form y1).

(* s106: T^a F^2 _ F T _ F^b <= y on a-b>=3 && b>=1 && y1==0 *)
Definition s106_board (a b : nat) : board := repeat T a ++ F :: F :: E :: F :: T :: E :: repeat F b.
Definition s106_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s106_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 3 /\ Z.of_nat b >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C106 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s106_dom a b y1 -> meas (s106_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s106_board a b)) (s106_form y1).

(* s107: T^a F^2 _ F _ T F <= y on a>=4 && y1==1 *)
Definition s107_board (a : nat) : board := repeat T a ++ [F; F; E; F; E; T; F].
Definition s107_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s107_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat y1 = 1))%Z.
Definition C107 (mm dd rr : nat) : Prop := forall (a y1 : nat), s107_dom a y1 -> meas (s107_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s107_board a)) (s107_form y1).

(* s108: T^a F^2 _ F _ T F^b <= y on a-b>=3 && b-y1>=0 && b>=2 && y1>=1 *)
Definition s108_board (a b : nat) : board := repeat T a ++ F :: F :: E :: F :: E :: T :: repeat F b.
Definition s108_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s108_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 3 /\ Z.of_nat b - Z.of_nat y1 >= 0 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 >= 1))%Z.
Definition C108 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s108_dom a b y1 -> meas (s108_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s108_board a b)) (s108_form y1).

(* s109: T^a F^b T _^2 F^c <= y on a>=5 && b>=3 && c-y1>=1 && y1>=1 *)
Definition s109_board (a b c : nat) : board := repeat T a ++ repeat F b ++ T :: E :: E :: repeat F c.
Definition s109_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s109_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 5 /\ Z.of_nat b >= 3 /\ Z.of_nat c - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1))%Z.
Definition C109 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s109_dom a b c y1 -> meas (s109_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s109_board a b c)) (s109_form y1).

(* s110: T^a F^b T F _^2 F^c <= y on a>=5 && b>=2 && c>=2 && y1==0 *)
Definition s110_board (a b c : nat) : board := repeat T a ++ repeat F b ++ T :: F :: E :: E :: repeat F c.
Definition s110_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s110_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 5 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C110 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s110_dom a b c y1 -> meas (s110_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s110_board a b c)) (s110_form y1).

(* s111: T^a F^b T F _^2 F^c <= y on a>=5 && b>=2 && c-y1>=2 && y1>=1 *)
Definition s111_board (a b c : nat) : board := repeat T a ++ repeat F b ++ T :: F :: E :: E :: repeat F c.
Definition s111_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s111_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 5 /\ Z.of_nat b >= 2 /\ Z.of_nat c - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 1))%Z.
Definition C111 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s111_dom a b c y1 -> meas (s111_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s111_board a b c)) (s111_form y1).

(* s112: T^a F^2 _ F T _ F^b <= y on a-b>=3 && b-y1==1 && b>=2 *)
Definition s112_board (a b : nat) : board := repeat T a ++ F :: F :: E :: F :: T :: E :: repeat F b.
Definition s112_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s112_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 3 /\ Z.of_nat b - Z.of_nat y1 = 1 /\ Z.of_nat b >= 2))%Z.
Definition C112 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s112_dom a b y1 -> meas (s112_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s112_board a b)) (s112_form y1).

(* s113: T^a F^b _ T^c F _ F^d <= y on (a>=1 && b>=2 && c==2 && d>=1 && y1==0) || (a>=5 && b>=2 && c==1 && d>=1 && y1==0) *)
Definition s113_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ E :: repeat T c ++ F :: E :: repeat F d.
Definition s113_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s113_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c = 2 /\ Z.of_nat d >= 1 /\ Z.of_nat y1 = 0) \/ (Z.of_nat a >= 5 /\ Z.of_nat b >= 2 /\ Z.of_nat c = 1 /\ Z.of_nat d >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C113 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s113_dom a b c d y1 -> meas (s113_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s113_board a b c d)) (s113_form y1).

(* s114: T^a F^b T F^c _^2 F^d <= y on a>=5 && b>=1 && d-c>=1 && d>=2 && y1==0 *)
Definition s114_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ T :: repeat F c ++ E :: E :: repeat F d.
Definition s114_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s114_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 5 /\ Z.of_nat b >= 1 /\ - Z.of_nat c + Z.of_nat d >= 1 /\ Z.of_nat d >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C114 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s114_dom a b c d y1 -> meas (s114_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s114_board a b c d)) (s114_form y1).

(* s115: T^a F^b T F^c _^2 F^d <= y on a>=5 && b>=1 && c>=2 && d-c-y1>=1 && y1>=1 *)
Definition s115_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ T :: repeat F c ++ E :: E :: repeat F d.
Definition s115_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s115_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 5 /\ Z.of_nat b >= 1 /\ Z.of_nat c >= 2 /\ - Z.of_nat c + Z.of_nat d - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1))%Z.
Definition C115 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s115_dom a b c d y1 -> meas (s115_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s115_board a b c d)) (s115_form y1).

(* s116: _ T^a F^b T F _ <= y on (a>=2 && b==1 && y1==0) || (a>=2 && b>=2) *)
Definition s116_board (a b : nat) : board := E :: repeat T a ++ repeat F b ++ [T; F; E].
Definition s116_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s116_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat b = 1 /\ Z.of_nat y1 = 0) \/ (Z.of_nat a >= 2 /\ Z.of_nat b >= 2))%Z.
Definition C116 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s116_dom a b y1 -> meas (s116_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s116_board a b)) (s116_form y1).

(* s117: T^a _ T^b F^c T F _ <= y on a>=1 && y1-a>=2 && b>=3 && c>=2 *)
Definition s117_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ repeat F c ++ [T; F; E].
Definition s117_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s117_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ - Z.of_nat a + Z.of_nat y1 >= 2 /\ Z.of_nat b >= 3 /\ Z.of_nat c >= 2))%Z.
Definition C117 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s117_dom a b c y1 -> meas (s117_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s117_board a b c)) (s117_form y1).

(* s118: T^a F _ T^b F^c T _ F^d <= y on a+b-c-d-y1==0 && a+b-c-d>=1 && a>=1 && b>=2 && c>=2 && d>=1 *)
Definition s118_board (a b c d : nat) : board := repeat T a ++ F :: E :: repeat T b ++ repeat F c ++ T :: E :: repeat F d.
Definition s118_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s118_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a + Z.of_nat b - Z.of_nat c - Z.of_nat d - Z.of_nat y1 = 0 /\ Z.of_nat a + Z.of_nat b - Z.of_nat c - Z.of_nat d >= 1 /\ Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 2 /\ Z.of_nat d >= 1))%Z.
Definition C118 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s118_dom a b c d y1 -> meas (s118_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s118_board a b c d)) (s118_form y1).

(* s119: T^a F^b _ T^c F^d T _ F^e <= y on (a>=4 && b>=2 && c==0 && d==1 && e>=1 && y1==0) || (b+e+y1-a==1 && a-b-e>=0 && b>=2 && c==1 && d==1 && e>=1) *)
Definition s119_board (a b c d e : nat) : board := repeat T a ++ repeat F b ++ E :: repeat T c ++ repeat F d ++ T :: E :: repeat F e.
Definition s119_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s119_dom (a b c d e y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b >= 2 /\ Z.of_nat c = 0 /\ Z.of_nat d = 1 /\ Z.of_nat e >= 1 /\ Z.of_nat y1 = 0) \/ (- Z.of_nat a + Z.of_nat b + Z.of_nat e + Z.of_nat y1 = 1 /\ Z.of_nat a - Z.of_nat b - Z.of_nat e >= 0 /\ Z.of_nat b >= 2 /\ Z.of_nat c = 1 /\ Z.of_nat d = 1 /\ Z.of_nat e >= 1))%Z.
Definition C119 (mm dd rr : nat) : Prop := forall (a b c d e y1 : nat), s119_dom a b c d e y1 -> meas (s119_board a b c d e) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s119_board a b c d e)) (s119_form y1).

(* s120: _ T^a F T _ F <= y on a>=2 && y1==0 *)
Definition s120_board (a : nat) : board := E :: repeat T a ++ [F; T; E; F].
Definition s120_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s120_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C120 (mm dd rr : nat) : Prop := forall (a y1 : nat), s120_dom a y1 -> meas (s120_board a) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (tf_game (s120_board a)) (s120_form y1).

(* s121: T^a F _ T^b F _ T F^c <= y on a>=1 && b>=2 && c>=1 && y1==0 *)
Definition s121_board (a b c : nat) : board := repeat T a ++ F :: E :: repeat T b ++ F :: E :: T :: repeat F c.
Definition s121_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s121_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C121 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s121_dom a b c y1 -> meas (s121_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s121_board a b c)) (s121_form y1).

(* s122: T^a F _ T^b F^c T _ F^d <= y on a>=1 && b>=2 && c>=2 && d>=1 && y1==0 *)
Definition s122_board (a b c d : nat) : board := repeat T a ++ F :: E :: repeat T b ++ repeat F c ++ T :: E :: repeat F d.
Definition s122_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s122_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 2 /\ Z.of_nat d >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C122 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s122_dom a b c d y1 -> meas (s122_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (tf_game (s122_board a b c d)) (s122_form y1).

(* s123: T^a F _ T^b F T F _ <= y on a>=1 && b>=2 && y1==0 *)
Definition s123_board (a b : nat) : board := repeat T a ++ F :: E :: repeat T b ++ [F; T; F; E].
Definition s123_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s123_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C123 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s123_dom a b y1 -> meas (s123_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s123_board a b)) (s123_form y1).

(* s124: T^a F _ T^b F T F _ F^c <= y on a>=1 && b>=2 && c>=1 && y1==0 *)
Definition s124_board (a b c : nat) : board := repeat T a ++ F :: E :: repeat T b ++ F :: T :: F :: E :: repeat F c.
Definition s124_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s124_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C124 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s124_dom a b c y1 -> meas (s124_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s124_board a b c)) (s124_form y1).

(* s125: T^a F _ F _ T^b F^c <= y on a>=1 && b>=2 && c>=1 && y1==0 *)
Definition s125_board (a b c : nat) : board := repeat T a ++ F :: E :: F :: E :: repeat T b ++ repeat F c.
Definition s125_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s125_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C125 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s125_dom a b c y1 -> meas (s125_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s125_board a b c)) (s125_form y1).

(* s126: T^a F^b _ T^c F^d T _ F^e <= y on (a==0 && b==0 && c>=2 && d>=1 && e>=1 && y1==0) || (a>=1 && b>=2 && c==1 && d==1 && e>=1 && y1==0) *)
Definition s126_board (a b c d e : nat) : board := repeat T a ++ repeat F b ++ E :: repeat T c ++ repeat F d ++ T :: E :: repeat F e.
Definition s126_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s126_dom (a b c d e y1 : nat) : Prop := ((Z.of_nat a = 0 /\ Z.of_nat b = 0 /\ Z.of_nat c >= 2 /\ Z.of_nat d >= 1 /\ Z.of_nat e >= 1 /\ Z.of_nat y1 = 0) \/ (Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c = 1 /\ Z.of_nat d = 1 /\ Z.of_nat e >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C126 (mm dd rr : nat) : Prop := forall (a b c d e y1 : nat), s126_dom a b c d e y1 -> meas (s126_board a b c d e) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (tf_game (s126_board a b c d e)) (s126_form y1).

(* s127: T^a F^2 T _ F T _ F^b <= y on a>=1 && b>=1 && y1==0 *)
Definition s127_board (a b : nat) : board := repeat T a ++ F :: F :: T :: E :: F :: T :: E :: repeat F b.
Definition s127_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s127_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C127 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s127_dom a b y1 -> meas (s127_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s127_board a b)) (s127_form y1).

(* s128: T^a F^b _^2 <= y on a>=3 && b==3 && y1==0 *)
Definition s128_board (a b : nat) : board := repeat T a ++ repeat F b ++ [E; E].
Definition s128_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s128_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat b = 3 /\ Z.of_nat y1 = 0))%Z.
Definition C128 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s128_dom a b y1 -> meas (s128_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s128_board a b)) (s128_form y1).

(* s129: T^a F^3 _^2 T F <= y on a>=4 && y1==0 *)
Definition s129_board (a : nat) : board := repeat T a ++ [F; F; F; E; E; T; F].
Definition s129_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s129_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat y1 = 0))%Z.
Definition C129 (mm dd rr : nat) : Prop := forall (a y1 : nat), s129_dom a y1 -> meas (s129_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s129_board a)) (s129_form y1).

(* s130: T^a F^3 _^2 T F^b <= y on a-b>=3 && b>=2 && y1==0 *)
Definition s130_board (a b : nat) : board := repeat T a ++ F :: F :: F :: E :: E :: T :: repeat F b.
Definition s130_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s130_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 3 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C130 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s130_dom a b y1 -> meas (s130_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s130_board a b)) (s130_form y1).

(* s131: T^a F^3 _^2 T F^b <= y on a-b>=3 && b-y1>=1 && y1>=1 *)
Definition s131_board (a b : nat) : board := repeat T a ++ F :: F :: F :: E :: E :: T :: repeat F b.
Definition s131_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s131_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b >= 3 /\ Z.of_nat b - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1))%Z.
Definition C131 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s131_dom a b y1 -> meas (s131_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s131_board a b)) (s131_form y1).

(* s132: T^a F^b _ T F _ F^c <= y on a>=5 && b>=3 && c-y1>=0 && y1>=1 *)
Definition s132_board (a b c : nat) : board := repeat T a ++ repeat F b ++ E :: T :: F :: E :: repeat F c.
Definition s132_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s132_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 5 /\ Z.of_nat b >= 3 /\ Z.of_nat c - Z.of_nat y1 >= 0 /\ Z.of_nat y1 >= 1))%Z.
Definition C132 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s132_dom a b c y1 -> meas (s132_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s132_board a b c)) (s132_form y1).

(* s133: T^a F^b _ T _ F^c <= y on a>=5 && b>=3 && c-y1>=2 && y1>=1 *)
Definition s133_board (a b c : nat) : board := repeat T a ++ repeat F b ++ E :: T :: E :: repeat F c.
Definition s133_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s133_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 5 /\ Z.of_nat b >= 3 /\ Z.of_nat c - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 1))%Z.
Definition C133 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s133_dom a b c y1 -> meas (s133_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s133_board a b c)) (s133_form y1).

(* s134: T^a F^b T F _ F _ F^c <= y on a>=5 && b>=2 && c>=2 && y1==0 *)
Definition s134_board (a b c : nat) : board := repeat T a ++ repeat F b ++ T :: F :: E :: F :: E :: repeat F c.
Definition s134_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s134_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 5 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C134 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s134_dom a b c y1 -> meas (s134_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s134_board a b c)) (s134_form y1).

(* s135: T^a F^b T F _ F _ F^c <= y on a>=5 && b>=2 && c-y1>=2 && y1>=1 *)
Definition s135_board (a b c : nat) : board := repeat T a ++ repeat F b ++ T :: F :: E :: F :: E :: repeat F c.
Definition s135_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s135_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 5 /\ Z.of_nat b >= 2 /\ Z.of_nat c - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 1))%Z.
Definition C135 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s135_dom a b c y1 -> meas (s135_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s135_board a b c)) (s135_form y1).

(* s136: T^a F^b _ F _ T^c F^d <= y on a>=1 && b>=2 && c>=1 && c<=2 && d>=1 && y1==0 *)
Definition s136_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ E :: F :: E :: repeat T c ++ repeat F d.
Definition s136_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s136_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1 /\ Z.of_nat c <= 2 /\ Z.of_nat d >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C136 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s136_dom a b c d y1 -> meas (s136_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s136_board a b c d)) (s136_form y1).

(* s137: T^a F^b _ T^c F _ T F^d <= y on a>=1 && b>=2 && c==1 && d>=1 && y1==0 *)
Definition s137_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ E :: repeat T c ++ F :: E :: T :: repeat F d.
Definition s137_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s137_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c = 1 /\ Z.of_nat d >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C137 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s137_dom a b c d y1 -> meas (s137_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s137_board a b c d)) (s137_form y1).

(* s138: T^a F^b T F^c _ F _ F^d <= y on a>=5 && b>=1 && c>=2 && d-c>=1 && y1==0 *)
Definition s138_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ T :: repeat F c ++ E :: F :: E :: repeat F d.
Definition s138_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s138_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 5 /\ Z.of_nat b >= 1 /\ Z.of_nat c >= 2 /\ - Z.of_nat c + Z.of_nat d >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C138 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s138_dom a b c d y1 -> meas (s138_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s138_board a b c d)) (s138_form y1).

(* s139: T^a F^b T F^c _ F _ F^d <= y on a>=5 && b>=1 && c>=2 && d-c-y1>=1 && y1>=1 *)
Definition s139_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ T :: repeat F c ++ E :: F :: E :: repeat F d.
Definition s139_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s139_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 5 /\ Z.of_nat b >= 1 /\ Z.of_nat c >= 2 /\ - Z.of_nat c + Z.of_nat d - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1))%Z.
Definition C139 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s139_dom a b c d y1 -> meas (s139_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s139_board a b c d)) (s139_form y1).

(* s140: T^a F^b _ T^c F _ T^d F^e <= y on a>=1 && b==1 && c>=1 && d>=2 && e>=1 && y1==0 *)
Definition s140_board (a b c d e : nat) : board := repeat T a ++ repeat F b ++ E :: repeat T c ++ F :: E :: repeat T d ++ repeat F e.
Definition s140_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s140_dom (a b c d e y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b = 1 /\ Z.of_nat c >= 1 /\ Z.of_nat d >= 2 /\ Z.of_nat e >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C140 (mm dd rr : nat) : Prop := forall (a b c d e y1 : nat), s140_dom a b c d e y1 -> meas (s140_board a b c d e) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s140_board a b c d e)) (s140_form y1).

(* s141: T^a F^b _ T^c F^d _ T^e F^f <= y on a>=1 && b==1 && c>=2 && d>=2 && e==1 && f>=1 && y1==0 *)
Definition s141_board (a b c d e f : nat) : board := repeat T a ++ repeat F b ++ E :: repeat T c ++ repeat F d ++ E :: repeat T e ++ repeat F f.
Definition s141_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s141_dom (a b c d e f y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b = 1 /\ Z.of_nat c >= 2 /\ Z.of_nat d >= 2 /\ Z.of_nat e = 1 /\ Z.of_nat f >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C141 (mm dd rr : nat) : Prop := forall (a b c d e f y1 : nat), s141_dom a b c d e f y1 -> meas (s141_board a b c d e f) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s141_board a b c d e f)) (s141_form y1).

(* s142: T^a F _ T^b F^c T F _ <= y on a>=1 && b>=2 && c>=2 && y1==0 *)
Definition s142_board (a b c : nat) : board := repeat T a ++ F :: E :: repeat T b ++ repeat F c ++ [T; F; E].
Definition s142_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s142_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C142 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s142_dom a b c y1 -> meas (s142_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s142_board a b c)) (s142_form y1).

(* s143: T^a F _ T^b F^c T F _ F^d <= y on a>=1 && b>=2 && c>=2 && d>=1 && y1==0 *)
Definition s143_board (a b c d : nat) : board := repeat T a ++ F :: E :: repeat T b ++ repeat F c ++ T :: F :: E :: repeat F d.
Definition s143_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s143_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 2 /\ Z.of_nat d >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C143 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s143_dom a b c d y1 -> meas (s143_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s143_board a b c d)) (s143_form y1).

(* s144: T^a F^b T _^2 T F^c <= y on a>=1 && b>=3 && c>=2 && y1==0 *)
Definition s144_board (a b c : nat) : board := repeat T a ++ repeat F b ++ T :: E :: E :: T :: repeat F c.
Definition s144_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s144_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 3 /\ Z.of_nat c >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C144 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s144_dom a b c y1 -> meas (s144_board a b c) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (tf_game (s144_board a b c)) (s144_form y1).

(* s145: T^a F^b _ T^c F^d T F _ <= y on a>=1 && b>=2 && c==1 && d==1 && y1==0 *)
Definition s145_board (a b c d : nat) : board := repeat T a ++ repeat F b ++ E :: repeat T c ++ repeat F d ++ [T; F; E].
Definition s145_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s145_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat c = 1 /\ Z.of_nat d = 1 /\ Z.of_nat y1 = 0))%Z.
Definition C145 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s145_dom a b c d y1 -> meas (s145_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s145_board a b c d)) (s145_form y1).

(* s146: T^a F^b T _ T _ F^c <= y on a>=1 && b>=3 && c>=2 && y1==0 *)
Definition s146_board (a b c : nat) : board := repeat T a ++ repeat F b ++ T :: E :: T :: E :: repeat F c.
Definition s146_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s146_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 3 /\ Z.of_nat c >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C146 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s146_dom a b c y1 -> meas (s146_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s146_board a b c)) (s146_form y1).

(* s147: T^a F^2 T F _^2 T F <= y on a>=1 && y1==0 *)
Definition s147_board (a : nat) : board := repeat T a ++ [F; F; T; F; E; E; T; F].
Definition s147_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s147_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C147 (mm dd rr : nat) : Prop := forall (a y1 : nat), s147_dom a y1 -> meas (s147_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s147_board a)) (s147_form y1).

(* s148: T^a F^2 T F _^2 T F^b <= y on a>=1 && b>=2 && y1==0 *)
Definition s148_board (a b : nat) : board := repeat T a ++ F :: F :: T :: F :: E :: E :: T :: repeat F b.
Definition s148_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s148_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C148 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s148_dom a b y1 -> meas (s148_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s148_board a b)) (s148_form y1).

(* s149: T^a F^b _ F T _ F^c <= y on a>=5 && b>=3 && c-y1>=1 && y1>=1 *)
Definition s149_board (a b c : nat) : board := repeat T a ++ repeat F b ++ E :: F :: T :: E :: repeat F c.
Definition s149_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s149_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 5 /\ Z.of_nat b >= 3 /\ Z.of_nat c - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1))%Z.
Definition C149 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s149_dom a b c y1 -> meas (s149_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s149_board a b c)) (s149_form y1).

(* s150: T^a F^b _ F _ T F^c <= y on a>=5 && b>=3 && c-y1>=0 && y1>=1 *)
Definition s150_board (a b c : nat) : board := repeat T a ++ repeat F b ++ E :: F :: E :: T :: repeat F c.
Definition s150_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s150_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 5 /\ Z.of_nat b >= 3 /\ Z.of_nat c - Z.of_nat y1 >= 0 /\ Z.of_nat y1 >= 1))%Z.
Definition C150 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s150_dom a b c y1 -> meas (s150_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s150_board a b c)) (s150_form y1).

(* s151: T^a F^b T _ F T _ F^c <= y on a>=1 && b>=3 && c>=1 && y1==0 *)
Definition s151_board (a b c : nat) : board := repeat T a ++ repeat F b ++ T :: E :: F :: T :: E :: repeat F c.
Definition s151_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s151_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 3 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C151 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s151_dom a b c y1 -> meas (s151_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s151_board a b c)) (s151_form y1).

(* s152: T^a F^2 _ F T F _ <= y on a>=1 && y1==1 *)
Definition s152_board (a : nat) : board := repeat T a ++ [F; F; E; F; T; F; E].
Definition s152_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s152_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat y1 = 1))%Z.
Definition C152 (mm dd rr : nat) : Prop := forall (a y1 : nat), s152_dom a y1 -> meas (s152_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s152_board a)) (s152_form y1).

(* s153: T^a F^2 _ F T F T _ F^b <= y on a>=1 && b>=1 && y1==0 *)
Definition s153_board (a b : nat) : board := repeat T a ++ F :: F :: E :: F :: T :: F :: T :: E :: repeat F b.
Definition s153_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s153_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C153 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s153_dom a b y1 -> meas (s153_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s153_board a b)) (s153_form y1).

(* s154: T^a F^b _^2 T F^c <= y on a>=5 && b>=4 && c-y1>=1 && y1>=1 *)
Definition s154_board (a b c : nat) : board := repeat T a ++ repeat F b ++ E :: E :: T :: repeat F c.
Definition s154_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s154_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 5 /\ Z.of_nat b >= 4 /\ Z.of_nat c - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1))%Z.
Definition C154 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s154_dom a b c y1 -> meas (s154_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s154_board a b c)) (s154_form y1).

(* s155: T^a F^b _^2 T F^c <= y on a>=4 && b>=3 && c>=1 && y1==0 *)
Definition s155_board (a b c : nat) : board := repeat T a ++ repeat F b ++ E :: E :: T :: repeat F c.
Definition s155_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s155_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b >= 3 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C155 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s155_dom a b c y1 -> meas (s155_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s155_board a b c)) (s155_form y1).

(* s156: T^a F^b T F _^2 T F^c <= y on a>=1 && b>=3 && c>=1 && y1==0 *)
Definition s156_board (a b c : nat) : board := repeat T a ++ repeat F b ++ T :: F :: E :: E :: T :: repeat F c.
Definition s156_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s156_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 3 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C156 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s156_dom a b c y1 -> meas (s156_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s156_board a b c)) (s156_form y1).

(* s157: T^a F^3 _^2 F <= y on a>=1 && y1==1 *)
Definition s157_board (a : nat) : board := repeat T a ++ [F; F; F; E; E; F].
Definition s157_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s157_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat y1 = 1))%Z.
Definition C157 (mm dd rr : nat) : Prop := forall (a y1 : nat), s157_dom a y1 -> meas (s157_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s157_board a)) (s157_form y1).

(* s158: T^a F^2 _ F T F^b _ <= y on a>=1 && b==2 && y1==1 *)
Definition s158_board (a b : nat) : board := repeat T a ++ F :: F :: E :: F :: T :: repeat F b ++ [E].
Definition s158_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s158_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b = 2 /\ Z.of_nat y1 = 1))%Z.
Definition C158 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s158_dom a b y1 -> meas (s158_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s158_board a b)) (s158_form y1).

(* s159: T^a F^b _ F T F^c _ <= y on a>=1 && b>=3 && c>=1 && y1==1 *)
Definition s159_board (a b c : nat) : board := repeat T a ++ repeat F b ++ E :: F :: T :: repeat F c ++ [E].
Definition s159_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s159_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 3 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 = 1))%Z.
Definition C159 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s159_dom a b c y1 -> meas (s159_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s159_board a b c)) (s159_form y1).

(* s160: T^a F^b _ F T F T _ F^c <= y on a>=1 && b>=3 && c>=1 && y1==0 *)
Definition s160_board (a b c : nat) : board := repeat T a ++ repeat F b ++ E :: F :: T :: F :: T :: E :: repeat F c.
Definition s160_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s160_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 3 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C160 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s160_dom a b c y1 -> meas (s160_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s160_board a b c)) (s160_form y1).

(* s161: T^a F^b _^2 F <= y on a>=1 && b>=4 && y1==1 *)
Definition s161_board (a b : nat) : board := repeat T a ++ repeat F b ++ [E; E; F].
Definition s161_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s161_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat b >= 4 /\ Z.of_nat y1 = 1))%Z.
Definition C161 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s161_dom a b y1 -> meas (s161_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s161_board a b)) (s161_form y1).

(* s162: _ T^a F^b _ F^c <= y on a>=4 && b>=4 && c-y1==0 && c>=1 *)
Definition s162_board (a b c : nat) : board := E :: repeat T a ++ repeat F b ++ E :: repeat F c.
Definition s162_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s162_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat b >= 4 /\ Z.of_nat c - Z.of_nat y1 = 0 /\ Z.of_nat c >= 1))%Z.
Definition C162 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s162_dom a b c y1 -> meas (s162_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s162_board a b c)) (s162_form y1).

(* s163: T _ T^a F^b _ F^c <= y on a>=3 && b-a>=0 && c-y1==1 && c>=2 *)
Definition s163_board (a b c : nat) : board := T :: E :: repeat T a ++ repeat F b ++ E :: repeat F c.
Definition s163_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s163_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ - Z.of_nat a + Z.of_nat b >= 0 /\ Z.of_nat c - Z.of_nat y1 = 1 /\ Z.of_nat c >= 2))%Z.
Definition C163 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s163_dom a b c y1 -> meas (s163_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s163_board a b c)) (s163_form y1).

(* s164: T^a _ T^b F^c _ F^d <= y on a+y1-d==0 && a>=2 && d-a>=1 && b>=3 && c-b>=0 *)
Definition s164_board (a b c d : nat) : board := repeat T a ++ E :: repeat T b ++ repeat F c ++ E :: repeat F d.
Definition s164_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s164_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat d + Z.of_nat y1 = 0 /\ Z.of_nat a >= 2 /\ - Z.of_nat a + Z.of_nat d >= 1 /\ Z.of_nat b >= 3 /\ - Z.of_nat b + Z.of_nat c >= 0))%Z.
Definition C164 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s164_dom a b c d y1 -> meas (s164_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s164_board a b c d)) (s164_form y1).

(* s165: T F _^2 F <= y on y1==0 *)
Definition s165_board : board := [T; F; E; E; F].
Definition s165_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s165_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 0))%Z.
Definition C165 (mm dd rr : nat) : Prop := forall (y1 : nat), s165_dom y1 -> meas (s165_board) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (tf_game (s165_board)) (s165_form y1).

(* s166:  <= y on y1>=1 *)
Definition s166_board : board := [].
Definition s166_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s166_dom (y1 : nat) : Prop := ((Z.of_nat y1 >= 1))%Z.
Definition C166 (mm dd rr : nat) : Prop := forall (y1 : nat), s166_dom y1 -> meas (s166_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s166_board)) (s166_form y1).

(* s167: _ T^a _ F^b <= y on (3b-a==2 && a<=4 && y1==0) || (a>=3 && b>=2 && y1==0) *)
Definition s167_board (a b : nat) : board := E :: repeat T a ++ E :: repeat F b.
Definition s167_form (y1 : nat) : game := nstar (int (Z.of_nat y1)).
Definition s167_dom (a b y1 : nat) : Prop := ((- Z.of_nat a + 3 * Z.of_nat b = 2 /\ Z.of_nat a <= 4 /\ Z.of_nat y1 = 0) \/ (Z.of_nat a >= 3 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C167 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s167_dom a b y1 -> meas (s167_board a b) = mm -> dd = 0 -> rr = 2 * y1 + 1 -> le (tf_game (s167_board a b)) (s167_form y1).

(* s168: _^2 T^a F^b <= y on a>=2 && b>=2 && y1>=1 *)
Definition s168_board (a b : nat) : board := E :: E :: repeat T a ++ repeat F b.
Definition s168_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s168_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat b >= 2 /\ Z.of_nat y1 >= 1))%Z.
Definition C168 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s168_dom a b y1 -> meas (s168_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s168_board a b)) (s168_form y1).

(* s169:  <= y on z1>=3 && z2==2 && y1==1 *)
Definition s169_board : board := [].
Definition s169_form (z1 z2 y1 : nat) : game := add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1)).
Definition s169_dom (z1 z2 y1 : nat) : Prop := ((Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 1))%Z.
Definition C169 (mm dd rr : nat) : Prop := forall (z1 z2 y1 : nat), s169_dom z1 z2 y1 -> meas (s169_board) = mm -> dd = 1 -> rr = 2 * y1 -> le (tf_game (s169_board)) (s169_form z1 z2 y1).

(* s170: _ T^a F^b T F^c _ <= y on a>=3 && b>=1 && c==2 && y1==1 *)
Definition s170_board (a b c : nat) : board := E :: repeat T a ++ repeat F b ++ T :: repeat F c ++ [E].
Definition s170_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s170_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 3 /\ Z.of_nat b >= 1 /\ Z.of_nat c = 2 /\ Z.of_nat y1 = 1))%Z.
Definition C170 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s170_dom a b c y1 -> meas (s170_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s170_board a b c)) (s170_form y1).

(* s171: _ T^a F T F _ F^b <= y on a>=2 && b>=1 && y1==0 *)
Definition s171_board (a b : nat) : board := E :: repeat T a ++ F :: T :: F :: E :: repeat F b.
Definition s171_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s171_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat b >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C171 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s171_dom a b y1 -> meas (s171_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s171_board a b)) (s171_form y1).

(* s172: _ T^a F^b T F _ F^c <= y on a>=2 && b>=2 && c>=1 && y1==0 *)
Definition s172_board (a b c : nat) : board := E :: repeat T a ++ repeat F b ++ T :: F :: E :: repeat F c.
Definition s172_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s172_dom (a b c y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C172 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s172_dom a b c y1 -> meas (s172_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s172_board a b c)) (s172_form y1).

Definition Cs (mm dd rr : nat) : list Prop := [C1 mm dd rr; C2 mm dd rr; C3 mm dd rr; C4 mm dd rr; C5 mm dd rr; C6 mm dd rr; C7 mm dd rr; C8 mm dd rr; C9 mm dd rr; C10 mm dd rr; C11 mm dd rr; C12 mm dd rr; C13 mm dd rr; C14 mm dd rr; C15 mm dd rr; C16 mm dd rr; C17 mm dd rr; C18 mm dd rr; C19 mm dd rr; C20 mm dd rr; C21 mm dd rr; C22 mm dd rr; C23 mm dd rr; C24 mm dd rr; C25 mm dd rr; C26 mm dd rr; C27 mm dd rr; C28 mm dd rr; C29 mm dd rr; C30 mm dd rr; C31 mm dd rr; C32 mm dd rr; C33 mm dd rr; C34 mm dd rr; C35 mm dd rr; C36 mm dd rr; C37 mm dd rr; C38 mm dd rr; C39 mm dd rr; C40 mm dd rr; C41 mm dd rr; C42 mm dd rr; C43 mm dd rr; C44 mm dd rr; C45 mm dd rr; C46 mm dd rr; C47 mm dd rr; C48 mm dd rr; C49 mm dd rr; C50 mm dd rr; C51 mm dd rr; C52 mm dd rr; C53 mm dd rr; C54 mm dd rr; C55 mm dd rr; C56 mm dd rr; C57 mm dd rr; C58 mm dd rr; C59 mm dd rr; C60 mm dd rr; C61 mm dd rr; C62 mm dd rr; C63 mm dd rr; C64 mm dd rr; C65 mm dd rr; C66 mm dd rr; C67 mm dd rr; C68 mm dd rr; C69 mm dd rr; C70 mm dd rr; C71 mm dd rr; C72 mm dd rr; C73 mm dd rr; C74 mm dd rr; C75 mm dd rr; C76 mm dd rr; C77 mm dd rr; C78 mm dd rr; C79 mm dd rr; C80 mm dd rr; C81 mm dd rr; C82 mm dd rr; C83 mm dd rr; C84 mm dd rr; C85 mm dd rr; C86 mm dd rr; C87 mm dd rr; C88 mm dd rr; C89 mm dd rr; C90 mm dd rr; C91 mm dd rr; C92 mm dd rr; C93 mm dd rr; C94 mm dd rr; C95 mm dd rr; C96 mm dd rr; C97 mm dd rr; C98 mm dd rr; C99 mm dd rr; C100 mm dd rr; C101 mm dd rr; C102 mm dd rr; C103 mm dd rr; C104 mm dd rr; C105 mm dd rr; C106 mm dd rr; C107 mm dd rr; C108 mm dd rr; C109 mm dd rr; C110 mm dd rr; C111 mm dd rr; C112 mm dd rr; C113 mm dd rr; C114 mm dd rr; C115 mm dd rr; C116 mm dd rr; C117 mm dd rr; C118 mm dd rr; C119 mm dd rr; C120 mm dd rr; C121 mm dd rr; C122 mm dd rr; C123 mm dd rr; C124 mm dd rr; C125 mm dd rr; C126 mm dd rr; C127 mm dd rr; C128 mm dd rr; C129 mm dd rr; C130 mm dd rr; C131 mm dd rr; C132 mm dd rr; C133 mm dd rr; C134 mm dd rr; C135 mm dd rr; C136 mm dd rr; C137 mm dd rr; C138 mm dd rr; C139 mm dd rr; C140 mm dd rr; C141 mm dd rr; C142 mm dd rr; C143 mm dd rr; C144 mm dd rr; C145 mm dd rr; C146 mm dd rr; C147 mm dd rr; C148 mm dd rr; C149 mm dd rr; C150 mm dd rr; C151 mm dd rr; C152 mm dd rr; C153 mm dd rr; C154 mm dd rr; C155 mm dd rr; C156 mm dd rr; C157 mm dd rr; C158 mm dd rr; C159 mm dd rr; C160 mm dd rr; C161 mm dd rr; C162 mm dd rr; C163 mm dd rr; C164 mm dd rr; C165 mm dd rr; C166 mm dd rr; C167 mm dd rr; C168 mm dd rr; C169 mm dd rr; C170 mm dd rr; C171 mm dd rr; C172 mm dd rr].
Definition All (mm dd rr : nat) : Prop := Forall (fun P : Prop => P) (Cs mm dd rr).

Lemma use1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat) :
  s1_dom a b z1 z2 y1 -> lex3 (meas (s1_board a b)) 2 (2 * y1) mm dd rr -> le (tf_game (s1_board a b)) (s1_form z1 z2 y1).
Proof. intros H1 H2. exact (all_nth _ 0 _ (IH _ _ _ H2) eq_refl a b z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat) :
  s2_dom a b z1 z2 y1 -> lex3 (meas (s2_board a b)) 2 (2 * y1) mm dd rr -> le (tf_game (s2_board a b)) (s2_form z1 z2 y1).
Proof. intros H1 H2. exact (all_nth _ 1 _ (IH _ _ _ H2) eq_refl a b z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat) :
  s3_dom a b z1 z2 y1 -> lex3 (meas (s3_board a b)) 1 (2 * y1) mm dd rr -> le (tf_game (s3_board a b)) (s3_form z1 z2 y1).
Proof. intros H1 H2. exact (all_nth _ 2 _ (IH _ _ _ H2) eq_refl a b z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s4_dom a z1 z2 y1 -> lex3 (meas (s4_board a)) 1 (2 * y1) mm dd rr -> le (tf_game (s4_board a)) (s4_form z1 z2 y1).
Proof. intros H1 H2. exact (all_nth _ 3 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s5_dom a z1 z2 y1 -> lex3 (meas (s5_board a)) 1 (2 * y1) mm dd rr -> le (tf_game (s5_board a)) (s5_form z1 z2 y1).
Proof. intros H1 H2. exact (all_nth _ 4 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat) :
  s6_dom a b z1 z2 y1 -> lex3 (meas (s6_board a b)) 1 (2 * y1) mm dd rr -> le (tf_game (s6_board a b)) (s6_form z1 z2 y1).
Proof. intros H1 H2. exact (all_nth _ 5 _ (IH _ _ _ H2) eq_refl a b z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat) :
  s7_dom a b z1 z2 y1 -> lex3 (meas (s7_board a b)) 1 (2 * y1) mm dd rr -> le (tf_game (s7_board a b)) (s7_form z1 z2 y1).
Proof. intros H1 H2. exact (all_nth _ 6 _ (IH _ _ _ H2) eq_refl a b z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s8_dom a z1 z2 y1 -> lex3 (meas (s8_board a)) 1 (2 * y1) mm dd rr -> le (tf_game (s8_board a)) (s8_form z1 z2 y1).
Proof. intros H1 H2. exact (all_nth _ 7 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat) :
  s9_dom a b z1 z2 y1 -> lex3 (meas (s9_board a b)) 1 (2 * y1) mm dd rr -> le (tf_game (s9_board a b)) (s9_form z1 z2 y1).
Proof. intros H1 H2. exact (all_nth _ 8 _ (IH _ _ _ H2) eq_refl a b z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s10_dom a y1 -> lex3 (meas (s10_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s10_board a)) (s10_form y1).
Proof. intros H1 H2. exact (all_nth _ 9 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s11_dom a b y1 -> lex3 (meas (s11_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s11_board a b)) (s11_form y1).
Proof. intros H1 H2. exact (all_nth _ 10 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s12_dom a b y1 -> lex3 (meas (s12_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s12_board a b)) (s12_form y1).
Proof. intros H1 H2. exact (all_nth _ 11 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat) :
  s13_dom z1 z2 y1 -> lex3 (meas (s13_board)) 1 (2 * y1) mm dd rr -> le (tf_game (s13_board)) (s13_form z1 z2 y1).
Proof. intros H1 H2. exact (all_nth _ 12 _ (IH _ _ _ H2) eq_refl z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat) :
  s14_dom z1 z2 y1 -> lex3 (meas (s14_board)) 1 (2 * y1) mm dd rr -> le (tf_game (s14_board)) (s14_form z1 z2 y1).
Proof. intros H1 H2. exact (all_nth _ 13 _ (IH _ _ _ H2) eq_refl z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat) :
  s15_dom z1 z2 y1 -> lex3 (meas (s15_board)) 1 (2 * y1) mm dd rr -> le (tf_game (s15_board)) (s15_form z1 z2 y1).
Proof. intros H1 H2. exact (all_nth _ 14 _ (IH _ _ _ H2) eq_refl z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s16_dom a z1 z2 y1 -> lex3 (meas (s16_board a)) 1 (2 * y1) mm dd rr -> le (tf_game (s16_board a)) (s16_form z1 z2 y1).
Proof. intros H1 H2. exact (all_nth _ 15 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s17_dom a z1 z2 y1 -> lex3 (meas (s17_board a)) 1 (2 * y1) mm dd rr -> le (tf_game (s17_board a)) (s17_form z1 z2 y1).
Proof. intros H1 H2. exact (all_nth _ 16 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s18_dom y1 -> lex3 (meas (s18_board)) 0 (2 * y1) mm dd rr -> le (tf_game (s18_board)) (s18_form y1).
Proof. intros H1 H2. exact (all_nth _ 17 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s19_dom a y1 -> lex3 (meas (s19_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s19_board a)) (s19_form y1).
Proof. intros H1 H2. exact (all_nth _ 18 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s20_dom a y1 -> lex3 (meas (s20_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s20_board a)) (s20_form y1).
Proof. intros H1 H2. exact (all_nth _ 19 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d z1 z2 y1 : nat) :
  s21_dom a b c d z1 z2 y1 -> lex3 (meas (s21_board a b c d)) 1 (2 * y1) mm dd rr -> le (tf_game (s21_board a b c d)) (s21_form z1 z2 y1).
Proof. intros H1 H2. exact (all_nth _ 20 _ (IH _ _ _ H2) eq_refl a b c d z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use22 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat) :
  s22_dom a b z1 z2 y1 -> lex3 (meas (s22_board a b)) 1 (2 * y1) mm dd rr -> le (tf_game (s22_board a b)) (s22_form z1 z2 y1).
Proof. intros H1 H2. exact (all_nth _ 21 _ (IH _ _ _ H2) eq_refl a b z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use23 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s23_dom a b y1 -> lex3 (meas (s23_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s23_board a b)) (s23_form y1).
Proof. intros H1 H2. exact (all_nth _ 22 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use24 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s24_dom a b y1 -> lex3 (meas (s24_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s24_board a b)) (s24_form y1).
Proof. intros H1 H2. exact (all_nth _ 23 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use25 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s25_dom a z1 z2 y1 -> lex3 (meas (s25_board a)) 1 (2 * y1) mm dd rr -> le (tf_game (s25_board a)) (s25_form z1 z2 y1).
Proof. intros H1 H2. exact (all_nth _ 24 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use26 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s26_dom a y1 -> lex3 (meas (s26_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s26_board a)) (s26_form y1).
Proof. intros H1 H2. exact (all_nth _ 25 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use27 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s27_dom a b y1 -> lex3 (meas (s27_board a b)) 0 (2 * y1 + 1) mm dd rr -> le (tf_game (s27_board a b)) (s27_form y1).
Proof. intros H1 H2. exact (all_nth _ 26 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use28 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s28_dom a b y1 -> lex3 (meas (s28_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s28_board a b)) (s28_form y1).
Proof. intros H1 H2. exact (all_nth _ 27 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use29 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s29_dom a b y1 -> lex3 (meas (s29_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s29_board a b)) (s29_form y1).
Proof. intros H1 H2. exact (all_nth _ 28 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use30 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s30_dom a y1 -> lex3 (meas (s30_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s30_board a)) (s30_form y1).
Proof. intros H1 H2. exact (all_nth _ 29 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use31 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s31_dom a b c y1 -> lex3 (meas (s31_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s31_board a b c)) (s31_form y1).
Proof. intros H1 H2. exact (all_nth _ 30 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use32 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s32_dom a b c y1 -> lex3 (meas (s32_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s32_board a b c)) (s32_form y1).
Proof. intros H1 H2. exact (all_nth _ 31 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use33 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s33_dom y1 -> lex3 (meas (s33_board)) 0 (2 * y1) mm dd rr -> le (tf_game (s33_board)) (s33_form y1).
Proof. intros H1 H2. exact (all_nth _ 32 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use34 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s34_dom y1 -> lex3 (meas (s34_board)) 0 (2 * y1) mm dd rr -> le (tf_game (s34_board)) (s34_form y1).
Proof. intros H1 H2. exact (all_nth _ 33 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use35 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s35_dom y1 -> lex3 (meas (s35_board)) 0 (2 * y1) mm dd rr -> le (tf_game (s35_board)) (s35_form y1).
Proof. intros H1 H2. exact (all_nth _ 34 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use36 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s36_dom y1 -> lex3 (meas (s36_board)) 0 (2 * y1) mm dd rr -> le (tf_game (s36_board)) (s36_form y1).
Proof. intros H1 H2. exact (all_nth _ 35 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use37 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s37_dom a y1 -> lex3 (meas (s37_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s37_board a)) (s37_form y1).
Proof. intros H1 H2. exact (all_nth _ 36 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use38 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s38_dom a b y1 -> lex3 (meas (s38_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s38_board a b)) (s38_form y1).
Proof. intros H1 H2. exact (all_nth _ 37 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use39 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s39_dom a y1 -> lex3 (meas (s39_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s39_board a)) (s39_form y1).
Proof. intros H1 H2. exact (all_nth _ 38 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use40 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s40_dom a y1 -> lex3 (meas (s40_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s40_board a)) (s40_form y1).
Proof. intros H1 H2. exact (all_nth _ 39 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use41 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s41_dom a y1 -> lex3 (meas (s41_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s41_board a)) (s41_form y1).
Proof. intros H1 H2. exact (all_nth _ 40 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use42 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s42_dom a b c y1 -> lex3 (meas (s42_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s42_board a b c)) (s42_form y1).
Proof. intros H1 H2. exact (all_nth _ 41 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use43 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s43_dom a b c d y1 -> lex3 (meas (s43_board a b c d)) 0 (2 * y1) mm dd rr -> le (tf_game (s43_board a b c d)) (s43_form y1).
Proof. intros H1 H2. exact (all_nth _ 42 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use44 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s44_dom a z1 z2 y1 -> lex3 (meas (s44_board a)) 1 (2 * y1) mm dd rr -> le (tf_game (s44_board a)) (s44_form z1 z2 y1).
Proof. intros H1 H2. exact (all_nth _ 43 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use45 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s45_dom a b y1 -> lex3 (meas (s45_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s45_board a b)) (s45_form y1).
Proof. intros H1 H2. exact (all_nth _ 44 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use46 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s46_dom a b y1 -> lex3 (meas (s46_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s46_board a b)) (s46_form y1).
Proof. intros H1 H2. exact (all_nth _ 45 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use47 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s47_dom a b y1 -> lex3 (meas (s47_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s47_board a b)) (s47_form y1).
Proof. intros H1 H2. exact (all_nth _ 46 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use48 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b z1 z2 y1 : nat) :
  s48_dom a b z1 z2 y1 -> lex3 (meas (s48_board a b)) 1 (2 * y1) mm dd rr -> le (tf_game (s48_board a b)) (s48_form z1 z2 y1).
Proof. intros H1 H2. exact (all_nth _ 47 _ (IH _ _ _ H2) eq_refl a b z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use49 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s49_dom a y1 -> lex3 (meas (s49_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s49_board a)) (s49_form y1).
Proof. intros H1 H2. exact (all_nth _ 48 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use50 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s50_dom a b c y1 -> lex3 (meas (s50_board a b c)) 0 (2 * y1 + 1) mm dd rr -> le (tf_game (s50_board a b c)) (s50_form y1).
Proof. intros H1 H2. exact (all_nth _ 49 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use51 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s51_dom a b y1 -> lex3 (meas (s51_board a b)) 0 (2 * y1 + 1) mm dd rr -> le (tf_game (s51_board a b)) (s51_form y1).
Proof. intros H1 H2. exact (all_nth _ 50 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use52 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s52_dom a b y1 -> lex3 (meas (s52_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s52_board a b)) (s52_form y1).
Proof. intros H1 H2. exact (all_nth _ 51 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use53 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s53_dom a b y1 -> lex3 (meas (s53_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s53_board a b)) (s53_form y1).
Proof. intros H1 H2. exact (all_nth _ 52 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use54 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s54_dom a b y1 -> lex3 (meas (s54_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s54_board a b)) (s54_form y1).
Proof. intros H1 H2. exact (all_nth _ 53 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use55 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s55_dom a b y1 -> lex3 (meas (s55_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s55_board a b)) (s55_form y1).
Proof. intros H1 H2. exact (all_nth _ 54 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use56 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s56_dom a b y1 -> lex3 (meas (s56_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s56_board a b)) (s56_form y1).
Proof. intros H1 H2. exact (all_nth _ 55 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use57 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s57_dom a b y1 -> lex3 (meas (s57_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s57_board a b)) (s57_form y1).
Proof. intros H1 H2. exact (all_nth _ 56 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use58 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s58_dom a y1 -> lex3 (meas (s58_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s58_board a)) (s58_form y1).
Proof. intros H1 H2. exact (all_nth _ 57 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use59 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s59_dom a b c y1 -> lex3 (meas (s59_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s59_board a b c)) (s59_form y1).
Proof. intros H1 H2. exact (all_nth _ 58 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use60 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s60_dom a b c y1 -> lex3 (meas (s60_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s60_board a b c)) (s60_form y1).
Proof. intros H1 H2. exact (all_nth _ 59 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use61 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s61_dom a b y1 -> lex3 (meas (s61_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s61_board a b)) (s61_form y1).
Proof. intros H1 H2. exact (all_nth _ 60 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use62 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s62_dom a b c d y1 -> lex3 (meas (s62_board a b c d)) 0 (2 * y1) mm dd rr -> le (tf_game (s62_board a b c d)) (s62_form y1).
Proof. intros H1 H2. exact (all_nth _ 61 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use63 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat) :
  s63_dom z1 z2 y1 -> lex3 (meas (s63_board)) 1 (2 * y1) mm dd rr -> le (tf_game (s63_board)) (s63_form z1 z2 y1).
Proof. intros H1 H2. exact (all_nth _ 62 _ (IH _ _ _ H2) eq_refl z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use64 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d e y1 : nat) :
  s64_dom a b c d e y1 -> lex3 (meas (s64_board a b c d e)) 0 (2 * y1) mm dd rr -> le (tf_game (s64_board a b c d e)) (s64_form y1).
Proof. intros H1 H2. exact (all_nth _ 63 _ (IH _ _ _ H2) eq_refl a b c d e y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use65 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s65_dom y1 -> lex3 (meas (s65_board)) 0 (2 * y1) mm dd rr -> le (tf_game (s65_board)) (s65_form y1).
Proof. intros H1 H2. exact (all_nth _ 64 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use66 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s66_dom a y1 -> lex3 (meas (s66_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s66_board a)) (s66_form y1).
Proof. intros H1 H2. exact (all_nth _ 65 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use67 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s67_dom a b y1 -> lex3 (meas (s67_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s67_board a b)) (s67_form y1).
Proof. intros H1 H2. exact (all_nth _ 66 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use68 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s68_dom a b y1 -> lex3 (meas (s68_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s68_board a b)) (s68_form y1).
Proof. intros H1 H2. exact (all_nth _ 67 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use69 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a z1 z2 y1 : nat) :
  s69_dom a z1 z2 y1 -> lex3 (meas (s69_board a)) 1 (2 * y1) mm dd rr -> le (tf_game (s69_board a)) (s69_form z1 z2 y1).
Proof. intros H1 H2. exact (all_nth _ 68 _ (IH _ _ _ H2) eq_refl a z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use70 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s70_dom a b y1 -> lex3 (meas (s70_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s70_board a b)) (s70_form y1).
Proof. intros H1 H2. exact (all_nth _ 69 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use71 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s71_dom a y1 -> lex3 (meas (s71_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s71_board a)) (s71_form y1).
Proof. intros H1 H2. exact (all_nth _ 70 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use72 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s72_dom a b y1 -> lex3 (meas (s72_board a b)) 0 (2 * y1 + 1) mm dd rr -> le (tf_game (s72_board a b)) (s72_form y1).
Proof. intros H1 H2. exact (all_nth _ 71 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use73 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s73_dom a b c y1 -> lex3 (meas (s73_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s73_board a b c)) (s73_form y1).
Proof. intros H1 H2. exact (all_nth _ 72 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use74 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s74_dom a y1 -> lex3 (meas (s74_board a)) 0 (2 * y1 + 1) mm dd rr -> le (tf_game (s74_board a)) (s74_form y1).
Proof. intros H1 H2. exact (all_nth _ 73 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use75 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s75_dom a b y1 -> lex3 (meas (s75_board a b)) 0 (2 * y1 + 1) mm dd rr -> le (tf_game (s75_board a b)) (s75_form y1).
Proof. intros H1 H2. exact (all_nth _ 74 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use76 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s76_dom a b c y1 -> lex3 (meas (s76_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s76_board a b c)) (s76_form y1).
Proof. intros H1 H2. exact (all_nth _ 75 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use77 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s77_dom a b c d y1 -> lex3 (meas (s77_board a b c d)) 0 (2 * y1) mm dd rr -> le (tf_game (s77_board a b c d)) (s77_form y1).
Proof. intros H1 H2. exact (all_nth _ 76 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use78 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s78_dom a y1 -> lex3 (meas (s78_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s78_board a)) (s78_form y1).
Proof. intros H1 H2. exact (all_nth _ 77 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use79 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s79_dom a b y1 -> lex3 (meas (s79_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s79_board a b)) (s79_form y1).
Proof. intros H1 H2. exact (all_nth _ 78 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use80 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s80_dom a b c y1 -> lex3 (meas (s80_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s80_board a b c)) (s80_form y1).
Proof. intros H1 H2. exact (all_nth _ 79 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use81 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s81_dom a b y1 -> lex3 (meas (s81_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s81_board a b)) (s81_form y1).
Proof. intros H1 H2. exact (all_nth _ 80 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use82 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s82_dom a b c d y1 -> lex3 (meas (s82_board a b c d)) 0 (2 * y1) mm dd rr -> le (tf_game (s82_board a b c d)) (s82_form y1).
Proof. intros H1 H2. exact (all_nth _ 81 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use83 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s83_dom a b c d y1 -> lex3 (meas (s83_board a b c d)) 0 (2 * y1) mm dd rr -> le (tf_game (s83_board a b c d)) (s83_form y1).
Proof. intros H1 H2. exact (all_nth _ 82 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use84 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s84_dom a b y1 -> lex3 (meas (s84_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s84_board a b)) (s84_form y1).
Proof. intros H1 H2. exact (all_nth _ 83 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use85 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s85_dom a b y1 -> lex3 (meas (s85_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s85_board a b)) (s85_form y1).
Proof. intros H1 H2. exact (all_nth _ 84 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use86 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s86_dom a b y1 -> lex3 (meas (s86_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s86_board a b)) (s86_form y1).
Proof. intros H1 H2. exact (all_nth _ 85 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use87 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s87_dom a b c d y1 -> lex3 (meas (s87_board a b c d)) 0 (2 * y1) mm dd rr -> le (tf_game (s87_board a b c d)) (s87_form y1).
Proof. intros H1 H2. exact (all_nth _ 86 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use88 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s88_dom a y1 -> lex3 (meas (s88_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s88_board a)) (s88_form y1).
Proof. intros H1 H2. exact (all_nth _ 87 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use89 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s89_dom a b c y1 -> lex3 (meas (s89_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s89_board a b c)) (s89_form y1).
Proof. intros H1 H2. exact (all_nth _ 88 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use90 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s90_dom y1 -> lex3 (meas (s90_board)) 0 (2 * y1) mm dd rr -> le (tf_game (s90_board)) (s90_form y1).
Proof. intros H1 H2. exact (all_nth _ 89 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use91 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s91_dom a y1 -> lex3 (meas (s91_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s91_board a)) (s91_form y1).
Proof. intros H1 H2. exact (all_nth _ 90 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use92 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s92_dom a y1 -> lex3 (meas (s92_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s92_board a)) (s92_form y1).
Proof. intros H1 H2. exact (all_nth _ 91 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use93 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s93_dom a b c y1 -> lex3 (meas (s93_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s93_board a b c)) (s93_form y1).
Proof. intros H1 H2. exact (all_nth _ 92 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use94 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s94_dom a y1 -> lex3 (meas (s94_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s94_board a)) (s94_form y1).
Proof. intros H1 H2. exact (all_nth _ 93 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use95 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s95_dom a b y1 -> lex3 (meas (s95_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s95_board a b)) (s95_form y1).
Proof. intros H1 H2. exact (all_nth _ 94 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use96 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s96_dom a b c d y1 -> lex3 (meas (s96_board a b c d)) 0 (2 * y1) mm dd rr -> le (tf_game (s96_board a b c d)) (s96_form y1).
Proof. intros H1 H2. exact (all_nth _ 95 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use97 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s97_dom a b c y1 -> lex3 (meas (s97_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s97_board a b c)) (s97_form y1).
Proof. intros H1 H2. exact (all_nth _ 96 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use98 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s98_dom a b c y1 -> lex3 (meas (s98_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s98_board a b c)) (s98_form y1).
Proof. intros H1 H2. exact (all_nth _ 97 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use99 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s99_dom a b c y1 -> lex3 (meas (s99_board a b c)) 0 (2 * y1 + 1) mm dd rr -> le (tf_game (s99_board a b c)) (s99_form y1).
Proof. intros H1 H2. exact (all_nth _ 98 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use100 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s100_dom a y1 -> lex3 (meas (s100_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s100_board a)) (s100_form y1).
Proof. intros H1 H2. exact (all_nth _ 99 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use101 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s101_dom a b y1 -> lex3 (meas (s101_board a b)) 0 (2 * y1 + 1) mm dd rr -> le (tf_game (s101_board a b)) (s101_form y1).
Proof. intros H1 H2. exact (all_nth _ 100 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use102 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s102_dom a y1 -> lex3 (meas (s102_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s102_board a)) (s102_form y1).
Proof. intros H1 H2. exact (all_nth _ 101 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use103 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s103_dom a b y1 -> lex3 (meas (s103_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s103_board a b)) (s103_form y1).
Proof. intros H1 H2. exact (all_nth _ 102 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use104 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s104_dom a b y1 -> lex3 (meas (s104_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s104_board a b)) (s104_form y1).
Proof. intros H1 H2. exact (all_nth _ 103 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use105 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s105_dom a y1 -> lex3 (meas (s105_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s105_board a)) (s105_form y1).
Proof. intros H1 H2. exact (all_nth _ 104 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use106 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s106_dom a b y1 -> lex3 (meas (s106_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s106_board a b)) (s106_form y1).
Proof. intros H1 H2. exact (all_nth _ 105 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use107 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s107_dom a y1 -> lex3 (meas (s107_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s107_board a)) (s107_form y1).
Proof. intros H1 H2. exact (all_nth _ 106 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use108 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s108_dom a b y1 -> lex3 (meas (s108_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s108_board a b)) (s108_form y1).
Proof. intros H1 H2. exact (all_nth _ 107 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use109 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s109_dom a b c y1 -> lex3 (meas (s109_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s109_board a b c)) (s109_form y1).
Proof. intros H1 H2. exact (all_nth _ 108 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use110 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s110_dom a b c y1 -> lex3 (meas (s110_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s110_board a b c)) (s110_form y1).
Proof. intros H1 H2. exact (all_nth _ 109 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use111 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s111_dom a b c y1 -> lex3 (meas (s111_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s111_board a b c)) (s111_form y1).
Proof. intros H1 H2. exact (all_nth _ 110 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use112 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s112_dom a b y1 -> lex3 (meas (s112_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s112_board a b)) (s112_form y1).
Proof. intros H1 H2. exact (all_nth _ 111 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use113 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s113_dom a b c d y1 -> lex3 (meas (s113_board a b c d)) 0 (2 * y1) mm dd rr -> le (tf_game (s113_board a b c d)) (s113_form y1).
Proof. intros H1 H2. exact (all_nth _ 112 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use114 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s114_dom a b c d y1 -> lex3 (meas (s114_board a b c d)) 0 (2 * y1) mm dd rr -> le (tf_game (s114_board a b c d)) (s114_form y1).
Proof. intros H1 H2. exact (all_nth _ 113 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use115 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s115_dom a b c d y1 -> lex3 (meas (s115_board a b c d)) 0 (2 * y1) mm dd rr -> le (tf_game (s115_board a b c d)) (s115_form y1).
Proof. intros H1 H2. exact (all_nth _ 114 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use116 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s116_dom a b y1 -> lex3 (meas (s116_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s116_board a b)) (s116_form y1).
Proof. intros H1 H2. exact (all_nth _ 115 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use117 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s117_dom a b c y1 -> lex3 (meas (s117_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s117_board a b c)) (s117_form y1).
Proof. intros H1 H2. exact (all_nth _ 116 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use118 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s118_dom a b c d y1 -> lex3 (meas (s118_board a b c d)) 0 (2 * y1) mm dd rr -> le (tf_game (s118_board a b c d)) (s118_form y1).
Proof. intros H1 H2. exact (all_nth _ 117 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use119 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d e y1 : nat) :
  s119_dom a b c d e y1 -> lex3 (meas (s119_board a b c d e)) 0 (2 * y1) mm dd rr -> le (tf_game (s119_board a b c d e)) (s119_form y1).
Proof. intros H1 H2. exact (all_nth _ 118 _ (IH _ _ _ H2) eq_refl a b c d e y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use120 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s120_dom a y1 -> lex3 (meas (s120_board a)) 0 (2 * y1 + 1) mm dd rr -> le (tf_game (s120_board a)) (s120_form y1).
Proof. intros H1 H2. exact (all_nth _ 119 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use121 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s121_dom a b c y1 -> lex3 (meas (s121_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s121_board a b c)) (s121_form y1).
Proof. intros H1 H2. exact (all_nth _ 120 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use122 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s122_dom a b c d y1 -> lex3 (meas (s122_board a b c d)) 0 (2 * y1 + 1) mm dd rr -> le (tf_game (s122_board a b c d)) (s122_form y1).
Proof. intros H1 H2. exact (all_nth _ 121 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use123 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s123_dom a b y1 -> lex3 (meas (s123_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s123_board a b)) (s123_form y1).
Proof. intros H1 H2. exact (all_nth _ 122 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use124 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s124_dom a b c y1 -> lex3 (meas (s124_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s124_board a b c)) (s124_form y1).
Proof. intros H1 H2. exact (all_nth _ 123 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use125 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s125_dom a b c y1 -> lex3 (meas (s125_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s125_board a b c)) (s125_form y1).
Proof. intros H1 H2. exact (all_nth _ 124 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use126 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d e y1 : nat) :
  s126_dom a b c d e y1 -> lex3 (meas (s126_board a b c d e)) 0 (2 * y1 + 1) mm dd rr -> le (tf_game (s126_board a b c d e)) (s126_form y1).
Proof. intros H1 H2. exact (all_nth _ 125 _ (IH _ _ _ H2) eq_refl a b c d e y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use127 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s127_dom a b y1 -> lex3 (meas (s127_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s127_board a b)) (s127_form y1).
Proof. intros H1 H2. exact (all_nth _ 126 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use128 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s128_dom a b y1 -> lex3 (meas (s128_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s128_board a b)) (s128_form y1).
Proof. intros H1 H2. exact (all_nth _ 127 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use129 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s129_dom a y1 -> lex3 (meas (s129_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s129_board a)) (s129_form y1).
Proof. intros H1 H2. exact (all_nth _ 128 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use130 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s130_dom a b y1 -> lex3 (meas (s130_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s130_board a b)) (s130_form y1).
Proof. intros H1 H2. exact (all_nth _ 129 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use131 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s131_dom a b y1 -> lex3 (meas (s131_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s131_board a b)) (s131_form y1).
Proof. intros H1 H2. exact (all_nth _ 130 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use132 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s132_dom a b c y1 -> lex3 (meas (s132_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s132_board a b c)) (s132_form y1).
Proof. intros H1 H2. exact (all_nth _ 131 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use133 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s133_dom a b c y1 -> lex3 (meas (s133_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s133_board a b c)) (s133_form y1).
Proof. intros H1 H2. exact (all_nth _ 132 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use134 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s134_dom a b c y1 -> lex3 (meas (s134_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s134_board a b c)) (s134_form y1).
Proof. intros H1 H2. exact (all_nth _ 133 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use135 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s135_dom a b c y1 -> lex3 (meas (s135_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s135_board a b c)) (s135_form y1).
Proof. intros H1 H2. exact (all_nth _ 134 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use136 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s136_dom a b c d y1 -> lex3 (meas (s136_board a b c d)) 0 (2 * y1) mm dd rr -> le (tf_game (s136_board a b c d)) (s136_form y1).
Proof. intros H1 H2. exact (all_nth _ 135 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use137 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s137_dom a b c d y1 -> lex3 (meas (s137_board a b c d)) 0 (2 * y1) mm dd rr -> le (tf_game (s137_board a b c d)) (s137_form y1).
Proof. intros H1 H2. exact (all_nth _ 136 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use138 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s138_dom a b c d y1 -> lex3 (meas (s138_board a b c d)) 0 (2 * y1) mm dd rr -> le (tf_game (s138_board a b c d)) (s138_form y1).
Proof. intros H1 H2. exact (all_nth _ 137 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use139 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s139_dom a b c d y1 -> lex3 (meas (s139_board a b c d)) 0 (2 * y1) mm dd rr -> le (tf_game (s139_board a b c d)) (s139_form y1).
Proof. intros H1 H2. exact (all_nth _ 138 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use140 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d e y1 : nat) :
  s140_dom a b c d e y1 -> lex3 (meas (s140_board a b c d e)) 0 (2 * y1) mm dd rr -> le (tf_game (s140_board a b c d e)) (s140_form y1).
Proof. intros H1 H2. exact (all_nth _ 139 _ (IH _ _ _ H2) eq_refl a b c d e y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use141 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d e f y1 : nat) :
  s141_dom a b c d e f y1 -> lex3 (meas (s141_board a b c d e f)) 0 (2 * y1) mm dd rr -> le (tf_game (s141_board a b c d e f)) (s141_form y1).
Proof. intros H1 H2. exact (all_nth _ 140 _ (IH _ _ _ H2) eq_refl a b c d e f y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use142 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s142_dom a b c y1 -> lex3 (meas (s142_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s142_board a b c)) (s142_form y1).
Proof. intros H1 H2. exact (all_nth _ 141 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use143 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s143_dom a b c d y1 -> lex3 (meas (s143_board a b c d)) 0 (2 * y1) mm dd rr -> le (tf_game (s143_board a b c d)) (s143_form y1).
Proof. intros H1 H2. exact (all_nth _ 142 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use144 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s144_dom a b c y1 -> lex3 (meas (s144_board a b c)) 0 (2 * y1 + 1) mm dd rr -> le (tf_game (s144_board a b c)) (s144_form y1).
Proof. intros H1 H2. exact (all_nth _ 143 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use145 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s145_dom a b c d y1 -> lex3 (meas (s145_board a b c d)) 0 (2 * y1) mm dd rr -> le (tf_game (s145_board a b c d)) (s145_form y1).
Proof. intros H1 H2. exact (all_nth _ 144 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use146 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s146_dom a b c y1 -> lex3 (meas (s146_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s146_board a b c)) (s146_form y1).
Proof. intros H1 H2. exact (all_nth _ 145 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use147 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s147_dom a y1 -> lex3 (meas (s147_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s147_board a)) (s147_form y1).
Proof. intros H1 H2. exact (all_nth _ 146 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use148 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s148_dom a b y1 -> lex3 (meas (s148_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s148_board a b)) (s148_form y1).
Proof. intros H1 H2. exact (all_nth _ 147 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use149 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s149_dom a b c y1 -> lex3 (meas (s149_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s149_board a b c)) (s149_form y1).
Proof. intros H1 H2. exact (all_nth _ 148 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use150 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s150_dom a b c y1 -> lex3 (meas (s150_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s150_board a b c)) (s150_form y1).
Proof. intros H1 H2. exact (all_nth _ 149 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use151 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s151_dom a b c y1 -> lex3 (meas (s151_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s151_board a b c)) (s151_form y1).
Proof. intros H1 H2. exact (all_nth _ 150 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use152 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s152_dom a y1 -> lex3 (meas (s152_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s152_board a)) (s152_form y1).
Proof. intros H1 H2. exact (all_nth _ 151 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use153 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s153_dom a b y1 -> lex3 (meas (s153_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s153_board a b)) (s153_form y1).
Proof. intros H1 H2. exact (all_nth _ 152 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use154 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s154_dom a b c y1 -> lex3 (meas (s154_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s154_board a b c)) (s154_form y1).
Proof. intros H1 H2. exact (all_nth _ 153 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use155 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s155_dom a b c y1 -> lex3 (meas (s155_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s155_board a b c)) (s155_form y1).
Proof. intros H1 H2. exact (all_nth _ 154 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use156 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s156_dom a b c y1 -> lex3 (meas (s156_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s156_board a b c)) (s156_form y1).
Proof. intros H1 H2. exact (all_nth _ 155 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use157 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s157_dom a y1 -> lex3 (meas (s157_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s157_board a)) (s157_form y1).
Proof. intros H1 H2. exact (all_nth _ 156 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use158 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s158_dom a b y1 -> lex3 (meas (s158_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s158_board a b)) (s158_form y1).
Proof. intros H1 H2. exact (all_nth _ 157 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use159 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s159_dom a b c y1 -> lex3 (meas (s159_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s159_board a b c)) (s159_form y1).
Proof. intros H1 H2. exact (all_nth _ 158 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use160 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s160_dom a b c y1 -> lex3 (meas (s160_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s160_board a b c)) (s160_form y1).
Proof. intros H1 H2. exact (all_nth _ 159 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use161 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s161_dom a b y1 -> lex3 (meas (s161_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s161_board a b)) (s161_form y1).
Proof. intros H1 H2. exact (all_nth _ 160 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use162 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s162_dom a b c y1 -> lex3 (meas (s162_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s162_board a b c)) (s162_form y1).
Proof. intros H1 H2. exact (all_nth _ 161 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use163 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s163_dom a b c y1 -> lex3 (meas (s163_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s163_board a b c)) (s163_form y1).
Proof. intros H1 H2. exact (all_nth _ 162 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use164 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s164_dom a b c d y1 -> lex3 (meas (s164_board a b c d)) 0 (2 * y1) mm dd rr -> le (tf_game (s164_board a b c d)) (s164_form y1).
Proof. intros H1 H2. exact (all_nth _ 163 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use165 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s165_dom y1 -> lex3 (meas (s165_board)) 0 (2 * y1 + 1) mm dd rr -> le (tf_game (s165_board)) (s165_form y1).
Proof. intros H1 H2. exact (all_nth _ 164 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use166 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s166_dom y1 -> lex3 (meas (s166_board)) 0 (2 * y1) mm dd rr -> le (tf_game (s166_board)) (s166_form y1).
Proof. intros H1 H2. exact (all_nth _ 165 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use167 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s167_dom a b y1 -> lex3 (meas (s167_board a b)) 0 (2 * y1 + 1) mm dd rr -> le (tf_game (s167_board a b)) (s167_form y1).
Proof. intros H1 H2. exact (all_nth _ 166 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use168 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s168_dom a b y1 -> lex3 (meas (s168_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s168_board a b)) (s168_form y1).
Proof. intros H1 H2. exact (all_nth _ 167 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use169 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat) :
  s169_dom z1 z2 y1 -> lex3 (meas (s169_board)) 1 (2 * y1) mm dd rr -> le (tf_game (s169_board)) (s169_form z1 z2 y1).
Proof. intros H1 H2. exact (all_nth _ 168 _ (IH _ _ _ H2) eq_refl z1 z2 y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use170 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s170_dom a b c y1 -> lex3 (meas (s170_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s170_board a b c)) (s170_form y1).
Proof. intros H1 H2. exact (all_nth _ 169 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use171 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s171_dom a b y1 -> lex3 (meas (s171_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s171_board a b)) (s171_form y1).
Proof. intros H1 H2. exact (all_nth _ 170 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use172 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s172_dom a b c y1 -> lex3 (meas (s172_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s172_board a b c)) (s172_form y1).
Proof. intros H1 H2. exact (all_nth _ 171 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
End Upper.
