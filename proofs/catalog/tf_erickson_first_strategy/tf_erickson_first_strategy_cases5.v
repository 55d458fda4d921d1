(* tf_erickson_first_strategy_cases5: the proofs of Lower's nodes 207 to 230 *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Compare
  TfBlocks TerminalToads TfNormal TfStrategy.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_first_strategy_base.
Import Lower.

Lemma s207_c1_moves (c e : nat) : rmoves (s207_board 0 0 (2 + c) 0 (2 + e)) = [].
Proof. unfold s207_board. tf_options. Qed.
Lemma s207_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hdom : s207_dom 0 0 (2 + c) 0 (2 + e) y1) (Hm : meas (s207_board 0 0 (2 + c) 0 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s207_board 0 0 (2 + c) 0 (2 + e))).
Proof.
  unfold s207_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s207_board 0 0 (2 + c) 0 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s207_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s207_c2_moves (c e : nat) : rmoves (s207_board 0 0 (2 + c) 1 (2 + e)) = [].
Proof. unfold s207_board. tf_options. Qed.
Lemma s207_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hdom : s207_dom 0 0 (2 + c) 1 (2 + e) y1) (Hm : meas (s207_board 0 0 (2 + c) 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s207_board 0 0 (2 + c) 1 (2 + e))).
Proof.
  unfold s207_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s207_board 0 0 (2 + c) 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s207_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s207_c3_moves (d : nat) : rmoves (s207_board 0 0 2 (2 + d) 0) = [].
Proof. unfold s207_board. tf_options. Qed.
Lemma s207_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s207_dom 0 0 2 (2 + d) 0 y1) (Hm : meas (s207_board 0 0 2 (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s207_board 0 0 2 (2 + d) 0)).
Proof.
  unfold s207_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s207_board 0 0 2 (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s207_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s207_c4_moves (d : nat) : rmoves (s207_board 0 0 2 (2 + d) 1) = [].
Proof. unfold s207_board. tf_options. Qed.
Lemma s207_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s207_dom 0 0 2 (2 + d) 1 y1) (Hm : meas (s207_board 0 0 2 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s207_board 0 0 2 (2 + d) 1)).
Proof.
  unfold s207_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s207_board 0 0 2 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s207_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s207_c5_moves (c d e : nat) : rmoves (s207_board 0 0 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s207_board. tf_options. Qed.
Lemma s207_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hdom : s207_dom 0 0 (2 + c) (2 + d) (2 + e) y1) (Hm : meas (s207_board 0 0 (2 + c) (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s207_board 0 0 (2 + c) (2 + d) (2 + e))).
Proof.
  unfold s207_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s207_board 0 0 (2 + c) (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s207_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s207_c6_moves (d : nat) : rmoves (s207_board 0 1 2 (2 + d) 0) = [].
Proof. unfold s207_board. tf_options. Qed.
Lemma s207_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s207_dom 0 1 2 (2 + d) 0 y1) (Hm : meas (s207_board 0 1 2 (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s207_board 0 1 2 (2 + d) 0)).
Proof.
  unfold s207_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s207_board 0 1 2 (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s207_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s207_c7_moves (d : nat) : rmoves (s207_board 0 1 2 (2 + d) 1) = [].
Proof. unfold s207_board. tf_options. Qed.
Lemma s207_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s207_dom 0 1 2 (2 + d) 1 y1) (Hm : meas (s207_board 0 1 2 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s207_board 0 1 2 (2 + d) 1)).
Proof.
  unfold s207_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s207_board 0 1 2 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s207_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s207_c8_moves (d e : nat) : rmoves (s207_board 0 1 2 (2 + d) (2 + e)) = [].
Proof. unfold s207_board. tf_options. Qed.
Lemma s207_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hdom : s207_dom 0 1 2 (2 + d) (2 + e) y1) (Hm : meas (s207_board 0 1 2 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s207_board 0 1 2 (2 + d) (2 + e))).
Proof.
  unfold s207_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s207_board 0 1 2 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s207_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s207_c9_moves : rmoves (s207_board 1 0 2 1 2) = [].
Proof. unfold s207_board. tf_options. Qed.
Lemma s207_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s207_dom 1 0 2 1 2 y1) (Hm : meas (s207_board 1 0 2 1 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s207_board 1 0 2 1 2)).
Proof.
  unfold s207_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s207_board 1 0 2 1 2)) in Hg. cbn [rights] in Hg. rewrite s207_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s207_c10_moves (d : nat) : rmoves (s207_board 1 1 2 (2 + d) 0) = [].
Proof. unfold s207_board. tf_options. Qed.
Lemma s207_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s207_dom 1 1 2 (2 + d) 0 y1) (Hm : meas (s207_board 1 1 2 (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s207_board 1 1 2 (2 + d) 0)).
Proof.
  unfold s207_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s207_board 1 1 2 (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s207_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s207_c11_moves (d : nat) : rmoves (s207_board 1 1 2 (2 + d) 1) = [].
Proof. unfold s207_board. tf_options. Qed.
Lemma s207_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s207_dom 1 1 2 (2 + d) 1 y1) (Hm : meas (s207_board 1 1 2 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s207_board 1 1 2 (2 + d) 1)).
Proof.
  unfold s207_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s207_board 1 1 2 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s207_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s207_c12_moves (d e : nat) : rmoves (s207_board 1 1 2 (2 + d) (2 + e)) = [].
Proof. unfold s207_board. tf_options. Qed.
Lemma s207_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hdom : s207_dom 1 1 2 (2 + d) (2 + e) y1) (Hm : meas (s207_board 1 1 2 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s207_board 1 1 2 (2 + d) (2 + e))).
Proof.
  unfold s207_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s207_board 1 1 2 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s207_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s207_c13_moves (a : nat) : rmoves (s207_board (2 + a) 0 2 1 2) = [].
Proof. unfold s207_board. tf_options. Qed.
Lemma s207_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s207_dom (2 + a) 0 2 1 2 y1) (Hm : meas (s207_board (2 + a) 0 2 1 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s207_board (2 + a) 0 2 1 2)).
Proof.
  unfold s207_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s207_board (2 + a) 0 2 1 2)) in Hg. cbn [rights] in Hg. rewrite s207_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s207_c14_moves (a d : nat) : rmoves (s207_board (2 + a) 1 2 (2 + d) 0) = [].
Proof. unfold s207_board. tf_options. Qed.
Lemma s207_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s207_dom (2 + a) 1 2 (2 + d) 0 y1) (Hm : meas (s207_board (2 + a) 1 2 (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s207_board (2 + a) 1 2 (2 + d) 0)).
Proof.
  unfold s207_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s207_board (2 + a) 1 2 (2 + d) 0)) in Hg. cbn [rights] in Hg. rewrite s207_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s207_c15_moves (a d : nat) : rmoves (s207_board (2 + a) 1 2 (2 + d) 1) = [].
Proof. unfold s207_board. tf_options. Qed.
Lemma s207_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s207_dom (2 + a) 1 2 (2 + d) 1 y1) (Hm : meas (s207_board (2 + a) 1 2 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s207_board (2 + a) 1 2 (2 + d) 1)).
Proof.
  unfold s207_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s207_board (2 + a) 1 2 (2 + d) 1)) in Hg. cbn [rights] in Hg. rewrite s207_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s207_c16_moves (a d e : nat) : rmoves (s207_board (2 + a) 1 2 (2 + d) (2 + e)) = [].
Proof. unfold s207_board. tf_options. Qed.
Lemma s207_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hdom : s207_dom (2 + a) 1 2 (2 + d) (2 + e) y1) (Hm : meas (s207_board (2 + a) 1 2 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s207_board (2 + a) 1 2 (2 + d) (2 + e))).
Proof.
  unfold s207_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s207_board (2 + a) 1 2 (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s207_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s207_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C207 mm dd rr.
Proof.
  intros a b c d e y1 Hdom Hm Hd Hr. unfold s207_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exact (s207_c1 IH c e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exact (s207_c2 IH c e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            assert (c = 0) by zlia; subst c.
  exact (s207_c3 IH d y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s207_c4 IH d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s207_c5 IH c d e y1 Hdom Hm Hd Hr).
          }
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            assert (c = 0) by zlia; subst c.
  exact (s207_c6 IH d y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s207_c7 IH d y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s207_c8 IH d e y1 Hdom Hm Hd Hr).
          }
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            assert (c = 0) by zlia; subst c.
  assert (e = 0) by zlia; subst e.
  exact (s207_c9 IH y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            assert (c = 0) by zlia; subst c.
  exact (s207_c10 IH d y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s207_c11 IH d y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s207_c12 IH d e y1 Hdom Hm Hd Hr).
          }
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            assert (c = 0) by zlia; subst c.
  assert (e = 0) by zlia; subst e.
  exact (s207_c13 IH a y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            assert (c = 0) by zlia; subst c.
  exact (s207_c14 IH a d y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s207_c15 IH a d y1 Hdom Hm Hd Hr).
          }
          {
            assert (c = 0) by zlia; subst c.
  exact (s207_c16 IH a d e y1 Hdom Hm Hd Hr).
          }
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
          {
            exfalso; zlia.
          }
        }
      }
    }
  }
Qed.

Lemma s208_c1_moves : rmoves (s208_board 0 0 0 0) = [[E; T; F; E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; T; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; F; E; T])).
Proof.
  apply (answer_form_L _ (s23_board 0 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; E]) [(1, 0)]); [strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([E; T; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; F; E; T])).
Proof.
  apply (answer_form_L _ (s57_board 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; E]) [(1, 0)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s208_dom 0 0 0 0 y1) (Hm : meas (s208_board 0 0 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 0 0 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 0 0 0)) in Hg. cbn [rights] in Hg. rewrite s208_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c2_moves : rmoves (s208_board 0 0 0 1) = [[E; T; F; E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s90_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s90_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; E; T; F]) []); [strip_eq | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s319_board 1 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; E; T; F]) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s208_dom 0 0 0 1 y1) (Hm : meas (s208_board 0 0 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 0 0 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 0 0 1)) in Hg. cbn [rights] in Hg. rewrite s208_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c2_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c2_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c3_moves (d : nat) : rmoves (s208_board 0 0 0 (2 + d)) = [E :: T :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s96_board 1 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s96_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s96_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s319_board 1 1 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s208_dom 0 0 0 (2 + d) y1) (Hm : meas (s208_board 0 0 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 0 0 (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 0 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c3_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s208_c3_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c3_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s208_c3_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c4_moves : rmoves (s208_board 0 0 1 0) = [[F; T; E; E; F; T]; [E; T; F; F; E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; T; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; E; F; T])).
Proof.
  apply (answer_form_L _ (s60_board 1 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s60_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; F]) [(1, 0)]); [strip_eq | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s60_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; T; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; E; F; T])).
Proof.
  apply (answer_form_L _ (s131_board 0 0 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; F]) [(1, 0)]); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 0 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; T; F; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; F; F; E; T])).
Proof.
  apply (answer_form_L _ (s17_board 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s17_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; F; E]) [(1, 0)]); [strip_eq | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([E; T; F; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; F; F; E; T])).
