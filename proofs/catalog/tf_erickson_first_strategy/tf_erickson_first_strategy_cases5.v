(* tf_erickson_first_strategy_cases5: the proofs of Upper's nodes 115 to 172 *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Compare
  TfBlocks TerminalToads TfNormal TfStrategy.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_first_strategy_base.
Import Upper.

Lemma s115_c1_moves (a c d : nat) : lmoves (s115_board (5 + a) 1 (2 + c) (4 + d)) = [].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s115_board (5 + a) 1 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s115_board (5 + a) 1 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (3 + d)) []) (s138_board (5 + a) 1 (2 + c) (3 + d)) (0) _ (s138_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s115_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (3 + d)) []); [reflexivity | unfold s138_board; target_board_eq | strip_offset].
  - unfold s138_form; apply form_int; zlia.
  - intros HT; apply (use138 IH (5 + a) 1 (2 + c) (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s138_dom; zlia | unfold lex3; lia].
Qed.
Lemma s115_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s115_board (5 + a) 1 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s115_board (5 + a) 1 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (4 + d)) []) (s139_board (5 + a) 1 (2 + c) (4 + d)) (0) _ (s139_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s115_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (4 + d)) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH (5 + a) 1 (2 + c) (4 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s139_dom; zlia | unfold lex3; lia].
Qed.
Lemma s115_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s115_dom (5 + a) 1 (2 + c) (4 + d) y1) (Hm : meas (s115_board (5 + a) 1 (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board (5 + a) 1 (2 + c) (4 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board (5 + a) 1 (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s115_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s115_c1_f1_a1 IH a c d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s115_c1_f1_a2 IH a c d y1 Hw Hm Hd Hr). }

Qed.

Lemma s115_c2_moves (a b c d : nat) : lmoves (s115_board (5 + a) (2 + b) (2 + c) (4 + d)) = [].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c2_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s115_board (5 + a) (2 + b) (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s115_board (5 + a) (2 + b) (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (3 + d)) []) (s138_board (5 + a) (2 + b) (2 + c) (3 + d)) (0) _ (s138_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s115_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (3 + d)) []); [reflexivity | unfold s138_board; target_board_eq | strip_offset].
  - unfold s138_form; apply form_int; zlia.
  - intros HT; apply (use138 IH (5 + a) (2 + b) (2 + c) (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s138_dom; zlia | unfold lex3; lia].
Qed.
Lemma s115_c2_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s115_board (5 + a) (2 + b) (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s115_board (5 + a) (2 + b) (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (4 + d)) []) (s139_board (5 + a) (2 + b) (2 + c) (4 + d)) (0) _ (s139_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s115_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (4 + d)) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH (5 + a) (2 + b) (2 + c) (4 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s139_dom; zlia | unfold lex3; lia].
Qed.
Lemma s115_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s115_dom (5 + a) (2 + b) (2 + c) (4 + d) y1) (Hm : meas (s115_board (5 + a) (2 + b) (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board (5 + a) (2 + b) (2 + c) (4 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board (5 + a) (2 + b) (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s115_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s115_c2_f1_a3 IH a b c d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s115_c2_f1_a4 IH a b c d y1 Hw Hm Hd Hr). }

Qed.

Lemma s115_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C115 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s115_dom in Hdom.
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
          do 3 (destruct a as [|a]; [exfalso; zlia|]).
  do 2 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s115_c1 IH a c d y1 Hdom Hm Hd Hr).
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
  do 2 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s115_c2 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s116_c1_moves (a : nat) : lmoves (s116_board (2 + a) 1) = [E :: repeat T (2 + a) ++ [F; E; F; T]].
Proof. unfold s116_board. tf_options. Qed.
Lemma s116_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ [F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + a) ++ [F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + a) ++ [F; F; E]) [(1, 0)]) (s37_board (2 + a)) (0) _ (s37_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ [F; F; E]) [(1, 0)]); [reflexivity | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH (2 + a) y1); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s116_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s116_dom (2 + a) 1 y1) (Hm : meas (s116_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s116_board (2 + a) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s116_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s116_board (2 + a) 1)) in Hg. cbn [lefts] in Hg. rewrite s116_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s116_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s116_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s116_c2_moves (a b : nat) : lmoves (s116_board (2 + a) (2 + b)) = [E :: repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T]].
Proof. unfold s116_board. tf_options. Qed.
Lemma s116_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ [E]) [(1, 0)]) (s42_board 0 (2 + a) (3 + b)) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ [E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (2 + a) (3 + b) y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s116_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s116_dom (2 + a) (2 + b) y1) (Hm : meas (s116_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s116_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s116_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s116_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s116_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s116_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s116_c2_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s116_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C116 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s116_dom in Hdom.
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
      exact (s116_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s116_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s117_c1_moves (b c : nat) : lmoves (s117_board 1 (3 + b) (2 + c)) = [E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [T; F; E]; T :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [E; F; T]].
Proof. unfold s117_board. tf_options. Qed.
Lemma s117_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s116_board (4 + b) (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s116_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [T; F; E]) []); [strip_eq | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH (4 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s116_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s117_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (T :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (3 + b) ++ repeat F (3 + c) ++ [E]) [(1, 0)]) (s42_board 1 (3 + b) (3 + c)) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (3 + b) ++ repeat F (3 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 (3 + b) (3 + c) y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s117_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s117_dom 1 (3 + b) (2 + c) y1) (Hm : meas (s117_board 1 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s117_board 1 (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s117_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s117_board 1 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s117_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s117_c1_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s117_c1_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s117_c1_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s117_c1_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s117_c2_moves (a b c : nat) : lmoves (s117_board (2 + a) (3 + b) (2 + c)) = [repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [T; F; E]; repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [E; F; T]].
Proof. unfold s117_board. tf_options. Qed.
Lemma s117_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 4)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s117_board 1 (4 + b) (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s117_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [T; F; E]) []); [strip_eq | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH 1 (4 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s117_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [T; F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s117_board (2 + a) (4 + b) (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s117_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [T; F; E]) []); [strip_eq | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH (2 + a) (4 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s117_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (3 + c) ++ [E]) [(1, 0)]) (s42_board (2 + a) (3 + b) (3 + c)) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (3 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) (3 + b) (3 + c) y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s117_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s117_dom (2 + a) (3 + b) (2 + c) y1) (Hm : meas (s117_board (2 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s117_board (2 + a) (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s117_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s117_board (2 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s117_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 4)%Z) by zlia. exact (s117_c2_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s117_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s117_c2_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s117_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s117_c2_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s117_c2_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s117_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C117 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s117_dom in Hdom.
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
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s117_c1 IH b c y1 Hdom Hm Hd Hr).
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
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s117_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s118_c1_moves (b c : nat) : lmoves (s118_board 1 (3 + b) (2 + c) 1) = [E :: F :: repeat T (4 + b) ++ repeat F (2 + c) ++ [T; E; F]; T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [E; T; F]].
Proof. unfold s118_board. tf_options. Qed.
Lemma s118_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (E :: F :: repeat T (4 + b) ++ repeat F (2 + c) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (4 + b) ++ repeat F (2 + c) ++ [T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [T; E; F]) []) (s96_board 0 (4 + b) (2 + c) 1) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (4 + b) ++ repeat F (2 + c) ++ [T; E; F]) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 0 (4 + b) (2 + c) 1 y1); [unfold s96_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s118_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (3 + c)) [(1, 1)]) (s87_board 1 1 (3 + b) (3 + c)) (1) _ (s87_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (3 + c)) [(1, 1)]); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 1 (3 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s87_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s118_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s118_dom 1 (3 + b) (2 + c) 1 y1) (Hm : meas (s118_board 1 (3 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s118_board 1 (3 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s118_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s118_board 1 (3 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s118_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s118_c1_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s118_c1_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s118_c1_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s118_c1_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s118_c2_moves (b c d : nat) : lmoves (s118_board 1 (4 + b) (2 + c) (2 + d)) = [E :: F :: repeat T (5 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d); T :: F :: E :: repeat T (4 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s118_board. tf_options. Qed.
Lemma s118_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (4 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (4 + b) - Z.of_nat (2 + c) - Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: F :: repeat T (5 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (5 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (5 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []) (s96_board 0 (5 + b) (2 + c) (2 + d)) (0) _ (s96_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (5 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 0 (5 + b) (2 + c) (2 + d) y1); [unfold s96_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s118_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (4 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (4 + b) - Z.of_nat (2 + c) - Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: F :: E :: repeat T (4 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (4 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (4 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []) (s118_board 1 (4 + b) (3 + c) (1 + d)) (0) _ (s118_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (4 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH 1 (4 + b) (3 + c) (1 + d) y1); [unfold s118_dom; zlia | unfold lex3; lia].
Qed.
Lemma s118_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s118_dom 1 (4 + b) (2 + c) (2 + d) y1) (Hm : meas (s118_board 1 (4 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s118_board 1 (4 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s118_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s118_board 1 (4 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s118_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (4 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (4 + b) - Z.of_nat (2 + c) - Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s118_c2_t1_a1 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s118_c2_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (4 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (4 + b) - Z.of_nat (2 + c) - Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s118_c2_t2_a1 IH b c d y1 Hw (move_below_l _ _ 1 _ _ (s118_c2_moves b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s118_c3_moves (a b c : nat) : lmoves (s118_board (2 + a) (2 + b) (2 + c) 1) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]; repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]].
Proof. unfold s118_board. tf_options. Qed.
Lemma s118_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat (2 + c) >= 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) []) (s118_board 1 (3 + b) (2 + c) 1) (0) _ (s118_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) []); [reflexivity | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH 1 (3 + b) (2 + c) 1 y1); [unfold s118_dom; zlia | unfold lex3; lia].
Qed.
Lemma s118_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) []) (s118_board (2 + a) (3 + b) (2 + c) 1) (0) _ (s118_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) []); [reflexivity | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH (2 + a) (3 + b) (2 + c) 1 y1); [unfold s118_dom; zlia | unfold lex3; lia].
Qed.
Lemma s118_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (3 + c)) [(1, 1)]) (s87_board (2 + a) 1 (2 + b) (3 + c)) (1) _ (s87_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (3 + c)) [(1, 1)]); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) 1 (2 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s87_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s118_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s118_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s118_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s118_board (2 + a) (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s118_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s118_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s118_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat (2 + c) >= 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s118_c3_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s118_c3_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s118_c3_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s118_c3_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s118_c3_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s118_c3_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s118_c4_moves (a b c d : nat) : lmoves (s118_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d); repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s118_board. tf_options. Qed.
Lemma s118_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (4 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []) (s118_board 1 (4 + b) (2 + c) (2 + d)) (0) _ (s118_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (4 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH 1 (4 + b) (2 + c) (2 + d) y1); [unfold s118_dom; zlia | unfold lex3; lia].
Qed.
Lemma s118_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) - Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []) (s118_board (2 + a) (3 + b) (2 + c) (2 + d)) (0) _ (s118_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH (2 + a) (3 + b) (2 + c) (2 + d) y1); [unfold s118_dom; zlia | unfold lex3; lia].
Qed.
Lemma s118_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) - Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []) (s118_board (2 + a) (2 + b) (3 + c) (1 + d)) (0) _ (s118_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH (2 + a) (2 + b) (3 + c) (1 + d) y1); [unfold s118_dom; zlia | unfold lex3; lia].
Qed.
Lemma s118_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s118_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s118_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s118_board (2 + a) (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s118_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s118_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s118_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s118_c4_t1_a1 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s118_c4_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) - Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s118_c4_t1_a2 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s118_c4_moves a b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) - Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s118_c4_t2_a1 IH a b c d y1 Hw (move_below_l _ _ 1 _ _ (s118_c4_moves a b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s118_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C118 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s118_dom in Hdom.
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
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s118_c1 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          do 2 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s118_c2 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s118_c3 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s118_c4 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s119_c1_moves (a b : nat) : lmoves (s119_board (4 + a) (2 + b) 0 1 1) = [repeat T (4 + a) ++ repeat F (2 + b) ++ [E; F; E; T; F]].
Proof. unfold s119_board. tf_options. Qed.
Lemma s119_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [E; E; T; F]) []) (s155_board (4 + a) (3 + b) 1) (0) _ (s155_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [E; E; T; F]) []); [reflexivity | unfold s155_board; target_board_eq | strip_offset].
  - unfold s155_form; apply form_int; zlia.
  - intros HT; apply (use155 IH (4 + a) (3 + b) 1 y1); [unfold s155_dom; zlia | unfold lex3; lia].
Qed.
Lemma s119_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s119_dom (4 + a) (2 + b) 0 1 1 y1) (Hm : meas (s119_board (4 + a) (2 + b) 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s119_board (4 + a) (2 + b) 0 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s119_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s119_board (4 + a) (2 + b) 0 1 1)) in Hg. cbn [lefts] in Hg. rewrite s119_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s119_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s119_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s119_c2_moves (a b e : nat) : lmoves (s119_board (4 + a) (2 + b) 0 1 (2 + e)) = [repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: E :: T :: repeat F (2 + e)].
Proof. unfold s119_board. tf_options. Qed.
Lemma s119_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: F :: E :: T :: repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: E :: T :: repeat F (2 + e)) []) (s155_board (4 + a) (3 + b) (2 + e)) (0) _ (s155_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ E :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s155_board; target_board_eq | strip_offset].
  - unfold s155_form; apply form_int; zlia.
  - intros HT; apply (use155 IH (4 + a) (3 + b) (2 + e) y1); [unfold s155_dom; zlia | unfold lex3; lia].
Qed.
Lemma s119_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hdom : s119_dom (4 + a) (2 + b) 0 1 (2 + e) y1) (Hm : meas (s119_board (4 + a) (2 + b) 0 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s119_board (4 + a) (2 + b) 0 1 (2 + e))) (int (Z.of_nat y1)).
Proof.
  unfold s119_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s119_board (4 + a) (2 + b) 0 1 (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s119_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s119_c2_t1_a1 IH a b e y1 Hw (move_below_l _ _ 0 _ _ (s119_c2_moves a b e) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s119_c3_moves (a b : nat) : lmoves (s119_board (3 + a) (2 + b) 1 1 1) = [repeat T (3 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]].
Proof. unfold s119_board. tf_options. Qed.
Lemma s119_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (3 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (3 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (3 + a) ++ repeat F (3 + b) ++ [T; E; E; T; F]) []) (s98_board (3 + a) (3 + b) 1) (0) _ (s98_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ repeat F (3 + b) ++ [T; E; E; T; F]) []); [reflexivity | unfold s98_board; target_board_eq | strip_offset].
  - unfold s98_form; apply form_int; zlia.
  - intros HT; apply (use98 IH (3 + a) (3 + b) 1 y1); [unfold s98_dom; zlia | unfold lex3; lia].
Qed.
Lemma s119_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s119_dom (3 + a) (2 + b) 1 1 1 y1) (Hm : meas (s119_board (3 + a) (2 + b) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s119_board (3 + a) (2 + b) 1 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s119_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s119_board (3 + a) (2 + b) 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s119_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s119_c3_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s119_c3_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s119_c4_moves (a b e : nat) : lmoves (s119_board (4 + a) (2 + b) 1 1 (2 + e)) = [repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e)].
Proof. unfold s119_board. tf_options. Qed.
Lemma s119_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (- Z.of_nat (4 + a) + Z.of_nat (2 + b) + Z.of_nat (2 + e) + Z.of_nat y1 = 1 /\ Z.of_nat (4 + a) - Z.of_nat (2 + b) - Z.of_nat (2 + e) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e)) []) (s98_board (4 + a) (3 + b) (2 + e)) (0) _ (s98_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s98_board; target_board_eq | strip_offset].
  - unfold s98_form; apply form_int; zlia.
  - intros HT; apply (use98 IH (4 + a) (3 + b) (2 + e) y1); [unfold s98_dom; zlia | unfold lex3; lia].
Qed.
Lemma s119_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hdom : s119_dom (4 + a) (2 + b) 1 1 (2 + e) y1) (Hm : meas (s119_board (4 + a) (2 + b) 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s119_board (4 + a) (2 + b) 1 1 (2 + e))) (int (Z.of_nat y1)).
Proof.
  unfold s119_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s119_board (4 + a) (2 + b) 1 1 (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s119_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (4 + a) + Z.of_nat (2 + b) + Z.of_nat (2 + e) + Z.of_nat y1 = 1 /\ Z.of_nat (4 + a) - Z.of_nat (2 + b) - Z.of_nat (2 + e) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s119_c4_t1_a1 IH a b e y1 Hw (move_below_l _ _ 0 _ _ (s119_c4_moves a b e) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s119_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C119 mm dd rr.
Proof.
  intros a b c d e y1 Hdom Hm Hd Hr. unfold s119_dom in Hdom.
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
            do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s119_c1 IH a b y1 Hdom Hm Hd Hr).
          }
          {
            do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s119_c2 IH a b e y1 Hdom Hm Hd Hr).
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
            do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s119_c3 IH a b y1 Hdom Hm Hd Hr).
          }
          {
            do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s119_c4 IH a b e y1 Hdom Hm Hd Hr).
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

Lemma s120_c1_moves (a : nat) : lmoves (s120_board (2 + a)) = [E :: repeat T (2 + a) ++ [F; E; T; F]].
Proof. unfold s120_board. tf_options. Qed.
Lemma s120_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (E :: repeat T (2 + a) ++ [F; E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s61_board (2 + a) 1) (0) _ (int (Z.of_nat y1)) (s61_form y1)).
  - cbn [nstar lefts In]; left; reflexivity.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ [F; E; T; F]) []); [strip_eq | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH (2 + a) 1 y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s120_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s120_board (2 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s120_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + a) ++ [F; T; F; E]) []) (s116_board (2 + a) 1) (0) _ (s116_form y1)).
  - unfold strip, s120_board; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ [F; T; F; E]) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH (2 + a) 1 y1); [unfold s116_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s120_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s120_dom (2 + a) y1) (Hm : meas (s120_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s120_board (2 + a))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s120_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s120_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s120_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s120_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s120_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s120_c1_f1_a1 IH a y1 Hw Hm Hd Hr).
Qed.

Lemma s120_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C120 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s120_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s120_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s121_c1_moves (b : nat) : lmoves (s121_board 1 (2 + b) 1) = [E :: F :: repeat T (3 + b) ++ [F; E; T; F]; T :: F :: E :: repeat T (1 + b) ++ [E; F; T; T; F]].
Proof. unfold s121_board. tf_options. Qed.
Lemma s121_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ [F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] (repeat T (3 + b) ++ [F; F]) [(1, 1)]) (s37_board (3 + b)) (0) _ (s37_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH (3 + b) y1); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s121_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + b) ++ [E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] ([T; F; E; T; F; E; T; T; F]) []) (s140_board 1 1 1 2 1) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E; T; T; F]) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH 1 1 1 2 1 y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s121_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + b) ++ [E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []) (s140_board 1 1 (2 + b) 2 1) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH 1 1 (2 + b) 2 1 y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s121_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s121_dom 1 (2 + b) 1 y1) (Hm : meas (s121_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s121_board 1 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s121_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s121_board 1 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s121_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s121_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s121_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s121_c1_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s121_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s121_c1_t2_a2 IH b y1 Hw (move_below_l _ _ 1 _ _ (s121_c1_moves b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s121_c2_moves (b c : nat) : lmoves (s121_board 1 (2 + b) (2 + c)) = [E :: F :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c); T :: F :: E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c)].
Proof. unfold s121_board. tf_options. Qed.
Lemma s121_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c)) []) (s62_board 0 (3 + b) 1 (2 + c)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 (3 + b) 1 (2 + c) y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s121_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: F :: E :: T :: T :: repeat F (2 + c)) []) (s140_board 1 1 1 2 (2 + c)) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH 1 1 1 2 (2 + c) y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s121_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: E :: T :: T :: repeat F (2 + c)) []) (s140_board 1 1 (2 + b) 2 (2 + c)) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ F :: E :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH 1 1 (2 + b) 2 (2 + c) y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s121_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s121_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s121_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s121_board 1 (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s121_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s121_board 1 (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s121_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s121_c2_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s121_c2_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s121_c2_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s121_c2_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s121_c2_t2_a2 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s121_c2_moves b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s121_c3_moves (a b : nat) : lmoves (s121_board (2 + a) (2 + b) 1) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; E; T; F]; repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F; T; T; F]].
Proof. unfold s121_board. tf_options. Qed.
Lemma s121_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ [F; E; T; F]) []) (s121_board 1 (3 + b) 1) (0) _ (s121_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ [F; E; T; F]) []); [reflexivity | unfold s121_board; target_board_eq | strip_offset].
  - unfold s121_form; apply form_int; zlia.
  - intros HT; apply (use121 IH 1 (3 + b) 1 y1); [unfold s121_dom; zlia | unfold lex3; lia].
Qed.
Lemma s121_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F; E; T; F]) []) (s121_board (2 + a) (3 + b) 1) (0) _ (s121_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F; E; T; F]) []); [reflexivity | unfold s121_board; target_board_eq | strip_offset].
  - unfold s121_form; apply form_int; zlia.
  - intros HT; apply (use121 IH (2 + a) (3 + b) 1 y1); [unfold s121_dom; zlia | unfold lex3; lia].
