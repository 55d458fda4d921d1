(* Toads-and-Frogs: the value of every position of a family.

   Theorem (A11_1).  For all a >= 0, the position  T^a F _  has the value

       0

   Theorem (A11_2).  For all a, b >= 0, the position  T^a _ T^b F  has the value

       b-1                      when a==0 && b<=1
       a                        when b>=2
       (a-1)*                   when a-b==1 && a<=2
       1/2                      when a==1 && b==1
       {1/2|0}                  when a==2 && b==0
       {1*|0}                   when a==3 && b==0
       {a-1|1}                  when a>=3 && b==1
       {{a-2|1}|0}              when a>=4 && b==0

   (T a toad, F a frog, _ an empty square; Left moves the toads, Right the frogs.)

   The positions and their values are the real game: tf_game of a board built
   from the pattern, by the rules in CGProve.ToadsFrogs.  Proof: strong
   induction on the measure of the board over 4 states (the families and the
   positions their moves lead to, as the rules produce them; dead pieces at the
   ends dropped), 16 cases: for each state and each shape of its parameters
   (each 0, 1 or >= 2) the options are computed from the rules, replaced by
   their values from the induction hypothesis, and in each cell where every
   value is one piece the game is compared with the claimed piece by Conway's
   order (numbers never unfolded); side conditions by lia.

   Written by `cgprove prove tf --class A11 --coq FILE.v`; check with
     make coq && coqc -Q proofs/lib CGProve FILE.v *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)


(* ------------------------------------------------------------------ *)
(* States: the positions the moves lead to, as the rules produce them  *)

Definition s1_board (a : nat) : board := repeat T a ++ [F; E].  (* T^a F _ *)
Definition s2_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [F].  (* T^a _ T^b F *)
Definition s3_board : board := [T; E].  (* T _ *)
Definition s4_board (a : nat) : board := repeat T a ++ [F; T; E].  (* T^a F T _ *)

(* ------------------------------------------------------------------ *)
(* Claimed values, piece by piece; each piece holds on its region,     *)
(* and the regions cover every parameter value                          *)

Definition s1_value (a : Z) : game := int 0.
Lemma s1_p1 (a : Z) : True -> s1_value a = int 0.
Proof. reflexivity. Qed.

Definition s2_value (a b : Z) : game :=
  if ((a =? 0) && (b <=? 1))%Z then int (b - 1)
  else if ((2 <=? b))%Z then int a
  else if ((a - b =? 1) && (a <=? 2))%Z then nstar (int (a - 1))
  else if ((a =? 1) && (b =? 1))%Z then dyadic 1 1
  else if ((a =? 2) && (b =? 0))%Z then Game [dyadic 1 1] [int 0]
  else if ((a =? 3) && (b =? 0))%Z then Game [nstar (int 1)] [int 0]
  else if ((3 <=? a) && (b =? 1))%Z then Game [int (a - 1)] [int 1]
  else if ((4 <=? a) && (b =? 0))%Z then Game [Game [int (a - 2)] [int 1]] [int 0]
  else zero. (* not reached: the pieces cover the parameters >= 0 *)
Lemma s2_p1 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 0 /\ b <= 1)%Z -> s2_value a b = int (b - 1).
Proof.
  intros Ha Hb H. unfold s2_value.
  replace ((a =? 0) && (b <=? 1))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s2_p2 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 2)%Z -> s2_value a b = int a.
Proof.
  intros Ha Hb H. unfold s2_value.
  replace ((a =? 0) && (b <=? 1))%Z with false by zlia.
  replace ((2 <=? b))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s2_p3 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a - b = 1 /\ a <= 2)%Z -> s2_value a b = nstar (int (a - 1)).
Proof.
  intros Ha Hb H. unfold s2_value.
  replace ((a =? 0) && (b <=? 1))%Z with false by zlia.
  replace ((2 <=? b))%Z with false by zlia.
  replace ((a - b =? 1) && (a <=? 2))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s2_p4 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 1 /\ b = 1)%Z -> s2_value a b = dyadic 1 1.
Proof.
  intros Ha Hb H. unfold s2_value.
  replace ((a =? 0) && (b <=? 1))%Z with false by zlia.
  replace ((2 <=? b))%Z with false by zlia.
  replace ((a - b =? 1) && (a <=? 2))%Z with false by zlia.
  replace ((a =? 1) && (b =? 1))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s2_p5 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 2 /\ b = 0)%Z -> s2_value a b = Game [dyadic 1 1] [int 0].