Proof.
  apply (answer_form_L _ (s57_board 0 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; F; E]) [(1, 0)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s208_dom 0 0 1 0 y1) (Hm : meas (s208_board 0 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 0 1 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s208_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c4_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c4_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c4_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c4_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c4_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s208_c4_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c4_t2_a2 IH y1 Hw (move_below_r _ _ 1 _ _ (s208_c4_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c5_moves : rmoves (s208_board 0 0 1 1) = [[F; T; E; E; F; T; F]; [E; T; F; F; E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s28_board 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s28_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; T; F]) []); [strip_eq | unfold s28_board; target_board_eq | strip_offset].
  - unfold s28_form; apply form_int; zlia.
  - intros HT; apply (use28 IH 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s28_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s218_board 1 0 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s218_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; T; F]) []); [strip_eq | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH 1 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s218_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s135_board 1 2 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; F; E; T; F]) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c5_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s319_board 1 2 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; F; E; T; F]) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 2 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s208_dom 0 0 1 1 y1) (Hm : meas (s208_board 0 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 0 1 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s208_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c5_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c5_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c5_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c5_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c5_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s208_c5_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c5_t2_a2 IH y1 Hw (move_below_r _ _ 1 _ _ (s208_c5_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c6_moves (d : nat) : rmoves (s208_board 0 0 1 (2 + d)) = [F :: T :: E :: E :: F :: T :: repeat F (2 + d); E :: T :: F :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: E :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s28_board 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s28_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s28_board; target_board_eq | strip_offset].
  - unfold s28_form; apply form_int; zlia.
  - intros HT; apply (use28 IH 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s28_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: T :: E :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s218_board 1 0 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s218_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH 1 0 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s218_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: F :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s135_board 1 2 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: F :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: F :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s319_board 1 2 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 2 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s208_dom 0 0 1 (2 + d) y1) (Hm : meas (s208_board 0 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 0 1 (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 0 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c6_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s208_c6_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c6_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s208_c6_moves d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c6_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s208_c6_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c6_t2_a2 IH d y1 Hw (move_below_r _ _ 1 _ _ (s208_c6_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c7_moves (c : nat) : rmoves (s208_board 0 0 (2 + c) 0) = [F :: T :: E :: repeat F (1 + c) ++ [E; F; T]; E :: T :: repeat F (3 + c) ++ [E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + c) ++ [E; F; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; E; F]) [(1, 0)]) (s57_board 0 1 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + c) ++ [E; F; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (2 + c) ++ [E; F]) [(1, 0)]) (s57_board 0 (2 + c) 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + c) 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: repeat F (3 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: repeat F (3 + c) ++ [E; T])).
Proof.
  apply (answer_form_L _ (s23_board 0 (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c7_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: repeat F (3 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: repeat F (3 + c) ++ [E; T])).
Proof.
  apply (answer_form_L _ (s57_board 0 (3 + c) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (3 + c) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s208_dom 0 0 (2 + c) 0 y1) (Hm : meas (s208_board 0 0 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 0 (2 + c) 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 0 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s208_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c7_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s208_c7_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c7_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s208_c7_moves c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c7_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s208_c7_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c7_t2_a2 IH c y1 Hw (move_below_r _ _ 1 _ _ (s208_c7_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c8_moves (c : nat) : rmoves (s208_board 0 0 (2 + c) 1) = [F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F]; E :: T :: repeat F (3 + c) ++ [E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; E; F; T; F]) []) (s208_board 0 0 1 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 1 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []) (s208_board 0 0 (2 + c) 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 (2 + c) 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s135_board 1 (3 + c) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c8_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s319_board 1 (3 + c) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (3 + c) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s208_dom 0 0 (2 + c) 1 y1) (Hm : meas (s208_board 0 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 0 (2 + c) 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s208_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c8_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s208_c8_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c8_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s208_c8_moves c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c8_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s208_c8_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c8_t2_a2 IH c y1 Hw (move_below_r _ _ 1 _ _ (s208_c8_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c9_moves (c d : nat) : rmoves (s208_board 0 0 (2 + c) (2 + d)) = [F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d); E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []) (s208_board 0 0 1 (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 1 (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []) (s208_board 0 0 (2 + c) (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 (2 + c) (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s135_board 1 (3 + c) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + c) 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c9_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s319_board 1 (3 + c) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (3 + c) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s208_dom 0 0 (2 + c) (2 + d) y1) (Hm : meas (s208_board 0 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 0 (2 + c) (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c9_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s208_c9_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c9_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s208_c9_moves c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c9_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s208_c9_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c9_t2_a2 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s208_c9_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c10_moves : rmoves (s208_board 0 1 0 0) = [[F; E; T; F; E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; E; T; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; T; F; E; T])).
Proof.
  apply (answer_form_L _ (s23_board 0 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E]) [(1, 0)]); [strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c10_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; E; T; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; T; F; E; T])).
Proof.
  apply (answer_form_L _ (s57_board 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E]) [(1, 0)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s208_dom 0 1 0 0 y1) (Hm : meas (s208_board 0 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 1 0 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s208_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c10_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c10_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c10_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c10_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c11_moves : rmoves (s208_board 0 1 0 1) = [[F; E; T; F; E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s90_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s90_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; F]) []); [strip_eq | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s319_board 1 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; F]) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s208_dom 0 1 0 1 y1) (Hm : meas (s208_board 0 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 1 0 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s208_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c11_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c11_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c11_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c11_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c12_moves (d : nat) : rmoves (s208_board 0 1 0 (2 + d)) = [F :: E :: T :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s96_board 1 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s96_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s96_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s319_board 1 1 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s208_dom 0 1 0 (2 + d) y1) (Hm : meas (s208_board 0 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 1 0 (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 1 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c12_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s208_c12_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c12_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s208_c12_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c13_moves : rmoves (s208_board 0 1 1 0) = [[F; F; T; E; E; F; T]; [F; E; T; F; F; E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; F; T; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; T; E; E; F; T])).
Proof.
  apply (answer_form_L _ (s60_board 1 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s60_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] ([T; E; E; F]) [(1, 0)]); [strip_eq | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s60_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c13_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; F; T; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; T; E; E; F; T])).
Proof.
  apply (answer_form_L _ (s131_board 0 0 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] ([T; E; E; F]) [(1, 0)]); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 0 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c13_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; E; T; F; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; T; F; F; E; T])).
Proof.
  apply (answer_form_L _ (s17_board 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s17_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; F; E]) [(1, 0)]); [strip_eq | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c13_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; E; T; F; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; T; F; F; E; T])).
Proof.
  apply (answer_form_L _ (s57_board 0 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; F; E]) [(1, 0)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s208_dom 0 1 1 0 y1) (Hm : meas (s208_board 0 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 1 1 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s208_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c13_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c13_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c13_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c13_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c13_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s208_c13_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c13_t2_a2 IH y1 Hw (move_below_r _ _ 1 _ _ (s208_c13_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c14_moves : rmoves (s208_board 0 1 1 1) = [[F; F; T; E; E; F; T; F]; [F; E; T; F; F; E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; F; T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s28_board 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s28_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] ([T; E; E; F; T; F]) []); [strip_eq | unfold s28_board; target_board_eq | strip_offset].
  - unfold s28_form; apply form_int; zlia.
  - intros HT; apply (use28 IH 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s28_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c14_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; F; T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s218_board 1 0 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s218_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] ([T; E; E; F; T; F]) []); [strip_eq | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH 1 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s218_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c14_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s135_board 1 2 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; F; E; T; F]) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c14_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s319_board 1 2 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; F; E; T; F]) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 2 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s208_dom 0 1 1 1 y1) (Hm : meas (s208_board 0 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 1 1 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s208_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c14_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c14_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c14_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c14_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c14_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s208_c14_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c14_t2_a2 IH y1 Hw (move_below_r _ _ 1 _ _ (s208_c14_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c15_moves (d : nat) : rmoves (s208_board 0 1 1 (2 + d)) = [F :: F :: T :: E :: E :: F :: T :: repeat F (2 + d); F :: E :: T :: F :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: T :: E :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s28_board 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s28_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] (T :: E :: E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s28_board; target_board_eq | strip_offset].
  - unfold s28_form; apply form_int; zlia.
  - intros HT; apply (use28 IH 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s28_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c15_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: F :: T :: E :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s218_board 1 0 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s218_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] (T :: E :: E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH 1 0 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s218_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c15_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: T :: F :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: F :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s135_board 1 2 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c15_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: F :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: F :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s319_board 1 2 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 2 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s208_dom 0 1 1 (2 + d) y1) (Hm : meas (s208_board 0 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 1 1 (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c15_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s208_c15_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c15_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s208_c15_moves d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c15_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s208_c15_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c15_t2_a2 IH d y1 Hw (move_below_r _ _ 1 _ _ (s208_c15_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c16_moves (c : nat) : rmoves (s208_board 0 1 (2 + c) 0) = [F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T]; F :: E :: T :: repeat F (3 + c) ++ [E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 2)] ([E; T; F; E; F]) [(1, 0)]) (s57_board 0 1 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] ([E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c16_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: repeat F (2 + c) ++ [E; F]) [(1, 0)]) (s57_board 0 (2 + c) 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: repeat F (2 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + c) 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c16_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: T :: repeat F (3 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (3 + c) ++ [E; T])).
Proof.
  apply (answer_form_L _ (s23_board 0 (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c16_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: repeat F (3 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (3 + c) ++ [E; T])).
Proof.
  apply (answer_form_L _ (s57_board 0 (3 + c) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (3 + c) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s208_dom 0 1 (2 + c) 0 y1) (Hm : meas (s208_board 0 1 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 1 (2 + c) 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 1 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s208_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c16_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s208_c16_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c16_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s208_c16_moves c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c16_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s208_c16_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c16_t2_a2 IH c y1 Hw (move_below_r _ _ 1 _ _ (s208_c16_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c17_moves (c : nat) : rmoves (s208_board 0 1 (2 + c) 1) = [F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F]; F :: E :: T :: repeat F (3 + c) ++ [E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 2)] ([E; T; F; E; F; T; F]) []) (s208_board 0 0 1 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] ([E; T; F; E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 1 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c17_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []) (s208_board 0 0 (2 + c) 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 (2 + c) 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c17_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s135_board 1 (3 + c) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c17_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s319_board 1 (3 + c) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (3 + c) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s208_dom 0 1 (2 + c) 1 y1) (Hm : meas (s208_board 0 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 1 (2 + c) 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s208_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c17_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s208_c17_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c17_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s208_c17_moves c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c17_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s208_c17_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c17_t2_a2 IH c y1 Hw (move_below_r _ _ 1 _ _ (s208_c17_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c18_moves (c d : nat) : rmoves (s208_board 0 1 (2 + c) (2 + d)) = [F :: F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d); F :: E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []) (s208_board 0 0 1 (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 1 (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c18_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2)] (E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []) (s208_board 0 0 (2 + c) (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 (2 + c) (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c18_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s135_board 1 (3 + c) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + c) 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c18_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s319_board 1 (3 + c) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (3 + c) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s208_dom 0 1 (2 + c) (2 + d) y1) (Hm : meas (s208_board 0 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 1 (2 + c) (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c18_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s208_c18_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c18_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s208_c18_moves c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c18_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s208_c18_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c18_t2_a2 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s208_c18_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c19_moves (b : nat) : rmoves (s208_board 0 (2 + b) 0 0) = [repeat F (2 + b) ++ [E; T; F; E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c19_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; T; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [E; T; F; E; T])).
Proof.
  apply (answer_form_L _ (s23_board 0 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; E]) [(1, 0)]); [strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c19_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; T; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [E; T; F; E; T])).
Proof.
  apply (answer_form_L _ (s57_board 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; E]) [(1, 0)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s208_dom 0 (2 + b) 0 0 y1) (Hm : meas (s208_board 0 (2 + b) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 (2 + b) 0 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 (2 + b) 0 0)) in Hg. cbn [rights] in Hg. rewrite s208_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c19_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s208_c19_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c19_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s208_c19_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c20_moves (b : nat) : rmoves (s208_board 0 (2 + b) 0 1) = [repeat F (2 + b) ++ [E; T; F; E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c20_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s90_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s90_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; E; T; F]) []); [strip_eq | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c20_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s319_board 1 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; E; T; F]) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s208_dom 0 (2 + b) 0 1 y1) (Hm : meas (s208_board 0 (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 (2 + b) 0 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 (2 + b) 0 1)) in Hg. cbn [rights] in Hg. rewrite s208_c20_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c20_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s208_c20_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c20_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s208_c20_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c21_moves (b d : nat) : rmoves (s208_board 0 (2 + b) 0 (2 + d)) = [repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c21_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s96_board 1 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s96_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s96_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c21_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s319_board 1 1 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s208_dom 0 (2 + b) 0 (2 + d) y1) (Hm : meas (s208_board 0 (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 (2 + b) 0 (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 (2 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c21_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c21_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s208_c21_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c21_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s208_c21_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c22_moves (b : nat) : rmoves (s208_board 0 (2 + b) 1 0) = [repeat F (3 + b) ++ [T; E; E; F; T]; repeat F (2 + b) ++ [E; T; F; F; E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c22_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (3 + b) ++ [T; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ [T; E; E; F; T])).
Proof.
  apply (answer_form_L _ (s60_board 1 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s60_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3 + b)] ([T; E; E; F]) [(1, 0)]); [strip_eq | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s60_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c22_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (3 + b) ++ [T; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ [T; E; E; F; T])).
Proof.
  apply (answer_form_L _ (s131_board 0 0 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3 + b)] ([T; E; E; F]) [(1, 0)]); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 0 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c22_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; T; F; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [E; T; F; F; E; T])).
Proof.
  apply (answer_form_L _ (s17_board 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s17_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; F; E]) [(1, 0)]); [strip_eq | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c22_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; T; F; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [E; T; F; F; E; T])).
Proof.
  apply (answer_form_L _ (s57_board 0 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; F; E]) [(1, 0)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c22 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s208_dom 0 (2 + b) 1 0 y1) (Hm : meas (s208_board 0 (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 (2 + b) 1 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 (2 + b) 1 0)) in Hg. cbn [rights] in Hg. rewrite s208_c22_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c22_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s208_c22_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c22_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s208_c22_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c22_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s208_c22_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c22_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s208_c22_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c23_moves (b : nat) : rmoves (s208_board 0 (2 + b) 1 1) = [repeat F (3 + b) ++ [T; E; E; F; T; F]; repeat F (2 + b) ++ [E; T; F; F; E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c23_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (3 + b) ++ [T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ [T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s28_board 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s28_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3 + b)] ([T; E; E; F; T; F]) []); [strip_eq | unfold s28_board; target_board_eq | strip_offset].
  - unfold s28_form; apply form_int; zlia.
  - intros HT; apply (use28 IH 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s28_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c23_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (3 + b) ++ [T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ [T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s218_board 1 0 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s218_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3 + b)] ([T; E; E; F; T; F]) []); [strip_eq | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH 1 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s218_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c23_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [E; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s135_board 1 2 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; F; E; T; F]) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c23_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [E; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s319_board 1 2 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; F; E; T; F]) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 2 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c23 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s208_dom 0 (2 + b) 1 1 y1) (Hm : meas (s208_board 0 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 (2 + b) 1 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s208_c23_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c23_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s208_c23_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c23_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s208_c23_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c23_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s208_c23_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c23_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s208_c23_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c24_moves (b d : nat) : rmoves (s208_board 0 (2 + b) 1 (2 + d)) = [repeat F (3 + b) ++ T :: E :: E :: F :: T :: repeat F (2 + d); repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c24_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s28_board 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s28_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3 + b)] (T :: E :: E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s28_board; target_board_eq | strip_offset].
  - unfold s28_form; apply form_int; zlia.
  - intros HT; apply (use28 IH 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s28_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c24_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s218_board 1 0 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s218_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3 + b)] (T :: E :: E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH 1 0 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s218_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c24_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s135_board 1 2 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c24_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s319_board 1 2 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 2 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c24 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s208_dom 0 (2 + b) 1 (2 + d) y1) (Hm : meas (s208_board 0 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 (2 + b) 1 (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c24_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c24_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s208_c24_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c24_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s208_c24_moves b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c24_t2_a1 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s208_c24_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c24_t2_a2 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s208_c24_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c25_moves (b c : nat) : rmoves (s208_board 0 (2 + b) (2 + c) 0) = [repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T]; repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c25_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 3 + b)] ([E; T; F; E; F]) [(1, 0)]) (s57_board 0 1 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] ([E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c25_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 3 + b)] (E :: T :: repeat F (2 + c) ++ [E; F]) [(1, 0)]) (s57_board 0 (2 + c) 1) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: repeat F (2 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + c) 1 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c25_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T])).
Proof.
  apply (answer_form_L _ (s23_board 0 (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c25_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T])).
Proof.
  apply (answer_form_L _ (s57_board 0 (3 + c) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (3 + c) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c25 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s208_dom 0 (2 + b) (2 + c) 0 y1) (Hm : meas (s208_board 0 (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 (2 + b) (2 + c) 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 (2 + b) (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s208_c25_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c25_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s208_c25_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c25_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s208_c25_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c25_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s208_c25_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c25_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s208_c25_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c26_moves (b c : nat) : rmoves (s208_board 0 (2 + b) (2 + c) 1) = [repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T; F]; repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c26_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 3 + b)] ([E; T; F; E; F; T; F]) []) (s208_board 0 0 1 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] ([E; T; F; E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 1 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c26_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 3 + b)] (E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []) (s208_board 0 0 (2 + c) 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 (2 + c) 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c26_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s135_board 1 (3 + c) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c26_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s319_board 1 (3 + c) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (3 + c) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c26 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s208_dom 0 (2 + b) (2 + c) 1 y1) (Hm : meas (s208_board 0 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 (2 + b) (2 + c) 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s208_c26_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c26_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s208_c26_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c26_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s208_c26_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c26_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s208_c26_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c26_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s208_c26_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c27_moves (b c d : nat) : rmoves (s208_board 0 (2 + b) (2 + c) (2 + d)) = [repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d); repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c27_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 3 + b)] (E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []) (s208_board 0 0 1 (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 1 (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c27_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 3 + b)] (E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []) (s208_board 0 0 (2 + c) (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 (2 + c) (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c27_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s135_board 1 (3 + c) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + c) 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c27_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s319_board 1 (3 + c) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (3 + c) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c27 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s208_dom 0 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s208_board 0 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 0 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 0 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c27_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c27_t1_a1 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s208_c27_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c27_t1_a2 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s208_c27_moves b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c27_t2_a1 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s208_c27_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c27_t2_a2 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s208_c27_moves b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c28_moves : rmoves (s208_board 1 0 0 0) = [[T; E; T; F; E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c28_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; T; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; T; F; E; T])).
Proof.
  apply (answer_board_L _ (strip [] ([T; E; E; F]) [(2, 0)]) (s131_board 0 0 1) (0) _ (s131_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; E; F]) [(2, 0)]); [reflexivity | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 0 0 1 y1); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c28 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s208_dom 1 0 0 0 y1) (Hm : meas (s208_board 1 0 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 0 0 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 0 0 0)) in Hg. cbn [rights] in Hg. rewrite s208_c28_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c28_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c28_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s208_c29_moves : rmoves (s208_board 1 0 0 1) = [[T; E; T; F; E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c29_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; T; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; E; E; F; T; T; F]) []) (s218_board 1 0 2 1) (0) _ (s218_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; E; F; T; T; F]) []); [reflexivity | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH 1 0 2 1 y1); [unfold s218_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c29 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s208_dom 1 0 0 1 y1) (Hm : meas (s208_board 1 0 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 0 0 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 0 0 1)) in Hg. cbn [rights] in Hg. rewrite s208_c29_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c29_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c29_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s208_c30_moves (d : nat) : rmoves (s208_board 1 0 0 (2 + d)) = [T :: E :: T :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c30_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: E :: E :: F :: T :: T :: repeat F (2 + d)) []) (s218_board 1 0 2 (2 + d)) (0) _ (s218_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: E :: F :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH 1 0 2 (2 + d) y1); [unfold s218_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c30 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s208_dom 1 0 0 (2 + d) y1) (Hm : meas (s208_board 1 0 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 0 0 (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 0 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c30_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c30_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s208_c30_moves d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s208_c31_moves : rmoves (s208_board 1 0 1 0) = [[T; F; T; E; E; F; T]; [T; E; T; F; F; E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c31_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; T; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; E; F; T])).
Proof.
  apply (answer_form_L _ (s130_board 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s130_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; E; F]) [(1, 0)]); [strip_eq | unfold s130_board; target_board_eq | strip_offset].
  - unfold s130_form; apply form_int; zlia.
  - intros HT; apply (use130 IH 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s130_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c31_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; T; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; E; F; T])).
Proof.
  apply (answer_form_L _ (s131_board 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; E; F]) [(1, 0)]); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c31_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; T; F; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; T; F; F; E; T])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; T; F; F; E]) [(1, 0)]) (s88_board 0 0 2 2 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F; F; E]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 0 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c31 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s208_dom 1 0 1 0 y1) (Hm : meas (s208_board 1 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 0 1 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s208_c31_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c31_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c31_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c31_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c31_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c31_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s208_c31_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s208_c32_moves : rmoves (s208_board 1 0 1 1) = [[T; F; T; E; E; F; T; F]; [T; E; T; F; F; E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c32_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s224_board 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s224_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; E; F; T; F]) []); [strip_eq | unfold s224_board; target_board_eq | strip_offset].
  - unfold s224_form; apply form_int; zlia.
  - intros HT; apply (use224 IH 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s224_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c32_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s226_board 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s226_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; E; F; T; F]) []); [strip_eq | unfold s226_board; target_board_eq | strip_offset].
  - unfold s226_form; apply form_int; zlia.
  - intros HT; apply (use226 IH 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s226_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c32_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; T; F; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; T; F; F; E; T; F]) []) (s284_board 2) (0) _ (s284_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F; F; E; T; F]) []); [reflexivity | unfold s284_board; target_board_eq | strip_offset].
  - unfold s284_form; apply form_int; zlia.
  - intros HT; apply (use284 IH 2 y1); [unfold s284_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c32 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s208_dom 1 0 1 1 y1) (Hm : meas (s208_board 1 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 0 1 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s208_c32_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c32_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c32_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c32_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c32_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c32_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s208_c32_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s208_c33_moves (d : nat) : rmoves (s208_board 1 0 1 (2 + d)) = [T :: F :: T :: E :: E :: F :: T :: repeat F (2 + d); T :: E :: T :: F :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c33_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: T :: E :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s225_board 1 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s225_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: E :: E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s225_board; target_board_eq | strip_offset].
  - unfold s225_form; apply form_int; zlia.
  - intros HT; apply (use225 IH 1 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s225_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c33_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: T :: E :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s226_board 1 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s226_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: E :: E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s226_board; target_board_eq | strip_offset].
  - unfold s226_form; apply form_int; zlia.
  - intros HT; apply (use226 IH 1 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s226_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c33_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: T :: F :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: F :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s285_board 2 (2 + d)) (0) _ (s285_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s285_board; target_board_eq | strip_offset].
  - unfold s285_form; apply form_int; zlia.
  - intros HT; apply (use285 IH 2 (2 + d) y1); [unfold s285_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c33 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s208_dom 1 0 1 (2 + d) y1) (Hm : meas (s208_board 1 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 0 1 (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 0 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c33_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c33_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s208_c33_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c33_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s208_c33_moves d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c33_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s208_c33_moves d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s208_c34_moves (c : nat) : rmoves (s208_board 1 0 (2 + c) 0) = [T :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T]; T :: E :: T :: repeat F (3 + c) ++ [E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c34_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; E; F]) [(1, 0)]) (s88_board 1 1 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c34_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (2 + c) ++ [E; F]) [(1, 0)]) (s88_board 1 1 1 (2 + c) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (2 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 1 (2 + c) 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c34_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: T :: repeat F (3 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: repeat F (3 + c) ++ [E; T])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]) (s88_board 0 0 2 (3 + c) 0) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 (3 + c) 0 y1); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c34 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s208_dom 1 0 (2 + c) 0 y1) (Hm : meas (s208_board 1 0 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 0 (2 + c) 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 0 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s208_c34_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c34_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s208_c34_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c34_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s208_c34_moves c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c34_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s208_c34_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s208_c35_moves (c : nat) : rmoves (s208_board 1 0 (2 + c) 1) = [T :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F]; T :: E :: T :: repeat F (3 + c) ++ [E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c35_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; E; F; T; F]) []) (s108_board 1) (0) _ (s108_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E; F; T; F]) []); [reflexivity | unfold s108_board; target_board_eq | strip_offset].
  - unfold s108_form; apply form_int; zlia.
  - intros HT; apply (use108 IH 1 y1); [unfold s108_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c35_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []) (s192_board 1 (2 + c) 1) (0) _ (s192_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s192_board; target_board_eq | strip_offset].
  - unfold s192_form; apply form_int; zlia.
  - intros HT; apply (use192 IH 1 (2 + c) 1 y1); [unfold s192_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c35_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: T :: repeat F (3 + c) ++ [E; T; F]) []) (s284_board (3 + c)) (0) _ (s284_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s284_board; target_board_eq | strip_offset].
  - unfold s284_form; apply form_int; zlia.
  - intros HT; apply (use284 IH (3 + c) y1); [unfold s284_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c35 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s208_dom 1 0 (2 + c) 1 y1) (Hm : meas (s208_board 1 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 0 (2 + c) 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s208_c35_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c35_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s208_c35_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c35_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s208_c35_moves c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c35_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s208_c35_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s208_c36_moves (c d : nat) : rmoves (s208_board 1 0 (2 + c) (2 + d)) = [T :: F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d); T :: E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c36_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []) (s109_board 1 (2 + d)) (0) _ (s109_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s109_board; target_board_eq | strip_offset].
  - unfold s109_form; apply form_int; zlia.
  - intros HT; apply (use109 IH 1 (2 + d) y1); [unfold s109_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c36_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []) (s192_board 1 (2 + c) (2 + d)) (0) _ (s192_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s192_board; target_board_eq | strip_offset].
  - unfold s192_form; apply form_int; zlia.
  - intros HT; apply (use192 IH 1 (2 + c) (2 + d) y1); [unfold s192_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c36_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s285_board (3 + c) (2 + d)) (0) _ (s285_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s285_board; target_board_eq | strip_offset].
  - unfold s285_form; apply form_int; zlia.
  - intros HT; apply (use285 IH (3 + c) (2 + d) y1); [unfold s285_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c36 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s208_dom 1 0 (2 + c) (2 + d) y1) (Hm : meas (s208_board 1 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 0 (2 + c) (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c36_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c36_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s208_c36_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c36_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s208_c36_moves c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c36_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s208_c36_moves c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s208_c37_moves : rmoves (s208_board 1 1 0 0) = [[T; F; E; T; F; E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c37_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; T; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; E; T])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; E; F]) [(2, 0)]) (s98_board) (0) _ (s98_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; E; F]) [(2, 0)]); [reflexivity | unfold s98_board; target_board_eq | strip_offset].
  - unfold s98_form; apply form_int; zlia.
  - intros HT; apply (use98 IH y1); [unfold s98_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c37 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s208_dom 1 1 0 0 y1) (Hm : meas (s208_board 1 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 1 0 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s208_c37_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c37_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c37_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s208_c38_moves : rmoves (s208_board 1 1 0 1) = [[T; F; E; T; F; E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c38_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; E; F; T; T; F]) []) (s124_board 1 2 1) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; E; F; T; T; F]) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH 1 2 1 y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c38 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s208_dom 1 1 0 1 y1) (Hm : meas (s208_board 1 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 1 0 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s208_c38_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c38_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c38_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s208_c39_moves (d : nat) : rmoves (s208_board 1 1 0 (2 + d)) = [T :: F :: E :: T :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c39_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: E :: F :: T :: T :: repeat F (2 + d)) []) (s124_board 1 2 (2 + d)) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: F :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH 1 2 (2 + d) y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c39 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s208_dom 1 1 0 (2 + d) y1) (Hm : meas (s208_board 1 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 1 0 (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 1 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c39_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c39_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s208_c39_moves d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s208_c40_moves : rmoves (s208_board 1 1 1 0) = [[T; F; F; T; E; E; F; T]; [T; F; E; T; F; F; E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c40_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; F; T; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; E; E; F; T])).
Proof.
  apply (answer_form_L _ (s51_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s51_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; E; F]) [(1, 0)]); [strip_eq | unfold s51_board; target_board_eq | strip_offset].
  - unfold s51_form; apply form_int; zlia.
  - intros HT; apply (use51 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s51_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c40_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; F; T; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; E; E; F; T])).
Proof.
  apply (answer_form_L _ (s131_board 1 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; E; F]) [(1, 0)]); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 1 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c40_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; E; T; F; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; F; E; T])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F; F; E]) [(1, 0)]) (s29_board 0 2 2) (-1) _ (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; F; E]) [(1, 0)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c40_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; E; T; F; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; F; E; T])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F; F; E]) [(1, 0)]) (s88_board 0 0 2 2 0) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; F; E]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c40 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s208_dom 1 1 1 0 y1) (Hm : meas (s208_board 1 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 1 1 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s208_c40_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c40_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c40_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c40_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c40_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c40_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s208_c40_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c40_t2_a2 IH y1 Hw (move_below_r _ _ 1 _ _ (s208_c40_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c41_moves : rmoves (s208_board 1 1 1 1) = [[T; F; F; T; E; E; F; T; F]; [T; F; E; T; F; F; E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c41_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; F; T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s145_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s145_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; E; F; T; F]) []); [strip_eq | unfold s145_board; target_board_eq | strip_offset].
  - unfold s145_form; apply form_int; zlia.
  - intros HT; apply (use145 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s145_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c41_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; F; T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s147_board 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s147_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; E; F; T; F]) []); [strip_eq | unfold s147_board; target_board_eq | strip_offset].
  - unfold s147_form; apply form_int; zlia.
  - intros HT; apply (use147 IH 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s147_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c41_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F; F; E; T; F]) []) (s135_board 2 2 1 1) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; F; E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 2 2 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c41_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; T; F; F; E; T; F]) []) (s284_board 2) (-1) _ (s284_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; F; E; T; F]) []); [reflexivity | unfold s284_board; target_board_eq | strip_offset].
  - unfold s284_form; apply form_int; zlia.
  - intros HT; apply (use284 IH 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s284_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c41 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s208_dom 1 1 1 1 y1) (Hm : meas (s208_board 1 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 1 1 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s208_c41_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c41_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c41_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c41_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s208_c41_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c41_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s208_c41_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c41_t2_a2 IH y1 Hw (move_below_r _ _ 1 _ _ (s208_c41_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c42_moves (d : nat) : rmoves (s208_board 1 1 1 (2 + d)) = [T :: F :: F :: T :: E :: E :: F :: T :: repeat F (2 + d); T :: F :: E :: T :: F :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c42_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s225_board 1 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s225_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: T :: E :: E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s225_board; target_board_eq | strip_offset].
  - unfold s225_form; apply form_int; zlia.
  - intros HT; apply (use225 IH 1 2 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s225_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c42_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: T :: E :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s147_board 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s147_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: T :: E :: E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s147_board; target_board_eq | strip_offset].
  - unfold s147_form; apply form_int; zlia.
  - intros HT; apply (use147 IH 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s147_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c42_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: T :: F :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s135_board 2 2 1 (2 + d)) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 2 2 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c42_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: F :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s285_board 2 (2 + d)) (-1) _ (s285_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s285_board; target_board_eq | strip_offset].
  - unfold s285_form; apply form_int; zlia.
  - intros HT; apply (use285 IH 2 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s285_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c42 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s208_dom 1 1 1 (2 + d) y1) (Hm : meas (s208_board 1 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 1 1 (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c42_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c42_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s208_c42_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c42_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s208_c42_moves d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c42_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s208_c42_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c42_t2_a2 IH d y1 Hw (move_below_r _ _ 1 _ _ (s208_c42_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c43_moves (c : nat) : rmoves (s208_board 1 1 (2 + c) 0) = [T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T]; T :: F :: E :: T :: repeat F (3 + c) ++ [E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c43_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([T; F; F; E; T; F; E; F]) [(1, 0)]) (s88_board 1 2 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c43_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ [E; F]) [(1, 0)]) (s88_board 1 2 1 (2 + c) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 1 (2 + c) 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c43_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + c) ++ [E; T])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]) (s29_board 0 2 (3 + c)) (-1) _ (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c43_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + c) ++ [E; T])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]) (s88_board 0 0 2 (3 + c) 0) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 (3 + c) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c43 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s208_dom 1 1 (2 + c) 0 y1) (Hm : meas (s208_board 1 1 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 1 (2 + c) 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 1 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s208_c43_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c43_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s208_c43_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c43_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s208_c43_moves c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c43_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s208_c43_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c43_t2_a2 IH c y1 Hw (move_below_r _ _ 1 _ _ (s208_c43_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c44_moves (c : nat) : rmoves (s208_board 1 1 (2 + c) 1) = [T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F]; T :: F :: E :: T :: repeat F (3 + c) ++ [E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c44_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([T; F; F; E; T; F; E; F; T; F]) []) (s208_board 1 2 1 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 1 2 1 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c44_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []) (s208_board 1 2 (2 + c) 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 1 2 (2 + c) 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c44_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (3 + c) ++ [E; T; F]) []) (s135_board 2 (3 + c) 1 1) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 2 (3 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c44_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (3 + c) ++ [E; T; F]) []) (s284_board (3 + c)) (-1) _ (s284_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s284_board; target_board_eq | strip_offset].
  - unfold s284_form; apply form_int; zlia.
  - intros HT; apply (use284 IH (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s284_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c44 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s208_dom 1 1 (2 + c) 1 y1) (Hm : meas (s208_board 1 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 1 (2 + c) 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s208_c44_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c44_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s208_c44_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c44_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s208_c44_moves c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c44_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s208_c44_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c44_t2_a2 IH c y1 Hw (move_below_r _ _ 1 _ _ (s208_c44_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c45_moves (c d : nat) : rmoves (s208_board 1 1 (2 + c) (2 + d)) = [T :: F :: F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d); T :: F :: E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c45_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []) (s208_board 1 2 1 (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 1 2 1 (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c45_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []) (s208_board 1 2 (2 + c) (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 1 2 (2 + c) (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c45_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s135_board 2 (3 + c) 1 (2 + d)) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 2 (3 + c) 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c45_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s285_board (3 + c) (2 + d)) (-1) _ (s285_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s285_board; target_board_eq | strip_offset].
  - unfold s285_form; apply form_int; zlia.
  - intros HT; apply (use285 IH (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s285_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c45 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s208_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s208_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 1 (2 + c) (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c45_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c45_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s208_c45_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c45_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s208_c45_moves c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c45_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s208_c45_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c45_t2_a2 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s208_c45_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c46_moves (b : nat) : rmoves (s208_board 1 (2 + b) 0 0) = [T :: repeat F (2 + b) ++ [E; T; F; E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c46_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [E; T; F; E; T])).
Proof.
  apply (answer_form_L _ (s87_board 1 (2 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; E]) [(1, 0)]); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 (2 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c46_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [E; T; F; E; T])).
Proof.
  apply (answer_form_L _ (s88_board 1 (2 + b) 1 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; E]) [(1, 0)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 1 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c46 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s208_dom 1 (2 + b) 0 0 y1) (Hm : meas (s208_board 1 (2 + b) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 (2 + b) 0 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 (2 + b) 0 0)) in Hg. cbn [rights] in Hg. rewrite s208_c46_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c46_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s208_c46_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c46_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s208_c46_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c47_moves (b : nat) : rmoves (s208_board 1 (2 + b) 0 1) = [T :: repeat F (2 + b) ++ [E; T; F; E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c47_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s173_board 1 (2 + b) 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; E; T; F]) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (2 + b) 1 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c47_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board 1 (2 + b) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 (2 + b) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c47 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s208_dom 1 (2 + b) 0 1 y1) (Hm : meas (s208_board 1 (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 (2 + b) 0 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 (2 + b) 0 1)) in Hg. cbn [rights] in Hg. rewrite s208_c47_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c47_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s208_c47_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c47_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s208_c47_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c48_moves (b d : nat) : rmoves (s208_board 1 (2 + b) 0 (2 + d)) = [T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c48_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s173_board 1 (2 + b) 1 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (2 + b) 1 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c48_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board 1 (2 + b) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 (2 + b) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c48 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s208_dom 1 (2 + b) 0 (2 + d) y1) (Hm : meas (s208_board 1 (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 (2 + b) 0 (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 (2 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c48_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c48_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s208_c48_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c48_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s208_c48_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c49_moves (b : nat) : rmoves (s208_board 1 (2 + b) 1 0) = [T :: repeat F (3 + b) ++ [T; E; E; F; T]; T :: repeat F (2 + b) ++ [E; T; F; F; E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c49_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [T; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [T; E; E; F; T])).
Proof.
  apply (answer_form_L _ (s130_board 1 (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s130_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [T; E; E; F]) [(1, 0)]); [strip_eq | unfold s130_board; target_board_eq | strip_offset].
  - unfold s130_form; apply form_int; zlia.
  - intros HT; apply (use130 IH 1 (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s130_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c49_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [T; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [T; E; E; F; T])).
Proof.
  apply (answer_form_L _ (s131_board 1 (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [T; E; E; F]) [(1, 0)]); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH 1 (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c49_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; F; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [E; T; F; F; E; T])).
Proof.
  apply (answer_form_L _ (s87_board 1 (2 + b) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; F; E]) [(1, 0)]); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 (2 + b) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c49_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; F; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [E; T; F; F; E; T])).
Proof.
  apply (answer_form_L _ (s88_board 1 (2 + b) 1 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; F; E]) [(1, 0)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 1 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c49 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s208_dom 1 (2 + b) 1 0 y1) (Hm : meas (s208_board 1 (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 (2 + b) 1 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 (2 + b) 1 0)) in Hg. cbn [rights] in Hg. rewrite s208_c49_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c49_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s208_c49_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c49_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s208_c49_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c49_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s208_c49_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c49_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s208_c49_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c50_moves (b : nat) : rmoves (s208_board 1 (2 + b) 1 1) = [T :: repeat F (3 + b) ++ [T; E; E; F; T; F]; T :: repeat F (2 + b) ++ [E; T; F; F; E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c50_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s224_board 1 (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s224_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [T; E; E; F; T; F]) []); [strip_eq | unfold s224_board; target_board_eq | strip_offset].
  - unfold s224_form; apply form_int; zlia.
  - intros HT; apply (use224 IH 1 (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s224_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c50_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s226_board 1 (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s226_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [T; E; E; F; T; F]) []); [strip_eq | unfold s226_board; target_board_eq | strip_offset].
  - unfold s226_form; apply form_int; zlia.
  - intros HT; apply (use226 IH 1 (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s226_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c50_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [E; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s173_board 1 (2 + b) 2 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; F; E; T; F]) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (2 + b) 2 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c50_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [E; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board 1 (2 + b) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; F; E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 (2 + b) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c50 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s208_dom 1 (2 + b) 1 1 y1) (Hm : meas (s208_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 (2 + b) 1 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s208_c50_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c50_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s208_c50_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c50_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s208_c50_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c50_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s208_c50_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c50_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s208_c50_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c51_moves (b d : nat) : rmoves (s208_board 1 (2 + b) 1 (2 + d)) = [T :: repeat F (3 + b) ++ T :: E :: E :: F :: T :: repeat F (2 + d); T :: repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c51_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s225_board 1 (3 + b) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s225_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ T :: E :: E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s225_board; target_board_eq | strip_offset].
  - unfold s225_form; apply form_int; zlia.
  - intros HT; apply (use225 IH 1 (3 + b) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s225_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c51_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s226_board 1 (3 + b) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s226_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ T :: E :: E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s226_board; target_board_eq | strip_offset].
  - unfold s226_form; apply form_int; zlia.
  - intros HT; apply (use226 IH 1 (3 + b) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s226_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c51_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s173_board 1 (2 + b) 2 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (2 + b) 2 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c51_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board 1 (2 + b) 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 (2 + b) 2 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c51 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s208_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s208_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 (2 + b) 1 (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c51_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c51_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s208_c51_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c51_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s208_c51_moves b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c51_t2_a1 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s208_c51_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c51_t2_a2 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s208_c51_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c52_moves (b c : nat) : rmoves (s208_board 1 (2 + b) (2 + c) 0) = [T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T]; T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c52_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ [E; T; F; E; F]) [(1, 0)]) (s88_board 1 (3 + b) 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (3 + b) 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c52_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F]) [(1, 0)]) (s88_board 1 (3 + b) 1 (2 + c) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (3 + b) 1 (2 + c) 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c52_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T])).
Proof.
  apply (answer_form_L _ (s87_board 1 (2 + b) (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 (2 + b) (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c52_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T])).
Proof.
  apply (answer_form_L _ (s88_board 1 (2 + b) 1 (3 + c) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 1 (3 + c) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c52 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s208_dom 1 (2 + b) (2 + c) 0 y1) (Hm : meas (s208_board 1 (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 (2 + b) (2 + c) 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 (2 + b) (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s208_c52_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c52_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s208_c52_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c52_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s208_c52_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c52_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s208_c52_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c52_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s208_c52_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c53_moves (b c : nat) : rmoves (s208_board 1 (2 + b) (2 + c) 1) = [T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T; F]; T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c53_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ [E; T; F; E; F; T; F]) []) (s208_board 1 (3 + b) 1 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; T; F; E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 1 (3 + b) 1 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c53_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []) (s208_board 1 (3 + b) (2 + c) 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 1 (3 + b) (2 + c) 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c53_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s173_board 1 (2 + b) (3 + c) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (2 + b) (3 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c53_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board 1 (2 + b) (3 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 (2 + b) (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c53 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s208_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s208_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 (2 + b) (2 + c) 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s208_c53_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c53_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s208_c53_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c53_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s208_c53_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c53_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s208_c53_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c53_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s208_c53_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c54_moves (b c d : nat) : rmoves (s208_board 1 (2 + b) (2 + c) (2 + d)) = [T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d); T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c54_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []) (s208_board 1 (3 + b) 1 (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 1 (3 + b) 1 (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c54_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []) (s208_board 1 (3 + b) (2 + c) (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 1 (3 + b) (2 + c) (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c54_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s173_board 1 (2 + b) (3 + c) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (2 + b) (3 + c) 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c54_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board 1 (2 + b) (3 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 (2 + b) (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c54 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s208_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s208_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board 1 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c54_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c54_t1_a1 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s208_c54_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c54_t1_a2 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s208_c54_moves b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c54_t2_a1 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s208_c54_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c54_t2_a2 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s208_c54_moves b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c55_moves (a : nat) : rmoves (s208_board (2 + a) 0 0 0) = [repeat T (2 + a) ++ [E; T; F; E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c55_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; E; T])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; E; F]) [(2, 0)]) (s218_board (2 + a) 0 0 0) (0) _ (s218_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F]) [(2, 0)]); [reflexivity | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH (2 + a) 0 0 0 y1); [unfold s218_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c55 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s208_dom (2 + a) 0 0 0 y1) (Hm : meas (s208_board (2 + a) 0 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) 0 0 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) 0 0 0)) in Hg. cbn [rights] in Hg. rewrite s208_c55_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c55_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s208_c55_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s208_c56_moves (a : nat) : rmoves (s208_board (2 + a) 0 0 1) = [repeat T (2 + a) ++ [E; T; F; E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c56_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; E; F; T; T; F]) []) (s218_board (2 + a) 0 2 1) (0) _ (s218_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F; T; T; F]) []); [reflexivity | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH (2 + a) 0 2 1 y1); [unfold s218_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c56 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s208_dom (2 + a) 0 0 1 y1) (Hm : meas (s208_board (2 + a) 0 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) 0 0 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) 0 0 1)) in Hg. cbn [rights] in Hg. rewrite s208_c56_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c56_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s208_c56_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s208_c57_moves (a d : nat) : rmoves (s208_board (2 + a) 0 0 (2 + d)) = [repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c57_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: E :: F :: T :: T :: repeat F (2 + d)) []) (s218_board (2 + a) 0 2 (2 + d)) (0) _ (s218_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: F :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s218_board; target_board_eq | strip_offset].
  - unfold s218_form; apply form_int; zlia.
  - intros HT; apply (use218 IH (2 + a) 0 2 (2 + d) y1); [unfold s218_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c57 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s208_dom (2 + a) 0 0 (2 + d) y1) (Hm : meas (s208_board (2 + a) 0 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) 0 0 (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) 0 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c57_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c57_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s208_c57_moves a d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s208_c58_moves (a : nat) : rmoves (s208_board (2 + a) 0 1 0) = [repeat T (2 + a) ++ [F; T; E; E; F; T]; repeat T (2 + a) ++ [E; T; F; F; E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c58_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; E; F; T])).
Proof.
  apply (answer_form_L _ (s130_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s130_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1, 0)]); [strip_eq | unfold s130_board; target_board_eq | strip_offset].
  - unfold s130_form; apply form_int; zlia.
  - intros HT; apply (use130 IH (2 + a) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s130_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c58_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; E; F; T])).
Proof.
  apply (answer_form_L _ (s131_board (2 + a) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1, 0)]); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH (2 + a) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c58_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; F; E; T])).
Proof.
  apply (answer_form_L _ (s17_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s17_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; E]) [(1, 0)]); [strip_eq | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c58_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; F; E; T])).
Proof.
  apply (answer_form_L _ (s57_board (2 + a) 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; E]) [(1, 0)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH (2 + a) 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c58 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s208_dom (2 + a) 0 1 0 y1) (Hm : meas (s208_board (2 + a) 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) 0 1 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s208_c58_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c58_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s208_c58_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c58_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s208_c58_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c58_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s208_c58_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c58_t2_a2 IH a y1 Hw (move_below_r _ _ 1 _ _ (s208_c58_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c59_moves (a : nat) : rmoves (s208_board (2 + a) 0 1 1) = [repeat T (2 + a) ++ [F; T; E; E; F; T; F]; repeat T (2 + a) ++ [E; T; F; F; E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c59_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s224_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s224_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; F; T; F]) []); [strip_eq | unfold s224_board; target_board_eq | strip_offset].
  - unfold s224_form; apply form_int; zlia.
  - intros HT; apply (use224 IH (2 + a) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s224_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c59_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s226_board (2 + a) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s226_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; F; T; F]) []); [strip_eq | unfold s226_board; target_board_eq | strip_offset].
  - unfold s226_form; apply form_int; zlia.
  - intros HT; apply (use226 IH (2 + a) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s226_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c59_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s81_board (2 + a) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s81_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; E; T; F]) []); [strip_eq | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (2 + a) 2 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c59_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) 0 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 0 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c59 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s208_dom (2 + a) 0 1 1 y1) (Hm : meas (s208_board (2 + a) 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) 0 1 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s208_c59_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c59_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s208_c59_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c59_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s208_c59_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c59_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s208_c59_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c59_t2_a2 IH a y1 Hw (move_below_r _ _ 1 _ _ (s208_c59_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c60_moves (a d : nat) : rmoves (s208_board (2 + a) 0 1 (2 + d)) = [repeat T (2 + a) ++ F :: T :: E :: E :: F :: T :: repeat F (2 + d); repeat T (2 + a) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c60_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s225_board (2 + a) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s225_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s225_board; target_board_eq | strip_offset].
  - unfold s225_form; apply form_int; zlia.
  - intros HT; apply (use225 IH (2 + a) 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s225_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c60_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s226_board (2 + a) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s226_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s226_board; target_board_eq | strip_offset].
  - unfold s226_form; apply form_int; zlia.
  - intros HT; apply (use226 IH (2 + a) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s226_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c60_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s81_board (2 + a) 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s81_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (2 + a) 2 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c60_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) 0 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 0 2 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c60 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s208_dom (2 + a) 0 1 (2 + d) y1) (Hm : meas (s208_board (2 + a) 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) 0 1 (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) 0 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c60_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c60_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s208_c60_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c60_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s208_c60_moves a d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c60_t2_a1 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s208_c60_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c60_t2_a2 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s208_c60_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c61_moves (a c : nat) : rmoves (s208_board (2 + a) 0 (2 + c) 0) = [repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; F; T]; repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ [E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c61_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; F; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; F]) [(1, 0)]) (s88_board (2 + a) 1 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c61_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; F; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ [E; F]) [(1, 0)]) (s88_board (2 + a) 1 1 (2 + c) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 (2 + c) 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c61_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ [E; T])).
Proof.
  apply (answer_form_L _ (s23_board (2 + a) (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH (2 + a) (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c61_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ [E; T])).
Proof.
  apply (answer_form_L _ (s57_board (2 + a) (3 + c) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH (2 + a) (3 + c) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c61 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s208_dom (2 + a) 0 (2 + c) 0 y1) (Hm : meas (s208_board (2 + a) 0 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) 0 (2 + c) 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) 0 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s208_c61_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c61_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s208_c61_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c61_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s208_c61_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c61_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s208_c61_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c61_t2_a2 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s208_c61_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c62_moves (a c : nat) : rmoves (s208_board (2 + a) 0 (2 + c) 1) = [repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F]; repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c62_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; F; T; F]) []) (s108_board (2 + a)) (0) _ (s108_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; F; T; F]) []); [reflexivity | unfold s108_board; target_board_eq | strip_offset].
  - unfold s108_form; apply form_int; zlia.
  - intros HT; apply (use108 IH (2 + a) y1); [unfold s108_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c62_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []) (s192_board (2 + a) (2 + c) 1) (0) _ (s192_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s192_board; target_board_eq | strip_offset].
  - unfold s192_form; apply form_int; zlia.
  - intros HT; apply (use192 IH (2 + a) (2 + c) 1 y1); [unfold s192_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c62_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s81_board (2 + a) (3 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s81_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (2 + a) (3 + c) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c62_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) 0 (3 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 0 (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c62 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s208_dom (2 + a) 0 (2 + c) 1 y1) (Hm : meas (s208_board (2 + a) 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) 0 (2 + c) 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s208_c62_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c62_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s208_c62_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c62_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s208_c62_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c62_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s208_c62_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c62_t2_a2 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s208_c62_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c63_moves (a c d : nat) : rmoves (s208_board (2 + a) 0 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d); repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c63_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []) (s109_board (2 + a) (2 + d)) (0) _ (s109_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s109_board; target_board_eq | strip_offset].
  - unfold s109_form; apply form_int; zlia.
  - intros HT; apply (use109 IH (2 + a) (2 + d) y1); [unfold s109_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c63_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []) (s192_board (2 + a) (2 + c) (2 + d)) (0) _ (s192_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s192_board; target_board_eq | strip_offset].
  - unfold s192_form; apply form_int; zlia.
  - intros HT; apply (use192 IH (2 + a) (2 + c) (2 + d) y1); [unfold s192_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c63_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s81_board (2 + a) (3 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s81_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (2 + a) (3 + c) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c63_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) 0 (3 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 0 (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c63 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s208_dom (2 + a) 0 (2 + c) (2 + d) y1) (Hm : meas (s208_board (2 + a) 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) 0 (2 + c) (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c63_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c63_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s208_c63_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c63_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s208_c63_moves a c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c63_t2_a1 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s208_c63_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c63_t2_a2 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s208_c63_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c64_moves (a : nat) : rmoves (s208_board (2 + a) 1 0 0) = [repeat T (2 + a) ++ [F; E; T; F; E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c64_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; E; T])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; F]) [(2, 0)]) (s99_board (2 + a)) (0) _ (s99_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; F]) [(2, 0)]); [reflexivity | unfold s99_board; target_board_eq | strip_offset].
  - unfold s99_form; apply form_int; zlia.
  - intros HT; apply (use99 IH (2 + a) y1); [unfold s99_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c64 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s208_dom (2 + a) 1 0 0 y1) (Hm : meas (s208_board (2 + a) 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) 1 0 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s208_c64_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c64_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s208_c64_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s208_c65_moves (a : nat) : rmoves (s208_board (2 + a) 1 0 1) = [repeat T (2 + a) ++ [F; E; T; F; E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c65_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; F; T; T; F]) []) (s124_board (2 + a) 2 1) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; F; T; T; F]) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH (2 + a) 2 1 y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c65 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s208_dom (2 + a) 1 0 1 y1) (Hm : meas (s208_board (2 + a) 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) 1 0 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s208_c65_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c65_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s208_c65_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s208_c66_moves (a d : nat) : rmoves (s208_board (2 + a) 1 0 (2 + d)) = [repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c66_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: F :: T :: T :: repeat F (2 + d)) []) (s124_board (2 + a) 2 (2 + d)) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: F :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH (2 + a) 2 (2 + d) y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c66 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s208_dom (2 + a) 1 0 (2 + d) y1) (Hm : meas (s208_board (2 + a) 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) 1 0 (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) 1 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c66_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c66_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s208_c66_moves a d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s208_c67_moves (a : nat) : rmoves (s208_board (2 + a) 1 1 0) = [repeat T (2 + a) ++ [F; F; T; E; E; F; T]; repeat T (2 + a) ++ [F; E; T; F; F; E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c67_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; E; F; T])).
