(* tf_erickson_first_strategy_cases10: the proofs of Upper's nodes 76 to 124 *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Compare
  TfBlocks TerminalToads TfNormal TfStrategy.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_first_strategy_base.
Import Upper.

Lemma s76_c1_moves (a b : nat) : lmoves (s76_board (4 + a) (2 + b)) = [].
Proof. unfold s76_board. tf_options. Qed.
Lemma s76_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s76_board (4 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s76_board (4 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ F :: F :: E :: F :: T :: E :: repeat F (1 + b)) []) (s107_board (4 + a) (1 + b)) (0) _ (s107_form y1)).
  - unfold strip, s76_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ F :: F :: E :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s107_board; target_board_eq | strip_offset].
  - unfold s107_form; apply form_int; zlia.
  - intros HT; apply (use107 IH (4 + a) (1 + b) y1); [unfold s107_dom; zlia | unfold lex3; lia].
Qed.
Lemma s76_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s76_dom (4 + a) (2 + b) y1) (Hm : meas (s76_board (4 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s76_board (4 + a) (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s76_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s76_board (4 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s76_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s76_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
Qed.

Lemma s76_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C76 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s76_dom in Hdom.
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
      do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s76_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s77_c1_moves (b : nat) : lmoves (s77_board 0 (2 + b) 1) = [repeat F (2 + b) ++ [E; E; T; F]].
Proof. unfold s77_board. tf_options. Qed.
Lemma s77_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (2 + b) ++ [E; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2 + b); (1, 1)] ([]) [(1, 1)]) (s72_board) (0) _ (s72_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(0, 2 + b); (1, 1)] ([]) [(1, 1)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s72_form; apply form_int; zlia.
  - intros HT; apply (use72 IH y1); [unfold s72_dom; zlia | unfold lex3; lia].
Qed.
Lemma s77_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s77_dom 0 (2 + b) 1 y1) (Hm : meas (s77_board 0 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s77_board 0 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s77_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s77_board 0 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s77_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s77_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s77_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s77_c2_moves (b : nat) : lmoves (s77_board 1 (2 + b) 1) = [T :: repeat F (2 + b) ++ [E; E; T; F]].
Proof. unfold s77_board. tf_options. Qed.
Lemma s77_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ [E; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ [E; F]) [(1, 1)]) (s140_board 0 0 (2 + b) 0) (1) _ (s140_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH 0 0 (2 + b) 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s140_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s77_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s77_dom 1 (2 + b) 1 y1) (Hm : meas (s77_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s77_board 1 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s77_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s77_board 1 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s77_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s77_c2_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s77_c2_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s77_c3_moves (a b : nat) : lmoves (s77_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; E; T; F]].
Proof. unfold s77_board. tf_options. Qed.
Lemma s77_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F]) [(1, 1)]) (s192_board (2 + a) (2 + b) 0) (1) _ (s192_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s192_board; target_board_eq | strip_offset].
  - unfold s192_form; apply form_int; zlia.
  - intros HT; apply (use192 IH (2 + a) (2 + b) 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s192_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s77_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s77_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s77_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s77_board (2 + a) (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s77_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s77_board (2 + a) (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s77_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s77_c3_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s77_c3_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s77_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C77 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s77_dom in Hdom.
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
        exact (s77_c1 IH b y1 Hdom Hm Hd Hr).
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
        exact (s77_c2 IH b y1 Hdom Hm Hd Hr).
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
        exact (s77_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
  }
Qed.

Lemma s78_c1_moves (c d : nat) : lmoves (s78_board 0 1 (2 + c) (2 + d)) = [F :: E :: repeat T (1 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s78_board. tf_options. Qed.
Lemma s78_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: E :: repeat T (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (F :: E :: repeat T (1 + c) ++ E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [(0, 1)] (E :: T :: F :: T :: E :: repeat F (1 + d)) []) (s97_board 0 1 1 (1 + d)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 0 1 1 (1 + d) y1); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s78_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: E :: repeat T (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (F :: E :: repeat T (1 + c) ++ E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: T :: E :: repeat F (1 + d)) []) (s97_board 0 (2 + c) 1 (1 + d)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ F :: T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 0 (2 + c) 1 (1 + d) y1); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s78_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s78_dom 0 1 (2 + c) (2 + d) y1) (Hm : meas (s78_board 0 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s78_board 0 1 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s78_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s78_board 0 1 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s78_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s78_c1_t1_a1 IH c d y1 Hw (move_below_l _ _ 0 _ _ (s78_c1_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s78_c1_t1_a2 IH c d y1 Hw (move_below_l _ _ 0 _ _ (s78_c1_moves c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s78_c2_moves (b d : nat) : lmoves (s78_board 0 (2 + b) 1 (2 + d)) = [repeat F (2 + b) ++ E :: E :: T :: repeat F (2 + d)].
Proof. unfold s78_board. tf_options. Qed.
Lemma s78_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (2 + b) ++ E :: E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2 + b); (1, 1)] (T :: E :: repeat F (1 + d)) []) (s43_board 0 1 0 (1 + d)) (-1) _ (s43_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] (T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 0 1 0 (1 + d) (1 + y1)); [unfold s43_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s78_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s78_dom 0 (2 + b) 1 (2 + d) y1) (Hm : meas (s78_board 0 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s78_board 0 (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s78_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s78_board 0 (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s78_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s78_c2_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s78_c2_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s78_c3_moves (c d : nat) : lmoves (s78_board 1 1 (2 + c) (2 + d)) = [E :: F :: repeat T (3 + c) ++ E :: repeat F (2 + d); T :: F :: E :: repeat T (1 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s78_board. tf_options. Qed.
Lemma s78_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: F :: repeat T (3 + c) ++ E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + c) ++ E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + c) ++ E :: repeat F (2 + d)) []) (s43_board 0 (3 + c) 0 (2 + d)) (0) _ (s43_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 0 (3 + c) 0 (2 + d) y1); [unfold s43_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s78_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + c) ++ E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: F :: T :: E :: repeat F (1 + d)) []) (s68_board 1 (1 + d)) (0) _ (s68_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s68_board; target_board_eq | strip_offset].
  - unfold s68_form; apply form_int; zlia.
  - intros HT; apply (use68 IH 1 (1 + d) y1); [unfold s68_dom; zlia | unfold lex3; lia].
Qed.
Lemma s78_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + c) ++ E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + c) ++ F :: T :: E :: repeat F (1 + d)) []) (s98_board 1 (2 + c) (1 + d)) (0) _ (s98_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + c) ++ F :: T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s98_board; target_board_eq | strip_offset].
  - unfold s98_form; apply form_int; zlia.
  - intros HT; apply (use98 IH 1 (2 + c) (1 + d) y1); [unfold s98_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s78_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s78_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s78_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s78_board 1 1 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s78_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s78_board 1 1 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s78_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s78_c3_t1_a1 IH c d y1 Hw (move_below_l _ _ 0 _ _ (s78_c3_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s78_c3_t2_a1 IH c d y1 Hw (move_below_l _ _ 1 _ _ (s78_c3_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s78_c3_t2_a2 IH c d y1 Hw (move_below_l _ _ 1 _ _ (s78_c3_moves c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s78_c4_moves (b d : nat) : lmoves (s78_board 1 (2 + b) 1 (2 + d)) = [T :: repeat F (2 + b) ++ E :: E :: T :: repeat F (2 + d)].
Proof. unfold s78_board. tf_options. Qed.
Lemma s78_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ E :: E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (1 + d)) []) (s120_board 1 (2 + b) 0 1 (1 + d)) (0) _ (s120_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s120_board; target_board_eq | strip_offset].
  - unfold s120_form; apply form_int; zlia.
  - intros HT; apply (use120 IH 1 (2 + b) 0 1 (1 + d) y1); [unfold s120_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s78_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s78_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s78_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s78_board 1 (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s78_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s78_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s78_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s78_c4_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s78_c4_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s78_c5_moves (a c d : nat) : lmoves (s78_board (2 + a) 1 (2 + c) (2 + d)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ E :: repeat F (2 + d); repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s78_board. tf_options. Qed.
Lemma s78_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + c) ++ E :: repeat F (2 + d)) []) (s78_board 1 1 (3 + c) (2 + d)) (0) _ (s78_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s78_board; target_board_eq | strip_offset].
  - unfold s78_form; apply form_int; zlia.
  - intros HT; apply (use78 IH 1 1 (3 + c) (2 + d) y1); [unfold s78_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s78_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) + Z.of_nat (2 + c) - Z.of_nat y1 <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + c) ++ E :: repeat F (2 + d)) []) (s78_board (2 + a) 1 (3 + c) (2 + d)) (0) _ (s78_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s78_board; target_board_eq | strip_offset].
  - unfold s78_form; apply form_int; zlia.
  - intros HT; apply (use78 IH (2 + a) 1 (3 + c) (2 + d) y1); [unfold s78_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s78_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (1 + d)) []) (s68_board (2 + a) (1 + d)) (0) _ (s68_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s68_board; target_board_eq | strip_offset].
  - unfold s68_form; apply form_int; zlia.
  - intros HT; apply (use68 IH (2 + a) (1 + d) y1); [unfold s68_dom; zlia | unfold lex3; lia].
Qed.
Lemma s78_c5_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) + Z.of_nat (2 + c) - Z.of_nat y1 <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + c) ++ E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ F :: T :: E :: repeat F (1 + d)) []) (s98_board (2 + a) (2 + c) (1 + d)) (0) _ (s98_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + c) ++ F :: T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s98_board; target_board_eq | strip_offset].
  - unfold s98_form; apply form_int; zlia.
  - intros HT; apply (use98 IH (2 + a) (2 + c) (1 + d) y1); [unfold s98_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s78_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s78_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s78_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s78_board (2 + a) 1 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s78_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s78_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s78_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s78_c5_t1_a1 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s78_c5_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) + Z.of_nat (2 + c) - Z.of_nat y1 <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s78_c5_t1_a2 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s78_c5_moves a c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s78_c5_t2_a1 IH a c d y1 Hw (move_below_l _ _ 1 _ _ (s78_c5_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) + Z.of_nat (2 + c) - Z.of_nat y1 <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s78_c5_t2_a2 IH a c d y1 Hw (move_below_l _ _ 1 _ _ (s78_c5_moves a c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s78_c6_moves (a b d : nat) : lmoves (s78_board (2 + a) (2 + b) 1 (2 + d)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ E :: E :: T :: repeat F (2 + d)].
Proof. unfold s78_board. tf_options. Qed.
Lemma s78_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (1 + d)) []) (s120_board (2 + a) (2 + b) 0 1 (1 + d)) (0) _ (s120_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s120_board; target_board_eq | strip_offset].
  - unfold s120_form; apply form_int; zlia.
  - intros HT; apply (use120 IH (2 + a) (2 + b) 0 1 (1 + d) y1); [unfold s120_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s78_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s78_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s78_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s78_board (2 + a) (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s78_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s78_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s78_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s78_c6_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s78_c6_moves a b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s78_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C78 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s78_dom in Hdom.
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
          exact (s78_c1 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s78_c2 IH b d y1 Hdom Hm Hd Hr).
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
          exact (s78_c3 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s78_c4 IH b d y1 Hdom Hm Hd Hr).
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
          exact (s78_c5 IH a c d y1 Hdom Hm Hd Hr).
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
          exact (s78_c6 IH a b d y1 Hdom Hm Hd Hr).
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

Lemma s79_c1_moves : lmoves (s79_board 0) = [].
Proof. unfold s79_board. tf_options. Qed.
Lemma s79_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s79_dom 0 y1) (Hm : meas (s79_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s79_board 0)) (int (Z.of_nat y1)).
Proof.
  unfold s79_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s79_board 0)) in Hg. cbn [lefts] in Hg. rewrite s79_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s79_c2_moves : lmoves (s79_board 1) = [[E; F; T; F; E; T; F]].
Proof. unfold s79_board. tf_options. Qed.
Lemma s79_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1)%Z) (Hm : (meas ([E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; F; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] ([T; F; F]) [(1, 1)]) (s37_board 1) (0) _ (s37_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F; F]) [(1, 1)]); [reflexivity | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH 1 y1); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s79_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s79_dom 1 y1) (Hm : meas (s79_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s79_board 1)) (int (Z.of_nat y1)).
Proof.
  unfold s79_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s79_board 1)) in Hg. cbn [lefts] in Hg. rewrite s79_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1)%Z) by zlia. exact (s79_c2_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s79_c2_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s79_c3_moves (a : nat) : lmoves (s79_board (2 + a)) = [repeat T (1 + a) ++ [E; F; T; F; E; T; F]].
Proof. unfold s79_board. tf_options. Qed.
Lemma s79_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; F; E; T; F; E; T; F]) []) (s101_board 1) (0) _ (s101_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E; T; F]) []); [reflexivity | unfold s101_board; target_board_eq | strip_offset].
  - unfold s101_form; apply form_int; zlia.
  - intros HT; apply (use101 IH 1 y1); [unfold s101_dom; zlia | unfold lex3; lia].
Qed.
Lemma s79_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []) (s101_board (2 + a)) (0) _ (s101_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []); [reflexivity | unfold s101_board; target_board_eq | strip_offset].
  - unfold s101_form; apply form_int; zlia.
  - intros HT; apply (use101 IH (2 + a) y1); [unfold s101_dom; zlia | unfold lex3; lia].
Qed.
Lemma s79_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s79_dom (2 + a) y1) (Hm : meas (s79_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s79_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s79_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s79_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s79_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2)%Z) by zlia. exact (s79_c3_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s79_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3)%Z) by zlia. exact (s79_c3_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s79_c3_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s79_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C79 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s79_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s79_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s79_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s79_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s80_c1_moves (b : nat) : lmoves (s80_board 0 (2 + b)) = [].
Proof. unfold s80_board. tf_options. Qed.
Lemma s80_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s80_dom 0 (2 + b) y1) (Hm : meas (s80_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s80_board 0 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s80_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s80_board 0 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s80_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s80_c2_moves (b : nat) : lmoves (s80_board 1 (2 + b)) = [E :: F :: T :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s80_board. tf_options. Qed.
Lemma s80_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (E :: F :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: T :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: T :: F :: E :: T :: repeat F (2 + b)) []) (s62_board 0 1 1 (2 + b)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 1 1 (2 + b) y1); [unfold s62_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s80_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s80_dom 1 (2 + b) y1) (Hm : meas (s80_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s80_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s80_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s80_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s80_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s80_c2_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s80_c2_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s80_c3_moves (a b : nat) : lmoves (s80_board (2 + a) (2 + b)) = [repeat T (1 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s80_board. tf_options. Qed.
Lemma s80_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []) (s105_board 1 (2 + b)) (0) _ (s105_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s105_board; target_board_eq | strip_offset].
  - unfold s105_form; apply form_int; zlia.
  - intros HT; apply (use105 IH 1 (2 + b) y1); [unfold s105_dom; zlia | unfold lex3; lia].
Qed.
Lemma s80_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []) (s105_board (2 + a) (2 + b)) (0) _ (s105_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s105_board; target_board_eq | strip_offset].
  - unfold s105_form; apply form_int; zlia.
  - intros HT; apply (use105 IH (2 + a) (2 + b) y1); [unfold s105_dom; zlia | unfold lex3; lia].
Qed.
Lemma s80_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s80_dom (2 + a) (2 + b) y1) (Hm : meas (s80_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s80_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s80_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s80_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s80_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s80_c3_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s80_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s80_c3_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s80_c3_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s80_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C80 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s80_dom in Hdom.
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
      exact (s80_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s80_c2 IH b y1 Hdom Hm Hd Hr).
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
      exact (s80_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s81_c1_moves (b : nat) : lmoves (s81_board 0 (2 + b) 0) = [].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s81_dom 0 (2 + b) 0 y1) (Hm : meas (s81_board 0 (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s81_board 0 (2 + b) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s81_board 0 (2 + b) 0)) in Hg. cbn [lefts] in Hg. rewrite s81_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s81_c2_moves (b : nat) : lmoves (s81_board 0 (2 + b) 1) = [repeat F (2 + b) ++ [E; E; F; T]].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (2 + b) ++ [E; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2 + b); (1, 1)] ([E]) [(1, 0)]) (s72_board) (-1) _ (s72_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(0, 2 + b); (1, 1)] ([E]) [(1, 0)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s72_form; apply form_int; zlia.
  - intros HT; apply (use72 IH (1 + y1)); [unfold s72_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s81_dom 0 (2 + b) 1 y1) (Hm : meas (s81_board 0 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s81_board 0 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s81_board 0 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s81_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s81_c2_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s81_c2_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s81_c3_moves (b c : nat) : lmoves (s81_board 0 (2 + b) (2 + c)) = [repeat F (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T]].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [(0, 2 + b)] ([E; T; F; E]) [(1, 0)]) (s42_board 0 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s81_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [(0, 2 + b)] (E :: repeat T (2 + c) ++ [F; E]) [(1, 0)]) (s42_board 0 (2 + c) 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: repeat T (2 + c) ++ [F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (2 + c) 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s81_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s81_dom 0 (2 + b) (2 + c) y1) (Hm : meas (s81_board 0 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s81_board 0 (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s81_board 0 (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s81_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2)%Z) by zlia. exact (s81_c3_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s81_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s81_c3_t1_a2 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s81_c3_moves b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s81_c4_moves (b : nat) : lmoves (s81_board 1 (2 + b) 0) = [].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s81_dom 1 (2 + b) 0 y1) (Hm : meas (s81_board 1 (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s81_board 1 (2 + b) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s81_board 1 (2 + b) 0)) in Hg. cbn [lefts] in Hg. rewrite s81_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s81_c5_moves (b : nat) : lmoves (s81_board 1 (2 + b) 1) = [T :: repeat F (2 + b) ++ [E; E; F; T]].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ [E; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ [E; F; E]) [(1, 0)]) (s81_board 1 (2 + b) 0) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; F; E]) [(1, 0)]); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 1 (2 + b) 0 y1); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s81_dom 1 (2 + b) 1 y1) (Hm : meas (s81_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s81_board 1 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s81_board 1 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s81_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s81_c5_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s81_c5_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s81_c6_moves (b c : nat) : lmoves (s81_board 1 (2 + b) (2 + c)) = [T :: repeat F (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T]].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ [E; T; F; E]) [(1, 0)]) (s81_board 1 (2 + b) 1) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; E]) [(1, 0)]); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 1 (2 + b) 1 y1); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) [(1, 0)]) (s81_board 1 (2 + b) (2 + c)) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) [(1, 0)]); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 1 (2 + b) (2 + c) y1); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s81_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s81_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s81_board 1 (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s81_board 1 (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s81_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2)%Z) by zlia. exact (s81_c6_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s81_c6_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s81_c6_t1_a2 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s81_c6_moves b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s81_c7_moves (a b : nat) : lmoves (s81_board (2 + a) (2 + b) 0) = [].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s81_dom (2 + a) (2 + b) 0 y1) (Hm : meas (s81_board (2 + a) (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s81_board (2 + a) (2 + b) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s81_board (2 + a) (2 + b) 0)) in Hg. cbn [lefts] in Hg. rewrite s81_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s81_c8_moves (a b : nat) : lmoves (s81_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; E; F; T]].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; E]) [(1, 0)]) (s81_board (2 + a) (2 + b) 0) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; E]) [(1, 0)]); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (2 + a) (2 + b) 0 y1); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s81_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s81_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s81_board (2 + a) (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s81_board (2 + a) (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s81_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s81_c8_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s81_c8_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s81_c9_moves (a b c : nat) : lmoves (s81_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T]].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E]) [(1, 0)]) (s81_board (2 + a) (2 + b) 1) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E]) [(1, 0)]); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (2 + a) (2 + b) 1 y1); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) [(1, 0)]) (s81_board (2 + a) (2 + b) (2 + c)) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) [(1, 0)]); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (2 + a) (2 + b) (2 + c) y1); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s81_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s81_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s81_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s81_board (2 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s81_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s81_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s81_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2)%Z) by zlia. exact (s81_c9_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s81_c9_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s81_c9_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s81_c9_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s81_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C81 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s81_dom in Hdom.
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
        exact (s81_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s81_c2 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s81_c3 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s81_c4 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s81_c5 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s81_c6 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s81_c7 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s81_c8 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s81_c9 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s82_c1_moves (a : nat) : lmoves (s82_board (4 + a) 1) = [repeat T (4 + a) ++ [F; F; E; E; F; T; F]].
Proof. unfold s82_board. tf_options. Qed.
Lemma s82_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (4 + a) ++ [F; F; E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (4 + a) ++ [F; F; E; E; F; T; F])) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ [F; F; E; F; E; T; F]) []) (s108_board (4 + a)) (0) _ (s108_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; F; E; F; E; T; F]) []); [reflexivity | unfold s108_board; target_board_eq | strip_offset].
  - unfold s108_form; apply form_int; zlia.
  - intros HT; apply (use108 IH (4 + a) y1); [unfold s108_dom; zlia | unfold lex3; lia].
Qed.
Lemma s82_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s82_board (4 + a) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s82_board (4 + a) 1)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ [F; F; F; T; E; E; F]) []) (s53_board (4 + a) 3) (0) _ (s53_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s82_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; F; F; T; E; E; F]) []); [reflexivity | unfold s53_board; target_board_eq | strip_offset].
  - unfold s53_form; apply form_int; zlia.
  - intros HT; apply (use53 IH (4 + a) 3 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s53_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s82_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s82_dom (4 + a) 1 y1) (Hm : meas (s82_board (4 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s82_board (4 + a) 1)) (int (- Z.of_nat y1)).
Proof.
  unfold s82_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s82_board (4 + a) 1)) in Hg. cbn [lefts] in Hg. rewrite s82_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s82_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s82_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s82_c1_f1_a1 IH a y1 Hw Hm Hd Hr).
Qed.

Lemma s82_c2_moves (a b : nat) : lmoves (s82_board (5 + a) (2 + b)) = [repeat T (5 + a) ++ F :: F :: E :: E :: F :: T :: repeat F (2 + b)].
Proof. unfold s82_board. tf_options. Qed.
Lemma s82_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: E :: E :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ F :: F :: E :: E :: F :: T :: repeat F (2 + b))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: F :: E :: F :: E :: T :: repeat F (2 + b)) []) (s109_board (5 + a) (2 + b)) (0) _ (s109_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: E :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s109_board; target_board_eq | strip_offset].
  - unfold s109_form; apply form_int; zlia.
  - intros HT; apply (use109 IH (5 + a) (2 + b) y1); [unfold s109_dom; zlia | unfold lex3; lia].
Qed.
Lemma s82_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s82_board (5 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s82_board (5 + a) (2 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: F :: F :: T :: E :: E :: repeat F (2 + b)) []) (s115_board (5 + a) 3 0 (2 + b)) (0) _ (s115_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s82_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: T :: E :: E :: repeat F (2 + b)) []); [reflexivity | unfold s115_board; target_board_eq | strip_offset].
  - unfold s115_form; apply form_int; zlia.
  - intros HT; apply (use115 IH (5 + a) 3 0 (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s115_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s82_c2_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s82_board (5 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s82_board (5 + a) (2 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: F :: F :: T :: E :: E :: repeat F (2 + b)) []) (s110_board (5 + a) 3 (2 + b)) (0) _ (s110_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s82_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: T :: E :: E :: repeat F (2 + b)) []); [reflexivity | unfold s110_board; target_board_eq | strip_offset].
  - unfold s110_form; apply form_int; zlia.
  - intros HT; apply (use110 IH (5 + a) 3 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s110_dom; zlia | unfold lex3; lia].
Qed.
Lemma s82_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s82_dom (5 + a) (2 + b) y1) (Hm : meas (s82_board (5 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s82_board (5 + a) (2 + b))) (int (- Z.of_nat y1)).
Proof.
  unfold s82_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s82_board (5 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s82_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s82_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s82_c2_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s82_c2_f1_a2 IH a b y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s82_c2_f1_a3 IH a b y1 Hw Hm Hd Hr). }

Qed.

Lemma s82_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C82 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s82_dom in Hdom.
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
      do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s82_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s82_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s83_c1_moves (b : nat) : lmoves (s83_board 1 (2 + b) 1 0) = [T :: repeat F (2 + b) ++ [E; T; F; E]].
Proof. unfold s83_board. tf_options. Qed.
Lemma s83_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ [E; T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s81_board 1 (2 + b) 1) (0) _ (int ((Z.of_nat y1) - 1)) (s81_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; E]) []); [strip_eq | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 1 (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s83_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s83_dom 1 (2 + b) 1 0 y1) (Hm : meas (s83_board 1 (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s83_board 1 (2 + b) 1 0)) (int (Z.of_nat y1)).
Proof.
  unfold s83_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s83_board 1 (2 + b) 1 0)) in Hg. cbn [lefts] in Hg. rewrite s83_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s83_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s83_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s83_c2_moves (b c : nat) : lmoves (s83_board 1 (2 + b) (2 + c) 0) = [T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ [E]].
Proof. unfold s83_board. tf_options. Qed.
Lemma s83_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ [E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E]) []) (s83_board 1 (3 + b) (1 + c) 0) (0) _ (s83_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E]) []); [reflexivity | unfold s83_board; target_board_eq | strip_offset].
  - unfold s83_form; apply form_int; zlia.
  - intros HT; apply (use83 IH 1 (3 + b) (1 + c) 0 y1); [unfold s83_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s83_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s83_dom 1 (2 + b) (2 + c) 0 y1) (Hm : meas (s83_board 1 (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s83_board 1 (2 + b) (2 + c) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s83_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s83_board 1 (2 + b) (2 + c) 0)) in Hg. cbn [lefts] in Hg. rewrite s83_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s83_c2_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s83_c2_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s83_c3_moves (a b : nat) : lmoves (s83_board (5 + a) (2 + b) 0 1) = [repeat T (5 + a) ++ repeat F (2 + b) ++ [E; T; E; F]].
Proof. unfold s83_board. tf_options. Qed.
Lemma s83_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (2 + b) ++ [E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (2 + b) ++ [E; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (2 + b) ++ [E; T; F; E]) []) (s81_board (5 + a) (2 + b) 1) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (2 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (5 + a) (2 + b) 1 y1); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s83_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s83_dom (5 + a) (2 + b) 0 1 y1) (Hm : meas (s83_board (5 + a) (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s83_board (5 + a) (2 + b) 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s83_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s83_board (5 + a) (2 + b) 0 1)) in Hg. cbn [lefts] in Hg. rewrite s83_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s83_c3_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s83_c3_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s83_c4_moves (a b d : nat) : lmoves (s83_board (5 + a) (2 + b) 0 (2 + d)) = [repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: E :: repeat F (2 + d)].
Proof. unfold s83_board. tf_options. Qed.
Lemma s83_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (1 + d)) []) (s114_board (5 + a) (2 + b) 1 (1 + d)) (0) _ (s114_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (1 + d)) []); [reflexivity | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH (5 + a) (2 + b) 1 (1 + d) y1); [unfold s114_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s83_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s83_dom (5 + a) (2 + b) 0 (2 + d) y1) (Hm : meas (s83_board (5 + a) (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s83_board (5 + a) (2 + b) 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s83_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s83_board (5 + a) (2 + b) 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s83_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s83_c4_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s83_c4_moves a b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s83_c5_moves (a b : nat) : lmoves (s83_board (2 + a) (2 + b) 1 0) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E]].
Proof. unfold s83_board. tf_options. Qed.
Lemma s83_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s81_board (2 + a) (2 + b) 1) (0) _ (int ((Z.of_nat y1) - 1)) (s81_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E]) []); [strip_eq | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (2 + a) (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s83_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s83_dom (2 + a) (2 + b) 1 0 y1) (Hm : meas (s83_board (2 + a) (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s83_board (2 + a) (2 + b) 1 0)) (int (Z.of_nat y1)).
Proof.
  unfold s83_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s83_board (2 + a) (2 + b) 1 0)) in Hg. cbn [lefts] in Hg. rewrite s83_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s83_c5_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s83_c5_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s83_c6_moves (a b : nat) : lmoves (s83_board (4 + a) (2 + b) 1 1) = [repeat T (4 + a) ++ repeat F (2 + b) ++ [E; T; F; E; F]].
Proof. unfold s83_board. tf_options. Qed.
Lemma s83_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; T; F; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (4 + a) ++ repeat F (2 + b) ++ [E; T; F; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; E; F]) []) (s53_board (4 + a) (3 + b)) (0) _ (s53_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ repeat F (3 + b) ++ [T; E; E; F]) []); [reflexivity | unfold s53_board; target_board_eq | strip_offset].
  - unfold s53_form; apply form_int; zlia.
  - intros HT; apply (use53 IH (4 + a) (3 + b) y1); [unfold s53_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s83_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s83_dom (4 + a) (2 + b) 1 1 y1) (Hm : meas (s83_board (4 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s83_board (4 + a) (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s83_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s83_board (4 + a) (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s83_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s83_c6_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s83_c6_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s83_c7_moves (a b d : nat) : lmoves (s83_board (5 + a) (2 + b) 1 (2 + d)) = [repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (2 + d)].
Proof. unfold s83_board. tf_options. Qed.
Lemma s83_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + d)) []) (s115_board (5 + a) (3 + b) 0 (2 + d)) (0) _ (s115_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + d)) []); [reflexivity | unfold s115_board; target_board_eq | strip_offset].
  - unfold s115_form; apply form_int; zlia.
  - intros HT; apply (use115 IH (5 + a) (3 + b) 0 (2 + d) y1); [unfold s115_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s83_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s83_dom (5 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s83_board (5 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s83_board (5 + a) (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s83_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s83_board (5 + a) (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s83_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s83_c7_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s83_c7_moves a b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s83_c8_moves (a b c : nat) : lmoves (s83_board (2 + a) (2 + b) (2 + c) 0) = [repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ [E]].
Proof. unfold s83_board. tf_options. Qed.
Lemma s83_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ [E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E]) []) (s83_board (2 + a) (3 + b) (1 + c) 0) (0) _ (s83_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ [E]) []); [reflexivity | unfold s83_board; target_board_eq | strip_offset].
  - unfold s83_form; apply form_int; zlia.
  - intros HT; apply (use83 IH (2 + a) (3 + b) (1 + c) 0 y1); [unfold s83_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s83_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s83_dom (2 + a) (2 + b) (2 + c) 0 y1) (Hm : meas (s83_board (2 + a) (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s83_board (2 + a) (2 + b) (2 + c) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s83_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s83_board (2 + a) (2 + b) (2 + c) 0)) in Hg. cbn [lefts] in Hg. rewrite s83_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s83_c8_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s83_c8_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s83_c9_moves (a b c : nat) : lmoves (s83_board (5 + a) (2 + b) (2 + c) 1) = [repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F]].
Proof. unfold s83_board. tf_options. Qed.
Lemma s83_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E]) []) (s88_board (5 + a) (2 + b) 1 (3 + c)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (3 + c) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (5 + a) (2 + b) 1 (3 + c) y1); [unfold s88_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s83_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s83_dom (5 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s83_board (5 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s83_board (5 + a) (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s83_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s83_board (5 + a) (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s83_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s83_c9_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s83_c9_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s83_c10_moves (a b c d : nat) : lmoves (s83_board (5 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d)].
Proof. unfold s83_board. tf_options. Qed.
Lemma s83_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: repeat F (2 + d)) []) (s83_board (5 + a) (3 + b) (1 + c) (2 + d)) (0) _ (s83_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s83_board; target_board_eq | strip_offset].
  - unfold s83_form; apply form_int; zlia.
  - intros HT; apply (use83 IH (5 + a) (3 + b) (1 + c) (2 + d) y1); [unfold s83_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s83_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s83_dom (5 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s83_board (5 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s83_board (5 + a) (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s83_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s83_board (5 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s83_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s83_c10_t1_a1 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s83_c10_moves a b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s83_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C83 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s83_dom in Hdom.
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
          exact (s83_c1 IH b y1 Hdom Hm Hd Hr).
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
          exact (s83_c2 IH b c y1 Hdom Hm Hd Hr).
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
          do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s83_c3 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s83_c4 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s83_c5 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s83_c6 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s83_c7 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s83_c8 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s83_c9 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s83_c10 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s84_c1_moves (a b d : nat) : lmoves (s84_board (5 + a) (2 + b) 1 (2 + d)) = [repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (2 + d)].
Proof. unfold s84_board. tf_options. Qed.
Lemma s84_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (2 + d))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + d)) []) (s110_board (5 + a) (3 + b) (2 + d)) (0) _ (s110_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (3 + b) ++ T :: E :: E :: repeat F (2 + d)) []); [reflexivity | unfold s110_board; target_board_eq | strip_offset].
  - unfold s110_form; apply form_int; zlia.
  - intros HT; apply (use110 IH (5 + a) (3 + b) (2 + d) y1); [unfold s110_dom; zlia | unfold lex3; lia].
Qed.
Lemma s84_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s84_board (5 + a) (2 + b) 1 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s84_board (5 + a) (2 + b) 1 (2 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: F :: E :: E :: repeat F (2 + d)) []) (s111_board (5 + a) (2 + b) (2 + d)) (0) _ (s111_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s84_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: F :: E :: E :: repeat F (2 + d)) []); [reflexivity | unfold s111_board; target_board_eq | strip_offset].
  - unfold s111_form; apply form_int; zlia.
  - intros HT; apply (use111 IH (5 + a) (2 + b) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s111_dom; zlia | unfold lex3; lia].
Qed.
Lemma s84_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s84_board (5 + a) (2 + b) 1 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s84_board (5 + a) (2 + b) 1 (2 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ repeat F (2 + b) ++ T :: F :: E :: E :: repeat F (3 + d)) []) (s112_board (6 + a) (2 + b) (3 + d)) (0) _ (s112_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s84_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ repeat F (2 + b) ++ T :: F :: E :: E :: repeat F (3 + d)) []); [reflexivity | unfold s112_board; target_board_eq | strip_offset].
  - unfold s112_form; apply form_int; zlia.
  - intros HT; apply (use112 IH (6 + a) (2 + b) (3 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s112_dom; zlia | unfold lex3; lia].
Qed.
Lemma s84_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s84_dom (5 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s84_board (5 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s84_board (5 + a) (2 + b) 1 (2 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s84_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s84_board (5 + a) (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s84_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s84_c1_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s84_c1_moves a b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s84_c1_f1_a1 IH a b d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s84_c1_f1_a2 IH a b d y1 Hw Hm Hd Hr). }

Qed.

Lemma s84_c2_moves (a b c d : nat) : lmoves (s84_board (5 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d)].
Proof. unfold s84_board. tf_options. Qed.
Lemma s84_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: T :: repeat F (2 + c) ++ E :: repeat F (2 + d))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: repeat F (2 + d)) []) (s84_board (5 + a) (3 + b) (1 + c) (2 + d)) (0) _ (s84_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (3 + b) ++ T :: E :: repeat F (1 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s84_board; target_board_eq | strip_offset].
  - unfold s84_form; apply form_int; zlia.
  - intros HT; apply (use84 IH (5 + a) (3 + b) (1 + c) (2 + d) y1); [unfold s84_dom; zlia | unfold lex3; lia].
Qed.
Lemma s84_c2_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s84_board (5 + a) (2 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s84_board (5 + a) (2 + b) (2 + c) (2 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ E :: repeat F (1 + d)) []) (s83_board (5 + a) (2 + b) (3 + c) (1 + d)) (0) _ (s83_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s84_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ E :: repeat F (1 + d)) []); [reflexivity | unfold s83_board; target_board_eq | strip_offset].
  - unfold s83_form; apply form_int; zlia.
  - intros HT; apply (use83 IH (5 + a) (2 + b) (3 + c) (1 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s83_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s84_c2_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s84_board (5 + a) (2 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s84_board (5 + a) (2 + b) (2 + c) (2 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ E :: repeat F (2 + d)) []) (s84_board (6 + a) (2 + b) (3 + c) (2 + d)) (0) _ (s84_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s84_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ repeat F (2 + b) ++ T :: E :: repeat F (3 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s84_board; target_board_eq | strip_offset].
  - unfold s84_form; apply form_int; zlia.
  - intros HT; apply (use84 IH (6 + a) (2 + b) (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s84_dom; zlia | unfold lex3; lia].
Qed.
Lemma s84_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s84_dom (5 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s84_board (5 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s84_board (5 + a) (2 + b) (2 + c) (2 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s84_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s84_board (5 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s84_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s84_c2_t1_a1 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s84_c2_moves a b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s84_c2_f1_a3 IH a b c d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s84_c2_f1_a4 IH a b c d y1 Hw Hm Hd Hr). }

Qed.

Lemma s84_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C84 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s84_dom in Hdom.
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
          do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s84_c1 IH a b d y1 Hdom Hm Hd Hr).
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
  exact (s84_c2 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s85_c1_moves (a b : nat) : lmoves (s85_board (5 + a) (3 + b)) = [repeat T (5 + a) ++ F :: F :: E :: E :: T :: repeat F (3 + b)].
Proof. unfold s85_board. tf_options. Qed.
Lemma s85_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + b) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: E :: E :: T :: repeat F (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ F :: F :: E :: E :: T :: repeat F (3 + b))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: F :: E :: F :: T :: E :: repeat F (2 + b)) []) (s113_board (5 + a) (2 + b)) (0) _ (s113_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: E :: F :: T :: E :: repeat F (2 + b)) []); [reflexivity | unfold s113_board; target_board_eq | strip_offset].
  - unfold s113_form; apply form_int; zlia.
  - intros HT; apply (use113 IH (5 + a) (2 + b) y1); [unfold s113_dom; zlia | unfold lex3; lia].
Qed.
Lemma s85_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) = 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s85_board (5 + a) (3 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s85_board (5 + a) (3 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ [F; F; E; T; F; E; F; F]) []) (s114_board (5 + a) 2 1 2) (0) _ (s114_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s85_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ [F; F; E; T; F; E; F; F]) []); [reflexivity | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH (5 + a) 2 1 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s114_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s85_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + b) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 4)%Z) (Hm : (meas (s85_board (5 + a) (3 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s85_board (5 + a) (3 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ F :: F :: E :: T :: F :: E :: repeat F (3 + b)) []) (s82_board (6 + a) (3 + b)) (0) _ (s82_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s85_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ F :: F :: E :: T :: F :: E :: repeat F (3 + b)) []); [reflexivity | unfold s82_board; target_board_eq | strip_offset].
  - unfold s82_form; apply form_int; zlia.
  - intros HT; apply (use82 IH (6 + a) (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s82_dom; zlia | unfold lex3; lia].
Qed.
Lemma s85_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s85_dom (5 + a) (3 + b) y1) (Hm : meas (s85_board (5 + a) (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s85_board (5 + a) (3 + b))) (int (- Z.of_nat y1)).
Proof.
  unfold s85_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s85_board (5 + a) (3 + b))) in Hg. cbn [lefts] in Hg. rewrite s85_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + b) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3)%Z) by zlia. exact (s85_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s85_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat (3 + b) = 3) \/ (Z.of_nat (3 + b) >= 4))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (3 + b) = 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s85_c1_f1_a1 IH a b y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + b) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 4)%Z) by zlia. exact (s85_c1_f1_a2 IH a b y1 Hw Hm Hd Hr). }

Qed.

