(* Toads-and-Frogs: the value of every position of a family.

   Theorem (B11).  For all a, b, c >= 0, the position  _^a T _^b F _^c  has the value

       0                        when a-c==0 && b%2==0
       c-a-1                    when (c-a>=1 && b%2==0) || (c-a>=2 && b%2==1)
       *                        when a-c==0 && b%2==1
       1/2                      when c-a==1 && b%2==1
       c-a+1                    when (a-c>=1 && b%2==0) || (a-c>=2 && b%2==1)
       -1/2                     when a-c==1 && b%2==1

   (T a toad, F a frog, _ an empty square; Left moves the toads, Right the frogs.)

   The positions and their values are the real game: tf_game of a board built
   from the pattern, by the rules in CGProve.ToadsFrogs.  Proof: strong
   induction on the measure of the board over 4 states (the families and the
   positions their moves lead to, as the rules produce them; dead pieces at the
   ends dropped), 72 cases: for each state and each shape of its parameters
   (each 0, 1 or >= 2) the options are computed from the rules, replaced by
   their values from the induction hypothesis, and in each cell where every
   value is one piece the game is compared with the claimed piece by Conway's
   order (numbers never unfolded); side conditions by lia.

   Written by `cgprove prove tf --class B11 --coq FILE.v`; check with
     make coq && coqc -Q proofs/lib CGProve FILE.v *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)


(* ------------------------------------------------------------------ *)
(* States: the positions the moves lead to, as the rules produce them  *)

Definition s1_board (a b c : nat) : board := repeat E a ++ T :: repeat E b ++ F :: repeat E c.  (* _^a T _^b F _^c *)
Definition s2_board (a b : nat) : board := repeat E a ++ T :: repeat E b.  (* _^a T _^b *)
Definition s3_board (a b : nat) : board := repeat E a ++ F :: repeat E b.  (* _^a F _^b *)
Definition s4_board (a b c : nat) : board := repeat E a ++ F :: repeat E b ++ T :: repeat E c.  (* _^a F _^b T _^c *)

(* ------------------------------------------------------------------ *)
(* Claimed values, piece by piece; each piece holds on its region,     *)
(* and the regions cover every parameter value                          *)

Definition s1_value (a b c : Z) : game :=
  if ((a - c =? 0) && ((b) mod 2 =? 0))%Z then int 0
  else if (((1 <=? - a + c) && ((b) mod 2 =? 0)) || ((2 <=? - a + c) && ((b) mod 2 =? 1)))%Z then int (- a + c - 1)
  else if ((a - c =? 0) && ((b) mod 2 =? 1))%Z then nstar (int 0)
  else if ((- a + c =? 1) && ((b) mod 2 =? 1))%Z then dyadic 1 1
  else if (((1 <=? a - c) && ((b) mod 2 =? 0)) || ((2 <=? a - c) && ((b) mod 2 =? 1)))%Z then int (- a + c + 1)
  else if ((a - c =? 1) && ((b) mod 2 =? 1))%Z then dyadic (-1) 1
  else zero. (* not reached: the pieces cover the parameters >= 0 *)
Lemma s1_p1 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a - c = 0 /\ (b) mod 2 = 0)%Z -> s1_value a b c = int 0.
Proof.
  intros Ha Hb Hc H. unfold s1_value.
  replace ((a - c =? 0) && ((b) mod 2 =? 0))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s1_p2 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> ((- a + c >= 1 /\ (b) mod 2 = 0) \/ (- a + c >= 2 /\ (b) mod 2 = 1))%Z -> s1_value a b c = int (- a + c - 1).
Proof.
  intros Ha Hb Hc H. unfold s1_value.
  replace ((a - c =? 0) && ((b) mod 2 =? 0))%Z with false by zlia.
  replace (((1 <=? - a + c) && ((b) mod 2 =? 0)) || ((2 <=? - a + c) && ((b) mod 2 =? 1)))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s1_p3 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a - c = 0 /\ (b) mod 2 = 1)%Z -> s1_value a b c = nstar (int 0).
Proof.
  intros Ha Hb Hc H. unfold s1_value.
  replace ((a - c =? 0) && ((b) mod 2 =? 0))%Z with false by zlia.
  replace (((1 <=? - a + c) && ((b) mod 2 =? 0)) || ((2 <=? - a + c) && ((b) mod 2 =? 1)))%Z with false by zlia.
  replace ((a - c =? 0) && ((b) mod 2 =? 1))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s1_p4 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (- a + c = 1 /\ (b) mod 2 = 1)%Z -> s1_value a b c = dyadic 1 1.
Proof.
  intros Ha Hb Hc H. unfold s1_value.
  replace ((a - c =? 0) && ((b) mod 2 =? 0))%Z with false by zlia.
  replace (((1 <=? - a + c) && ((b) mod 2 =? 0)) || ((2 <=? - a + c) && ((b) mod 2 =? 1)))%Z with false by zlia.
  replace ((a - c =? 0) && ((b) mod 2 =? 1))%Z with false by zlia.
  replace ((- a + c =? 1) && ((b) mod 2 =? 1))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s1_p5 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> ((a - c >= 1 /\ (b) mod 2 = 0) \/ (a - c >= 2 /\ (b) mod 2 = 1))%Z -> s1_value a b c = int (- a + c + 1).
Proof.
  intros Ha Hb Hc H. unfold s1_value.
  replace ((a - c =? 0) && ((b) mod 2 =? 0))%Z with false by zlia.
  replace (((1 <=? - a + c) && ((b) mod 2 =? 0)) || ((2 <=? - a + c) && ((b) mod 2 =? 1)))%Z with false by zlia.
  replace ((a - c =? 0) && ((b) mod 2 =? 1))%Z with false by zlia.
  replace ((- a + c =? 1) && ((b) mod 2 =? 1))%Z with false by zlia.
  replace (((1 <=? a - c) && ((b) mod 2 =? 0)) || ((2 <=? a - c) && ((b) mod 2 =? 1)))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s1_p6 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a - c = 1 /\ (b) mod 2 = 1)%Z -> s1_value a b c = dyadic (-1) 1.
Proof.
  intros Ha Hb Hc H. unfold s1_value.
  replace ((a - c =? 0) && ((b) mod 2 =? 0))%Z with false by zlia.
  replace (((1 <=? - a + c) && ((b) mod 2 =? 0)) || ((2 <=? - a + c) && ((b) mod 2 =? 1)))%Z with false by zlia.
  replace ((a - c =? 0) && ((b) mod 2 =? 1))%Z with false by zlia.
  replace ((- a + c =? 1) && ((b) mod 2 =? 1))%Z with false by zlia.
  replace (((1 <=? a - c) && ((b) mod 2 =? 0)) || ((2 <=? a - c) && ((b) mod 2 =? 1)))%Z with false by zlia.
  replace ((a - c =? 1) && ((b) mod 2 =? 1))%Z with true by zlia.
  reflexivity.
Qed.

Definition s2_value (a b : Z) : game := int b.
Lemma s2_p1 (a b : Z) : True -> s2_value a b = int b.
Proof. reflexivity. Qed.

Definition s3_value (a b : Z) : game := int (- a).
Lemma s3_p1 (a b : Z) : True -> s3_value a b = int (- a).
Proof. reflexivity. Qed.

Definition s4_value (a b c : Z) : game := int (- a + c).
Lemma s4_p1 (a b c : Z) : True -> s4_value a b c = int (- a + c).
Proof. reflexivity. Qed.

(* ------------------------------------------------------------------ *)
(* Options of each state in each shape of its parameters, from the rules *)