Proof.
  apply (answer_form_L _ (s51_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s51_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; E; F]) [(1, 0)]); [strip_eq | unfold s51_board; target_board_eq | strip_offset].
  - unfold s51_form; apply form_int; zlia.
  - intros HT; apply (use51 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s51_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c67_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; E; F; T])).
Proof.
  apply (answer_form_L _ (s131_board (2 + a) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; E; F]) [(1, 0)]); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH (2 + a) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c67_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; E; T])).
Proof.
  apply (answer_form_L _ (s52_board (2 + a) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s52_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; E]) [(1, 0)]); [strip_eq | unfold s52_board; target_board_eq | strip_offset].
  - unfold s52_form; apply form_int; zlia.
  - intros HT; apply (use52 IH (2 + a) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s52_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c67_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; E; T])).
Proof.
  apply (answer_form_L _ (s56_board (2 + a) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s56_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; E]) [(1, 0)]); [strip_eq | unfold s56_board; target_board_eq | strip_offset].
  - unfold s56_form; apply form_int; zlia.
  - intros HT; apply (use56 IH (2 + a) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s56_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s208_c67 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s208_dom (2 + a) 1 1 0 y1) (Hm : meas (s208_board (2 + a) 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) 1 1 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s208_c67_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c67_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s208_c67_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c67_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s208_c67_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c67_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s208_c67_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c67_t2_a2 IH a y1 Hw (move_below_r _ _ 1 _ _ (s208_c67_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c68_moves (a : nat) : rmoves (s208_board (2 + a) 1 1 1) = [repeat T (2 + a) ++ [F; F; T; E; E; F; T; F]; repeat T (2 + a) ++ [F; E; T; F; F; E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c68_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s145_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s145_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; E; F; T; F]) []); [strip_eq | unfold s145_board; target_board_eq | strip_offset].
  - unfold s145_form; apply form_int; zlia.
  - intros HT; apply (use145 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s145_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c68_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s147_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s147_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; E; F; T; F]) []); [strip_eq | unfold s147_board; target_board_eq | strip_offset].
  - unfold s147_form; apply form_int; zlia.
  - intros HT; apply (use147 IH (2 + a) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s147_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c68_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s146_board (2 + a) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s146_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; E; T; F]) []); [strip_eq | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) 2 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c68_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s148_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s148_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; F; E; T; F]) []); [strip_eq | unfold s148_board; target_board_eq | strip_offset].
  - unfold s148_form; apply form_int; zlia.
  - intros HT; apply (use148 IH (2 + a) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s148_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c68 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s208_dom (2 + a) 1 1 1 y1) (Hm : meas (s208_board (2 + a) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) 1 1 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s208_c68_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c68_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s208_c68_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c68_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s208_c68_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c68_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s208_c68_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c68_t2_a2 IH a y1 Hw (move_below_r _ _ 1 _ _ (s208_c68_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c69_moves (a d : nat) : rmoves (s208_board (2 + a) 1 1 (2 + d)) = [repeat T (2 + a) ++ F :: F :: T :: E :: E :: F :: T :: repeat F (2 + d); repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c69_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s225_board (2 + a) 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s225_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: E :: E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s225_board; target_board_eq | strip_offset].
  - unfold s225_form; apply form_int; zlia.
  - intros HT; apply (use225 IH (2 + a) 2 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s225_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c69_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s147_board (2 + a) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s147_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: E :: E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s147_board; target_board_eq | strip_offset].
  - unfold s147_form; apply form_int; zlia.
  - intros HT; apply (use147 IH (2 + a) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s147_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c69_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s146_board (2 + a) 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s146_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) 2 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c69_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s148_board (2 + a) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s148_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s148_board; target_board_eq | strip_offset].
  - unfold s148_form; apply form_int; zlia.
  - intros HT; apply (use148 IH (2 + a) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s148_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c69 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s208_dom (2 + a) 1 1 (2 + d) y1) (Hm : meas (s208_board (2 + a) 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) 1 1 (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c69_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c69_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s208_c69_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c69_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s208_c69_moves a d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c69_t2_a1 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s208_c69_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c69_t2_a2 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s208_c69_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c70_moves (a c : nat) : rmoves (s208_board (2 + a) 1 (2 + c) 0) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T]; repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c70_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; E; F]) [(1, 0)]) (s88_board (2 + a) 2 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c70_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ [E; F]) [(1, 0)]) (s88_board (2 + a) 2 1 (2 + c) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 1 (2 + c) 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c70_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [E; T])).
Proof.
  apply (answer_form_L _ (s52_board (2 + a) (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s52_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [strip_eq | unfold s52_board; target_board_eq | strip_offset].
  - unfold s52_form; apply form_int; zlia.
  - intros HT; apply (use52 IH (2 + a) (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s52_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c70_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [E; T])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 1 1 (3 + c) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 (3 + c) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c70 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s208_dom (2 + a) 1 (2 + c) 0 y1) (Hm : meas (s208_board (2 + a) 1 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) 1 (2 + c) 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) 1 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s208_c70_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c70_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s208_c70_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c70_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s208_c70_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c70_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s208_c70_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c70_t2_a2 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s208_c70_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c71_moves (a c : nat) : rmoves (s208_board (2 + a) 1 (2 + c) 1) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F]; repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c71_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; E; F; T; F]) []) (s208_board (2 + a) 2 1 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (2 + a) 2 1 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c71_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ [E; F; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []) (s208_board (2 + a) 2 (2 + c) 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (2 + a) 2 (2 + c) 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c71_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s146_board (2 + a) (3 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s146_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) (3 + c) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c71_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) 1 (3 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 1 (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c71 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s208_dom (2 + a) 1 (2 + c) 1 y1) (Hm : meas (s208_board (2 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) 1 (2 + c) 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s208_c71_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c71_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s208_c71_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c71_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s208_c71_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c71_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s208_c71_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c71_t2_a2 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s208_c71_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c72_moves (a c d : nat) : rmoves (s208_board (2 + a) 1 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d); repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c72_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []) (s208_board (2 + a) 2 1 (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (2 + a) 2 1 (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c72_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []) (s208_board (2 + a) 2 (2 + c) (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (2 + a) 2 (2 + c) (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c72_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s146_board (2 + a) (3 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s146_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) (3 + c) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c72_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) 1 (3 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 1 (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c72 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s208_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s208_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c72_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c72_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s208_c72_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c72_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s208_c72_moves a c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c72_t2_a1 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s208_c72_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c72_t2_a2 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s208_c72_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c73_moves (a b : nat) : rmoves (s208_board (2 + a) (2 + b) 0 0) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c73_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T])).
Proof.
  apply (answer_form_L _ (s87_board (2 + a) (2 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E]) [(1, 0)]); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) (2 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c73_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 1 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E]) [(1, 0)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 1 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c73 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s208_dom (2 + a) (2 + b) 0 0 y1) (Hm : meas (s208_board (2 + a) (2 + b) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) (2 + b) 0 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) (2 + b) 0 0)) in Hg. cbn [rights] in Hg. rewrite s208_c73_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c73_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s208_c73_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c73_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s208_c73_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c74_moves (a b : nat) : rmoves (s208_board (2 + a) (2 + b) 0 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c74_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s173_board (2 + a) (2 + b) 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (2 + b) 1 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c74_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) (2 + b) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) (2 + b) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c74 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s208_dom (2 + a) (2 + b) 0 1 y1) (Hm : meas (s208_board (2 + a) (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) (2 + b) 0 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) (2 + b) 0 1)) in Hg. cbn [rights] in Hg. rewrite s208_c74_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c74_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s208_c74_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c74_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s208_c74_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c75_moves (a b d : nat) : rmoves (s208_board (2 + a) (2 + b) 0 (2 + d)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c75_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s173_board (2 + a) (2 + b) 1 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (2 + b) 1 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c75_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) (2 + b) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) (2 + b) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c75 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s208_dom (2 + a) (2 + b) 0 (2 + d) y1) (Hm : meas (s208_board (2 + a) (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) (2 + b) 0 (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) (2 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c75_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c75_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s208_c75_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c75_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s208_c75_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c76_moves (a b : nat) : rmoves (s208_board (2 + a) (2 + b) 1 0) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F; T]; repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c76_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F; T])).
Proof.
  apply (answer_form_L _ (s130_board (2 + a) (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s130_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F]) [(1, 0)]); [strip_eq | unfold s130_board; target_board_eq | strip_offset].
  - unfold s130_form; apply form_int; zlia.
  - intros HT; apply (use130 IH (2 + a) (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s130_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c76_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F; T])).
Proof.
  apply (answer_form_L _ (s131_board (2 + a) (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s131_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F]) [(1, 0)]); [strip_eq | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH (2 + a) (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c76_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T])).
Proof.
  apply (answer_form_L _ (s87_board (2 + a) (2 + b) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E]) [(1, 0)]); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) (2 + b) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c76_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 1 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E]) [(1, 0)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 1 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c76 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s208_dom (2 + a) (2 + b) 1 0 y1) (Hm : meas (s208_board (2 + a) (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) (2 + b) 1 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) (2 + b) 1 0)) in Hg. cbn [rights] in Hg. rewrite s208_c76_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c76_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s208_c76_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c76_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s208_c76_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c76_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s208_c76_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c76_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s208_c76_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c77_moves (a b : nat) : rmoves (s208_board (2 + a) (2 + b) 1 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F; T; F]; repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c77_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s224_board (2 + a) (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s224_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F; T; F]) []); [strip_eq | unfold s224_board; target_board_eq | strip_offset].
  - unfold s224_form; apply form_int; zlia.
  - intros HT; apply (use224 IH (2 + a) (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s224_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c77_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s226_board (2 + a) (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s226_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F; T; F]) []); [strip_eq | unfold s226_board; target_board_eq | strip_offset].
  - unfold s226_form; apply form_int; zlia.
  - intros HT; apply (use226 IH (2 + a) (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s226_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c77_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s173_board (2 + a) (2 + b) 2 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T; F]) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (2 + b) 2 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c77_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) (2 + b) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; F; E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) (2 + b) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c77 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s208_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s208_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) (2 + b) 1 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s208_c77_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c77_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s208_c77_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c77_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s208_c77_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c77_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s208_c77_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c77_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s208_c77_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c78_moves (a b d : nat) : rmoves (s208_board (2 + a) (2 + b) 1 (2 + d)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: F :: T :: repeat F (2 + d); repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c78_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s225_board (2 + a) (3 + b) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s225_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s225_board; target_board_eq | strip_offset].
  - unfold s225_form; apply form_int; zlia.
  - intros HT; apply (use225 IH (2 + a) (3 + b) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s225_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c78_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s226_board (2 + a) (3 + b) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s226_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s226_board; target_board_eq | strip_offset].
  - unfold s226_form; apply form_int; zlia.
  - intros HT; apply (use226 IH (2 + a) (3 + b) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s226_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c78_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s173_board (2 + a) (2 + b) 2 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (2 + b) 2 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c78_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) (2 + b) 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) (2 + b) 2 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c78 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s208_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s208_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c78_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c78_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s208_c78_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c78_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s208_c78_moves a b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c78_t2_a1 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s208_c78_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c78_t2_a2 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s208_c78_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c79_moves (a b c : nat) : rmoves (s208_board (2 + a) (2 + b) (2 + c) 0) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T]; repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c79_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E; F]) [(1, 0)]) (s88_board (2 + a) (3 + b) 1 1 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (3 + b) 1 1 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c79_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F]) [(1, 0)]) (s88_board (2 + a) (3 + b) 1 (2 + c) 1) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (3 + b) 1 (2 + c) 1 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c79_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T])).
Proof.
  apply (answer_form_L _ (s87_board (2 + a) (2 + b) (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) (2 + b) (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c79_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 1 (3 + c) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 1 (3 + c) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c79 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s208_dom (2 + a) (2 + b) (2 + c) 0 y1) (Hm : meas (s208_board (2 + a) (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) (2 + b) (2 + c) 0)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) (2 + b) (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s208_c79_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c79_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s208_c79_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c79_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s208_c79_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c79_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s208_c79_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c79_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s208_c79_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c80_moves (a b c : nat) : rmoves (s208_board (2 + a) (2 + b) (2 + c) 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T; F]; repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c80_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E; F; T; F]) []) (s208_board (2 + a) (3 + b) 1 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (2 + a) (3 + b) 1 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c80_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E; F; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []) (s208_board (2 + a) (3 + b) (2 + c) 1) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (2 + a) (3 + b) (2 + c) 1 y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c80_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s173_board (2 + a) (2 + b) (3 + c) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (2 + b) (3 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c80_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) (2 + b) (3 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) (2 + b) (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c80 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s208_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s208_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s208_c80_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c80_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s208_c80_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c80_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s208_c80_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c80_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s208_c80_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c80_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s208_c80_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_c81_moves (a b c d : nat) : rmoves (s208_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d); repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s208_board. tf_options. Qed.
Lemma s208_c81_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []) (s208_board (2 + a) (3 + b) 1 (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (2 + a) (3 + b) 1 (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c81_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []) (s208_board (2 + a) (3 + b) (2 + c) (2 + d)) (0) _ (s208_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (2 + a) (3 + b) (2 + c) (2 + d) y1); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c81_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s173_board (2 + a) (2 + b) (3 + c) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (2 + b) (3 + c) 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s208_c81_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) (2 + b) (3 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) (2 + b) (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s208_c81 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s208_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s208_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s208_board (2 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s208_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s208_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s208_c81_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c81_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s208_c81_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s208_c81_t1_a2 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s208_c81_moves a b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s208_c81_t2_a1 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s208_c81_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s208_c81_t2_a2 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s208_c81_moves a b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s208_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C208 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s208_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s208_c1 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c2 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c3 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s208_c4 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c5 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c6 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s208_c7 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c8 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c9 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s208_c10 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c11 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c12 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s208_c13 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c14 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c15 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s208_c16 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c17 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c18 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s208_c19 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c20 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c21 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s208_c22 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c23 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c24 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s208_c25 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c26 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c27 IH b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s208_c28 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c29 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c30 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s208_c31 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c32 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c33 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s208_c34 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c35 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c36 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s208_c37 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c38 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c39 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s208_c40 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c41 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c42 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s208_c43 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c44 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c45 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s208_c46 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c47 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c48 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s208_c49 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c50 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c51 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s208_c52 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c53 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c54 IH b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s208_c55 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c56 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c57 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s208_c58 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c59 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c60 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s208_c61 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c62 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c63 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s208_c64 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c65 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c66 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s208_c67 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c68 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c69 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s208_c70 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c71 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c72 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s208_c73 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c74 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c75 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s208_c76 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c77 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c78 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s208_c79 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c80 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s208_c81 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s209_c1_moves : rmoves (s209_board) = [[T; F; T; F; T; E; T; F; E; T; F]; [T; F; T; E; T; F; T; F; F; T; E]].
Proof. unfold s209_board. tf_options. Qed.
Lemma s209_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; F; T; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; F; T; E; T; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; T; F; T; E; E; F; T; T; F]) []) (s228_board) (0) _ (s228_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; F; T; E; E; F; T; T; F]) []); [reflexivity | unfold s228_board; target_board_eq | strip_offset].
  - unfold s228_form; apply form_int; zlia.
  - intros HT; apply (use228 IH y1); [unfold s228_dom; zlia | unfold lex3; lia].
Qed.
Lemma s209_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; E; T; F; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; E; T; F; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; T; F; T; F; F]) [(1, 1)]) (s149_board 1) (1) _ (s149_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s149_board; target_board_eq | strip_offset].
  - unfold s149_form; apply form_int; zlia.
  - intros HT; apply (use149 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s149_dom; zlia | unfold lex3; lia].
Qed.
Lemma s209_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s209_dom y1) (Hm : meas (s209_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s209_board)).
Proof.
  unfold s209_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s209_board)) in Hg. cbn [rights] in Hg. rewrite s209_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat y1 = 0)%Z) by zlia. exact (s209_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s209_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat y1 = 0)%Z) by zlia. exact (s209_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s209_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s209_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C209 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s209_dom in Hdom.
  exact (s209_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s210_c1_moves : rmoves (s210_board) = [].
Proof. unfold s210_board. tf_options. Qed.
Lemma s210_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s210_dom y1) (Hm : meas (s210_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s210_board)).
Proof.
  unfold s210_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s210_board)) in Hg. cbn [rights] in Hg. rewrite s210_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s210_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C210 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s210_dom in Hdom.
  exact (s210_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s211_c1_moves (a : nat) : rmoves (s211_board (2 + a)) = [repeat T (2 + a) ++ [F; T; F; T; E; T; F; E; T; F]; repeat T (2 + a) ++ [F; T; E; T; F; T; F; F; T; E]].
Proof. unfold s211_board. tf_options. Qed.
Lemma s211_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; T; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; T; E; T; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; F; T; E; E; F; T; T; F]) []) (s229_board (2 + a)) (0) _ (s229_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; T; E; E; F; T; T; F]) []); [reflexivity | unfold s229_board; target_board_eq | strip_offset].
  - unfold s229_form; apply form_int; zlia.
  - intros HT; apply (use229 IH (2 + a) y1); [unfold s229_dom; zlia | unfold lex3; lia].
Qed.
Lemma s211_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; T; F; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; T; F; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; T; F; F]) [(1, 1)]) (s149_board (2 + a)) (1) _ (s149_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s149_board; target_board_eq | strip_offset].
  - unfold s149_form; apply form_int; zlia.
  - intros HT; apply (use149 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s149_dom; zlia | unfold lex3; lia].
Qed.
Lemma s211_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s211_dom (2 + a) y1) (Hm : meas (s211_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s211_board (2 + a))).
Proof.
  unfold s211_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s211_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s211_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s211_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s211_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s211_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s211_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s211_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C211 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s211_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s211_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s212_c1_moves : rmoves (s212_board 1) = [].
Proof. unfold s212_board. tf_options. Qed.
Lemma s212_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s212_dom 1 y1) (Hm : meas (s212_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s212_board 1)).
Proof.
  unfold s212_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s212_board 1)) in Hg. cbn [rights] in Hg. rewrite s212_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s212_c2_moves (a : nat) : rmoves (s212_board (2 + a)) = [].
Proof. unfold s212_board. tf_options. Qed.
Lemma s212_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s212_dom (2 + a) y1) (Hm : meas (s212_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s212_board (2 + a))).
Proof.
  unfold s212_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s212_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s212_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s212_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C212 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s212_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s212_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s212_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s213_c1_moves (a b : nat) : rmoves (s213_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: F :: T :: E :: T :: F :: E :: T :: repeat F (2 + b); repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: F :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s213_board. tf_options. Qed.
Lemma s213_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: T :: E :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: T :: E :: T :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: E :: F :: T :: T :: repeat F (2 + b)) []) (s230_board (2 + a) (2 + b)) (0) _ (s230_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: E :: F :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s230_board; target_board_eq | strip_offset].
  - unfold s230_form; apply form_int; zlia.
  - intros HT; apply (use230 IH (2 + a) (2 + b) y1); [unfold s230_dom; zlia | unfold lex3; lia].
Qed.
Lemma s213_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; E; T; F; T; F; F; E; T; F]) []) (s231_board (2 + a) 2 1) (0) _ (s231_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; F; T; F; F; E; T; F]) []); [reflexivity | unfold s231_board; target_board_eq | strip_offset].
  - unfold s231_form; apply form_int; zlia.
  - intros HT; apply (use231 IH (2 + a) 2 1 y1); [unfold s231_dom; zlia | unfold lex3; lia].
Qed.
Lemma s213_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ F :: T :: E :: T :: F :: T :: F :: F :: E :: T :: repeat F (2 + b)) []) (s231_board (3 + a) 2 (2 + b)) (0) _ (s231_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ F :: T :: E :: T :: F :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s231_board; target_board_eq | strip_offset].
  - unfold s231_form; apply form_int; zlia.
  - intros HT; apply (use231 IH (3 + a) 2 (2 + b) y1); [unfold s231_dom; zlia | unfold lex3; lia].
Qed.
Lemma s213_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s213_dom (2 + a) (2 + b) y1) (Hm : meas (s213_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s213_board (2 + a) (2 + b))).
Proof.
  unfold s213_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s213_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s213_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s213_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s213_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s213_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s213_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s213_c1_t2_a2 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s213_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s213_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C213 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s213_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s213_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s214_c1_moves : rmoves (s214_board 1) = [[T; E; T; T; F; T; F; T; F; T; F; F; E]].
Proof. unfold s214_board. tf_options. Qed.
Lemma s214_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; T; T; F; T; F; T; F; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; E; T; T; F; T; F; T; F; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; T; T; F; T; F; T; F; T; F; F; E]) []) (s232_board 3 2) (0) _ (s232_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; T; F; T; F; T; F; T; F; F; E]) []); [reflexivity | unfold s232_board; target_board_eq | strip_offset].
  - unfold s232_form; apply form_int; zlia.
  - intros HT; apply (use232 IH 3 2 y1); [unfold s232_dom; zlia | unfold lex3; lia].
Qed.
Lemma s214_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s214_dom 1 y1) (Hm : meas (s214_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s214_board 1)).
Proof.
  unfold s214_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s214_board 1)) in Hg. cbn [rights] in Hg. rewrite s214_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s214_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s214_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s214_c2_moves (a : nat) : rmoves (s214_board (2 + a)) = [repeat T (2 + a) ++ [E; T; T; F; T; F; T; F; T; F; F; E]].