Qed.
Lemma s121_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; T; T; F]) []) (s140_board (2 + a) 1 1 2 1) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; T; T; F]) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH (2 + a) 1 1 2 1 y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s121_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []) (s140_board (2 + a) 1 (2 + b) 2 1) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH (2 + a) 1 (2 + b) 2 1 y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s121_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s121_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s121_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s121_board (2 + a) (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s121_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s121_board (2 + a) (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s121_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s121_c3_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s121_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s121_c3_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s121_c3_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s121_c3_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s121_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s121_c3_t2_a2 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s121_c3_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s121_c4_moves (a b c : nat) : lmoves (s121_board (2 + a) (2 + b) (2 + c)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c); repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c)].
Proof. unfold s121_board. tf_options. Qed.
Lemma s121_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c)) []) (s121_board 1 (3 + b) (2 + c)) (0) _ (s121_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s121_board; target_board_eq | strip_offset].
  - unfold s121_form; apply form_int; zlia.
  - intros HT; apply (use121 IH 1 (3 + b) (2 + c) y1); [unfold s121_dom; zlia | unfold lex3; lia].
Qed.
Lemma s121_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c)) []) (s121_board (2 + a) (3 + b) (2 + c)) (0) _ (s121_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s121_board; target_board_eq | strip_offset].
  - unfold s121_form; apply form_int; zlia.
  - intros HT; apply (use121 IH (2 + a) (3 + b) (2 + c) y1); [unfold s121_dom; zlia | unfold lex3; lia].
Qed.
Lemma s121_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: T :: repeat F (2 + c)) []) (s140_board (2 + a) 1 1 2 (2 + c)) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH (2 + a) 1 1 2 (2 + c) y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s121_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: T :: T :: repeat F (2 + c)) []) (s140_board (2 + a) 1 (2 + b) 2 (2 + c)) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH (2 + a) 1 (2 + b) 2 (2 + c) y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s121_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s121_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s121_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s121_board (2 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s121_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s121_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s121_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s121_c4_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s121_c4_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s121_c4_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s121_c4_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s121_c4_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s121_c4_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s121_c4_t2_a2 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s121_c4_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s121_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C121 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s121_dom in Hdom.
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
        exact (s121_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s121_c2 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s121_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s121_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s122_c1_moves (b c : nat) : lmoves (s122_board 1 (2 + b) (2 + c) 1) = [E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]; T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]].
Proof. unfold s122_board. tf_options. Qed.
Lemma s122_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) []) (s126_board 0 0 (3 + b) (2 + c) 1) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) []); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_star; zlia.
  - intros HT; apply (use126 IH 0 0 (3 + b) (2 + c) 1 y1); [unfold s126_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s122_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s141_board 1 1 (2 + b) (2 + c) 1 1) (0) _ (int (Z.of_nat y1)) (s141_form y1)).
  - cbn [nstar lefts In]; left; reflexivity.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]) []); [strip_eq | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH 1 1 (2 + b) (2 + c) 1 1 y1); [unfold s141_dom; zlia | unfold lex3; lia].
Qed.
Lemma s122_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s122_board 1 (2 + b) (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s122_board 1 (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [T; F; E]) []) (s142_board 1 (2 + b) (2 + c)) (0) _ (s142_form y1)).
  - unfold strip, s122_board; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH 1 (2 + b) (2 + c) y1); [unfold s142_dom; zlia | unfold lex3; lia].
Qed.
Lemma s122_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s122_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s122_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s122_board 1 (2 + b) (2 + c) 1)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s122_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s122_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s122_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s122_c1_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s122_c1_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s122_c1_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s122_c1_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s122_c1_f1_a1 IH b c y1 Hw Hm Hd Hr).
Qed.

Lemma s122_c2_moves (b c d : nat) : lmoves (s122_board 1 (2 + b) (2 + c) (2 + d)) = [E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d); T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s122_board. tf_options. Qed.
Lemma s122_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []) (s126_board 0 0 (3 + b) (2 + c) (2 + d)) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_star; zlia.
  - intros HT; apply (use126 IH 0 0 (3 + b) (2 + c) (2 + d) y1); [unfold s126_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s122_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []) (s122_board 1 (2 + b) (3 + c) (1 + d)) (0) _ (s122_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s122_board; target_board_eq | strip_offset].
  - unfold s122_form; apply form_star; zlia.
  - intros HT; apply (use122 IH 1 (2 + b) (3 + c) (1 + d) y1); [unfold s122_dom; zlia | unfold lex3; lia].
Qed.
Lemma s122_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s122_board 1 (2 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s122_board 1 (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) []) (s143_board 1 (2 + b) (2 + c) (1 + d)) (0) _ (s143_form y1)).
  - unfold strip, s122_board; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) []); [reflexivity | unfold s143_board; target_board_eq | strip_offset].
  - unfold s143_form; apply form_int; zlia.
  - intros HT; apply (use143 IH 1 (2 + b) (2 + c) (1 + d) y1); [unfold s143_dom; zlia | unfold lex3; lia].
Qed.
Lemma s122_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s122_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s122_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s122_board 1 (2 + b) (2 + c) (2 + d))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s122_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s122_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s122_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s122_c2_t1_a1 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s122_c2_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s122_c2_t2_a1 IH b c d y1 Hw (move_below_l _ _ 1 _ _ (s122_c2_moves b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s122_c2_f1_a2 IH b c d y1 Hw Hm Hd Hr).
Qed.

Lemma s122_c3_moves (a b c : nat) : lmoves (s122_board (2 + a) (2 + b) (2 + c) 1) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]; repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]].
Proof. unfold s122_board. tf_options. Qed.
Lemma s122_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F])) (nstar (int (Z.of_nat y1))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) []) (s122_board 1 (3 + b) (2 + c) 1) (0) _ (s122_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) []); [reflexivity | unfold s122_board; target_board_eq | strip_offset].
  - unfold s122_form; apply form_star; zlia.
  - intros HT; apply (use122 IH 1 (3 + b) (2 + c) 1 y1); [unfold s122_dom; zlia | unfold lex3; lia].
Qed.
Lemma s122_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F])) (nstar (int (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) []) (s122_board (2 + a) (3 + b) (2 + c) 1) (0) _ (s122_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) []); [reflexivity | unfold s122_board; target_board_eq | strip_offset].
  - unfold s122_form; apply form_star; zlia.
  - intros HT; apply (use122 IH (2 + a) (3 + b) (2 + c) 1 y1); [unfold s122_dom; zlia | unfold lex3; lia].
Qed.
Lemma s122_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s141_board (2 + a) 1 (2 + b) (2 + c) 1 1) (0) _ (int (Z.of_nat y1)) (s141_form y1)).
  - cbn [nstar lefts In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]) []); [strip_eq | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH (2 + a) 1 (2 + b) (2 + c) 1 1 y1); [unfold s141_dom; zlia | unfold lex3; lia].
Qed.
Lemma s122_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s122_board (2 + a) (2 + b) (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s122_board (2 + a) (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [T; F; E]) []) (s142_board (2 + a) (2 + b) (2 + c)) (0) _ (s142_form y1)).
  - unfold strip, s122_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) (2 + b) (2 + c) y1); [unfold s142_dom; zlia | unfold lex3; lia].
Qed.
Lemma s122_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s122_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s122_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s122_board (2 + a) (2 + b) (2 + c) 1)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s122_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s122_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s122_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s122_c3_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s122_c3_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s122_c3_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s122_c3_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s122_c3_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s122_c3_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s122_c3_f1_a3 IH a b c y1 Hw Hm Hd Hr).
Qed.

Lemma s122_c4_moves (a b c d : nat) : lmoves (s122_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d); repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s122_board. tf_options. Qed.
Lemma s122_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d))) (nstar (int (Z.of_nat y1))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []) (s122_board 1 (3 + b) (2 + c) (2 + d)) (0) _ (s122_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s122_board; target_board_eq | strip_offset].
  - unfold s122_form; apply form_star; zlia.
  - intros HT; apply (use122 IH 1 (3 + b) (2 + c) (2 + d) y1); [unfold s122_dom; zlia | unfold lex3; lia].
Qed.
Lemma s122_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d))) (nstar (int (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []) (s122_board (2 + a) (3 + b) (2 + c) (2 + d)) (0) _ (s122_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s122_board; target_board_eq | strip_offset].
  - unfold s122_form; apply form_star; zlia.
  - intros HT; apply (use122 IH (2 + a) (3 + b) (2 + c) (2 + d) y1); [unfold s122_dom; zlia | unfold lex3; lia].
Qed.
Lemma s122_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []) (s122_board (2 + a) (2 + b) (3 + c) (1 + d)) (0) _ (s122_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s122_board; target_board_eq | strip_offset].
  - unfold s122_form; apply form_star; zlia.
  - intros HT; apply (use122 IH (2 + a) (2 + b) (3 + c) (1 + d) y1); [unfold s122_dom; zlia | unfold lex3; lia].
Qed.
Lemma s122_c4_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s122_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s122_board (2 + a) (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) []) (s143_board (2 + a) (2 + b) (2 + c) (1 + d)) (0) _ (s143_form y1)).
  - unfold strip, s122_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) []); [reflexivity | unfold s143_board; target_board_eq | strip_offset].
  - unfold s143_form; apply form_int; zlia.
  - intros HT; apply (use143 IH (2 + a) (2 + b) (2 + c) (1 + d) y1); [unfold s143_dom; zlia | unfold lex3; lia].
Qed.
Lemma s122_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s122_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s122_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s122_board (2 + a) (2 + b) (2 + c) (2 + d))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s122_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s122_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s122_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s122_c4_t1_a1 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s122_c4_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s122_c4_t1_a2 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s122_c4_moves a b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s122_c4_t2_a1 IH a b c d y1 Hw (move_below_l _ _ 1 _ _ (s122_c4_moves a b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s122_c4_f1_a4 IH a b c d y1 Hw Hm Hd Hr).
Qed.

Lemma s122_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C122 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s122_dom in Hdom.
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
          exact (s122_c1 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s122_c2 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s122_c3 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s122_c4 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s123_c1_moves (b : nat) : lmoves (s123_board 1 (2 + b)) = [E :: F :: repeat T (3 + b) ++ [F; T; F; E]; T :: F :: E :: repeat T (2 + b) ++ [F; E; F; T]].
Proof. unfold s123_board. tf_options. Qed.
Lemma s123_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ [F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ [F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; F; E]) []) (s116_board (3 + b) 1) (0) _ (s116_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; F; E]) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH (3 + b) 1 y1); [unfold s116_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s123_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ [F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (2 + b) ++ [F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; F; E]) [(1, 0)]) (s87_board 1 1 (2 + b) 2) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F; F; E]) [(1, 0)]); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 1 (2 + b) 2 y1); [unfold s87_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s123_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s123_dom 1 (2 + b) y1) (Hm : meas (s123_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s123_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s123_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s123_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s123_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s123_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c1_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s123_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s123_c2_moves (a b : nat) : lmoves (s123_board (2 + a) (2 + b)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; F; E]; repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; F; T]].
Proof. unfold s123_board. tf_options. Qed.
Lemma s123_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ [F; T; F; E]) []) (s123_board 1 (3 + b)) (0) _ (s123_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ [F; T; F; E]) []); [reflexivity | unfold s123_board; target_board_eq | strip_offset].
  - unfold s123_form; apply form_int; zlia.
  - intros HT; apply (use123 IH 1 (3 + b) y1); [unfold s123_dom; zlia | unfold lex3; lia].
Qed.
Lemma s123_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F; T; F; E]) []) (s123_board (2 + a) (3 + b)) (0) _ (s123_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F; T; F; E]) []); [reflexivity | unfold s123_board; target_board_eq | strip_offset].
  - unfold s123_form; apply form_int; zlia.
  - intros HT; apply (use123 IH (2 + a) (3 + b) y1); [unfold s123_dom; zlia | unfold lex3; lia].
Qed.
Lemma s123_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; F; E]) [(1, 0)]) (s87_board (2 + a) 1 (2 + b) 2) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; F; E]) [(1, 0)]); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) 1 (2 + b) 2 y1); [unfold s87_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s123_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s123_dom (2 + a) (2 + b) y1) (Hm : meas (s123_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s123_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s123_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s123_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s123_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s123_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c2_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s123_c2_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c2_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s123_c2_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s123_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C123 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s123_dom in Hdom.
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
      exact (s123_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s123_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s124_c1_moves (b : nat) : lmoves (s124_board 1 (2 + b) 1) = [E :: F :: repeat T (3 + b) ++ [F; T; F; E; F]; T :: F :: E :: repeat T (2 + b) ++ [F; E; F; T; F]].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ [F; T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ [F; T; F; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] (repeat T (3 + b) ++ [F; T; F; F; E]) []) (s170_board (3 + b) 1 2) (-1) _ (s170_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [F; T; F; F; E]) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH (3 + b) 1 2 (1 + y1)); [unfold s170_dom; zlia | unfold lex3; lia].
Qed.
Lemma s124_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ [F; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (2 + b) ++ [F; E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; F; E; T; F]) []) (s141_board 1 1 (2 + b) 2 1 1) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F; F; E; T; F]) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH 1 1 (2 + b) 2 1 1 y1); [unfold s141_dom; zlia | unfold lex3; lia].
Qed.
Lemma s124_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s124_dom 1 (2 + b) 1 y1) (Hm : meas (s124_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s124_board 1 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s124_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s124_board 1 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s124_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s124_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s124_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s124_c1_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s124_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s124_c2_moves (b c : nat) : lmoves (s124_board 1 (2 + b) (2 + c)) = [E :: F :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c); T :: F :: E :: repeat T (2 + b) ++ F :: E :: F :: T :: repeat F (2 + c)].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c)) []) (s171_board (3 + b) (2 + c)) (0) _ (s171_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s171_board; target_board_eq | strip_offset].
  - unfold s171_form; apply form_int; zlia.
  - intros HT; apply (use171 IH (3 + b) (2 + c) y1); [unfold s171_dom; zlia | unfold lex3; lia].
Qed.
Lemma s124_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ F :: E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (2 + b) ++ F :: E :: F :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: F :: E :: T :: repeat F (2 + c)) []) (s141_board 1 1 (2 + b) 2 1 (2 + c)) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ F :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH 1 1 (2 + b) 2 1 (2 + c) y1); [unfold s141_dom; zlia | unfold lex3; lia].
Qed.
Lemma s124_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s124_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s124_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s124_board 1 (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s124_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s124_board 1 (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s124_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s124_c2_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s124_c2_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s124_c2_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s124_c2_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s124_c3_moves (a b : nat) : lmoves (s124_board (2 + a) (2 + b) 1) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; F; E; F]; repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; F; T; F]].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; F; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ [F; T; F; E; F]) []) (s124_board 1 (3 + b) 1) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ [F; T; F; E; F]) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH 1 (3 + b) 1 y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s124_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; F; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F; T; F; E; F]) []) (s124_board (2 + a) (3 + b) 1) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F; T; F; E; F]) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH (2 + a) (3 + b) 1 y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s124_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; F; E; T; F]) []) (s141_board (2 + a) 1 (2 + b) 2 1 1) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; F; E; T; F]) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH (2 + a) 1 (2 + b) 2 1 1 y1); [unfold s141_dom; zlia | unfold lex3; lia].
Qed.
Lemma s124_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s124_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s124_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s124_board (2 + a) (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s124_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s124_board (2 + a) (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s124_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s124_c3_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s124_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s124_c3_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s124_c3_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s124_c3_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s124_c3_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s124_c4_moves (a b c : nat) : lmoves (s124_board (2 + a) (2 + b) (2 + c)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c); repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: F :: T :: repeat F (2 + c)].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c)) []) (s124_board 1 (3 + b) (2 + c)) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH 1 (3 + b) (2 + c) y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s124_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c)) []) (s124_board (2 + a) (3 + b) (2 + c)) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ F :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH (2 + a) (3 + b) (2 + c) y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s124_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: F :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: F :: E :: T :: repeat F (2 + c)) []) (s141_board (2 + a) 1 (2 + b) 2 1 (2 + c)) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH (2 + a) 1 (2 + b) 2 1 (2 + c) y1); [unfold s141_dom; zlia | unfold lex3; lia].
Qed.
Lemma s124_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s124_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s124_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s124_board (2 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s124_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s124_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s124_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s124_c4_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s124_c4_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s124_c4_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s124_c4_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s124_c4_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s124_c4_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s124_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C124 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s124_dom in Hdom.
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
        exact (s124_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s124_c2 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s124_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s124_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s125_c1_moves (b : nat) : lmoves (s125_board 1 (2 + b) 1) = [E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s125_board. tf_options. Qed.
Lemma s125_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: T :: F :: E :: repeat T (2 + b) ++ [F]) []) (s61_board 1 (2 + b)) (0) _ (s61_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH 1 (2 + b) y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s125_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s125_dom 1 (2 + b) 1 y1) (Hm : meas (s125_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s125_board 1 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s125_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s125_board 1 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s125_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s125_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s125_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s125_c2_moves (b c : nat) : lmoves (s125_board 1 (2 + b) (2 + c)) = [E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s125_board. tf_options. Qed.
Lemma s125_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s62_board 0 1 (2 + b) (2 + c)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 1 (2 + b) (2 + c) y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s125_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s125_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s125_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s125_board 1 (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s125_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s125_board 1 (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s125_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s125_c2_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s125_c2_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s125_c3_moves (a b : nat) : lmoves (s125_board (2 + a) (2 + b) 1) = [repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]].
Proof. unfold s125_board. tf_options. Qed.
Lemma s125_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F]) []) (s140_board 1 1 1 (2 + b) 1) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH 1 1 1 (2 + b) 1 y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s125_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ [F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F]) []) (s140_board (2 + a) 1 1 (2 + b) 1) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH (2 + a) 1 1 (2 + b) 1 y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s125_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s125_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s125_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s125_board (2 + a) (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s125_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s125_board (2 + a) (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s125_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s125_c3_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s125_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s125_c3_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s125_c3_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s125_c4_moves (a b c : nat) : lmoves (s125_board (2 + a) (2 + b) (2 + c)) = [repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s125_board. tf_options. Qed.
Lemma s125_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s140_board 1 1 1 (2 + b) (2 + c)) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH 1 1 1 (2 + b) (2 + c) y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s125_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s140_board (2 + a) 1 1 (2 + b) (2 + c)) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH (2 + a) 1 1 (2 + b) (2 + c) y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s125_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s125_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s125_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s125_board (2 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s125_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s125_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s125_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s125_c4_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s125_c4_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s125_c4_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s125_c4_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s125_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C125 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s125_dom in Hdom.
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
        exact (s125_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s125_c2 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s125_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s125_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s126_c1_moves (c : nat) : lmoves (s126_board 0 0 (2 + c) 1 1) = [E :: repeat T (2 + c) ++ [F; E; T; F]].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + c) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (E :: repeat T (2 + c) ++ [F; E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s61_board (2 + c) 1) (0) _ (int (Z.of_nat y1)) (s61_form y1)).
  - cbn [nstar lefts In]; left; reflexivity.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ [F; E; T; F]) []); [strip_eq | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH (2 + c) 1 y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s126_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s126_board 0 0 (2 + c) 1 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s126_board 0 0 (2 + c) 1 1)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + c) ++ [F; T; F; E]) []) (s116_board (2 + c) 1) (0) _ (s116_form y1)).
  - unfold strip, s126_board; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ [F; T; F; E]) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH (2 + c) 1 y1); [unfold s116_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s126_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s126_dom 0 0 (2 + c) 1 1 y1) (Hm : meas (s126_board 0 0 (2 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s126_board 0 0 (2 + c) 1 1)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s126_board 0 0 (2 + c) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s126_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s126_c1_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s126_c1_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s126_c1_f1_a1 IH c y1 Hw Hm Hd Hr).
Qed.

Lemma s126_c2_moves (c e : nat) : lmoves (s126_board 0 0 (2 + c) 1 (2 + e)) = [E :: repeat T (2 + c) ++ F :: E :: T :: repeat F (2 + e)].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + c) ++ F :: E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (E :: repeat T (2 + c) ++ F :: E :: T :: repeat F (2 + e))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + c) ++ F :: F :: T :: E :: repeat F (1 + e)) []) (s126_board 0 0 (2 + c) 2 (1 + e)) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ F :: F :: T :: E :: repeat F (1 + e)) []); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_star; zlia.
  - intros HT; apply (use126 IH 0 0 (2 + c) 2 (1 + e) y1); [unfold s126_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s126_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s126_board 0 0 (2 + c) 1 (2 + e)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s126_board 0 0 (2 + c) 1 (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + c) ++ F :: T :: F :: E :: repeat F (1 + e)) []) (s171_board (2 + c) (1 + e)) (0) _ (s171_form y1)).
  - unfold strip, s126_board; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ F :: T :: F :: E :: repeat F (1 + e)) []); [reflexivity | unfold s171_board; target_board_eq | strip_offset].
  - unfold s171_form; apply form_int; zlia.
  - intros HT; apply (use171 IH (2 + c) (1 + e) y1); [unfold s171_dom; zlia | unfold lex3; lia].
