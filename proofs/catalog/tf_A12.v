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
       {a+3b/4-3c/4-1|b/2+c/2-1/2} when (a-c==1 && a-b>=1 && a<=2) || (a>=3 && b==1 && c==1)
       b*                       when (a-b==1 && c-a>=0 && a<=2) || (a>=2 && b==0 && c==0)
       ^                        when a==1 && b==1 && c==0
       {a+b/2-3/2|b}            when (a==2 && b==0 && c>=2) || (a>=3 && b==1 && c>=2)
       {a-1|*}                  when a>=2 && b==1 && c==0
       {{a-2|1/2}|0}            when a>=3 && b==0 && c==1
       {1*|0}                   when a==3 && b==0 && c>=2
       {{a-2|1}|0}              when a>=4 && b==0 && c>=2

   (T a toad, F a frog, _ an empty square; Left moves the toads, Right the frogs.)

   The positions and their values are the real game: tf_game of a board built
   from the pattern, by the rules in CGProve.ToadsFrogs.  Proof: strong
   induction on the measure of the board over 11 states (the families and the
   positions their moves lead to, as the rules produce them; dead pieces at the
   ends dropped), 103 cases: for each state and each shape of its parameters
   (each 0, 1 or >= 2) the options are computed from the rules, replaced by
   their values from the induction hypothesis, and in each cell where every
   value is one piece the game is compared with the claimed piece by Conway's
   order (numbers never unfolded); side conditions by lia.

   Written by `cgprove prove tf --class A12 --coq FILE.v`; check with
     make coq && coqc -Q proofs/lib CGProve FILE.v *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)


(* ------------------------------------------------------------------ *)
(* States: the positions the moves lead to, as the rules produce them  *)

Definition s1_board (a b : nat) : board := repeat T a ++ F :: repeat T b ++ [F; E].  (* T^a F T^b F _ *)
Definition s2_board (a b c : nat) : board := repeat T a ++ F :: repeat T b ++ E :: repeat T c ++ [F].  (* T^a F T^b _ T^c F *)
Definition s3_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ F :: repeat T c ++ [F].  (* T^a _ T^b F T^c F *)
Definition s4_board : board := [T; E].  (* T _ *)
Definition s5_board (a : nat) : board := repeat T a ++ [F; E].  (* T^a F _ *)
Definition s6_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [F].  (* T^a _ T^b F *)
Definition s7_board (a : nat) : board := repeat T a ++ [F; T; E].  (* T^a F T _ *)
Definition s8_board (a : nat) : board := repeat T a ++ [F; F; E].  (* T^a F^2 _ *)
Definition s9_board (a : nat) : board := repeat T a ++ [F; F; T; E].  (* T^a F^2 T _ *)
Definition s10_board (a b : nat) : board := repeat T a ++ F :: repeat T b ++ [F; T; E].  (* T^a F T^b F T _ *)
Definition s11_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [F; F].  (* T^a _ T^b F^2 *)

(* ------------------------------------------------------------------ *)
(* Claimed values, piece by piece; each piece holds on its region,     *)
(* and the regions cover every parameter value                          *)

Definition s1_value (a b : Z) : game := int 0.
Lemma s1_p1 (a b : Z) : True -> s1_value a b = int 0.
Proof. reflexivity. Qed.

Definition s2_value (a b c : Z) : game :=
  if ((a <=? 1) && (b =? 0) && (c =? 0))%Z then dyadic (a - 2) 1
  else if ((b <=? 1) && (c =? 1))%Z then dyadic b 1
  else if ((2 <=? c))%Z then int b
  else if ((b - c =? 1) && (b <=? 2))%Z then nstar (int (b - 1))
  else if ((b =? 2) && (c =? 0))%Z then Game [dyadic 1 1] [int 0]
  else if ((b =? 3) && (c =? 0))%Z then Game [nstar (int 1)] [int 0]
  else if ((3 <=? b) && (c =? 1))%Z then Game [int (b - 1)] [int 1]
  else if ((4 <=? b) && (c =? 0))%Z then Game [Game [int (b - 2)] [int 1]] [int 0]
  else if ((a =? 2) && (b =? 0) && (c =? 0))%Z then Game [nstar (int 0)] [int 0]
  else if ((a =? 3) && (b =? 0) && (c =? 0))%Z then Game [Game [dyadic 1 2] [int 0]] [int 0]
  else if ((4 <=? a) && (b =? 0) && (c =? 0))%Z then Game [Game [Game [int (a - 3)] [dyadic 1 1]] [int 0]] [int 0]
  else zero. (* not reached: the pieces cover the parameters >= 0 *)
Lemma s2_p1 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a <= 1 /\ b = 0 /\ c = 0)%Z -> s2_value a b c = dyadic (a - 2) 1.
Proof.
  intros Ha Hb Hc H. unfold s2_value.
  replace ((a <=? 1) && (b =? 0) && (c =? 0))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s2_p2 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b <= 1 /\ c = 1)%Z -> s2_value a b c = dyadic b 1.
Proof.
  intros Ha Hb Hc H. unfold s2_value.
  replace ((a <=? 1) && (b =? 0) && (c =? 0))%Z with false by zlia.
  replace ((b <=? 1) && (c =? 1))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s2_p3 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (c >= 2)%Z -> s2_value a b c = int b.
Proof.
  intros Ha Hb Hc H. unfold s2_value.
  replace ((a <=? 1) && (b =? 0) && (c =? 0))%Z with false by zlia.
  replace ((b <=? 1) && (c =? 1))%Z with false by zlia.
  replace ((2 <=? c))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s2_p4 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b - c = 1 /\ b <= 2)%Z -> s2_value a b c = nstar (int (b - 1)).
Proof.
  intros Ha Hb Hc H. unfold s2_value.
  replace ((a <=? 1) && (b =? 0) && (c =? 0))%Z with false by zlia.
  replace ((b <=? 1) && (c =? 1))%Z with false by zlia.
  replace ((2 <=? c))%Z with false by zlia.
  replace ((b - c =? 1) && (b <=? 2))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s2_p5 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b = 2 /\ c = 0)%Z -> s2_value a b c = Game [dyadic 1 1] [int 0].
Proof.
  intros Ha Hb Hc H. unfold s2_value.
  replace ((a <=? 1) && (b =? 0) && (c =? 0))%Z with false by zlia.
  replace ((b <=? 1) && (c =? 1))%Z with false by zlia.
  replace ((2 <=? c))%Z with false by zlia.
  replace ((b - c =? 1) && (b <=? 2))%Z with false by zlia.
  replace ((b =? 2) && (c =? 0))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s2_p6 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b = 3 /\ c = 0)%Z -> s2_value a b c = Game [nstar (int 1)] [int 0].
Proof.
  intros Ha Hb Hc H. unfold s2_value.
  replace ((a <=? 1) && (b =? 0) && (c =? 0))%Z with false by zlia.
  replace ((b <=? 1) && (c =? 1))%Z with false by zlia.
  replace ((2 <=? c))%Z with false by zlia.
  replace ((b - c =? 1) && (b <=? 2))%Z with false by zlia.
  replace ((b =? 2) && (c =? 0))%Z with false by zlia.
  replace ((b =? 3) && (c =? 0))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s2_p7 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 3 /\ c = 1)%Z -> s2_value a b c = Game [int (b - 1)] [int 1].
Proof.
  intros Ha Hb Hc H. unfold s2_value.
  replace ((a <=? 1) && (b =? 0) && (c =? 0))%Z with false by zlia.
  replace ((b <=? 1) && (c =? 1))%Z with false by zlia.
  replace ((2 <=? c))%Z with false by zlia.
  replace ((b - c =? 1) && (b <=? 2))%Z with false by zlia.
  replace ((b =? 2) && (c =? 0))%Z with false by zlia.
  replace ((b =? 3) && (c =? 0))%Z with false by zlia.
  replace ((3 <=? b) && (c =? 1))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s2_p8 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 4 /\ c = 0)%Z -> s2_value a b c = Game [Game [int (b - 2)] [int 1]] [int 0].
Proof.
  intros Ha Hb Hc H. unfold s2_value.
  replace ((a <=? 1) && (b =? 0) && (c =? 0))%Z with false by zlia.
  replace ((b <=? 1) && (c =? 1))%Z with false by zlia.
  replace ((2 <=? c))%Z with false by zlia.
  replace ((b - c =? 1) && (b <=? 2))%Z with false by zlia.
  replace ((b =? 2) && (c =? 0))%Z with false by zlia.
  replace ((b =? 3) && (c =? 0))%Z with false by zlia.
  replace ((3 <=? b) && (c =? 1))%Z with false by zlia.
  replace ((4 <=? b) && (c =? 0))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s2_p9 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 2 /\ b = 0 /\ c = 0)%Z -> s2_value a b c = Game [nstar (int 0)] [int 0].
Proof.
  intros Ha Hb Hc H. unfold s2_value.
  replace ((a <=? 1) && (b =? 0) && (c =? 0))%Z with false by zlia.
  replace ((b <=? 1) && (c =? 1))%Z with false by zlia.
  replace ((2 <=? c))%Z with false by zlia.
  replace ((b - c =? 1) && (b <=? 2))%Z with false by zlia.
  replace ((b =? 2) && (c =? 0))%Z with false by zlia.
  replace ((b =? 3) && (c =? 0))%Z with false by zlia.
  replace ((3 <=? b) && (c =? 1))%Z with false by zlia.
  replace ((4 <=? b) && (c =? 0))%Z with false by zlia.
  replace ((a =? 2) && (b =? 0) && (c =? 0))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s2_p10 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 3 /\ b = 0 /\ c = 0)%Z -> s2_value a b c = Game [Game [dyadic 1 2] [int 0]] [int 0].
Proof.
  intros Ha Hb Hc H. unfold s2_value.
  replace ((a <=? 1) && (b =? 0) && (c =? 0))%Z with false by zlia.
  replace ((b <=? 1) && (c =? 1))%Z with false by zlia.
  replace ((2 <=? c))%Z with false by zlia.
  replace ((b - c =? 1) && (b <=? 2))%Z with false by zlia.
  replace ((b =? 2) && (c =? 0))%Z with false by zlia.
  replace ((b =? 3) && (c =? 0))%Z with false by zlia.
  replace ((3 <=? b) && (c =? 1))%Z with false by zlia.
  replace ((4 <=? b) && (c =? 0))%Z with false by zlia.
  replace ((a =? 2) && (b =? 0) && (c =? 0))%Z with false by zlia.
  replace ((a =? 3) && (b =? 0) && (c =? 0))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s2_p11 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 4 /\ b = 0 /\ c = 0)%Z -> s2_value a b c = Game [Game [Game [int (a - 3)] [dyadic 1 1]] [int 0]] [int 0].
Proof.
  intros Ha Hb Hc H. unfold s2_value.
  replace ((a <=? 1) && (b =? 0) && (c =? 0))%Z with false by zlia.
  replace ((b <=? 1) && (c =? 1))%Z with false by zlia.
  replace ((2 <=? c))%Z with false by zlia.
  replace ((b - c =? 1) && (b <=? 2))%Z with false by zlia.
  replace ((b =? 2) && (c =? 0))%Z with false by zlia.
  replace ((b =? 3) && (c =? 0))%Z with false by zlia.
  replace ((3 <=? b) && (c =? 1))%Z with false by zlia.
  replace ((4 <=? b) && (c =? 0))%Z with false by zlia.
  replace ((a =? 2) && (b =? 0) && (c =? 0))%Z with false by zlia.
  replace ((a =? 3) && (b =? 0) && (c =? 0))%Z with false by zlia.
  replace ((4 <=? a) && (b =? 0) && (c =? 0))%Z with true by zlia.
  reflexivity.
Qed.

Definition s3_value (a b c : Z) : game :=
  if ((a - c =? 0) && (0 <=? - a + b) && (b <=? 1))%Z then dyadic (a + 8 * b - 8) 2
  else if ((0 <=? - a + b) && (1 <=? - a + c) && (b <=? 1))%Z then dyadic (a + 2 * b - 2) 1
  else if ((2 <=? b))%Z then int a
  else if (((a - c =? 1) && (1 <=? a - b) && (a <=? 2)) || ((3 <=? a) && (b =? 1) && (c =? 1)))%Z then Game [dyadic (4 * a + 3 * b - 3 * c - 4) 2] [dyadic (b + c - 1) 1]
  else if (((a - b =? 1) && (0 <=? - a + c) && (a <=? 2)) || ((2 <=? a) && (b =? 0) && (c =? 0)))%Z then nstar (int b)
  else if ((a =? 1) && (b =? 1) && (c =? 0))%Z then Game [int 0] [nstar (int 0)]
  else if (((a =? 2) && (b =? 0) && (2 <=? c)) || ((3 <=? a) && (b =? 1) && (2 <=? c)))%Z then Game [dyadic (2 * a + b - 3) 1] [int b]
  else if ((2 <=? a) && (b =? 1) && (c =? 0))%Z then Game [int (a - 1)] [nstar (int 0)]
  else if ((3 <=? a) && (b =? 0) && (c =? 1))%Z then Game [Game [int (a - 2)] [dyadic 1 1]] [int 0]
  else if ((a =? 3) && (b =? 0) && (2 <=? c))%Z then Game [nstar (int 1)] [int 0]
  else if ((4 <=? a) && (b =? 0) && (2 <=? c))%Z then Game [Game [int (a - 2)] [int 1]] [int 0]
  else zero. (* not reached: the pieces cover the parameters >= 0 *)
Lemma s3_p1 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a - c = 0 /\ - a + b >= 0 /\ b <= 1)%Z -> s3_value a b c = dyadic (a + 8 * b - 8) 2.
Proof.
  intros Ha Hb Hc H. unfold s3_value.
  replace ((a - c =? 0) && (0 <=? - a + b) && (b <=? 1))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s3_p2 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (- a + b >= 0 /\ - a + c >= 1 /\ b <= 1)%Z -> s3_value a b c = dyadic (a + 2 * b - 2) 1.
Proof.
  intros Ha Hb Hc H. unfold s3_value.
  replace ((a - c =? 0) && (0 <=? - a + b) && (b <=? 1))%Z with false by zlia.
  replace ((0 <=? - a + b) && (1 <=? - a + c) && (b <=? 1))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s3_p3 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 2)%Z -> s3_value a b c = int a.
Proof.
  intros Ha Hb Hc H. unfold s3_value.
  replace ((a - c =? 0) && (0 <=? - a + b) && (b <=? 1))%Z with false by zlia.
  replace ((0 <=? - a + b) && (1 <=? - a + c) && (b <=? 1))%Z with false by zlia.
  replace ((2 <=? b))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s3_p4 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> ((a - c = 1 /\ a - b >= 1 /\ a <= 2) \/ (a >= 3 /\ b = 1 /\ c = 1))%Z -> s3_value a b c = Game [dyadic (4 * a + 3 * b - 3 * c - 4) 2] [dyadic (b + c - 1) 1].