Proof. unfold s214_board. tf_options. Qed.
Lemma s214_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; T; F; T; F; T; F; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; T; F; T; F; T; F; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; T; T; F; T; F; T; F; T; F; F; E]) []) (s233_board (1 + a) 3 2) (0) _ (s233_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; T; T; F; T; F; T; F; T; F; F; E]) []); [reflexivity | unfold s233_board; target_board_eq | strip_offset].
  - unfold s233_form; apply form_int; zlia.
  - intros HT; apply (use233 IH (1 + a) 3 2 y1); [unfold s233_dom; zlia | unfold lex3; lia].
Qed.
Lemma s214_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s214_dom (2 + a) y1) (Hm : meas (s214_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s214_board (2 + a))).
Proof.
  unfold s214_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s214_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s214_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s214_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s214_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s214_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C214 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s214_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s214_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s214_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s215_c1_moves (a b : nat) : rmoves (s215_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ E :: T :: T :: F :: T :: F :: T :: F :: T :: F :: F :: E :: repeat F (1 + b)].
Proof. unfold s215_board. tf_options. Qed.
Lemma s215_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: T :: F :: T :: F :: T :: F :: T :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: T :: F :: T :: F :: T :: F :: T :: F :: F :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; T; T; F; T; F; T; F; T; F; F; E; F]) []) (s234_board (1 + a) 3 2 1) (0) _ (s234_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; T; T; F; T; F; T; F; T; F; F; E; F]) []); [reflexivity | unfold s234_board; target_board_eq | strip_offset].
  - unfold s234_form; apply form_int; zlia.
  - intros HT; apply (use234 IH (1 + a) 3 2 1 y1); [unfold s234_dom; zlia | unfold lex3; lia].
Qed.
Lemma s215_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: T :: F :: T :: F :: T :: F :: T :: F :: F :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: T :: T :: F :: T :: F :: T :: F :: T :: F :: F :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: T :: T :: F :: T :: F :: T :: F :: T :: F :: F :: E :: repeat F (2 + b)) []) (s234_board (2 + a) 3 2 (2 + b)) (0) _ (s234_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: F :: T :: F :: T :: F :: T :: F :: F :: E :: repeat F (2 + b)) []); [reflexivity | unfold s234_board; target_board_eq | strip_offset].
  - unfold s234_form; apply form_int; zlia.
  - intros HT; apply (use234 IH (2 + a) 3 2 (2 + b) y1); [unfold s234_dom; zlia | unfold lex3; lia].
Qed.
Lemma s215_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s215_dom (2 + a) (2 + b) y1) (Hm : meas (s215_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s215_board (2 + a) (2 + b))).
Proof.
  unfold s215_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s215_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s215_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s215_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s215_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s215_c1_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s215_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s215_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C215 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s215_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s215_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s216_c1_moves (a b : nat) : rmoves (s216_board (2 + a) (2 + b)) = [].
Proof. unfold s216_board. tf_options. Qed.
Lemma s216_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s216_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s216_board (2 + a) (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (E :: repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F]) []) (s95_board (2 + a) (3 + b)) (0) _ (s95_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s216_board; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F]) []); [reflexivity | unfold s95_board; target_board_eq | strip_offset].
  - unfold s95_form; apply form_int; zlia.
  - intros HT; apply (use95 IH (2 + a) (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s95_dom; zlia | unfold lex3; lia].
Qed.
Lemma s216_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s216_dom (2 + a) (2 + b) y1) (Hm : meas (s216_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s216_board (2 + a) (2 + b))).
Proof.
  unfold s216_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s216_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s216_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s216_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s216_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C216 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s216_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s216_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s217_c1_moves (b c : nat) : rmoves (s217_board 1 (2 + b) (2 + c)) = [F :: T :: E :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s217_board. tf_options. Qed.
Lemma s217_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: E :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: T :: E :: repeat T (2 + b) ++ repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (T :: E :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s159_board 1 0 (3 + b) (2 + c)) (0) _ (s159_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 1 0 (3 + b) (2 + c) y1); [unfold s159_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s217_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s217_board 1 (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s217_board 1 (2 + b) (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s96_board 1 (3 + b) (2 + c)) (0) _ (s96_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s217_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s96_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s217_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s217_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s217_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s217_board 1 (2 + b) (2 + c))).
Proof.
  unfold s217_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s217_c1_f1_a1 IH b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s217_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s217_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s217_c1_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s217_c1_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s217_c2_moves (a b c : nat) : rmoves (s217_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s217_board. tf_options. Qed.
Lemma s217_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s217_board (2 + a) (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s217_board (2 + a) (2 + b) (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (E :: repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []) (s96_board (2 + a) (3 + b) (2 + c)) (0) _ (s96_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s217_board; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH (2 + a) (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s96_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s217_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s217_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s217_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s217_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s217_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s217_c2_f1_a2 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s217_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s217_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s217_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C217 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s217_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s217_c1 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s217_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s218_c1_moves : rmoves (s218_board 1 0 1 0) = [[T; E; F; E; T]].
Proof. unfold s218_board. tf_options. Qed.
Lemma s218_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s9_board 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; E; F; E]) [(1, 0)]); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s218_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s88_board 1 0 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; E; F; E]) [(1, 0)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 0 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s218_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s218_dom 1 0 1 0 y1) (Hm : meas (s218_board 1 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s218_board 1 0 1 0)).
Proof.
  unfold s218_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s218_board 1 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s218_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s218_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s218_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s218_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s218_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s218_c2_moves : rmoves (s218_board 1 0 1 1) = [[T; E; F; E; T; F]].
Proof. unfold s218_board. tf_options. Qed.
Lemma s218_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; E; T; F]) []) (s319_board 1 1 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 1 y1); [unfold s319_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s218_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s218_dom 1 0 1 1 y1) (Hm : meas (s218_board 1 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s218_board 1 0 1 1)).
Proof.
  unfold s218_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s218_board 1 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s218_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s218_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s218_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s218_c3_moves (d : nat) : rmoves (s218_board 1 0 1 (2 + d)) = [T :: E :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s218_board. tf_options. Qed.
Lemma s218_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s319_board 1 1 1 (2 + d)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 (2 + d) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s218_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s218_dom 1 0 1 (2 + d) y1) (Hm : meas (s218_board 1 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s218_board 1 0 1 (2 + d))).
Proof.
  unfold s218_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s218_board 1 0 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s218_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s218_c3_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s218_c3_moves d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s218_c4_moves (c : nat) : rmoves (s218_board 1 0 (2 + c) 0) = [T :: E :: F :: E :: repeat T (2 + c)].
Proof. unfold s218_board. tf_options. Qed.
Lemma s218_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: E :: F :: E :: repeat T (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: E :: repeat T (2 + c))).
Proof.
  apply (answer_form_L _ (s9_board 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; E; F; E]) [(2 + c, 0)]); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s218_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: F :: E :: repeat T (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: E :: repeat T (2 + c))).
Proof.
  apply (answer_form_L _ (s88_board 1 0 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; E; F; E]) [(2 + c, 0)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 0 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s218_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s218_dom 1 0 (2 + c) 0 y1) (Hm : meas (s218_board 1 0 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s218_board 1 0 (2 + c) 0)).
Proof.
  unfold s218_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s218_board 1 0 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s218_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s218_c4_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s218_c4_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s218_c4_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s218_c4_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s218_c5_moves (c : nat) : rmoves (s218_board 1 0 (2 + c) 1) = [T :: E :: F :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s218_board. tf_options. Qed.
Lemma s218_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: E :: F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_form_L _ (s158_board 1 (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s158_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: E :: F :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s158_board; target_board_eq | strip_offset].
  - unfold s158_form; apply form_int; zlia.
  - intros HT; apply (use158 IH 1 (2 + c) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s158_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s218_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_form_L _ (s235_board 1 0 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s235_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: E :: F :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s235_board; target_board_eq | strip_offset].
  - unfold s235_form; apply form_int; zlia.
  - intros HT; apply (use235 IH 1 0 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s235_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s218_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s218_dom 1 0 (2 + c) 1 y1) (Hm : meas (s218_board 1 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s218_board 1 0 (2 + c) 1)).
Proof.
  unfold s218_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s218_board 1 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s218_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s218_c5_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s218_c5_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s218_c5_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s218_c5_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s218_c6_moves (c d : nat) : rmoves (s218_board 1 0 (2 + c) (2 + d)) = [T :: E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s218_board. tf_options. Qed.
Lemma s218_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s158_board 1 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s158_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s158_board; target_board_eq | strip_offset].
  - unfold s158_form; apply form_int; zlia.
  - intros HT; apply (use158 IH 1 (2 + c) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s158_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s218_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s236_board 1 0 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s236_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s236_board; target_board_eq | strip_offset].
  - unfold s236_form; apply form_int; zlia.
  - intros HT; apply (use236 IH 1 0 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s236_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s218_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s218_dom 1 0 (2 + c) (2 + d) y1) (Hm : meas (s218_board 1 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s218_board 1 0 (2 + c) (2 + d))).
Proof.
  unfold s218_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s218_board 1 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s218_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s218_c6_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s218_c6_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s218_c6_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s218_c6_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s218_c7_moves (b c : nat) : rmoves (s218_board 1 (3 + b) (2 + c) 1) = [T :: repeat F (3 + b) ++ E :: F :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s218_board. tf_options. Qed.
Lemma s218_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (3 + b) + 3 * Z.of_nat (2 + c) = 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ E :: F :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_form_L _ (s235_board 1 (3 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s235_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: F :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s235_board; target_board_eq | strip_offset].
  - unfold s235_form; apply form_int; zlia.
  - intros HT; apply (use235 IH 1 (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s235_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s218_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s218_dom 1 (3 + b) (2 + c) 1 y1) (Hm : meas (s218_board 1 (3 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s218_board 1 (3 + b) (2 + c) 1)).
Proof.
  unfold s218_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s218_board 1 (3 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s218_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (3 + b) + 3 * Z.of_nat (2 + c) = 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s218_c7_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s218_c7_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s218_c8_moves (a : nat) : rmoves (s218_board (2 + a) 0 0 0) = [repeat T (2 + a) ++ [E; F; E]].
Proof. unfold s218_board. tf_options. Qed.
Lemma s218_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; E])).
Proof.
  apply (answer_form_L _ (s9_board (2 + a) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E]) []); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s218_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 0 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 0 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s218_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s218_dom (2 + a) 0 0 0 y1) (Hm : meas (s218_board (2 + a) 0 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s218_board (2 + a) 0 0 0)).
Proof.
  unfold s218_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s218_board (2 + a) 0 0 0)) in Hg. cbn [rights] in Hg. rewrite s218_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s218_c8_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s218_c8_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s218_c8_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s218_c8_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s218_c9_moves (a : nat) : rmoves (s218_board (2 + a) 0 1 0) = [repeat T (2 + a) ++ [E; F; E; T]].
Proof. unfold s218_board. tf_options. Qed.
Lemma s218_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; E; T])).
Proof.
  apply (answer_form_L _ (s9_board (2 + a) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E]) [(1, 0)]); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s218_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; E; T])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 0 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E]) [(1, 0)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 0 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s218_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s218_dom (2 + a) 0 1 0 y1) (Hm : meas (s218_board (2 + a) 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s218_board (2 + a) 0 1 0)).
Proof.
  unfold s218_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s218_board (2 + a) 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s218_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s218_c9_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s218_c9_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s218_c9_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s218_c9_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s218_c10_moves (a : nat) : rmoves (s218_board (2 + a) 0 1 1) = [repeat T (2 + a) ++ [E; F; E; T; F]].
Proof. unfold s218_board. tf_options. Qed.
Lemma s218_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s158_board (2 + a) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s158_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; T; F]) []); [strip_eq | unfold s158_board; target_board_eq | strip_offset].
  - unfold s158_form; apply form_int; zlia.
  - intros HT; apply (use158 IH (2 + a) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s158_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s218_c10_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s235_board (2 + a) 0 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s235_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; T; F]) []); [strip_eq | unfold s235_board; target_board_eq | strip_offset].
  - unfold s235_form; apply form_int; zlia.
  - intros HT; apply (use235 IH (2 + a) 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s235_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s218_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s218_dom (2 + a) 0 1 1 y1) (Hm : meas (s218_board (2 + a) 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s218_board (2 + a) 0 1 1)).
Proof.
  unfold s218_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s218_board (2 + a) 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s218_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s218_c10_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s218_c10_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s218_c10_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s218_c10_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s218_c11_moves (a d : nat) : rmoves (s218_board (2 + a) 0 1 (2 + d)) = [repeat T (2 + a) ++ E :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s218_board. tf_options. Qed.
Lemma s218_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s179_board (1 + a) 0 1 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (1 + a) 0 1 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s218_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s218_dom (2 + a) 0 1 (2 + d) y1) (Hm : meas (s218_board (2 + a) 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s218_board (2 + a) 0 1 (2 + d))).
Proof.
  unfold s218_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s218_board (2 + a) 0 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s218_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s218_c11_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s218_c11_moves a d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s218_c12_moves (a c : nat) : rmoves (s218_board (2 + a) 0 (2 + c) 0) = [repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + c)].
Proof. unfold s218_board. tf_options. Qed.
Lemma s218_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + c))).
Proof.
  apply (answer_form_L _ (s9_board (2 + a) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E]) [(2 + c, 0)]); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s218_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + c))).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 0 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E]) [(2 + c, 0)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 0 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s218_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s218_dom (2 + a) 0 (2 + c) 0 y1) (Hm : meas (s218_board (2 + a) 0 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s218_board (2 + a) 0 (2 + c) 0)).
Proof.
  unfold s218_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s218_board (2 + a) 0 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s218_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s218_c12_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s218_c12_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s218_c12_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s218_c12_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s218_c13_moves (a c : nat) : rmoves (s218_board (2 + a) 0 (2 + c) 1) = [repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s218_board. tf_options. Qed.
Lemma s218_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_form_L _ (s158_board (2 + a) (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s158_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s158_board; target_board_eq | strip_offset].
  - unfold s158_form; apply form_int; zlia.
  - intros HT; apply (use158 IH (2 + a) (2 + c) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s158_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s218_c13_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_form_L _ (s235_board (2 + a) 0 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s235_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s235_board; target_board_eq | strip_offset].
  - unfold s235_form; apply form_int; zlia.
  - intros HT; apply (use235 IH (2 + a) 0 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s235_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s218_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s218_dom (2 + a) 0 (2 + c) 1 y1) (Hm : meas (s218_board (2 + a) 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s218_board (2 + a) 0 (2 + c) 1)).
Proof.
  unfold s218_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s218_board (2 + a) 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s218_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s218_c13_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s218_c13_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s218_c13_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s218_c13_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s218_c14_moves (a c d : nat) : rmoves (s218_board (2 + a) 0 (2 + c) (2 + d)) = [repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s218_board. tf_options. Qed.
Lemma s218_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s158_board (2 + a) (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s158_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s158_board; target_board_eq | strip_offset].
  - unfold s158_form; apply form_int; zlia.
  - intros HT; apply (use158 IH (2 + a) (2 + c) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s158_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s218_c14_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s236_board (2 + a) 0 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s236_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s236_board; target_board_eq | strip_offset].
  - unfold s236_form; apply form_int; zlia.
  - intros HT; apply (use236 IH (2 + a) 0 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s236_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s218_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s218_dom (2 + a) 0 (2 + c) (2 + d) y1) (Hm : meas (s218_board (2 + a) 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s218_board (2 + a) 0 (2 + c) (2 + d))).
Proof.
  unfold s218_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s218_board (2 + a) 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s218_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s218_c14_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s218_c14_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s218_c14_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s218_c14_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s218_c15_moves (a b : nat) : rmoves (s218_board (2 + a) (5 + b) 0 0) = [repeat T (2 + a) ++ repeat F (5 + b) ++ [E; F; E]].
Proof. unfold s218_board. tf_options. Qed.
Lemma s218_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (5 + b) - Z.of_nat y1 = 3 /\ Z.of_nat (5 + b) >= 5 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (5 + b) - Z.of_nat y1 = 5 /\ Z.of_nat (5 + b) >= 7 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0))%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (5 + b) ++ [E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (5 + b) ++ [E; F; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (5 + b) 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (5 + b) ++ [E; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (5 + b) 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s218_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s218_dom (2 + a) (5 + b) 0 0 y1) (Hm : meas (s218_board (2 + a) (5 + b) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s218_board (2 + a) (5 + b) 0 0)).
Proof.
  unfold s218_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s218_board (2 + a) (5 + b) 0 0)) in Hg. cbn [rights] in Hg. rewrite s218_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (5 + b) - Z.of_nat y1 = 3 /\ Z.of_nat (5 + b) >= 5 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (5 + b) - Z.of_nat y1 = 5 /\ Z.of_nat (5 + b) >= 7 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0))%Z) by zlia. exact (s218_c15_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s218_c15_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s218_c16_moves (a : nat) : rmoves (s218_board (2 + a) 3 2 1) = [repeat T (2 + a) ++ [F; F; F; E; F; E; T; T; F]].
Proof. unfold s218_board. tf_options. Qed.
Lemma s218_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; F; E; F; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; F; E; F; E; T; T; F])).
Proof.
  apply (answer_form_L _ (s235_board (2 + a) 3 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s235_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; E; F; E; T; T; F]) []); [strip_eq | unfold s235_board; target_board_eq | strip_offset].
  - unfold s235_form; apply form_int; zlia.
  - intros HT; apply (use235 IH (2 + a) 3 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s235_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s218_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s218_dom (2 + a) 3 2 1 y1) (Hm : meas (s218_board (2 + a) 3 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s218_board (2 + a) 3 2 1)).
Proof.
  unfold s218_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s218_board (2 + a) 3 2 1)) in Hg. cbn [rights] in Hg. rewrite s218_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s218_c16_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s218_c16_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s218_c17_moves (a b d : nat) : rmoves (s218_board (5 + a) (4 + b) 2 (2 + d)) = [repeat T (5 + a) ++ repeat F (4 + b) ++ E :: F :: E :: T :: T :: repeat F (2 + d)].
Proof. unfold s218_board. tf_options. Qed.
Lemma s218_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : ((Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 4 /\ Z.of_nat (4 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 4 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (4 + b) = 4 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2))%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (4 + b) ++ E :: F :: E :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ repeat F (4 + b) ++ E :: F :: E :: T :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s236_board (5 + a) (4 + b) 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s236_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (4 + b) ++ E :: F :: E :: T :: T :: repeat F (2 + d)) []); [strip_eq | unfold s236_board; target_board_eq | strip_offset].
  - unfold s236_form; apply form_int; zlia.
  - intros HT; apply (use236 IH (5 + a) (4 + b) 2 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s236_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s218_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s218_dom (5 + a) (4 + b) 2 (2 + d) y1) (Hm : meas (s218_board (5 + a) (4 + b) 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s218_board (5 + a) (4 + b) 2 (2 + d))).
Proof.
  unfold s218_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s218_board (5 + a) (4 + b) 2 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s218_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 4 /\ Z.of_nat (4 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 4 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (4 + b) = 4 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2))%Z) by zlia. exact (s218_c17_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s218_c17_moves a b d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s218_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C218 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s218_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s218_c1 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s218_c2 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s218_c3 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s218_c4 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s218_c5 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s218_c6 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s218_c7 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exact (s218_c8 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s218_c9 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s218_c10 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s218_c11 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s218_c12 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s218_c13 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s218_c14 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          do 3 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s218_c15 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          assert (b = 1) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s218_c16 IH a y1 Hdom Hm Hd Hr).
        }
        {
          do 3 (destruct a as [|a]; [exfalso; zlia|]).
  do 2 (destruct b as [|b]; [exfalso; zlia|]).
  assert (c = 0) by zlia; subst c.
  exact (s218_c17 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s219_c1_moves : rmoves (s219_board 0 0) = [[F; F; F; E; T; E]].
Proof. unfold s219_board. tf_options. Qed.
Lemma s219_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; F; F; E; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; F; E; T; E])).
Proof.
  apply (answer_form_L _ (s136_board) (1) _ (int ((- Z.of_nat y1) + 1)) (s136_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by_blank _ [(0, 3)] ([E]) [(1, 1)] 2); [strip_eq | target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH y1); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s219_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s219_dom 0 0 y1) (Hm : meas (s219_board 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s219_board 0 0)).
Proof.
  unfold s219_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s219_board 0 0)) in Hg. cbn [rights] in Hg. rewrite s219_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s219_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s219_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s219_c2_moves : rmoves (s219_board 0 1) = [[F; F; F; E; T; F; E]].
Proof. unfold s219_board. tf_options. Qed.
Lemma s219_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s23_board 0 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3)] ([E; T; F; E]) []); [strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s219_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3)] ([E; T; F; E]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s219_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s219_dom 0 1 y1) (Hm : meas (s219_board 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s219_board 0 1)).
Proof.
  unfold s219_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s219_board 0 1)) in Hg. cbn [rights] in Hg. rewrite s219_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s219_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s219_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s219_c2_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s219_c2_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s219_c3_moves (b : nat) : rmoves (s219_board 0 (2 + b)) = [F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E]].
Proof. unfold s219_board. tf_options. Qed.
Lemma s219_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E])).
Proof.
  apply (answer_form_L _ (s23_board 0 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3)] (E :: T :: repeat F (2 + b) ++ [E]) []); [strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s219_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E])).
Proof.
  apply (answer_form_L _ (s57_board 0 (2 + b) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3)] (E :: T :: repeat F (2 + b) ++ [E]) []); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + b) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s219_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s219_dom 0 (2 + b) y1) (Hm : meas (s219_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s219_board 0 (2 + b))).
Proof.
  unfold s219_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s219_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s219_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s219_c3_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s219_c3_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s219_c3_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s219_c3_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s219_c4_moves : rmoves (s219_board 1 0) = [[T; F; F; F; E; T; E]].
Proof. unfold s219_board. tf_options. Qed.
Lemma s219_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; F; F; E; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; F; E; T; E])).
Proof.
  apply (answer_form_L _ (s129_board 1 3) (1) _ (int ((- Z.of_nat y1) + 1)) (s129_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; F; E]) [(1, 1)]); [strip_eq | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH 1 3 y1); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s219_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s219_dom 1 0 y1) (Hm : meas (s219_board 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s219_board 1 0)).
Proof.
  unfold s219_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s219_board 1 0)) in Hg. cbn [rights] in Hg. rewrite s219_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s219_c4_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s219_c4_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s219_c5_moves : rmoves (s219_board 1 1) = [[T; F; F; F; E; T; F; E]].
Proof. unfold s219_board. tf_options. Qed.
Lemma s219_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s87_board 1 3 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; F; E; T; F; E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 3 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s219_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s88_board 1 3 1 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; F; E; T; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 3 1 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s219_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s219_dom 1 1 y1) (Hm : meas (s219_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s219_board 1 1)).
Proof.
  unfold s219_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s219_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s219_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s219_c5_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s219_c5_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s219_c5_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s219_c5_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s219_c6_moves (b : nat) : rmoves (s219_board 1 (2 + b)) = [T :: F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E]].
Proof. unfold s219_board. tf_options. Qed.
Lemma s219_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E])).
Proof.
  apply (answer_form_L _ (s87_board 1 3 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 3 (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s219_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board 1 3 1 (2 + b) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 3 1 (2 + b) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s219_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s219_dom 1 (2 + b) y1) (Hm : meas (s219_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s219_board 1 (2 + b))).
Proof.
  unfold s219_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s219_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s219_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s219_c6_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s219_c6_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s219_c6_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s219_c6_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s219_c7_moves (a : nat) : rmoves (s219_board (2 + a) 0) = [repeat T (2 + a) ++ [F; F; F; E; T; E]].
Proof. unfold s219_board. tf_options. Qed.
Lemma s219_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; F; E; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; F; E; T; E])).
Proof.
  apply (answer_form_L _ (s129_board (2 + a) 3) (1) _ (int ((- Z.of_nat y1) + 1)) (s129_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; E]) [(1, 1)]); [strip_eq | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH (2 + a) 3 y1); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s219_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s219_dom (2 + a) 0 y1) (Hm : meas (s219_board (2 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s219_board (2 + a) 0)).
Proof.
  unfold s219_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s219_board (2 + a) 0)) in Hg. cbn [rights] in Hg. rewrite s219_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s219_c7_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s219_c7_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s219_c8_moves (a : nat) : rmoves (s219_board (2 + a) 1) = [repeat T (2 + a) ++ [F; F; F; E; T; F; E]].
Proof. unfold s219_board. tf_options. Qed.
Lemma s219_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s87_board (2 + a) 3 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; E; T; F; E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) 3 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s219_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 3 1 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; E; T; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 3 1 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s219_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s219_dom (2 + a) 1 y1) (Hm : meas (s219_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s219_board (2 + a) 1)).
Proof.
  unfold s219_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s219_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s219_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s219_c8_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s219_c8_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s219_c8_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s219_c8_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s219_c9_moves (a b : nat) : rmoves (s219_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E]].
Proof. unfold s219_board. tf_options. Qed.
Lemma s219_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E])).
Proof.
  apply (answer_form_L _ (s87_board (2 + a) 3 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) 3 (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s219_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 3 1 (2 + b) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 3 1 (2 + b) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s219_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s219_dom (2 + a) (2 + b) y1) (Hm : meas (s219_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s219_board (2 + a) (2 + b))).
Proof.
  unfold s219_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s219_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s219_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s219_c9_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s219_c9_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s219_c9_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s219_c9_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s219_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C219 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s219_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      exact (s219_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s219_c2 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s219_c3 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s219_c4 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s219_c5 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s219_c6 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s219_c7 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s219_c8 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s219_c9 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s220_c1_moves : rmoves (s220_board 0) = [[F; F; F; E; T; F; E; F; T; F]; [F; F; E; F; T; F; F; E; T; F]].
Proof. unfold s220_board. tf_options. Qed.
Lemma s220_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas ([F; F; F; E; T; F; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; F; E; T; F; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s208_board 0 0 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3)] ([E; T; F; E; F; T; F]) []); [strip_eq | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s220_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas ([F; F; E; F; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; E; F; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s135_board 1 2 1 1) (-1) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] ([T; F; F; E; T; F]) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 1 1 (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s220_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s220_dom 0 y1) (Hm : meas (s220_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s220_board 0)).
Proof.
  unfold s220_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s220_board 0)) in Hg. cbn [rights] in Hg. rewrite s220_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s220_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s220_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s220_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s220_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s220_c2_moves : rmoves (s220_board 1) = [[T; F; F; F; E; T; F; E; F; T; F]; [T; F; F; E; F; T; F; F; E; T; F]].
Proof. unfold s220_board. tf_options. Qed.
Lemma s220_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas ([T; F; F; F; E; T; F; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; F; E; T; F; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s208_board 1 3 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; F; E; T; F; E; F; T; F]) []); [strip_eq | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 1 3 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s220_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas ([T; F; F; E; F; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; E; F; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s237_board 1 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s237_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; E; F; T; F; F; E; T; F]) []); [strip_eq | unfold s237_board; target_board_eq | strip_offset].
  - unfold s237_form; apply form_int; zlia.
  - intros HT; apply (use237 IH 1 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s237_dom; zlia | unfold lex3; lia].
Qed.
Lemma s220_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s220_dom 1 y1) (Hm : meas (s220_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s220_board 1)).
Proof.
  unfold s220_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s220_board 1)) in Hg. cbn [rights] in Hg. rewrite s220_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s220_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s220_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s220_c2_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s220_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s220_c3_moves (a : nat) : rmoves (s220_board (2 + a)) = [repeat T (2 + a) ++ [F; F; F; E; T; F; E; F; T; F]; repeat T (2 + a) ++ [F; F; E; F; T; F; F; E; T; F]].
Proof. unfold s220_board. tf_options. Qed.
Lemma s220_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; F; E; T; F; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; F; E; T; F; E; F; T; F])).
Proof.
  apply (answer_form_L _ (s208_board (2 + a) 3 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; E; T; F; E; F; T; F]) []); [strip_eq | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (2 + a) 3 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s220_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; F; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; E; F; T; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s237_board (2 + a) 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s237_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; F; T; F; F; E; T; F]) []); [strip_eq | unfold s237_board; target_board_eq | strip_offset].
  - unfold s237_form; apply form_int; zlia.
  - intros HT; apply (use237 IH (2 + a) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s237_dom; zlia | unfold lex3; lia].
Qed.
Lemma s220_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s220_dom (2 + a) y1) (Hm : meas (s220_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s220_board (2 + a))).
Proof.
  unfold s220_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s220_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s220_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s220_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s220_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s220_c3_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s220_c3_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s220_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C220 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s220_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s220_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s220_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s220_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s221_c1_moves (b : nat) : rmoves (s221_board 0 (2 + b)) = [F :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + b); F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s221_board. tf_options. Qed.