Lemma s85_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C85 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s85_dom in Hdom.
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
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s85_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s86_c1_moves (a : nat) : lmoves (s86_board (5 + a) 2) = [repeat T (5 + a) ++ [F; E; F; T; F; E; F; F]].
Proof. unfold s86_board. tf_options. Qed.
Lemma s86_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (5 + a) ++ [F; E; F; T; F; E; F; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ [F; E; F; T; F; E; F; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ [F; F; E; T; F; E; F; F]) []) (s114_board (5 + a) 2 1 2) (0) _ (s114_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ [F; F; E; T; F; E; F; F]) []); [reflexivity | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH (5 + a) 2 1 2 y1); [unfold s114_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s86_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s86_dom (5 + a) 2 y1) (Hm : meas (s86_board (5 + a) 2) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s86_board (5 + a) 2)) (int (Z.of_nat y1)).
Proof.
  unfold s86_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s86_board (5 + a) 2)) in Hg. cbn [lefts] in Hg. rewrite s86_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s86_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s86_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s86_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C86 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s86_dom in Hdom.
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
  assert (b = 0) by zlia; subst b.
  exact (s86_c1 IH a y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s87_c1_moves (a b : nat) : lmoves (s87_board (6 + a) (3 + b)) = [repeat T (6 + a) ++ F :: E :: F :: T :: F :: E :: repeat F (3 + b)].
Proof. unfold s87_board. tf_options. Qed.
Lemma s87_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (3 + b) >= 3 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3)%Z) (Hm : (meas (repeat T (6 + a) ++ F :: E :: F :: T :: F :: E :: repeat F (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (6 + a) ++ F :: E :: F :: T :: F :: E :: repeat F (3 + b))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ F :: F :: E :: T :: F :: E :: repeat F (3 + b)) []) (s82_board (6 + a) (3 + b)) (0) _ (s82_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ F :: F :: E :: T :: F :: E :: repeat F (3 + b)) []); [reflexivity | unfold s82_board; target_board_eq | strip_offset].
  - unfold s82_form; apply form_int; zlia.
  - intros HT; apply (use82 IH (6 + a) (3 + b) y1); [unfold s82_dom; zlia | unfold lex3; lia].
Qed.
Lemma s87_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (6 + a) >= 6 /\ Z.of_nat (3 + b) = 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s87_board (6 + a) (3 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s87_board (6 + a) (3 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ [F; T; F; F; E; E; F; F; F]) []) (s115_board (6 + a) 1 2 3) (0) _ (s115_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s87_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ [F; T; F; F; E; E; F; F; F]) []); [reflexivity | unfold s115_board; target_board_eq | strip_offset].
  - unfold s115_form; apply form_int; zlia.
  - intros HT; apply (use115 IH (6 + a) 1 2 3 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s115_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s87_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (3 + b) >= 3 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 4)%Z) (Hm : (meas (s87_board (6 + a) (3 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s87_board (6 + a) (3 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (7 + a) ++ F :: T :: F :: F :: E :: E :: repeat F (4 + b)) []) (s116_board (7 + a) 1 2 (4 + b)) (0) _ (s116_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s87_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (7 + a) ++ F :: T :: F :: F :: E :: E :: repeat F (4 + b)) []); [reflexivity | unfold s116_board; target_board_eq | strip_offset].
  - unfold s116_form; apply form_int; zlia.
  - intros HT; apply (use116 IH (7 + a) 1 2 (4 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s116_dom; zlia | unfold lex3; lia].
Qed.
Lemma s87_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s87_dom (6 + a) (3 + b) y1) (Hm : meas (s87_board (6 + a) (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s87_board (6 + a) (3 + b))) (int (- Z.of_nat y1)).
Proof.
  unfold s87_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s87_board (6 + a) (3 + b))) in Hg. cbn [lefts] in Hg. rewrite s87_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (3 + b) >= 3 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 3)%Z) by zlia. exact (s87_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s87_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat (3 + b) = 3) \/ (Z.of_nat (3 + b) >= 4))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (6 + a) >= 6 /\ Z.of_nat (3 + b) = 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s87_c1_f1_a1 IH a b y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (3 + b) >= 3 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + b) >= 4)%Z) by zlia. exact (s87_c1_f1_a2 IH a b y1 Hw Hm Hd Hr). }

Qed.

Lemma s87_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C87 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s87_dom in Hdom.
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
      do 4 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s87_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s88_c1_moves (d : nat) : lmoves (s88_board 0 1 1 (3 + d)) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s88_dom 0 1 1 (3 + d) y1) (Hm : meas (s88_board 0 1 1 (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s88_board 0 1 1 (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 1 1 (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s88_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s88_c2_moves (c d : nat) : lmoves (s88_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s88_dom 0 1 (2 + c) (2 + d) y1) (Hm : meas (s88_board 0 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s88_board 0 1 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 1 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s88_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s88_c3_moves (b d : nat) : lmoves (s88_board 0 (5 + b) 0 (2 + d)) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s88_dom 0 (5 + b) 0 (2 + d) y1) (Hm : meas (s88_board 0 (5 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s88_board 0 (5 + b) 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 (5 + b) 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s88_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s88_c4_moves (b d : nat) : lmoves (s88_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s88_dom 0 (2 + b) 1 (2 + d) y1) (Hm : meas (s88_board 0 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s88_board 0 (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s88_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s88_c5_moves (b c d : nat) : lmoves (s88_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s88_dom 0 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s88_board 0 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s88_board 0 (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s88_board 0 (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s88_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s88_c6_moves (d : nat) : lmoves (s88_board 1 1 0 (2 + d)) = [E :: F :: T :: repeat F (2 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: F :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: T :: repeat F (2 + d) ++ [E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: T :: repeat F (2 + d) ++ [E]) []) (s42_board 0 1 (2 + d)) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 (2 + d) y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s88_dom 1 1 0 (2 + d) y1) (Hm : meas (s88_board 1 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s88_board 1 1 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s88_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s88_c6_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s88_c6_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s88_c7_moves (d : nat) : lmoves (s88_board 1 1 1 (2 + d)) = [E :: F :: T :: T :: repeat F (2 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: F :: T :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: T :: T :: repeat F (2 + d) ++ [E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: T :: T :: repeat F (2 + d) ++ [E]) []) (s42_board 0 2 (2 + d)) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 2 (2 + d) y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s88_dom 1 1 1 (2 + d) y1) (Hm : meas (s88_board 1 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s88_board 1 1 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s88_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s88_c7_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s88_c7_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s88_c8_moves (c d : nat) : lmoves (s88_board 1 1 (2 + c) (2 + d)) = [E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E]) []) (s42_board 0 (3 + c) (2 + d)) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (3 + c) (2 + d) y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s88_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s88_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s88_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s88_board 1 1 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 1 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s88_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s88_c8_t1_a1 IH c d y1 Hw (move_below_l _ _ 0 _ _ (s88_c8_moves c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s88_c9_moves (b d : nat) : lmoves (s88_board 1 (5 + b) 0 (2 + d)) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s88_dom 1 (5 + b) 0 (2 + d) y1) (Hm : meas (s88_board 1 (5 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s88_board 1 (5 + b) 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (5 + b) 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s88_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s88_c10_moves (b d : nat) : lmoves (s88_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s88_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s88_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s88_board 1 (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s88_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s88_c11_moves (b c d : nat) : lmoves (s88_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s88_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s88_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s88_board 1 (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s88_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s88_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s88_c12_moves (a d : nat) : lmoves (s88_board (2 + a) 1 1 (3 + d)) = [repeat T (1 + a) ++ E :: F :: T :: T :: repeat F (3 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: T :: repeat F (3 + d) ++ [E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: T :: repeat F (3 + d) ++ [E]) []) (s88_board 1 1 2 (3 + d)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: repeat F (3 + d) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 2 (3 + d) y1); [unfold s88_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: T :: repeat F (3 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: T :: repeat F (3 + d) ++ [E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ [E]) []) (s88_board (2 + a) 1 2 (3 + d)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: repeat F (3 + d) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 2 (3 + d) y1); [unfold s88_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s88_dom (2 + a) 1 1 (3 + d) y1) (Hm : meas (s88_board (2 + a) 1 1 (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s88_board (2 + a) 1 1 (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 1 (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s88_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s88_c12_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s88_c12_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s88_c12_t1_a2 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s88_c12_moves a d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s88_c13_moves (a c d : nat) : lmoves (s88_board (2 + a) 1 (2 + c) (2 + d)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E]].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E]) []) (s88_board 1 1 (3 + c) (2 + d)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 (3 + c) (2 + d) y1); [unfold s88_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c13_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E]) []) (s88_board (2 + a) 1 (3 + c) (2 + d)) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + c) ++ repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 (3 + c) (2 + d) y1); [unfold s88_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s88_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s88_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s88_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s88_board (2 + a) 1 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s88_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s88_c13_t1_a1 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s88_c13_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s88_c13_t1_a2 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s88_c13_moves a c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s88_c14_moves (a b d : nat) : lmoves (s88_board (2 + a) (5 + b) 0 (2 + d)) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s88_dom (2 + a) (5 + b) 0 (2 + d) y1) (Hm : meas (s88_board (2 + a) (5 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s88_board (2 + a) (5 + b) 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (5 + b) 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s88_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s88_c15_moves (a b d : nat) : lmoves (s88_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s88_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s88_board (2 + a) (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s88_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s88_c16_moves (a b c d : nat) : lmoves (s88_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s88_board. tf_options. Qed.
Lemma s88_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s88_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s88_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s88_board (2 + a) (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s88_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s88_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s88_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s88_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C88 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s88_dom in Hdom.
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
          do 1 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s88_c1 IH d y1 Hdom Hm Hd Hr).
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
          exact (s88_c2 IH c d y1 Hdom Hm Hd Hr).
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
          do 3 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s88_c3 IH b d y1 Hdom Hm Hd Hr).
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
          exact (s88_c4 IH b d y1 Hdom Hm Hd Hr).
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
          exact (s88_c5 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s88_c6 IH d y1 Hdom Hm Hd Hr).
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
          exact (s88_c7 IH d y1 Hdom Hm Hd Hr).
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
          exact (s88_c8 IH c d y1 Hdom Hm Hd Hr).
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
          do 3 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s88_c9 IH b d y1 Hdom Hm Hd Hr).
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
          exact (s88_c10 IH b d y1 Hdom Hm Hd Hr).
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
          exact (s88_c11 IH b c d y1 Hdom Hm Hd Hr).
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
          do 1 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s88_c12 IH a d y1 Hdom Hm Hd Hr).
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
          exact (s88_c13 IH a c d y1 Hdom Hm Hd Hr).
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
          do 3 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s88_c14 IH a b d y1 Hdom Hm Hd Hr).
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
          exact (s88_c15 IH a b d y1 Hdom Hm Hd Hr).
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
          exact (s88_c16 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s89_c1_moves : lmoves (s89_board 0) = [].
Proof. unfold s89_board. tf_options. Qed.
Lemma s89_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s89_dom 0 y1) (Hm : meas (s89_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s89_board 0)) (int (Z.of_nat y1)).
Proof.
  unfold s89_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s89_board 0)) in Hg. cbn [lefts] in Hg. rewrite s89_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s89_c2_moves : lmoves (s89_board 1) = [].
Proof. unfold s89_board. tf_options. Qed.
Lemma s89_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s89_dom 1 y1) (Hm : meas (s89_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s89_board 1)) (int (Z.of_nat y1)).
Proof.
  unfold s89_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s89_board 1)) in Hg. cbn [lefts] in Hg. rewrite s89_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s89_c3_moves (a : nat) : lmoves (s89_board (2 + a)) = [].
Proof. unfold s89_board. tf_options. Qed.
Lemma s89_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s89_dom (2 + a) y1) (Hm : meas (s89_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s89_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s89_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s89_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s89_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s89_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C89 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s89_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s89_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s89_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s89_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s90_c1_moves : lmoves (s90_board 1 0 0) = [[E; T; E; F]].
Proof. unfold s90_board. tf_options. Qed.
Lemma s90_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas ([E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; F; E]) []) (s42_board 0 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s90_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s90_dom 1 0 0 y1) (Hm : meas (s90_board 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s90_board 1 0 0)) (int (Z.of_nat y1)).
Proof.
  unfold s90_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s90_board 1 0 0)) in Hg. cbn [lefts] in Hg. rewrite s90_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s90_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s90_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s90_c2_moves : lmoves (s90_board 1 0 1) = [[E; T; E; F; F]].
Proof. unfold s90_board. tf_options. Qed.
Lemma s90_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas ([E; T; E; F; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; E; F; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; F; E; F]) []) (s43_board 0 1 1 1) (0) _ (s43_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E; F]) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 0 1 1 1 y1); [unfold s43_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s90_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s90_dom 1 0 1 y1) (Hm : meas (s90_board 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s90_board 1 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s90_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s90_board 1 0 1)) in Hg. cbn [lefts] in Hg. rewrite s90_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s90_c2_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s90_c2_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s90_c3_moves (c : nat) : lmoves (s90_board 1 0 (2 + c)) = [E :: T :: E :: repeat F (3 + c)].
Proof. unfold s90_board. tf_options. Qed.
Lemma s90_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (E :: T :: E :: repeat F (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: repeat F (3 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: F :: E :: repeat F (2 + c)) []) (s43_board 0 1 1 (2 + c)) (0) _ (s43_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 0 1 1 (2 + c) y1); [unfold s43_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s90_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s90_dom 1 0 (2 + c) y1) (Hm : meas (s90_board 1 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s90_board 1 0 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s90_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s90_board 1 0 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s90_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s90_c3_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s90_c3_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s90_c4_moves : lmoves (s90_board 1 1 0) = [[E; T; E; F; T]].
Proof. unfold s90_board. tf_options. Qed.
Lemma s90_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas ([E; T; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; F; E]) [(1, 0)]) (s42_board 0 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s90_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s90_dom 1 1 0 y1) (Hm : meas (s90_board 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s90_board 1 1 0)) (int (Z.of_nat y1)).
Proof.
  unfold s90_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s90_board 1 1 0)) in Hg. cbn [lefts] in Hg. rewrite s90_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s90_c4_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s90_c4_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s90_c5_moves : lmoves (s90_board 1 1 1) = [[E; T; E; F; T; F]].
Proof. unfold s90_board. tf_options. Qed.
Lemma s90_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas ([E; T; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; F; E; T; F]) []) (s61_board 1 1) (0) _ (s61_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E; T; F]) []); [reflexivity | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH 1 1 y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s90_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s90_dom 1 1 1 y1) (Hm : meas (s90_board 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s90_board 1 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s90_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s90_board 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s90_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s90_c5_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s90_c5_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s90_c6_moves (c : nat) : lmoves (s90_board 1 1 (2 + c)) = [E :: T :: E :: F :: T :: repeat F (2 + c)].
Proof. unfold s90_board. tf_options. Qed.
Lemma s90_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (E :: T :: E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: F :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s62_board 0 1 1 (2 + c)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 1 1 (2 + c) y1); [unfold s62_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s90_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s90_dom 1 1 (2 + c) y1) (Hm : meas (s90_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s90_board 1 1 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s90_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s90_board 1 1 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s90_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s90_c6_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s90_c6_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s90_c7_moves (b : nat) : lmoves (s90_board 1 (2 + b) 0) = [E :: T :: E :: F :: repeat T (2 + b)].
Proof. unfold s90_board. tf_options. Qed.
Lemma s90_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (E :: T :: E :: F :: repeat T (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: F :: repeat T (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; F; E]) [(2 + b, 0)]) (s42_board 0 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E]) [(2 + b, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s90_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s90_dom 1 (2 + b) 0 y1) (Hm : meas (s90_board 1 (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s90_board 1 (2 + b) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s90_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s90_board 1 (2 + b) 0)) in Hg. cbn [lefts] in Hg. rewrite s90_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s90_c7_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s90_c7_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s90_c8_moves (b : nat) : lmoves (s90_board 1 (2 + b) 1) = [E :: T :: E :: F :: repeat T (2 + b) ++ [F]].
Proof. unfold s90_board. tf_options. Qed.
Lemma s90_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (E :: T :: E :: F :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: F :: repeat T (2 + b) ++ [F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: F :: E :: repeat T (2 + b) ++ [F]) []) (s61_board 1 (2 + b)) (0) _ (s61_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH 1 (2 + b) y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s90_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s90_dom 1 (2 + b) 1 y1) (Hm : meas (s90_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s90_board 1 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s90_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s90_board 1 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s90_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s90_c8_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s90_c8_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s90_c9_moves (b c : nat) : lmoves (s90_board 1 (2 + b) (2 + c)) = [E :: T :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s90_board. tf_options. Qed.
Lemma s90_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (E :: T :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s62_board 0 1 (2 + b) (2 + c)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 1 (2 + b) (2 + c) y1); [unfold s62_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s90_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s90_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s90_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s90_board 1 (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s90_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s90_board 1 (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s90_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s90_c9_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s90_c9_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s90_c10_moves (a : nat) : lmoves (s90_board (2 + a) 0 0) = [repeat T (1 + a) ++ [E; T; E; F]].
Proof. unfold s90_board. tf_options. Qed.
Lemma s90_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; E; T; F; E]) []) (s42_board 1 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; F; E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 1 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s90_c10_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; F; E]) []) (s42_board (2 + a) 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) 1 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s90_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s90_dom (2 + a) 0 0 y1) (Hm : meas (s90_board (2 + a) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s90_board (2 + a) 0 0)) (int (Z.of_nat y1)).
Proof.
  unfold s90_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s90_board (2 + a) 0 0)) in Hg. cbn [lefts] in Hg. rewrite s90_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s90_c10_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s90_c10_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s90_c10_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s90_c10_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s90_c11_moves (a : nat) : lmoves (s90_board (2 + a) 0 1) = [repeat T (1 + a) ++ [E; T; E; F; F]].
Proof. unfold s90_board. tf_options. Qed.
Lemma s90_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; E; F; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; E; F; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s43_board 1 1 0 2) (0) _ (int ((Z.of_nat y1) - 1)) (s43_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([T; E; T; E; F; F]) []); [strip_eq | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 1 1 0 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s43_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s90_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; E; F; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; E; F; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; F; E; F]) []) (s43_board (2 + a) 1 1 1) (0) _ (s43_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E; F]) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH (2 + a) 1 1 1 y1); [unfold s43_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s90_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s90_dom (2 + a) 0 1 y1) (Hm : meas (s90_board (2 + a) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s90_board (2 + a) 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s90_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s90_board (2 + a) 0 1)) in Hg. cbn [lefts] in Hg. rewrite s90_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s90_c11_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s90_c11_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s90_c11_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s90_c11_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s90_c12_moves (a c : nat) : lmoves (s90_board (2 + a) 0 (2 + c)) = [repeat T (1 + a) ++ E :: T :: E :: repeat F (3 + c)].
Proof. unfold s90_board. tf_options. Qed.
Lemma s90_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: E :: repeat F (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: E :: repeat F (3 + c))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s43_board 1 1 0 (3 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s43_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat F (3 + c)) []); [strip_eq | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 1 1 0 (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s43_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s90_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: E :: repeat F (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: E :: repeat F (3 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s43_board (2 + a) 1 0 (3 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s43_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat F (3 + c)) []); [strip_eq | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH (2 + a) 1 0 (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s43_dom; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s90_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s90_dom (2 + a) 0 (2 + c) y1) (Hm : meas (s90_board (2 + a) 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s90_board (2 + a) 0 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s90_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s90_board (2 + a) 0 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s90_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s90_c12_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s90_c12_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s90_c12_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s90_c12_moves a c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s90_c13_moves (a : nat) : lmoves (s90_board (2 + a) 1 0) = [repeat T (1 + a) ++ [E; T; E; F; T]].
Proof. unfold s90_board. tf_options. Qed.
Lemma s90_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; E; F; T])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; E; T; F; E]) [(1, 0)]) (s42_board 1 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 1 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s90_c13_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; E; F; T])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; F; E]) [(1, 0)]) (s42_board (2 + a) 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) 1 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s90_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s90_dom (2 + a) 1 0 y1) (Hm : meas (s90_board (2 + a) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s90_board (2 + a) 1 0)) (int (Z.of_nat y1)).
Proof.
  unfold s90_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s90_board (2 + a) 1 0)) in Hg. cbn [lefts] in Hg. rewrite s90_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s90_c13_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s90_c13_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s90_c13_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s90_c13_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s90_c14_moves (a : nat) : lmoves (s90_board (2 + a) 1 1) = [repeat T (1 + a) ++ [E; T; E; F; T; F]].
Proof. unfold s90_board. tf_options. Qed.
Lemma s90_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; E; T; F; E; T; F]) []) (s62_board 1 1 1 1) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; F; E; T; F]) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 1 1 1 1 y1); [unfold s62_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s90_c14_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; F; E; T; F]) []) (s62_board (2 + a) 1 1 1) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH (2 + a) 1 1 1 y1); [unfold s62_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s90_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s90_dom (2 + a) 1 1 y1) (Hm : meas (s90_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s90_board (2 + a) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s90_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s90_board (2 + a) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s90_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s90_c14_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s90_c14_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s90_c14_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s90_c14_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s90_c15_moves (a c : nat) : lmoves (s90_board (2 + a) 1 (2 + c)) = [repeat T (1 + a) ++ E :: T :: E :: F :: T :: repeat F (2 + c)].
Proof. unfold s90_board. tf_options. Qed.
Lemma s90_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: E :: F :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s62_board 1 1 1 (2 + c)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 1 1 1 (2 + c) y1); [unfold s62_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s90_c15_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: E :: F :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []) (s62_board (2 + a) 1 1 (2 + c)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH (2 + a) 1 1 (2 + c) y1); [unfold s62_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s90_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s90_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s90_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s90_board (2 + a) 1 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s90_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s90_board (2 + a) 1 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s90_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s90_c15_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s90_c15_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s90_c15_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s90_c15_moves a c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s90_c16_moves (a b : nat) : lmoves (s90_board (2 + a) (2 + b) 0) = [repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (2 + b)].
Proof. unfold s90_board. tf_options. Qed.
Lemma s90_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (2 + b))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; E; T; F; E]) [(2 + b, 0)]) (s42_board 1 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; F; E]) [(2 + b, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 1 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s90_c16_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (2 + b))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; F; E]) [(2 + b, 0)]) (s42_board (2 + a) 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E]) [(2 + b, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) 1 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s90_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s90_dom (2 + a) (2 + b) 0 y1) (Hm : meas (s90_board (2 + a) (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s90_board (2 + a) (2 + b) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s90_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s90_board (2 + a) (2 + b) 0)) in Hg. cbn [lefts] in Hg. rewrite s90_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s90_c16_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s90_c16_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s90_c16_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s90_c16_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s90_c17_moves (a b : nat) : lmoves (s90_board (2 + a) (2 + b) 1) = [repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (2 + b) ++ [F]].
Proof. unfold s90_board. tf_options. Qed.
Lemma s90_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (2 + b) ++ [F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: T :: F :: E :: repeat T (2 + b) ++ [F]) []) (s62_board 1 1 (2 + b) 1) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 1 1 (2 + b) 1 y1); [unfold s62_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s90_c17_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (2 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (2 + b) ++ [F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (2 + b) ++ [F]) []) (s62_board (2 + a) 1 (2 + b) 1) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH (2 + a) 1 (2 + b) 1 y1); [unfold s62_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s90_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s90_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s90_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s90_board (2 + a) (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s90_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s90_board (2 + a) (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s90_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s90_c17_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s90_c17_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s90_c17_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s90_c17_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s90_c18_moves (a b c : nat) : lmoves (s90_board (2 + a) (2 + b) (2 + c)) = [repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c)].
Proof. unfold s90_board. tf_options. Qed.
Lemma s90_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s62_board 1 1 (2 + b) (2 + c)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 1 1 (2 + b) (2 + c) y1); [unfold s62_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s90_c18_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: E :: F :: repeat T (2 + b) ++ repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []) (s62_board (2 + a) 1 (2 + b) (2 + c)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH (2 + a) 1 (2 + b) (2 + c) y1); [unfold s62_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s90_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s90_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s90_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s90_board (2 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s90_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s90_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s90_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s90_c18_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s90_c18_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s90_c18_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s90_c18_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s90_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C90 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s90_dom in Hdom.
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
        exact (s90_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s90_c2 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s90_c3 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s90_c4 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s90_c5 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s90_c6 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s90_c7 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s90_c8 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s90_c9 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exact (s90_c10 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s90_c11 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s90_c12 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s90_c13 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s90_c14 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s90_c15 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s90_c16 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s90_c17 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s90_c18 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s91_c1_moves : lmoves (s91_board) = [[E; T; T; T; F; F; E; F; T]].
Proof. unfold s91_board. tf_options. Qed.
Lemma s91_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; T; T; T; F; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; T; F; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; T; T; F; F; F; E]) [(1, 0)]) (s42_board 0 3 3) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; T; F; F; F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 3 3 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s91_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s91_dom y1) (Hm : meas (s91_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s91_board)) (int (Z.of_nat y1)).
Proof.
  unfold s91_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s91_board)) in Hg. cbn [lefts] in Hg. rewrite s91_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat y1 = 0)%Z) by zlia. exact (s91_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s91_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s91_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C91 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s91_dom in Hdom.
  exact (s91_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s92_c1_moves : lmoves (s92_board 0) = [[E; F; F; E; F; T]].
Proof. unfold s92_board. tf_options. Qed.
Lemma s92_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0)%Z) (Hm : (meas ([E; F; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; F; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1); (1, 1); (1, 1)] ([]) [(1, 0)]) (s72_board) (-3) _ (s72_form (3 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(0, 1); (1, 1); (1, 1)] ([]) [(1, 0)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s72_form; apply form_int; zlia.
  - intros HT; apply (use72 IH (3 + y1)); [unfold s72_dom; zlia | unfold lex3; lia].
Qed.
Lemma s92_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s92_dom 0 y1) (Hm : meas (s92_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s92_board 0)) (int (Z.of_nat y1)).
Proof.
  unfold s92_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s92_board 0)) in Hg. cbn [lefts] in Hg. rewrite s92_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0)%Z) by zlia. exact (s92_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s92_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s92_c2_moves : lmoves (s92_board 1) = [[E; T; F; F; E; F; T]].
Proof. unfold s92_board. tf_options. Qed.
Lemma s92_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1)%Z) (Hm : (meas ([E; T; F; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; F; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; F; F; F; E]) [(1, 0)]) (s42_board 0 1 3) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; F; F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 3 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s92_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s92_dom 1 y1) (Hm : meas (s92_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s92_board 1)) (int (Z.of_nat y1)).
Proof.
  unfold s92_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s92_board 1)) in Hg. cbn [lefts] in Hg. rewrite s92_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1)%Z) by zlia. exact (s92_c2_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s92_c2_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s92_c3_moves (a : nat) : lmoves (s92_board (2 + a)) = [E :: repeat T (2 + a) ++ [F; F; E; F; T]].
Proof. unfold s92_board. tf_options. Qed.
Lemma s92_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ [F; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + a) ++ [F; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + a) ++ [F; F; F; E]) [(1, 0)]) (s42_board 0 (2 + a) 3) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ [F; F; F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (2 + a) 3 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s92_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s92_dom (2 + a) y1) (Hm : meas (s92_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s92_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s92_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s92_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s92_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2)%Z) by zlia. exact (s92_c3_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s92_c3_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s92_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C92 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s92_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s92_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s92_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s92_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s93_c1_moves (a : nat) : lmoves (s93_board (2 + a)) = [E :: T :: T :: T :: T :: F :: F :: E :: T :: repeat F (2 + a)].
Proof. unfold s93_board. tf_options. Qed.
Lemma s93_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: T :: T :: F :: F :: E :: T :: repeat F (2 + a)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: T :: T :: F :: F :: E :: T :: repeat F (2 + a))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: T :: T :: T :: F :: F :: F :: T :: E :: repeat F (1 + a)) []) (s97_board 0 4 3 (1 + a)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: T :: F :: F :: F :: T :: E :: repeat F (1 + a)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 0 4 3 (1 + a) y1); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s93_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s93_dom (2 + a) y1) (Hm : meas (s93_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s93_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s93_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s93_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s93_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s93_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s93_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s93_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C93 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s93_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s93_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s94_c1_moves : lmoves (s94_board 0 1 1) = [[E; T; T; T; F; E; T; F]].
Proof. unfold s94_board. tf_options. Qed.
Lemma s94_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([E; T; T; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; T; T; F; F]) [(1, 1)]) (s33_board) (1) _ (s33_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; T; F; F]) [(1, 1)]); [reflexivity | unfold s33_board; target_board_eq | strip_offset].
  - unfold s33_form; apply form_int; zlia.
  - intros HT; apply (use33 IH (Z.to_nat (Z.of_nat y1 - 1))); [unfold s33_dom; zlia | unfold lex3; lia].
Qed.
Lemma s94_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s94_dom 0 1 1 y1) (Hm : meas (s94_board 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s94_board 0 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s94_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s94_board 0 1 1)) in Hg. cbn [lefts] in Hg. rewrite s94_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s94_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s94_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s94_c2_moves (c : nat) : lmoves (s94_board 0 1 (2 + c)) = [E :: T :: T :: T :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s94_board. tf_options. Qed.
Lemma s94_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: T :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: T :: F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: T :: T :: F :: F :: T :: E :: repeat F (1 + c)) []) (s67_board 0 (1 + c)) (0) _ (s67_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: F :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s67_board; target_board_eq | strip_offset].
  - unfold s67_form; apply form_int; zlia.
  - intros HT; apply (use67 IH 0 (1 + c) y1); [unfold s67_dom; zlia | unfold lex3; lia].
Qed.
Lemma s94_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s94_dom 0 1 (2 + c) y1) (Hm : meas (s94_board 0 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s94_board 0 1 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s94_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s94_board 0 1 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s94_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s94_c2_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s94_c2_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s94_c3_moves (b : nat) : lmoves (s94_board 0 (2 + b) 1) = [E :: T :: T :: T :: repeat F (2 + b) ++ [E; T; F]].
Proof. unfold s94_board. tf_options. Qed.
Lemma s94_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: T :: repeat F (2 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: T :: repeat F (2 + b) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: T :: T :: repeat F (3 + b)) [(1, 1)]) (s42_board 0 3 (3 + b)) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: repeat F (3 + b)) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 3 (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s94_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s94_dom 0 (2 + b) 1 y1) (Hm : meas (s94_board 0 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s94_board 0 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s94_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s94_board 0 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s94_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s94_c3_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s94_c3_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s94_c4_moves (b c : nat) : lmoves (s94_board 0 (2 + b) (2 + c)) = [E :: T :: T :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)].
Proof. unfold s94_board. tf_options. Qed.
Lemma s94_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: T :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) []) (s94_board 0 (3 + b) (1 + c)) (0) _ (s94_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s94_board; target_board_eq | strip_offset].
  - unfold s94_form; apply form_int; zlia.
  - intros HT; apply (use94 IH 0 (3 + b) (1 + c) y1); [unfold s94_dom; zlia | unfold lex3; lia].
Qed.
Lemma s94_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s94_dom 0 (2 + b) (2 + c) y1) (Hm : meas (s94_board 0 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s94_board 0 (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s94_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s94_board 0 (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s94_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s94_c4_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s94_c4_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s94_c5_moves : lmoves (s94_board 1 1 1) = [[E; T; T; T; T; F; T; E; F]; [T; E; T; T; T; F; E; T; F]].
Proof. unfold s94_board. tf_options. Qed.
Lemma s94_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([E; T; T; T; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; T; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; T; T; T; F; T; F; E]) []) (s117_board 4 1) (0) _ (s117_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; T; T; F; T; F; E]) []); [reflexivity | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH 4 1 y1); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s94_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; E; T; T; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; E; T; T; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; E; T; T; T; F; F]) [(1, 1)]) (s38_board 1 3) (1) _ (s38_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; T; T; F; F]) [(1, 1)]); [reflexivity | unfold s38_board; target_board_eq | strip_offset].
  - unfold s38_form; apply form_int; zlia.
  - intros HT; apply (use38 IH 1 3 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s38_dom; zlia | unfold lex3; lia].
Qed.
Lemma s94_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s94_dom 1 1 1 y1) (Hm : meas (s94_board 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s94_board 1 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s94_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s94_board 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s94_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s94_c5_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s94_c5_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s94_c5_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s94_c5_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s94_c6_moves (c : nat) : lmoves (s94_board 1 1 (2 + c)) = [E :: T :: T :: T :: T :: F :: T :: E :: repeat F (2 + c); T :: E :: T :: T :: T :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s94_board. tf_options. Qed.
Lemma s94_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: T :: T :: T :: F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: T :: T :: F :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s97_board 0 4 1 (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s97_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: T :: F :: T :: E :: repeat F (2 + c)) []); [strip_eq | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 0 4 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s97_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s94_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: T :: T :: T :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: T :: T :: T :: F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: T :: T :: T :: F :: F :: T :: E :: repeat F (1 + c)) []) (s66_board (1 + c)) (0) _ (s66_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: T :: T :: F :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s66_board; target_board_eq | strip_offset].
  - unfold s66_form; apply form_int; zlia.
  - intros HT; apply (use66 IH (1 + c) y1); [unfold s66_dom; zlia | unfold lex3; lia].
Qed.
Lemma s94_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s94_dom 1 1 (2 + c) y1) (Hm : meas (s94_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s94_board 1 1 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s94_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s94_board 1 1 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s94_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s94_c6_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s94_c6_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s94_c6_t2_a1 IH c y1 Hw (move_below_l _ _ 1 _ _ (s94_c6_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s94_c7_moves (b : nat) : lmoves (s94_board 1 (2 + b) 1) = [E :: T :: T :: T :: T :: repeat F (2 + b) ++ [T; E; F]; T :: E :: T :: T :: T :: repeat F (2 + b) ++ [E; T; F]].
Proof. unfold s94_board. tf_options. Qed.
Lemma s94_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: T :: T :: T :: repeat F (2 + b) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: T :: T :: repeat F (2 + b) ++ [T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: T :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []) (s117_board 4 (2 + b)) (0) _ (s117_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []); [reflexivity | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH 4 (2 + b) y1); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s94_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: T :: T :: T :: repeat F (2 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: T :: T :: T :: repeat F (2 + b) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: T :: T :: T :: repeat F (3 + b)) [(1, 1)]) (s42_board 1 3 (3 + b)) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: T :: T :: repeat F (3 + b)) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 3 (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s94_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s94_dom 1 (2 + b) 1 y1) (Hm : meas (s94_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s94_board 1 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s94_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s94_board 1 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s94_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s94_c7_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s94_c7_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s94_c7_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s94_c7_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s94_c8_moves (b c : nat) : lmoves (s94_board 1 (2 + b) (2 + c)) = [E :: T :: T :: T :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + c); T :: E :: T :: T :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)].
Proof. unfold s94_board. tf_options. Qed.
Lemma s94_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: T :: T :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: T :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s97_board 0 4 (2 + b) (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s97_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + c)) []); [strip_eq | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 0 4 (2 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s94_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: T :: T :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: T :: T :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: T :: T :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) []) (s94_board 1 (3 + b) (1 + c)) (0) _ (s94_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: T :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s94_board; target_board_eq | strip_offset].
  - unfold s94_form; apply form_int; zlia.
  - intros HT; apply (use94 IH 1 (3 + b) (1 + c) y1); [unfold s94_dom; zlia | unfold lex3; lia].
Qed.
Lemma s94_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s94_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s94_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s94_board 1 (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s94_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s94_board 1 (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s94_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s94_c8_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s94_c8_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s94_c8_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s94_c8_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s94_c9_moves (a : nat) : lmoves (s94_board (2 + a) 1 1) = [repeat T (1 + a) ++ [E; T; T; T; T; F; T; E; F]; repeat T (2 + a) ++ [E; T; T; T; F; E; T; F]].
Proof. unfold s94_board. tf_options. Qed.
Lemma s94_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; T; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; T; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; E; T; T; T; T; F; T; F; E]) []) (s118_board 1 4 1) (0) _ (s118_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; T; T; T; F; T; F; E]) []); [reflexivity | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH 1 4 1 y1); [unfold s118_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s94_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; T; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; T; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; T; T; T; F; T; F; E]) []) (s118_board (2 + a) 4 1) (0) _ (s118_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; T; T; F; T; F; E]) []); [reflexivity | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH (2 + a) 4 1 y1); [unfold s118_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s94_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; T; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [E; T; T; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; T; T; F; F]) [(1, 1)]) (s38_board (2 + a) 3) (1) _ (s38_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; T; F; F]) [(1, 1)]); [reflexivity | unfold s38_board; target_board_eq | strip_offset].
  - unfold s38_form; apply form_int; zlia.
  - intros HT; apply (use38 IH (2 + a) 3 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s38_dom; zlia | unfold lex3; lia].