Qed.
Lemma s126_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c e y1 : nat)
  (Hdom : s126_dom 0 0 (2 + c) 1 (2 + e) y1) (Hm : meas (s126_board 0 0 (2 + c) 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s126_board 0 0 (2 + c) 1 (2 + e))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s126_board 0 0 (2 + c) 1 (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s126_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s126_c2_t1_a1 IH c e y1 Hw (move_below_l _ _ 0 _ _ (s126_c2_moves c e) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s126_c2_f1_a2 IH c e y1 Hw Hm Hd Hr).
Qed.

Lemma s126_c3_moves (c d : nat) : lmoves (s126_board 0 0 (2 + c) (2 + d) 1) = [E :: repeat T (2 + c) ++ repeat F (2 + d) ++ [E; T; F]].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + c) ++ repeat F (2 + d) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (E :: repeat T (2 + c) ++ repeat F (2 + d) ++ [E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s64_board 0 (2 + c) (2 + d) 1 1) (0) _ (int (Z.of_nat y1)) (s64_form y1)).
  - cbn [nstar lefts In]; left; reflexivity.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ repeat F (2 + d) ++ [E; T; F]) []); [strip_eq | unfold s64_board; target_board_eq | strip_offset].
  - unfold s64_form; apply form_int; zlia.
  - intros HT; apply (use64 IH 0 (2 + c) (2 + d) 1 1 y1); [unfold s64_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s126_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s126_board 0 0 (2 + c) (2 + d) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s126_board 0 0 (2 + c) (2 + d) 1)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + c) ++ repeat F (2 + d) ++ [T; F; E]) []) (s116_board (2 + c) (2 + d)) (0) _ (s116_form y1)).
  - unfold strip, s126_board; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ repeat F (2 + d) ++ [T; F; E]) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH (2 + c) (2 + d) y1); [unfold s116_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s126_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s126_dom 0 0 (2 + c) (2 + d) 1 y1) (Hm : meas (s126_board 0 0 (2 + c) (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s126_board 0 0 (2 + c) (2 + d) 1)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s126_board 0 0 (2 + c) (2 + d) 1)) in Hg. cbn [lefts] in Hg. rewrite s126_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s126_c3_t1_a1 IH c d y1 Hw (move_below_l _ _ 0 _ _ (s126_c3_moves c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s126_c3_f1_a3 IH c d y1 Hw Hm Hd Hr).
Qed.

Lemma s126_c4_moves (c d e : nat) : lmoves (s126_board 0 0 (2 + c) (2 + d) (2 + e)) = [E :: repeat T (2 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + e)].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (E :: repeat T (2 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + e))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ T :: E :: repeat F (1 + e)) []) (s126_board 0 0 (2 + c) (3 + d) (1 + e)) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ repeat F (3 + d) ++ T :: E :: repeat F (1 + e)) []); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_star; zlia.
  - intros HT; apply (use126 IH 0 0 (2 + c) (3 + d) (1 + e) y1); [unfold s126_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s126_c4_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s126_board 0 0 (2 + c) (2 + d) (2 + e)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s126_board 0 0 (2 + c) (2 + d) (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + c) ++ repeat F (2 + d) ++ T :: F :: E :: repeat F (1 + e)) []) (s172_board (2 + c) (2 + d) (1 + e)) (0) _ (s172_form y1)).
  - unfold strip, s126_board; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + c) ++ repeat F (2 + d) ++ T :: F :: E :: repeat F (1 + e)) []); [reflexivity | unfold s172_board; target_board_eq | strip_offset].
  - unfold s172_form; apply form_int; zlia.
  - intros HT; apply (use172 IH (2 + c) (2 + d) (1 + e) y1); [unfold s172_dom; zlia | unfold lex3; lia].
Qed.
Lemma s126_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hdom : s126_dom 0 0 (2 + c) (2 + d) (2 + e) y1) (Hm : meas (s126_board 0 0 (2 + c) (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s126_board 0 0 (2 + c) (2 + d) (2 + e))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s126_board 0 0 (2 + c) (2 + d) (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s126_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s126_c4_t1_a1 IH c d e y1 Hw (move_below_l _ _ 0 _ _ (s126_c4_moves c d e) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s126_c4_f1_a4 IH c d e y1 Hw Hm Hd Hr).
Qed.

Lemma s126_c5_moves (b : nat) : lmoves (s126_board 1 (2 + b) 1 1 1) = [T :: repeat F (2 + b) ++ [E; T; F; E; T; F]].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (T :: repeat F (2 + b) ++ [E; T; F; E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s137_board 1 (2 + b) 1 1) (0) _ (int (Z.of_nat y1)) (s137_form y1)).
  - cbn [nstar lefts In]; left; reflexivity.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; E; T; F]) []); [strip_eq | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH 1 (2 + b) 1 1 y1); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s126_c5_f1_a5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s126_board 1 (2 + b) 1 1 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s126_board 1 (2 + b) 1 1 1)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ [E; T; F; T; F; E]) []) (s145_board 1 (2 + b) 1 1) (0) _ (s145_form y1)).
  - unfold strip, s126_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; T; F; E]) []); [reflexivity | unfold s145_board; target_board_eq | strip_offset].
  - unfold s145_form; apply form_int; zlia.
  - intros HT; apply (use145 IH 1 (2 + b) 1 1 y1); [unfold s145_dom; zlia | unfold lex3; lia].
Qed.
Lemma s126_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s126_dom 1 (2 + b) 1 1 1 y1) (Hm : meas (s126_board 1 (2 + b) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s126_board 1 (2 + b) 1 1 1)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s126_board 1 (2 + b) 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s126_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s126_c5_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s126_c5_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s126_c5_f1_a5 IH b y1 Hw Hm Hd Hr).
Qed.

Lemma s126_c6_moves (b e : nat) : lmoves (s126_board 1 (2 + b) 1 1 (2 + e)) = [T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e)].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e)) []) (s144_board 1 (3 + b) (2 + e)) (0) _ (s144_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s144_board; target_board_eq | strip_offset].
  - unfold s144_form; apply form_star; zlia.
  - intros HT; apply (use144 IH 1 (3 + b) (2 + e) y1); [unfold s144_dom; zlia | unfold lex3; lia].
Qed.
Lemma s126_c6_f1_a6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s126_board 1 (2 + b) 1 1 (2 + e)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s126_board 1 (2 + b) 1 1 (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ T :: E :: T :: E :: repeat F (2 + e)) []) (s146_board 1 (3 + b) (2 + e)) (0) _ (s146_form y1)).
  - unfold strip, s126_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ T :: E :: T :: E :: repeat F (2 + e)) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH 1 (3 + b) (2 + e) y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s126_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hdom : s126_dom 1 (2 + b) 1 1 (2 + e) y1) (Hm : meas (s126_board 1 (2 + b) 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s126_board 1 (2 + b) 1 1 (2 + e))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s126_board 1 (2 + b) 1 1 (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s126_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s126_c6_t1_a1 IH b e y1 Hw (move_below_l _ _ 0 _ _ (s126_c6_moves b e) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s126_c6_f1_a6 IH b e y1 Hw Hm Hd Hr).
Qed.

Lemma s126_c7_moves (a b : nat) : lmoves (s126_board (2 + a) (2 + b) 1 1 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s137_board (2 + a) (2 + b) 1 1) (0) _ (int (Z.of_nat y1)) (s137_form y1)).
  - cbn [nstar lefts In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]) []); [strip_eq | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH (2 + a) (2 + b) 1 1 y1); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s126_c7_f1_a7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s126_board (2 + a) (2 + b) 1 1 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s126_board (2 + a) (2 + b) 1 1 1)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; T; F; E]) []) (s145_board (2 + a) (2 + b) 1 1) (0) _ (s145_form y1)).
  - unfold strip, s126_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; T; F; E]) []); [reflexivity | unfold s145_board; target_board_eq | strip_offset].
  - unfold s145_form; apply form_int; zlia.
  - intros HT; apply (use145 IH (2 + a) (2 + b) 1 1 y1); [unfold s145_dom; zlia | unfold lex3; lia].
Qed.
Lemma s126_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s126_dom (2 + a) (2 + b) 1 1 1 y1) (Hm : meas (s126_board (2 + a) (2 + b) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s126_board (2 + a) (2 + b) 1 1 1)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s126_board (2 + a) (2 + b) 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s126_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s126_c7_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s126_c7_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s126_c7_f1_a7 IH a b y1 Hw Hm Hd Hr).
Qed.

Lemma s126_c8_moves (a b e : nat) : lmoves (s126_board (2 + a) (2 + b) 1 1 (2 + e)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e)].
Proof. unfold s126_board. tf_options. Qed.
Lemma s126_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e)) []) (s144_board (2 + a) (3 + b) (2 + e)) (0) _ (s144_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s144_board; target_board_eq | strip_offset].
  - unfold s144_form; apply form_star; zlia.
  - intros HT; apply (use144 IH (2 + a) (3 + b) (2 + e) y1); [unfold s144_dom; zlia | unfold lex3; lia].
Qed.
Lemma s126_c8_f1_a8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s126_board (2 + a) (2 + b) 1 1 (2 + e)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s126_board (2 + a) (2 + b) 1 1 (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: T :: E :: repeat F (2 + e)) []) (s146_board (2 + a) (3 + b) (2 + e)) (0) _ (s146_form y1)).
  - unfold strip, s126_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: T :: E :: repeat F (2 + e)) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) (3 + b) (2 + e) y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s126_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hdom : s126_dom (2 + a) (2 + b) 1 1 (2 + e) y1) (Hm : meas (s126_board (2 + a) (2 + b) 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s126_board (2 + a) (2 + b) 1 1 (2 + e))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s126_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s126_board (2 + a) (2 + b) 1 1 (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s126_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s126_c8_t1_a1 IH a b e y1 Hw (move_below_l _ _ 0 _ _ (s126_c8_moves a b e) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s126_c8_f1_a8 IH a b e y1 Hw Hm Hd Hr).
Qed.

Lemma s126_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C126 mm dd rr.
Proof.
  intros a b c d e y1 Hdom Hm Hd Hr. unfold s126_dom in Hdom.
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
            exfalso; zlia.
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s126_c1 IH c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s126_c2 IH c e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            exfalso; zlia.
          }
          {
            exact (s126_c3 IH c d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s126_c4 IH c d e y1 Hdom Hm Hd Hr).
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
            exact (s126_c5 IH b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s126_c6 IH b e y1 Hdom Hm Hd Hr).
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
            exact (s126_c7 IH a b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s126_c8 IH a b e y1 Hdom Hm Hd Hr).
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

Lemma s127_c1_moves : lmoves (s127_board 1 1) = [[T; F; F; E; T; F; T; E; F]; [T; F; F; T; E; F; E; T; F]].
Proof. unfold s127_board. tf_options. Qed.
Lemma s127_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; F; E; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; F; E; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; F; E; T; F; T; F; E]) []) (s145_board 1 2 1 1) (0) _ (s145_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; T; F; E]) []); [reflexivity | unfold s145_board; target_board_eq | strip_offset].
  - unfold s145_form; apply form_int; zlia.
  - intros HT; apply (use145 IH 1 2 1 1 y1); [unfold s145_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; F; T; E; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; F; T; F; E; E; T; F]) []) (s147_board 1) (0) _ (s147_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; T; F; E; E; T; F]) []); [reflexivity | unfold s147_board; target_board_eq | strip_offset].
  - unfold s147_form; apply form_int; zlia.
  - intros HT; apply (use147 IH 1 y1); [unfold s147_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s127_dom 1 1 y1) (Hm : meas (s127_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s127_board 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s127_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s127_board 1 1)) in Hg. cbn [lefts] in Hg. rewrite s127_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s127_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c1_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s127_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s127_c2_moves (b : nat) : lmoves (s127_board 1 (2 + b)) = [T :: F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b); T :: F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s127_board. tf_options. Qed.
Lemma s127_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: F :: F :: T :: E :: T :: E :: repeat F (2 + b)) []) (s146_board 1 3 (2 + b)) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: F :: T :: E :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH 1 3 (2 + b) y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: F :: T :: F :: E :: E :: T :: repeat F (2 + b)) []) (s148_board 1 (2 + b)) (0) _ (s148_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: T :: F :: E :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s148_board; target_board_eq | strip_offset].
  - unfold s148_form; apply form_int; zlia.
  - intros HT; apply (use148 IH 1 (2 + b) y1); [unfold s148_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s127_dom 1 (2 + b) y1) (Hm : meas (s127_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s127_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s127_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s127_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s127_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c2_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s127_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c2_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s127_c2_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s127_c3_moves (a : nat) : lmoves (s127_board (2 + a) 1) = [repeat T (2 + a) ++ [F; F; E; T; F; T; E; F]; repeat T (2 + a) ++ [F; F; T; E; F; E; T; F]].
Proof. unfold s127_board. tf_options. Qed.
Lemma s127_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; F; E; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; T; F; E]) []) (s145_board (2 + a) 2 1 1) (0) _ (s145_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; T; F; E]) []); [reflexivity | unfold s145_board; target_board_eq | strip_offset].
  - unfold s145_form; apply form_int; zlia.
  - intros HT; apply (use145 IH (2 + a) 2 1 1 y1); [unfold s145_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; F; T; E; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; F; T; F; E; E; T; F]) []) (s147_board (2 + a)) (0) _ (s147_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; F; E; E; T; F]) []); [reflexivity | unfold s147_board; target_board_eq | strip_offset].
  - unfold s147_form; apply form_int; zlia.
  - intros HT; apply (use147 IH (2 + a) y1); [unfold s147_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s127_dom (2 + a) 1 y1) (Hm : meas (s127_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s127_board (2 + a) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s127_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s127_board (2 + a) 1)) in Hg. cbn [lefts] in Hg. rewrite s127_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c3_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s127_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c3_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s127_c3_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s127_c4_moves (a b : nat) : lmoves (s127_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b); repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s127_board. tf_options. Qed.
Lemma s127_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: F :: E :: T :: F :: T :: E :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: F :: F :: T :: E :: T :: E :: repeat F (2 + b)) []) (s146_board (2 + a) 3 (2 + b)) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: T :: E :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) 3 (2 + b) y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: F :: T :: F :: E :: E :: T :: repeat F (2 + b)) []) (s148_board (2 + a) (2 + b)) (0) _ (s148_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: F :: E :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s148_board; target_board_eq | strip_offset].
  - unfold s148_form; apply form_int; zlia.
  - intros HT; apply (use148 IH (2 + a) (2 + b) y1); [unfold s148_dom; zlia | unfold lex3; lia].
Qed.
Lemma s127_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s127_dom (2 + a) (2 + b) y1) (Hm : meas (s127_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s127_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s127_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s127_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s127_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c4_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s127_c4_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s127_c4_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s127_c4_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s127_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C127 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s127_dom in Hdom.
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
      exact (s127_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s127_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s127_c3 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s127_c4 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s128_c1_moves (a : nat) : lmoves (s128_board (3 + a) 3) = [].
Proof. unfold s128_board. tf_options. Qed.
Lemma s128_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s128_dom (3 + a) 3 y1) (Hm : meas (s128_board (3 + a) 3) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s128_board (3 + a) 3)) (int (Z.of_nat y1)).
Proof.
  unfold s128_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s128_board (3 + a) 3)) in Hg. cbn [lefts] in Hg. rewrite s128_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s128_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C128 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s128_dom in Hdom.
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
      do 1 (destruct a as [|a]; [exfalso; zlia|]).
  assert (b = 1) by zlia; subst b.
  exact (s128_c1 IH a y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s129_c1_moves (a : nat) : lmoves (s129_board (4 + a)) = [].
Proof. unfold s129_board. tf_options. Qed.
Lemma s129_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s129_dom (4 + a) y1) (Hm : meas (s129_board (4 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s129_board (4 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s129_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s129_board (4 + a))) in Hg. cbn [lefts] in Hg. rewrite s129_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s129_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C129 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s129_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s129_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s130_c1_moves (a b : nat) : lmoves (s130_board (5 + a) (2 + b)) = [].
Proof. unfold s130_board. tf_options. Qed.
Lemma s130_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s130_dom (5 + a) (2 + b) y1) (Hm : meas (s130_board (5 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s130_board (5 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s130_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s130_board (5 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s130_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s130_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C130 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s130_dom in Hdom.
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
      do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s130_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s131_c1_moves (a b : nat) : lmoves (s131_board (5 + a) (2 + b)) = [].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s131_board (5 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s131_board (5 + a) (2 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: F :: F :: E :: F :: T :: E :: repeat F (1 + b)) []) (s119_board (5 + a) 3 0 1 (1 + b)) (0) _ (s119_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s131_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: E :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s119_board; target_board_eq | strip_offset].
  - unfold s119_form; apply form_int; zlia.
  - intros HT; apply (use119 IH (5 + a) 3 0 1 (1 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s119_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s131_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s131_board (5 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s131_board (5 + a) (2 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ F :: F :: F :: E :: F :: T :: E :: repeat F (2 + b)) []) (s149_board (6 + a) 3 (2 + b)) (0) _ (s149_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s131_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ F :: F :: F :: E :: F :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s149_board; target_board_eq | strip_offset].
  - unfold s149_form; apply form_int; zlia.
  - intros HT; apply (use149 IH (6 + a) 3 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s149_dom; zlia | unfold lex3; lia].
Qed.
Lemma s131_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s131_dom (5 + a) (2 + b) y1) (Hm : meas (s131_board (5 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s131_board (5 + a) (2 + b))) (int (- Z.of_nat y1)).
Proof.
  unfold s131_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s131_board (5 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s131_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s131_c1_f1_a1 IH a b y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s131_c1_f1_a2 IH a b y1 Hw Hm Hd Hr). }

Qed.

Lemma s131_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C131 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s131_dom in Hdom.
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
      do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s131_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s132_c1_moves (a b : nat) : lmoves (s132_board (5 + a) (3 + b) 1) = [repeat T (5 + a) ++ repeat F (3 + b) ++ [E; E; F; T; F]].
Proof. unfold s132_board. tf_options. Qed.
Lemma s132_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (3 + b) ++ [E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (3 + b) ++ [E; E; F; T; F])) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (3 + b) ++ [E; F; E; T; F]) []) (s150_board (5 + a) (3 + b) 1) (0) _ (s150_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (3 + b) ++ [E; F; E; T; F]) []); [reflexivity | unfold s150_board; target_board_eq | strip_offset].
  - unfold s150_form; apply form_int; zlia.
  - intros HT; apply (use150 IH (5 + a) (3 + b) 1 y1); [unfold s150_dom; zlia | unfold lex3; lia].
Qed.
Lemma s132_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s132_board (5 + a) (3 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s132_board (5 + a) (3 + b) 1)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (4 + b) ++ [T; E; E; F]) []) (s53_board (5 + a) (4 + b)) (0) _ (s53_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s132_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (4 + b) ++ [T; E; E; F]) []); [reflexivity | unfold s53_board; target_board_eq | strip_offset].
  - unfold s53_form; apply form_int; zlia.
  - intros HT; apply (use53 IH (5 + a) (4 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s53_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s132_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s132_dom (5 + a) (3 + b) 1 y1) (Hm : meas (s132_board (5 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s132_board (5 + a) (3 + b) 1)) (int (- Z.of_nat y1)).
Proof.
  unfold s132_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s132_board (5 + a) (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s132_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s132_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s132_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s132_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
Qed.

Lemma s132_c2_moves (a b c : nat) : lmoves (s132_board (5 + a) (3 + b) (2 + c)) = [repeat T (5 + a) ++ repeat F (3 + b) ++ E :: E :: F :: T :: repeat F (2 + c)].
Proof. unfold s132_board. tf_options. Qed.
Lemma s132_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: E :: F :: T :: repeat F (2 + c))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: F :: E :: T :: repeat F (2 + c)) []) (s150_board (5 + a) (3 + b) (2 + c)) (0) _ (s150_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s150_board; target_board_eq | strip_offset].
  - unfold s150_form; apply form_int; zlia.
  - intros HT; apply (use150 IH (5 + a) (3 + b) (2 + c) y1); [unfold s150_dom; zlia | unfold lex3; lia].