Lemma s221_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (F :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(0, 3); (2, 1)] (T :: F :: T :: repeat F (2 + b)) []) (s327_board (2 + b)) (-2) _ (s327_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3); (2, 1)] (T :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s327_board; target_board_eq | strip_offset].
  - unfold s327_form; apply form_int; zlia.
  - intros HT; apply (use327 IH (2 + b) (Z.to_nat (Z.of_nat y1 - 2))); [unfold s327_dom; zlia | unfold lex3; lia].
Qed.
Lemma s221_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s319_board 1 2 1 (2 + b)) (-1) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] (T :: F :: F :: E :: T :: repeat F (2 + b)) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 2 1 (2 + b) (Z.to_nat (Z.of_nat y1 - 2))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s221_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s221_dom 0 (2 + b) y1) (Hm : meas (s221_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s221_board 0 (2 + b))).
Proof.
  unfold s221_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s221_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s221_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s221_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s221_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s221_c1_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s221_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s221_c2_moves (b : nat) : rmoves (s221_board 1 (2 + b)) = [T :: F :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + b); T :: F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s221_board. tf_options. Qed.
Lemma s221_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (T :: F :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: F :: F :: E :: E :: F :: T :: F :: T :: repeat F (2 + b)) []) (s238_board 1 (2 + b)) (0) _ (s238_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: F :: E :: E :: F :: T :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s238_board; target_board_eq | strip_offset].
  - unfold s238_form; apply form_int; zlia.
  - intros HT; apply (use238 IH 1 (2 + b) y1); [unfold s238_dom; zlia | unfold lex3; lia].
Qed.
Lemma s221_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (T :: F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s239_board 1 2 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s239_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [strip_eq | unfold s239_board; target_board_eq | strip_offset].
  - unfold s239_form; apply form_int; zlia.
  - intros HT; apply (use239 IH 1 2 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s239_dom; zlia | unfold lex3; lia].
Qed.
Lemma s221_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s221_dom 1 (2 + b) y1) (Hm : meas (s221_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s221_board 1 (2 + b))).
Proof.
  unfold s221_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s221_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s221_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s221_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s221_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s221_c2_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s221_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s221_c3_moves (a b : nat) : rmoves (s221_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + b); repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s221_board. tf_options. Qed.
Lemma s221_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: F :: E :: E :: F :: T :: F :: T :: repeat F (2 + b)) []) (s238_board (2 + a) (2 + b)) (0) _ (s238_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: E :: E :: F :: T :: F :: T :: repeat F (2 + b)) []); [reflexivity | unfold s238_board; target_board_eq | strip_offset].
  - unfold s238_form; apply form_int; zlia.
  - intros HT; apply (use238 IH (2 + a) (2 + b) y1); [unfold s238_dom; zlia | unfold lex3; lia].
Qed.
Lemma s221_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s239_board (2 + a) 2 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s239_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [strip_eq | unfold s239_board; target_board_eq | strip_offset].
  - unfold s239_form; apply form_int; zlia.
  - intros HT; apply (use239 IH (2 + a) 2 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s239_dom; zlia | unfold lex3; lia].
Qed.
Lemma s221_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s221_dom (2 + a) (2 + b) y1) (Hm : meas (s221_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s221_board (2 + a) (2 + b))).
Proof.
  unfold s221_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s221_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s221_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s221_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s221_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s221_c3_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s221_c3_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s221_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C221 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s221_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s221_c1 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s221_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s221_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s222_c1_moves : rmoves (s222_board 0 0 0) = [].
Proof. unfold s222_board. tf_options. Qed.
Lemma s222_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s222_dom 0 0 0 y1) (Hm : meas (s222_board 0 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s222_board 0 0 0)).
Proof.
  unfold s222_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s222_board 0 0 0)) in Hg. cbn [rights] in Hg. rewrite s222_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s222_c2_moves : rmoves (s222_board 0 0 1) = [[T; E; F; T; E]].
Proof. unfold s222_board. tf_options. Qed.
Lemma s222_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; F; T; E])).
Proof.
  apply (answer_form_L _ (s88_board 1 0 0 1 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; E; F]) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 0 0 1 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s222_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s222_dom 0 0 1 y1) (Hm : meas (s222_board 0 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s222_board 0 0 1)).
Proof.
  unfold s222_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s222_board 0 0 1)) in Hg. cbn [rights] in Hg. rewrite s222_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s222_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s222_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s222_c3_moves (c : nat) : rmoves (s222_board 0 0 (2 + c)) = [T :: E :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s222_board. tf_options. Qed.
Lemma s222_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s15_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s15_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; E; F; T; E; F]) []); [strip_eq | unfold s15_board; target_board_eq | strip_offset].
  - unfold s15_form; apply form_int; zlia.
  - intros HT; apply (use15 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s15_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s278_board 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s278_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; E; F; T; E; F]) []); [strip_eq | unfold s278_board; target_board_eq | strip_offset].
  - unfold s278_form; apply form_int; zlia.
  - intros HT; apply (use278 IH 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s278_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s222_c3_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: E :: F :: E :: T :: repeat F (2 + c)) []) (s223_board 0 0 1 (2 + c)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 1 (2 + c) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s222_dom 0 0 (2 + c) y1) (Hm : meas (s222_board 0 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s222_board 0 0 (2 + c))).
Proof.
  unfold s222_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s222_board 0 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s222_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s222_c3_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s222_c3_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s222_c3_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s222_c3_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s222_c3_t1_a3 IH c y1 Hw (move_below_r _ _ 0 _ _ (s222_c3_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s222_c4_moves : rmoves (s222_board 0 1 1) = [[F; T; E; F; T; E]].
Proof. unfold s222_board. tf_options. Qed.
Lemma s222_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; F; T; E])).
Proof.
  apply (answer_form_L _ (s88_board 1 0 0 1 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; F]) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 0 0 1 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s222_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s222_dom 0 1 1 y1) (Hm : meas (s222_board 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s222_board 0 1 1)).
Proof.
  unfold s222_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s222_board 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s222_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s222_c4_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s222_c4_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s222_c5_moves (c : nat) : rmoves (s222_board 0 1 (2 + c)) = [F :: T :: E :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s222_board. tf_options. Qed.
Lemma s222_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s15_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s15_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; F; T; E; F]) []); [strip_eq | unfold s15_board; target_board_eq | strip_offset].
  - unfold s15_form; apply form_int; zlia.
  - intros HT; apply (use15 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s15_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s278_board 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s278_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; F; T; E; F]) []); [strip_eq | unfold s278_board; target_board_eq | strip_offset].
  - unfold s278_form; apply form_int; zlia.
  - intros HT; apply (use278 IH 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s278_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s222_c5_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (T :: E :: F :: E :: T :: repeat F (2 + c)) []) (s223_board 0 0 1 (2 + c)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 1 (2 + c) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s222_dom 0 1 (2 + c) y1) (Hm : meas (s222_board 0 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s222_board 0 1 (2 + c))).
Proof.
  unfold s222_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s222_board 0 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s222_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s222_c5_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s222_c5_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s222_c5_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s222_c5_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s222_c5_t1_a3 IH c y1 Hw (move_below_r _ _ 0 _ _ (s222_c5_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s222_c6_moves (b : nat) : rmoves (s222_board 0 (2 + b) 1) = [repeat F (2 + b) ++ [T; E; F; T; E]].
Proof. unfold s222_board. tf_options. Qed.
Lemma s222_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ [T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [T; E; F; T; E])).
Proof.
  apply (answer_form_L _ (s88_board 1 0 0 1 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] ([T; E; F]) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 0 0 1 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s222_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s222_dom 0 (2 + b) 1 y1) (Hm : meas (s222_board 0 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s222_board 0 (2 + b) 1)).
Proof.
  unfold s222_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s222_board 0 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s222_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s222_c6_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s222_c6_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s222_c7_moves (b c : nat) : rmoves (s222_board 0 (2 + b) (2 + c)) = [repeat F (2 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s222_board. tf_options. Qed.
Lemma s222_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s15_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s15_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] ([T; E; F; T; E; F]) []); [strip_eq | unfold s15_board; target_board_eq | strip_offset].
  - unfold s15_form; apply form_int; zlia.
  - intros HT; apply (use15 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s15_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s278_board 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s278_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] ([T; E; F; T; E; F]) []); [strip_eq | unfold s278_board; target_board_eq | strip_offset].
  - unfold s278_form; apply form_int; zlia.
  - intros HT; apply (use278 IH 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s278_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s222_c7_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2 + b)] (T :: E :: F :: E :: T :: repeat F (2 + c)) []) (s223_board 0 0 1 (2 + c)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] (T :: E :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 1 (2 + c) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s222_dom 0 (2 + b) (2 + c) y1) (Hm : meas (s222_board 0 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s222_board 0 (2 + b) (2 + c))).
Proof.
  unfold s222_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s222_board 0 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s222_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s222_c7_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s222_c7_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s222_c7_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s222_c7_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s222_c7_t1_a3 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s222_c7_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s222_c8_moves : rmoves (s222_board 1 0 1) = [[T; T; E; F; T; E]].
Proof. unfold s222_board. tf_options. Qed.
Lemma s222_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; T; E; F; T; E])).
Proof.
  apply (answer_form_L _ (s88_board 2 0 0 1 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; T; E; F]) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 2 0 0 1 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s222_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s222_dom 1 0 1 y1) (Hm : meas (s222_board 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s222_board 1 0 1)).
Proof.
  unfold s222_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s222_board 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s222_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s222_c8_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s222_c8_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s222_c9_moves (c : nat) : rmoves (s222_board 1 0 (2 + c)) = [T :: T :: E :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s222_board. tf_options. Qed.
Lemma s222_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s15_board 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s15_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; T; E; F; T; E; F]) []); [strip_eq | unfold s15_board; target_board_eq | strip_offset].
  - unfold s15_form; apply form_int; zlia.
  - intros HT; apply (use15 IH 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s15_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s271_board 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s271_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; T; E; F; T; E; F]) []); [strip_eq | unfold s271_board; target_board_eq | strip_offset].
  - unfold s271_form; apply form_int; zlia.
  - intros HT; apply (use271 IH 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s271_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c9_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: T :: E :: F :: E :: T :: repeat F (2 + c)) []) (s236_board 2 0 1 (2 + c)) (0) _ (s236_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: T :: E :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s236_board; target_board_eq | strip_offset].
  - unfold s236_form; apply form_int; zlia.
  - intros HT; apply (use236 IH 2 0 1 (2 + c) y1); [unfold s236_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s222_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s222_dom 1 0 (2 + c) y1) (Hm : meas (s222_board 1 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s222_board 1 0 (2 + c))).
Proof.
  unfold s222_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s222_board 1 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s222_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s222_c9_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s222_c9_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s222_c9_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s222_c9_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s222_c9_t1_a3 IH c y1 Hw (move_below_r _ _ 0 _ _ (s222_c9_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s222_c10_moves : rmoves (s222_board 1 1 0) = [].
Proof. unfold s222_board. tf_options. Qed.
Lemma s222_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s222_dom 1 1 0 y1) (Hm : meas (s222_board 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s222_board 1 1 0)).
Proof.
  unfold s222_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s222_board 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s222_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s222_c11_moves : rmoves (s222_board 1 1 1) = [[T; F; T; E; F; T; E]].
Proof. unfold s222_board. tf_options. Qed.
Lemma s222_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; F; T; E])).
Proof.
  apply (answer_form_L _ (s263_board 1 1 1) (1) _ (int ((- Z.of_nat y1) + 1)) (s263_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; F]) [(1, 1)]); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH 1 1 1 y1); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s222_dom 1 1 1 y1) (Hm : meas (s222_board 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s222_board 1 1 1)).
Proof.
  unfold s222_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s222_board 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s222_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s222_c11_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s222_c11_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s222_c12_moves (c : nat) : rmoves (s222_board 1 1 (2 + c)) = [T :: F :: T :: E :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s222_board. tf_options. Qed.
Lemma s222_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s240_board 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s240_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; F; T; E; F]) []); [strip_eq | unfold s240_board; target_board_eq | strip_offset].
  - unfold s240_form; apply form_int; zlia.
  - intros HT; apply (use240 IH 1 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s240_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s326_board 1 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s326_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; F; T; E; F]) []); [strip_eq | unfold s326_board; target_board_eq | strip_offset].
  - unfold s326_form; apply form_int; zlia.
  - intros HT; apply (use326 IH 1 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s326_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c12_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: T :: E :: F :: E :: T :: repeat F (2 + c)) []) (s223_board 1 1 1 (2 + c)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: E :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 1 1 1 (2 + c) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s222_dom 1 1 (2 + c) y1) (Hm : meas (s222_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s222_board 1 1 (2 + c))).
Proof.
  unfold s222_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s222_board 1 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s222_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s222_c12_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s222_c12_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s222_c12_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s222_c12_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s222_c12_t1_a3 IH c y1 Hw (move_below_r _ _ 0 _ _ (s222_c12_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s222_c13_moves (b : nat) : rmoves (s222_board 1 (2 + b) 1) = [T :: repeat F (2 + b) ++ [T; E; F; T; E]].
Proof. unfold s222_board. tf_options. Qed.
Lemma s222_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; E; F; T; E])).
Proof.
  apply (answer_form_L _ (s263_board 1 (2 + b) 1) (1) _ (int ((- Z.of_nat y1) + 1)) (s263_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [T; E; F]) [(1, 1)]); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH 1 (2 + b) 1 y1); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s222_dom 1 (2 + b) 1 y1) (Hm : meas (s222_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s222_board 1 (2 + b) 1)).
Proof.
  unfold s222_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s222_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s222_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s222_c13_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s222_c13_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s222_c14_moves (b c : nat) : rmoves (s222_board 1 (2 + b) (2 + c)) = [T :: repeat F (2 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s222_board. tf_options. Qed.
Lemma s222_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s240_board 1 (2 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s240_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [T; E; F; T; E; F]) []); [strip_eq | unfold s240_board; target_board_eq | strip_offset].
  - unfold s240_form; apply form_int; zlia.
  - intros HT; apply (use240 IH 1 (2 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s240_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c14_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s326_board 1 (2 + b) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s326_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [T; E; F; T; E; F]) []); [strip_eq | unfold s326_board; target_board_eq | strip_offset].
  - unfold s326_form; apply form_int; zlia.
  - intros HT; apply (use326 IH 1 (2 + b) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s326_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c14_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)) []) (s223_board 1 (2 + b) 1 (2 + c)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 1 (2 + b) 1 (2 + c) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s222_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s222_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s222_board 1 (2 + b) (2 + c))).
Proof.
  unfold s222_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s222_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s222_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s222_c14_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s222_c14_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s222_c14_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s222_c14_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s222_c14_t1_a3 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s222_c14_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s222_c15_moves (a : nat) : rmoves (s222_board (2 + a) 0 1) = [repeat T (3 + a) ++ [E; F; T; E]].
Proof. unfold s222_board. tf_options. Qed.
Lemma s222_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (3 + a) ++ [E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [E; F; T; E])).
Proof.
  apply (answer_form_L _ (s88_board (3 + a) 0 0 1 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; F]) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (3 + a) 0 0 1 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s222_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s222_dom (2 + a) 0 1 y1) (Hm : meas (s222_board (2 + a) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s222_board (2 + a) 0 1)).
Proof.
  unfold s222_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s222_board (2 + a) 0 1)) in Hg. cbn [rights] in Hg. rewrite s222_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s222_c15_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s222_c15_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s222_c16_moves (a c : nat) : rmoves (s222_board (2 + a) 0 (2 + c)) = [repeat T (3 + a) ++ E :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s222_board. tf_options. Qed.
Lemma s222_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s15_board (3 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s15_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; F; T; E; F]) []); [strip_eq | unfold s15_board; target_board_eq | strip_offset].
  - unfold s15_form; apply form_int; zlia.
  - intros HT; apply (use15 IH (3 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s15_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c16_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s278_board (3 + a) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s278_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; F; T; E; F]) []); [strip_eq | unfold s278_board; target_board_eq | strip_offset].
  - unfold s278_form; apply form_int; zlia.
  - intros HT; apply (use278 IH (3 + a) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s278_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s222_c16_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s21_board (3 + a) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s21_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: F :: T :: E :: repeat F (2 + c)) []); [strip_eq | unfold s21_board; target_board_eq | strip_offset].
  - unfold s21_form; apply form_int; zlia.
  - intros HT; apply (use21 IH (3 + a) (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s21_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c16_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s278_board (3 + a) 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s278_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: F :: T :: E :: repeat F (2 + c)) []); [strip_eq | unfold s278_board; target_board_eq | strip_offset].
  - unfold s278_form; apply form_int; zlia.
  - intros HT; apply (use278 IH (3 + a) 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s278_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s222_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s222_dom (2 + a) 0 (2 + c) y1) (Hm : meas (s222_board (2 + a) 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s222_board (2 + a) 0 (2 + c))).
Proof.
  unfold s222_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s222_board (2 + a) 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s222_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s222_c16_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s222_c16_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s222_c16_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s222_c16_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s222_c16_t1_a3 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s222_c16_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s222_c16_t1_a4 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s222_c16_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s222_c17_moves (a : nat) : rmoves (s222_board (2 + a) 1 1) = [repeat T (2 + a) ++ [F; T; E; F; T; E]].
Proof. unfold s222_board. tf_options. Qed.
Lemma s222_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; F; T; E])).
Proof.
  apply (answer_form_L _ (s263_board (2 + a) 1 1) (1) _ (int ((- Z.of_nat y1) + 1)) (s263_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F]) [(1, 1)]); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH (2 + a) 1 1 y1); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s222_dom (2 + a) 1 1 y1) (Hm : meas (s222_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s222_board (2 + a) 1 1)).
Proof.
  unfold s222_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s222_board (2 + a) 1 1)) in Hg. cbn [rights] in Hg. rewrite s222_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s222_c17_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s222_c17_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s222_c18_moves (a c : nat) : rmoves (s222_board (2 + a) 1 (2 + c)) = [repeat T (2 + a) ++ F :: T :: E :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s222_board. tf_options. Qed.
Lemma s222_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s240_board (2 + a) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s240_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; T; E; F]) []); [strip_eq | unfold s240_board; target_board_eq | strip_offset].
  - unfold s240_form; apply form_int; zlia.
  - intros HT; apply (use240 IH (2 + a) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s240_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c18_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s326_board (2 + a) 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s326_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; T; E; F]) []); [strip_eq | unfold s326_board; target_board_eq | strip_offset].
  - unfold s326_form; apply form_int; zlia.
  - intros HT; apply (use326 IH (2 + a) 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s326_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c18_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: E :: T :: repeat F (2 + c)) []) (s223_board (2 + a) 1 1 (2 + c)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH (2 + a) 1 1 (2 + c) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s222_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s222_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s222_board (2 + a) 1 (2 + c))).
Proof.
  unfold s222_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s222_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s222_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s222_c18_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s222_c18_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s222_c18_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s222_c18_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s222_c18_t1_a3 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s222_c18_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s222_c19_moves (a b : nat) : rmoves (s222_board (2 + a) (2 + b) 0) = [].
Proof. unfold s222_board. tf_options. Qed.
Lemma s222_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s222_dom (2 + a) (2 + b) 0 y1) (Hm : meas (s222_board (2 + a) (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s222_board (2 + a) (2 + b) 0)).
Proof.
  unfold s222_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s222_board (2 + a) (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s222_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s222_c20_moves (a b : nat) : rmoves (s222_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; T; E]].
Proof. unfold s222_board. tf_options. Qed.
Lemma s222_c20_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; T; E])).
Proof.
  apply (answer_form_L _ (s263_board (2 + a) (2 + b) 1) (1) _ (int ((- Z.of_nat y1) + 1)) (s263_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F]) [(1, 1)]); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH (2 + a) (2 + b) 1 y1); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s222_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s222_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s222_board (2 + a) (2 + b) 1)).
Proof.
  unfold s222_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s222_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s222_c20_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s222_c20_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s222_c20_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s222_c21_moves (a b c : nat) : rmoves (s222_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s222_board. tf_options. Qed.
Lemma s222_c21_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s240_board (2 + a) (2 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s240_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; T; E; F]) []); [strip_eq | unfold s240_board; target_board_eq | strip_offset].
  - unfold s240_form; apply form_int; zlia.
  - intros HT; apply (use240 IH (2 + a) (2 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s240_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c21_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s326_board (2 + a) (2 + b) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s326_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; T; E; F]) []); [strip_eq | unfold s326_board; target_board_eq | strip_offset].
  - unfold s326_form; apply form_int; zlia.
  - intros HT; apply (use326 IH (2 + a) (2 + b) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s326_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c21_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)) []) (s223_board (2 + a) (2 + b) 1 (2 + c)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH (2 + a) (2 + b) 1 (2 + c) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s222_c21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s222_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s222_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s222_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s222_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s222_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s222_c21_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s222_c21_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s222_c21_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s222_c21_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s222_c21_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s222_c21_t1_a3 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s222_c21_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s222_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C222 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s222_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exact (s222_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s222_c2 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s222_c3 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s222_c4 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s222_c5 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s222_c6 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s222_c7 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s222_c8 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s222_c9 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s222_c10 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s222_c11 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s222_c12 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s222_c13 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s222_c14 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s222_c15 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s222_c16 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s222_c17 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s222_c18 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s222_c19 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s222_c20 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s222_c21 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s223_c1_moves : rmoves (s223_board 0 0 1 0) = [[T; F; E; E; T]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; E; T])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([]) [(1, 1); (1, 0)]) (s136_board) (0) _ (s136_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([]) [(1, 1); (1, 0)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH y1); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s223_dom 0 0 1 0 y1) (Hm : meas (s223_board 0 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 0 0 1 0)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 0 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s223_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s223_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s223_c2_moves : rmoves (s223_board 0 0 1 1) = [[T; F; E; E; T; F]; [T; E; F; F; T; E]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s36_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s36_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; E; E; T; F]) []); [strip_eq | unfold s36_board; target_board_eq | strip_offset].
  - unfold s36_form; apply form_int; zlia.
  - intros HT; apply (use36 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s36_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s248_board 1 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; E; E; T; F]) []); [strip_eq | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s8_board 1 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s8_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; E; F; F]) [(1, 1)]); [strip_eq | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH 1 0 y1); [unfold s8_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s223_dom 0 0 1 1 y1) (Hm : meas (s223_board 0 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 0 0 1 1)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 0 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s223_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s223_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c2_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s223_c2_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c2_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s223_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s223_c3_moves (d : nat) : rmoves (s223_board 0 0 1 (2 + d)) = [T :: F :: E :: E :: T :: repeat F (2 + d); T :: E :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: E :: T :: repeat F (2 + d)) []) (s81_board 0 0 (2 + d)) (-1) _ (s81_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 0 0 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s223_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: E :: T :: repeat F (2 + d)) []) (s179_board 0 0 0 (2 + d)) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] ([T; E; F; F; E; T; F]) []) (s223_board 0 0 2 1) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; F; F; E; T; F]) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 2 1 y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: E :: F :: F :: E :: T :: repeat F (2 + d)) []) (s223_board 0 0 2 (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 2 (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s223_dom 0 0 1 (2 + d) y1) (Hm : meas (s223_board 0 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 0 0 1 (2 + d))).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 0 0 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s223_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c3_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s223_c3_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c3_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s223_c3_moves d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c3_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s223_c3_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c3_t2_a2 IH d y1 Hw (move_below_r _ _ 1 _ _ (s223_c3_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c4_moves (c : nat) : rmoves (s223_board 0 0 (2 + c) 0) = [T :: F :: E :: repeat F (1 + c) ++ [E; T]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(1, 1)] ([T; F; E]) [(1, 0)]) (s23_board 0 1) (-1) _ (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F; E]) [(1, 0)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s223_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(1, 1)] ([T; F; E]) [(1, 0)]) (s57_board 0 1 0) (-1) _ (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F; E]) [(1, 0)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c4_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: repeat F (2 + c) ++ [E]) [(1, 0)]) (s23_board 0 (2 + c)) (-1) _ (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: repeat F (2 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s223_c4_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: repeat F (2 + c) ++ [E]) [(1, 0)]) (s57_board 0 (2 + c) 0) (-1) _ (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: repeat F (2 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + c) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s223_dom 0 0 (2 + c) 0 y1) (Hm : meas (s223_board 0 0 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 0 0 (2 + c) 0)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 0 0 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s223_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c4_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s223_c4_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c4_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s223_c4_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c4_t1_a3 IH c y1 Hw (move_below_r _ _ 0 _ _ (s223_c4_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c4_t1_a4 IH c y1 Hw (move_below_r _ _ 0 _ _ (s223_c4_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c5_moves (c : nat) : rmoves (s223_board 0 0 (2 + c) 1) = [T :: F :: E :: repeat F (1 + c) ++ [E; T; F]; T :: E :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(1, 1)] ([T; F; E; T; F]) []) (s90_board 1) (-1) _ (s90_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F; E; T; F]) []); [reflexivity | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(1, 1)] ([T; F; E; T; F]) []) (s179_board 0 0 1 1) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c5_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: repeat F (2 + c) ++ [E; T; F]) []) (s135_board 1 (2 + c) 1 1) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (2 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c5_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: repeat F (2 + c) ++ [E; T; F]) []) (s179_board 0 0 (2 + c) 1) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s88_board 1 0 0 (3 + c) 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: E :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 0 0 (3 + c) 0 y1); [unfold s88_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s223_dom 0 0 (2 + c) 1 y1) (Hm : meas (s223_board 0 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 0 0 (2 + c) 1)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 0 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s223_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c5_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s223_c5_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c5_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s223_c5_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c5_t1_a3 IH c y1 Hw (move_below_r _ _ 0 _ _ (s223_c5_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c5_t1_a4 IH c y1 Hw (move_below_r _ _ 0 _ _ (s223_c5_moves c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c5_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s223_c5_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s223_c6_moves (c d : nat) : rmoves (s223_board 0 0 (2 + c) (2 + d)) = [T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d); T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(1, 1)] (T :: F :: E :: T :: repeat F (2 + d)) []) (s96_board 1 1 (2 + d)) (-1) _ (s96_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s96_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s223_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(1, 1)] (T :: F :: E :: T :: repeat F (2 + d)) []) (s179_board 0 0 1 (2 + d)) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c6_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s135_board 1 (2 + c) 1 (2 + d)) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (2 + c) 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c6_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s179_board 0 0 (2 + c) (2 + d)) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: E :: repeat F (3 + c) ++ [E; T; F]) []) (s223_board 0 0 (3 + c) 1) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 (3 + c) 1 y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s223_board 0 0 (3 + c) (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 (3 + c) (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s223_dom 0 0 (2 + c) (2 + d) y1) (Hm : meas (s223_board 0 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 0 0 (2 + c) (2 + d))).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 0 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s223_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c6_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s223_c6_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c6_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s223_c6_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c6_t1_a3 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s223_c6_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c6_t1_a4 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s223_c6_moves c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c6_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s223_c6_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c6_t2_a2 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s223_c6_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c7_moves : rmoves (s223_board 0 1 1 0) = [[F; T; F; E; E; T]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; T; F; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; F; E; E; T])).