Qed.
Lemma s94_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s94_dom (2 + a) 1 1 y1) (Hm : meas (s94_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s94_board (2 + a) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s94_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s94_board (2 + a) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s94_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s94_c9_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s94_c9_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s94_c9_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s94_c9_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s94_c9_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s94_c9_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s94_c10_moves (a c : nat) : lmoves (s94_board (2 + a) 1 (2 + c)) = [repeat T (1 + a) ++ E :: T :: T :: T :: T :: F :: T :: E :: repeat F (2 + c); repeat T (2 + a) ++ E :: T :: T :: T :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s94_board. tf_options. Qed.
Lemma s94_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: T :: T :: F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: T :: T :: F :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s97_board 1 4 1 (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s97_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: T :: T :: T :: T :: F :: T :: E :: repeat F (2 + c)) []); [strip_eq | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 1 4 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s97_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s94_c10_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: T :: T :: F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: T :: T :: F :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s97_board (2 + a) 4 1 (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s97_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: T :: F :: T :: E :: repeat F (2 + c)) []); [strip_eq | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH (2 + a) 4 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s97_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s94_c10_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: T :: T :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: T :: T :: T :: F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: T :: E :: repeat F (1 + c)) []) (s67_board (2 + a) (1 + c)) (0) _ (s67_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: F :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s67_board; target_board_eq | strip_offset].
  - unfold s67_form; apply form_int; zlia.
  - intros HT; apply (use67 IH (2 + a) (1 + c) y1); [unfold s67_dom; zlia | unfold lex3; lia].
Qed.
Lemma s94_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s94_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s94_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s94_board (2 + a) 1 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s94_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s94_board (2 + a) 1 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s94_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s94_c10_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s94_c10_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s94_c10_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s94_c10_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s94_c10_t2_a1 IH a c y1 Hw (move_below_l _ _ 1 _ _ (s94_c10_moves a c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s94_c11_moves (a b : nat) : lmoves (s94_board (2 + a) (2 + b) 1) = [repeat T (1 + a) ++ E :: T :: T :: T :: T :: repeat F (2 + b) ++ [T; E; F]; repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (2 + b) ++ [E; T; F]].
Proof. unfold s94_board. tf_options. Qed.
Lemma s94_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: T :: T :: repeat F (2 + b) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: T :: T :: repeat F (2 + b) ++ [T; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: T :: T :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []) (s118_board 1 4 (2 + b)) (0) _ (s118_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: T :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []); [reflexivity | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH 1 4 (2 + b) y1); [unfold s118_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s94_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: T :: T :: repeat F (2 + b) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: T :: T :: repeat F (2 + b) ++ [T; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: T :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []) (s118_board (2 + a) 4 (2 + b)) (0) _ (s118_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: T :: repeat F (2 + b) ++ [T; F; E]) []); [reflexivity | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH (2 + a) 4 (2 + b) y1); [unfold s118_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s94_c11_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (2 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (2 + b) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + b)) [(1, 1)]) (s42_board (2 + a) 3 (3 + b)) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + b)) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) 3 (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s94_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s94_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s94_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s94_board (2 + a) (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s94_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s94_board (2 + a) (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s94_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s94_c11_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s94_c11_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s94_c11_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s94_c11_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s94_c11_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s94_c11_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s94_c12_moves (a b c : nat) : lmoves (s94_board (2 + a) (2 + b) (2 + c)) = [repeat T (1 + a) ++ E :: T :: T :: T :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + c); repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)].
Proof. unfold s94_board. tf_options. Qed.
Lemma s94_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: T :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: T :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s97_board 1 4 (2 + b) (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s97_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: T :: T :: T :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + c)) []); [strip_eq | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 1 4 (2 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s94_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: T :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: T :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s97_board (2 + a) 4 (2 + b) (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s97_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: T :: repeat F (2 + b) ++ T :: E :: repeat F (2 + c)) []); [strip_eq | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH (2 + a) 4 (2 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s94_c12_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) []) (s94_board (2 + a) (3 + b) (1 + c)) (0) _ (s94_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s94_board; target_board_eq | strip_offset].
  - unfold s94_form; apply form_int; zlia.
  - intros HT; apply (use94 IH (2 + a) (3 + b) (1 + c) y1); [unfold s94_dom; zlia | unfold lex3; lia].
Qed.
Lemma s94_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s94_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s94_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s94_board (2 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s94_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s94_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s94_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s94_c12_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s94_c12_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s94_c12_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s94_c12_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s94_c12_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s94_c12_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s94_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C94 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s94_dom in Hdom.
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
        exact (s94_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s94_c2 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s94_c3 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s94_c4 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s94_c5 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s94_c6 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s94_c7 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s94_c8 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s94_c9 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s94_c10 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s94_c11 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s94_c12 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s95_c1_moves (a : nat) : lmoves (s95_board (4 + a)) = [E :: repeat T (5 + a) ++ [F; F; T; F; E]; T :: E :: repeat T (4 + a) ++ [F; F; E; F; T]].
Proof. unfold s95_board. tf_options. Qed.
Lemma s95_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (E :: repeat T (5 + a) ++ [F; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (5 + a) ++ [F; F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s92_board (5 + a)) (0) _ (int ((Z.of_nat y1) - 1)) (s92_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (5 + a) ++ [F; F; T; F; E]) []); [strip_eq | unfold s92_board; target_board_eq | strip_offset].
  - unfold s92_form; apply form_int; zlia.
  - intros HT; apply (use92 IH (5 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s92_dom; zlia | unfold lex3; lia].
Qed.
Lemma s95_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (T :: E :: repeat T (4 + a) ++ [F; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat T (4 + a) ++ [F; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (4 + a) ++ [F; F; F; E]) [(1, 0)]) (s42_board 1 (4 + a) 3) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (4 + a) ++ [F; F; F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 (4 + a) 3 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s95_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s95_dom (4 + a) y1) (Hm : meas (s95_board (4 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s95_board (4 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s95_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s95_board (4 + a))) in Hg. cbn [lefts] in Hg. rewrite s95_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s95_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s95_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s95_c1_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s95_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s95_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C95 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s95_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s95_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s96_c1_moves (a b : nat) : lmoves (s96_board (2 + a) (4 + b)) = [repeat T (1 + a) ++ E :: repeat T (5 + b) ++ [F; F; T; F; E]; repeat T (2 + a) ++ E :: repeat T (4 + b) ++ [F; F; E; F; T]].
Proof. unfold s96_board. tf_options. Qed.
Lemma s96_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat y1 >= 4)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (5 + b) ++ [F; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (5 + b) ++ [F; F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s95_board (5 + b)) (0) _ (int ((Z.of_nat y1) - 1)) (s95_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (5 + b) ++ [F; F; T; F; E]) []); [strip_eq | unfold s95_board; target_board_eq | strip_offset].
  - unfold s95_form; apply form_int; zlia.
  - intros HT; apply (use95 IH (5 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s95_dom; zlia | unfold lex3; lia].
Qed.
Lemma s96_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat (4 + b) >= 4)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (5 + b) ++ [F; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (5 + b) ++ [F; F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s96_board (2 + a) (5 + b)) (0) _ (int ((Z.of_nat y1) - 1)) (s96_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (5 + b) ++ [F; F; T; F; E]) []); [strip_eq | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH (2 + a) (5 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s96_dom; zlia | unfold lex3; lia].
Qed.
Lemma s96_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat (4 + b) >= 4)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ [F; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ [F; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ [F; F; F; E]) [(1, 0)]) (s42_board (2 + a) (4 + b) 3) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ [F; F; F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) (4 + b) 3 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s96_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s96_dom (2 + a) (4 + b) y1) (Hm : meas (s96_board (2 + a) (4 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s96_board (2 + a) (4 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s96_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s96_board (2 + a) (4 + b))) in Hg. cbn [lefts] in Hg. rewrite s96_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (4 + b) >= 4 /\ Z.of_nat y1 >= 4)%Z) by zlia. exact (s96_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s96_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat (4 + b) >= 4)%Z) by zlia. exact (s96_c1_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s96_c1_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat (4 + b) >= 4)%Z) by zlia. exact (s96_c1_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s96_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s96_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C96 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s96_dom in Hdom.
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
      do 2 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s96_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s97_c1_moves (c : nat) : lmoves (s97_board 0 0 (2 + c) 0) = [E :: repeat F (2 + c) ++ [E; T]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: repeat F (2 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat F (2 + c) ++ [E; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1); (1, 1 + c)] ([E]) [(1, 0)]) (s72_board) (- Z.of_nat c - 1) _ (s72_form (1 + c + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(0, 1); (1, 1 + c)] ([E]) [(1, 0)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s72_form; apply form_int; zlia.
  - intros HT; apply (use72 IH (1 + c + y1)); [unfold s72_dom; zlia | unfold lex3; lia].
Qed.
Lemma s97_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s97_dom 0 0 (2 + c) 0 y1) (Hm : meas (s97_board 0 0 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 0 0 (2 + c) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 0 0 (2 + c) 0)) in Hg. cbn [lefts] in Hg. rewrite s97_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s97_c1_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s97_c1_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c2_moves (c : nat) : lmoves (s97_board 0 0 (2 + c) 1) = [E :: repeat F (2 + c) ++ [E; T; F]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat F (2 + c) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 3 + c)] ([]) [(1, 1)]) (s72_board) (- Z.of_nat c - 2) _ (s72_form (2 + c + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 3 + c)] ([]) [(1, 1)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s72_form; apply form_int; zlia.
  - intros HT; apply (use72 IH (2 + c + y1)); [unfold s72_dom; zlia | unfold lex3; lia].
Qed.
Lemma s97_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s97_dom 0 0 (2 + c) 1 y1) (Hm : meas (s97_board 0 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 0 0 (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 0 0 (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s97_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s97_c2_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s97_c2_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c3_moves (c d : nat) : lmoves (s97_board 0 0 (2 + c) (2 + d)) = [E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1); (1, 1 + c)] (E :: T :: repeat F (2 + d)) []) (s168_board 1 (2 + d)) (- Z.of_nat c - 1) _ (s168_form (1 + c + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1 + c)] (E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s168_board; target_board_eq | strip_offset].
  - unfold s168_form; apply form_int; zlia.
  - intros HT; apply (use168 IH 1 (2 + d) (1 + c + y1)); [unfold s168_dom; zlia | unfold lex3; lia].
Qed.
Lemma s97_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s97_dom 0 0 (2 + c) (2 + d) y1) (Hm : meas (s97_board 0 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 0 0 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 0 0 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s97_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s97_c3_t1_a1 IH c d y1 Hw (move_below_l _ _ 0 _ _ (s97_c3_moves c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c4_moves : lmoves (s97_board 0 1 1 0) = [[E; T; F; E; T]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([E; T; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; F; E; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s42_board 0 1 1) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([E; T; F; E]) [(1, 0)]); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s97_dom 0 1 1 0 y1) (Hm : meas (s97_board 0 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 0 1 1 0)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 0 1 1 0)) in Hg. cbn [lefts] in Hg. rewrite s97_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s97_c4_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s97_c4_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c5_moves : lmoves (s97_board 0 1 1 1) = [[E; T; F; E; T; F]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] ([T; E; E; T; F]) []) (s99_board 0 0 1) (0) _ (s99_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F]) []); [reflexivity | unfold s99_board; target_board_eq | strip_offset].
  - unfold s99_form; apply form_int; zlia.
  - intros HT; apply (use99 IH 0 0 1 y1); [unfold s99_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s97_dom 0 1 1 1 y1) (Hm : meas (s97_board 0 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 0 1 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 0 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s97_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s97_c5_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s97_c5_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c6_moves (d : nat) : lmoves (s97_board 0 1 1 (2 + d)) = [E :: T :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: F :: E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (T :: E :: E :: T :: repeat F (2 + d)) []) (s99_board 0 0 (2 + d)) (0) _ (s99_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s99_board; target_board_eq | strip_offset].
  - unfold s99_form; apply form_int; zlia.
  - intros HT; apply (use99 IH 0 0 (2 + d) y1); [unfold s99_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s97_dom 0 1 1 (2 + d) y1) (Hm : meas (s97_board 0 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 0 1 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 0 1 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s97_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s97_c6_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s97_c6_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c7_moves (c : nat) : lmoves (s97_board 0 1 (2 + c) 0) = [E :: T :: repeat F (2 + c) ++ [E; T]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: repeat F (2 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat F (2 + c) ++ [E; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (T :: E :: repeat F (1 + c) ++ [E]) [(1, 0)]) (s31_board 1 (1 + c) 0) (0) _ (s31_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat F (1 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s31_board; target_board_eq | strip_offset].
  - unfold s31_form; apply form_int; zlia.
  - intros HT; apply (use31 IH 1 (1 + c) 0 y1); [unfold s31_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s97_dom 0 1 (2 + c) 0 y1) (Hm : meas (s97_board 0 1 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 0 1 (2 + c) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 0 1 (2 + c) 0)) in Hg. cbn [lefts] in Hg. rewrite s97_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s97_c7_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s97_c7_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c8_moves (c : nat) : lmoves (s97_board 0 1 (2 + c) 1) = [E :: T :: repeat F (2 + c) ++ [E; T; F]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat F (2 + c) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: repeat F (3 + c)) [(1, 1)]) (s42_board 0 1 (3 + c)) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + c)) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s97_dom 0 1 (2 + c) 1 y1) (Hm : meas (s97_board 0 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 0 1 (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 0 1 (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s97_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s97_c8_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s97_c8_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c9_moves (c d : nat) : lmoves (s97_board 0 1 (2 + c) (2 + d)) = [E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) []) (s64_board 1 0 (1 + c) 1 (2 + d)) (0) _ (s64_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s64_board; target_board_eq | strip_offset].
  - unfold s64_form; apply form_int; zlia.
  - intros HT; apply (use64 IH 1 0 (1 + c) 1 (2 + d) y1); [unfold s64_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s97_dom 0 1 (2 + c) (2 + d) y1) (Hm : meas (s97_board 0 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 0 1 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 0 1 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s97_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s97_c9_t1_a1 IH c d y1 Hw (move_below_l _ _ 0 _ _ (s97_c9_moves c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c10_moves : lmoves (s97_board 0 6 0 1) = [[E; T; T; T; T; T; T; E; T; F]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 6 = 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([E; T; T; T; T; T; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; T; T; T; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; T; T; T; T; T; F]) [(1, 1)]) (s42_board 0 6 1) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; T; T; T; T; F]) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 6 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s97_dom 0 6 0 1 y1) (Hm : meas (s97_board 0 6 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 0 6 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 0 6 0 1)) in Hg. cbn [lefts] in Hg. rewrite s97_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 6 = 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s97_c10_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s97_c10_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c11_moves (b d : nat) : lmoves (s97_board 0 (5 + b) 0 (2 + d)) = [E :: repeat T (5 + b) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (5 + b) >= 5 /\ Z.of_nat (5 + b) <= 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: repeat T (5 + b) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (5 + b) ++ E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (5 + b) ++ F :: T :: E :: repeat F (1 + d)) []) (s97_board 0 (5 + b) 1 (1 + d)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (5 + b) ++ F :: T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 0 (5 + b) 1 (1 + d) y1); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s97_dom 0 (5 + b) 0 (2 + d) y1) (Hm : meas (s97_board 0 (5 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 0 (5 + b) 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 0 (5 + b) 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s97_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (5 + b) >= 5 /\ Z.of_nat (5 + b) <= 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s97_c11_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s97_c11_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c12_moves (b : nat) : lmoves (s97_board 0 (2 + b) 1 0) = [E :: repeat T (2 + b) ++ [F; E; T]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: repeat T (2 + b) ++ [F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + b) ++ [F; E; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s42_board 0 (2 + b) 1) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; E]) [(1, 0)]); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s97_dom 0 (2 + b) 1 0 y1) (Hm : meas (s97_board 0 (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 0 (2 + b) 1 0)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 0 (2 + b) 1 0)) in Hg. cbn [lefts] in Hg. rewrite s97_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s97_c12_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s97_c12_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c13_moves (b : nat) : lmoves (s97_board 0 (2 + b) 1 1) = [E :: repeat T (2 + b) ++ [F; E; T; F]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: repeat T (2 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + b) ++ [F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]) (s37_board (2 + b)) (1) _ (s37_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s97_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s97_dom 0 (2 + b) 1 1 y1) (Hm : meas (s97_board 0 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 0 (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 0 (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s97_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s97_c13_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s97_c13_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c14_moves (b d : nat) : lmoves (s97_board 0 (2 + b) 1 (2 + d)) = [E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + d)].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat F (1 + d)) []) (s97_board 0 (2 + b) 2 (1 + d)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 0 (2 + b) 2 (1 + d) y1); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s97_dom 0 (2 + b) 1 (2 + d) y1) (Hm : meas (s97_board 0 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 0 (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 0 (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s97_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s97_c14_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s97_c14_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c15_moves (b c : nat) : lmoves (s97_board 0 (2 + b) (2 + c) 0) = [E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s42_board 0 (2 + b) (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E]) [(1, 0)]); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (2 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s97_dom 0 (2 + b) (2 + c) 0 y1) (Hm : meas (s97_board 0 (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 0 (2 + b) (2 + c) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 0 (2 + b) (2 + c) 0)) in Hg. cbn [lefts] in Hg. rewrite s97_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s97_c15_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s97_c15_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c16_moves (b c : nat) : lmoves (s97_board 0 (2 + b) (2 + c) 1) = [E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + b) ++ repeat F (3 + c)) [(1, 1)]) (s42_board 0 (2 + b) (3 + c)) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ repeat F (3 + c)) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (2 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s97_dom 0 (2 + b) (2 + c) 1 y1) (Hm : meas (s97_board 0 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 0 (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 0 (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s97_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s97_c16_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s97_c16_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c17_moves (b c d : nat) : lmoves (s97_board 0 (2 + b) (2 + c) (2 + d)) = [E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []) (s97_board 0 (2 + b) (3 + c) (1 + d)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 0 (2 + b) (3 + c) (1 + d) y1); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s97_dom 0 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s97_board 0 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 0 (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 0 (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s97_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s97_c17_t1_a1 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s97_c17_moves b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c18_moves : lmoves (s97_board 1 0 1 1) = [[E; T; F; T; E; F]; [T; E; F; E; T; F]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas ([E; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; F; T; F; E]) []) (s117_board 1 1) (0) _ (s117_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; E]) []); [reflexivity | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH 1 1 y1); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s97_c18_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas ([T; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; E; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; E; E; T; F]) []) (s156_board 1 1 1) (0) _ (s156_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; E; T; F]) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH 1 1 1 y1); [unfold s156_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s97_dom 1 0 1 1 y1) (Hm : meas (s97_board 1 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 1 0 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 1 0 1 1)) in Hg. cbn [lefts] in Hg. rewrite s97_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s97_c18_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s97_c18_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s97_c18_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s97_c18_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c19_moves (d : nat) : lmoves (s97_board 1 0 1 (2 + d)) = [E :: T :: F :: T :: E :: repeat F (2 + d); T :: E :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c19_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: F :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: F :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (T :: E :: T :: E :: repeat F (2 + d)) []) (s43_board 1 1 0 (2 + d)) (0) _ (s43_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 1 1 0 (2 + d) y1); [unfold s43_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c19_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: E :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: F :: E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: E :: T :: repeat F (2 + d)) []) (s156_board 1 1 (2 + d)) (0) _ (s156_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH 1 1 (2 + d) y1); [unfold s156_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s97_dom 1 0 1 (2 + d) y1) (Hm : meas (s97_board 1 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 1 0 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 1 0 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s97_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s97_c19_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s97_c19_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s97_c19_t2_a1 IH d y1 Hw (move_below_l _ _ 1 _ _ (s97_c19_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c20_moves (c : nat) : lmoves (s97_board 1 0 (2 + c) 0) = [E :: T :: repeat F (2 + c) ++ [T; E]; T :: E :: repeat F (2 + c) ++ [E; T]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c20_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: repeat F (2 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat F (2 + c) ++ [T; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (T :: E :: repeat F (1 + c)) [(1, 1)]) (s31_board 1 (1 + c) 0) (1) _ (s31_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat F (1 + c)) [(1, 1)]); [reflexivity | unfold s31_board; target_board_eq | strip_offset].
  - unfold s31_form; apply form_int; zlia.
  - intros HT; apply (use31 IH 1 (1 + c) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s31_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c20_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: repeat F (2 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat F (2 + c) ++ [E; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s31_board 1 (2 + c) 0) (0) _ (int ((Z.of_nat y1) - 1)) (s31_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: repeat F (2 + c) ++ [E]) [(1, 0)]); [strip_eq | unfold s31_board; target_board_eq | strip_offset].
  - unfold s31_form; apply form_int; zlia.
  - intros HT; apply (use31 IH 1 (2 + c) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s31_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s97_dom 1 0 (2 + c) 0 y1) (Hm : meas (s97_board 1 0 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 1 0 (2 + c) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 1 0 (2 + c) 0)) in Hg. cbn [lefts] in Hg. rewrite s97_c20_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c20_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s97_c20_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c20_t2_a1 IH c y1 Hw (move_below_l _ _ 1 _ _ (s97_c20_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c21_moves (c : nat) : lmoves (s97_board 1 0 (2 + c) 1) = [E :: T :: repeat F (2 + c) ++ [T; E; F]; T :: E :: repeat F (2 + c) ++ [E; T; F]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c21_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: repeat F (2 + c) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat F (2 + c) ++ [T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (T :: E :: repeat F (1 + c) ++ [T; E; F]) []) (s97_board 1 0 (1 + c) 1) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat F (1 + c) ++ [T; E; F]) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 1 0 (1 + c) 1 y1); [unfold s97_dom; assert (Hp : ((Z.of_nat y1 = 2) \/ (Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia; destruct Hp as [Hp|[Hp|Hp]]; [left; zlia | right; left; zlia | right; right; right; right; left; zlia] | unfold lex3; lia].
Qed.
Lemma s97_c21_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat F (2 + c) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: repeat F (3 + c)) [(1, 1)]) (s31_board 1 (3 + c) 0) (1) _ (s31_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat F (3 + c)) [(1, 1)]); [reflexivity | unfold s31_board; target_board_eq | strip_offset].
  - unfold s31_form; apply form_int; zlia.
  - intros HT; apply (use31 IH 1 (3 + c) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s31_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s97_dom 1 0 (2 + c) 1 y1) (Hm : meas (s97_board 1 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 1 0 (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 1 0 (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s97_c21_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c21_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s97_c21_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c21_t2_a1 IH c y1 Hw (move_below_l _ _ 1 _ _ (s97_c21_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c22_moves (c d : nat) : lmoves (s97_board 1 0 (2 + c) (2 + d)) = [E :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d); T :: E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c22_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d)) []) (s97_board 1 0 (1 + c) (2 + d)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat F (1 + c) ++ T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 1 0 (1 + c) (2 + d) y1); [unfold s97_dom; assert (Hp : ((Z.of_nat y1 = 2) \/ (Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia; destruct Hp as [Hp|[Hp|Hp]]; [left; zlia | right; left; zlia | right; right; right; right; left; zlia] | unfold lex3; lia].
Qed.
Lemma s97_c22_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []) (s97_board 1 0 (3 + c) (1 + d)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 1 0 (3 + c) (1 + d) y1); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c22 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s97_dom 1 0 (2 + c) (2 + d) y1) (Hm : meas (s97_board 1 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 1 0 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 1 0 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s97_c22_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c22_t1_a1 IH c d y1 Hw (move_below_l _ _ 0 _ _ (s97_c22_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c22_t2_a1 IH c d y1 Hw (move_below_l _ _ 1 _ _ (s97_c22_moves c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c23_moves : lmoves (s97_board 1 1 1 0) = [[E; T; T; F; T; E]; [T; E; T; F; E; T]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c23_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([E; T; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; F; T; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s42_board 0 2 1) (1) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([E; T; T; F]) [(1, 1)]); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 2 1 (Z.to_nat (Z.of_nat y1 - 2))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c23_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; E; T; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; E; T; F; E; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s42_board 1 1 1) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([T; E; T; F; E]) [(1, 0)]); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c23 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s97_dom 1 1 1 0 y1) (Hm : meas (s97_board 1 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 1 1 1 0)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 1 1 1 0)) in Hg. cbn [lefts] in Hg. rewrite s97_c23_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c23_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s97_c23_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c23_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s97_c23_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c24_moves : lmoves (s97_board 1 1 1 1) = [[E; T; T; F; T; E; F]; [T; E; T; F; E; T; F]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c24_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([E; T; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; T; F; T; F; E]) []) (s117_board 2 1) (0) _ (s117_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; F; T; F; E]) []); [reflexivity | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH 2 1 y1); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s97_c24_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; E; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; T; E; E; T; F]) []) (s36_board) (0) _ (s36_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; E; E; T; F]) []); [reflexivity | unfold s36_board; target_board_eq | strip_offset].
  - unfold s36_form; apply form_int; zlia.
  - intros HT; apply (use36 IH y1); [unfold s36_dom; zlia | unfold lex3; lia].
Qed.
Lemma s97_c24 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s97_dom 1 1 1 1 y1) (Hm : meas (s97_board 1 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 1 1 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 1 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s97_c24_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s97_c24_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s97_c24_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s97_c24_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s97_c24_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c25_moves (d : nat) : lmoves (s97_board 1 1 1 (2 + d)) = [E :: T :: T :: F :: T :: E :: repeat F (2 + d); T :: E :: T :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c25_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: T :: F :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: F :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: T :: F :: T :: F :: E :: repeat F (1 + d)) []) (s170_board 2 1 (1 + d)) (0) _ (s170_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: F :: T :: F :: E :: repeat F (1 + d)) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH 2 1 (1 + d) y1); [unfold s170_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c25_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: T :: F :: E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: T :: E :: E :: T :: repeat F (2 + d)) []) (s47_board 1 (2 + d)) (0) _ (s47_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: E :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s47_board; target_board_eq | strip_offset].
  - unfold s47_form; apply form_int; zlia.
  - intros HT; apply (use47 IH 1 (2 + d) y1); [unfold s47_dom; zlia | unfold lex3; lia].
Qed.
Lemma s97_c25 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s97_dom 1 1 1 (2 + d) y1) (Hm : meas (s97_board 1 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 1 1 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 1 1 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s97_c25_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s97_c25_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s97_c25_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s97_c25_t2_a1 IH d y1 Hw (move_below_l _ _ 1 _ _ (s97_c25_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c26_moves (c : nat) : lmoves (s97_board 1 1 (2 + c) 0) = [E :: T :: T :: repeat F (2 + c) ++ [T; E]; T :: E :: T :: repeat F (2 + c) ++ [E; T]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c26_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: T :: repeat F (2 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: repeat F (2 + c) ++ [T; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s42_board 0 2 (2 + c)) (1) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (2 + c)) [(1, 1)]); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 2 (2 + c) (Z.to_nat (Z.of_nat y1 - 2))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c26_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: T :: repeat F (2 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: T :: repeat F (2 + c) ++ [E; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s42_board 1 1 (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c26 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s97_dom 1 1 (2 + c) 0 y1) (Hm : meas (s97_board 1 1 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 1 1 (2 + c) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 1 1 (2 + c) 0)) in Hg. cbn [lefts] in Hg. rewrite s97_c26_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c26_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s97_c26_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c26_t2_a1 IH c y1 Hw (move_below_l _ _ 1 _ _ (s97_c26_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c27_moves (c : nat) : lmoves (s97_board 1 1 (2 + c) 1) = [E :: T :: T :: repeat F (2 + c) ++ [T; E; F]; T :: E :: T :: repeat F (2 + c) ++ [E; T; F]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c27_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: T :: repeat F (2 + c) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: repeat F (2 + c) ++ [T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: T :: repeat F (2 + c) ++ [T; F; E]) []) (s117_board 2 (2 + c)) (0) _ (s117_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH 2 (2 + c) y1); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s97_c27_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: T :: repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: T :: repeat F (2 + c) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: T :: repeat F (3 + c)) [(1, 1)]) (s42_board 1 1 (3 + c)) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: repeat F (3 + c)) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 1 (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c27 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s97_dom 1 1 (2 + c) 1 y1) (Hm : meas (s97_board 1 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 1 1 (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 1 1 (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s97_c27_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c27_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s97_c27_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c27_t2_a1 IH c y1 Hw (move_below_l _ _ 1 _ _ (s97_c27_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c28_moves (c d : nat) : lmoves (s97_board 1 1 (2 + c) (2 + d)) = [E :: T :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d); T :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c28_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: T :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s97_board 0 2 (2 + c) (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s97_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []); [strip_eq | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 0 2 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c28_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []) (s97_board 1 1 (3 + c) (1 + d)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 1 1 (3 + c) (1 + d) y1); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c28 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s97_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s97_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 1 1 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 1 1 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s97_c28_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c28_t1_a1 IH c d y1 Hw (move_below_l _ _ 0 _ _ (s97_c28_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c28_t2_a1 IH c d y1 Hw (move_below_l _ _ 1 _ _ (s97_c28_moves c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c29_moves : lmoves (s97_board 1 6 0 1) = [[E; T; T; T; T; T; T; T; T; E; F]; [T; E; T; T; T; T; T; T; E; T; F]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c29_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 6 = 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([E; T; T; T; T; T; T; T; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; T; T; T; T; T; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; T; T; T; T; T; T; T; F; E]) []) (s42_board 0 8 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; T; T; T; T; T; T; T; F; E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 8 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c29_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 6 = 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; E; T; T; T; T; T; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; E; T; T; T; T; T; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; E; T; T; T; T; T; T; F]) [(1, 1)]) (s42_board 1 6 1) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; T; T; T; T; T; F]) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 6 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c29 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s97_dom 1 6 0 1 y1) (Hm : meas (s97_board 1 6 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 1 6 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 1 6 0 1)) in Hg. cbn [lefts] in Hg. rewrite s97_c29_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 6 = 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c29_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s97_c29_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 6 = 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c29_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s97_c29_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c30_moves (b d : nat) : lmoves (s97_board 1 (5 + b) 0 (2 + d)) = [E :: repeat T (7 + b) ++ E :: repeat F (2 + d); T :: E :: repeat T (5 + b) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c30_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (5 + b) >= 5 /\ Z.of_nat (5 + b) <= 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: repeat T (7 + b) ++ E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (7 + b) ++ E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s43_board 0 (7 + b) 0 (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s43_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (7 + b) ++ E :: repeat F (2 + d)) []); [strip_eq | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 0 (7 + b) 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s43_dom; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c30_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (5 + b) >= 5 /\ Z.of_nat (5 + b) <= 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: repeat T (5 + b) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat T (5 + b) ++ E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (5 + b) ++ F :: T :: E :: repeat F (1 + d)) []) (s97_board 1 (5 + b) 1 (1 + d)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (5 + b) ++ F :: T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 1 (5 + b) 1 (1 + d) y1); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c30 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s97_dom 1 (5 + b) 0 (2 + d) y1) (Hm : meas (s97_board 1 (5 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 1 (5 + b) 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 1 (5 + b) 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s97_c30_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (5 + b) >= 5 /\ Z.of_nat (5 + b) <= 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c30_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s97_c30_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (5 + b) >= 5 /\ Z.of_nat (5 + b) <= 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c30_t2_a1 IH b d y1 Hw (move_below_l _ _ 1 _ _ (s97_c30_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c31_moves (b : nat) : lmoves (s97_board 1 (2 + b) 1 0) = [E :: repeat T (3 + b) ++ [F; T; E]; T :: E :: repeat T (2 + b) ++ [F; E; T]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c31_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: repeat T (3 + b) ++ [F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (3 + b) ++ [F; T; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s42_board 0 (3 + b) 1) (1) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + b) ++ [F]) [(1, 1)]); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 2))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c31_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: repeat T (2 + b) ++ [F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat T (2 + b) ++ [F; E; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s42_board 1 (2 + b) 1) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; E]) [(1, 0)]); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c31 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s97_dom 1 (2 + b) 1 0 y1) (Hm : meas (s97_board 1 (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 1 (2 + b) 1 0)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 1 (2 + b) 1 0)) in Hg. cbn [lefts] in Hg. rewrite s97_c31_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c31_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s97_c31_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c31_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s97_c31_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c32_moves (b : nat) : lmoves (s97_board 1 (2 + b) 1 1) = [E :: repeat T (3 + b) ++ [F; T; E; F]; T :: E :: repeat T (2 + b) ++ [F; E; T; F]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c32_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: repeat T (3 + b) ++ [F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (3 + b) ++ [F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (3 + b) ++ [F; T; F; E]) []) (s117_board (3 + b) 1) (0) _ (s117_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + b) ++ [F; T; F; E]) []); [reflexivity | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH (3 + b) 1 y1); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s97_c32_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: repeat T (2 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat T (2 + b) ++ [F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]) (s38_board 1 (2 + b)) (1) _ (s38_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s38_board; target_board_eq | strip_offset].
  - unfold s38_form; apply form_int; zlia.
  - intros HT; apply (use38 IH 1 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s38_dom; zlia | unfold lex3; lia].
Qed.
Lemma s97_c32 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s97_dom 1 (2 + b) 1 1 y1) (Hm : meas (s97_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 1 (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 1 (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s97_c32_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c32_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s97_c32_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c32_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s97_c32_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c33_moves (b d : nat) : lmoves (s97_board 1 (2 + b) 1 (2 + d)) = [E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + d); T :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + d)].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c33_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s97_board 0 (3 + b) 1 (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s97_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + d)) []); [strip_eq | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 0 (3 + b) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c33_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat F (1 + d)) []) (s97_board 1 (2 + b) 2 (1 + d)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 1 (2 + b) 2 (1 + d) y1); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c33 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s97_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s97_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 1 (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s97_c33_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c33_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s97_c33_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c33_t2_a1 IH b d y1 Hw (move_below_l _ _ 1 _ _ (s97_c33_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c34_moves (b c : nat) : lmoves (s97_board 1 (2 + b) (2 + c) 0) = [E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E]; T :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c34_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s42_board 0 (3 + b) (2 + c)) (1) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + b) ++ repeat F (2 + c)) [(1, 1)]); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 2))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c34_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s42_board 1 (2 + b) (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E]) [(1, 0)]); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 (2 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c34 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s97_dom 1 (2 + b) (2 + c) 0 y1) (Hm : meas (s97_board 1 (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 1 (2 + b) (2 + c) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 1 (2 + b) (2 + c) 0)) in Hg. cbn [lefts] in Hg. rewrite s97_c34_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c34_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s97_c34_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c34_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s97_c34_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c35_moves (b c : nat) : lmoves (s97_board 1 (2 + b) (2 + c) 1) = [E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]; T :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c35_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []) (s117_board (3 + b) (2 + c)) (0) _ (s117_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH (3 + b) (2 + c) y1); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s97_c35_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (2 + b) ++ repeat F (3 + c)) [(1, 1)]) (s42_board 1 (2 + b) (3 + c)) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ repeat F (3 + c)) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 (2 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c35 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s97_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s97_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 1 (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s97_c35_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c35_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s97_c35_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c35_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s97_c35_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c36_moves (b c d : nat) : lmoves (s97_board 1 (2 + b) (2 + c) (2 + d)) = [E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d); T :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c36_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s97_board 0 (3 + b) (2 + c) (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s97_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []); [strip_eq | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 0 (3 + b) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c36_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []) (s97_board 1 (2 + b) (3 + c) (1 + d)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 1 (2 + b) (3 + c) (1 + d) y1); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c36 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s97_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s97_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board 1 (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s97_c36_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c36_t1_a1 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s97_c36_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c36_t2_a1 IH b c d y1 Hw (move_below_l _ _ 1 _ _ (s97_c36_moves b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c37_moves (a : nat) : lmoves (s97_board (2 + a) 0 1 1) = [repeat T (1 + a) ++ [E; T; F; T; E; F]; repeat T (2 + a) ++ [E; F; E; T; F]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c37_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; F; T; E; T; E; F]) []) (s147_board 1 1 1) (0) _ (s147_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; E; T; E; F]) []); [reflexivity | unfold s147_board; target_board_eq | strip_offset].
  - unfold s147_form; apply form_int; zlia.
  - intros HT; apply (use147 IH 1 1 1 y1); [unfold s147_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c37_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; T; E; T; E; F]) []) (s147_board (2 + a) 1 1) (0) _ (s147_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; E; F]) []); [reflexivity | unfold s147_board; target_board_eq | strip_offset].
  - unfold s147_form; apply form_int; zlia.
  - intros HT; apply (use147 IH (2 + a) 1 1 y1); [unfold s147_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c37_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [E; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; F; F]) [(1, 1)]) (s11_board (2 + a) 0) (1) _ (s11_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; F]) [(1, 1)]); [reflexivity | unfold s11_board; target_board_eq | strip_offset].
  - unfold s11_form; apply form_int; zlia.
  - intros HT; apply (use11 IH (2 + a) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s11_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c37 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s97_dom (2 + a) 0 1 1 y1) (Hm : meas (s97_board (2 + a) 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board (2 + a) 0 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board (2 + a) 0 1 1)) in Hg. cbn [lefts] in Hg. rewrite s97_c37_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c37_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s97_c37_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s97_c37_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s97_c37_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s97_c37_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s97_c37_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c38_moves (a d : nat) : lmoves (s97_board (2 + a) 0 1 (2 + d)) = [repeat T (1 + a) ++ E :: T :: F :: T :: E :: repeat F (2 + d); repeat T (2 + a) ++ E :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c38_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: F :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: F :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: T :: E :: T :: E :: repeat F (2 + d)) []) (s147_board 1 1 (2 + d)) (0) _ (s147_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: E :: T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s147_board; target_board_eq | strip_offset].
  - unfold s147_form; apply form_int; zlia.
  - intros HT; apply (use147 IH 1 1 (2 + d) y1); [unfold s147_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c38_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: F :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: F :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat F (2 + d)) []) (s147_board (2 + a) 1 (2 + d)) (0) _ (s147_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s147_board; target_board_eq | strip_offset].
  - unfold s147_form; apply form_int; zlia.
  - intros HT; apply (use147 IH (2 + a) 1 (2 + d) y1); [unfold s147_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c38_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: F :: E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: T :: repeat F (2 + d)) []) (s156_board (2 + a) 1 (2 + d)) (0) _ (s156_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH (2 + a) 1 (2 + d) y1); [unfold s156_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c38 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s97_dom (2 + a) 0 1 (2 + d) y1) (Hm : meas (s97_board (2 + a) 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board (2 + a) 0 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board (2 + a) 0 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s97_c38_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s97_c38_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s97_c38_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s97_c38_t1_a2 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s97_c38_moves a d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s97_c38_t2_a1 IH a d y1 Hw (move_below_l _ _ 1 _ _ (s97_c38_moves a d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c39_moves (a c : nat) : lmoves (s97_board (2 + a) 0 (2 + c) 0) = [repeat T (1 + a) ++ E :: T :: repeat F (2 + c) ++ [T; E]; repeat T (2 + a) ++ E :: repeat F (2 + c) ++ [E; T]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c39_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: repeat F (2 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: repeat F (2 + c) ++ [T; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s42_board 1 1 (2 + c)) (1) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: T :: repeat F (2 + c)) [(1, 1)]); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 2))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c39_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: repeat F (2 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: repeat F (2 + c) ++ [T; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s42_board (2 + a) 1 (2 + c)) (1) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (2 + c)) [(1, 1)]); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 2))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c39_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat F (2 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat F (2 + c) ++ [E; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s31_board (2 + a) (2 + c) 0) (0) _ (int ((Z.of_nat y1) - 1)) (s31_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat F (2 + c) ++ [E]) [(1, 0)]); [strip_eq | unfold s31_board; target_board_eq | strip_offset].
  - unfold s31_form; apply form_int; zlia.
  - intros HT; apply (use31 IH (2 + a) (2 + c) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s31_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c39 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s97_dom (2 + a) 0 (2 + c) 0 y1) (Hm : meas (s97_board (2 + a) 0 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board (2 + a) 0 (2 + c) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board (2 + a) 0 (2 + c) 0)) in Hg. cbn [lefts] in Hg. rewrite s97_c39_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s97_c39_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s97_c39_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s97_c39_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s97_c39_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s97_c39_t2_a1 IH a c y1 Hw (move_below_l _ _ 1 _ _ (s97_c39_moves a c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c40_moves (a c : nat) : lmoves (s97_board (2 + a) 0 (2 + c) 1) = [repeat T (1 + a) ++ E :: T :: repeat F (2 + c) ++ [T; E; F]; repeat T (2 + a) ++ E :: repeat F (2 + c) ++ [E; T; F]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c40_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: repeat F (2 + c) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: repeat F (2 + c) ++ [T; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: T :: repeat F (2 + c) ++ [T; F; E]) []) (s118_board 1 1 (2 + c)) (0) _ (s118_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH 1 1 (2 + c) y1); [unfold s118_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c40_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: repeat F (2 + c) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: repeat F (2 + c) ++ [T; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: repeat F (2 + c) ++ [T; F; E]) []) (s118_board (2 + a) 1 (2 + c)) (0) _ (s118_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH (2 + a) 1 (2 + c) y1); [unfold s118_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c40_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat F (2 + c) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat F (3 + c)) [(1, 1)]) (s31_board (2 + a) (3 + c) 0) (1) _ (s31_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat F (3 + c)) [(1, 1)]); [reflexivity | unfold s31_board; target_board_eq | strip_offset].
  - unfold s31_form; apply form_int; zlia.
  - intros HT; apply (use31 IH (2 + a) (3 + c) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s31_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c40 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s97_dom (2 + a) 0 (2 + c) 1 y1) (Hm : meas (s97_board (2 + a) 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board (2 + a) 0 (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board (2 + a) 0 (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s97_c40_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s97_c40_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s97_c40_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s97_c40_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s97_c40_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s97_c40_t2_a1 IH a c y1 Hw (move_below_l _ _ 1 _ _ (s97_c40_moves a c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c41_moves (a c d : nat) : lmoves (s97_board (2 + a) 0 (2 + c) (2 + d)) = [repeat T (1 + a) ++ E :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d); repeat T (2 + a) ++ E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c41_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s97_board 1 1 (2 + c) (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s97_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []); [strip_eq | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 1 1 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c41_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s97_board (2 + a) 1 (2 + c) (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s97_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []); [strip_eq | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH (2 + a) 1 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c41_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []) (s97_board (2 + a) 0 (3 + c) (1 + d)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH (2 + a) 0 (3 + c) (1 + d) y1); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c41 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s97_dom (2 + a) 0 (2 + c) (2 + d) y1) (Hm : meas (s97_board (2 + a) 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board (2 + a) 0 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board (2 + a) 0 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s97_c41_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s97_c41_t1_a1 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s97_c41_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s97_c41_t1_a2 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s97_c41_moves a c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s97_c41_t2_a1 IH a c d y1 Hw (move_below_l _ _ 1 _ _ (s97_c41_moves a c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c42_moves (a : nat) : lmoves (s97_board (2 + a) 1 1 0) = [repeat T (1 + a) ++ [E; T; T; F; T; E]; repeat T (2 + a) ++ [E; T; F; E; T]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c42_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; F; T; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s42_board 1 2 1) (1) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([T; E; T; T; F]) [(1, 1)]); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 2 1 (Z.to_nat (Z.of_nat y1 - 2))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c42_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; F; T; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s42_board (2 + a) 2 1) (1) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; F]) [(1, 1)]); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) 2 1 (Z.to_nat (Z.of_nat y1 - 2))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c42_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [E; T; F; E; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s42_board (2 + a) 1 1) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E]) [(1, 0)]); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c42 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s97_dom (2 + a) 1 1 0 y1) (Hm : meas (s97_board (2 + a) 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board (2 + a) 1 1 0)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board (2 + a) 1 1 0)) in Hg. cbn [lefts] in Hg. rewrite s97_c42_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s97_c42_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s97_c42_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s97_c42_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s97_c42_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s97_c42_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s97_c42_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c43_moves (a : nat) : lmoves (s97_board (2 + a) 1 1 1) = [repeat T (1 + a) ++ [E; T; T; F; T; E; F]; repeat T (2 + a) ++ [E; T; F; E; T; F]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c43_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; E; T; T; F; T; F; E]) []) (s118_board 1 2 1) (0) _ (s118_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; T; F; T; F; E]) []); [reflexivity | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH 1 2 1 y1); [unfold s118_dom; assert (Hp : ((Z.of_nat y1 >= 3) \/ (Z.of_nat y1 = 2))%Z) by zlia; destruct Hp as [Hp|Hp]; [right; left; zlia | right; right; left; zlia] | unfold lex3; lia].
