(* Toads-and-Frogs: the value of every position of a family.

   Theorem (A12_1).  For all a, b >= 0, the position  T^a F T^b F _  has the value

       0

   Theorem (A12_2).  For all a, b, c >= 0, the position  T^a F T^b _ T^c F  has the value

       a/2-1                    when a<=1 && b==0 && c==0
       b/2                      when b<=1 && c==1
       b                        when c>=2
       (b-1)*                   when b-c==1 && b<=2
       {1/2|0}                  when b==2 && c==0
       {1*|0}                   when b==3 && c==0
       {b-1|1}                  when b>=3 && c==1
       {{b-2|1}|0}              when b>=4 && c==0
       v                        when a==2 && b==0 && c==0
       {{1/4|0}|0}              when a==3 && b==0 && c==0
       {{{a-3|1/2}|0}|0}        when a>=4 && b==0 && c==0

   Theorem (A12_3).  For all a, b, c >= 0, the position  T^a _ T^b F T^c F  has the value

       a/4+2b-2                 when a-c==0 && b-a>=0 && b<=1
       a/2+b-1                  when b-a>=0 && c-a>=1 && b<=1
       a                        when b>=2
       {a+3b/4-3c/4-1|b/2+c/2-1/2} when a-c==1 && a-b>=1 && a<=2
       {a+3b/4-3c/4-1|b/2+c/2-1/2} when a>=3 && b==1 && c==1
       b*                       when a-b==1 && c-a>=0 && a<=2
       b*                       when a>=2 && b==0 && c==0
       ^                        when a==1 && b==1 && c==0
       {a+b/2-3/2|b}            when a==2 && b==0 && c>=2
       {a+b/2-3/2|b}            when a>=3 && b==1 && c>=2
       {a-1|*}                  when a>=2 && b==1 && c==0
       {{a-2|1/2}|0}            when a>=3 && b==0 && c==1
       {1*|0}                   when a==3 && b==0 && c>=2
       {{a-2|1}|0}              when a>=4 && b==0 && c>=2

   (T a toad, F a frog, _ an empty square; Left moves the toads, Right the frogs.)

   The positions and their values are the real game: tf_game of a board built
   from the pattern, by the rules in CGProve.ToadsFrogs.  Proof: strong
   induction on the measure of the board over cgprove's 7 states, 87 cases
   (shapes of a state's parameters, each 0, 1 or >= 2).  A state's claim is
   its list of pieces (region, value).  For each shape and each piece whose
   region meets it, the options are computed from the rules and normalised
   as cgprove does (toad blocks at the right end and frog blocks at the left
   end removed by Terminal Toads, CGProve.TerminalToads, each worth an
   integer), replaced by their values from the induction hypothesis, and in
   each cell where every value is one piece the game is compared with the
   claimed piece by Conway's order (numbers never unfolded).  A shape whose
   board is the board of a state with fewer parameters (a block of length 0
   joins its neighbours) takes that state's value at the same board instead.
   Side conditions by lia.

   Written by `cgprove prove tf --class A12 --coq FILE.v`; check with
     make coq && coqc -Q proofs/lib CGProve FILE.v *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)


(* ------------------------------------------------------------------ *)
(* States: the positions the options normalise to                      *)

Definition s1_board (a b : nat) : board := repeat T a ++ F :: repeat T b ++ [F; E].  (* T^a F T^b F _ *)
Definition s2_board (a b c : nat) : board := repeat T a ++ F :: repeat T b ++ E :: repeat T c ++ [F].  (* T^a F T^b _ T^c F *)
Definition s3_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ F :: repeat T c ++ [F].  (* T^a _ T^b F T^c F *)
Definition s4_board (a : nat) : board := repeat T a ++ [F; E].  (* T^a F _ *)
Definition s5_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [F].  (* T^a _ T^b F *)
Definition s6_board (a : nat) : board := repeat T a ++ [F; F; E].  (* T^a F^2 _ *)
Definition s7_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [F; F].  (* T^a _ T^b F^2 *)

(* ------------------------------------------------------------------ *)
(* Claimed values, piece by piece                                      *)

Definition s1_q1 (a b : Z) : Prop * game := ((True)%Z, int 0).
Definition s1_pieces (a b : Z) : list (Prop * game) := [s1_q1 a b].
Definition s1_claim (x : board) : Prop :=
  forall a b, x = s1_board a b -> holds (s1_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s2_q1 (a b c : Z) : Prop * game := ((a <= 1 /\ b = 0 /\ c = 0)%Z, dyadic (a - 2) 1).
Definition s2_q2 (a b c : Z) : Prop * game := ((b <= 1 /\ c = 1)%Z, dyadic b 1).
Definition s2_q3 (a b c : Z) : Prop * game := ((c >= 2)%Z, int b).
Definition s2_q4 (a b c : Z) : Prop * game := ((b - c = 1 /\ b <= 2)%Z, nstar (int (b - 1))).
Definition s2_q5 (a b c : Z) : Prop * game := ((b = 2 /\ c = 0)%Z, Game [dyadic 1 1] [int 0]).
Definition s2_q6 (a b c : Z) : Prop * game := ((b = 3 /\ c = 0)%Z, Game [nstar (int 1)] [int 0]).
Definition s2_q7 (a b c : Z) : Prop * game := ((b >= 3 /\ c = 1)%Z, Game [int (b - 1)] [int 1]).
Definition s2_q8 (a b c : Z) : Prop * game := ((b >= 4 /\ c = 0)%Z, Game [Game [int (b - 2)] [int 1]] [int 0]).
Definition s2_q9 (a b c : Z) : Prop * game := ((a = 2 /\ b = 0 /\ c = 0)%Z, Game [nstar (int 0)] [int 0]).
Definition s2_q10 (a b c : Z) : Prop * game := ((a = 3 /\ b = 0 /\ c = 0)%Z, Game [Game [dyadic 1 2] [int 0]] [int 0]).
Definition s2_q11 (a b c : Z) : Prop * game := ((a >= 4 /\ b = 0 /\ c = 0)%Z, Game [Game [Game [int (a - 3)] [dyadic 1 1]] [int 0]] [int 0]).
Definition s2_pieces (a b c : Z) : list (Prop * game) := [s2_q1 a b c; s2_q2 a b c; s2_q3 a b c; s2_q4 a b c; s2_q5 a b c; s2_q6 a b c; s2_q7 a b c; s2_q8 a b c; s2_q9 a b c; s2_q10 a b c; s2_q11 a b c].
Definition s2_claim (x : board) : Prop :=
  forall a b c, x = s2_board a b c -> holds (s2_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s3_q1 (a b c : Z) : Prop * game := ((a - c = 0 /\ - a + b >= 0 /\ b <= 1)%Z, dyadic (a + 8 * b - 8) 2).
Definition s3_q2 (a b c : Z) : Prop * game := ((- a + b >= 0 /\ - a + c >= 1 /\ b <= 1)%Z, dyadic (a + 2 * b - 2) 1).
Definition s3_q3 (a b c : Z) : Prop * game := ((b >= 2)%Z, int a).
Definition s3_q4 (a b c : Z) : Prop * game := ((a - c = 1 /\ a - b >= 1 /\ a <= 2)%Z, Game [dyadic (4 * a + 3 * b - 3 * c - 4) 2] [dyadic (b + c - 1) 1]).
Definition s3_q5 (a b c : Z) : Prop * game := ((a >= 3 /\ b = 1 /\ c = 1)%Z, Game [dyadic (4 * a + 3 * b - 3 * c - 4) 2] [dyadic (b + c - 1) 1]).
Definition s3_q6 (a b c : Z) : Prop * game := ((a - b = 1 /\ - a + c >= 0 /\ a <= 2)%Z, nstar (int b)).
Definition s3_q7 (a b c : Z) : Prop * game := ((a >= 2 /\ b = 0 /\ c = 0)%Z, nstar (int b)).
Definition s3_q8 (a b c : Z) : Prop * game := ((a = 1 /\ b = 1 /\ c = 0)%Z, Game [int 0] [nstar (int 0)]).
Definition s3_q9 (a b c : Z) : Prop * game := ((a = 2 /\ b = 0 /\ c >= 2)%Z, Game [dyadic (2 * a + b - 3) 1] [int b]).
Definition s3_q10 (a b c : Z) : Prop * game := ((a >= 3 /\ b = 1 /\ c >= 2)%Z, Game [dyadic (2 * a + b - 3) 1] [int b]).
Definition s3_q11 (a b c : Z) : Prop * game := ((a >= 2 /\ b = 1 /\ c = 0)%Z, Game [int (a - 1)] [nstar (int 0)]).
Definition s3_q12 (a b c : Z) : Prop * game := ((a >= 3 /\ b = 0 /\ c = 1)%Z, Game [Game [int (a - 2)] [dyadic 1 1]] [int 0]).
Definition s3_q13 (a b c : Z) : Prop * game := ((a = 3 /\ b = 0 /\ c >= 2)%Z, Game [nstar (int 1)] [int 0]).
Definition s3_q14 (a b c : Z) : Prop * game := ((a >= 4 /\ b = 0 /\ c >= 2)%Z, Game [Game [int (a - 2)] [int 1]] [int 0]).
Definition s3_pieces (a b c : Z) : list (Prop * game) := [s3_q1 a b c; s3_q2 a b c; s3_q3 a b c; s3_q4 a b c; s3_q5 a b c; s3_q6 a b c; s3_q7 a b c; s3_q8 a b c; s3_q9 a b c; s3_q10 a b c; s3_q11 a b c; s3_q12 a b c; s3_q13 a b c; s3_q14 a b c].
Definition s3_claim (x : board) : Prop :=
  forall a b c, x = s3_board a b c -> holds (s3_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s4_q1 (a : Z) : Prop * game := ((True)%Z, int 0).
Definition s4_pieces (a : Z) : list (Prop * game) := [s4_q1 a].
Definition s4_claim (x : board) : Prop :=
  forall a, x = s4_board a -> holds (s4_pieces (Z.of_nat a)) (tf_game x).
Definition s5_q1 (a b : Z) : Prop * game := ((a = 0 /\ b <= 1)%Z, int (b - 1)).
Definition s5_q2 (a b : Z) : Prop * game := ((b >= 2)%Z, int a).
Definition s5_q3 (a b : Z) : Prop * game := ((a - b = 1 /\ a <= 2)%Z, nstar (int (a - 1))).
Definition s5_q4 (a b : Z) : Prop * game := ((a = 1 /\ b = 1)%Z, dyadic 1 1).
Definition s5_q5 (a b : Z) : Prop * game := ((a = 2 /\ b = 0)%Z, Game [dyadic 1 1] [int 0]).
Definition s5_q6 (a b : Z) : Prop * game := ((a = 3 /\ b = 0)%Z, Game [nstar (int 1)] [int 0]).
Definition s5_q7 (a b : Z) : Prop * game := ((a >= 3 /\ b = 1)%Z, Game [int (a - 1)] [int 1]).
Definition s5_q8 (a b : Z) : Prop * game := ((a >= 4 /\ b = 0)%Z, Game [Game [int (a - 2)] [int 1]] [int 0]).
Definition s5_pieces (a b : Z) : list (Prop * game) := [s5_q1 a b; s5_q2 a b; s5_q3 a b; s5_q4 a b; s5_q5 a b; s5_q6 a b; s5_q7 a b; s5_q8 a b].
Definition s5_claim (x : board) : Prop :=
  forall a b, x = s5_board a b -> holds (s5_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s6_q1 (a : Z) : Prop * game := ((True)%Z, int 0).
Definition s6_pieces (a : Z) : list (Prop * game) := [s6_q1 a].
Definition s6_claim (x : board) : Prop :=
  forall a, x = s6_board a -> holds (s6_pieces (Z.of_nat a)) (tf_game x).
Definition s7_q1 (a b : Z) : Prop * game := ((a = 0 /\ b = 0)%Z, int (-2)).
Definition s7_q2 (a b : Z) : Prop * game := ((a = 0 /\ b >= 1)%Z, int a).
Definition s7_q3 (a b : Z) : Prop * game := ((a >= 1 /\ b >= 2)%Z, int a).
Definition s7_q4 (a b : Z) : Prop * game := ((a = 1 /\ b = 0)%Z, Game [int 0] [dyadic (-1) 1]).
Definition s7_q5 (a b : Z) : Prop * game := ((a = 1 /\ b = 1)%Z, Game [int 0] [nstar (int 0)]).
Definition s7_q6 (a b : Z) : Prop * game := ((a >= 2 /\ b = 0)%Z, nstar (int 0)).
Definition s7_q7 (a b : Z) : Prop * game := ((a >= 2 /\ b = 1)%Z, Game [int (a - 1)] [nstar (int 0)]).
Definition s7_pieces (a b : Z) : list (Prop * game) := [s7_q1 a b; s7_q2 a b; s7_q3 a b; s7_q4 a b; s7_q5 a b; s7_q6 a b; s7_q7 a b].
Definition s7_claim (x : board) : Prop :=
  forall a b, x = s7_board a b -> holds (s7_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).

Definition values_hold (x : board) : Prop :=
  s1_claim x /\ s2_claim x /\ s3_claim x /\ s4_claim x /\ s5_claim x /\ s6_claim x /\ s7_claim x.

Lemma use_s1 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s1_board a b) < meas x -> holds (s1_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s1_board a b)).
Proof. intros H. exact ((proj1 (IH _ H)) a b eq_refl). Qed.
Lemma use_s2 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s2_board a b c) < meas x -> holds (s2_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s2_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (IH _ H))) a b c eq_refl). Qed.
Lemma use_s3 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s3_board a b c) < meas x -> holds (s3_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s3_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (IH _ H)))) a b c eq_refl). Qed.
Lemma use_s4 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s4_board a) < meas x -> holds (s4_pieces (Z.of_nat a)) (tf_game (s4_board a)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (IH _ H))))) a eq_refl). Qed.
Lemma use_s5 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s5_board a b) < meas x -> holds (s5_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s5_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))) a b eq_refl). Qed.
Lemma use_s6 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s6_board a) < meas x -> holds (s6_pieces (Z.of_nat a)) (tf_game (s6_board a)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))) a eq_refl). Qed.
Lemma use_s7 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s7_board a b) < meas x -> holds (s7_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s7_board a b)).
Proof. intros H. exact ((proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))) a b eq_refl). Qed.