Proof.
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] ([]) [(1, 1); (1, 0)]) (s136_board) (0) _ (s136_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(0, 1); (1, 1)] ([]) [(1, 1); (1, 0)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH y1); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s223_dom 0 1 1 0 y1) (Hm : meas (s223_board 0 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 0 1 1 0)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 0 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s223_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c7_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s223_c7_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s223_c8_moves : rmoves (s223_board 0 1 1 1) = [[F; T; F; E; E; T; F]; [F; T; E; F; F; T; E]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; T; F; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; F; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s36_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s36_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; F; E; E; T; F]) []); [strip_eq | unfold s36_board; target_board_eq | strip_offset].
  - unfold s36_form; apply form_int; zlia.
  - intros HT; apply (use36 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s36_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; T; F; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; F; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s248_board 1 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; F; E; E; T; F]) []); [strip_eq | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; T; E; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s8_board 1 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s8_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; F; F]) [(1, 1)]); [strip_eq | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH 1 0 y1); [unfold s8_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s223_dom 0 1 1 1 y1) (Hm : meas (s223_board 0 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 0 1 1 1)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 0 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s223_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c8_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s223_c8_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c8_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s223_c8_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c8_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s223_c8_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s223_c9_moves (d : nat) : rmoves (s223_board 0 1 1 (2 + d)) = [F :: T :: F :: E :: E :: T :: repeat F (2 + d); F :: T :: E :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: F :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: F :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] (T :: E :: T :: repeat F (2 + d)) []) (s81_board 0 0 (2 + d)) (-1) _ (s81_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 0 0 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s223_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: T :: F :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: F :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] (T :: E :: T :: repeat F (2 + d)) []) (s179_board 0 0 0 (2 + d)) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 1)] ([T; E; F; F; E; T; F]) []) (s223_board 0 0 2 1) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; F; F; E; T; F]) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 2 1 y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c9_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (T :: E :: F :: F :: E :: T :: repeat F (2 + d)) []) (s223_board 0 0 2 (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 2 (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s223_dom 0 1 1 (2 + d) y1) (Hm : meas (s223_board 0 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 0 1 1 (2 + d))).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 0 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s223_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c9_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s223_c9_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c9_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s223_c9_moves d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c9_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s223_c9_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c9_t2_a2 IH d y1 Hw (move_below_r _ _ 1 _ _ (s223_c9_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c10_moves (c : nat) : rmoves (s223_board 0 1 (2 + c) 0) = [F :: T :: F :: E :: repeat F (1 + c) ++ [E; T]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: F :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: F :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] ([T; F; E]) [(1, 0)]) (s23_board 0 1) (-1) _ (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; F; E]) [(1, 0)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s223_c10_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: T :: F :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: F :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] ([T; F; E]) [(1, 0)]) (s57_board 0 1 0) (-1) _ (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; F; E]) [(1, 0)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c10_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: F :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: F :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] (T :: repeat F (2 + c) ++ [E]) [(1, 0)]) (s23_board 0 (2 + c)) (-1) _ (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: repeat F (2 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s223_c10_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: T :: F :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: F :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] (T :: repeat F (2 + c) ++ [E]) [(1, 0)]) (s57_board 0 (2 + c) 0) (-1) _ (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: repeat F (2 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + c) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s223_dom 0 1 (2 + c) 0 y1) (Hm : meas (s223_board 0 1 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 0 1 (2 + c) 0)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 0 1 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s223_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c10_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s223_c10_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c10_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s223_c10_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c10_t1_a3 IH c y1 Hw (move_below_r _ _ 0 _ _ (s223_c10_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c10_t1_a4 IH c y1 Hw (move_below_r _ _ 0 _ _ (s223_c10_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c11_moves (c : nat) : rmoves (s223_board 0 1 (2 + c) 1) = [F :: T :: F :: E :: repeat F (1 + c) ++ [E; T; F]; F :: T :: E :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: F :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: F :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] ([T; F; E; T; F]) []) (s90_board 1) (-1) _ (s90_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; F; E; T; F]) []); [reflexivity | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: T :: F :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: F :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] ([T; F; E; T; F]) []) (s179_board 0 0 1 1) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c11_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: F :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: F :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] (T :: repeat F (2 + c) ++ [E; T; F]) []) (s135_board 1 (2 + c) 1 1) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (2 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c11_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: T :: F :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: F :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] (T :: repeat F (2 + c) ++ [E; T; F]) []) (s179_board 0 0 (2 + c) 1) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c11_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s88_board 1 0 0 (3 + c) 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 0 0 (3 + c) 0 y1); [unfold s88_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s223_dom 0 1 (2 + c) 1 y1) (Hm : meas (s223_board 0 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 0 1 (2 + c) 1)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 0 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s223_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c11_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s223_c11_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c11_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s223_c11_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c11_t1_a3 IH c y1 Hw (move_below_r _ _ 0 _ _ (s223_c11_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c11_t1_a4 IH c y1 Hw (move_below_r _ _ 0 _ _ (s223_c11_moves c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c11_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s223_c11_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s223_c12_moves (c d : nat) : rmoves (s223_board 0 1 (2 + c) (2 + d)) = [F :: T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d); F :: T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] (T :: F :: E :: T :: repeat F (2 + d)) []) (s96_board 1 1 (2 + d)) (-1) _ (s96_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s96_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s223_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] (T :: F :: E :: T :: repeat F (2 + d)) []) (s179_board 0 0 1 (2 + d)) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c12_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] (T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s135_board 1 (2 + c) 1 (2 + d)) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (2 + c) 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c12_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] (T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s179_board 0 0 (2 + c) (2 + d)) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c12_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 1)] (T :: E :: repeat F (3 + c) ++ [E; T; F]) []) (s223_board 0 0 (3 + c) 1) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 (3 + c) 1 y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c12_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1)] (T :: E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s223_board 0 0 (3 + c) (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 (3 + c) (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s223_dom 0 1 (2 + c) (2 + d) y1) (Hm : meas (s223_board 0 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 0 1 (2 + c) (2 + d))).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 0 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s223_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c12_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s223_c12_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c12_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s223_c12_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c12_t1_a3 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s223_c12_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c12_t1_a4 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s223_c12_moves c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c12_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s223_c12_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c12_t2_a2 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s223_c12_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c13_moves (b : nat) : rmoves (s223_board 0 (2 + b) 1 0) = [repeat F (2 + b) ++ [T; F; E; E; T]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ [T; F; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [T; F; E; E; T])).
Proof.
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] ([]) [(1, 1); (1, 0)]) (s136_board) (0) _ (s136_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(0, 2 + b); (1, 1)] ([]) [(1, 1); (1, 0)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH y1); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s223_dom 0 (2 + b) 1 0 y1) (Hm : meas (s223_board 0 (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 0 (2 + b) 1 0)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 0 (2 + b) 1 0)) in Hg. cbn [rights] in Hg. rewrite s223_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c13_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s223_c13_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s223_c14_moves (b : nat) : rmoves (s223_board 0 (2 + b) 1 1) = [repeat F (2 + b) ++ [T; F; E; E; T; F]; repeat F (2 + b) ++ [T; E; F; F; T; E]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ [T; F; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [T; F; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s36_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s36_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] ([T; F; E; E; T; F]) []); [strip_eq | unfold s36_board; target_board_eq | strip_offset].
  - unfold s36_form; apply form_int; zlia.
  - intros HT; apply (use36 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s36_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c14_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ [T; F; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [T; F; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s248_board 1 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] ([T; F; E; E; T; F]) []); [strip_eq | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c14_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ [T; E; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [T; E; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s8_board 1 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s8_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] ([T; E; F; F]) [(1, 1)]); [strip_eq | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH 1 0 y1); [unfold s8_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s223_dom 0 (2 + b) 1 1 y1) (Hm : meas (s223_board 0 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 0 (2 + b) 1 1)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 0 (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s223_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c14_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s223_c14_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c14_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s223_c14_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c14_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s223_c14_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s223_c15_moves (b d : nat) : rmoves (s223_board 0 (2 + b) 1 (2 + d)) = [repeat F (2 + b) ++ T :: F :: E :: E :: T :: repeat F (2 + d); repeat F (2 + b) ++ T :: E :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ T :: F :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ T :: F :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] (T :: E :: T :: repeat F (2 + d)) []) (s81_board 0 0 (2 + d)) (-1) _ (s81_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] (T :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 0 0 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s81_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s223_c15_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ T :: F :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ T :: F :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] (T :: E :: T :: repeat F (2 + d)) []) (s179_board 0 0 0 (2 + d)) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] (T :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c15_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ T :: E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ T :: E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 2 + b)] ([T; E; F; F; E; T; F]) []) (s223_board 0 0 2 1) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] ([T; E; F; F; E; T; F]) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 2 1 y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c15_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ T :: E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ T :: E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2 + b)] (T :: E :: F :: F :: E :: T :: repeat F (2 + d)) []) (s223_board 0 0 2 (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] (T :: E :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 2 (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s223_dom 0 (2 + b) 1 (2 + d) y1) (Hm : meas (s223_board 0 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 0 (2 + b) 1 (2 + d))).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 0 (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s223_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c15_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s223_c15_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c15_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s223_c15_moves b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c15_t2_a1 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s223_c15_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c15_t2_a2 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s223_c15_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c16_moves (b c : nat) : rmoves (s223_board 0 (2 + b) (2 + c) 0) = [repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] ([T; F; E]) [(1, 0)]) (s23_board 0 1) (-1) _ (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] ([T; F; E]) [(1, 0)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s223_c16_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] ([T; F; E]) [(1, 0)]) (s57_board 0 1 0) (-1) _ (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] ([T; F; E]) [(1, 0)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c16_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] (T :: repeat F (2 + c) ++ [E]) [(1, 0)]) (s23_board 0 (2 + c)) (-1) _ (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] (T :: repeat F (2 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s223_c16_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] (T :: repeat F (2 + c) ++ [E]) [(1, 0)]) (s57_board 0 (2 + c) 0) (-1) _ (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] (T :: repeat F (2 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (2 + c) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s223_dom 0 (2 + b) (2 + c) 0 y1) (Hm : meas (s223_board 0 (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 0 (2 + b) (2 + c) 0)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 0 (2 + b) (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s223_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c16_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s223_c16_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c16_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s223_c16_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c16_t1_a3 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s223_c16_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c16_t1_a4 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s223_c16_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c17_moves (b c : nat) : rmoves (s223_board 0 (2 + b) (2 + c) 1) = [repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T; F]; repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] ([T; F; E; T; F]) []) (s90_board 1) (-1) _ (s90_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] ([T; F; E; T; F]) []); [reflexivity | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c17_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] ([T; F; E; T; F]) []) (s179_board 0 0 1 1) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] ([T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c17_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] (T :: repeat F (2 + c) ++ [E; T; F]) []) (s135_board 1 (2 + c) 1 1) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] (T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (2 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c17_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] (T :: repeat F (2 + c) ++ [E; T; F]) []) (s179_board 0 0 (2 + c) 1) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] (T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c17_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s88_board 1 0 0 (3 + c) 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] (T :: E :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 0 0 (3 + c) 0 y1); [unfold s88_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s223_dom 0 (2 + b) (2 + c) 1 y1) (Hm : meas (s223_board 0 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 0 (2 + b) (2 + c) 1)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 0 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s223_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c17_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s223_c17_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c17_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s223_c17_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c17_t1_a3 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s223_c17_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c17_t1_a4 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s223_c17_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c17_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s223_c17_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s223_c18_moves (b c d : nat) : rmoves (s223_board 0 (2 + b) (2 + c) (2 + d)) = [repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d); repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] (T :: F :: E :: T :: repeat F (2 + d)) []) (s96_board 1 1 (2 + d)) (-1) _ (s96_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] (T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s96_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s223_c18_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] (T :: F :: E :: T :: repeat F (2 + d)) []) (s179_board 0 0 1 (2 + d)) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] (T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c18_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] (T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s135_board 1 (2 + c) 1 (2 + d)) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] (T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (2 + c) 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c18_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] (T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s179_board 0 0 (2 + c) (2 + d)) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] (T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c18_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 2 + b)] (T :: E :: repeat F (3 + c) ++ [E; T; F]) []) (s223_board 0 0 (3 + c) 1) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] (T :: E :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 (3 + c) 1 y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c18_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2 + b)] (T :: E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s223_board 0 0 (3 + c) (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] (T :: E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 (3 + c) (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s223_dom 0 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s223_board 0 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 0 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 0 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s223_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c18_t1_a1 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s223_c18_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c18_t1_a2 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s223_c18_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c18_t1_a3 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s223_c18_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c18_t1_a4 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s223_c18_moves b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c18_t2_a1 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s223_c18_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c18_t2_a2 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s223_c18_moves b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c19_moves : rmoves (s223_board 1 0 1 0) = [[T; T; F; E; E; T]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c19_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; T; F; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; T; F; E; E; T])).
Proof.
  apply (answer_form_L _ (s157_board 2 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s157_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; T; F; E; E]) [(1, 0)]); [strip_eq | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH 2 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s157_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c19_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; T; F; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; T; F; E; E; T])).
Proof.
  apply (answer_form_L _ (s129_board 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s129_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; T; F; E; E]) [(1, 0)]); [strip_eq | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s223_dom 1 0 1 0 y1) (Hm : meas (s223_board 1 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 1 0 1 0)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 1 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s223_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c19_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s223_c19_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c19_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s223_c19_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c20_moves : rmoves (s223_board 1 0 1 1) = [[T; T; F; E; E; T; F]; [T; T; E; F; F; T; E]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c20_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; T; F; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; T; F; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s36_board 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s36_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; T; F; E; E; T; F]) []); [strip_eq | unfold s36_board; target_board_eq | strip_offset].
  - unfold s36_form; apply form_int; zlia.
  - intros HT; apply (use36 IH 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s36_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c20_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; T; F; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; T; F; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s248_board 2 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; T; F; E; E; T; F]) []); [strip_eq | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 2 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c20_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; T; E; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; T; E; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s8_board 2 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s8_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; T; E; F; F]) [(1, 1)]); [strip_eq | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH 2 0 y1); [unfold s8_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s223_dom 1 0 1 1 y1) (Hm : meas (s223_board 1 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 1 0 1 1)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 1 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s223_c20_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c20_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s223_c20_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c20_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s223_c20_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c20_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s223_c20_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s223_c21_moves (d : nat) : rmoves (s223_board 1 0 1 (2 + d)) = [T :: T :: F :: E :: E :: T :: repeat F (2 + d); T :: T :: E :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c21_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: T :: F :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: T :: F :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: E :: F :: T :: E :: T :: repeat F (2 + d)) []) (s241_board 1 0 (2 + d)) (0) _ (s241_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: T :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s241_board; target_board_eq | strip_offset].
  - unfold s241_form; apply form_int; zlia.
  - intros HT; apply (use241 IH 1 0 (2 + d) y1); [unfold s241_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c21_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: T :: E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: T :: E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s269_board 2 2 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s269_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; T; E; F; F; T; E; F]) []); [strip_eq | unfold s269_board; target_board_eq | strip_offset].
  - unfold s269_form; apply form_int; zlia.
  - intros HT; apply (use269 IH 2 2 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s269_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c21_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: T :: E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: T :: E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s270_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s270_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; T; E; F; F; T; E; F]) []); [strip_eq | unfold s270_board; target_board_eq | strip_offset].
  - unfold s270_form; apply form_int; zlia.
  - intros HT; apply (use270 IH 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s270_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c21_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: T :: E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: T :: E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: T :: E :: F :: F :: E :: T :: repeat F (2 + d)) []) (s258_board 2 0 2 1 (2 + d)) (0) _ (s258_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: T :: E :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s258_board; target_board_eq | strip_offset].
  - unfold s258_form; apply form_int; zlia.
  - intros HT; apply (use258 IH 2 0 2 1 (2 + d) y1); [unfold s258_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s223_dom 1 0 1 (2 + d) y1) (Hm : meas (s223_board 1 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 1 0 1 (2 + d))).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 1 0 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s223_c21_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c21_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s223_c21_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c21_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s223_c21_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c21_t2_a2 IH d y1 Hw (move_below_r _ _ 1 _ _ (s223_c21_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c21_t2_a3 IH d y1 Hw (move_below_r _ _ 1 _ _ (s223_c21_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c22_moves (c : nat) : rmoves (s223_board 1 0 (2 + c) 0) = [T :: T :: F :: E :: repeat F (1 + c) ++ [E; T]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c22_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: T :: F :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: T :: F :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([T; E; F; T; F; E]) [(1, 0)]) (s20_board 1 0) (0) _ (s20_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; F; T; F; E]) [(1, 0)]); [reflexivity | unfold s20_board; target_board_eq | strip_offset].
  - unfold s20_form; apply form_int; zlia.
  - intros HT; apply (use20 IH 1 0 y1); [unfold s20_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c22_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: T :: F :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: T :: F :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: E :: F :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]) (s256_board 1 0 1 (2 + c)) (0) _ (s256_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH 1 0 1 (2 + c) y1); [unfold s256_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c22 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s223_dom 1 0 (2 + c) 0 y1) (Hm : meas (s223_board 1 0 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 1 0 (2 + c) 0)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 1 0 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s223_c22_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c22_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s223_c22_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c22_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s223_c22_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c23_moves (c : nat) : rmoves (s223_board 1 0 (2 + c) 1) = [T :: T :: F :: E :: repeat F (1 + c) ++ [E; T; F]; T :: T :: E :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c23_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: T :: F :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: T :: F :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([T; E; F; T; F; E; T; F]) []) (s82_board 1 1) (0) _ (s82_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; F; T; F; E; T; F]) []); [reflexivity | unfold s82_board; target_board_eq | strip_offset].
  - unfold s82_form; apply form_int; zlia.
  - intros HT; apply (use82 IH 1 1 y1); [unfold s82_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c23_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: T :: F :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: T :: F :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: E :: F :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s252_board 1 0 (2 + c) 1) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 0 (2 + c) 1 y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c23_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: T :: E :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: T :: E :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s88_board 2 0 0 (3 + c) 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: T :: E :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 2 0 0 (3 + c) 0 y1); [unfold s88_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c23 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s223_dom 1 0 (2 + c) 1 y1) (Hm : meas (s223_board 1 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 1 0 (2 + c) 1)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 1 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s223_c23_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c23_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s223_c23_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c23_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s223_c23_moves c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c23_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s223_c23_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s223_c24_moves (c d : nat) : rmoves (s223_board 1 0 (2 + c) (2 + d)) = [T :: T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d); T :: T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c24_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: E :: F :: T :: F :: E :: T :: repeat F (2 + d)) []) (s82_board 1 (2 + d)) (0) _ (s82_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s82_board; target_board_eq | strip_offset].
  - unfold s82_form; apply form_int; zlia.
  - intros HT; apply (use82 IH 1 (2 + d) y1); [unfold s82_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c24_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: E :: F :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s252_board 1 0 (2 + c) (2 + d)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 0 (2 + c) (2 + d) y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c24_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s269_board 2 (3 + c) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s269_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: T :: E :: repeat F (3 + c) ++ [T; E; F]) []); [strip_eq | unfold s269_board; target_board_eq | strip_offset].
  - unfold s269_form; apply form_int; zlia.
  - intros HT; apply (use269 IH 2 (3 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s269_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c24_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s271_board (3 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s271_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: T :: E :: repeat F (3 + c) ++ [T; E; F]) []); [strip_eq | unfold s271_board; target_board_eq | strip_offset].
  - unfold s271_form; apply form_int; zlia.
  - intros HT; apply (use271 IH (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s271_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c24_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: T :: E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s258_board 2 0 (3 + c) 1 (2 + d)) (0) _ (s258_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: T :: E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s258_board; target_board_eq | strip_offset].
  - unfold s258_form; apply form_int; zlia.
  - intros HT; apply (use258 IH 2 0 (3 + c) 1 (2 + d) y1); [unfold s258_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c24 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s223_dom 1 0 (2 + c) (2 + d) y1) (Hm : meas (s223_board 1 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 1 0 (2 + c) (2 + d))).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 1 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s223_c24_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c24_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s223_c24_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c24_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s223_c24_moves c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c24_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s223_c24_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c24_t2_a2 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s223_c24_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c24_t2_a3 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s223_c24_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c25_moves : rmoves (s223_board 1 1 1 0) = [[T; F; T; F; E; E; T]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c25_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; T; F; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; F; E; E; T])).
Proof.
  apply (answer_form_L _ (s272_board) (0) _ (int ((- Z.of_nat y1) + 1)) (s272_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; F; E; E]) [(1, 0)]); [strip_eq | unfold s272_board; target_board_eq | strip_offset].
  - unfold s272_form; apply form_int; zlia.
  - intros HT; apply (use272 IH (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s272_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c25_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; T; F; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; F; E; E; T])).
Proof.
  apply (answer_form_L _ (s273_board) (0) _ (int ((- Z.of_nat y1) + 1)) (s273_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; F; E; E]) [(1, 0)]); [strip_eq | unfold s273_board; target_board_eq | strip_offset].
  - unfold s273_form; apply form_int; zlia.
  - intros HT; apply (use273 IH (Z.to_nat (Z.of_nat y1 - 1))); [unfold s273_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c25 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s223_dom 1 1 1 0 y1) (Hm : meas (s223_board 1 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 1 1 1 0)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 1 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s223_c25_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c25_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s223_c25_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c25_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s223_c25_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c26_moves : rmoves (s223_board 1 1 1 1) = [[T; F; T; F; E; E; T; F]; [T; F; T; E; F; F; T; E]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c26_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; T; F; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; F; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s251_board 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s251_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; F; E; E; T; F]) []); [strip_eq | unfold s251_board; target_board_eq | strip_offset].
  - unfold s251_form; apply form_int; zlia.
  - intros HT; apply (use251 IH 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s251_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c26_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; T; F; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; F; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s274_board) (0) _ (int ((- Z.of_nat y1) + 1)) (s274_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; F; E; E; T; F]) []); [strip_eq | unfold s274_board; target_board_eq | strip_offset].
  - unfold s274_form; apply form_int; zlia.
  - intros HT; apply (use274 IH (Z.to_nat (Z.of_nat y1 - 1))); [unfold s274_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c26_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; T; E; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s263_board 1 1 2) (1) _ (int ((- Z.of_nat y1) + 1)) (s263_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; F; F]) [(1, 1)]); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH 1 1 2 y1); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c26 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s223_dom 1 1 1 1 y1) (Hm : meas (s223_board 1 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 1 1 1 1)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 1 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s223_c26_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c26_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s223_c26_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c26_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s223_c26_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c26_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s223_c26_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s223_c27_moves (d : nat) : rmoves (s223_board 1 1 1 (2 + d)) = [T :: F :: T :: F :: E :: E :: T :: repeat F (2 + d); T :: F :: T :: E :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c27_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: F :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: F :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: F :: T :: E :: T :: repeat F (2 + d)) []) (s241_board 1 1 (2 + d)) (0) _ (s241_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: F :: T :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s241_board; target_board_eq | strip_offset].
  - unfold s241_form; apply form_int; zlia.
  - intros HT; apply (use241 IH 1 1 (2 + d) y1); [unfold s241_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c27_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] ([T; F; T; E; F; F; E; T; F]) []) (s223_board 1 1 2 1) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; E; F; F; E; T; F]) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 1 1 2 1 y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c27_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: T :: E :: F :: F :: E :: T :: repeat F (2 + d)) []) (s223_board 1 1 2 (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: E :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 1 1 2 (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c27 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s223_dom 1 1 1 (2 + d) y1) (Hm : meas (s223_board 1 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 1 1 1 (2 + d))).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 1 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s223_c27_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c27_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s223_c27_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c27_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s223_c27_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c27_t2_a2 IH d y1 Hw (move_below_r _ _ 1 _ _ (s223_c27_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c28_moves (c : nat) : rmoves (s223_board 1 1 (2 + c) 0) = [T :: F :: T :: F :: E :: repeat F (1 + c) ++ [E; T]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c28_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: F :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: F :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([T; F; E; F; T; F; E]) [(1, 0)]) (s256_board 1 1 1 1) (0) _ (s256_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; F; T; F; E]) [(1, 0)]); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH 1 1 1 1 y1); [unfold s256_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c28_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: F :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: F :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: F :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]) (s256_board 1 1 1 (2 + c)) (0) _ (s256_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: F :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH 1 1 1 (2 + c) y1); [unfold s256_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c28 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s223_dom 1 1 (2 + c) 0 y1) (Hm : meas (s223_board 1 1 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 1 1 (2 + c) 0)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 1 1 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s223_c28_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c28_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s223_c28_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c28_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s223_c28_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c29_moves (c : nat) : rmoves (s223_board 1 1 (2 + c) 1) = [T :: F :: T :: F :: E :: repeat F (1 + c) ++ [E; T; F]; T :: F :: T :: E :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c29_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: F :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: F :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([T; F; E; F; T; F; E; T; F]) []) (s252_board 1 1 1 1) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; F; T; F; E; T; F]) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 1 1 1 y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c29_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: F :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: F :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: F :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s252_board 1 1 (2 + c) 1) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: F :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 1 (2 + c) 1 y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c29_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s263_board 1 1 (3 + c)) (1) _ (int ((- Z.of_nat y1) + 1)) (s263_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH 1 1 (3 + c) y1); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c29 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s223_dom 1 1 (2 + c) 1 y1) (Hm : meas (s223_board 1 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 1 1 (2 + c) 1)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 1 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s223_c29_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c29_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s223_c29_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c29_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s223_c29_moves c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c29_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s223_c29_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s223_c30_moves (c d : nat) : rmoves (s223_board 1 1 (2 + c) (2 + d)) = [T :: F :: T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d); T :: F :: T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c30_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + d)) []) (s252_board 1 1 1 (2 + d)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 1 1 (2 + d) y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c30_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: F :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s252_board 1 1 (2 + c) (2 + d)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: F :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 1 (2 + c) (2 + d) y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c30_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: F :: T :: E :: repeat F (3 + c) ++ [E; T; F]) []) (s223_board 1 1 (3 + c) 1) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 1 1 (3 + c) 1 y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c30_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: T :: E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s223_board 1 1 (3 + c) (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 1 1 (3 + c) (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c30 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s223_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s223_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 1 1 (2 + c) (2 + d))).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 1 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s223_c30_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c30_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s223_c30_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c30_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s223_c30_moves c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c30_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s223_c30_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c30_t2_a2 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s223_c30_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c31_moves (b : nat) : rmoves (s223_board 1 (2 + b) 1 0) = [T :: repeat F (2 + b) ++ [T; F; E; E; T]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c31_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; F; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; F; E; E; T])).
Proof.
  apply (answer_form_L _ (s275_board (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s275_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [T; F; E; E]) [(1, 0)]); [strip_eq | unfold s275_board; target_board_eq | strip_offset].
  - unfold s275_form; apply form_int; zlia.
  - intros HT; apply (use275 IH (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s275_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c31_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; F; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; F; E; E; T])).