Qed.
Lemma s97_c43_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; T; F; T; F; E]) []) (s118_board (2 + a) 2 1) (0) _ (s118_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; F; T; F; E]) []); [reflexivity | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH (2 + a) 2 1 y1); [unfold s118_dom; assert (Hp : ((- Z.of_nat (3 + a) + Z.of_nat y1 >= 1) \/ (Z.of_nat (3 + a) - Z.of_nat y1 = 0))%Z) by zlia; destruct Hp as [Hp|Hp]; [right; left; zlia | right; right; left; zlia] | unfold lex3; lia].
Qed.
Lemma s97_c43_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [E; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; T; E; E; T; F]) []) (s41_board (2 + a)) (0) _ (s41_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; T; F]) []); [reflexivity | unfold s41_board; target_board_eq | strip_offset].
  - unfold s41_form; apply form_int; zlia.
  - intros HT; apply (use41 IH (2 + a) y1); [unfold s41_dom; zlia | unfold lex3; lia].
Qed.
Lemma s97_c43 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s97_dom (2 + a) 1 1 1 y1) (Hm : meas (s97_board (2 + a) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board (2 + a) 1 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board (2 + a) 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s97_c43_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s97_c43_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s97_c43_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s97_c43_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s97_c43_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s97_c43_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s97_c43_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c44_moves (a d : nat) : lmoves (s97_board (2 + a) 1 1 (2 + d)) = [repeat T (1 + a) ++ E :: T :: T :: F :: T :: E :: repeat F (2 + d); repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c44_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: F :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: F :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: T :: T :: F :: T :: F :: E :: repeat F (1 + d)) []) (s189_board (1 + d)) (0) _ (s189_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: T :: F :: T :: F :: E :: repeat F (1 + d)) []); [reflexivity | unfold s189_board; target_board_eq | strip_offset].
  - unfold s189_form; apply form_int; zlia.
  - intros HT; apply (use189 IH (1 + d) y1); [unfold s189_dom; zlia | unfold lex3; lia].
Qed.
Lemma s97_c44_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: F :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: F :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: T :: F :: T :: F :: E :: repeat F (1 + d)) []) (s190_board (2 + a) (1 + d)) (0) _ (s190_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: F :: T :: F :: E :: repeat F (1 + d)) []); [reflexivity | unfold s190_board; target_board_eq | strip_offset].
  - unfold s190_form; apply form_int; zlia.
  - intros HT; apply (use190 IH (2 + a) (1 + d) y1); [unfold s190_dom; zlia | unfold lex3; lia].
Qed.
Lemma s97_c44_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: T :: F :: E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: T :: repeat F (2 + d)) []) (s47_board (2 + a) (2 + d)) (0) _ (s47_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s47_board; target_board_eq | strip_offset].
  - unfold s47_form; apply form_int; zlia.
  - intros HT; apply (use47 IH (2 + a) (2 + d) y1); [unfold s47_dom; zlia | unfold lex3; lia].
Qed.
Lemma s97_c44 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s97_dom (2 + a) 1 1 (2 + d) y1) (Hm : meas (s97_board (2 + a) 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board (2 + a) 1 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board (2 + a) 1 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s97_c44_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s97_c44_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s97_c44_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s97_c44_t1_a2 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s97_c44_moves a d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat y1 <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s97_c44_t2_a1 IH a d y1 Hw (move_below_l _ _ 1 _ _ (s97_c44_moves a d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c45_moves (a c : nat) : lmoves (s97_board (2 + a) 1 (2 + c) 0) = [repeat T (1 + a) ++ E :: T :: T :: repeat F (2 + c) ++ [T; E]; repeat T (2 + a) ++ E :: T :: repeat F (2 + c) ++ [E; T]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c45_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: repeat F (2 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: repeat F (2 + c) ++ [T; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s42_board 1 2 (2 + c)) (1) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: T :: T :: repeat F (2 + c)) [(1, 1)]); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 2 (2 + c) (Z.to_nat (Z.of_nat y1 - 2))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c45_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: repeat F (2 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: repeat F (2 + c) ++ [T; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s42_board (2 + a) 2 (2 + c)) (1) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: repeat F (2 + c)) [(1, 1)]); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) 2 (2 + c) (Z.to_nat (Z.of_nat y1 - 2))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c45_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (2 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (2 + c) ++ [E; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s42_board (2 + a) 1 (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (2 + c) ++ [E]) [(1, 0)]); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c45 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s97_dom (2 + a) 1 (2 + c) 0 y1) (Hm : meas (s97_board (2 + a) 1 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board (2 + a) 1 (2 + c) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board (2 + a) 1 (2 + c) 0)) in Hg. cbn [lefts] in Hg. rewrite s97_c45_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s97_c45_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s97_c45_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s97_c45_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s97_c45_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s97_c45_t2_a1 IH a c y1 Hw (move_below_l _ _ 1 _ _ (s97_c45_moves a c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c46_moves (a c : nat) : lmoves (s97_board (2 + a) 1 (2 + c) 1) = [repeat T (1 + a) ++ E :: T :: T :: repeat F (2 + c) ++ [T; E; F]; repeat T (2 + a) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c46_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: repeat F (2 + c) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: repeat F (2 + c) ++ [T; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: T :: T :: repeat F (2 + c) ++ [T; F; E]) []) (s118_board 1 2 (2 + c)) (0) _ (s118_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: T :: repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH 1 2 (2 + c) y1); [unfold s118_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c46_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: repeat F (2 + c) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: repeat F (2 + c) ++ [T; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: T :: repeat F (2 + c) ++ [T; F; E]) []) (s118_board (2 + a) 2 (2 + c)) (0) _ (s118_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH (2 + a) 2 (2 + c) y1); [unfold s118_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c46_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (2 + c) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + c)) [(1, 1)]) (s42_board (2 + a) 1 (3 + c)) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + c)) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) 1 (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c46 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s97_dom (2 + a) 1 (2 + c) 1 y1) (Hm : meas (s97_board (2 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board (2 + a) 1 (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board (2 + a) 1 (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s97_c46_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s97_c46_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s97_c46_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s97_c46_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s97_c46_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s97_c46_t2_a1 IH a c y1 Hw (move_below_l _ _ 1 _ _ (s97_c46_moves a c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c47_moves (a c d : nat) : lmoves (s97_board (2 + a) 1 (2 + c) (2 + d)) = [repeat T (1 + a) ++ E :: T :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d); repeat T (2 + a) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c47_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s97_board 1 2 (2 + c) (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s97_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: T :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []); [strip_eq | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 1 2 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c47_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s97_board (2 + a) 2 (2 + c) (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s97_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []); [strip_eq | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH (2 + a) 2 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c47_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []) (s97_board (2 + a) 1 (3 + c) (1 + d)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH (2 + a) 1 (3 + c) (1 + d) y1); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c47 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s97_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s97_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board (2 + a) 1 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s97_c47_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s97_c47_t1_a1 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s97_c47_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s97_c47_t1_a2 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s97_c47_moves a c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s97_c47_t2_a1 IH a c d y1 Hw (move_below_l _ _ 1 _ _ (s97_c47_moves a c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c48_moves (a : nat) : lmoves (s97_board (2 + a) 6 0 1) = [repeat T (1 + a) ++ [E; T; T; T; T; T; T; T; T; E; F]; repeat T (2 + a) ++ [E; T; T; T; T; T; T; E; T; F]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c48_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 6 = 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; T; T; T; T; T; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; T; T; T; T; T; T; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; E; T; T; T; T; T; T; T; T; F; E]) []) (s42_board 1 8 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; T; T; T; T; T; T; T; F; E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 8 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c48_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 6 = 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; T; T; T; T; T; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; T; T; T; T; T; T; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; T; T; T; T; T; T; T; F; E]) []) (s42_board (2 + a) 8 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; T; T; T; T; T; T; F; E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) 8 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c48_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 6 = 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; T; T; T; T; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [E; T; T; T; T; T; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; T; T; T; T; T; F]) [(1, 1)]) (s42_board (2 + a) 6 1) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; T; T; T; T; F]) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) 6 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c48 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s97_dom (2 + a) 6 0 1 y1) (Hm : meas (s97_board (2 + a) 6 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board (2 + a) 6 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board (2 + a) 6 0 1)) in Hg. cbn [lefts] in Hg. rewrite s97_c48_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 6 = 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s97_c48_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s97_c48_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 6 = 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s97_c48_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s97_c48_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 6 = 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s97_c48_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s97_c48_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c49_moves (a b d : nat) : lmoves (s97_board (2 + a) (5 + b) 0 (2 + d)) = [repeat T (1 + a) ++ E :: repeat T (7 + b) ++ E :: repeat F (2 + d); repeat T (2 + a) ++ E :: repeat T (5 + b) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c49_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (5 + b) >= 5 /\ Z.of_nat (5 + b) <= 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (7 + b) ++ E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (7 + b) ++ E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s43_board 1 (7 + b) 0 (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s43_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (7 + b) ++ E :: repeat F (2 + d)) []); [strip_eq | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 1 (7 + b) 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s43_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c49_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (5 + b) >= 5 /\ Z.of_nat (5 + b) <= 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (7 + b) ++ E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (7 + b) ++ E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s43_board (2 + a) (7 + b) 0 (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s43_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (7 + b) ++ E :: repeat F (2 + d)) []); [strip_eq | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH (2 + a) (7 + b) 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s43_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c49_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (5 + b) >= 5 /\ Z.of_nat (5 + b) <= 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (5 + b) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat T (5 + b) ++ E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (5 + b) ++ F :: T :: E :: repeat F (1 + d)) []) (s97_board (2 + a) (5 + b) 1 (1 + d)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (5 + b) ++ F :: T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH (2 + a) (5 + b) 1 (1 + d) y1); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c49 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s97_dom (2 + a) (5 + b) 0 (2 + d) y1) (Hm : meas (s97_board (2 + a) (5 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board (2 + a) (5 + b) 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board (2 + a) (5 + b) 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s97_c49_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (5 + b) >= 5 /\ Z.of_nat (5 + b) <= 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s97_c49_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s97_c49_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (5 + b) >= 5 /\ Z.of_nat (5 + b) <= 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s97_c49_t1_a2 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s97_c49_moves a b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (5 + b) >= 5 /\ Z.of_nat (5 + b) <= 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s97_c49_t2_a1 IH a b d y1 Hw (move_below_l _ _ 1 _ _ (s97_c49_moves a b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c50_moves (a b : nat) : lmoves (s97_board (2 + a) (2 + b) 1 0) = [repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [F; T; E]; repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; T]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c50_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [F; T; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s42_board 1 (3 + b) 1) (1) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (3 + b) ++ [F]) [(1, 1)]); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 2))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c50_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [F; T; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s42_board (2 + a) (3 + b) 1) (1) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ [F]) [(1, 1)]); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 2))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c50_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s42_board (2 + a) (2 + b) 1) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E]) [(1, 0)]); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c50 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s97_dom (2 + a) (2 + b) 1 0 y1) (Hm : meas (s97_board (2 + a) (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board (2 + a) (2 + b) 1 0)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board (2 + a) (2 + b) 1 0)) in Hg. cbn [lefts] in Hg. rewrite s97_c50_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s97_c50_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s97_c50_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s97_c50_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s97_c50_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s97_c50_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s97_c50_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c51_moves (a b : nat) : lmoves (s97_board (2 + a) (2 + b) 1 1) = [repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [F; T; E; F]; repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; T; F]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c51_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (3 + b) ++ [F; T; F; E]) []) (s118_board 1 (3 + b) 1) (0) _ (s118_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (3 + b) ++ [F; T; F; E]) []); [reflexivity | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH 1 (3 + b) 1 y1); [unfold s118_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c51_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ [F; T; F; E]) []) (s118_board (2 + a) (3 + b) 1) (0) _ (s118_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ [F; T; F; E]) []); [reflexivity | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH (2 + a) (3 + b) 1 y1); [unfold s118_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c51_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]) (s38_board (2 + a) (2 + b)) (1) _ (s38_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s38_board; target_board_eq | strip_offset].
  - unfold s38_form; apply form_int; zlia.
  - intros HT; apply (use38 IH (2 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s38_dom; zlia | unfold lex3; lia].
Qed.
Lemma s97_c51 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s97_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s97_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board (2 + a) (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board (2 + a) (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s97_c51_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s97_c51_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s97_c51_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s97_c51_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s97_c51_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s97_c51_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s97_c51_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c52_moves (a b d : nat) : lmoves (s97_board (2 + a) (2 + b) 1 (2 + d)) = [repeat T (1 + a) ++ E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + d); repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + d)].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c52_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s97_board 1 (3 + b) 1 (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s97_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + d)) []); [strip_eq | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 1 (3 + b) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c52_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s97_board (2 + a) (3 + b) 1 (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s97_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + d)) []); [strip_eq | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH (2 + a) (3 + b) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c52_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat F (1 + d)) []) (s97_board (2 + a) (2 + b) 2 (1 + d)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH (2 + a) (2 + b) 2 (1 + d) y1); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c52 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s97_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s97_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board (2 + a) (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s97_c52_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s97_c52_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s97_c52_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s97_c52_t1_a2 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s97_c52_moves a b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s97_c52_t2_a1 IH a b d y1 Hw (move_below_l _ _ 1 _ _ (s97_c52_moves a b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c53_moves (a b c : nat) : lmoves (s97_board (2 + a) (2 + b) (2 + c) 0) = [repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E]; repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c53_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s42_board 1 (3 + b) (2 + c)) (1) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (3 + b) ++ repeat F (2 + c)) [(1, 1)]); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 2))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c53_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s42_board (2 + a) (3 + b) (2 + c)) (1) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c)) [(1, 1)]); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 2))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c53_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s42_board (2 + a) (2 + b) (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E]) [(1, 0)]); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) (2 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c53 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s97_dom (2 + a) (2 + b) (2 + c) 0 y1) (Hm : meas (s97_board (2 + a) (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board (2 + a) (2 + b) (2 + c) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board (2 + a) (2 + b) (2 + c) 0)) in Hg. cbn [lefts] in Hg. rewrite s97_c53_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s97_c53_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s97_c53_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s97_c53_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s97_c53_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s97_c53_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s97_c53_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c54_moves (a b c : nat) : lmoves (s97_board (2 + a) (2 + b) (2 + c) 1) = [repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]; repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c54_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []) (s118_board 1 (3 + b) (2 + c)) (0) _ (s118_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH 1 (3 + b) (2 + c) y1); [unfold s118_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c54_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []) (s118_board (2 + a) (3 + b) (2 + c)) (0) _ (s118_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH (2 + a) (3 + b) (2 + c) y1); [unfold s118_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c54_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (3 + c)) [(1, 1)]) (s42_board (2 + a) (2 + b) (3 + c)) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (3 + c)) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) (2 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s97_c54 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s97_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s97_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board (2 + a) (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s97_c54_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s97_c54_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s97_c54_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s97_c54_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s97_c54_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s97_c54_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s97_c54_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_c55_moves (a b c d : nat) : lmoves (s97_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d); repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s97_board. tf_options. Qed.
Lemma s97_c55_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s97_board 1 (3 + b) (2 + c) (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s97_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []); [strip_eq | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 1 (3 + b) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c55_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s97_board (2 + a) (3 + b) (2 + c) (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s97_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []); [strip_eq | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH (2 + a) (3 + b) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c55_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []) (s97_board (2 + a) (2 + b) (3 + c) (1 + d)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH (2 + a) (2 + b) (3 + c) (1 + d) y1); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s97_c55 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s97_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s97_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s97_board (2 + a) (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s97_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s97_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s97_c55_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s97_c55_t1_a1 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s97_c55_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s97_c55_t1_a2 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s97_c55_moves a b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s97_c55_t2_a1 IH a b c d y1 Hw (move_below_l _ _ 1 _ _ (s97_c55_moves a b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s97_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C97 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s97_dom in Hdom.
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
          exact (s97_c1 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c2 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c3 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s97_c4 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c5 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c6 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s97_c7 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c8 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c9 IH c d y1 Hdom Hm Hd Hr).
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
          assert (b = 4) by zlia; subst b.
  exact (s97_c10 IH y1 Hdom Hm Hd Hr).
        }
        {
          do 3 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s97_c11 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s97_c12 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c13 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c14 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s97_c15 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c16 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c17 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s97_c18 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c19 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s97_c20 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c21 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c22 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s97_c23 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c24 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c25 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s97_c26 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c27 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c28 IH c d y1 Hdom Hm Hd Hr).
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
          assert (b = 4) by zlia; subst b.
  exact (s97_c29 IH y1 Hdom Hm Hd Hr).
        }
        {
          do 3 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s97_c30 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s97_c31 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c32 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c33 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s97_c34 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c35 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c36 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s97_c37 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c38 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s97_c39 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c40 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c41 IH a c d y1 Hdom Hm Hd Hr).
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
          exact (s97_c42 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c43 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c44 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s97_c45 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c46 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c47 IH a c d y1 Hdom Hm Hd Hr).
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
          assert (b = 4) by zlia; subst b.
  exact (s97_c48 IH a y1 Hdom Hm Hd Hr).
        }
        {
          do 3 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s97_c49 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s97_c50 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c51 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c52 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s97_c53 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c54 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s97_c55 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s98_c1_moves : lmoves (s98_board 0 2 0) = [[F; E; T; T; F; E; T]].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; E; T; T; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([F; E; T; T; F; E; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s42_board 0 2 1) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; E]) [(1, 0)]); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s98_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s98_dom 0 2 0 y1) (Hm : meas (s98_board 0 2 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s98_board 0 2 0)) (int (Z.of_nat y1)).
Proof.
  unfold s98_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s98_board 0 2 0)) in Hg. cbn [lefts] in Hg. rewrite s98_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s98_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s98_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s98_c2_moves : lmoves (s98_board 0 2 1) = [[F; E; T; T; F; E; T; F]].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([F; E; T; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([F; E; T; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] ([E; T; T; F; F]) [(1, 1)]) (s37_board 2) (1) _ (s37_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; F]) [(1, 1)]); [reflexivity | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s98_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s98_dom 0 2 1 y1) (Hm : meas (s98_board 0 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s98_board 0 2 1)) (int (Z.of_nat y1)).
Proof.
  unfold s98_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s98_board 0 2 1)) in Hg. cbn [lefts] in Hg. rewrite s98_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s98_c2_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s98_c2_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s98_c3_moves (c : nat) : lmoves (s98_board 0 2 (2 + c)) = [F :: E :: T :: T :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: E :: T :: T :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (F :: E :: T :: T :: F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: T :: T :: F :: F :: T :: E :: repeat F (1 + c)) []) (s97_board 0 2 2 (1 + c)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 0 2 2 (1 + c) y1); [unfold s97_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s98_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s98_dom 0 2 (2 + c) y1) (Hm : meas (s98_board 0 2 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s98_board 0 2 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s98_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s98_board 0 2 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s98_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s98_c3_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s98_c3_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s98_c4_moves : lmoves (s98_board 1 2 0) = [[E; F; T; T; T; F; T; E]; [T; F; E; T; T; F; E; T]].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([E; F; T; T; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; F; T; T; T; F; T; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] ([E; T; T; T; F]) [(1, 1)]) (s42_board 0 3 1) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; T; F]) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 3 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s98_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; E; T; T; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; E; T; T; F; E; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s70_board 1 2) (0) _ (int ((Z.of_nat y1) - 1)) (s70_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F; E]) [(1, 0)]); [strip_eq | unfold s70_board; target_board_eq | strip_offset].
  - unfold s70_form; apply form_int; zlia.
  - intros HT; apply (use70 IH 1 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s70_dom; zlia | unfold lex3; lia].
Qed.
Lemma s98_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s98_dom 1 2 0 y1) (Hm : meas (s98_board 1 2 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s98_board 1 2 0)) (int (Z.of_nat y1)).
Proof.
  unfold s98_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s98_board 1 2 0)) in Hg. cbn [lefts] in Hg. rewrite s98_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s98_c4_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s98_c4_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s98_c4_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s98_c4_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s98_c5_moves (b : nat) : lmoves (s98_board 1 (2 + b) 1) = [E :: F :: repeat T (3 + b) ++ [F; T; E; F]; T :: F :: E :: repeat T (2 + b) ++ [F; E; T; F]].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ [F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ [F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; E; F]) []) (s97_board 0 (3 + b) 1 1) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; E; F]) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 0 (3 + b) 1 1 y1); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s98_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (2 + b) ++ [F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]) (s88_board 1 1 (2 + b) 2) (1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 (2 + b) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s98_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s98_dom 1 (2 + b) 1 y1) (Hm : meas (s98_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s98_board 1 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s98_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s98_board 1 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s98_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s98_c5_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s98_c5_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 <= 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s98_c5_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s98_c5_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s98_c6_moves (b c : nat) : lmoves (s98_board 1 (2 + b) (2 + c)) = [E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c); T :: F :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) []) (s97_board 0 (3 + b) 1 (2 + c)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 0 (3 + b) 1 (2 + c) y1); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s98_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat F (1 + c)) []) (s119_board 1 (2 + b) 2 (1 + c)) (0) _ (s119_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s119_board; target_board_eq | strip_offset].
  - unfold s119_form; apply form_int; zlia.
  - intros HT; apply (use119 IH 1 (2 + b) 2 (1 + c) y1); [unfold s119_dom; zlia | unfold lex3; lia].
Qed.
Lemma s98_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s98_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s98_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s98_board 1 (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s98_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s98_board 1 (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s98_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s98_c6_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s98_c6_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s98_c6_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s98_c6_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s98_c7_moves (a : nat) : lmoves (s98_board (2 + a) 2 0) = [repeat T (1 + a) ++ [E; F; T; T; T; F; T; E]; repeat T (2 + a) ++ [F; E; T; T; F; E; T]].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; T; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; T; T; F; T; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; F; E; T; T; T; F]) [(1, 1)]) (s70_board 1 3) (1) _ (s70_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; T; F]) [(1, 1)]); [reflexivity | unfold s70_board; target_board_eq | strip_offset].
  - unfold s70_form; apply form_int; zlia.
  - intros HT; apply (use70 IH 1 3 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s70_dom; zlia | unfold lex3; lia].
Qed.
Lemma s98_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; T; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; T; T; F; T; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; T; F]) [(1, 1)]) (s70_board (2 + a) 3) (1) _ (s70_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; T; F]) [(1, 1)]); [reflexivity | unfold s70_board; target_board_eq | strip_offset].
  - unfold s70_form; apply form_int; zlia.
  - intros HT; apply (use70 IH (2 + a) 3 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s70_dom; zlia | unfold lex3; lia].
Qed.
Lemma s98_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; T; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; E; T; T; F; E; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s70_board (2 + a) 2) (0) _ (int ((Z.of_nat y1) - 1)) (s70_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; E]) [(1, 0)]); [strip_eq | unfold s70_board; target_board_eq | strip_offset].
  - unfold s70_form; apply form_int; zlia.
  - intros HT; apply (use70 IH (2 + a) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s70_dom; zlia | unfold lex3; lia].
Qed.
Lemma s98_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s98_dom (2 + a) 2 0 y1) (Hm : meas (s98_board (2 + a) 2 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s98_board (2 + a) 2 0)) (int (Z.of_nat y1)).
Proof.
  unfold s98_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s98_board (2 + a) 2 0)) in Hg. cbn [lefts] in Hg. rewrite s98_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s98_c7_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s98_c7_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s98_c7_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s98_c7_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s98_c7_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s98_c7_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s98_c8_moves (a b : nat) : lmoves (s98_board (2 + a) (2 + b) 1) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; E; F]; repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; T; F]].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ [F; T; E; F]) []) (s98_board 1 (3 + b) 1) (0) _ (s98_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ [F; T; E; F]) []); [reflexivity | unfold s98_board; target_board_eq | strip_offset].
  - unfold s98_form; apply form_int; zlia.
  - intros HT; apply (use98 IH 1 (3 + b) 1 y1); [unfold s98_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s98_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat y1 <= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F; T; E; F]) []) (s98_board (2 + a) (3 + b) 1) (0) _ (s98_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F; T; E; F]) []); [reflexivity | unfold s98_board; target_board_eq | strip_offset].
  - unfold s98_form; apply form_int; zlia.
  - intros HT; apply (use98 IH (2 + a) (3 + b) 1 y1); [unfold s98_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s98_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat y1 <= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]) (s88_board (2 + a) 1 (2 + b) 2) (1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 (2 + b) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s98_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s98_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s98_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s98_board (2 + a) (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s98_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s98_board (2 + a) (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s98_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s98_c8_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s98_c8_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat y1 <= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s98_c8_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s98_c8_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat y1 <= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s98_c8_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s98_c8_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s98_c9_moves (a b c : nat) : lmoves (s98_board (2 + a) (2 + b) (2 + c)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c); repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)].
Proof. unfold s98_board. tf_options. Qed.
Lemma s98_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) []) (s98_board 1 (3 + b) (2 + c)) (0) _ (s98_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s98_board; target_board_eq | strip_offset].
  - unfold s98_form; apply form_int; zlia.
  - intros HT; apply (use98 IH 1 (3 + b) (2 + c) y1); [unfold s98_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s98_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) []) (s98_board (2 + a) (3 + b) (2 + c)) (0) _ (s98_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s98_board; target_board_eq | strip_offset].
  - unfold s98_form; apply form_int; zlia.
  - intros HT; apply (use98 IH (2 + a) (3 + b) (2 + c) y1); [unfold s98_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s98_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat F (1 + c)) []) (s119_board (2 + a) (2 + b) 2 (1 + c)) (0) _ (s119_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s119_board; target_board_eq | strip_offset].
  - unfold s119_form; apply form_int; zlia.
  - intros HT; apply (use119 IH (2 + a) (2 + b) 2 (1 + c) y1); [unfold s119_dom; zlia | unfold lex3; lia].
Qed.
Lemma s98_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s98_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s98_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s98_board (2 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s98_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s98_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s98_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s98_c9_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s98_c9_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s98_c9_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s98_c9_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s98_c9_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s98_c9_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s98_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C98 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s98_dom in Hdom.
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
        assert (b = 0) by zlia; subst b.
  exact (s98_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        assert (b = 0) by zlia; subst b.
  exact (s98_c2 IH y1 Hdom Hm Hd Hr).
      }
      {
        assert (b = 0) by zlia; subst b.
  exact (s98_c3 IH c y1 Hdom Hm Hd Hr).
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
        assert (b = 0) by zlia; subst b.
  exact (s98_c4 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s98_c5 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s98_c6 IH b c y1 Hdom Hm Hd Hr).
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
        assert (b = 0) by zlia; subst b.
  exact (s98_c7 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s98_c8 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s98_c9 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s99_c1_moves : lmoves (s99_board 0 0 1) = [[E; T; E; T; F]].
Proof. unfold s99_board. tf_options. Qed.
Lemma s99_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([E; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; F]) [(1, 1)]) (s42_board 0 1 1) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F]) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s99_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s99_dom 0 0 1 y1) (Hm : meas (s99_board 0 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s99_board 0 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s99_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s99_board 0 0 1)) in Hg. cbn [lefts] in Hg. rewrite s99_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s99_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s99_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s99_c2_moves (c : nat) : lmoves (s99_board 0 0 (2 + c)) = [E :: T :: E :: T :: repeat F (2 + c)].
Proof. unfold s99_board. tf_options. Qed.
Lemma s99_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: F :: T :: E :: repeat F (1 + c)) []) (s97_board 0 1 1 (1 + c)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 0 1 1 (1 + c) y1); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s99_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s99_dom 0 0 (2 + c) y1) (Hm : meas (s99_board 0 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s99_board 0 0 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s99_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s99_board 0 0 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s99_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s99_c2_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s99_c2_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s99_c3_moves (b : nat) : lmoves (s99_board 0 (2 + b) 1) = [repeat F (2 + b) ++ [E; T; E; T; F]].
Proof. unfold s99_board. tf_options. Qed.
Lemma s99_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (2 + b) ++ [E; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2 + b)] ([E; T; F]) [(1, 1)]) (s42_board 0 1 1) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F]) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s99_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s99_dom 0 (2 + b) 1 y1) (Hm : meas (s99_board 0 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s99_board 0 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s99_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s99_board 0 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s99_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s99_c3_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s99_c3_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s99_c4_moves (b c : nat) : lmoves (s99_board 0 (2 + b) (2 + c)) = [repeat F (2 + b) ++ E :: T :: E :: T :: repeat F (2 + c)].
Proof. unfold s99_board. tf_options. Qed.
Lemma s99_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (2 + b) ++ E :: T :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2 + b)] (E :: T :: F :: T :: E :: repeat F (1 + c)) []) (s97_board 0 1 1 (1 + c)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 0 1 1 (1 + c) y1); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s99_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s99_dom 0 (2 + b) (2 + c) y1) (Hm : meas (s99_board 0 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s99_board 0 (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s99_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s99_board 0 (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s99_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s99_c4_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s99_c4_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s99_c5_moves (b : nat) : lmoves (s99_board 1 (2 + b) 1) = [T :: repeat F (2 + b) ++ [E; T; E; T; F]].
Proof. unfold s99_board. tf_options. Qed.
Lemma s99_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ [E; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ [E; T; F]) [(1, 1)]) (s81_board 1 (2 + b) 1) (1) _ (s81_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 1 (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s99_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s99_dom 1 (2 + b) 1 y1) (Hm : meas (s99_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s99_board 1 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s99_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s99_board 1 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s99_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s99_c5_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s99_c5_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s99_c6_moves (b c : nat) : lmoves (s99_board 1 (2 + b) (2 + c)) = [T :: repeat F (2 + b) ++ E :: T :: E :: T :: repeat F (2 + c)].
Proof. unfold s99_board. tf_options. Qed.
Lemma s99_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ E :: T :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + c)) []) (s120_board 1 (2 + b) 1 1 (1 + c)) (0) _ (s120_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s120_board; target_board_eq | strip_offset].
  - unfold s120_form; apply form_int; zlia.
  - intros HT; apply (use120 IH 1 (2 + b) 1 1 (1 + c) y1); [unfold s120_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s99_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s99_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s99_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s99_board 1 (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s99_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s99_board 1 (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s99_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s99_c6_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s99_c6_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s99_c7_moves (a b : nat) : lmoves (s99_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; E; T; F]].
Proof. unfold s99_board. tf_options. Qed.
Lemma s99_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F]) [(1, 1)]) (s81_board (2 + a) (2 + b) 1) (1) _ (s81_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (2 + a) (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s99_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s99_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s99_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s99_board (2 + a) (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s99_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s99_board (2 + a) (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s99_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s99_c7_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s99_c7_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s99_c8_moves (a b c : nat) : lmoves (s99_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: E :: T :: repeat F (2 + c)].
Proof. unfold s99_board. tf_options. Qed.
Lemma s99_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + c)) []) (s120_board (2 + a) (2 + b) 1 1 (1 + c)) (0) _ (s120_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s120_board; target_board_eq | strip_offset].
  - unfold s120_form; apply form_int; zlia.
  - intros HT; apply (use120 IH (2 + a) (2 + b) 1 1 (1 + c) y1); [unfold s120_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s99_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s99_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s99_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s99_board (2 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s99_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s99_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s99_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s99_c8_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s99_c8_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s99_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C99 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s99_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s99_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s99_c2 IH c y1 Hdom Hm Hd Hr).
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
        exact (s99_c3 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s99_c4 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s99_c5 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s99_c6 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s99_c7 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s99_c8 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s100_c1_moves (b : nat) : lmoves (s100_board 1 (2 + b) 1) = [E :: F :: repeat T (3 + b) ++ [F; T; E; F]; T :: F :: E :: repeat T (2 + b) ++ [F; E; T; F]].
Proof. unfold s100_board. tf_options. Qed.
Lemma s100_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ [F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ [F; T; E; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; E; F]) []) (s121_board (3 + b)) (0) _ (s121_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; E; F]) []); [reflexivity | unfold s121_board; target_board_eq | strip_offset].
  - unfold s121_form; apply form_star; zlia.
  - intros HT; apply (use121 IH (3 + b) y1); [unfold s121_dom; zlia | unfold lex3; lia].
Qed.
Lemma s100_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (T :: F :: E :: repeat T (2 + b) ++ [F; E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s122_board 1 (2 + b) 1) (0) _ (int (Z.of_nat y1)) (s122_form y1)).
  - cbn [nstar lefts In]; left; reflexivity.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F; E; T; F]) []); [strip_eq | unfold s122_board; target_board_eq | strip_offset].
  - unfold s122_form; apply form_int; zlia.
  - intros HT; apply (use122 IH 1 (2 + b) 1 y1); [unfold s122_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s100_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s100_board 1 (2 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s100_board 1 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; T; F; E]) []) (s124_board 1 (2 + b)) (0) _ (s124_form y1)).
  - unfold strip, s100_board; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F; T; F; E]) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH 1 (2 + b) y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s100_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s100_dom 1 (2 + b) 1 y1) (Hm : meas (s100_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s100_board 1 (2 + b) 1)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s100_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s100_board 1 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s100_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s100_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s100_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s100_c1_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s100_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s100_c1_f1_a1 IH b y1 Hw Hm Hd Hr).
Qed.

Lemma s100_c2_moves (b c : nat) : lmoves (s100_board 1 (2 + b) (2 + c)) = [E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c); T :: F :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)].
Proof. unfold s100_board. tf_options. Qed.
Lemma s100_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) []) (s127_board 0 0 (3 + b) 1 (2 + c)) (0) _ (s127_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s127_board; target_board_eq | strip_offset].
  - unfold s127_form; apply form_star; zlia.
  - intros HT; apply (use127 IH 0 0 (3 + b) 1 (2 + c) y1); [unfold s127_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s100_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (T :: F :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat F (1 + c)) []) (s123_board 1 (2 + b) 2 (1 + c)) (0) _ (s123_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s123_board; target_board_eq | strip_offset].
  - unfold s123_form; apply form_star; zlia.
  - intros HT; apply (use123 IH 1 (2 + b) 2 (1 + c) y1); [unfold s123_dom; zlia | unfold lex3; lia].
Qed.
Lemma s100_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s100_board 1 (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s100_board 1 (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat F (1 + c)) []) (s125_board 1 (2 + b) (1 + c)) (0) _ (s125_form y1)).
  - unfold strip, s100_board; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat F (1 + c)) []); [reflexivity | unfold s125_board; target_board_eq | strip_offset].
  - unfold s125_form; apply form_int; zlia.
  - intros HT; apply (use125 IH 1 (2 + b) (1 + c) y1); [unfold s125_dom; zlia | unfold lex3; lia].
Qed.
Lemma s100_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s100_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s100_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s100_board 1 (2 + b) (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s100_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s100_board 1 (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s100_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s100_c2_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s100_c2_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s100_c2_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s100_c2_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s100_c2_f1_a2 IH b c y1 Hw Hm Hd Hr).
Qed.

Lemma s100_c3_moves (a b : nat) : lmoves (s100_board (2 + a) (2 + b) 1) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; E; F]; repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; T; F]].
Proof. unfold s100_board. tf_options. Qed.
Lemma s100_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; E; F])) (nstar (int (Z.of_nat y1))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ [F; T; E; F]) []) (s100_board 1 (3 + b) 1) (0) _ (s100_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ [F; T; E; F]) []); [reflexivity | unfold s100_board; target_board_eq | strip_offset].
  - unfold s100_form; apply form_star; zlia.
  - intros HT; apply (use100 IH 1 (3 + b) 1 y1); [unfold s100_dom; zlia | unfold lex3; lia].
Qed.
Lemma s100_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; E; F])) (nstar (int (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F; T; E; F]) []) (s100_board (2 + a) (3 + b) 1) (0) _ (s100_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F; T; E; F]) []); [reflexivity | unfold s100_board; target_board_eq | strip_offset].
  - unfold s100_form; apply form_star; zlia.
  - intros HT; apply (use100 IH (2 + a) (3 + b) 1 y1); [unfold s100_dom; zlia | unfold lex3; lia].
Qed.
Lemma s100_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s122_board (2 + a) (2 + b) 1) (0) _ (int (Z.of_nat y1)) (s122_form y1)).
  - cbn [nstar lefts In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; T; F]) []); [strip_eq | unfold s122_board; target_board_eq | strip_offset].
  - unfold s122_form; apply form_int; zlia.
  - intros HT; apply (use122 IH (2 + a) (2 + b) 1 y1); [unfold s122_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s100_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s100_board (2 + a) (2 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s100_board (2 + a) (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; T; F; E]) []) (s124_board (2 + a) (2 + b)) (0) _ (s124_form y1)).
  - unfold strip, s100_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; T; F; E]) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH (2 + a) (2 + b) y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s100_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s100_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s100_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s100_board (2 + a) (2 + b) 1)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s100_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s100_board (2 + a) (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s100_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s100_c3_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s100_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s100_c3_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s100_c3_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s100_c3_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s100_c3_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s100_c3_f1_a3 IH a b y1 Hw Hm Hd Hr).
Qed.