Proof.
  intros Ha Hb Hc H. unfold s3_value.
  replace ((a - c =? 0) && (0 <=? - a + b) && (b <=? 1))%Z with false by zlia.
  replace ((0 <=? - a + b) && (1 <=? - a + c) && (b <=? 1))%Z with false by zlia.
  replace ((2 <=? b))%Z with false by zlia.
  replace (((a - c =? 1) && (1 <=? a - b) && (a <=? 2)) || ((3 <=? a) && (b =? 1) && (c =? 1)))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s3_p5 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> ((a - b = 1 /\ - a + c >= 0 /\ a <= 2) \/ (a >= 2 /\ b = 0 /\ c = 0))%Z -> s3_value a b c = nstar (int b).
Proof.
  intros Ha Hb Hc H. unfold s3_value.
  replace ((a - c =? 0) && (0 <=? - a + b) && (b <=? 1))%Z with false by zlia.
  replace ((0 <=? - a + b) && (1 <=? - a + c) && (b <=? 1))%Z with false by zlia.
  replace ((2 <=? b))%Z with false by zlia.
  replace (((a - c =? 1) && (1 <=? a - b) && (a <=? 2)) || ((3 <=? a) && (b =? 1) && (c =? 1)))%Z with false by zlia.
  replace (((a - b =? 1) && (0 <=? - a + c) && (a <=? 2)) || ((2 <=? a) && (b =? 0) && (c =? 0)))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s3_p6 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 1 /\ b = 1 /\ c = 0)%Z -> s3_value a b c = Game [int 0] [nstar (int 0)].
Proof.
  intros Ha Hb Hc H. unfold s3_value.
  replace ((a - c =? 0) && (0 <=? - a + b) && (b <=? 1))%Z with false by zlia.
  replace ((0 <=? - a + b) && (1 <=? - a + c) && (b <=? 1))%Z with false by zlia.
  replace ((2 <=? b))%Z with false by zlia.
  replace (((a - c =? 1) && (1 <=? a - b) && (a <=? 2)) || ((3 <=? a) && (b =? 1) && (c =? 1)))%Z with false by zlia.
  replace (((a - b =? 1) && (0 <=? - a + c) && (a <=? 2)) || ((2 <=? a) && (b =? 0) && (c =? 0)))%Z with false by zlia.
  replace ((a =? 1) && (b =? 1) && (c =? 0))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s3_p7 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> ((a = 2 /\ b = 0 /\ c >= 2) \/ (a >= 3 /\ b = 1 /\ c >= 2))%Z -> s3_value a b c = Game [dyadic (2 * a + b - 3) 1] [int b].
Proof.
  intros Ha Hb Hc H. unfold s3_value.
  replace ((a - c =? 0) && (0 <=? - a + b) && (b <=? 1))%Z with false by zlia.
  replace ((0 <=? - a + b) && (1 <=? - a + c) && (b <=? 1))%Z with false by zlia.
  replace ((2 <=? b))%Z with false by zlia.
  replace (((a - c =? 1) && (1 <=? a - b) && (a <=? 2)) || ((3 <=? a) && (b =? 1) && (c =? 1)))%Z with false by zlia.
  replace (((a - b =? 1) && (0 <=? - a + c) && (a <=? 2)) || ((2 <=? a) && (b =? 0) && (c =? 0)))%Z with false by zlia.
  replace ((a =? 1) && (b =? 1) && (c =? 0))%Z with false by zlia.
  replace (((a =? 2) && (b =? 0) && (2 <=? c)) || ((3 <=? a) && (b =? 1) && (2 <=? c)))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s3_p8 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 2 /\ b = 1 /\ c = 0)%Z -> s3_value a b c = Game [int (a - 1)] [nstar (int 0)].
Proof.
  intros Ha Hb Hc H. unfold s3_value.
  replace ((a - c =? 0) && (0 <=? - a + b) && (b <=? 1))%Z with false by zlia.
  replace ((0 <=? - a + b) && (1 <=? - a + c) && (b <=? 1))%Z with false by zlia.
  replace ((2 <=? b))%Z with false by zlia.
  replace (((a - c =? 1) && (1 <=? a - b) && (a <=? 2)) || ((3 <=? a) && (b =? 1) && (c =? 1)))%Z with false by zlia.
  replace (((a - b =? 1) && (0 <=? - a + c) && (a <=? 2)) || ((2 <=? a) && (b =? 0) && (c =? 0)))%Z with false by zlia.
  replace ((a =? 1) && (b =? 1) && (c =? 0))%Z with false by zlia.
  replace (((a =? 2) && (b =? 0) && (2 <=? c)) || ((3 <=? a) && (b =? 1) && (2 <=? c)))%Z with false by zlia.
  replace ((2 <=? a) && (b =? 1) && (c =? 0))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s3_p9 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 3 /\ b = 0 /\ c = 1)%Z -> s3_value a b c = Game [Game [int (a - 2)] [dyadic 1 1]] [int 0].
Proof.
  intros Ha Hb Hc H. unfold s3_value.
  replace ((a - c =? 0) && (0 <=? - a + b) && (b <=? 1))%Z with false by zlia.
  replace ((0 <=? - a + b) && (1 <=? - a + c) && (b <=? 1))%Z with false by zlia.
  replace ((2 <=? b))%Z with false by zlia.
  replace (((a - c =? 1) && (1 <=? a - b) && (a <=? 2)) || ((3 <=? a) && (b =? 1) && (c =? 1)))%Z with false by zlia.
  replace (((a - b =? 1) && (0 <=? - a + c) && (a <=? 2)) || ((2 <=? a) && (b =? 0) && (c =? 0)))%Z with false by zlia.
  replace ((a =? 1) && (b =? 1) && (c =? 0))%Z with false by zlia.
  replace (((a =? 2) && (b =? 0) && (2 <=? c)) || ((3 <=? a) && (b =? 1) && (2 <=? c)))%Z with false by zlia.
  replace ((2 <=? a) && (b =? 1) && (c =? 0))%Z with false by zlia.
  replace ((3 <=? a) && (b =? 0) && (c =? 1))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s3_p10 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 3 /\ b = 0 /\ c >= 2)%Z -> s3_value a b c = Game [nstar (int 1)] [int 0].
Proof.
  intros Ha Hb Hc H. unfold s3_value.
  replace ((a - c =? 0) && (0 <=? - a + b) && (b <=? 1))%Z with false by zlia.
  replace ((0 <=? - a + b) && (1 <=? - a + c) && (b <=? 1))%Z with false by zlia.
  replace ((2 <=? b))%Z with false by zlia.
  replace (((a - c =? 1) && (1 <=? a - b) && (a <=? 2)) || ((3 <=? a) && (b =? 1) && (c =? 1)))%Z with false by zlia.
  replace (((a - b =? 1) && (0 <=? - a + c) && (a <=? 2)) || ((2 <=? a) && (b =? 0) && (c =? 0)))%Z with false by zlia.
  replace ((a =? 1) && (b =? 1) && (c =? 0))%Z with false by zlia.
  replace (((a =? 2) && (b =? 0) && (2 <=? c)) || ((3 <=? a) && (b =? 1) && (2 <=? c)))%Z with false by zlia.
  replace ((2 <=? a) && (b =? 1) && (c =? 0))%Z with false by zlia.
  replace ((3 <=? a) && (b =? 0) && (c =? 1))%Z with false by zlia.
  replace ((a =? 3) && (b =? 0) && (2 <=? c))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s3_p11 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 4 /\ b = 0 /\ c >= 2)%Z -> s3_value a b c = Game [Game [int (a - 2)] [int 1]] [int 0].
Proof.
  intros Ha Hb Hc H. unfold s3_value.
  replace ((a - c =? 0) && (0 <=? - a + b) && (b <=? 1))%Z with false by zlia.
  replace ((0 <=? - a + b) && (1 <=? - a + c) && (b <=? 1))%Z with false by zlia.
  replace ((2 <=? b))%Z with false by zlia.
  replace (((a - c =? 1) && (1 <=? a - b) && (a <=? 2)) || ((3 <=? a) && (b =? 1) && (c =? 1)))%Z with false by zlia.
  replace (((a - b =? 1) && (0 <=? - a + c) && (a <=? 2)) || ((2 <=? a) && (b =? 0) && (c =? 0)))%Z with false by zlia.
  replace ((a =? 1) && (b =? 1) && (c =? 0))%Z with false by zlia.
  replace (((a =? 2) && (b =? 0) && (2 <=? c)) || ((3 <=? a) && (b =? 1) && (2 <=? c)))%Z with false by zlia.
  replace ((2 <=? a) && (b =? 1) && (c =? 0))%Z with false by zlia.
  replace ((3 <=? a) && (b =? 0) && (c =? 1))%Z with false by zlia.
  replace ((a =? 3) && (b =? 0) && (2 <=? c))%Z with false by zlia.
  replace ((4 <=? a) && (b =? 0) && (2 <=? c))%Z with true by zlia.
  reflexivity.
Qed.

Definition s4_value : game := int 1.
Lemma s4_p1 : True -> s4_value = int 1.
Proof. reflexivity. Qed.

Definition s5_value (a : Z) : game := int 0.
Lemma s5_p1 (a : Z) : True -> s5_value a = int 0.
Proof. reflexivity. Qed.

Definition s6_value (a b : Z) : game :=
  if ((a =? 0) && (b <=? 1))%Z then int (b - 1)
  else if ((2 <=? b))%Z then int a
  else if ((a - b =? 1) && (a <=? 2))%Z then nstar (int (a - 1))
  else if ((a =? 1) && (b =? 1))%Z then dyadic 1 1
  else if ((a =? 2) && (b =? 0))%Z then Game [dyadic 1 1] [int 0]
  else if ((a =? 3) && (b =? 0))%Z then Game [nstar (int 1)] [int 0]
  else if ((3 <=? a) && (b =? 1))%Z then Game [int (a - 1)] [int 1]
  else if ((4 <=? a) && (b =? 0))%Z then Game [Game [int (a - 2)] [int 1]] [int 0]
  else zero. (* not reached: the pieces cover the parameters >= 0 *)
Lemma s6_p1 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 0 /\ b <= 1)%Z -> s6_value a b = int (b - 1).
Proof.
  intros Ha Hb H. unfold s6_value.
  replace ((a =? 0) && (b <=? 1))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s6_p2 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 2)%Z -> s6_value a b = int a.
Proof.
  intros Ha Hb H. unfold s6_value.
  replace ((a =? 0) && (b <=? 1))%Z with false by zlia.
  replace ((2 <=? b))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s6_p3 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a - b = 1 /\ a <= 2)%Z -> s6_value a b = nstar (int (a - 1)).
Proof.
  intros Ha Hb H. unfold s6_value.
  replace ((a =? 0) && (b <=? 1))%Z with false by zlia.
  replace ((2 <=? b))%Z with false by zlia.
  replace ((a - b =? 1) && (a <=? 2))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s6_p4 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 1 /\ b = 1)%Z -> s6_value a b = dyadic 1 1.
Proof.
  intros Ha Hb H. unfold s6_value.
  replace ((a =? 0) && (b <=? 1))%Z with false by zlia.
  replace ((2 <=? b))%Z with false by zlia.
  replace ((a - b =? 1) && (a <=? 2))%Z with false by zlia.
  replace ((a =? 1) && (b =? 1))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s6_p5 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 2 /\ b = 0)%Z -> s6_value a b = Game [dyadic 1 1] [int 0].
Proof.
  intros Ha Hb H. unfold s6_value.
  replace ((a =? 0) && (b <=? 1))%Z with false by zlia.
  replace ((2 <=? b))%Z with false by zlia.
  replace ((a - b =? 1) && (a <=? 2))%Z with false by zlia.
  replace ((a =? 1) && (b =? 1))%Z with false by zlia.
  replace ((a =? 2) && (b =? 0))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s6_p6 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 3 /\ b = 0)%Z -> s6_value a b = Game [nstar (int 1)] [int 0].
Proof.
  intros Ha Hb H. unfold s6_value.
  replace ((a =? 0) && (b <=? 1))%Z with false by zlia.
  replace ((2 <=? b))%Z with false by zlia.
  replace ((a - b =? 1) && (a <=? 2))%Z with false by zlia.
  replace ((a =? 1) && (b =? 1))%Z with false by zlia.
  replace ((a =? 2) && (b =? 0))%Z with false by zlia.
  replace ((a =? 3) && (b =? 0))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s6_p7 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 3 /\ b = 1)%Z -> s6_value a b = Game [int (a - 1)] [int 1].
Proof.
  intros Ha Hb H. unfold s6_value.
  replace ((a =? 0) && (b <=? 1))%Z with false by zlia.
  replace ((2 <=? b))%Z with false by zlia.
  replace ((a - b =? 1) && (a <=? 2))%Z with false by zlia.
  replace ((a =? 1) && (b =? 1))%Z with false by zlia.
  replace ((a =? 2) && (b =? 0))%Z with false by zlia.
  replace ((a =? 3) && (b =? 0))%Z with false by zlia.
  replace ((3 <=? a) && (b =? 1))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s6_p8 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 4 /\ b = 0)%Z -> s6_value a b = Game [Game [int (a - 2)] [int 1]] [int 0].
Proof.
  intros Ha Hb H. unfold s6_value.
  replace ((a =? 0) && (b <=? 1))%Z with false by zlia.
  replace ((2 <=? b))%Z with false by zlia.
  replace ((a - b =? 1) && (a <=? 2))%Z with false by zlia.
  replace ((a =? 1) && (b =? 1))%Z with false by zlia.
  replace ((a =? 2) && (b =? 0))%Z with false by zlia.
  replace ((a =? 3) && (b =? 0))%Z with false by zlia.
  replace ((3 <=? a) && (b =? 1))%Z with false by zlia.
  replace ((4 <=? a) && (b =? 0))%Z with true by zlia.
  reflexivity.
Qed.

Definition s7_value (a : Z) : game := int 1.
Lemma s7_p1 (a : Z) : True -> s7_value a = int 1.
Proof. reflexivity. Qed.

Definition s8_value (a : Z) : game := int 0.
Lemma s8_p1 (a : Z) : True -> s8_value a = int 0.
Proof. reflexivity. Qed.

Definition s9_value (a : Z) : game := int 1.
Lemma s9_p1 (a : Z) : True -> s9_value a = int 1.
Proof. reflexivity. Qed.

Definition s10_value (a b : Z) : game := int 1.
Lemma s10_p1 (a b : Z) : True -> s10_value a b = int 1.
Proof. reflexivity. Qed.

Definition s11_value (a b : Z) : game :=
  if ((a =? 0) && (b =? 0))%Z then int (-2)
  else if (((a =? 0) && (1 <=? b)) || ((1 <=? a) && (2 <=? b)))%Z then int a
  else if ((a =? 1) && (b =? 0))%Z then Game [int 0] [dyadic (-1) 1]
  else if ((a =? 1) && (b =? 1))%Z then Game [int 0] [nstar (int 0)]
  else if ((2 <=? a) && (b =? 0))%Z then nstar (int 0)
  else if ((2 <=? a) && (b =? 1))%Z then Game [int (a - 1)] [nstar (int 0)]
  else zero. (* not reached: the pieces cover the parameters >= 0 *)
Lemma s11_p1 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 0 /\ b = 0)%Z -> s11_value a b = int (-2).
Proof.
  intros Ha Hb H. unfold s11_value.
  replace ((a =? 0) && (b =? 0))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s11_p2 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> ((a = 0 /\ b >= 1) \/ (a >= 1 /\ b >= 2))%Z -> s11_value a b = int a.