Qed.
Lemma s132_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s132_board (5 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s132_board (5 + a) (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (4 + b) ++ T :: E :: E :: repeat F (2 + c)) []) (s114_board (5 + a) (4 + b) 0 (2 + c)) (0) _ (s114_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s132_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (4 + b) ++ T :: E :: E :: repeat F (2 + c)) []); [reflexivity | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH (5 + a) (4 + b) 0 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s114_dom; zlia | unfold lex3; lia].
Qed.
Lemma s132_c2_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s132_board (5 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s132_board (5 + a) (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (4 + b) ++ T :: E :: E :: repeat F (2 + c)) []) (s109_board (5 + a) (4 + b) (2 + c)) (0) _ (s109_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s132_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (4 + b) ++ T :: E :: E :: repeat F (2 + c)) []); [reflexivity | unfold s109_board; target_board_eq | strip_offset].
  - unfold s109_form; apply form_int; zlia.
  - intros HT; apply (use109 IH (5 + a) (4 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s109_dom; zlia | unfold lex3; lia].
Qed.
Lemma s132_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s132_dom (5 + a) (3 + b) (2 + c) y1) (Hm : meas (s132_board (5 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s132_board (5 + a) (3 + b) (2 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s132_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s132_board (5 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s132_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s132_c2_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s132_c2_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s132_c2_f1_a2 IH a b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s132_c2_f1_a3 IH a b c y1 Hw Hm Hd Hr). }

Qed.

Lemma s132_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C132 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s132_dom in Hdom.
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
        do 3 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s132_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 3 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s132_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s133_c1_moves (a b c : nat) : lmoves (s133_board (5 + a) (3 + b) (3 + c)) = [repeat T (5 + a) ++ repeat F (3 + b) ++ E :: E :: T :: repeat F (3 + c)].
Proof. unfold s133_board. tf_options. Qed.
Lemma s133_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: E :: T :: repeat F (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: E :: T :: repeat F (3 + c))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: F :: T :: E :: repeat F (2 + c)) []) (s149_board (5 + a) (3 + b) (2 + c)) (0) _ (s149_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: F :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s149_board; target_board_eq | strip_offset].
  - unfold s149_form; apply form_int; zlia.
  - intros HT; apply (use149 IH (5 + a) (3 + b) (2 + c) y1); [unfold s149_dom; zlia | unfold lex3; lia].
Qed.
Lemma s133_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s133_board (5 + a) (3 + b) (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s133_board (5 + a) (3 + b) (3 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (2 + c)) []) (s113_board (5 + a) (3 + b) 1 (2 + c)) (0) _ (s113_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s133_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s113_board; target_board_eq | strip_offset].
  - unfold s113_form; apply form_int; zlia.
  - intros HT; apply (use113 IH (5 + a) (3 + b) 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s113_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s133_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s133_board (5 + a) (3 + b) (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s133_board (5 + a) (3 + b) (3 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (3 + c)) []) (s132_board (5 + a) (3 + b) (3 + c)) (0) _ (s132_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s133_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (3 + c)) []); [reflexivity | unfold s132_board; target_board_eq | strip_offset].
  - unfold s132_form; apply form_int; zlia.
  - intros HT; apply (use132 IH (5 + a) (3 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s132_dom; zlia | unfold lex3; lia].
Qed.
Lemma s133_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s133_dom (5 + a) (3 + b) (3 + c) y1) (Hm : meas (s133_board (5 + a) (3 + b) (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s133_board (5 + a) (3 + b) (3 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s133_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s133_board (5 + a) (3 + b) (3 + c))) in Hg. cbn [lefts] in Hg. rewrite s133_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s133_c1_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s133_c1_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s133_c1_f1_a1 IH a b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s133_c1_f1_a2 IH a b c y1 Hw Hm Hd Hr). }

Qed.

Lemma s133_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C133 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s133_dom in Hdom.
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
        do 3 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s133_c1 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s134_c1_moves (a b c : nat) : lmoves (s134_board (5 + a) (2 + b) (2 + c)) = [repeat T (5 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: E :: repeat F (2 + c)].
Proof. unfold s134_board. tf_options. Qed.
Lemma s134_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (2 + c)) []) (s113_board (5 + a) (3 + b) 1 (2 + c)) (0) _ (s113_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s113_board; target_board_eq | strip_offset].
  - unfold s113_form; apply form_int; zlia.
  - intros HT; apply (use113 IH (5 + a) (3 + b) 1 (2 + c) y1); [unfold s113_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s134_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s134_dom (5 + a) (2 + b) (2 + c) y1) (Hm : meas (s134_board (5 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s134_board (5 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s134_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s134_board (5 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s134_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s134_c1_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s134_c1_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s134_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C134 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s134_dom in Hdom.
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
        do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s134_c1 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s135_c1_moves (a b c : nat) : lmoves (s135_board (5 + a) (2 + b) (3 + c)) = [repeat T (5 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: E :: repeat F (3 + c)].
Proof. unfold s135_board. tf_options. Qed.
Lemma s135_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: E :: repeat F (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: E :: repeat F (3 + c))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (3 + c)) []) (s132_board (5 + a) (3 + b) (3 + c)) (0) _ (s132_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (3 + c)) []); [reflexivity | unfold s132_board; target_board_eq | strip_offset].
  - unfold s132_form; apply form_int; zlia.
  - intros HT; apply (use132 IH (5 + a) (3 + b) (3 + c) y1); [unfold s132_dom; zlia | unfold lex3; lia].
Qed.
Lemma s135_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s135_board (5 + a) (2 + b) (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s135_board (5 + a) (2 + b) (3 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: F :: F :: E :: E :: repeat F (3 + c)) []) (s114_board (5 + a) (2 + b) 2 (3 + c)) (0) _ (s114_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s135_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: F :: F :: E :: E :: repeat F (3 + c)) []); [reflexivity | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH (5 + a) (2 + b) 2 (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s114_dom; zlia | unfold lex3; lia].
Qed.
Lemma s135_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s135_board (5 + a) (2 + b) (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s135_board (5 + a) (2 + b) (3 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: F :: F :: E :: E :: repeat F (4 + c)) []) (s115_board (5 + a) (2 + b) 2 (4 + c)) (0) _ (s115_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s135_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: F :: F :: E :: E :: repeat F (4 + c)) []); [reflexivity | unfold s115_board; target_board_eq | strip_offset].
  - unfold s115_form; apply form_int; zlia.
  - intros HT; apply (use115 IH (5 + a) (2 + b) 2 (4 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s115_dom; zlia | unfold lex3; lia].
Qed.
Lemma s135_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s135_dom (5 + a) (2 + b) (3 + c) y1) (Hm : meas (s135_board (5 + a) (2 + b) (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s135_board (5 + a) (2 + b) (3 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s135_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s135_board (5 + a) (2 + b) (3 + c))) in Hg. cbn [lefts] in Hg. rewrite s135_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s135_c1_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s135_c1_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s135_c1_f1_a1 IH a b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s135_c1_f1_a2 IH a b c y1 Hw Hm Hd Hr). }

Qed.

Lemma s135_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C135 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s135_dom in Hdom.
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
        do 3 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s135_c1 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s136_c1_moves (b : nat) : lmoves (s136_board 1 (2 + b) 1 1) = [].
Proof. unfold s136_board. tf_options. Qed.
Lemma s136_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s136_dom 1 (2 + b) 1 1 y1) (Hm : meas (s136_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s136_board 1 (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s136_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s136_board 1 (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s136_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s136_c2_moves (b d : nat) : lmoves (s136_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s136_board. tf_options. Qed.
Lemma s136_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s136_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s136_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s136_board 1 (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s136_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s136_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s136_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s136_c3_moves (b : nat) : lmoves (s136_board 1 (2 + b) 2 1) = [].
Proof. unfold s136_board. tf_options. Qed.
Lemma s136_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s136_dom 1 (2 + b) 2 1 y1) (Hm : meas (s136_board 1 (2 + b) 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s136_board 1 (2 + b) 2 1)) (int (Z.of_nat y1)).
Proof.
  unfold s136_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s136_board 1 (2 + b) 2 1)) in Hg. cbn [lefts] in Hg. rewrite s136_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s136_c4_moves (b d : nat) : lmoves (s136_board 1 (2 + b) 2 (2 + d)) = [].
Proof. unfold s136_board. tf_options. Qed.
Lemma s136_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s136_dom 1 (2 + b) 2 (2 + d) y1) (Hm : meas (s136_board 1 (2 + b) 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s136_board 1 (2 + b) 2 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s136_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s136_board 1 (2 + b) 2 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s136_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s136_c5_moves (a b : nat) : lmoves (s136_board (2 + a) (2 + b) 1 1) = [].
Proof. unfold s136_board. tf_options. Qed.
Lemma s136_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s136_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s136_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s136_board (2 + a) (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s136_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s136_board (2 + a) (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s136_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s136_c6_moves (a b d : nat) : lmoves (s136_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s136_board. tf_options. Qed.
Lemma s136_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s136_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s136_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s136_board (2 + a) (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s136_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s136_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s136_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s136_c7_moves (a b : nat) : lmoves (s136_board (2 + a) (2 + b) 2 1) = [].
Proof. unfold s136_board. tf_options. Qed.
Lemma s136_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s136_dom (2 + a) (2 + b) 2 1 y1) (Hm : meas (s136_board (2 + a) (2 + b) 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s136_board (2 + a) (2 + b) 2 1)) (int (Z.of_nat y1)).
Proof.
  unfold s136_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s136_board (2 + a) (2 + b) 2 1)) in Hg. cbn [lefts] in Hg. rewrite s136_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s136_c8_moves (a b d : nat) : lmoves (s136_board (2 + a) (2 + b) 2 (2 + d)) = [].
Proof. unfold s136_board. tf_options. Qed.
Lemma s136_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s136_dom (2 + a) (2 + b) 2 (2 + d) y1) (Hm : meas (s136_board (2 + a) (2 + b) 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s136_board (2 + a) (2 + b) 2 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s136_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s136_board (2 + a) (2 + b) 2 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s136_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s136_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C136 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s136_dom in Hdom.
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
          exact (s136_c1 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s136_c2 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          assert (c = 0) by zlia; subst c.
  exact (s136_c3 IH b y1 Hdom Hm Hd Hr).
        }
        {
          assert (c = 0) by zlia; subst c.
  exact (s136_c4 IH b d y1 Hdom Hm Hd Hr).
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
          exact (s136_c5 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s136_c6 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          assert (c = 0) by zlia; subst c.
  exact (s136_c7 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          assert (c = 0) by zlia; subst c.
  exact (s136_c8 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s137_c1_moves (b : nat) : lmoves (s137_board 1 (2 + b) 1 1) = [T :: repeat F (2 + b) ++ [E; E; F; T; T; F]].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ [E; E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ [E; F; E; T; T; F]) []) (s136_board 1 (2 + b) 2 1) (0) _ (s136_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; F; E; T; T; F]) []); [reflexivity | unfold s136_board; target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH 1 (2 + b) 2 1 y1); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s137_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s137_dom 1 (2 + b) 1 1 y1) (Hm : meas (s137_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s137_board 1 (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s137_board 1 (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s137_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s137_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s137_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s137_c2_moves (b d : nat) : lmoves (s137_board 1 (2 + b) 1 (2 + d)) = [T :: repeat F (2 + b) ++ E :: E :: F :: T :: T :: repeat F (2 + d)].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: E :: F :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ E :: E :: F :: T :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ E :: F :: E :: T :: T :: repeat F (2 + d)) []) (s136_board 1 (2 + b) 2 (2 + d)) (0) _ (s136_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: F :: E :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s136_board; target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH 1 (2 + b) 2 (2 + d) y1); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s137_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s137_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s137_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s137_board 1 (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s137_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s137_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s137_c2_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s137_c2_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s137_c3_moves (a b : nat) : lmoves (s137_board (2 + a) (2 + b) 1 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; E; F; T; T; F]].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; E; T; T; F]) []) (s136_board (2 + a) (2 + b) 2 1) (0) _ (s136_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; E; T; T; F]) []); [reflexivity | unfold s136_board; target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH (2 + a) (2 + b) 2 1 y1); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s137_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s137_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s137_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s137_board (2 + a) (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s137_board (2 + a) (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s137_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s137_c3_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s137_c3_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s137_c4_moves (a b d : nat) : lmoves (s137_board (2 + a) (2 + b) 1 (2 + d)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ E :: E :: F :: T :: T :: repeat F (2 + d)].
Proof. unfold s137_board. tf_options. Qed.
Lemma s137_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: E :: F :: T :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: E :: F :: T :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: E :: T :: T :: repeat F (2 + d)) []) (s136_board (2 + a) (2 + b) 2 (2 + d)) (0) _ (s136_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: E :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s136_board; target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH (2 + a) (2 + b) 2 (2 + d) y1); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s137_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s137_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s137_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s137_board (2 + a) (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s137_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s137_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s137_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s137_c4_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s137_c4_moves a b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s137_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C137 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s137_dom in Hdom.
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
          exact (s137_c1 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s137_c2 IH b d y1 Hdom Hm Hd Hr).
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
          exact (s137_c3 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s137_c4 IH a b d y1 Hdom Hm Hd Hr).
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
Qed.

Lemma s138_c1_moves (a c d : nat) : lmoves (s138_board (5 + a) 1 (2 + c) (3 + d)) = [].
Proof. unfold s138_board. tf_options. Qed.
Lemma s138_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s138_dom (5 + a) 1 (2 + c) (3 + d) y1) (Hm : meas (s138_board (5 + a) 1 (2 + c) (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s138_board (5 + a) 1 (2 + c) (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s138_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s138_board (5 + a) 1 (2 + c) (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s138_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s138_c2_moves (a b c d : nat) : lmoves (s138_board (5 + a) (2 + b) (2 + c) (3 + d)) = [].
Proof. unfold s138_board. tf_options. Qed.
Lemma s138_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s138_dom (5 + a) (2 + b) (2 + c) (3 + d) y1) (Hm : meas (s138_board (5 + a) (2 + b) (2 + c) (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s138_board (5 + a) (2 + b) (2 + c) (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s138_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s138_board (5 + a) (2 + b) (2 + c) (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s138_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s138_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C138 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s138_dom in Hdom.
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
          do 3 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s138_c1 IH a c d y1 Hdom Hm Hd Hr).
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
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s138_c2 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s139_c1_moves (a c d : nat) : lmoves (s139_board (5 + a) 1 (2 + c) (4 + d)) = [].
Proof. unfold s139_board. tf_options. Qed.
Lemma s139_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s139_board (5 + a) 1 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s139_board (5 + a) 1 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: T :: repeat F (3 + c) ++ E :: E :: repeat F (4 + d)) []) (s114_board (5 + a) 1 (3 + c) (4 + d)) (0) _ (s114_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s139_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: T :: repeat F (3 + c) ++ E :: E :: repeat F (4 + d)) []); [reflexivity | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH (5 + a) 1 (3 + c) (4 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s114_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s139_board (5 + a) 1 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s139_board (5 + a) 1 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: T :: repeat F (3 + c) ++ E :: E :: repeat F (5 + d)) []) (s115_board (5 + a) 1 (3 + c) (5 + d)) (0) _ (s115_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s139_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: T :: repeat F (3 + c) ++ E :: E :: repeat F (5 + d)) []); [reflexivity | unfold s115_board; target_board_eq | strip_offset].
  - unfold s115_form; apply form_int; zlia.
  - intros HT; apply (use115 IH (5 + a) 1 (3 + c) (5 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s115_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s139_dom (5 + a) 1 (2 + c) (4 + d) y1) (Hm : meas (s139_board (5 + a) 1 (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s139_board (5 + a) 1 (2 + c) (4 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s139_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s139_board (5 + a) 1 (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s139_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s139_c1_f1_a1 IH a c d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s139_c1_f1_a2 IH a c d y1 Hw Hm Hd Hr). }

Qed.

Lemma s139_c2_moves (a b c d : nat) : lmoves (s139_board (5 + a) (2 + b) (2 + c) (4 + d)) = [].
Proof. unfold s139_board. tf_options. Qed.
Lemma s139_c2_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s139_board (5 + a) (2 + b) (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s139_board (5 + a) (2 + b) (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: E :: repeat F (4 + d)) []) (s114_board (5 + a) (2 + b) (3 + c) (4 + d)) (0) _ (s114_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s139_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: E :: repeat F (4 + d)) []); [reflexivity | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH (5 + a) (2 + b) (3 + c) (4 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s114_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c2_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s139_board (5 + a) (2 + b) (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s139_board (5 + a) (2 + b) (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: E :: repeat F (5 + d)) []) (s115_board (5 + a) (2 + b) (3 + c) (5 + d)) (0) _ (s115_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s139_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: repeat F (3 + c) ++ E :: E :: repeat F (5 + d)) []); [reflexivity | unfold s115_board; target_board_eq | strip_offset].
  - unfold s115_form; apply form_int; zlia.
  - intros HT; apply (use115 IH (5 + a) (2 + b) (3 + c) (5 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s115_dom; zlia | unfold lex3; lia].
Qed.
Lemma s139_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s139_dom (5 + a) (2 + b) (2 + c) (4 + d) y1) (Hm : meas (s139_board (5 + a) (2 + b) (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s139_board (5 + a) (2 + b) (2 + c) (4 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s139_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s139_board (5 + a) (2 + b) (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s139_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s139_c2_f1_a3 IH a b c d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s139_c2_f1_a4 IH a b c d y1 Hw Hm Hd Hr). }

Qed.

Lemma s139_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C139 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s139_dom in Hdom.
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
          do 3 (destruct a as [|a]; [exfalso; zlia|]).
  do 2 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s139_c1 IH a c d y1 Hdom Hm Hd Hr).
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
  do 2 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s139_c2 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s140_c1_moves (d : nat) : lmoves (s140_board 1 1 1 (2 + d) 1) = [E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ [F]; T :: F :: E :: E :: F :: repeat T (3 + d) ++ [F]].
Proof. unfold s140_board. tf_options. Qed.
Lemma s140_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ [F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: T :: T :: F :: E :: repeat T (2 + d) ++ [F]) []) (s61_board 2 (2 + d)) (0) _ (s61_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH 2 (2 + d) y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: E :: F :: repeat T (3 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: E :: F :: repeat T (3 + d) ++ [F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: F :: E :: repeat T (3 + d) ++ [F]) []) (s125_board 1 (3 + d) 1) (0) _ (s125_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: F :: E :: repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s125_board; target_board_eq | strip_offset].
  - unfold s125_form; apply form_int; zlia.
  - intros HT; apply (use125 IH 1 (3 + d) 1 y1); [unfold s125_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s140_dom 1 1 1 (2 + d) 1 y1) (Hm : meas (s140_board 1 1 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s140_board 1 1 1 (2 + d) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s140_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s140_board 1 1 1 (2 + d) 1)) in Hg. cbn [lefts] in Hg. rewrite s140_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s140_c1_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s140_c1_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s140_c1_t2_a1 IH d y1 Hw (move_below_l _ _ 1 _ _ (s140_c1_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s140_c2_moves (d e : nat) : lmoves (s140_board 1 1 1 (2 + d) (2 + e)) = [E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e); T :: F :: E :: E :: F :: repeat T (3 + d) ++ repeat F (2 + e)].
Proof. unfold s140_board. tf_options. Qed.
Lemma s140_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []) (s62_board 0 2 (2 + d) (2 + e)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 2 (2 + d) (2 + e) y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: E :: F :: repeat T (3 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: E :: F :: repeat T (3 + d) ++ repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: F :: E :: repeat T (3 + d) ++ repeat F (2 + e)) []) (s125_board 1 (3 + d) (2 + e)) (0) _ (s125_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: F :: E :: repeat T (3 + d) ++ repeat F (2 + e)) []); [reflexivity | unfold s125_board; target_board_eq | strip_offset].
  - unfold s125_form; apply form_int; zlia.
  - intros HT; apply (use125 IH 1 (3 + d) (2 + e) y1); [unfold s125_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hdom : s140_dom 1 1 1 (2 + d) (2 + e) y1) (Hm : meas (s140_board 1 1 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s140_board 1 1 1 (2 + d) (2 + e))) (int (Z.of_nat y1)).
Proof.
  unfold s140_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s140_board 1 1 1 (2 + d) (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s140_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s140_c2_t1_a1 IH d e y1 Hw (move_below_l _ _ 0 _ _ (s140_c2_moves d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s140_c2_t2_a1 IH d e y1 Hw (move_below_l _ _ 1 _ _ (s140_c2_moves d e) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s140_c3_moves (c d : nat) : lmoves (s140_board 1 1 (2 + c) (2 + d) 1) = [E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F]; T :: F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ [F]].
Proof. unfold s140_board. tf_options. Qed.
Lemma s140_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F]) []) (s61_board (3 + c) (2 + d)) (0) _ (s61_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH (3 + c) (2 + d) y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ [F])) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: F :: E :: repeat T (3 + d) ++ [F]) []) (s140_board 1 1 1 (3 + d) 1) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH 1 1 1 (3 + d) 1 y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ [F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + c) ++ F :: E :: repeat T (3 + d) ++ [F]) []) (s140_board 1 1 (2 + c) (3 + d) 1) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + c) ++ F :: E :: repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH 1 1 (2 + c) (3 + d) 1 y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s140_dom 1 1 (2 + c) (2 + d) 1 y1) (Hm : meas (s140_board 1 1 (2 + c) (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s140_board 1 1 (2 + c) (2 + d) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s140_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s140_board 1 1 (2 + c) (2 + d) 1)) in Hg. cbn [lefts] in Hg. rewrite s140_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s140_c3_t1_a1 IH c d y1 Hw (move_below_l _ _ 0 _ _ (s140_c3_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s140_c3_t2_a1 IH c d y1 Hw (move_below_l _ _ 1 _ _ (s140_c3_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s140_c3_t2_a2 IH c d y1 Hw (move_below_l _ _ 1 _ _ (s140_c3_moves c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s140_c4_moves (c d e : nat) : lmoves (s140_board 1 1 (2 + c) (2 + d) (2 + e)) = [E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e); T :: F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ repeat F (2 + e)].
Proof. unfold s140_board. tf_options. Qed.
Lemma s140_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []) (s62_board 0 (3 + c) (2 + d) (2 + e)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 (3 + c) (2 + d) (2 + e) y1); [unfold s62_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: F :: E :: repeat T (3 + d) ++ repeat F (2 + e)) []) (s140_board 1 1 1 (3 + d) (2 + e)) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: repeat T (3 + d) ++ repeat F (2 + e)) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH 1 1 1 (3 + d) (2 + e) y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + c) ++ F :: E :: repeat T (3 + d) ++ repeat F (2 + e)) []) (s140_board 1 1 (2 + c) (3 + d) (2 + e)) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + c) ++ F :: E :: repeat T (3 + d) ++ repeat F (2 + e)) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH 1 1 (2 + c) (3 + d) (2 + e) y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d e y1 : nat)
  (Hdom : s140_dom 1 1 (2 + c) (2 + d) (2 + e) y1) (Hm : meas (s140_board 1 1 (2 + c) (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s140_board 1 1 (2 + c) (2 + d) (2 + e))) (int (Z.of_nat y1)).
Proof.
  unfold s140_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s140_board 1 1 (2 + c) (2 + d) (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s140_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s140_c4_t1_a1 IH c d e y1 Hw (move_below_l _ _ 0 _ _ (s140_c4_moves c d e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s140_c4_t2_a1 IH c d e y1 Hw (move_below_l _ _ 1 _ _ (s140_c4_moves c d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s140_c4_t2_a2 IH c d e y1 Hw (move_below_l _ _ 1 _ _ (s140_c4_moves c d e) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s140_c5_moves (a d : nat) : lmoves (s140_board (2 + a) 1 1 (2 + d) 1) = [repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ [F]; repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + d) ++ [F]].
Proof. unfold s140_board. tf_options. Qed.
Lemma s140_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ [F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: T :: F :: E :: repeat T (2 + d) ++ [F]) []) (s140_board 1 1 2 (2 + d) 1) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: F :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH 1 1 2 (2 + d) 1 y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ [F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: E :: repeat T (2 + d) ++ [F]) []) (s140_board (2 + a) 1 2 (2 + d) 1) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH (2 + a) 1 2 (2 + d) 1 y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + d) ++ [F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (3 + d) ++ [F]) []) (s125_board (2 + a) (3 + d) 1) (0) _ (s125_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s125_board; target_board_eq | strip_offset].
  - unfold s125_form; apply form_int; zlia.
  - intros HT; apply (use125 IH (2 + a) (3 + d) 1 y1); [unfold s125_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s140_dom (2 + a) 1 1 (2 + d) 1 y1) (Hm : meas (s140_board (2 + a) 1 1 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s140_board (2 + a) 1 1 (2 + d) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s140_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s140_board (2 + a) 1 1 (2 + d) 1)) in Hg. cbn [lefts] in Hg. rewrite s140_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s140_c5_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s140_c5_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s140_c5_t1_a2 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s140_c5_moves a d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s140_c5_t2_a1 IH a d y1 Hw (move_below_l _ _ 1 _ _ (s140_c5_moves a d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s140_c6_moves (a d e : nat) : lmoves (s140_board (2 + a) 1 1 (2 + d) (2 + e)) = [repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e); repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + d) ++ repeat F (2 + e)].
Proof. unfold s140_board. tf_options. Qed.
Lemma s140_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []) (s140_board 1 1 2 (2 + d) (2 + e)) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH 1 1 2 (2 + d) (2 + e) y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []) (s140_board (2 + a) 1 2 (2 + d) (2 + e)) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH (2 + a) 1 2 (2 + d) (2 + e) y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: E :: F :: repeat T (3 + d) ++ repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (3 + d) ++ repeat F (2 + e)) []) (s125_board (2 + a) (3 + d) (2 + e)) (0) _ (s125_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: E :: repeat T (3 + d) ++ repeat F (2 + e)) []); [reflexivity | unfold s125_board; target_board_eq | strip_offset].
  - unfold s125_form; apply form_int; zlia.
  - intros HT; apply (use125 IH (2 + a) (3 + d) (2 + e) y1); [unfold s125_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d e y1 : nat)
  (Hdom : s140_dom (2 + a) 1 1 (2 + d) (2 + e) y1) (Hm : meas (s140_board (2 + a) 1 1 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s140_board (2 + a) 1 1 (2 + d) (2 + e))) (int (Z.of_nat y1)).