Proof.
  intros Ha Hb H. unfold s2_value.
  replace ((a =? 0) && (b <=? 1))%Z with false by zlia.
  replace ((2 <=? b))%Z with false by zlia.
  replace ((a - b =? 1) && (a <=? 2))%Z with false by zlia.
  replace ((a =? 1) && (b =? 1))%Z with false by zlia.
  replace ((a =? 2) && (b =? 0))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s2_p6 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 3 /\ b = 0)%Z -> s2_value a b = Game [nstar (int 1)] [int 0].
Proof.
  intros Ha Hb H. unfold s2_value.
  replace ((a =? 0) && (b <=? 1))%Z with false by zlia.
  replace ((2 <=? b))%Z with false by zlia.
  replace ((a - b =? 1) && (a <=? 2))%Z with false by zlia.
  replace ((a =? 1) && (b =? 1))%Z with false by zlia.
  replace ((a =? 2) && (b =? 0))%Z with false by zlia.
  replace ((a =? 3) && (b =? 0))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s2_p7 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 3 /\ b = 1)%Z -> s2_value a b = Game [int (a - 1)] [int 1].
Proof.
  intros Ha Hb H. unfold s2_value.
  replace ((a =? 0) && (b <=? 1))%Z with false by zlia.
  replace ((2 <=? b))%Z with false by zlia.
  replace ((a - b =? 1) && (a <=? 2))%Z with false by zlia.
  replace ((a =? 1) && (b =? 1))%Z with false by zlia.
  replace ((a =? 2) && (b =? 0))%Z with false by zlia.
  replace ((a =? 3) && (b =? 0))%Z with false by zlia.
  replace ((3 <=? a) && (b =? 1))%Z with true by zlia.
  reflexivity.
Qed.
Lemma s2_p8 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 4 /\ b = 0)%Z -> s2_value a b = Game [Game [int (a - 2)] [int 1]] [int 0].
Proof.
  intros Ha Hb H. unfold s2_value.
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

Definition s3_value : game := int 1.
Lemma s3_p1 : True -> s3_value = int 1.
Proof. reflexivity. Qed.

Definition s4_value (a : Z) : game := int 1.
Lemma s4_p1 (a : Z) : True -> s4_value a = int 1.
Proof. reflexivity. Qed.

(* ------------------------------------------------------------------ *)
(* Options of each state in each shape of its parameters, from the rules *)

Lemma s1_c1_L : lmoves (s1_board 0) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c1_R : rmoves (s1_board 0) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c2_L : lmoves (s1_board 1) = [dead_ends 0 1 (s2_board 0 0)].
Proof. unfold dead_ends, s1_board, s2_board. tf_options. Qed.
Lemma s1_c2_R : rmoves (s1_board 1) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c3_L (a : nat) : lmoves (s1_board (2 + a)) = [dead_ends 0 1 (s2_board (1 + a) 0)].
Proof. unfold dead_ends, s1_board, s2_board. tf_options. Qed.
Lemma s1_c3_R (a : nat) : rmoves (s1_board (2 + a)) = [].
Proof. unfold s1_board. tf_options. Qed.