Proof.
  intros Ha Hb H. unfold s11_value.
  replace ((a =? 0) && (b =? 0))%Z with false by zlia.
  replace (((a =? 0) && (1 <=? b)) || ((1 <=? a) && (2 <=? b)))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s11_p3 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 1 /\ b = 0)%Z -> s11_value a b = Game [int 0] [dyadic (-1) 1].
Proof.
  intros Ha Hb H. unfold s11_value.
  replace ((a =? 0) && (b =? 0))%Z with false by zlia.
  replace (((a =? 0) && (1 <=? b)) || ((1 <=? a) && (2 <=? b)))%Z with false by zlia.
  replace ((a =? 1) && (b =? 0))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s11_p4 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 1 /\ b = 1)%Z -> s11_value a b = Game [int 0] [nstar (int 0)].
Proof.
  intros Ha Hb H. unfold s11_value.
  replace ((a =? 0) && (b =? 0))%Z with false by zlia.
  replace (((a =? 0) && (1 <=? b)) || ((1 <=? a) && (2 <=? b)))%Z with false by zlia.
  replace ((a =? 1) && (b =? 0))%Z with false by zlia.
  replace ((a =? 1) && (b =? 1))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s11_p5 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 2 /\ b = 0)%Z -> s11_value a b = nstar (int 0).
Proof.
  intros Ha Hb H. unfold s11_value.
  replace ((a =? 0) && (b =? 0))%Z with false by zlia.
  replace (((a =? 0) && (1 <=? b)) || ((1 <=? a) && (2 <=? b)))%Z with false by zlia.
  replace ((a =? 1) && (b =? 0))%Z with false by zlia.
  replace ((a =? 1) && (b =? 1))%Z with false by zlia.
  replace ((2 <=? a) && (b =? 0))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s11_p6 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 2 /\ b = 1)%Z -> s11_value a b = Game [int (a - 1)] [nstar (int 0)].
Proof.
  intros Ha Hb H. unfold s11_value.
  replace ((a =? 0) && (b =? 0))%Z with false by zlia.
  replace (((a =? 0) && (1 <=? b)) || ((1 <=? a) && (2 <=? b)))%Z with false by zlia.
  replace ((a =? 1) && (b =? 0))%Z with false by zlia.
  replace ((a =? 1) && (b =? 1))%Z with false by zlia.
  replace ((2 <=? a) && (b =? 0))%Z with false by zlia.
  replace ((2 <=? a) && (b =? 1))%Z with true by zlia.
  reflexivity.
Qed.

(* ------------------------------------------------------------------ *)
(* Options of each state in each shape of its parameters, from the rules *)

Lemma s1_c1_L : lmoves (s1_board 0 0) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c1_R : rmoves (s1_board 0 0) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c2_L : lmoves (s1_board 0 1) = [dead_ends 1 1 (s6_board 0 0)].
Proof. unfold dead_ends, s1_board, s6_board. tf_options. Qed.
Lemma s1_c2_R : rmoves (s1_board 0 1) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c3_L (b : nat) : lmoves (s1_board 0 (2 + b)) = [dead_ends 1 1 (s6_board (1 + b) 0)].
Proof. unfold dead_ends, s1_board, s6_board. tf_options. Qed.
Lemma s1_c3_R (b : nat) : rmoves (s1_board 0 (2 + b)) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c4_L : lmoves (s1_board 1 0) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c4_R : rmoves (s1_board 1 0) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c5_L : lmoves (s1_board 1 1) = [dead_ends 0 1 (s2_board 1 0 0)].
Proof. unfold dead_ends, s1_board, s2_board. tf_options. Qed.
Lemma s1_c5_R : rmoves (s1_board 1 1) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c6_L (b : nat) : lmoves (s1_board 1 (2 + b)) = [dead_ends 0 1 (s2_board 1 (1 + b) 0)].
Proof. unfold dead_ends, s1_board, s2_board. tf_options. Qed.
Lemma s1_c6_R (b : nat) : rmoves (s1_board 1 (2 + b)) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c7_L (a : nat) : lmoves (s1_board (2 + a) 0) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c7_R (a : nat) : rmoves (s1_board (2 + a) 0) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c8_L (a : nat) : lmoves (s1_board (2 + a) 1) = [dead_ends 0 1 (s2_board (2 + a) 0 0)].
Proof. unfold dead_ends, s1_board, s2_board. tf_options. Qed.
Lemma s1_c8_R (a : nat) : rmoves (s1_board (2 + a) 1) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c9_L (a b : nat) : lmoves (s1_board (2 + a) (2 + b)) = [dead_ends 0 1 (s2_board (2 + a) (1 + b) 0)].
Proof. unfold dead_ends, s1_board, s2_board. tf_options. Qed.
Lemma s1_c9_R (a b : nat) : rmoves (s1_board (2 + a) (2 + b)) = [].
Proof. unfold s1_board. tf_options. Qed.