Proof.
  unfold s140_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s140_board (2 + a) 1 1 (2 + d) (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s140_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s140_c6_t1_a1 IH a d e y1 Hw (move_below_l _ _ 0 _ _ (s140_c6_moves a d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s140_c6_t1_a2 IH a d e y1 Hw (move_below_l _ _ 0 _ _ (s140_c6_moves a d e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s140_c6_t2_a1 IH a d e y1 Hw (move_below_l _ _ 1 _ _ (s140_c6_moves a d e) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s140_c7_moves (a c d : nat) : lmoves (s140_board (2 + a) 1 (2 + c) (2 + d) 1) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F]; repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ [F]].
Proof. unfold s140_board. tf_options. Qed.
Lemma s140_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F]) []) (s140_board 1 1 (3 + c) (2 + d) 1) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH 1 1 (3 + c) (2 + d) 1 y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F]) []) (s140_board (2 + a) 1 (3 + c) (2 + d) 1) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH (2 + a) 1 (3 + c) (2 + d) 1 y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ [F])) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (3 + d) ++ [F]) []) (s140_board (2 + a) 1 1 (3 + d) 1) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH (2 + a) 1 1 (3 + d) 1 y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c7_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ [F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ F :: E :: repeat T (3 + d) ++ [F]) []) (s140_board (2 + a) 1 (2 + c) (3 + d) 1) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ F :: E :: repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH (2 + a) 1 (2 + c) (3 + d) 1 y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s140_dom (2 + a) 1 (2 + c) (2 + d) 1 y1) (Hm : meas (s140_board (2 + a) 1 (2 + c) (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s140_board (2 + a) 1 (2 + c) (2 + d) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s140_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s140_board (2 + a) 1 (2 + c) (2 + d) 1)) in Hg. cbn [lefts] in Hg. rewrite s140_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s140_c7_t1_a1 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s140_c7_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s140_c7_t1_a2 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s140_c7_moves a c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s140_c7_t2_a1 IH a c d y1 Hw (move_below_l _ _ 1 _ _ (s140_c7_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s140_c7_t2_a2 IH a c d y1 Hw (move_below_l _ _ 1 _ _ (s140_c7_moves a c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s140_c8_moves (a c d e : nat) : lmoves (s140_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e); repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ repeat F (2 + e)].
Proof. unfold s140_board. tf_options. Qed.
Lemma s140_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []) (s140_board 1 1 (3 + c) (2 + d) (2 + e)) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH 1 1 (3 + c) (2 + d) (2 + e) y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []) (s140_board (2 + a) 1 (3 + c) (2 + d) (2 + e)) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + c) ++ F :: E :: repeat T (2 + d) ++ repeat F (2 + e)) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH (2 + a) 1 (3 + c) (2 + d) (2 + e) y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (3 + d) ++ repeat F (2 + e)) []) (s140_board (2 + a) 1 1 (3 + d) (2 + e)) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat T (3 + d) ++ repeat F (2 + e)) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH (2 + a) 1 1 (3 + d) (2 + e) y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c8_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ E :: F :: repeat T (3 + d) ++ repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ F :: E :: repeat T (3 + d) ++ repeat F (2 + e)) []) (s140_board (2 + a) 1 (2 + c) (3 + d) (2 + e)) (0) _ (s140_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ F :: E :: repeat T (3 + d) ++ repeat F (2 + e)) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH (2 + a) 1 (2 + c) (3 + d) (2 + e) y1); [unfold s140_dom; zlia | unfold lex3; lia].
Qed.
Lemma s140_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hdom : s140_dom (2 + a) 1 (2 + c) (2 + d) (2 + e) y1) (Hm : meas (s140_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s140_board (2 + a) 1 (2 + c) (2 + d) (2 + e))) (int (Z.of_nat y1)).
Proof.
  unfold s140_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s140_board (2 + a) 1 (2 + c) (2 + d) (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s140_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s140_c8_t1_a1 IH a c d e y1 Hw (move_below_l _ _ 0 _ _ (s140_c8_moves a c d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s140_c8_t1_a2 IH a c d e y1 Hw (move_below_l _ _ 0 _ _ (s140_c8_moves a c d e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s140_c8_t2_a1 IH a c d e y1 Hw (move_below_l _ _ 1 _ _ (s140_c8_moves a c d e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s140_c8_t2_a2 IH a c d e y1 Hw (move_below_l _ _ 1 _ _ (s140_c8_moves a c d e) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s140_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C140 mm dd rr.
Proof.
  intros a b c d e y1 Hdom Hm Hd Hr. unfold s140_dom in Hdom.
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
            exact (s140_c1 IH d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s140_c2 IH d e y1 Hdom Hm Hd Hr).
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
            exact (s140_c3 IH c d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s140_c4 IH c d e y1 Hdom Hm Hd Hr).
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
            exact (s140_c5 IH a d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s140_c6 IH a d e y1 Hdom Hm Hd Hr).
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
            exact (s140_c7 IH a c d y1 Hdom Hm Hd Hr).
          }
          {
            exact (s140_c8 IH a c d e y1 Hdom Hm Hd Hr).
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

Lemma s141_c1_moves (c d : nat) : lmoves (s141_board 1 1 (2 + c) (2 + d) 1 1) = [E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E; T; F]].
Proof. unfold s141_board. tf_options. Qed.
Lemma s141_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] (repeat T (3 + c) ++ repeat F (3 + d)) [(1, 1)]) (s42_board 0 (3 + c) (3 + d)) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + c) ++ repeat F (3 + d)) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (3 + c) (3 + d) y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s141_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s141_dom 1 1 (2 + c) (2 + d) 1 1 y1) (Hm : meas (s141_board 1 1 (2 + c) (2 + d) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s141_board 1 1 (2 + c) (2 + d) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s141_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s141_board 1 1 (2 + c) (2 + d) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s141_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s141_c1_t1_a1 IH c d y1 Hw (move_below_l _ _ 0 _ _ (s141_c1_moves c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s141_c2_moves (c d f : nat) : lmoves (s141_board 1 1 (2 + c) (2 + d) 1 (2 + f)) = [E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f)].
Proof. unfold s141_board. tf_options. Qed.
Lemma s141_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d f y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f)) []) (s64_board 0 (3 + c) (2 + d) 1 (2 + f)) (0) _ (s64_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f)) []); [reflexivity | unfold s64_board; target_board_eq | strip_offset].
  - unfold s64_form; apply form_int; zlia.
  - intros HT; apply (use64 IH 0 (3 + c) (2 + d) 1 (2 + f) y1); [unfold s64_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s141_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d f y1 : nat)
  (Hdom : s141_dom 1 1 (2 + c) (2 + d) 1 (2 + f) y1) (Hm : meas (s141_board 1 1 (2 + c) (2 + d) 1 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s141_board 1 1 (2 + c) (2 + d) 1 (2 + f))) (int (Z.of_nat y1)).
Proof.
  unfold s141_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s141_board 1 1 (2 + c) (2 + d) 1 (2 + f))) in Hg. cbn [lefts] in Hg. rewrite s141_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s141_c2_t1_a1 IH c d f y1 Hw (move_below_l _ _ 0 _ _ (s141_c2_moves c d f) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s141_c3_moves (a c d : nat) : lmoves (s141_board (2 + a) 1 (2 + c) (2 + d) 1 1) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E; T; F]].
Proof. unfold s141_board. tf_options. Qed.
Lemma s141_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E; T; F]) []) (s141_board 1 1 (3 + c) (2 + d) 1 1) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH 1 1 (3 + c) (2 + d) 1 1 y1); [unfold s141_dom; zlia | unfold lex3; lia].
Qed.
Lemma s141_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E; T; F]) []) (s141_board (2 + a) 1 (3 + c) (2 + d) 1 1) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH (2 + a) 1 (3 + c) (2 + d) 1 1 y1); [unfold s141_dom; zlia | unfold lex3; lia].
Qed.
Lemma s141_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s141_dom (2 + a) 1 (2 + c) (2 + d) 1 1 y1) (Hm : meas (s141_board (2 + a) 1 (2 + c) (2 + d) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s141_board (2 + a) 1 (2 + c) (2 + d) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s141_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s141_board (2 + a) 1 (2 + c) (2 + d) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s141_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s141_c3_t1_a1 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s141_c3_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s141_c3_t1_a2 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s141_c3_moves a c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s141_c4_moves (a c d f : nat) : lmoves (s141_board (2 + a) 1 (2 + c) (2 + d) 1 (2 + f)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f)].
Proof. unfold s141_board. tf_options. Qed.
Lemma s141_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d f y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f)) []) (s141_board 1 1 (3 + c) (2 + d) 1 (2 + f)) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f)) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH 1 1 (3 + c) (2 + d) 1 (2 + f) y1); [unfold s141_dom; zlia | unfold lex3; lia].
Qed.
Lemma s141_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d f y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f)) []) (s141_board (2 + a) 1 (3 + c) (2 + d) 1 (2 + f)) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + c) ++ repeat F (2 + d) ++ E :: T :: repeat F (2 + f)) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH (2 + a) 1 (3 + c) (2 + d) 1 (2 + f) y1); [unfold s141_dom; zlia | unfold lex3; lia].
Qed.
Lemma s141_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d f y1 : nat)
  (Hdom : s141_dom (2 + a) 1 (2 + c) (2 + d) 1 (2 + f) y1) (Hm : meas (s141_board (2 + a) 1 (2 + c) (2 + d) 1 (2 + f)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s141_board (2 + a) 1 (2 + c) (2 + d) 1 (2 + f))) (int (Z.of_nat y1)).
Proof.
  unfold s141_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s141_board (2 + a) 1 (2 + c) (2 + d) 1 (2 + f))) in Hg. cbn [lefts] in Hg. rewrite s141_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s141_c4_t1_a1 IH a c d f y1 Hw (move_below_l _ _ 0 _ _ (s141_c4_moves a c d f) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + f) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s141_c4_t1_a2 IH a c d f y1 Hw (move_below_l _ _ 0 _ _ (s141_c4_moves a c d f) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s141_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C141 mm dd rr.
Proof.
  intros a b c d e f y1 Hdom Hm Hd Hr. unfold s141_dom in Hdom.
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exact (s141_c1 IH c d y1 Hdom Hm Hd Hr).
            }
            {
              exact (s141_c2 IH c d f y1 Hdom Hm Hd Hr).
            }
          }
          {
            destruct f as [|[|f]].
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
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
            {
              exfalso; zlia.
            }
            {
              exact (s141_c3 IH a c d y1 Hdom Hm Hd Hr).
            }
            {
              exact (s141_c4 IH a c d f y1 Hdom Hm Hd Hr).
            }
          }
          {
            destruct f as [|[|f]].
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
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
        destruct d as [|[|d]].
        {
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
          destruct e as [|[|e]].
          {
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
            destruct f as [|[|f]].
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
  }
Qed.

Lemma s142_c1_moves (b c : nat) : lmoves (s142_board 1 (2 + b) (2 + c)) = [E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]; T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T]].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []) (s116_board (3 + b) (2 + c)) (0) _ (s116_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH (3 + b) (2 + c) y1); [unfold s116_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s142_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E]) [(1, 0)]) (s87_board 1 1 (2 + b) (3 + c)) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 1 (2 + b) (3 + c) y1); [unfold s87_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s142_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s142_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s142_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s142_board 1 (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s142_board 1 (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s142_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s142_c1_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s142_c1_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s142_c1_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s142_c1_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s142_c2_moves (a b c : nat) : lmoves (s142_board (2 + a) (2 + b) (2 + c)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]; repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T]].
Proof. unfold s142_board. tf_options. Qed.
Lemma s142_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []) (s142_board 1 (3 + b) (2 + c)) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH 1 (3 + b) (2 + c) y1); [unfold s142_dom; zlia | unfold lex3; lia].
Qed.
Lemma s142_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []) (s142_board (2 + a) (3 + b) (2 + c)) (0) _ (s142_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) (3 + b) (2 + c) y1); [unfold s142_dom; zlia | unfold lex3; lia].
Qed.
Lemma s142_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E]) [(1, 0)]) (s87_board (2 + a) 1 (2 + b) (3 + c)) (0) _ (s87_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) 1 (2 + b) (3 + c) y1); [unfold s87_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s142_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s142_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s142_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s142_board (2 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s142_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s142_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s142_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s142_c2_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s142_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s142_c2_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s142_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s142_c2_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s142_c2_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s142_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C142 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s142_dom in Hdom.
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
        exact (s142_c1 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s142_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s143_c1_moves (b c : nat) : lmoves (s143_board 1 (2 + b) (2 + c) 1) = [E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E; F]; T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T; F]].
Proof. unfold s143_board. tf_options. Qed.
Lemma s143_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] (repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; F; E]) []) (s170_board (3 + b) (2 + c) 2) (-1) _ (s170_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; F; E]) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH (3 + b) (2 + c) 2 (1 + y1)); [unfold s170_dom; zlia | unfold lex3; lia].
Qed.
Lemma s143_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E; T; F]) []) (s141_board 1 1 (2 + b) (3 + c) 1 1) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH 1 1 (2 + b) (3 + c) 1 1 y1); [unfold s141_dom; zlia | unfold lex3; lia].
Qed.
Lemma s143_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s143_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s143_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s143_board 1 (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s143_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s143_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s143_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s143_c1_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s143_c1_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s143_c1_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s143_c1_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s143_c2_moves (b c d : nat) : lmoves (s143_board 1 (2 + b) (2 + c) (2 + d)) = [E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d); T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)].
Proof. unfold s143_board. tf_options. Qed.
Lemma s143_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d)) []) (s172_board (3 + b) (2 + c) (2 + d)) (0) _ (s172_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d)) []); [reflexivity | unfold s172_board; target_board_eq | strip_offset].
  - unfold s172_form; apply form_int; zlia.
  - intros HT; apply (use172 IH (3 + b) (2 + c) (2 + d) y1); [unfold s172_dom; zlia | unfold lex3; lia].
Qed.
Lemma s143_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s141_board 1 1 (2 + b) (3 + c) 1 (2 + d)) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH 1 1 (2 + b) (3 + c) 1 (2 + d) y1); [unfold s141_dom; zlia | unfold lex3; lia].
Qed.
Lemma s143_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s143_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s143_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s143_board 1 (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s143_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s143_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s143_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s143_c2_t1_a1 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s143_c2_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s143_c2_t2_a1 IH b c d y1 Hw (move_below_l _ _ 1 _ _ (s143_c2_moves b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s143_c3_moves (a b c : nat) : lmoves (s143_board (2 + a) (2 + b) (2 + c) 1) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E; F]; repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T; F]].
Proof. unfold s143_board. tf_options. Qed.
Lemma s143_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E; F]) []) (s143_board 1 (3 + b) (2 + c) 1) (0) _ (s143_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E; F]) []); [reflexivity | unfold s143_board; target_board_eq | strip_offset].
  - unfold s143_form; apply form_int; zlia.
  - intros HT; apply (use143 IH 1 (3 + b) (2 + c) 1 y1); [unfold s143_dom; zlia | unfold lex3; lia].
Qed.
Lemma s143_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E; F]) []) (s143_board (2 + a) (3 + b) (2 + c) 1) (0) _ (s143_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E; F]) []); [reflexivity | unfold s143_board; target_board_eq | strip_offset].
  - unfold s143_form; apply form_int; zlia.
  - intros HT; apply (use143 IH (2 + a) (3 + b) (2 + c) 1 y1); [unfold s143_dom; zlia | unfold lex3; lia].
Qed.
Lemma s143_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E; T; F]) []) (s141_board (2 + a) 1 (2 + b) (3 + c) 1 1) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH (2 + a) 1 (2 + b) (3 + c) 1 1 y1); [unfold s141_dom; zlia | unfold lex3; lia].
Qed.
Lemma s143_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s143_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s143_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s143_board (2 + a) (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s143_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s143_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s143_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s143_c3_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s143_c3_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s143_c3_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s143_c3_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s143_c3_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s143_c3_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s143_c4_moves (a b c d : nat) : lmoves (s143_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d); repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)].
Proof. unfold s143_board. tf_options. Qed.
Lemma s143_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d)) []) (s143_board 1 (3 + b) (2 + c) (2 + d)) (0) _ (s143_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d)) []); [reflexivity | unfold s143_board; target_board_eq | strip_offset].
  - unfold s143_form; apply form_int; zlia.
  - intros HT; apply (use143 IH 1 (3 + b) (2 + c) (2 + d) y1); [unfold s143_dom; zlia | unfold lex3; lia].