Lemma s1_c1_L : lmoves (s1_board 0 0 0) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c1_R : rmoves (s1_board 0 0 0) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c2_L : lmoves (s1_board 0 0 1) = [dead_ends 0 1 (s3_board 1 0)].
Proof. unfold dead_ends, s1_board, s3_board. tf_options. Qed.
Lemma s1_c2_R : rmoves (s1_board 0 0 1) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c3_L (c : nat) : lmoves (s1_board 0 0 (2 + c)) = [s4_board 1 0 (1 + c)].
Proof. unfold s1_board, s4_board. tf_options. Qed.
Lemma s1_c3_R (c : nat) : rmoves (s1_board 0 0 (2 + c)) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c4_L : lmoves (s1_board 0 1 0) = [s1_board 1 0 0].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c4_R : rmoves (s1_board 0 1 0) = [s1_board 0 0 1].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c5_L : lmoves (s1_board 0 1 1) = [s1_board 1 0 1].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c5_R : rmoves (s1_board 0 1 1) = [s1_board 0 0 2].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c6_L (c : nat) : lmoves (s1_board 0 1 (2 + c)) = [s1_board 1 0 (2 + c)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c6_R (c : nat) : rmoves (s1_board 0 1 (2 + c)) = [s1_board 0 0 (3 + c)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c7_L (b : nat) : lmoves (s1_board 0 (2 + b) 0) = [s1_board 1 (1 + b) 0].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c7_R (b : nat) : rmoves (s1_board 0 (2 + b) 0) = [s1_board 0 (1 + b) 1].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c8_L (b : nat) : lmoves (s1_board 0 (2 + b) 1) = [s1_board 1 (1 + b) 1].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c8_R (b : nat) : rmoves (s1_board 0 (2 + b) 1) = [s1_board 0 (1 + b) 2].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c9_L (b c : nat) : lmoves (s1_board 0 (2 + b) (2 + c)) = [s1_board 1 (1 + b) (2 + c)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c9_R (b c : nat) : rmoves (s1_board 0 (2 + b) (2 + c)) = [s1_board 0 (1 + b) (3 + c)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c10_L : lmoves (s1_board 1 0 0) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c10_R : rmoves (s1_board 1 0 0) = [dead_ends 1 0 (s2_board 0 1)].
Proof. unfold dead_ends, s1_board, s2_board. tf_options. Qed.
Lemma s1_c11_L : lmoves (s1_board 1 0 1) = [dead_ends 0 1 (s3_board 2 0)].
Proof. unfold dead_ends, s1_board, s3_board. tf_options. Qed.
Lemma s1_c11_R : rmoves (s1_board 1 0 1) = [dead_ends 1 0 (s2_board 0 2)].
Proof. unfold dead_ends, s1_board, s2_board. tf_options. Qed.
Lemma s1_c12_L (c : nat) : lmoves (s1_board 1 0 (2 + c)) = [s4_board 2 0 (1 + c)].
Proof. unfold s1_board, s4_board. tf_options. Qed.
Lemma s1_c12_R (c : nat) : rmoves (s1_board 1 0 (2 + c)) = [dead_ends 1 0 (s2_board 0 (3 + c))].
Proof. unfold dead_ends, s1_board, s2_board. tf_options. Qed.
Lemma s1_c13_L : lmoves (s1_board 1 1 0) = [s1_board 2 0 0].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c13_R : rmoves (s1_board 1 1 0) = [s1_board 1 0 1].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c14_L : lmoves (s1_board 1 1 1) = [s1_board 2 0 1].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c14_R : rmoves (s1_board 1 1 1) = [s1_board 1 0 2].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c15_L (c : nat) : lmoves (s1_board 1 1 (2 + c)) = [s1_board 2 0 (2 + c)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c15_R (c : nat) : rmoves (s1_board 1 1 (2 + c)) = [s1_board 1 0 (3 + c)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c16_L (b : nat) : lmoves (s1_board 1 (2 + b) 0) = [s1_board 2 (1 + b) 0].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c16_R (b : nat) : rmoves (s1_board 1 (2 + b) 0) = [s1_board 1 (1 + b) 1].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c17_L (b : nat) : lmoves (s1_board 1 (2 + b) 1) = [s1_board 2 (1 + b) 1].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c17_R (b : nat) : rmoves (s1_board 1 (2 + b) 1) = [s1_board 1 (1 + b) 2].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c18_L (b c : nat) : lmoves (s1_board 1 (2 + b) (2 + c)) = [s1_board 2 (1 + b) (2 + c)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c18_R (b c : nat) : rmoves (s1_board 1 (2 + b) (2 + c)) = [s1_board 1 (1 + b) (3 + c)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c19_L (a : nat) : lmoves (s1_board (2 + a) 0 0) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c19_R (a : nat) : rmoves (s1_board (2 + a) 0 0) = [s4_board (1 + a) 0 1].
Proof. unfold s1_board, s4_board. tf_options. Qed.
Lemma s1_c20_L (a : nat) : lmoves (s1_board (2 + a) 0 1) = [dead_ends 0 1 (s3_board (3 + a) 0)].
Proof. unfold dead_ends, s1_board, s3_board. tf_options. Qed.
Lemma s1_c20_R (a : nat) : rmoves (s1_board (2 + a) 0 1) = [s4_board (1 + a) 0 2].
Proof. unfold s1_board, s4_board. tf_options. Qed.
Lemma s1_c21_L (a c : nat) : lmoves (s1_board (2 + a) 0 (2 + c)) = [s4_board (3 + a) 0 (1 + c)].
Proof. unfold s1_board, s4_board. tf_options. Qed.
Lemma s1_c21_R (a c : nat) : rmoves (s1_board (2 + a) 0 (2 + c)) = [s4_board (1 + a) 0 (3 + c)].
Proof. unfold s1_board, s4_board. tf_options. Qed.
Lemma s1_c22_L (a : nat) : lmoves (s1_board (2 + a) 1 0) = [s1_board (3 + a) 0 0].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c22_R (a : nat) : rmoves (s1_board (2 + a) 1 0) = [s1_board (2 + a) 0 1].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c23_L (a : nat) : lmoves (s1_board (2 + a) 1 1) = [s1_board (3 + a) 0 1].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c23_R (a : nat) : rmoves (s1_board (2 + a) 1 1) = [s1_board (2 + a) 0 2].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c24_L (a c : nat) : lmoves (s1_board (2 + a) 1 (2 + c)) = [s1_board (3 + a) 0 (2 + c)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c24_R (a c : nat) : rmoves (s1_board (2 + a) 1 (2 + c)) = [s1_board (2 + a) 0 (3 + c)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c25_L (a b : nat) : lmoves (s1_board (2 + a) (2 + b) 0) = [s1_board (3 + a) (1 + b) 0].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c25_R (a b : nat) : rmoves (s1_board (2 + a) (2 + b) 0) = [s1_board (2 + a) (1 + b) 1].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c26_L (a b : nat) : lmoves (s1_board (2 + a) (2 + b) 1) = [s1_board (3 + a) (1 + b) 1].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c26_R (a b : nat) : rmoves (s1_board (2 + a) (2 + b) 1) = [s1_board (2 + a) (1 + b) 2].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c27_L (a b c : nat) : lmoves (s1_board (2 + a) (2 + b) (2 + c)) = [s1_board (3 + a) (1 + b) (2 + c)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c27_R (a b c : nat) : rmoves (s1_board (2 + a) (2 + b) (2 + c)) = [s1_board (2 + a) (1 + b) (3 + c)].
Proof. unfold s1_board. tf_options. Qed.

Lemma s2_c1_L : lmoves (s2_board 0 0) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c1_R : rmoves (s2_board 0 0) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c2_L : lmoves (s2_board 0 1) = [dead_ends 0 1 (repeat E 1)].
Proof. unfold dead_ends, s2_board. tf_options. Qed.
Lemma s2_c2_R : rmoves (s2_board 0 1) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c3_L (b : nat) : lmoves (s2_board 0 (2 + b)) = [s2_board 1 (1 + b)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c3_R (b : nat) : rmoves (s2_board 0 (2 + b)) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c4_L : lmoves (s2_board 1 0) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c4_R : rmoves (s2_board 1 0) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c5_L : lmoves (s2_board 1 1) = [dead_ends 0 1 (repeat E 2)].
Proof. unfold dead_ends, s2_board. tf_options. Qed.
Lemma s2_c5_R : rmoves (s2_board 1 1) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c6_L (b : nat) : lmoves (s2_board 1 (2 + b)) = [s2_board 2 (1 + b)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c6_R (b : nat) : rmoves (s2_board 1 (2 + b)) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c7_L (a : nat) : lmoves (s2_board (2 + a) 0) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c7_R (a : nat) : rmoves (s2_board (2 + a) 0) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c8_L (a : nat) : lmoves (s2_board (2 + a) 1) = [dead_ends 0 1 (repeat E (3 + a))].
Proof. unfold dead_ends, s2_board. tf_options. Qed.
Lemma s2_c8_R (a : nat) : rmoves (s2_board (2 + a) 1) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c9_L (a b : nat) : lmoves (s2_board (2 + a) (2 + b)) = [s2_board (3 + a) (1 + b)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c9_R (a b : nat) : rmoves (s2_board (2 + a) (2 + b)) = [].
Proof. unfold s2_board. tf_options. Qed.

Lemma s3_c1_L : lmoves (s3_board 0 0) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c1_R : rmoves (s3_board 0 0) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c2_L : lmoves (s3_board 0 1) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c2_R : rmoves (s3_board 0 1) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c3_L (b : nat) : lmoves (s3_board 0 (2 + b)) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c3_R (b : nat) : rmoves (s3_board 0 (2 + b)) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c4_L : lmoves (s3_board 1 0) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c4_R : rmoves (s3_board 1 0) = [dead_ends 1 0 (repeat E 1)].
Proof. unfold dead_ends, s3_board. tf_options. Qed.
Lemma s3_c5_L : lmoves (s3_board 1 1) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c5_R : rmoves (s3_board 1 1) = [dead_ends 1 0 (repeat E 2)].
Proof. unfold dead_ends, s3_board. tf_options. Qed.
Lemma s3_c6_L (b : nat) : lmoves (s3_board 1 (2 + b)) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c6_R (b : nat) : rmoves (s3_board 1 (2 + b)) = [dead_ends 1 0 (repeat E (3 + b))].
Proof. unfold dead_ends, s3_board. tf_options. Qed.
Lemma s3_c7_L (a : nat) : lmoves (s3_board (2 + a) 0) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c7_R (a : nat) : rmoves (s3_board (2 + a) 0) = [s3_board (1 + a) 1].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c8_L (a : nat) : lmoves (s3_board (2 + a) 1) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c8_R (a : nat) : rmoves (s3_board (2 + a) 1) = [s3_board (1 + a) 2].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c9_L (a b : nat) : lmoves (s3_board (2 + a) (2 + b)) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c9_R (a b : nat) : rmoves (s3_board (2 + a) (2 + b)) = [s3_board (1 + a) (3 + b)].
Proof. unfold s3_board. tf_options. Qed.

Lemma s4_c1_L : lmoves (s4_board 0 0 0) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c1_R : rmoves (s4_board 0 0 0) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c2_L : lmoves (s4_board 0 0 1) = [dead_ends 1 1 (repeat E 1)].
Proof. unfold dead_ends, s4_board. tf_options. Qed.
Lemma s4_c2_R : rmoves (s4_board 0 0 1) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c3_L (c : nat) : lmoves (s4_board 0 0 (2 + c)) = [dead_ends 1 0 (s2_board 1 (1 + c))].
Proof. unfold dead_ends, s2_board, s4_board. tf_options. Qed.
Lemma s4_c3_R (c : nat) : rmoves (s4_board 0 0 (2 + c)) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c4_L : lmoves (s4_board 0 1 0) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c4_R : rmoves (s4_board 0 1 0) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c5_L : lmoves (s4_board 0 1 1) = [dead_ends 1 1 (repeat E 2)].
Proof. unfold dead_ends, s4_board. tf_options. Qed.
Lemma s4_c5_R : rmoves (s4_board 0 1 1) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c6_L (c : nat) : lmoves (s4_board 0 1 (2 + c)) = [dead_ends 1 0 (s2_board 2 (1 + c))].
Proof. unfold dead_ends, s2_board, s4_board. tf_options. Qed.
Lemma s4_c6_R (c : nat) : rmoves (s4_board 0 1 (2 + c)) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c7_L (b : nat) : lmoves (s4_board 0 (2 + b) 0) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c7_R (b : nat) : rmoves (s4_board 0 (2 + b) 0) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c8_L (b : nat) : lmoves (s4_board 0 (2 + b) 1) = [dead_ends 1 1 (repeat E (3 + b))].
Proof. unfold dead_ends, s4_board. tf_options. Qed.
Lemma s4_c8_R (b : nat) : rmoves (s4_board 0 (2 + b) 1) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c9_L (b c : nat) : lmoves (s4_board 0 (2 + b) (2 + c)) = [dead_ends 1 0 (s2_board (3 + b) (1 + c))].
Proof. unfold dead_ends, s2_board, s4_board. tf_options. Qed.
Lemma s4_c9_R (b c : nat) : rmoves (s4_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c10_L : lmoves (s4_board 1 0 0) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c10_R : rmoves (s4_board 1 0 0) = [dead_ends 1 1 (repeat E 1)].
Proof. unfold dead_ends, s4_board. tf_options. Qed.
Lemma s4_c11_L : lmoves (s4_board 1 0 1) = [dead_ends 0 1 (s3_board 1 1)].
Proof. unfold dead_ends, s3_board, s4_board. tf_options. Qed.
Lemma s4_c11_R : rmoves (s4_board 1 0 1) = [dead_ends 1 0 (s2_board 1 1)].
Proof. unfold dead_ends, s2_board, s4_board. tf_options. Qed.
Lemma s4_c12_L (c : nat) : lmoves (s4_board 1 0 (2 + c)) = [s4_board 1 1 (1 + c)].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c12_R (c : nat) : rmoves (s4_board 1 0 (2 + c)) = [dead_ends 1 0 (s2_board 1 (2 + c))].
Proof. unfold dead_ends, s2_board, s4_board. tf_options. Qed.
Lemma s4_c13_L : lmoves (s4_board 1 1 0) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c13_R : rmoves (s4_board 1 1 0) = [dead_ends 1 1 (repeat E 2)].
Proof. unfold dead_ends, s4_board. tf_options. Qed.
Lemma s4_c14_L : lmoves (s4_board 1 1 1) = [dead_ends 0 1 (s3_board 1 2)].
Proof. unfold dead_ends, s3_board, s4_board. tf_options. Qed.
Lemma s4_c14_R : rmoves (s4_board 1 1 1) = [dead_ends 1 0 (s2_board 2 1)].
Proof. unfold dead_ends, s2_board, s4_board. tf_options. Qed.
Lemma s4_c15_L (c : nat) : lmoves (s4_board 1 1 (2 + c)) = [s4_board 1 2 (1 + c)].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c15_R (c : nat) : rmoves (s4_board 1 1 (2 + c)) = [dead_ends 1 0 (s2_board 2 (2 + c))].
Proof. unfold dead_ends, s2_board, s4_board. tf_options. Qed.
Lemma s4_c16_L (b : nat) : lmoves (s4_board 1 (2 + b) 0) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c16_R (b : nat) : rmoves (s4_board 1 (2 + b) 0) = [dead_ends 1 1 (repeat E (3 + b))].
Proof. unfold dead_ends, s4_board. tf_options. Qed.
Lemma s4_c17_L (b : nat) : lmoves (s4_board 1 (2 + b) 1) = [dead_ends 0 1 (s3_board 1 (3 + b))].
Proof. unfold dead_ends, s3_board, s4_board. tf_options. Qed.
Lemma s4_c17_R (b : nat) : rmoves (s4_board 1 (2 + b) 1) = [dead_ends 1 0 (s2_board (3 + b) 1)].
Proof. unfold dead_ends, s2_board, s4_board. tf_options. Qed.
Lemma s4_c18_L (b c : nat) : lmoves (s4_board 1 (2 + b) (2 + c)) = [s4_board 1 (3 + b) (1 + c)].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c18_R (b c : nat) : rmoves (s4_board 1 (2 + b) (2 + c)) = [dead_ends 1 0 (s2_board (3 + b) (2 + c))].
Proof. unfold dead_ends, s2_board, s4_board. tf_options. Qed.
Lemma s4_c19_L (a : nat) : lmoves (s4_board (2 + a) 0 0) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c19_R (a : nat) : rmoves (s4_board (2 + a) 0 0) = [dead_ends 0 1 (s3_board (1 + a) 1)].
Proof. unfold dead_ends, s3_board, s4_board. tf_options. Qed.
Lemma s4_c20_L (a : nat) : lmoves (s4_board (2 + a) 0 1) = [dead_ends 0 1 (s3_board (2 + a) 1)].
Proof. unfold dead_ends, s3_board, s4_board. tf_options. Qed.
Lemma s4_c20_R (a : nat) : rmoves (s4_board (2 + a) 0 1) = [s4_board (1 + a) 1 1].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c21_L (a c : nat) : lmoves (s4_board (2 + a) 0 (2 + c)) = [s4_board (2 + a) 1 (1 + c)].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c21_R (a c : nat) : rmoves (s4_board (2 + a) 0 (2 + c)) = [s4_board (1 + a) 1 (2 + c)].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c22_L (a : nat) : lmoves (s4_board (2 + a) 1 0) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c22_R (a : nat) : rmoves (s4_board (2 + a) 1 0) = [dead_ends 0 1 (s3_board (1 + a) 2)].
Proof. unfold dead_ends, s3_board, s4_board. tf_options. Qed.
Lemma s4_c23_L (a : nat) : lmoves (s4_board (2 + a) 1 1) = [dead_ends 0 1 (s3_board (2 + a) 2)].
Proof. unfold dead_ends, s3_board, s4_board. tf_options. Qed.
Lemma s4_c23_R (a : nat) : rmoves (s4_board (2 + a) 1 1) = [s4_board (1 + a) 2 1].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c24_L (a c : nat) : lmoves (s4_board (2 + a) 1 (2 + c)) = [s4_board (2 + a) 2 (1 + c)].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c24_R (a c : nat) : rmoves (s4_board (2 + a) 1 (2 + c)) = [s4_board (1 + a) 2 (2 + c)].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c25_L (a b : nat) : lmoves (s4_board (2 + a) (2 + b) 0) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c25_R (a b : nat) : rmoves (s4_board (2 + a) (2 + b) 0) = [dead_ends 0 1 (s3_board (1 + a) (3 + b))].
Proof. unfold dead_ends, s3_board, s4_board. tf_options. Qed.
Lemma s4_c26_L (a b : nat) : lmoves (s4_board (2 + a) (2 + b) 1) = [dead_ends 0 1 (s3_board (2 + a) (3 + b))].
Proof. unfold dead_ends, s3_board, s4_board. tf_options. Qed.
Lemma s4_c26_R (a b : nat) : rmoves (s4_board (2 + a) (2 + b) 1) = [s4_board (1 + a) (3 + b) 1].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c27_L (a b c : nat) : lmoves (s4_board (2 + a) (2 + b) (2 + c)) = [s4_board (2 + a) (3 + b) (1 + c)].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c27_R (a b c : nat) : rmoves (s4_board (2 + a) (2 + b) (2 + c)) = [s4_board (1 + a) (3 + b) (2 + c)].
Proof. unfold s4_board. tf_options. Qed.

(* ------------------------------------------------------------------ *)
(* The induction on the measure of the board                          *)

Definition values_hold (x : board) : Prop :=
  (forall a b c, x = s1_board a b c -> tf_game x == s1_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) /\
  (forall a b, x = s2_board a b -> tf_game x == s2_value (Z.of_nat a) (Z.of_nat b)) /\
  (forall a b, x = s3_board a b -> tf_game x == s3_value (Z.of_nat a) (Z.of_nat b)) /\
  (forall a b c, x = s4_board a b c -> tf_game x == s4_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)).

Lemma use_s1 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s1_board a b c) < meas x -> tf_game (s1_board a b c) == s1_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c).
Proof. intros H. exact ((proj1 (IH _ H)) a b c eq_refl). Qed.

Lemma use_s2 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s2_board a b) < meas x -> tf_game (s2_board a b) == s2_value (Z.of_nat a) (Z.of_nat b).
Proof. intros H. exact ((proj1 (proj2 (IH _ H))) a b eq_refl). Qed.

Lemma use_s3 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s3_board a b) < meas x -> tf_game (s3_board a b) == s3_value (Z.of_nat a) (Z.of_nat b).
Proof. intros H. exact ((proj1 (proj2 (proj2 (IH _ H)))) a b eq_refl). Qed.

Lemma use_s4 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s4_board a b c) < meas x -> tf_game (s4_board a b c) == s4_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c).
Proof. intros H. exact ((proj2 (proj2 (proj2 (IH _ H)))) a b c eq_refl). Qed.

(* s1 = _^a T _^b F _^c *)
Lemma s1_step x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s1_board a b c -> tf_game x == s1_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c).
Proof.
  intros ->.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]); (destruct c as [|[|c]]; [ | | change (S (S c)) with (2 + c) in *]).
  { (* s1 on a==0 && b==0 && c==0 *)
    rewrite tf_game_eq, (s1_c1_L), (s1_c1_R); cbn [map].
    rewrite (s1_p1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s1 on a==0 && b==0 && c==1 *)
    rewrite tf_game_eq, (s1_c2_L), (s1_c2_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s3 IH 1 0 (opt_l_dead _ 0 1 _ _ (s1_c2_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p1 (Z.of_nat 1) (Z.of_nat 0) I).
    rewrite (s1_p2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s1 on a==0 && b==0 && c>=2 *)
    rewrite tf_game_eq, (s1_c3_L c), (s1_c3_R c); cbn [map].
    rewrite (use_s4 IH 1 0 (1 + c) (opt_l _ _ _ (s1_c3_L c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s4_p1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (1 + c)) I).
    rewrite (s1_p2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s1 on a==0 && b==1 && c==0 *)
    rewrite tf_game_eq, (s1_c4_L), (s1_c4_R); cbn [map].
    rewrite (use_s1 IH 1 0 0 (opt_l _ _ _ (s1_c4_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s1 IH 0 0 1 (opt_r _ _ _ (s1_c4_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s1_p5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s1_p2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s1_p3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  { (* s1 on a==0 && b==1 && c==1 *)
    rewrite tf_game_eq, (s1_c5_L), (s1_c5_R); cbn [map].
    rewrite (use_s1 IH 1 0 1 (opt_l _ _ _ (s1_c5_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s1 IH 0 0 2 (opt_r _ _ _ (s1_c5_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s1_p1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s1_p2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s1_p4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s1 on a==0 && b==1 && c>=2 *)
    rewrite tf_game_eq, (s1_c6_L c), (s1_c6_R c); cbn [map].
    rewrite (use_s1 IH 1 0 (2 + c) (opt_l _ _ _ (s1_c6_L c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s1 IH 0 0 (3 + c) (opt_r _ _ _ (s1_c6_R c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s1_p2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s1_p2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s1_p2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s1 on a==0 && b>=2 && c==0 *)
    rewrite tf_game_eq, (s1_c7_L b), (s1_c7_R b); cbn [map].
    rewrite (use_s1 IH 1 (1 + b) 0 (opt_l _ _ _ (s1_c7_L b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s1 IH 0 (1 + b) 1 (opt_r _ _ _ (s1_c7_R b) ltac:(cbn [In]; left; reflexivity))).
    assert (Hp0 : ((Z.of_nat 1 - Z.of_nat 0 >= 1 /\ (Z.of_nat (1 + b)) mod 2 = 0) \/ (Z.of_nat 1 - Z.of_nat 0 >= 2 /\ (Z.of_nat (1 + b)) mod 2 = 1))%Z \/ (Z.of_nat 1 - Z.of_nat 0 = 1 /\ (Z.of_nat (1 + b)) mod 2 = 1)%Z) by zlia.
    destruct Hp0 as [Hp0|Hp0].
    {
      rewrite (s1_p5 (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p2 (Z.of_nat 0) (Z.of_nat (1 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s1_p3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s1_p6 (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p4 (Z.of_nat 0) (Z.of_nat (1 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s1_p1 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  { (* s1 on a==0 && b>=2 && c==1 *)
    rewrite tf_game_eq, (s1_c8_L b), (s1_c8_R b); cbn [map].
    rewrite (use_s1 IH 1 (1 + b) 1 (opt_l _ _ _ (s1_c8_L b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s1 IH 0 (1 + b) 2 (opt_r _ _ _ (s1_c8_R b) ltac:(cbn [In]; left; reflexivity))).
    assert (Hp0 : (Z.of_nat 1 - Z.of_nat 1 = 0 /\ (Z.of_nat (1 + b)) mod 2 = 0)%Z \/ (Z.of_nat 1 - Z.of_nat 1 = 0 /\ (Z.of_nat (1 + b)) mod 2 = 1)%Z) by zlia.
    destruct Hp0 as [Hp0|Hp0].
    {
      rewrite (s1_p1 (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p2 (Z.of_nat 0) (Z.of_nat (1 + b)) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s1_p4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s1_p3 (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p2 (Z.of_nat 0) (Z.of_nat (1 + b)) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s1_p2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  { (* s1 on a==0 && b>=2 && c>=2 *)
    rewrite tf_game_eq, (s1_c9_L b c), (s1_c9_R b c); cbn [map].
    rewrite (use_s1 IH 1 (1 + b) (2 + c) (opt_l _ _ _ (s1_c9_L b c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s1 IH 0 (1 + b) (3 + c) (opt_r _ _ _ (s1_c9_R b c) ltac:(cbn [In]; left; reflexivity))).
    assert (Hp0 : ((- Z.of_nat 1 + Z.of_nat (2 + c) >= 1 /\ (Z.of_nat (1 + b)) mod 2 = 0) \/ (- Z.of_nat 1 + Z.of_nat (2 + c) >= 2 /\ (Z.of_nat (1 + b)) mod 2 = 1))%Z \/ (- Z.of_nat 1 + Z.of_nat (2 + c) = 1 /\ (Z.of_nat (1 + b)) mod 2 = 1)%Z) by zlia.
    destruct Hp0 as [Hp0|Hp0].
    {
      rewrite (s1_p2 (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p2 (Z.of_nat 0) (Z.of_nat (1 + b)) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s1_p2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s1_p4 (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p2 (Z.of_nat 0) (Z.of_nat (1 + b)) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s1_p2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  { (* s1 on a==1 && b==0 && c==0 *)
    rewrite tf_game_eq, (s1_c10_L), (s1_c10_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s2 IH 0 1 (opt_r_dead _ 1 0 _ _ (s1_c10_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s2_p1 (Z.of_nat 0) (Z.of_nat 1) I).
    rewrite (s1_p5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s1 on a==1 && b==0 && c==1 *)
    rewrite tf_game_eq, (s1_c11_L), (s1_c11_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s3 IH 2 0 (opt_l_dead _ 0 1 _ _ (s1_c11_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s2 IH 0 2 (opt_r_dead _ 1 0 _ _ (s1_c11_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p1 (Z.of_nat 2) (Z.of_nat 0) I).
    rewrite (s2_p1 (Z.of_nat 0) (Z.of_nat 2) I).
    rewrite (s1_p1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s1 on a==1 && b==0 && c>=2 *)
    rewrite tf_game_eq, (s1_c12_L c), (s1_c12_R c); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s4 IH 2 0 (1 + c) (opt_l _ _ _ (s1_c12_L c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s2 IH 0 (3 + c) (opt_r_dead _ 1 0 _ _ (s1_c12_R c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s4_p1 (Z.of_nat 2) (Z.of_nat 0) (Z.of_nat (1 + c)) I).
    rewrite (s2_p1 (Z.of_nat 0) (Z.of_nat (3 + c)) I).
    rewrite (s1_p2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s1 on a==1 && b==1 && c==0 *)
    rewrite tf_game_eq, (s1_c13_L), (s1_c13_R); cbn [map].
    rewrite (use_s1 IH 2 0 0 (opt_l _ _ _ (s1_c13_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s1 IH 1 0 1 (opt_r _ _ _ (s1_c13_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s1_p5 (Z.of_nat 2) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s1_p1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s1_p6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s1 on a==1 && b==1 && c==1 *)
    rewrite tf_game_eq, (s1_c14_L), (s1_c14_R); cbn [map].
    rewrite (use_s1 IH 2 0 1 (opt_l _ _ _ (s1_c14_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s1 IH 1 0 2 (opt_r _ _ _ (s1_c14_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s1_p5 (Z.of_nat 2) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s1_p2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s1_p3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  { (* s1 on a==1 && b==1 && c>=2 *)
    rewrite tf_game_eq, (s1_c15_L c), (s1_c15_R c); cbn [map].
    rewrite (use_s1 IH 2 0 (2 + c) (opt_l _ _ _ (s1_c15_L c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s1 IH 1 0 (3 + c) (opt_r _ _ _ (s1_c15_R c) ltac:(cbn [In]; left; reflexivity))).
    assert (Hp0 : (Z.of_nat 2 - Z.of_nat (2 + c) = 0 /\ (Z.of_nat 0) mod 2 = 0)%Z \/ ((- Z.of_nat 2 + Z.of_nat (2 + c) >= 1 /\ (Z.of_nat 0) mod 2 = 0) \/ (- Z.of_nat 2 + Z.of_nat (2 + c) >= 2 /\ (Z.of_nat 0) mod 2 = 1))%Z) by zlia.
    destruct Hp0 as [Hp0|Hp0].
    {
      rewrite (s1_p1 (Z.of_nat 2) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s1_p4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s1_p2 (Z.of_nat 2) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s1_p2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  { (* s1 on a==1 && b>=2 && c==0 *)
    rewrite tf_game_eq, (s1_c16_L b), (s1_c16_R b); cbn [map].
    rewrite (use_s1 IH 2 (1 + b) 0 (opt_l _ _ _ (s1_c16_L b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s1 IH 1 (1 + b) 1 (opt_r _ _ _ (s1_c16_R b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s1_p5 (Z.of_nat 2) (Z.of_nat (1 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    assert (Hp1 : (Z.of_nat 1 - Z.of_nat 1 = 0 /\ (Z.of_nat (1 + b)) mod 2 = 0)%Z \/ (Z.of_nat 1 - Z.of_nat 1 = 0 /\ (Z.of_nat (1 + b)) mod 2 = 1)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s1_p1 (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp1).
      rewrite (s1_p6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s1_p3 (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp1).
      rewrite (s1_p5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  { (* s1 on a==1 && b>=2 && c==1 *)
    rewrite tf_game_eq, (s1_c17_L b), (s1_c17_R b); cbn [map].
    rewrite (use_s1 IH 2 (1 + b) 1 (opt_l _ _ _ (s1_c17_L b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s1 IH 1 (1 + b) 2 (opt_r _ _ _ (s1_c17_R b) ltac:(cbn [In]; left; reflexivity))).
    assert (Hp0 : ((Z.of_nat 2 - Z.of_nat 1 >= 1 /\ (Z.of_nat (1 + b)) mod 2 = 0) \/ (Z.of_nat 2 - Z.of_nat 1 >= 2 /\ (Z.of_nat (1 + b)) mod 2 = 1))%Z \/ (Z.of_nat 2 - Z.of_nat 1 = 1 /\ (Z.of_nat (1 + b)) mod 2 = 1)%Z) by zlia.
    destruct Hp0 as [Hp0|Hp0].
    {
      rewrite (s1_p5 (Z.of_nat 2) (Z.of_nat (1 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p2 (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s1_p3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s1_p6 (Z.of_nat 2) (Z.of_nat (1 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p4 (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s1_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  { (* s1 on a==1 && b>=2 && c>=2 *)
    rewrite tf_game_eq, (s1_c18_L b c), (s1_c18_R b c); cbn [map].
    rewrite (use_s1 IH 2 (1 + b) (2 + c) (opt_l _ _ _ (s1_c18_L b c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s1 IH 1 (1 + b) (3 + c) (opt_r _ _ _ (s1_c18_R b c) ltac:(cbn [In]; left; reflexivity))).
    assert (Hp0 : (Z.of_nat 2 - Z.of_nat (2 + c) = 0 /\ (Z.of_nat (1 + b)) mod 2 = 0)%Z \/ ((- Z.of_nat 2 + Z.of_nat (2 + c) >= 1 /\ (Z.of_nat (1 + b)) mod 2 = 0) \/ (- Z.of_nat 2 + Z.of_nat (2 + c) >= 2 /\ (Z.of_nat (1 + b)) mod 2 = 1))%Z \/ (Z.of_nat 2 - Z.of_nat (2 + c) = 0 /\ (Z.of_nat (1 + b)) mod 2 = 1)%Z \/ (- Z.of_nat 2 + Z.of_nat (2 + c) = 1 /\ (Z.of_nat (1 + b)) mod 2 = 1)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
    {
      rewrite (s1_p1 (Z.of_nat 2) (Z.of_nat (1 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p2 (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s1_p4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s1_p2 (Z.of_nat 2) (Z.of_nat (1 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p2 (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s1_p2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s1_p3 (Z.of_nat 2) (Z.of_nat (1 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p2 (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s1_p2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s1_p4 (Z.of_nat 2) (Z.of_nat (1 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p2 (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s1_p2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  { (* s1 on a>=2 && b==0 && c==0 *)
    rewrite tf_game_eq, (s1_c19_L a), (s1_c19_R a); cbn [map].
    rewrite (use_s4 IH (1 + a) 0 1 (opt_r _ _ _ (s1_c19_R a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s4_p1 (Z.of_nat (1 + a)) (Z.of_nat 0) (Z.of_nat 1) I).
    rewrite (s1_p5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s1 on a>=2 && b==0 && c==1 *)
    rewrite tf_game_eq, (s1_c20_L a), (s1_c20_R a); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s3 IH (3 + a) 0 (opt_l_dead _ 0 1 _ _ (s1_c20_L a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s4 IH (1 + a) 0 2 (opt_r _ _ _ (s1_c20_R a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p1 (Z.of_nat (3 + a)) (Z.of_nat 0) I).
    rewrite (s4_p1 (Z.of_nat (1 + a)) (Z.of_nat 0) (Z.of_nat 2) I).
    rewrite (s1_p5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s1 on a>=2 && b==0 && c>=2 *)
    rewrite tf_game_eq, (s1_c21_L a c), (s1_c21_R a c); cbn [map].
    rewrite (use_s4 IH (3 + a) 0 (1 + c) (opt_l _ _ _ (s1_c21_L a c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s4 IH (1 + a) 0 (3 + c) (opt_r _ _ _ (s1_c21_R a c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s4_p1 (Z.of_nat (3 + a)) (Z.of_nat 0) (Z.of_nat (1 + c)) I).
    rewrite (s4_p1 (Z.of_nat (1 + a)) (Z.of_nat 0) (Z.of_nat (3 + c)) I).
    assert (Hp2 : (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 0 /\ (Z.of_nat 0) mod 2 = 0)%Z \/ ((- Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 1 /\ (Z.of_nat 0) mod 2 = 0) \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 2 /\ (Z.of_nat 0) mod 2 = 1))%Z \/ ((Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 1 /\ (Z.of_nat 0) mod 2 = 0) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 2 /\ (Z.of_nat 0) mod 2 = 1))%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|Hp2]].
    {
      rewrite (s1_p1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp2).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s1_p2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp2).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s1_p5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp2).
      unfold nstar.
      split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  { (* s1 on a>=2 && b==1 && c==0 *)
    rewrite tf_game_eq, (s1_c22_L a), (s1_c22_R a); cbn [map].
    rewrite (use_s1 IH (3 + a) 0 0 (opt_l _ _ _ (s1_c22_L a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s1 IH (2 + a) 0 1 (opt_r _ _ _ (s1_c22_R a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s1_p5 (Z.of_nat (3 + a)) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s1_p5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s1_p5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s1 on a>=2 && b==1 && c==1 *)
    rewrite tf_game_eq, (s1_c23_L a), (s1_c23_R a); cbn [map].
    rewrite (use_s1 IH (3 + a) 0 1 (opt_l _ _ _ (s1_c23_L a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s1 IH (2 + a) 0 2 (opt_r _ _ _ (s1_c23_R a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s1_p5 (Z.of_nat (3 + a)) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) - Z.of_nat 2 = 0 /\ (Z.of_nat 0) mod 2 = 0)%Z \/ ((Z.of_nat (2 + a) - Z.of_nat 2 >= 1 /\ (Z.of_nat 0) mod 2 = 0) \/ (Z.of_nat (2 + a) - Z.of_nat 2 >= 2 /\ (Z.of_nat 0) mod 2 = 1))%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s1_p1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp1).
      rewrite (s1_p6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s1_p5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp1).
      rewrite (s1_p5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  { (* s1 on a>=2 && b==1 && c>=2 *)
    rewrite tf_game_eq, (s1_c24_L a c), (s1_c24_R a c); cbn [map].
    rewrite (use_s1 IH (3 + a) 0 (2 + c) (opt_l _ _ _ (s1_c24_L a c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s1 IH (2 + a) 0 (3 + c) (opt_r _ _ _ (s1_c24_R a c) ltac:(cbn [In]; left; reflexivity))).
    assert (Hp0 : (Z.of_nat (3 + a) - Z.of_nat (2 + c) = 0 /\ (Z.of_nat 0) mod 2 = 0)%Z \/ ((- Z.of_nat (3 + a) + Z.of_nat (2 + c) >= 1 /\ (Z.of_nat 0) mod 2 = 0) \/ (- Z.of_nat (3 + a) + Z.of_nat (2 + c) >= 2 /\ (Z.of_nat 0) mod 2 = 1))%Z \/ ((Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 1 /\ (Z.of_nat 0) mod 2 = 0) \/ (Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 2 /\ (Z.of_nat 0) mod 2 = 1))%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|Hp0]].
    {
      rewrite (s1_p1 (Z.of_nat (3 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s1_p4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s1_p2 (Z.of_nat (3 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s1_p2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s1_p5 (Z.of_nat (3 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      assert (Hp1 : (Z.of_nat (2 + a) - Z.of_nat (3 + c) = 0 /\ (Z.of_nat 0) mod 2 = 0)%Z \/ ((- Z.of_nat (2 + a) + Z.of_nat (3 + c) >= 1 /\ (Z.of_nat 0) mod 2 = 0) \/ (- Z.of_nat (2 + a) + Z.of_nat (3 + c) >= 2 /\ (Z.of_nat 0) mod 2 = 1))%Z \/ ((Z.of_nat (2 + a) - Z.of_nat (3 + c) >= 1 /\ (Z.of_nat 0) mod 2 = 0) \/ (Z.of_nat (2 + a) - Z.of_nat (3 + c) >= 2 /\ (Z.of_nat 0) mod 2 = 1))%Z) by zlia.
      destruct Hp1 as [Hp1|[Hp1|Hp1]].
      {
        rewrite (s1_p1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp1).
        rewrite (s1_p6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
      }
      {
        rewrite (s1_p2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp1).
        rewrite (s1_p3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
      }
      {
        rewrite (s1_p5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp1).
        rewrite (s1_p5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
      }
    }
  }
  { (* s1 on a>=2 && b>=2 && c==0 *)
    rewrite tf_game_eq, (s1_c25_L a b), (s1_c25_R a b); cbn [map].
    rewrite (use_s1 IH (3 + a) (1 + b) 0 (opt_l _ _ _ (s1_c25_L a b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s1 IH (2 + a) (1 + b) 1 (opt_r _ _ _ (s1_c25_R a b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s1_p5 (Z.of_nat (3 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    assert (Hp1 : ((Z.of_nat (2 + a) - Z.of_nat 1 >= 1 /\ (Z.of_nat (1 + b)) mod 2 = 0) \/ (Z.of_nat (2 + a) - Z.of_nat 1 >= 2 /\ (Z.of_nat (1 + b)) mod 2 = 1))%Z \/ (Z.of_nat (2 + a) - Z.of_nat 1 = 1 /\ (Z.of_nat (1 + b)) mod 2 = 1)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s1_p5 (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp1).
      rewrite (s1_p5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s1_p6 (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp1).
      rewrite (s1_p5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  { (* s1 on a>=2 && b>=2 && c==1 *)
    rewrite tf_game_eq, (s1_c26_L a b), (s1_c26_R a b); cbn [map].
    rewrite (use_s1 IH (3 + a) (1 + b) 1 (opt_l _ _ _ (s1_c26_L a b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s1 IH (2 + a) (1 + b) 2 (opt_r _ _ _ (s1_c26_R a b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s1_p5 (Z.of_nat (3 + a)) (Z.of_nat (1 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) - Z.of_nat 2 = 0 /\ (Z.of_nat (1 + b)) mod 2 = 0)%Z \/ (Z.of_nat (2 + a) - Z.of_nat 2 = 0 /\ (Z.of_nat (1 + b)) mod 2 = 1)%Z \/ ((Z.of_nat (2 + a) - Z.of_nat 2 >= 1 /\ (Z.of_nat (1 + b)) mod 2 = 0) \/ (Z.of_nat (2 + a) - Z.of_nat 2 >= 2 /\ (Z.of_nat (1 + b)) mod 2 = 1))%Z \/ (Z.of_nat (2 + a) - Z.of_nat 2 = 1 /\ (Z.of_nat (1 + b)) mod 2 = 1)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
    {
      rewrite (s1_p1 (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp1).
      rewrite (s1_p6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s1_p3 (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp1).
      rewrite (s1_p5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s1_p5 (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp1).
      rewrite (s1_p5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s1_p6 (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp1).
      rewrite (s1_p5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  { (* s1 on a>=2 && b>=2 && c>=2 *)
    rewrite tf_game_eq, (s1_c27_L a b c), (s1_c27_R a b c); cbn [map].
    rewrite (use_s1 IH (3 + a) (1 + b) (2 + c) (opt_l _ _ _ (s1_c27_L a b c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s1 IH (2 + a) (1 + b) (3 + c) (opt_r _ _ _ (s1_c27_R a b c) ltac:(cbn [In]; left; reflexivity))).
    assert (Hp0 : (Z.of_nat (3 + a) - Z.of_nat (2 + c) = 0 /\ (Z.of_nat (1 + b)) mod 2 = 0)%Z \/ ((- Z.of_nat (3 + a) + Z.of_nat (2 + c) >= 1 /\ (Z.of_nat (1 + b)) mod 2 = 0) \/ (- Z.of_nat (3 + a) + Z.of_nat (2 + c) >= 2 /\ (Z.of_nat (1 + b)) mod 2 = 1))%Z \/ (Z.of_nat (3 + a) - Z.of_nat (2 + c) = 0 /\ (Z.of_nat (1 + b)) mod 2 = 1)%Z \/ (- Z.of_nat (3 + a) + Z.of_nat (2 + c) = 1 /\ (Z.of_nat (1 + b)) mod 2 = 1)%Z \/ ((Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 1 /\ (Z.of_nat (1 + b)) mod 2 = 0) \/ (Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 2 /\ (Z.of_nat (1 + b)) mod 2 = 1))%Z \/ (Z.of_nat (3 + a) - Z.of_nat (2 + c) = 1 /\ (Z.of_nat (1 + b)) mod 2 = 1)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|[Hp0|[Hp0|[Hp0|Hp0]]]]].
    {
      rewrite (s1_p1 (Z.of_nat (3 + a)) (Z.of_nat (1 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p2 (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s1_p4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s1_p2 (Z.of_nat (3 + a)) (Z.of_nat (1 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p2 (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s1_p2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s1_p3 (Z.of_nat (3 + a)) (Z.of_nat (1 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p2 (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s1_p2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s1_p4 (Z.of_nat (3 + a)) (Z.of_nat (1 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p2 (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s1_p2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s1_p5 (Z.of_nat (3 + a)) (Z.of_nat (1 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      assert (Hp1 : (Z.of_nat (2 + a) - Z.of_nat (3 + c) = 0 /\ (Z.of_nat (1 + b)) mod 2 = 0)%Z \/ ((- Z.of_nat (2 + a) + Z.of_nat (3 + c) >= 1 /\ (Z.of_nat (1 + b)) mod 2 = 0) \/ (- Z.of_nat (2 + a) + Z.of_nat (3 + c) >= 2 /\ (Z.of_nat (1 + b)) mod 2 = 1))%Z \/ (Z.of_nat (2 + a) - Z.of_nat (3 + c) = 0 /\ (Z.of_nat (1 + b)) mod 2 = 1)%Z \/ ((Z.of_nat (2 + a) - Z.of_nat (3 + c) >= 1 /\ (Z.of_nat (1 + b)) mod 2 = 0) \/ (Z.of_nat (2 + a) - Z.of_nat (3 + c) >= 2 /\ (Z.of_nat (1 + b)) mod 2 = 1))%Z \/ (Z.of_nat (2 + a) - Z.of_nat (3 + c) = 1 /\ (Z.of_nat (1 + b)) mod 2 = 1)%Z) by zlia.
      destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]].
      {
        rewrite (s1_p1 (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp1).
        rewrite (s1_p6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
      }
      {
        rewrite (s1_p2 (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp1).
        rewrite (s1_p3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
      }
      {
        rewrite (s1_p3 (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp1).
        rewrite (s1_p5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
      }
      {
        rewrite (s1_p5 (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp1).
        rewrite (s1_p5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
      }
      {
        rewrite (s1_p6 (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp1).
        rewrite (s1_p5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
      }
    }
    {
      rewrite (s1_p6 (Z.of_nat (3 + a)) (Z.of_nat (1 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p4 (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat (3 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s1_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
Qed.

(* s2 = _^a T _^b *)
Lemma s2_step x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s2_board a b -> tf_game x == s2_value (Z.of_nat a) (Z.of_nat b).
Proof.
  intros ->.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]).
  { (* s2 on a==0 && b==0 *)
    rewrite tf_game_eq, (s2_c1_L), (s2_c1_R); cbn [map].
    rewrite (s2_p1 (Z.of_nat 0) (Z.of_nat 0) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s2 on a==0 && b==1 *)
    rewrite tf_game_eq, (s2_c2_L), (s2_c2_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (tf_game_blank 1).
    rewrite (s2_p1 (Z.of_nat 0) (Z.of_nat 1) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s2 on a==0 && b>=2 *)
    rewrite tf_game_eq, (s2_c3_L b), (s2_c3_R b); cbn [map].
    rewrite (use_s2 IH 1 (1 + b) (opt_l _ _ _ (s2_c3_L b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s2_p1 (Z.of_nat 1) (Z.of_nat (1 + b)) I).
    rewrite (s2_p1 (Z.of_nat 0) (Z.of_nat (2 + b)) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s2 on a==1 && b==0 *)
    rewrite tf_game_eq, (s2_c4_L), (s2_c4_R); cbn [map].
    rewrite (s2_p1 (Z.of_nat 1) (Z.of_nat 0) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s2 on a==1 && b==1 *)
    rewrite tf_game_eq, (s2_c5_L), (s2_c5_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (tf_game_blank 2).
    rewrite (s2_p1 (Z.of_nat 1) (Z.of_nat 1) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s2 on a==1 && b>=2 *)
    rewrite tf_game_eq, (s2_c6_L b), (s2_c6_R b); cbn [map].
    rewrite (use_s2 IH 2 (1 + b) (opt_l _ _ _ (s2_c6_L b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s2_p1 (Z.of_nat 2) (Z.of_nat (1 + b)) I).
    rewrite (s2_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s2 on a>=2 && b==0 *)
    rewrite tf_game_eq, (s2_c7_L a), (s2_c7_R a); cbn [map].
    rewrite (s2_p1 (Z.of_nat (2 + a)) (Z.of_nat 0) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s2 on a>=2 && b==1 *)
    rewrite tf_game_eq, (s2_c8_L a), (s2_c8_R a); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (tf_game_blank (3 + a)).
    rewrite (s2_p1 (Z.of_nat (2 + a)) (Z.of_nat 1) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s2 on a>=2 && b>=2 *)
    rewrite tf_game_eq, (s2_c9_L a b), (s2_c9_R a b); cbn [map].
    rewrite (use_s2 IH (3 + a) (1 + b) (opt_l _ _ _ (s2_c9_L a b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s2_p1 (Z.of_nat (3 + a)) (Z.of_nat (1 + b)) I).
    rewrite (s2_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s3 = _^a F _^b *)
Lemma s3_step x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s3_board a b -> tf_game x == s3_value (Z.of_nat a) (Z.of_nat b).
Proof.
  intros ->.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]).
  { (* s3 on a==0 && b==0 *)
    rewrite tf_game_eq, (s3_c1_L), (s3_c1_R); cbn [map].
    rewrite (s3_p1 (Z.of_nat 0) (Z.of_nat 0) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s3 on a==0 && b==1 *)
    rewrite tf_game_eq, (s3_c2_L), (s3_c2_R); cbn [map].
    rewrite (s3_p1 (Z.of_nat 0) (Z.of_nat 1) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s3 on a==0 && b>=2 *)
    rewrite tf_game_eq, (s3_c3_L b), (s3_c3_R b); cbn [map].
    rewrite (s3_p1 (Z.of_nat 0) (Z.of_nat (2 + b)) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s3 on a==1 && b==0 *)
    rewrite tf_game_eq, (s3_c4_L), (s3_c4_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (tf_game_blank 1).
    rewrite (s3_p1 (Z.of_nat 1) (Z.of_nat 0) I).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s3 on a==1 && b==1 *)
    rewrite tf_game_eq, (s3_c5_L), (s3_c5_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (tf_game_blank 2).
    rewrite (s3_p1 (Z.of_nat 1) (Z.of_nat 1) I).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s3 on a==1 && b>=2 *)
    rewrite tf_game_eq, (s3_c6_L b), (s3_c6_R b); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (tf_game_blank (3 + b)).
    rewrite (s3_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) I).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s3 on a>=2 && b==0 *)
    rewrite tf_game_eq, (s3_c7_L a), (s3_c7_R a); cbn [map].
    rewrite (use_s3 IH (1 + a) 1 (opt_r _ _ _ (s3_c7_R a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p1 (Z.of_nat (1 + a)) (Z.of_nat 1) I).
    rewrite (s3_p1 (Z.of_nat (2 + a)) (Z.of_nat 0) I).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s3 on a>=2 && b==1 *)
    rewrite tf_game_eq, (s3_c8_L a), (s3_c8_R a); cbn [map].
    rewrite (use_s3 IH (1 + a) 2 (opt_r _ _ _ (s3_c8_R a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p1 (Z.of_nat (1 + a)) (Z.of_nat 2) I).
    rewrite (s3_p1 (Z.of_nat (2 + a)) (Z.of_nat 1) I).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s3 on a>=2 && b>=2 *)
    rewrite tf_game_eq, (s3_c9_L a b), (s3_c9_R a b); cbn [map].
    rewrite (use_s3 IH (1 + a) (3 + b) (opt_r _ _ _ (s3_c9_R a b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p1 (Z.of_nat (1 + a)) (Z.of_nat (3 + b)) I).
    rewrite (s3_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) I).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s4 = _^a F _^b T _^c *)
Lemma s4_step x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s4_board a b c -> tf_game x == s4_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c).
Proof.
  intros ->.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]); (destruct c as [|[|c]]; [ | | change (S (S c)) with (2 + c) in *]).
  { (* s4 on a==0 && b==0 && c==0 *)
    rewrite tf_game_eq, (s4_c1_L), (s4_c1_R); cbn [map].
    rewrite (s4_p1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s4 on a==0 && b==0 && c==1 *)
    rewrite tf_game_eq, (s4_c2_L), (s4_c2_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (tf_game_blank 1).
    rewrite (s4_p1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s4 on a==0 && b==0 && c>=2 *)
    rewrite tf_game_eq, (s4_c3_L c), (s4_c3_R c); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s2 IH 1 (1 + c) (opt_l_dead _ 1 0 _ _ (s4_c3_L c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s2_p1 (Z.of_nat 1) (Z.of_nat (1 + c)) I).
    rewrite (s4_p1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s4 on a==0 && b==1 && c==0 *)
    rewrite tf_game_eq, (s4_c4_L), (s4_c4_R); cbn [map].
    rewrite (s4_p1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s4 on a==0 && b==1 && c==1 *)
    rewrite tf_game_eq, (s4_c5_L), (s4_c5_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (tf_game_blank 2).
    rewrite (s4_p1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s4 on a==0 && b==1 && c>=2 *)
    rewrite tf_game_eq, (s4_c6_L c), (s4_c6_R c); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s2 IH 2 (1 + c) (opt_l_dead _ 1 0 _ _ (s4_c6_L c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s2_p1 (Z.of_nat 2) (Z.of_nat (1 + c)) I).
    rewrite (s4_p1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s4 on a==0 && b>=2 && c==0 *)
    rewrite tf_game_eq, (s4_c7_L b), (s4_c7_R b); cbn [map].
    rewrite (s4_p1 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s4 on a==0 && b>=2 && c==1 *)
    rewrite tf_game_eq, (s4_c8_L b), (s4_c8_R b); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (tf_game_blank (3 + b)).
    rewrite (s4_p1 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s4 on a==0 && b>=2 && c>=2 *)
    rewrite tf_game_eq, (s4_c9_L b c), (s4_c9_R b c); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s2 IH (3 + b) (1 + c) (opt_l_dead _ 1 0 _ _ (s4_c9_L b c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s2_p1 (Z.of_nat (3 + b)) (Z.of_nat (1 + c)) I).
    rewrite (s4_p1 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s4 on a==1 && b==0 && c==0 *)
    rewrite tf_game_eq, (s4_c10_L), (s4_c10_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (tf_game_blank 1).
    rewrite (s4_p1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) I).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s4 on a==1 && b==0 && c==1 *)
    rewrite tf_game_eq, (s4_c11_L), (s4_c11_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s3 IH 1 1 (opt_l_dead _ 0 1 _ _ (s4_c11_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s2 IH 1 1 (opt_r_dead _ 1 0 _ _ (s4_c11_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p1 (Z.of_nat 1) (Z.of_nat 1) I).
    rewrite (s2_p1 (Z.of_nat 1) (Z.of_nat 1) I).
    rewrite (s4_p1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s4 on a==1 && b==0 && c>=2 *)
    rewrite tf_game_eq, (s4_c12_L c), (s4_c12_R c); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s4 IH 1 1 (1 + c) (opt_l _ _ _ (s4_c12_L c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s2 IH 1 (2 + c) (opt_r_dead _ 1 0 _ _ (s4_c12_R c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s4_p1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (1 + c)) I).
    rewrite (s2_p1 (Z.of_nat 1) (Z.of_nat (2 + c)) I).
    rewrite (s4_p1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s4 on a==1 && b==1 && c==0 *)
    rewrite tf_game_eq, (s4_c13_L), (s4_c13_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (tf_game_blank 2).
    rewrite (s4_p1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) I).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s4 on a==1 && b==1 && c==1 *)
    rewrite tf_game_eq, (s4_c14_L), (s4_c14_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s3 IH 1 2 (opt_l_dead _ 0 1 _ _ (s4_c14_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s2 IH 2 1 (opt_r_dead _ 1 0 _ _ (s4_c14_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p1 (Z.of_nat 1) (Z.of_nat 2) I).
    rewrite (s2_p1 (Z.of_nat 2) (Z.of_nat 1) I).
    rewrite (s4_p1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s4 on a==1 && b==1 && c>=2 *)
    rewrite tf_game_eq, (s4_c15_L c), (s4_c15_R c); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s4 IH 1 2 (1 + c) (opt_l _ _ _ (s4_c15_L c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s2 IH 2 (2 + c) (opt_r_dead _ 1 0 _ _ (s4_c15_R c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s4_p1 (Z.of_nat 1) (Z.of_nat 2) (Z.of_nat (1 + c)) I).
    rewrite (s2_p1 (Z.of_nat 2) (Z.of_nat (2 + c)) I).
    rewrite (s4_p1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s4 on a==1 && b>=2 && c==0 *)
    rewrite tf_game_eq, (s4_c16_L b), (s4_c16_R b); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (tf_game_blank (3 + b)).
    rewrite (s4_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) I).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s4 on a==1 && b>=2 && c==1 *)
    rewrite tf_game_eq, (s4_c17_L b), (s4_c17_R b); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s3 IH 1 (3 + b) (opt_l_dead _ 0 1 _ _ (s4_c17_L b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s2 IH (3 + b) 1 (opt_r_dead _ 1 0 _ _ (s4_c17_R b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p1 (Z.of_nat 1) (Z.of_nat (3 + b)) I).
    rewrite (s2_p1 (Z.of_nat (3 + b)) (Z.of_nat 1) I).
    rewrite (s4_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s4 on a==1 && b>=2 && c>=2 *)
    rewrite tf_game_eq, (s4_c18_L b c), (s4_c18_R b c); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s4 IH 1 (3 + b) (1 + c) (opt_l _ _ _ (s4_c18_L b c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s2 IH (3 + b) (2 + c) (opt_r_dead _ 1 0 _ _ (s4_c18_R b c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s4_p1 (Z.of_nat 1) (Z.of_nat (3 + b)) (Z.of_nat (1 + c)) I).
    rewrite (s2_p1 (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) I).
    rewrite (s4_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s4 on a>=2 && b==0 && c==0 *)
    rewrite tf_game_eq, (s4_c19_L a), (s4_c19_R a); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s3 IH (1 + a) 1 (opt_r_dead _ 0 1 _ _ (s4_c19_R a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p1 (Z.of_nat (1 + a)) (Z.of_nat 1) I).
    rewrite (s4_p1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) I).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s4 on a>=2 && b==0 && c==1 *)
    rewrite tf_game_eq, (s4_c20_L a), (s4_c20_R a); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s3 IH (2 + a) 1 (opt_l_dead _ 0 1 _ _ (s4_c20_L a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s4 IH (1 + a) 1 1 (opt_r _ _ _ (s4_c20_R a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p1 (Z.of_nat (2 + a)) (Z.of_nat 1) I).
    rewrite (s4_p1 (Z.of_nat (1 + a)) (Z.of_nat 1) (Z.of_nat 1) I).
    rewrite (s4_p1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) I).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s4 on a>=2 && b==0 && c>=2 *)
    rewrite tf_game_eq, (s4_c21_L a c), (s4_c21_R a c); cbn [map].
    rewrite (use_s4 IH (2 + a) 1 (1 + c) (opt_l _ _ _ (s4_c21_L a c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s4 IH (1 + a) 1 (2 + c) (opt_r _ _ _ (s4_c21_R a c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s4_p1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (1 + c)) I).
    rewrite (s4_p1 (Z.of_nat (1 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) I).
    rewrite (s4_p1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) I).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s4 on a>=2 && b==1 && c==0 *)
    rewrite tf_game_eq, (s4_c22_L a), (s4_c22_R a); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s3 IH (1 + a) 2 (opt_r_dead _ 0 1 _ _ (s4_c22_R a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p1 (Z.of_nat (1 + a)) (Z.of_nat 2) I).
    rewrite (s4_p1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) I).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s4 on a>=2 && b==1 && c==1 *)
    rewrite tf_game_eq, (s4_c23_L a), (s4_c23_R a); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s3 IH (2 + a) 2 (opt_l_dead _ 0 1 _ _ (s4_c23_L a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s4 IH (1 + a) 2 1 (opt_r _ _ _ (s4_c23_R a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p1 (Z.of_nat (2 + a)) (Z.of_nat 2) I).
    rewrite (s4_p1 (Z.of_nat (1 + a)) (Z.of_nat 2) (Z.of_nat 1) I).
    rewrite (s4_p1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) I).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s4 on a>=2 && b==1 && c>=2 *)
    rewrite tf_game_eq, (s4_c24_L a c), (s4_c24_R a c); cbn [map].
    rewrite (use_s4 IH (2 + a) 2 (1 + c) (opt_l _ _ _ (s4_c24_L a c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s4 IH (1 + a) 2 (2 + c) (opt_r _ _ _ (s4_c24_R a c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s4_p1 (Z.of_nat (2 + a)) (Z.of_nat 2) (Z.of_nat (1 + c)) I).
    rewrite (s4_p1 (Z.of_nat (1 + a)) (Z.of_nat 2) (Z.of_nat (2 + c)) I).
    rewrite (s4_p1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) I).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s4 on a>=2 && b>=2 && c==0 *)
    rewrite tf_game_eq, (s4_c25_L a b), (s4_c25_R a b); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s3 IH (1 + a) (3 + b) (opt_r_dead _ 0 1 _ _ (s4_c25_R a b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p1 (Z.of_nat (1 + a)) (Z.of_nat (3 + b)) I).
    rewrite (s4_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) I).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s4 on a>=2 && b>=2 && c==1 *)
    rewrite tf_game_eq, (s4_c26_L a b), (s4_c26_R a b); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s3 IH (2 + a) (3 + b) (opt_l_dead _ 0 1 _ _ (s4_c26_L a b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s4 IH (1 + a) (3 + b) 1 (opt_r _ _ _ (s4_c26_R a b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p1 (Z.of_nat (2 + a)) (Z.of_nat (3 + b)) I).
    rewrite (s4_p1 (Z.of_nat (1 + a)) (Z.of_nat (3 + b)) (Z.of_nat 1) I).
    rewrite (s4_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) I).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s4 on a>=2 && b>=2 && c>=2 *)
    rewrite tf_game_eq, (s4_c27_L a b c), (s4_c27_R a b c); cbn [map].
    rewrite (use_s4 IH (2 + a) (3 + b) (1 + c) (opt_l _ _ _ (s4_c27_L a b c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s4 IH (1 + a) (3 + b) (2 + c) (opt_r _ _ _ (s4_c27_R a b c) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s4_p1 (Z.of_nat (2 + a)) (Z.of_nat (3 + b)) (Z.of_nat (1 + c)) I).
    rewrite (s4_p1 (Z.of_nat (1 + a)) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) I).
    rewrite (s4_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) I).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Theorem all_values_hold x : values_hold x.
Proof. induction x as [x IH] using board_ind. exact (conj (s1_step x IH) (conj (s2_step x IH) (conj (s3_step x IH) (s4_step x IH)))). Qed.

(* ------------------------------------------------------------------ *)
(* The families                                                       *)

Lemma all_s1 (a b c : nat) : tf_game (s1_board a b c) == s1_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c).
Proof. exact ((proj1 (all_values_hold _)) a b c eq_refl). Qed.

Definition family_board (a b c : nat) : board := repeat E a ++ T :: repeat E b ++ F :: repeat E c.  (* _^a T _^b F _^c *)
Definition family_value (a b c : Z) : game :=
  if ((a - c =? 0) && ((b) mod 2 =? 0))%Z then int 0
  else if (((1 <=? - a + c) && ((b) mod 2 =? 0)) || ((2 <=? - a + c) && ((b) mod 2 =? 1)))%Z then int (- a + c - 1)
  else if ((a - c =? 0) && ((b) mod 2 =? 1))%Z then nstar (int 0)
  else if ((- a + c =? 1) && ((b) mod 2 =? 1))%Z then dyadic 1 1
  else if (((1 <=? a - c) && ((b) mod 2 =? 0)) || ((2 <=? a - c) && ((b) mod 2 =? 1)))%Z then int (- a + c + 1)
  else if ((a - c =? 1) && ((b) mod 2 =? 1))%Z then dyadic (-1) 1
  else zero. (* not reached: the pieces cover the parameters >= 0 *)

Theorem B11 : forall a b c, tf_game (family_board a b c) == family_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c).
Proof.
  intros a b c.
  replace (family_board a b c) with (s1_board a b c) by (unfold family_board, s1_board; board_eq).
  rewrite (all_s1 a b c).
  unfold s1_value, family_value. reflexivity.
Qed.

Print Assumptions B11.