Lemma s2_c1_L : lmoves (s2_board 0 0 0) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c1_R : rmoves (s2_board 0 0 0) = [dead_ends 2 0 (repeat E 1)].
Proof. unfold dead_ends, s2_board. tf_options. Qed.
Lemma s2_c2_L : lmoves (s2_board 0 0 1) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c2_R : rmoves (s2_board 0 0 1) = [dead_ends 2 0 (s4_board)].
Proof. unfold dead_ends, s2_board, s4_board. tf_options. Qed.
Lemma s2_c3_L (c : nat) : lmoves (s2_board 0 0 (2 + c)) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c3_R (c : nat) : rmoves (s2_board 0 0 (2 + c)) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c4_L : lmoves (s2_board 0 1 0) = [dead_ends 1 0 (s6_board 0 1)].
Proof. unfold dead_ends, s2_board, s6_board. tf_options. Qed.
Lemma s2_c4_R : rmoves (s2_board 0 1 0) = [dead_ends 1 0 (s5_board 1)].
Proof. unfold dead_ends, s2_board, s5_board. tf_options. Qed.
Lemma s2_c5_L : lmoves (s2_board 0 1 1) = [dead_ends 1 0 (s6_board 0 2)].
Proof. unfold dead_ends, s2_board, s6_board. tf_options. Qed.
Lemma s2_c5_R : rmoves (s2_board 0 1 1) = [dead_ends 1 0 (s7_board 1)].
Proof. unfold dead_ends, s2_board, s7_board. tf_options. Qed.
Lemma s2_c6_L (c : nat) : lmoves (s2_board 0 1 (2 + c)) = [dead_ends 1 0 (s6_board 0 (3 + c))].
Proof. unfold dead_ends, s2_board, s6_board. tf_options. Qed.
Lemma s2_c6_R (c : nat) : rmoves (s2_board 0 1 (2 + c)) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c7_L (b : nat) : lmoves (s2_board 0 (2 + b) 0) = [dead_ends 1 0 (s6_board (1 + b) 1)].
Proof. unfold dead_ends, s2_board, s6_board. tf_options. Qed.
Lemma s2_c7_R (b : nat) : rmoves (s2_board 0 (2 + b) 0) = [dead_ends 1 0 (s5_board (2 + b))].
Proof. unfold dead_ends, s2_board, s5_board. tf_options. Qed.
Lemma s2_c8_L (b : nat) : lmoves (s2_board 0 (2 + b) 1) = [dead_ends 1 0 (s6_board (1 + b) 2)].
Proof. unfold dead_ends, s2_board, s6_board. tf_options. Qed.
Lemma s2_c8_R (b : nat) : rmoves (s2_board 0 (2 + b) 1) = [dead_ends 1 0 (s7_board (2 + b))].
Proof. unfold dead_ends, s2_board, s7_board. tf_options. Qed.
Lemma s2_c9_L (b c : nat) : lmoves (s2_board 0 (2 + b) (2 + c)) = [dead_ends 1 0 (s6_board (1 + b) (3 + c))].
Proof. unfold dead_ends, s2_board, s6_board. tf_options. Qed.
Lemma s2_c9_R (b c : nat) : rmoves (s2_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c10_L : lmoves (s2_board 1 0 0) = [s3_board 0 0 1].
Proof. unfold s2_board, s3_board. tf_options. Qed.
Lemma s2_c10_R : rmoves (s2_board 1 0 0) = [s8_board 1].
Proof. unfold s2_board, s8_board. tf_options. Qed.
Lemma s2_c11_L : lmoves (s2_board 1 0 1) = [s3_board 0 0 2].
Proof. unfold s2_board, s3_board. tf_options. Qed.
Lemma s2_c11_R : rmoves (s2_board 1 0 1) = [s9_board 1].
Proof. unfold s2_board, s9_board. tf_options. Qed.
Lemma s2_c12_L (c : nat) : lmoves (s2_board 1 0 (2 + c)) = [s3_board 0 0 (3 + c)].
Proof. unfold s2_board, s3_board. tf_options. Qed.
Lemma s2_c12_R (c : nat) : rmoves (s2_board 1 0 (2 + c)) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c13_L : lmoves (s2_board 1 1 0) = [s2_board 1 0 1].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c13_R : rmoves (s2_board 1 1 0) = [s1_board 1 1].
Proof. unfold s1_board, s2_board. tf_options. Qed.
Lemma s2_c14_L : lmoves (s2_board 1 1 1) = [s2_board 1 0 2].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c14_R : rmoves (s2_board 1 1 1) = [s10_board 1 1].
Proof. unfold s10_board, s2_board. tf_options. Qed.
Lemma s2_c15_L (c : nat) : lmoves (s2_board 1 1 (2 + c)) = [s2_board 1 0 (3 + c)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c15_R (c : nat) : rmoves (s2_board 1 1 (2 + c)) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c16_L (b : nat) : lmoves (s2_board 1 (2 + b) 0) = [s2_board 1 (1 + b) 1].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c16_R (b : nat) : rmoves (s2_board 1 (2 + b) 0) = [s1_board 1 (2 + b)].
Proof. unfold s1_board, s2_board. tf_options. Qed.
Lemma s2_c17_L (b : nat) : lmoves (s2_board 1 (2 + b) 1) = [s2_board 1 (1 + b) 2].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c17_R (b : nat) : rmoves (s2_board 1 (2 + b) 1) = [s10_board 1 (2 + b)].
Proof. unfold s10_board, s2_board. tf_options. Qed.
Lemma s2_c18_L (b c : nat) : lmoves (s2_board 1 (2 + b) (2 + c)) = [s2_board 1 (1 + b) (3 + c)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c18_R (b c : nat) : rmoves (s2_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c19_L (a : nat) : lmoves (s2_board (2 + a) 0 0) = [s3_board (1 + a) 0 1].
Proof. unfold s2_board, s3_board. tf_options. Qed.
Lemma s2_c19_R (a : nat) : rmoves (s2_board (2 + a) 0 0) = [s8_board (2 + a)].
Proof. unfold s2_board, s8_board. tf_options. Qed.
Lemma s2_c20_L (a : nat) : lmoves (s2_board (2 + a) 0 1) = [s3_board (1 + a) 0 2].
Proof. unfold s2_board, s3_board. tf_options. Qed.
Lemma s2_c20_R (a : nat) : rmoves (s2_board (2 + a) 0 1) = [s9_board (2 + a)].
Proof. unfold s2_board, s9_board. tf_options. Qed.
Lemma s2_c21_L (a c : nat) : lmoves (s2_board (2 + a) 0 (2 + c)) = [s3_board (1 + a) 0 (3 + c)].
Proof. unfold s2_board, s3_board. tf_options. Qed.
Lemma s2_c21_R (a c : nat) : rmoves (s2_board (2 + a) 0 (2 + c)) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c22_L (a : nat) : lmoves (s2_board (2 + a) 1 0) = [s2_board (2 + a) 0 1].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c22_R (a : nat) : rmoves (s2_board (2 + a) 1 0) = [s1_board (2 + a) 1].
Proof. unfold s1_board, s2_board. tf_options. Qed.
Lemma s2_c23_L (a : nat) : lmoves (s2_board (2 + a) 1 1) = [s2_board (2 + a) 0 2].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c23_R (a : nat) : rmoves (s2_board (2 + a) 1 1) = [s10_board (2 + a) 1].
Proof. unfold s10_board, s2_board. tf_options. Qed.
Lemma s2_c24_L (a c : nat) : lmoves (s2_board (2 + a) 1 (2 + c)) = [s2_board (2 + a) 0 (3 + c)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c24_R (a c : nat) : rmoves (s2_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c25_L (a b : nat) : lmoves (s2_board (2 + a) (2 + b) 0) = [s2_board (2 + a) (1 + b) 1].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c25_R (a b : nat) : rmoves (s2_board (2 + a) (2 + b) 0) = [s1_board (2 + a) (2 + b)].
Proof. unfold s1_board, s2_board. tf_options. Qed.
Lemma s2_c26_L (a b : nat) : lmoves (s2_board (2 + a) (2 + b) 1) = [s2_board (2 + a) (1 + b) 2].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c26_R (a b : nat) : rmoves (s2_board (2 + a) (2 + b) 1) = [s10_board (2 + a) (2 + b)].
Proof. unfold s10_board, s2_board. tf_options. Qed.
Lemma s2_c27_L (a b c : nat) : lmoves (s2_board (2 + a) (2 + b) (2 + c)) = [s2_board (2 + a) (1 + b) (3 + c)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c27_R (a b c : nat) : rmoves (s2_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s2_board. tf_options. Qed.

Lemma s3_c1_L : lmoves (s3_board 0 0 0) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c1_R : rmoves (s3_board 0 0 0) = [dead_ends 1 0 (s6_board 0 0)].
Proof. unfold dead_ends, s3_board, s6_board. tf_options. Qed.
Lemma s3_c2_L : lmoves (s3_board 0 0 1) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c2_R : rmoves (s3_board 0 0 1) = [dead_ends 1 0 (s6_board 0 1)].
Proof. unfold dead_ends, s3_board, s6_board. tf_options. Qed.
Lemma s3_c3_L (c : nat) : lmoves (s3_board 0 0 (2 + c)) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c3_R (c : nat) : rmoves (s3_board 0 0 (2 + c)) = [dead_ends 1 0 (s6_board 0 (2 + c))].
Proof. unfold dead_ends, s3_board, s6_board. tf_options. Qed.
Lemma s3_c4_L : lmoves (s3_board 0 1 0) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c4_R : rmoves (s3_board 0 1 0) = [dead_ends 1 0 (s6_board 1 0)].
Proof. unfold dead_ends, s3_board, s6_board. tf_options. Qed.
Lemma s3_c5_L : lmoves (s3_board 0 1 1) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c5_R : rmoves (s3_board 0 1 1) = [dead_ends 1 0 (s6_board 1 1)].
Proof. unfold dead_ends, s3_board, s6_board. tf_options. Qed.
Lemma s3_c6_L (c : nat) : lmoves (s3_board 0 1 (2 + c)) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c6_R (c : nat) : rmoves (s3_board 0 1 (2 + c)) = [dead_ends 1 0 (s6_board 1 (2 + c))].
Proof. unfold dead_ends, s3_board, s6_board. tf_options. Qed.
Lemma s3_c7_L (b : nat) : lmoves (s3_board 0 (2 + b) 0) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c7_R (b : nat) : rmoves (s3_board 0 (2 + b) 0) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c8_L (b : nat) : lmoves (s3_board 0 (2 + b) 1) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c8_R (b : nat) : rmoves (s3_board 0 (2 + b) 1) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c9_L (b c : nat) : lmoves (s3_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c9_R (b c : nat) : rmoves (s3_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c10_L : lmoves (s3_board 1 0 0) = [s11_board 0 1].
Proof. unfold s11_board, s3_board. tf_options. Qed.
Lemma s3_c10_R : rmoves (s3_board 1 0 0) = [s2_board 1 0 0].
Proof. unfold s2_board, s3_board. tf_options. Qed.
Lemma s3_c11_L : lmoves (s3_board 1 0 1) = [s3_board 0 1 1].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c11_R : rmoves (s3_board 1 0 1) = [s2_board 1 0 1].
Proof. unfold s2_board, s3_board. tf_options. Qed.
Lemma s3_c12_L (c : nat) : lmoves (s3_board 1 0 (2 + c)) = [s3_board 0 1 (2 + c)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c12_R (c : nat) : rmoves (s3_board 1 0 (2 + c)) = [s2_board 1 0 (2 + c)].
Proof. unfold s2_board, s3_board. tf_options. Qed.
Lemma s3_c13_L : lmoves (s3_board 1 1 0) = [s11_board 0 2].
Proof. unfold s11_board, s3_board. tf_options. Qed.
Lemma s3_c13_R : rmoves (s3_board 1 1 0) = [s2_board 1 1 0].
Proof. unfold s2_board, s3_board. tf_options. Qed.
Lemma s3_c14_L : lmoves (s3_board 1 1 1) = [s3_board 0 2 1].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c14_R : rmoves (s3_board 1 1 1) = [s2_board 1 1 1].
Proof. unfold s2_board, s3_board. tf_options. Qed.
Lemma s3_c15_L (c : nat) : lmoves (s3_board 1 1 (2 + c)) = [s3_board 0 2 (2 + c)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c15_R (c : nat) : rmoves (s3_board 1 1 (2 + c)) = [s2_board 1 1 (2 + c)].
Proof. unfold s2_board, s3_board. tf_options. Qed.
Lemma s3_c16_L (b : nat) : lmoves (s3_board 1 (2 + b) 0) = [s11_board 0 (3 + b)].
Proof. unfold s11_board, s3_board. tf_options. Qed.
Lemma s3_c16_R (b : nat) : rmoves (s3_board 1 (2 + b) 0) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c17_L (b : nat) : lmoves (s3_board 1 (2 + b) 1) = [s3_board 0 (3 + b) 1].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c17_R (b : nat) : rmoves (s3_board 1 (2 + b) 1) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c18_L (b c : nat) : lmoves (s3_board 1 (2 + b) (2 + c)) = [s3_board 0 (3 + b) (2 + c)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c18_R (b c : nat) : rmoves (s3_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c19_L (a : nat) : lmoves (s3_board (2 + a) 0 0) = [s11_board (1 + a) 1].
Proof. unfold s11_board, s3_board. tf_options. Qed.
Lemma s3_c19_R (a : nat) : rmoves (s3_board (2 + a) 0 0) = [s2_board (2 + a) 0 0].
Proof. unfold s2_board, s3_board. tf_options. Qed.
Lemma s3_c20_L (a : nat) : lmoves (s3_board (2 + a) 0 1) = [s3_board (1 + a) 1 1].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c20_R (a : nat) : rmoves (s3_board (2 + a) 0 1) = [s2_board (2 + a) 0 1].
Proof. unfold s2_board, s3_board. tf_options. Qed.
Lemma s3_c21_L (a c : nat) : lmoves (s3_board (2 + a) 0 (2 + c)) = [s3_board (1 + a) 1 (2 + c)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c21_R (a c : nat) : rmoves (s3_board (2 + a) 0 (2 + c)) = [s2_board (2 + a) 0 (2 + c)].
Proof. unfold s2_board, s3_board. tf_options. Qed.
Lemma s3_c22_L (a : nat) : lmoves (s3_board (2 + a) 1 0) = [s11_board (1 + a) 2].
Proof. unfold s11_board, s3_board. tf_options. Qed.
Lemma s3_c22_R (a : nat) : rmoves (s3_board (2 + a) 1 0) = [s2_board (2 + a) 1 0].
Proof. unfold s2_board, s3_board. tf_options. Qed.
Lemma s3_c23_L (a : nat) : lmoves (s3_board (2 + a) 1 1) = [s3_board (1 + a) 2 1].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c23_R (a : nat) : rmoves (s3_board (2 + a) 1 1) = [s2_board (2 + a) 1 1].
Proof. unfold s2_board, s3_board. tf_options. Qed.
Lemma s3_c24_L (a c : nat) : lmoves (s3_board (2 + a) 1 (2 + c)) = [s3_board (1 + a) 2 (2 + c)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c24_R (a c : nat) : rmoves (s3_board (2 + a) 1 (2 + c)) = [s2_board (2 + a) 1 (2 + c)].
Proof. unfold s2_board, s3_board. tf_options. Qed.
Lemma s3_c25_L (a b : nat) : lmoves (s3_board (2 + a) (2 + b) 0) = [s11_board (1 + a) (3 + b)].
Proof. unfold s11_board, s3_board. tf_options. Qed.
Lemma s3_c25_R (a b : nat) : rmoves (s3_board (2 + a) (2 + b) 0) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c26_L (a b : nat) : lmoves (s3_board (2 + a) (2 + b) 1) = [s3_board (1 + a) (3 + b) 1].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c26_R (a b : nat) : rmoves (s3_board (2 + a) (2 + b) 1) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c27_L (a b c : nat) : lmoves (s3_board (2 + a) (2 + b) (2 + c)) = [s3_board (1 + a) (3 + b) (2 + c)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c27_R (a b c : nat) : rmoves (s3_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s3_board. tf_options. Qed.

Lemma s4_c1_L : lmoves s4_board = [dead_ends 0 1 (repeat E 1)].
Proof. unfold dead_ends, s4_board. tf_options. Qed.
Lemma s4_c1_R : rmoves s4_board = [].
Proof. unfold s4_board. tf_options. Qed.

Lemma s5_c1_L : lmoves (s5_board 0) = [].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c1_R : rmoves (s5_board 0) = [].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c2_L : lmoves (s5_board 1) = [dead_ends 0 1 (s6_board 0 0)].
Proof. unfold dead_ends, s5_board, s6_board. tf_options. Qed.
Lemma s5_c2_R : rmoves (s5_board 1) = [].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c3_L (a : nat) : lmoves (s5_board (2 + a)) = [dead_ends 0 1 (s6_board (1 + a) 0)].
Proof. unfold dead_ends, s5_board, s6_board. tf_options. Qed.
Lemma s5_c3_R (a : nat) : rmoves (s5_board (2 + a)) = [].
Proof. unfold s5_board. tf_options. Qed.

Lemma s6_c1_L : lmoves (s6_board 0 0) = [].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c1_R : rmoves (s6_board 0 0) = [dead_ends 1 0 (repeat E 1)].
Proof. unfold dead_ends, s6_board. tf_options. Qed.
Lemma s6_c2_L : lmoves (s6_board 0 1) = [].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c2_R : rmoves (s6_board 0 1) = [dead_ends 1 0 (s4_board)].
Proof. unfold dead_ends, s4_board, s6_board. tf_options. Qed.
Lemma s6_c3_L (b : nat) : lmoves (s6_board 0 (2 + b)) = [].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c3_R (b : nat) : rmoves (s6_board 0 (2 + b)) = [].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c4_L : lmoves (s6_board 1 0) = [s6_board 0 1].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c4_R : rmoves (s6_board 1 0) = [s5_board 1].
Proof. unfold s5_board, s6_board. tf_options. Qed.
Lemma s6_c5_L : lmoves (s6_board 1 1) = [s6_board 0 2].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c5_R : rmoves (s6_board 1 1) = [s7_board 1].
Proof. unfold s6_board, s7_board. tf_options. Qed.
Lemma s6_c6_L (b : nat) : lmoves (s6_board 1 (2 + b)) = [s6_board 0 (3 + b)].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c6_R (b : nat) : rmoves (s6_board 1 (2 + b)) = [].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c7_L (a : nat) : lmoves (s6_board (2 + a) 0) = [s6_board (1 + a) 1].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c7_R (a : nat) : rmoves (s6_board (2 + a) 0) = [s5_board (2 + a)].
Proof. unfold s5_board, s6_board. tf_options. Qed.
Lemma s6_c8_L (a : nat) : lmoves (s6_board (2 + a) 1) = [s6_board (1 + a) 2].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c8_R (a : nat) : rmoves (s6_board (2 + a) 1) = [s7_board (2 + a)].
Proof. unfold s6_board, s7_board. tf_options. Qed.
Lemma s6_c9_L (a b : nat) : lmoves (s6_board (2 + a) (2 + b)) = [s6_board (1 + a) (3 + b)].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c9_R (a b : nat) : rmoves (s6_board (2 + a) (2 + b)) = [].
Proof. unfold s6_board. tf_options. Qed.

Lemma s7_c1_L : lmoves (s7_board 0) = [dead_ends 1 1 (repeat E 1)].
Proof. unfold dead_ends, s7_board. tf_options. Qed.
Lemma s7_c1_R : rmoves (s7_board 0) = [].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c2_L : lmoves (s7_board 1) = [dead_ends 0 1 (s5_board 1)].
Proof. unfold dead_ends, s5_board, s7_board. tf_options. Qed.
Lemma s7_c2_R : rmoves (s7_board 1) = [].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c3_L (a : nat) : lmoves (s7_board (2 + a)) = [dead_ends 0 1 (s5_board (2 + a))].
Proof. unfold dead_ends, s5_board, s7_board. tf_options. Qed.
Lemma s7_c3_R (a : nat) : rmoves (s7_board (2 + a)) = [].
Proof. unfold s7_board. tf_options. Qed.

Lemma s8_c1_L : lmoves (s8_board 0) = [].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c1_R : rmoves (s8_board 0) = [].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c2_L : lmoves (s8_board 1) = [].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c2_R : rmoves (s8_board 1) = [].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c3_L (a : nat) : lmoves (s8_board (2 + a)) = [].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c3_R (a : nat) : rmoves (s8_board (2 + a)) = [].
Proof. unfold s8_board. tf_options. Qed.

Lemma s9_c1_L : lmoves (s9_board 0) = [dead_ends 2 1 (repeat E 1)].
Proof. unfold dead_ends, s9_board. tf_options. Qed.
Lemma s9_c1_R : rmoves (s9_board 0) = [].
Proof. unfold s9_board. tf_options. Qed.
Lemma s9_c2_L : lmoves (s9_board 1) = [dead_ends 0 1 (s8_board 1)].
Proof. unfold dead_ends, s8_board, s9_board. tf_options. Qed.
Lemma s9_c2_R : rmoves (s9_board 1) = [].
Proof. unfold s9_board. tf_options. Qed.
Lemma s9_c3_L (a : nat) : lmoves (s9_board (2 + a)) = [dead_ends 0 1 (s8_board (2 + a))].
Proof. unfold dead_ends, s8_board, s9_board. tf_options. Qed.
Lemma s9_c3_R (a : nat) : rmoves (s9_board (2 + a)) = [].
Proof. unfold s9_board. tf_options. Qed.

Lemma s10_c1_L : lmoves (s10_board 0 0) = [dead_ends 2 1 (repeat E 1)].
Proof. unfold dead_ends, s10_board. tf_options. Qed.
Lemma s10_c1_R : rmoves (s10_board 0 0) = [].
Proof. unfold s10_board. tf_options. Qed.
Lemma s10_c2_L : lmoves (s10_board 0 1) = [dead_ends 1 1 (s5_board 1)].
Proof. unfold dead_ends, s10_board, s5_board. tf_options. Qed.
Lemma s10_c2_R : rmoves (s10_board 0 1) = [].
Proof. unfold s10_board. tf_options. Qed.
Lemma s10_c3_L (b : nat) : lmoves (s10_board 0 (2 + b)) = [dead_ends 1 1 (s5_board (2 + b))].
Proof. unfold dead_ends, s10_board, s5_board. tf_options. Qed.
Lemma s10_c3_R (b : nat) : rmoves (s10_board 0 (2 + b)) = [].
Proof. unfold s10_board. tf_options. Qed.
Lemma s10_c4_L : lmoves (s10_board 1 0) = [dead_ends 0 1 (s8_board 1)].
Proof. unfold dead_ends, s10_board, s8_board. tf_options. Qed.
Lemma s10_c4_R : rmoves (s10_board 1 0) = [].
Proof. unfold s10_board. tf_options. Qed.
Lemma s10_c5_L : lmoves (s10_board 1 1) = [dead_ends 0 1 (s1_board 1 1)].
Proof. unfold dead_ends, s10_board, s1_board. tf_options. Qed.
Lemma s10_c5_R : rmoves (s10_board 1 1) = [].
Proof. unfold s10_board. tf_options. Qed.
Lemma s10_c6_L (b : nat) : lmoves (s10_board 1 (2 + b)) = [dead_ends 0 1 (s1_board 1 (2 + b))].
Proof. unfold dead_ends, s10_board, s1_board. tf_options. Qed.
Lemma s10_c6_R (b : nat) : rmoves (s10_board 1 (2 + b)) = [].
Proof. unfold s10_board. tf_options. Qed.
Lemma s10_c7_L (a : nat) : lmoves (s10_board (2 + a) 0) = [dead_ends 0 1 (s8_board (2 + a))].
Proof. unfold dead_ends, s10_board, s8_board. tf_options. Qed.
Lemma s10_c7_R (a : nat) : rmoves (s10_board (2 + a) 0) = [].
Proof. unfold s10_board. tf_options. Qed.
Lemma s10_c8_L (a : nat) : lmoves (s10_board (2 + a) 1) = [dead_ends 0 1 (s1_board (2 + a) 1)].
Proof. unfold dead_ends, s10_board, s1_board. tf_options. Qed.
Lemma s10_c8_R (a : nat) : rmoves (s10_board (2 + a) 1) = [].
Proof. unfold s10_board. tf_options. Qed.
Lemma s10_c9_L (a b : nat) : lmoves (s10_board (2 + a) (2 + b)) = [dead_ends 0 1 (s1_board (2 + a) (2 + b))].
Proof. unfold dead_ends, s10_board, s1_board. tf_options. Qed.
Lemma s10_c9_R (a b : nat) : rmoves (s10_board (2 + a) (2 + b)) = [].
Proof. unfold s10_board. tf_options. Qed.

Lemma s11_c1_L : lmoves (s11_board 0 0) = [].
Proof. unfold s11_board. tf_options. Qed.
Lemma s11_c1_R : rmoves (s11_board 0 0) = [dead_ends 1 0 (s6_board 0 0)].
Proof. unfold dead_ends, s11_board, s6_board. tf_options. Qed.
Lemma s11_c2_L : lmoves (s11_board 0 1) = [].
Proof. unfold s11_board. tf_options. Qed.
Lemma s11_c2_R : rmoves (s11_board 0 1) = [dead_ends 1 0 (s6_board 1 0)].
Proof. unfold dead_ends, s11_board, s6_board. tf_options. Qed.
Lemma s11_c3_L (b : nat) : lmoves (s11_board 0 (2 + b)) = [].
Proof. unfold s11_board. tf_options. Qed.
Lemma s11_c3_R (b : nat) : rmoves (s11_board 0 (2 + b)) = [].
Proof. unfold s11_board. tf_options. Qed.
Lemma s11_c4_L : lmoves (s11_board 1 0) = [s11_board 0 1].
Proof. unfold s11_board. tf_options. Qed.
Lemma s11_c4_R : rmoves (s11_board 1 0) = [s2_board 1 0 0].
Proof. unfold s11_board, s2_board. tf_options. Qed.
Lemma s11_c5_L : lmoves (s11_board 1 1) = [s11_board 0 2].
Proof. unfold s11_board. tf_options. Qed.
Lemma s11_c5_R : rmoves (s11_board 1 1) = [s2_board 1 1 0].
Proof. unfold s11_board, s2_board. tf_options. Qed.
Lemma s11_c6_L (b : nat) : lmoves (s11_board 1 (2 + b)) = [s11_board 0 (3 + b)].
Proof. unfold s11_board. tf_options. Qed.
Lemma s11_c6_R (b : nat) : rmoves (s11_board 1 (2 + b)) = [].
Proof. unfold s11_board. tf_options. Qed.
Lemma s11_c7_L (a : nat) : lmoves (s11_board (2 + a) 0) = [s11_board (1 + a) 1].
Proof. unfold s11_board. tf_options. Qed.
Lemma s11_c7_R (a : nat) : rmoves (s11_board (2 + a) 0) = [s2_board (2 + a) 0 0].
Proof. unfold s11_board, s2_board. tf_options. Qed.
Lemma s11_c8_L (a : nat) : lmoves (s11_board (2 + a) 1) = [s11_board (1 + a) 2].
Proof. unfold s11_board. tf_options. Qed.
Lemma s11_c8_R (a : nat) : rmoves (s11_board (2 + a) 1) = [s2_board (2 + a) 1 0].
Proof. unfold s11_board, s2_board. tf_options. Qed.
Lemma s11_c9_L (a b : nat) : lmoves (s11_board (2 + a) (2 + b)) = [s11_board (1 + a) (3 + b)].
Proof. unfold s11_board. tf_options. Qed.
Lemma s11_c9_R (a b : nat) : rmoves (s11_board (2 + a) (2 + b)) = [].
Proof. unfold s11_board. tf_options. Qed.

(* ------------------------------------------------------------------ *)
(* The induction on the measure of the board                          *)

Definition values_hold (x : board) : Prop :=
  (forall a b, x = s1_board a b -> tf_game x == s1_value (Z.of_nat a) (Z.of_nat b)) /\
  (forall a b c, x = s2_board a b c -> tf_game x == s2_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) /\
  (forall a b c, x = s3_board a b c -> tf_game x == s3_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) /\
  (x = s4_board -> tf_game x == s4_value) /\
  (forall a, x = s5_board a -> tf_game x == s5_value (Z.of_nat a)) /\
  (forall a b, x = s6_board a b -> tf_game x == s6_value (Z.of_nat a) (Z.of_nat b)) /\
  (forall a, x = s7_board a -> tf_game x == s7_value (Z.of_nat a)) /\
  (forall a, x = s8_board a -> tf_game x == s8_value (Z.of_nat a)) /\
  (forall a, x = s9_board a -> tf_game x == s9_value (Z.of_nat a)) /\
  (forall a b, x = s10_board a b -> tf_game x == s10_value (Z.of_nat a) (Z.of_nat b)) /\
  (forall a b, x = s11_board a b -> tf_game x == s11_value (Z.of_nat a) (Z.of_nat b)).

Lemma use_s1 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s1_board a b) < meas x -> tf_game (s1_board a b) == s1_value (Z.of_nat a) (Z.of_nat b).
Proof. intros H. exact ((proj1 (IH _ H)) a b eq_refl). Qed.

Lemma use_s2 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s2_board a b c) < meas x -> tf_game (s2_board a b c) == s2_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c).
Proof. intros H. exact ((proj1 (proj2 (IH _ H))) a b c eq_refl). Qed.

Lemma use_s3 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s3_board a b c) < meas x -> tf_game (s3_board a b c) == s3_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c).
Proof. intros H. exact ((proj1 (proj2 (proj2 (IH _ H)))) a b c eq_refl). Qed.

Lemma use_s4 {x} (IH : forall y, meas y < meas x -> values_hold y) :
  meas s4_board < meas x -> tf_game s4_board == s4_value.
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (IH _ H)))))  eq_refl). Qed.

Lemma use_s5 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s5_board a) < meas x -> tf_game (s5_board a) == s5_value (Z.of_nat a).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))) a eq_refl). Qed.

Lemma use_s6 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s6_board a b) < meas x -> tf_game (s6_board a b) == s6_value (Z.of_nat a) (Z.of_nat b).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))) a b eq_refl). Qed.