Lemma s100_c4_moves (a b c : nat) : lmoves (s100_board (2 + a) (2 + b) (2 + c)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c); repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)].
Proof. unfold s100_board. tf_options. Qed.
Lemma s100_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) []) (s100_board 1 (3 + b) (2 + c)) (0) _ (s100_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s100_board; target_board_eq | strip_offset].
  - unfold s100_form; apply form_star; zlia.
  - intros HT; apply (use100 IH 1 (3 + b) (2 + c) y1); [unfold s100_dom; zlia | unfold lex3; lia].
Qed.
Lemma s100_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) []) (s100_board (2 + a) (3 + b) (2 + c)) (0) _ (s100_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ F :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s100_board; target_board_eq | strip_offset].
  - unfold s100_form; apply form_star; zlia.
  - intros HT; apply (use100 IH (2 + a) (3 + b) (2 + c) y1); [unfold s100_dom; zlia | unfold lex3; lia].
Qed.
Lemma s100_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: T :: repeat F (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat F (1 + c)) []) (s123_board (2 + a) (2 + b) 2 (1 + c)) (0) _ (s123_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat F (1 + c)) []); [reflexivity | unfold s123_board; target_board_eq | strip_offset].
  - unfold s123_form; apply form_star; zlia.
  - intros HT; apply (use123 IH (2 + a) (2 + b) 2 (1 + c) y1); [unfold s123_dom; zlia | unfold lex3; lia].
Qed.
Lemma s100_c4_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s100_board (2 + a) (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s100_board (2 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat F (1 + c)) []) (s125_board (2 + a) (2 + b) (1 + c)) (0) _ (s125_form y1)).
  - unfold strip, s100_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat F (1 + c)) []); [reflexivity | unfold s125_board; target_board_eq | strip_offset].
  - unfold s125_form; apply form_int; zlia.
  - intros HT; apply (use125 IH (2 + a) (2 + b) (1 + c) y1); [unfold s125_dom; zlia | unfold lex3; lia].
Qed.
Lemma s100_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s100_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s100_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s100_board (2 + a) (2 + b) (2 + c))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s100_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s100_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s100_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s100_c4_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s100_c4_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s100_c4_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s100_c4_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s100_c4_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s100_c4_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s100_c4_f1_a4 IH a b c y1 Hw Hm Hd Hr).
Qed.

Lemma s100_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C100 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s100_dom in Hdom.
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
        exact (s100_c1 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s100_c2 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s100_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s100_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s101_c1_moves : lmoves (s101_board 0) = [[F; E; E; F; T; T; F]].
Proof. unfold s101_board. tf_options. Qed.
Lemma s101_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0)%Z) (Hm : (meas ([F; E; E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([F; E; E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1); (1, 1)] ([E; T; T; F]) []) (s89_board 2) (-1) _ (s89_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] ([E; T; T; F]) []); [reflexivity | unfold s89_board; target_board_eq | strip_offset].
  - unfold s89_form; apply form_int; zlia.
  - intros HT; apply (use89 IH 2 (1 + y1)); [unfold s89_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s101_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s101_dom 0 y1) (Hm : meas (s101_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s101_board 0)) (int (Z.of_nat y1)).
Proof.
  unfold s101_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s101_board 0)) in Hg. cbn [lefts] in Hg. rewrite s101_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0)%Z) by zlia. exact (s101_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s101_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s101_c2_moves : lmoves (s101_board 1) = [[E; F; T; T; F; E; T; F]; [T; F; E; E; F; T; T; F]].
Proof. unfold s101_board. tf_options. Qed.
Lemma s101_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1)%Z) (Hm : (meas ([E; F; T; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; F; T; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] ([T; T; F; F]) [(1, 1)]) (s37_board 2) (0) _ (s37_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; T; F; F]) [(1, 1)]); [reflexivity | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH 2 y1); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s101_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1)%Z) (Hm : (meas ([T; F; E; E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; E; E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; E; F; E; T; T; F]) []) (s126_board 1 2 1) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; F; E; T; T; F]) []); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH 1 2 1 y1); [unfold s126_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s101_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s101_dom 1 y1) (Hm : meas (s101_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s101_board 1)) (int (Z.of_nat y1)).
Proof.
  unfold s101_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s101_board 1)) in Hg. cbn [lefts] in Hg. rewrite s101_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1)%Z) by zlia. exact (s101_c2_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s101_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1)%Z) by zlia. exact (s101_c2_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s101_c2_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s101_c3_moves (a : nat) : lmoves (s101_board (2 + a)) = [repeat T (1 + a) ++ [E; F; T; T; F; E; T; F]; repeat T (2 + a) ++ [F; E; E; F; T; T; F]].
Proof. unfold s101_board. tf_options. Qed.
Lemma s101_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; F; E; T; T; F; E; T; F]) []) (s122_board 1 2 1) (0) _ (s122_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F; E; T; F]) []); [reflexivity | unfold s122_board; target_board_eq | strip_offset].
  - unfold s122_form; apply form_int; zlia.
  - intros HT; apply (use122 IH 1 2 1 y1); [unfold s122_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s101_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; E; T; F]) []) (s122_board (2 + a) 2 1) (0) _ (s122_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; E; T; F]) []); [reflexivity | unfold s122_board; target_board_eq | strip_offset].
  - unfold s122_form; apply form_int; zlia.
  - intros HT; apply (use122 IH (2 + a) 2 1 y1); [unfold s122_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s101_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; E; E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; F; E; T; T; F]) []) (s126_board (2 + a) 2 1) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F; E; T; T; F]) []); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH (2 + a) 2 1 y1); [unfold s126_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s101_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s101_dom (2 + a) y1) (Hm : meas (s101_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s101_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s101_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s101_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s101_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2)%Z) by zlia. exact (s101_c3_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s101_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3)%Z) by zlia. exact (s101_c3_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s101_c3_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2)%Z) by zlia. exact (s101_c3_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s101_c3_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s101_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C101 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s101_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s101_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s101_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s101_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s102_c1_moves (b : nat) : lmoves (s102_board 0 (2 + b)) = [F :: F :: E :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s102_board. tf_options. Qed.
Lemma s102_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: F :: E :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (F :: F :: E :: T :: E :: T :: repeat F (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [(0, 2)] (E :: T :: F :: T :: E :: repeat F (1 + b)) []) (s127_board 0 0 1 1 (1 + b)) (0) _ (s127_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s127_board; target_board_eq | strip_offset].
  - unfold s127_form; apply form_star; zlia.
  - intros HT; apply (use127 IH 0 0 1 1 (1 + b) y1); [unfold s127_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s102_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s102_board 0 (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s102_board 0 (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2)] (T :: E :: F :: T :: E :: repeat F (1 + b)) []) (s97_board 1 0 1 (1 + b)) (0) _ (s97_form y1)).
  - unfold strip, s102_board; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (T :: E :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 1 0 1 (1 + b) y1); [unfold s97_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s102_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s102_dom 0 (2 + b) y1) (Hm : meas (s102_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s102_board 0 (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s102_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s102_board 0 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s102_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s102_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s102_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s102_c1_f1_a1 IH b y1 Hw Hm Hd Hr).
Qed.

Lemma s102_c2_moves (b : nat) : lmoves (s102_board 1 (2 + b)) = [T :: F :: F :: E :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s102_board. tf_options. Qed.
Lemma s102_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: F :: E :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (T :: F :: F :: E :: T :: E :: T :: repeat F (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: F :: E :: T :: F :: T :: E :: repeat F (1 + b)) []) (s127_board 1 2 1 1 (1 + b)) (0) _ (s127_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s127_board; target_board_eq | strip_offset].
  - unfold s127_form; apply form_star; zlia.
  - intros HT; apply (use127 IH 1 2 1 1 (1 + b) y1); [unfold s127_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s102_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s102_board 1 (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s102_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) []) (s128_board 1 (1 + b)) (0) _ (s128_form y1)).
  - unfold strip, s102_board; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s128_board; target_board_eq | strip_offset].
  - unfold s128_form; apply form_int; zlia.
  - intros HT; apply (use128 IH 1 (1 + b) y1); [unfold s128_dom; zlia | unfold lex3; lia].
Qed.
Lemma s102_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s102_dom 1 (2 + b) y1) (Hm : meas (s102_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s102_board 1 (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s102_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s102_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s102_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s102_c2_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s102_c2_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s102_c2_f1_a2 IH b y1 Hw Hm Hd Hr).
Qed.

Lemma s102_c3_moves (a b : nat) : lmoves (s102_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: E :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s102_board. tf_options. Qed.
Lemma s102_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (2 + a) ++ F :: F :: E :: T :: E :: T :: repeat F (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: T :: E :: repeat F (1 + b)) []) (s127_board (2 + a) 2 1 1 (1 + b)) (0) _ (s127_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s127_board; target_board_eq | strip_offset].
  - unfold s127_form; apply form_star; zlia.
  - intros HT; apply (use127 IH (2 + a) 2 1 1 (1 + b) y1); [unfold s127_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s102_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s102_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s102_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) []) (s128_board (2 + a) (1 + b)) (0) _ (s128_form y1)).
  - unfold strip, s102_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s128_board; target_board_eq | strip_offset].
  - unfold s128_form; apply form_int; zlia.
  - intros HT; apply (use128 IH (2 + a) (1 + b) y1); [unfold s128_dom; zlia | unfold lex3; lia].
Qed.
Lemma s102_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s102_dom (2 + a) (2 + b) y1) (Hm : meas (s102_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s102_board (2 + a) (2 + b))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s102_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s102_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s102_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s102_c3_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s102_c3_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s102_c3_f1_a3 IH a b y1 Hw Hm Hd Hr).
Qed.

Lemma s102_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C102 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s102_dom in Hdom.
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
      exact (s102_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s102_c2 IH b y1 Hdom Hm Hd Hr).
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
      exact (s102_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s103_c1_moves : lmoves (s103_board 0) = [[F; E; T; F; E; F; T]].
Proof. unfold s103_board. tf_options. Qed.
Lemma s103_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0)%Z) (Hm : (meas ([F; E; T; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([F; E; T; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2)] ([T; E; E; F]) [(1, 0)]) (s53_board 0 0) (0) _ (s53_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] ([T; E; E; F]) [(1, 0)]); [reflexivity | unfold s53_board; target_board_eq | strip_offset].
  - unfold s53_form; apply form_int; zlia.
  - intros HT; apply (use53 IH 0 0 y1); [unfold s53_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s103_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s103_dom 0 y1) (Hm : meas (s103_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s103_board 0)) (int (Z.of_nat y1)).
Proof.
  unfold s103_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s103_board 0)) in Hg. cbn [lefts] in Hg. rewrite s103_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0)%Z) by zlia. exact (s103_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s103_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s103_c2_moves : lmoves (s103_board 1) = [[E; F; T; T; F; T; F; E]; [T; F; E; T; F; E; F; T]].
Proof. unfold s103_board. tf_options. Qed.
Lemma s103_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1)%Z) (Hm : (meas ([E; F; T; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; F; T; T; F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] ([E; T; T; F; T; F; E]) []) (s117_board 2 1) (0) _ (s117_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; T; F; E]) []); [reflexivity | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH 2 1 y1); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s103_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1)%Z) (Hm : (meas ([T; F; E; T; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; E; T; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; F; T; E; E; F]) [(1, 0)]) (s53_board 1 2) (0) _ (s53_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s53_board; target_board_eq | strip_offset].
  - unfold s53_form; apply form_int; zlia.
  - intros HT; apply (use53 IH 1 2 y1); [unfold s53_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s103_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s103_dom 1 y1) (Hm : meas (s103_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s103_board 1)) (int (Z.of_nat y1)).
Proof.
  unfold s103_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s103_board 1)) in Hg. cbn [lefts] in Hg. rewrite s103_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1)%Z) by zlia. exact (s103_c2_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s103_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1)%Z) by zlia. exact (s103_c2_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s103_c2_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s103_c3_moves (a : nat) : lmoves (s103_board (2 + a)) = [repeat T (1 + a) ++ [E; F; T; T; F; T; F; E]; repeat T (2 + a) ++ [F; E; T; F; E; F; T]].
Proof. unfold s103_board. tf_options. Qed.
Lemma s103_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; T; F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; F; E; T; T; F; T; F; E]) []) (s124_board 1 2) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F; T; F; E]) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH 1 2 y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s103_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; F; T; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; F; T; T; F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; T; F; E]) []) (s124_board (2 + a) 2) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; T; F; E]) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH (2 + a) 2 y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s103_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; E; T; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; F; T; E; E; F]) [(1, 0)]) (s53_board (2 + a) 2) (0) _ (s53_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s53_board; target_board_eq | strip_offset].
  - unfold s53_form; apply form_int; zlia.
  - intros HT; apply (use53 IH (2 + a) 2 y1); [unfold s53_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s103_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s103_dom (2 + a) y1) (Hm : meas (s103_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s103_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s103_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s103_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s103_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2)%Z) by zlia. exact (s103_c3_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s103_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3)%Z) by zlia. exact (s103_c3_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s103_c3_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2)%Z) by zlia. exact (s103_c3_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s103_c3_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s103_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C103 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s103_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s103_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s103_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s103_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s104_c1_moves (b : nat) : lmoves (s104_board 0 (2 + b)) = [F :: F :: E :: T :: T :: E :: repeat F (2 + b); F :: F :: T :: E :: E :: T :: repeat F (2 + b)].
Proof. unfold s104_board. tf_options. Qed.
Lemma s104_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (F :: F :: E :: T :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (F :: F :: E :: T :: T :: E :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2)] (E :: T :: T :: F :: E :: repeat F (1 + b)) []) (s43_board 0 2 1 (1 + b)) (0) _ (s43_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: T :: F :: E :: repeat F (1 + b)) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 0 2 1 (1 + b) y1); [unfold s43_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s104_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (F :: F :: T :: E :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (F :: F :: T :: E :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2)] (T :: E :: F :: T :: E :: repeat F (1 + b)) []) (s97_board 1 0 1 (1 + b)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (T :: E :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 1 0 1 (1 + b) y1); [unfold s97_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s104_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s104_dom 0 (2 + b) y1) (Hm : meas (s104_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s104_board 0 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s104_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s104_board 0 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s104_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s104_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s104_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s104_c1_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s104_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s104_c2_moves (b : nat) : lmoves (s104_board 1 (2 + b)) = [T :: F :: F :: E :: T :: T :: E :: repeat F (2 + b); T :: F :: F :: T :: E :: E :: T :: repeat F (2 + b)].
Proof. unfold s104_board. tf_options. Qed.
Lemma s104_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (T :: F :: F :: E :: T :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: F :: E :: T :: T :: E :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: F :: E :: T :: T :: F :: E :: repeat F (1 + b)) []) (s114_board 1 2 2 (1 + b)) (0) _ (s114_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: T :: F :: E :: repeat F (1 + b)) []); [reflexivity | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH 1 2 2 (1 + b) y1); [unfold s114_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s104_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (T :: F :: F :: T :: E :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: F :: T :: E :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) []) (s128_board 1 (1 + b)) (0) _ (s128_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s128_board; target_board_eq | strip_offset].
  - unfold s128_form; apply form_int; zlia.
  - intros HT; apply (use128 IH 1 (1 + b) y1); [unfold s128_dom; zlia | unfold lex3; lia].
Qed.
Lemma s104_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s104_dom 1 (2 + b) y1) (Hm : meas (s104_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s104_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s104_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s104_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s104_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s104_c2_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s104_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s104_c2_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s104_c2_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s104_c3_moves (a b : nat) : lmoves (s104_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: E :: T :: T :: E :: repeat F (2 + b); repeat T (2 + a) ++ F :: F :: T :: E :: E :: T :: repeat F (2 + b)].
Proof. unfold s104_board. tf_options. Qed.
Lemma s104_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: T :: T :: E :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: F :: E :: T :: T :: E :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: T :: F :: E :: repeat F (1 + b)) []) (s114_board (2 + a) 2 2 (1 + b)) (0) _ (s114_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: T :: F :: E :: repeat F (1 + b)) []); [reflexivity | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH (2 + a) 2 2 (1 + b) y1); [unfold s114_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s104_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: T :: E :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: F :: T :: E :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) []) (s128_board (2 + a) (1 + b)) (0) _ (s128_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: T :: E :: F :: T :: E :: repeat F (1 + b)) []); [reflexivity | unfold s128_board; target_board_eq | strip_offset].
  - unfold s128_form; apply form_int; zlia.
  - intros HT; apply (use128 IH (2 + a) (1 + b) y1); [unfold s128_dom; zlia | unfold lex3; lia].
Qed.
Lemma s104_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s104_dom (2 + a) (2 + b) y1) (Hm : meas (s104_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s104_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s104_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s104_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s104_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s104_c3_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s104_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s104_c3_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s104_c3_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s104_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C104 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s104_dom in Hdom.
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
      exact (s104_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s104_c2 IH b y1 Hdom Hm Hd Hr).
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
      exact (s104_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s105_c1_moves (b : nat) : lmoves (s105_board 0 (2 + b)) = [F :: E :: E :: F :: T :: T :: repeat F (2 + b)].
Proof. unfold s105_board. tf_options. Qed.
Lemma s105_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (F :: E :: E :: F :: T :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (F :: E :: E :: F :: T :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1); (1, 1)] (E :: T :: T :: repeat F (2 + b)) []) (s168_board 2 (2 + b)) (-1) _ (s168_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s168_board; target_board_eq | strip_offset].
  - unfold s168_form; apply form_int; zlia.
  - intros HT; apply (use168 IH 2 (2 + b) (1 + y1)); [unfold s168_dom; zlia | unfold lex3; lia].
Qed.
Lemma s105_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s105_dom 0 (2 + b) y1) (Hm : meas (s105_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s105_board 0 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s105_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s105_board 0 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s105_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s105_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s105_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s105_c2_moves (b : nat) : lmoves (s105_board 1 (2 + b)) = [E :: F :: T :: T :: F :: E :: T :: repeat F (2 + b); T :: F :: E :: E :: F :: T :: T :: repeat F (2 + b)].
Proof. unfold s105_board. tf_options. Qed.
Lemma s105_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (E :: F :: T :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: T :: T :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: T :: T :: F :: E :: T :: repeat F (2 + b)) []) (s45_board 0 (2 + b)) (0) _ (s45_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s45_board; target_board_eq | strip_offset].
  - unfold s45_form; apply form_int; zlia.
  - intros HT; apply (use45 IH 0 (2 + b) y1); [unfold s45_dom; zlia | unfold lex3; lia].
Qed.
Lemma s105_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (T :: F :: E :: E :: F :: T :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: E :: F :: T :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: F :: E :: T :: T :: repeat F (2 + b)) []) (s126_board 1 2 (2 + b)) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH 1 2 (2 + b) y1); [unfold s126_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s105_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s105_dom 1 (2 + b) y1) (Hm : meas (s105_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s105_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s105_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s105_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s105_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s105_c2_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s105_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s105_c2_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s105_c2_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s105_c3_moves (a b : nat) : lmoves (s105_board (2 + a) (2 + b)) = [repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: T :: repeat F (2 + b); repeat T (2 + a) ++ F :: E :: E :: F :: T :: T :: repeat F (2 + b)].
Proof. unfold s105_board. tf_options. Qed.
Lemma s105_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: T :: F :: E :: T :: repeat F (2 + b)) []) (s122_board 1 2 (2 + b)) (0) _ (s122_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s122_board; target_board_eq | strip_offset].
  - unfold s122_form; apply form_int; zlia.
  - intros HT; apply (use122 IH 1 2 (2 + b) y1); [unfold s122_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s105_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: T :: T :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: E :: T :: repeat F (2 + b)) []) (s122_board (2 + a) 2 (2 + b)) (0) _ (s122_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s122_board; target_board_eq | strip_offset].
  - unfold s122_form; apply form_int; zlia.
  - intros HT; apply (use122 IH (2 + a) 2 (2 + b) y1); [unfold s122_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s105_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: E :: F :: T :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: E :: F :: T :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: E :: T :: T :: repeat F (2 + b)) []) (s126_board (2 + a) 2 (2 + b)) (0) _ (s126_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH (2 + a) 2 (2 + b) y1); [unfold s126_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s105_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s105_dom (2 + a) (2 + b) y1) (Hm : meas (s105_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s105_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s105_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s105_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s105_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s105_c3_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s105_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s105_c3_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s105_c3_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s105_c3_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s105_c3_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s105_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C105 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s105_dom in Hdom.
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
      exact (s105_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s105_c2 IH b y1 Hdom Hm Hd Hr).
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
      exact (s105_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s106_c1_moves (a : nat) : lmoves (s106_board (3 + a)) = [].
Proof. unfold s106_board. tf_options. Qed.
Lemma s106_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s106_board (3 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s106_board (3 + a))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (3 + a) ++ [F; F; F; E; E]) []) (s129_board (3 + a) 3) (0) _ (s129_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s106_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; F; F; E; E]) []); [reflexivity | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH (3 + a) 3 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s106_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s106_dom (3 + a) y1) (Hm : meas (s106_board (3 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s106_board (3 + a))) (int (- Z.of_nat y1)).
Proof.
  unfold s106_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s106_board (3 + a))) in Hg. cbn [lefts] in Hg. rewrite s106_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s106_c1_f1_a1 IH a y1 Hw Hm Hd Hr).
Qed.

Lemma s106_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C106 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s106_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s106_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s107_c1_moves (a : nat) : lmoves (s107_board (4 + a) 1) = [repeat T (4 + a) ++ [F; F; E; F; E; T; F]].
Proof. unfold s107_board. tf_options. Qed.
Lemma s107_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (4 + a) ++ [F; F; E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (4 + a) ++ [F; F; E; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ [F; F; F; E; E; T; F]) []) (s130_board (4 + a)) (0) _ (s130_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; F; F; E; E; T; F]) []); [reflexivity | unfold s130_board; target_board_eq | strip_offset].
  - unfold s130_form; apply form_int; zlia.
  - intros HT; apply (use130 IH (4 + a) y1); [unfold s130_dom; zlia | unfold lex3; lia].
Qed.
Lemma s107_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s107_dom (4 + a) 1 y1) (Hm : meas (s107_board (4 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s107_board (4 + a) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s107_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s107_board (4 + a) 1)) in Hg. cbn [lefts] in Hg. rewrite s107_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s107_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s107_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s107_c2_moves (a b : nat) : lmoves (s107_board (5 + a) (2 + b)) = [repeat T (5 + a) ++ F :: F :: E :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s107_board. tf_options. Qed.
Lemma s107_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: E :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ F :: F :: E :: F :: E :: T :: repeat F (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: F :: F :: E :: E :: T :: repeat F (2 + b)) []) (s131_board (5 + a) (2 + b)) (0) _ (s131_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: E :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH (5 + a) (2 + b) y1); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s107_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s107_dom (5 + a) (2 + b) y1) (Hm : meas (s107_board (5 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s107_board (5 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s107_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s107_board (5 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s107_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s107_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s107_c2_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s107_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C107 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s107_dom in Hdom.
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
      do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s107_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s107_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s108_c1_moves (a : nat) : lmoves (s108_board (4 + a)) = [].
Proof. unfold s108_board. tf_options. Qed.
Lemma s108_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s108_board (4 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s108_board (4 + a))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (4 + a) ++ [F; F; F; E; E; T; F]) []) (s130_board (4 + a)) (0) _ (s130_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s108_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (4 + a) ++ [F; F; F; E; E; T; F]) []); [reflexivity | unfold s130_board; target_board_eq | strip_offset].
  - unfold s130_form; apply form_int; zlia.
  - intros HT; apply (use130 IH (4 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s130_dom; zlia | unfold lex3; lia].
Qed.
Lemma s108_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s108_dom (4 + a) y1) (Hm : meas (s108_board (4 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s108_board (4 + a))) (int (- Z.of_nat y1)).
Proof.
  unfold s108_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s108_board (4 + a))) in Hg. cbn [lefts] in Hg. rewrite s108_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s108_c1_f1_a1 IH a y1 Hw Hm Hd Hr).
Qed.

Lemma s108_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C108 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s108_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s108_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s109_c1_moves (a b : nat) : lmoves (s109_board (5 + a) (2 + b)) = [].
Proof. unfold s109_board. tf_options. Qed.
Lemma s109_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s109_board (5 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s109_board (5 + a) (2 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: F :: F :: E :: E :: T :: repeat F (2 + b)) []) (s131_board (5 + a) (2 + b)) (0) _ (s131_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s109_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: E :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s131_board; target_board_eq | strip_offset].
  - unfold s131_form; apply form_int; zlia.
  - intros HT; apply (use131 IH (5 + a) (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s131_dom; zlia | unfold lex3; lia].
Qed.
Lemma s109_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s109_board (5 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s109_board (5 + a) (2 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: F :: F :: E :: E :: T :: repeat F (2 + b)) []) (s132_board (5 + a) (2 + b)) (0) _ (s132_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s109_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: E :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s132_board; target_board_eq | strip_offset].
  - unfold s132_form; apply form_int; zlia.
  - intros HT; apply (use132 IH (5 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s132_dom; zlia | unfold lex3; lia].
Qed.
Lemma s109_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s109_dom (5 + a) (2 + b) y1) (Hm : meas (s109_board (5 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s109_board (5 + a) (2 + b))) (int (- Z.of_nat y1)).
Proof.
  unfold s109_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s109_board (5 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s109_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s109_c1_f1_a1 IH a b y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s109_c1_f1_a2 IH a b y1 Hw Hm Hd Hr). }

Qed.

Lemma s109_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C109 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s109_dom in Hdom.
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
  exact (s109_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s110_c1_moves (a b c : nat) : lmoves (s110_board (5 + a) (3 + b) (2 + c)) = [repeat T (5 + a) ++ repeat F (3 + b) ++ E :: T :: E :: repeat F (2 + c)].
Proof. unfold s110_board. tf_options. Qed.
Lemma s110_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: T :: E :: repeat F (2 + c))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (1 + c)) []) (s133_board (5 + a) (3 + b) (1 + c)) (0) _ (s133_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: repeat F (1 + c)) []); [reflexivity | unfold s133_board; target_board_eq | strip_offset].
  - unfold s133_form; apply form_int; zlia.
  - intros HT; apply (use133 IH (5 + a) (3 + b) (1 + c) y1); [unfold s133_dom; zlia | unfold lex3; lia].
Qed.
Lemma s110_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s110_board (5 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s110_board (5 + a) (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (3 + b) ++ T :: E :: F :: E :: repeat F (1 + c)) []) (s83_board (5 + a) (3 + b) 1 (1 + c)) (0) _ (s83_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s110_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (3 + b) ++ T :: E :: F :: E :: repeat F (1 + c)) []); [reflexivity | unfold s83_board; target_board_eq | strip_offset].
  - unfold s83_form; apply form_int; zlia.
  - intros HT; apply (use83 IH (5 + a) (3 + b) 1 (1 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s83_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s110_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s110_board (5 + a) (3 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s110_board (5 + a) (3 + b) (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ repeat F (3 + b) ++ T :: E :: F :: E :: repeat F (2 + c)) []) (s84_board (6 + a) (3 + b) 1 (2 + c)) (0) _ (s84_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s110_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ repeat F (3 + b) ++ T :: E :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s84_board; target_board_eq | strip_offset].
  - unfold s84_form; apply form_int; zlia.
  - intros HT; apply (use84 IH (6 + a) (3 + b) 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s84_dom; zlia | unfold lex3; lia].
Qed.
Lemma s110_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s110_dom (5 + a) (3 + b) (2 + c) y1) (Hm : meas (s110_board (5 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s110_board (5 + a) (3 + b) (2 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s110_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s110_board (5 + a) (3 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s110_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s110_c1_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s110_c1_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s110_c1_f1_a1 IH a b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s110_c1_f1_a2 IH a b c y1 Hw Hm Hd Hr). }

Qed.

Lemma s110_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C110 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s110_dom in Hdom.
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
  exact (s110_c1 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s111_c1_moves (a b c : nat) : lmoves (s111_board (5 + a) (2 + b) (2 + c)) = [repeat T (5 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (2 + c)].
Proof. unfold s111_board. tf_options. Qed.
Lemma s111_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: T :: E :: repeat F (2 + c)) []) (s78_board (5 + a) (3 + b) 1 (2 + c)) (0) _ (s78_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ repeat F (3 + b) ++ E :: T :: E :: repeat F (2 + c)) []); [reflexivity | unfold s78_board; target_board_eq | strip_offset].
  - unfold s78_form; apply form_int; zlia.
  - intros HT; apply (use78 IH (5 + a) (3 + b) 1 (2 + c) y1); [unfold s78_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s111_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s111_dom (5 + a) (2 + b) (2 + c) y1) (Hm : meas (s111_board (5 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s111_board (5 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s111_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s111_board (5 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s111_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s111_c1_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s111_c1_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s111_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C111 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s111_dom in Hdom.
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
  exact (s111_c1 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s112_c1_moves (a b c : nat) : lmoves (s112_board (6 + a) (2 + b) (3 + c)) = [repeat T (6 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (3 + c)].
Proof. unfold s112_board. tf_options. Qed.
Lemma s112_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (3 + c) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (6 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (6 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (3 + c))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ repeat F (3 + b) ++ E :: T :: E :: repeat F (3 + c)) []) (s134_board (6 + a) (3 + b) (3 + c)) (0) _ (s134_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ repeat F (3 + b) ++ E :: T :: E :: repeat F (3 + c)) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH (6 + a) (3 + b) (3 + c) y1); [unfold s134_dom; zlia | unfold lex3; lia].
Qed.
Lemma s112_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (3 + c) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s112_board (6 + a) (2 + b) (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s112_board (6 + a) (2 + b) (3 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ repeat F (2 + b) ++ T :: F :: E :: F :: E :: repeat F (2 + c)) []) (s135_board (6 + a) (2 + b) (2 + c)) (0) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s112_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ repeat F (2 + b) ++ T :: F :: E :: F :: E :: repeat F (2 + c)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH (6 + a) (2 + b) (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; zlia | unfold lex3; lia].
Qed.
Lemma s112_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (3 + c) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s112_board (6 + a) (2 + b) (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s112_board (6 + a) (2 + b) (3 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (7 + a) ++ repeat F (2 + b) ++ T :: F :: E :: F :: E :: repeat F (3 + c)) []) (s136_board (7 + a) (2 + b) (3 + c)) (0) _ (s136_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s112_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (7 + a) ++ repeat F (2 + b) ++ T :: F :: E :: F :: E :: repeat F (3 + c)) []); [reflexivity | unfold s136_board; target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH (7 + a) (2 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s112_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s112_dom (6 + a) (2 + b) (3 + c) y1) (Hm : meas (s112_board (6 + a) (2 + b) (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s112_board (6 + a) (2 + b) (3 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s112_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s112_board (6 + a) (2 + b) (3 + c))) in Hg. cbn [lefts] in Hg. rewrite s112_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (3 + c) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s112_c1_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s112_c1_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (3 + c) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s112_c1_f1_a1 IH a b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (3 + c) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) - Z.of_nat y1 >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s112_c1_f1_a2 IH a b c y1 Hw Hm Hd Hr). }

Qed.

Lemma s112_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C112 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s112_dom in Hdom.
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
        do 4 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s112_c1 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s113_c1_moves (a b : nat) : lmoves (s113_board (5 + a) (2 + b)) = [repeat T (5 + a) ++ F :: F :: E :: F :: E :: T :: repeat F (2 + b)].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: E :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (5 + a) ++ F :: F :: E :: F :: E :: T :: repeat F (2 + b))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ F :: F :: F :: E :: E :: T :: repeat F (2 + b)) []) (s132_board (5 + a) (2 + b)) (0) _ (s132_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: E :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s132_board; target_board_eq | strip_offset].
  - unfold s132_form; apply form_int; zlia.
  - intros HT; apply (use132 IH (5 + a) (2 + b) y1); [unfold s132_dom; zlia | unfold lex3; lia].
Qed.
Lemma s113_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s113_board (5 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s113_board (5 + a) (2 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (5 + a) ++ [F; F; F; E; T; E; F; F]) []) (s78_board (5 + a) 3 1 2) (0) _ (s78_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s113_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ [F; F; F; E; T; E; F; F]) []); [reflexivity | unfold s78_board; target_board_eq | strip_offset].
  - unfold s78_form; apply form_int; zlia.
  - intros HT; apply (use78 IH (5 + a) 3 1 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s78_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s113_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (s113_board (5 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s113_board (5 + a) (2 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (6 + a) ++ F :: F :: F :: E :: T :: E :: repeat F (3 + b)) []) (s134_board (6 + a) 3 (3 + b)) (0) _ (s134_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s113_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (6 + a) ++ F :: F :: F :: E :: T :: E :: repeat F (3 + b)) []); [reflexivity | unfold s134_board; target_board_eq | strip_offset].
  - unfold s134_form; apply form_int; zlia.
  - intros HT; apply (use134 IH (6 + a) 3 (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s134_dom; zlia | unfold lex3; lia].
Qed.
Lemma s113_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s113_dom (5 + a) (2 + b) y1) (Hm : meas (s113_board (5 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s113_board (5 + a) (2 + b))) (int (- Z.of_nat y1)).
Proof.
  unfold s113_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s113_board (5 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s113_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s113_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s113_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s113_c1_f1_a1 IH a b y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s113_c1_f1_a2 IH a b y1 Hw Hm Hd Hr). }

Qed.

Lemma s113_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C113 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s113_dom in Hdom.
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
  exact (s113_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s114_c1_moves (b : nat) : lmoves (s114_board 0 (2 + b) 0 1) = [].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s114_dom 0 (2 + b) 0 1 y1) (Hm : meas (s114_board 0 (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board 0 (2 + b) 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board 0 (2 + b) 0 1)) in Hg. cbn [lefts] in Hg. rewrite s114_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s114_c2_moves (b d : nat) : lmoves (s114_board 0 (2 + b) 0 (2 + d)) = [].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s114_dom 0 (2 + b) 0 (2 + d) y1) (Hm : meas (s114_board 0 (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board 0 (2 + b) 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board 0 (2 + b) 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s114_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s114_c3_moves (b : nat) : lmoves (s114_board 0 (2 + b) 1 0) = [repeat F (2 + b) ++ [E; E; F; T]].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (2 + b) ++ [E; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2 + b); (1, 1)] ([E]) [(1, 0)]) (s72_board) (-1) _ (s72_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(0, 2 + b); (1, 1)] ([E]) [(1, 0)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s72_form; apply form_int; zlia.
  - intros HT; apply (use72 IH (1 + y1)); [unfold s72_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s114_dom 0 (2 + b) 1 0 y1) (Hm : meas (s114_board 0 (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board 0 (2 + b) 1 0)) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board 0 (2 + b) 1 0)) in Hg. cbn [lefts] in Hg. rewrite s114_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s114_c3_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s114_c3_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s114_c4_moves (b : nat) : lmoves (s114_board 0 (2 + b) 1 1) = [repeat F (2 + b) ++ [E; E; F; T; F]].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (2 + b) ++ [E; E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2 + b); (1, 1)] ([E; T; F]) []) (s89_board 1) (-1) _ (s89_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] ([E; T; F]) []); [reflexivity | unfold s89_board; target_board_eq | strip_offset].
  - unfold s89_form; apply form_int; zlia.
  - intros HT; apply (use89 IH 1 (1 + y1)); [unfold s89_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s114_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s114_dom 0 (2 + b) 1 1 y1) (Hm : meas (s114_board 0 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board 0 (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board 0 (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s114_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s114_c4_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s114_c4_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s114_c5_moves (b d : nat) : lmoves (s114_board 0 (2 + b) 1 (2 + d)) = [repeat F (2 + b) ++ E :: E :: F :: T :: repeat F (2 + d)].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (2 + b) ++ E :: E :: F :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2 + b); (1, 1)] (E :: T :: repeat F (2 + d)) []) (s168_board 1 (2 + d)) (-1) _ (s168_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] (E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s168_board; target_board_eq | strip_offset].
  - unfold s168_form; apply form_int; zlia.
  - intros HT; apply (use168 IH 1 (2 + d) (1 + y1)); [unfold s168_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s114_dom 0 (2 + b) 1 (2 + d) y1) (Hm : meas (s114_board 0 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board 0 (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board 0 (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s114_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s114_c5_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s114_c5_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s114_c6_moves (b : nat) : lmoves (s114_board 0 (2 + b) 2 1) = [repeat F (2 + b) ++ [E; T; E; F; T; F]].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; T; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (2 + b) ++ [E; T; E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2 + b)] ([E; T; F; E; T; F]) []) (s61_board 1 1) (0) _ (s61_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; E; T; F]) []); [reflexivity | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH 1 1 y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s114_dom 0 (2 + b) 2 1 y1) (Hm : meas (s114_board 0 (2 + b) 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board 0 (2 + b) 2 1)) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board 0 (2 + b) 2 1)) in Hg. cbn [lefts] in Hg. rewrite s114_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s114_c6_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s114_c6_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s114_c7_moves (b d : nat) : lmoves (s114_board 0 (2 + b) 2 (2 + d)) = [repeat F (2 + b) ++ E :: T :: E :: F :: T :: repeat F (2 + d)].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (2 + b) ++ E :: T :: E :: F :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2 + b)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s62_board 0 1 1 (2 + d)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 1 1 (2 + d) y1); [unfold s62_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s114_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s114_dom 0 (2 + b) 2 (2 + d) y1) (Hm : meas (s114_board 0 (2 + b) 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board 0 (2 + b) 2 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board 0 (2 + b) 2 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s114_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s114_c7_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s114_c7_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s114_c8_moves (b : nat) : lmoves (s114_board 1 (2 + b) 0 1) = [].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s114_dom 1 (2 + b) 0 1 y1) (Hm : meas (s114_board 1 (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board 1 (2 + b) 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board 1 (2 + b) 0 1)) in Hg. cbn [lefts] in Hg. rewrite s114_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s114_c9_moves (b d : nat) : lmoves (s114_board 1 (2 + b) 0 (2 + d)) = [].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s114_dom 1 (2 + b) 0 (2 + d) y1) (Hm : meas (s114_board 1 (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board 1 (2 + b) 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board 1 (2 + b) 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s114_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s114_c10_moves (b : nat) : lmoves (s114_board 1 (2 + b) 1 0) = [T :: repeat F (2 + b) ++ [E; E; F; T]].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ [E; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ [E; F; E]) [(1, 0)]) (s81_board 1 (2 + b) 0) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; F; E]) [(1, 0)]); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 1 (2 + b) 0 y1); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s114_dom 1 (2 + b) 1 0 y1) (Hm : meas (s114_board 1 (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board 1 (2 + b) 1 0)) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board 1 (2 + b) 1 0)) in Hg. cbn [lefts] in Hg. rewrite s114_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s114_c10_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s114_c10_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s114_c11_moves (b : nat) : lmoves (s114_board 1 (2 + b) 1 1) = [T :: repeat F (2 + b) ++ [E; E; F; T; F]].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ [E; E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ [E; F; E; T; F]) []) (s137_board 1 (2 + b) 1 1) (0) _ (s137_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; F; E; T; F]) []); [reflexivity | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH 1 (2 + b) 1 1 y1); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s114_dom 1 (2 + b) 1 1 y1) (Hm : meas (s114_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board 1 (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board 1 (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s114_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s114_c11_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s114_c11_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s114_c12_moves (b d : nat) : lmoves (s114_board 1 (2 + b) 1 (2 + d)) = [T :: repeat F (2 + b) ++ E :: E :: F :: T :: repeat F (2 + d)].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ E :: E :: F :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ E :: F :: E :: T :: repeat F (2 + d)) []) (s137_board 1 (2 + b) 1 (2 + d)) (0) _ (s137_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH 1 (2 + b) 1 (2 + d) y1); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s114_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s114_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board 1 (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s114_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s114_c12_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s114_c12_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s114_c13_moves (b : nat) : lmoves (s114_board 1 (2 + b) 2 1) = [T :: repeat F (2 + b) ++ [E; T; E; F; T; F]].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ [E; T; E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ [E; T; F; E; T; F]) []) (s138_board 1 (2 + b) 1 1) (0) _ (s138_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s138_board; target_board_eq | strip_offset].
  - unfold s138_form; apply form_int; zlia.
  - intros HT; apply (use138 IH 1 (2 + b) 1 1 y1); [unfold s138_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s114_dom 1 (2 + b) 2 1 y1) (Hm : meas (s114_board 1 (2 + b) 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board 1 (2 + b) 2 1)) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board 1 (2 + b) 2 1)) in Hg. cbn [lefts] in Hg. rewrite s114_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s114_c13_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s114_c13_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s114_c14_moves (b d : nat) : lmoves (s114_board 1 (2 + b) 2 (2 + d)) = [T :: repeat F (2 + b) ++ E :: T :: E :: F :: T :: repeat F (2 + d)].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ E :: T :: E :: F :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s138_board 1 (2 + b) 1 (2 + d)) (0) _ (s138_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s138_board; target_board_eq | strip_offset].
  - unfold s138_form; apply form_int; zlia.
  - intros HT; apply (use138 IH 1 (2 + b) 1 (2 + d) y1); [unfold s138_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s114_dom 1 (2 + b) 2 (2 + d) y1) (Hm : meas (s114_board 1 (2 + b) 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board 1 (2 + b) 2 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board 1 (2 + b) 2 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s114_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s114_c14_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s114_c14_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s114_c15_moves (a b : nat) : lmoves (s114_board (2 + a) (2 + b) 0 1) = [].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s114_dom (2 + a) (2 + b) 0 1 y1) (Hm : meas (s114_board (2 + a) (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board (2 + a) (2 + b) 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board (2 + a) (2 + b) 0 1)) in Hg. cbn [lefts] in Hg. rewrite s114_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s114_c16_moves (a b d : nat) : lmoves (s114_board (2 + a) (2 + b) 0 (2 + d)) = [].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s114_dom (2 + a) (2 + b) 0 (2 + d) y1) (Hm : meas (s114_board (2 + a) (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board (2 + a) (2 + b) 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board (2 + a) (2 + b) 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s114_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s114_c17_moves (a b : nat) : lmoves (s114_board (2 + a) (2 + b) 1 0) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; E; F; T]].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; E]) [(1, 0)]) (s81_board (2 + a) (2 + b) 0) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; E]) [(1, 0)]); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (2 + a) (2 + b) 0 y1); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s114_dom (2 + a) (2 + b) 1 0 y1) (Hm : meas (s114_board (2 + a) (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board (2 + a) (2 + b) 1 0)) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board (2 + a) (2 + b) 1 0)) in Hg. cbn [lefts] in Hg. rewrite s114_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s114_c17_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s114_c17_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s114_c18_moves (a b : nat) : lmoves (s114_board (2 + a) (2 + b) 1 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; E; F; T; F]].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; E; T; F]) []) (s137_board (2 + a) (2 + b) 1 1) (0) _ (s137_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; E; T; F]) []); [reflexivity | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH (2 + a) (2 + b) 1 1 y1); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s114_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s114_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board (2 + a) (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board (2 + a) (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s114_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s114_c18_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s114_c18_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s114_c19_moves (a b d : nat) : lmoves (s114_board (2 + a) (2 + b) 1 (2 + d)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ E :: E :: F :: T :: repeat F (2 + d)].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c19_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: E :: F :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: E :: T :: repeat F (2 + d)) []) (s137_board (2 + a) (2 + b) 1 (2 + d)) (0) _ (s137_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s137_board; target_board_eq | strip_offset].
  - unfold s137_form; apply form_int; zlia.
  - intros HT; apply (use137 IH (2 + a) (2 + b) 1 (2 + d) y1); [unfold s137_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s114_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s114_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board (2 + a) (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s114_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s114_c19_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s114_c19_moves a b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s114_c20_moves (a b : nat) : lmoves (s114_board (2 + a) (2 + b) 2 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; E; F; T; F]].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c20_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; E; F; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]) []) (s138_board (2 + a) (2 + b) 1 1) (0) _ (s138_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s138_board; target_board_eq | strip_offset].
  - unfold s138_form; apply form_int; zlia.
  - intros HT; apply (use138 IH (2 + a) (2 + b) 1 1 y1); [unfold s138_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s114_dom (2 + a) (2 + b) 2 1 y1) (Hm : meas (s114_board (2 + a) (2 + b) 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board (2 + a) (2 + b) 2 1)) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board (2 + a) (2 + b) 2 1)) in Hg. cbn [lefts] in Hg. rewrite s114_c20_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s114_c20_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s114_c20_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s114_c21_moves (a b d : nat) : lmoves (s114_board (2 + a) (2 + b) 2 (2 + d)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: E :: F :: T :: repeat F (2 + d)].