Lemma s2_c1_L : lmoves (s2_board 0 0) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c1_R : rmoves (s2_board 0 0) = [dead_ends 1 0 (repeat E 1)].
Proof. unfold dead_ends, s2_board. tf_options. Qed.
Lemma s2_c2_L : lmoves (s2_board 0 1) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c2_R : rmoves (s2_board 0 1) = [dead_ends 1 0 (s3_board)].
Proof. unfold dead_ends, s2_board, s3_board. tf_options. Qed.
Lemma s2_c3_L (b : nat) : lmoves (s2_board 0 (2 + b)) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c3_R (b : nat) : rmoves (s2_board 0 (2 + b)) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c4_L : lmoves (s2_board 1 0) = [s2_board 0 1].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c4_R : rmoves (s2_board 1 0) = [s1_board 1].
Proof. unfold s1_board, s2_board. tf_options. Qed.
Lemma s2_c5_L : lmoves (s2_board 1 1) = [s2_board 0 2].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c5_R : rmoves (s2_board 1 1) = [s4_board 1].
Proof. unfold s2_board, s4_board. tf_options. Qed.
Lemma s2_c6_L (b : nat) : lmoves (s2_board 1 (2 + b)) = [s2_board 0 (3 + b)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c6_R (b : nat) : rmoves (s2_board 1 (2 + b)) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c7_L (a : nat) : lmoves (s2_board (2 + a) 0) = [s2_board (1 + a) 1].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c7_R (a : nat) : rmoves (s2_board (2 + a) 0) = [s1_board (2 + a)].
Proof. unfold s1_board, s2_board. tf_options. Qed.
Lemma s2_c8_L (a : nat) : lmoves (s2_board (2 + a) 1) = [s2_board (1 + a) 2].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c8_R (a : nat) : rmoves (s2_board (2 + a) 1) = [s4_board (2 + a)].
Proof. unfold s2_board, s4_board. tf_options. Qed.
Lemma s2_c9_L (a b : nat) : lmoves (s2_board (2 + a) (2 + b)) = [s2_board (1 + a) (3 + b)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c9_R (a b : nat) : rmoves (s2_board (2 + a) (2 + b)) = [].
Proof. unfold s2_board. tf_options. Qed.

Lemma s3_c1_L : lmoves s3_board = [dead_ends 0 1 (repeat E 1)].
Proof. unfold dead_ends, s3_board. tf_options. Qed.
Lemma s3_c1_R : rmoves s3_board = [].
Proof. unfold s3_board. tf_options. Qed.

Lemma s4_c1_L : lmoves (s4_board 0) = [dead_ends 1 1 (repeat E 1)].
Proof. unfold dead_ends, s4_board. tf_options. Qed.
Lemma s4_c1_R : rmoves (s4_board 0) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c2_L : lmoves (s4_board 1) = [dead_ends 0 1 (s1_board 1)].
Proof. unfold dead_ends, s1_board, s4_board. tf_options. Qed.
Lemma s4_c2_R : rmoves (s4_board 1) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c3_L (a : nat) : lmoves (s4_board (2 + a)) = [dead_ends 0 1 (s1_board (2 + a))].
Proof. unfold dead_ends, s1_board, s4_board. tf_options. Qed.
Lemma s4_c3_R (a : nat) : rmoves (s4_board (2 + a)) = [].
Proof. unfold s4_board. tf_options. Qed.

(* ------------------------------------------------------------------ *)
(* The induction on the measure of the board                          *)

Definition values_hold (x : board) : Prop :=
  (forall a, x = s1_board a -> tf_game x == s1_value (Z.of_nat a)) /\
  (forall a b, x = s2_board a b -> tf_game x == s2_value (Z.of_nat a) (Z.of_nat b)) /\
  (x = s3_board -> tf_game x == s3_value) /\
  (forall a, x = s4_board a -> tf_game x == s4_value (Z.of_nat a)).

Lemma use_s1 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s1_board a) < meas x -> tf_game (s1_board a) == s1_value (Z.of_nat a).
Proof. intros H. exact ((proj1 (IH _ H)) a eq_refl). Qed.

Lemma use_s2 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s2_board a b) < meas x -> tf_game (s2_board a b) == s2_value (Z.of_nat a) (Z.of_nat b).
Proof. intros H. exact ((proj1 (proj2 (IH _ H))) a b eq_refl). Qed.

Lemma use_s3 {x} (IH : forall y, meas y < meas x -> values_hold y) :
  meas s3_board < meas x -> tf_game s3_board == s3_value.
Proof. intros H. exact ((proj1 (proj2 (proj2 (IH _ H))))  eq_refl). Qed.

Lemma use_s4 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s4_board a) < meas x -> tf_game (s4_board a) == s4_value (Z.of_nat a).
Proof. intros H. exact ((proj2 (proj2 (proj2 (IH _ H)))) a eq_refl). Qed.