Lemma use_s7 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s7_board a) < meas x -> tf_game (s7_board a) == s7_value (Z.of_nat a).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))) a eq_refl). Qed.

Lemma use_s8 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s8_board a) < meas x -> tf_game (s8_board a) == s8_value (Z.of_nat a).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))) a eq_refl). Qed.

Lemma use_s9 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s9_board a) < meas x -> tf_game (s9_board a) == s9_value (Z.of_nat a).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))))))) a eq_refl). Qed.

Lemma use_s10 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s10_board a b) < meas x -> tf_game (s10_board a b) == s10_value (Z.of_nat a) (Z.of_nat b).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))) a b eq_refl). Qed.

Lemma use_s11 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s11_board a b) < meas x -> tf_game (s11_board a b) == s11_value (Z.of_nat a) (Z.of_nat b).
Proof. intros H. exact ((proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H))))))))))) a b eq_refl). Qed.

(* s1 = T^a F T^b F _ *)
Lemma s1_step x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s1_board a b -> tf_game x == s1_value (Z.of_nat a) (Z.of_nat b).
Proof.
  intros ->.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]).
  { (* s1 on a==0 && b==0 *)
    rewrite tf_game_eq, (s1_c1_L), (s1_c1_R); cbn [map].
    rewrite (s1_p1 (Z.of_nat 0) (Z.of_nat 0) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s1 on a==0 && b==1 *)
    rewrite tf_game_eq, (s1_c2_L), (s1_c2_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s6 IH 0 0 (opt_l_dead _ 1 1 _ _ (s1_c2_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s6_p1 (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s1_p1 (Z.of_nat 0) (Z.of_nat 1) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s1 on a==0 && b>=2 *)
    rewrite tf_game_eq, (s1_c3_L b), (s1_c3_R b); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s6 IH (1 + b) 0 (opt_l_dead _ 1 1 _ _ (s1_c3_L b) ltac:(cbn [In]; left; reflexivity))).
    assert (Hp0 : (Z.of_nat (1 + b) - Z.of_nat 0 = 1 /\ Z.of_nat (1 + b) <= 2)%Z \/ (Z.of_nat (1 + b) = 2 /\ Z.of_nat 0 = 0)%Z \/ (Z.of_nat (1 + b) = 3 /\ Z.of_nat 0 = 0)%Z \/ (Z.of_nat (1 + b) >= 4 /\ Z.of_nat 0 = 0)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
    {
      rewrite (s6_p3 (Z.of_nat (1 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat 0) (Z.of_nat (2 + b)) I).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s6_p5 (Z.of_nat (1 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat 0) (Z.of_nat (2 + b)) I).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s6_p6 (Z.of_nat (1 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat 0) (Z.of_nat (2 + b)) I).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s6_p8 (Z.of_nat (1 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat 0) (Z.of_nat (2 + b)) I).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
  { (* s1 on a==1 && b==0 *)
    rewrite tf_game_eq, (s1_c4_L), (s1_c4_R); cbn [map].
    rewrite (s1_p1 (Z.of_nat 1) (Z.of_nat 0) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s1 on a==1 && b==1 *)
    rewrite tf_game_eq, (s1_c5_L), (s1_c5_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s2 IH 1 0 0 (opt_l_dead _ 0 1 _ _ (s1_c5_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s2_p1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s1_p1 (Z.of_nat 1) (Z.of_nat 1) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s1 on a==1 && b>=2 *)
    rewrite tf_game_eq, (s1_c6_L b), (s1_c6_R b); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s2 IH 1 (1 + b) 0 (opt_l_dead _ 0 1 _ _ (s1_c6_L b) ltac:(cbn [In]; left; reflexivity))).
    assert (Hp0 : (Z.of_nat (1 + b) - Z.of_nat 0 = 1 /\ Z.of_nat (1 + b) <= 2)%Z \/ (Z.of_nat (1 + b) = 2 /\ Z.of_nat 0 = 0)%Z \/ (Z.of_nat (1 + b) = 3 /\ Z.of_nat 0 = 0)%Z \/ (Z.of_nat (1 + b) >= 4 /\ Z.of_nat 0 = 0)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
    {
      rewrite (s2_p4 (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) I).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s2_p5 (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) I).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s2_p6 (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) I).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s2_p8 (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) I).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
  { (* s1 on a>=2 && b==0 *)
    rewrite tf_game_eq, (s1_c7_L a), (s1_c7_R a); cbn [map].
    rewrite (s1_p1 (Z.of_nat (2 + a)) (Z.of_nat 0) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s1 on a>=2 && b==1 *)
    rewrite tf_game_eq, (s1_c8_L a), (s1_c8_R a); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s2 IH (2 + a) 0 0 (opt_l_dead _ 0 1 _ _ (s1_c8_L a) ltac:(cbn [In]; left; reflexivity))).
    assert (Hp0 : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|Hp0]].
    {
      rewrite (s2_p9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat (2 + a)) (Z.of_nat 1) I).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s2_p10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat (2 + a)) (Z.of_nat 1) I).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s2_p11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat (2 + a)) (Z.of_nat 1) I).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
  { (* s1 on a>=2 && b>=2 *)
    rewrite tf_game_eq, (s1_c9_L a b), (s1_c9_R a b); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s2 IH (2 + a) (1 + b) 0 (opt_l_dead _ 0 1 _ _ (s1_c9_L a b) ltac:(cbn [In]; left; reflexivity))).
    assert (Hp0 : (Z.of_nat (1 + b) - Z.of_nat 0 = 1 /\ Z.of_nat (1 + b) <= 2)%Z \/ (Z.of_nat (1 + b) = 2 /\ Z.of_nat 0 = 0)%Z \/ (Z.of_nat (1 + b) = 3 /\ Z.of_nat 0 = 0)%Z \/ (Z.of_nat (1 + b) >= 4 /\ Z.of_nat 0 = 0)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
    {
      rewrite (s2_p4 (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) I).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s2_p5 (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) I).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s2_p6 (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) I).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s2_p8 (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) I).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
Qed.

(* s2 = T^a F T^b _ T^c F *)
Lemma s2_step x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s2_board a b c -> tf_game x == s2_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c).
Proof.
  intros ->.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]); (destruct c as [|[|c]]; [ | | change (S (S c)) with (2 + c) in *]).
  { (* s2 on a==0 && b==0 && c==0 *)
    rewrite tf_game_eq, (s2_c1_L), (s2_c1_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (tf_game_blank 1).
    rewrite (s2_p1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_via _ (int (-1))); [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s2 on a==0 && b==0 && c==1 *)
    rewrite tf_game_eq, (s2_c2_L), (s2_c2_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s4 IH (opt_r_dead _ 2 0 _ _ (s2_c2_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s4_p1 I).
    rewrite (s2_p2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | exact I] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s2 on a==0 && b==0 && c>=2 *)
    rewrite tf_game_eq, (s2_c3_L c), (s2_c3_R c); cbn [map].
    rewrite (s2_p3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s2 on a==0 && b==1 && c==0 *)
    rewrite tf_game_eq, (s2_c4_L), (s2_c4_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s6 IH 0 1 (opt_l_dead _ 1 0 _ _ (s2_c4_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s5 IH 1 (opt_r_dead _ 1 0 _ _ (s2_c4_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s6_p1 (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s5_p1 (Z.of_nat 1) I).
    rewrite (s2_p4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  { (* s2 on a==0 && b==1 && c==1 *)
    rewrite tf_game_eq, (s2_c5_L), (s2_c5_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s6 IH 0 2 (opt_l_dead _ 1 0 _ _ (s2_c5_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s7 IH 1 (opt_r_dead _ 1 0 _ _ (s2_c5_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s6_p2 (Z.of_nat 0) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s7_p1 (Z.of_nat 1) I).
    rewrite (s2_p2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s2 on a==0 && b==1 && c>=2 *)
    rewrite tf_game_eq, (s2_c6_L c), (s2_c6_R c); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s6 IH 0 (3 + c) (opt_l_dead _ 1 0 _ _ (s2_c6_L c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s6_p2 (Z.of_nat 0) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s2_p3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s2 on a==0 && b>=2 && c==0 *)
    rewrite tf_game_eq, (s2_c7_L b), (s2_c7_R b); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s6 IH (1 + b) 1 (opt_l_dead _ 1 0 _ _ (s2_c7_L b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s5 IH (2 + b) (opt_r_dead _ 1 0 _ _ (s2_c7_R b) ltac:(cbn [In]; left; reflexivity))).
    assert (Hp0 : (Z.of_nat (1 + b) - Z.of_nat 1 = 1 /\ Z.of_nat (1 + b) <= 2)%Z \/ (Z.of_nat (1 + b) = 1 /\ Z.of_nat 1 = 1)%Z \/ (Z.of_nat (1 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|Hp0]].
    {
      rewrite (s6_p3 (Z.of_nat (1 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s5_p1 (Z.of_nat (2 + b)) I).
      rewrite (s2_p6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s6_p4 (Z.of_nat (1 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s5_p1 (Z.of_nat (2 + b)) I).
      rewrite (s2_p5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s6_p7 (Z.of_nat (1 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s5_p1 (Z.of_nat (2 + b)) I).
      rewrite (s2_p8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  { (* s2 on a==0 && b>=2 && c==1 *)
    rewrite tf_game_eq, (s2_c8_L b), (s2_c8_R b); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s6 IH (1 + b) 2 (opt_l_dead _ 1 0 _ _ (s2_c8_L b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s7 IH (2 + b) (opt_r_dead _ 1 0 _ _ (s2_c8_R b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s6_p2 (Z.of_nat (1 + b)) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s7_p1 (Z.of_nat (2 + b)) I).
    assert (Hp2 : (Z.of_nat (2 + b) - Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) <= 2)%Z \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s2_p4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp2).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s2_p7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp2).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  { (* s2 on a==0 && b>=2 && c>=2 *)
    rewrite tf_game_eq, (s2_c9_L b c), (s2_c9_R b c); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s6 IH (1 + b) (3 + c) (opt_l_dead _ 1 0 _ _ (s2_c9_L b c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s6_p2 (Z.of_nat (1 + b)) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s2_p3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s2 on a==1 && b==0 && c==0 *)
    rewrite tf_game_eq, (s2_c10_L), (s2_c10_R); cbn [map].
    rewrite (use_s3 IH 0 0 1 (opt_l _ _ _ (s2_c10_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s8 IH 1 (opt_r _ _ _ (s2_c10_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s8_p1 (Z.of_nat 1) I).
    rewrite (s2_p1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s2 on a==1 && b==0 && c==1 *)
    rewrite tf_game_eq, (s2_c11_L), (s2_c11_R); cbn [map].
    rewrite (use_s3 IH 0 0 2 (opt_l _ _ _ (s2_c11_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s9 IH 1 (opt_r _ _ _ (s2_c11_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s9_p1 (Z.of_nat 1) I).
    rewrite (s2_p2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s2 on a==1 && b==0 && c>=2 *)
    rewrite tf_game_eq, (s2_c12_L c), (s2_c12_R c); cbn [map].
    rewrite (use_s3 IH 0 0 (3 + c) (opt_l _ _ _ (s2_c12_L c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s2_p3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s2 on a==1 && b==1 && c==0 *)
    rewrite tf_game_eq, (s2_c13_L), (s2_c13_R); cbn [map].
    rewrite (use_s2 IH 1 0 1 (opt_l _ _ _ (s2_c13_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s1 IH 1 1 (opt_r _ _ _ (s2_c13_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s2_p2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s1_p1 (Z.of_nat 1) (Z.of_nat 1) I).
    rewrite (s2_p4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  { (* s2 on a==1 && b==1 && c==1 *)
    rewrite tf_game_eq, (s2_c14_L), (s2_c14_R); cbn [map].
    rewrite (use_s2 IH 1 0 2 (opt_l _ _ _ (s2_c14_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s10 IH 1 1 (opt_r _ _ _ (s2_c14_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s2_p3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s10_p1 (Z.of_nat 1) (Z.of_nat 1) I).
    rewrite (s2_p2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s2 on a==1 && b==1 && c>=2 *)
    rewrite tf_game_eq, (s2_c15_L c), (s2_c15_R c); cbn [map].
    rewrite (use_s2 IH 1 0 (3 + c) (opt_l _ _ _ (s2_c15_L c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s2_p3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s2_p3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s2 on a==1 && b>=2 && c==0 *)
    rewrite tf_game_eq, (s2_c16_L b), (s2_c16_R b); cbn [map].
    rewrite (use_s2 IH 1 (1 + b) 1 (opt_l _ _ _ (s2_c16_L b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s1 IH 1 (2 + b) (opt_r _ _ _ (s2_c16_R b) ltac:(cbn [In]; left; reflexivity))).
    assert (Hp0 : (Z.of_nat (1 + b) <= 1 /\ Z.of_nat 1 = 1)%Z \/ (Z.of_nat (1 + b) - Z.of_nat 1 = 1 /\ Z.of_nat (1 + b) <= 2)%Z \/ (Z.of_nat (1 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|Hp0]].
    {
      rewrite (s2_p2 (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) I).
      rewrite (s2_p5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s2_p4 (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) I).
      rewrite (s2_p6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s2_p7 (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) I).
      rewrite (s2_p8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  { (* s2 on a==1 && b>=2 && c==1 *)
    rewrite tf_game_eq, (s2_c17_L b), (s2_c17_R b); cbn [map].
    rewrite (use_s2 IH 1 (1 + b) 2 (opt_l _ _ _ (s2_c17_L b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s10 IH 1 (2 + b) (opt_r _ _ _ (s2_c17_R b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s2_p3 (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s10_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) I).
    assert (Hp2 : (Z.of_nat (2 + b) - Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) <= 2)%Z \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s2_p4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp2).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s2_p7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp2).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  { (* s2 on a==1 && b>=2 && c>=2 *)
    rewrite tf_game_eq, (s2_c18_L b c), (s2_c18_R b c); cbn [map].
    rewrite (use_s2 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s2_c18_L b c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s2_p3 (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s2_p3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s2 on a>=2 && b==0 && c==0 *)
    rewrite tf_game_eq, (s2_c19_L a), (s2_c19_R a); cbn [map].
    rewrite (use_s3 IH (1 + a) 0 1 (opt_l _ _ _ (s2_c19_L a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s8 IH (2 + a) (opt_r _ _ _ (s2_c19_R a) ltac:(cbn [In]; left; reflexivity))).
    assert (Hp0 : ((Z.of_nat (1 + a) - Z.of_nat 1 = 1 /\ Z.of_nat (1 + a) - Z.of_nat 0 >= 1 /\ Z.of_nat (1 + a) <= 2) \/ (Z.of_nat (1 + a) >= 3 /\ Z.of_nat 0 = 1 /\ Z.of_nat 1 = 1))%Z \/ ((Z.of_nat (1 + a) - Z.of_nat 0 = 1 /\ - Z.of_nat (1 + a) + Z.of_nat 1 >= 0 /\ Z.of_nat (1 + a) <= 2) \/ (Z.of_nat (1 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 0))%Z \/ (Z.of_nat (1 + a) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|Hp0]].
    {
      rewrite (s3_p4 (Z.of_nat (1 + a)) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s8_p1 (Z.of_nat (2 + a)) I).
      rewrite (s2_p10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s3_p5 (Z.of_nat (1 + a)) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s8_p1 (Z.of_nat (2 + a)) I).
      rewrite (s2_p9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s3_p9 (Z.of_nat (1 + a)) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s8_p1 (Z.of_nat (2 + a)) I).
      rewrite (s2_p11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  { (* s2 on a>=2 && b==0 && c==1 *)
    rewrite tf_game_eq, (s2_c20_L a), (s2_c20_R a); cbn [map].
    rewrite (use_s3 IH (1 + a) 0 2 (opt_l _ _ _ (s2_c20_L a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s9 IH (2 + a) (opt_r _ _ _ (s2_c20_R a) ltac:(cbn [In]; left; reflexivity))).
    assert (Hp0 : ((Z.of_nat (1 + a) - Z.of_nat 0 = 1 /\ - Z.of_nat (1 + a) + Z.of_nat 2 >= 0 /\ Z.of_nat (1 + a) <= 2) \/ (Z.of_nat (1 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 0))%Z \/ ((Z.of_nat (1 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 >= 2) \/ (Z.of_nat (1 + a) >= 3 /\ Z.of_nat 0 = 1 /\ Z.of_nat 2 >= 2))%Z \/ (Z.of_nat (1 + a) = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 >= 2)%Z \/ (Z.of_nat (1 + a) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 >= 2)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
    {
      rewrite (s3_p5 (Z.of_nat (1 + a)) (Z.of_nat 0) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s9_p1 (Z.of_nat (2 + a)) I).
      rewrite (s2_p2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s3_p7 (Z.of_nat (1 + a)) (Z.of_nat 0) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s9_p1 (Z.of_nat (2 + a)) I).
      rewrite (s2_p2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s3_p10 (Z.of_nat (1 + a)) (Z.of_nat 0) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s9_p1 (Z.of_nat (2 + a)) I).
      rewrite (s2_p2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s3_p11 (Z.of_nat (1 + a)) (Z.of_nat 0) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s9_p1 (Z.of_nat (2 + a)) I).
      rewrite (s2_p2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  { (* s2 on a>=2 && b==0 && c>=2 *)
    rewrite tf_game_eq, (s2_c21_L a c), (s2_c21_R a c); cbn [map].
    rewrite (use_s3 IH (1 + a) 0 (3 + c) (opt_l _ _ _ (s2_c21_L a c) ltac:(cbn [In]; left; reflexivity))).
    assert (Hp0 : ((Z.of_nat (1 + a) - Z.of_nat 0 = 1 /\ - Z.of_nat (1 + a) + Z.of_nat (3 + c) >= 0 /\ Z.of_nat (1 + a) <= 2) \/ (Z.of_nat (1 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (3 + c) = 0))%Z \/ ((Z.of_nat (1 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (3 + c) >= 2) \/ (Z.of_nat (1 + a) >= 3 /\ Z.of_nat 0 = 1 /\ Z.of_nat (3 + c) >= 2))%Z \/ (Z.of_nat (1 + a) = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (3 + c) >= 2)%Z \/ (Z.of_nat (1 + a) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (3 + c) >= 2)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
    {
      rewrite (s3_p5 (Z.of_nat (1 + a)) (Z.of_nat 0) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s2_p3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s3_p7 (Z.of_nat (1 + a)) (Z.of_nat 0) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s2_p3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s3_p10 (Z.of_nat (1 + a)) (Z.of_nat 0) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s2_p3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s3_p11 (Z.of_nat (1 + a)) (Z.of_nat 0) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s2_p3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
  { (* s2 on a>=2 && b==1 && c==0 *)
    rewrite tf_game_eq, (s2_c22_L a), (s2_c22_R a); cbn [map].
    rewrite (use_s2 IH (2 + a) 0 1 (opt_l _ _ _ (s2_c22_L a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s1 IH (2 + a) 1 (opt_r _ _ _ (s2_c22_R a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s2_p2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s1_p1 (Z.of_nat (2 + a)) (Z.of_nat 1) I).
    rewrite (s2_p4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  { (* s2 on a>=2 && b==1 && c==1 *)
    rewrite tf_game_eq, (s2_c23_L a), (s2_c23_R a); cbn [map].
    rewrite (use_s2 IH (2 + a) 0 2 (opt_l _ _ _ (s2_c23_L a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s10 IH (2 + a) 1 (opt_r _ _ _ (s2_c23_R a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s2_p3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s10_p1 (Z.of_nat (2 + a)) (Z.of_nat 1) I).
    rewrite (s2_p2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s2 on a>=2 && b==1 && c>=2 *)
    rewrite tf_game_eq, (s2_c24_L a c), (s2_c24_R a c); cbn [map].
    rewrite (use_s2 IH (2 + a) 0 (3 + c) (opt_l _ _ _ (s2_c24_L a c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s2_p3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s2_p3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s2 on a>=2 && b>=2 && c==0 *)
    rewrite tf_game_eq, (s2_c25_L a b), (s2_c25_R a b); cbn [map].
    rewrite (use_s2 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s2_c25_L a b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s1 IH (2 + a) (2 + b) (opt_r _ _ _ (s2_c25_R a b) ltac:(cbn [In]; left; reflexivity))).
    assert (Hp0 : (Z.of_nat (1 + b) <= 1 /\ Z.of_nat 1 = 1)%Z \/ (Z.of_nat (1 + b) - Z.of_nat 1 = 1 /\ Z.of_nat (1 + b) <= 2)%Z \/ (Z.of_nat (1 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|Hp0]].
    {
      rewrite (s2_p2 (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) I).
      rewrite (s2_p5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s2_p4 (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) I).
      rewrite (s2_p6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s2_p7 (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) I).
      rewrite (s2_p8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  { (* s2 on a>=2 && b>=2 && c==1 *)
    rewrite tf_game_eq, (s2_c26_L a b), (s2_c26_R a b); cbn [map].
    rewrite (use_s2 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s2_c26_L a b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s10 IH (2 + a) (2 + b) (opt_r _ _ _ (s2_c26_R a b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s2_p3 (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s10_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) I).
    assert (Hp2 : (Z.of_nat (2 + b) - Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) <= 2)%Z \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s2_p4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp2).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s2_p7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp2).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  { (* s2 on a>=2 && b>=2 && c>=2 *)
    rewrite tf_game_eq, (s2_c27_L a b c), (s2_c27_R a b c); cbn [map].
    rewrite (use_s2 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s2_c27_L a b c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s2_p3 (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s2_p3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s3 = T^a _ T^b F T^c F *)
Lemma s3_step x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s3_board a b c -> tf_game x == s3_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c).
Proof.
  intros ->.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]); (destruct c as [|[|c]]; [ | | change (S (S c)) with (2 + c) in *]).
  { (* s3 on a==0 && b==0 && c==0 *)
    rewrite tf_game_eq, (s3_c1_L), (s3_c1_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s6 IH 0 0 (opt_r_dead _ 1 0 _ _ (s3_c1_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s6_p1 (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s3_p1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_via _ (int (-2))); [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s3 on a==0 && b==0 && c==1 *)
    rewrite tf_game_eq, (s3_c2_L), (s3_c2_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s6 IH 0 1 (opt_r_dead _ 1 0 _ _ (s3_c2_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s6_p1 (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s3_p2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_via _ (int (-1))); [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s3 on a==0 && b==0 && c>=2 *)
    rewrite tf_game_eq, (s3_c3_L c), (s3_c3_R c); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s6 IH 0 (2 + c) (opt_r_dead _ 1 0 _ _ (s3_c3_R c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s6_p2 (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s3_p2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_via _ (int (-1))); [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s3 on a==0 && b==1 && c==0 *)
    rewrite tf_game_eq, (s3_c4_L), (s3_c4_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s6 IH 1 0 (opt_r_dead _ 1 0 _ _ (s3_c4_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s6_p3 (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s3_p1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | exact I] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  { (* s3 on a==0 && b==1 && c==1 *)
    rewrite tf_game_eq, (s3_c5_L), (s3_c5_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s6 IH 1 1 (opt_r_dead _ 1 0 _ _ (s3_c5_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s6_p4 (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s3_p2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | exact I] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s3 on a==0 && b==1 && c>=2 *)
    rewrite tf_game_eq, (s3_c6_L c), (s3_c6_R c); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s6 IH 1 (2 + c) (opt_r_dead _ 1 0 _ _ (s3_c6_R c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s6_p2 (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s3_p2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | exact I] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s3 on a==0 && b>=2 && c==0 *)
    rewrite tf_game_eq, (s3_c7_L b), (s3_c7_R b); cbn [map].
    rewrite (s3_p3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s3 on a==0 && b>=2 && c==1 *)
    rewrite tf_game_eq, (s3_c8_L b), (s3_c8_R b); cbn [map].
    rewrite (s3_p3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s3 on a==0 && b>=2 && c>=2 *)
    rewrite tf_game_eq, (s3_c9_L b c), (s3_c9_R b c); cbn [map].
    rewrite (s3_p3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s3 on a==1 && b==0 && c==0 *)
    rewrite tf_game_eq, (s3_c10_L), (s3_c10_R); cbn [map].
    rewrite (use_s11 IH 0 1 (opt_l _ _ _ (s3_c10_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s2 IH 1 0 0 (opt_r _ _ _ (s3_c10_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s11_p2 (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s2_p1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s3_p4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  { (* s3 on a==1 && b==0 && c==1 *)
    rewrite tf_game_eq, (s3_c11_L), (s3_c11_R); cbn [map].
    rewrite (use_s3 IH 0 1 1 (opt_l _ _ _ (s3_c11_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s2 IH 1 0 1 (opt_r _ _ _ (s3_c11_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s2_p2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s3_p5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  { (* s3 on a==1 && b==0 && c>=2 *)
    rewrite tf_game_eq, (s3_c12_L c), (s3_c12_R c); cbn [map].
    rewrite (use_s3 IH 0 1 (2 + c) (opt_l _ _ _ (s3_c12_L c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s2 IH 1 0 (2 + c) (opt_r _ _ _ (s3_c12_R c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s2_p3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s3_p5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  { (* s3 on a==1 && b==1 && c==0 *)
    rewrite tf_game_eq, (s3_c13_L), (s3_c13_R); cbn [map].
    rewrite (use_s11 IH 0 2 (opt_l _ _ _ (s3_c13_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s2 IH 1 1 0 (opt_r _ _ _ (s3_c13_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s11_p2 (Z.of_nat 0) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s2_p4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s3_p6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
  }
  { (* s3 on a==1 && b==1 && c==1 *)
    rewrite tf_game_eq, (s3_c14_L), (s3_c14_R); cbn [map].
    rewrite (use_s3 IH 0 2 1 (opt_l _ _ _ (s3_c14_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s2 IH 1 1 1 (opt_r _ _ _ (s3_c14_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p3 (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s2_p2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s3_p1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s3 on a==1 && b==1 && c>=2 *)
    rewrite tf_game_eq, (s3_c15_L c), (s3_c15_R c); cbn [map].
    rewrite (use_s3 IH 0 2 (2 + c) (opt_l _ _ _ (s3_c15_L c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s2 IH 1 1 (2 + c) (opt_r _ _ _ (s3_c15_R c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p3 (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s2_p3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s3_p2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s3 on a==1 && b>=2 && c==0 *)
    rewrite tf_game_eq, (s3_c16_L b), (s3_c16_R b); cbn [map].
    rewrite (use_s11 IH 0 (3 + b) (opt_l _ _ _ (s3_c16_L b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s11_p2 (Z.of_nat 0) (Z.of_nat (3 + b)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s3_p3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s3 on a==1 && b>=2 && c==1 *)
    rewrite tf_game_eq, (s3_c17_L b), (s3_c17_R b); cbn [map].
    rewrite (use_s3 IH 0 (3 + b) 1 (opt_l _ _ _ (s3_c17_L b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p3 (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s3_p3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s3 on a==1 && b>=2 && c>=2 *)
    rewrite tf_game_eq, (s3_c18_L b c), (s3_c18_R b c); cbn [map].
    rewrite (use_s3 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s3_c18_L b c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p3 (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s3_p3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s3 on a>=2 && b==0 && c==0 *)
    rewrite tf_game_eq, (s3_c19_L a), (s3_c19_R a); cbn [map].
    rewrite (use_s11 IH (1 + a) 1 (opt_l _ _ _ (s3_c19_L a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s2 IH (2 + a) 0 0 (opt_r _ _ _ (s3_c19_R a) ltac:(cbn [In]; left; reflexivity))).
    assert (Hp0 : (Z.of_nat (1 + a) = 1 /\ Z.of_nat 1 = 1)%Z \/ (Z.of_nat (1 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia.
    destruct Hp0 as [Hp0|Hp0].
    {
      rewrite (s11_p4 (Z.of_nat (1 + a)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s2_p9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s3_p5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s11_p6 (Z.of_nat (1 + a)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      assert (Hp1 : (Z.of_nat (2 + a) = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) by zlia.
      destruct Hp1 as [Hp1|Hp1].
      {
        rewrite (s2_p10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp1).
        rewrite (s3_p5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
      }
      {
        rewrite (s2_p11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp1).
        rewrite (s3_p5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
      }
    }
  }
  { (* s3 on a>=2 && b==0 && c==1 *)
    rewrite tf_game_eq, (s3_c20_L a), (s3_c20_R a); cbn [map].
    rewrite (use_s3 IH (1 + a) 1 1 (opt_l _ _ _ (s3_c20_L a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s2 IH (2 + a) 0 1 (opt_r _ _ _ (s3_c20_R a) ltac:(cbn [In]; left; reflexivity))).
    assert (Hp0 : (Z.of_nat (1 + a) - Z.of_nat 1 = 0 /\ - Z.of_nat (1 + a) + Z.of_nat 1 >= 0 /\ Z.of_nat 1 <= 1)%Z \/ ((Z.of_nat (1 + a) - Z.of_nat 1 = 1 /\ Z.of_nat (1 + a) - Z.of_nat 1 >= 1 /\ Z.of_nat (1 + a) <= 2) \/ (Z.of_nat (1 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1))%Z) by zlia.
    destruct Hp0 as [Hp0|Hp0].
    {
      rewrite (s3_p1 (Z.of_nat (1 + a)) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s2_p2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s3_p4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s3_p4 (Z.of_nat (1 + a)) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s2_p2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s3_p9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  { (* s3 on a>=2 && b==0 && c>=2 *)
    rewrite tf_game_eq, (s3_c21_L a c), (s3_c21_R a c); cbn [map].
    rewrite (use_s3 IH (1 + a) 1 (2 + c) (opt_l _ _ _ (s3_c21_L a c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s2 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s3_c21_R a c) ltac:(cbn [In]; left; reflexivity))).
    assert (Hp0 : (- Z.of_nat (1 + a) + Z.of_nat 1 >= 0 /\ - Z.of_nat (1 + a) + Z.of_nat (2 + c) >= 1 /\ Z.of_nat 1 <= 1)%Z \/ ((Z.of_nat (1 + a) - Z.of_nat 1 = 1 /\ - Z.of_nat (1 + a) + Z.of_nat (2 + c) >= 0 /\ Z.of_nat (1 + a) <= 2) \/ (Z.of_nat (1 + a) >= 2 /\ Z.of_nat 1 = 0 /\ Z.of_nat (2 + c) = 0))%Z \/ ((Z.of_nat (1 + a) = 2 /\ Z.of_nat 1 = 0 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (1 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2))%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|Hp0]].
    {
      rewrite (s3_p2 (Z.of_nat (1 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s2_p3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s3_p7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s3_p5 (Z.of_nat (1 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s2_p3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s3_p10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s3_p7 (Z.of_nat (1 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s2_p3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s3_p11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  { (* s3 on a>=2 && b==1 && c==0 *)
    rewrite tf_game_eq, (s3_c22_L a), (s3_c22_R a); cbn [map].
    rewrite (use_s11 IH (1 + a) 2 (opt_l _ _ _ (s3_c22_L a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s2 IH (2 + a) 1 0 (opt_r _ _ _ (s3_c22_R a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s11_p2 (Z.of_nat (1 + a)) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s2_p4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s3_p8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
  }
  { (* s3 on a>=2 && b==1 && c==1 *)
    rewrite tf_game_eq, (s3_c23_L a), (s3_c23_R a); cbn [map].
    rewrite (use_s3 IH (1 + a) 2 1 (opt_l _ _ _ (s3_c23_L a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s2 IH (2 + a) 1 1 (opt_r _ _ _ (s3_c23_R a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p3 (Z.of_nat (1 + a)) (Z.of_nat 2) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s2_p2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s3_p4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  { (* s3 on a>=2 && b==1 && c>=2 *)
    rewrite tf_game_eq, (s3_c24_L a c), (s3_c24_R a c); cbn [map].
    rewrite (use_s3 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s3_c24_L a c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s2 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s3_c24_R a c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p3 (Z.of_nat (1 + a)) (Z.of_nat 2) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s2_p3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    assert (Hp2 : ((Z.of_nat (2 + a) - Z.of_nat 1 = 1 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 0 /\ Z.of_nat (2 + a) <= 2) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 0 /\ Z.of_nat (2 + c) = 0))%Z \/ ((Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 0 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2))%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s3_p5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp2).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s3_p7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp2).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  { (* s3 on a>=2 && b>=2 && c==0 *)
    rewrite tf_game_eq, (s3_c25_L a b), (s3_c25_R a b); cbn [map].
    rewrite (use_s11 IH (1 + a) (3 + b) (opt_l _ _ _ (s3_c25_L a b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s11_p2 (Z.of_nat (1 + a)) (Z.of_nat (3 + b)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s3_p3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s3 on a>=2 && b>=2 && c==1 *)
    rewrite tf_game_eq, (s3_c26_L a b), (s3_c26_R a b); cbn [map].
    rewrite (use_s3 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s3_c26_L a b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p3 (Z.of_nat (1 + a)) (Z.of_nat (3 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s3_p3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s3 on a>=2 && b>=2 && c>=2 *)
    rewrite tf_game_eq, (s3_c27_L a b c), (s3_c27_R a b c); cbn [map].
    rewrite (use_s3 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s3_c27_L a b c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p3 (Z.of_nat (1 + a)) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s3_p3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s4 = T _ *)
Lemma s4_step x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s4_board -> tf_game x == s4_value.
Proof.
  intros ->.
  { (* s4 on true *)
    rewrite tf_game_eq, (s4_c1_L), (s4_c1_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (tf_game_blank 1).
    rewrite (s4_p1 I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s5 = T^a F _ *)
Lemma s5_step x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s5_board a -> tf_game x == s5_value (Z.of_nat a).
Proof.
  intros ->.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]).
  { (* s5 on a==0 *)
    rewrite tf_game_eq, (s5_c1_L), (s5_c1_R); cbn [map].
    rewrite (s5_p1 (Z.of_nat 0) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s5 on a==1 *)
    rewrite tf_game_eq, (s5_c2_L), (s5_c2_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s6 IH 0 0 (opt_l_dead _ 0 1 _ _ (s5_c2_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s6_p1 (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s5_p1 (Z.of_nat 1) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s5 on a>=2 *)
    rewrite tf_game_eq, (s5_c3_L a), (s5_c3_R a); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s6 IH (1 + a) 0 (opt_l_dead _ 0 1 _ _ (s5_c3_L a) ltac:(cbn [In]; left; reflexivity))).
    assert (Hp0 : (Z.of_nat (1 + a) - Z.of_nat 0 = 1 /\ Z.of_nat (1 + a) <= 2)%Z \/ (Z.of_nat (1 + a) = 2 /\ Z.of_nat 0 = 0)%Z \/ (Z.of_nat (1 + a) = 3 /\ Z.of_nat 0 = 0)%Z \/ (Z.of_nat (1 + a) >= 4 /\ Z.of_nat 0 = 0)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
    {
      rewrite (s6_p3 (Z.of_nat (1 + a)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s5_p1 (Z.of_nat (2 + a)) I).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s6_p5 (Z.of_nat (1 + a)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s5_p1 (Z.of_nat (2 + a)) I).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s6_p6 (Z.of_nat (1 + a)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s5_p1 (Z.of_nat (2 + a)) I).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s6_p8 (Z.of_nat (1 + a)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s5_p1 (Z.of_nat (2 + a)) I).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
Qed.

(* s6 = T^a _ T^b F *)
Lemma s6_step x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s6_board a b -> tf_game x == s6_value (Z.of_nat a) (Z.of_nat b).
Proof.
  intros ->.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]).
  { (* s6 on a==0 && b==0 *)
    rewrite tf_game_eq, (s6_c1_L), (s6_c1_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (tf_game_blank 1).
    rewrite (s6_p1 (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s6 on a==0 && b==1 *)
    rewrite tf_game_eq, (s6_c2_L), (s6_c2_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s4 IH (opt_r_dead _ 1 0 _ _ (s6_c2_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s4_p1 I).
    rewrite (s6_p1 (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s6 on a==0 && b>=2 *)
    rewrite tf_game_eq, (s6_c3_L b), (s6_c3_R b); cbn [map].
    rewrite (s6_p2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s6 on a==1 && b==0 *)
    rewrite tf_game_eq, (s6_c4_L), (s6_c4_R); cbn [map].
    rewrite (use_s6 IH 0 1 (opt_l _ _ _ (s6_c4_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s5 IH 1 (opt_r _ _ _ (s6_c4_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s6_p1 (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s5_p1 (Z.of_nat 1) I).
    rewrite (s6_p3 (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  { (* s6 on a==1 && b==1 *)
    rewrite tf_game_eq, (s6_c5_L), (s6_c5_R); cbn [map].
    rewrite (use_s6 IH 0 2 (opt_l _ _ _ (s6_c5_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s7 IH 1 (opt_r _ _ _ (s6_c5_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s6_p2 (Z.of_nat 0) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s7_p1 (Z.of_nat 1) I).
    rewrite (s6_p4 (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s6 on a==1 && b>=2 *)
    rewrite tf_game_eq, (s6_c6_L b), (s6_c6_R b); cbn [map].
    rewrite (use_s6 IH 0 (3 + b) (opt_l _ _ _ (s6_c6_L b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s6_p2 (Z.of_nat 0) (Z.of_nat (3 + b)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s6_p2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s6 on a>=2 && b==0 *)
    rewrite tf_game_eq, (s6_c7_L a), (s6_c7_R a); cbn [map].
    rewrite (use_s6 IH (1 + a) 1 (opt_l _ _ _ (s6_c7_L a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s5 IH (2 + a) (opt_r _ _ _ (s6_c7_R a) ltac:(cbn [In]; left; reflexivity))).
    assert (Hp0 : (Z.of_nat (1 + a) - Z.of_nat 1 = 1 /\ Z.of_nat (1 + a) <= 2)%Z \/ (Z.of_nat (1 + a) = 1 /\ Z.of_nat 1 = 1)%Z \/ (Z.of_nat (1 + a) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|Hp0]].
    {
      rewrite (s6_p3 (Z.of_nat (1 + a)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s5_p1 (Z.of_nat (2 + a)) I).
      rewrite (s6_p6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s6_p4 (Z.of_nat (1 + a)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s5_p1 (Z.of_nat (2 + a)) I).
      rewrite (s6_p5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s6_p7 (Z.of_nat (1 + a)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s5_p1 (Z.of_nat (2 + a)) I).
      rewrite (s6_p8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  { (* s6 on a>=2 && b==1 *)
    rewrite tf_game_eq, (s6_c8_L a), (s6_c8_R a); cbn [map].
    rewrite (use_s6 IH (1 + a) 2 (opt_l _ _ _ (s6_c8_L a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s7 IH (2 + a) (opt_r _ _ _ (s6_c8_R a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s6_p2 (Z.of_nat (1 + a)) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s7_p1 (Z.of_nat (2 + a)) I).
    assert (Hp2 : (Z.of_nat (2 + a) - Z.of_nat 1 = 1 /\ Z.of_nat (2 + a) <= 2)%Z \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s6_p3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp2).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s6_p7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp2).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  { (* s6 on a>=2 && b>=2 *)
    rewrite tf_game_eq, (s6_c9_L a b), (s6_c9_R a b); cbn [map].
    rewrite (use_s6 IH (1 + a) (3 + b) (opt_l _ _ _ (s6_c9_L a b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s6_p2 (Z.of_nat (1 + a)) (Z.of_nat (3 + b)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s6_p2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s7 = T^a F T _ *)
Lemma s7_step x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s7_board a -> tf_game x == s7_value (Z.of_nat a).
Proof.
  intros ->.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]).
  { (* s7 on a==0 *)
    rewrite tf_game_eq, (s7_c1_L), (s7_c1_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (tf_game_blank 1).
    rewrite (s7_p1 (Z.of_nat 0) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s7 on a==1 *)
    rewrite tf_game_eq, (s7_c2_L), (s7_c2_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s5 IH 1 (opt_l_dead _ 0 1 _ _ (s7_c2_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s5_p1 (Z.of_nat 1) I).
    rewrite (s7_p1 (Z.of_nat 1) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s7 on a>=2 *)
    rewrite tf_game_eq, (s7_c3_L a), (s7_c3_R a); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s5 IH (2 + a) (opt_l_dead _ 0 1 _ _ (s7_c3_L a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s5_p1 (Z.of_nat (2 + a)) I).
    rewrite (s7_p1 (Z.of_nat (2 + a)) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s8 = T^a F^2 _ *)
Lemma s8_step x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s8_board a -> tf_game x == s8_value (Z.of_nat a).
Proof.
  intros ->.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]).
  { (* s8 on a==0 *)
    rewrite tf_game_eq, (s8_c1_L), (s8_c1_R); cbn [map].
    rewrite (s8_p1 (Z.of_nat 0) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s8 on a==1 *)
    rewrite tf_game_eq, (s8_c2_L), (s8_c2_R); cbn [map].
    rewrite (s8_p1 (Z.of_nat 1) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s8 on a>=2 *)
    rewrite tf_game_eq, (s8_c3_L a), (s8_c3_R a); cbn [map].
    rewrite (s8_p1 (Z.of_nat (2 + a)) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

(* s9 = T^a F^2 T _ *)
Lemma s9_step x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s9_board a -> tf_game x == s9_value (Z.of_nat a).
Proof.
  intros ->.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]).
  { (* s9 on a==0 *)
    rewrite tf_game_eq, (s9_c1_L), (s9_c1_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (tf_game_blank 1).
    rewrite (s9_p1 (Z.of_nat 0) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s9 on a==1 *)
    rewrite tf_game_eq, (s9_c2_L), (s9_c2_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s8 IH 1 (opt_l_dead _ 0 1 _ _ (s9_c2_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s8_p1 (Z.of_nat 1) I).
    rewrite (s9_p1 (Z.of_nat 1) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s9 on a>=2 *)
    rewrite tf_game_eq, (s9_c3_L a), (s9_c3_R a); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s8 IH (2 + a) (opt_l_dead _ 0 1 _ _ (s9_c3_L a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s8_p1 (Z.of_nat (2 + a)) I).
    rewrite (s9_p1 (Z.of_nat (2 + a)) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s10 = T^a F T^b F T _ *)
Lemma s10_step x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s10_board a b -> tf_game x == s10_value (Z.of_nat a) (Z.of_nat b).
Proof.
  intros ->.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]).
  { (* s10 on a==0 && b==0 *)
    rewrite tf_game_eq, (s10_c1_L), (s10_c1_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (tf_game_blank 1).
    rewrite (s10_p1 (Z.of_nat 0) (Z.of_nat 0) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s10 on a==0 && b==1 *)
    rewrite tf_game_eq, (s10_c2_L), (s10_c2_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s5 IH 1 (opt_l_dead _ 1 1 _ _ (s10_c2_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s5_p1 (Z.of_nat 1) I).
    rewrite (s10_p1 (Z.of_nat 0) (Z.of_nat 1) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s10 on a==0 && b>=2 *)
    rewrite tf_game_eq, (s10_c3_L b), (s10_c3_R b); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s5 IH (2 + b) (opt_l_dead _ 1 1 _ _ (s10_c3_L b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s5_p1 (Z.of_nat (2 + b)) I).
    rewrite (s10_p1 (Z.of_nat 0) (Z.of_nat (2 + b)) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s10 on a==1 && b==0 *)
    rewrite tf_game_eq, (s10_c4_L), (s10_c4_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s8 IH 1 (opt_l_dead _ 0 1 _ _ (s10_c4_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s8_p1 (Z.of_nat 1) I).
    rewrite (s10_p1 (Z.of_nat 1) (Z.of_nat 0) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s10 on a==1 && b==1 *)
    rewrite tf_game_eq, (s10_c5_L), (s10_c5_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s1 IH 1 1 (opt_l_dead _ 0 1 _ _ (s10_c5_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s1_p1 (Z.of_nat 1) (Z.of_nat 1) I).
    rewrite (s10_p1 (Z.of_nat 1) (Z.of_nat 1) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s10 on a==1 && b>=2 *)
    rewrite tf_game_eq, (s10_c6_L b), (s10_c6_R b); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s1 IH 1 (2 + b) (opt_l_dead _ 0 1 _ _ (s10_c6_L b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s1_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) I).
    rewrite (s10_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s10 on a>=2 && b==0 *)
    rewrite tf_game_eq, (s10_c7_L a), (s10_c7_R a); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s8 IH (2 + a) (opt_l_dead _ 0 1 _ _ (s10_c7_L a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s8_p1 (Z.of_nat (2 + a)) I).
    rewrite (s10_p1 (Z.of_nat (2 + a)) (Z.of_nat 0) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s10 on a>=2 && b==1 *)
    rewrite tf_game_eq, (s10_c8_L a), (s10_c8_R a); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s1 IH (2 + a) 1 (opt_l_dead _ 0 1 _ _ (s10_c8_L a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s1_p1 (Z.of_nat (2 + a)) (Z.of_nat 1) I).
    rewrite (s10_p1 (Z.of_nat (2 + a)) (Z.of_nat 1) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s10 on a>=2 && b>=2 *)
    rewrite tf_game_eq, (s10_c9_L a b), (s10_c9_R a b); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s1 IH (2 + a) (2 + b) (opt_l_dead _ 0 1 _ _ (s10_c9_L a b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s1_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) I).
    rewrite (s10_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s11 = T^a _ T^b F^2 *)
Lemma s11_step x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s11_board a b -> tf_game x == s11_value (Z.of_nat a) (Z.of_nat b).
Proof.
  intros ->.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]).
  { (* s11 on a==0 && b==0 *)
    rewrite tf_game_eq, (s11_c1_L), (s11_c1_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s6 IH 0 0 (opt_r_dead _ 1 0 _ _ (s11_c1_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s6_p1 (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s11_p1 (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s11 on a==0 && b==1 *)
    rewrite tf_game_eq, (s11_c2_L), (s11_c2_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s6 IH 1 0 (opt_r_dead _ 1 0 _ _ (s11_c2_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s6_p3 (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s11_p2 (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  { (* s11 on a==0 && b>=2 *)
    rewrite tf_game_eq, (s11_c3_L b), (s11_c3_R b); cbn [map].
    rewrite (s11_p2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s11 on a==1 && b==0 *)
    rewrite tf_game_eq, (s11_c4_L), (s11_c4_R); cbn [map].
    rewrite (use_s11 IH 0 1 (opt_l _ _ _ (s11_c4_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s2 IH 1 0 0 (opt_r _ _ _ (s11_c4_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s11_p2 (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s2_p1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s11_p3 (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  { (* s11 on a==1 && b==1 *)
    rewrite tf_game_eq, (s11_c5_L), (s11_c5_R); cbn [map].
    rewrite (use_s11 IH 0 2 (opt_l _ _ _ (s11_c5_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s2 IH 1 1 0 (opt_r _ _ _ (s11_c5_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s11_p2 (Z.of_nat 0) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s2_p4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s11_p4 (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
  }
  { (* s11 on a==1 && b>=2 *)
    rewrite tf_game_eq, (s11_c6_L b), (s11_c6_R b); cbn [map].
    rewrite (use_s11 IH 0 (3 + b) (opt_l _ _ _ (s11_c6_L b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s11_p2 (Z.of_nat 0) (Z.of_nat (3 + b)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s11_p2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s11 on a>=2 && b==0 *)
    rewrite tf_game_eq, (s11_c7_L a), (s11_c7_R a); cbn [map].
    rewrite (use_s11 IH (1 + a) 1 (opt_l _ _ _ (s11_c7_L a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s2 IH (2 + a) 0 0 (opt_r _ _ _ (s11_c7_R a) ltac:(cbn [In]; left; reflexivity))).
    assert (Hp0 : (Z.of_nat (1 + a) = 1 /\ Z.of_nat 1 = 1)%Z \/ (Z.of_nat (1 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia.
    destruct Hp0 as [Hp0|Hp0].
    {
      rewrite (s11_p4 (Z.of_nat (1 + a)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s2_p9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s11_p5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s11_p6 (Z.of_nat (1 + a)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      assert (Hp1 : (Z.of_nat (2 + a) = 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) by zlia.
      destruct Hp1 as [Hp1|Hp1].
      {
        rewrite (s2_p10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp1).
        rewrite (s11_p5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
      }
      {
        rewrite (s2_p11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp1).
        rewrite (s11_p5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
      }
    }
  }
  { (* s11 on a>=2 && b==1 *)
    rewrite tf_game_eq, (s11_c8_L a), (s11_c8_R a); cbn [map].
    rewrite (use_s11 IH (1 + a) 2 (opt_l _ _ _ (s11_c8_L a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s2 IH (2 + a) 1 0 (opt_r _ _ _ (s11_c8_R a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s11_p2 (Z.of_nat (1 + a)) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s2_p4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s11_p6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
  }
  { (* s11 on a>=2 && b>=2 *)
    rewrite tf_game_eq, (s11_c9_L a b), (s11_c9_R a b); cbn [map].
    rewrite (use_s11 IH (1 + a) (3 + b) (opt_l _ _ _ (s11_c9_L a b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s11_p2 (Z.of_nat (1 + a)) (Z.of_nat (3 + b)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s11_p2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Theorem all_values_hold x : values_hold x.
Proof. induction x as [x IH] using board_ind. exact (conj (s1_step x IH) (conj (s2_step x IH) (conj (s3_step x IH) (conj (s4_step x IH) (conj (s5_step x IH) (conj (s6_step x IH) (conj (s7_step x IH) (conj (s8_step x IH) (conj (s9_step x IH) (conj (s10_step x IH) (s11_step x IH))))))))))). Qed.

(* ------------------------------------------------------------------ *)
(* The families                                                       *)

Lemma all_s1 (a b : nat) : tf_game (s1_board a b) == s1_value (Z.of_nat a) (Z.of_nat b).
Proof. exact ((proj1 (all_values_hold _)) a b eq_refl). Qed.

Lemma all_s2 (a b c : nat) : tf_game (s2_board a b c) == s2_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c).
Proof. exact ((proj1 (proj2 (all_values_hold _))) a b c eq_refl). Qed.

Lemma all_s3 (a b c : nat) : tf_game (s3_board a b c) == s3_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c).
Proof. exact ((proj1 (proj2 (proj2 (all_values_hold _)))) a b c eq_refl). Qed.

Definition family1_board (a b : nat) : board := repeat T a ++ F :: repeat T b ++ [F; E].  (* T^a F T^b F _ *)
Definition family1_value (a b : Z) : game := int 0.

Theorem A12_1 : forall a b, tf_game (family1_board a b) == family1_value (Z.of_nat a) (Z.of_nat b).
Proof.
  intros a b.
  replace (family1_board a b) with (s1_board a b) by (unfold family1_board, s1_board; board_eq).
  rewrite (all_s1 a b).
  unfold s1_value, family1_value. reflexivity.
Qed.

Definition family2_board (a b c : nat) : board := repeat T a ++ F :: repeat T b ++ E :: repeat T c ++ [F].  (* T^a F T^b _ T^c F *)
Definition family2_value (a b c : Z) : game :=
  if ((a <=? 1) && (b =? 0) && (c =? 0))%Z then dyadic (a - 2) 1
  else if ((b <=? 1) && (c =? 1))%Z then dyadic b 1
  else if ((2 <=? c))%Z then int b
  else if ((b - c =? 1) && (b <=? 2))%Z then nstar (int (b - 1))
  else if ((b =? 2) && (c =? 0))%Z then Game [dyadic 1 1] [int 0]
  else if ((b =? 3) && (c =? 0))%Z then Game [nstar (int 1)] [int 0]
  else if ((3 <=? b) && (c =? 1))%Z then Game [int (b - 1)] [int 1]
  else if ((4 <=? b) && (c =? 0))%Z then Game [Game [int (b - 2)] [int 1]] [int 0]
  else if ((a =? 2) && (b =? 0) && (c =? 0))%Z then Game [nstar (int 0)] [int 0]
  else if ((a =? 3) && (b =? 0) && (c =? 0))%Z then Game [Game [dyadic 1 2] [int 0]] [int 0]
  else if ((4 <=? a) && (b =? 0) && (c =? 0))%Z then Game [Game [Game [int (a - 3)] [dyadic 1 1]] [int 0]] [int 0]
  else zero. (* not reached: the pieces cover the parameters >= 0 *)

Theorem A12_2 : forall a b c, tf_game (family2_board a b c) == family2_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c).
Proof.
  intros a b c.
  replace (family2_board a b c) with (s2_board a b c) by (unfold family2_board, s2_board; board_eq).
  rewrite (all_s2 a b c).
  unfold s2_value, family2_value. reflexivity.
Qed.

Definition family3_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ F :: repeat T c ++ [F].  (* T^a _ T^b F T^c F *)
Definition family3_value (a b c : Z) : game :=
  if ((a - c =? 0) && (0 <=? - a + b) && (b <=? 1))%Z then dyadic (a + 8 * b - 8) 2
  else if ((0 <=? - a + b) && (1 <=? - a + c) && (b <=? 1))%Z then dyadic (a + 2 * b - 2) 1
  else if ((2 <=? b))%Z then int a
  else if (((a - c =? 1) && (1 <=? a - b) && (a <=? 2)) || ((3 <=? a) && (b =? 1) && (c =? 1)))%Z then Game [dyadic (4 * a + 3 * b - 3 * c - 4) 2] [dyadic (b + c - 1) 1]
  else if (((a - b =? 1) && (0 <=? - a + c) && (a <=? 2)) || ((2 <=? a) && (b =? 0) && (c =? 0)))%Z then nstar (int b)
  else if ((a =? 1) && (b =? 1) && (c =? 0))%Z then Game [int 0] [nstar (int 0)]
  else if (((a =? 2) && (b =? 0) && (2 <=? c)) || ((3 <=? a) && (b =? 1) && (2 <=? c)))%Z then Game [dyadic (2 * a + b - 3) 1] [int b]
  else if ((2 <=? a) && (b =? 1) && (c =? 0))%Z then Game [int (a - 1)] [nstar (int 0)]
  else if ((3 <=? a) && (b =? 0) && (c =? 1))%Z then Game [Game [int (a - 2)] [dyadic 1 1]] [int 0]
  else if ((a =? 3) && (b =? 0) && (2 <=? c))%Z then Game [nstar (int 1)] [int 0]
  else if ((4 <=? a) && (b =? 0) && (2 <=? c))%Z then Game [Game [int (a - 2)] [int 1]] [int 0]
  else zero. (* not reached: the pieces cover the parameters >= 0 *)

Theorem A12_3 : forall a b c, tf_game (family3_board a b c) == family3_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c).
Proof.
  intros a b c.
  replace (family3_board a b c) with (s3_board a b c) by (unfold family3_board, s3_board; board_eq).
  rewrite (all_s3 a b c).
  unfold s3_value, family3_value. reflexivity.
Qed.

Theorem A12 :
  (forall a b, tf_game (family1_board a b) == family1_value (Z.of_nat a) (Z.of_nat b)) /\
  (forall a b c, tf_game (family2_board a b c) == family2_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) /\
  (forall a b c, tf_game (family3_board a b c) == family3_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)).
Proof. exact (conj A12_1 (conj A12_2 A12_3)). Qed.

Print Assumptions A12.