Lemma s1_p1 {a b : Z} {g : game} : holds (s1_pieces a b) g -> (True)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s1_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (True)%Z ->
  add (int 0) (int off) == int off.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (0 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s2_p1 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (a <= 1 /\ b = 0 /\ c = 0)%Z -> g == dyadic (a - 2) 1.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s2_p2 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (b <= 1 /\ c = 1)%Z -> g == dyadic b 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s2_p3 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (c >= 2)%Z -> g == int b.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s2_p4 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (b - c = 1 /\ b <= 2)%Z -> g == nstar (int (b - 1)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s2_p5 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (b = 2 /\ c = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s2_p6 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (b = 3 /\ c = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s2_p7 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (b >= 3 /\ c = 1)%Z -> g == Game [int (b - 1)] [int 1].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s2_p8 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (b >= 4 /\ c = 0)%Z -> g == Game [Game [int (b - 2)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s2_p9 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int 0)] [int 0].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s2_p10 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [dyadic 1 2] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s2_p11 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [Game [int (a - 3)] [dyadic 1 1]] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.

Lemma s3_p1 {a b c : Z} {g : game} : holds (s3_pieces a b c) g -> (a - c = 0 /\ - a + b >= 0 /\ b <= 1)%Z -> g == dyadic (a + 8 * b - 8) 2.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s3_p2 {a b c : Z} {g : game} : holds (s3_pieces a b c) g -> (- a + b >= 0 /\ - a + c >= 1 /\ b <= 1)%Z -> g == dyadic (a + 2 * b - 2) 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s3_p3 {a b c : Z} {g : game} : holds (s3_pieces a b c) g -> (b >= 2)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s3_p4 {a b c : Z} {g : game} : holds (s3_pieces a b c) g -> (a - c = 1 /\ a - b >= 1 /\ a <= 2)%Z -> g == Game [dyadic (4 * a + 3 * b - 3 * c - 4) 2] [dyadic (b + c - 1) 1].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s3_p5 {a b c : Z} {g : game} : holds (s3_pieces a b c) g -> (a >= 3 /\ b = 1 /\ c = 1)%Z -> g == Game [dyadic (4 * a + 3 * b - 3 * c - 4) 2] [dyadic (b + c - 1) 1].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s3_p6 {a b c : Z} {g : game} : holds (s3_pieces a b c) g -> (a - b = 1 /\ - a + c >= 0 /\ a <= 2)%Z -> g == nstar (int b).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s3_p7 {a b c : Z} {g : game} : holds (s3_pieces a b c) g -> (a >= 2 /\ b = 0 /\ c = 0)%Z -> g == nstar (int b).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s3_p8 {a b c : Z} {g : game} : holds (s3_pieces a b c) g -> (a = 1 /\ b = 1 /\ c = 0)%Z -> g == Game [int 0] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s3_p9 {a b c : Z} {g : game} : holds (s3_pieces a b c) g -> (a = 2 /\ b = 0 /\ c >= 2)%Z -> g == Game [dyadic (2 * a + b - 3) 1] [int b].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s3_p10 {a b c : Z} {g : game} : holds (s3_pieces a b c) g -> (a >= 3 /\ b = 1 /\ c >= 2)%Z -> g == Game [dyadic (2 * a + b - 3) 1] [int b].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s3_p11 {a b c : Z} {g : game} : holds (s3_pieces a b c) g -> (a >= 2 /\ b = 1 /\ c = 0)%Z -> g == Game [int (a - 1)] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s3_p12 {a b c : Z} {g : game} : holds (s3_pieces a b c) g -> (a >= 3 /\ b = 0 /\ c = 1)%Z -> g == Game [Game [int (a - 2)] [dyadic 1 1]] [int 0].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s3_p13 {a b c : Z} {g : game} : holds (s3_pieces a b c) g -> (a = 3 /\ b = 0 /\ c >= 2)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s3_p14 {a b c : Z} {g : game} : holds (s3_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c >= 2)%Z -> g == Game [Game [int (a - 2)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.

Lemma s4_p1 {a : Z} {g : game} : holds (s4_pieces a) g -> (True)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s4_p1_add (a : Z) (off : Z) : (0 <= a)%Z -> (True)%Z ->
  add (int 0) (int off) == int off.
Proof.
  intros Ha H. unfold nstar.
  apply (shifts_at (fun sh => int (0 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s5_p1 {a b : Z} {g : game} : holds (s5_pieces a b) g -> (a = 0 /\ b <= 1)%Z -> g == int (b - 1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s5_p2 {a b : Z} {g : game} : holds (s5_pieces a b) g -> (b >= 2)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s5_p3 {a b : Z} {g : game} : holds (s5_pieces a b) g -> (a - b = 1 /\ a <= 2)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s5_p4 {a b : Z} {g : game} : holds (s5_pieces a b) g -> (a = 1 /\ b = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s5_p5 {a b : Z} {g : game} : holds (s5_pieces a b) g -> (a = 2 /\ b = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s5_p6 {a b : Z} {g : game} : holds (s5_pieces a b) g -> (a = 3 /\ b = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s5_p7 {a b : Z} {g : game} : holds (s5_pieces a b) g -> (a >= 3 /\ b = 1)%Z -> g == Game [int (a - 1)] [int 1].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s5_p8 {a b : Z} {g : game} : holds (s5_pieces a b) g -> (a >= 4 /\ b = 0)%Z -> g == Game [Game [int (a - 2)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s5_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 0 /\ b <= 1)%Z ->
  add (int (b - 1)) (int off) == int (b + off - 1).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (b - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s5_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 2)%Z ->
  add (int a) (int off) == int (a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s6_p1 {a : Z} {g : game} : holds (s6_pieces a) g -> (True)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s6_p1_add (a : Z) (off : Z) : (0 <= a)%Z -> (True)%Z ->
  add (int 0) (int off) == int off.
Proof.
  intros Ha H. unfold nstar.
  apply (shifts_at (fun sh => int (0 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s7_p1 {a b : Z} {g : game} : holds (s7_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s7_p2 {a b : Z} {g : game} : holds (s7_pieces a b) g -> (a = 0 /\ b >= 1)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s7_p3 {a b : Z} {g : game} : holds (s7_pieces a b) g -> (a >= 1 /\ b >= 2)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s7_p4 {a b : Z} {g : game} : holds (s7_pieces a b) g -> (a = 1 /\ b = 0)%Z -> g == Game [int 0] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s7_p5 {a b : Z} {g : game} : holds (s7_pieces a b) g -> (a = 1 /\ b = 1)%Z -> g == Game [int 0] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s7_p6 {a b : Z} {g : game} : holds (s7_pieces a b) g -> (a >= 2 /\ b = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s7_p7 {a b : Z} {g : game} : holds (s7_pieces a b) g -> (a >= 2 /\ b = 1)%Z -> g == Game [int (a - 1)] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.

(* s1 = T^a F T^b F _ on a==0 && b==0: the board of s6 *)
Lemma s1_c1_p1 x (Hs6 : s6_claim x) :
  x = s1_board 0 0 -> fst (s1_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s1_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s1_q1] in Hc |- *.
  pose proof (Hs6 0 ltac:(rewrite Hx; unfold s1_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p1 Ho0 I).
  unfold nstar.
  num_cmp.
Qed.

Lemma s1_c2_L : lmoves (s1_board 0 1) = [strip [(0, 1); (1, 1)] ([]) [(1, 0)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c2_L1 : tf_norm (strip [(0, 1); (1, 1)] ([]) [(1, 0)]) (repeat E 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s1_c2_R : rmoves (s1_board 0 1) = [].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = T^a F T^b F _ on a==0 && b==1 *)
Lemma s1_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s1_board 0 1 -> fst (s1_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s1_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c2_L), (s1_c2_R); cbn [map].
  rewrite (tf_norm_blank (s1_c2_L1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s1_c3_L (b : nat) : lmoves (s1_board 0 (2 + b)) = [strip [(0, 1)] (repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s5_board (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
Lemma s1_c3_R (b : nat) : rmoves (s1_board 0 (2 + b)) = [].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = T^a F T^b F _ on a==0 && b>=2 *)
Lemma s1_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s1_board 0 (2 + b) -> fst (s1_q1 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s1_q1 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c3_L b), (s1_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s1_c3_L1 b)).
  pose proof (use_s5 IH (1 + b) 0 (opt_norm_l _ _ _ _ _ (s1_c3_L b) ltac:(cbn [In]; left; reflexivity) (s1_c3_L1 b))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s5_p3 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s5_p5 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s5_p6 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s5_p8 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

(* s1 = T^a F T^b F _ on a==1 && b==0: the board of s6 *)
Lemma s1_c4_p1 x (Hs6 : s6_claim x) :
  x = s1_board 1 0 -> fst (s1_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s1_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s1_q1] in Hc |- *.
  pose proof (Hs6 1 ltac:(rewrite Hx; unfold s1_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p1 Ho0 I).
  unfold nstar.
  num_cmp.
Qed.

Lemma s1_c5_L : lmoves (s1_board 1 1) = [strip [] ([T; F; E; F]) [(1, 0)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c5_L1 : tf_norm (strip [] ([T; F; E; F]) [(1, 0)]) (s2_board 1 0 0) (0).
Proof. apply (tf_norm_by _ [] ([T; F; E; F]) [(1, 0)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
Lemma s1_c5_R : rmoves (s1_board 1 1) = [].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = T^a F T^b F _ on a==1 && b==1 *)
Lemma s1_c5_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s1_board 1 1 -> fst (s1_q1 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s1_q1 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c5_L), (s1_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s1_c5_L1)).
  pose proof (use_s2 IH 1 0 0 (opt_norm_l _ _ _ _ _ (s1_c5_L) ltac:(cbn [In]; left; reflexivity) (s1_c5_L1))) as Ho0.
  rewrite (s2_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s1_c6_L (b : nat) : lmoves (s1_board 1 (2 + b)) = [strip [] (T :: F :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c6_L1 (b : nat) : tf_norm (strip [] (T :: F :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s2_board 1 (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
Lemma s1_c6_R (b : nat) : rmoves (s1_board 1 (2 + b)) = [].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = T^a F T^b F _ on a==1 && b>=2 *)
Lemma s1_c6_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s1_board 1 (2 + b) -> fst (s1_q1 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s1_q1 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c6_L b), (s1_c6_R b); cbn [map].
  rewrite (tf_norm_game0 (s1_c6_L1 b)).
  pose proof (use_s2 IH 1 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s1_c6_L b) ltac:(cbn [In]; left; reflexivity) (s1_c6_L1 b))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s2_p4 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s2_p5 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s2_p6 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s2_p8 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

(* s1 = T^a F T^b F _ on a>=2 && b==0: the board of s6 *)
Lemma s1_c7_p1 x (Hs6 : s6_claim x) (a : nat) :
  x = s1_board (2 + a) 0 -> fst (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s1_q1] in Hc |- *.
  pose proof (Hs6 (2 + a) ltac:(rewrite Hx; unfold s1_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p1 Ho0 I).
  unfold nstar.
  num_cmp.
Qed.

Lemma s1_c8_L (a : nat) : lmoves (s1_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c8_L1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; F]) [(1, 0)]) (s2_board (2 + a) 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
Lemma s1_c8_R (a : nat) : rmoves (s1_board (2 + a) 1) = [].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = T^a F T^b F _ on a>=2 && b==1 *)
Lemma s1_c8_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s1_board (2 + a) 1 -> fst (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c8_L a), (s1_c8_R a); cbn [map].
  rewrite (tf_norm_game0 (s1_c8_L1 a)).
  pose proof (use_s2 IH (2 + a) 0 0 (opt_norm_l _ _ _ _ _ (s1_c8_L a) ltac:(cbn [In]; left; reflexivity) (s1_c8_L1 a))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s2_p9 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s2_p10 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s2_p11 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

Lemma s1_c9_L (a b : nat) : lmoves (s1_board (2 + a) (2 + b)) = [strip [] (repeat T (2 + a) ++ F :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c9_L1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s2_board (2 + a) (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
Lemma s1_c9_R (a b : nat) : rmoves (s1_board (2 + a) (2 + b)) = [].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = T^a F T^b F _ on a>=2 && b>=2 *)
Lemma s1_c9_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s1_board (2 + a) (2 + b) -> fst (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s1_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c9_L a b), (s1_c9_R a b); cbn [map].
  rewrite (tf_norm_game0 (s1_c9_L1 a b)).
  pose proof (use_s2 IH (2 + a) (1 + b) 0 (opt_norm_l _ _ _ _ _ (s1_c9_L a b) ltac:(cbn [In]; left; reflexivity) (s1_c9_L1 a b))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s2_p4 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s2_p5 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s2_p6 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s2_p8 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

Lemma s2_c1_L : lmoves (s2_board 0 0 0) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c1_R : rmoves (s2_board 0 0 0) = [strip [(0, 2)] ([E]) []].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c1_R1 : tf_norm (strip [(0, 2)] ([E]) []) (repeat E 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s2 = T^a F T^b _ T^c F on a==0 && b==0 && c==0 *)
Lemma s2_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s2_board 0 0 0 -> fst (s2_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s2_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s2_q1] in Hc |- *.
  rewrite tf_game_eq, (s2_c1_L), (s2_c1_R); cbn [map].
  rewrite (tf_norm_blank (s2_c1_R1)).
  unfold nstar.
  split; [apply (le_via _ (int (-1))); [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s2_c2_L : lmoves (s2_board 0 0 1) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c2_R : rmoves (s2_board 0 0 1) = [strip [(0, 2)] ([]) [(1, 1)]].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c2_R1 : tf_norm (strip [(0, 2)] ([]) [(1, 1)]) (repeat E 1) (1).
Proof. apply (tf_norm_by _ [(0, 2)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s2 = T^a F T^b _ T^c F on a==0 && b==0 && c==1 *)
Lemma s2_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s2_board 0 0 1 -> fst (s2_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s2_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q2] in Hc |- *.
  rewrite tf_game_eq, (s2_c2_L), (s2_c2_R); cbn [map].
  rewrite (tf_norm_blank (s2_c2_R1)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | exact I] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s2_c3_L (c : nat) : lmoves (s2_board 0 0 (2 + c)) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c3_R (c : nat) : rmoves (s2_board 0 0 (2 + c)) = [].
Proof. unfold s2_board. tf_options. Qed.
(* s2 = T^a F T^b _ T^c F on a==0 && b==0 && c>=2 *)
Lemma s2_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s2_board 0 0 (2 + c) -> fst (s2_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s2_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s2_q3] in Hc |- *.
  rewrite tf_game_eq, (s2_c3_L c), (s2_c3_R c); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s2_c4_L : lmoves (s2_board 0 1 0) = [strip [(0, 1)] ([E; T; F]) []].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c4_L1 : tf_norm (strip [(0, 1)] ([E; T; F]) []) (s5_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F]) []); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
Lemma s2_c4_R : rmoves (s2_board 0 1 0) = [strip [(0, 1)] ([T; F; E]) []].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c4_R1 : tf_norm (strip [(0, 1)] ([T; F; E]) []) (s4_board 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E]) []); [reflexivity | unfold s4_board; strip_board_eq | strip_offset]. Qed.
(* s2 = T^a F T^b _ T^c F on a==0 && b==1 && c==0 *)
Lemma s2_c4_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s2_board 0 1 0 -> fst (s2_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s2_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s2_q4] in Hc |- *.
  rewrite tf_game_eq, (s2_c4_L), (s2_c4_R); cbn [map].
  rewrite (tf_norm_game0 (s2_c4_L1)).
  pose proof (use_s5 IH 0 1 (opt_norm_l _ _ _ _ _ (s2_c4_L) ltac:(cbn [In]; left; reflexivity) (s2_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s2_c4_R1)).
  pose proof (use_s4 IH 1 (opt_norm_r _ _ _ _ _ (s2_c4_R) ltac:(cbn [In]; left; reflexivity) (s2_c4_R1))) as Ho1.
  rewrite (s5_p1 Ho0 ltac:(zlia)).
  rewrite (s4_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c5_L : lmoves (s2_board 0 1 1) = [strip [(0, 1)] ([E; T; T; F]) []].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c5_L1 : tf_norm (strip [(0, 1)] ([E; T; T; F]) []) (s5_board 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; F]) []); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
Lemma s2_c5_R : rmoves (s2_board 0 1 1) = [strip [(0, 1)] ([T; F]) [(1, 1)]].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c5_R1 : tf_norm (strip [(0, 1)] ([T; F]) [(1, 1)]) (s4_board 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F]) [(1, 1)]); [reflexivity | unfold s4_board; strip_board_eq | strip_offset]. Qed.
(* s2 = T^a F T^b _ T^c F on a==0 && b==1 && c==1 *)
Lemma s2_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s2_board 0 1 1 -> fst (s2_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s2_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q2] in Hc |- *.
  rewrite tf_game_eq, (s2_c5_L), (s2_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s2_c5_L1)).
  pose proof (use_s5 IH 0 2 (opt_norm_l _ _ _ _ _ (s2_c5_L) ltac:(cbn [In]; left; reflexivity) (s2_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s2_c5_R1)).
  pose proof (use_s4 IH 1 (opt_norm_r _ _ _ _ _ (s2_c5_R) ltac:(cbn [In]; left; reflexivity) (s2_c5_R1))) as Ho1.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  rewrite (s4_p1 Ho1 I).
  rewrite (s4_p1_add (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s2_c6_L (c : nat) : lmoves (s2_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: repeat T (3 + c) ++ [F]) []].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + c) ++ [F]) []) (s5_board 0 (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
Lemma s2_c6_R (c : nat) : rmoves (s2_board 0 1 (2 + c)) = [].
Proof. unfold s2_board. tf_options. Qed.
(* s2 = T^a F T^b _ T^c F on a==0 && b==1 && c>=2 *)
Lemma s2_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s2_board 0 1 (2 + c) -> fst (s2_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s2_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s2_q3] in Hc |- *.
  rewrite tf_game_eq, (s2_c6_L c), (s2_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s2_c6_L1 c)).
  pose proof (use_s5 IH 0 (3 + c) (opt_norm_l _ _ _ _ _ (s2_c6_L c) ltac:(cbn [In]; left; reflexivity) (s2_c6_L1 c))) as Ho0.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s2_c7_L (b : nat) : lmoves (s2_board 0 (2 + b) 0) = [strip [(0, 1)] (repeat T (1 + b) ++ [E; T; F]) []].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c7_L1 (b : nat) : tf_norm (strip [(0, 1)] (repeat T (1 + b) ++ [E; T; F]) []) (s5_board (1 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (repeat T (1 + b) ++ [E; T; F]) []); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
Lemma s2_c7_R (b : nat) : rmoves (s2_board 0 (2 + b) 0) = [strip [(0, 1)] (repeat T (2 + b) ++ [F; E]) []].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c7_R1 (b : nat) : tf_norm (strip [(0, 1)] (repeat T (2 + b) ++ [F; E]) []) (s4_board (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (repeat T (2 + b) ++ [F; E]) []); [reflexivity | unfold s4_board; strip_board_eq | strip_offset]. Qed.
(* s2 = T^a F T^b _ T^c F on a==0 && b>=2 && c==0 *)
Lemma s2_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s2_board 0 (2 + b) 0 -> fst (s2_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s2_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s2_q5] in Hc |- *.
  rewrite tf_game_eq, (s2_c7_L b), (s2_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s2_c7_L1 b)).
  pose proof (use_s5 IH (1 + b) 1 (opt_norm_l _ _ _ _ _ (s2_c7_L b) ltac:(cbn [In]; left; reflexivity) (s2_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s2_c7_R1 b)).
  pose proof (use_s4 IH (2 + b) (opt_norm_r _ _ _ _ _ (s2_c7_R b) ltac:(cbn [In]; left; reflexivity) (s2_c7_R1 b))) as Ho1.
  rewrite (s5_p4 Ho0 ltac:(zlia)).
  rewrite (s4_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s2_board 0 (2 + b) 0 -> fst (s2_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s2_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s2_q6] in Hc |- *.
  rewrite tf_game_eq, (s2_c7_L b), (s2_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s2_c7_L1 b)).
  pose proof (use_s5 IH (1 + b) 1 (opt_norm_l _ _ _ _ _ (s2_c7_L b) ltac:(cbn [In]; left; reflexivity) (s2_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s2_c7_R1 b)).
  pose proof (use_s4 IH (2 + b) (opt_norm_r _ _ _ _ _ (s2_c7_R b) ltac:(cbn [In]; left; reflexivity) (s2_c7_R1 b))) as Ho1.
  rewrite (s5_p3 Ho0 ltac:(zlia)).
  rewrite (s4_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c7_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s2_board 0 (2 + b) 0 -> fst (s2_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s2_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s2_q8] in Hc |- *.
  rewrite tf_game_eq, (s2_c7_L b), (s2_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s2_c7_L1 b)).
  pose proof (use_s5 IH (1 + b) 1 (opt_norm_l _ _ _ _ _ (s2_c7_L b) ltac:(cbn [In]; left; reflexivity) (s2_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s2_c7_R1 b)).
  pose proof (use_s4 IH (2 + b) (opt_norm_r _ _ _ _ _ (s2_c7_R b) ltac:(cbn [In]; left; reflexivity) (s2_c7_R1 b))) as Ho1.
  rewrite (s5_p7 Ho0 ltac:(zlia)).
  rewrite (s4_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c8_L (b : nat) : lmoves (s2_board 0 (2 + b) 1) = [strip [(0, 1)] (repeat T (1 + b) ++ [E; T; T; F]) []].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (repeat T (1 + b) ++ [E; T; T; F]) []) (s5_board (1 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (repeat T (1 + b) ++ [E; T; T; F]) []); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
Lemma s2_c8_R (b : nat) : rmoves (s2_board 0 (2 + b) 1) = [strip [(0, 1)] (repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (repeat T (2 + b) ++ [F]) [(1, 1)]) (s4_board (2 + b)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s4_board; strip_board_eq | strip_offset]. Qed.
(* s2 = T^a F T^b _ T^c F on a==0 && b>=2 && c==1 *)
Lemma s2_c8_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s2_board 0 (2 + b) 1 -> fst (s2_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s2_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q4] in Hc |- *.
  rewrite tf_game_eq, (s2_c8_L b), (s2_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s2_c8_L1 b)).
  pose proof (use_s5 IH (1 + b) 2 (opt_norm_l _ _ _ _ _ (s2_c8_L b) ltac:(cbn [In]; left; reflexivity) (s2_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game (s2_c8_R1 b)).
  pose proof (use_s4 IH (2 + b) (opt_norm_r _ _ _ _ _ (s2_c8_R b) ltac:(cbn [In]; left; reflexivity) (s2_c8_R1 b))) as Ho1.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  rewrite (s4_p1 Ho1 I).
  rewrite (s4_p1_add (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s2_board 0 (2 + b) 1 -> fst (s2_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s2_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q7] in Hc |- *.
  rewrite tf_game_eq, (s2_c8_L b), (s2_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s2_c8_L1 b)).
  pose proof (use_s5 IH (1 + b) 2 (opt_norm_l _ _ _ _ _ (s2_c8_L b) ltac:(cbn [In]; left; reflexivity) (s2_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game (s2_c8_R1 b)).
  pose proof (use_s4 IH (2 + b) (opt_norm_r _ _ _ _ _ (s2_c8_R b) ltac:(cbn [In]; left; reflexivity) (s2_c8_R1 b))) as Ho1.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  rewrite (s4_p1 Ho1 I).
  rewrite (s4_p1_add (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c9_L (b c : nat) : lmoves (s2_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F]) []].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F]) []) (s5_board (1 + b) (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
Lemma s2_c9_R (b c : nat) : rmoves (s2_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s2_board. tf_options. Qed.
(* s2 = T^a F T^b _ T^c F on a==0 && b>=2 && c>=2 *)
Lemma s2_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s2_board 0 (2 + b) (2 + c) -> fst (s2_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s2_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s2_q3] in Hc |- *.
  rewrite tf_game_eq, (s2_c9_L b c), (s2_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s2_c9_L1 b c)).
  pose proof (use_s5 IH (1 + b) (3 + c) (opt_norm_l _ _ _ _ _ (s2_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s2_c9_L1 b c))) as Ho0.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s2_c10_L : lmoves (s2_board 1 0 0) = [strip [(1, 1)] ([T; F]) []].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c10_L1 : tf_norm (strip [(1, 1)] ([T; F]) []) (s5_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F]) []); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
Lemma s2_c10_R : rmoves (s2_board 1 0 0) = [s6_board 1].
Proof. unfold s2_board, s6_board. tf_options. Qed.
(* s2 = T^a F T^b _ T^c F on a==1 && b==0 && c==0 *)
Lemma s2_c10_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s2_board 1 0 0 -> fst (s2_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s2_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s2_q1] in Hc |- *.
  rewrite tf_game_eq, (s2_c10_L), (s2_c10_R); cbn [map].
  rewrite (tf_norm_game (s2_c10_L1)).
  pose proof (use_s5 IH 0 1 (opt_norm_l _ _ _ _ _ (s2_c10_L) ltac:(cbn [In]; left; reflexivity) (s2_c10_L1))) as Ho0.
  pose proof (use_s6 IH 1 (opt_r _ _ _ (s2_c10_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s5_p1 Ho0 ltac:(zlia)).
  rewrite (s5_p1_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s6_p1 Ho1 I).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s2_c11_L : lmoves (s2_board 1 0 1) = [strip [(1, 1)] ([T; T; F]) []].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c11_L1 : tf_norm (strip [(1, 1)] ([T; T; F]) []) (s5_board 0 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; F]) []); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
Lemma s2_c11_R : rmoves (s2_board 1 0 1) = [strip [] ([T; F; F]) [(1, 1)]].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c11_R1 : tf_norm (strip [] ([T; F; F]) [(1, 1)]) (s6_board 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; F]) [(1, 1)]); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s2 = T^a F T^b _ T^c F on a==1 && b==0 && c==1 *)
Lemma s2_c11_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s2_board 1 0 1 -> fst (s2_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s2_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q2] in Hc |- *.
  rewrite tf_game_eq, (s2_c11_L), (s2_c11_R); cbn [map].
  rewrite (tf_norm_game (s2_c11_L1)).
  pose proof (use_s5 IH 0 2 (opt_norm_l _ _ _ _ _ (s2_c11_L) ltac:(cbn [In]; left; reflexivity) (s2_c11_L1))) as Ho0.
  rewrite (tf_norm_game (s2_c11_R1)).
  pose proof (use_s6 IH 1 (opt_norm_r _ _ _ _ _ (s2_c11_R) ltac:(cbn [In]; left; reflexivity) (s2_c11_R1))) as Ho1.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  rewrite (s5_p2_add (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s6_p1 Ho1 I).
  rewrite (s6_p1_add (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s2_c12_L (c : nat) : lmoves (s2_board 1 0 (2 + c)) = [strip [(1, 1)] (repeat T (3 + c) ++ [F]) []].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c12_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + c) ++ [F]) []) (s5_board 0 (3 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
Lemma s2_c12_R (c : nat) : rmoves (s2_board 1 0 (2 + c)) = [].
Proof. unfold s2_board. tf_options. Qed.
(* s2 = T^a F T^b _ T^c F on a==1 && b==0 && c>=2 *)
Lemma s2_c12_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s2_board 1 0 (2 + c) -> fst (s2_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s2_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s2_q3] in Hc |- *.
  rewrite tf_game_eq, (s2_c12_L c), (s2_c12_R c); cbn [map].
  rewrite (tf_norm_game (s2_c12_L1 c)).
  pose proof (use_s5 IH 0 (3 + c) (opt_norm_l _ _ _ _ _ (s2_c12_L c) ltac:(cbn [In]; left; reflexivity) (s2_c12_L1 c))) as Ho0.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  rewrite (s5_p2_add (Z.of_nat 0) (Z.of_nat (3 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s2_c13_L : lmoves (s2_board 1 1 0) = [s2_board 1 0 1].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c13_R : rmoves (s2_board 1 1 0) = [s1_board 1 1].
Proof. unfold s1_board, s2_board. tf_options. Qed.
(* s2 = T^a F T^b _ T^c F on a==1 && b==1 && c==0 *)
Lemma s2_c13_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s2_board 1 1 0 -> fst (s2_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s2_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s2_q4] in Hc |- *.
  rewrite tf_game_eq, (s2_c13_L), (s2_c13_R); cbn [map].
  pose proof (use_s2 IH 1 0 1 (opt_l _ _ _ (s2_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 1 1 (opt_r _ _ _ (s2_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s2_p2 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s2_c14_L : lmoves (s2_board 1 1 1) = [s2_board 1 0 2].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c14_R : rmoves (s2_board 1 1 1) = [strip [] ([T; F; T; F]) [(1, 1)]].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c14_R1 : tf_norm (strip [] ([T; F; T; F]) [(1, 1)]) (s1_board 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; F]) [(1, 1)]); [reflexivity | unfold s1_board; strip_board_eq | strip_offset]. Qed.
(* s2 = T^a F T^b _ T^c F on a==1 && b==1 && c==1 *)
Lemma s2_c14_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s2_board 1 1 1 -> fst (s2_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s2_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q2] in Hc |- *.
  rewrite tf_game_eq, (s2_c14_L), (s2_c14_R); cbn [map].
  pose proof (use_s2 IH 1 0 2 (opt_l _ _ _ (s2_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s2_c14_R1)).
  pose proof (use_s1 IH 1 1 (opt_norm_r _ _ _ _ _ (s2_c14_R) ltac:(cbn [In]; left; reflexivity) (s2_c14_R1))) as Ho1.
  rewrite (s2_p3 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  rewrite (s1_p1_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s2_c15_L (c : nat) : lmoves (s2_board 1 1 (2 + c)) = [s2_board 1 0 (3 + c)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c15_R (c : nat) : rmoves (s2_board 1 1 (2 + c)) = [].
Proof. unfold s2_board. tf_options. Qed.
(* s2 = T^a F T^b _ T^c F on a==1 && b==1 && c>=2 *)
Lemma s2_c15_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s2_board 1 1 (2 + c) -> fst (s2_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s2_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s2_q3] in Hc |- *.
  rewrite tf_game_eq, (s2_c15_L c), (s2_c15_R c); cbn [map].
  pose proof (use_s2 IH 1 0 (3 + c) (opt_l _ _ _ (s2_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s2_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s2_c16_L (b : nat) : lmoves (s2_board 1 (2 + b) 0) = [s2_board 1 (1 + b) 1].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c16_R (b : nat) : rmoves (s2_board 1 (2 + b) 0) = [s1_board 1 (2 + b)].
Proof. unfold s1_board, s2_board. tf_options. Qed.
(* s2 = T^a F T^b _ T^c F on a==1 && b>=2 && c==0 *)
Lemma s2_c16_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s2_board 1 (2 + b) 0 -> fst (s2_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s2_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s2_q5] in Hc |- *.
  rewrite tf_game_eq, (s2_c16_L b), (s2_c16_R b); cbn [map].
  pose proof (use_s2 IH 1 (1 + b) 1 (opt_l _ _ _ (s2_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 1 (2 + b) (opt_r _ _ _ (s2_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s2_p2 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c16_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s2_board 1 (2 + b) 0 -> fst (s2_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s2_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s2_q6] in Hc |- *.
  rewrite tf_game_eq, (s2_c16_L b), (s2_c16_R b); cbn [map].
  pose proof (use_s2 IH 1 (1 + b) 1 (opt_l _ _ _ (s2_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 1 (2 + b) (opt_r _ _ _ (s2_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s2_p4 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c16_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s2_board 1 (2 + b) 0 -> fst (s2_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s2_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s2_q8] in Hc |- *.
  rewrite tf_game_eq, (s2_c16_L b), (s2_c16_R b); cbn [map].
  pose proof (use_s2 IH 1 (1 + b) 1 (opt_l _ _ _ (s2_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 1 (2 + b) (opt_r _ _ _ (s2_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s2_p7 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c17_L (b : nat) : lmoves (s2_board 1 (2 + b) 1) = [s2_board 1 (1 + b) 2].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c17_R (b : nat) : rmoves (s2_board 1 (2 + b) 1) = [strip [] (T :: F :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c17_R1 (b : nat) : tf_norm (strip [] (T :: F :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s1_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s1_board; strip_board_eq | strip_offset]. Qed.
(* s2 = T^a F T^b _ T^c F on a==1 && b>=2 && c==1 *)
Lemma s2_c17_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s2_board 1 (2 + b) 1 -> fst (s2_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s2_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q4] in Hc |- *.
  rewrite tf_game_eq, (s2_c17_L b), (s2_c17_R b); cbn [map].
  pose proof (use_s2 IH 1 (1 + b) 2 (opt_l _ _ _ (s2_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s2_c17_R1 b)).
  pose proof (use_s1 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s2_c17_R b) ltac:(cbn [In]; left; reflexivity) (s2_c17_R1 b))) as Ho1.
  rewrite (s2_p3 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  rewrite (s1_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c17_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s2_board 1 (2 + b) 1 -> fst (s2_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s2_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q7] in Hc |- *.
  rewrite tf_game_eq, (s2_c17_L b), (s2_c17_R b); cbn [map].
  pose proof (use_s2 IH 1 (1 + b) 2 (opt_l _ _ _ (s2_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s2_c17_R1 b)).
  pose proof (use_s1 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s2_c17_R b) ltac:(cbn [In]; left; reflexivity) (s2_c17_R1 b))) as Ho1.
  rewrite (s2_p3 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  rewrite (s1_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c18_L (b c : nat) : lmoves (s2_board 1 (2 + b) (2 + c)) = [s2_board 1 (1 + b) (3 + c)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c18_R (b c : nat) : rmoves (s2_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s2_board. tf_options. Qed.
(* s2 = T^a F T^b _ T^c F on a==1 && b>=2 && c>=2 *)
Lemma s2_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s2_board 1 (2 + b) (2 + c) -> fst (s2_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s2_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s2_q3] in Hc |- *.
  rewrite tf_game_eq, (s2_c18_L b c), (s2_c18_R b c); cbn [map].
  pose proof (use_s2 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s2_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s2_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s2_c19_L (a : nat) : lmoves (s2_board (2 + a) 0 0) = [s3_board (1 + a) 0 1].
Proof. unfold s2_board, s3_board. tf_options. Qed.
Lemma s2_c19_R (a : nat) : rmoves (s2_board (2 + a) 0 0) = [s6_board (2 + a)].
Proof. unfold s2_board, s6_board. tf_options. Qed.
(* s2 = T^a F T^b _ T^c F on a>=2 && b==0 && c==0 *)
Lemma s2_c19_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s2_board (2 + a) 0 0 -> fst (s2_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s2_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s2_q9] in Hc |- *.
  rewrite tf_game_eq, (s2_c19_L a), (s2_c19_R a); cbn [map].
  pose proof (use_s3 IH (1 + a) 0 1 (opt_l _ _ _ (s2_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s6 IH (2 + a) (opt_r _ _ _ (s2_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s3_p6 Ho0 ltac:(zlia)).
  rewrite (s6_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c19_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s2_board (2 + a) 0 0 -> fst (s2_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s2_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s2_q10] in Hc |- *.
  rewrite tf_game_eq, (s2_c19_L a), (s2_c19_R a); cbn [map].
  pose proof (use_s3 IH (1 + a) 0 1 (opt_l _ _ _ (s2_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s6 IH (2 + a) (opt_r _ _ _ (s2_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s3_p4 Ho0 ltac:(zlia)).
  rewrite (s6_p1 Ho1 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s2_c19_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s2_board (2 + a) 0 0 -> fst (s2_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s2_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s2_q11] in Hc |- *.
  rewrite tf_game_eq, (s2_c19_L a), (s2_c19_R a); cbn [map].
  pose proof (use_s3 IH (1 + a) 0 1 (opt_l _ _ _ (s2_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s6 IH (2 + a) (opt_r _ _ _ (s2_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s3_p12 Ho0 ltac:(zlia)).
  rewrite (s6_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c20_L (a : nat) : lmoves (s2_board (2 + a) 0 1) = [s3_board (1 + a) 0 2].
Proof. unfold s2_board, s3_board. tf_options. Qed.
Lemma s2_c20_R (a : nat) : rmoves (s2_board (2 + a) 0 1) = [strip [] (repeat T (2 + a) ++ [F; F]) [(1, 1)]].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c20_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; F]) [(1, 1)]) (s6_board (2 + a)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s2 = T^a F T^b _ T^c F on a>=2 && b==0 && c==1 *)
Lemma s2_c20_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s2_board (2 + a) 0 1 -> fst (s2_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s2_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q2] in Hc |- *.
  rewrite tf_game_eq, (s2_c20_L a), (s2_c20_R a); cbn [map].
  pose proof (use_s3 IH (1 + a) 0 2 (opt_l _ _ _ (s2_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s2_c20_R1 a)).
  pose proof (use_s6 IH (2 + a) (opt_norm_r _ _ _ _ _ (s2_c20_R a) ltac:(cbn [In]; left; reflexivity) (s2_c20_R1 a))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s3_p6 Ho0 ltac:(zlia)).
    rewrite (s6_p1 Ho1 I).
    rewrite (s6_p1_add (Z.of_nat (2 + a)) (1) (Nat2Z.is_nonneg _) I).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s3_p9 Ho0 ltac:(zlia)).
    rewrite (s6_p1 Ho1 I).
    rewrite (s6_p1_add (Z.of_nat (2 + a)) (1) (Nat2Z.is_nonneg _) I).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s3_p13 Ho0 ltac:(zlia)).
    rewrite (s6_p1 Ho1 I).
    rewrite (s6_p1_add (Z.of_nat (2 + a)) (1) (Nat2Z.is_nonneg _) I).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s3_p14 Ho0 ltac:(zlia)).
    rewrite (s6_p1 Ho1 I).
    rewrite (s6_p1_add (Z.of_nat (2 + a)) (1) (Nat2Z.is_nonneg _) I).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s2_c21_L (a c : nat) : lmoves (s2_board (2 + a) 0 (2 + c)) = [s3_board (1 + a) 0 (3 + c)].
Proof. unfold s2_board, s3_board. tf_options. Qed.
Lemma s2_c21_R (a c : nat) : rmoves (s2_board (2 + a) 0 (2 + c)) = [].
Proof. unfold s2_board. tf_options. Qed.
(* s2 = T^a F T^b _ T^c F on a>=2 && b==0 && c>=2 *)
Lemma s2_c21_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s2_board (2 + a) 0 (2 + c) -> fst (s2_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s2_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s2_q3] in Hc |- *.
  rewrite tf_game_eq, (s2_c21_L a c), (s2_c21_R a c); cbn [map].
  pose proof (use_s3 IH (1 + a) 0 (3 + c) (opt_l _ _ _ (s2_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s3_p6 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s3_p9 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s3_p13 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s3_p14 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

Lemma s2_c22_L (a : nat) : lmoves (s2_board (2 + a) 1 0) = [s2_board (2 + a) 0 1].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c22_R (a : nat) : rmoves (s2_board (2 + a) 1 0) = [s1_board (2 + a) 1].
Proof. unfold s1_board, s2_board. tf_options. Qed.
(* s2 = T^a F T^b _ T^c F on a>=2 && b==1 && c==0 *)
Lemma s2_c22_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s2_board (2 + a) 1 0 -> fst (s2_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s2_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s2_q4] in Hc |- *.
  rewrite tf_game_eq, (s2_c22_L a), (s2_c22_R a); cbn [map].
  pose proof (use_s2 IH (2 + a) 0 1 (opt_l _ _ _ (s2_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) 1 (opt_r _ _ _ (s2_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s2_p2 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s2_c23_L (a : nat) : lmoves (s2_board (2 + a) 1 1) = [s2_board (2 + a) 0 2].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c23_R (a : nat) : rmoves (s2_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F]) [(1, 1)]) (s1_board (2 + a) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s1_board; strip_board_eq | strip_offset]. Qed.
(* s2 = T^a F T^b _ T^c F on a>=2 && b==1 && c==1 *)
Lemma s2_c23_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s2_board (2 + a) 1 1 -> fst (s2_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s2_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q2] in Hc |- *.
  rewrite tf_game_eq, (s2_c23_L a), (s2_c23_R a); cbn [map].
  pose proof (use_s2 IH (2 + a) 0 2 (opt_l _ _ _ (s2_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s2_c23_R1 a)).
  pose proof (use_s1 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s2_c23_R a) ltac:(cbn [In]; left; reflexivity) (s2_c23_R1 a))) as Ho1.
  rewrite (s2_p3 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  rewrite (s1_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s2_c24_L (a c : nat) : lmoves (s2_board (2 + a) 1 (2 + c)) = [s2_board (2 + a) 0 (3 + c)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c24_R (a c : nat) : rmoves (s2_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s2_board. tf_options. Qed.
(* s2 = T^a F T^b _ T^c F on a>=2 && b==1 && c>=2 *)
Lemma s2_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s2_board (2 + a) 1 (2 + c) -> fst (s2_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s2_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s2_q3] in Hc |- *.
  rewrite tf_game_eq, (s2_c24_L a c), (s2_c24_R a c); cbn [map].
  pose proof (use_s2 IH (2 + a) 0 (3 + c) (opt_l _ _ _ (s2_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s2_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s2_c25_L (a b : nat) : lmoves (s2_board (2 + a) (2 + b) 0) = [s2_board (2 + a) (1 + b) 1].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c25_R (a b : nat) : rmoves (s2_board (2 + a) (2 + b) 0) = [s1_board (2 + a) (2 + b)].
Proof. unfold s1_board, s2_board. tf_options. Qed.
(* s2 = T^a F T^b _ T^c F on a>=2 && b>=2 && c==0 *)
Lemma s2_c25_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s2_board (2 + a) (2 + b) 0 -> fst (s2_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s2_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s2_q5] in Hc |- *.
  rewrite tf_game_eq, (s2_c25_L a b), (s2_c25_R a b); cbn [map].
  pose proof (use_s2 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s2_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) (2 + b) (opt_r _ _ _ (s2_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s2_p2 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c25_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s2_board (2 + a) (2 + b) 0 -> fst (s2_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s2_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s2_q6] in Hc |- *.
  rewrite tf_game_eq, (s2_c25_L a b), (s2_c25_R a b); cbn [map].
  pose proof (use_s2 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s2_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) (2 + b) (opt_r _ _ _ (s2_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s2_p4 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c25_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s2_board (2 + a) (2 + b) 0 -> fst (s2_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s2_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s2_q8] in Hc |- *.
  rewrite tf_game_eq, (s2_c25_L a b), (s2_c25_R a b); cbn [map].
  pose proof (use_s2 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s2_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) (2 + b) (opt_r _ _ _ (s2_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s2_p7 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c26_L (a b : nat) : lmoves (s2_board (2 + a) (2 + b) 1) = [s2_board (2 + a) (1 + b) 2].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c26_R (a b : nat) : rmoves (s2_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ F :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s1_board (2 + a) (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s1_board; strip_board_eq | strip_offset]. Qed.
(* s2 = T^a F T^b _ T^c F on a>=2 && b>=2 && c==1 *)
Lemma s2_c26_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s2_board (2 + a) (2 + b) 1 -> fst (s2_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s2_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q4] in Hc |- *.
  rewrite tf_game_eq, (s2_c26_L a b), (s2_c26_R a b); cbn [map].
  pose proof (use_s2 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s2_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s2_c26_R1 a b)).
  pose proof (use_s1 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s2_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s2_c26_R1 a b))) as Ho1.
  rewrite (s2_p3 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  rewrite (s1_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c26_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s2_board (2 + a) (2 + b) 1 -> fst (s2_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s2_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q7] in Hc |- *.
  rewrite tf_game_eq, (s2_c26_L a b), (s2_c26_R a b); cbn [map].
  pose proof (use_s2 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s2_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s2_c26_R1 a b)).
  pose proof (use_s1 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s2_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s2_c26_R1 a b))) as Ho1.
  rewrite (s2_p3 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  rewrite (s1_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c27_L (a b c : nat) : lmoves (s2_board (2 + a) (2 + b) (2 + c)) = [s2_board (2 + a) (1 + b) (3 + c)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c27_R (a b c : nat) : rmoves (s2_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s2_board. tf_options. Qed.
(* s2 = T^a F T^b _ T^c F on a>=2 && b>=2 && c>=2 *)
Lemma s2_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s2_board (2 + a) (2 + b) (2 + c) -> fst (s2_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s2_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s2_q3] in Hc |- *.
  rewrite tf_game_eq, (s2_c27_L a b c), (s2_c27_R a b c); cbn [map].
  pose proof (use_s2 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s2_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s2_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s3 = T^a _ T^b F T^c F on a==0 && b==0 && c==0: the board of s7 *)
Lemma s3_c1_p1 x (Hs7 : s7_claim x) :
  x = s3_board 0 0 0 -> fst (s3_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s3_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s3_q1] in Hc |- *.
  pose proof (Hs7 0 0 ltac:(rewrite Hx; unfold s3_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s3_c2_L : lmoves (s3_board 0 0 1) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c2_R : rmoves (s3_board 0 0 1) = [strip [(0, 1)] ([E; T; F]) []].
Proof. unfold s3_board, strip. tf_options. Qed.
Lemma s3_c2_R1 : tf_norm (strip [(0, 1)] ([E; T; F]) []) (s5_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F]) []); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
(* s3 = T^a _ T^b F T^c F on a==0 && b==0 && c==1 *)
Lemma s3_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s3_board 0 0 1 -> fst (s3_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s3_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s3_q2] in Hc |- *.
  rewrite tf_game_eq, (s3_c2_L), (s3_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s3_c2_R1)).
  pose proof (use_s5 IH 0 1 (opt_norm_r _ _ _ _ _ (s3_c2_R) ltac:(cbn [In]; left; reflexivity) (s3_c2_R1))) as Ho0.
  rewrite (s5_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_via _ (int (-1))); [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s3_c3_L (c : nat) : lmoves (s3_board 0 0 (2 + c)) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c3_R (c : nat) : rmoves (s3_board 0 0 (2 + c)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [F]) []].
Proof. unfold s3_board, strip. tf_options. Qed.
Lemma s3_c3_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [F]) []) (s5_board 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
(* s3 = T^a _ T^b F T^c F on a==0 && b==0 && c>=2 *)
Lemma s3_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s3_board 0 0 (2 + c) -> fst (s3_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s3_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s3_q2] in Hc |- *.
  rewrite tf_game_eq, (s3_c3_L c), (s3_c3_R c); cbn [map].
  rewrite (tf_norm_game0 (s3_c3_R1 c)).
  pose proof (use_s5 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s3_c3_R c) ltac:(cbn [In]; left; reflexivity) (s3_c3_R1 c))) as Ho0.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_via _ (int (-1))); [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s3 = T^a _ T^b F T^c F on a==0 && b==1 && c==0: the board of s7 *)
Lemma s3_c4_p1 x (Hs7 : s7_claim x) :
  x = s3_board 0 1 0 -> fst (s3_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s3_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s3_q1] in Hc |- *.
  pose proof (Hs7 0 1 ltac:(rewrite Hx; unfold s3_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s3_c5_L : lmoves (s3_board 0 1 1) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c5_R : rmoves (s3_board 0 1 1) = [strip [(0, 1)] ([T; E; T; F]) []].
Proof. unfold s3_board, strip. tf_options. Qed.
Lemma s3_c5_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F]) []) (s5_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F]) []); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
(* s3 = T^a _ T^b F T^c F on a==0 && b==1 && c==1 *)
Lemma s3_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s3_board 0 1 1 -> fst (s3_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s3_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s3_q2] in Hc |- *.
  rewrite tf_game_eq, (s3_c5_L), (s3_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s3_c5_R1)).
  pose proof (use_s5 IH 1 1 (opt_norm_r _ _ _ _ _ (s3_c5_R) ltac:(cbn [In]; left; reflexivity) (s3_c5_R1))) as Ho0.
  rewrite (s5_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | exact I] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s3_c6_L (c : nat) : lmoves (s3_board 0 1 (2 + c)) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c6_R (c : nat) : rmoves (s3_board 0 1 (2 + c)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F]) []].
Proof. unfold s3_board, strip. tf_options. Qed.
Lemma s3_c6_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F]) []) (s5_board 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
(* s3 = T^a _ T^b F T^c F on a==0 && b==1 && c>=2 *)
Lemma s3_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s3_board 0 1 (2 + c) -> fst (s3_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s3_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s3_q2] in Hc |- *.
  rewrite tf_game_eq, (s3_c6_L c), (s3_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s3_c6_R1 c)).
  pose proof (use_s5 IH 1 (2 + c) (opt_norm_r _ _ _ _ _ (s3_c6_R c) ltac:(cbn [In]; left; reflexivity) (s3_c6_R1 c))) as Ho0.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | exact I] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s3 = T^a _ T^b F T^c F on a==0 && b>=2 && c==0: the board of s7 *)
Lemma s3_c7_p3 x (Hs7 : s7_claim x) (b : nat) :
  x = s3_board 0 (2 + b) 0 -> fst (s3_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s3_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s3_q3] in Hc |- *.
  pose proof (Hs7 0 (2 + b) ltac:(rewrite Hx; unfold s3_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s3_c8_L (b : nat) : lmoves (s3_board 0 (2 + b) 1) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c8_R (b : nat) : rmoves (s3_board 0 (2 + b) 1) = [].
Proof. unfold s3_board. tf_options. Qed.
(* s3 = T^a _ T^b F T^c F on a==0 && b>=2 && c==1 *)
Lemma s3_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s3_board 0 (2 + b) 1 -> fst (s3_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s3_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s3_q3] in Hc |- *.
  rewrite tf_game_eq, (s3_c8_L b), (s3_c8_R b); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s3_c9_L (b c : nat) : lmoves (s3_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c9_R (b c : nat) : rmoves (s3_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s3_board. tf_options. Qed.
(* s3 = T^a _ T^b F T^c F on a==0 && b>=2 && c>=2 *)
Lemma s3_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s3_board 0 (2 + b) (2 + c) -> fst (s3_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s3_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s3_q3] in Hc |- *.
  rewrite tf_game_eq, (s3_c9_L b c), (s3_c9_R b c); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

(* s3 = T^a _ T^b F T^c F on a==1 && b==0 && c==0: the board of s7 *)
Lemma s3_c10_p4 x (Hs7 : s7_claim x) :
  x = s3_board 1 0 0 -> fst (s3_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s3_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s3_q4] in Hc |- *.
  pose proof (Hs7 1 0 ltac:(rewrite Hx; unfold s3_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s3_c11_L : lmoves (s3_board 1 0 1) = [s3_board 0 1 1].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c11_R : rmoves (s3_board 1 0 1) = [s2_board 1 0 1].
Proof. unfold s2_board, s3_board. tf_options. Qed.
(* s3 = T^a _ T^b F T^c F on a==1 && b==0 && c==1 *)
Lemma s3_c11_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s3_board 1 0 1 -> fst (s3_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s3_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s3_q6] in Hc |- *.
  rewrite tf_game_eq, (s3_c11_L), (s3_c11_R); cbn [map].
  pose proof (use_s3 IH 0 1 1 (opt_l _ _ _ (s3_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH 1 0 1 (opt_r _ _ _ (s3_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  rewrite (s2_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s3_c12_L (c : nat) : lmoves (s3_board 1 0 (2 + c)) = [s3_board 0 1 (2 + c)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c12_R (c : nat) : rmoves (s3_board 1 0 (2 + c)) = [s2_board 1 0 (2 + c)].
Proof. unfold s2_board, s3_board. tf_options. Qed.
(* s3 = T^a _ T^b F T^c F on a==1 && b==0 && c>=2 *)
Lemma s3_c12_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s3_board 1 0 (2 + c) -> fst (s3_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s3_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s3_q6] in Hc |- *.
  rewrite tf_game_eq, (s3_c12_L c), (s3_c12_R c); cbn [map].
  pose proof (use_s3 IH 0 1 (2 + c) (opt_l _ _ _ (s3_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH 1 0 (2 + c) (opt_r _ _ _ (s3_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  rewrite (s2_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s3 = T^a _ T^b F T^c F on a==1 && b==1 && c==0: the board of s7 *)
Lemma s3_c13_p8 x (Hs7 : s7_claim x) :
  x = s3_board 1 1 0 -> fst (s3_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s3_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s3_q8] in Hc |- *.
  pose proof (Hs7 1 1 ltac:(rewrite Hx; unfold s3_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s3_c14_L : lmoves (s3_board 1 1 1) = [s3_board 0 2 1].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c14_R : rmoves (s3_board 1 1 1) = [s2_board 1 1 1].
Proof. unfold s2_board, s3_board. tf_options. Qed.
(* s3 = T^a _ T^b F T^c F on a==1 && b==1 && c==1 *)
Lemma s3_c14_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s3_board 1 1 1 -> fst (s3_q1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s3_q1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s3_q1] in Hc |- *.
  rewrite tf_game_eq, (s3_c14_L), (s3_c14_R); cbn [map].
  pose proof (use_s3 IH 0 2 1 (opt_l _ _ _ (s3_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH 1 1 1 (opt_r _ _ _ (s3_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s3_p3 Ho0 ltac:(zlia)).
  rewrite (s2_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s3_c15_L (c : nat) : lmoves (s3_board 1 1 (2 + c)) = [s3_board 0 2 (2 + c)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c15_R (c : nat) : rmoves (s3_board 1 1 (2 + c)) = [s2_board 1 1 (2 + c)].
Proof. unfold s2_board, s3_board. tf_options. Qed.
(* s3 = T^a _ T^b F T^c F on a==1 && b==1 && c>=2 *)
Lemma s3_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s3_board 1 1 (2 + c) -> fst (s3_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s3_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s3_q2] in Hc |- *.
  rewrite tf_game_eq, (s3_c15_L c), (s3_c15_R c); cbn [map].
  pose proof (use_s3 IH 0 2 (2 + c) (opt_l _ _ _ (s3_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH 1 1 (2 + c) (opt_r _ _ _ (s3_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s3_p3 Ho0 ltac:(zlia)).
  rewrite (s2_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s3 = T^a _ T^b F T^c F on a==1 && b>=2 && c==0: the board of s7 *)
Lemma s3_c16_p3 x (Hs7 : s7_claim x) (b : nat) :
  x = s3_board 1 (2 + b) 0 -> fst (s3_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s3_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s3_q3] in Hc |- *.
  pose proof (Hs7 1 (2 + b) ltac:(rewrite Hx; unfold s3_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s3_c17_L (b : nat) : lmoves (s3_board 1 (2 + b) 1) = [s3_board 0 (3 + b) 1].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c17_R (b : nat) : rmoves (s3_board 1 (2 + b) 1) = [].
Proof. unfold s3_board. tf_options. Qed.
(* s3 = T^a _ T^b F T^c F on a==1 && b>=2 && c==1 *)
Lemma s3_c17_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s3_board 1 (2 + b) 1 -> fst (s3_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s3_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s3_q3] in Hc |- *.
  rewrite tf_game_eq, (s3_c17_L b), (s3_c17_R b); cbn [map].
  pose proof (use_s3 IH 0 (3 + b) 1 (opt_l _ _ _ (s3_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s3_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s3_c18_L (b c : nat) : lmoves (s3_board 1 (2 + b) (2 + c)) = [s3_board 0 (3 + b) (2 + c)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c18_R (b c : nat) : rmoves (s3_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s3_board. tf_options. Qed.
(* s3 = T^a _ T^b F T^c F on a==1 && b>=2 && c>=2 *)
Lemma s3_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s3_board 1 (2 + b) (2 + c) -> fst (s3_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s3_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s3_q3] in Hc |- *.
  rewrite tf_game_eq, (s3_c18_L b c), (s3_c18_R b c); cbn [map].
  pose proof (use_s3 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s3_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s3_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s3 = T^a _ T^b F T^c F on a>=2 && b==0 && c==0: the board of s7 *)
Lemma s3_c19_p7 x (Hs7 : s7_claim x) (a : nat) :
  x = s3_board (2 + a) 0 0 -> fst (s3_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s3_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s3_q7] in Hc |- *.
  pose proof (Hs7 (2 + a) 0 ltac:(rewrite Hx; unfold s3_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s3_c20_L (a : nat) : lmoves (s3_board (2 + a) 0 1) = [s3_board (1 + a) 1 1].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c20_R (a : nat) : rmoves (s3_board (2 + a) 0 1) = [s2_board (2 + a) 0 1].
Proof. unfold s2_board, s3_board. tf_options. Qed.
(* s3 = T^a _ T^b F T^c F on a>=2 && b==0 && c==1 *)
Lemma s3_c20_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s3_board (2 + a) 0 1 -> fst (s3_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s3_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s3_q4] in Hc |- *.
  rewrite tf_game_eq, (s3_c20_L a), (s3_c20_R a); cbn [map].
  pose proof (use_s3 IH (1 + a) 1 1 (opt_l _ _ _ (s3_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH (2 + a) 0 1 (opt_r _ _ _ (s3_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s3_p1 Ho0 ltac:(zlia)).
  rewrite (s2_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s3_c20_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s3_board (2 + a) 0 1 -> fst (s3_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s3_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s3_q12] in Hc |- *.
  rewrite tf_game_eq, (s3_c20_L a), (s3_c20_R a); cbn [map].
  pose proof (use_s3 IH (1 + a) 1 1 (opt_l _ _ _ (s3_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH (2 + a) 0 1 (opt_r _ _ _ (s3_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s3_p4 Ho0 ltac:(zlia)).
    rewrite (s2_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s3_p5 Ho0 ltac:(zlia)).
    rewrite (s2_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s3_c21_L (a c : nat) : lmoves (s3_board (2 + a) 0 (2 + c)) = [s3_board (1 + a) 1 (2 + c)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c21_R (a c : nat) : rmoves (s3_board (2 + a) 0 (2 + c)) = [s2_board (2 + a) 0 (2 + c)].
Proof. unfold s2_board, s3_board. tf_options. Qed.
(* s3 = T^a _ T^b F T^c F on a>=2 && b==0 && c>=2 *)
Lemma s3_c21_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s3_board (2 + a) 0 (2 + c) -> fst (s3_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s3_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s3_q9] in Hc |- *.
  rewrite tf_game_eq, (s3_c21_L a c), (s3_c21_R a c); cbn [map].
  pose proof (use_s3 IH (1 + a) 1 (2 + c) (opt_l _ _ _ (s3_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s3_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  rewrite (s2_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s3_c21_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s3_board (2 + a) 0 (2 + c) -> fst (s3_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s3_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s3_q13] in Hc |- *.
  rewrite tf_game_eq, (s3_c21_L a c), (s3_c21_R a c); cbn [map].
  pose proof (use_s3 IH (1 + a) 1 (2 + c) (opt_l _ _ _ (s3_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s3_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s3_p6 Ho0 ltac:(zlia)).
  rewrite (s2_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s3_c21_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s3_board (2 + a) 0 (2 + c) -> fst (s3_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s3_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s3_q14] in Hc |- *.
  rewrite tf_game_eq, (s3_c21_L a c), (s3_c21_R a c); cbn [map].
  pose proof (use_s3 IH (1 + a) 1 (2 + c) (opt_l _ _ _ (s3_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s3_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s3_p10 Ho0 ltac:(zlia)).
  rewrite (s2_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s3 = T^a _ T^b F T^c F on a>=2 && b==1 && c==0: the board of s7 *)
Lemma s3_c22_p11 x (Hs7 : s7_claim x) (a : nat) :
  x = s3_board (2 + a) 1 0 -> fst (s3_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s3_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s3_q11] in Hc |- *.
  pose proof (Hs7 (2 + a) 1 ltac:(rewrite Hx; unfold s3_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s3_c23_L (a : nat) : lmoves (s3_board (2 + a) 1 1) = [s3_board (1 + a) 2 1].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c23_R (a : nat) : rmoves (s3_board (2 + a) 1 1) = [s2_board (2 + a) 1 1].
Proof. unfold s2_board, s3_board. tf_options. Qed.
(* s3 = T^a _ T^b F T^c F on a>=2 && b==1 && c==1 *)
Lemma s3_c23_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s3_board (2 + a) 1 1 -> fst (s3_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s3_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s3_q4] in Hc |- *.
  rewrite tf_game_eq, (s3_c23_L a), (s3_c23_R a); cbn [map].
  pose proof (use_s3 IH (1 + a) 2 1 (opt_l _ _ _ (s3_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH (2 + a) 1 1 (opt_r _ _ _ (s3_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s3_p3 Ho0 ltac:(zlia)).
  rewrite (s2_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s3_c23_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s3_board (2 + a) 1 1 -> fst (s3_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s3_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s3_q5] in Hc |- *.
  rewrite tf_game_eq, (s3_c23_L a), (s3_c23_R a); cbn [map].
  pose proof (use_s3 IH (1 + a) 2 1 (opt_l _ _ _ (s3_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH (2 + a) 1 1 (opt_r _ _ _ (s3_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s3_p3 Ho0 ltac:(zlia)).
  rewrite (s2_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s3_c24_L (a c : nat) : lmoves (s3_board (2 + a) 1 (2 + c)) = [s3_board (1 + a) 2 (2 + c)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c24_R (a c : nat) : rmoves (s3_board (2 + a) 1 (2 + c)) = [s2_board (2 + a) 1 (2 + c)].
Proof. unfold s2_board, s3_board. tf_options. Qed.
(* s3 = T^a _ T^b F T^c F on a>=2 && b==1 && c>=2 *)
Lemma s3_c24_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s3_board (2 + a) 1 (2 + c) -> fst (s3_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s3_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s3_q6] in Hc |- *.
  rewrite tf_game_eq, (s3_c24_L a c), (s3_c24_R a c); cbn [map].
  pose proof (use_s3 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s3_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s3_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s3_p3 Ho0 ltac:(zlia)).
  rewrite (s2_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s3_c24_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s3_board (2 + a) 1 (2 + c) -> fst (s3_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s3_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s3_q10] in Hc |- *.
  rewrite tf_game_eq, (s3_c24_L a c), (s3_c24_R a c); cbn [map].
  pose proof (use_s3 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s3_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s3_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s3_p3 Ho0 ltac:(zlia)).
  rewrite (s2_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s3 = T^a _ T^b F T^c F on a>=2 && b>=2 && c==0: the board of s7 *)
Lemma s3_c25_p3 x (Hs7 : s7_claim x) (a b : nat) :
  x = s3_board (2 + a) (2 + b) 0 -> fst (s3_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s3_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s3_q3] in Hc |- *.
  pose proof (Hs7 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s3_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s3_c26_L (a b : nat) : lmoves (s3_board (2 + a) (2 + b) 1) = [s3_board (1 + a) (3 + b) 1].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c26_R (a b : nat) : rmoves (s3_board (2 + a) (2 + b) 1) = [].
Proof. unfold s3_board. tf_options. Qed.
(* s3 = T^a _ T^b F T^c F on a>=2 && b>=2 && c==1 *)
Lemma s3_c26_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s3_board (2 + a) (2 + b) 1 -> fst (s3_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s3_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s3_q3] in Hc |- *.
  rewrite tf_game_eq, (s3_c26_L a b), (s3_c26_R a b); cbn [map].
  pose proof (use_s3 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s3_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s3_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s3_c27_L (a b c : nat) : lmoves (s3_board (2 + a) (2 + b) (2 + c)) = [s3_board (1 + a) (3 + b) (2 + c)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c27_R (a b c : nat) : rmoves (s3_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s3_board. tf_options. Qed.
(* s3 = T^a _ T^b F T^c F on a>=2 && b>=2 && c>=2 *)
Lemma s3_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s3_board (2 + a) (2 + b) (2 + c) -> fst (s3_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s3_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s3_q3] in Hc |- *.
  rewrite tf_game_eq, (s3_c27_L a b c), (s3_c27_R a b c); cbn [map].
  pose proof (use_s3 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s3_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s3_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s4_c1_L : lmoves (s4_board 0) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c1_R : rmoves (s4_board 0) = [].
Proof. unfold s4_board. tf_options. Qed.
(* s4 = T^a F _ on a==0 *)
Lemma s4_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s4_board 0 -> fst (s4_q1 (Z.of_nat 0)) -> tf_game x == snd (s4_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s4_q1] in Hc |- *.
  rewrite tf_game_eq, (s4_c1_L), (s4_c1_R); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s4_c2_L : lmoves (s4_board 1) = [strip [(1, 1)] ([]) [(1, 0)]].
Proof. unfold s4_board, strip. tf_options. Qed.
Lemma s4_c2_L1 : tf_norm (strip [(1, 1)] ([]) [(1, 0)]) (repeat E 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s4_c2_R : rmoves (s4_board 1) = [].
Proof. unfold s4_board. tf_options. Qed.
(* s4 = T^a F _ on a==1 *)
Lemma s4_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s4_board 1 -> fst (s4_q1 (Z.of_nat 1)) -> tf_game x == snd (s4_q1 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s4_q1] in Hc |- *.
  rewrite tf_game_eq, (s4_c2_L), (s4_c2_R); cbn [map].
  rewrite (tf_norm_blank (s4_c2_L1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s4_c3_L (a : nat) : lmoves (s4_board (2 + a)) = [strip [] (repeat T (1 + a) ++ [E; F]) [(1, 0)]].
Proof. unfold s4_board, strip. tf_options. Qed.
Lemma s4_c3_L1 (a : nat) : tf_norm (strip [] (repeat T (1 + a) ++ [E; F]) [(1, 0)]) (s5_board (1 + a) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
Lemma s4_c3_R (a : nat) : rmoves (s4_board (2 + a)) = [].
Proof. unfold s4_board. tf_options. Qed.
(* s4 = T^a F _ on a>=2 *)
Lemma s4_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s4_board (2 + a) -> fst (s4_q1 (Z.of_nat (2 + a))) -> tf_game x == snd (s4_q1 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s4_q1] in Hc |- *.
  rewrite tf_game_eq, (s4_c3_L a), (s4_c3_R a); cbn [map].
  rewrite (tf_norm_game0 (s4_c3_L1 a)).
  pose proof (use_s5 IH (1 + a) 0 (opt_norm_l _ _ _ _ _ (s4_c3_L a) ltac:(cbn [In]; left; reflexivity) (s4_c3_L1 a))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s5_p3 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s5_p5 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s5_p6 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s5_p8 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

Lemma s5_c1_L : lmoves (s5_board 0 0) = [].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c1_R : rmoves (s5_board 0 0) = [strip [(0, 1)] ([E]) []].
Proof. unfold s5_board, strip. tf_options. Qed.
Lemma s5_c1_R1 : tf_norm (strip [(0, 1)] ([E]) []) (repeat E 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s5 = T^a _ T^b F on a==0 && b==0 *)
Lemma s5_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s5_board 0 0 -> fst (s5_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s5_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s5_q1] in Hc |- *.
  rewrite tf_game_eq, (s5_c1_L), (s5_c1_R); cbn [map].
  rewrite (tf_norm_blank (s5_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s5_c2_L : lmoves (s5_board 0 1) = [].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c2_R : rmoves (s5_board 0 1) = [strip [(0, 1)] ([]) [(1, 1)]].
Proof. unfold s5_board, strip. tf_options. Qed.
Lemma s5_c2_R1 : tf_norm (strip [(0, 1)] ([]) [(1, 1)]) (repeat E 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s5 = T^a _ T^b F on a==0 && b==1 *)
Lemma s5_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s5_board 0 1 -> fst (s5_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s5_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s5_q1] in Hc |- *.
  rewrite tf_game_eq, (s5_c2_L), (s5_c2_R); cbn [map].
  rewrite (tf_norm_blank (s5_c2_R1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s5_c3_L (b : nat) : lmoves (s5_board 0 (2 + b)) = [].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c3_R (b : nat) : rmoves (s5_board 0 (2 + b)) = [].
Proof. unfold s5_board. tf_options. Qed.
(* s5 = T^a _ T^b F on a==0 && b>=2 *)
Lemma s5_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s5_board 0 (2 + b) -> fst (s5_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s5_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s5_q2] in Hc |- *.
  rewrite tf_game_eq, (s5_c3_L b), (s5_c3_R b); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s5_c4_L : lmoves (s5_board 1 0) = [s5_board 0 1].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c4_R : rmoves (s5_board 1 0) = [s4_board 1].
Proof. unfold s4_board, s5_board. tf_options. Qed.
(* s5 = T^a _ T^b F on a==1 && b==0 *)
Lemma s5_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s5_board 1 0 -> fst (s5_q3 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s5_q3 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s5_q3] in Hc |- *.
  rewrite tf_game_eq, (s5_c4_L), (s5_c4_R); cbn [map].
  pose proof (use_s5 IH 0 1 (opt_l _ _ _ (s5_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s4 IH 1 (opt_r _ _ _ (s5_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s5_p1 Ho0 ltac:(zlia)).
  rewrite (s4_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s5_c5_L : lmoves (s5_board 1 1) = [s5_board 0 2].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c5_R : rmoves (s5_board 1 1) = [strip [] ([T; F]) [(1, 1)]].
Proof. unfold s5_board, strip. tf_options. Qed.
Lemma s5_c5_R1 : tf_norm (strip [] ([T; F]) [(1, 1)]) (s4_board 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F]) [(1, 1)]); [reflexivity | unfold s4_board; strip_board_eq | strip_offset]. Qed.
(* s5 = T^a _ T^b F on a==1 && b==1 *)
Lemma s5_c5_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s5_board 1 1 -> fst (s5_q4 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s5_q4 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s5_q4] in Hc |- *.
  rewrite tf_game_eq, (s5_c5_L), (s5_c5_R); cbn [map].
  pose proof (use_s5 IH 0 2 (opt_l _ _ _ (s5_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s5_c5_R1)).
  pose proof (use_s4 IH 1 (opt_norm_r _ _ _ _ _ (s5_c5_R) ltac:(cbn [In]; left; reflexivity) (s5_c5_R1))) as Ho1.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  rewrite (s4_p1 Ho1 I).
  rewrite (s4_p1_add (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s5_c6_L (b : nat) : lmoves (s5_board 1 (2 + b)) = [s5_board 0 (3 + b)].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c6_R (b : nat) : rmoves (s5_board 1 (2 + b)) = [].
Proof. unfold s5_board. tf_options. Qed.
(* s5 = T^a _ T^b F on a==1 && b>=2 *)
Lemma s5_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s5_board 1 (2 + b) -> fst (s5_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s5_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s5_q2] in Hc |- *.
  rewrite tf_game_eq, (s5_c6_L b), (s5_c6_R b); cbn [map].
  pose proof (use_s5 IH 0 (3 + b) (opt_l _ _ _ (s5_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s5_c7_L (a : nat) : lmoves (s5_board (2 + a) 0) = [s5_board (1 + a) 1].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c7_R (a : nat) : rmoves (s5_board (2 + a) 0) = [s4_board (2 + a)].
Proof. unfold s4_board, s5_board. tf_options. Qed.
(* s5 = T^a _ T^b F on a>=2 && b==0 *)
Lemma s5_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s5_board (2 + a) 0 -> fst (s5_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s5_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s5_q5] in Hc |- *.
  rewrite tf_game_eq, (s5_c7_L a), (s5_c7_R a); cbn [map].
  pose proof (use_s5 IH (1 + a) 1 (opt_l _ _ _ (s5_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s4 IH (2 + a) (opt_r _ _ _ (s5_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s5_p4 Ho0 ltac:(zlia)).
  rewrite (s4_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s5_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s5_board (2 + a) 0 -> fst (s5_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s5_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s5_q6] in Hc |- *.
  rewrite tf_game_eq, (s5_c7_L a), (s5_c7_R a); cbn [map].
  pose proof (use_s5 IH (1 + a) 1 (opt_l _ _ _ (s5_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s4 IH (2 + a) (opt_r _ _ _ (s5_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s5_p3 Ho0 ltac:(zlia)).
  rewrite (s4_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s5_c7_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s5_board (2 + a) 0 -> fst (s5_q8 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s5_q8 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s5_q8] in Hc |- *.
  rewrite tf_game_eq, (s5_c7_L a), (s5_c7_R a); cbn [map].
  pose proof (use_s5 IH (1 + a) 1 (opt_l _ _ _ (s5_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s4 IH (2 + a) (opt_r _ _ _ (s5_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s5_p7 Ho0 ltac:(zlia)).
  rewrite (s4_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s5_c8_L (a : nat) : lmoves (s5_board (2 + a) 1) = [s5_board (1 + a) 2].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c8_R (a : nat) : rmoves (s5_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F]) [(1, 1)]].
Proof. unfold s5_board, strip. tf_options. Qed.
Lemma s5_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F]) [(1, 1)]) (s4_board (2 + a)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F]) [(1, 1)]); [reflexivity | unfold s4_board; strip_board_eq | strip_offset]. Qed.
(* s5 = T^a _ T^b F on a>=2 && b==1 *)
Lemma s5_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s5_board (2 + a) 1 -> fst (s5_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s5_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s5_q3] in Hc |- *.
  rewrite tf_game_eq, (s5_c8_L a), (s5_c8_R a); cbn [map].
  pose proof (use_s5 IH (1 + a) 2 (opt_l _ _ _ (s5_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s5_c8_R1 a)).
  pose proof (use_s4 IH (2 + a) (opt_norm_r _ _ _ _ _ (s5_c8_R a) ltac:(cbn [In]; left; reflexivity) (s5_c8_R1 a))) as Ho1.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  rewrite (s4_p1 Ho1 I).
  rewrite (s4_p1_add (Z.of_nat (2 + a)) (1) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s5_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s5_board (2 + a) 1 -> fst (s5_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s5_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s5_q7] in Hc |- *.
  rewrite tf_game_eq, (s5_c8_L a), (s5_c8_R a); cbn [map].
  pose proof (use_s5 IH (1 + a) 2 (opt_l _ _ _ (s5_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s5_c8_R1 a)).
  pose proof (use_s4 IH (2 + a) (opt_norm_r _ _ _ _ _ (s5_c8_R a) ltac:(cbn [In]; left; reflexivity) (s5_c8_R1 a))) as Ho1.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  rewrite (s4_p1 Ho1 I).
  rewrite (s4_p1_add (Z.of_nat (2 + a)) (1) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s5_c9_L (a b : nat) : lmoves (s5_board (2 + a) (2 + b)) = [s5_board (1 + a) (3 + b)].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c9_R (a b : nat) : rmoves (s5_board (2 + a) (2 + b)) = [].
Proof. unfold s5_board. tf_options. Qed.
(* s5 = T^a _ T^b F on a>=2 && b>=2 *)
Lemma s5_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s5_board (2 + a) (2 + b) -> fst (s5_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s5_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s5_q2] in Hc |- *.
  rewrite tf_game_eq, (s5_c9_L a b), (s5_c9_R a b); cbn [map].
  pose proof (use_s5 IH (1 + a) (3 + b) (opt_l _ _ _ (s5_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s6_c1_L : lmoves (s6_board 0) = [].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c1_R : rmoves (s6_board 0) = [].
Proof. unfold s6_board. tf_options. Qed.
(* s6 = T^a F^2 _ on a==0 *)
Lemma s6_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s6_board 0 -> fst (s6_q1 (Z.of_nat 0)) -> tf_game x == snd (s6_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s6_q1] in Hc |- *.
  rewrite tf_game_eq, (s6_c1_L), (s6_c1_R); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s6_c2_L : lmoves (s6_board 1) = [].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c2_R : rmoves (s6_board 1) = [].
Proof. unfold s6_board. tf_options. Qed.
(* s6 = T^a F^2 _ on a==1 *)
Lemma s6_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s6_board 1 -> fst (s6_q1 (Z.of_nat 1)) -> tf_game x == snd (s6_q1 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s6_q1] in Hc |- *.
  rewrite tf_game_eq, (s6_c2_L), (s6_c2_R); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s6_c3_L (a : nat) : lmoves (s6_board (2 + a)) = [].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c3_R (a : nat) : rmoves (s6_board (2 + a)) = [].
Proof. unfold s6_board. tf_options. Qed.
(* s6 = T^a F^2 _ on a>=2 *)
Lemma s6_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s6_board (2 + a) -> fst (s6_q1 (Z.of_nat (2 + a))) -> tf_game x == snd (s6_q1 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s6_q1] in Hc |- *.
  rewrite tf_game_eq, (s6_c3_L a), (s6_c3_R a); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s7_c1_L : lmoves (s7_board 0 0) = [].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c1_R : rmoves (s7_board 0 0) = [strip [(0, 1); (1, 1)] ([]) []].
Proof. unfold s7_board, strip. tf_options. Qed.
Lemma s7_c1_R1 : tf_norm (strip [(0, 1); (1, 1)] ([]) []) (repeat E 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s7 = T^a _ T^b F^2 on a==0 && b==0 *)
Lemma s7_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s7_board 0 0 -> fst (s7_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s7_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s7_q1] in Hc |- *.
  rewrite tf_game_eq, (s7_c1_L), (s7_c1_R); cbn [map].
  rewrite (tf_norm_blank (s7_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s7_c2_L : lmoves (s7_board 0 1) = [].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c2_R : rmoves (s7_board 0 1) = [strip [(0, 1)] ([T; E; F]) []].
Proof. unfold s7_board, strip. tf_options. Qed.
Lemma s7_c2_R1 : tf_norm (strip [(0, 1)] ([T; E; F]) []) (s5_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F]) []); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
(* s7 = T^a _ T^b F^2 on a==0 && b==1 *)
Lemma s7_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s7_board 0 1 -> fst (s7_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s7_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s7_q2] in Hc |- *.
  rewrite tf_game_eq, (s7_c2_L), (s7_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s7_c2_R1)).
  pose proof (use_s5 IH 1 0 (opt_norm_r _ _ _ _ _ (s7_c2_R) ltac:(cbn [In]; left; reflexivity) (s7_c2_R1))) as Ho0.
  rewrite (s5_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s7_c3_L (b : nat) : lmoves (s7_board 0 (2 + b)) = [].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c3_R (b : nat) : rmoves (s7_board 0 (2 + b)) = [].
Proof. unfold s7_board. tf_options. Qed.
(* s7 = T^a _ T^b F^2 on a==0 && b>=2 *)
Lemma s7_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s7_board 0 (2 + b) -> fst (s7_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s7_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s7_q2] in Hc |- *.
  rewrite tf_game_eq, (s7_c3_L b), (s7_c3_R b); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s7_c4_L : lmoves (s7_board 1 0) = [s7_board 0 1].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c4_R : rmoves (s7_board 1 0) = [s2_board 1 0 0].
Proof. unfold s2_board, s7_board. tf_options. Qed.
(* s7 = T^a _ T^b F^2 on a==1 && b==0 *)
Lemma s7_c4_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s7_board 1 0 -> fst (s7_q4 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s7_q4 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s7_q4] in Hc |- *.
  rewrite tf_game_eq, (s7_c4_L), (s7_c4_R); cbn [map].
  pose proof (use_s7 IH 0 1 (opt_l _ _ _ (s7_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH 1 0 0 (opt_r _ _ _ (s7_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s7_p2 Ho0 ltac:(zlia)).
  rewrite (s2_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s7_c5_L : lmoves (s7_board 1 1) = [s7_board 0 2].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c5_R : rmoves (s7_board 1 1) = [s2_board 1 1 0].
Proof. unfold s2_board, s7_board. tf_options. Qed.
(* s7 = T^a _ T^b F^2 on a==1 && b==1 *)
Lemma s7_c5_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s7_board 1 1 -> fst (s7_q5 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s7_q5 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s7_q5] in Hc |- *.
  rewrite tf_game_eq, (s7_c5_L), (s7_c5_R); cbn [map].
  pose proof (use_s7 IH 0 2 (opt_l _ _ _ (s7_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH 1 1 0 (opt_r _ _ _ (s7_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s7_p2 Ho0 ltac:(zlia)).
  rewrite (s2_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s7_c6_L (b : nat) : lmoves (s7_board 1 (2 + b)) = [s7_board 0 (3 + b)].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c6_R (b : nat) : rmoves (s7_board 1 (2 + b)) = [].
Proof. unfold s7_board. tf_options. Qed.
(* s7 = T^a _ T^b F^2 on a==1 && b>=2 *)
Lemma s7_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s7_board 1 (2 + b) -> fst (s7_q3 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s7_q3 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s7_q3] in Hc |- *.
  rewrite tf_game_eq, (s7_c6_L b), (s7_c6_R b); cbn [map].
  pose proof (use_s7 IH 0 (3 + b) (opt_l _ _ _ (s7_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s7_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s7_c7_L (a : nat) : lmoves (s7_board (2 + a) 0) = [s7_board (1 + a) 1].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c7_R (a : nat) : rmoves (s7_board (2 + a) 0) = [s2_board (2 + a) 0 0].
Proof. unfold s2_board, s7_board. tf_options. Qed.
(* s7 = T^a _ T^b F^2 on a>=2 && b==0 *)
Lemma s7_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s7_board (2 + a) 0 -> fst (s7_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s7_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s7_q6] in Hc |- *.
  rewrite tf_game_eq, (s7_c7_L a), (s7_c7_R a); cbn [map].
  pose proof (use_s7 IH (1 + a) 1 (opt_l _ _ _ (s7_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH (2 + a) 0 0 (opt_r _ _ _ (s7_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s7_p5 Ho0 ltac:(zlia)).
    rewrite (s2_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s7_p7 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s2_p10 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s2_p11 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s7_c8_L (a : nat) : lmoves (s7_board (2 + a) 1) = [s7_board (1 + a) 2].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c8_R (a : nat) : rmoves (s7_board (2 + a) 1) = [s2_board (2 + a) 1 0].
Proof. unfold s2_board, s7_board. tf_options. Qed.
(* s7 = T^a _ T^b F^2 on a>=2 && b==1 *)
Lemma s7_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s7_board (2 + a) 1 -> fst (s7_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s7_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s7_q7] in Hc |- *.
  rewrite tf_game_eq, (s7_c8_L a), (s7_c8_R a); cbn [map].
  pose proof (use_s7 IH (1 + a) 2 (opt_l _ _ _ (s7_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH (2 + a) 1 0 (opt_r _ _ _ (s7_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s7_p3 Ho0 ltac:(zlia)).
  rewrite (s2_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s7_c9_L (a b : nat) : lmoves (s7_board (2 + a) (2 + b)) = [s7_board (1 + a) (3 + b)].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c9_R (a b : nat) : rmoves (s7_board (2 + a) (2 + b)) = [].
Proof. unfold s7_board. tf_options. Qed.
(* s7 = T^a _ T^b F^2 on a>=2 && b>=2 *)
Lemma s7_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s7_board (2 + a) (2 + b) -> fst (s7_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s7_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s7_q3] in Hc |- *.
  rewrite tf_game_eq, (s7_c9_L a b), (s7_c9_R a b); cbn [map].
  pose proof (use_s7 IH (1 + a) (3 + b) (opt_l _ _ _ (s7_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s7_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* ------------------------------------------------------------------ *)
(* The induction steps, piece by piece                                *)

Lemma s1_step x (IH : forall y, meas y < meas x -> values_hold y) (Hs6 : s6_claim x) : s1_claim x.
Proof.
  intros a b Hx. unfold s1_pieces.
  apply holds_cons; [intros Hc; cbn [fst s1_q1] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exact (s1_c1_p1 x Hs6 Hx Hc) | exact (s1_c2_p1 x IH Hx Hc) | change (S (S b)) with (2 + b) in *; exact (s1_c3_p1 x IH b Hx Hc)] | destruct b as [|[|b]]; [exact (s1_c4_p1 x Hs6 Hx Hc) | exact (s1_c5_p1 x IH Hx Hc) | change (S (S b)) with (2 + b) in *; exact (s1_c6_p1 x IH b Hx Hc)] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exact (s1_c7_p1 x Hs6 a Hx Hc) | exact (s1_c8_p1 x IH a Hx Hc) | change (S (S b)) with (2 + b) in *; exact (s1_c9_p1 x IH a b Hx Hc)]]|].
  apply holds_nil.
Qed.

Lemma s2_step x (IH : forall y, meas y < meas x -> values_hold y) : s2_claim x.
Proof.
  intros a b c Hx. unfold s2_pieces.
  apply holds_cons; [intros Hc; cbn [fst s2_q1] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [destruct c as [|[|c]]; [exact (s2_c1_p1 x IH Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia] | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia] | destruct b as [|[|b]]; [destruct c as [|[|c]]; [exact (s2_c10_p1 x IH Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia] | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia] | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s2_q2] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [destruct c as [|[|c]]; [exfalso; zlia | exact (s2_c2_p2 x IH Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia] | destruct c as [|[|c]]; [exfalso; zlia | exact (s2_c5_p2 x IH Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia] | change (S (S b)) with (2 + b) in *; exfalso; zlia] | destruct b as [|[|b]]; [destruct c as [|[|c]]; [exfalso; zlia | exact (s2_c11_p2 x IH Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia] | destruct c as [|[|c]]; [exfalso; zlia | exact (s2_c14_p2 x IH Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia] | change (S (S b)) with (2 + b) in *; exfalso; zlia] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [destruct c as [|[|c]]; [exfalso; zlia | exact (s2_c20_p2 x IH a Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia] | destruct c as [|[|c]]; [exfalso; zlia | exact (s2_c23_p2 x IH a Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia] | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_cons; [intros Hc; cbn [fst s2_q3] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s2_c3_p3 x IH c Hx Hc)] | destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s2_c6_p3 x IH c Hx Hc)] | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s2_c9_p3 x IH b c Hx Hc)]] | destruct b as [|[|b]]; [destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s2_c12_p3 x IH c Hx Hc)] | destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s2_c15_p3 x IH c Hx Hc)] | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s2_c18_p3 x IH b c Hx Hc)]] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s2_c21_p3 x IH a c Hx Hc)] | destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s2_c24_p3 x IH a c Hx Hc)] | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s2_c27_p3 x IH a b c Hx Hc)]]]|].
  apply holds_cons; [intros Hc; cbn [fst s2_q4] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exact (s2_c4_p4 x IH Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia] | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exact (s2_c8_p4 x IH b Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia]] | destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exact (s2_c13_p4 x IH Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia] | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exact (s2_c17_p4 x IH b Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia]] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exact (s2_c22_p4 x IH a Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia] | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exact (s2_c26_p4 x IH a b Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia]]]|].
  apply holds_cons; [intros Hc; cbn [fst s2_q5] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exact (s2_c7_p5 x IH b Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia]] | destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exact (s2_c16_p5 x IH b Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia]] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exact (s2_c25_p5 x IH a b Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia]]]|].
  apply holds_cons; [intros Hc; cbn [fst s2_q6] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exact (s2_c7_p6 x IH b Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia]] | destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exact (s2_c16_p6 x IH b Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia]] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exact (s2_c25_p6 x IH a b Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia]]]|].
  apply holds_cons; [intros Hc; cbn [fst s2_q7] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exact (s2_c8_p7 x IH b Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia]] | destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exact (s2_c17_p7 x IH b Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia]] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exact (s2_c26_p7 x IH a b Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia]]]|].
  apply holds_cons; [intros Hc; cbn [fst s2_q8] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exact (s2_c7_p8 x IH b Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia]] | destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exact (s2_c16_p8 x IH b Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia]] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exact (s2_c25_p8 x IH a b Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia]]]|].
  apply holds_cons; [intros Hc; cbn [fst s2_q9] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [destruct c as [|[|c]]; [exact (s2_c19_p9 x IH a Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia] | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_cons; [intros Hc; cbn [fst s2_q10] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [destruct c as [|[|c]]; [exact (s2_c19_p10 x IH a Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia] | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_cons; [intros Hc; cbn [fst s2_q11] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [destruct c as [|[|c]]; [exact (s2_c19_p11 x IH a Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia] | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_nil.
Qed.

Lemma s3_step x (IH : forall y, meas y < meas x -> values_hold y) (Hs7 : s7_claim x) : s3_claim x.
Proof.
  intros a b c Hx. unfold s3_pieces.
  apply holds_cons; [intros Hc; cbn [fst s3_q1] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [destruct c as [|[|c]]; [exact (s3_c1_p1 x Hs7 Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia] | destruct c as [|[|c]]; [exact (s3_c4_p1 x Hs7 Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia] | change (S (S b)) with (2 + b) in *; exfalso; zlia] | destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exfalso; zlia | exact (s3_c14_p1 x IH Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia] | change (S (S b)) with (2 + b) in *; exfalso; zlia] | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s3_q2] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [destruct c as [|[|c]]; [exfalso; zlia | exact (s3_c2_p2 x IH Hx Hc) | change (S (S c)) with (2 + c) in *; exact (s3_c3_p2 x IH c Hx Hc)] | destruct c as [|[|c]]; [exfalso; zlia | exact (s3_c5_p2 x IH Hx Hc) | change (S (S c)) with (2 + c) in *; exact (s3_c6_p2 x IH c Hx Hc)] | change (S (S b)) with (2 + b) in *; exfalso; zlia] | destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s3_c15_p2 x IH c Hx Hc)] | change (S (S b)) with (2 + b) in *; exfalso; zlia] | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s3_q3] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exact (s3_c7_p3 x Hs7 b Hx Hc) | exact (s3_c8_p3 x IH b Hx Hc) | change (S (S c)) with (2 + c) in *; exact (s3_c9_p3 x IH b c Hx Hc)]] | destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exact (s3_c16_p3 x Hs7 b Hx Hc) | exact (s3_c17_p3 x IH b Hx Hc) | change (S (S c)) with (2 + c) in *; exact (s3_c18_p3 x IH b c Hx Hc)]] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exact (s3_c25_p3 x Hs7 a b Hx Hc) | exact (s3_c26_p3 x IH a b Hx Hc) | change (S (S c)) with (2 + c) in *; exact (s3_c27_p3 x IH a b c Hx Hc)]]]|].
  apply holds_cons; [intros Hc; cbn [fst s3_q4] in Hc; destruct a as [|[|a]]; [exfalso; zlia | destruct b as [|[|b]]; [destruct c as [|[|c]]; [exact (s3_c10_p4 x Hs7 Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia] | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [destruct c as [|[|c]]; [exfalso; zlia | exact (s3_c20_p4 x IH a Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia] | destruct c as [|[|c]]; [exfalso; zlia | exact (s3_c23_p4 x IH a Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia] | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_cons; [intros Hc; cbn [fst s3_q5] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exfalso; zlia | exact (s3_c23_p5 x IH a Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia] | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_cons; [intros Hc; cbn [fst s3_q6] in Hc; destruct a as [|[|a]]; [exfalso; zlia | destruct b as [|[|b]]; [destruct c as [|[|c]]; [exfalso; zlia | exact (s3_c11_p6 x IH Hx Hc) | change (S (S c)) with (2 + c) in *; exact (s3_c12_p6 x IH c Hx Hc)] | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s3_c24_p6 x IH a c Hx Hc)] | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_cons; [intros Hc; cbn [fst s3_q7] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [destruct c as [|[|c]]; [exact (s3_c19_p7 x Hs7 a Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia] | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_cons; [intros Hc; cbn [fst s3_q8] in Hc; destruct a as [|[|a]]; [exfalso; zlia | destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exact (s3_c13_p8 x Hs7 Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia] | change (S (S b)) with (2 + b) in *; exfalso; zlia] | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s3_q9] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s3_c21_p9 x IH a c Hx Hc)] | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_cons; [intros Hc; cbn [fst s3_q10] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s3_c24_p10 x IH a c Hx Hc)] | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_cons; [intros Hc; cbn [fst s3_q11] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exact (s3_c22_p11 x Hs7 a Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia] | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_cons; [intros Hc; cbn [fst s3_q12] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [destruct c as [|[|c]]; [exfalso; zlia | exact (s3_c20_p12 x IH a Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia] | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_cons; [intros Hc; cbn [fst s3_q13] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s3_c21_p13 x IH a c Hx Hc)] | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_cons; [intros Hc; cbn [fst s3_q14] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s3_c21_p14 x IH a c Hx Hc)] | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_nil.
Qed.

Lemma s4_step x (IH : forall y, meas y < meas x -> values_hold y) : s4_claim x.
Proof.
  intros a Hx. unfold s4_pieces.
  apply holds_cons; [intros Hc; cbn [fst s4_q1] in Hc; destruct a as [|[|a]]; [exact (s4_c1_p1 x IH Hx Hc) | exact (s4_c2_p1 x IH Hx Hc) | change (S (S a)) with (2 + a) in *; exact (s4_c3_p1 x IH a Hx Hc)]|].
  apply holds_nil.
Qed.

Lemma s5_step x (IH : forall y, meas y < meas x -> values_hold y) : s5_claim x.
Proof.
  intros a b Hx. unfold s5_pieces.
  apply holds_cons; [intros Hc; cbn [fst s5_q1] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exact (s5_c1_p1 x IH Hx Hc) | exact (s5_c2_p1 x IH Hx Hc) | change (S (S b)) with (2 + b) in *; exfalso; zlia] | exfalso; zlia | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s5_q2] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s5_c3_p2 x IH b Hx Hc)] | destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s5_c6_p2 x IH b Hx Hc)] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s5_c9_p2 x IH a b Hx Hc)]]|].
  apply holds_cons; [intros Hc; cbn [fst s5_q3] in Hc; destruct a as [|[|a]]; [exfalso; zlia | destruct b as [|[|b]]; [exact (s5_c4_p3 x IH Hx Hc) | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | exact (s5_c8_p3 x IH a Hx Hc) | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_cons; [intros Hc; cbn [fst s5_q4] in Hc; destruct a as [|[|a]]; [exfalso; zlia | destruct b as [|[|b]]; [exfalso; zlia | exact (s5_c5_p4 x IH Hx Hc) | change (S (S b)) with (2 + b) in *; exfalso; zlia] | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s5_q5] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exact (s5_c7_p5 x IH a Hx Hc) | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_cons; [intros Hc; cbn [fst s5_q6] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exact (s5_c7_p6 x IH a Hx Hc) | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_cons; [intros Hc; cbn [fst s5_q7] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | exact (s5_c8_p7 x IH a Hx Hc) | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_cons; [intros Hc; cbn [fst s5_q8] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exact (s5_c7_p8 x IH a Hx Hc) | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_nil.
Qed.

Lemma s6_step x (IH : forall y, meas y < meas x -> values_hold y) : s6_claim x.
Proof.
  intros a Hx. unfold s6_pieces.
  apply holds_cons; [intros Hc; cbn [fst s6_q1] in Hc; destruct a as [|[|a]]; [exact (s6_c1_p1 x IH Hx Hc) | exact (s6_c2_p1 x IH Hx Hc) | change (S (S a)) with (2 + a) in *; exact (s6_c3_p1 x IH a Hx Hc)]|].
  apply holds_nil.
Qed.

Lemma s7_step x (IH : forall y, meas y < meas x -> values_hold y) : s7_claim x.
Proof.
  intros a b Hx. unfold s7_pieces.
  apply holds_cons; [intros Hc; cbn [fst s7_q1] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exact (s7_c1_p1 x IH Hx Hc) | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia] | exfalso; zlia | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s7_q2] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | exact (s7_c2_p2 x IH Hx Hc) | change (S (S b)) with (2 + b) in *; exact (s7_c3_p2 x IH b Hx Hc)] | exfalso; zlia | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s7_q3] in Hc; destruct a as [|[|a]]; [exfalso; zlia | destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s7_c6_p3 x IH b Hx Hc)] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s7_c9_p3 x IH a b Hx Hc)]]|].
  apply holds_cons; [intros Hc; cbn [fst s7_q4] in Hc; destruct a as [|[|a]]; [exfalso; zlia | destruct b as [|[|b]]; [exact (s7_c4_p4 x IH Hx Hc) | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia] | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s7_q5] in Hc; destruct a as [|[|a]]; [exfalso; zlia | destruct b as [|[|b]]; [exfalso; zlia | exact (s7_c5_p5 x IH Hx Hc) | change (S (S b)) with (2 + b) in *; exfalso; zlia] | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s7_q6] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exact (s7_c7_p6 x IH a Hx Hc) | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_cons; [intros Hc; cbn [fst s7_q7] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | exact (s7_c8_p7 x IH a Hx Hc) | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_nil.
Qed.

Theorem all_values_hold x : values_hold x.
Proof.
  induction x as [x IH] using board_ind.
  assert (Hs4 : s4_claim x) by exact (s4_step x IH).
  assert (Hs6 : s6_claim x) by exact (s6_step x IH).
  assert (Hs1 : s1_claim x) by exact (s1_step x IH Hs6).
  assert (Hs5 : s5_claim x) by exact (s5_step x IH).
  assert (Hs7 : s7_claim x) by exact (s7_step x IH).
  assert (Hs2 : s2_claim x) by exact (s2_step x IH).
  assert (Hs3 : s3_claim x) by exact (s3_step x IH Hs7).
  exact (conj Hs1 (conj Hs2 (conj Hs3 (conj Hs4 (conj Hs5 (conj Hs6 Hs7)))))).
Qed.

(* ------------------------------------------------------------------ *)
(* The families                                                       *)

Lemma all_s1 (a b : nat) : holds (s1_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s1_board a b)).
Proof. exact ((proj1 (all_values_hold _)) a b eq_refl). Qed.

Lemma all_s2 (a b c : nat) : holds (s2_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s2_board a b c)).
Proof. exact ((proj1 (proj2 (all_values_hold _))) a b c eq_refl). Qed.

Lemma all_s3 (a b c : nat) : holds (s3_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s3_board a b c)).
Proof. exact ((proj1 (proj2 (proj2 (all_values_hold _)))) a b c eq_refl). Qed.

Definition family1_board (a b : nat) : board := repeat T a ++ F :: repeat T b ++ [F; E].  (* T^a F T^b F _ *)
Definition family1_value (a b : Z) : game := int 0.
Lemma family1_p1 (a b : Z) : True -> family1_value a b = int 0.
Proof. reflexivity. Qed.
Theorem A12_1 : forall a b, tf_game (family1_board a b) == family1_value (Z.of_nat a) (Z.of_nat b).
Proof.
  intros a b.
  replace (family1_board a b) with (s1_board a b) by (unfold family1_board, s1_board; board_eq).
  pose proof (all_s1 a b) as Ho0.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]).
  {
    rewrite (s1_p1 Ho0 I).
    rewrite (family1_p1 (Z.of_nat 0) (Z.of_nat 0) I).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s1_p1 Ho0 I).
    rewrite (family1_p1 (Z.of_nat 0) (Z.of_nat 1) I).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s1_p1 Ho0 I).
    rewrite (family1_p1 (Z.of_nat 0) (Z.of_nat (2 + b)) I).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s1_p1 Ho0 I).
    rewrite (family1_p1 (Z.of_nat 1) (Z.of_nat 0) I).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s1_p1 Ho0 I).
    rewrite (family1_p1 (Z.of_nat 1) (Z.of_nat 1) I).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s1_p1 Ho0 I).
    rewrite (family1_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) I).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s1_p1 Ho0 I).
    rewrite (family1_p1 (Z.of_nat (2 + a)) (Z.of_nat 0) I).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s1_p1 Ho0 I).
    rewrite (family1_p1 (Z.of_nat (2 + a)) (Z.of_nat 1) I).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s1_p1 Ho0 I).
    rewrite (family1_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) I).
    unfold nstar.
    num_cmp.
  }
Qed.

Definition family2_board (a b c : nat) : board := repeat T a ++ F :: repeat T b ++ E :: repeat T c ++ [F].  (* T^a F T^b _ T^c F *)
Definition family2_value (a b c : Z) : game := select [
  (((a <=? 1) && (b =? 0) && (c =? 0))%Z, dyadic (a - 2) 1);
  (((b <=? 1) && (c =? 1))%Z, dyadic b 1);
  (((2 <=? c))%Z, int b);
  (((b - c =? 1) && (b <=? 2))%Z, nstar (int (b - 1)));
  (((b =? 2) && (c =? 0))%Z, Game [dyadic 1 1] [int 0]);
  (((b =? 3) && (c =? 0))%Z, Game [nstar (int 1)] [int 0]);
  (((3 <=? b) && (c =? 1))%Z, Game [int (b - 1)] [int 1]);
  (((4 <=? b) && (c =? 0))%Z, Game [Game [int (b - 2)] [int 1]] [int 0]);
  (((a =? 2) && (b =? 0) && (c =? 0))%Z, Game [nstar (int 0)] [int 0]);
  (((a =? 3) && (b =? 0) && (c =? 0))%Z, Game [Game [dyadic 1 2] [int 0]] [int 0]);
  (((4 <=? a) && (b =? 0) && (c =? 0))%Z, Game [Game [Game [int (a - 3)] [dyadic 1 1]] [int 0]] [int 0])].
Lemma family2_p1 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a <= 1 /\ b = 0 /\ c = 0)%Z -> family2_value a b c = dyadic (a - 2) 1.
Proof. intros Ha Hb Hc H. unfold family2_value. select_piece 0. Qed.
Lemma family2_p2 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b <= 1 /\ c = 1)%Z -> family2_value a b c = dyadic b 1.
Proof. intros Ha Hb Hc H. unfold family2_value. select_piece 1. Qed.
Lemma family2_p3 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (c >= 2)%Z -> family2_value a b c = int b.
Proof. intros Ha Hb Hc H. unfold family2_value. select_piece 2. Qed.
Lemma family2_p4 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b - c = 1 /\ b <= 2)%Z -> family2_value a b c = nstar (int (b - 1)).
Proof. intros Ha Hb Hc H. unfold family2_value. select_piece 3. Qed.
Lemma family2_p5 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b = 2 /\ c = 0)%Z -> family2_value a b c = Game [dyadic 1 1] [int 0].
Proof. intros Ha Hb Hc H. unfold family2_value. select_piece 4. Qed.
Lemma family2_p6 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b = 3 /\ c = 0)%Z -> family2_value a b c = Game [nstar (int 1)] [int 0].
Proof. intros Ha Hb Hc H. unfold family2_value. select_piece 5. Qed.
Lemma family2_p7 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 3 /\ c = 1)%Z -> family2_value a b c = Game [int (b - 1)] [int 1].
Proof. intros Ha Hb Hc H. unfold family2_value. select_piece 6. Qed.
Lemma family2_p8 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 4 /\ c = 0)%Z -> family2_value a b c = Game [Game [int (b - 2)] [int 1]] [int 0].
Proof. intros Ha Hb Hc H. unfold family2_value. select_piece 7. Qed.
Lemma family2_p9 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 2 /\ b = 0 /\ c = 0)%Z -> family2_value a b c = Game [nstar (int 0)] [int 0].
Proof. intros Ha Hb Hc H. unfold family2_value. select_piece 8. Qed.
Lemma family2_p10 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 3 /\ b = 0 /\ c = 0)%Z -> family2_value a b c = Game [Game [dyadic 1 2] [int 0]] [int 0].
Proof. intros Ha Hb Hc H. unfold family2_value. select_piece 9. Qed.
Lemma family2_p11 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 4 /\ b = 0 /\ c = 0)%Z -> family2_value a b c = Game [Game [Game [int (a - 3)] [dyadic 1 1]] [int 0]] [int 0].
Proof. intros Ha Hb Hc H. unfold family2_value. select_piece 10. Qed.
Theorem A12_2 : forall a b c, tf_game (family2_board a b c) == family2_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c).
Proof.
  intros a b c.
  replace (family2_board a b c) with (s2_board a b c) by (unfold family2_board, s2_board; board_eq).
  pose proof (all_s2 a b c) as Ho0.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]); (destruct c as [|[|c]]; [ | | change (S (S c)) with (2 + c) in *]).
  {
    rewrite (s2_p1 Ho0 ltac:(zlia)).
    rewrite (family2_p1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s2_p2 Ho0 ltac:(zlia)).
    rewrite (family2_p2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s2_p3 Ho0 ltac:(zlia)).
    rewrite (family2_p3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s2_p4 Ho0 ltac:(zlia)).
    rewrite (family2_p4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s2_p2 Ho0 ltac:(zlia)).
    rewrite (family2_p2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s2_p3 Ho0 ltac:(zlia)).
    rewrite (family2_p3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|Hp0]].
    {
      rewrite (s2_p5 Ho0 ltac:(zlia)).
      rewrite (family2_p5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s2_p6 Ho0 ltac:(zlia)).
      rewrite (family2_p6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s2_p8 Ho0 ltac:(zlia)).
      rewrite (family2_p8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  {
    assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
    destruct Hp0 as [Hp0|Hp0].
    {
      rewrite (s2_p4 Ho0 ltac:(zlia)).
      rewrite (family2_p4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s2_p7 Ho0 ltac:(zlia)).
      rewrite (family2_p7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  {
    rewrite (s2_p3 Ho0 ltac:(zlia)).
    rewrite (family2_p3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s2_p1 Ho0 ltac:(zlia)).
    rewrite (family2_p1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s2_p2 Ho0 ltac:(zlia)).
    rewrite (family2_p2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s2_p3 Ho0 ltac:(zlia)).
    rewrite (family2_p3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s2_p4 Ho0 ltac:(zlia)).
    rewrite (family2_p4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s2_p2 Ho0 ltac:(zlia)).
    rewrite (family2_p2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s2_p3 Ho0 ltac:(zlia)).
    rewrite (family2_p3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|Hp0]].
    {
      rewrite (s2_p5 Ho0 ltac:(zlia)).
      rewrite (family2_p5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s2_p6 Ho0 ltac:(zlia)).
      rewrite (family2_p6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s2_p8 Ho0 ltac:(zlia)).
      rewrite (family2_p8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  {
    assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
    destruct Hp0 as [Hp0|Hp0].
    {
      rewrite (s2_p4 Ho0 ltac:(zlia)).
      rewrite (family2_p4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s2_p7 Ho0 ltac:(zlia)).
      rewrite (family2_p7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  {
    rewrite (s2_p3 Ho0 ltac:(zlia)).
    rewrite (family2_p3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|Hp0]].
    {
      rewrite (s2_p9 Ho0 ltac:(zlia)).
      rewrite (family2_p9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s2_p10 Ho0 ltac:(zlia)).
      rewrite (family2_p10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s2_p11 Ho0 ltac:(zlia)).
      rewrite (family2_p11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  {
    rewrite (s2_p2 Ho0 ltac:(zlia)).
    rewrite (family2_p2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s2_p3 Ho0 ltac:(zlia)).
    rewrite (family2_p3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s2_p4 Ho0 ltac:(zlia)).
    rewrite (family2_p4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s2_p2 Ho0 ltac:(zlia)).
    rewrite (family2_p2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s2_p3 Ho0 ltac:(zlia)).
    rewrite (family2_p3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|Hp0]].
    {
      rewrite (s2_p5 Ho0 ltac:(zlia)).
      rewrite (family2_p5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s2_p6 Ho0 ltac:(zlia)).
      rewrite (family2_p6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s2_p8 Ho0 ltac:(zlia)).
      rewrite (family2_p8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  {
    assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
    destruct Hp0 as [Hp0|Hp0].
    {
      rewrite (s2_p4 Ho0 ltac:(zlia)).
      rewrite (family2_p4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s2_p7 Ho0 ltac:(zlia)).
      rewrite (family2_p7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  {
    rewrite (s2_p3 Ho0 ltac:(zlia)).
    rewrite (family2_p3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
Qed.

Definition family3_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ F :: repeat T c ++ [F].  (* T^a _ T^b F T^c F *)
Definition family3_value (a b c : Z) : game := select [
  (((a - c =? 0) && (0 <=? - a + b) && (b <=? 1))%Z, dyadic (a + 8 * b - 8) 2);
  (((0 <=? - a + b) && (1 <=? - a + c) && (b <=? 1))%Z, dyadic (a + 2 * b - 2) 1);
  (((2 <=? b))%Z, int a);
  (((a - c =? 1) && (1 <=? a - b) && (a <=? 2))%Z, Game [dyadic (4 * a + 3 * b - 3 * c - 4) 2] [dyadic (b + c - 1) 1]);
  (((3 <=? a) && (b =? 1) && (c =? 1))%Z, Game [dyadic (4 * a + 3 * b - 3 * c - 4) 2] [dyadic (b + c - 1) 1]);
  (((a - b =? 1) && (0 <=? - a + c) && (a <=? 2))%Z, nstar (int b));
  (((2 <=? a) && (b =? 0) && (c =? 0))%Z, nstar (int b));
  (((a =? 1) && (b =? 1) && (c =? 0))%Z, Game [int 0] [nstar (int 0)]);
  (((a =? 2) && (b =? 0) && (2 <=? c))%Z, Game [dyadic (2 * a + b - 3) 1] [int b]);
  (((3 <=? a) && (b =? 1) && (2 <=? c))%Z, Game [dyadic (2 * a + b - 3) 1] [int b]);
  (((2 <=? a) && (b =? 1) && (c =? 0))%Z, Game [int (a - 1)] [nstar (int 0)]);
  (((3 <=? a) && (b =? 0) && (c =? 1))%Z, Game [Game [int (a - 2)] [dyadic 1 1]] [int 0]);
  (((a =? 3) && (b =? 0) && (2 <=? c))%Z, Game [nstar (int 1)] [int 0]);
  (((4 <=? a) && (b =? 0) && (2 <=? c))%Z, Game [Game [int (a - 2)] [int 1]] [int 0])].
Lemma family3_p1 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a - c = 0 /\ - a + b >= 0 /\ b <= 1)%Z -> family3_value a b c = dyadic (a + 8 * b - 8) 2.
Proof. intros Ha Hb Hc H. unfold family3_value. select_piece 0. Qed.
Lemma family3_p2 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (- a + b >= 0 /\ - a + c >= 1 /\ b <= 1)%Z -> family3_value a b c = dyadic (a + 2 * b - 2) 1.
Proof. intros Ha Hb Hc H. unfold family3_value. select_piece 1. Qed.
Lemma family3_p3 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 2)%Z -> family3_value a b c = int a.
Proof. intros Ha Hb Hc H. unfold family3_value. select_piece 2. Qed.
Lemma family3_p4 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a - c = 1 /\ a - b >= 1 /\ a <= 2)%Z -> family3_value a b c = Game [dyadic (4 * a + 3 * b - 3 * c - 4) 2] [dyadic (b + c - 1) 1].
Proof. intros Ha Hb Hc H. unfold family3_value. select_piece 3. Qed.
Lemma family3_p5 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 3 /\ b = 1 /\ c = 1)%Z -> family3_value a b c = Game [dyadic (4 * a + 3 * b - 3 * c - 4) 2] [dyadic (b + c - 1) 1].
Proof. intros Ha Hb Hc H. unfold family3_value. select_piece 4. Qed.
Lemma family3_p6 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a - b = 1 /\ - a + c >= 0 /\ a <= 2)%Z -> family3_value a b c = nstar (int b).
Proof. intros Ha Hb Hc H. unfold family3_value. select_piece 5. Qed.
Lemma family3_p7 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 2 /\ b = 0 /\ c = 0)%Z -> family3_value a b c = nstar (int b).
Proof. intros Ha Hb Hc H. unfold family3_value. select_piece 6. Qed.
Lemma family3_p8 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 1 /\ b = 1 /\ c = 0)%Z -> family3_value a b c = Game [int 0] [nstar (int 0)].
Proof. intros Ha Hb Hc H. unfold family3_value. select_piece 7. Qed.
Lemma family3_p9 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 2 /\ b = 0 /\ c >= 2)%Z -> family3_value a b c = Game [dyadic (2 * a + b - 3) 1] [int b].
Proof. intros Ha Hb Hc H. unfold family3_value. select_piece 8. Qed.
Lemma family3_p10 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 3 /\ b = 1 /\ c >= 2)%Z -> family3_value a b c = Game [dyadic (2 * a + b - 3) 1] [int b].
Proof. intros Ha Hb Hc H. unfold family3_value. select_piece 9. Qed.
Lemma family3_p11 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 2 /\ b = 1 /\ c = 0)%Z -> family3_value a b c = Game [int (a - 1)] [nstar (int 0)].
Proof. intros Ha Hb Hc H. unfold family3_value. select_piece 10. Qed.
Lemma family3_p12 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 3 /\ b = 0 /\ c = 1)%Z -> family3_value a b c = Game [Game [int (a - 2)] [dyadic 1 1]] [int 0].
Proof. intros Ha Hb Hc H. unfold family3_value. select_piece 11. Qed.
Lemma family3_p13 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 3 /\ b = 0 /\ c >= 2)%Z -> family3_value a b c = Game [nstar (int 1)] [int 0].
Proof. intros Ha Hb Hc H. unfold family3_value. select_piece 12. Qed.
Lemma family3_p14 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 4 /\ b = 0 /\ c >= 2)%Z -> family3_value a b c = Game [Game [int (a - 2)] [int 1]] [int 0].
Proof. intros Ha Hb Hc H. unfold family3_value. select_piece 13. Qed.
Theorem A12_3 : forall a b c, tf_game (family3_board a b c) == family3_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c).
Proof.
  intros a b c.
  replace (family3_board a b c) with (s3_board a b c) by (unfold family3_board, s3_board; board_eq).
  pose proof (all_s3 a b c) as Ho0.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]); (destruct c as [|[|c]]; [ | | change (S (S c)) with (2 + c) in *]).
  {
    rewrite (s3_p1 Ho0 ltac:(zlia)).
    rewrite (family3_p1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p2 Ho0 ltac:(zlia)).
    rewrite (family3_p2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p2 Ho0 ltac:(zlia)).
    rewrite (family3_p2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p1 Ho0 ltac:(zlia)).
    rewrite (family3_p1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p2 Ho0 ltac:(zlia)).
    rewrite (family3_p2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p2 Ho0 ltac:(zlia)).
    rewrite (family3_p2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p3 Ho0 ltac:(zlia)).
    rewrite (family3_p3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p3 Ho0 ltac:(zlia)).
    rewrite (family3_p3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p3 Ho0 ltac:(zlia)).
    rewrite (family3_p3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p4 Ho0 ltac:(zlia)).
    rewrite (family3_p4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s3_p6 Ho0 ltac:(zlia)).
    rewrite (family3_p6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s3_p6 Ho0 ltac:(zlia)).
    rewrite (family3_p6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s3_p8 Ho0 ltac:(zlia)).
    rewrite (family3_p8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
  }
  {
    rewrite (s3_p1 Ho0 ltac:(zlia)).
    rewrite (family3_p1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p2 Ho0 ltac:(zlia)).
    rewrite (family3_p2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p3 Ho0 ltac:(zlia)).
    rewrite (family3_p3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p3 Ho0 ltac:(zlia)).
    rewrite (family3_p3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p3 Ho0 ltac:(zlia)).
    rewrite (family3_p3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p7 Ho0 ltac:(zlia)).
    rewrite (family3_p7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp0 as [Hp0|Hp0].
    {
      rewrite (s3_p4 Ho0 ltac:(zlia)).
      rewrite (family3_p4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s3_p12 Ho0 ltac:(zlia)).
      rewrite (family3_p12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  {
    assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|Hp0]].
    {
      rewrite (s3_p9 Ho0 ltac:(zlia)).
      rewrite (family3_p9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s3_p13 Ho0 ltac:(zlia)).
      rewrite (family3_p13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s3_p14 Ho0 ltac:(zlia)).
      rewrite (family3_p14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  {
    rewrite (s3_p11 Ho0 ltac:(zlia)).
    rewrite (family3_p11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
  }
  {
    assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp0 as [Hp0|Hp0].
    {
      rewrite (s3_p4 Ho0 ltac:(zlia)).
      rewrite (family3_p4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s3_p5 Ho0 ltac:(zlia)).
      rewrite (family3_p5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  {
    assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp0 as [Hp0|Hp0].
    {
      rewrite (s3_p6 Ho0 ltac:(zlia)).
      rewrite (family3_p6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s3_p10 Ho0 ltac:(zlia)).
      rewrite (family3_p10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  {
    rewrite (s3_p3 Ho0 ltac:(zlia)).
    rewrite (family3_p3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p3 Ho0 ltac:(zlia)).
    rewrite (family3_p3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p3 Ho0 ltac:(zlia)).
    rewrite (family3_p3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
Qed.

Theorem A12 :
  (forall a b, tf_game (family1_board a b) == family1_value (Z.of_nat a) (Z.of_nat b)) /\
  (forall a b c, tf_game (family2_board a b c) == family2_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) /\
  (forall a b c, tf_game (family3_board a b c) == family3_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)).
Proof. exact (conj A12_1 (conj A12_2 A12_3)). Qed.

Print Assumptions A12.