(* s1 = T^a F _ *)
Lemma s1_step x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s1_board a -> tf_game x == s1_value (Z.of_nat a).
Proof.
  intros ->.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]).
  { (* s1 on a==0 *)
    rewrite tf_game_eq, (s1_c1_L), (s1_c1_R); cbn [map].
    rewrite (s1_p1 (Z.of_nat 0) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s1 on a==1 *)
    rewrite tf_game_eq, (s1_c2_L), (s1_c2_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s2 IH 0 0 (opt_l_dead _ 0 1 _ _ (s1_c2_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s2_p1 (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s1_p1 (Z.of_nat 1) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s1 on a>=2 *)
    rewrite tf_game_eq, (s1_c3_L a), (s1_c3_R a); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s2 IH (1 + a) 0 (opt_l_dead _ 0 1 _ _ (s1_c3_L a) ltac:(cbn [In]; left; reflexivity))).
    assert (Hp0 : (Z.of_nat (1 + a) - Z.of_nat 0 = 1 /\ Z.of_nat (1 + a) <= 2)%Z \/ (Z.of_nat (1 + a) = 2 /\ Z.of_nat 0 = 0)%Z \/ (Z.of_nat (1 + a) = 3 /\ Z.of_nat 0 = 0)%Z \/ (Z.of_nat (1 + a) >= 4 /\ Z.of_nat 0 = 0)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
    {
      rewrite (s2_p3 (Z.of_nat (1 + a)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat (2 + a)) I).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s2_p5 (Z.of_nat (1 + a)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat (2 + a)) I).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s2_p6 (Z.of_nat (1 + a)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat (2 + a)) I).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s2_p8 (Z.of_nat (1 + a)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat (2 + a)) I).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
Qed.

(* s2 = T^a _ T^b F *)
Lemma s2_step x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s2_board a b -> tf_game x == s2_value (Z.of_nat a) (Z.of_nat b).
Proof.
  intros ->.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]).
  { (* s2 on a==0 && b==0 *)
    rewrite tf_game_eq, (s2_c1_L), (s2_c1_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (tf_game_blank 1).
    rewrite (s2_p1 (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s2 on a==0 && b==1 *)
    rewrite tf_game_eq, (s2_c2_L), (s2_c2_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s3 IH (opt_r_dead _ 1 0 _ _ (s2_c2_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s3_p1 I).
    rewrite (s2_p1 (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s2 on a==0 && b>=2 *)
    rewrite tf_game_eq, (s2_c3_L b), (s2_c3_R b); cbn [map].
    rewrite (s2_p2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
  }
  { (* s2 on a==1 && b==0 *)
    rewrite tf_game_eq, (s2_c4_L), (s2_c4_R); cbn [map].
    rewrite (use_s2 IH 0 1 (opt_l _ _ _ (s2_c4_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s1 IH 1 (opt_r _ _ _ (s2_c4_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s2_p1 (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s1_p1 (Z.of_nat 1) I).
    rewrite (s2_p3 (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  { (* s2 on a==1 && b==1 *)
    rewrite tf_game_eq, (s2_c5_L), (s2_c5_R); cbn [map].
    rewrite (use_s2 IH 0 2 (opt_l _ _ _ (s2_c5_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s4 IH 1 (opt_r _ _ _ (s2_c5_R) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s2_p2 (Z.of_nat 0) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s4_p1 (Z.of_nat 1) I).
    rewrite (s2_p4 (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  { (* s2 on a==1 && b>=2 *)
    rewrite tf_game_eq, (s2_c6_L b), (s2_c6_R b); cbn [map].
    rewrite (use_s2 IH 0 (3 + b) (opt_l _ _ _ (s2_c6_L b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s2_p2 (Z.of_nat 0) (Z.of_nat (3 + b)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s2_p2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s2 on a>=2 && b==0 *)
    rewrite tf_game_eq, (s2_c7_L a), (s2_c7_R a); cbn [map].
    rewrite (use_s2 IH (1 + a) 1 (opt_l _ _ _ (s2_c7_L a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s1 IH (2 + a) (opt_r _ _ _ (s2_c7_R a) ltac:(cbn [In]; left; reflexivity))).
    assert (Hp0 : (Z.of_nat (1 + a) - Z.of_nat 1 = 1 /\ Z.of_nat (1 + a) <= 2)%Z \/ (Z.of_nat (1 + a) = 1 /\ Z.of_nat 1 = 1)%Z \/ (Z.of_nat (1 + a) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|Hp0]].
    {
      rewrite (s2_p3 (Z.of_nat (1 + a)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat (2 + a)) I).
      rewrite (s2_p6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s2_p4 (Z.of_nat (1 + a)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat (2 + a)) I).
      rewrite (s2_p5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s2_p7 (Z.of_nat (1 + a)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp0).
      rewrite (s1_p1 (Z.of_nat (2 + a)) I).
      rewrite (s2_p8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  { (* s2 on a>=2 && b==1 *)
    rewrite tf_game_eq, (s2_c8_L a), (s2_c8_R a); cbn [map].
    rewrite (use_s2 IH (1 + a) 2 (opt_l _ _ _ (s2_c8_L a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (use_s4 IH (2 + a) (opt_r _ _ _ (s2_c8_R a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s2_p2 (Z.of_nat (1 + a)) (Z.of_nat 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s4_p1 (Z.of_nat (2 + a)) I).
    assert (Hp2 : (Z.of_nat (2 + a) - Z.of_nat 1 = 1 /\ Z.of_nat (2 + a) <= 2)%Z \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s2_p3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp2).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s2_p7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) Hp2).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  { (* s2 on a>=2 && b>=2 *)
    rewrite tf_game_eq, (s2_c9_L a b), (s2_c9_R a b); cbn [map].
    rewrite (use_s2 IH (1 + a) (3 + b) (opt_l _ _ _ (s2_c9_L a b) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s2_p2 (Z.of_nat (1 + a)) (Z.of_nat (3 + b)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s2_p2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s3 = T _ *)
Lemma s3_step x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s3_board -> tf_game x == s3_value.
Proof.
  intros ->.
  { (* s3 on true *)
    rewrite tf_game_eq, (s3_c1_L), (s3_c1_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (tf_game_blank 1).
    rewrite (s3_p1 I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s4 = T^a F T _ *)
Lemma s4_step x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s4_board a -> tf_game x == s4_value (Z.of_nat a).
Proof.
  intros ->.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]).
  { (* s4 on a==0 *)
    rewrite tf_game_eq, (s4_c1_L), (s4_c1_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (tf_game_blank 1).
    rewrite (s4_p1 (Z.of_nat 0) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s4 on a==1 *)
    rewrite tf_game_eq, (s4_c2_L), (s4_c2_R); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s1 IH 1 (opt_l_dead _ 0 1 _ _ (s4_c2_L) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s1_p1 (Z.of_nat 1) I).
    rewrite (s4_p1 (Z.of_nat 1) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  { (* s4 on a>=2 *)
    rewrite tf_game_eq, (s4_c3_L a), (s4_c3_R a); cbn [map].
    rewrite !tf_game_dead_ends.
    rewrite (use_s1 IH (2 + a) (opt_l_dead _ 0 1 _ _ (s4_c3_L a) ltac:(cbn [In]; left; reflexivity))).
    rewrite (s1_p1 (Z.of_nat (2 + a)) I).
    rewrite (s4_p1 (Z.of_nat (2 + a)) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Theorem all_values_hold x : values_hold x.
Proof. induction x as [x IH] using board_ind. exact (conj (s1_step x IH) (conj (s2_step x IH) (conj (s3_step x IH) (s4_step x IH)))). Qed.

(* ------------------------------------------------------------------ *)
(* The families                                                       *)

Lemma all_s1 (a : nat) : tf_game (s1_board a) == s1_value (Z.of_nat a).
Proof. exact ((proj1 (all_values_hold _)) a eq_refl). Qed.

Lemma all_s2 (a b : nat) : tf_game (s2_board a b) == s2_value (Z.of_nat a) (Z.of_nat b).
Proof. exact ((proj1 (proj2 (all_values_hold _))) a b eq_refl). Qed.

Definition family1_board (a : nat) : board := repeat T a ++ [F; E].  (* T^a F _ *)
Definition family1_value (a : Z) : game := int 0.

Theorem A11_1 : forall a, tf_game (family1_board a) == family1_value (Z.of_nat a).
Proof.
  intros a.
  replace (family1_board a) with (s1_board a) by (unfold family1_board, s1_board; board_eq).
  rewrite (all_s1 a).
  unfold s1_value, family1_value. reflexivity.
Qed.

Definition family2_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [F].  (* T^a _ T^b F *)
Definition family2_value (a b : Z) : game :=
  if ((a =? 0) && (b <=? 1))%Z then int (b - 1)
  else if ((2 <=? b))%Z then int a
  else if ((a - b =? 1) && (a <=? 2))%Z then nstar (int (a - 1))
  else if ((a =? 1) && (b =? 1))%Z then dyadic 1 1
  else if ((a =? 2) && (b =? 0))%Z then Game [dyadic 1 1] [int 0]
  else if ((a =? 3) && (b =? 0))%Z then Game [nstar (int 1)] [int 0]
  else if ((3 <=? a) && (b =? 1))%Z then Game [int (a - 1)] [int 1]
  else if ((4 <=? a) && (b =? 0))%Z then Game [Game [int (a - 2)] [int 1]] [int 0]
  else zero. (* not reached: the pieces cover the parameters >= 0 *)

Theorem A11_2 : forall a b, tf_game (family2_board a b) == family2_value (Z.of_nat a) (Z.of_nat b).
Proof.
  intros a b.
  replace (family2_board a b) with (s2_board a b) by (unfold family2_board, s2_board; board_eq).
  rewrite (all_s2 a b).
  unfold s2_value, family2_value. reflexivity.
Qed.

Theorem A11 :
  (forall a, tf_game (family1_board a) == family1_value (Z.of_nat a)) /\
  (forall a b, tf_game (family2_board a b) == family2_value (Z.of_nat a) (Z.of_nat b)).
Proof. exact (conj A11_1 A11_2). Qed.

Print Assumptions A11.