Proof. unfold s114_board. tf_options. Qed.
Lemma s114_c21_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: E :: F :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s138_board (2 + a) (2 + b) 1 (2 + d)) (0) _ (s138_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s138_board; target_board_eq | strip_offset].
  - unfold s138_form; apply form_int; zlia.
  - intros HT; apply (use138 IH (2 + a) (2 + b) 1 (2 + d) y1); [unfold s138_dom; zlia | unfold lex3; lia].
Qed.
Lemma s114_c21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s114_dom (2 + a) (2 + b) 2 (2 + d) y1) (Hm : meas (s114_board (2 + a) (2 + b) 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s114_board (2 + a) (2 + b) 2 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s114_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s114_board (2 + a) (2 + b) 2 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s114_c21_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s114_c21_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s114_c21_moves a b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s114_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C114 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s114_dom in Hdom.
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
          exact (s114_c1 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s114_c2 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s114_c3 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s114_c4 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s114_c5 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          assert (c = 0) by zlia; subst c.
  exact (s114_c6 IH b y1 Hdom Hm Hd Hr).
        }
        {
          assert (c = 0) by zlia; subst c.
  exact (s114_c7 IH b d y1 Hdom Hm Hd Hr).
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
          exact (s114_c8 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s114_c9 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s114_c10 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s114_c11 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s114_c12 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          assert (c = 0) by zlia; subst c.
  exact (s114_c13 IH b y1 Hdom Hm Hd Hr).
        }
        {
          assert (c = 0) by zlia; subst c.
  exact (s114_c14 IH b d y1 Hdom Hm Hd Hr).
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
          exact (s114_c15 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s114_c16 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s114_c17 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s114_c18 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s114_c19 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          assert (c = 0) by zlia; subst c.
  exact (s114_c20 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          assert (c = 0) by zlia; subst c.
  exact (s114_c21 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s115_c1_moves : lmoves (s115_board 0 0 0 1) = [[E; T; E; F]].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas ([E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; F; E]) []) (s42_board 0 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s115_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s115_dom 0 0 0 1 y1) (Hm : meas (s115_board 0 0 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 0 0 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 0 0 0 1)) in Hg. cbn [lefts] in Hg. rewrite s115_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s115_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s115_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c2_moves (d : nat) : lmoves (s115_board 0 0 0 (2 + d)) = [E :: T :: E :: repeat F (2 + d)].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: F :: E :: repeat F (1 + d)) []) (s43_board 0 1 1 (1 + d)) (0) _ (s43_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: E :: repeat F (1 + d)) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 0 1 1 (1 + d) y1); [unfold s43_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s115_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s115_dom 0 0 0 (2 + d) y1) (Hm : meas (s115_board 0 0 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 0 0 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 0 0 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s115_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s115_c2_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s115_c2_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c3_moves (d : nat) : lmoves (s115_board 0 0 1 (2 + d)) = [E :: F :: T :: E :: repeat F (2 + d)].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: F :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: T :: E :: repeat F (2 + d)) []) (s43_board 0 1 0 (2 + d)) (0) _ (s43_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 0 1 0 (2 + d) y1); [unfold s43_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s115_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s115_dom 0 0 1 (2 + d) y1) (Hm : meas (s115_board 0 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 0 0 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 0 0 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s115_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s115_c3_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s115_c3_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c4_moves (c d : nat) : lmoves (s115_board 0 0 (2 + c) (3 + d)) = [].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s115_dom 0 0 (2 + c) (3 + d) y1) (Hm : meas (s115_board 0 0 (2 + c) (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 0 0 (2 + c) (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 0 0 (2 + c) (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s115_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c5_moves : lmoves (s115_board 0 1 0 1) = [[F; E; T; E; F]].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([F; E; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] ([E; T; F; E]) []) (s42_board 0 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s115_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s115_dom 0 1 0 1 y1) (Hm : meas (s115_board 0 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 0 1 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 0 1 0 1)) in Hg. cbn [lefts] in Hg. rewrite s115_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s115_c5_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s115_c5_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c6_moves (d : nat) : lmoves (s115_board 0 1 0 (2 + d)) = [F :: E :: T :: E :: repeat F (2 + d)].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: E :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (F :: E :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: T :: F :: E :: repeat F (1 + d)) []) (s43_board 0 1 1 (1 + d)) (0) _ (s43_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat F (1 + d)) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 0 1 1 (1 + d) y1); [unfold s43_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s115_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s115_dom 0 1 0 (2 + d) y1) (Hm : meas (s115_board 0 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 0 1 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 0 1 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s115_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s115_c6_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s115_c6_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c7_moves : lmoves (s115_board 0 1 1 1) = [[F; E; F; T; E; F]].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; E; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([F; E; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2)] ([E; T; E; F]) []) (s43_board 0 1 0 1) (0) _ (s43_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] ([E; T; E; F]) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 0 1 0 1 y1); [unfold s43_dom; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s115_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s115_dom 0 1 1 1 y1) (Hm : meas (s115_board 0 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 0 1 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 0 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s115_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s115_c7_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s115_c7_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c8_moves (d : nat) : lmoves (s115_board 0 1 1 (2 + d)) = [F :: E :: F :: T :: E :: repeat F (2 + d)].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: E :: F :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (F :: E :: F :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2)] (E :: T :: E :: repeat F (2 + d)) []) (s43_board 0 1 0 (2 + d)) (0) _ (s43_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 0 1 0 (2 + d) y1); [unfold s43_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s115_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s115_dom 0 1 1 (2 + d) y1) (Hm : meas (s115_board 0 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 0 1 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 0 1 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s115_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s115_c8_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s115_c8_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c9_moves (c : nat) : lmoves (s115_board 0 1 (2 + c) 1) = [].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s115_dom 0 1 (2 + c) 1 y1) (Hm : meas (s115_board 0 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 0 1 (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 0 1 (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s115_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c10_moves (c d : nat) : lmoves (s115_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s115_dom 0 1 (2 + c) (2 + d) y1) (Hm : meas (s115_board 0 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 0 1 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 0 1 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s115_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c11_moves (b : nat) : lmoves (s115_board 0 (2 + b) 0 1) = [repeat F (2 + b) ++ [E; T; E; F]].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (2 + b) ++ [E; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2 + b)] ([E; T; F; E]) []) (s42_board 0 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s115_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s115_dom 0 (2 + b) 0 1 y1) (Hm : meas (s115_board 0 (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 0 (2 + b) 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 0 (2 + b) 0 1)) in Hg. cbn [lefts] in Hg. rewrite s115_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s115_c11_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s115_c11_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c12_moves (b d : nat) : lmoves (s115_board 0 (2 + b) 0 (2 + d)) = [repeat F (2 + b) ++ E :: T :: E :: repeat F (2 + d)].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (2 + b) ++ E :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2 + b)] (E :: T :: F :: E :: repeat F (1 + d)) []) (s43_board 0 1 1 (1 + d)) (0) _ (s43_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] (E :: T :: F :: E :: repeat F (1 + d)) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 0 1 1 (1 + d) y1); [unfold s43_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s115_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s115_dom 0 (2 + b) 0 (2 + d) y1) (Hm : meas (s115_board 0 (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 0 (2 + b) 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 0 (2 + b) 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s115_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s115_c12_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s115_c12_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c13_moves (b : nat) : lmoves (s115_board 0 (2 + b) 1 1) = [repeat F (2 + b) ++ [E; F; T; E; F]].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (2 + b) ++ [E; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 3 + b)] ([E; T; E; F]) []) (s43_board 0 1 0 1) (0) _ (s43_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] ([E; T; E; F]) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 0 1 0 1 y1); [unfold s43_dom; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s115_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s115_dom 0 (2 + b) 1 1 y1) (Hm : meas (s115_board 0 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 0 (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 0 (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s115_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s115_c13_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s115_c13_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c14_moves (b d : nat) : lmoves (s115_board 0 (2 + b) 1 (2 + d)) = [repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (2 + d)].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 3 + b)] (E :: T :: E :: repeat F (2 + d)) []) (s43_board 0 1 0 (2 + d)) (0) _ (s43_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 0 1 0 (2 + d) y1); [unfold s43_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s115_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s115_dom 0 (2 + b) 1 (2 + d) y1) (Hm : meas (s115_board 0 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 0 (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 0 (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s115_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s115_c14_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s115_c14_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c15_moves (b c : nat) : lmoves (s115_board 0 (2 + b) (2 + c) 1) = [].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s115_dom 0 (2 + b) (2 + c) 1 y1) (Hm : meas (s115_board 0 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 0 (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 0 (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s115_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c16_moves (b c d : nat) : lmoves (s115_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s115_dom 0 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s115_board 0 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 0 (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 0 (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s115_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c17_moves (d : nat) : lmoves (s115_board 1 0 0 (2 + d)) = [T :: E :: T :: E :: repeat F (2 + d)].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s43_board 1 1 0 (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s43_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat F (2 + d)) []); [strip_eq | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 1 1 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s43_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s115_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s115_dom 1 0 0 (2 + d) y1) (Hm : meas (s115_board 1 0 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 1 0 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 1 0 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s115_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s115_c17_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s115_c17_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c18_moves : lmoves (s115_board 1 1 0 1) = [[T; F; E; T; E; F]].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; E; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; E; T; F; E]) []) (s49_board 1) (0) _ (s49_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E]) []); [reflexivity | unfold s49_board; target_board_eq | strip_offset].
  - unfold s49_form; apply form_int; zlia.
  - intros HT; apply (use49 IH 1 y1); [unfold s49_dom; zlia | unfold lex3; lia].
Qed.
Lemma s115_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s115_dom 1 1 0 1 y1) (Hm : meas (s115_board 1 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 1 1 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 1 1 0 1)) in Hg. cbn [lefts] in Hg. rewrite s115_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s115_c18_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s115_c18_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c19_moves (d : nat) : lmoves (s115_board 1 1 0 (2 + d)) = [T :: F :: E :: T :: E :: repeat F (2 + d)].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c19_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0) \/ (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2))%Z) (Hm : (meas (T :: F :: E :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: F :: E :: repeat F (1 + d)) []) (s52_board 1 (1 + d)) (0) _ (s52_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: repeat F (1 + d)) []); [reflexivity | unfold s52_board; target_board_eq | strip_offset].
  - unfold s52_form; apply form_int; zlia.
  - intros HT; apply (use52 IH 1 (1 + d) y1); [unfold s52_dom; zlia | unfold lex3; lia].
Qed.
Lemma s115_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s115_dom 1 1 0 (2 + d) y1) (Hm : meas (s115_board 1 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 1 1 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 1 1 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s115_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0) \/ (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2))%Z) by zlia. exact (s115_c19_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s115_c19_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c20_moves : lmoves (s115_board 1 1 1 1) = [[T; F; E; F; T; E; F]].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c20_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; E; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; F; E; T; E; F]) []) (s77_board 1 2 1) (0) _ (s77_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; E; F]) []); [reflexivity | unfold s77_board; target_board_eq | strip_offset].
  - unfold s77_form; apply form_int; zlia.
  - intros HT; apply (use77 IH 1 2 1 y1); [unfold s77_dom; zlia | unfold lex3; lia].
Qed.
Lemma s115_c20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s115_dom 1 1 1 1 y1) (Hm : meas (s115_board 1 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 1 1 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 1 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s115_c20_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s115_c20_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s115_c20_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c21_moves (d : nat) : lmoves (s115_board 1 1 1 (2 + d)) = [T :: F :: E :: F :: T :: E :: repeat F (2 + d)].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c21_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: F :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: F :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: F :: E :: T :: E :: repeat F (2 + d)) []) (s78_board 1 2 1 (2 + d)) (0) _ (s78_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s78_board; target_board_eq | strip_offset].
  - unfold s78_form; apply form_int; zlia.
  - intros HT; apply (use78 IH 1 2 1 (2 + d) y1); [unfold s78_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s115_c21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s115_dom 1 1 1 (2 + d) y1) (Hm : meas (s115_board 1 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 1 1 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 1 1 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s115_c21_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s115_c21_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s115_c21_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c22_moves : lmoves (s115_board 1 1 2 0) = [].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c22 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s115_dom 1 1 2 0 y1) (Hm : meas (s115_board 1 1 2 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 1 1 2 0)) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 1 1 2 0)) in Hg. cbn [lefts] in Hg. rewrite s115_c22_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c23_moves (c : nat) : lmoves (s115_board 1 1 (2 + c) 1) = [].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c23 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s115_dom 1 1 (2 + c) 1 y1) (Hm : meas (s115_board 1 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 1 1 (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 1 1 (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s115_c23_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c24_moves (c d : nat) : lmoves (s115_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c24 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s115_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s115_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 1 1 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 1 1 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s115_c24_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c25_moves (b : nat) : lmoves (s115_board 1 (2 + b) 0 1) = [T :: repeat F (2 + b) ++ [E; T; E; F]].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c25_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ [E; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ [E; T; F; E]) []) (s81_board 1 (2 + b) 1) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 1 (2 + b) 1 y1); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s115_c25 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s115_dom 1 (2 + b) 0 1 y1) (Hm : meas (s115_board 1 (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 1 (2 + b) 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 1 (2 + b) 0 1)) in Hg. cbn [lefts] in Hg. rewrite s115_c25_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s115_c25_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s115_c25_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c26_moves (b d : nat) : lmoves (s115_board 1 (2 + b) 0 (2 + d)) = [T :: repeat F (2 + b) ++ E :: T :: E :: repeat F (2 + d)].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c26_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ E :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (1 + d)) []) (s114_board 1 (2 + b) 1 (1 + d)) (0) _ (s114_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (1 + d)) []); [reflexivity | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH 1 (2 + b) 1 (1 + d) y1); [unfold s114_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s115_c26 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s115_dom 1 (2 + b) 0 (2 + d) y1) (Hm : meas (s115_board 1 (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 1 (2 + b) 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 1 (2 + b) 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s115_c26_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s115_c26_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s115_c26_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c27_moves (b : nat) : lmoves (s115_board 1 (2 + b) 1 1) = [T :: repeat F (2 + b) ++ [E; F; T; E; F]].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c27_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ [E; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ [E; T; E; F]) []) (s77_board 1 (3 + b) 1) (0) _ (s77_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; T; E; F]) []); [reflexivity | unfold s77_board; target_board_eq | strip_offset].
  - unfold s77_form; apply form_int; zlia.
  - intros HT; apply (use77 IH 1 (3 + b) 1 y1); [unfold s77_dom; zlia | unfold lex3; lia].
Qed.
Lemma s115_c27 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s115_dom 1 (2 + b) 1 1 y1) (Hm : meas (s115_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 1 (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 1 (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s115_c27_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s115_c27_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s115_c27_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c28_moves (b d : nat) : lmoves (s115_board 1 (2 + b) 1 (2 + d)) = [T :: repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (2 + d)].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c28_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ E :: T :: E :: repeat F (2 + d)) []) (s78_board 1 (3 + b) 1 (2 + d)) (0) _ (s78_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s78_board; target_board_eq | strip_offset].
  - unfold s78_form; apply form_int; zlia.
  - intros HT; apply (use78 IH 1 (3 + b) 1 (2 + d) y1); [unfold s78_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s115_c28 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s115_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s115_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 1 (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s115_c28_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s115_c28_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s115_c28_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c29_moves (b c : nat) : lmoves (s115_board 1 (2 + b) (2 + c) 1) = [].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c29 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s115_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s115_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 1 (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s115_c29_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c30_moves (b c d : nat) : lmoves (s115_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c30 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s115_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s115_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board 1 (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s115_c30_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c31_moves (a d : nat) : lmoves (s115_board (2 + a) 0 0 (2 + d)) = [repeat T (2 + a) ++ E :: T :: E :: repeat F (2 + d)].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c31_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s43_board (2 + a) 1 0 (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s43_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat F (2 + d)) []); [strip_eq | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH (2 + a) 1 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s43_dom; assert (Hp : ((Z.of_nat (2 + d) >= 3) \/ (- Z.of_nat (2 + a) + Z.of_nat y1 = 1) \/ (- Z.of_nat (2 + a) + Z.of_nat y1 >= 2))%Z) by zlia; destruct Hp as [Hp|[Hp|Hp]]; [right; right; right; right; right; right; right; right; right; right; right; left; zlia | right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia] | unfold lex3; lia].
Qed.
Lemma s115_c31 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s115_dom (2 + a) 0 0 (2 + d) y1) (Hm : meas (s115_board (2 + a) 0 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board (2 + a) 0 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board (2 + a) 0 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s115_c31_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s115_c31_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s115_c31_moves a d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c32_moves (a : nat) : lmoves (s115_board (2 + a) 1 0 1) = [repeat T (2 + a) ++ [F; E; T; E; F]].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c32_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; E; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E]) []) (s49_board (2 + a)) (0) _ (s49_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E]) []); [reflexivity | unfold s49_board; target_board_eq | strip_offset].
  - unfold s49_form; apply form_int; zlia.
  - intros HT; apply (use49 IH (2 + a) y1); [unfold s49_dom; zlia | unfold lex3; lia].
Qed.
Lemma s115_c32 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s115_dom (2 + a) 1 0 1 y1) (Hm : meas (s115_board (2 + a) 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board (2 + a) 1 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board (2 + a) 1 0 1)) in Hg. cbn [lefts] in Hg. rewrite s115_c32_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s115_c32_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s115_c32_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c33_moves (a d : nat) : lmoves (s115_board (2 + a) 1 0 (2 + d)) = [repeat T (2 + a) ++ F :: E :: T :: E :: repeat F (2 + d)].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c33_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2))%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat F (1 + d)) []) (s52_board (2 + a) (1 + d)) (0) _ (s52_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: repeat F (1 + d)) []); [reflexivity | unfold s52_board; target_board_eq | strip_offset].
  - unfold s52_form; apply form_int; zlia.
  - intros HT; apply (use52 IH (2 + a) (1 + d) y1); [unfold s52_dom; zlia | unfold lex3; lia].
Qed.
Lemma s115_c33 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s115_dom (2 + a) 1 0 (2 + d) y1) (Hm : meas (s115_board (2 + a) 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board (2 + a) 1 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board (2 + a) 1 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s115_c33_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2))%Z) by zlia. exact (s115_c33_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s115_c33_moves a d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c34_moves (a : nat) : lmoves (s115_board (2 + a) 1 1 1) = [repeat T (2 + a) ++ [F; E; F; T; E; F]].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c34_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [F; E; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; F; E; T; E; F]) []) (s77_board (2 + a) 2 1) (0) _ (s77_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; E; F]) []); [reflexivity | unfold s77_board; target_board_eq | strip_offset].
  - unfold s77_form; apply form_int; zlia.
  - intros HT; apply (use77 IH (2 + a) 2 1 y1); [unfold s77_dom; zlia | unfold lex3; lia].
Qed.
Lemma s115_c34 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s115_dom (2 + a) 1 1 1 y1) (Hm : meas (s115_board (2 + a) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board (2 + a) 1 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board (2 + a) 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s115_c34_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s115_c34_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s115_c34_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c35_moves (a d : nat) : lmoves (s115_board (2 + a) 1 1 (2 + d)) = [repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat F (2 + d)].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c35_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: T :: E :: repeat F (2 + d)) []) (s78_board (2 + a) 2 1 (2 + d)) (0) _ (s78_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s78_board; target_board_eq | strip_offset].
  - unfold s78_form; apply form_int; zlia.
  - intros HT; apply (use78 IH (2 + a) 2 1 (2 + d) y1); [unfold s78_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s115_c35 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s115_dom (2 + a) 1 1 (2 + d) y1) (Hm : meas (s115_board (2 + a) 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board (2 + a) 1 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board (2 + a) 1 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s115_c35_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s115_c35_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s115_c35_moves a d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c36_moves (a c : nat) : lmoves (s115_board (2 + a) 1 (2 + c) 1) = [].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c36 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s115_dom (2 + a) 1 (2 + c) 1 y1) (Hm : meas (s115_board (2 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board (2 + a) 1 (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board (2 + a) 1 (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s115_c36_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c37_moves (a c d : nat) : lmoves (s115_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c37 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s115_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s115_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board (2 + a) 1 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s115_c37_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c38_moves (a b : nat) : lmoves (s115_board (2 + a) (2 + b) 0 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; E; F]].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c38_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E]) []) (s81_board (2 + a) (2 + b) 1) (0) _ (s81_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH (2 + a) (2 + b) 1 y1); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s115_c38 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s115_dom (2 + a) (2 + b) 0 1 y1) (Hm : meas (s115_board (2 + a) (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board (2 + a) (2 + b) 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board (2 + a) (2 + b) 0 1)) in Hg. cbn [lefts] in Hg. rewrite s115_c38_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s115_c38_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s115_c38_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c39_moves (a b d : nat) : lmoves (s115_board (2 + a) (2 + b) 0 (2 + d)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: E :: repeat F (2 + d)].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c39_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (1 + d)) []) (s114_board (2 + a) (2 + b) 1 (1 + d)) (0) _ (s114_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: repeat F (1 + d)) []); [reflexivity | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH (2 + a) (2 + b) 1 (1 + d) y1); [unfold s114_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s115_c39 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s115_dom (2 + a) (2 + b) 0 (2 + d) y1) (Hm : meas (s115_board (2 + a) (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board (2 + a) (2 + b) 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board (2 + a) (2 + b) 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s115_c39_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s115_c39_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s115_c39_moves a b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c40_moves (a b : nat) : lmoves (s115_board (2 + a) (2 + b) 1 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; E; F]].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c40_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; E; F]) []) (s77_board (2 + a) (3 + b) 1) (0) _ (s77_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; E; F]) []); [reflexivity | unfold s77_board; target_board_eq | strip_offset].
  - unfold s77_form; apply form_int; zlia.
  - intros HT; apply (use77 IH (2 + a) (3 + b) 1 y1); [unfold s77_dom; zlia | unfold lex3; lia].