Qed.
Lemma s143_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d)) []) (s143_board (2 + a) (3 + b) (2 + c) (2 + d)) (0) _ (s143_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d)) []); [reflexivity | unfold s143_board; target_board_eq | strip_offset].
  - unfold s143_form; apply form_int; zlia.
  - intros HT; apply (use143 IH (2 + a) (3 + b) (2 + c) (2 + d) y1); [unfold s143_dom; zlia | unfold lex3; lia].
Qed.
Lemma s143_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s141_board (2 + a) 1 (2 + b) (3 + c) 1 (2 + d)) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH (2 + a) 1 (2 + b) (3 + c) 1 (2 + d) y1); [unfold s141_dom; zlia | unfold lex3; lia].
Qed.
Lemma s143_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s143_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s143_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s143_board (2 + a) (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s143_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s143_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s143_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s143_c4_t1_a1 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s143_c4_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s143_c4_t1_a2 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s143_c4_moves a b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s143_c4_t2_a1 IH a b c d y1 Hw (move_below_l _ _ 1 _ _ (s143_c4_moves a b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s143_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C143 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s143_dom in Hdom.
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
          exact (s143_c1 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s143_c2 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s143_c3 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s143_c4 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s144_c1_moves (b c : nat) : lmoves (s144_board 1 (3 + b) (2 + c)) = [T :: repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + c)].
Proof. unfold s144_board. tf_options. Qed.
Lemma s144_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (T :: repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + c)) []) (s126_board 1 (3 + b) 1 1 (1 + c)) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_star; zlia.
  - intros HT; apply (use126 IH 1 (3 + b) 1 1 (1 + c) y1); [unfold s126_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s144_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s144_board 1 (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s144_board 1 (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) []) (s151_board 1 (3 + b) (1 + c)) (0) _ (s151_form y1)).
  - unfold strip, s144_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s151_board; target_board_eq | strip_offset].
  - unfold s151_form; apply form_int; zlia.
  - intros HT; apply (use151 IH 1 (3 + b) (1 + c) y1); [unfold s151_dom; zlia | unfold lex3; lia].
Qed.
Lemma s144_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s144_dom 1 (3 + b) (2 + c) y1) (Hm : meas (s144_board 1 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s144_board 1 (3 + b) (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s144_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s144_board 1 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s144_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s144_c1_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s144_c1_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s144_c1_f1_a1 IH b c y1 Hw Hm Hd Hr).
Qed.

Lemma s144_c2_moves (a b c : nat) : lmoves (s144_board (2 + a) (3 + b) (2 + c)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + c)].
Proof. unfold s144_board. tf_options. Qed.
Lemma s144_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + c)) []) (s126_board (2 + a) (3 + b) 1 1 (1 + c)) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_star; zlia.
  - intros HT; apply (use126 IH (2 + a) (3 + b) 1 1 (1 + c) y1); [unfold s126_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s144_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s144_board (2 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s144_board (2 + a) (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) []) (s151_board (2 + a) (3 + b) (1 + c)) (0) _ (s151_form y1)).
  - unfold strip, s144_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s151_board; target_board_eq | strip_offset].
  - unfold s151_form; apply form_int; zlia.
  - intros HT; apply (use151 IH (2 + a) (3 + b) (1 + c) y1); [unfold s151_dom; zlia | unfold lex3; lia].
Qed.
Lemma s144_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s144_dom (2 + a) (3 + b) (2 + c) y1) (Hm : meas (s144_board (2 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s144_board (2 + a) (3 + b) (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s144_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s144_board (2 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s144_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s144_c2_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s144_c2_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s144_c2_f1_a2 IH a b c y1 Hw Hm Hd Hr).
Qed.

Lemma s144_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C144 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s144_dom in Hdom.
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
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s144_c1 IH b c y1 Hdom Hm Hd Hr).
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
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s144_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s145_c1_moves (b : nat) : lmoves (s145_board 1 (2 + b) 1 1) = [T :: repeat F (2 + b) ++ [E; T; F; E; F; T]].
Proof. unfold s145_board. tf_options. Qed.
Lemma s145_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ [E; T; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ [T; E; E; F]) [(1, 0)]) (s53_board 1 (3 + b)) (0) _ (s53_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [T; E; E; F]) [(1, 0)]); [reflexivity | unfold s53_board; target_board_eq | strip_offset].
  - unfold s53_form; apply form_int; zlia.
  - intros HT; apply (use53 IH 1 (3 + b) y1); [unfold s53_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s145_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s145_dom 1 (2 + b) 1 1 y1) (Hm : meas (s145_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s145_board 1 (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s145_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s145_board 1 (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s145_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s145_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s145_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s145_c2_moves (a b : nat) : lmoves (s145_board (2 + a) (2 + b) 1 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; F; T]].
Proof. unfold s145_board. tf_options. Qed.
Lemma s145_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F]) [(1, 0)]) (s53_board (2 + a) (3 + b)) (0) _ (s53_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; F]) [(1, 0)]); [reflexivity | unfold s53_board; target_board_eq | strip_offset].
  - unfold s53_form; apply form_int; zlia.
  - intros HT; apply (use53 IH (2 + a) (3 + b) y1); [unfold s53_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s145_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s145_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s145_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s145_board (2 + a) (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s145_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s145_board (2 + a) (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s145_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s145_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s145_c2_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s145_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C145 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s145_dom in Hdom.
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
          exact (s145_c1 IH b y1 Hdom Hm Hd Hr).
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
          exact (s145_c2 IH a b y1 Hdom Hm Hd Hr).
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
Qed.

Lemma s146_c1_moves (b c : nat) : lmoves (s146_board 1 (3 + b) (2 + c)) = [T :: repeat F (3 + b) ++ E :: T :: T :: E :: repeat F (2 + c); T :: repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + c)].
Proof. unfold s146_board. tf_options. Qed.
Lemma s146_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: T :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (3 + b) ++ E :: T :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: T :: F :: E :: repeat F (1 + c)) []) (s113_board 1 (3 + b) 2 (1 + c)) (0) _ (s113_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: T :: F :: E :: repeat F (1 + c)) []); [reflexivity | unfold s113_board; target_board_eq | strip_offset].
  - unfold s113_form; apply form_int; zlia.
  - intros HT; apply (use113 IH 1 (3 + b) 2 (1 + c) y1); [unfold s113_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s146_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) []) (s151_board 1 (3 + b) (1 + c)) (0) _ (s151_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s151_board; target_board_eq | strip_offset].
  - unfold s151_form; apply form_int; zlia.
  - intros HT; apply (use151 IH 1 (3 + b) (1 + c) y1); [unfold s151_dom; zlia | unfold lex3; lia].
Qed.
Lemma s146_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s146_dom 1 (3 + b) (2 + c) y1) (Hm : meas (s146_board 1 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s146_board 1 (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s146_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s146_board 1 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s146_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c1_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s146_c1_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c1_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s146_c1_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s146_c2_moves (a b c : nat) : lmoves (s146_board (2 + a) (3 + b) (2 + c)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: T :: E :: repeat F (2 + c); repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + c)].
Proof. unfold s146_board. tf_options. Qed.
Lemma s146_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: T :: F :: E :: repeat F (1 + c)) []) (s113_board (2 + a) (3 + b) 2 (1 + c)) (0) _ (s113_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: T :: F :: E :: repeat F (1 + c)) []); [reflexivity | unfold s113_board; target_board_eq | strip_offset].
  - unfold s113_form; apply form_int; zlia.
  - intros HT; apply (use113 IH (2 + a) (3 + b) 2 (1 + c) y1); [unfold s113_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s146_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) []) (s151_board (2 + a) (3 + b) (1 + c)) (0) _ (s151_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s151_board; target_board_eq | strip_offset].
  - unfold s151_form; apply form_int; zlia.
  - intros HT; apply (use151 IH (2 + a) (3 + b) (1 + c) y1); [unfold s151_dom; zlia | unfold lex3; lia].
Qed.
Lemma s146_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s146_dom (2 + a) (3 + b) (2 + c) y1) (Hm : meas (s146_board (2 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s146_board (2 + a) (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s146_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s146_board (2 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s146_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c2_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s146_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s146_c2_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s146_c2_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s146_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C146 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s146_dom in Hdom.
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
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s146_c1 IH b c y1 Hdom Hm Hd Hr).
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
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s146_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s147_c1_moves : lmoves (s147_board 1) = [[T; F; F; E; F; T; E; T; F]].
Proof. unfold s147_board. tf_options. Qed.
Lemma s147_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; F; E; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; F; E; F; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; F; E; F; T; F]) [(1, 1)]) (s152_board 1) (1) _ (s152_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s152_board; target_board_eq | strip_offset].
  - unfold s152_form; apply form_int; zlia.
  - intros HT; apply (use152 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s152_dom; zlia | unfold lex3; lia].
Qed.
Lemma s147_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s147_dom 1 y1) (Hm : meas (s147_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s147_board 1)) (int (Z.of_nat y1)).
Proof.
  unfold s147_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s147_board 1)) in Hg. cbn [lefts] in Hg. rewrite s147_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s147_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s147_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s147_c2_moves (a : nat) : lmoves (s147_board (2 + a)) = [repeat T (2 + a) ++ [F; F; E; F; T; E; T; F]].
Proof. unfold s147_board. tf_options. Qed.
Lemma s147_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; F; E; F; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; F; E; F; T; F]) [(1, 1)]) (s152_board (2 + a)) (1) _ (s152_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s152_board; target_board_eq | strip_offset].
  - unfold s152_form; apply form_int; zlia.
  - intros HT; apply (use152 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s152_dom; zlia | unfold lex3; lia].
Qed.
Lemma s147_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s147_dom (2 + a) y1) (Hm : meas (s147_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s147_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s147_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s147_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s147_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s147_c2_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s147_c2_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s147_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C147 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s147_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s147_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s147_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s148_c1_moves (b : nat) : lmoves (s148_board 1 (2 + b)) = [T :: F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s148_board. tf_options. Qed.
Lemma s148_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b)) []) (s153_board 1 (1 + b)) (0) _ (s153_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s153_board; target_board_eq | strip_offset].
  - unfold s153_form; apply form_int; zlia.
  - intros HT; apply (use153 IH 1 (1 + b) y1); [unfold s153_dom; zlia | unfold lex3; lia].
Qed.
Lemma s148_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s148_dom 1 (2 + b) y1) (Hm : meas (s148_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s148_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s148_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s148_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s148_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s148_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s148_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s148_c2_moves (a b : nat) : lmoves (s148_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s148_board. tf_options. Qed.
Lemma s148_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b)) []) (s153_board (2 + a) (1 + b)) (0) _ (s153_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s153_board; target_board_eq | strip_offset].
  - unfold s153_form; apply form_int; zlia.
  - intros HT; apply (use153 IH (2 + a) (1 + b) y1); [unfold s153_dom; zlia | unfold lex3; lia].
Qed.
Lemma s148_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s148_dom (2 + a) (2 + b) y1) (Hm : meas (s148_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s148_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s148_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s148_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s148_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s148_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s148_c2_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s148_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C148 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s148_dom in Hdom.
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
      exact (s148_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s148_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s149_c1_moves (a b c : nat) : lmoves (s149_board (5 + a) (3 + b) (2 + c)) = [repeat T (5 + a) ++ repeat F (3 + b) ++ E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s149_board. tf_options. Qed.
Lemma s149_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: F :: E :: T :: repeat F (2 + c))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (4 + b) ++ E :: E :: T :: repeat F (2 + c)) []) (s154_board (5 + a) (4 + b) (2 + c)) (0) _ (s154_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (4 + b) ++ E :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s154_board; target_board_eq | strip_offset].
  - unfold s154_form; apply form_int; zlia.
  - intros HT; apply (use154 IH (5 + a) (4 + b) (2 + c) y1); [unfold s154_dom; zlia | unfold lex3; lia].
Qed.
Lemma s149_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s149_board (5 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s149_board (5 + a) (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (4 + b) ++ E :: T :: E :: repeat F (2 + c)) []) (s77_board (5 + a) (4 + b) 1 (2 + c)) (0) _ (s77_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s149_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (4 + b) ++ E :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s77_board; target_board_eq | strip_offset].
  - unfold s77_form; apply form_int; zlia.
  - intros HT; apply (use77 IH (5 + a) (4 + b) 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s77_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s149_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s149_board (5 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s149_board (5 + a) (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (4 + b) ++ E :: T :: E :: repeat F (3 + c)) []) (s133_board (5 + a) (4 + b) (3 + c)) (0) _ (s133_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s149_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (4 + b) ++ E :: T :: E :: repeat F (3 + c)) []); [reflexivity | unfold s133_board; target_board_eq | strip_offset].
  - unfold s133_form; apply form_int; zlia.
  - intros HT; apply (use133 IH (5 + a) (4 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s133_dom; zlia | unfold lex3; lia].
Qed.
Lemma s149_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s149_dom (5 + a) (3 + b) (2 + c) y1) (Hm : meas (s149_board (5 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s149_board (5 + a) (3 + b) (2 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s149_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s149_board (5 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s149_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s149_c1_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s149_c1_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s149_c1_f1_a1 IH a b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s149_c1_f1_a2 IH a b c y1 Hw Hm Hd Hr). }

Qed.

Lemma s149_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C149 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s149_dom in Hdom.
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
        do 3 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s149_c1 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s150_c1_moves (a b : nat) : lmoves (s150_board (5 + a) (3 + b) 1) = [].
Proof. unfold s150_board. tf_options. Qed.
Lemma s150_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s150_board (5 + a) (3 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s150_board (5 + a) (3 + b) 1)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (4 + b) ++ [E; E; T; F]) []) (s155_board (5 + a) (4 + b) 1) (0) _ (s155_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s150_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (4 + b) ++ [E; E; T; F]) []); [reflexivity | unfold s155_board; target_board_eq | strip_offset].
  - unfold s155_form; apply form_int; zlia.
  - intros HT; apply (use155 IH (5 + a) (4 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s155_dom; zlia | unfold lex3; lia].
Qed.
Lemma s150_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s150_dom (5 + a) (3 + b) 1 y1) (Hm : meas (s150_board (5 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s150_board (5 + a) (3 + b) 1)) (int (- Z.of_nat y1)).
Proof.
  unfold s150_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s150_board (5 + a) (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s150_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s150_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
Qed.

Lemma s150_c2_moves (a b c : nat) : lmoves (s150_board (5 + a) (3 + b) (2 + c)) = [].
Proof. unfold s150_board. tf_options. Qed.
Lemma s150_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s150_board (5 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s150_board (5 + a) (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (4 + b) ++ E :: E :: T :: repeat F (2 + c)) []) (s155_board (5 + a) (4 + b) (2 + c)) (0) _ (s155_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s150_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (4 + b) ++ E :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s155_board; target_board_eq | strip_offset].
  - unfold s155_form; apply form_int; zlia.
  - intros HT; apply (use155 IH (5 + a) (4 + b) (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s155_dom; zlia | unfold lex3; lia].
Qed.
Lemma s150_c2_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s150_board (5 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s150_board (5 + a) (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (4 + b) ++ E :: E :: T :: repeat F (2 + c)) []) (s154_board (5 + a) (4 + b) (2 + c)) (0) _ (s154_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s150_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (4 + b) ++ E :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s154_board; target_board_eq | strip_offset].
  - unfold s154_form; apply form_int; zlia.
  - intros HT; apply (use154 IH (5 + a) (4 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s154_dom; zlia | unfold lex3; lia].
Qed.
Lemma s150_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s150_dom (5 + a) (3 + b) (2 + c) y1) (Hm : meas (s150_board (5 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s150_board (5 + a) (3 + b) (2 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s150_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s150_board (5 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s150_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s150_c2_f1_a2 IH a b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s150_c2_f1_a3 IH a b c y1 Hw Hm Hd Hr). }

Qed.

Lemma s150_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C150 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s150_dom in Hdom.
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
        do 3 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s150_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 3 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s150_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s151_c1_moves (b : nat) : lmoves (s151_board 1 (3 + b) 1) = [T :: repeat F (3 + b) ++ [E; T; F; T; E; F]; T :: repeat F (3 + b) ++ [T; E; F; E; T; F]].
Proof. unfold s151_board. tf_options. Qed.
Lemma s151_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [E; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (3 + b) ++ [E; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ [E; T; F; T; F; E]) []) (s145_board 1 (3 + b) 1 1) (0) _ (s145_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; T; F; T; F; E]) []); [reflexivity | unfold s145_board; target_board_eq | strip_offset].
  - unfold s145_form; apply form_int; zlia.
  - intros HT; apply (use145 IH 1 (3 + b) 1 1 y1); [unfold s145_dom; zlia | unfold lex3; lia].
Qed.
Lemma s151_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (3 + b) ++ [T; E; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ [T; F; E; E; T; F]) []) (s156_board 1 (3 + b) 1) (0) _ (s156_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [T; F; E; E; T; F]) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH 1 (3 + b) 1 y1); [unfold s156_dom; zlia | unfold lex3; lia].
Qed.
Lemma s151_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s151_dom 1 (3 + b) 1 y1) (Hm : meas (s151_board 1 (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s151_board 1 (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s151_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s151_board 1 (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s151_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s151_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s151_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s151_c1_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s151_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s151_c2_moves (b c : nat) : lmoves (s151_board 1 (3 + b) (2 + c)) = [T :: repeat F (3 + b) ++ E :: T :: F :: T :: E :: repeat F (2 + c); T :: repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s151_board. tf_options. Qed.
Lemma s151_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: T :: F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (3 + b) ++ E :: T :: F :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (4 + b) ++ T :: E :: T :: E :: repeat F (2 + c)) []) (s146_board 1 (4 + b) (2 + c)) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (4 + b) ++ T :: E :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH 1 (4 + b) (2 + c) y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s151_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ T :: F :: E :: E :: T :: repeat F (2 + c)) []) (s156_board 1 (3 + b) (2 + c)) (0) _ (s156_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ T :: F :: E :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH 1 (3 + b) (2 + c) y1); [unfold s156_dom; zlia | unfold lex3; lia].
Qed.
Lemma s151_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s151_dom 1 (3 + b) (2 + c) y1) (Hm : meas (s151_board 1 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s151_board 1 (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s151_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s151_board 1 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s151_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s151_c2_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s151_c2_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s151_c2_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s151_c2_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s151_c3_moves (a b : nat) : lmoves (s151_board (2 + a) (3 + b) 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; T; E; F]; repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; F; E; T; F]].
Proof. unfold s151_board. tf_options. Qed.
Lemma s151_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; T; F; E]) []) (s145_board (2 + a) (3 + b) 1 1) (0) _ (s145_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; T; F; E]) []); [reflexivity | unfold s145_board; target_board_eq | strip_offset].
  - unfold s145_form; apply form_int; zlia.
  - intros HT; apply (use145 IH (2 + a) (3 + b) 1 1 y1); [unfold s145_dom; zlia | unfold lex3; lia].
Qed.
Lemma s151_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; F; E; E; T; F]) []) (s156_board (2 + a) (3 + b) 1) (0) _ (s156_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; F; E; E; T; F]) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH (2 + a) (3 + b) 1 y1); [unfold s156_dom; zlia | unfold lex3; lia].
Qed.
Lemma s151_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s151_dom (2 + a) (3 + b) 1 y1) (Hm : meas (s151_board (2 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s151_board (2 + a) (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s151_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s151_board (2 + a) (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s151_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s151_c3_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s151_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s151_c3_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s151_c3_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s151_c4_moves (a b c : nat) : lmoves (s151_board (2 + a) (3 + b) (2 + c)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: T :: E :: repeat F (2 + c); repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s151_board. tf_options. Qed.
Lemma s151_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (4 + b) ++ T :: E :: T :: E :: repeat F (2 + c)) []) (s146_board (2 + a) (4 + b) (2 + c)) (0) _ (s146_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (4 + b) ++ T :: E :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) (4 + b) (2 + c) y1); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s151_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: F :: E :: E :: T :: repeat F (2 + c)) []) (s156_board (2 + a) (3 + b) (2 + c)) (0) _ (s156_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: F :: E :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH (2 + a) (3 + b) (2 + c) y1); [unfold s156_dom; zlia | unfold lex3; lia].
Qed.
Lemma s151_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s151_dom (2 + a) (3 + b) (2 + c) y1) (Hm : meas (s151_board (2 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s151_board (2 + a) (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s151_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s151_board (2 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s151_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s151_c4_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s151_c4_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s151_c4_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s151_c4_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s151_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C151 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s151_dom in Hdom.
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
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s151_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s151_c2 IH b c y1 Hdom Hm Hd Hr).
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
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s151_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s151_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s152_c1_moves : lmoves (s152_board 1) = [[T; F; F; E; F; E; F; T]].
Proof. unfold s152_board. tf_options. Qed.
Lemma s152_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; F; E; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; F; E; F; E; F; T])) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; F; F; E; E; F]) [(1, 0)]) (s157_board 1) (0) _ (s157_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH 1 y1); [unfold s157_dom; zlia | unfold lex3; lia].
Qed.
Lemma s152_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s152_board 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s152_board 1)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; F; F; E; T; F; E]) []) (s80_board 1 3 1) (0) _ (s80_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s152_board; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; F; E; T; F; E]) []); [reflexivity | unfold s80_board; target_board_eq | strip_offset].
  - unfold s80_form; apply form_int; zlia.
  - intros HT; apply (use80 IH 1 3 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s80_dom; zlia | unfold lex3; lia].