Proof.
  apply (answer_form_L _ (s276_board (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s276_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [T; F; E; E]) [(1, 0)]); [strip_eq | unfold s276_board; target_board_eq | strip_offset].
  - unfold s276_form; apply form_int; zlia.
  - intros HT; apply (use276 IH (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s276_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c31 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s223_dom 1 (2 + b) 1 0 y1) (Hm : meas (s223_board 1 (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 1 (2 + b) 1 0)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 1 (2 + b) 1 0)) in Hg. cbn [rights] in Hg. rewrite s223_c31_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c31_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s223_c31_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c31_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s223_c31_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c32_moves (b : nat) : rmoves (s223_board 1 (2 + b) 1 1) = [T :: repeat F (2 + b) ++ [T; F; E; E; T; F]; T :: repeat F (2 + b) ++ [T; E; F; F; T; E]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c32_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; F; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; F; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s251_board 1 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s251_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [T; F; E; E; T; F]) []); [strip_eq | unfold s251_board; target_board_eq | strip_offset].
  - unfold s251_form; apply form_int; zlia.
  - intros HT; apply (use251 IH 1 (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s251_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c32_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; F; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; F; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s277_board (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s277_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [T; F; E; E; T; F]) []); [strip_eq | unfold s277_board; target_board_eq | strip_offset].
  - unfold s277_form; apply form_int; zlia.
  - intros HT; apply (use277 IH (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s277_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c32_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; E; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; E; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s263_board 1 (2 + b) 2) (1) _ (int ((- Z.of_nat y1) + 1)) (s263_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [T; E; F; F]) [(1, 1)]); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH 1 (2 + b) 2 y1); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c32 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s223_dom 1 (2 + b) 1 1 y1) (Hm : meas (s223_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 1 (2 + b) 1 1)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 1 (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s223_c32_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c32_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s223_c32_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c32_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s223_c32_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c32_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s223_c32_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s223_c33_moves (b d : nat) : rmoves (s223_board 1 (2 + b) 1 (2 + d)) = [T :: repeat F (2 + b) ++ T :: F :: E :: E :: T :: repeat F (2 + d); T :: repeat F (2 + b) ++ T :: E :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c33_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ T :: F :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ T :: F :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: F :: T :: E :: T :: repeat F (2 + d)) []) (s241_board 1 (2 + b) (2 + d)) (0) _ (s241_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: F :: T :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s241_board; target_board_eq | strip_offset].
  - unfold s241_form; apply form_int; zlia.
  - intros HT; apply (use241 IH 1 (2 + b) (2 + d) y1); [unfold s241_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c33_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ T :: E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ T :: E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [T; E; F; F; E; T; F]) []) (s223_board 1 (2 + b) 2 1) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [T; E; F; F; E; T; F]) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 1 (2 + b) 2 1 y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c33_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ T :: E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ T :: E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ T :: E :: F :: F :: E :: T :: repeat F (2 + d)) []) (s223_board 1 (2 + b) 2 (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ T :: E :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 1 (2 + b) 2 (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c33 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s223_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s223_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 1 (2 + b) 1 (2 + d))).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s223_c33_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c33_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s223_c33_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c33_t2_a1 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s223_c33_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c33_t2_a2 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s223_c33_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c34_moves (b c : nat) : rmoves (s223_board 1 (2 + b) (2 + c) 0) = [T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c34_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; F; T; F; E]) [(1, 0)]) (s256_board 1 (2 + b) 1 1) (0) _ (s256_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; F; T; F; E]) [(1, 0)]); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH 1 (2 + b) 1 1 y1); [unfold s256_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c34_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]) (s256_board 1 (2 + b) 1 (2 + c)) (0) _ (s256_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH 1 (2 + b) 1 (2 + c) y1); [unfold s256_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c34 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s223_dom 1 (2 + b) (2 + c) 0 y1) (Hm : meas (s223_board 1 (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 1 (2 + b) (2 + c) 0)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 1 (2 + b) (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s223_c34_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c34_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s223_c34_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c34_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s223_c34_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c35_moves (b c : nat) : rmoves (s223_board 1 (2 + b) (2 + c) 1) = [T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T; F]; T :: repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c35_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; F; T; F; E; T; F]) []) (s252_board 1 (2 + b) 1 1) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; F; T; F; E; T; F]) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 (2 + b) 1 1 y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c35_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s252_board 1 (2 + b) (2 + c) 1) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 (2 + b) (2 + c) 1 y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c35_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s263_board 1 (2 + b) (3 + c)) (1) _ (int ((- Z.of_nat y1) + 1)) (s263_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ T :: E :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH 1 (2 + b) (3 + c) y1); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c35 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s223_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s223_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 1 (2 + b) (2 + c) 1)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s223_c35_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c35_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s223_c35_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c35_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s223_c35_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c35_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s223_c35_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s223_c36_moves (b c d : nat) : rmoves (s223_board 1 (2 + b) (2 + c) (2 + d)) = [T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d); T :: repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c36_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + d)) []) (s252_board 1 (2 + b) 1 (2 + d)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 (2 + b) 1 (2 + d) y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c36_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s252_board 1 (2 + b) (2 + c) (2 + d)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 (2 + b) (2 + c) (2 + d) y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c36_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ [E; T; F]) []) (s223_board 1 (2 + b) (3 + c) 1) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 1 (2 + b) (3 + c) 1 y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c36_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s223_board 1 (2 + b) (3 + c) (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 1 (2 + b) (3 + c) (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c36 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s223_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s223_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board 1 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s223_c36_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c36_t1_a1 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s223_c36_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c36_t1_a2 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s223_c36_moves b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c36_t2_a1 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s223_c36_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c36_t2_a2 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s223_c36_moves b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c37_moves (a : nat) : rmoves (s223_board (2 + a) 0 1 0) = [repeat T (3 + a) ++ [F; E; E; T]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c37_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [F; E; E; T])).
Proof.
  apply (answer_form_L _ (s157_board (3 + a) 0 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s157_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; E; E]) [(1, 0)]); [strip_eq | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH (3 + a) 0 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s157_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c37_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [F; E; E; T])).
Proof.
  apply (answer_form_L _ (s129_board (3 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s129_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; E; E]) [(1, 0)]); [strip_eq | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH (3 + a) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c37 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s223_dom (2 + a) 0 1 0 y1) (Hm : meas (s223_board (2 + a) 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board (2 + a) 0 1 0)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board (2 + a) 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s223_c37_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c37_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s223_c37_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c37_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s223_c37_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c38_moves (a : nat) : rmoves (s223_board (2 + a) 0 1 1) = [repeat T (3 + a) ++ [F; E; E; T; F]; repeat T (3 + a) ++ [E; F; F; T; E]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c38_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [F; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s36_board (3 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s36_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; E; E; T; F]) []); [strip_eq | unfold s36_board; target_board_eq | strip_offset].
  - unfold s36_form; apply form_int; zlia.
  - intros HT; apply (use36 IH (3 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s36_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c38_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [F; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s248_board (3 + a) 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; E; E; T; F]) []); [strip_eq | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH (3 + a) 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c38_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (3 + a) ++ [E; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [E; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s8_board (3 + a) 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s8_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; F; F]) [(1, 1)]); [strip_eq | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (3 + a) 0 y1); [unfold s8_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c38 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s223_dom (2 + a) 0 1 1 y1) (Hm : meas (s223_board (2 + a) 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board (2 + a) 0 1 1)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board (2 + a) 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s223_c38_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c38_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s223_c38_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c38_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s223_c38_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c38_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s223_c38_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s223_c39_moves (a d : nat) : rmoves (s223_board (2 + a) 0 1 (2 + d)) = [repeat T (3 + a) ++ F :: E :: E :: T :: repeat F (2 + d); repeat T (3 + a) ++ E :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c39_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: T :: E :: T :: repeat F (2 + d)) []) (s241_board (2 + a) 0 (2 + d)) (0) _ (s241_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s241_board; target_board_eq | strip_offset].
  - unfold s241_form; apply form_int; zlia.
  - intros HT; apply (use241 IH (2 + a) 0 (2 + d) y1); [unfold s241_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c39_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s269_board (3 + a) 2 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s269_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; F; F; T; E; F]) []); [strip_eq | unfold s269_board; target_board_eq | strip_offset].
  - unfold s269_form; apply form_int; zlia.
  - intros HT; apply (use269 IH (3 + a) 2 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s269_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c39_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s278_board (3 + a) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s278_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; F; F; T; E; F]) []); [strip_eq | unfold s278_board; target_board_eq | strip_offset].
  - unfold s278_form; apply form_int; zlia.
  - intros HT; apply (use278 IH (3 + a) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s278_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c39_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: F :: F :: E :: T :: repeat F (2 + d)) []) (s258_board (3 + a) 0 2 1 (2 + d)) (0) _ (s258_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s258_board; target_board_eq | strip_offset].
  - unfold s258_form; apply form_int; zlia.
  - intros HT; apply (use258 IH (3 + a) 0 2 1 (2 + d) y1); [unfold s258_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c39 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s223_dom (2 + a) 0 1 (2 + d) y1) (Hm : meas (s223_board (2 + a) 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board (2 + a) 0 1 (2 + d))).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board (2 + a) 0 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s223_c39_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c39_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s223_c39_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c39_t2_a1 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s223_c39_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c39_t2_a2 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s223_c39_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c39_t2_a3 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s223_c39_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c40_moves (a c : nat) : rmoves (s223_board (2 + a) 0 (2 + c) 0) = [repeat T (3 + a) ++ F :: E :: repeat F (1 + c) ++ [E; T]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c40_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; T; F; E]) [(1, 0)]) (s20_board (2 + a) 0) (0) _ (s20_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; F; E]) [(1, 0)]); [reflexivity | unfold s20_board; target_board_eq | strip_offset].
  - unfold s20_form; apply form_int; zlia.
  - intros HT; apply (use20 IH (2 + a) 0 y1); [unfold s20_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c40_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]) (s256_board (2 + a) 0 1 (2 + c)) (0) _ (s256_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (2 + a) 0 1 (2 + c) y1); [unfold s256_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c40 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s223_dom (2 + a) 0 (2 + c) 0 y1) (Hm : meas (s223_board (2 + a) 0 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board (2 + a) 0 (2 + c) 0)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board (2 + a) 0 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s223_c40_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c40_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s223_c40_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c40_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s223_c40_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c41_moves (a c : nat) : rmoves (s223_board (2 + a) 0 (2 + c) 1) = [repeat T (3 + a) ++ F :: E :: repeat F (1 + c) ++ [E; T; F]; repeat T (3 + a) ++ E :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c41_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; T; F; E; T; F]) []) (s82_board (2 + a) 1) (0) _ (s82_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; F; E; T; F]) []); [reflexivity | unfold s82_board; target_board_eq | strip_offset].
  - unfold s82_form; apply form_int; zlia.
  - intros HT; apply (use82 IH (2 + a) 1 y1); [unfold s82_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c41_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s252_board (2 + a) 0 (2 + c) 1) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) 0 (2 + c) 1 y1); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s223_c41_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s88_board (3 + a) 0 0 (3 + c) 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (3 + a) 0 0 (3 + c) 0 y1); [unfold s88_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c41 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s223_dom (2 + a) 0 (2 + c) 1 y1) (Hm : meas (s223_board (2 + a) 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board (2 + a) 0 (2 + c) 1)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board (2 + a) 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s223_c41_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c41_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s223_c41_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c41_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s223_c41_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c41_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s223_c41_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s223_c42_moves (a c d : nat) : rmoves (s223_board (2 + a) 0 (2 + c) (2 + d)) = [repeat T (3 + a) ++ F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d); repeat T (3 + a) ++ E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c42_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + d)) []) (s82_board (2 + a) (2 + d)) (0) _ (s82_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s82_board; target_board_eq | strip_offset].
  - unfold s82_form; apply form_int; zlia.
  - intros HT; apply (use82 IH (2 + a) (2 + d) y1); [unfold s82_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c42_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (3 + a) ++ F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s252_board (2 + a) 0 (2 + c) (2 + d)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) 0 (2 + c) (2 + d) y1); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s223_c42_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s269_board (3 + a) (3 + c) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s269_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: repeat F (3 + c) ++ [T; E; F]) []); [strip_eq | unfold s269_board; target_board_eq | strip_offset].
  - unfold s269_form; apply form_int; zlia.
  - intros HT; apply (use269 IH (3 + a) (3 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s269_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c42_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s278_board (3 + a) (3 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s278_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: repeat F (3 + c) ++ [T; E; F]) []); [strip_eq | unfold s278_board; target_board_eq | strip_offset].
  - unfold s278_form; apply form_int; zlia.
  - intros HT; apply (use278 IH (3 + a) (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s278_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s223_c42_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s258_board (3 + a) 0 (3 + c) 1 (2 + d)) (0) _ (s258_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s258_board; target_board_eq | strip_offset].
  - unfold s258_form; apply form_int; zlia.
  - intros HT; apply (use258 IH (3 + a) 0 (3 + c) 1 (2 + d) y1); [unfold s258_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c42 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s223_dom (2 + a) 0 (2 + c) (2 + d) y1) (Hm : meas (s223_board (2 + a) 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board (2 + a) 0 (2 + c) (2 + d))).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board (2 + a) 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s223_c42_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c42_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s223_c42_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c42_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s223_c42_moves a c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c42_t2_a1 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s223_c42_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c42_t2_a2 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s223_c42_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c42_t2_a3 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s223_c42_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c43_moves (a : nat) : rmoves (s223_board (2 + a) 1 1 0) = [repeat T (2 + a) ++ [F; T; F; E; E; T]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c43_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; E; E; T])).
Proof.
  apply (answer_form_L _ (s279_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s279_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; E]) [(1, 0)]); [strip_eq | unfold s279_board; target_board_eq | strip_offset].
  - unfold s279_form; apply form_int; zlia.
  - intros HT; apply (use279 IH (2 + a) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s279_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c43_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; E; E; T])).
Proof.
  apply (answer_form_L _ (s280_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s280_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; E]) [(1, 0)]); [strip_eq | unfold s280_board; target_board_eq | strip_offset].
  - unfold s280_form; apply form_int; zlia.
  - intros HT; apply (use280 IH (2 + a) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s280_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c43 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s223_dom (2 + a) 1 1 0 y1) (Hm : meas (s223_board (2 + a) 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board (2 + a) 1 1 0)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board (2 + a) 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s223_c43_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c43_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s223_c43_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c43_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s223_c43_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c44_moves (a : nat) : rmoves (s223_board (2 + a) 1 1 1) = [repeat T (2 + a) ++ [F; T; F; E; E; T; F]; repeat T (2 + a) ++ [F; T; E; F; F; T; E]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c44_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s251_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s251_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; E; T; F]) []); [strip_eq | unfold s251_board; target_board_eq | strip_offset].
  - unfold s251_form; apply form_int; zlia.
  - intros HT; apply (use251 IH (2 + a) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s251_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c44_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s281_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s281_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; E; T; F]) []); [strip_eq | unfold s281_board; target_board_eq | strip_offset].
  - unfold s281_form; apply form_int; zlia.
  - intros HT; apply (use281 IH (2 + a) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s281_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c44_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s263_board (2 + a) 1 2) (1) _ (int ((- Z.of_nat y1) + 1)) (s263_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; F]) [(1, 1)]); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH (2 + a) 1 2 y1); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c44 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s223_dom (2 + a) 1 1 1 y1) (Hm : meas (s223_board (2 + a) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board (2 + a) 1 1 1)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board (2 + a) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s223_c44_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c44_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s223_c44_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c44_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s223_c44_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c44_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s223_c44_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s223_c45_moves (a d : nat) : rmoves (s223_board (2 + a) 1 1 (2 + d)) = [repeat T (2 + a) ++ F :: T :: F :: E :: E :: T :: repeat F (2 + d); repeat T (2 + a) ++ F :: T :: E :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c45_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: T :: E :: T :: repeat F (2 + d)) []) (s241_board (2 + a) 1 (2 + d)) (0) _ (s241_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: T :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s241_board; target_board_eq | strip_offset].
  - unfold s241_form; apply form_int; zlia.
  - intros HT; apply (use241 IH (2 + a) 1 (2 + d) y1); [unfold s241_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c45_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; E; F; F; E; T; F]) []) (s223_board (2 + a) 1 2 1) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; F; E; T; F]) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH (2 + a) 1 2 1 y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c45_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: F :: E :: T :: repeat F (2 + d)) []) (s223_board (2 + a) 1 2 (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH (2 + a) 1 2 (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c45 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s223_dom (2 + a) 1 1 (2 + d) y1) (Hm : meas (s223_board (2 + a) 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board (2 + a) 1 1 (2 + d))).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board (2 + a) 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s223_c45_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c45_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s223_c45_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c45_t2_a1 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s223_c45_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c45_t2_a2 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s223_c45_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c46_moves (a c : nat) : rmoves (s223_board (2 + a) 1 (2 + c) 0) = [repeat T (2 + a) ++ F :: T :: F :: E :: repeat F (1 + c) ++ [E; T]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c46_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; F; T; F; E]) [(1, 0)]) (s256_board (2 + a) 1 1 1) (0) _ (s256_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F; T; F; E]) [(1, 0)]); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (2 + a) 1 1 1 y1); [unfold s256_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c46_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]) (s256_board (2 + a) 1 1 (2 + c)) (0) _ (s256_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (2 + a) 1 1 (2 + c) y1); [unfold s256_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c46 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s223_dom (2 + a) 1 (2 + c) 0 y1) (Hm : meas (s223_board (2 + a) 1 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board (2 + a) 1 (2 + c) 0)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board (2 + a) 1 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s223_c46_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c46_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s223_c46_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c46_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s223_c46_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c47_moves (a c : nat) : rmoves (s223_board (2 + a) 1 (2 + c) 1) = [repeat T (2 + a) ++ F :: T :: F :: E :: repeat F (1 + c) ++ [E; T; F]; repeat T (2 + a) ++ F :: T :: E :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c47_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; F; T; F; E; T; F]) []) (s252_board (2 + a) 1 1 1) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F; T; F; E; T; F]) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) 1 1 1 y1); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s223_c47_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s252_board (2 + a) 1 (2 + c) 1) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) 1 (2 + c) 1 y1); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s223_c47_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s263_board (2 + a) 1 (3 + c)) (1) _ (int ((- Z.of_nat y1) + 1)) (s263_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH (2 + a) 1 (3 + c) y1); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c47 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s223_dom (2 + a) 1 (2 + c) 1 y1) (Hm : meas (s223_board (2 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board (2 + a) 1 (2 + c) 1)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board (2 + a) 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s223_c47_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c47_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s223_c47_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c47_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s223_c47_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c47_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s223_c47_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s223_c48_moves (a c d : nat) : rmoves (s223_board (2 + a) 1 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d); repeat T (2 + a) ++ F :: T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c48_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: T :: F :: E :: T :: repeat F (2 + d)) []) (s252_board (2 + a) 1 1 (2 + d)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) 1 1 (2 + d) y1); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s223_c48_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s252_board (2 + a) 1 (2 + c) (2 + d)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) 1 (2 + c) (2 + d) y1); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s223_c48_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat F (3 + c) ++ [E; T; F]) []) (s223_board (2 + a) 1 (3 + c) 1) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH (2 + a) 1 (3 + c) 1 y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c48_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s223_board (2 + a) 1 (3 + c) (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH (2 + a) 1 (3 + c) (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c48 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s223_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s223_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s223_c48_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c48_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s223_c48_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c48_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s223_c48_moves a c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c48_t2_a1 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s223_c48_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c48_t2_a2 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s223_c48_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c49_moves (a b : nat) : rmoves (s223_board (2 + a) (2 + b) 1 0) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E; T]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c49_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E; T])).
Proof.
  apply (answer_form_L _ (s279_board (2 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s279_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E]) [(1, 0)]); [strip_eq | unfold s279_board; target_board_eq | strip_offset].
  - unfold s279_form; apply form_int; zlia.
  - intros HT; apply (use279 IH (2 + a) (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s279_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c49_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E; T])).
Proof.
  apply (answer_form_L _ (s280_board (2 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s280_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E]) [(1, 0)]); [strip_eq | unfold s280_board; target_board_eq | strip_offset].
  - unfold s280_form; apply form_int; zlia.
  - intros HT; apply (use280 IH (2 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s280_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c49 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s223_dom (2 + a) (2 + b) 1 0 y1) (Hm : meas (s223_board (2 + a) (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board (2 + a) (2 + b) 1 0)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board (2 + a) (2 + b) 1 0)) in Hg. cbn [rights] in Hg. rewrite s223_c49_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c49_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s223_c49_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c49_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s223_c49_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c50_moves (a b : nat) : rmoves (s223_board (2 + a) (2 + b) 1 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E; T; F]; repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; F; T; E]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c50_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s251_board (2 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s251_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E; T; F]) []); [strip_eq | unfold s251_board; target_board_eq | strip_offset].
  - unfold s251_form; apply form_int; zlia.
  - intros HT; apply (use251 IH (2 + a) (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s251_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c50_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s281_board (2 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s281_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E; T; F]) []); [strip_eq | unfold s281_board; target_board_eq | strip_offset].
  - unfold s281_form; apply form_int; zlia.
  - intros HT; apply (use281 IH (2 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s281_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c50_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s263_board (2 + a) (2 + b) 2) (1) _ (int ((- Z.of_nat y1) + 1)) (s263_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; F]) [(1, 1)]); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH (2 + a) (2 + b) 2 y1); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c50 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s223_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s223_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board (2 + a) (2 + b) 1 1)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board (2 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s223_c50_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s223_c50_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s223_c50_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s223_c50_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s223_c50_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c50_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s223_c50_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s223_c51_moves (a b d : nat) : rmoves (s223_board (2 + a) (2 + b) 1 (2 + d)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: E :: T :: repeat F (2 + d); repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c51_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: T :: repeat F (2 + d)) []) (s241_board (2 + a) (2 + b) (2 + d)) (0) _ (s241_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s241_board; target_board_eq | strip_offset].
  - unfold s241_form; apply form_int; zlia.
  - intros HT; apply (use241 IH (2 + a) (2 + b) (2 + d) y1); [unfold s241_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c51_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; F; E; T; F]) []) (s223_board (2 + a) (2 + b) 2 1) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; F; E; T; F]) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH (2 + a) (2 + b) 2 1 y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c51_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: F :: E :: T :: repeat F (2 + d)) []) (s223_board (2 + a) (2 + b) 2 (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH (2 + a) (2 + b) 2 (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c51 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s223_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s223_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board (2 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s223_c51_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c51_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s223_c51_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c51_t2_a1 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s223_c51_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c51_t2_a2 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s223_c51_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c52_moves (a b c : nat) : rmoves (s223_board (2 + a) (2 + b) (2 + c) 0) = [repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c52_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; F; E]) [(1, 0)]) (s256_board (2 + a) (2 + b) 1 1) (0) _ (s256_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; F; E]) [(1, 0)]); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (2 + a) (2 + b) 1 1 y1); [unfold s256_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c52_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]) (s256_board (2 + a) (2 + b) 1 (2 + c)) (0) _ (s256_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (2 + a) (2 + b) 1 (2 + c) y1); [unfold s256_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s223_c52 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s223_dom (2 + a) (2 + b) (2 + c) 0 y1) (Hm : meas (s223_board (2 + a) (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board (2 + a) (2 + b) (2 + c) 0)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board (2 + a) (2 + b) (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s223_c52_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c52_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s223_c52_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c52_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s223_c52_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_c53_moves (a b c : nat) : rmoves (s223_board (2 + a) (2 + b) (2 + c) 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T; F]; repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c53_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; F; E; T; F]) []) (s252_board (2 + a) (2 + b) 1 1) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; F; E; T; F]) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) (2 + b) 1 1 y1); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s223_c53_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s252_board (2 + a) (2 + b) (2 + c) 1) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) (2 + b) (2 + c) 1 y1); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s223_c53_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s263_board (2 + a) (2 + b) (3 + c)) (1) _ (int ((- Z.of_nat y1) + 1)) (s263_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH (2 + a) (2 + b) (3 + c) y1); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c53 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s223_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s223_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board (2 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s223_c53_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c53_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s223_c53_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c53_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s223_c53_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c53_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s223_c53_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s223_c54_moves (a b c d : nat) : rmoves (s223_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d); repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s223_board. tf_options. Qed.
Lemma s223_c54_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + d)) []) (s252_board (2 + a) (2 + b) 1 (2 + d)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) (2 + b) 1 (2 + d) y1); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s223_c54_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s252_board (2 + a) (2 + b) (2 + c) (2 + d)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) (2 + b) (2 + c) (2 + d) y1); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s223_c54_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ [E; T; F]) []) (s223_board (2 + a) (2 + b) (3 + c) 1) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH (2 + a) (2 + b) (3 + c) 1 y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c54_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s223_board (2 + a) (2 + b) (3 + c) (2 + d)) (0) _ (s223_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH (2 + a) (2 + b) (3 + c) (2 + d) y1); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s223_c54 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s223_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s223_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s223_board (2 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s223_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s223_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s223_c54_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c54_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s223_c54_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c54_t1_a2 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s223_c54_moves a b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c54_t2_a1 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s223_c54_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s223_c54_t2_a2 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s223_c54_moves a b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s223_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C223 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s223_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s223_c1 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c2 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c3 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s223_c4 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c5 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c6 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s223_c7 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c8 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c9 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s223_c10 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c11 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c12 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s223_c13 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c14 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c15 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s223_c16 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c17 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c18 IH b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s223_c19 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c20 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c21 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s223_c22 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c23 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c24 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s223_c25 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c26 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c27 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s223_c28 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c29 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c30 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s223_c31 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c32 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c33 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s223_c34 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c35 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c36 IH b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s223_c37 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c38 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c39 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s223_c40 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c41 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c42 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s223_c43 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c44 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c45 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s223_c46 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c47 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c48 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s223_c49 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c50 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c51 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s223_c52 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c53 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s223_c54 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s224_c1_moves : rmoves (s224_board 0 0) = [[T; E; F; E; T; F]].
Proof. unfold s224_board. tf_options. Qed.
Lemma s224_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; E; T; F]) []) (s90_board 1) (0) _ (s90_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E; T; F]) []); [reflexivity | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 1 y1); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s224_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s224_dom 0 0 y1) (Hm : meas (s224_board 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s224_board 0 0)).
Proof.
  unfold s224_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s224_board 0 0)) in Hg. cbn [rights] in Hg. rewrite s224_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s224_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s224_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s224_c2_moves : rmoves (s224_board 0 1) = [[F; T; E; F; E; T; F]].
Proof. unfold s224_board. tf_options. Qed.
Lemma s224_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; E; T; F]) []) (s90_board 1) (0) _ (s90_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; F]) []); [reflexivity | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 1 y1); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s224_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s224_dom 0 1 y1) (Hm : meas (s224_board 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s224_board 0 1)).
Proof.
  unfold s224_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s224_board 0 1)) in Hg. cbn [rights] in Hg. rewrite s224_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s224_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s224_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s224_c3_moves (b : nat) : rmoves (s224_board 0 (2 + b)) = [repeat F (2 + b) ++ [T; E; F; E; T; F]].
Proof. unfold s224_board. tf_options. Qed.
Lemma s224_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ [T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 2 + b)] ([E; T; F; E; T; F]) []) (s90_board 1) (0) _ (s90_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; E; T; F]) []); [reflexivity | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 1 y1); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s224_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s224_dom 0 (2 + b) y1) (Hm : meas (s224_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s224_board 0 (2 + b))).
Proof.
  unfold s224_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s224_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s224_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s224_c3_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s224_c3_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s224_c4_moves : rmoves (s224_board 1 0) = [[T; T; E; F; E; T; F]].
Proof. unfold s224_board. tf_options. Qed.
Lemma s224_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; E; T; F; E; T; F]) []) (s59_board 1 1) (0) _ (s59_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; F; E; T; F]) []); [reflexivity | unfold s59_board; target_board_eq | strip_offset].
  - unfold s59_form; apply form_int; zlia.
  - intros HT; apply (use59 IH 1 1 y1); [unfold s59_dom; zlia | unfold lex3; lia].
Qed.
Lemma s224_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s224_dom 1 0 y1) (Hm : meas (s224_board 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s224_board 1 0)).
Proof.
  unfold s224_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s224_board 1 0)) in Hg. cbn [rights] in Hg. rewrite s224_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s224_c4_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s224_c4_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s224_c5_moves : rmoves (s224_board 1 1) = [[T; F; T; E; F; E; T; F]].
Proof. unfold s224_board. tf_options. Qed.
Lemma s224_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; E; T; F]) []) (s106_board 1) (0) _ (s106_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E; T; F]) []); [reflexivity | unfold s106_board; target_board_eq | strip_offset].
  - unfold s106_form; apply form_int; zlia.
  - intros HT; apply (use106 IH 1 y1); [unfold s106_dom; zlia | unfold lex3; lia].
Qed.
Lemma s224_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s224_dom 1 1 y1) (Hm : meas (s224_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s224_board 1 1)).
Proof.
  unfold s224_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s224_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s224_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s224_c5_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s224_c5_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s224_c6_moves (b : nat) : rmoves (s224_board 1 (2 + b)) = [T :: repeat F (2 + b) ++ [T; E; F; E; T; F]].
Proof. unfold s224_board. tf_options. Qed.
Lemma s224_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; T; F; E; T; F]) []) (s173_board 1 (2 + b) 1 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (2 + b) 1 1 1 y1); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s224_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s224_dom 1 (2 + b) y1) (Hm : meas (s224_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s224_board 1 (2 + b))).
Proof.
  unfold s224_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s224_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s224_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s224_c6_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s224_c6_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s224_c7_moves (a : nat) : rmoves (s224_board (2 + a) 0) = [repeat T (3 + a) ++ [E; F; E; T; F]].
Proof. unfold s224_board. tf_options. Qed.
Lemma s224_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ [E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; T; F; E; T; F]) []) (s59_board (2 + a) 1) (0) _ (s59_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s59_board; target_board_eq | strip_offset].
  - unfold s59_form; apply form_int; zlia.
  - intros HT; apply (use59 IH (2 + a) 1 y1); [unfold s59_dom; zlia | unfold lex3; lia].
Qed.
Lemma s224_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s224_dom (2 + a) 0 y1) (Hm : meas (s224_board (2 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s224_board (2 + a) 0)).
Proof.
  unfold s224_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s224_board (2 + a) 0)) in Hg. cbn [rights] in Hg. rewrite s224_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s224_c7_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s224_c7_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s224_c8_moves (a : nat) : rmoves (s224_board (2 + a) 1) = [repeat T (2 + a) ++ [F; T; E; F; E; T; F]].
Proof. unfold s224_board. tf_options. Qed.
Lemma s224_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []) (s106_board (2 + a)) (0) _ (s106_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []); [reflexivity | unfold s106_board; target_board_eq | strip_offset].
  - unfold s106_form; apply form_int; zlia.
  - intros HT; apply (use106 IH (2 + a) y1); [unfold s106_dom; zlia | unfold lex3; lia].
Qed.
Lemma s224_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s224_dom (2 + a) 1 y1) (Hm : meas (s224_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s224_board (2 + a) 1)).
Proof.
  unfold s224_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s224_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s224_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s224_c8_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s224_c8_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s224_c9_moves (a b : nat) : rmoves (s224_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E; T; F]].
