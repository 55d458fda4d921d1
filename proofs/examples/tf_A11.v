(* Toads-and-Frogs, class A11 (Thanatipanonda and Zeilberger).

   Theorem.  For all a, b >= 0 the position  T^a _ T^b F  has the value

       b-1            when a = 0 and b <= 1
       a              when b >= 2
       (a-1)*         when a - b = 1 and a <= 2
       1/2            when a = 1 and b = 1
       {1/2|0}        when a = 2 and b = 0
       {1*|0}         when a = 3 and b = 0
       {a-1|1}        when a >= 3 and b = 1
       {{a-2|1}|0}    when a >= 4 and b = 0

   and, on the way,  T^a F _ = 0  and  T^a F T _ = 1  for all a >= 0.

   The positions and their values are the real game (tf_game, from the
   rules in CGProve.ToadsFrogs).  Proof: strong induction on the measure of
   the board; for each state and each case of its recurrence, the options
   are computed from the rules (lemmas *_L, *_R), replaced by their values
   from the induction hypothesis, and the resulting game is simplified to
   the claimed piece by the library's rules, side conditions by lia.

   Template of a script the exporter writes; check with
     coqc -Q proofs/lib CGProve proofs/examples/tf_A11.v *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers ToadsFrogs Family.

(* ------------------------------------------------------------------ *)
(* States: the family and the positions its moves lead to              *)

Definition s1_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [F].  (* T^a _ T^b F *)
Definition s2_board (a : nat) : board := repeat T a ++ [F; E].                    (* T^a F _ *)
Definition s3_board (a : nat) : board := repeat T a ++ [F; T; E].                 (* T^a F T _ *)

(* ------------------------------------------------------------------ *)
(* Claimed values, piece by piece (parameters as integers)             *)

Open Scope Z_scope.

Definition s1_value (a b : Z) : game :=
  if (a =? 0) && (b <=? 1) then int (b - 1)
  else if 2 <=? b then int a
  else if (a - b =? 1) && (a <=? 2) then nstar (int (a - 1))
  else if (a =? 1) && (b =? 1) then half
  else if (a =? 2) && (b =? 0) then Game [half] [int 0]
  else if (a =? 3) && (b =? 0) then Game [nstar (int 1)] [int 0]
  else if (3 <=? a) && (b =? 1) then Game [int (a - 1)] [int 1]
  else if (4 <=? a) && (b =? 0) then Game [Game [int (a - 2)] [int 1]] [int 0]
  else zero. (* not reached: the pieces cover a, b >= 0 *)

Definition s2_value (a : Z) : game := int 0.

Definition s3_value (a : Z) : game := int 1.

Close Scope Z_scope.

(* ------------------------------------------------------------------ *)
(* Options of each state in each case of its recurrence, from the rules *)

(* s1, a = 0, b = 0:  _F  ->  { | F_ } *)
Lemma s1_00_L : lmoves (s1_board 0 0) = [].
Proof. tf_options. Qed.
Lemma s1_00_R : rmoves (s1_board 0 0) = [s2_board 0].
Proof. tf_options. Qed.

(* s1, a = 0, b = 1:  _TF  ->  { | FT_ } *)
Lemma s1_01_L : lmoves (s1_board 0 1) = [].
Proof. tf_options. Qed.
Lemma s1_01_R : rmoves (s1_board 0 1) = [s3_board 0].
Proof. tf_options. Qed.

(* s1, a = 0, b >= 2:  _T^bF  ->  { | } *)
Lemma s1_0b_L b : lmoves (s1_board 0 (2 + b)) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_0b_R b : rmoves (s1_board 0 (2 + b)) = [].
Proof. unfold s1_board. tf_options. Qed.

(* s1, a = 1, b = 0:  T_F  ->  { _TF | TF_ } *)
Lemma s1_10_L : lmoves (s1_board 1 0) = [s1_board 0 1].
Proof. tf_options. Qed.
Lemma s1_10_R : rmoves (s1_board 1 0) = [s2_board 1].
Proof. tf_options. Qed.

(* s1, a = 1, b = 1:  T_TF  ->  { _TTF | TFT_ } *)
Lemma s1_11_L : lmoves (s1_board 1 1) = [s1_board 0 2].
Proof. tf_options. Qed.
Lemma s1_11_R : rmoves (s1_board 1 1) = [s3_board 1].
Proof. tf_options. Qed.

(* s1, a = 1, b >= 2 *)
Lemma s1_1b_L b : lmoves (s1_board 1 (2 + b)) = [s1_board 0 (3 + b)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_1b_R b : rmoves (s1_board 1 (2 + b)) = [].
Proof. unfold s1_board. tf_options. Qed.

(* s1, a >= 2, b = 0 *)
Lemma s1_a0_L a : lmoves (s1_board (2 + a) 0) = [s1_board (1 + a) 1].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_a0_R a : rmoves (s1_board (2 + a) 0) = [s2_board (2 + a)].
Proof. unfold s1_board, s2_board. tf_options. Qed.

(* s1, a >= 2, b = 1 *)
Lemma s1_a1_L a : lmoves (s1_board (2 + a) 1) = [s1_board (1 + a) 2].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_a1_R a : rmoves (s1_board (2 + a) 1) = [s3_board (2 + a)].
Proof. unfold s1_board, s3_board. tf_options. Qed.

(* s1, a >= 2, b >= 2 *)
Lemma s1_ab_L a b : lmoves (s1_board (2 + a) (2 + b)) = [s1_board (1 + a) (3 + b)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_ab_R a b : rmoves (s1_board (2 + a) (2 + b)) = [].
Proof. unfold s1_board. tf_options. Qed.

(* s2, a = 0:  F_  ->  { | } *)
Lemma s2_0_L : lmoves (s2_board 0) = [].
Proof. tf_options. Qed.
Lemma s2_0_R : rmoves (s2_board 0) = [].
Proof. tf_options. Qed.

(* s2, a = 1:  TF_  ->  { _FT | }, and _FT is _F with a dead toad *)
Lemma s2_1_L : lmoves (s2_board 1) = [s1_board 0 0 ++ [T]].
Proof. tf_options. Qed.
Lemma s2_1_R : rmoves (s2_board 1) = [].
Proof. tf_options. Qed.

(* s2, a >= 2:  T^aF_  ->  { T^(a-1)_FT | } *)
Lemma s2_a_L a : lmoves (s2_board (2 + a)) = [s1_board (1 + a) 0 ++ [T]].
Proof. unfold s1_board, s2_board. tf_options. Qed.
Lemma s2_a_R a : rmoves (s2_board (2 + a)) = [].
Proof. unfold s2_board. tf_options. Qed.

(* s3, all a:  T^aFT_  ->  { T^aF_T | } *)
Lemma s3_L a : lmoves (s3_board a) = [s2_board a ++ [T]].
Proof. unfold s2_board, s3_board. tf_options. Qed.
Lemma s3_R a : rmoves (s3_board a) = [].
Proof. unfold s3_board. tf_options. Qed.

(* ------------------------------------------------------------------ *)
(* The induction                                                       *)

Definition claim (x : board) : Prop :=
  (forall a b, x = s1_board a b -> tf_game x == s1_value (Z.of_nat a) (Z.of_nat b)) /\
  (forall a, x = s2_board a -> tf_game x == s2_value (Z.of_nat a)) /\
  (forall a, x = s3_board a -> tf_game x == s3_value (Z.of_nat a)).

Theorem claim_all : forall x, claim x.
Proof.
  apply board_ind. intros x IH.
  assert (IH1 : forall a b, meas (s1_board a b) < meas x ->
                tf_game (s1_board a b) == s1_value (Z.of_nat a) (Z.of_nat b))
    by (intros a b H; apply (IH _ H); reflexivity).
  assert (IH2 : forall a, meas (s2_board a) < meas x -> tf_game (s2_board a) == s2_value (Z.of_nat a))
    by (intros a H; apply (IH _ H); reflexivity).
  assert (IH3 : forall a, meas (s3_board a) < meas x -> tf_game (s3_board a) == s3_value (Z.of_nat a))
    by (intros a H; apply (IH _ H); reflexivity).
  clear IH. split; [|split].

  (* ---- s1 = T^a _ T^b F ---- *)
  - intros a b ->.
    destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *];
      (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]).
    + (* a = 0, b = 0:  { | 0 } = -1 *)
      rewrite tf_game_eq, s1_00_L, s1_00_R; cbn [map].
      rewrite (IH2 0) by opt_right s1_00_R.
      unfold s1_value, s2_value; piece_select.
      apply rule_right_nonpos; lia.
    + (* a = 0, b = 1:  { | 1 } = 0 *)
      rewrite tf_game_eq, s1_01_L, s1_01_R; cbn [map].
      rewrite (IH3 0) by opt_right s1_01_R.
      unfold s1_value, s3_value; piece_select.
      apply rule_right_pos; lia.
    + (* a = 0, b >= 2:  { | } = 0 *)
      rewrite tf_game_eq, s1_0b_L, s1_0b_R; cbn [map].
      unfold s1_value; piece_select.
      game_eq.
    + (* a = 1, b = 0:  { 0 | 0 } = * *)
      rewrite tf_game_eq, s1_10_L, s1_10_R; cbn [map].
      rewrite (IH1 0 1) by opt_left s1_10_L.
      rewrite (IH2 1) by opt_right s1_10_R.
      unfold s1_value, s2_value; piece_select.
      game_eq.
    + (* a = 1, b = 1:  { 0 | 1 } = 1/2 *)
      rewrite tf_game_eq, s1_11_L, s1_11_R; cbn [map].
      rewrite (IH1 0 2) by opt_left s1_11_L.
      rewrite (IH3 1) by opt_right s1_11_R.
      unfold s1_value, s3_value; piece_select.
      game_eq.
    + (* a = 1, b >= 2:  { 0 | } = 1 *)
      rewrite tf_game_eq, s1_1b_L, s1_1b_R; cbn [map].
      rewrite (IH1 0 (3 + b)) by opt_left s1_1b_L.
      unfold s1_value; piece_select.
      apply rule_left_nonneg; lia.
    + (* a >= 2, b = 0:  { s1(a-1,1) | 0 } *)
      rewrite tf_game_eq, s1_a0_L, s1_a0_R; cbn [map].
      rewrite (IH1 (1 + a) 1) by opt_left s1_a0_L.
      rewrite (IH2 (2 + a)) by opt_right s1_a0_R.
      (* the option's value has three pieces: a = 2, a = 3, a >= 4 *)
      destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *];
        unfold s1_value, s2_value; piece_select; game_eq.
    + (* a >= 2, b = 1:  { a-1 | 1 } *)
      rewrite tf_game_eq, s1_a1_L, s1_a1_R; cbn [map].
      rewrite (IH1 (1 + a) 2) by opt_left s1_a1_L.
      rewrite (IH3 (2 + a)) by opt_right s1_a1_R.
      destruct a as [|a]; [ | change (S a) with (1 + a) in *];
        unfold s1_value, s3_value; piece_select; game_eq.
    + (* a >= 2, b >= 2:  { a-1 | } = a *)
      rewrite tf_game_eq, s1_ab_L, s1_ab_R; cbn [map].
      rewrite (IH1 (1 + a) (3 + b)) by opt_left s1_ab_L.
      unfold s1_value; piece_select.
      apply rule_left_nonneg; lia.

  (* ---- s2 = T^a F _ ---- *)
  - intros a ->.
    destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *].
    + (* a = 0:  { | } = 0 *)
      rewrite tf_game_eq, s2_0_L, s2_0_R; cbn [map].
      unfold s2_value. game_eq.
    + (* a = 1:  { -1 | } = 0 *)
      rewrite tf_game_eq, s2_1_L, s2_1_R; cbn [map].
      rewrite tf_game_toad_last.
      rewrite (IH1 0 0) by opt_left s2_1_L.
      unfold s1_value, s2_value; piece_select.
      apply rule_left_neg; lia.
    + (* a >= 2:  { s1(a-1,0) | } = 0, bypassing the reversible option *)
      rewrite tf_game_eq, s2_a_L, s2_a_R; cbn [map].
      rewrite tf_game_toad_last.
      rewrite (IH1 (1 + a) 0) by opt_left s2_a_L.
      destruct a as [|[|[|a]]]; [ | | | change (S (S (S a))) with (3 + a) in *];
        unfold s1_value, s2_value; piece_select;
        (rewrite reverse_left_zero; [reflexivity|simpl; auto]).

  (* ---- s3 = T^a F T _ ---- *)
  - intros a ->.
    rewrite tf_game_eq, s3_L, s3_R; cbn [map].
    rewrite tf_game_toad_last.
    rewrite (IH2 a) by opt_left s3_L.
    unfold s2_value, s3_value.
    apply rule_left_nonneg; lia.
Qed.

(* The theorem about the family, in the words of the header. *)
Theorem A11 : forall a b : nat,
  tf_game (repeat T a ++ E :: repeat T b ++ [F]) == s1_value (Z.of_nat a) (Z.of_nat b).
Proof. intros a b. apply (proj1 (claim_all (s1_board a b))). reflexivity. Qed.

Print Assumptions A11.