Qed.
Lemma s115_c40 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s115_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s115_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board (2 + a) (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board (2 + a) (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s115_c40_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s115_c40_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s115_c40_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c41_moves (a b d : nat) : lmoves (s115_board (2 + a) (2 + b) 1 (2 + d)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (2 + d)].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c41_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: E :: repeat F (2 + d)) []) (s78_board (2 + a) (3 + b) 1 (2 + d)) (0) _ (s78_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s78_board; target_board_eq | strip_offset].
  - unfold s78_form; apply form_int; zlia.
  - intros HT; apply (use78 IH (2 + a) (3 + b) 1 (2 + d) y1); [unfold s78_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s115_c41 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s115_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s115_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board (2 + a) (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s115_c41_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s115_c41_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s115_c41_moves a b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c42_moves (a b c : nat) : lmoves (s115_board (2 + a) (2 + b) (2 + c) 1) = [].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c42 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s115_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s115_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board (2 + a) (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s115_c42_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s115_c43_moves (a b c d : nat) : lmoves (s115_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s115_board. tf_options. Qed.
Lemma s115_c43 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s115_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s115_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s115_board (2 + a) (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s115_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s115_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s115_c43_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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
          exact (s115_c1 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s115_c2 IH d y1 Hdom Hm Hd Hr).
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
          exact (s115_c3 IH d y1 Hdom Hm Hd Hr).
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
          do 1 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s115_c4 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s115_c5 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s115_c6 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s115_c7 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s115_c8 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s115_c9 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s115_c10 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s115_c11 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s115_c12 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s115_c13 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s115_c14 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s115_c15 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s115_c16 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s115_c17 IH d y1 Hdom Hm Hd Hr).
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
          exact (s115_c18 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s115_c19 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s115_c20 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s115_c21 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          assert (c = 0) by zlia; subst c.
  exact (s115_c22 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s115_c23 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s115_c24 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s115_c25 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s115_c26 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s115_c27 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s115_c28 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s115_c29 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s115_c30 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s115_c31 IH a d y1 Hdom Hm Hd Hr).
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
          exact (s115_c32 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s115_c33 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s115_c34 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s115_c35 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s115_c36 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s115_c37 IH a c d y1 Hdom Hm Hd Hr).
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
          exact (s115_c38 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s115_c39 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s115_c40 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s115_c41 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s115_c42 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s115_c43 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s116_c1_moves (c d : nat) : lmoves (s116_board 0 0 (2 + c) (4 + d)) = [].
Proof. unfold s116_board. tf_options. Qed.
Lemma s116_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s116_board 0 0 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s116_board 0 0 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (3 + d)) []) (s114_board 1 (2 + c) 0 (3 + d)) (0) _ (s114_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s116_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (3 + d)) []); [reflexivity | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH 1 (2 + c) 0 (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s114_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s116_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s116_board 0 0 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s116_board 0 0 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (4 + d)) []) (s140_board 0 0 (2 + c) (4 + d)) (0) _ (s140_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s116_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (4 + d)) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH 0 0 (2 + c) (4 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s140_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s116_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s116_dom 0 0 (2 + c) (4 + d) y1) (Hm : meas (s116_board 0 0 (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s116_board 0 0 (2 + c) (4 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s116_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s116_board 0 0 (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s116_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s116_c1_f1_a1 IH c d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s116_c1_f1_a2 IH c d y1 Hw Hm Hd Hr). }

Qed.

Lemma s116_c2_moves (c d : nat) : lmoves (s116_board 0 1 (2 + c) (4 + d)) = [].
Proof. unfold s116_board. tf_options. Qed.
Lemma s116_c2_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s116_board 0 1 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s116_board 0 1 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (3 + d)) []) (s114_board 1 (2 + c) 0 (3 + d)) (0) _ (s114_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s116_board; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (3 + d)) []); [reflexivity | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH 1 (2 + c) 0 (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s114_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s116_c2_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s116_board 0 1 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s116_board 0 1 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [(0, 1)] (T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (4 + d)) []) (s140_board 0 0 (2 + c) (4 + d)) (0) _ (s140_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s116_board; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (4 + d)) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH 0 0 (2 + c) (4 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s140_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s116_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s116_dom 0 1 (2 + c) (4 + d) y1) (Hm : meas (s116_board 0 1 (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s116_board 0 1 (2 + c) (4 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s116_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s116_board 0 1 (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s116_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s116_c2_f1_a3 IH c d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s116_c2_f1_a4 IH c d y1 Hw Hm Hd Hr). }

Qed.

Lemma s116_c3_moves (b c d : nat) : lmoves (s116_board 0 (2 + b) (2 + c) (4 + d)) = [].
Proof. unfold s116_board. tf_options. Qed.
Lemma s116_c3_f1_a5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s116_board 0 (2 + b) (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s116_board 0 (2 + b) (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2 + b)] (T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (3 + d)) []) (s114_board 1 (2 + c) 0 (3 + d)) (0) _ (s114_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s116_board; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] (T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (3 + d)) []); [reflexivity | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH 1 (2 + c) 0 (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s114_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s116_c3_f1_a6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s116_board 0 (2 + b) (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s116_board 0 (2 + b) (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [(0, 2 + b)] (T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (4 + d)) []) (s140_board 0 0 (2 + c) (4 + d)) (0) _ (s140_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s116_board; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] (T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (4 + d)) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH 0 0 (2 + c) (4 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s140_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s116_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s116_dom 0 (2 + b) (2 + c) (4 + d) y1) (Hm : meas (s116_board 0 (2 + b) (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s116_board 0 (2 + b) (2 + c) (4 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s116_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s116_board 0 (2 + b) (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s116_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s116_c3_f1_a5 IH b c d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s116_c3_f1_a6 IH b c d y1 Hw Hm Hd Hr). }

Qed.

Lemma s116_c4_moves (c d : nat) : lmoves (s116_board 1 0 (2 + c) (4 + d)) = [].
Proof. unfold s116_board. tf_options. Qed.
Lemma s116_c4_f1_a7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s116_board 1 0 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s116_board 1 0 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (3 + d)) []) (s114_board 2 (2 + c) 0 (3 + d)) (0) _ (s114_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s116_board; tf_in.
  - apply (tf_norm_by _ [] (T :: T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (3 + d)) []); [reflexivity | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH 2 (2 + c) 0 (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s114_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s116_c4_f1_a8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s116_board 1 0 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s116_board 1 0 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (4 + d)) []) (s191_board (2 + c) (4 + d)) (0) _ (s191_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s116_board; tf_in.
  - apply (tf_norm_by _ [] (T :: T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (4 + d)) []); [reflexivity | unfold s191_board; target_board_eq | strip_offset].
  - unfold s191_form; apply form_int; zlia.
  - intros HT; apply (use191 IH (2 + c) (4 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s191_dom; zlia | unfold lex3; lia].
Qed.
Lemma s116_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s116_dom 1 0 (2 + c) (4 + d) y1) (Hm : meas (s116_board 1 0 (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s116_board 1 0 (2 + c) (4 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s116_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s116_board 1 0 (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s116_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s116_c4_f1_a7 IH c d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s116_c4_f1_a8 IH c d y1 Hw Hm Hd Hr). }

Qed.

Lemma s116_c5_moves (c d : nat) : lmoves (s116_board 1 1 (2 + c) (4 + d)) = [].
Proof. unfold s116_board. tf_options. Qed.
Lemma s116_c5_f1_a9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s116_board 1 1 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s116_board 1 1 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (3 + d)) []) (s139_board 1 1 (2 + c) (3 + d)) (0) _ (s139_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s116_board; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (3 + d)) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH 1 1 (2 + c) (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s139_dom; zlia | unfold lex3; lia].
Qed.
Lemma s116_c5_f1_a10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s116_board 1 1 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s116_board 1 1 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: F :: T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (4 + d)) []) (s140_board 1 1 (2 + c) (4 + d)) (0) _ (s140_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s116_board; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (4 + d)) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH 1 1 (2 + c) (4 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s140_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s116_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s116_dom 1 1 (2 + c) (4 + d) y1) (Hm : meas (s116_board 1 1 (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s116_board 1 1 (2 + c) (4 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s116_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s116_board 1 1 (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s116_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s116_c5_f1_a9 IH c d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s116_c5_f1_a10 IH c d y1 Hw Hm Hd Hr). }

Qed.

Lemma s116_c6_moves (b c d : nat) : lmoves (s116_board 1 (2 + b) (2 + c) (4 + d)) = [].
Proof. unfold s116_board. tf_options. Qed.
Lemma s116_c6_f1_a11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s116_board 1 (2 + b) (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s116_board 1 (2 + b) (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (3 + d)) []) (s139_board 1 (2 + b) (2 + c) (3 + d)) (0) _ (s139_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s116_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (3 + d)) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH 1 (2 + b) (2 + c) (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s139_dom; zlia | unfold lex3; lia].
Qed.
Lemma s116_c6_f1_a12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s116_board 1 (2 + b) (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s116_board 1 (2 + b) (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (4 + d)) []) (s140_board 1 (2 + b) (2 + c) (4 + d)) (0) _ (s140_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s116_board; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (4 + d)) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH 1 (2 + b) (2 + c) (4 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s140_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s116_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s116_dom 1 (2 + b) (2 + c) (4 + d) y1) (Hm : meas (s116_board 1 (2 + b) (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s116_board 1 (2 + b) (2 + c) (4 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s116_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s116_board 1 (2 + b) (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s116_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s116_c6_f1_a11 IH b c d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s116_c6_f1_a12 IH b c d y1 Hw Hm Hd Hr). }

Qed.

Lemma s116_c7_moves (a c d : nat) : lmoves (s116_board (2 + a) 0 (2 + c) (4 + d)) = [].
Proof. unfold s116_board. tf_options. Qed.
Lemma s116_c7_f1_a13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s116_board (2 + a) 0 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s116_board (2 + a) 0 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (3 + a) ++ repeat F (2 + c) ++ E :: F :: E :: repeat F (3 + d)) []) (s114_board (3 + a) (2 + c) 0 (3 + d)) (0) _ (s114_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s116_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ repeat F (2 + c) ++ E :: F :: E :: repeat F (3 + d)) []); [reflexivity | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH (3 + a) (2 + c) 0 (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s114_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s116_c7_f1_a14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s116_board (2 + a) 0 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s116_board (2 + a) 0 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (3 + a) ++ repeat F (2 + c) ++ E :: F :: E :: repeat F (4 + d)) []) (s192_board (3 + a) (2 + c) (4 + d)) (0) _ (s192_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s116_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ repeat F (2 + c) ++ E :: F :: E :: repeat F (4 + d)) []); [reflexivity | unfold s192_board; target_board_eq | strip_offset].
  - unfold s192_form; apply form_int; zlia.
  - intros HT; apply (use192 IH (3 + a) (2 + c) (4 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s192_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s116_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s116_dom (2 + a) 0 (2 + c) (4 + d) y1) (Hm : meas (s116_board (2 + a) 0 (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s116_board (2 + a) 0 (2 + c) (4 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s116_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s116_board (2 + a) 0 (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s116_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s116_c7_f1_a13 IH a c d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s116_c7_f1_a14 IH a c d y1 Hw Hm Hd Hr). }

Qed.

Lemma s116_c8_moves (a c d : nat) : lmoves (s116_board (2 + a) 1 (2 + c) (4 + d)) = [].
Proof. unfold s116_board. tf_options. Qed.
Lemma s116_c8_f1_a15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s116_board (2 + a) 1 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s116_board (2 + a) 1 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (3 + d)) []) (s139_board (2 + a) 1 (2 + c) (3 + d)) (0) _ (s139_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s116_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (3 + d)) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH (2 + a) 1 (2 + c) (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s139_dom; zlia | unfold lex3; lia].
Qed.
Lemma s116_c8_f1_a16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s116_board (2 + a) 1 (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s116_board (2 + a) 1 (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (4 + d)) []) (s140_board (2 + a) 1 (2 + c) (4 + d)) (0) _ (s140_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s116_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (4 + d)) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH (2 + a) 1 (2 + c) (4 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s140_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s116_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s116_dom (2 + a) 1 (2 + c) (4 + d) y1) (Hm : meas (s116_board (2 + a) 1 (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s116_board (2 + a) 1 (2 + c) (4 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s116_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s116_board (2 + a) 1 (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s116_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s116_c8_f1_a15 IH a c d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s116_c8_f1_a16 IH a c d y1 Hw Hm Hd Hr). }

Qed.

Lemma s116_c9_moves (a b c d : nat) : lmoves (s116_board (2 + a) (2 + b) (2 + c) (4 + d)) = [].
Proof. unfold s116_board. tf_options. Qed.
Lemma s116_c9_f1_a17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s116_board (2 + a) (2 + b) (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s116_board (2 + a) (2 + b) (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (3 + d)) []) (s139_board (2 + a) (2 + b) (2 + c) (3 + d)) (0) _ (s139_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s116_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (3 + d)) []); [reflexivity | unfold s139_board; target_board_eq | strip_offset].
  - unfold s139_form; apply form_int; zlia.
  - intros HT; apply (use139 IH (2 + a) (2 + b) (2 + c) (3 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s139_dom; zlia | unfold lex3; lia].
Qed.
Lemma s116_c9_f1_a18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s116_board (2 + a) (2 + b) (2 + c) (4 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s116_board (2 + a) (2 + b) (2 + c) (4 + d))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (4 + d)) []) (s140_board (2 + a) (2 + b) (2 + c) (4 + d)) (0) _ (s140_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s116_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: repeat F (2 + c) ++ E :: F :: E :: repeat F (4 + d)) []); [reflexivity | unfold s140_board; target_board_eq | strip_offset].
  - unfold s140_form; apply form_int; zlia.
  - intros HT; apply (use140 IH (2 + a) (2 + b) (2 + c) (4 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s140_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s116_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s116_dom (2 + a) (2 + b) (2 + c) (4 + d) y1) (Hm : meas (s116_board (2 + a) (2 + b) (2 + c) (4 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s116_board (2 + a) (2 + b) (2 + c) (4 + d))) (int (- Z.of_nat y1)).
Proof.
  unfold s116_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s116_board (2 + a) (2 + b) (2 + c) (4 + d))) in Hg. cbn [lefts] in Hg. rewrite s116_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s116_c9_f1_a17 IH a b c d y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (4 + d) - Z.of_nat y1 >= 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s116_c9_f1_a18 IH a b c d y1 Hw Hm Hd Hr). }

Qed.

Lemma s116_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C116 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s116_dom in Hdom.
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
          do 2 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s116_c1 IH c d y1 Hdom Hm Hd Hr).
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
          do 2 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s116_c2 IH c d y1 Hdom Hm Hd Hr).
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
          do 2 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s116_c3 IH b c d y1 Hdom Hm Hd Hr).
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
          do 2 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s116_c4 IH c d y1 Hdom Hm Hd Hr).
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
          do 2 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s116_c5 IH c d y1 Hdom Hm Hd Hr).
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
          do 2 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s116_c6 IH b c d y1 Hdom Hm Hd Hr).
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
          do 2 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s116_c7 IH a c d y1 Hdom Hm Hd Hr).
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
          do 2 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s116_c8 IH a c d y1 Hdom Hm Hd Hr).
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
          do 2 (destruct d as [|d]; [exfalso; zlia|]).
  exact (s116_c9 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s117_c1_moves : lmoves (s117_board 0 0) = [[E; E; F; T]].
Proof. unfold s117_board. tf_options. Qed.
Lemma s117_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas ([E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] ([E]) [(1, 0)]) (s72_board) (-1) _ (s72_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([E]) [(1, 0)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s72_form; apply form_int; zlia.
  - intros HT; apply (use72 IH (1 + y1)); [unfold s72_dom; zlia | unfold lex3; lia].
Qed.
Lemma s117_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s117_dom 0 0 y1) (Hm : meas (s117_board 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s117_board 0 0)) (int (Z.of_nat y1)).
Proof.
  unfold s117_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s117_board 0 0)) in Hg. cbn [lefts] in Hg. rewrite s117_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s117_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s117_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s117_c2_moves : lmoves (s117_board 0 1) = [[E; F; E; F; T]].
Proof. unfold s117_board. tf_options. Qed.
Lemma s117_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas ([E; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1); (2, 1)] ([]) [(1, 0)]) (s72_board) (-2) _ (s72_form (2 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(0, 1); (2, 1)] ([]) [(1, 0)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s72_form; apply form_int; zlia.
  - intros HT; apply (use72 IH (2 + y1)); [unfold s72_dom; zlia | unfold lex3; lia].
Qed.
Lemma s117_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s117_dom 0 1 y1) (Hm : meas (s117_board 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s117_board 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s117_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s117_board 0 1)) in Hg. cbn [lefts] in Hg. rewrite s117_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s117_c2_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s117_c2_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s117_c3_moves (b : nat) : lmoves (s117_board 0 (2 + b)) = [E :: repeat F (2 + b) ++ [E; F; T]].
Proof. unfold s117_board. tf_options. Qed.
Lemma s117_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (E :: repeat F (2 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat F (2 + b) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1); (1, 1 + b); (1, 1)] ([]) [(1, 0)]) (s72_board) (- Z.of_nat b - 3) _ (s72_form (3 + b + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(0, 1); (1, 1 + b); (1, 1)] ([]) [(1, 0)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s72_form; apply form_int; zlia.
  - intros HT; apply (use72 IH (3 + b + y1)); [unfold s72_dom; zlia | unfold lex3; lia].
Qed.
Lemma s117_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s117_dom 0 (2 + b) y1) (Hm : meas (s117_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s117_board 0 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s117_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s117_board 0 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s117_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s117_c3_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s117_c3_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s117_c4_moves : lmoves (s117_board 1 0) = [[E; T; E; F; T]].
Proof. unfold s117_board. tf_options. Qed.
Lemma s117_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas ([E; T; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; F; E]) [(1, 0)]) (s42_board 0 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s117_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s117_dom 1 0 y1) (Hm : meas (s117_board 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s117_board 1 0)) (int (Z.of_nat y1)).
Proof.
  unfold s117_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s117_board 1 0)) in Hg. cbn [lefts] in Hg. rewrite s117_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s117_c4_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s117_c4_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s117_c5_moves : lmoves (s117_board 1 1) = [[E; T; F; E; F; T]].
Proof. unfold s117_board. tf_options. Qed.
Lemma s117_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas ([E; T; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] ([T; E; E; F]) [(1, 0)]) (s53_board 0 0) (0) _ (s53_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; F]) [(1, 0)]); [reflexivity | unfold s53_board; target_board_eq | strip_offset].
  - unfold s53_form; apply form_int; zlia.
  - intros HT; apply (use53 IH 0 0 y1); [unfold s53_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s117_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s117_dom 1 1 y1) (Hm : meas (s117_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s117_board 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s117_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s117_board 1 1)) in Hg. cbn [lefts] in Hg. rewrite s117_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s117_c5_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s117_c5_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s117_c6_moves (b : nat) : lmoves (s117_board 1 (2 + b)) = [E :: T :: repeat F (2 + b) ++ [E; F; T]].
Proof. unfold s117_board. tf_options. Qed.
Lemma s117_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (E :: T :: repeat F (2 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat F (2 + b) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]) (s42_board 0 1 (3 + b)) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat F (3 + b) ++ [E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 1 (3 + b) y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s117_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s117_dom 1 (2 + b) y1) (Hm : meas (s117_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s117_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s117_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s117_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s117_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s117_c6_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s117_c6_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s117_c7_moves (a : nat) : lmoves (s117_board (2 + a) 0) = [E :: repeat T (2 + a) ++ [E; F; T]].
Proof. unfold s117_board. tf_options. Qed.
Lemma s117_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + a) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + a) ++ [F; E]) [(1, 0)]) (s42_board 0 (2 + a) 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ [F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (2 + a) 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s117_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s117_dom (2 + a) 0 y1) (Hm : meas (s117_board (2 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s117_board (2 + a) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s117_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s117_board (2 + a) 0)) in Hg. cbn [lefts] in Hg. rewrite s117_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s117_c7_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s117_c7_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s117_c8_moves (a : nat) : lmoves (s117_board (2 + a) 1) = [E :: repeat T (2 + a) ++ [F; E; F; T]].
Proof. unfold s117_board. tf_options. Qed.
Lemma s117_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ [F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + a) ++ [F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + a) ++ [F; F; E]) [(1, 0)]) (s37_board (2 + a)) (0) _ (s37_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ [F; F; E]) [(1, 0)]); [reflexivity | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH (2 + a) y1); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s117_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s117_dom (2 + a) 1 y1) (Hm : meas (s117_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s117_board (2 + a) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s117_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s117_board (2 + a) 1)) in Hg. cbn [lefts] in Hg. rewrite s117_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s117_c8_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s117_c8_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s117_c9_moves (a b : nat) : lmoves (s117_board (2 + a) (2 + b)) = [E :: repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T]].
Proof. unfold s117_board. tf_options. Qed.
Lemma s117_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ [E]) [(1, 0)]) (s42_board 0 (2 + a) (3 + b)) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ repeat F (3 + b) ++ [E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (2 + a) (3 + b) y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s117_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s117_dom (2 + a) (2 + b) y1) (Hm : meas (s117_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s117_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s117_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s117_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s117_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s117_c9_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s117_c9_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s117_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C117 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s117_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      exact (s117_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s117_c2 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s117_c3 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s117_c4 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s117_c5 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s117_c6 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s117_c7 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s117_c8 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s117_c9 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s118_c1_moves (c : nat) : lmoves (s118_board 0 4 (3 + c)) = [E :: T :: T :: T :: T :: repeat F (3 + c) ++ [E; F; T]].
Proof. unfold s118_board. tf_options. Qed.
Lemma s118_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 4 = 4 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (E :: T :: T :: T :: T :: repeat F (3 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: T :: T :: repeat F (3 + c) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: T :: T :: T :: repeat F (4 + c) ++ [E]) [(1, 0)]) (s42_board 0 4 (4 + c)) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: T :: T :: T :: repeat F (4 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 4 (4 + c) y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s118_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s118_dom 0 4 (3 + c) y1) (Hm : meas (s118_board 0 4 (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s118_board 0 4 (3 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s118_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s118_board 0 4 (3 + c))) in Hg. cbn [lefts] in Hg. rewrite s118_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 4 = 4 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s118_c1_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s118_c1_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s118_c2_moves : lmoves (s118_board 1 0 0) = [[E; T; T; F; E]; [T; E; E; F; T]].
Proof. unfold s118_board. tf_options. Qed.
Lemma s118_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas ([E; T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s42_board 0 2 1) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([E; T; T; F; E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s118_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas ([T; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; E; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s53_board 0 0) (0) _ (int ((Z.of_nat y1) - 1)) (s53_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([T; E; E; F]) [(1, 0)]); [strip_eq | unfold s53_board; target_board_eq | strip_offset].
  - unfold s53_form; apply form_int; zlia.
  - intros HT; apply (use53 IH 0 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s53_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s118_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s118_dom 1 0 0 y1) (Hm : meas (s118_board 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s118_board 1 0 0)) (int (Z.of_nat y1)).
Proof.
  unfold s118_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s118_board 1 0 0)) in Hg. cbn [lefts] in Hg. rewrite s118_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s118_c2_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s118_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s118_c2_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s118_c2_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s118_c3_moves : lmoves (s118_board 1 0 1) = [[E; T; F; T; F; E]; [T; E; F; E; F; T]].
Proof. unfold s118_board. tf_options. Qed.
Lemma s118_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas ([E; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] ([T; E; T; F; E]) []) (s42_board 1 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E]) []); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 1 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s118_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas ([T; E; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; E; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; E; E; F]) [(1, 0)]) (s10_board 1) (0) _ (s10_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s10_board; target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH 1 y1); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s118_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s118_dom 1 0 1 y1) (Hm : meas (s118_board 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s118_board 1 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s118_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s118_board 1 0 1)) in Hg. cbn [lefts] in Hg. rewrite s118_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s118_c3_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s118_c3_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s118_c3_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s118_c3_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s118_c4_moves (c : nat) : lmoves (s118_board 1 0 (2 + c)) = [E :: T :: repeat F (2 + c) ++ [T; F; E]; T :: E :: repeat F (2 + c) ++ [E; F; T]].
Proof. unfold s118_board. tf_options. Qed.
Lemma s118_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (E :: T :: repeat F (2 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat F (2 + c) ++ [T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (T :: E :: repeat F (1 + c) ++ [T; F; E]) []) (s118_board 1 0 (1 + c)) (0) _ (s118_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat F (1 + c) ++ [T; F; E]) []); [reflexivity | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH 1 0 (1 + c) y1); [unfold s118_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s118_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (T :: E :: repeat F (2 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat F (2 + c) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: repeat F (3 + c) ++ [E]) [(1, 0)]) (s31_board 1 (3 + c) 0) (0) _ (s31_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat F (3 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s31_board; target_board_eq | strip_offset].
  - unfold s31_form; apply form_int; zlia.
  - intros HT; apply (use31 IH 1 (3 + c) 0 y1); [unfold s31_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s118_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s118_dom 1 0 (2 + c) y1) (Hm : meas (s118_board 1 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s118_board 1 0 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s118_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s118_board 1 0 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s118_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s118_c4_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s118_c4_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s118_c4_t2_a1 IH c y1 Hw (move_below_l _ _ 1 _ _ (s118_c4_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s118_c5_moves : lmoves (s118_board 1 1 0) = [[E; T; T; T; F; E]; [T; E; T; E; F; T]].
Proof. unfold s118_board. tf_options. Qed.
Lemma s118_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas ([E; T; T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s42_board 0 3 1) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([E; T; T; T; F; E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 3 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s118_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas ([T; E; T; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; E; T; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; E; T; F; E]) [(1, 0)]) (s42_board 1 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; T; F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 1 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s118_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s118_dom 1 1 0 y1) (Hm : meas (s118_board 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s118_board 1 1 0)) (int (Z.of_nat y1)).
Proof.
  unfold s118_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s118_board 1 1 0)) in Hg. cbn [lefts] in Hg. rewrite s118_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s118_c5_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s118_c5_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s118_c5_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s118_c5_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s118_c6_moves : lmoves (s118_board 1 1 1) = [[E; T; T; F; T; F; E]; [T; E; T; F; E; F; T]].
Proof. unfold s118_board. tf_options. Qed.
Lemma s118_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas ([E; T; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; T; F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s117_board 2 1) (0) _ (int ((Z.of_nat y1) - 1)) (s117_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([E; T; T; F; T; F; E]) []); [strip_eq | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s118_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas ([T; E; T; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; E; T; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; T; E; E; F]) [(1, 0)]) (s26_board 1) (0) _ (s26_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s26_board; target_board_eq | strip_offset].
  - unfold s26_form; apply form_int; zlia.
  - intros HT; apply (use26 IH 1 y1); [unfold s26_dom; zlia | unfold lex3; lia].
Qed.
Lemma s118_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s118_dom 1 1 1 y1) (Hm : meas (s118_board 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s118_board 1 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s118_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s118_board 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s118_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s118_c6_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s118_c6_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s118_c6_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s118_c6_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s118_c7_moves (c : nat) : lmoves (s118_board 1 1 (2 + c)) = [E :: T :: T :: repeat F (2 + c) ++ [T; F; E]; T :: E :: T :: repeat F (2 + c) ++ [E; F; T]].
Proof. unfold s118_board. tf_options. Qed.
Lemma s118_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (E :: T :: T :: repeat F (2 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: T :: repeat F (2 + c) ++ [T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s117_board 2 (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s117_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: T :: T :: repeat F (2 + c) ++ [T; F; E]) []); [strip_eq | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH 2 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s118_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (T :: E :: T :: repeat F (2 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: T :: repeat F (2 + c) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]) (s42_board 1 1 (3 + c)) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 1 (3 + c) y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s118_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s118_dom 1 1 (2 + c) y1) (Hm : meas (s118_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s118_board 1 1 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s118_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s118_board 1 1 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s118_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s118_c7_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s118_c7_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s118_c7_t2_a1 IH c y1 Hw (move_below_l _ _ 1 _ _ (s118_c7_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s118_c8_moves (b : nat) : lmoves (s118_board 1 (2 + b) 0) = [E :: repeat T (4 + b) ++ [F; E]; T :: E :: repeat T (2 + b) ++ [E; F; T]].
Proof. unfold s118_board. tf_options. Qed.
Lemma s118_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (E :: repeat T (4 + b) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (4 + b) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s42_board 0 (4 + b) 1) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (4 + b) ++ [F; E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (4 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s118_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (T :: E :: repeat T (2 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat T (2 + b) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (2 + b) ++ [F; E]) [(1, 0)]) (s42_board 1 (2 + b) 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 (2 + b) 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s118_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s118_dom 1 (2 + b) 0 y1) (Hm : meas (s118_board 1 (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s118_board 1 (2 + b) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s118_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s118_board 1 (2 + b) 0)) in Hg. cbn [lefts] in Hg. rewrite s118_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s118_c8_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s118_c8_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s118_c8_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s118_c8_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s118_c9_moves (b : nat) : lmoves (s118_board 1 (2 + b) 1) = [E :: repeat T (3 + b) ++ [F; T; F; E]; T :: E :: repeat T (2 + b) ++ [F; E; F; T]].
Proof. unfold s118_board. tf_options. Qed.
Lemma s118_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: repeat T (3 + b) ++ [F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (3 + b) ++ [F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s117_board (3 + b) 1) (0) _ (int ((Z.of_nat y1) - 1)) (s117_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + b) ++ [F; T; F; E]) []); [strip_eq | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s118_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: repeat T (2 + b) ++ [F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat T (2 + b) ++ [F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (2 + b) ++ [F; F; E]) [(1, 0)]) (s38_board 1 (2 + b)) (0) _ (s38_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; F; E]) [(1, 0)]); [reflexivity | unfold s38_board; target_board_eq | strip_offset].
  - unfold s38_form; apply form_int; zlia.
  - intros HT; apply (use38 IH 1 (2 + b) y1); [unfold s38_dom; zlia | unfold lex3; lia].
Qed.
Lemma s118_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s118_dom 1 (2 + b) 1 y1) (Hm : meas (s118_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s118_board 1 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s118_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s118_board 1 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s118_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s118_c9_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s118_c9_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s118_c9_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s118_c9_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s118_c10_moves (b c : nat) : lmoves (s118_board 1 (2 + b) (2 + c)) = [E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]; T :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T]].
Proof. unfold s118_board. tf_options. Qed.
Lemma s118_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s117_board (3 + b) (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s117_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []); [strip_eq | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s118_c10_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (T :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E]) [(1, 0)]) (s42_board 1 (2 + b) (3 + c)) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 (2 + b) (3 + c) y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s118_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s118_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s118_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s118_board 1 (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s118_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s118_board 1 (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s118_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s118_c10_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s118_c10_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s118_c10_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s118_c10_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s118_c11_moves (a : nat) : lmoves (s118_board (2 + a) 0 0) = [repeat T (1 + a) ++ [E; T; T; F; E]; repeat T (2 + a) ++ [E; E; F; T]].
Proof. unfold s118_board. tf_options. Qed.
Lemma s118_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 4)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s42_board 1 2 1) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([T; E; T; T; F; E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s118_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s42_board (2 + a) 2 1) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; F; E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s118_c11_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [E; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s90_board (2 + a) 0 0) (0) _ (int ((Z.of_nat y1) - 1)) (s90_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F]) [(1, 0)]); [strip_eq | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH (2 + a) 0 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s118_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s118_dom (2 + a) 0 0 y1) (Hm : meas (s118_board (2 + a) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s118_board (2 + a) 0 0)) (int (Z.of_nat y1)).
Proof.
  unfold s118_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s118_board (2 + a) 0 0)) in Hg. cbn [lefts] in Hg. rewrite s118_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 4)%Z) by zlia. exact (s118_c11_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s118_c11_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s118_c11_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s118_c11_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s118_c11_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s118_c11_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s118_c12_moves (a : nat) : lmoves (s118_board (2 + a) 0 1) = [repeat T (1 + a) ++ [E; T; F; T; F; E]; repeat T (2 + a) ++ [E; F; E; F; T]].
Proof. unfold s118_board. tf_options. Qed.
Lemma s118_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 4)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([T; F; T; E; T; F; E]) []) (s172_board) (0) _ (s172_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; E; T; F; E]) []); [reflexivity | unfold s172_board; target_board_eq | strip_offset].
  - unfold s172_form; apply form_int; zlia.
  - intros HT; apply (use172 IH y1); [unfold s172_dom; zlia | unfold lex3; lia].
Qed.
Lemma s118_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; T; E; T; F; E]) []) (s173_board (2 + a)) (0) _ (s173_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; F; E]) []); [reflexivity | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) y1); [unfold s173_dom; zlia | unfold lex3; lia].
Qed.
Lemma s118_c12_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [E; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; E; F]) [(1, 0)]) (s10_board (2 + a)) (0) _ (s10_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; F]) [(1, 0)]); [reflexivity | unfold s10_board; target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (2 + a) y1); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s118_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s118_dom (2 + a) 0 1 y1) (Hm : meas (s118_board (2 + a) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s118_board (2 + a) 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s118_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s118_board (2 + a) 0 1)) in Hg. cbn [lefts] in Hg. rewrite s118_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 4)%Z) by zlia. exact (s118_c12_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s118_c12_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s118_c12_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s118_c12_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s118_c12_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s118_c12_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s118_c13_moves (a c : nat) : lmoves (s118_board (2 + a) 0 (2 + c)) = [repeat T (1 + a) ++ E :: T :: repeat F (2 + c) ++ [T; F; E]; repeat T (2 + a) ++ E :: repeat F (2 + c) ++ [E; F; T]].
Proof. unfold s118_board. tf_options. Qed.
Lemma s118_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 4)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: repeat F (2 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: repeat F (2 + c) ++ [T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s118_board 1 1 (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s118_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: T :: repeat F (2 + c) ++ [T; F; E]) []); [strip_eq | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH 1 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s118_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s118_c13_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: repeat F (2 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: repeat F (2 + c) ++ [T; F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s118_board (2 + a) 1 (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s118_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (2 + c) ++ [T; F; E]) []); [strip_eq | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH (2 + a) 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s118_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s118_c13_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat F (2 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat F (2 + c) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat F (3 + c) ++ [E]) [(1, 0)]) (s31_board (2 + a) (3 + c) 0) (0) _ (s31_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat F (3 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s31_board; target_board_eq | strip_offset].
  - unfold s31_form; apply form_int; zlia.
  - intros HT; apply (use31 IH (2 + a) (3 + c) 0 y1); [unfold s31_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s118_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s118_dom (2 + a) 0 (2 + c) y1) (Hm : meas (s118_board (2 + a) 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s118_board (2 + a) 0 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s118_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s118_board (2 + a) 0 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s118_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 4)%Z) by zlia. exact (s118_c13_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s118_c13_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s118_c13_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s118_c13_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s118_c13_t2_a1 IH a c y1 Hw (move_below_l _ _ 1 _ _ (s118_c13_moves a c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s118_c14_moves (a : nat) : lmoves (s118_board (2 + a) 1 0) = [repeat T (1 + a) ++ [E; T; T; T; F; E]; repeat T (2 + a) ++ [E; T; E; F; T]].
Proof. unfold s118_board. tf_options. Qed.
Lemma s118_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 4)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s42_board 1 3 1) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([T; E; T; T; T; F; E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 3 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s118_c14_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; T; F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s42_board (2 + a) 3 1) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; T; F; E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) 3 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s118_c14_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [E; T; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [E; T; F; E]) [(1, 0)]) (s42_board (2 + a) 1 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) 1 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s118_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s118_dom (2 + a) 1 0 y1) (Hm : meas (s118_board (2 + a) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s118_board (2 + a) 1 0)) (int (Z.of_nat y1)).
Proof.
  unfold s118_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s118_board (2 + a) 1 0)) in Hg. cbn [lefts] in Hg. rewrite s118_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 4)%Z) by zlia. exact (s118_c14_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s118_c14_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s118_c14_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s118_c14_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s118_c14_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s118_c14_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s118_c15_moves (a : nat) : lmoves (s118_board (2 + a) 1 1) = [repeat T (1 + a) ++ [E; T; T; F; T; F; E]; repeat T (2 + a) ++ [E; T; F; E; F; T]].
Proof. unfold s118_board. tf_options. Qed.
Lemma s118_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 4)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s118_board 1 2 1) (0) _ (int ((Z.of_nat y1) - 1)) (s118_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([T; E; T; T; F; T; F; E]) []); [strip_eq | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH 1 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s118_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s118_c15_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ [E; T; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ [E; T; T; F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s118_board (2 + a) 2 1) (0) _ (int ((Z.of_nat y1) - 1)) (s118_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; T; F; T; F; E]) []); [strip_eq | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH (2 + a) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s118_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s118_c15_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ [E; T; F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1, 0)]) (s26_board (2 + a)) (0) _ (s26_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s26_board; target_board_eq | strip_offset].
  - unfold s26_form; apply form_int; zlia.
  - intros HT; apply (use26 IH (2 + a) y1); [unfold s26_dom; zlia | unfold lex3; lia].
Qed.
Lemma s118_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s118_dom (2 + a) 1 1 y1) (Hm : meas (s118_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s118_board (2 + a) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s118_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s118_board (2 + a) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s118_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 4)%Z) by zlia. exact (s118_c15_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s118_c15_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s118_c15_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s118_c15_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s118_c15_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s118_c15_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s118_c16_moves (a c : nat) : lmoves (s118_board (2 + a) 1 (2 + c)) = [repeat T (1 + a) ++ E :: T :: T :: repeat F (2 + c) ++ [T; F; E]; repeat T (2 + a) ++ E :: T :: repeat F (2 + c) ++ [E; F; T]].
Proof. unfold s118_board. tf_options. Qed.
Lemma s118_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 4)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: repeat F (2 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: repeat F (2 + c) ++ [T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s118_board 1 2 (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s118_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: T :: T :: repeat F (2 + c) ++ [T; F; E]) []); [strip_eq | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH 1 2 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s118_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s118_c16_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: T :: T :: repeat F (2 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: T :: T :: repeat F (2 + c) ++ [T; F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s118_board (2 + a) 2 (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s118_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: T :: repeat F (2 + c) ++ [T; F; E]) []); [strip_eq | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH (2 + a) 2 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s118_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s118_c16_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: T :: repeat F (2 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: T :: repeat F (2 + c) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]) (s42_board (2 + a) 1 (3 + c)) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: repeat F (3 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) 1 (3 + c) y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s118_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s118_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s118_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s118_board (2 + a) 1 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s118_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s118_board (2 + a) 1 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s118_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 4)%Z) by zlia. exact (s118_c16_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s118_c16_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s118_c16_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s118_c16_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s118_c16_t2_a1 IH a c y1 Hw (move_below_l _ _ 1 _ _ (s118_c16_moves a c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s118_c17_moves (a b : nat) : lmoves (s118_board (2 + a) (2 + b) 0) = [repeat T (1 + a) ++ E :: repeat T (4 + b) ++ [F; E]; repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; T]].
Proof. unfold s118_board. tf_options. Qed.
Lemma s118_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 4)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s42_board 1 (4 + b) 1) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (4 + b) ++ [F; E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 1 (4 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s118_c17_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s42_board (2 + a) (4 + b) 1) (0) _ (int ((Z.of_nat y1) - 1)) (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ [F; E]) []); [strip_eq | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) (4 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s118_c17_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E]) [(1, 0)]) (s42_board (2 + a) (2 + b) 1) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) (2 + b) 1 y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s118_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s118_dom (2 + a) (2 + b) 0 y1) (Hm : meas (s118_board (2 + a) (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s118_board (2 + a) (2 + b) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s118_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s118_board (2 + a) (2 + b) 0)) in Hg. cbn [lefts] in Hg. rewrite s118_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 4)%Z) by zlia. exact (s118_c17_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s118_c17_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s118_c17_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s118_c17_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s118_c17_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s118_c17_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s118_c18_moves (a b : nat) : lmoves (s118_board (2 + a) (2 + b) 1) = [repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [F; T; F; E]; repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; F; T]].
Proof. unfold s118_board. tf_options. Qed.
Lemma s118_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s118_board 1 (3 + b) 1) (0) _ (int ((Z.of_nat y1) - 1)) (s118_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (3 + b) ++ [F; T; F; E]) []); [strip_eq | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH 1 (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s118_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s118_c18_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ [F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s118_board (2 + a) (3 + b) 1) (0) _ (int ((Z.of_nat y1) - 1)) (s118_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ [F; T; F; E]) []); [strip_eq | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH (2 + a) (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s118_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s118_c18_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; E]) [(1, 0)]) (s38_board (2 + a) (2 + b)) (0) _ (s38_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; E]) [(1, 0)]); [reflexivity | unfold s38_board; target_board_eq | strip_offset].
  - unfold s38_form; apply form_int; zlia.
  - intros HT; apply (use38 IH (2 + a) (2 + b) y1); [unfold s38_dom; zlia | unfold lex3; lia].
Qed.
Lemma s118_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s118_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s118_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s118_board (2 + a) (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s118_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s118_board (2 + a) (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s118_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s118_c18_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s118_c18_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s118_c18_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s118_c18_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s118_c18_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s118_c18_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s118_c19_moves (a b c : nat) : lmoves (s118_board (2 + a) (2 + b) (2 + c)) = [repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]; repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T]].
Proof. unfold s118_board. tf_options. Qed.
Lemma s118_c19_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 4)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_R _ (s118_board 1 (3 + b) (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s118_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []); [strip_eq | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH 1 (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s118_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s118_c19_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_R _ (s118_board (2 + a) (3 + b) (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s118_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; F; E]) []); [strip_eq | unfold s118_board; target_board_eq | strip_offset].
  - unfold s118_form; apply form_int; zlia.
  - intros HT; apply (use118 IH (2 + a) (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s118_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s118_c19_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E]) [(1, 0)]) (s42_board (2 + a) (2 + b) (3 + c)) (0) _ (s42_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ repeat F (3 + c) ++ [E]) [(1, 0)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH (2 + a) (2 + b) (3 + c) y1); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s118_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s118_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s118_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s118_board (2 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s118_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s118_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s118_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 4)%Z) by zlia. exact (s118_c19_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s118_c19_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s118_c19_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s118_c19_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat y1 >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s118_c19_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s118_c19_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s118_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C118 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s118_dom in Hdom.
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
        assert (b = 2) by zlia; subst b.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s118_c1 IH c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exact (s118_c2 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s118_c3 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s118_c4 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s118_c5 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s118_c6 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s118_c7 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s118_c8 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s118_c9 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s118_c10 IH b c y1 Hdom Hm Hd Hr).
      }
    }
  }
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exact (s118_c11 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s118_c12 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s118_c13 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s118_c14 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s118_c15 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s118_c16 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s118_c17 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s118_c18 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s118_c19 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s119_c1_moves (b c : nat) : lmoves (s119_board 0 (2 + b) (2 + c) 1) = [F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]].
Proof. unfold s119_board. tf_options. Qed.
Lemma s119_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat (2 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (2 + b) ++ repeat F (3 + c)) [(1, 1)]) (s42_board 0 (2 + b) (3 + c)) (1) _ (s42_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ repeat F (3 + c)) [(1, 1)]); [reflexivity | unfold s42_board; target_board_eq | strip_offset].
  - unfold s42_form; apply form_int; zlia.
  - intros HT; apply (use42 IH 0 (2 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s42_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s119_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s119_dom 0 (2 + b) (2 + c) 1 y1) (Hm : meas (s119_board 0 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s119_board 0 (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s119_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s119_board 0 (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s119_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat (2 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s119_c1_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s119_c1_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s119_c2_moves (b c d : nat) : lmoves (s119_board 0 (2 + b) (2 + c) (2 + d)) = [F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s119_board. tf_options. Qed.
Lemma s119_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []) (s97_board 0 (2 + b) (3 + c) (1 + d)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 0 (2 + b) (3 + c) (1 + d) y1); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s119_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s119_dom 0 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s119_board 0 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s119_board 0 (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s119_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s119_board 0 (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s119_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s119_c2_t1_a1 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s119_c2_moves b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s119_c3_moves (b c : nat) : lmoves (s119_board 1 (2 + b) (2 + c) 1) = [E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]; T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]].
Proof. unfold s119_board. tf_options. Qed.
Lemma s119_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) []) (s97_board 0 (3 + b) (2 + c) 1) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 0 (3 + b) (2 + c) 1 y1); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s119_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (3 + c)) [(1, 1)]) (s88_board 1 1 (2 + b) (3 + c)) (1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (3 + c)) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 (2 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s119_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s119_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s119_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s119_board 1 (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s119_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s119_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s119_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s119_c3_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s119_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s119_c3_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s119_c3_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s119_c4_moves (b c d : nat) : lmoves (s119_board 1 (2 + b) (2 + c) (2 + d)) = [E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d); T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s119_board. tf_options. Qed.
Lemma s119_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []) (s97_board 0 (3 + b) (2 + c) (2 + d)) (0) _ (s97_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s97_board; target_board_eq | strip_offset].
  - unfold s97_form; apply form_int; zlia.
  - intros HT; apply (use97 IH 0 (3 + b) (2 + c) (2 + d) y1); [unfold s97_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s119_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []) (s119_board 1 (2 + b) (3 + c) (1 + d)) (0) _ (s119_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s119_board; target_board_eq | strip_offset].
  - unfold s119_form; apply form_int; zlia.
  - intros HT; apply (use119 IH 1 (2 + b) (3 + c) (1 + d) y1); [unfold s119_dom; zlia | unfold lex3; lia].
Qed.
Lemma s119_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s119_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s119_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s119_board 1 (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s119_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s119_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s119_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s119_c4_t1_a1 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s119_c4_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s119_c4_t2_a1 IH b c d y1 Hw (move_below_l _ _ 1 _ _ (s119_c4_moves b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s119_c5_moves (a b c : nat) : lmoves (s119_board (2 + a) (2 + b) (2 + c) 1) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]; repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]].
Proof. unfold s119_board. tf_options. Qed.
Lemma s119_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) []) (s119_board 1 (3 + b) (2 + c) 1) (0) _ (s119_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) []); [reflexivity | unfold s119_board; target_board_eq | strip_offset].
  - unfold s119_form; apply form_int; zlia.
  - intros HT; apply (use119 IH 1 (3 + b) (2 + c) 1 y1); [unfold s119_dom; zlia | unfold lex3; lia].
Qed.
Lemma s119_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) []) (s119_board (2 + a) (3 + b) (2 + c) 1) (0) _ (s119_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) []); [reflexivity | unfold s119_board; target_board_eq | strip_offset].
  - unfold s119_form; apply form_int; zlia.
  - intros HT; apply (use119 IH (2 + a) (3 + b) (2 + c) 1 y1); [unfold s119_dom; zlia | unfold lex3; lia].
Qed.
Lemma s119_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (3 + c)) [(1, 1)]) (s88_board (2 + a) 1 (2 + b) (3 + c)) (1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (3 + c)) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 (2 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s119_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s119_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s119_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s119_board (2 + a) (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s119_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s119_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s119_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s119_c5_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s119_c5_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s119_c5_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s119_c5_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s119_c5_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s119_c5_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s119_c6_moves (a b c d : nat) : lmoves (s119_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d); repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s119_board. tf_options. Qed.
Lemma s119_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) + Z.of_nat y1 >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []) (s119_board 1 (3 + b) (2 + c) (2 + d)) (0) _ (s119_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s119_board; target_board_eq | strip_offset].
  - unfold s119_form; apply form_int; zlia.
  - intros HT; apply (use119 IH 1 (3 + b) (2 + c) (2 + d) y1); [unfold s119_dom; zlia | unfold lex3; lia].
Qed.
Lemma s119_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []) (s119_board (2 + a) (3 + b) (2 + c) (2 + d)) (0) _ (s119_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s119_board; target_board_eq | strip_offset].
  - unfold s119_form; apply form_int; zlia.
  - intros HT; apply (use119 IH (2 + a) (3 + b) (2 + c) (2 + d) y1); [unfold s119_dom; zlia | unfold lex3; lia].
Qed.
Lemma s119_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []) (s119_board (2 + a) (2 + b) (3 + c) (1 + d)) (0) _ (s119_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s119_board; target_board_eq | strip_offset].
  - unfold s119_form; apply form_int; zlia.
  - intros HT; apply (use119 IH (2 + a) (2 + b) (3 + c) (1 + d) y1); [unfold s119_dom; zlia | unfold lex3; lia].
Qed.
Lemma s119_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s119_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s119_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s119_board (2 + a) (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s119_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s119_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s119_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) + Z.of_nat y1 >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s119_c6_t1_a1 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s119_c6_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s119_c6_t1_a2 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s119_c6_moves a b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + d) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s119_c6_t2_a1 IH a b c d y1 Hw (move_below_l _ _ 1 _ _ (s119_c6_moves a b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s119_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C119 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s119_dom in Hdom.
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
          exact (s119_c1 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s119_c2 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s119_c3 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s119_c4 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s119_c5 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s119_c6 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s120_c1_moves (b : nat) : lmoves (s120_board 0 (2 + b) 0 1 1) = [repeat F (2 + b) ++ [E; F; E; T; F]].
Proof. unfold s120_board. tf_options. Qed.
Lemma s120_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (2 + b) ++ [E; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 2 + b); (1, 2)] ([]) [(1, 1)]) (s72_board) (-1) _ (s72_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(0, 2 + b); (1, 2)] ([]) [(1, 1)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s72_form; apply form_int; zlia.
  - intros HT; apply (use72 IH (1 + y1)); [unfold s72_dom; zlia | unfold lex3; lia].
Qed.
Lemma s120_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s120_dom 0 (2 + b) 0 1 1 y1) (Hm : meas (s120_board 0 (2 + b) 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s120_board 0 (2 + b) 0 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s120_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s120_board 0 (2 + b) 0 1 1)) in Hg. cbn [lefts] in Hg. rewrite s120_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s120_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s120_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s120_c2_moves (b e : nat) : lmoves (s120_board 0 (2 + b) 0 1 (2 + e)) = [repeat F (2 + b) ++ E :: F :: E :: T :: repeat F (2 + e)].
Proof. unfold s120_board. tf_options. Qed.
Lemma s120_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: F :: E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (2 + b) ++ E :: F :: E :: T :: repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 3 + b)] (E :: E :: T :: repeat F (2 + e)) []) (s168_board 1 (2 + e)) (0) _ (s168_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s168_board; target_board_eq | strip_offset].
  - unfold s168_form; apply form_int; zlia.
  - intros HT; apply (use168 IH 1 (2 + e) y1); [unfold s168_dom; zlia | unfold lex3; lia].