Proof. unfold s224_board. tf_options. Qed.
Lemma s224_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]) []) (s173_board (2 + a) (2 + b) 1 1 1) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (2 + b) 1 1 1 y1); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s224_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s224_dom (2 + a) (2 + b) y1) (Hm : meas (s224_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s224_board (2 + a) (2 + b))).
Proof.
  unfold s224_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s224_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s224_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s224_c9_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s224_c9_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s224_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C224 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s224_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      exact (s224_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s224_c2 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s224_c3 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s224_c4 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s224_c5 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s224_c6 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s224_c7 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s224_c8 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s224_c9 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s225_c1_moves (c : nat) : rmoves (s225_board 0 0 (2 + c)) = [T :: E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s225_board. tf_options. Qed.
Lemma s225_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s96_board 1 1 (2 + c)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 1 (2 + c) y1); [unfold s96_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s225_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s225_dom 0 0 (2 + c) y1) (Hm : meas (s225_board 0 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s225_board 0 0 (2 + c))).
Proof.
  unfold s225_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s225_board 0 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s225_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s225_c1_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s225_c1_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s225_c2_moves (c : nat) : rmoves (s225_board 0 1 (2 + c)) = [F :: T :: E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s225_board. tf_options. Qed.
Lemma s225_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s96_board 1 1 (2 + c)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 1 (2 + c) y1); [unfold s96_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s225_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s225_dom 0 1 (2 + c) y1) (Hm : meas (s225_board 0 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s225_board 0 1 (2 + c))).
Proof.
  unfold s225_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s225_board 0 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s225_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s225_c2_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s225_c2_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s225_c3_moves (b c : nat) : rmoves (s225_board 0 (2 + b) (2 + c)) = [repeat F (2 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s225_board. tf_options. Qed.
Lemma s225_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(0, 2 + b)] (E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s96_board 1 1 (2 + c)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 1 (2 + c) y1); [unfold s96_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s225_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s225_dom 0 (2 + b) (2 + c) y1) (Hm : meas (s225_board 0 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s225_board 0 (2 + b) (2 + c))).
Proof.
  unfold s225_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s225_board 0 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s225_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s225_c3_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s225_c3_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s225_c4_moves (c : nat) : rmoves (s225_board 1 0 (2 + c)) = [T :: T :: E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s225_board. tf_options. Qed.
Lemma s225_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: T :: E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: T :: E :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s59_board 1 (2 + c)) (0) _ (s59_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s59_board; target_board_eq | strip_offset].
  - unfold s59_form; apply form_int; zlia.
  - intros HT; apply (use59 IH 1 (2 + c) y1); [unfold s59_dom; zlia | unfold lex3; lia].
Qed.
Lemma s225_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s225_dom 1 0 (2 + c) y1) (Hm : meas (s225_board 1 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s225_board 1 0 (2 + c))).
Proof.
  unfold s225_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s225_board 1 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s225_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s225_c4_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s225_c4_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s225_c5_moves (c : nat) : rmoves (s225_board 1 1 (2 + c)) = [T :: F :: T :: E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s225_board. tf_options. Qed.
Lemma s225_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: T :: E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: T :: E :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s123_board 1 (2 + c)) (0) _ (s123_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s123_board; target_board_eq | strip_offset].
  - unfold s123_form; apply form_int; zlia.
  - intros HT; apply (use123 IH 1 (2 + c) y1); [unfold s123_dom; zlia | unfold lex3; lia].
Qed.
Lemma s225_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s225_dom 1 1 (2 + c) y1) (Hm : meas (s225_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s225_board 1 1 (2 + c))).
Proof.
  unfold s225_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s225_board 1 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s225_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s225_c5_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s225_c5_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s225_c6_moves (b c : nat) : rmoves (s225_board 1 (2 + b) (2 + c)) = [T :: repeat F (2 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s225_board. tf_options. Qed.
Lemma s225_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s173_board 1 (2 + b) 1 1 (2 + c)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (2 + b) 1 1 (2 + c) y1); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s225_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s225_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s225_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s225_board 1 (2 + b) (2 + c))).
Proof.
  unfold s225_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s225_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s225_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s225_c6_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s225_c6_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s225_c7_moves (a c : nat) : rmoves (s225_board (2 + a) 0 (2 + c)) = [repeat T (3 + a) ++ E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s225_board. tf_options. Qed.
Lemma s225_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s59_board (2 + a) (2 + c)) (0) _ (s59_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s59_board; target_board_eq | strip_offset].
  - unfold s59_form; apply form_int; zlia.
  - intros HT; apply (use59 IH (2 + a) (2 + c) y1); [unfold s59_dom; zlia | unfold lex3; lia].
Qed.
Lemma s225_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s225_dom (2 + a) 0 (2 + c) y1) (Hm : meas (s225_board (2 + a) 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s225_board (2 + a) 0 (2 + c))).
Proof.
  unfold s225_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s225_board (2 + a) 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s225_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s225_c7_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s225_c7_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s225_c8_moves (a c : nat) : rmoves (s225_board (2 + a) 1 (2 + c)) = [repeat T (2 + a) ++ F :: T :: E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s225_board. tf_options. Qed.
Lemma s225_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s123_board (2 + a) (2 + c)) (0) _ (s123_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s123_board; target_board_eq | strip_offset].
  - unfold s123_form; apply form_int; zlia.
  - intros HT; apply (use123 IH (2 + a) (2 + c) y1); [unfold s123_dom; zlia | unfold lex3; lia].
Qed.
Lemma s225_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s225_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s225_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s225_board (2 + a) 1 (2 + c))).
Proof.
  unfold s225_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s225_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s225_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s225_c8_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s225_c8_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s225_c9_moves (a b c : nat) : rmoves (s225_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s225_board. tf_options. Qed.
Lemma s225_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s173_board (2 + a) (2 + b) 1 1 (2 + c)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (2 + b) 1 1 (2 + c) y1); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s225_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s225_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s225_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s225_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s225_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s225_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s225_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s225_c9_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s225_c9_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s225_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C225 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s225_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s225_c1 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s225_c2 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s225_c3 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s225_c4 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s225_c5 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s225_c6 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s225_c7 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s225_c8 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s225_c9 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s226_c1_moves : rmoves (s226_board 0 0 0) = [[T; E; F; E; T]].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s9_board 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; E; F; E]) [(1, 0)]); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s226_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s88_board 1 0 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; E; F; E]) [(1, 0)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 0 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s226_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s226_dom 0 0 0 y1) (Hm : meas (s226_board 0 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board 0 0 0)).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board 0 0 0)) in Hg. cbn [rights] in Hg. rewrite s226_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s226_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s226_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s226_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s226_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s226_c2_moves : rmoves (s226_board 0 0 1) = [[T; E; F; E; T; F]].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; E; T; F]) []) (s319_board 1 1 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 1 y1); [unfold s319_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s226_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s226_dom 0 0 1 y1) (Hm : meas (s226_board 0 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board 0 0 1)).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board 0 0 1)) in Hg. cbn [rights] in Hg. rewrite s226_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s226_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s226_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s226_c3_moves (c : nat) : rmoves (s226_board 0 0 (2 + c)) = [T :: E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s319_board 1 1 1 (2 + c)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 (2 + c) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s226_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s226_dom 0 0 (2 + c) y1) (Hm : meas (s226_board 0 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board 0 0 (2 + c))).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board 0 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s226_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s226_c3_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s226_c3_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s226_c4_moves : rmoves (s226_board 0 1 0) = [[F; T; E; F; E; T]].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s9_board 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; F; E]) [(1, 0)]); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s226_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s88_board 1 0 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; F; E]) [(1, 0)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 0 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s226_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s226_dom 0 1 0 y1) (Hm : meas (s226_board 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board 0 1 0)).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s226_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s226_c4_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s226_c4_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s226_c4_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s226_c4_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s226_c5_moves : rmoves (s226_board 0 1 1) = [[F; T; E; F; E; T; F]].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; E; T; F]) []) (s319_board 1 1 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 1 y1); [unfold s319_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s226_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s226_dom 0 1 1 y1) (Hm : meas (s226_board 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board 0 1 1)).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s226_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s226_c5_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s226_c5_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s226_c6_moves (c : nat) : rmoves (s226_board 0 1 (2 + c)) = [F :: T :: E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: T :: E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: T :: E :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s319_board 1 1 1 (2 + c)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 (2 + c) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s226_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s226_dom 0 1 (2 + c) y1) (Hm : meas (s226_board 0 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board 0 1 (2 + c))).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board 0 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s226_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s226_c6_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s226_c6_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s226_c7_moves (b : nat) : rmoves (s226_board 0 (2 + b) 0) = [repeat F (2 + b) ++ [T; E; F; E; T]].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ [T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s9_board 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] ([T; E; F; E]) [(1, 0)]); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s226_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ [T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s88_board 1 0 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b)] ([T; E; F; E]) [(1, 0)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 0 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s226_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s226_dom 0 (2 + b) 0 y1) (Hm : meas (s226_board 0 (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board 0 (2 + b) 0)).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board 0 (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s226_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s226_c7_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s226_c7_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s226_c7_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s226_c7_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s226_c8_moves (b : nat) : rmoves (s226_board 0 (2 + b) 1) = [repeat F (2 + b) ++ [T; E; F; E; T; F]].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ [T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 2 + b)] ([E; T; F; E; T; F]) []) (s319_board 1 1 1 1) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 1 y1); [unfold s319_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s226_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s226_dom 0 (2 + b) 1 y1) (Hm : meas (s226_board 0 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board 0 (2 + b) 1)).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board 0 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s226_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s226_c8_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s226_c8_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s226_c9_moves (b c : nat) : rmoves (s226_board 0 (2 + b) (2 + c)) = [repeat F (2 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(0, 2 + b)] (E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s319_board 1 1 1 (2 + c)) (0) _ (s319_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 (2 + c) y1); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s226_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s226_dom 0 (2 + b) (2 + c) y1) (Hm : meas (s226_board 0 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board 0 (2 + b) (2 + c))).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board 0 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s226_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s226_c9_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s226_c9_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s226_c10_moves : rmoves (s226_board 1 0 0) = [[T; T; E; F; E; T]].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s9_board 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; T; E; F; E]) [(1, 0)]); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 2 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s226_c10_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s88_board 2 0 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; T; E; F; E]) [(1, 0)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 2 0 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s226_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s226_dom 1 0 0 y1) (Hm : meas (s226_board 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board 1 0 0)).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s226_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s226_c10_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s226_c10_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s226_c10_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s226_c10_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s226_c11_moves : rmoves (s226_board 1 0 1) = [[T; T; E; F; E; T; F]].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; T; E; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s158_board 2 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s158_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; T; E; F; E; T; F]) []); [strip_eq | unfold s158_board; target_board_eq | strip_offset].
  - unfold s158_form; apply form_int; zlia.
  - intros HT; apply (use158 IH 2 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s158_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s226_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; T; E; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s235_board 2 0 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s235_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; T; E; F; E; T; F]) []); [strip_eq | unfold s235_board; target_board_eq | strip_offset].
  - unfold s235_form; apply form_int; zlia.
  - intros HT; apply (use235 IH 2 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s235_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s226_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s226_dom 1 0 1 y1) (Hm : meas (s226_board 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board 1 0 1)).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s226_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s226_c11_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s226_c11_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s226_c11_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s226_c11_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s226_c12_moves (c : nat) : rmoves (s226_board 1 0 (2 + c)) = [T :: T :: E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: T :: E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: T :: E :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s179_board 1 0 1 (2 + c)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 0 1 (2 + c) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s226_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s226_dom 1 0 (2 + c) y1) (Hm : meas (s226_board 1 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board 1 0 (2 + c))).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board 1 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s226_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s226_c12_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s226_c12_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s226_c13_moves : rmoves (s226_board 1 1 0) = [[T; F; T; E; F; E; T]].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s262_board 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s262_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; F; E]) [(1, 0)]); [strip_eq | unfold s262_board; target_board_eq | strip_offset].
  - unfold s262_form; apply form_int; zlia.
  - intros HT; apply (use262 IH 1 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s262_dom; zlia | unfold lex3; lia].
Qed.
Lemma s226_c13_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s263_board 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s263_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; F; E]) [(1, 0)]); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s226_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s226_dom 1 1 0 y1) (Hm : meas (s226_board 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board 1 1 0)).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s226_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s226_c13_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s226_c13_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s226_c13_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s226_c13_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s226_c14_moves : rmoves (s226_board 1 1 1) = [[T; F; T; E; F; E; T; F]].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s80_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s80_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; F; E; T; F]) []); [strip_eq | unfold s80_board; target_board_eq | strip_offset].
  - unfold s80_form; apply form_int; zlia.
  - intros HT; apply (use80 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s80_dom; zlia | unfold lex3; lia].
Qed.
Lemma s226_c14_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s223_board 1 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s223_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; E; F; E; T; F]) []); [strip_eq | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 1 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s226_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s226_dom 1 1 1 y1) (Hm : meas (s226_board 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board 1 1 1)).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s226_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s226_c14_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s226_c14_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s226_c14_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s226_c14_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s226_c15_moves (c : nat) : rmoves (s226_board 1 1 (2 + c)) = [T :: F :: T :: E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: E :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s179_board 1 1 1 (2 + c)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 1 1 (2 + c) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s226_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s226_dom 1 1 (2 + c) y1) (Hm : meas (s226_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board 1 1 (2 + c))).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board 1 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s226_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s226_c15_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s226_c15_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s226_c16_moves (b : nat) : rmoves (s226_board 1 (2 + b) 0) = [T :: repeat F (2 + b) ++ [T; E; F; E; T]].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s262_board 1 (2 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s262_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [T; E; F; E]) [(1, 0)]); [strip_eq | unfold s262_board; target_board_eq | strip_offset].
  - unfold s262_form; apply form_int; zlia.
  - intros HT; apply (use262 IH 1 (2 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s262_dom; zlia | unfold lex3; lia].
Qed.
Lemma s226_c16_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s263_board 1 (2 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s263_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [T; E; F; E]) [(1, 0)]); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH 1 (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s226_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s226_dom 1 (2 + b) 0 y1) (Hm : meas (s226_board 1 (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board 1 (2 + b) 0)).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board 1 (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s226_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s226_c16_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s226_c16_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s226_c16_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s226_c16_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s226_c17_moves (b : nat) : rmoves (s226_board 1 (2 + b) 1) = [T :: repeat F (2 + b) ++ [T; E; F; E; T; F]].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; T; F; E; T; F]) []) (s179_board 1 (2 + b) 1 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 (2 + b) 1 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s226_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s226_dom 1 (2 + b) 1 y1) (Hm : meas (s226_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board 1 (2 + b) 1)).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s226_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s226_c17_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s226_c17_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s226_c18_moves (b c : nat) : rmoves (s226_board 1 (2 + b) (2 + c)) = [T :: repeat F (2 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s179_board 1 (2 + b) 1 (2 + c)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 (2 + b) 1 (2 + c) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s226_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s226_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s226_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board 1 (2 + b) (2 + c))).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s226_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s226_c18_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s226_c18_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s226_c19_moves (a : nat) : rmoves (s226_board (2 + a) 0 0) = [repeat T (3 + a) ++ [E; F; E; T]].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c19_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (3 + a) ++ [E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [E; F; E; T])).
Proof.
  apply (answer_form_L _ (s9_board (3 + a) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; F; E]) [(1, 0)]); [strip_eq | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (3 + a) 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s226_c19_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (3 + a) ++ [E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [E; F; E; T])).
Proof.
  apply (answer_form_L _ (s88_board (3 + a) 0 0 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; F; E]) [(1, 0)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (3 + a) 0 0 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s226_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s226_dom (2 + a) 0 0 y1) (Hm : meas (s226_board (2 + a) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board (2 + a) 0 0)).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board (2 + a) 0 0)) in Hg. cbn [rights] in Hg. rewrite s226_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s226_c19_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s226_c19_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s226_c19_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s226_c19_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s226_c20_moves (a : nat) : rmoves (s226_board (2 + a) 0 1) = [repeat T (3 + a) ++ [E; F; E; T; F]].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c20_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (3 + a) ++ [E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [E; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s158_board (3 + a) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s158_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; F; E; T; F]) []); [strip_eq | unfold s158_board; target_board_eq | strip_offset].
  - unfold s158_form; apply form_int; zlia.
  - intros HT; apply (use158 IH (3 + a) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s158_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s226_c20_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (3 + a) ++ [E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [E; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s235_board (3 + a) 0 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s235_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; F; E; T; F]) []); [strip_eq | unfold s235_board; target_board_eq | strip_offset].
  - unfold s235_form; apply form_int; zlia.
  - intros HT; apply (use235 IH (3 + a) 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s235_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s226_c20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s226_dom (2 + a) 0 1 y1) (Hm : meas (s226_board (2 + a) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board (2 + a) 0 1)).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board (2 + a) 0 1)) in Hg. cbn [rights] in Hg. rewrite s226_c20_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s226_c20_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s226_c20_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s226_c20_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s226_c20_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s226_c21_moves (a c : nat) : rmoves (s226_board (2 + a) 0 (2 + c)) = [repeat T (3 + a) ++ E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c21_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (3 + a) ++ E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ E :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s179_board (2 + a) 0 1 (2 + c)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 0 1 (2 + c) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s226_c21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s226_dom (2 + a) 0 (2 + c) y1) (Hm : meas (s226_board (2 + a) 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board (2 + a) 0 (2 + c))).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board (2 + a) 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s226_c21_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s226_c21_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s226_c21_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s226_c22_moves (a : nat) : rmoves (s226_board (2 + a) 1 0) = [repeat T (2 + a) ++ [F; T; E; F; E; T]].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c22_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s262_board (2 + a) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s262_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; E]) [(1, 0)]); [strip_eq | unfold s262_board; target_board_eq | strip_offset].
  - unfold s262_form; apply form_int; zlia.
  - intros HT; apply (use262 IH (2 + a) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s262_dom; zlia | unfold lex3; lia].
Qed.
Lemma s226_c22_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s263_board (2 + a) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s263_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; E]) [(1, 0)]); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH (2 + a) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s226_c22 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s226_dom (2 + a) 1 0 y1) (Hm : meas (s226_board (2 + a) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board (2 + a) 1 0)).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board (2 + a) 1 0)) in Hg. cbn [rights] in Hg. rewrite s226_c22_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s226_c22_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s226_c22_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s226_c22_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s226_c22_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s226_c23_moves (a : nat) : rmoves (s226_board (2 + a) 1 1) = [repeat T (2 + a) ++ [F; T; E; F; E; T; F]].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c23_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s80_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s80_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; E; T; F]) []); [strip_eq | unfold s80_board; target_board_eq | strip_offset].
  - unfold s80_form; apply form_int; zlia.
  - intros HT; apply (use80 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s80_dom; zlia | unfold lex3; lia].
Qed.
Lemma s226_c23_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s223_board (2 + a) 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s223_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; E; T; F]) []); [strip_eq | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH (2 + a) 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s226_c23 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s226_dom (2 + a) 1 1 y1) (Hm : meas (s226_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board (2 + a) 1 1)).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board (2 + a) 1 1)) in Hg. cbn [rights] in Hg. rewrite s226_c23_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s226_c23_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s226_c23_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s226_c23_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s226_c23_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s226_c24_moves (a c : nat) : rmoves (s226_board (2 + a) 1 (2 + c)) = [repeat T (2 + a) ++ F :: T :: E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c24_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s179_board (2 + a) 1 1 (2 + c)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 1 1 (2 + c) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s226_c24 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s226_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s226_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board (2 + a) 1 (2 + c))).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s226_c24_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s226_c24_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s226_c24_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s226_c25_moves (a b : nat) : rmoves (s226_board (2 + a) (2 + b) 0) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E; T]].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c25_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s262_board (2 + a) (2 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s262_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E]) [(1, 0)]); [strip_eq | unfold s262_board; target_board_eq | strip_offset].
  - unfold s262_form; apply form_int; zlia.
  - intros HT; apply (use262 IH (2 + a) (2 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s262_dom; zlia | unfold lex3; lia].
Qed.
Lemma s226_c25_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E; T])).
Proof.
  apply (answer_form_L _ (s263_board (2 + a) (2 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s263_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E]) [(1, 0)]); [strip_eq | unfold s263_board; target_board_eq | strip_offset].
  - unfold s263_form; apply form_int; zlia.
  - intros HT; apply (use263 IH (2 + a) (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s263_dom; zlia | unfold lex3; lia].
Qed.
Lemma s226_c25 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s226_dom (2 + a) (2 + b) 0 y1) (Hm : meas (s226_board (2 + a) (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board (2 + a) (2 + b) 0)).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board (2 + a) (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s226_c25_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s226_c25_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s226_c25_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s226_c25_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s226_c25_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s226_c26_moves (a b : nat) : rmoves (s226_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E; T; F]].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c26_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]) []) (s179_board (2 + a) (2 + b) 1 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) (2 + b) 1 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s226_c26 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s226_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s226_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board (2 + a) (2 + b) 1)).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s226_c26_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s226_c26_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s226_c26_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s226_c27_moves (a b c : nat) : rmoves (s226_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s226_board. tf_options. Qed.
Lemma s226_c27_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s179_board (2 + a) (2 + b) 1 (2 + c)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) (2 + b) 1 (2 + c) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s226_c27 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s226_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s226_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s226_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s226_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s226_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s226_c27_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s226_c27_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s226_c27_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s226_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C226 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s226_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exact (s226_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s226_c2 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s226_c3 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s226_c4 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s226_c5 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s226_c6 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s226_c7 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s226_c8 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s226_c9 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exact (s226_c10 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s226_c11 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s226_c12 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s226_c13 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s226_c14 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s226_c15 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s226_c16 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s226_c17 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s226_c18 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exact (s226_c19 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s226_c20 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s226_c21 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s226_c22 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s226_c23 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s226_c24 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s226_c25 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s226_c26 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s226_c27 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s227_c1_moves : rmoves (s227_board 0 0 2 1) = [[T; F; E; F; E; F; T; F]; [T; E; F; F; F; E; T; F]].
Proof. unfold s227_board. tf_options. Qed.
Lemma s227_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; E; F; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; F; E; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; F; E; F; T; F]) []) (s208_board 0 0 1 1) (-1) _ (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F; E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s227_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; E; F; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; F; F; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s223_board 0 0 3 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s223_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; E; F; F; F; E; T; F]) []); [strip_eq | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 3 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s227_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s227_dom 0 0 2 1 y1) (Hm : meas (s227_board 0 0 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s227_board 0 0 2 1)).
Proof.
  unfold s227_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s227_board 0 0 2 1)) in Hg. cbn [rights] in Hg. rewrite s227_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s227_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s227_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s227_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s227_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s227_c2_moves (d : nat) : rmoves (s227_board 0 0 2 (2 + d)) = [T :: F :: E :: F :: E :: F :: T :: repeat F (2 + d); T :: E :: F :: F :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s227_board. tf_options. Qed.
Lemma s227_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: F :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: F :: E :: F :: T :: repeat F (2 + d)) []) (s208_board 0 0 1 (2 + d)) (-1) _ (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s227_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: F :: F :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: F :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s223_board 0 0 3 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s223_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: E :: F :: F :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH 0 0 3 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s227_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s227_dom 0 0 2 (2 + d) y1) (Hm : meas (s227_board 0 0 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s227_board 0 0 2 (2 + d))).
Proof.
  unfold s227_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s227_board 0 0 2 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s227_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s227_c2_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s227_c2_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s227_c2_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s227_c2_moves d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s227_c3_moves (a c d : nat) : rmoves (s227_board (5 + a) 3 (2 + c) (2 + d)) = [repeat T (5 + a) ++ F :: F :: F :: T :: F :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d); repeat T (5 + a) ++ F :: F :: F :: T :: E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s227_board. tf_options. Qed.
Lemma s227_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: F :: T :: F :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: F :: F :: T :: F :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (5 + a) ++ F :: F :: F :: E :: F :: T :: F :: E :: F :: T :: repeat F (2 + d)) []) (s242_board (5 + a) 3 (2 + d)) (0) _ (s242_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: E :: F :: T :: F :: E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s242_board; target_board_eq | strip_offset].
  - unfold s242_form; apply form_int; zlia.
  - intros HT; apply (use242 IH (5 + a) 3 (2 + d) y1); [unfold s242_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s227_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: F :: T :: F :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: F :: F :: T :: F :: E :: repeat F (1 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (5 + a) ++ F :: F :: F :: E :: F :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []) (s243_board (5 + a) 3 (2 + c) (2 + d)) (0) _ (s243_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: E :: F :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s243_board; target_board_eq | strip_offset].
  - unfold s243_form; apply form_int; zlia.
  - intros HT; apply (use243 IH (5 + a) 3 (2 + c) (2 + d) y1); [unfold s243_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s227_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: F :: T :: E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: F :: F :: T :: E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s223_board (5 + a) 3 (3 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s223_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: T :: E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s223_board; target_board_eq | strip_offset].
  - unfold s223_form; apply form_int; zlia.
  - intros HT; apply (use223 IH (5 + a) 3 (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s223_dom; zlia | unfold lex3; lia].
Qed.
Lemma s227_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s227_dom (5 + a) 3 (2 + c) (2 + d) y1) (Hm : meas (s227_board (5 + a) 3 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s227_board (5 + a) 3 (2 + c) (2 + d))).
Proof.
  unfold s227_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s227_board (5 + a) 3 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s227_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s227_c3_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s227_c3_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s227_c3_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s227_c3_moves a c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) + Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s227_c3_t2_a1 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s227_c3_moves a c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s227_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C227 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s227_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          assert (c = 0) by zlia; subst c.
  exact (s227_c1 IH y1 Hdom Hm Hd Hr).
        }
        {
          assert (c = 0) by zlia; subst c.
  exact (s227_c2 IH d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          do 3 (destruct a as [|a]; [exfalso; zlia|]).
  assert (b = 1) by zlia; subst b.
  exact (s227_c3 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s228_c1_moves : rmoves (s228_board) = [[T; F; T; F; T; E; F; E; T; T; F]].
Proof. unfold s228_board. tf_options. Qed.
Lemma s228_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; F; T; E; F; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; F; T; E; F; E; T; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; T; F; E; T; F; E; T; T; F]) []) (s244_board) (0) _ (s244_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; F; E; T; F; E; T; T; F]) []); [reflexivity | unfold s244_board; target_board_eq | strip_offset].
  - unfold s244_form; apply form_int; zlia.
  - intros HT; apply (use244 IH y1); [unfold s244_dom; zlia | unfold lex3; lia].
Qed.
Lemma s228_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s228_dom y1) (Hm : meas (s228_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s228_board)).
Proof.
  unfold s228_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s228_board)) in Hg. cbn [rights] in Hg. rewrite s228_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat y1 = 0)%Z) by zlia. exact (s228_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s228_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s228_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C228 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s228_dom in Hdom.
  exact (s228_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s229_c1_moves (a : nat) : rmoves (s229_board (2 + a)) = [repeat T (2 + a) ++ [F; T; F; T; E; F; E; T; T; F]].
Proof. unfold s229_board. tf_options. Qed.
Lemma s229_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; T; E; F; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; T; E; F; E; T; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; F; E; T; F; E; T; T; F]) []) (s245_board (2 + a)) (0) _ (s245_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; T; F; E; T; T; F]) []); [reflexivity | unfold s245_board; target_board_eq | strip_offset].
  - unfold s245_form; apply form_int; zlia.
  - intros HT; apply (use245 IH (2 + a) y1); [unfold s245_dom; zlia | unfold lex3; lia].
Qed.
Lemma s229_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s229_dom (2 + a) y1) (Hm : meas (s229_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s229_board (2 + a))).
Proof.
  unfold s229_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s229_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s229_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s229_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s229_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s229_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C229 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s229_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s229_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s230_c1_moves (a b : nat) : rmoves (s230_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: F :: T :: E :: F :: E :: T :: T :: repeat F (2 + b)].
Proof. unfold s230_board. tf_options. Qed.
Lemma s230_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: T :: E :: F :: E :: T :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: T :: E :: F :: E :: T :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []) (s246_board (2 + a) (2 + b)) (0) _ (s246_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s246_board; target_board_eq | strip_offset].
  - unfold s246_form; apply form_int; zlia.
  - intros HT; apply (use246 IH (2 + a) (2 + b) y1); [unfold s246_dom; zlia | unfold lex3; lia].
Qed.
Lemma s230_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s230_dom (2 + a) (2 + b) y1) (Hm : meas (s230_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s230_board (2 + a) (2 + b))).
Proof.
  unfold s230_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s230_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s230_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s230_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s230_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s230_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C230 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s230_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exfalso; zlia.
    }
    {
      exact (s230_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