Qed.
Lemma s152_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s152_dom 1 y1) (Hm : meas (s152_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s152_board 1)) (int (- Z.of_nat y1)).
Proof.
  unfold s152_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s152_board 1)) in Hg. cbn [lefts] in Hg. rewrite s152_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s152_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s152_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s152_c1_f1_a1 IH y1 Hw Hm Hd Hr).
Qed.

Lemma s152_c2_moves (a : nat) : lmoves (s152_board (2 + a)) = [repeat T (2 + a) ++ [F; F; E; F; E; F; T]].
Proof. unfold s152_board. tf_options. Qed.
Lemma s152_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; F; E; F; E; F; T])) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; F; F; E; E; F]) [(1, 0)]) (s157_board (2 + a)) (0) _ (s157_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH (2 + a) y1); [unfold s157_dom; zlia | unfold lex3; lia].
Qed.
Lemma s152_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s152_board (2 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s152_board (2 + a))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; F; F; E; T; F; E]) []) (s80_board (2 + a) 3 1) (0) _ (s80_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s152_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; E; T; F; E]) []); [reflexivity | unfold s80_board; target_board_eq | strip_offset].
  - unfold s80_form; apply form_int; zlia.
  - intros HT; apply (use80 IH (2 + a) 3 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s80_dom; zlia | unfold lex3; lia].
Qed.
Lemma s152_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s152_dom (2 + a) y1) (Hm : meas (s152_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s152_board (2 + a))) (int (- Z.of_nat y1)).
Proof.
  unfold s152_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s152_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s152_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s152_c2_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s152_c2_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s152_c2_f1_a2 IH a y1 Hw Hm Hd Hr).
Qed.

Lemma s152_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C152 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s152_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s152_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s152_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s153_c1_moves : lmoves (s153_board 1 1) = [[T; F; F; E; F; T; F; E; T; F]].
Proof. unfold s153_board. tf_options. Qed.
Lemma s153_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; F; E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; F; E; F; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; F; E; F; T; F; F]) [(1, 1)]) (s158_board 1 2) (1) _ (s158_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s158_board; target_board_eq | strip_offset].
  - unfold s158_form; apply form_int; zlia.
  - intros HT; apply (use158 IH 1 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s158_dom; zlia | unfold lex3; lia].
Qed.
Lemma s153_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s153_dom 1 1 y1) (Hm : meas (s153_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s153_board 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s153_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s153_board 1 1)) in Hg. cbn [lefts] in Hg. rewrite s153_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s153_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s153_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s153_c2_moves (b : nat) : lmoves (s153_board 1 (2 + b)) = [T :: F :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s153_board. tf_options. Qed.
Lemma s153_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []) (s137_board 1 3 1 (2 + b)) (0) _ (s137_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH 1 3 1 (2 + b) y1); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s153_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s153_dom 1 (2 + b) y1) (Hm : meas (s153_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s153_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s153_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s153_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s153_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s153_c2_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s153_c2_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s153_c3_moves (a : nat) : lmoves (s153_board (2 + a) 1) = [repeat T (2 + a) ++ [F; F; E; F; T; F; E; T; F]].
Proof. unfold s153_board. tf_options. Qed.
Lemma s153_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; F; E; F; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; F; E; F; T; F; F]) [(1, 1)]) (s158_board (2 + a) 2) (1) _ (s158_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s158_board; target_board_eq | strip_offset].
  - unfold s158_form; apply form_int; zlia.
  - intros HT; apply (use158 IH (2 + a) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s158_dom; zlia | unfold lex3; lia].
Qed.
Lemma s153_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s153_dom (2 + a) 1 y1) (Hm : meas (s153_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s153_board (2 + a) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s153_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s153_board (2 + a) 1)) in Hg. cbn [lefts] in Hg. rewrite s153_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s153_c3_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s153_c3_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s153_c4_moves (a b : nat) : lmoves (s153_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s153_board. tf_options. Qed.
Lemma s153_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []) (s137_board (2 + a) 3 1 (2 + b)) (0) _ (s137_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH (2 + a) 3 1 (2 + b) y1); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s153_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s153_dom (2 + a) (2 + b) y1) (Hm : meas (s153_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s153_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s153_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s153_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s153_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s153_c4_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s153_c4_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s153_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C153 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s153_dom in Hdom.
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
      exact (s153_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s153_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exfalso; zlia.
    }
    {
      exact (s153_c3 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s153_c4 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s154_c1_moves (a b c : nat) : lmoves (s154_board (5 + a) (4 + b) (2 + c)) = [].
Proof. unfold s154_board. tf_options. Qed.
Lemma s154_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s154_board (5 + a) (4 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s154_board (5 + a) (4 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (4 + b) ++ E :: F :: T :: E :: repeat F (1 + c)) []) (s119_board (5 + a) (4 + b) 0 1 (1 + c)) (0) _ (s119_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s154_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (4 + b) ++ E :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s119_board; target_board_eq | strip_offset].
  - unfold s119_form; apply form_int; zlia.
  - intros HT; apply (use119 IH (5 + a) (4 + b) 0 1 (1 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s119_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s154_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s154_board (5 + a) (4 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s154_board (5 + a) (4 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (4 + b) ++ E :: F :: T :: E :: repeat F (2 + c)) []) (s149_board (5 + a) (4 + b) (2 + c)) (0) _ (s149_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s154_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (4 + b) ++ E :: F :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s149_board; target_board_eq | strip_offset].
  - unfold s149_form; apply form_int; zlia.
  - intros HT; apply (use149 IH (5 + a) (4 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s149_dom; zlia | unfold lex3; lia].
Qed.
Lemma s154_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s154_dom (5 + a) (4 + b) (2 + c) y1) (Hm : meas (s154_board (5 + a) (4 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s154_board (5 + a) (4 + b) (2 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s154_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s154_board (5 + a) (4 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s154_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s154_c1_f1_a1 IH a b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s154_c1_f1_a2 IH a b c y1 Hw Hm Hd Hr). }

Qed.

Lemma s154_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C154 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s154_dom in Hdom.
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
        do 3 (destruct a as [|a]; [exfalso; zlia|]).
  do 2 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s154_c1 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s155_c1_moves (a b : nat) : lmoves (s155_board (4 + a) (3 + b) 1) = [].
Proof. unfold s155_board. tf_options. Qed.
Lemma s155_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s155_dom (4 + a) (3 + b) 1 y1) (Hm : meas (s155_board (4 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s155_board (4 + a) (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s155_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s155_board (4 + a) (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s155_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s155_c2_moves (a b c : nat) : lmoves (s155_board (4 + a) (3 + b) (2 + c)) = [].
Proof. unfold s155_board. tf_options. Qed.
Lemma s155_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s155_dom (4 + a) (3 + b) (2 + c) y1) (Hm : meas (s155_board (4 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s155_board (4 + a) (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s155_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s155_board (4 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s155_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s155_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C155 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s155_dom in Hdom.
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
        do 2 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s155_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 2 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s155_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s156_c1_moves (b : nat) : lmoves (s156_board 1 (3 + b) 1) = [T :: repeat F (3 + b) ++ [E; F; T; E; T; F]].
Proof. unfold s156_board. tf_options. Qed.
Lemma s156_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [E; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (3 + b) ++ [E; F; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ [E; F; T; F]) [(1, 1)]) (s159_board 1 (3 + b) 1) (1) _ (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 1 (3 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; zlia | unfold lex3; lia].
Qed.
Lemma s156_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s156_dom 1 (3 + b) 1 y1) (Hm : meas (s156_board 1 (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s156_board 1 (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s156_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s156_board 1 (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s156_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s156_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s156_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s156_c2_moves (b c : nat) : lmoves (s156_board 1 (3 + b) (2 + c)) = [T :: repeat F (3 + b) ++ E :: F :: T :: E :: T :: repeat F (2 + c)].
Proof. unfold s156_board. tf_options. Qed.
Lemma s156_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: F :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (3 + b) ++ E :: F :: T :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)) []) (s160_board 1 (3 + b) (1 + c)) (0) _ (s160_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s160_board; target_board_eq | strip_offset].
  - unfold s160_form; apply form_int; zlia.
  - intros HT; apply (use160 IH 1 (3 + b) (1 + c) y1); [unfold s160_dom; zlia | unfold lex3; lia].
Qed.
Lemma s156_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s156_dom 1 (3 + b) (2 + c) y1) (Hm : meas (s156_board 1 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s156_board 1 (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s156_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s156_board 1 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s156_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s156_c2_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s156_c2_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s156_c3_moves (a b : nat) : lmoves (s156_board (2 + a) (3 + b) 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; E; T; F]].
Proof. unfold s156_board. tf_options. Qed.
Lemma s156_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F]) [(1, 1)]) (s159_board (2 + a) (3 + b) 1) (1) _ (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH (2 + a) (3 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; zlia | unfold lex3; lia].
Qed.
Lemma s156_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s156_dom (2 + a) (3 + b) 1 y1) (Hm : meas (s156_board (2 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s156_board (2 + a) (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s156_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s156_board (2 + a) (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s156_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s156_c3_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s156_c3_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s156_c4_moves (a b c : nat) : lmoves (s156_board (2 + a) (3 + b) (2 + c)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: E :: T :: repeat F (2 + c)].
Proof. unfold s156_board. tf_options. Qed.
Lemma s156_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)) []) (s160_board (2 + a) (3 + b) (1 + c)) (0) _ (s160_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s160_board; target_board_eq | strip_offset].
  - unfold s160_form; apply form_int; zlia.
  - intros HT; apply (use160 IH (2 + a) (3 + b) (1 + c) y1); [unfold s160_dom; zlia | unfold lex3; lia].
Qed.
Lemma s156_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s156_dom (2 + a) (3 + b) (2 + c) y1) (Hm : meas (s156_board (2 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s156_board (2 + a) (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s156_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s156_board (2 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s156_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s156_c4_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s156_c4_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s156_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C156 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s156_dom in Hdom.
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
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s156_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s156_c2 IH b c y1 Hdom Hm Hd Hr).
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
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s156_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s156_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s157_c1_moves : lmoves (s157_board 1) = [].
Proof. unfold s157_board. tf_options. Qed.
Lemma s157_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s157_board 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s157_board 1)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; F; F; E; F; E]) []) (s80_board 1 3 0) (0) _ (s80_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s157_board; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; F; E; F; E]) []); [reflexivity | unfold s80_board; target_board_eq | strip_offset].
  - unfold s80_form; apply form_int; zlia.
  - intros HT; apply (use80 IH 1 3 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s80_dom; zlia | unfold lex3; lia].
Qed.
Lemma s157_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s157_dom 1 y1) (Hm : meas (s157_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s157_board 1)) (int (- Z.of_nat y1)).
Proof.
  unfold s157_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s157_board 1)) in Hg. cbn [lefts] in Hg. rewrite s157_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s157_c1_f1_a1 IH y1 Hw Hm Hd Hr).
Qed.

Lemma s157_c2_moves (a : nat) : lmoves (s157_board (2 + a)) = [].
Proof. unfold s157_board. tf_options. Qed.
Lemma s157_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s157_board (2 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s157_board (2 + a))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; F; F; E; F; E]) []) (s80_board (2 + a) 3 0) (0) _ (s80_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s157_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; E; F; E]) []); [reflexivity | unfold s80_board; target_board_eq | strip_offset].
  - unfold s80_form; apply form_int; zlia.
  - intros HT; apply (use80 IH (2 + a) 3 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s80_dom; zlia | unfold lex3; lia].
Qed.
Lemma s157_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s157_dom (2 + a) y1) (Hm : meas (s157_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s157_board (2 + a))) (int (- Z.of_nat y1)).
Proof.
  unfold s157_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s157_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s157_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s157_c2_f1_a2 IH a y1 Hw Hm Hd Hr).
Qed.

Lemma s157_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C157 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s157_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s157_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s157_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s158_c1_moves : lmoves (s158_board 1 2) = [].
Proof. unfold s158_board. tf_options. Qed.
Lemma s158_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s158_board 1 2) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s158_board 1 2)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; F; F; E; T; F; F; E]) []) (s87_board 1 3 1 2) (0) _ (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s158_board; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; F; E; T; F; F; E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 3 1 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s158_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s158_dom 1 2 y1) (Hm : meas (s158_board 1 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s158_board 1 2)) (int (- Z.of_nat y1)).
Proof.
  unfold s158_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s158_board 1 2)) in Hg. cbn [lefts] in Hg. rewrite s158_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s158_c1_f1_a1 IH y1 Hw Hm Hd Hr).
Qed.

Lemma s158_c2_moves (a : nat) : lmoves (s158_board (2 + a) 2) = [].
Proof. unfold s158_board. tf_options. Qed.
Lemma s158_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s158_board (2 + a) 2) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s158_board (2 + a) 2)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; F; F; E; T; F; F; E]) []) (s87_board (2 + a) 3 1 2) (0) _ (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s158_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; F; E; T; F; F; E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) 3 1 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s158_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s158_dom (2 + a) 2 y1) (Hm : meas (s158_board (2 + a) 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s158_board (2 + a) 2)) (int (- Z.of_nat y1)).
Proof.
  unfold s158_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s158_board (2 + a) 2)) in Hg. cbn [lefts] in Hg. rewrite s158_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s158_c2_f1_a2 IH a y1 Hw Hm Hd Hr).
Qed.

Lemma s158_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C158 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s158_dom in Hdom.
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
      assert (b = 0) by zlia; subst b.
  exact (s158_c1 IH y1 Hdom Hm Hd Hr).
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
      assert (b = 0) by zlia; subst b.
  exact (s158_c2 IH a y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s159_c1_moves (b : nat) : lmoves (s159_board 1 (3 + b) 1) = [T :: repeat F (3 + b) ++ [E; F; E; F; T]].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [E; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (3 + b) ++ [E; F; E; F; T])) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (4 + b) ++ [E; E; F]) [(1, 0)]) (s161_board 1 (4 + b)) (0) _ (s161_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (4 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s161_board; target_board_eq | strip_offset].
  - unfold s161_form; apply form_int; zlia.
  - intros HT; apply (use161 IH 1 (4 + b) y1); [unfold s161_dom; zlia | unfold lex3; lia].
Qed.
Lemma s159_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s159_board 1 (3 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s159_board 1 (3 + b) 1)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (4 + b) ++ [E; T; F; E]) []) (s80_board 1 (4 + b) 1) (0) _ (s80_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s159_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (4 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s80_board; target_board_eq | strip_offset].
  - unfold s80_form; apply form_int; zlia.
  - intros HT; apply (use80 IH 1 (4 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s80_dom; zlia | unfold lex3; lia].
Qed.
Lemma s159_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s159_dom 1 (3 + b) 1 y1) (Hm : meas (s159_board 1 (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s159_board 1 (3 + b) 1)) (int (- Z.of_nat y1)).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s159_board 1 (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s159_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s159_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s159_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s159_c1_f1_a1 IH b y1 Hw Hm Hd Hr).
Qed.

Lemma s159_c2_moves (b c : nat) : lmoves (s159_board 1 (3 + b) (2 + c)) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s159_board 1 (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s159_board 1 (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (4 + b) ++ E :: T :: repeat F (2 + c) ++ [E]) []) (s87_board 1 (4 + b) 1 (2 + c)) (0) _ (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s159_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (4 + b) ++ E :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 (4 + b) 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s159_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s159_dom 1 (3 + b) (2 + c) y1) (Hm : meas (s159_board 1 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s159_board 1 (3 + b) (2 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s159_board 1 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s159_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s159_c2_f1_a2 IH b c y1 Hw Hm Hd Hr).
Qed.

Lemma s159_c3_moves (a b : nat) : lmoves (s159_board (2 + a) (3 + b) 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; E; F; T]].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; E; F; T])) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; E; F]) [(1, 0)]) (s161_board (2 + a) (4 + b)) (0) _ (s161_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s161_board; target_board_eq | strip_offset].
  - unfold s161_form; apply form_int; zlia.
  - intros HT; apply (use161 IH (2 + a) (4 + b) y1); [unfold s161_dom; zlia | unfold lex3; lia].