Qed.
Lemma s120_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hdom : s120_dom 0 (2 + b) 0 1 (2 + e) y1) (Hm : meas (s120_board 0 (2 + b) 0 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s120_board 0 (2 + b) 0 1 (2 + e))) (int (Z.of_nat y1)).
Proof.
  unfold s120_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s120_board 0 (2 + b) 0 1 (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s120_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s120_c2_t1_a1 IH b e y1 Hw (move_below_l _ _ 0 _ _ (s120_c2_moves b e) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s120_c3_moves (b : nat) : lmoves (s120_board 0 (2 + b) 1 1 1) = [repeat F (2 + b) ++ [E; T; F; E; T; F]].
Proof. unfold s120_board. tf_options. Qed.
Lemma s120_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (2 + b) ++ [E; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 3 + b)] ([T; E; E; T; F]) []) (s99_board 0 0 1) (0) _ (s99_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] ([T; E; E; T; F]) []); [reflexivity | unfold s99_board; target_board_eq | strip_offset].
  - unfold s99_form; apply form_int; zlia.
  - intros HT; apply (use99 IH 0 0 1 y1); [unfold s99_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s120_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s120_dom 0 (2 + b) 1 1 1 y1) (Hm : meas (s120_board 0 (2 + b) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s120_board 0 (2 + b) 1 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s120_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s120_board 0 (2 + b) 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s120_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s120_c3_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s120_c3_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s120_c4_moves (b e : nat) : lmoves (s120_board 0 (2 + b) 1 1 (2 + e)) = [repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e)].
Proof. unfold s120_board. tf_options. Qed.
Lemma s120_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 3 + b)] (T :: E :: E :: T :: repeat F (2 + e)) []) (s99_board 0 0 (2 + e)) (0) _ (s99_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (T :: E :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s99_board; target_board_eq | strip_offset].
  - unfold s99_form; apply form_int; zlia.
  - intros HT; apply (use99 IH 0 0 (2 + e) y1); [unfold s99_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s120_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hdom : s120_dom 0 (2 + b) 1 1 (2 + e) y1) (Hm : meas (s120_board 0 (2 + b) 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s120_board 0 (2 + b) 1 1 (2 + e))) (int (Z.of_nat y1)).
Proof.
  unfold s120_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s120_board 0 (2 + b) 1 1 (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s120_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s120_c4_t1_a1 IH b e y1 Hw (move_below_l _ _ 0 _ _ (s120_c4_moves b e) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s120_c5_moves (b : nat) : lmoves (s120_board 1 (2 + b) 0 1 1) = [T :: repeat F (2 + b) ++ [E; F; E; T; F]].
Proof. unfold s120_board. tf_options. Qed.
Lemma s120_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ [E; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ [E; E; T; F]) []) (s156_board 1 (3 + b) 1) (0) _ (s156_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; E; T; F]) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH 1 (3 + b) 1 y1); [unfold s156_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s120_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s120_dom 1 (2 + b) 0 1 1 y1) (Hm : meas (s120_board 1 (2 + b) 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s120_board 1 (2 + b) 0 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s120_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s120_board 1 (2 + b) 0 1 1)) in Hg. cbn [lefts] in Hg. rewrite s120_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s120_c5_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s120_c5_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s120_c6_moves (b e : nat) : lmoves (s120_board 1 (2 + b) 0 1 (2 + e)) = [T :: repeat F (2 + b) ++ E :: F :: E :: T :: repeat F (2 + e)].
Proof. unfold s120_board. tf_options. Qed.
Lemma s120_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: F :: E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ E :: F :: E :: T :: repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ E :: E :: T :: repeat F (2 + e)) []) (s156_board 1 (3 + b) (2 + e)) (0) _ (s156_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH 1 (3 + b) (2 + e) y1); [unfold s156_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s120_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hdom : s120_dom 1 (2 + b) 0 1 (2 + e) y1) (Hm : meas (s120_board 1 (2 + b) 0 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s120_board 1 (2 + b) 0 1 (2 + e))) (int (Z.of_nat y1)).
Proof.
  unfold s120_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s120_board 1 (2 + b) 0 1 (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s120_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s120_c6_t1_a1 IH b e y1 Hw (move_below_l _ _ 0 _ _ (s120_c6_moves b e) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s120_c7_moves (b : nat) : lmoves (s120_board 1 (2 + b) 1 1 1) = [T :: repeat F (2 + b) ++ [E; T; F; E; T; F]].
Proof. unfold s120_board. tf_options. Qed.
Lemma s120_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ [E; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ [T; E; E; T; F]) []) (s99_board 1 (3 + b) 1) (0) _ (s99_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [T; E; E; T; F]) []); [reflexivity | unfold s99_board; target_board_eq | strip_offset].
  - unfold s99_form; apply form_int; zlia.
  - intros HT; apply (use99 IH 1 (3 + b) 1 y1); [unfold s99_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s120_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s120_dom 1 (2 + b) 1 1 1 y1) (Hm : meas (s120_board 1 (2 + b) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s120_board 1 (2 + b) 1 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s120_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s120_board 1 (2 + b) 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s120_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s120_c7_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s120_c7_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s120_c8_moves (b e : nat) : lmoves (s120_board 1 (2 + b) 1 1 (2 + e)) = [T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e)].
Proof. unfold s120_board. tf_options. Qed.
Lemma s120_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e)) []) (s99_board 1 (3 + b) (2 + e)) (0) _ (s99_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s99_board; target_board_eq | strip_offset].
  - unfold s99_form; apply form_int; zlia.
  - intros HT; apply (use99 IH 1 (3 + b) (2 + e) y1); [unfold s99_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s120_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b e y1 : nat)
  (Hdom : s120_dom 1 (2 + b) 1 1 (2 + e) y1) (Hm : meas (s120_board 1 (2 + b) 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s120_board 1 (2 + b) 1 1 (2 + e))) (int (Z.of_nat y1)).
Proof.
  unfold s120_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s120_board 1 (2 + b) 1 1 (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s120_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s120_c8_t1_a1 IH b e y1 Hw (move_below_l _ _ 0 _ _ (s120_c8_moves b e) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s120_c9_moves : lmoves (s120_board 1 2 2 1 0) = [[T; F; F; E; T; T; F; E; T]].
Proof. unfold s120_board. tf_options. Qed.
Lemma s120_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; F; E; T; T; F; E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; F; E; T; T; F; E; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s81_board 1 2 2) (0) _ (int ((Z.of_nat y1) - 1)) (s81_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; T; F; E]) [(1, 0)]); [strip_eq | unfold s81_board; target_board_eq | strip_offset].
  - unfold s81_form; apply form_int; zlia.
  - intros HT; apply (use81 IH 1 2 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s81_dom; zlia | unfold lex3; lia].
Qed.
Lemma s120_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s120_dom 1 2 2 1 0 y1) (Hm : meas (s120_board 1 2 2 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s120_board 1 2 2 1 0)) (int (Z.of_nat y1)).
Proof.
  unfold s120_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s120_board 1 2 2 1 0)) in Hg. cbn [lefts] in Hg. rewrite s120_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s120_c9_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s120_c9_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s120_c10_moves : lmoves (s120_board 1 2 2 1 1) = [[T; F; F; E; T; T; F; E; T; F]].
Proof. unfold s120_board. tf_options. Qed.
Lemma s120_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; F; E; T; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([T; F; F; E; T; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([T; F; F; E; T; T; F; F]) [(1, 1)]) (s88_board 1 2 2 2) (1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; T; F; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 2 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s120_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s120_dom 1 2 2 1 1 y1) (Hm : meas (s120_board 1 2 2 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s120_board 1 2 2 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s120_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s120_board 1 2 2 1 1)) in Hg. cbn [lefts] in Hg. rewrite s120_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s120_c10_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s120_c10_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s120_c11_moves (e : nat) : lmoves (s120_board 1 2 2 1 (2 + e)) = [T :: F :: F :: E :: T :: T :: F :: E :: T :: repeat F (2 + e)].
Proof. unfold s120_board. tf_options. Qed.
Lemma s120_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: E :: T :: T :: F :: E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: F :: E :: T :: T :: F :: E :: T :: repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: F :: E :: T :: T :: F :: F :: T :: E :: repeat F (1 + e)) []) (s120_board 1 2 2 2 (1 + e)) (0) _ (s120_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: T :: F :: F :: T :: E :: repeat F (1 + e)) []); [reflexivity | unfold s120_board; target_board_eq | strip_offset].
  - unfold s120_form; apply form_int; zlia.
  - intros HT; apply (use120 IH 1 2 2 2 (1 + e) y1); [unfold s120_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s120_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hdom : s120_dom 1 2 2 1 (2 + e) y1) (Hm : meas (s120_board 1 2 2 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s120_board 1 2 2 1 (2 + e))) (int (Z.of_nat y1)).
Proof.
  unfold s120_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s120_board 1 2 2 1 (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s120_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s120_c11_t1_a1 IH e y1 Hw (move_below_l _ _ 0 _ _ (s120_c11_moves e) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s120_c12_moves (d : nat) : lmoves (s120_board 1 2 2 (2 + d) 0) = [T :: F :: F :: E :: T :: T :: repeat F (2 + d) ++ [E; T]].
Proof. unfold s120_board. tf_options. Qed.
Lemma s120_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: E :: T :: T :: repeat F (2 + d) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: F :: E :: T :: T :: repeat F (2 + d) ++ [E; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s88_board 1 2 2 (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: T :: repeat F (2 + d) ++ [E]) [(1, 0)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 2 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s120_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s120_dom 1 2 2 (2 + d) 0 y1) (Hm : meas (s120_board 1 2 2 (2 + d) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s120_board 1 2 2 (2 + d) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s120_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s120_board 1 2 2 (2 + d) 0)) in Hg. cbn [lefts] in Hg. rewrite s120_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s120_c12_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s120_c12_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s120_c13_moves (d : nat) : lmoves (s120_board 1 2 2 (2 + d) 1) = [T :: F :: F :: E :: T :: T :: repeat F (2 + d) ++ [E; T; F]].
Proof. unfold s120_board. tf_options. Qed.
Lemma s120_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: E :: T :: T :: repeat F (2 + d) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: F :: E :: T :: T :: repeat F (2 + d) ++ [E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: F :: E :: T :: T :: repeat F (3 + d)) [(1, 1)]) (s88_board 1 2 2 (3 + d)) (1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: T :: repeat F (3 + d)) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 2 (3 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s120_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s120_dom 1 2 2 (2 + d) 1 y1) (Hm : meas (s120_board 1 2 2 (2 + d) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s120_board 1 2 2 (2 + d) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s120_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s120_board 1 2 2 (2 + d) 1)) in Hg. cbn [lefts] in Hg. rewrite s120_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s120_c13_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s120_c13_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s120_c14_moves (d e : nat) : lmoves (s120_board 1 2 2 (2 + d) (2 + e)) = [T :: F :: F :: E :: T :: T :: repeat F (2 + d) ++ E :: T :: repeat F (2 + e)].
Proof. unfold s120_board. tf_options. Qed.
Lemma s120_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: E :: T :: T :: repeat F (2 + d) ++ E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: F :: E :: T :: T :: repeat F (2 + d) ++ E :: T :: repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + e)) []) (s120_board 1 2 2 (3 + d) (1 + e)) (0) _ (s120_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: T :: repeat F (3 + d) ++ T :: E :: repeat F (1 + e)) []); [reflexivity | unfold s120_board; target_board_eq | strip_offset].
  - unfold s120_form; apply form_int; zlia.
  - intros HT; apply (use120 IH 1 2 2 (3 + d) (1 + e) y1); [unfold s120_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s120_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d e y1 : nat)
  (Hdom : s120_dom 1 2 2 (2 + d) (2 + e) y1) (Hm : meas (s120_board 1 2 2 (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s120_board 1 2 2 (2 + d) (2 + e))) (int (Z.of_nat y1)).
Proof.
  unfold s120_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s120_board 1 2 2 (2 + d) (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s120_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s120_c14_t1_a1 IH d e y1 Hw (move_below_l _ _ 0 _ _ (s120_c14_moves d e) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s120_c15_moves (a b : nat) : lmoves (s120_board (2 + a) (2 + b) 0 1 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; E; T; F]].
Proof. unfold s120_board. tf_options. Qed.
Lemma s120_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; E; T; F]) []) (s156_board (2 + a) (3 + b) 1) (0) _ (s156_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; E; T; F]) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH (2 + a) (3 + b) 1 y1); [unfold s156_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s120_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s120_dom (2 + a) (2 + b) 0 1 1 y1) (Hm : meas (s120_board (2 + a) (2 + b) 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s120_board (2 + a) (2 + b) 0 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s120_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s120_board (2 + a) (2 + b) 0 1 1)) in Hg. cbn [lefts] in Hg. rewrite s120_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s120_c15_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s120_c15_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s120_c16_moves (a b e : nat) : lmoves (s120_board (2 + a) (2 + b) 0 1 (2 + e)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: E :: T :: repeat F (2 + e)].
Proof. unfold s120_board. tf_options. Qed.
Lemma s120_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: E :: T :: repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: E :: T :: repeat F (2 + e)) []) (s156_board (2 + a) (3 + b) (2 + e)) (0) _ (s156_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH (2 + a) (3 + b) (2 + e) y1); [unfold s156_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s120_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hdom : s120_dom (2 + a) (2 + b) 0 1 (2 + e) y1) (Hm : meas (s120_board (2 + a) (2 + b) 0 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s120_board (2 + a) (2 + b) 0 1 (2 + e))) (int (Z.of_nat y1)).
Proof.
  unfold s120_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s120_board (2 + a) (2 + b) 0 1 (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s120_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s120_c16_t1_a1 IH a b e y1 Hw (move_below_l _ _ 0 _ _ (s120_c16_moves a b e) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s120_c17_moves (a b : nat) : lmoves (s120_board (2 + a) (2 + b) 1 1 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]].
Proof. unfold s120_board. tf_options. Qed.
Lemma s120_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; T; F]) []) (s99_board (2 + a) (3 + b) 1) (0) _ (s99_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [T; E; E; T; F]) []); [reflexivity | unfold s99_board; target_board_eq | strip_offset].
  - unfold s99_form; apply form_int; zlia.
  - intros HT; apply (use99 IH (2 + a) (3 + b) 1 y1); [unfold s99_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s120_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s120_dom (2 + a) (2 + b) 1 1 1 y1) (Hm : meas (s120_board (2 + a) (2 + b) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s120_board (2 + a) (2 + b) 1 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s120_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s120_board (2 + a) (2 + b) 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s120_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) + Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s120_c17_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s120_c17_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s120_c18_moves (a b e : nat) : lmoves (s120_board (2 + a) (2 + b) 1 1 (2 + e)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e)].
Proof. unfold s120_board. tf_options. Qed.
Lemma s120_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) + Z.of_nat (2 + e) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + e))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e)) []) (s99_board (2 + a) (3 + b) (2 + e)) (0) _ (s99_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ T :: E :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s99_board; target_board_eq | strip_offset].
  - unfold s99_form; apply form_int; zlia.
  - intros HT; apply (use99 IH (2 + a) (3 + b) (2 + e) y1); [unfold s99_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s120_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b e y1 : nat)
  (Hdom : s120_dom (2 + a) (2 + b) 1 1 (2 + e) y1) (Hm : meas (s120_board (2 + a) (2 + b) 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s120_board (2 + a) (2 + b) 1 1 (2 + e))) (int (Z.of_nat y1)).
Proof.
  unfold s120_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s120_board (2 + a) (2 + b) 1 1 (2 + e))) in Hg. cbn [lefts] in Hg. rewrite s120_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) + Z.of_nat (2 + e) + Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s120_c18_t1_a1 IH a b e y1 Hw (move_below_l _ _ 0 _ _ (s120_c18_moves a b e) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s120_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C120 mm dd rr.
Proof.
  intros a b c d e y1 Hdom Hm Hd Hr. unfold s120_dom in Hdom.
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
            exact (s120_c1 IH b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s120_c2 IH b e y1 Hdom Hm Hd Hr).
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
            exact (s120_c3 IH b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s120_c4 IH b e y1 Hdom Hm Hd Hr).
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
            exact (s120_c5 IH b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s120_c6 IH b e y1 Hdom Hm Hd Hr).
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
            exact (s120_c7 IH b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s120_c8 IH b e y1 Hdom Hm Hd Hr).
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
            assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s120_c9 IH y1 Hdom Hm Hd Hr).
          }
          {
            assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s120_c10 IH y1 Hdom Hm Hd Hr).
          }
          {
            assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s120_c11 IH e y1 Hdom Hm Hd Hr).
          }
        }
        {
          destruct e as [|[|e]].
          {
            assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s120_c12 IH d y1 Hdom Hm Hd Hr).
          }
          {
            assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s120_c13 IH d y1 Hdom Hm Hd Hr).
          }
          {
            assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  exact (s120_c14 IH d e y1 Hdom Hm Hd Hr).
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
            exact (s120_c15 IH a b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s120_c16 IH a b e y1 Hdom Hm Hd Hr).
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
            exact (s120_c17 IH a b y1 Hdom Hm Hd Hr).
          }
          {
            exact (s120_c18 IH a b e y1 Hdom Hm Hd Hr).
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

Lemma s121_c1_moves : lmoves (s121_board 0) = [[E; F; E; T; F]].
Proof. unfold s121_board. tf_options. Qed.
Lemma s121_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game ([E; F; E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [(1, 2)] ([]) [(1, 1)]) (s174_board) (-1) _ (s174_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 2)] ([]) [(1, 1)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s174_form; apply form_star; zlia.
  - intros HT; apply (use174 IH (1 + y1)); [unfold s174_dom; zlia | unfold lex3; lia].
Qed.
Lemma s121_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s121_board 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s121_board 0)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] ([E; T; E; F]) []) (s43_board 0 1 0 1) (0) _ (s43_form y1)).
  - unfold strip, s121_board; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; E; F]) []); [reflexivity | unfold s43_board; target_board_eq | strip_offset].
  - unfold s43_form; apply form_int; zlia.
  - intros HT; apply (use43 IH 0 1 0 1 y1); [unfold s43_dom; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s121_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s121_dom 0 y1) (Hm : meas (s121_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s121_board 0)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s121_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s121_board 0)) in Hg. cbn [lefts] in Hg. rewrite s121_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s121_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s121_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s121_c1_f1_a1 IH y1 Hw Hm Hd Hr).
Qed.

Lemma s121_c2_moves : lmoves (s121_board 1) = [[E; T; F; E; T; F]].
Proof. unfold s121_board. tf_options. Qed.
Lemma s121_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game ([E; T; F; E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s61_board 1 1) (0) _ (int (Z.of_nat y1)) (s61_form y1)).
  - cbn [nstar lefts In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([E; T; F; E; T; F]) []); [strip_eq | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH 1 1 y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s121_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s121_board 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s121_board 1)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; F; T; F; E]) []) (s117_board 1 1) (0) _ (s117_form y1)).
  - unfold strip, s121_board; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; E]) []); [reflexivity | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH 1 1 y1); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s121_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s121_dom 1 y1) (Hm : meas (s121_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s121_board 1)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s121_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s121_board 1)) in Hg. cbn [lefts] in Hg. rewrite s121_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s121_c2_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s121_c2_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s121_c2_f1_a2 IH y1 Hw Hm Hd Hr).
Qed.

Lemma s121_c3_moves (a : nat) : lmoves (s121_board (2 + a)) = [E :: repeat T (2 + a) ++ [F; E; T; F]].
Proof. unfold s121_board. tf_options. Qed.
Lemma s121_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: repeat T (2 + a) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (E :: repeat T (2 + a) ++ [F; E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s61_board (2 + a) 1) (0) _ (int (Z.of_nat y1)) (s61_form y1)).
  - cbn [nstar lefts In]; left; reflexivity.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ [F; E; T; F]) []); [strip_eq | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH (2 + a) 1 y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s121_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s121_board (2 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s121_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: repeat T (2 + a) ++ [F; T; F; E]) []) (s117_board (2 + a) 1) (0) _ (s117_form y1)).
  - unfold strip, s121_board; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (2 + a) ++ [F; T; F; E]) []); [reflexivity | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH (2 + a) 1 y1); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s121_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s121_dom (2 + a) y1) (Hm : meas (s121_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s121_board (2 + a))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s121_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s121_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s121_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s121_c3_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s121_c3_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s121_c3_f1_a3 IH a y1 Hw Hm Hd Hr).
Qed.

Lemma s121_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C121 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s121_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s121_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s121_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s121_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s122_c1_moves : lmoves (s122_board 0 2 1) = [[F; E; T; E; F; T; T; F]].
Proof. unfold s122_board. tf_options. Qed.
Lemma s122_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas ([F; E; T; E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([F; E; T; E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] ([E; T; F; E; T; T; F]) []) (s61_board 1 2) (0) _ (s61_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; T; F]) []); [reflexivity | unfold s61_board; target_board_eq | strip_offset].
  - unfold s61_form; apply form_int; zlia.
  - intros HT; apply (use61 IH 1 2 y1); [unfold s61_dom; zlia | unfold lex3; lia].
Qed.
Lemma s122_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s122_dom 0 2 1 y1) (Hm : meas (s122_board 0 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s122_board 0 2 1)) (int (Z.of_nat y1)).
Proof.
  unfold s122_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s122_board 0 2 1)) in Hg. cbn [lefts] in Hg. rewrite s122_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s122_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s122_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s122_c2_moves (c : nat) : lmoves (s122_board 0 2 (2 + c)) = [F :: E :: T :: E :: F :: T :: T :: repeat F (2 + c)].
Proof. unfold s122_board. tf_options. Qed.
Lemma s122_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (F :: E :: T :: E :: F :: T :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (F :: E :: T :: E :: F :: T :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: T :: F :: E :: T :: T :: repeat F (2 + c)) []) (s62_board 0 1 2 (2 + c)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 1 2 (2 + c) y1); [unfold s62_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s122_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s122_dom 0 2 (2 + c) y1) (Hm : meas (s122_board 0 2 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s122_board 0 2 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s122_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s122_board 0 2 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s122_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s122_c2_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s122_c2_moves c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s122_c3_moves (b : nat) : lmoves (s122_board 1 (2 + b) 1) = [E :: F :: repeat T (3 + b) ++ [F; E; T; F]; T :: F :: E :: repeat T (1 + b) ++ [E; F; T; T; F]].
Proof. unfold s122_board. tf_options. Qed.
Lemma s122_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ [F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] (repeat T (3 + b) ++ [F; F]) [(1, 1)]) (s37_board (3 + b)) (0) _ (s37_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH (3 + b) y1); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s122_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + b) ++ [E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] ([T; F; E; T; F; E; T; T; F]) []) (s141_board 1 1 1 2 1) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E; T; T; F]) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH 1 1 1 2 1 y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s122_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + b) ++ [E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []) (s141_board 1 1 (2 + b) 2 1) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH 1 1 (2 + b) 2 1 y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s122_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s122_dom 1 (2 + b) 1 y1) (Hm : meas (s122_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s122_board 1 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s122_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s122_board 1 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s122_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s122_c3_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s122_c3_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s122_c3_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s122_c3_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s122_c3_t2_a2 IH b y1 Hw (move_below_l _ _ 1 _ _ (s122_c3_moves b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s122_c4_moves (b c : nat) : lmoves (s122_board 1 (2 + b) (2 + c)) = [E :: F :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c); T :: F :: E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c)].
Proof. unfold s122_board. tf_options. Qed.
Lemma s122_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c)) []) (s62_board 0 (3 + b) 1 (2 + c)) (0) _ (s62_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s62_board; target_board_eq | strip_offset].
  - unfold s62_form; apply form_int; zlia.
  - intros HT; apply (use62 IH 0 (3 + b) 1 (2 + c) y1); [unfold s62_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s122_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (T :: F :: E :: T :: F :: E :: T :: T :: repeat F (2 + c)) []) (s141_board 1 1 1 2 (2 + c)) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH 1 1 1 2 (2 + c) y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s122_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (T :: F :: E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: E :: T :: T :: repeat F (2 + c)) []) (s141_board 1 1 (2 + b) 2 (2 + c)) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ F :: E :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH 1 1 (2 + b) 2 (2 + c) y1); [unfold s141_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s122_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s122_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s122_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s122_board 1 (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s122_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s122_board 1 (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s122_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s122_c4_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s122_c4_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s122_c4_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s122_c4_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s122_c4_t2_a2 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s122_c4_moves b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s122_c5_moves (a b : nat) : lmoves (s122_board (2 + a) (2 + b) 1) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; E; T; F]; repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F; T; T; F]].
Proof. unfold s122_board. tf_options. Qed.
Lemma s122_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ [F; E; T; F]) []) (s122_board 1 (3 + b) 1) (0) _ (s122_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ [F; E; T; F]) []); [reflexivity | unfold s122_board; target_board_eq | strip_offset].
  - unfold s122_form; apply form_int; zlia.
  - intros HT; apply (use122 IH 1 (3 + b) 1 y1); [unfold s122_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s122_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; E; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F; E; T; F]) []) (s122_board (2 + a) (3 + b) 1) (0) _ (s122_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F; E; T; F]) []); [reflexivity | unfold s122_board; target_board_eq | strip_offset].
  - unfold s122_form; apply form_int; zlia.
  - intros HT; apply (use122 IH (2 + a) (3 + b) 1 y1); [unfold s122_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s122_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; T; T; F]) []) (s141_board (2 + a) 1 1 2 1) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; T; T; F]) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH (2 + a) 1 1 2 1 y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s122_c5_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F; T; T; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []) (s141_board (2 + a) 1 (2 + b) 2 1) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH (2 + a) 1 (2 + b) 2 1 y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s122_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s122_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s122_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s122_board (2 + a) (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s122_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s122_board (2 + a) (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s122_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s122_c5_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s122_c5_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s122_c5_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s122_c5_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s122_c5_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s122_c5_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s122_c5_t2_a2 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s122_c5_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s122_c6_moves (a b c : nat) : lmoves (s122_board (2 + a) (2 + b) (2 + c)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c); repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c)].
Proof. unfold s122_board. tf_options. Qed.
Lemma s122_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c)) []) (s122_board 1 (3 + b) (2 + c)) (0) _ (s122_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s122_board; target_board_eq | strip_offset].
  - unfold s122_form; apply form_int; zlia.
  - intros HT; apply (use122 IH 1 (3 + b) (2 + c) y1); [unfold s122_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s122_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c)) []) (s122_board (2 + a) (3 + b) (2 + c)) (0) _ (s122_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s122_board; target_board_eq | strip_offset].
  - unfold s122_form; apply form_int; zlia.
  - intros HT; apply (use122 IH (2 + a) (3 + b) (2 + c) y1); [unfold s122_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s122_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: T :: repeat F (2 + c)) []) (s141_board (2 + a) 1 1 2 (2 + c)) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH (2 + a) 1 1 2 (2 + c) y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s122_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ E :: F :: T :: T :: repeat F (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: T :: T :: repeat F (2 + c)) []) (s141_board (2 + a) 1 (2 + b) 2 (2 + c)) (0) _ (s141_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: E :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s141_board; target_board_eq | strip_offset].
  - unfold s141_form; apply form_int; zlia.
  - intros HT; apply (use141 IH (2 + a) 1 (2 + b) 2 (2 + c) y1); [unfold s141_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s122_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s122_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s122_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s122_board (2 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s122_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s122_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s122_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s122_c6_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s122_c6_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s122_c6_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s122_c6_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s122_c6_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s122_c6_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s122_c6_t2_a2 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s122_c6_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s122_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C122 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s122_dom in Hdom.
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
        assert (b = 0) by zlia; subst b.
  exact (s122_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        assert (b = 0) by zlia; subst b.
  exact (s122_c2 IH c y1 Hdom Hm Hd Hr).
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
        exact (s122_c3 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s122_c4 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s122_c5 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s122_c6 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s123_c1_moves (b c : nat) : lmoves (s123_board 0 (2 + b) (2 + c) 1) = [F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]].
Proof. unfold s123_board. tf_options. Qed.
Lemma s123_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s64_board 0 (2 + b) (2 + c) 1 1) (0) _ (int (Z.of_nat y1)) (s64_form y1)).
  - cbn [nstar lefts In]; left; reflexivity.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]) []); [strip_eq | unfold s64_board; target_board_eq | strip_offset].
  - unfold s64_form; apply form_int; zlia.
  - intros HT; apply (use64 IH 0 (2 + b) (2 + c) 1 1 y1); [unfold s64_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s123_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s123_board 0 (2 + b) (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s123_board 0 (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [T; F; E]) []) (s117_board (2 + b) (2 + c)) (0) _ (s117_form y1)).
  - unfold strip, s123_board; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH (2 + b) (2 + c) y1); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s123_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s123_dom 0 (2 + b) (2 + c) 1 y1) (Hm : meas (s123_board 0 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s123_board 0 (2 + b) (2 + c) 1)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s123_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s123_board 0 (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s123_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c1_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s123_c1_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c1_f1_a1 IH b c y1 Hw Hm Hd Hr).
Qed.

Lemma s123_c2_moves (b c d : nat) : lmoves (s123_board 0 (2 + b) (2 + c) (2 + d)) = [F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s123_board. tf_options. Qed.
Lemma s123_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []) (s127_board 0 0 (2 + b) (3 + c) (1 + d)) (0) _ (s127_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s127_board; target_board_eq | strip_offset].
  - unfold s127_form; apply form_star; zlia.
  - intros HT; apply (use127 IH 0 0 (2 + b) (3 + c) (1 + d) y1); [unfold s127_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s123_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s123_board 0 (2 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s123_board 0 (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (2 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) []) (s170_board (2 + b) (2 + c) (1 + d)) (0) _ (s170_form y1)).
  - unfold strip, s123_board; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH (2 + b) (2 + c) (1 + d) y1); [unfold s170_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s123_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s123_dom 0 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s123_board 0 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s123_board 0 (2 + b) (2 + c) (2 + d))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s123_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s123_board 0 (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s123_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c2_t1_a1 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s123_c2_moves b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c2_f1_a2 IH b c d y1 Hw Hm Hd Hr).
Qed.

Lemma s123_c3_moves (b c : nat) : lmoves (s123_board 1 (2 + b) (2 + c) 1) = [E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]; T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]].
Proof. unfold s123_board. tf_options. Qed.
Lemma s123_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) []) (s127_board 0 0 (3 + b) (2 + c) 1) (0) _ (s127_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) []); [reflexivity | unfold s127_board; target_board_eq | strip_offset].
  - unfold s127_form; apply form_star; zlia.
  - intros HT; apply (use127 IH 0 0 (3 + b) (2 + c) 1 y1); [unfold s127_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s123_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s142_board 1 1 (2 + b) (2 + c) 1 1) (0) _ (int (Z.of_nat y1)) (s142_form y1)).
  - cbn [nstar lefts In]; left; reflexivity.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]) []); [strip_eq | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH 1 1 (2 + b) (2 + c) 1 1 y1); [unfold s142_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s123_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s123_board 1 (2 + b) (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s123_board 1 (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [T; F; E]) []) (s143_board 1 (2 + b) (2 + c)) (0) _ (s143_form y1)).
  - unfold strip, s123_board; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s143_board; target_board_eq | strip_offset].
  - unfold s143_form; apply form_int; zlia.
  - intros HT; apply (use143 IH 1 (2 + b) (2 + c) y1); [unfold s143_dom; zlia | unfold lex3; lia].
Qed.
Lemma s123_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s123_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s123_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s123_board 1 (2 + b) (2 + c) 1)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s123_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s123_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s123_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c3_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s123_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c3_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s123_c3_moves b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c3_f1_a3 IH b c y1 Hw Hm Hd Hr).
Qed.

Lemma s123_c4_moves (b c d : nat) : lmoves (s123_board 1 (2 + b) (2 + c) (2 + d)) = [E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d); T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s123_board. tf_options. Qed.
Lemma s123_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []) (s127_board 0 0 (3 + b) (2 + c) (2 + d)) (0) _ (s127_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s127_board; target_board_eq | strip_offset].
  - unfold s127_form; apply form_star; zlia.
  - intros HT; apply (use127 IH 0 0 (3 + b) (2 + c) (2 + d) y1); [unfold s127_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s123_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []) (s123_board 1 (2 + b) (3 + c) (1 + d)) (0) _ (s123_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s123_board; target_board_eq | strip_offset].
  - unfold s123_form; apply form_star; zlia.
  - intros HT; apply (use123 IH 1 (2 + b) (3 + c) (1 + d) y1); [unfold s123_dom; zlia | unfold lex3; lia].
Qed.
Lemma s123_c4_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s123_board 1 (2 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s123_board 1 (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) []) (s144_board 1 (2 + b) (2 + c) (1 + d)) (0) _ (s144_form y1)).
  - unfold strip, s123_board; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) []); [reflexivity | unfold s144_board; target_board_eq | strip_offset].
  - unfold s144_form; apply form_int; zlia.
  - intros HT; apply (use144 IH 1 (2 + b) (2 + c) (1 + d) y1); [unfold s144_dom; zlia | unfold lex3; lia].
Qed.
Lemma s123_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s123_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s123_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s123_board 1 (2 + b) (2 + c) (2 + d))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s123_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s123_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s123_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c4_t1_a1 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s123_c4_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c4_t2_a1 IH b c d y1 Hw (move_below_l _ _ 1 _ _ (s123_c4_moves b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c4_f1_a4 IH b c d y1 Hw Hm Hd Hr).
Qed.

Lemma s123_c5_moves (a b c : nat) : lmoves (s123_board (2 + a) (2 + b) (2 + c) 1) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]; repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]].
Proof. unfold s123_board. tf_options. Qed.
Lemma s123_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F])) (nstar (int (Z.of_nat y1))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) []) (s123_board 1 (3 + b) (2 + c) 1) (0) _ (s123_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) []); [reflexivity | unfold s123_board; target_board_eq | strip_offset].
  - unfold s123_form; apply form_star; zlia.
  - intros HT; apply (use123 IH 1 (3 + b) (2 + c) 1 y1); [unfold s123_dom; zlia | unfold lex3; lia].
Qed.
Lemma s123_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F])) (nstar (int (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) []) (s123_board (2 + a) (3 + b) (2 + c) 1) (0) _ (s123_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ [T; E; F]) []); [reflexivity | unfold s123_board; target_board_eq | strip_offset].
  - unfold s123_form; apply form_star; zlia.
  - intros HT; apply (use123 IH (2 + a) (3 + b) (2 + c) 1 y1); [unfold s123_dom; zlia | unfold lex3; lia].
Qed.
Lemma s123_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F])) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_form_R _ (s142_board (2 + a) 1 (2 + b) (2 + c) 1 1) (0) _ (int (Z.of_nat y1)) (s142_form y1)).
  - cbn [nstar lefts In]; left; reflexivity.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [E; T; F]) []); [strip_eq | unfold s142_board; target_board_eq | strip_offset].
  - unfold s142_form; apply form_int; zlia.
  - intros HT; apply (use142 IH (2 + a) 1 (2 + b) (2 + c) 1 1 y1); [unfold s142_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s123_c5_f1_a5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s123_board (2 + a) (2 + b) (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s123_board (2 + a) (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [T; F; E]) []) (s143_board (2 + a) (2 + b) (2 + c)) (0) _ (s143_form y1)).
  - unfold strip, s123_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s143_board; target_board_eq | strip_offset].
  - unfold s143_form; apply form_int; zlia.
  - intros HT; apply (use143 IH (2 + a) (2 + b) (2 + c) y1); [unfold s143_dom; zlia | unfold lex3; lia].
Qed.
Lemma s123_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s123_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s123_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s123_board (2 + a) (2 + b) (2 + c) 1)) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s123_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s123_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s123_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c5_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s123_c5_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c5_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s123_c5_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c5_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s123_c5_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c5_f1_a5 IH a b c y1 Hw Hm Hd Hr).
Qed.

Lemma s123_c6_moves (a b c d : nat) : lmoves (s123_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d); repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s123_board. tf_options. Qed.
Lemma s123_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d))) (nstar (int (Z.of_nat y1))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []) (s123_board 1 (3 + b) (2 + c) (2 + d)) (0) _ (s123_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s123_board; target_board_eq | strip_offset].
  - unfold s123_form; apply form_star; zlia.
  - intros HT; apply (use123 IH 1 (3 + b) (2 + c) (2 + d) y1); [unfold s123_dom; zlia | unfold lex3; lia].
Qed.
Lemma s123_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d))) (nstar (int (Z.of_nat y1))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []) (s123_board (2 + a) (3 + b) (2 + c) (2 + d)) (0) _ (s123_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s123_board; target_board_eq | strip_offset].
  - unfold s123_form; apply form_star; zlia.
  - intros HT; apply (use123 IH (2 + a) (3 + b) (2 + c) (2 + d) y1); [unfold s123_dom; zlia | unfold lex3; lia].
Qed.
Lemma s123_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ E :: T :: repeat F (2 + d))) (nstar (int (Z.of_nat y1))).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []) (s123_board (2 + a) (2 + b) (3 + c) (1 + d)) (0) _ (s123_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) []); [reflexivity | unfold s123_board; target_board_eq | strip_offset].
  - unfold s123_form; apply form_star; zlia.
  - intros HT; apply (use123 IH (2 + a) (2 + b) (3 + c) (1 + d) y1); [unfold s123_dom; zlia | unfold lex3; lia].
Qed.
Lemma s123_c6_f1_a6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s123_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  lf (tf_game (s123_board (2 + a) (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) []) (s144_board (2 + a) (2 + b) (2 + c) (1 + d)) (0) _ (s144_form y1)).
  - unfold strip, s123_board; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) []); [reflexivity | unfold s144_board; target_board_eq | strip_offset].
  - unfold s144_form; apply form_int; zlia.
  - intros HT; apply (use144 IH (2 + a) (2 + b) (2 + c) (1 + d) y1); [unfold s144_dom; zlia | unfold lex3; lia].
Qed.
Lemma s123_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s123_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s123_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1 + 1) :
  le (tf_game (s123_board (2 + a) (2 + b) (2 + c) (2 + d))) (nstar (int (Z.of_nat y1))).
Proof.
  unfold s123_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s123_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s123_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c6_t1_a1 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s123_c6_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c6_t1_a2 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s123_c6_moves a b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c6_t2_a1 IH a b c d y1 Hw (move_below_l _ _ 1 _ _ (s123_c6_moves a b c d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. cbn [nstar rights In] in Hy. destruct Hy as [<-|[]].
    assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s123_c6_f1_a6 IH a b c d y1 Hw Hm Hd Hr).
Qed.

Lemma s123_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C123 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s123_dom in Hdom.
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
          exact (s123_c1 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s123_c2 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s123_c3 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s123_c4 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s123_c5 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s123_c6 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s124_c1_moves (b : nat) : lmoves (s124_board 1 (2 + b)) = [E :: F :: repeat T (3 + b) ++ [F; T; F; E]; T :: F :: E :: repeat T (2 + b) ++ [F; E; F; T]].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (E :: F :: repeat T (3 + b) ++ [F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: F :: repeat T (3 + b) ++ [F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; F; E]) []) (s117_board (3 + b) 1) (0) _ (s117_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; F; E]) []); [reflexivity | unfold s117_board; target_board_eq | strip_offset].
  - unfold s117_form; apply form_int; zlia.
  - intros HT; apply (use117 IH (3 + b) 1 y1); [unfold s117_dom; zlia | unfold lex3; lia].
Qed.
Lemma s124_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + b) ++ [F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (T :: F :: E :: repeat T (2 + b) ++ [F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; F; E]) [(1, 0)]) (s88_board 1 1 (2 + b) 2) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F; F; E]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 (2 + b) 2 y1); [unfold s88_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s124_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s124_dom 1 (2 + b) y1) (Hm : meas (s124_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s124_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s124_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s124_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s124_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s124_c1_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s124_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s124_c1_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s124_c1_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s124_c2_moves (a b : nat) : lmoves (s124_board (2 + a) (2 + b)) = [repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; F; E]; repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; F; T]].
Proof. unfold s124_board. tf_options. Qed.
Lemma s124_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (T :: F :: E :: repeat T (3 + b) ++ [F; T; F; E]) []) (s124_board 1 (3 + b)) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (3 + b) ++ [F; T; F; E]) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH 1 (3 + b) y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s124_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (1 + a) ++ E :: F :: repeat T (3 + b) ++ [F; T; F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F; T; F; E]) []) (s124_board (2 + a) (3 + b)) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (3 + b) ++ [F; T; F; E]) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH (2 + a) (3 + b) y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s124_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; F; E]) [(1, 0)]) (s88_board (2 + a) 1 (2 + b) 2) (0) _ (s88_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; F; E]) [(1, 0)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 (2 + b) 2 y1); [unfold s88_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s124_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s124_dom (2 + a) (2 + b) y1) (Hm : meas (s124_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s124_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s124_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s124_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s124_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s124_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s124_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s124_c2_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s124_c2_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s124_c2_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s124_c2_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s124_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C124 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s124_dom in Hdom.
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
      exact (s124_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s124_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