Qed.
Lemma s159_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s159_board (2 + a) (3 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s159_board (2 + a) (3 + b) 1)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; T; F; E]) []) (s80_board (2 + a) (4 + b) 1) (0) _ (s80_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s159_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s80_board; target_board_eq | strip_offset].
  - unfold s80_form; apply form_int; zlia.
  - intros HT; apply (use80 IH (2 + a) (4 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s80_dom; zlia | unfold lex3; lia].
Qed.
Lemma s159_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s159_dom (2 + a) (3 + b) 1 y1) (Hm : meas (s159_board (2 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s159_board (2 + a) (3 + b) 1)) (int (- Z.of_nat y1)).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s159_board (2 + a) (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s159_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s159_c3_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s159_c3_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s159_c3_f1_a3 IH a b y1 Hw Hm Hd Hr).
Qed.

Lemma s159_c4_moves (a b c : nat) : lmoves (s159_board (2 + a) (3 + b) (2 + c)) = [].
Proof. unfold s159_board. tf_options. Qed.
Lemma s159_c4_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s159_board (2 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s159_board (2 + a) (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: repeat F (2 + c) ++ [E]) []) (s87_board (2 + a) (4 + b) 1 (2 + c)) (0) _ (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s159_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) (4 + b) 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s159_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s159_dom (2 + a) (3 + b) (2 + c) y1) (Hm : meas (s159_board (2 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s159_board (2 + a) (3 + b) (2 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s159_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s159_board (2 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s159_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s159_c4_f1_a4 IH a b c y1 Hw Hm Hd Hr).
Qed.

Lemma s159_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C159 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s159_dom in Hdom.
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
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s159_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s159_c2 IH b c y1 Hdom Hm Hd Hr).
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
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s159_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s159_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s160_c1_moves (b : nat) : lmoves (s160_board 1 (3 + b) 1) = [T :: repeat F (3 + b) ++ [E; F; T; F; E; T; F]].
Proof. unfold s160_board. tf_options. Qed.
Lemma s160_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (3 + b) ++ [E; F; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ [E; F; T; F; F]) [(1, 1)]) (s159_board 1 (3 + b) 2) (1) _ (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 1 (3 + b) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; zlia | unfold lex3; lia].
Qed.
Lemma s160_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s160_dom 1 (3 + b) 1 y1) (Hm : meas (s160_board 1 (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s160_board 1 (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s160_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s160_board 1 (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s160_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s160_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s160_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s160_c2_moves (b c : nat) : lmoves (s160_board 1 (3 + b) (2 + c)) = [T :: repeat F (3 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s160_board. tf_options. Qed.
Lemma s160_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (3 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (4 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s137_board 1 (4 + b) 1 (2 + c)) (0) _ (s137_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (4 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH 1 (4 + b) 1 (2 + c) y1); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s160_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s160_dom 1 (3 + b) (2 + c) y1) (Hm : meas (s160_board 1 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s160_board 1 (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s160_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s160_board 1 (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s160_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s160_c2_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s160_c2_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s160_c3_moves (a b : nat) : lmoves (s160_board (2 + a) (3 + b) 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; E; T; F]].
Proof. unfold s160_board. tf_options. Qed.
Lemma s160_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; F]) [(1, 1)]) (s159_board (2 + a) (3 + b) 2) (1) _ (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH (2 + a) (3 + b) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; zlia | unfold lex3; lia].
Qed.
Lemma s160_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s160_dom (2 + a) (3 + b) 1 y1) (Hm : meas (s160_board (2 + a) (3 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s160_board (2 + a) (3 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s160_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s160_board (2 + a) (3 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s160_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s160_c3_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s160_c3_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s160_c4_moves (a b c : nat) : lmoves (s160_board (2 + a) (3 + b) (2 + c)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s160_board. tf_options. Qed.
Lemma s160_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s137_board (2 + a) (4 + b) 1 (2 + c)) (0) _ (s137_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (4 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH (2 + a) (4 + b) 1 (2 + c) y1); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s160_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s160_dom (2 + a) (3 + b) (2 + c) y1) (Hm : meas (s160_board (2 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s160_board (2 + a) (3 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s160_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s160_board (2 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s160_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s160_c4_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s160_c4_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s160_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C160 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s160_dom in Hdom.
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
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s160_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s160_c2 IH b c y1 Hdom Hm Hd Hr).
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
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s160_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s160_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s161_c1_moves (b : nat) : lmoves (s161_board 1 (4 + b)) = [].
Proof. unfold s161_board. tf_options. Qed.
Lemma s161_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s161_board 1 (4 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s161_board 1 (4 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (4 + b) ++ [E; F; E]) []) (s80_board 1 (4 + b) 0) (0) _ (s80_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s161_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (4 + b) ++ [E; F; E]) []); [reflexivity | unfold s80_board; target_board_eq | strip_offset].
  - unfold s80_form; apply form_int; zlia.
  - intros HT; apply (use80 IH 1 (4 + b) 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s80_dom; zlia | unfold lex3; lia].
Qed.
Lemma s161_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s161_dom 1 (4 + b) y1) (Hm : meas (s161_board 1 (4 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s161_board 1 (4 + b))) (int (- Z.of_nat y1)).
Proof.
  unfold s161_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s161_board 1 (4 + b))) in Hg. cbn [lefts] in Hg. rewrite s161_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s161_c1_f1_a1 IH b y1 Hw Hm Hd Hr).
Qed.

Lemma s161_c2_moves (a b : nat) : lmoves (s161_board (2 + a) (4 + b)) = [].
Proof. unfold s161_board. tf_options. Qed.
Lemma s161_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s161_board (2 + a) (4 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s161_board (2 + a) (4 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; F; E]) []) (s80_board (2 + a) (4 + b) 0) (0) _ (s80_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s161_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (4 + b) ++ [E; F; E]) []); [reflexivity | unfold s80_board; target_board_eq | strip_offset].
  - unfold s80_form; apply form_int; zlia.
  - intros HT; apply (use80 IH (2 + a) (4 + b) 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s80_dom; zlia | unfold lex3; lia].
Qed.
Lemma s161_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s161_dom (2 + a) (4 + b) y1) (Hm : meas (s161_board (2 + a) (4 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s161_board (2 + a) (4 + b))) (int (- Z.of_nat y1)).
Proof.
  unfold s161_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s161_board (2 + a) (4 + b))) in Hg. cbn [lefts] in Hg. rewrite s161_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s161_c2_f1_a2 IH a b y1 Hw Hm Hd Hr).
Qed.

Lemma s161_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C161 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s161_dom in Hdom.
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
      do 2 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s161_c1 IH b y1 Hdom Hm Hd Hr).
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
      do 2 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s161_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s162_c1_moves (a b : nat) : lmoves (s162_board (4 + a) (4 + b) 1) = [].
Proof. unfold s162_board. tf_options. Qed.
Lemma s162_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s162_board (4 + a) (4 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s162_board (4 + a) (4 + b) 1)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (4 + a) ++ repeat F (5 + b) ++ [E]) []) (s42_board 0 (4 + a) (5 + b)) (0) _ (s42_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s162_board; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (4 + a) ++ repeat F (5 + b) ++ [E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (4 + a) (5 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s162_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s162_dom (4 + a) (4 + b) 1 y1) (Hm : meas (s162_board (4 + a) (4 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s162_board (4 + a) (4 + b) 1)) (int (- Z.of_nat y1)).
Proof.
  unfold s162_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s162_board (4 + a) (4 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s162_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s162_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
Qed.

Lemma s162_c2_moves (a b c : nat) : lmoves (s162_board (4 + a) (4 + b) (2 + c)) = [].
Proof. unfold s162_board. tf_options. Qed.
Lemma s162_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (s162_board (4 + a) (4 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s162_board (4 + a) (4 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (4 + a) ++ repeat F (5 + b) ++ E :: repeat F (1 + c)) []) (s162_board (4 + a) (5 + b) (1 + c)) (0) _ (s162_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s162_board; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (4 + a) ++ repeat F (5 + b) ++ E :: repeat F (1 + c)) []); [reflexivity | unfold s162_board; target_board_eq | strip_offset].
  - unfold s162_form; apply form_int; zlia.
  - intros HT; apply (use162 IH (4 + a) (5 + b) (1 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s162_dom; zlia | unfold lex3; lia].
Qed.
Lemma s162_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s162_dom (4 + a) (4 + b) (2 + c) y1) (Hm : meas (s162_board (4 + a) (4 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s162_board (4 + a) (4 + b) (2 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s162_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s162_board (4 + a) (4 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s162_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s162_c2_f1_a2 IH a b c y1 Hw Hm Hd Hr).
Qed.

Lemma s162_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C162 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s162_dom in Hdom.
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
        do 2 (destruct a as [|a]; [exfalso; zlia|]).
  do 2 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s162_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 2 (destruct a as [|a]; [exfalso; zlia|]).
  do 2 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s162_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s163_c1_moves (a b c : nat) : lmoves (s163_board (3 + a) (3 + b) (2 + c)) = [E :: repeat T (4 + a) ++ repeat F (3 + b) ++ E :: repeat F (2 + c)].
Proof. unfold s163_board. tf_options. Qed.
Lemma s163_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ - Z.of_nat (3 + a) + Z.of_nat (3 + b) >= 0 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (E :: repeat T (4 + a) ++ repeat F (3 + b) ++ E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (4 + a) ++ repeat F (3 + b) ++ E :: repeat F (2 + c))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (4 + a) ++ repeat F (4 + b) ++ E :: repeat F (1 + c)) []) (s162_board (4 + a) (4 + b) (1 + c)) (0) _ (s162_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (4 + a) ++ repeat F (4 + b) ++ E :: repeat F (1 + c)) []); [reflexivity | unfold s162_board; target_board_eq | strip_offset].
  - unfold s162_form; apply form_int; zlia.
  - intros HT; apply (use162 IH (4 + a) (4 + b) (1 + c) y1); [unfold s162_dom; zlia | unfold lex3; lia].
Qed.
Lemma s163_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ - Z.of_nat (3 + a) + Z.of_nat (3 + b) >= 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s163_board (3 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s163_board (3 + a) (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (3 + a) ++ repeat F (4 + b) ++ [E; F]) []) (s43_board 1 (3 + a) (4 + b) 1) (0) _ (s43_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s163_board; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (3 + a) ++ repeat F (4 + b) ++ [E; F]) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 1 (3 + a) (4 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s43_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s163_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ - Z.of_nat (3 + a) + Z.of_nat (3 + b) >= 0 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (s163_board (3 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s163_board (3 + a) (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (3 + a) ++ repeat F (4 + b) ++ E :: repeat F (2 + c)) []) (s163_board (3 + a) (4 + b) (2 + c)) (0) _ (s163_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s163_board; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (3 + a) ++ repeat F (4 + b) ++ E :: repeat F (2 + c)) []); [reflexivity | unfold s163_board; target_board_eq | strip_offset].
  - unfold s163_form; apply form_int; zlia.
  - intros HT; apply (use163 IH (3 + a) (4 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s163_dom; zlia | unfold lex3; lia].
Qed.
Lemma s163_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s163_dom (3 + a) (3 + b) (2 + c) y1) (Hm : meas (s163_board (3 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s163_board (3 + a) (3 + b) (2 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s163_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s163_board (3 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s163_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ - Z.of_nat (3 + a) + Z.of_nat (3 + b) >= 0 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s163_c1_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s163_c1_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ - Z.of_nat (3 + a) + Z.of_nat (3 + b) >= 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s163_c1_f1_a1 IH a b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ - Z.of_nat (3 + a) + Z.of_nat (3 + b) >= 0 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s163_c1_f1_a2 IH a b c y1 Hw Hm Hd Hr). }

Qed.

Lemma s163_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C163 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s163_dom in Hdom.
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
        do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s163_c1 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s164_c1_moves (a b c d : nat) : lmoves (s164_board (2 + a) (3 + b) (3 + c) (3 + d)) = [repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (3 + c) ++ E :: repeat F (3 + d)].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (3 + c) >= 0 /\ Z.of_nat (3 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + d) >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (3 + c) ++ E :: repeat F (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (3 + c) ++ E :: repeat F (3 + d))) (int (- Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (4 + b) ++ repeat F (4 + c) ++ E :: repeat F (2 + d)) []) (s163_board (4 + b) (4 + c) (2 + d)) (0) _ (s163_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (4 + b) ++ repeat F (4 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s163_board; target_board_eq | strip_offset].
  - unfold s163_form; apply form_int; zlia.
  - intros HT; apply (use163 IH (4 + b) (4 + c) (2 + d) y1); [unfold s163_dom; zlia | unfold lex3; lia].
Qed.
Lemma s164_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (3 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + d) >= 1 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (3 + c) >= 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (3 + c) ++ E :: repeat F (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ repeat F (3 + c) ++ E :: repeat F (3 + d))) (int (- Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ repeat F (4 + c) ++ E :: repeat F (3 + d)) []) (s164_board (2 + a) (4 + b) (4 + c) (3 + d)) (0) _ (s164_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ repeat F (4 + c) ++ E :: repeat F (3 + d)) []); [reflexivity | unfold s164_board; target_board_eq | strip_offset].
  - unfold s164_form; apply form_int; zlia.
  - intros HT; apply (use164 IH (2 + a) (4 + b) (4 + c) (3 + d) y1); [unfold s164_dom; zlia | unfold lex3; lia].
Qed.
Lemma s164_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + d) = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (3 + c) >= 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s164_board (2 + a) (3 + b) (3 + c) (3 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s164_board (2 + a) (3 + b) (3 + c) (3 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (4 + c) ++ E :: repeat F (2 + d)) []) (s43_board (2 + a) (3 + b) (4 + c) (2 + d)) (0) _ (s43_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s164_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (4 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH (2 + a) (3 + b) (4 + c) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s43_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s164_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (3 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + d) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (3 + c) >= 0)%Z) (Hm : (meas (s164_board (2 + a) (3 + b) (3 + c) (3 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s164_board (2 + a) (3 + b) (3 + c) (3 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (4 + c) ++ E :: repeat F (3 + d)) []) (s164_board (2 + a) (3 + b) (4 + c) (3 + d)) (0) _ (s164_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s164_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (4 + c) ++ E :: repeat F (3 + d)) []); [reflexivity | unfold s164_board; target_board_eq | strip_offset].
  - unfold s164_form; apply form_int; zlia.
  - intros HT; apply (use164 IH (2 + a) (3 + b) (4 + c) (3 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s164_dom; zlia | unfold lex3; lia].
Qed.
Lemma s164_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s164_dom (2 + a) (3 + b) (3 + c) (3 + d) y1) (Hm : meas (s164_board (2 + a) (3 + b) (3 + c) (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s164_board (2 + a) (3 + b) (3 + c) (3 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s164_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s164_board (2 + a) (3 + b) (3 + c) (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s164_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (3 + c) >= 0 /\ Z.of_nat (3 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + d) >= 3)%Z) by zlia. exact (s164_c1_t1_a1 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s164_c1_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (3 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + d) >= 1 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (3 + c) >= 0)%Z) by zlia. exact (s164_c1_t1_a2 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s164_c1_moves a b c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((- Z.of_nat (2 + a) + Z.of_nat (3 + d) = 1) \/ (- Z.of_nat (2 + a) + Z.of_nat (3 + d) >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + d) = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (3 + c) >= 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s164_c1_f1_a1 IH a b c d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (3 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + d) >= 2 /\ Z.of_nat (3 + b) >= 3 /\ - Z.of_nat (3 + b) + Z.of_nat (3 + c) >= 0)%Z) by zlia. exact (s164_c1_f1_a2 IH a b c d y1 Hw Hm Hd Hr). }

Qed.

Lemma s164_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C164 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s164_dom in Hdom.
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
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s164_c1 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s165_c1_moves : lmoves (s165_board) = [[E; F; T; E; F]].
Proof. unfold s165_board. tf_options. Qed.
Lemma s165_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game ([E; F; T; E; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] ([E; T; E; F]) []) (s167_board 1 1) (0) _ (s167_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; E; F]) []); [reflexivity | unfold s167_board; target_board_eq | strip_offset].
  - unfold s167_form; apply form_star; zlia.
  - intros HT; apply (use167 IH 1 1 y1); [unfold s167_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s165_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 0)%Z) (Hm : (meas (s165_board) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s165_board)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; E; F; E]) []) (s58_board 1) (0) _ (s58_form y1)).
  - unfold strip, s165_board; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; F; E]) []); [reflexivity | unfold s58_board; target_board_eq | strip_offset].
  - unfold s58_form; apply form_int; zlia.
  - intros HT; apply (use58 IH 1 y1); [unfold s58_dom; zlia | unfold lex3; lia].
Qed.
Lemma s165_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s165_dom y1) (Hm : meas (s165_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s165_board)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s165_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s165_board)) in Hg. cbn [lefts] in Hg. rewrite s165_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat y1 = 0)%Z) by zlia. exact (s165_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s165_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat y1 = 0)%Z) by zlia. exact (s165_c1_f1_a1 IH y1 Hw Hm Hd Hr).
Qed.

Lemma s165_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C165 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s165_dom in Hdom.
  exact (s165_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s166_c1_moves : lmoves (s166_board) = [].
Proof. unfold s166_board. tf_options. Qed.
Lemma s166_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s166_dom y1) (Hm : meas (s166_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s166_board)) (int (Z.of_nat y1)).
Proof.
  unfold s166_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s166_board)) in Hg. cbn [lefts] in Hg. rewrite s166_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s166_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C166 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s166_dom in Hdom.
  exact (s166_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s167_c1_moves : lmoves (s167_board 1 1) = [[E; E; T; F]].
Proof. unfold s167_board. tf_options. Qed.
Lemma s167_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game ([E; E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s88_board 1) (0) _ (int (Z.of_nat y1)) (s88_form y1)).
  - cbn [nstar lefts In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([E; E; T; F]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 y1); [unfold s88_dom; zlia | unfold lex3; lia].
Qed.
Lemma s167_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s167_board 1 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s167_board 1 1)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; F; E]) []) (s42_board 0 1 1) (0) _ (s42_form y1)).
  - unfold strip, s167_board; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 1 y1); [unfold s42_dom; zlia | unfold lex3; lia].
Qed.
Lemma s167_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s167_dom 1 1 y1) (Hm : meas (s167_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s167_board 1 1)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s167_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s167_board 1 1)) in Hg. cbn [lefts] in Hg. rewrite s167_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s167_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s167_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s167_c1_f1_a1 IH y1 Hw Hm Hd Hr).
Qed.

Lemma s167_c2_moves (a b : nat) : lmoves (s167_board (3 + a) (2 + b)) = [E :: repeat T (2 + a) ++ E :: T :: repeat F (2 + b)].
Proof. unfold s167_board. tf_options. Qed.
Lemma s167_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (E :: repeat T (2 + a) ++ E :: T :: repeat F (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b)) []) (s126_board 0 0 (2 + a) 1 (1 + b)) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_star; zlia.
  - intros HT; apply (use126 IH 0 0 (2 + a) 1 (1 + b) y1); [unfold s126_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s167_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s167_board (3 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s167_board (3 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (3 + a) ++ F :: E :: repeat F (1 + b)) []) (s43_board 0 (3 + a) 1 (1 + b)) (0) _ (s43_form y1)).
  - unfold strip, s167_board; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + a) ++ F :: E :: repeat F (1 + b)) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 0 (3 + a) 1 (1 + b) y1); [unfold s43_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s167_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s167_dom (3 + a) (2 + b) y1) (Hm : meas (s167_board (3 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s167_board (3 + a) (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s167_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s167_board (3 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s167_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s167_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s167_c2_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s167_c2_f1_a2 IH a b y1 Hw Hm Hd Hr).
Qed.

Lemma s167_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C167 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s167_dom in Hdom.
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
      exact (s167_c1 IH y1 Hdom Hm Hd Hr).
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
      do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s167_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s168_c1_moves (a b : nat) : lmoves (s168_board (2 + a) (2 + b)) = [].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s168_dom (2 + a) (2 + b) y1) (Hm : meas (s168_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s168_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s168_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s168_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s168_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s168_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C168 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s168_dom in Hdom.
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
      exact (s168_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s169_c1_moves : lmoves (s169_board) = [].
Proof. unfold s169_board. tf_options. Qed.
Lemma s169_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s169_board) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (tf_game (s169_board)) (int (- (Z.of_nat z2) + 3 + (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s166_board) (0) _ (int ((- (Z.of_nat z2) + 3 + (Z.of_nat y1)) - 1)) (s166_form (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 2)))).
  - apply int_left; zlia.
  - apply (tf_norm_by_blank _ [] ([]) [] 0); [unfold s169_board; strip_eq | target_board_eq | strip_offset].
  - unfold s166_form; apply form_int; zlia.
  - intros HT; apply (use166 IH (Z.to_nat (Z.of_nat y1 - Z.of_nat z2 + 2))); [unfold s166_dom; zlia | unfold lex3; lia].
Qed.
Lemma s169_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hdom : s169_dom z1 z2 y1) (Hm : meas (s169_board) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (tf_game (s169_board)) (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))).
Proof.
  unfold s169_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s169_board)) in Hg. cbn [lefts] in Hg. rewrite s169_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [rights t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite int_add. assert (Hw : (Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s169_c1_f1_a1 IH z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
Qed.

Lemma s169_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C169 mm dd rr.
Proof.
  intros z1 z2 y1 Hdom Hm Hd Hr. unfold s169_dom in Hdom.
  exact (s169_c1 IH z1 z2 y1 Hdom Hm Hd Hr).
Qed.

Lemma s170_c1_moves (a : nat) : lmoves (s170_board (3 + a) 1 2) = [].
Proof. unfold s170_board. tf_options. Qed.
Lemma s170_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s170_dom (3 + a) 1 2 y1) (Hm : meas (s170_board (3 + a) 1 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s170_board (3 + a) 1 2)) (int (Z.of_nat y1)).
Proof.
  unfold s170_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s170_board (3 + a) 1 2)) in Hg. cbn [lefts] in Hg. rewrite s170_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s170_c2_moves (a b : nat) : lmoves (s170_board (3 + a) (2 + b) 2) = [].
Proof. unfold s170_board. tf_options. Qed.
Lemma s170_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s170_dom (3 + a) (2 + b) 2 y1) (Hm : meas (s170_board (3 + a) (2 + b) 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s170_board (3 + a) (2 + b) 2)) (int (Z.of_nat y1)).
Proof.
  unfold s170_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s170_board (3 + a) (2 + b) 2)) in Hg. cbn [lefts] in Hg. rewrite s170_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s170_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C170 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s170_dom in Hdom.
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
        do 1 (destruct a as [|a]; [exfalso; zlia|]).
  assert (c = 0) by zlia; subst c.
  exact (s170_c1 IH a y1 Hdom Hm Hd Hr).
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
        do 1 (destruct a as [|a]; [exfalso; zlia|]).
  assert (c = 0) by zlia; subst c.
  exact (s170_c2 IH a b y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s171_c1_moves (a : nat) : lmoves (s171_board (2 + a) 1) = [E :: repeat T (2 + a) ++ [F; E; F; T; F]].
Proof. unfold s171_board. tf_options. Qed.
Lemma s171_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ [F; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + a) ++ [F; E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + a) ++ [F; F; E; T; F]) []) (s64_board 0 (2 + a) 2 1 1) (0) _ (s64_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ [F; F; E; T; F]) []); [reflexivity | unfold s64_board; target_board_eq | strip_offset].
  - unfold s64_form; apply form_int; zlia.
  - intros HT; apply (use64 IH 0 (2 + a) 2 1 1 y1); [unfold s64_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s171_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s171_dom (2 + a) 1 y1) (Hm : meas (s171_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s171_board (2 + a) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s171_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s171_board (2 + a) 1)) in Hg. cbn [lefts] in Hg. rewrite s171_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s171_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s171_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s171_c2_moves (a b : nat) : lmoves (s171_board (2 + a) (2 + b)) = [E :: repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (2 + b)].
Proof. unfold s171_board. tf_options. Qed.
Lemma s171_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + b)) []) (s64_board 0 (2 + a) 2 1 (2 + b)) (0) _ (s64_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s64_board; target_board_eq | strip_offset].
  - unfold s64_form; apply form_int; zlia.
  - intros HT; apply (use64 IH 0 (2 + a) 2 1 (2 + b) y1); [unfold s64_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s171_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s171_dom (2 + a) (2 + b) y1) (Hm : meas (s171_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s171_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s171_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s171_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s171_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s171_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s171_c2_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s171_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C171 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s171_dom in Hdom.
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
      exact (s171_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s171_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s172_c1_moves (a b : nat) : lmoves (s172_board (2 + a) (2 + b) 1) = [E :: repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; F]].
Proof. unfold s172_board. tf_options. Qed.
Lemma s172_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F]) []) (s64_board 0 (2 + a) (3 + b) 1 1) (0) _ (s64_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s64_board; target_board_eq | strip_offset].
  - unfold s64_form; apply form_int; zlia.
  - intros HT; apply (use64 IH 0 (2 + a) (3 + b) 1 1 y1); [unfold s64_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s172_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s172_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s172_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s172_board (2 + a) (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s172_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s172_board (2 + a) (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s172_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s172_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s172_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s172_c2_moves (a b c : nat) : lmoves (s172_board (2 + a) (2 + b) (2 + c)) = [E :: repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c)].
Proof. unfold s172_board. tf_options. Qed.
Lemma s172_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []) (s64_board 0 (2 + a) (3 + b) 1 (2 + c)) (0) _ (s64_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s64_board; target_board_eq | strip_offset].
  - unfold s64_form; apply form_int; zlia.
  - intros HT; apply (use64 IH 0 (2 + a) (3 + b) 1 (2 + c) y1); [unfold s64_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s172_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s172_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s172_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s172_board (2 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s172_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s172_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s172_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s172_c2_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s172_c2_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s172_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C172 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s172_dom in Hdom.
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
        exact (s172_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s172_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

