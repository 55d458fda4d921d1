(* tf_erickson_first_strategy_cases6: the proofs of Lower's nodes 231 to 270 *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Compare
  TfBlocks TerminalToads TfNormal TfStrategy.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_first_strategy_base.
Import Lower.

Lemma s231_c1_moves (a b : nat) : rmoves (s231_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ F :: T :: F :: T :: E :: T :: repeat F (2 + b) ++ [E; T; F]; repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ [T; E]].
Proof. unfold s231_board. tf_options. Qed.
Lemma s231_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: T :: E :: T :: repeat F (2 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: T :: E :: T :: repeat F (2 + b) ++ [E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (2 + b) ++ [E; T; F]) []) (s247_board (2 + a) 2 (2 + b) 1 1) (0) _ (s247_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s247_board; target_board_eq | strip_offset].
  - unfold s247_form; apply form_int; zlia.
  - intros HT; apply (use247 IH (2 + a) 2 (2 + b) 1 1 y1); [unfold s247_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s231_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (3 + b)) [(1, 1)]) (s181_board (2 + a) (3 + b)) (1) _ (s181_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: T :: F :: T :: repeat F (3 + b)) [(1, 1)]); [reflexivity | unfold s181_board; target_board_eq | strip_offset].
  - unfold s181_form; apply form_int; zlia.
  - intros HT; apply (use181 IH (2 + a) (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s181_dom; zlia | unfold lex3; lia].
Qed.
Lemma s231_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s231_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s231_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s231_board (2 + a) (2 + b) 1)).
Proof.
  unfold s231_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s231_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s231_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s231_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s231_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s231_c1_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s231_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s231_c2_moves (a b c : nat) : rmoves (s231_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: T :: F :: T :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c); repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)].
Proof. unfold s231_board. tf_options. Qed.
Lemma s231_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: T :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: T :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []) (s247_board (2 + a) 2 (2 + b) 1 (2 + c)) (0) _ (s247_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s247_board; target_board_eq | strip_offset].
  - unfold s247_form; apply form_int; zlia.
  - intros HT; apply (use247 IH (2 + a) 2 (2 + b) 1 (2 + c) y1); [unfold s247_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s231_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ [E; T; F]) []) (s231_board (2 + a) (3 + b) 1) (0) _ (s231_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s231_board; target_board_eq | strip_offset].
  - unfold s231_form; apply form_int; zlia.
  - intros HT; apply (use231 IH (2 + a) (3 + b) 1 y1); [unfold s231_dom; zlia | unfold lex3; lia].
Qed.
Lemma s231_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []) (s231_board (2 + a) (3 + b) (2 + c)) (0) _ (s231_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s231_board; target_board_eq | strip_offset].
  - unfold s231_form; apply form_int; zlia.
  - intros HT; apply (use231 IH (2 + a) (3 + b) (2 + c) y1); [unfold s231_dom; zlia | unfold lex3; lia].
Qed.
Lemma s231_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s231_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s231_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s231_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s231_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s231_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s231_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s231_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s231_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s231_c2_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s231_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s231_c2_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s231_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s231_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C231 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s231_dom in Hdom.
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
        exact (s231_c1 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s231_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s232_c1_moves (a b : nat) : rmoves (s232_board (3 + a) (2 + b)) = [].
Proof. unfold s232_board. tf_options. Qed.
Lemma s232_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s232_dom (3 + a) (2 + b) y1) (Hm : meas (s232_board (3 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s232_board (3 + a) (2 + b))).
Proof.
  unfold s232_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s232_board (3 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s232_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s232_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C232 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s232_dom in Hdom.
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
  exact (s232_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s233_c1_moves (b c : nat) : rmoves (s233_board 1 (3 + b) (2 + c)) = [].
Proof. unfold s233_board. tf_options. Qed.
Lemma s233_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s233_dom 1 (3 + b) (2 + c) y1) (Hm : meas (s233_board 1 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s233_board 1 (3 + b) (2 + c))).
Proof.
  unfold s233_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s233_board 1 (3 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s233_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s233_c2_moves (a b c : nat) : rmoves (s233_board (2 + a) (3 + b) (2 + c)) = [].
Proof. unfold s233_board. tf_options. Qed.
Lemma s233_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s233_dom (2 + a) (3 + b) (2 + c) y1) (Hm : meas (s233_board (2 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s233_board (2 + a) (3 + b) (2 + c))).
Proof.
  unfold s233_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s233_board (2 + a) (3 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s233_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s233_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C233 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s233_dom in Hdom.
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
  exact (s233_c1 IH b c y1 Hdom Hm Hd Hr).
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
  exact (s233_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s234_c1_moves (b c : nat) : rmoves (s234_board 1 (3 + b) (2 + c) 1) = [T :: E :: repeat T (3 + b) ++ F :: T :: F :: T :: F :: T :: repeat F (3 + c) ++ [E]].
Proof. unfold s234_board. tf_options. Qed.
Lemma s234_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: E :: repeat T (3 + b) ++ F :: T :: F :: T :: F :: T :: repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: E :: repeat T (3 + b) ++ F :: T :: F :: T :: F :: T :: repeat F (3 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: repeat T (4 + b) ++ F :: T :: F :: T :: F :: T :: repeat F (3 + c) ++ [E]) []) (s232_board (4 + b) (3 + c)) (0) _ (s232_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: repeat T (4 + b) ++ F :: T :: F :: T :: F :: T :: repeat F (3 + c) ++ [E]) []); [reflexivity | unfold s232_board; target_board_eq | strip_offset].
  - unfold s232_form; apply form_int; zlia.
  - intros HT; apply (use232 IH (4 + b) (3 + c) y1); [unfold s232_dom; zlia | unfold lex3; lia].
Qed.
Lemma s234_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s234_dom 1 (3 + b) (2 + c) 1 y1) (Hm : meas (s234_board 1 (3 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s234_board 1 (3 + b) (2 + c) 1)).
Proof.
  unfold s234_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s234_board 1 (3 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s234_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s234_c1_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s234_c1_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s234_c2_moves (a b c : nat) : rmoves (s234_board (2 + a) (3 + b) (2 + c) 1) = [repeat T (2 + a) ++ E :: repeat T (3 + b) ++ F :: T :: F :: T :: F :: T :: repeat F (3 + c) ++ [E]].
Proof. unfold s234_board. tf_options. Qed.
Lemma s234_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ F :: T :: F :: T :: F :: T :: repeat F (3 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ F :: T :: F :: T :: F :: T :: repeat F (3 + c) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ F :: T :: F :: T :: F :: T :: repeat F (3 + c) ++ [E]) []) (s233_board (1 + a) (4 + b) (3 + c)) (0) _ (s233_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ F :: T :: F :: T :: F :: T :: repeat F (3 + c) ++ [E]) []); [reflexivity | unfold s233_board; target_board_eq | strip_offset].
  - unfold s233_form; apply form_int; zlia.
  - intros HT; apply (use233 IH (1 + a) (4 + b) (3 + c) y1); [unfold s233_dom; zlia | unfold lex3; lia].
Qed.
Lemma s234_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s234_dom (2 + a) (3 + b) (2 + c) 1 y1) (Hm : meas (s234_board (2 + a) (3 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s234_board (2 + a) (3 + b) (2 + c) 1)).
Proof.
  unfold s234_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s234_board (2 + a) (3 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s234_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s234_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s234_c2_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s234_c3_moves (a b c d : nat) : rmoves (s234_board (2 + a) (3 + b) (2 + c) (2 + d)) = [repeat T (2 + a) ++ E :: repeat T (3 + b) ++ F :: T :: F :: T :: F :: T :: repeat F (3 + c) ++ E :: repeat F (1 + d)].
Proof. unfold s234_board. tf_options. Qed.
Lemma s234_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ F :: T :: F :: T :: F :: T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ F :: T :: F :: T :: F :: T :: repeat F (3 + c) ++ E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ F :: T :: F :: T :: F :: T :: repeat F (3 + c) ++ [E; F]) []) (s234_board (1 + a) (4 + b) (3 + c) 1) (0) _ (s234_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: repeat T (4 + b) ++ F :: T :: F :: T :: F :: T :: repeat F (3 + c) ++ [E; F]) []); [reflexivity | unfold s234_board; target_board_eq | strip_offset].
  - unfold s234_form; apply form_int; zlia.
  - intros HT; apply (use234 IH (1 + a) (4 + b) (3 + c) 1 y1); [unfold s234_dom; zlia | unfold lex3; lia].
Qed.
Lemma s234_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 0 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ F :: T :: F :: T :: F :: T :: repeat F (3 + c) ++ E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat T (3 + b) ++ F :: T :: F :: T :: F :: T :: repeat F (3 + c) ++ E :: repeat F (1 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ F :: T :: F :: T :: F :: T :: repeat F (3 + c) ++ E :: repeat F (2 + d)) []) (s234_board (2 + a) (4 + b) (3 + c) (2 + d)) (0) _ (s234_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (4 + b) ++ F :: T :: F :: T :: F :: T :: repeat F (3 + c) ++ E :: repeat F (2 + d)) []); [reflexivity | unfold s234_board; target_board_eq | strip_offset].
  - unfold s234_form; apply form_int; zlia.
  - intros HT; apply (use234 IH (2 + a) (4 + b) (3 + c) (2 + d) y1); [unfold s234_dom; zlia | unfold lex3; lia].
Qed.
Lemma s234_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s234_dom (2 + a) (3 + b) (2 + c) (2 + d) y1) (Hm : meas (s234_board (2 + a) (3 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s234_board (2 + a) (3 + b) (2 + c) (2 + d))).
Proof.
  unfold s234_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s234_board (2 + a) (3 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s234_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s234_c3_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s234_c3_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 0 /\ Z.of_nat (3 + b) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s234_c3_t1_a2 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s234_c3_moves a b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s234_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C234 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s234_dom in Hdom.
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
  exact (s234_c1 IH b c y1 Hdom Hm Hd Hr).
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
  exact (s234_c2 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s234_c3 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s235_c1_moves (c : nat) : rmoves (s235_board 1 0 (2 + c)) = [T :: F :: E :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s235_board. tf_options. Qed.
Lemma s235_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_form_L _ (s156_board 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s156_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s156_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s235_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_form_L _ (s248_board 1 1 (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 1 (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s235_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s235_dom 1 0 (2 + c) y1) (Hm : meas (s235_board 1 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s235_board 1 0 (2 + c))).
Proof.
  unfold s235_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s235_board 1 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s235_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s235_c1_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s235_c1_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s235_c1_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s235_c1_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s235_c2_moves (c : nat) : rmoves (s235_board 1 1 (2 + c)) = [T :: F :: F :: E :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s235_board. tf_options. Qed.
Lemma s235_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: F :: E :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_form_L _ (s159_board 1 2 (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 1 2 (2 + c) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s235_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: E :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_form_L _ (s248_board 1 2 (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 2 (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s235_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s235_dom 1 1 (2 + c) y1) (Hm : meas (s235_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s235_board 1 1 (2 + c))).
Proof.
  unfold s235_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s235_board 1 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s235_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s235_c2_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s235_c2_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s235_c2_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s235_c2_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s235_c3_moves (b c : nat) : rmoves (s235_board 1 (3 + b) (2 + c)) = [T :: repeat F (4 + b) ++ E :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s235_board. tf_options. Qed.
Lemma s235_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (3 + b) + 3 * Z.of_nat (2 + c) = 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (4 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (4 + b) ++ E :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_form_L _ (s159_board 1 (4 + b) (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (4 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 1 (4 + b) (2 + c) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s235_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s235_dom 1 (3 + b) (2 + c) y1) (Hm : meas (s235_board 1 (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s235_board 1 (3 + b) (2 + c))).
Proof.
  unfold s235_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s235_board 1 (3 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s235_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (3 + b) + 3 * Z.of_nat (2 + c) = 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s235_c3_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s235_c3_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s235_c4_moves (a : nat) : rmoves (s235_board (2 + a) 0 1) = [repeat T (2 + a) ++ [F; E; E; T; F]; repeat T (2 + a) ++ [E; F; F; T; E]].
Proof. unfold s235_board. tf_options. Qed.
Lemma s235_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s36_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s36_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; T; F]) []); [strip_eq | unfold s36_board; target_board_eq | strip_offset].
  - unfold s36_form; apply form_int; zlia.
  - intros HT; apply (use36 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s36_dom; zlia | unfold lex3; lia].
Qed.
Lemma s235_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; E; T; F])).
Proof.
  apply (answer_form_L _ (s248_board (2 + a) 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; T; F]) []); [strip_eq | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH (2 + a) 1 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s235_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s8_board (2 + a) 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s8_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; F]) [(1, 1)]); [strip_eq | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (2 + a) 0 y1); [unfold s8_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s235_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s235_dom (2 + a) 0 1 y1) (Hm : meas (s235_board (2 + a) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s235_board (2 + a) 0 1)).
Proof.
  unfold s235_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s235_board (2 + a) 0 1)) in Hg. cbn [rights] in Hg. rewrite s235_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s235_c4_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s235_c4_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s235_c4_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s235_c4_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s235_c4_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s235_c4_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s235_c5_moves (a c : nat) : rmoves (s235_board (2 + a) 0 (2 + c)) = [repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s235_board. tf_options. Qed.
Lemma s235_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_form_L _ (s156_board (2 + a) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s156_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s156_board; target_board_eq | strip_offset].
  - unfold s156_form; apply form_int; zlia.
  - intros HT; apply (use156 IH (2 + a) (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s156_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s235_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_form_L _ (s248_board (2 + a) 1 (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH (2 + a) 1 (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s235_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s235_dom (2 + a) 0 (2 + c) y1) (Hm : meas (s235_board (2 + a) 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s235_board (2 + a) 0 (2 + c))).
Proof.
  unfold s235_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s235_board (2 + a) 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s235_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s235_c5_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s235_c5_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s235_c5_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s235_c5_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s235_c6_moves (a c : nat) : rmoves (s235_board (2 + a) 1 (2 + c)) = [repeat T (2 + a) ++ F :: F :: E :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s235_board. tf_options. Qed.
Lemma s235_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_form_L _ (s159_board (2 + a) 2 (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH (2 + a) 2 (2 + c) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s235_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_form_L _ (s248_board (2 + a) 2 (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH (2 + a) 2 (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s235_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s235_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s235_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s235_board (2 + a) 1 (2 + c))).
Proof.
  unfold s235_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s235_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s235_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s235_c6_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s235_c6_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s235_c6_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s235_c6_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s235_c7_moves (a b : nat) : rmoves (s235_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [E; E; T; F]; repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; F; T; E]].
Proof. unfold s235_board. tf_options. Qed.
Lemma s235_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; E; T; F])).
Proof.
  apply (answer_form_L _ (s248_board (2 + a) (3 + b) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; E; T; F]) []); [strip_eq | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH (2 + a) (3 + b) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s235_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 0 2 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; F]) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 0 2 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s235_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s235_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s235_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s235_board (2 + a) (2 + b) 1)).
Proof.
  unfold s235_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s235_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s235_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s235_c7_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s235_c7_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s235_c7_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s235_c7_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s235_c8_moves (a b c : nat) : rmoves (s235_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: E :: repeat T (2 + c) ++ [F]].
Proof. unfold s235_board. tf_options. Qed.
Lemma s235_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) <= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_form_L _ (s159_board (2 + a) (3 + b) (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH (2 + a) (3 + b) (2 + c) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s235_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) <= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: E :: repeat T (2 + c) ++ [F])).
Proof.
  apply (answer_form_L _ (s248_board (2 + a) (3 + b) (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) []); [strip_eq | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH (2 + a) (3 + b) (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s235_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s235_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s235_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s235_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s235_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s235_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s235_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) <= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s235_c8_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s235_c8_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) <= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s235_c8_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s235_c8_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s235_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C235 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s235_dom in Hdom.
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
        exact (s235_c1 IH c y1 Hdom Hm Hd Hr).
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
        exact (s235_c2 IH c y1 Hdom Hm Hd Hr).
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
  exact (s235_c3 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s235_c4 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s235_c5 IH a c y1 Hdom Hm Hd Hr).
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
        exact (s235_c6 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s235_c7 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s235_c8 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s236_c1_moves (c d : nat) : rmoves (s236_board 1 0 (2 + c) (2 + d)) = [T :: F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s236_board. tf_options. Qed.
Lemma s236_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s157_board 1 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s157_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH 1 (2 + c) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s157_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s236_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s248_board 1 1 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 1 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s236_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s236_dom 1 0 (2 + c) (2 + d) y1) (Hm : meas (s236_board 1 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s236_board 1 0 (2 + c) (2 + d))).
Proof.
  unfold s236_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s236_board 1 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s236_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s236_c1_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s236_c1_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s236_c1_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s236_c1_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s236_c2_moves (c d : nat) : rmoves (s236_board 1 1 (2 + c) (2 + d)) = [T :: F :: F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s236_board. tf_options. Qed.
Lemma s236_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s159_board 1 2 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 1 2 (2 + c) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s236_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s248_board 1 2 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 2 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s236_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s236_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s236_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s236_board 1 1 (2 + c) (2 + d))).
Proof.
  unfold s236_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s236_board 1 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s236_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s236_c2_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s236_c2_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s236_c2_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s236_c2_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s236_c3_moves (b c d : nat) : rmoves (s236_board 1 (2 + b) (2 + c) (2 + d)) = [T :: repeat F (3 + b) ++ E :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s236_board. tf_options. Qed.
Lemma s236_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ E :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s159_board 1 (3 + b) (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 1 (3 + b) (2 + c) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s236_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ E :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s248_board 1 (3 + b) (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 (3 + b) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s236_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s236_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s236_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s236_board 1 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s236_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s236_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s236_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s236_c3_t1_a1 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s236_c3_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s236_c3_t1_a2 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s236_c3_moves b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s236_c4_moves (a d : nat) : rmoves (s236_board (2 + a) 0 1 (2 + d)) = [repeat T (2 + a) ++ F :: E :: E :: T :: repeat F (2 + d); repeat T (2 + a) ++ E :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s236_board. tf_options. Qed.
Lemma s236_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: E :: T :: repeat F (2 + d)) []) (s241_board (1 + a) 0 (2 + d)) (0) _ (s241_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s241_board; target_board_eq | strip_offset].
  - unfold s241_form; apply form_int; zlia.
  - intros HT; apply (use241 IH (1 + a) 0 (2 + d) y1); [unfold s241_dom; zlia | unfold lex3; lia].
Qed.
Lemma s236_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s269_board (2 + a) 2 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s269_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; F; T; E; F]) []); [strip_eq | unfold s269_board; target_board_eq | strip_offset].
  - unfold s269_form; apply form_int; zlia.
  - intros HT; apply (use269 IH (2 + a) 2 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s269_dom; zlia | unfold lex3; lia].
Qed.
Lemma s236_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s278_board (2 + a) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s278_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; F; T; E; F]) []); [strip_eq | unfold s278_board; target_board_eq | strip_offset].
  - unfold s278_form; apply form_int; zlia.
  - intros HT; apply (use278 IH (2 + a) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s278_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s236_c4_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: F :: E :: T :: repeat F (2 + d)) []) (s258_board (2 + a) 0 2 1 (2 + d)) (0) _ (s258_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s258_board; target_board_eq | strip_offset].
  - unfold s258_form; apply form_int; zlia.
  - intros HT; apply (use258 IH (2 + a) 0 2 1 (2 + d) y1); [unfold s258_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s236_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s236_dom (2 + a) 0 1 (2 + d) y1) (Hm : meas (s236_board (2 + a) 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s236_board (2 + a) 0 1 (2 + d))).
Proof.
  unfold s236_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s236_board (2 + a) 0 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s236_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s236_c4_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s236_c4_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s236_c4_t2_a1 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s236_c4_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s236_c4_t2_a2 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s236_c4_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s236_c4_t2_a3 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s236_c4_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s236_c5_moves (a c d : nat) : rmoves (s236_board (2 + a) 0 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s236_board. tf_options. Qed.
Lemma s236_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s157_board (2 + a) (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s157_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s157_board; target_board_eq | strip_offset].
  - unfold s157_form; apply form_int; zlia.
  - intros HT; apply (use157 IH (2 + a) (2 + c) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s157_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s236_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s248_board (2 + a) 1 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH (2 + a) 1 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s236_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s236_dom (2 + a) 0 (2 + c) (2 + d) y1) (Hm : meas (s236_board (2 + a) 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s236_board (2 + a) 0 (2 + c) (2 + d))).
Proof.
  unfold s236_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s236_board (2 + a) 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s236_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s236_c5_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s236_c5_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s236_c5_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s236_c5_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s236_c6_moves (a d : nat) : rmoves (s236_board (2 + a) 1 1 (2 + d)) = [repeat T (2 + a) ++ F :: F :: E :: E :: T :: repeat F (2 + d); repeat T (2 + a) ++ F :: E :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s236_board. tf_options. Qed.
Lemma s236_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ - Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s248_board (2 + a) 2 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH (2 + a) 2 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s236_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 3)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s282_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s282_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F; F; T; E; F]) []); [strip_eq | unfold s282_board; target_board_eq | strip_offset].
  - unfold s282_form; apply form_int; zlia.
  - intros HT; apply (use282 IH (2 + a) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s282_dom; zlia | unfold lex3; lia].
Qed.
Lemma s236_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ - Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_L _ (s282_board (2 + a) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s282_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: F :: T :: E :: repeat F (2 + d)) []); [strip_eq | unfold s282_board; target_board_eq | strip_offset].
  - unfold s282_form; apply form_int; zlia.
  - intros HT; apply (use282 IH (2 + a) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s282_dom; zlia | unfold lex3; lia].
Qed.
Lemma s236_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s236_dom (2 + a) 1 1 (2 + d) y1) (Hm : meas (s236_board (2 + a) 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s236_board (2 + a) 1 1 (2 + d))).
Proof.
  unfold s236_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s236_board (2 + a) 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s236_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ - Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s236_c6_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s236_c6_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 3)%Z) by zlia. exact (s236_c6_t2_a1 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s236_c6_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ - Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s236_c6_t2_a2 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s236_c6_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s236_c7_moves (a c d : nat) : rmoves (s236_board (2 + a) 1 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s236_board. tf_options. Qed.
Lemma s236_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s159_board (2 + a) 2 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH (2 + a) 2 (2 + c) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s236_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s248_board (2 + a) 2 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH (2 + a) 2 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s236_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s236_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s236_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s236_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s236_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s236_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s236_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s236_c7_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s236_c7_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s236_c7_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s236_c7_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s236_c8_moves (a b d : nat) : rmoves (s236_board (2 + a) (2 + b) 1 (2 + d)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: E :: T :: repeat F (2 + d); repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s236_board. tf_options. Qed.
Lemma s236_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s248_board (2 + a) (3 + b) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH (2 + a) (3 + b) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s236_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 <= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; F; E; T; F]) []) (s258_board (2 + a) (2 + b) 2 1 1) (0) _ (s258_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; F; E; T; F]) []); [reflexivity | unfold s258_board; target_board_eq | strip_offset].
  - unfold s258_form; apply form_int; zlia.
  - intros HT; apply (use258 IH (2 + a) (2 + b) 2 1 1 y1); [unfold s258_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s236_c8_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: F :: E :: T :: repeat F (2 + d)) []) (s258_board (2 + a) (2 + b) 2 1 (2 + d)) (0) _ (s258_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s258_board; target_board_eq | strip_offset].
  - unfold s258_form; apply form_int; zlia.
  - intros HT; apply (use258 IH (2 + a) (2 + b) 2 1 (2 + d) y1); [unfold s258_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s236_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s236_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s236_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s236_board (2 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s236_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s236_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s236_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s236_c8_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s236_c8_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 <= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s236_c8_t2_a1 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s236_c8_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 1)%Z) by zlia. exact (s236_c8_t2_a2 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s236_c8_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s236_c9_moves (a b c d : nat) : rmoves (s236_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: E :: repeat T (2 + c) ++ repeat F (2 + d)].
Proof. unfold s236_board. tf_options. Qed.
Lemma s236_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 4 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1))%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s159_board (2 + a) (3 + b) (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH (2 + a) (3 + b) (2 + c) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s236_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) >= 7 /\ Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2))%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: E :: repeat T (2 + c) ++ repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s248_board (2 + a) (3 + b) (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: E :: repeat T (2 + c) ++ repeat F (2 + d)) []); [strip_eq | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH (2 + a) (3 + b) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s236_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s236_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s236_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s236_board (2 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s236_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s236_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s236_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) - Z.of_nat (2 + c) <= 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 4 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1))%Z) by zlia. exact (s236_c9_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s236_c9_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 5 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) >= 7 /\ Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2))%Z) by zlia. exact (s236_c9_t1_a2 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s236_c9_moves a b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s236_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C236 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s236_dom in Hdom.
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
          exact (s236_c1 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s236_c2 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s236_c3 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s236_c4 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s236_c5 IH a c d y1 Hdom Hm Hd Hr).
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
          exact (s236_c6 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s236_c7 IH a c d y1 Hdom Hm Hd Hr).
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
          exact (s236_c8 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s236_c9 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s237_c1_moves (b : nat) : rmoves (s237_board 0 (2 + b)) = [F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]; F :: F :: E :: F :: T :: repeat F (3 + b) ++ [T; E]].
Proof. unfold s237_board. tf_options. Qed.
Lemma s237_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s135_board 1 (2 + b) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3)] (E :: T :: repeat F (2 + b) ++ [E; T; F]) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (2 + b) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s237_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s319_board 1 (2 + b) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3)] (E :: T :: repeat F (2 + b) ++ [E; T; F]) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (2 + b) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s237_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: E :: F :: T :: repeat F (3 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: F :: T :: repeat F (3 + b) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s23_board 0 (3 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] (T :: repeat F (3 + b)) [(1, 1)]); [strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (3 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s237_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: F :: E :: F :: T :: repeat F (3 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: F :: T :: repeat F (3 + b) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 (3 + b) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] (T :: repeat F (3 + b)) [(1, 1)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (3 + b) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s237_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s237_dom 0 (2 + b) y1) (Hm : meas (s237_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s237_board 0 (2 + b))).
Proof.
  unfold s237_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s237_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s237_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s237_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s237_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s237_c1_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s237_c1_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s237_c1_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s237_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s237_c1_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s237_c1_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s237_c2_moves (b : nat) : rmoves (s237_board 1 (2 + b)) = [T :: F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]; T :: F :: F :: E :: F :: T :: repeat F (3 + b) ++ [T; E]].
Proof. unfold s237_board. tf_options. Qed.
Lemma s237_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s173_board 1 3 (2 + b) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 3 (2 + b) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s237_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board 1 3 (2 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 3 (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s237_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: E :: F :: T :: repeat F (3 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: F :: T :: repeat F (3 + b) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s219_board 1 (3 + b)) (1) _ (int ((- Z.of_nat y1) + 1)) (s219_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: F :: T :: repeat F (3 + b)) [(1, 1)]); [strip_eq | unfold s219_board; target_board_eq | strip_offset].
  - unfold s219_form; apply form_int; zlia.
  - intros HT; apply (use219 IH 1 (3 + b) y1); [unfold s219_dom; zlia | unfold lex3; lia].
Qed.
Lemma s237_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s237_dom 1 (2 + b) y1) (Hm : meas (s237_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s237_board 1 (2 + b))).
Proof.
  unfold s237_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s237_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s237_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s237_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s237_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s237_c2_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s237_c2_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s237_c2_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s237_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s237_c3_moves (a b : nat) : rmoves (s237_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]; repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ [T; E]].
Proof. unfold s237_board. tf_options. Qed.
Lemma s237_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s173_board (2 + a) 3 (2 + b) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) 3 (2 + b) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s237_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) 3 (2 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ [E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 3 (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s237_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s219_board (2 + a) (3 + b)) (1) _ (int ((- Z.of_nat y1) + 1)) (s219_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b)) [(1, 1)]); [strip_eq | unfold s219_board; target_board_eq | strip_offset].
  - unfold s219_form; apply form_int; zlia.
  - intros HT; apply (use219 IH (2 + a) (3 + b) y1); [unfold s219_dom; zlia | unfold lex3; lia].
Qed.
Lemma s237_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s237_dom (2 + a) (2 + b) y1) (Hm : meas (s237_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s237_board (2 + a) (2 + b))).
Proof.
  unfold s237_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s237_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s237_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s237_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s237_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s237_c3_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s237_c3_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s237_c3_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s237_c3_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s237_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C237 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s237_dom in Hdom.
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
      exact (s237_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s237_c2 IH b y1 Hdom Hm Hd Hr).
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
      exact (s237_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s238_c1_moves (b : nat) : rmoves (s238_board 0 (2 + b)) = [F :: F :: F :: E :: F :: E :: T :: F :: T :: repeat F (2 + b)].
Proof. unfold s238_board. tf_options. Qed.
Lemma s238_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (F :: F :: F :: E :: F :: E :: T :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: E :: F :: E :: T :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s327_board (2 + b)) (-1) _ (int ((- Z.of_nat y1) + 1)) (s327_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3); (1, 1)] (E :: T :: F :: T :: repeat F (2 + b)) []); [strip_eq | unfold s327_board; target_board_eq | strip_offset].
  - unfold s327_form; apply form_int; zlia.
  - intros HT; apply (use327 IH (2 + b) (Z.to_nat (Z.of_nat y1 - 2))); [unfold s327_dom; zlia | unfold lex3; lia].
Qed.
Lemma s238_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s238_dom 0 (2 + b) y1) (Hm : meas (s238_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s238_board 0 (2 + b))).
Proof.
  unfold s238_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s238_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s238_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s238_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s238_c1_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s238_c2_moves (b : nat) : rmoves (s238_board 1 (2 + b)) = [T :: F :: F :: F :: E :: F :: E :: T :: F :: T :: repeat F (2 + b)].
Proof. unfold s238_board. tf_options. Qed.
Lemma s238_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (T :: F :: F :: F :: E :: F :: E :: T :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: F :: E :: F :: E :: T :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s249_board 1 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s249_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: F :: E :: F :: E :: T :: F :: T :: repeat F (2 + b)) []); [strip_eq | unfold s249_board; target_board_eq | strip_offset].
  - unfold s249_form; apply form_int; zlia.
  - intros HT; apply (use249 IH 1 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s249_dom; zlia | unfold lex3; lia].
Qed.
Lemma s238_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s238_dom 1 (2 + b) y1) (Hm : meas (s238_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s238_board 1 (2 + b))).
Proof.
  unfold s238_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s238_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s238_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s238_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s238_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s238_c3_moves (a b : nat) : rmoves (s238_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: F :: E :: F :: E :: T :: F :: T :: repeat F (2 + b)].
Proof. unfold s238_board. tf_options. Qed.
Lemma s238_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: F :: E :: F :: E :: T :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: F :: E :: F :: E :: T :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s249_board (2 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s249_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: E :: F :: E :: T :: F :: T :: repeat F (2 + b)) []); [strip_eq | unfold s249_board; target_board_eq | strip_offset].
  - unfold s249_form; apply form_int; zlia.
  - intros HT; apply (use249 IH (2 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s249_dom; zlia | unfold lex3; lia].
Qed.
Lemma s238_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s238_dom (2 + a) (2 + b) y1) (Hm : meas (s238_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s238_board (2 + a) (2 + b))).
Proof.
  unfold s238_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s238_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s238_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s238_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s238_c3_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s238_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C238 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s238_dom in Hdom.
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
      exact (s238_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s238_c2 IH b y1 Hdom Hm Hd Hr).
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
      exact (s238_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s239_c1_moves (c : nat) : rmoves (s239_board 0 1 (2 + c)) = [F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c); F :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s239_board. tf_options. Qed.
Lemma s239_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s96_board 1 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s96_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3)] (E :: T :: F :: E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s96_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s239_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s319_board 1 1 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3)] (E :: T :: F :: E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 1 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s239_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] ([T; F; F; E; T; F]) []) (s135_board 1 2 1 1) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] ([T; F; F; E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s239_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] ([T; F; F; E; T; F]) []) (s319_board 1 2 1 1) (-1) _ (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] ([T; F; F; E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 2 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s239_c1_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] (T :: F :: F :: E :: T :: repeat F (2 + c)) []) (s135_board 1 2 1 (2 + c)) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] (T :: F :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s239_c1_t2_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] (T :: F :: F :: E :: T :: repeat F (2 + c)) []) (s319_board 1 2 1 (2 + c)) (-1) _ (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] (T :: F :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 2 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s239_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s239_dom 0 1 (2 + c) y1) (Hm : meas (s239_board 0 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s239_board 0 1 (2 + c))).
Proof.
  unfold s239_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s239_board 0 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s239_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s239_c1_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s239_c1_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s239_c1_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s239_c1_moves c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s239_c1_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s239_c1_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s239_c1_t2_a2 IH c y1 Hw (move_below_r _ _ 1 _ _ (s239_c1_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s239_c1_t2_a3 IH c y1 Hw (move_below_r _ _ 1 _ _ (s239_c1_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s239_c1_t2_a4 IH c y1 Hw (move_below_r _ _ 1 _ _ (s239_c1_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s239_c2_moves (b c : nat) : rmoves (s239_board 0 (2 + b) (2 + c)) = [F :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c); F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)].
Proof. unfold s239_board. tf_options. Qed.
Lemma s239_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s135_board 1 (2 + b) 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3)] (E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (2 + b) 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s239_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s319_board 1 (2 + b) 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3)] (E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (2 + b) 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s239_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] (T :: repeat F (3 + b) ++ [E; T; F]) []) (s135_board 1 (3 + b) 1 1) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] (T :: repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + b) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s239_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] (T :: repeat F (3 + b) ++ [E; T; F]) []) (s319_board 1 (3 + b) 1 1) (-1) _ (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] (T :: repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (3 + b) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s239_c2_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []) (s135_board 1 (3 + b) 1 (2 + c)) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + b) 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s239_c2_t2_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []) (s319_board 1 (3 + b) 1 (2 + c)) (-1) _ (s319_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (3 + b) 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s239_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s239_dom 0 (2 + b) (2 + c) y1) (Hm : meas (s239_board 0 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s239_board 0 (2 + b) (2 + c))).
Proof.
  unfold s239_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s239_board 0 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s239_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s239_c2_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s239_c2_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s239_c2_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s239_c2_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s239_c2_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s239_c2_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s239_c2_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s239_c2_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s239_c2_t2_a3 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s239_c2_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s239_c2_t2_a4 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s239_c2_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s239_c3_moves (c : nat) : rmoves (s239_board 1 1 (2 + c)) = [T :: F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c); T :: F :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s239_board. tf_options. Qed.
Lemma s239_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s173_board 1 3 1 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 3 1 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s239_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s179_board 1 3 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 3 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s239_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([T; F; F; E; F; T; F; F; E; T; F]) []) (s237_board 1 2) (0) _ (s237_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; F; T; F; F; E; T; F]) []); [reflexivity | unfold s237_board; target_board_eq | strip_offset].
  - unfold s237_form; apply form_int; zlia.
  - intros HT; apply (use237 IH 1 2 y1); [unfold s237_dom; zlia | unfold lex3; lia].
Qed.
Lemma s239_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + c)) []) (s239_board 1 2 (2 + c)) (0) _ (s239_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s239_board; target_board_eq | strip_offset].
  - unfold s239_form; apply form_int; zlia.
  - intros HT; apply (use239 IH 1 2 (2 + c) y1); [unfold s239_dom; zlia | unfold lex3; lia].
Qed.
Lemma s239_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s239_dom 1 1 (2 + c) y1) (Hm : meas (s239_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s239_board 1 1 (2 + c))).
Proof.
  unfold s239_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s239_board 1 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s239_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s239_c3_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s239_c3_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s239_c3_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s239_c3_moves c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s239_c3_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s239_c3_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s239_c3_t2_a2 IH c y1 Hw (move_below_r _ _ 1 _ _ (s239_c3_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s239_c4_moves (b c : nat) : rmoves (s239_board 1 (2 + b) (2 + c)) = [T :: F :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c); T :: F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)].
Proof. unfold s239_board. tf_options. Qed.
Lemma s239_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s173_board 1 3 (2 + b) 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 3 (2 + b) 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s239_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s179_board 1 3 (2 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 3 (2 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s239_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: F :: T :: repeat F (3 + b) ++ [E; T; F]) []) (s237_board 1 (3 + b)) (0) _ (s237_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: F :: T :: repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s237_board; target_board_eq | strip_offset].
  - unfold s237_form; apply form_int; zlia.
  - intros HT; apply (use237 IH 1 (3 + b) y1); [unfold s237_dom; zlia | unfold lex3; lia].
Qed.
Lemma s239_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []) (s239_board 1 (3 + b) (2 + c)) (0) _ (s239_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s239_board; target_board_eq | strip_offset].
  - unfold s239_form; apply form_int; zlia.
  - intros HT; apply (use239 IH 1 (3 + b) (2 + c) y1); [unfold s239_dom; zlia | unfold lex3; lia].
Qed.
Lemma s239_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s239_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s239_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s239_board 1 (2 + b) (2 + c))).
Proof.
  unfold s239_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s239_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s239_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s239_c4_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s239_c4_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s239_c4_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s239_c4_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s239_c4_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s239_c4_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s239_c4_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s239_c4_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s239_c5_moves (a c : nat) : rmoves (s239_board (2 + a) 1 (2 + c)) = [repeat T (2 + a) ++ F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c); repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s239_board. tf_options. Qed.
Lemma s239_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s173_board (2 + a) 3 1 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) 3 1 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s239_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) 3 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 3 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s239_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; F; E; F; T; F; F; E; T; F]) []) (s237_board (2 + a) 2) (0) _ (s237_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; F; T; F; F; E; T; F]) []); [reflexivity | unfold s237_board; target_board_eq | strip_offset].
  - unfold s237_form; apply form_int; zlia.
  - intros HT; apply (use237 IH (2 + a) 2 y1); [unfold s237_dom; zlia | unfold lex3; lia].
Qed.
Lemma s239_c5_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + c)) []) (s239_board (2 + a) 2 (2 + c)) (0) _ (s239_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s239_board; target_board_eq | strip_offset].
  - unfold s239_form; apply form_int; zlia.
  - intros HT; apply (use239 IH (2 + a) 2 (2 + c) y1); [unfold s239_dom; zlia | unfold lex3; lia].
Qed.
Lemma s239_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s239_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s239_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s239_board (2 + a) 1 (2 + c))).
Proof.
  unfold s239_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s239_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s239_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s239_c5_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s239_c5_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s239_c5_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s239_c5_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s239_c5_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s239_c5_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s239_c5_t2_a2 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s239_c5_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s239_c6_moves (a b c : nat) : rmoves (s239_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c); repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)].
Proof. unfold s239_board. tf_options. Qed.
Lemma s239_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s173_board (2 + a) 3 (2 + b) 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) 3 (2 + b) 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s239_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) 3 (2 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (2 + b) ++ E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 3 (2 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s239_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ [E; T; F]) []) (s237_board (2 + a) (3 + b)) (0) _ (s237_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s237_board; target_board_eq | strip_offset].
  - unfold s237_form; apply form_int; zlia.
  - intros HT; apply (use237 IH (2 + a) (3 + b) y1); [unfold s237_dom; zlia | unfold lex3; lia].
Qed.
Lemma s239_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []) (s239_board (2 + a) (3 + b) (2 + c)) (0) _ (s239_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s239_board; target_board_eq | strip_offset].
  - unfold s239_form; apply form_int; zlia.
  - intros HT; apply (use239 IH (2 + a) (3 + b) (2 + c) y1); [unfold s239_dom; zlia | unfold lex3; lia].
Qed.
Lemma s239_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s239_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s239_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s239_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s239_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s239_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s239_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s239_c6_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s239_c6_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s239_c6_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s239_c6_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s239_c6_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s239_c6_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s239_c6_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s239_c6_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s239_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C239 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s239_dom in Hdom.
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
        exact (s239_c1 IH c y1 Hdom Hm Hd Hr).
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
        exact (s239_c2 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s239_c3 IH c y1 Hdom Hm Hd Hr).
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
        exact (s239_c4 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s239_c5 IH a c y1 Hdom Hm Hd Hr).
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
        exact (s239_c6 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s240_c1_moves : rmoves (s240_board 0 0 1) = [[T; F; E; T; E; F]; [T; E; F; T; F; E]].
Proof. unfold s240_board. tf_options. Qed.
Lemma s240_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; E; T; F]) []) (s36_board 1) (0) _ (s36_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; E; T; F]) []); [reflexivity | unfold s36_board; target_board_eq | strip_offset].
  - unfold s36_form; apply form_int; zlia.
  - intros HT; apply (use36 IH 1 y1); [unfold s36_dom; zlia | unfold lex3; lia].
Qed.
Lemma s240_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; T; F; E]) []) (s100_board) (0) _ (s100_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; E]) []); [reflexivity | unfold s100_board; target_board_eq | strip_offset].
  - unfold s100_form; apply form_int; zlia.
  - intros HT; apply (use100 IH y1); [unfold s100_dom; zlia | unfold lex3; lia].
Qed.
Lemma s240_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s240_dom 0 0 1 y1) (Hm : meas (s240_board 0 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s240_board 0 0 1)).
Proof.
  unfold s240_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s240_board 0 0 1)) in Hg. cbn [rights] in Hg. rewrite s240_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s240_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s240_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s240_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s240_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s240_c2_moves : rmoves (s240_board 0 1 1) = [[F; T; F; E; T; E; F]; [F; T; E; F; T; F; E]].
Proof. unfold s240_board. tf_options. Qed.
Lemma s240_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; T; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; T; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([T; F; E; E; T; F]) []) (s36_board 1) (0) _ (s36_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([T; F; E; E; T; F]) []); [reflexivity | unfold s36_board; target_board_eq | strip_offset].
  - unfold s36_form; apply form_int; zlia.
  - intros HT; apply (use36 IH 1 y1); [unfold s36_dom; zlia | unfold lex3; lia].
Qed.
Lemma s240_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; T; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; T; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([E; T; F; T; F; E]) []) (s100_board) (0) _ (s100_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; F; E]) []); [reflexivity | unfold s100_board; target_board_eq | strip_offset].
  - unfold s100_form; apply form_int; zlia.
  - intros HT; apply (use100 IH y1); [unfold s100_dom; zlia | unfold lex3; lia].
Qed.
Lemma s240_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s240_dom 0 1 1 y1) (Hm : meas (s240_board 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s240_board 0 1 1)).
Proof.
  unfold s240_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s240_board 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s240_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s240_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s240_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s240_c2_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s240_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s240_c3_moves (b : nat) : rmoves (s240_board 0 (2 + b) 1) = [repeat F (2 + b) ++ [T; F; E; T; E; F]; repeat F (2 + b) ++ [T; E; F; T; F; E]].
Proof. unfold s240_board. tf_options. Qed.
Lemma s240_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ [T; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [T; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [(0, 2 + b)] ([T; F; E; E; T; F]) []) (s36_board 1) (0) _ (s36_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] ([T; F; E; E; T; F]) []); [reflexivity | unfold s36_board; target_board_eq | strip_offset].
  - unfold s36_form; apply form_int; zlia.
  - intros HT; apply (use36 IH 1 y1); [unfold s36_dom; zlia | unfold lex3; lia].
Qed.
Lemma s240_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ [T; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [T; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 2 + b)] ([E; T; F; T; F; E]) []) (s100_board) (0) _ (s100_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] ([E; T; F; T; F; E]) []); [reflexivity | unfold s100_board; target_board_eq | strip_offset].
  - unfold s100_form; apply form_int; zlia.
  - intros HT; apply (use100 IH y1); [unfold s100_dom; zlia | unfold lex3; lia].
Qed.
Lemma s240_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s240_dom 0 (2 + b) 1 y1) (Hm : meas (s240_board 0 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s240_board 0 (2 + b) 1)).
Proof.
  unfold s240_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s240_board 0 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s240_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s240_c3_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s240_c3_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s240_c3_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s240_c3_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s240_c4_moves : rmoves (s240_board 1 0 1) = [[T; T; F; E; T; E; F]; [T; T; E; F; T; F; E]].
Proof. unfold s240_board. tf_options. Qed.
Lemma s240_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; T; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; T; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; T; F; E; E; T; F]) []) (s36_board 2) (0) _ (s36_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; T; F; E; E; T; F]) []); [reflexivity | unfold s36_board; target_board_eq | strip_offset].
  - unfold s36_form; apply form_int; zlia.
  - intros HT; apply (use36 IH 2 y1); [unfold s36_dom; zlia | unfold lex3; lia].
Qed.
Lemma s240_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; T; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; T; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; T; E; F; E; F]) [(1, 0)]) (s9_board 2 1) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 2 1 y1); [unfold s9_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s240_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s240_dom 1 0 1 y1) (Hm : meas (s240_board 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s240_board 1 0 1)).
Proof.
  unfold s240_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s240_board 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s240_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s240_c4_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s240_c4_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s240_c4_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s240_c4_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s240_c5_moves : rmoves (s240_board 1 1 1) = [[T; F; T; F; E; T; E; F]; [T; F; T; E; F; T; F; E]].
Proof. unfold s240_board. tf_options. Qed.
Lemma s240_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; T; F; E; E; T; F]) []) (s251_board 1 1) (0) _ (s251_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; F; E; E; T; F]) []); [reflexivity | unfold s251_board; target_board_eq | strip_offset].
  - unfold s251_form; apply form_int; zlia.
  - intros HT; apply (use251 IH 1 1 y1); [unfold s251_dom; zlia | unfold lex3; lia].
Qed.
Lemma s240_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; T; F; E]) []) (s175_board 1 1 1) (0) _ (s175_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; T; F; E]) []); [reflexivity | unfold s175_board; target_board_eq | strip_offset].
  - unfold s175_form; apply form_int; zlia.
  - intros HT; apply (use175 IH 1 1 1 y1); [unfold s175_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s240_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s240_dom 1 1 1 y1) (Hm : meas (s240_board 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s240_board 1 1 1)).
Proof.
  unfold s240_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s240_board 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s240_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s240_c5_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s240_c5_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s240_c5_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s240_c5_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s240_c6_moves (b : nat) : rmoves (s240_board 1 (2 + b) 1) = [T :: repeat F (2 + b) ++ [T; F; E; T; E; F]; T :: repeat F (2 + b) ++ [T; E; F; T; F; E]].
Proof. unfold s240_board. tf_options. Qed.
Lemma s240_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [T; F; E; E; T; F]) []) (s251_board 1 (2 + b)) (0) _ (s251_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [T; F; E; E; T; F]) []); [reflexivity | unfold s251_board; target_board_eq | strip_offset].
  - unfold s251_form; apply form_int; zlia.
  - intros HT; apply (use251 IH 1 (2 + b) y1); [unfold s251_dom; zlia | unfold lex3; lia].
Qed.
Lemma s240_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; T; F; T; F; E]) []) (s175_board 1 (2 + b) 1) (0) _ (s175_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; T; F; T; F; E]) []); [reflexivity | unfold s175_board; target_board_eq | strip_offset].
  - unfold s175_form; apply form_int; zlia.
  - intros HT; apply (use175 IH 1 (2 + b) 1 y1); [unfold s175_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s240_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s240_dom 1 (2 + b) 1 y1) (Hm : meas (s240_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s240_board 1 (2 + b) 1)).
Proof.
  unfold s240_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s240_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s240_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s240_c6_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s240_c6_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s240_c6_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s240_c6_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s240_c7_moves (a : nat) : rmoves (s240_board (2 + a) 0 1) = [repeat T (3 + a) ++ [F; E; T; E; F]; repeat T (3 + a) ++ [E; F; T; F; E]].
Proof. unfold s240_board. tf_options. Qed.
Lemma s240_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ [F; E; E; T; F]) []) (s36_board (3 + a)) (0) _ (s36_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [F; E; E; T; F]) []); [reflexivity | unfold s36_board; target_board_eq | strip_offset].
  - unfold s36_form; apply form_int; zlia.
  - intros HT; apply (use36 IH (3 + a) y1); [unfold s36_dom; zlia | unfold lex3; lia].
Qed.
Lemma s240_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ [E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ [E; F; E; F]) [(1, 0)]) (s9_board (3 + a) 1) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; F; E; F]) [(1, 0)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (3 + a) 1 y1); [unfold s9_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s240_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s240_dom (2 + a) 0 1 y1) (Hm : meas (s240_board (2 + a) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s240_board (2 + a) 0 1)).
Proof.
  unfold s240_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s240_board (2 + a) 0 1)) in Hg. cbn [rights] in Hg. rewrite s240_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s240_c7_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s240_c7_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s240_c7_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s240_c7_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s240_c8_moves (a : nat) : rmoves (s240_board (2 + a) 1 1) = [repeat T (2 + a) ++ [F; T; F; E; T; E; F]; repeat T (2 + a) ++ [F; T; E; F; T; F; E]].
Proof. unfold s240_board. tf_options. Qed.
Lemma s240_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; F; E; E; T; F]) []) (s251_board (2 + a) 1) (0) _ (s251_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; E; T; F]) []); [reflexivity | unfold s251_board; target_board_eq | strip_offset].
  - unfold s251_form; apply form_int; zlia.
  - intros HT; apply (use251 IH (2 + a) 1 y1); [unfold s251_dom; zlia | unfold lex3; lia].
Qed.
Lemma s240_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; T; F; E]) []) (s175_board (2 + a) 1 1) (0) _ (s175_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; T; F; E]) []); [reflexivity | unfold s175_board; target_board_eq | strip_offset].
  - unfold s175_form; apply form_int; zlia.
  - intros HT; apply (use175 IH (2 + a) 1 1 y1); [unfold s175_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s240_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s240_dom (2 + a) 1 1 y1) (Hm : meas (s240_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s240_board (2 + a) 1 1)).
Proof.
  unfold s240_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s240_board (2 + a) 1 1)) in Hg. cbn [rights] in Hg. rewrite s240_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s240_c8_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s240_c8_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s240_c8_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s240_c8_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s240_c9_moves (a b : nat) : rmoves (s240_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; T; E; F]; repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; T; F; E]].
Proof. unfold s240_board. tf_options. Qed.
Lemma s240_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E; T; F]) []) (s251_board (2 + a) (2 + b)) (0) _ (s251_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E; T; F]) []); [reflexivity | unfold s251_board; target_board_eq | strip_offset].
  - unfold s251_form; apply form_int; zlia.
  - intros HT; apply (use251 IH (2 + a) (2 + b) y1); [unfold s251_dom; zlia | unfold lex3; lia].
Qed.
Lemma s240_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; T; F; E]) []) (s175_board (2 + a) (2 + b) 1) (0) _ (s175_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; T; F; T; F; E]) []); [reflexivity | unfold s175_board; target_board_eq | strip_offset].
  - unfold s175_form; apply form_int; zlia.
  - intros HT; apply (use175 IH (2 + a) (2 + b) 1 y1); [unfold s175_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s240_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s240_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s240_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s240_board (2 + a) (2 + b) 1)).
Proof.
  unfold s240_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s240_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s240_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s240_c9_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s240_c9_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s240_c9_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s240_c9_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s240_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C240 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s240_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s240_c1 IH y1 Hdom Hm Hd Hr).
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
        exact (s240_c2 IH y1 Hdom Hm Hd Hr).
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
        exact (s240_c3 IH b y1 Hdom Hm Hd Hr).
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
        exact (s240_c4 IH y1 Hdom Hm Hd Hr).
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
        exact (s240_c5 IH y1 Hdom Hm Hd Hr).
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
        exact (s240_c6 IH b y1 Hdom Hm Hd Hr).
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
        exact (s240_c7 IH a y1 Hdom Hm Hd Hr).
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
        exact (s240_c8 IH a y1 Hdom Hm Hd Hr).
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
        exact (s240_c9 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
  }
Qed.

Lemma s241_c1_moves (c : nat) : rmoves (s241_board 0 0 (2 + c)) = [F :: E :: T :: E :: T :: repeat F (2 + c); E :: F :: T :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s241_board. tf_options. Qed.
Lemma s241_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: E :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (E :: E :: T :: T :: repeat F (2 + c)) []) (s248_board 0 0 2 (2 + c)) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (E :: E :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 0 0 2 (2 + c) y1); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s241_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(1, 1)] ([T; F; E; T; F]) []) (s90_board 1) (-1) _ (s90_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F; E; T; F]) []); [reflexivity | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s241_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(1, 1)] ([T; F; E; T; F]) []) (s179_board 0 0 1 1) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s241_c1_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: F :: E :: T :: repeat F (2 + c)) []) (s96_board 1 1 (2 + c)) (-1) _ (s96_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s96_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s241_c1_t2_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: F :: E :: T :: repeat F (2 + c)) []) (s179_board 0 0 1 (2 + c)) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s241_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s241_dom 0 0 (2 + c) y1) (Hm : meas (s241_board 0 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s241_board 0 0 (2 + c))).
Proof.
  unfold s241_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s241_board 0 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s241_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s241_c1_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s241_c1_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s241_c1_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s241_c1_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s241_c1_t2_a2 IH c y1 Hw (move_below_r _ _ 1 _ _ (s241_c1_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s241_c1_t2_a3 IH c y1 Hw (move_below_r _ _ 1 _ _ (s241_c1_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s241_c1_t2_a4 IH c y1 Hw (move_below_r _ _ 1 _ _ (s241_c1_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s241_c2_moves (c : nat) : rmoves (s241_board 0 1 (2 + c)) = [F :: F :: E :: T :: E :: T :: repeat F (2 + c); F :: E :: F :: T :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s241_board. tf_options. Qed.
Lemma s241_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (F :: F :: E :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: T :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(0, 2)] (E :: E :: T :: T :: repeat F (2 + c)) []) (s248_board 0 0 2 (2 + c)) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2)] (E :: E :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 0 0 2 (2 + c) y1); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s241_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] ([T; F; E; T; F]) []) (s90_board 1) (-1) _ (s90_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; F; E; T; F]) []); [reflexivity | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s241_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] ([T; F; E; T; F]) []) (s179_board 0 0 1 1) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s241_c2_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] (T :: F :: E :: T :: repeat F (2 + c)) []) (s96_board 1 1 (2 + c)) (-1) _ (s96_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s96_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s241_c2_t2_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] (T :: F :: E :: T :: repeat F (2 + c)) []) (s179_board 0 0 1 (2 + c)) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s241_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s241_dom 0 1 (2 + c) y1) (Hm : meas (s241_board 0 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s241_board 0 1 (2 + c))).
Proof.
  unfold s241_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s241_board 0 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s241_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s241_c2_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s241_c2_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s241_c2_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s241_c2_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s241_c2_t2_a2 IH c y1 Hw (move_below_r _ _ 1 _ _ (s241_c2_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s241_c2_t2_a3 IH c y1 Hw (move_below_r _ _ 1 _ _ (s241_c2_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s241_c2_t2_a4 IH c y1 Hw (move_below_r _ _ 1 _ _ (s241_c2_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s241_c3_moves (b c : nat) : rmoves (s241_board 0 (2 + b) (2 + c)) = [repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + c); repeat F (2 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s241_board. tf_options. Qed.
Lemma s241_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [(0, 3 + b)] (E :: E :: T :: T :: repeat F (2 + c)) []) (s248_board 0 0 2 (2 + c)) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: E :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 0 0 2 (2 + c) y1); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s241_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] ([T; F; E; T; F]) []) (s90_board 1) (-1) _ (s90_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] ([T; F; E; T; F]) []); [reflexivity | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s241_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] ([T; F; E; T; F]) []) (s179_board 0 0 1 1) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] ([T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s241_c3_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] (T :: F :: E :: T :: repeat F (2 + c)) []) (s96_board 1 1 (2 + c)) (-1) _ (s96_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] (T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 1 (2 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s96_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s241_c3_t2_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] (T :: F :: E :: T :: repeat F (2 + c)) []) (s179_board 0 0 1 (2 + c)) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] (T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s241_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s241_dom 0 (2 + b) (2 + c) y1) (Hm : meas (s241_board 0 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s241_board 0 (2 + b) (2 + c))).
Proof.
  unfold s241_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s241_board 0 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s241_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s241_c3_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s241_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s241_c3_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s241_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s241_c3_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s241_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s241_c3_t2_a3 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s241_c3_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s241_c3_t2_a4 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s241_c3_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s241_c4_moves (c : nat) : rmoves (s241_board 1 0 (2 + c)) = [T :: F :: E :: T :: E :: T :: repeat F (2 + c); T :: E :: F :: T :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s241_board. tf_options. Qed.
Lemma s241_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: E :: T :: T :: repeat F (2 + c)) []) (s248_board 1 1 2 (2 + c)) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 1 2 (2 + c) y1); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s241_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s71_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s71_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; E; F; T; F; T; E; F]) []); [strip_eq | unfold s71_board; target_board_eq | strip_offset].
  - unfold s71_form; apply form_int; zlia.
  - intros HT; apply (use71 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s71_dom; zlia | unfold lex3; lia].
Qed.
Lemma s241_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s259_board 1 0 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s259_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; E; F; T; F; T; E; F]) []); [strip_eq | unfold s259_board; target_board_eq | strip_offset].
  - unfold s259_form; apply form_int; zlia.
  - intros HT; apply (use259 IH 1 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s259_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s241_c4_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: E :: F :: T :: F :: E :: T :: repeat F (2 + c)) []) (s82_board 1 (2 + c)) (0) _ (s82_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s82_board; target_board_eq | strip_offset].
  - unfold s82_form; apply form_int; zlia.
  - intros HT; apply (use82 IH 1 (2 + c) y1); [unfold s82_dom; zlia | unfold lex3; lia].
Qed.
Lemma s241_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s241_dom 1 0 (2 + c) y1) (Hm : meas (s241_board 1 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s241_board 1 0 (2 + c))).
Proof.
  unfold s241_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s241_board 1 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s241_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s241_c4_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s241_c4_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s241_c4_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s241_c4_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s241_c4_t2_a2 IH c y1 Hw (move_below_r _ _ 1 _ _ (s241_c4_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s241_c4_t2_a3 IH c y1 Hw (move_below_r _ _ 1 _ _ (s241_c4_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s241_c5_moves (c : nat) : rmoves (s241_board 1 1 (2 + c)) = [T :: F :: F :: E :: T :: E :: T :: repeat F (2 + c); T :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s241_board. tf_options. Qed.
Lemma s241_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: E :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: T :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: E :: T :: T :: repeat F (2 + c)) []) (s248_board 1 2 2 (2 + c)) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: E :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 2 2 (2 + c) y1); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s241_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([T; F; E; F; T; F; E; T; F]) []) (s252_board 1 1 1 1) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; F; T; F; E; T; F]) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 1 1 1 y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s241_c5_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + c)) []) (s252_board 1 1 1 (2 + c)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 1 1 (2 + c) y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s241_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s241_dom 1 1 (2 + c) y1) (Hm : meas (s241_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s241_board 1 1 (2 + c))).
Proof.
  unfold s241_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s241_board 1 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s241_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s241_c5_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s241_c5_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s241_c5_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s241_c5_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s241_c5_t2_a2 IH c y1 Hw (move_below_r _ _ 1 _ _ (s241_c5_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s241_c6_moves (b c : nat) : rmoves (s241_board 1 (2 + b) (2 + c)) = [T :: repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + c); T :: repeat F (2 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s241_board. tf_options. Qed.
Lemma s241_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: E :: T :: T :: repeat F (2 + c)) []) (s248_board 1 (3 + b) 2 (2 + c)) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: E :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 (3 + b) 2 (2 + c) y1); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s241_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; F; T; F; E; T; F]) []) (s252_board 1 (2 + b) 1 1) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; F; T; F; E; T; F]) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 (2 + b) 1 1 y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s241_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c)) []) (s252_board 1 (2 + b) 1 (2 + c)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 (2 + b) 1 (2 + c) y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s241_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s241_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s241_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s241_board 1 (2 + b) (2 + c))).
Proof.
  unfold s241_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s241_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s241_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s241_c6_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s241_c6_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s241_c6_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s241_c6_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s241_c6_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s241_c6_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s241_c7_moves (a c : nat) : rmoves (s241_board (2 + a) 0 (2 + c)) = [repeat T (2 + a) ++ F :: E :: T :: E :: T :: repeat F (2 + c); repeat T (2 + a) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s241_board. tf_options. Qed.
Lemma s241_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: T :: T :: repeat F (2 + c)) []) (s248_board (2 + a) 1 2 (2 + c)) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH (2 + a) 1 2 (2 + c) y1); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s241_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s71_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s71_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; F; T; E; F]) []); [strip_eq | unfold s71_board; target_board_eq | strip_offset].
  - unfold s71_form; apply form_int; zlia.
  - intros HT; apply (use71 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s71_dom; zlia | unfold lex3; lia].
Qed.
Lemma s241_c7_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s259_board (2 + a) 0 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s259_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; F; T; E; F]) []); [strip_eq | unfold s259_board; target_board_eq | strip_offset].
  - unfold s259_form; apply form_int; zlia.
  - intros HT; apply (use259 IH (2 + a) 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s259_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s241_c7_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c)) []) (s82_board (2 + a) (2 + c)) (0) _ (s82_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s82_board; target_board_eq | strip_offset].
  - unfold s82_form; apply form_int; zlia.
  - intros HT; apply (use82 IH (2 + a) (2 + c) y1); [unfold s82_dom; zlia | unfold lex3; lia].
Qed.
Lemma s241_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s241_dom (2 + a) 0 (2 + c) y1) (Hm : meas (s241_board (2 + a) 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s241_board (2 + a) 0 (2 + c))).
Proof.
  unfold s241_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s241_board (2 + a) 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s241_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s241_c7_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s241_c7_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s241_c7_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s241_c7_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s241_c7_t2_a2 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s241_c7_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s241_c7_t2_a3 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s241_c7_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s241_c8_moves (a c : nat) : rmoves (s241_board (2 + a) 1 (2 + c)) = [repeat T (2 + a) ++ F :: F :: E :: T :: E :: T :: repeat F (2 + c); repeat T (2 + a) ++ F :: E :: F :: T :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s241_board. tf_options. Qed.
Lemma s241_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: T :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: E :: T :: T :: repeat F (2 + c)) []) (s248_board (2 + a) 2 2 (2 + c)) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: E :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH (2 + a) 2 2 (2 + c) y1); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s241_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; F; T; F; E; T; F]) []) (s252_board (2 + a) 1 1 1) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F; T; F; E; T; F]) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) 1 1 1 y1); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s241_c8_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: T :: F :: E :: T :: repeat F (2 + c)) []) (s252_board (2 + a) 1 1 (2 + c)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) 1 1 (2 + c) y1); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s241_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s241_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s241_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s241_board (2 + a) 1 (2 + c))).
Proof.
  unfold s241_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s241_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s241_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s241_c8_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s241_c8_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s241_c8_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s241_c8_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s241_c8_t2_a2 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s241_c8_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s241_c9_moves (a b c : nat) : rmoves (s241_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + c); repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)].
Proof. unfold s241_board. tf_options. Qed.
Lemma s241_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: E :: T :: T :: repeat F (2 + c)) []) (s248_board (2 + a) (3 + b) 2 (2 + c)) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: E :: T :: T :: repeat F (2 + c)) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH (2 + a) (3 + b) 2 (2 + c) y1); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s241_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; F; E; T; F]) []) (s252_board (2 + a) (2 + b) 1 1) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; F; E; T; F]) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) (2 + b) 1 1 y1); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s241_c9_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c)) []) (s252_board (2 + a) (2 + b) 1 (2 + c)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) (2 + b) 1 (2 + c) y1); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s241_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s241_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s241_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s241_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s241_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s241_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s241_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s241_c9_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s241_c9_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s241_c9_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s241_c9_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s241_c9_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s241_c9_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s241_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C241 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s241_dom in Hdom.
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
        exact (s241_c1 IH c y1 Hdom Hm Hd Hr).
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
        exact (s241_c2 IH c y1 Hdom Hm Hd Hr).
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
        exact (s241_c3 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s241_c4 IH c y1 Hdom Hm Hd Hr).
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
        exact (s241_c5 IH c y1 Hdom Hm Hd Hr).
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
        exact (s241_c6 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s241_c7 IH a c y1 Hdom Hm Hd Hr).
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
        exact (s241_c8 IH a c y1 Hdom Hm Hd Hr).
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
        exact (s241_c9 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s242_c1_moves : rmoves (s242_board 1 0 1) = [[T; F; E; T; F; E; F; T; F]; [T; E; F; T; F; F; E; T; F]].
Proof. unfold s242_board. tf_options. Qed.
Lemma s242_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; T; F; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; E; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; E; F; T; F; T; F]) []) (s372_board 1 1 1) (0) _ (s372_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; E; F; T; F; T; F]) []); [reflexivity | unfold s372_board; target_board_eq | strip_offset].
  - unfold s372_form; apply form_int; zlia.
  - intros HT; apply (use372 IH 1 1 1 y1); [unfold s372_dom; zlia | unfold lex3; lia].
Qed.
Lemma s242_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; F; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; F; T; F; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; T; F; F; E; T; F]) []) (s329_board 2) (0) _ (s329_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; F; E; T; F]) []); [reflexivity | unfold s329_board; target_board_eq | strip_offset].
  - unfold s329_form; apply form_int; zlia.
  - intros HT; apply (use329 IH 2 y1); [unfold s329_dom; zlia | unfold lex3; lia].
Qed.
Lemma s242_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s242_dom 1 0 1 y1) (Hm : meas (s242_board 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s242_board 1 0 1)).
Proof.
  unfold s242_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s242_board 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s242_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s242_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s242_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s242_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s242_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s242_c2_moves (c : nat) : rmoves (s242_board 1 0 (2 + c)) = [T :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + c); T :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s242_board. tf_options. Qed.
Lemma s242_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: E :: F :: T :: F :: T :: repeat F (2 + c)) []) (s372_board 1 1 (2 + c)) (0) _ (s372_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: F :: T :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s372_board; target_board_eq | strip_offset].
  - unfold s372_form; apply form_int; zlia.
  - intros HT; apply (use372 IH 1 1 (2 + c) y1); [unfold s372_dom; zlia | unfold lex3; lia].
Qed.
Lemma s242_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: F :: F :: E :: T :: repeat F (2 + c)) []) (s361_board 2 (2 + c)) (0) _ (s361_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s361_board; target_board_eq | strip_offset].
  - unfold s361_form; apply form_int; zlia.
  - intros HT; apply (use361 IH 2 (2 + c) y1); [unfold s361_dom; zlia | unfold lex3; lia].
Qed.
Lemma s242_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s242_dom 1 0 (2 + c) y1) (Hm : meas (s242_board 1 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s242_board 1 0 (2 + c))).
Proof.
  unfold s242_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s242_board 1 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s242_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s242_c2_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s242_c2_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s242_c2_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s242_c2_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s242_c3_moves (a : nat) : rmoves (s242_board (2 + a) 0 1) = [repeat T (2 + a) ++ [F; E; T; F; E; F; T; F]; repeat T (2 + a) ++ [E; F; T; F; F; E; T; F]].
Proof. unfold s242_board. tf_options. Qed.
Lemma s242_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; E; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; F; T; F; T; F]) []) (s372_board (2 + a) 1 1) (0) _ (s372_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; F; T; F; T; F]) []); [reflexivity | unfold s372_board; target_board_eq | strip_offset].
  - unfold s372_form; apply form_int; zlia.
  - intros HT; apply (use372 IH (2 + a) 1 1 y1); [unfold s372_dom; zlia | unfold lex3; lia].
Qed.
Lemma s242_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; F; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; T; F; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; T; F; T; F; F; E; T; F]) []) (s373_board (1 + a)) (0) _ (s373_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; T; F; T; F; F; E; T; F]) []); [reflexivity | unfold s373_board; target_board_eq | strip_offset].
  - unfold s373_form; apply form_int; zlia.
  - intros HT; apply (use373 IH (1 + a) y1); [unfold s373_dom; zlia | unfold lex3; lia].
Qed.
Lemma s242_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s242_dom (2 + a) 0 1 y1) (Hm : meas (s242_board (2 + a) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s242_board (2 + a) 0 1)).
Proof.
  unfold s242_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s242_board (2 + a) 0 1)) in Hg. cbn [rights] in Hg. rewrite s242_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s242_c3_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s242_c3_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s242_c3_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s242_c3_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s242_c4_moves (a c : nat) : rmoves (s242_board (2 + a) 0 (2 + c)) = [repeat T (2 + a) ++ F :: E :: T :: F :: E :: F :: T :: repeat F (2 + c); repeat T (2 + a) ++ E :: F :: T :: F :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s242_board. tf_options. Qed.
Lemma s242_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: E :: F :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: F :: T :: F :: T :: repeat F (2 + c)) []) (s372_board (2 + a) 1 (2 + c)) (0) _ (s372_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: F :: T :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s372_board; target_board_eq | strip_offset].
  - unfold s372_form; apply form_int; zlia.
  - intros HT; apply (use372 IH (2 + a) 1 (2 + c) y1); [unfold s372_dom; zlia | unfold lex3; lia].
Qed.
Lemma s242_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: F :: T :: F :: F :: E :: T :: repeat F (2 + c)) []) (s374_board (1 + a) (2 + c)) (0) _ (s374_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: F :: T :: F :: F :: E :: T :: repeat F (2 + c)) []); [reflexivity | unfold s374_board; target_board_eq | strip_offset].
  - unfold s374_form; apply form_int; zlia.
  - intros HT; apply (use374 IH (1 + a) (2 + c) y1); [unfold s374_dom; zlia | unfold lex3; lia].
Qed.
Lemma s242_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s242_dom (2 + a) 0 (2 + c) y1) (Hm : meas (s242_board (2 + a) 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s242_board (2 + a) 0 (2 + c))).
Proof.
  unfold s242_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s242_board (2 + a) 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s242_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s242_c4_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s242_c4_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s242_c4_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s242_c4_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s242_c5_moves (a c : nat) : rmoves (s242_board (5 + a) 3 (2 + c)) = [repeat T (5 + a) ++ F :: F :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + c); repeat T (5 + a) ++ F :: F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + c)].
Proof. unfold s242_board. tf_options. Qed.
Lemma s242_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: F :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s208_board (5 + a) 4 1 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: F :: E :: T :: F :: E :: F :: T :: repeat F (2 + c)) []); [strip_eq | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (5 + a) 4 1 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s242_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s252_board (5 + a) 3 2 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s252_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + c)) []); [strip_eq | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (5 + a) 3 2 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s252_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s242_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s242_dom (5 + a) 3 (2 + c) y1) (Hm : meas (s242_board (5 + a) 3 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s242_board (5 + a) 3 (2 + c))).
Proof.
  unfold s242_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s242_board (5 + a) 3 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s242_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s242_c5_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s242_c5_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s242_c5_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s242_c5_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s242_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C242 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s242_dom in Hdom.
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
        exact (s242_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s242_c2 IH c y1 Hdom Hm Hd Hr).
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
        exact (s242_c3 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s242_c4 IH a c y1 Hdom Hm Hd Hr).
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
  assert (b = 1) by zlia; subst b.
  exact (s242_c5 IH a c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s243_c1_moves (c : nat) : rmoves (s243_board 0 0 (2 + c) 1) = [F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F]; E :: F :: T :: repeat F (3 + c) ++ [E; T; F]].
Proof. unfold s243_board. tf_options. Qed.
Lemma s243_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F])).
Proof.
  apply (answer_form_L _ (s208_board 0 0 (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []); [strip_eq | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: F :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s135_board 1 (3 + c) 1 1) (-1) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(1, 1)] (T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s243_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: F :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s319_board 1 (3 + c) 1 1) (-1) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(1, 1)] (T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (3 + c) 1 1 (Z.to_nat (Z.of_nat y1 - 2))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s243_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s243_dom 0 0 (2 + c) 1 y1) (Hm : meas (s243_board 0 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s243_board 0 0 (2 + c) 1)).
Proof.
  unfold s243_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s243_board 0 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s243_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s243_c1_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s243_c1_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat y1 = 2) \/ (Z.of_nat y1 >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s243_c1_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s243_c1_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s243_c1_t2_a2 IH c y1 Hw (move_below_r _ _ 1 _ _ (s243_c1_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s243_c2_moves (c d : nat) : rmoves (s243_board 0 0 (2 + c) (2 + d)) = [F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d); E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s243_board. tf_options. Qed.
Lemma s243_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s208_board 0 0 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s319_board 1 (3 + c) 1 (2 + d)) (-1) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(1, 1)] (T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (3 + c) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 2))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s243_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s243_dom 0 0 (2 + c) (2 + d) y1) (Hm : meas (s243_board 0 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s243_board 0 0 (2 + c) (2 + d))).
Proof.
  unfold s243_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s243_board 0 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s243_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s243_c2_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s243_c2_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s243_c2_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s243_c2_moves c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s243_c3_moves (c : nat) : rmoves (s243_board 0 1 (2 + c) 1) = [F :: F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F]; F :: E :: F :: T :: repeat F (3 + c) ++ [E; T; F]].
Proof. unfold s243_board. tf_options. Qed.
Lemma s243_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F])).
Proof.
  apply (answer_form_L _ (s208_board 0 0 (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []); [strip_eq | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (F :: E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: F :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s135_board 1 (3 + c) 1 1) (-1) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s243_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (F :: E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: F :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s319_board 1 (3 + c) 1 1) (-1) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (3 + c) 1 1 (Z.to_nat (Z.of_nat y1 - 2))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s243_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s243_dom 0 1 (2 + c) 1 y1) (Hm : meas (s243_board 0 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s243_board 0 1 (2 + c) 1)).
Proof.
  unfold s243_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s243_board 0 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s243_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s243_c3_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s243_c3_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat y1 = 2) \/ (Z.of_nat y1 >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s243_c3_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s243_c3_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s243_c3_t2_a2 IH c y1 Hw (move_below_r _ _ 1 _ _ (s243_c3_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s243_c4_moves (c d : nat) : rmoves (s243_board 0 1 (2 + c) (2 + d)) = [F :: F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d); F :: E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s243_board. tf_options. Qed.
Lemma s243_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (F :: F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s208_board 0 0 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (F :: E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s319_board 1 (3 + c) 1 (2 + d)) (-1) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (3 + c) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 2))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s243_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s243_dom 0 1 (2 + c) (2 + d) y1) (Hm : meas (s243_board 0 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s243_board 0 1 (2 + c) (2 + d))).
Proof.
  unfold s243_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s243_board 0 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s243_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s243_c4_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s243_c4_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s243_c4_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s243_c4_moves c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s243_c5_moves (b c : nat) : rmoves (s243_board 0 (2 + b) (2 + c) 1) = [repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F]; repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F]].
Proof. unfold s243_board. tf_options. Qed.
Lemma s243_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F])).
Proof.
  apply (answer_form_L _ (s208_board 0 0 (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []); [strip_eq | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s135_board 1 (3 + c) 1 1) (-1) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] (T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s243_c5_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s319_board 1 (3 + c) 1 1) (-1) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] (T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (3 + c) 1 1 (Z.to_nat (Z.of_nat y1 - 2))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s243_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s243_dom 0 (2 + b) (2 + c) 1 y1) (Hm : meas (s243_board 0 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s243_board 0 (2 + b) (2 + c) 1)).
Proof.
  unfold s243_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s243_board 0 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s243_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s243_c5_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s243_c5_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat y1 = 2) \/ (Z.of_nat y1 >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s243_c5_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s243_c5_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s243_c5_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s243_c5_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s243_c6_moves (b c d : nat) : rmoves (s243_board 0 (2 + b) (2 + c) (2 + d)) = [repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d); repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s243_board. tf_options. Qed.
Lemma s243_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s208_board 0 0 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s319_board 1 (3 + c) 1 (2 + d)) (-1) _ (int ((- Z.of_nat y1) + 1)) (s319_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] (T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s319_board; target_board_eq | strip_offset].
  - unfold s319_form; apply form_int; zlia.
  - intros HT; apply (use319 IH 1 (3 + c) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 2))); [unfold s319_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s243_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s243_dom 0 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s243_board 0 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s243_board 0 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s243_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s243_board 0 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s243_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s243_c6_t1_a1 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s243_c6_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s243_c6_t2_a1 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s243_c6_moves b c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s243_c7_moves : rmoves (s243_board 1 0 0 1) = [[T; F; E; T; E; F; T; F]; [T; E; F; T; F; E; T; F]].
Proof. unfold s243_board. tf_options. Qed.
Lemma s243_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; T; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; E; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; E; T; F; T; F]) []) (s360_board 1 1 1) (0) _ (s360_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; E; T; F; T; F]) []); [reflexivity | unfold s360_board; target_board_eq | strip_offset].
  - unfold s360_form; apply form_int; zlia.
  - intros HT; apply (use360 IH 1 1 1 y1); [unfold s360_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; F; T; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([E; T; F; T; F; E; T; F]) []) (s329_board 1) (0) _ (s329_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; E; T; F]) []); [reflexivity | unfold s329_board; target_board_eq | strip_offset].
  - unfold s329_form; apply form_int; zlia.
  - intros HT; apply (use329 IH 1 y1); [unfold s329_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s243_dom 1 0 0 1 y1) (Hm : meas (s243_board 1 0 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s243_board 1 0 0 1)).
Proof.
  unfold s243_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s243_board 1 0 0 1)) in Hg. cbn [rights] in Hg. rewrite s243_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s243_c7_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s243_c7_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s243_c7_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s243_c7_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s243_c8_moves (d : nat) : rmoves (s243_board 1 0 0 (2 + d)) = [T :: F :: E :: T :: E :: F :: T :: repeat F (2 + d); T :: E :: F :: T :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s243_board. tf_options. Qed.
Lemma s243_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: E :: T :: F :: T :: repeat F (2 + d)) []) (s360_board 1 1 (2 + d)) (0) _ (s360_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: T :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s360_board; target_board_eq | strip_offset].
  - unfold s360_form; apply form_int; zlia.
  - intros HT; apply (use360 IH 1 1 (2 + d) y1); [unfold s360_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: F :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: F :: E :: T :: repeat F (2 + d)) []) (s361_board 1 (2 + d)) (0) _ (s361_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s361_board; target_board_eq | strip_offset].
  - unfold s361_form; apply form_int; zlia.
  - intros HT; apply (use361 IH 1 (2 + d) y1); [unfold s361_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s243_dom 1 0 0 (2 + d) y1) (Hm : meas (s243_board 1 0 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s243_board 1 0 0 (2 + d))).
Proof.
  unfold s243_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s243_board 1 0 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s243_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s243_c8_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s243_c8_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s243_c8_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s243_c8_moves d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s243_c9_moves (c : nat) : rmoves (s243_board 1 0 (2 + c) 1) = [T :: F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F]; T :: E :: F :: T :: repeat F (3 + c) ++ [E; T; F]].
Proof. unfold s243_board. tf_options. Qed.
Lemma s243_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (2 + c) ++ [E; F; T; F]) []) (s328_board (2 + c) 1) (-1) _ (s328_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (2 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s328_board; target_board_eq | strip_offset].
  - unfold s328_form; apply form_int; zlia.
  - intros HT; apply (use328 IH (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s328_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s252_board 1 0 (3 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s252_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 0 (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s243_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s243_dom 1 0 (2 + c) 1 y1) (Hm : meas (s243_board 1 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s243_board 1 0 (2 + c) 1)).
Proof.
  unfold s243_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s243_board 1 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s243_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s243_c9_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s243_c9_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s243_c9_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s243_c9_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s243_c10_moves (c d : nat) : rmoves (s243_board 1 0 (2 + c) (2 + d)) = [T :: F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d); T :: E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s243_board. tf_options. Qed.
Lemma s243_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []) (s328_board (2 + c) (2 + d)) (-1) _ (s328_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s328_board; target_board_eq | strip_offset].
  - unfold s328_form; apply form_int; zlia.
  - intros HT; apply (use328 IH (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s328_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c10_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (T :: E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s252_board 1 0 (3 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s252_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 0 (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s243_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s243_dom 1 0 (2 + c) (2 + d) y1) (Hm : meas (s243_board 1 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s243_board 1 0 (2 + c) (2 + d))).
Proof.
  unfold s243_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s243_board 1 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s243_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s243_c10_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s243_c10_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s243_c10_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s243_c10_moves c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s243_c11_moves (c : nat) : rmoves (s243_board 1 1 (2 + c) 1) = [T :: F :: F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F]; T :: F :: E :: F :: T :: repeat F (3 + c) ++ [E; T; F]].
Proof. unfold s243_board. tf_options. Qed.
Lemma s243_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F])).
Proof.
  apply (answer_form_L _ (s208_board 1 2 (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []); [strip_eq | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 1 2 (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c11_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: F :: T :: repeat F (3 + c) ++ [E; T; F]) []) (s329_board (3 + c)) (-1) _ (s329_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s329_board; target_board_eq | strip_offset].
  - unfold s329_form; apply form_int; zlia.
  - intros HT; apply (use329 IH (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s329_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s243_dom 1 1 (2 + c) 1 y1) (Hm : meas (s243_board 1 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s243_board 1 1 (2 + c) 1)).
Proof.
  unfold s243_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s243_board 1 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s243_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s243_c11_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s243_c11_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s243_c11_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s243_c11_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s243_c12_moves (c d : nat) : rmoves (s243_board 1 1 (2 + c) (2 + d)) = [T :: F :: F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d); T :: F :: E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s243_board. tf_options. Qed.
Lemma s243_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (T :: F :: F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s208_board 1 2 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 1 2 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c12_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (T :: F :: E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s361_board (3 + c) (2 + d)) (-1) _ (s361_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s361_board; target_board_eq | strip_offset].
  - unfold s361_form; apply form_int; zlia.
  - intros HT; apply (use361 IH (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s361_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s243_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s243_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s243_board 1 1 (2 + c) (2 + d))).
Proof.
  unfold s243_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s243_board 1 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s243_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s243_c12_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s243_c12_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s243_c12_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s243_c12_moves c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s243_c13_moves (b c : nat) : rmoves (s243_board 1 (2 + b) (2 + c) 1) = [T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F]; T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F]].
Proof. unfold s243_board. tf_options. Qed.
Lemma s243_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F])).
Proof.
  apply (answer_form_L _ (s208_board 1 (3 + b) (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []); [strip_eq | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 1 (3 + b) (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c13_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s252_board 1 (2 + b) (3 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s252_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 (2 + b) (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s243_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s243_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s243_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s243_board 1 (2 + b) (2 + c) 1)).
Proof.
  unfold s243_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s243_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s243_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s243_c13_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s243_c13_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s243_c13_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s243_c13_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s243_c14_moves (b c d : nat) : rmoves (s243_board 1 (2 + b) (2 + c) (2 + d)) = [T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d); T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s243_board. tf_options. Qed.
Lemma s243_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s208_board 1 (3 + b) (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 1 (3 + b) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c14_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s252_board 1 (2 + b) (3 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s252_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 (2 + b) (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s243_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s243_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s243_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s243_board 1 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s243_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s243_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s243_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s243_c14_t1_a1 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s243_c14_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s243_c14_t2_a1 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s243_c14_moves b c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s243_c15_moves (a : nat) : rmoves (s243_board (2 + a) 0 0 1) = [repeat T (2 + a) ++ [F; E; T; E; F; T; F]; repeat T (2 + a) ++ [E; F; T; F; E; T; F]].
Proof. unfold s243_board. tf_options. Qed.
Lemma s243_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; E; F; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; T; F; T; F]) []) (s360_board (2 + a) 1 1) (0) _ (s360_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; T; F; T; F]) []); [reflexivity | unfold s360_board; target_board_eq | strip_offset].
  - unfold s360_form; apply form_int; zlia.
  - intros HT; apply (use360 IH (2 + a) 1 1 y1); [unfold s360_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c15_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; T; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; E; F; T; T; F]) []) (s362_board (2 + a) 2) (0) _ (s362_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; F; T; T; F]) []); [reflexivity | unfold s362_board; target_board_eq | strip_offset].
  - unfold s362_form; apply form_int; zlia.
  - intros HT; apply (use362 IH (2 + a) 2 y1); [unfold s362_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s243_dom (2 + a) 0 0 1 y1) (Hm : meas (s243_board (2 + a) 0 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s243_board (2 + a) 0 0 1)).
Proof.
  unfold s243_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s243_board (2 + a) 0 0 1)) in Hg. cbn [rights] in Hg. rewrite s243_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s243_c15_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s243_c15_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s243_c15_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s243_c15_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s243_c16_moves (a d : nat) : rmoves (s243_board (2 + a) 0 0 (2 + d)) = [repeat T (2 + a) ++ F :: E :: T :: E :: F :: T :: repeat F (2 + d); repeat T (2 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + d)].
Proof. unfold s243_board. tf_options. Qed.
Lemma s243_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: T :: F :: T :: repeat F (2 + d)) []) (s360_board (2 + a) 1 (2 + d)) (0) _ (s360_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: T :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s360_board; target_board_eq | strip_offset].
  - unfold s360_form; apply form_int; zlia.
  - intros HT; apply (use360 IH (2 + a) 1 (2 + d) y1); [unfold s360_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c16_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: E :: F :: T :: T :: repeat F (2 + d)) []) (s363_board (2 + a) 2 (2 + d)) (0) _ (s363_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: F :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s363_board; target_board_eq | strip_offset].
  - unfold s363_form; apply form_int; zlia.
  - intros HT; apply (use363 IH (2 + a) 2 (2 + d) y1); [unfold s363_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s243_dom (2 + a) 0 0 (2 + d) y1) (Hm : meas (s243_board (2 + a) 0 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s243_board (2 + a) 0 0 (2 + d))).
Proof.
  unfold s243_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s243_board (2 + a) 0 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s243_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s243_c16_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s243_c16_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s243_c16_t2_a1 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s243_c16_moves a d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s243_c17_moves (a c : nat) : rmoves (s243_board (2 + a) 0 (2 + c) 1) = [repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F]; repeat T (2 + a) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F]].
Proof. unfold s243_board. tf_options. Qed.
Lemma s243_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F])).
Proof.
  apply (answer_form_L _ (s192_board (2 + a) (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s192_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []); [strip_eq | unfold s192_board; target_board_eq | strip_offset].
  - unfold s192_form; apply form_int; zlia.
  - intros HT; apply (use192 IH (2 + a) (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s192_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c17_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s252_board (2 + a) 0 (3 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s252_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) 0 (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s243_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s243_dom (2 + a) 0 (2 + c) 1 y1) (Hm : meas (s243_board (2 + a) 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s243_board (2 + a) 0 (2 + c) 1)).
Proof.
  unfold s243_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s243_board (2 + a) 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s243_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s243_c17_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s243_c17_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s243_c17_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s243_c17_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s243_c18_moves (a c d : nat) : rmoves (s243_board (2 + a) 0 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d); repeat T (2 + a) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s243_board. tf_options. Qed.
Lemma s243_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s192_board (2 + a) (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s192_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s192_board; target_board_eq | strip_offset].
  - unfold s192_form; apply form_int; zlia.
  - intros HT; apply (use192 IH (2 + a) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s192_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c18_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s252_board (2 + a) 0 (3 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s252_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) 0 (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s243_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s243_dom (2 + a) 0 (2 + c) (2 + d) y1) (Hm : meas (s243_board (2 + a) 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s243_board (2 + a) 0 (2 + c) (2 + d))).
Proof.
  unfold s243_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s243_board (2 + a) 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s243_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s243_c18_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s243_c18_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s243_c18_t2_a1 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s243_c18_moves a c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s243_c19_moves (a c : nat) : rmoves (s243_board (2 + a) 1 (2 + c) 1) = [repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F]; repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (3 + c) ++ [E; T; F]].
Proof. unfold s243_board. tf_options. Qed.
Lemma s243_c19_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F])).
Proof.
  apply (answer_form_L _ (s208_board (2 + a) 2 (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []); [strip_eq | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (2 + a) 2 (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c19_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s252_board (2 + a) 1 (3 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s252_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) 1 (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s243_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s243_dom (2 + a) 1 (2 + c) 1 y1) (Hm : meas (s243_board (2 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s243_board (2 + a) 1 (2 + c) 1)).
Proof.
  unfold s243_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s243_board (2 + a) 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s243_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s243_c19_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s243_c19_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s243_c19_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s243_c19_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s243_c20_moves (a c d : nat) : rmoves (s243_board (2 + a) 1 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d); repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s243_board. tf_options. Qed.
Lemma s243_c20_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s208_board (2 + a) 2 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (2 + a) 2 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c20_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s252_board (2 + a) 1 (3 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s252_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) 1 (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s243_c20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s243_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s243_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s243_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s243_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s243_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s243_c20_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s243_c20_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s243_c20_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s243_c20_t2_a1 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s243_c20_moves a c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s243_c21_moves (a b c : nat) : rmoves (s243_board (2 + a) (2 + b) (2 + c) 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F]; repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F]].
Proof. unfold s243_board. tf_options. Qed.
Lemma s243_c21_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F])).
Proof.
  apply (answer_form_L _ (s208_board (2 + a) (3 + b) (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; F; T; F]) []); [strip_eq | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (2 + a) (3 + b) (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c21_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s252_board (2 + a) (2 + b) (3 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s252_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) []); [strip_eq | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) (2 + b) (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s243_c21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s243_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s243_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s243_board (2 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s243_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s243_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s243_c21_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s243_c21_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s243_c21_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s243_c21_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s243_c21_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s243_c22_moves (a b c d : nat) : rmoves (s243_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d); repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)].
Proof. unfold s243_board. tf_options. Qed.
Lemma s243_c22_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3) \/ (Z.of_nat (2 + a) >= 7 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2))%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s208_board (2 + a) (3 + b) (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: F :: T :: repeat F (2 + d)) []); [strip_eq | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH (2 + a) (3 + b) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s243_c22_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3) \/ (Z.of_nat (2 + a) >= 7 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2))%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s252_board (2 + a) (2 + b) (3 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s252_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) (2 + b) (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s243_c22 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s243_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s243_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s243_board (2 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s243_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s243_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s243_c22_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3) \/ (Z.of_nat (2 + a) >= 7 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2))%Z) by zlia. exact (s243_c22_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s243_c22_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 3) \/ (Z.of_nat (2 + a) >= 7 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2))%Z) by zlia. exact (s243_c22_t2_a1 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s243_c22_moves a b c d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s243_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C243 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s243_dom in Hdom.
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
          exact (s243_c1 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s243_c2 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s243_c3 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s243_c4 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s243_c5 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s243_c6 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s243_c7 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s243_c8 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s243_c9 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s243_c10 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s243_c11 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s243_c12 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s243_c13 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s243_c14 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s243_c15 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s243_c16 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s243_c17 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s243_c18 IH a c d y1 Hdom Hm Hd Hr).
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
          exact (s243_c19 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s243_c20 IH a c d y1 Hdom Hm Hd Hr).
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
          exact (s243_c21 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s243_c22 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s244_c1_moves : rmoves (s244_board) = [[T; F; T; F; F; T; E; E; T; T; F]].
Proof. unfold s244_board. tf_options. Qed.
Lemma s244_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; F; F; T; E; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; F; F; T; E; E; T; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; T; F; F; E; T; E; T; T; F]) []) (s253_board) (0) _ (s253_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; F; F; E; T; E; T; T; F]) []); [reflexivity | unfold s253_board; target_board_eq | strip_offset].
  - unfold s253_form; apply form_int; zlia.
  - intros HT; apply (use253 IH y1); [unfold s253_dom; zlia | unfold lex3; lia].
Qed.
Lemma s244_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s244_dom y1) (Hm : meas (s244_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s244_board)).
Proof.
  unfold s244_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s244_board)) in Hg. cbn [rights] in Hg. rewrite s244_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat y1 = 0)%Z) by zlia. exact (s244_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s244_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s244_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C244 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s244_dom in Hdom.
  exact (s244_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s245_c1_moves (a : nat) : rmoves (s245_board (2 + a)) = [repeat T (2 + a) ++ [F; T; F; F; T; E; E; T; T; F]].
Proof. unfold s245_board. tf_options. Qed.
Lemma s245_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; F; T; E; E; T; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; F; T; E; E; T; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; F; F; E; T; E; T; T; F]) []) (s254_board (2 + a)) (0) _ (s254_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; F; E; T; E; T; T; F]) []); [reflexivity | unfold s254_board; target_board_eq | strip_offset].
  - unfold s254_form; apply form_int; zlia.
  - intros HT; apply (use254 IH (2 + a) y1); [unfold s254_dom; zlia | unfold lex3; lia].
Qed.
Lemma s245_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s245_dom (2 + a) y1) (Hm : meas (s245_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s245_board (2 + a))).
Proof.
  unfold s245_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s245_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s245_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s245_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s245_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s245_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C245 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s245_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s245_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s246_c1_moves (a b : nat) : rmoves (s246_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: T :: F :: F :: T :: E :: E :: T :: T :: repeat F (2 + b)].
Proof. unfold s246_board. tf_options. Qed.
Lemma s246_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: F :: T :: E :: E :: T :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: F :: T :: E :: E :: T :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: F :: F :: E :: T :: E :: T :: T :: repeat F (2 + b)) []) (s255_board (2 + a) (2 + b)) (0) _ (s255_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: F :: E :: T :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s255_board; target_board_eq | strip_offset].
  - unfold s255_form; apply form_int; zlia.
  - intros HT; apply (use255 IH (2 + a) (2 + b) y1); [unfold s255_dom; zlia | unfold lex3; lia].
Qed.
Lemma s246_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s246_dom (2 + a) (2 + b) y1) (Hm : meas (s246_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s246_board (2 + a) (2 + b))).
Proof.
  unfold s246_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s246_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s246_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s246_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s246_c1_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s246_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C246 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s246_dom in Hdom.
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
      exact (s246_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s247_c1_moves : rmoves (s247_board 1 1 1 0 0) = [[T; F; T; F; F; T; E; E]].
Proof. unfold s247_board. tf_options. Qed.
Lemma s247_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; F; F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; F; F; T; E; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; T; F; F; E]) [(1, 1)]) (s302_board 1 1 2) (1) _ (s302_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; F; F; E]) [(1, 1)]); [reflexivity | unfold s302_board; target_board_eq | strip_offset].
  - unfold s302_form; apply form_int; zlia.
  - intros HT; apply (use302 IH 1 1 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s302_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s247_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s247_dom 1 1 1 0 0 y1) (Hm : meas (s247_board 1 1 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s247_board 1 1 1 0 0)).
Proof.
  unfold s247_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s247_board 1 1 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s247_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s247_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s247_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s247_c2_moves (a : nat) : rmoves (s247_board (2 + a) 1 1 0 0) = [repeat T (2 + a) ++ [F; T; F; F; T; E; E]].
Proof. unfold s247_board. tf_options. Qed.
Lemma s247_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; F; T; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; F; F; E]) [(1, 1)]) (s302_board (2 + a) 1 2) (1) _ (s302_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; F; E]) [(1, 1)]); [reflexivity | unfold s302_board; target_board_eq | strip_offset].
  - unfold s302_form; apply form_int; zlia.
  - intros HT; apply (use302 IH (2 + a) 1 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s302_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s247_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s247_dom (2 + a) 1 1 0 0 y1) (Hm : meas (s247_board (2 + a) 1 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s247_board (2 + a) 1 1 0 0)).
Proof.
  unfold s247_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s247_board (2 + a) 1 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s247_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s247_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s247_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s247_c3_moves (a c : nat) : rmoves (s247_board (2 + a) 1 (2 + c) 0 0) = [repeat T (2 + a) ++ F :: T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E]].
Proof. unfold s247_board. tf_options. Qed.
Lemma s247_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; F; F; E; T; F; E]) []) (s348_board (2 + a) 2) (0) _ (s348_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; F; E; T; F; E]) []); [reflexivity | unfold s348_board; target_board_eq | strip_offset].
  - unfold s348_form; apply form_int; zlia.
  - intros HT; apply (use348 IH (2 + a) 2 y1); [unfold s348_dom; zlia | unfold lex3; lia].
Qed.
Lemma s247_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: F :: F :: E :: T :: repeat F (2 + c) ++ [E]) []) (s352_board (2 + a) 2 (2 + c)) (0) _ (s352_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: F :: E :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s352_board; target_board_eq | strip_offset].
  - unfold s352_form; apply form_int; zlia.
  - intros HT; apply (use352 IH (2 + a) 2 (2 + c) y1); [unfold s352_dom; zlia | unfold lex3; lia].
Qed.
Lemma s247_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s247_dom (2 + a) 1 (2 + c) 0 0 y1) (Hm : meas (s247_board (2 + a) 1 (2 + c) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s247_board (2 + a) 1 (2 + c) 0 0)).
Proof.
  unfold s247_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s247_board (2 + a) 1 (2 + c) 0 0)) in Hg. cbn [rights] in Hg. rewrite s247_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s247_c3_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s247_c3_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s247_c3_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s247_c3_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s247_c4_moves (a c : nat) : rmoves (s247_board (2 + a) 1 (2 + c) 1 1) = [repeat T (2 + a) ++ F :: T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]; repeat T (2 + a) ++ F :: T :: F :: E :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s247_board. tf_options. Qed.
Lemma s247_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; F; F; E; T; F; E; T; F]) []) (s406_board (2 + a) 2 1 1 1 1) (0) _ (s406_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; F; E; T; F; E; T; F]) []); [reflexivity | unfold s406_board; target_board_eq | strip_offset].
  - unfold s406_form; apply form_int; zlia.
  - intros HT; apply (use406 IH (2 + a) 2 1 1 1 1 y1); [unfold s406_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s247_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: F :: T :: E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s406_board (2 + a) 2 1 (2 + c) 1 1) (0) _ (s406_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s406_board; target_board_eq | strip_offset].
  - unfold s406_form; apply form_int; zlia.
  - intros HT; apply (use406 IH (2 + a) 2 1 (2 + c) 1 1 y1); [unfold s406_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s247_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: T :: T :: repeat F (3 + c)) [(1, 1)]) (s256_board (2 + a) 1 2 (3 + c)) (1) _ (s256_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: T :: T :: repeat F (3 + c)) [(1, 1)]); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (2 + a) 1 2 (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s256_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s247_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s247_dom (2 + a) 1 (2 + c) 1 1 y1) (Hm : meas (s247_board (2 + a) 1 (2 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s247_board (2 + a) 1 (2 + c) 1 1)).
Proof.
  unfold s247_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s247_board (2 + a) 1 (2 + c) 1 1)) in Hg. cbn [rights] in Hg. rewrite s247_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s247_c4_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s247_c4_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s247_c4_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s247_c4_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s247_c4_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s247_c4_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s247_c5_moves (a c d e : nat) : rmoves (s247_board (2 + a) 1 (3 + c) (2 + d) (2 + e)) = [repeat T (2 + a) ++ F :: T :: F :: F :: T :: E :: repeat F (2 + c) ++ E :: repeat T (2 + d) ++ repeat F (2 + e)].
Proof. unfold s247_board. tf_options. Qed.
Lemma s247_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + c) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + d) - Z.of_nat (2 + e) = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: F :: T :: E :: repeat F (2 + c) ++ E :: repeat T (2 + d) ++ repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: F :: T :: E :: repeat F (2 + c) ++ E :: repeat T (2 + d) ++ repeat F (2 + e))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: F :: F :: E :: T :: repeat F (2 + c) ++ E :: repeat T (2 + d) ++ repeat F (2 + e)) []) (s406_board (2 + a) 2 1 (2 + c) (2 + d) (2 + e)) (0) _ (s406_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: F :: E :: T :: repeat F (2 + c) ++ E :: repeat T (2 + d) ++ repeat F (2 + e)) []); [reflexivity | unfold s406_board; target_board_eq | strip_offset].
  - unfold s406_form; apply form_int; zlia.
  - intros HT; apply (use406 IH (2 + a) 2 1 (2 + c) (2 + d) (2 + e) y1); [unfold s406_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s247_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d e y1 : nat)
  (Hdom : s247_dom (2 + a) 1 (3 + c) (2 + d) (2 + e) y1) (Hm : meas (s247_board (2 + a) 1 (3 + c) (2 + d) (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s247_board (2 + a) 1 (3 + c) (2 + d) (2 + e))).
Proof.
  unfold s247_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s247_board (2 + a) 1 (3 + c) (2 + d) (2 + e))) in Hg. cbn [rights] in Hg. rewrite s247_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + c) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + d) - Z.of_nat (2 + e) = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s247_c5_t1_a1 IH a c d e y1 Hw (move_below_r _ _ 0 _ _ (s247_c5_moves a c d e) eq_refl Hm) Hd Hr). }

Qed.

Lemma s247_c6_moves (a c : nat) : rmoves (s247_board (2 + a) 2 (2 + c) 1 1) = [repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s247_board. tf_options. Qed.
Lemma s247_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: T :: T :: T :: repeat F (3 + c)) [(1, 1)]) (s256_board (2 + a) 1 3 (3 + c)) (1) _ (s256_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: T :: T :: T :: repeat F (3 + c)) [(1, 1)]); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (2 + a) 1 3 (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s256_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s247_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s247_dom (2 + a) 2 (2 + c) 1 1 y1) (Hm : meas (s247_board (2 + a) 2 (2 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s247_board (2 + a) 2 (2 + c) 1 1)).
Proof.
  unfold s247_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s247_board (2 + a) 2 (2 + c) 1 1)) in Hg. cbn [rights] in Hg. rewrite s247_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s247_c6_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s247_c6_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s247_c7_moves (a c e : nat) : rmoves (s247_board (2 + a) 2 (2 + c) 1 (2 + e)) = [repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)].
Proof. unfold s247_board. tf_options. Qed.
Lemma s247_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (3 + c) ++ [E; T; F]) []) (s247_board (2 + a) 2 (3 + c) 1 1) (0) _ (s247_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s247_board; target_board_eq | strip_offset].
  - unfold s247_form; apply form_int; zlia.
  - intros HT; apply (use247 IH (2 + a) 2 (3 + c) 1 1 y1); [unfold s247_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s247_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + e)) []) (s247_board (2 + a) 2 (3 + c) 1 (2 + e)) (0) _ (s247_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s247_board; target_board_eq | strip_offset].
  - unfold s247_form; apply form_int; zlia.
  - intros HT; apply (use247 IH (2 + a) 2 (3 + c) 1 (2 + e) y1); [unfold s247_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s247_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c e y1 : nat)
  (Hdom : s247_dom (2 + a) 2 (2 + c) 1 (2 + e) y1) (Hm : meas (s247_board (2 + a) 2 (2 + c) 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s247_board (2 + a) 2 (2 + c) 1 (2 + e))).
Proof.
  unfold s247_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s247_board (2 + a) 2 (2 + c) 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s247_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s247_c7_t1_a1 IH a c e y1 Hw (move_below_r _ _ 0 _ _ (s247_c7_moves a c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s247_c7_t1_a2 IH a c e y1 Hw (move_below_r _ _ 0 _ _ (s247_c7_moves a c e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s247_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C247 mm dd rr.
Proof.
  intros a b c d e y1 Hdom Hm Hd Hr. unfold s247_dom in Hdom.
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
            exact (s247_c1 IH y1 Hdom Hm Hd Hr).
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
            exact (s247_c2 IH a y1 Hdom Hm Hd Hr).
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
            exact (s247_c3 IH a c y1 Hdom Hm Hd Hr).
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
            exact (s247_c4 IH a c y1 Hdom Hm Hd Hr).
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
            do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s247_c5 IH a c d e y1 Hdom Hm Hd Hr).
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
            assert (b = 0) by zlia; subst b.
  exact (s247_c6 IH a c y1 Hdom Hm Hd Hr).
          }
          {
            assert (b = 0) by zlia; subst b.
  exact (s247_c7 IH a c e y1 Hdom Hm Hd Hr).
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

Lemma s248_c1_moves (c : nat) : rmoves (s248_board 0 0 (2 + c) 0) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s248_dom 0 0 (2 + c) 0 y1) (Hm : meas (s248_board 0 0 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board 0 0 (2 + c) 0)).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board 0 0 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s248_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_c2_moves (c : nat) : rmoves (s248_board 0 0 (2 + c) 1) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s248_dom 0 0 (2 + c) 1 y1) (Hm : meas (s248_board 0 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board 0 0 (2 + c) 1)).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board 0 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s248_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_c3_moves (c d : nat) : rmoves (s248_board 0 0 (2 + c) (2 + d)) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s248_dom 0 0 (2 + c) (2 + d) y1) (Hm : meas (s248_board 0 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board 0 0 (2 + c) (2 + d))).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board 0 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s248_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_c4_moves (c : nat) : rmoves (s248_board 0 1 (2 + c) 0) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s248_dom 0 1 (2 + c) 0 y1) (Hm : meas (s248_board 0 1 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board 0 1 (2 + c) 0)).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board 0 1 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s248_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_c5_moves (c : nat) : rmoves (s248_board 0 1 (2 + c) 1) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s248_dom 0 1 (2 + c) 1 y1) (Hm : meas (s248_board 0 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board 0 1 (2 + c) 1)).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board 0 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s248_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_c6_moves (c d : nat) : rmoves (s248_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s248_dom 0 1 (2 + c) (2 + d) y1) (Hm : meas (s248_board 0 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board 0 1 (2 + c) (2 + d))).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board 0 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s248_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_c7_moves (b c : nat) : rmoves (s248_board 0 (2 + b) (2 + c) 0) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s248_dom 0 (2 + b) (2 + c) 0 y1) (Hm : meas (s248_board 0 (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board 0 (2 + b) (2 + c) 0)).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board 0 (2 + b) (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s248_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_c8_moves (b c : nat) : rmoves (s248_board 0 (2 + b) (2 + c) 1) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s248_dom 0 (2 + b) (2 + c) 1 y1) (Hm : meas (s248_board 0 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board 0 (2 + b) (2 + c) 1)).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board 0 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s248_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_c9_moves (b c d : nat) : rmoves (s248_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s248_dom 0 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s248_board 0 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board 0 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board 0 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s248_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_c10_moves (c : nat) : rmoves (s248_board 1 0 (2 + c) 0) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s248_dom 1 0 (2 + c) 0 y1) (Hm : meas (s248_board 1 0 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board 1 0 (2 + c) 0)).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board 1 0 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s248_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_c11_moves (c : nat) : rmoves (s248_board 1 0 (2 + c) 1) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s248_dom 1 0 (2 + c) 1 y1) (Hm : meas (s248_board 1 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board 1 0 (2 + c) 1)).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board 1 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s248_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_c12_moves (c d : nat) : rmoves (s248_board 1 0 (2 + c) (2 + d)) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s248_dom 1 0 (2 + c) (2 + d) y1) (Hm : meas (s248_board 1 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board 1 0 (2 + c) (2 + d))).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board 1 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s248_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_c13_moves : rmoves (s248_board 1 1 1 1) = [[T; F; E; F; T; E]].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; F]) [(1, 1)]) (s57_board 0 1 0) (0) _ (s57_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F]) [(1, 1)]); [reflexivity | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 1 0 y1); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s248_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s248_dom 1 1 1 1 y1) (Hm : meas (s248_board 1 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board 1 1 1 1)).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board 1 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s248_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s248_c13_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s248_c13_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s248_c14_moves (c : nat) : rmoves (s248_board 1 1 (2 + c) 0) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s248_dom 1 1 (2 + c) 0 y1) (Hm : meas (s248_board 1 1 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board 1 1 (2 + c) 0)).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board 1 1 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s248_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_c15_moves (c : nat) : rmoves (s248_board 1 1 (2 + c) 1) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s248_dom 1 1 (2 + c) 1 y1) (Hm : meas (s248_board 1 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board 1 1 (2 + c) 1)).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board 1 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s248_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_c16_moves (c d : nat) : rmoves (s248_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s248_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s248_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board 1 1 (2 + c) (2 + d))).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board 1 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s248_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_c17_moves (b : nat) : rmoves (s248_board 1 (2 + b) 1 1) = [T :: repeat F (2 + b) ++ [E; F; T; E]].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [E; F; T; E])).
Proof.
  apply (answer_form_L _ (s88_board 1 (2 + b) 0 1 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; F]) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 0 1 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s248_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s248_dom 1 (2 + b) 1 1 y1) (Hm : meas (s248_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board 1 (2 + b) 1 1)).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board 1 (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s248_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s248_c17_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s248_c17_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s248_c18_moves (b c : nat) : rmoves (s248_board 1 (2 + b) (2 + c) 0) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s248_dom 1 (2 + b) (2 + c) 0 y1) (Hm : meas (s248_board 1 (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board 1 (2 + b) (2 + c) 0)).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board 1 (2 + b) (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s248_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_c19_moves (b c : nat) : rmoves (s248_board 1 (2 + b) (2 + c) 1) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s248_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s248_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board 1 (2 + b) (2 + c) 1)).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s248_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_c20_moves (b c d : nat) : rmoves (s248_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s248_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s248_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board 1 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s248_c20_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_c21_moves (a c : nat) : rmoves (s248_board (2 + a) 0 (2 + c) 0) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s248_dom (2 + a) 0 (2 + c) 0 y1) (Hm : meas (s248_board (2 + a) 0 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board (2 + a) 0 (2 + c) 0)).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board (2 + a) 0 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s248_c21_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_c22_moves (a c : nat) : rmoves (s248_board (2 + a) 0 (2 + c) 1) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c22 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s248_dom (2 + a) 0 (2 + c) 1 y1) (Hm : meas (s248_board (2 + a) 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board (2 + a) 0 (2 + c) 1)).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board (2 + a) 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s248_c22_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_c23_moves (a c d : nat) : rmoves (s248_board (2 + a) 0 (2 + c) (2 + d)) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c23 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s248_dom (2 + a) 0 (2 + c) (2 + d) y1) (Hm : meas (s248_board (2 + a) 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board (2 + a) 0 (2 + c) (2 + d))).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board (2 + a) 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s248_c23_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_c24_moves (a : nat) : rmoves (s248_board (2 + a) 1 1 1) = [repeat T (2 + a) ++ [F; E; F; T; E]].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c24_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; F; T; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 1 0 1 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F]) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 0 1 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s248_c24 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s248_dom (2 + a) 1 1 1 y1) (Hm : meas (s248_board (2 + a) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board (2 + a) 1 1 1)).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board (2 + a) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s248_c24_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s248_c24_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s248_c24_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s248_c25_moves (a d : nat) : rmoves (s248_board (2 + a) 1 1 (2 + d)) = [repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c25_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; F; T; E; F]) []) (s259_board (1 + a) 0 1 1) (0) _ (s259_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; F; T; E; F]) []); [reflexivity | unfold s259_board; target_board_eq | strip_offset].
  - unfold s259_form; apply form_int; zlia.
  - intros HT; apply (use259 IH (1 + a) 0 1 1 y1); [unfold s259_dom; assert (Hp : ((Z.of_nat (2 + a) >= 3) \/ (Z.of_nat (2 + a) = 2))%Z) by zlia; destruct Hp as [Hp|Hp]; [left; zlia | right; right; left; zlia] | unfold lex3; lia].
Qed.
Lemma s248_c25_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: F :: T :: E :: repeat F (2 + d)) []) (s259_board (1 + a) 0 1 (2 + d)) (0) _ (s259_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: F :: T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s259_board; target_board_eq | strip_offset].
  - unfold s259_form; apply form_int; zlia.
  - intros HT; apply (use259 IH (1 + a) 0 1 (2 + d) y1); [unfold s259_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s248_c25 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s248_dom (2 + a) 1 1 (2 + d) y1) (Hm : meas (s248_board (2 + a) 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board (2 + a) 1 1 (2 + d))).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board (2 + a) 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s248_c25_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s248_c25_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s248_c25_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s248_c25_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s248_c25_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s248_c26_moves (a c : nat) : rmoves (s248_board (2 + a) 1 (2 + c) 0) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c26 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s248_dom (2 + a) 1 (2 + c) 0 y1) (Hm : meas (s248_board (2 + a) 1 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board (2 + a) 1 (2 + c) 0)).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board (2 + a) 1 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s248_c26_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_c27_moves (a c : nat) : rmoves (s248_board (2 + a) 1 (2 + c) 1) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c27 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s248_dom (2 + a) 1 (2 + c) 1 y1) (Hm : meas (s248_board (2 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board (2 + a) 1 (2 + c) 1)).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board (2 + a) 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s248_c27_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_c28_moves (a c d : nat) : rmoves (s248_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c28 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s248_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s248_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s248_c28_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_c29_moves (a b : nat) : rmoves (s248_board (2 + a) (2 + b) 1 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; E]].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c29_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 0 1 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F]) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 0 1 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s248_c29 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s248_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s248_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board (2 + a) (2 + b) 1 1)).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board (2 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s248_c29_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s248_c29_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s248_c29_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s248_c30_moves (a b d : nat) : rmoves (s248_board (2 + a) (2 + b) 1 (2 + d)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c30_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; E; T; F]) []) (s235_board (2 + a) (2 + b) 1) (0) _ (s235_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; E; T; F]) []); [reflexivity | unfold s235_board; target_board_eq | strip_offset].
  - unfold s235_form; apply form_int; zlia.
  - intros HT; apply (use235 IH (2 + a) (2 + b) 1 y1); [unfold s235_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s248_c30_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) - Z.of_nat y1 >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: E :: T :: repeat F (2 + d)) []) (s236_board (2 + a) (2 + b) 1 (2 + d)) (0) _ (s236_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s236_board; target_board_eq | strip_offset].
  - unfold s236_form; apply form_int; zlia.
  - intros HT; apply (use236 IH (2 + a) (2 + b) 1 (2 + d) y1); [unfold s236_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s248_c30 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s248_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s248_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board (2 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s248_c30_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s248_c30_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s248_c30_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + d) - Z.of_nat y1 >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s248_c30_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s248_c30_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s248_c31_moves (a b c : nat) : rmoves (s248_board (2 + a) (2 + b) (2 + c) 0) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c31 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s248_dom (2 + a) (2 + b) (2 + c) 0 y1) (Hm : meas (s248_board (2 + a) (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board (2 + a) (2 + b) (2 + c) 0)).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board (2 + a) (2 + b) (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s248_c31_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_c32_moves (a b c : nat) : rmoves (s248_board (2 + a) (2 + b) (2 + c) 1) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c32 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s248_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s248_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board (2 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s248_c32_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_c33_moves (a b c d : nat) : rmoves (s248_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s248_board. tf_options. Qed.
Lemma s248_c33 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s248_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s248_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s248_board (2 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s248_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s248_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s248_c33_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s248_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C248 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s248_dom in Hdom.
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
          exact (s248_c1 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s248_c2 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s248_c3 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s248_c4 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s248_c5 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s248_c6 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s248_c7 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s248_c8 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s248_c9 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s248_c10 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s248_c11 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s248_c12 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s248_c13 IH y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s248_c14 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s248_c15 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s248_c16 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s248_c17 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s248_c18 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s248_c19 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s248_c20 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s248_c21 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s248_c22 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s248_c23 IH a c d y1 Hdom Hm Hd Hr).
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
          exact (s248_c24 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s248_c25 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s248_c26 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s248_c27 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s248_c28 IH a c d y1 Hdom Hm Hd Hr).
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
          exact (s248_c29 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s248_c30 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s248_c31 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s248_c32 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s248_c33 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s249_c1_moves (b : nat) : rmoves (s249_board 0 (2 + b)) = [F :: F :: F :: F :: E :: E :: T :: F :: T :: repeat F (2 + b); F :: F :: F :: E :: F :: F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s249_board. tf_options. Qed.
Lemma s249_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (F :: F :: F :: F :: E :: E :: T :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: F :: E :: E :: T :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s327_board (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s327_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 4)] (E :: E :: T :: F :: T :: repeat F (2 + b)) []); [strip_eq | unfold s327_board; target_board_eq | strip_offset].
  - unfold s327_form; apply form_int; zlia.
  - intros HT; apply (use327 IH (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s327_dom; zlia | unfold lex3; lia].
Qed.
Lemma s249_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (F :: F :: F :: E :: F :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: E :: F :: F :: T :: E :: T :: repeat F (2 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 3); (1, 2)] ([E; T; T; F; F]) []) (s159_board 0 0 2 2) (-2) _ (s159_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3); (1, 2)] ([E; T; T; F; F]) []); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 0 0 2 2 (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s159_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s249_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (F :: F :: F :: E :: F :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: E :: F :: F :: T :: E :: T :: repeat F (2 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 3); (1, 2)] (E :: T :: T :: repeat F (3 + b)) []) (s248_board 0 0 2 (3 + b)) (-2) _ (s248_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 3); (1, 2)] (E :: T :: T :: repeat F (3 + b)) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 0 0 2 (3 + b) (Z.to_nat (Z.of_nat y1 - 2))); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s249_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s249_dom 0 (2 + b) y1) (Hm : meas (s249_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s249_board 0 (2 + b))).
Proof.
  unfold s249_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s249_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s249_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s249_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s249_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s249_c1_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s249_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s249_c1_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s249_c1_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s249_c2_moves (b : nat) : rmoves (s249_board 1 (2 + b)) = [T :: F :: F :: F :: F :: E :: E :: T :: F :: T :: repeat F (2 + b); T :: F :: F :: F :: E :: F :: F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s249_board. tf_options. Qed.
Lemma s249_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (T :: F :: F :: F :: F :: E :: E :: T :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: F :: F :: E :: E :: T :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s257_board 1 (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s257_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: F :: F :: E :: E :: T :: F :: T :: repeat F (2 + b)) []); [strip_eq | unfold s257_board; target_board_eq | strip_offset].
  - unfold s257_form; apply form_int; zlia.
  - intros HT; apply (use257 IH 1 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s257_dom; zlia | unfold lex3; lia].
Qed.
Lemma s249_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (T :: F :: F :: F :: E :: F :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: F :: E :: F :: F :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: F :: F :: E :: F :: F :: E :: T :: T :: repeat F (2 + b)) []) (s258_board 1 3 2 2 (2 + b)) (0) _ (s258_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: F :: E :: F :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s258_board; target_board_eq | strip_offset].
  - unfold s258_form; apply form_int; zlia.
  - intros HT; apply (use258 IH 1 3 2 2 (2 + b) y1); [unfold s258_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s249_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s249_dom 1 (2 + b) y1) (Hm : meas (s249_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s249_board 1 (2 + b))).
Proof.
  unfold s249_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s249_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s249_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s249_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s249_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s249_c2_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s249_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s249_c3_moves (a b : nat) : rmoves (s249_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: F :: F :: E :: E :: T :: F :: T :: repeat F (2 + b); repeat T (2 + a) ++ F :: F :: F :: E :: F :: F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s249_board. tf_options. Qed.
Lemma s249_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: F :: F :: E :: E :: T :: F :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: F :: F :: E :: E :: T :: F :: T :: repeat F (2 + b))).
Proof.
  apply (answer_form_L _ (s257_board (2 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s257_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: F :: E :: E :: T :: F :: T :: repeat F (2 + b)) []); [strip_eq | unfold s257_board; target_board_eq | strip_offset].
  - unfold s257_form; apply form_int; zlia.
  - intros HT; apply (use257 IH (2 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s257_dom; zlia | unfold lex3; lia].
Qed.
Lemma s249_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: F :: E :: F :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: F :: E :: F :: F :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: F :: E :: F :: F :: E :: T :: T :: repeat F (2 + b)) []) (s258_board (2 + a) 3 2 2 (2 + b)) (0) _ (s258_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: E :: F :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s258_board; target_board_eq | strip_offset].
  - unfold s258_form; apply form_int; zlia.
  - intros HT; apply (use258 IH (2 + a) 3 2 2 (2 + b) y1); [unfold s258_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s249_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s249_dom (2 + a) (2 + b) y1) (Hm : meas (s249_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s249_board (2 + a) (2 + b))).
Proof.
  unfold s249_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s249_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s249_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s249_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s249_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s249_c3_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s249_c3_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s249_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C249 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s249_dom in Hdom.
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
      exact (s249_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s249_c2 IH b y1 Hdom Hm Hd Hr).
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
      exact (s249_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s250_c1_moves (c : nat) : rmoves (s250_board 0 3 (2 + c)) = [F :: F :: F :: E :: T :: F :: F :: F :: T :: E :: repeat F (2 + c); F :: F :: E :: F :: T :: F :: F :: F :: T :: F :: E :: repeat F (1 + c)].
Proof. unfold s250_board. tf_options. Qed.
Lemma s250_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (F :: F :: F :: E :: T :: F :: F :: F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: E :: T :: F :: F :: F :: T :: E :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s204_board 0 0 3 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s204_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3)] (E :: T :: F :: F :: F :: T :: E :: repeat F (2 + c)) []); [strip_eq | unfold s204_board; target_board_eq | strip_offset].
  - unfold s204_form; apply form_int; zlia.
  - intros HT; apply (use204 IH 0 0 3 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s204_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s250_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (F :: F :: E :: F :: T :: F :: F :: F :: T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: F :: T :: F :: F :: F :: T :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] ([T; F; F; F; E; F; T; F]) []) (s208_board 0 0 3 1) (-1) _ (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] ([T; F; F; F; E; F; T; F]) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 3 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s250_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (F :: F :: E :: F :: T :: F :: F :: F :: T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: F :: T :: F :: F :: F :: T :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2); (1, 1)] (T :: F :: F :: F :: E :: F :: T :: repeat F (2 + c)) []) (s208_board 0 0 3 (2 + c)) (-1) _ (s208_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2); (1, 1)] (T :: F :: F :: F :: E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s208_board; target_board_eq | strip_offset].
  - unfold s208_form; apply form_int; zlia.
  - intros HT; apply (use208 IH 0 0 3 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s208_dom; zlia | unfold lex3; lia].
Qed.
Lemma s250_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s250_dom 0 3 (2 + c) y1) (Hm : meas (s250_board 0 3 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s250_board 0 3 (2 + c))).
Proof.
  unfold s250_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s250_board 0 3 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s250_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s250_c1_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s250_c1_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s250_c1_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s250_c1_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s250_c1_t2_a2 IH c y1 Hw (move_below_r _ _ 1 _ _ (s250_c1_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s250_c2_moves (c : nat) : rmoves (s250_board 1 3 (2 + c)) = [T :: F :: F :: F :: E :: T :: F :: F :: F :: T :: E :: repeat F (2 + c); T :: F :: F :: E :: F :: T :: F :: F :: F :: T :: F :: E :: repeat F (1 + c)].
Proof. unfold s250_board. tf_options. Qed.
Lemma s250_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (T :: F :: F :: F :: E :: T :: F :: F :: F :: T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: F :: E :: T :: F :: F :: F :: T :: E :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s204_board 1 3 3 (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s204_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: F :: E :: T :: F :: F :: F :: T :: E :: repeat F (2 + c)) []); [strip_eq | unfold s204_board; target_board_eq | strip_offset].
  - unfold s204_form; apply form_int; zlia.
  - intros HT; apply (use204 IH 1 3 3 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s204_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s250_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (T :: F :: F :: E :: F :: T :: F :: F :: F :: T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: F :: T :: F :: F :: F :: T :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([T; F; F; E; F; T; F; F; F; E; F; T; F]) []) (s243_board 1 2 3 1) (0) _ (s243_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; F; T; F; F; F; E; F; T; F]) []); [reflexivity | unfold s243_board; target_board_eq | strip_offset].
  - unfold s243_form; apply form_int; zlia.
  - intros HT; apply (use243 IH 1 2 3 1 y1); [unfold s243_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s250_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (T :: F :: F :: E :: F :: T :: F :: F :: F :: T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: F :: T :: F :: F :: F :: T :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: F :: T :: F :: F :: F :: E :: F :: T :: repeat F (2 + c)) []) (s243_board 1 2 3 (2 + c)) (0) _ (s243_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: F :: T :: F :: F :: F :: E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s243_board; target_board_eq | strip_offset].
  - unfold s243_form; apply form_int; zlia.
  - intros HT; apply (use243 IH 1 2 3 (2 + c) y1); [unfold s243_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s250_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s250_dom 1 3 (2 + c) y1) (Hm : meas (s250_board 1 3 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s250_board 1 3 (2 + c))).
Proof.
  unfold s250_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s250_board 1 3 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s250_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s250_c2_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s250_c2_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s250_c2_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s250_c2_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s250_c2_t2_a2 IH c y1 Hw (move_below_r _ _ 1 _ _ (s250_c2_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s250_c3_moves (a b c : nat) : rmoves (s250_board (2 + a) (3 + b) (2 + c)) = [repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (2 + c); repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: F :: E :: repeat F (1 + c)].
Proof. unfold s250_board. tf_options. Qed.
Lemma s250_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (3 + b) + Z.of_nat (2 + c) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2))%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (2 + c))).
Proof.
  apply (answer_form_L _ (s204_board (2 + a) 3 (3 + b) (2 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s204_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: E :: T :: repeat F (3 + b) ++ T :: E :: repeat F (2 + c)) []); [strip_eq | unfold s204_board; target_board_eq | strip_offset].
  - unfold s204_form; apply form_int; zlia.
  - intros HT; apply (use204 IH (2 + a) 3 (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s204_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s250_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) = 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 2) \/ (Z.of_nat (2 + a) >= 6 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2))%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: F :: E :: repeat F (1 + c))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ [E; F; T; F]) []) (s243_board (2 + a) 2 (3 + b) 1) (0) _ (s243_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ [E; F; T; F]) []); [reflexivity | unfold s243_board; target_board_eq | strip_offset].
  - unfold s243_form; apply form_int; zlia.
  - intros HT; apply (use243 IH (2 + a) 2 (3 + b) 1 y1); [unfold s243_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s250_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (3 + b) + Z.of_nat (2 + c) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3))%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: F :: E :: repeat F (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ T :: F :: E :: repeat F (1 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ E :: F :: T :: repeat F (2 + c)) []) (s243_board (2 + a) 2 (3 + b) (2 + c)) (0) _ (s243_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: F :: T :: repeat F (3 + b) ++ E :: F :: T :: repeat F (2 + c)) []); [reflexivity | unfold s243_board; target_board_eq | strip_offset].
  - unfold s243_form; apply form_int; zlia.
  - intros HT; apply (use243 IH (2 + a) 2 (3 + b) (2 + c) y1); [unfold s243_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s250_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s250_dom (2 + a) (3 + b) (2 + c) y1) (Hm : meas (s250_board (2 + a) (3 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s250_board (2 + a) (3 + b) (2 + c))).
Proof.
  unfold s250_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s250_board (2 + a) (3 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s250_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (3 + b) + Z.of_nat (2 + c) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 2))%Z) by zlia. exact (s250_c3_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s250_c3_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) = 3 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 2) \/ (Z.of_nat (2 + a) >= 6 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) = 2))%Z) by zlia. exact (s250_c3_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s250_c3_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (3 + b) + Z.of_nat (2 + c) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat (2 + c) >= 3) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (3 + b) = 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + c) >= 3))%Z) by zlia. exact (s250_c3_t2_a2 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s250_c3_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s250_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C250 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s250_dom in Hdom.
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
        assert (b = 1) by zlia; subst b.
  exact (s250_c1 IH c y1 Hdom Hm Hd Hr).
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
        assert (b = 1) by zlia; subst b.
  exact (s250_c2 IH c y1 Hdom Hm Hd Hr).
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
  exact (s250_c3 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s251_c1_moves : rmoves (s251_board 0 0) = [[T; F; E; F; T; E]].
Proof. unfold s251_board. tf_options. Qed.
Lemma s251_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; F]) [(1, 1)]) (s23_board 0 1) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F]) [(1, 1)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s251_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s251_dom 0 0 y1) (Hm : meas (s251_board 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s251_board 0 0)).
Proof.
  unfold s251_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s251_board 0 0)) in Hg. cbn [rights] in Hg. rewrite s251_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s251_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s251_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s251_c2_moves : rmoves (s251_board 0 1) = [[F; T; F; E; F; T; E]].
Proof. unfold s251_board. tf_options. Qed.
Lemma s251_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; T; F; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; T; F; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] ([T; F]) [(1, 1)]) (s23_board 0 1) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; F]) [(1, 1)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s251_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s251_dom 0 1 y1) (Hm : meas (s251_board 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s251_board 0 1)).
Proof.
  unfold s251_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s251_board 0 1)) in Hg. cbn [rights] in Hg. rewrite s251_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s251_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s251_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s251_c3_moves (b : nat) : rmoves (s251_board 0 (2 + b)) = [repeat F (2 + b) ++ [T; F; E; F; T; E]].
Proof. unfold s251_board. tf_options. Qed.
Lemma s251_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ [T; F; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [T; F; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] ([T; F]) [(1, 1)]) (s23_board 0 1) (0) _ (s23_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] ([T; F]) [(1, 1)]); [reflexivity | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 1 y1); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s251_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s251_dom 0 (2 + b) y1) (Hm : meas (s251_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s251_board 0 (2 + b))).
Proof.
  unfold s251_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s251_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s251_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s251_c3_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s251_c3_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s251_c4_moves : rmoves (s251_board 1 0) = [[T; T; F; E; F; T; E]].
Proof. unfold s251_board. tf_options. Qed.
Lemma s251_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; T; F; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; T; F; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; E; F; T; F]) [(1, 1)]) (s20_board 1 0) (1) _ (s20_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s20_board; target_board_eq | strip_offset].
  - unfold s20_form; apply form_int; zlia.
  - intros HT; apply (use20 IH 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s20_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s251_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s251_dom 1 0 y1) (Hm : meas (s251_board 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s251_board 1 0)).
Proof.
  unfold s251_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s251_board 1 0)) in Hg. cbn [rights] in Hg. rewrite s251_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s251_c4_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s251_c4_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s251_c5_moves : rmoves (s251_board 1 1) = [[T; F; T; F; E; F; T; E]].
Proof. unfold s251_board. tf_options. Qed.
Lemma s251_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; F; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; F; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; F; T; F]) [(1, 1)]) (s256_board 1 1 1 1) (1) _ (s256_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH 1 1 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s256_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s251_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s251_dom 1 1 y1) (Hm : meas (s251_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s251_board 1 1)).
Proof.
  unfold s251_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s251_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s251_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s251_c5_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s251_c5_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s251_c6_moves (b : nat) : rmoves (s251_board 1 (2 + b)) = [T :: repeat F (2 + b) ++ [T; F; E; F; T; E]].
Proof. unfold s251_board. tf_options. Qed.
Lemma s251_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; F; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; F; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; F; T; F]) [(1, 1)]) (s256_board 1 (2 + b) 1 1) (1) _ (s256_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH 1 (2 + b) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s256_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s251_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s251_dom 1 (2 + b) y1) (Hm : meas (s251_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s251_board 1 (2 + b))).
Proof.
  unfold s251_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s251_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s251_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s251_c6_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s251_c6_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s251_c7_moves (a : nat) : rmoves (s251_board (2 + a) 0) = [repeat T (3 + a) ++ [F; E; F; T; E]].
Proof. unfold s251_board. tf_options. Qed.
Lemma s251_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [F; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; T; F]) [(1, 1)]) (s20_board (2 + a) 0) (1) _ (s20_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s20_board; target_board_eq | strip_offset].
  - unfold s20_form; apply form_int; zlia.
  - intros HT; apply (use20 IH (2 + a) 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s20_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s251_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s251_dom (2 + a) 0 y1) (Hm : meas (s251_board (2 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s251_board (2 + a) 0)).
Proof.
  unfold s251_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s251_board (2 + a) 0)) in Hg. cbn [rights] in Hg. rewrite s251_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s251_c7_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s251_c7_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s251_c8_moves (a : nat) : rmoves (s251_board (2 + a) 1) = [repeat T (2 + a) ++ [F; T; F; E; F; T; E]].
Proof. unfold s251_board. tf_options. Qed.
Lemma s251_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; F; T; F]) [(1, 1)]) (s256_board (2 + a) 1 1 1) (1) _ (s256_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (2 + a) 1 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s256_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s251_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s251_dom (2 + a) 1 y1) (Hm : meas (s251_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s251_board (2 + a) 1)).
Proof.
  unfold s251_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s251_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s251_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s251_c8_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s251_c8_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s251_c9_moves (a b : nat) : rmoves (s251_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; F; T; E]].
Proof. unfold s251_board. tf_options. Qed.
Lemma s251_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; F]) [(1, 1)]) (s256_board (2 + a) (2 + b) 1 1) (1) _ (s256_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (2 + a) (2 + b) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s256_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s251_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s251_dom (2 + a) (2 + b) y1) (Hm : meas (s251_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s251_board (2 + a) (2 + b))).
Proof.
  unfold s251_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s251_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s251_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s251_c9_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s251_c9_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s251_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C251 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s251_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      exact (s251_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s251_c2 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s251_c3 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s251_c4 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s251_c5 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s251_c6 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s251_c7 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s251_c8 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s251_c9 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s252_c1_moves : rmoves (s252_board 0 0 1 1) = [[F; E; T; F; E; T; F]; [E; F; T; F; F; T; E]].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s90_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s90_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; F]) []); [strip_eq | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board 0 0 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; F; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; F; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s17_board 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s17_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(1, 1)] ([T; F; F]) [(1, 1)]); [strip_eq | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([E; F; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; F; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(1, 1)] ([T; F; F]) [(1, 1)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s252_dom 0 0 1 1 y1) (Hm : meas (s252_board 0 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 0 0 1 1)).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 0 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s252_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s252_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s252_c1_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s252_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c1_t2_a2 IH y1 Hw (move_below_r _ _ 1 _ _ (s252_c1_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c2_moves (d : nat) : rmoves (s252_board 0 0 1 (2 + d)) = [F :: E :: T :: F :: E :: T :: repeat F (2 + d); E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s96_board 1 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s96_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s96_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s252_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board 0 0 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(1, 1)] ([T; F; F; E; T; F]) []) (s135_board 1 2 1 1) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F; F; E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(1, 1)] ([T; F; F; E; T; F]) []) (s179_board 0 0 2 1) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c2_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s135_board 1 2 1 (2 + d)) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c2_t2_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s179_board 0 0 2 (2 + d)) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 2 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s252_dom 0 0 1 (2 + d) y1) (Hm : meas (s252_board 0 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 0 0 1 (2 + d))).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 0 0 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s252_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c2_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s252_c2_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c2_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s252_c2_moves d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c2_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s252_c2_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c2_t2_a2 IH d y1 Hw (move_below_r _ _ 1 _ _ (s252_c2_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c2_t2_a3 IH d y1 Hw (move_below_r _ _ 1 _ _ (s252_c2_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c2_t2_a4 IH d y1 Hw (move_below_r _ _ 1 _ _ (s252_c2_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c3_moves (c : nat) : rmoves (s252_board 0 0 (2 + c) 1) = [F :: E :: T :: repeat F (2 + c) ++ [E; T; F]; E :: F :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (2 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s135_board 1 (2 + c) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (2 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (2 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board 0 0 (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: F :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: F :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s23_board 0 (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(1, 1)] (T :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s252_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: F :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: F :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 (3 + c) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(1, 1)] (T :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (3 + c) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s252_dom 0 0 (2 + c) 1 y1) (Hm : meas (s252_board 0 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 0 0 (2 + c) 1)).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 0 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s252_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c3_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s252_c3_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c3_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s252_c3_moves c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c3_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s252_c3_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c3_t2_a2 IH c y1 Hw (move_below_r _ _ 1 _ _ (s252_c3_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c4_moves (c d : nat) : rmoves (s252_board 0 0 (2 + c) (2 + d)) = [F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d); E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s135_board 1 (2 + c) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (2 + c) 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board 0 0 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1)] (E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(1, 1)] (T :: repeat F (3 + c) ++ [E; T; F]) []) (s135_board 1 (3 + c) 1 1) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(1, 1)] (T :: repeat F (3 + c) ++ [E; T; F]) []) (s179_board 0 0 (3 + c) 1) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c4_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s135_board 1 (3 + c) 1 (2 + d)) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + c) 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c4_t2_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] (T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s179_board 0 0 (3 + c) (2 + d)) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s252_dom 0 0 (2 + c) (2 + d) y1) (Hm : meas (s252_board 0 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 0 0 (2 + c) (2 + d))).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 0 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s252_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c4_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s252_c4_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c4_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s252_c4_moves c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c4_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s252_c4_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c4_t2_a2 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s252_c4_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c4_t2_a3 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s252_c4_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c4_t2_a4 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s252_c4_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c5_moves : rmoves (s252_board 0 1 1 1) = [[F; F; E; T; F; E; T; F]; [F; E; F; T; F; F; T; E]].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; F; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s90_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s90_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] ([E; T; F; E; T; F]) []); [strip_eq | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; F; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; F; E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board 0 0 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] ([E; T; F; E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([F; E; F; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; F; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s17_board 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s17_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; F; F]) [(1, 1)]); [strip_eq | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c5_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([F; E; F; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([F; E; F; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; F; F]) [(1, 1)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s252_dom 0 1 1 1 y1) (Hm : meas (s252_board 0 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 0 1 1 1)).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 0 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s252_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c5_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s252_c5_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c5_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s252_c5_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c5_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s252_c5_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c5_t2_a2 IH y1 Hw (move_below_r _ _ 1 _ _ (s252_c5_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c6_moves (d : nat) : rmoves (s252_board 0 1 1 (2 + d)) = [F :: F :: E :: T :: F :: E :: T :: repeat F (2 + d); F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s96_board 1 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s96_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s96_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s252_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: F :: E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board 0 0 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] ([T; F; F; E; T; F]) []) (s135_board 1 2 1 1) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; F; F; E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] ([T; F; F; E; T; F]) []) (s179_board 0 0 2 1) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; F; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c6_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] (T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s135_board 1 2 1 (2 + d)) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c6_t2_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] (T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s179_board 0 0 2 (2 + d)) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 2 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s252_dom 0 1 1 (2 + d) y1) (Hm : meas (s252_board 0 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 0 1 1 (2 + d))).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 0 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s252_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c6_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s252_c6_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c6_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s252_c6_moves d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c6_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s252_c6_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c6_t2_a2 IH d y1 Hw (move_below_r _ _ 1 _ _ (s252_c6_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c6_t2_a3 IH d y1 Hw (move_below_r _ _ 1 _ _ (s252_c6_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c6_t2_a4 IH d y1 Hw (move_below_r _ _ 1 _ _ (s252_c6_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c7_moves (c : nat) : rmoves (s252_board 0 1 (2 + c) 1) = [F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]; F :: E :: F :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s135_board 1 (2 + c) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (2 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board 0 0 (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: F :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: F :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s23_board 0 (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s252_c7_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: F :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: F :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 (3 + c) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (3 + c) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s252_dom 0 1 (2 + c) 1 y1) (Hm : meas (s252_board 0 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 0 1 (2 + c) 1)).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 0 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s252_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c7_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s252_c7_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c7_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s252_c7_moves c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c7_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s252_c7_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c7_t2_a2 IH c y1 Hw (move_below_r _ _ 1 _ _ (s252_c7_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c8_moves (c d : nat) : rmoves (s252_board 0 1 (2 + c) (2 + d)) = [F :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d); F :: E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s135_board 1 (2 + c) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (2 + c) 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board 0 0 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2)] (E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] (T :: repeat F (3 + c) ++ [E; T; F]) []) (s135_board 1 (3 + c) 1 1) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c8_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] (T :: repeat F (3 + c) ++ [E; T; F]) []) (s179_board 0 0 (3 + c) 1) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c8_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] (T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s135_board 1 (3 + c) 1 (2 + d)) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + c) 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c8_t2_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (F :: E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 1); (1, 1)] (T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s179_board 0 0 (3 + c) (2 + d)) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s252_dom 0 1 (2 + c) (2 + d) y1) (Hm : meas (s252_board 0 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 0 1 (2 + c) (2 + d))).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 0 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s252_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c8_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s252_c8_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c8_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s252_c8_moves c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c8_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s252_c8_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c8_t2_a2 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s252_c8_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c8_t2_a3 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s252_c8_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c8_t2_a4 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s252_c8_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c9_moves (b : nat) : rmoves (s252_board 0 (2 + b) 1 1) = [repeat F (3 + b) ++ [E; T; F; E; T; F]; repeat F (2 + b) ++ [E; F; T; F; F; T; E]].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (3 + b) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ [E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s90_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s90_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3 + b)] ([E; T; F; E; T; F]) []); [strip_eq | unfold s90_board; target_board_eq | strip_offset].
  - unfold s90_form; apply form_int; zlia.
  - intros HT; apply (use90 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s90_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (3 + b) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ [E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board 0 0 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3 + b)] ([E; T; F; E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; F; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [E; F; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s17_board 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s17_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] ([T; F; F]) [(1, 1)]); [strip_eq | unfold s17_board; target_board_eq | strip_offset].
  - unfold s17_form; apply form_int; zlia.
  - intros HT; apply (use17 IH 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s17_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c9_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ [E; F; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [E; F; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 2 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] ([T; F; F]) [(1, 1)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s252_dom 0 (2 + b) 1 1 y1) (Hm : meas (s252_board 0 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 0 (2 + b) 1 1)).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 0 (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s252_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c9_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s252_c9_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c9_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s252_c9_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c9_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s252_c9_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c9_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s252_c9_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c10_moves (b d : nat) : rmoves (s252_board 0 (2 + b) 1 (2 + d)) = [repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d); repeat F (2 + b) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s96_board 1 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s96_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s96_board; target_board_eq | strip_offset].
  - unfold s96_form; apply form_int; zlia.
  - intros HT; apply (use96 IH 1 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s96_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s252_c10_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board 0 0 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c10_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] ([T; F; F; E; T; F]) []) (s135_board 1 2 1 1) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] ([T; F; F; E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c10_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] ([T; F; F; E; T; F]) []) (s179_board 0 0 2 1) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] ([T; F; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c10_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] (T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s135_board 1 2 1 (2 + d)) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] (T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 2 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c10_t2_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] (T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s179_board 0 0 2 (2 + d)) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] (T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 2 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s252_dom 0 (2 + b) 1 (2 + d) y1) (Hm : meas (s252_board 0 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 0 (2 + b) 1 (2 + d))).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 0 (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s252_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c10_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s252_c10_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c10_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s252_c10_moves b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c10_t2_a1 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s252_c10_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c10_t2_a2 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s252_c10_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c10_t2_a3 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s252_c10_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c10_t2_a4 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s252_c10_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c11_moves (b c : nat) : rmoves (s252_board 0 (2 + b) (2 + c) 1) = [repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]; repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s135_board 1 (2 + c) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (2 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board 0 0 (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c11_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s23_board 0 (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s23_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] (T :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s23_board; target_board_eq | strip_offset].
  - unfold s23_form; apply form_int; zlia.
  - intros HT; apply (use23 IH 0 (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s23_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s252_c11_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s57_board 0 (3 + c) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s57_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] (T :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s57_board; target_board_eq | strip_offset].
  - unfold s57_form; apply form_int; zlia.
  - intros HT; apply (use57 IH 0 (3 + c) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s57_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s252_dom 0 (2 + b) (2 + c) 1 y1) (Hm : meas (s252_board 0 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 0 (2 + b) (2 + c) 1)).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 0 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s252_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c11_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s252_c11_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c11_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s252_c11_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c11_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s252_c11_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c11_t2_a2 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s252_c11_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c12_moves (b c d : nat) : rmoves (s252_board 0 (2 + b) (2 + c) (2 + d)) = [repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d); repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s135_board 1 (2 + c) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (2 + c) 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board 0 0 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 3 + b)] (E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c12_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] (T :: repeat F (3 + c) ++ [E; T; F]) []) (s135_board 1 (3 + c) 1 1) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] (T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c12_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] (T :: repeat F (3 + c) ++ [E; T; F]) []) (s179_board 0 0 (3 + c) 1) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] (T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c12_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] (T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s135_board 1 (3 + c) 1 (2 + d)) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] (T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 1 (3 + c) 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c12_t2_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 2 + b); (1, 1)] (T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s179_board 0 0 (3 + c) (2 + d)) (-1) _ (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b); (1, 1)] (T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 0 0 (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s252_dom 0 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s252_board 0 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 0 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 0 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s252_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c12_t1_a1 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s252_c12_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c12_t1_a2 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s252_c12_moves b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c12_t2_a1 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s252_c12_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c12_t2_a2 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s252_c12_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c12_t2_a3 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s252_c12_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c12_t2_a4 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s252_c12_moves b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c13_moves : rmoves (s252_board 1 0 0 1) = [[T; F; E; T; E; T; F]; [T; E; F; T; F; T; E]].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; E; T; T; F]) []) (s248_board 1 1 2 1) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; E; T; T; F]) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 1 2 1 y1); [unfold s248_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c13_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; F; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; F; T; F; T; E])).
Proof.
  apply (answer_form_L _ (s20_board 1 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s20_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; E; F; T; F]) [(1, 1)]); [strip_eq | unfold s20_board; target_board_eq | strip_offset].
  - unfold s20_form; apply form_int; zlia.
  - intros HT; apply (use20 IH 1 0 y1); [unfold s20_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s252_dom 1 0 0 1 y1) (Hm : meas (s252_board 1 0 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 1 0 0 1)).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 1 0 0 1)) in Hg. cbn [rights] in Hg. rewrite s252_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c13_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s252_c13_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c13_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s252_c13_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s252_c14_moves (d : nat) : rmoves (s252_board 1 0 0 (2 + d)) = [T :: F :: E :: T :: E :: T :: repeat F (2 + d); T :: E :: F :: T :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: E :: T :: T :: repeat F (2 + d)) []) (s248_board 1 1 2 (2 + d)) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 1 2 (2 + d) y1); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s252_c14_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: E :: F :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s71_board 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s71_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; E; F; T; F; T; E; F]) []); [strip_eq | unfold s71_board; target_board_eq | strip_offset].
  - unfold s71_form; apply form_int; zlia.
  - intros HT; apply (use71 IH 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s71_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c14_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: F :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s259_board 1 0 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s259_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; E; F; T; F; T; E; F]) []); [strip_eq | unfold s259_board; target_board_eq | strip_offset].
  - unfold s259_form; apply form_int; zlia.
  - intros HT; apply (use259 IH 1 0 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s259_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c14_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: F :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: E :: F :: T :: F :: E :: T :: repeat F (2 + d)) []) (s82_board 1 (2 + d)) (0) _ (s82_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s82_board; target_board_eq | strip_offset].
  - unfold s82_form; apply form_int; zlia.
  - intros HT; apply (use82 IH 1 (2 + d) y1); [unfold s82_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s252_dom 1 0 0 (2 + d) y1) (Hm : meas (s252_board 1 0 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 1 0 0 (2 + d))).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 1 0 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s252_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c14_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s252_c14_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c14_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s252_c14_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c14_t2_a2 IH d y1 Hw (move_below_r _ _ 1 _ _ (s252_c14_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c14_t2_a3 IH d y1 Hw (move_below_r _ _ 1 _ _ (s252_c14_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c15_moves : rmoves (s252_board 1 0 1 1) = [[T; F; E; T; F; E; T; F]; [T; E; F; T; F; F; T; E]].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; E; F; T; T; F]) []) (s124_board 1 2 1) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; E; F; T; T; F]) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH 1 2 1 y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c15_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; F; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; F; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s113_board 1) (1) _ (int ((- Z.of_nat y1) + 1)) (s113_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; E; F; T; F; F]) [(1, 1)]); [strip_eq | unfold s113_board; target_board_eq | strip_offset].
  - unfold s113_form; apply form_int; zlia.
  - intros HT; apply (use113 IH 1 y1); [unfold s113_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s252_dom 1 0 1 1 y1) (Hm : meas (s252_board 1 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 1 0 1 1)).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 1 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s252_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c15_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s252_c15_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c15_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s252_c15_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s252_c16_moves (d : nat) : rmoves (s252_board 1 0 1 (2 + d)) = [T :: F :: E :: T :: F :: E :: T :: repeat F (2 + d); T :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: E :: F :: T :: T :: repeat F (2 + d)) []) (s124_board 1 2 (2 + d)) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: E :: F :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH 1 2 (2 + d) y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c16_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s114_board 1 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s114_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; E; F; T; F; F; T; E; F]) []); [strip_eq | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH 1 2 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s114_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c16_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s125_board 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s125_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; E; F; T; F; F; T; E; F]) []); [strip_eq | unfold s125_board; target_board_eq | strip_offset].
  - unfold s125_form; apply form_int; zlia.
  - intros HT; apply (use125 IH 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s125_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s252_c16_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s252_board 1 0 2 (2 + d)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 0 2 (2 + d) y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s252_dom 1 0 1 (2 + d) y1) (Hm : meas (s252_board 1 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 1 0 1 (2 + d))).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 1 0 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s252_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c16_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s252_c16_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c16_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s252_c16_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c16_t2_a2 IH d y1 Hw (move_below_r _ _ 1 _ _ (s252_c16_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c16_t2_a3 IH d y1 Hw (move_below_r _ _ 1 _ _ (s252_c16_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c17_moves (c : nat) : rmoves (s252_board 1 0 (2 + c) 1) = [T :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]; T :: E :: F :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s135_board 2 (2 + c) 1 1) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 2 (2 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c17_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s284_board (2 + c)) (-1) _ (s284_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s284_board; target_board_eq | strip_offset].
  - unfold s284_form; apply form_int; zlia.
  - intros HT; apply (use284 IH (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s284_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c17_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: F :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s256_board 1 0 1 (3 + c)) (1) _ (int ((- Z.of_nat y1) + 1)) (s256_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: E :: F :: T :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH 1 0 1 (3 + c) y1); [unfold s256_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s252_dom 1 0 (2 + c) 1 y1) (Hm : meas (s252_board 1 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 1 0 (2 + c) 1)).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 1 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s252_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c17_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s252_c17_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c17_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s252_c17_moves c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c17_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s252_c17_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s252_c18_moves (c d : nat) : rmoves (s252_board 1 0 (2 + c) (2 + d)) = [T :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d); T :: E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s135_board 2 (2 + c) 1 (2 + d)) (-1) _ (s135_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s135_board; target_board_eq | strip_offset].
  - unfold s135_form; apply form_int; zlia.
  - intros HT; apply (use135 IH 2 (2 + c) 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s135_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c18_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []) (s285_board (2 + c) (2 + d)) (-1) _ (s285_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s285_board; target_board_eq | strip_offset].
  - unfold s285_form; apply form_int; zlia.
  - intros HT; apply (use285 IH (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s285_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c18_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s114_board 1 (3 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s114_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: E :: F :: T :: repeat F (3 + c) ++ [T; E; F]) []); [strip_eq | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH 1 (3 + c) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s114_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c18_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s259_board 1 0 (3 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s259_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: E :: F :: T :: repeat F (3 + c) ++ [T; E; F]) []); [strip_eq | unfold s259_board; target_board_eq | strip_offset].
  - unfold s259_form; apply form_int; zlia.
  - intros HT; apply (use259 IH 1 0 (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s259_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c18_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s252_board 1 0 (3 + c) (2 + d)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 0 (3 + c) (2 + d) y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s252_dom 1 0 (2 + c) (2 + d) y1) (Hm : meas (s252_board 1 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 1 0 (2 + c) (2 + d))).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 1 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s252_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c18_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s252_c18_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c18_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s252_c18_moves c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c18_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s252_c18_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c18_t2_a2 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s252_c18_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c18_t2_a3 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s252_c18_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c19_moves : rmoves (s252_board 1 1 0 1) = [[T; F; F; E; T; E; T; F]; [T; F; E; F; T; F; T; E]].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c19_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; F; E; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; E; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; F; E; E; T; T; F]) []) (s248_board 1 2 2 1) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; F; E; E; T; T; F]) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 2 2 1 y1); [unfold s248_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c19_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; F; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; F; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; F; T; F]) [(1, 1)]) (s85_board 0 1 0) (0) _ (s85_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F; T; F]) [(1, 1)]); [reflexivity | unfold s85_board; target_board_eq | strip_offset].
  - unfold s85_form; apply form_int; zlia.
  - intros HT; apply (use85 IH 0 1 0 y1); [unfold s85_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s252_dom 1 1 0 1 y1) (Hm : meas (s252_board 1 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 1 1 0 1)).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 1 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s252_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c19_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s252_c19_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c19_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s252_c19_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s252_c20_moves (d : nat) : rmoves (s252_board 1 1 0 (2 + d)) = [T :: F :: F :: E :: T :: E :: T :: repeat F (2 + d); T :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c20_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: F :: E :: T :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: T :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: F :: E :: E :: T :: T :: repeat F (2 + d)) []) (s248_board 1 2 2 (2 + d)) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: E :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 2 2 (2 + d) y1); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s252_c20_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] ([T; F; E; F; T; F; E; T; F]) []) (s252_board 1 1 1 1) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; F; T; F; E; T; F]) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 1 1 1 y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c20_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + d)) []) (s252_board 1 1 1 (2 + d)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: F :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 1 1 (2 + d) y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s252_dom 1 1 0 (2 + d) y1) (Hm : meas (s252_board 1 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 1 1 0 (2 + d))).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 1 1 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s252_c20_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c20_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s252_c20_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c20_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s252_c20_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c20_t2_a2 IH d y1 Hw (move_below_r _ _ 1 _ _ (s252_c20_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c21_moves : rmoves (s252_board 1 1 1 1) = [[T; F; F; E; T; F; E; T; F]; [T; F; E; F; T; F; F; T; E]].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c21_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; F; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s173_board 1 2 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; E; T; F]) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 2 1 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c21_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; F; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board 1 2 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 2 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c21_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; F; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; F; T; F; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([T; F; T; F; F]) [(1, 1)]) (s48_board 0 0) (0) _ (s48_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] ([T; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s48_board; target_board_eq | strip_offset].
  - unfold s48_form; apply form_int; zlia.
  - intros HT; apply (use48 IH 0 0 y1); [unfold s48_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s252_dom 1 1 1 1 y1) (Hm : meas (s252_board 1 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 1 1 1 1)).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 1 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s252_c21_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c21_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s252_c21_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c21_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s252_c21_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c21_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s252_c21_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s252_c22_moves (d : nat) : rmoves (s252_board 1 1 1 (2 + d)) = [T :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + d); T :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c22_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s173_board 1 2 1 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 2 1 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c22_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board 1 2 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 2 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c22_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] ([T; F; E; F; T; F; F; E; T; F]) []) (s252_board 1 1 2 1) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; F; T; F; F; E; T; F]) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 1 2 1 y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c22_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s252_board 1 1 2 (2 + d)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 1 2 (2 + d) y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c22 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s252_dom 1 1 1 (2 + d) y1) (Hm : meas (s252_board 1 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 1 1 1 (2 + d))).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 1 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s252_c22_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c22_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s252_c22_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c22_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s252_c22_moves d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c22_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s252_c22_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c22_t2_a2 IH d y1 Hw (move_below_r _ _ 1 _ _ (s252_c22_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c23_moves (c : nat) : rmoves (s252_board 1 1 (2 + c) 1) = [T :: F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]; T :: F :: E :: F :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c23_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s173_board 1 2 (2 + c) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 2 (2 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c23_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board 1 2 (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 2 (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c23_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: F :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: F :: T :: repeat F (3 + c)) [(1, 1)]) (s85_board 0 (3 + c) 0) (0) _ (s85_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: F :: T :: repeat F (3 + c)) [(1, 1)]); [reflexivity | unfold s85_board; target_board_eq | strip_offset].
  - unfold s85_form; apply form_int; zlia.
  - intros HT; apply (use85 IH 0 (3 + c) 0 y1); [unfold s85_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c23 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s252_dom 1 1 (2 + c) 1 y1) (Hm : meas (s252_board 1 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 1 1 (2 + c) 1)).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 1 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s252_c23_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c23_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s252_c23_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c23_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s252_c23_moves c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c23_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s252_c23_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s252_c24_moves (c d : nat) : rmoves (s252_board 1 1 (2 + c) (2 + d)) = [T :: F :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d); T :: F :: E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c24_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s173_board 1 2 (2 + c) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 2 (2 + c) 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c24_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board 1 2 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 2 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c24_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: F :: E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) []) (s252_board 1 1 (3 + c) 1) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 1 (3 + c) 1 y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c24_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s252_board 1 1 (3 + c) (2 + d)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 1 (3 + c) (2 + d) y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c24 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s252_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s252_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 1 1 (2 + c) (2 + d))).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 1 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s252_c24_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c24_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s252_c24_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c24_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s252_c24_moves c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c24_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s252_c24_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c24_t2_a2 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s252_c24_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c25_moves (b : nat) : rmoves (s252_board 1 (2 + b) 0 1) = [T :: repeat F (3 + b) ++ [E; T; E; T; F]; T :: repeat F (2 + b) ++ [E; F; T; F; T; E]].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c25_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [E; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [E; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ [E; E; T; T; F]) []) (s248_board 1 (3 + b) 2 1) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; E; T; T; F]) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 (3 + b) 2 1 y1); [unfold s248_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c25_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; F; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [E; F; T; F; T; E])).
Proof.
  apply (answer_form_L _ (s256_board 1 (2 + b) 1 1) (1) _ (int ((- Z.of_nat y1) + 1)) (s256_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; F; T; F]) [(1, 1)]); [strip_eq | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH 1 (2 + b) 1 1 y1); [unfold s256_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c25 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s252_dom 1 (2 + b) 0 1 y1) (Hm : meas (s252_board 1 (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 1 (2 + b) 0 1)).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 1 (2 + b) 0 1)) in Hg. cbn [rights] in Hg. rewrite s252_c25_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c25_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s252_c25_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c25_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s252_c25_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s252_c26_moves (b d : nat) : rmoves (s252_board 1 (2 + b) 0 (2 + d)) = [T :: repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + d); T :: repeat F (2 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c26_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ E :: T :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (3 + b) ++ E :: E :: T :: T :: repeat F (2 + d)) []) (s248_board 1 (3 + b) 2 (2 + d)) (0) _ (s248_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: E :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 1 (3 + b) 2 (2 + d) y1); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s252_c26_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; F; T; F; E; T; F]) []) (s252_board 1 (2 + b) 1 1) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; F; T; F; E; T; F]) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 (2 + b) 1 1 y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c26_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: F :: T :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + d)) []) (s252_board 1 (2 + b) 1 (2 + d)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 (2 + b) 1 (2 + d) y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c26 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s252_dom 1 (2 + b) 0 (2 + d) y1) (Hm : meas (s252_board 1 (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 1 (2 + b) 0 (2 + d))).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 1 (2 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s252_c26_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c26_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s252_c26_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c26_t2_a1 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s252_c26_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c26_t2_a2 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s252_c26_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c27_moves (b : nat) : rmoves (s252_board 1 (2 + b) 1 1) = [T :: repeat F (3 + b) ++ [E; T; F; E; T; F]; T :: repeat F (2 + b) ++ [E; F; T; F; F; T; E]].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c27_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s173_board 1 (3 + b) 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; T; F; E; T; F]) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (3 + b) 1 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c27_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board 1 (3 + b) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; T; F; E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 (3 + b) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c27_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [E; F; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [E; F; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s256_board 1 (2 + b) 1 2) (1) _ (int ((- Z.of_nat y1) + 1)) (s256_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; F; T; F; F]) [(1, 1)]); [strip_eq | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH 1 (2 + b) 1 2 y1); [unfold s256_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c27 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s252_dom 1 (2 + b) 1 1 y1) (Hm : meas (s252_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 1 (2 + b) 1 1)).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 1 (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s252_c27_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c27_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s252_c27_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c27_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s252_c27_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c27_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s252_c27_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s252_c28_moves (b d : nat) : rmoves (s252_board 1 (2 + b) 1 (2 + d)) = [T :: repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d); T :: repeat F (2 + b) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c28_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s173_board 1 (3 + b) 1 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (3 + b) 1 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c28_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board 1 (3 + b) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 (3 + b) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c28_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; F; T; F; F; E; T; F]) []) (s252_board 1 (2 + b) 2 1) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; F; T; F; F; E; T; F]) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 (2 + b) 2 1 y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c28_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: F :: T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s252_board 1 (2 + b) 2 (2 + d)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: F :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 (2 + b) 2 (2 + d) y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c28 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s252_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s252_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 1 (2 + b) 1 (2 + d))).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s252_c28_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c28_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s252_c28_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c28_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s252_c28_moves b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c28_t2_a1 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s252_c28_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c28_t2_a2 IH b d y1 Hw (move_below_r _ _ 1 _ _ (s252_c28_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c29_moves (b c : nat) : rmoves (s252_board 1 (2 + b) (2 + c) 1) = [T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]; T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c29_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s173_board 1 (3 + b) (2 + c) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (3 + b) (2 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c29_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board 1 (3 + b) (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 (3 + b) (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c29_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s256_board 1 (2 + b) 1 (3 + c)) (1) _ (int ((- Z.of_nat y1) + 1)) (s256_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH 1 (2 + b) 1 (3 + c) y1); [unfold s256_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c29 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s252_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s252_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 1 (2 + b) (2 + c) 1)).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s252_c29_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c29_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s252_c29_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c29_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s252_c29_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c29_t2_a1 IH b c y1 Hw (move_below_r _ _ 1 _ _ (s252_c29_moves b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s252_c30_moves (b c d : nat) : rmoves (s252_board 1 (2 + b) (2 + c) (2 + d)) = [T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d); T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c30_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s173_board 1 (3 + b) (2 + c) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH 1 (3 + b) (2 + c) 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c30_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board 1 (3 + b) (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 (3 + b) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c30_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) []) (s252_board 1 (2 + b) (3 + c) 1) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 (2 + b) (3 + c) 1 y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c30_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s252_board 1 (2 + b) (3 + c) (2 + d)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH 1 (2 + b) (3 + c) (2 + d) y1); [unfold s252_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c30 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s252_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s252_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board 1 (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s252_c30_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c30_t1_a1 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s252_c30_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c30_t1_a2 IH b c d y1 Hw (move_below_r _ _ 0 _ _ (s252_c30_moves b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c30_t2_a1 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s252_c30_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c30_t2_a2 IH b c d y1 Hw (move_below_r _ _ 1 _ _ (s252_c30_moves b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c31_moves (a : nat) : rmoves (s252_board (2 + a) 0 1 1) = [repeat T (2 + a) ++ [F; E; T; F; E; T; F]; repeat T (2 + a) ++ [E; F; T; F; F; T; E]].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c31_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; F; T; T; F]) []) (s124_board (2 + a) 2 1) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; F; T; T; F]) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH (2 + a) 2 1 y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c31_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s113_board (2 + a)) (1) _ (int ((- Z.of_nat y1) + 1)) (s113_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; F; F]) [(1, 1)]); [strip_eq | unfold s113_board; target_board_eq | strip_offset].
  - unfold s113_form; apply form_int; zlia.
  - intros HT; apply (use113 IH (2 + a) y1); [unfold s113_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c31 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s252_dom (2 + a) 0 1 1 y1) (Hm : meas (s252_board (2 + a) 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board (2 + a) 0 1 1)).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board (2 + a) 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s252_c31_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c31_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s252_c31_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c31_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s252_c31_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s252_c32_moves (a d : nat) : rmoves (s252_board (2 + a) 0 1 (2 + d)) = [repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + d); repeat T (2 + a) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c32_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: E :: F :: T :: T :: repeat F (2 + d)) []) (s124_board (2 + a) 2 (2 + d)) (0) _ (s124_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: F :: T :: T :: repeat F (2 + d)) []); [reflexivity | unfold s124_board; target_board_eq | strip_offset].
  - unfold s124_form; apply form_int; zlia.
  - intros HT; apply (use124 IH (2 + a) 2 (2 + d) y1); [unfold s124_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c32_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s114_board (2 + a) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s114_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; F; F; T; E; F]) []); [strip_eq | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH (2 + a) 2 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s114_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c32_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s125_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s125_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; F; F; T; E; F]) []); [strip_eq | unfold s125_board; target_board_eq | strip_offset].
  - unfold s125_form; apply form_int; zlia.
  - intros HT; apply (use125 IH (2 + a) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s125_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s252_c32_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s252_board (2 + a) 0 2 (2 + d)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) 0 2 (2 + d) y1); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s252_c32 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s252_dom (2 + a) 0 1 (2 + d) y1) (Hm : meas (s252_board (2 + a) 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board (2 + a) 0 1 (2 + d))).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board (2 + a) 0 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s252_c32_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c32_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s252_c32_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c32_t2_a1 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s252_c32_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c32_t2_a2 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s252_c32_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c32_t2_a3 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s252_c32_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c33_moves (a c : nat) : rmoves (s252_board (2 + a) 0 (2 + c) 1) = [repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ [E; T; F]; repeat T (2 + a) ++ E :: F :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c33_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s146_board (2 + a) (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s146_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [strip_eq | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) (2 + c) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c33_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) 1 (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 1 (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c33_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s256_board (2 + a) 0 1 (3 + c)) (1) _ (int ((- Z.of_nat y1) + 1)) (s256_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (2 + a) 0 1 (3 + c) y1); [unfold s256_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c33 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s252_dom (2 + a) 0 (2 + c) 1 y1) (Hm : meas (s252_board (2 + a) 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board (2 + a) 0 (2 + c) 1)).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board (2 + a) 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s252_c33_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c33_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s252_c33_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c33_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s252_c33_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c33_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s252_c33_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s252_c34_moves (a c d : nat) : rmoves (s252_board (2 + a) 0 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d); repeat T (2 + a) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c34_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s146_board (2 + a) (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s146_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s146_board; target_board_eq | strip_offset].
  - unfold s146_form; apply form_int; zlia.
  - intros HT; apply (use146 IH (2 + a) (2 + c) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s146_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c34_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) 1 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 1 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c34_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s114_board (2 + a) (3 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s114_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: repeat F (3 + c) ++ [T; E; F]) []); [strip_eq | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH (2 + a) (3 + c) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s114_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c34_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s259_board (2 + a) 0 (3 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s259_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: repeat F (3 + c) ++ [T; E; F]) []); [strip_eq | unfold s259_board; target_board_eq | strip_offset].
  - unfold s259_form; apply form_int; zlia.
  - intros HT; apply (use259 IH (2 + a) 0 (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s259_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s252_c34_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s252_board (2 + a) 0 (3 + c) (2 + d)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) 0 (3 + c) (2 + d) y1); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s252_c34 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s252_dom (2 + a) 0 (2 + c) (2 + d) y1) (Hm : meas (s252_board (2 + a) 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board (2 + a) 0 (2 + c) (2 + d))).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board (2 + a) 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s252_c34_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c34_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s252_c34_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c34_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s252_c34_moves a c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c34_t2_a1 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s252_c34_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c34_t2_a2 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s252_c34_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c34_t2_a3 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s252_c34_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c35_moves (a : nat) : rmoves (s252_board (2 + a) 1 1 1) = [repeat T (2 + a) ++ [F; F; E; T; F; E; T; F]; repeat T (2 + a) ++ [F; E; F; T; F; F; T; E]].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c35_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s173_board (2 + a) 2 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E; T; F]) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) 2 1 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c35_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) 2 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 2 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c35_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; F; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; F; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s256_board (2 + a) 1 1 2) (1) _ (int ((- Z.of_nat y1) + 1)) (s256_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F; T; F; F]) [(1, 1)]); [strip_eq | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (2 + a) 1 1 2 y1); [unfold s256_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c35 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s252_dom (2 + a) 1 1 1 y1) (Hm : meas (s252_board (2 + a) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board (2 + a) 1 1 1)).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board (2 + a) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s252_c35_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c35_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s252_c35_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c35_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s252_c35_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c35_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s252_c35_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s252_c36_moves (a d : nat) : rmoves (s252_board (2 + a) 1 1 (2 + d)) = [repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: T :: repeat F (2 + d); repeat T (2 + a) ++ F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c36_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s173_board (2 + a) 2 1 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) 2 1 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c36_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) 2 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 2 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c36_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; F; T; F; F; E; T; F]) []) (s252_board (2 + a) 1 2 1) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F; T; F; F; E; T; F]) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) 1 2 1 y1); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s252_c36_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s252_board (2 + a) 1 2 (2 + d)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) 1 2 (2 + d) y1); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s252_c36 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s252_dom (2 + a) 1 1 (2 + d) y1) (Hm : meas (s252_board (2 + a) 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board (2 + a) 1 1 (2 + d))).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board (2 + a) 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s252_c36_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c36_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s252_c36_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c36_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s252_c36_moves a d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c36_t2_a1 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s252_c36_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c36_t2_a2 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s252_c36_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c37_moves (a c : nat) : rmoves (s252_board (2 + a) 1 (2 + c) 1) = [repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]; repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c37_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s173_board (2 + a) 2 (2 + c) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) 2 (2 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c37_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) 2 (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 2 (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c37_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s256_board (2 + a) 1 1 (3 + c)) (1) _ (int ((- Z.of_nat y1) + 1)) (s256_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (2 + a) 1 1 (3 + c) y1); [unfold s256_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c37 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s252_dom (2 + a) 1 (2 + c) 1 y1) (Hm : meas (s252_board (2 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board (2 + a) 1 (2 + c) 1)).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board (2 + a) 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s252_c37_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c37_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s252_c37_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c37_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s252_c37_moves a c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c37_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s252_c37_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s252_c38_moves (a c d : nat) : rmoves (s252_board (2 + a) 1 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d); repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c38_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s173_board (2 + a) 2 (2 + c) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) 2 (2 + c) 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c38_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) 2 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 2 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c38_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) []) (s252_board (2 + a) 1 (3 + c) 1) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) 1 (3 + c) 1 y1); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s252_c38_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s252_board (2 + a) 1 (3 + c) (2 + d)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) 1 (3 + c) (2 + d) y1); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s252_c38 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s252_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s252_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s252_c38_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c38_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s252_c38_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c38_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s252_c38_moves a c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c38_t2_a1 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s252_c38_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c38_t2_a2 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s252_c38_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c39_moves (a b : nat) : rmoves (s252_board (2 + a) (2 + b) 1 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E; T; F]; repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; F; F; T; E]].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c39_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s173_board (2 + a) (3 + b) 1 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E; T; F]) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (3 + b) 1 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c39_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) (3 + b) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) (3 + b) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c39_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; F; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; F; F; T; E])).
Proof.
  apply (answer_form_L _ (s256_board (2 + a) (2 + b) 1 2) (1) _ (int ((- Z.of_nat y1) + 1)) (s256_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; F; F]) [(1, 1)]); [strip_eq | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (2 + a) (2 + b) 1 2 y1); [unfold s256_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c39 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s252_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s252_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board (2 + a) (2 + b) 1 1)).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board (2 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s252_c39_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c39_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s252_c39_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c39_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s252_c39_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c39_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s252_c39_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s252_c40_moves (a b d : nat) : rmoves (s252_board (2 + a) (2 + b) 1 (2 + d)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d); repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c40_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s173_board (2 + a) (3 + b) 1 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (3 + b) 1 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c40_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) (3 + b) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: F :: E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) (3 + b) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c40_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; F; F; E; T; F]) []) (s252_board (2 + a) (2 + b) 2 1) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; F; F; E; T; F]) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) (2 + b) 2 1 y1); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s252_c40_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: F :: T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: F :: E :: T :: repeat F (2 + d)) []) (s252_board (2 + a) (2 + b) 2 (2 + d)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: F :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) (2 + b) 2 (2 + d) y1); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s252_c40 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s252_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s252_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board (2 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s252_c40_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c40_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s252_c40_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c40_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s252_c40_moves a b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c40_t2_a1 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s252_c40_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c40_t2_a2 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s252_c40_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c41_moves (a c : nat) : rmoves (s252_board (5 + a) 3 (4 + c) 0) = [repeat T (5 + a) ++ F :: F :: F :: F :: E :: T :: repeat F (4 + c) ++ [E; T]].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c41_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 3 = 3 /\ Z.of_nat (4 + c) = 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: F :: F :: E :: T :: repeat F (4 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: F :: F :: F :: E :: T :: repeat F (4 + c) ++ [E; T])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s87_board (5 + a) 4 4) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ [F; F; F; F; E; T; F; F; F; F; E]) [(1, 0)]); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (5 + a) 4 4 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c41_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 3 = 3 /\ Z.of_nat (4 + c) - Z.of_nat y1 = 3 /\ Z.of_nat (4 + c) >= 5 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat T (5 + a) ++ F :: F :: F :: F :: E :: T :: repeat F (4 + c) ++ [E; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (5 + a) ++ F :: F :: F :: F :: E :: T :: repeat F (4 + c) ++ [E; T])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s88_board (5 + a) 4 1 (5 + c) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (5 + a) ++ F :: F :: F :: F :: E :: T :: repeat F (5 + c) ++ [E]) [(1, 0)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (5 + a) 4 1 (5 + c) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c41 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s252_dom (5 + a) 3 (4 + c) 0 y1) (Hm : meas (s252_board (5 + a) 3 (4 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board (5 + a) 3 (4 + c) 0)).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board (5 + a) 3 (4 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s252_c41_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (4 + c) = 4) \/ (Z.of_nat (4 + c) >= 5))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 3 = 3 /\ Z.of_nat (4 + c) = 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c41_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s252_c41_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) >= 5 /\ Z.of_nat 3 = 3 /\ Z.of_nat (4 + c) - Z.of_nat y1 = 3 /\ Z.of_nat (4 + c) >= 5 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s252_c41_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s252_c41_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_c42_moves (a b c : nat) : rmoves (s252_board (2 + a) (2 + b) (2 + c) 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]; repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c42_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s173_board (2 + a) (3 + b) (2 + c) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (3 + b) (2 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c42_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F])).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) (3 + b) (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) (3 + b) (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c42_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s256_board (2 + a) (2 + b) 1 (3 + c)) (1) _ (int ((- Z.of_nat y1) + 1)) (s256_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (2 + a) (2 + b) 1 (3 + c) y1); [unfold s256_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c42 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s252_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s252_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board (2 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s252_c42_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c42_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s252_c42_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c42_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s252_c42_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c42_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s252_c42_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s252_c43_moves (a b c d : nat) : rmoves (s252_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d); repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)].
Proof. unfold s252_board. tf_options. Qed.
Lemma s252_c43_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s173_board (2 + a) (3 + b) (2 + c) 1 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s173_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s173_board; target_board_eq | strip_offset].
  - unfold s173_form; apply form_int; zlia.
  - intros HT; apply (use173 IH (2 + a) (3 + b) (2 + c) 1 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s173_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s252_c43_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s179_board (2 + a) (3 + b) (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s179_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + d)) []); [strip_eq | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) (3 + b) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s252_c43_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) []) (s252_board (2 + a) (2 + b) (3 + c) 1) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) (2 + b) (3 + c) 1 y1); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s252_c43_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ T :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []) (s252_board (2 + a) (2 + b) (3 + c) (2 + d)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (3 + c) ++ E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (2 + a) (2 + b) (3 + c) (2 + d) y1); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s252_c43 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s252_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s252_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s252_board (2 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s252_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s252_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s252_c43_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s252_c43_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s252_c43_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s252_c43_t1_a2 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s252_c43_moves a b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c43_t2_a1 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s252_c43_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s252_c43_t2_a2 IH a b c d y1 Hw (move_below_r _ _ 1 _ _ (s252_c43_moves a b c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s252_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C252 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s252_dom in Hdom.
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
          exact (s252_c1 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s252_c2 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s252_c3 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s252_c4 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s252_c5 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s252_c6 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s252_c7 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s252_c8 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s252_c9 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s252_c10 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s252_c11 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s252_c12 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s252_c13 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s252_c14 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s252_c15 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s252_c16 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s252_c17 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s252_c18 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s252_c19 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s252_c20 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s252_c21 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s252_c22 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s252_c23 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s252_c24 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s252_c25 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s252_c26 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s252_c27 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s252_c28 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s252_c29 IH b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s252_c30 IH b c d y1 Hdom Hm Hd Hr).
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
          exact (s252_c31 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s252_c32 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s252_c33 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s252_c34 IH a c d y1 Hdom Hm Hd Hr).
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
          exact (s252_c35 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s252_c36 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s252_c37 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s252_c38 IH a c d y1 Hdom Hm Hd Hr).
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
          exact (s252_c39 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s252_c40 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          do 3 (destruct a as [|a]; [exfalso; zlia|]).
  assert (b = 1) by zlia; subst b.
  do 2 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s252_c41 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s252_c42 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s252_c43 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s253_c1_moves : rmoves (s253_board) = [].
Proof. unfold s253_board. tf_options. Qed.
Lemma s253_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s253_dom y1) (Hm : meas (s253_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s253_board)).
Proof.
  unfold s253_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s253_board)) in Hg. cbn [rights] in Hg. rewrite s253_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s253_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C253 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s253_dom in Hdom.
  exact (s253_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s254_c1_moves (a : nat) : rmoves (s254_board (2 + a)) = [].
Proof. unfold s254_board. tf_options. Qed.
Lemma s254_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s254_dom (2 + a) y1) (Hm : meas (s254_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s254_board (2 + a))).
Proof.
  unfold s254_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s254_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s254_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s254_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C254 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s254_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s254_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s255_c1_moves (a b : nat) : rmoves (s255_board (2 + a) (2 + b)) = [].
Proof. unfold s255_board. tf_options. Qed.
Lemma s255_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s255_dom (2 + a) (2 + b) y1) (Hm : meas (s255_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s255_board (2 + a) (2 + b))).
Proof.
  unfold s255_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s255_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s255_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s255_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C255 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s255_dom in Hdom.
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
      exact (s255_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s256_c1_moves : rmoves (s256_board 1 0 1 0) = [[T; F; E; T; E]].
Proof. unfold s256_board. tf_options. Qed.
Lemma s256_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([]) [(2, 1)]) (s136_board) (1) _ (s136_form (1 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([]) [(2, 1)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s136_form; apply form_int; zlia.
  - intros HT; apply (use136 IH (1 + y1)); [unfold s136_dom; zlia | unfold lex3; lia].
Qed.
Lemma s256_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s256_dom 1 0 1 0 y1) (Hm : meas (s256_board 1 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s256_board 1 0 1 0)).
Proof.
  unfold s256_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s256_board 1 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s256_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s256_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s256_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s256_c2_moves : rmoves (s256_board 1 0 1 1) = [[T; F; E; T; F; E]].
Proof. unfold s256_board. tf_options. Qed.
Lemma s256_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; E; F]) [(1, 0)]) (s98_board) (0) _ (s98_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s98_board; target_board_eq | strip_offset].
  - unfold s98_form; apply form_int; zlia.
  - intros HT; apply (use98 IH y1); [unfold s98_dom; zlia | unfold lex3; lia].
Qed.
Lemma s256_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s256_dom 1 0 1 1 y1) (Hm : meas (s256_board 1 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s256_board 1 0 1 1)).
Proof.
  unfold s256_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s256_board 1 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s256_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s256_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s256_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s256_c3_moves (d : nat) : rmoves (s256_board 1 0 1 (2 + d)) = [T :: F :: E :: T :: repeat F (2 + d) ++ [E]].
Proof. unfold s256_board. tf_options. Qed.
Lemma s256_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (2 + d) ++ [E]) []) (s29_board 0 2 (2 + d)) (-1) _ (s29_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s29_board; target_board_eq | strip_offset].
  - unfold s29_form; apply form_int; zlia.
  - intros HT; apply (use29 IH 0 2 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s29_dom; zlia | unfold lex3; lia].
Qed.
Lemma s256_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (2 + d) ++ [E]) []) (s88_board 0 0 2 (2 + d) 0) (-1) _ (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (2 + d) ++ [E]) []); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 0 0 2 (2 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s256_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s256_dom 1 0 1 (2 + d) y1) (Hm : meas (s256_board 1 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s256_board 1 0 1 (2 + d))).
Proof.
  unfold s256_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s256_board 1 0 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s256_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s256_c3_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s256_c3_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s256_c3_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s256_c3_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s256_c4_moves : rmoves (s256_board 1 1 1 0) = [[T; F; F; E; T; E]].
Proof. unfold s256_board. tf_options. Qed.
Lemma s256_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; F; E; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; E; T; E])).
Proof.
  apply (answer_form_L _ (s37_board 1) (1) _ (int ((- Z.of_nat y1) + 1)) (s37_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; E]) [(1, 1)]); [strip_eq | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH 1 y1); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s256_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s256_dom 1 1 1 0 y1) (Hm : meas (s256_board 1 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s256_board 1 1 1 0)).
Proof.
  unfold s256_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s256_board 1 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s256_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s256_c4_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s256_c4_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s256_c5_moves : rmoves (s256_board 1 1 1 1) = [[T; F; F; E; T; F; E]].
Proof. unfold s256_board. tf_options. Qed.
Lemma s256_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s87_board 1 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 2 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s256_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s88_board 1 2 1 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; F; E; T; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 1 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s256_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s256_dom 1 1 1 1 y1) (Hm : meas (s256_board 1 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s256_board 1 1 1 1)).
Proof.
  unfold s256_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s256_board 1 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s256_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s256_c5_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s256_c5_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s256_c5_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s256_c5_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s256_c6_moves (d : nat) : rmoves (s256_board 1 1 1 (2 + d)) = [T :: F :: F :: E :: T :: repeat F (2 + d) ++ [E]].
Proof. unfold s256_board. tf_options. Qed.
Lemma s256_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: F :: E :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: T :: repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s87_board 1 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + d) ++ [E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 2 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s256_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: E :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: T :: repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board 1 2 1 (2 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: T :: repeat F (2 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 1 (2 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s256_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s256_dom 1 1 1 (2 + d) y1) (Hm : meas (s256_board 1 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s256_board 1 1 1 (2 + d))).
Proof.
  unfold s256_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s256_board 1 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s256_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s256_c6_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s256_c6_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s256_c6_t1_a2 IH d y1 Hw (move_below_r _ _ 0 _ _ (s256_c6_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s256_c7_moves (c d : nat) : rmoves (s256_board 1 1 (2 + c) (2 + d)) = [T :: F :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d) ++ [E]].
Proof. unfold s256_board. tf_options. Qed.
Lemma s256_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: F :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s126_board 1 2 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s126_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d) ++ [E]) []); [strip_eq | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH 1 2 (2 + c) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s126_dom; zlia | unfold lex3; lia].
Qed.
Lemma s256_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: F :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board 1 2 (2 + c) (2 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 2 (2 + c) (2 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s256_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s256_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s256_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s256_board 1 1 (2 + c) (2 + d))).
Proof.
  unfold s256_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s256_board 1 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s256_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s256_c7_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s256_c7_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s256_c7_t1_a2 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s256_c7_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s256_c8_moves (b : nat) : rmoves (s256_board 1 (2 + b) 1 0) = [T :: repeat F (3 + b) ++ [E; T; E]].
Proof. unfold s256_board. tf_options. Qed.
Lemma s256_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [E; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [E; T; E])).
Proof.
  apply (answer_form_L _ (s129_board 1 (3 + b)) (1) _ (int ((- Z.of_nat y1) + 1)) (s129_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E]) [(1, 1)]); [strip_eq | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH 1 (3 + b) y1); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s256_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s256_dom 1 (2 + b) 1 0 y1) (Hm : meas (s256_board 1 (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s256_board 1 (2 + b) 1 0)).
Proof.
  unfold s256_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s256_board 1 (2 + b) 1 0)) in Hg. cbn [rights] in Hg. rewrite s256_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s256_c8_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s256_c8_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s256_c9_moves (b : nat) : rmoves (s256_board 1 (2 + b) 1 1) = [T :: repeat F (3 + b) ++ [E; T; F; E]].
Proof. unfold s256_board. tf_options. Qed.
Lemma s256_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [E; T; F; E])).
Proof.
  apply (answer_form_L _ (s87_board 1 (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; T; F; E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 (3 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s256_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ [E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ [E; T; F; E])).
Proof.
  apply (answer_form_L _ (s88_board 1 (3 + b) 1 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ [E; T; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (3 + b) 1 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s256_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s256_dom 1 (2 + b) 1 1 y1) (Hm : meas (s256_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s256_board 1 (2 + b) 1 1)).
Proof.
  unfold s256_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s256_board 1 (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s256_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s256_c9_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s256_c9_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s256_c9_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s256_c9_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s256_c10_moves (b d : nat) : rmoves (s256_board 1 (2 + b) 1 (2 + d)) = [T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]].
Proof. unfold s256_board. tf_options. Qed.
Lemma s256_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s87_board 1 (3 + b) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH 1 (3 + b) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s256_c10_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board 1 (3 + b) 1 (2 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (3 + b) 1 (2 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s256_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s256_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s256_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s256_board 1 (2 + b) 1 (2 + d))).
Proof.
  unfold s256_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s256_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s256_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s256_c10_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s256_c10_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s256_c10_t1_a2 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s256_c10_moves b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s256_c11_moves (a : nat) : rmoves (s256_board (2 + a) 0 1 0) = [repeat T (2 + a) ++ [F; E; T; E]].
Proof. unfold s256_board. tf_options. Qed.
Lemma s256_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; E])).
Proof.
  apply (answer_form_L _ (s129_board (2 + a) 1) (1) _ (int ((- Z.of_nat y1) + 1)) (s129_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E]) [(1, 1)]); [strip_eq | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH (2 + a) 1 y1); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s256_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s256_dom (2 + a) 0 1 0 y1) (Hm : meas (s256_board (2 + a) 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s256_board (2 + a) 0 1 0)).
Proof.
  unfold s256_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s256_board (2 + a) 0 1 0)) in Hg. cbn [rights] in Hg. rewrite s256_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s256_c11_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s256_c11_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s256_c12_moves (a : nat) : rmoves (s256_board (2 + a) 0 1 1) = [repeat T (2 + a) ++ [F; E; T; F; E]].
Proof. unfold s256_board. tf_options. Qed.
Lemma s256_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; F]) [(1, 0)]) (s99_board (2 + a)) (0) _ (s99_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; F]) [(1, 0)]); [reflexivity | unfold s99_board; target_board_eq | strip_offset].
  - unfold s99_form; apply form_int; zlia.
  - intros HT; apply (use99 IH (2 + a) y1); [unfold s99_dom; zlia | unfold lex3; lia].
Qed.
Lemma s256_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s256_dom (2 + a) 0 1 1 y1) (Hm : meas (s256_board (2 + a) 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s256_board (2 + a) 0 1 1)).
Proof.
  unfold s256_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s256_board (2 + a) 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s256_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s256_c12_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s256_c12_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s256_c13_moves (a d : nat) : rmoves (s256_board (2 + a) 0 1 (2 + d)) = [repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + d) ++ [E]].
Proof. unfold s256_board. tf_options. Qed.
Lemma s256_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s52_board (2 + a) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s52_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + d) ++ [E]) []); [strip_eq | unfold s52_board; target_board_eq | strip_offset].
  - unfold s52_form; apply form_int; zlia.
  - intros HT; apply (use52 IH (2 + a) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s52_dom; zlia | unfold lex3; lia].
Qed.
Lemma s256_c13_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 1 1 (2 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 1 (2 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s256_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s256_dom (2 + a) 0 1 (2 + d) y1) (Hm : meas (s256_board (2 + a) 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s256_board (2 + a) 0 1 (2 + d))).
Proof.
  unfold s256_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s256_board (2 + a) 0 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s256_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s256_c13_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s256_c13_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s256_c13_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s256_c13_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s256_c14_moves (a : nat) : rmoves (s256_board (2 + a) 1 1 0) = [repeat T (2 + a) ++ [F; F; E; T; E]].
Proof. unfold s256_board. tf_options. Qed.
Lemma s256_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; E; T; E])).
Proof.
  apply (answer_form_L _ (s37_board (2 + a)) (1) _ (int ((- Z.of_nat y1) + 1)) (s37_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E]) [(1, 1)]); [strip_eq | unfold s37_board; target_board_eq | strip_offset].
  - unfold s37_form; apply form_int; zlia.
  - intros HT; apply (use37 IH (2 + a) y1); [unfold s37_dom; zlia | unfold lex3; lia].
Qed.
Lemma s256_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s256_dom (2 + a) 1 1 0 y1) (Hm : meas (s256_board (2 + a) 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s256_board (2 + a) 1 1 0)).
Proof.
  unfold s256_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s256_board (2 + a) 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s256_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s256_c14_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s256_c14_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s256_c15_moves (a : nat) : rmoves (s256_board (2 + a) 1 1 1) = [repeat T (2 + a) ++ [F; F; E; T; F; E]].
Proof. unfold s256_board. tf_options. Qed.
Lemma s256_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s87_board (2 + a) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) 2 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s256_c15_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; F; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; F; E; T; F; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 2 1 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; F; E; T; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 1 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s256_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s256_dom (2 + a) 1 1 1 y1) (Hm : meas (s256_board (2 + a) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s256_board (2 + a) 1 1 1)).
Proof.
  unfold s256_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s256_board (2 + a) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s256_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s256_c15_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s256_c15_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s256_c15_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s256_c15_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s256_c16_moves (a d : nat) : rmoves (s256_board (2 + a) 1 1 (2 + d)) = [repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ [E]].
Proof. unfold s256_board. tf_options. Qed.
Lemma s256_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s87_board (2 + a) 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ [E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) 2 (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s256_c16_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 2 1 (2 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: T :: repeat F (2 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 1 (2 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s256_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s256_dom (2 + a) 1 1 (2 + d) y1) (Hm : meas (s256_board (2 + a) 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s256_board (2 + a) 1 1 (2 + d))).
Proof.
  unfold s256_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s256_board (2 + a) 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s256_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s256_c16_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s256_c16_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s256_c16_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s256_c16_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s256_c17_moves (a c d : nat) : rmoves (s256_board (2 + a) 1 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d) ++ [E]].
Proof. unfold s256_board. tf_options. Qed.
Lemma s256_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s126_board (2 + a) 2 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s126_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d) ++ [E]) []); [strip_eq | unfold s126_board; target_board_eq | strip_offset].
  - unfold s126_form; apply form_int; zlia.
  - intros HT; apply (use126 IH (2 + a) 2 (2 + c) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s126_dom; zlia | unfold lex3; lia].
Qed.
Lemma s256_c17_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 0 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) 2 (2 + c) (2 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: E :: repeat T (2 + c) ++ repeat F (2 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 2 (2 + c) (2 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s256_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s256_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s256_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s256_board (2 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s256_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s256_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s256_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s256_c17_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s256_c17_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat (2 + d) >= 0 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s256_c17_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s256_c17_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s256_c18_moves (a b : nat) : rmoves (s256_board (2 + a) (2 + b) 1 0) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; E]].
Proof. unfold s256_board. tf_options. Qed.
Lemma s256_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; E])).
Proof.
  apply (answer_form_L _ (s129_board (2 + a) (3 + b)) (1) _ (int ((- Z.of_nat y1) + 1)) (s129_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E]) [(1, 1)]); [strip_eq | unfold s129_board; target_board_eq | strip_offset].
  - unfold s129_form; apply form_int; zlia.
  - intros HT; apply (use129 IH (2 + a) (3 + b) y1); [unfold s129_dom; zlia | unfold lex3; lia].
Qed.
Lemma s256_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s256_dom (2 + a) (2 + b) 1 0 y1) (Hm : meas (s256_board (2 + a) (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s256_board (2 + a) (2 + b) 1 0)).
Proof.
  unfold s256_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s256_board (2 + a) (2 + b) 1 0)) in Hg. cbn [rights] in Hg. rewrite s256_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s256_c18_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s256_c18_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s256_c19_moves (a b : nat) : rmoves (s256_board (2 + a) (2 + b) 1 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E]].
Proof. unfold s256_board. tf_options. Qed.
Lemma s256_c19_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E])).
Proof.
  apply (answer_form_L _ (s87_board (2 + a) (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) (3 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s256_c19_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (3 + b) 1 1 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; T; F; E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (3 + b) 1 1 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s256_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s256_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s256_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s256_board (2 + a) (2 + b) 1 1)).
Proof.
  unfold s256_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s256_board (2 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s256_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s256_c19_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s256_c19_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s256_c19_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s256_c19_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s256_c20_moves (a b d : nat) : rmoves (s256_board (2 + a) (2 + b) 1 (2 + d)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]].
Proof. unfold s256_board. tf_options. Qed.
Lemma s256_c20_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s87_board (2 + a) (3 + b) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s87_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]) []); [strip_eq | unfold s87_board; target_board_eq | strip_offset].
  - unfold s87_form; apply form_int; zlia.
  - intros HT; apply (use87 IH (2 + a) (3 + b) (2 + d) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s87_dom; zlia | unfold lex3; lia].
Qed.
Lemma s256_c20_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (3 + b) 1 (2 + d) 0) (0) _ (int ((- Z.of_nat y1) + 1)) (s88_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: T :: repeat F (2 + d) ++ [E]) []); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (3 + b) 1 (2 + d) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s256_c20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s256_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s256_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s256_board (2 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s256_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s256_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s256_c20_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s256_c20_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s256_c20_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s256_c20_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s256_c20_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s256_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C256 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s256_dom in Hdom.
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
          exact (s256_c1 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s256_c2 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s256_c3 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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
          exact (s256_c4 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s256_c5 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s256_c6 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s256_c7 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s256_c8 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s256_c9 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s256_c10 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
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
          exact (s256_c11 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s256_c12 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s256_c13 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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
          exact (s256_c14 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s256_c15 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s256_c16 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s256_c17 IH a c d y1 Hdom Hm Hd Hr).
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
          exact (s256_c18 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s256_c19 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s256_c20 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
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

Lemma s257_c1_moves (b : nat) : rmoves (s257_board 0 (2 + b)) = [F :: F :: F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s257_board. tf_options. Qed.
Lemma s257_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (F :: F :: F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [(0, 4); (1, 1)] ([E; T; T; F; F]) []) (s159_board 0 0 2 2) (-1) _ (s159_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 4); (1, 1)] ([E; T; T; F; F]) []); [reflexivity | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 0 0 2 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s159_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s257_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (F :: F :: F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(0, 4); (1, 1)] (E :: T :: T :: repeat F (3 + b)) []) (s248_board 0 0 2 (3 + b)) (-1) _ (s248_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 4); (1, 1)] (E :: T :: T :: repeat F (3 + b)) []); [reflexivity | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 0 0 2 (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s257_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s257_dom 0 (2 + b) y1) (Hm : meas (s257_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s257_board 0 (2 + b))).
Proof.
  unfold s257_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s257_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s257_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s257_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s257_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s257_c1_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s257_c1_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s257_c2_moves (b : nat) : rmoves (s257_board 1 (2 + b)) = [T :: F :: F :: F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s257_board. tf_options. Qed.
Lemma s257_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (T :: F :: F :: F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: F :: F :: F :: E :: F :: E :: T :: T :: repeat F (2 + b)) []) (s236_board 1 4 2 (2 + b)) (0) _ (s236_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: F :: F :: F :: E :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s236_board; target_board_eq | strip_offset].
  - unfold s236_form; apply form_int; zlia.
  - intros HT; apply (use236 IH 1 4 2 (2 + b) y1); [unfold s236_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s257_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s257_dom 1 (2 + b) y1) (Hm : meas (s257_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s257_board 1 (2 + b))).
Proof.
  unfold s257_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s257_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s257_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s257_c2_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s257_c2_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s257_c3_moves (a b : nat) : rmoves (s257_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ F :: F :: F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b)].
Proof. unfold s257_board. tf_options. Qed.
Lemma s257_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: F :: F :: E :: F :: T :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: F :: F :: F :: E :: F :: E :: T :: T :: repeat F (2 + b)) []) (s236_board (2 + a) 4 2 (2 + b)) (0) _ (s236_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: F :: E :: F :: E :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s236_board; target_board_eq | strip_offset].
  - unfold s236_form; apply form_int; zlia.
  - intros HT; apply (use236 IH (2 + a) 4 2 (2 + b) y1); [unfold s236_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s257_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s257_dom (2 + a) (2 + b) y1) (Hm : meas (s257_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s257_board (2 + a) (2 + b))).
Proof.
  unfold s257_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s257_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s257_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s257_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s257_c3_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s257_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C257 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s257_dom in Hdom.
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
      exact (s257_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s257_c2 IH b y1 Hdom Hm Hd Hr).
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
      exact (s257_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s258_c1_moves (e : nat) : rmoves (s258_board 0 3 2 2 (2 + e)) = [F :: F :: F :: F :: E :: F :: E :: T :: T :: repeat F (2 + e)].
Proof. unfold s258_board. tf_options. Qed.
Lemma s258_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (F :: F :: F :: F :: E :: F :: E :: T :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: F :: E :: F :: E :: T :: T :: repeat F (2 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s159_board 0 0 2 2) (-1) _ (int ((- Z.of_nat y1) + 1)) (s159_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 4); (1, 1)] ([E; T; T; F; F]) []); [strip_eq | unfold s159_board; target_board_eq | strip_offset].
  - unfold s159_form; apply form_int; zlia.
  - intros HT; apply (use159 IH 0 0 2 2 (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s159_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s258_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) (Hm : (meas (F :: F :: F :: F :: E :: F :: E :: T :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (F :: F :: F :: F :: E :: F :: E :: T :: T :: repeat F (2 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_form_L _ (s248_board 0 0 2 (3 + e)) (-1) _ (int ((- Z.of_nat y1) + 1)) (s248_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [(0, 4); (1, 1)] (E :: T :: T :: repeat F (3 + e)) []); [strip_eq | unfold s248_board; target_board_eq | strip_offset].
  - unfold s248_form; apply form_int; zlia.
  - intros HT; apply (use248 IH 0 0 2 (3 + e) (Z.to_nat (Z.of_nat y1 - 2))); [unfold s248_dom; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s258_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hdom : s258_dom 0 3 2 2 (2 + e) y1) (Hm : meas (s258_board 0 3 2 2 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s258_board 0 3 2 2 (2 + e))).
Proof.
  unfold s258_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s258_board 0 3 2 2 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s258_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s258_c1_t1_a1 IH e y1 Hw (move_below_r _ _ 0 _ _ (s258_c1_moves e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 3 = 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 3)%Z) by zlia. exact (s258_c1_t1_a2 IH e y1 Hw (move_below_r _ _ 0 _ _ (s258_c1_moves e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s258_c2_moves (e : nat) : rmoves (s258_board 1 3 2 2 (2 + e)) = [T :: F :: F :: F :: F :: E :: F :: E :: T :: T :: repeat F (2 + e)].
Proof. unfold s258_board. tf_options. Qed.
Lemma s258_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (T :: F :: F :: F :: F :: E :: F :: E :: T :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: F :: F :: F :: E :: F :: E :: T :: T :: repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s236_board 1 4 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s236_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: F :: F :: F :: F :: E :: F :: E :: T :: T :: repeat F (2 + e)) []); [strip_eq | unfold s236_board; target_board_eq | strip_offset].
  - unfold s236_form; apply form_int; zlia.
  - intros HT; apply (use236 IH 1 4 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s236_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s258_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (e y1 : nat)
  (Hdom : s258_dom 1 3 2 2 (2 + e) y1) (Hm : meas (s258_board 1 3 2 2 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s258_board 1 3 2 2 (2 + e))).
Proof.
  unfold s258_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s258_board 1 3 2 2 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s258_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 3 = 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s258_c2_t1_a1 IH e y1 Hw (move_below_r _ _ 0 _ _ (s258_c2_moves e) eq_refl Hm) Hd Hr). }

Qed.

Lemma s258_c3_moves (a e : nat) : rmoves (s258_board (2 + a) 0 0 1 (2 + e)) = [repeat T (2 + a) ++ E :: F :: T :: E :: repeat F (1 + e)].
Proof. unfold s258_board. tf_options. Qed.
Lemma s258_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s15_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s15_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; E; F]) []); [strip_eq | unfold s15_board; target_board_eq | strip_offset].
  - unfold s15_form; apply form_int; zlia.
  - intros HT; apply (use15 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s15_dom; zlia | unfold lex3; lia].
Qed.
Lemma s258_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s278_board (2 + a) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s278_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; E; F]) []); [strip_eq | unfold s278_board; target_board_eq | strip_offset].
  - unfold s278_form; apply form_int; zlia.
  - intros HT; apply (use278 IH (2 + a) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s278_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s258_c3_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: E :: T :: repeat F (2 + e)) []) (s236_board (2 + a) 0 1 (2 + e)) (0) _ (s236_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s236_board; target_board_eq | strip_offset].
  - unfold s236_form; apply form_int; zlia.
  - intros HT; apply (use236 IH (2 + a) 0 1 (2 + e) y1); [unfold s236_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s258_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hdom : s258_dom (2 + a) 0 0 1 (2 + e) y1) (Hm : meas (s258_board (2 + a) 0 0 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s258_board (2 + a) 0 0 1 (2 + e))).
Proof.
  unfold s258_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s258_board (2 + a) 0 0 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s258_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s258_c3_t1_a1 IH a e y1 Hw (move_below_r _ _ 0 _ _ (s258_c3_moves a e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s258_c3_t1_a2 IH a e y1 Hw (move_below_r _ _ 0 _ _ (s258_c3_moves a e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s258_c3_t1_a3 IH a e y1 Hw (move_below_r _ _ 0 _ _ (s258_c3_moves a e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s258_c4_moves (a e : nat) : rmoves (s258_board (2 + a) 0 1 1 (2 + e)) = [repeat T (2 + a) ++ F :: E :: E :: T :: repeat F (2 + e); repeat T (2 + a) ++ E :: F :: F :: T :: E :: repeat F (1 + e)].
Proof. unfold s258_board. tf_options. Qed.
Lemma s258_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: E :: T :: repeat F (2 + e))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: E :: T :: repeat F (2 + e)) []) (s241_board (1 + a) 0 (2 + e)) (0) _ (s241_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s241_board; target_board_eq | strip_offset].
  - unfold s241_form; apply form_int; zlia.
  - intros HT; apply (use241 IH (1 + a) 0 (2 + e) y1); [unfold s241_dom; zlia | unfold lex3; lia].
Qed.
Lemma s258_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: F :: T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: F :: T :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s269_board (2 + a) 2 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s269_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; F; T; E; F]) []); [strip_eq | unfold s269_board; target_board_eq | strip_offset].
  - unfold s269_form; apply form_int; zlia.
  - intros HT; apply (use269 IH (2 + a) 2 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s269_dom; zlia | unfold lex3; lia].
Qed.
Lemma s258_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: F :: T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: F :: T :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s278_board (2 + a) 2 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s278_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; F; T; E; F]) []); [strip_eq | unfold s278_board; target_board_eq | strip_offset].
  - unfold s278_form; apply form_int; zlia.
  - intros HT; apply (use278 IH (2 + a) 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s278_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s258_c4_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: F :: T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: F :: T :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: F :: E :: T :: repeat F (2 + e)) []) (s258_board (2 + a) 0 2 1 (2 + e)) (0) _ (s258_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: F :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s258_board; target_board_eq | strip_offset].
  - unfold s258_form; apply form_int; zlia.
  - intros HT; apply (use258 IH (2 + a) 0 2 1 (2 + e) y1); [unfold s258_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s258_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hdom : s258_dom (2 + a) 0 1 1 (2 + e) y1) (Hm : meas (s258_board (2 + a) 0 1 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s258_board (2 + a) 0 1 1 (2 + e))).
Proof.
  unfold s258_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s258_board (2 + a) 0 1 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s258_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s258_c4_t1_a1 IH a e y1 Hw (move_below_r _ _ 0 _ _ (s258_c4_moves a e) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s258_c4_t2_a1 IH a e y1 Hw (move_below_r _ _ 1 _ _ (s258_c4_moves a e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s258_c4_t2_a2 IH a e y1 Hw (move_below_r _ _ 1 _ _ (s258_c4_moves a e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s258_c4_t2_a3 IH a e y1 Hw (move_below_r _ _ 1 _ _ (s258_c4_moves a e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s258_c5_moves (a c e : nat) : rmoves (s258_board (2 + a) 0 (2 + c) 1 (2 + e)) = [repeat T (2 + a) ++ F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e); repeat T (2 + a) ++ E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)].
Proof. unfold s258_board. tf_options. Qed.
Lemma s258_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + e)) []) (s82_board (1 + a) (2 + e)) (0) _ (s82_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: F :: E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s82_board; target_board_eq | strip_offset].
  - unfold s82_form; apply form_int; zlia.
  - intros HT; apply (use82 IH (1 + a) (2 + e) y1); [unfold s82_dom; zlia | unfold lex3; lia].
Qed.
Lemma s258_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + e)) []) (s252_board (1 + a) 0 (2 + c) (2 + e)) (0) _ (s252_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: repeat F (2 + c) ++ E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s252_board; target_board_eq | strip_offset].
  - unfold s252_form; apply form_int; zlia.
  - intros HT; apply (use252 IH (1 + a) 0 (2 + c) (2 + e) y1); [unfold s252_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s258_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s269_board (2 + a) (3 + c) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s269_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat F (3 + c) ++ [T; E; F]) []); [strip_eq | unfold s269_board; target_board_eq | strip_offset].
  - unfold s269_form; apply form_int; zlia.
  - intros HT; apply (use269 IH (2 + a) (3 + c) 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s269_dom; zlia | unfold lex3; lia].
Qed.
Lemma s258_c5_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_form_L _ (s278_board (2 + a) (3 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s278_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat F (3 + c) ++ [T; E; F]) []); [strip_eq | unfold s278_board; target_board_eq | strip_offset].
  - unfold s278_form; apply form_int; zlia.
  - intros HT; apply (use278 IH (2 + a) (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s278_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s258_c5_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + e)) []) (s258_board (2 + a) 0 (3 + c) 1 (2 + e)) (0) _ (s258_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s258_board; target_board_eq | strip_offset].
  - unfold s258_form; apply form_int; zlia.
  - intros HT; apply (use258 IH (2 + a) 0 (3 + c) 1 (2 + e) y1); [unfold s258_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s258_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c e y1 : nat)
  (Hdom : s258_dom (2 + a) 0 (2 + c) 1 (2 + e) y1) (Hm : meas (s258_board (2 + a) 0 (2 + c) 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s258_board (2 + a) 0 (2 + c) 1 (2 + e))).
Proof.
  unfold s258_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s258_board (2 + a) 0 (2 + c) 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s258_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s258_c5_t1_a1 IH a c e y1 Hw (move_below_r _ _ 0 _ _ (s258_c5_moves a c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s258_c5_t1_a2 IH a c e y1 Hw (move_below_r _ _ 0 _ _ (s258_c5_moves a c e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s258_c5_t2_a1 IH a c e y1 Hw (move_below_r _ _ 1 _ _ (s258_c5_moves a c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s258_c5_t2_a2 IH a c e y1 Hw (move_below_r _ _ 1 _ _ (s258_c5_moves a c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s258_c5_t2_a3 IH a c e y1 Hw (move_below_r _ _ 1 _ _ (s258_c5_moves a c e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s258_c6_moves (a b c : nat) : rmoves (s258_board (2 + a) (2 + b) (2 + c) 1 1) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ [E; T; F]; repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat F (3 + c) ++ [T; E]].
Proof. unfold s258_board. tf_options. Qed.
Lemma s258_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 <= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s235_board (2 + a) (3 + b) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s235_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ [E; F; E; T; F]) []); [strip_eq | unfold s235_board; target_board_eq | strip_offset].
  - unfold s235_form; apply form_int; zlia.
  - intros HT; apply (use235 IH (2 + a) (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s235_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s258_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ [E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ [E; T; F])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s258_board (2 + a) (3 + b) (2 + c) 1 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s258_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (2 + c) ++ [E; T; F]) []); [strip_eq | unfold s258_board; target_board_eq | strip_offset].
  - unfold s258_form; apply form_int; zlia.
  - intros HT; apply (use258 IH (2 + a) (3 + b) (2 + c) 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s258_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s258_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat F (3 + c) ++ [T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat F (3 + c) ++ [T; E])).
Proof.
  apply (answer_form_L _ (s88_board (2 + a) (2 + b) 0 (3 + c) 0) (1) _ (int ((- Z.of_nat y1) + 1)) (s88_form y1)).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat F (3 + c)) [(1, 1)]); [strip_eq | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 0 (3 + c) 0 y1); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s258_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s258_dom (2 + a) (2 + b) (2 + c) 1 1 y1) (Hm : meas (s258_board (2 + a) (2 + b) (2 + c) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s258_board (2 + a) (2 + b) (2 + c) 1 1)).
Proof.
  unfold s258_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s258_board (2 + a) (2 + b) (2 + c) 1 1)) in Hg. cbn [rights] in Hg. rewrite s258_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat y1 <= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 3)%Z) by zlia. exact (s258_c6_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s258_c6_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s258_c6_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s258_c6_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) - Z.of_nat y1 >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s258_c6_t2_a1 IH a b c y1 Hw (move_below_r _ _ 1 _ _ (s258_c6_moves a b c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s258_c7_moves (a b c e : nat) : rmoves (s258_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e); repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)].
Proof. unfold s258_board. tf_options. Qed.
Lemma s258_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) - Z.of_nat (2 + e) + Z.of_nat y1 <= 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_form_L _ (s236_board (2 + a) (3 + b) 1 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s236_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: F :: E :: T :: repeat F (2 + e)) []); [strip_eq | unfold s236_board; target_board_eq | strip_offset].
  - unfold s236_form; apply form_int; zlia.
  - intros HT; apply (use236 IH (2 + a) (3 + b) 1 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s236_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s258_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + e) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) - Z.of_nat (2 + e) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (1 + c) ++ E :: T :: repeat F (2 + e))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_form_L _ (s258_board (2 + a) (3 + b) (2 + c) 1 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s258_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (3 + b) ++ E :: repeat F (2 + c) ++ E :: T :: repeat F (2 + e)) []); [strip_eq | unfold s258_board; target_board_eq | strip_offset].
  - unfold s258_form; apply form_int; zlia.
  - intros HT; apply (use258 IH (2 + a) (3 + b) (2 + c) 1 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s258_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s258_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) - Z.of_nat (2 + c) + Z.of_nat y1 <= 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e))).
Proof.
  assert (e = 0) by zlia; subst e.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat F (3 + c) ++ [E; T; F]) []) (s258_board (2 + a) (2 + b) (3 + c) 1 1) (0) _ (s258_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat F (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s258_board; target_board_eq | strip_offset].
  - unfold s258_form; apply form_int; zlia.
  - intros HT; apply (use258 IH (2 + a) (2 + b) (3 + c) 1 1 y1); [unfold s258_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s258_c7_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + e) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) - Z.of_nat (2 + e) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat F (3 + c) ++ T :: E :: repeat F (1 + e))).
Proof.
  do 1 (destruct e as [|e]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + e)) []) (s258_board (2 + a) (2 + b) (3 + c) 1 (2 + e)) (0) _ (s258_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: repeat F (3 + c) ++ E :: T :: repeat F (2 + e)) []); [reflexivity | unfold s258_board; target_board_eq | strip_offset].
  - unfold s258_form; apply form_int; zlia.
  - intros HT; apply (use258 IH (2 + a) (2 + b) (3 + c) 1 (2 + e) y1); [unfold s258_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s258_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c e y1 : nat)
  (Hdom : s258_dom (2 + a) (2 + b) (2 + c) 1 (2 + e) y1) (Hm : meas (s258_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s258_board (2 + a) (2 + b) (2 + c) 1 (2 + e))).
Proof.
  unfold s258_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s258_board (2 + a) (2 + b) (2 + c) 1 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s258_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) - Z.of_nat (2 + e) + Z.of_nat y1 <= 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2 /\ - Z.of_nat (2 + e) + Z.of_nat y1 >= 2)%Z) by zlia. exact (s258_c7_t1_a1 IH a b c e y1 Hw (move_below_r _ _ 0 _ _ (s258_c7_moves a b c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + e) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ - Z.of_nat (2 + c) - Z.of_nat (2 + e) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s258_c7_t1_a2 IH a b c e y1 Hw (move_below_r _ _ 0 _ _ (s258_c7_moves a b c e) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + e) = 2) \/ (Z.of_nat (2 + e) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) - Z.of_nat (2 + c) + Z.of_nat y1 <= 1 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) = 2)%Z) by zlia. exact (s258_c7_t2_a1 IH a b c e y1 Hw (move_below_r _ _ 1 _ _ (s258_c7_moves a b c e) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) + Z.of_nat (2 + c) + Z.of_nat (2 + e) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (2 + c) - Z.of_nat (2 + e) + Z.of_nat y1 >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + e) >= 3)%Z) by zlia. exact (s258_c7_t2_a2 IH a b c e y1 Hw (move_below_r _ _ 1 _ _ (s258_c7_moves a b c e) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s258_c8_moves (a e : nat) : rmoves (s258_board (2 + a) 3 2 2 (2 + e)) = [repeat T (2 + a) ++ F :: F :: F :: F :: E :: F :: E :: T :: T :: repeat F (2 + e)].
Proof. unfold s258_board. tf_options. Qed.
Lemma s258_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: F :: F :: F :: E :: F :: E :: T :: T :: repeat F (2 + e)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: F :: F :: F :: E :: F :: E :: T :: T :: repeat F (2 + e))).
Proof.
  apply (answer_form_L _ (s236_board (2 + a) 4 2 (2 + e)) (0) _ (int ((- Z.of_nat y1) + 1)) (s236_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: F :: F :: F :: E :: F :: E :: T :: T :: repeat F (2 + e)) []); [strip_eq | unfold s236_board; target_board_eq | strip_offset].
  - unfold s236_form; apply form_int; zlia.
  - intros HT; apply (use236 IH (2 + a) 4 2 (2 + e) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s236_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s258_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a e y1 : nat)
  (Hdom : s258_dom (2 + a) 3 2 2 (2 + e) y1) (Hm : meas (s258_board (2 + a) 3 2 2 (2 + e)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s258_board (2 + a) 3 2 2 (2 + e))).
Proof.
  unfold s258_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s258_board (2 + a) 3 2 2 (2 + e))) in Hg. cbn [rights] in Hg. rewrite s258_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 3 = 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + e) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + e) >= 2)%Z) by zlia. exact (s258_c8_t1_a1 IH a e y1 Hw (move_below_r _ _ 0 _ _ (s258_c8_moves a e) eq_refl Hm) Hd Hr). }

Qed.

Lemma s258_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C258 mm dd rr.
Proof.
  intros a b c d e y1 Hdom Hm Hd Hr. unfold s258_dom in Hdom.
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
            assert (b = 1) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  assert (d = 0) by zlia; subst d.
  exact (s258_c1 IH e y1 Hdom Hm Hd Hr).
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
            assert (b = 1) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  assert (d = 0) by zlia; subst d.
  exact (s258_c2 IH e y1 Hdom Hm Hd Hr).
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
            exact (s258_c3 IH a e y1 Hdom Hm Hd Hr).
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
            exact (s258_c4 IH a e y1 Hdom Hm Hd Hr).
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
            exact (s258_c5 IH a c e y1 Hdom Hm Hd Hr).
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
            exact (s258_c6 IH a b c y1 Hdom Hm Hd Hr).
          }
          {
            exact (s258_c7 IH a b c e y1 Hdom Hm Hd Hr).
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
            assert (b = 1) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  assert (d = 0) by zlia; subst d.
  exact (s258_c8 IH a e y1 Hdom Hm Hd Hr).
          }
        }
      }
    }
  }
Qed.

Lemma s259_c1_moves : rmoves (s259_board 1 0 0 1) = [[T; F; E; T; T; E; F]; [T; E; F; T; T; F; E]].
Proof. unfold s259_board. tf_options. Qed.
Lemma s259_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; T; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; E; T; F]) []) (s179_board 1 1 0 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 1 0 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s259_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; F; T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; F; T; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; E; F; T; E; F]) [(1, 0)]) (s278_board 1 1 1) (0) _ (s278_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; F; T; E; F]) [(1, 0)]); [reflexivity | unfold s278_board; target_board_eq | strip_offset].
  - unfold s278_form; apply form_int; zlia.
  - intros HT; apply (use278 IH 1 1 1 y1); [unfold s278_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s259_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s259_dom 1 0 0 1 y1) (Hm : meas (s259_board 1 0 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s259_board 1 0 0 1)).
Proof.
  unfold s259_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s259_board 1 0 0 1)) in Hg. cbn [rights] in Hg. rewrite s259_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s259_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s259_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s259_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s259_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s259_c2_moves : rmoves (s259_board 1 0 1 1) = [[T; F; E; T; F; T; E; F]; [T; E; F; T; F; T; F; E]].
Proof. unfold s259_board. tf_options. Qed.
Lemma s259_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; E; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; E; T; F; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; E; T; F]) []) (s179_board 1 1 1 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 1 1 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s259_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; E; F; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; E; F; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; E; F; T; F; E; F]) [(1, 0)]) (s20_board 1 1) (0) _ (s20_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; F; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s20_board; target_board_eq | strip_offset].
  - unfold s20_form; apply form_int; zlia.
  - intros HT; apply (use20 IH 1 1 y1); [unfold s20_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s259_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s259_dom 1 0 1 1 y1) (Hm : meas (s259_board 1 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s259_board 1 0 1 1)).
Proof.
  unfold s259_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s259_board 1 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s259_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s259_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s259_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s259_c2_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s259_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s259_c3_moves (d : nat) : rmoves (s259_board 1 0 1 (2 + d)) = [T :: F :: E :: T :: F :: T :: E :: repeat F (2 + d); T :: E :: F :: T :: F :: T :: F :: E :: repeat F (1 + d)].
Proof. unfold s259_board. tf_options. Qed.
Lemma s259_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: F :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: F :: T :: E :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s179_board 1 1 1 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 1 1 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s259_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: F :: T :: F :: T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: F :: T :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] ([T; E; F; T; F; E; F; T; F]) []) (s242_board 1 0 1) (0) _ (s242_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; F; T; F; E; F; T; F]) []); [reflexivity | unfold s242_board; target_board_eq | strip_offset].
  - unfold s242_form; apply form_int; zlia.
  - intros HT; apply (use242 IH 1 0 1 y1); [unfold s242_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s259_c3_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: F :: T :: F :: T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: F :: T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: E :: F :: T :: F :: E :: F :: T :: repeat F (2 + d)) []) (s242_board 1 0 (2 + d)) (0) _ (s242_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: E :: F :: T :: F :: E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s242_board; target_board_eq | strip_offset].
  - unfold s242_form; apply form_int; zlia.
  - intros HT; apply (use242 IH 1 0 (2 + d) y1); [unfold s242_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s259_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s259_dom 1 0 1 (2 + d) y1) (Hm : meas (s259_board 1 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s259_board 1 0 1 (2 + d))).
Proof.
  unfold s259_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s259_board 1 0 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s259_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s259_c3_t1_a1 IH d y1 Hw (move_below_r _ _ 0 _ _ (s259_c3_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s259_c3_t2_a1 IH d y1 Hw (move_below_r _ _ 1 _ _ (s259_c3_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s259_c3_t2_a2 IH d y1 Hw (move_below_r _ _ 1 _ _ (s259_c3_moves d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s259_c4_moves (c : nat) : rmoves (s259_board 1 0 (2 + c) 1) = [T :: F :: E :: T :: repeat F (2 + c) ++ [T; E; F]; T :: E :: F :: T :: repeat F (2 + c) ++ [T; F; E]].
Proof. unfold s259_board. tf_options. Qed.
Lemma s259_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (2 + c) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (2 + c) ++ [T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s179_board 1 1 (2 + c) 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH 1 1 (2 + c) 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s259_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: E :: F :: T :: repeat F (2 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: repeat F (2 + c) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: repeat F (2 + c) ++ [T; F; E]) []) (s165_board 0 (2 + c) 1 0) (0) _ (s165_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH 0 (2 + c) 1 0 y1); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s259_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s259_dom 1 0 (2 + c) 1 y1) (Hm : meas (s259_board 1 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s259_board 1 0 (2 + c) 1)).
Proof.
  unfold s259_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s259_board 1 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s259_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s259_c4_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s259_c4_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s259_c4_t2_a1 IH c y1 Hw (move_below_r _ _ 1 _ _ (s259_c4_moves c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s259_c5_moves (c d : nat) : rmoves (s259_board 1 0 (2 + c) (2 + d)) = [T :: F :: E :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d); T :: E :: F :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)].
Proof. unfold s259_board. tf_options. Qed.
Lemma s259_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: F :: E :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: E :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] (T :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []) (s312_board (2 + c) 0 (2 + d)) (-1) _ (s312_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(1, 1)] (T :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []); [reflexivity | unfold s312_board; target_board_eq | strip_offset].
  - unfold s312_form; apply form_int; zlia.
  - intros HT; apply (use312 IH (2 + c) 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s312_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s259_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: E :: F :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s166_board 1 (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s166_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: E :: F :: T :: repeat F (2 + c) ++ [T; F; E; F]) []); [strip_eq | unfold s166_board; target_board_eq | strip_offset].
  - unfold s166_form; apply form_int; zlia.
  - intros HT; apply (use166 IH 1 (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s166_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s259_c5_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (T :: E :: F :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: E :: F :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_L _ (s166_board 1 (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s166_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: E :: F :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d)) []); [strip_eq | unfold s166_board; target_board_eq | strip_offset].
  - unfold s166_form; apply form_int; zlia.
  - intros HT; apply (use166 IH 1 (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s166_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s259_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s259_dom 1 0 (2 + c) (2 + d) y1) (Hm : meas (s259_board 1 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s259_board 1 0 (2 + c) (2 + d))).
Proof.
  unfold s259_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s259_board 1 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s259_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s259_c5_t1_a1 IH c d y1 Hw (move_below_r _ _ 0 _ _ (s259_c5_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s259_c5_t2_a1 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s259_c5_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s259_c5_t2_a2 IH c d y1 Hw (move_below_r _ _ 1 _ _ (s259_c5_moves c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s259_c6_moves (a : nat) : rmoves (s259_board (2 + a) 0 1 1) = [repeat T (2 + a) ++ [F; E; T; F; T; E; F]; repeat T (2 + a) ++ [E; F; T; F; T; F; E]].
Proof. unfold s259_board. tf_options. Qed.
Lemma s259_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; F; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []) (s179_board (2 + a) 1 1 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 1 1 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s259_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; T; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; T; F; E; F]) [(1, 0)]) (s20_board (2 + a) 1) (0) _ (s20_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s20_board; target_board_eq | strip_offset].
  - unfold s20_form; apply form_int; zlia.
  - intros HT; apply (use20 IH (2 + a) 1 y1); [unfold s20_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s259_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s259_dom (2 + a) 0 1 1 y1) (Hm : meas (s259_board (2 + a) 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s259_board (2 + a) 0 1 1)).
Proof.
  unfold s259_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s259_board (2 + a) 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s259_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s259_c6_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s259_c6_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s259_c6_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s259_c6_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s259_c7_moves (a d : nat) : rmoves (s259_board (2 + a) 0 1 (2 + d)) = [repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (2 + d); repeat T (2 + a) ++ E :: F :: T :: F :: T :: F :: E :: repeat F (1 + d)].
Proof. unfold s259_board. tf_options. Qed.
Lemma s259_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: F :: T :: E :: repeat F (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + d)) []) (s179_board (2 + a) 1 1 (2 + d)) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: E :: T :: repeat F (2 + d)) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 1 1 (2 + d) y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s259_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: T :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; T; F; E; F; T; F]) []) (s242_board (2 + a) 0 1) (0) _ (s242_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; F; E; F; T; F]) []); [reflexivity | unfold s242_board; target_board_eq | strip_offset].
  - unfold s242_form; apply form_int; zlia.
  - intros HT; apply (use242 IH (2 + a) 0 1 y1); [unfold s242_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s259_c7_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: F :: T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: F :: T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ E :: F :: T :: F :: E :: F :: T :: repeat F (2 + d)) []) (s242_board (2 + a) 0 (2 + d)) (0) _ (s242_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: F :: E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s242_board; target_board_eq | strip_offset].
  - unfold s242_form; apply form_int; zlia.
  - intros HT; apply (use242 IH (2 + a) 0 (2 + d) y1); [unfold s242_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s259_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s259_dom (2 + a) 0 1 (2 + d) y1) (Hm : meas (s259_board (2 + a) 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s259_board (2 + a) 0 1 (2 + d))).
Proof.
  unfold s259_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s259_board (2 + a) 0 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s259_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s259_c7_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s259_c7_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s259_c7_t2_a1 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s259_c7_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s259_c7_t2_a2 IH a d y1 Hw (move_below_r _ _ 1 _ _ (s259_c7_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s259_c8_moves (a c : nat) : rmoves (s259_board (2 + a) 0 (2 + c) 1) = [repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ [T; E; F]; repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + c) ++ [T; F; E]].
Proof. unfold s259_board. tf_options. Qed.
Lemma s259_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ [T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []) (s179_board (2 + a) 1 (2 + c) 1) (0) _ (s179_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s179_board; target_board_eq | strip_offset].
  - unfold s179_form; apply form_int; zlia.
  - intros HT; apply (use179 IH (2 + a) 1 (2 + c) 1 y1); [unfold s179_dom; zlia | unfold lex3; lia].
Qed.
Lemma s259_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + c) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + c) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: F :: T :: repeat F (2 + c) ++ [T; F; E]) []) (s165_board (1 + a) (2 + c) 1 0) (0) _ (s165_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: F :: T :: repeat F (2 + c) ++ [T; F; E]) []); [reflexivity | unfold s165_board; target_board_eq | strip_offset].
  - unfold s165_form; apply form_int; zlia.
  - intros HT; apply (use165 IH (1 + a) (2 + c) 1 0 y1); [unfold s165_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s259_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s259_dom (2 + a) 0 (2 + c) 1 y1) (Hm : meas (s259_board (2 + a) 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s259_board (2 + a) 0 (2 + c) 1)).
Proof.
  unfold s259_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s259_board (2 + a) 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s259_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s259_c8_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s259_c8_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s259_c8_t2_a1 IH a c y1 Hw (move_below_r _ _ 1 _ _ (s259_c8_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s259_c9_moves (a c d : nat) : rmoves (s259_board (2 + a) 0 (2 + c) (2 + d)) = [repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d); repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)].
Proof. unfold s259_board. tf_options. Qed.
Lemma s259_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s180_board (2 + a) (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s180_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: repeat F (2 + c) ++ T :: E :: repeat F (2 + d)) []); [strip_eq | unfold s180_board; target_board_eq | strip_offset].
  - unfold s180_form; apply form_int; zlia.
  - intros HT; apply (use180 IH (2 + a) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s180_dom; zlia | unfold lex3; lia].
Qed.
Lemma s259_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_form_L _ (s166_board (2 + a) (2 + c) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s166_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + c) ++ [T; F; E; F]) []); [strip_eq | unfold s166_board; target_board_eq | strip_offset].
  - unfold s166_form; apply form_int; zlia.
  - intros HT; apply (use166 IH (2 + a) (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s166_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s259_c9_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_L _ (s166_board (2 + a) (2 + c) (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s166_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: repeat F (2 + c) ++ T :: F :: E :: repeat F (2 + d)) []); [strip_eq | unfold s166_board; target_board_eq | strip_offset].
  - unfold s166_form; apply form_int; zlia.
  - intros HT; apply (use166 IH (2 + a) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s166_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s259_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s259_dom (2 + a) 0 (2 + c) (2 + d) y1) (Hm : meas (s259_board (2 + a) 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s259_board (2 + a) 0 (2 + c) (2 + d))).
Proof.
  unfold s259_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s259_board (2 + a) 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s259_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s259_c9_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s259_c9_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s259_c9_t2_a1 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s259_c9_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 3 /\ - Z.of_nat (2 + d) + Z.of_nat y1 >= 0)%Z) by zlia. exact (s259_c9_t2_a2 IH a c d y1 Hw (move_below_r _ _ 1 _ _ (s259_c9_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s259_c10_moves (a b d : nat) : rmoves (s259_board (7 + a) (3 + b) 2 (2 + d)) = [repeat T (7 + a) ++ repeat F (4 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (2 + d); repeat T (7 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: F :: T :: F :: E :: repeat F (1 + d)].
Proof. unfold s259_board. tf_options. Qed.
Lemma s259_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (7 + a) - Z.of_nat (2 + d) >= 5 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat T (7 + a) ++ repeat F (4 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (7 + a) ++ repeat F (4 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (2 + d))).
Proof.
  apply (answer_form_L _ (s204_board (7 + a) (4 + b) 2 (2 + d)) (0) _ (int ((- Z.of_nat y1) + 1)) (s204_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (7 + a) ++ repeat F (4 + b) ++ E :: T :: F :: F :: T :: E :: repeat F (2 + d)) []); [strip_eq | unfold s204_board; target_board_eq | strip_offset].
  - unfold s204_form; apply form_int; zlia.
  - intros HT; apply (use204 IH (7 + a) (4 + b) 2 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s204_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s259_c10_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (7 + a) >= 7 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) = 2)%Z) (Hm : (meas (repeat T (7 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: F :: T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (7 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: F :: T :: F :: E :: repeat F (1 + d))).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_L _ (strip [] (repeat T (7 + a) ++ repeat F (3 + b) ++ [E; F; T; F; F; E; F; T; F]) []) (s243_board (7 + a) (3 + b) 2 1) (0) _ (s243_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (7 + a) ++ repeat F (3 + b) ++ [E; F; T; F; F; E; F; T; F]) []); [reflexivity | unfold s243_board; target_board_eq | strip_offset].
  - unfold s243_form; apply form_int; zlia.
  - intros HT; apply (use243 IH (7 + a) (3 + b) 2 1 y1); [unfold s243_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s259_c10_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (7 + a) - Z.of_nat (2 + d) >= 5 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (repeat T (7 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: F :: T :: F :: E :: repeat F (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (7 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: F :: T :: F :: E :: repeat F (1 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (8 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: F :: E :: F :: T :: repeat F (2 + d)) []) (s243_board (8 + a) (3 + b) 2 (2 + d)) (0) _ (s243_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (8 + a) ++ repeat F (3 + b) ++ E :: F :: T :: F :: F :: E :: F :: T :: repeat F (2 + d)) []); [reflexivity | unfold s243_board; target_board_eq | strip_offset].
  - unfold s243_form; apply form_int; zlia.
  - intros HT; apply (use243 IH (8 + a) (3 + b) 2 (2 + d) y1); [unfold s243_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s259_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s259_dom (7 + a) (3 + b) 2 (2 + d) y1) (Hm : meas (s259_board (7 + a) (3 + b) 2 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s259_board (7 + a) (3 + b) 2 (2 + d))).
Proof.
  unfold s259_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s259_board (7 + a) (3 + b) 2 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s259_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (7 + a) - Z.of_nat (2 + d) >= 5 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s259_c10_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s259_c10_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (7 + a) >= 7 /\ Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) = 2)%Z) by zlia. exact (s259_c10_t2_a1 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s259_c10_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (7 + a) - Z.of_nat (2 + d) >= 5 /\ Z.of_nat (3 + b) + Z.of_nat (2 + d) - Z.of_nat y1 = 3 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat 2 = 2 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s259_c10_t2_a2 IH a b d y1 Hw (move_below_r _ _ 1 _ _ (s259_c10_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s259_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C259 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s259_dom in Hdom.
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
          exact (s259_c1 IH y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s259_c2 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s259_c3 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s259_c4 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s259_c5 IH c d y1 Hdom Hm Hd Hr).
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
          exact (s259_c6 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s259_c7 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s259_c8 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s259_c9 IH a c d y1 Hdom Hm Hd Hr).
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
          do 5 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  assert (c = 0) by zlia; subst c.
  exact (s259_c10 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s260_c1_moves : rmoves (s260_board) = [[F; T; E; T; F; E]].
Proof. unfold s260_board. tf_options. Qed.
Lemma s260_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; T; E; T; F; E]) < mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game ([F; T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([T; E; E; F]) [(1, 0)]) (s205_board 0) (0) _ (s205_form z1 z2 y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; E; F]) [(1, 0)]); [reflexivity | unfold s205_board; target_board_eq | strip_offset].
  - unfold s205_form; apply form_tree; [f_equal; zlia | zlia].
  - intros HT; apply (use205 IH 0 z1 z2 y1); [unfold s205_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s260_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hw : (Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (s260_board) = mm)%nat) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  lf (nstar (int (0 + (Z.of_nat y1)))) (tf_game (s260_board)).
Proof.
  apply (answer_form_L _ (s100_board) (0) _ (int (0 + (Z.of_nat y1))) (s100_form y1)).
  - cbn [nstar rights In]; left; reflexivity.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; E]) []); [unfold s260_board; strip_eq | unfold s100_board; target_board_eq | strip_offset].
  - unfold s100_form; apply form_int; zlia.
  - intros HT; apply (use100 IH y1); [unfold s100_dom; zlia | unfold lex3; lia].
Qed.
Lemma s260_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (z1 z2 y1 : nat)
  (Hdom : s260_dom z1 z2 y1) (Hm : meas (s260_board) = mm) (Hd : dd = 1) (Hr : rr = 2 * y1) :
  le (add (t2 (Z.of_nat z1) (Z.of_nat z2)) (int (Z.of_nat y1))) (tf_game (s260_board)).
Proof.
  unfold s260_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_tree in Hy as [[uo [Hu ->]]|[Hn ->]].
    { cbn [lefts t2 In] in Hu. destruct Hu as [<-|[]].
      { rewrite star_add_int. assert (Hw : (Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s260_c1_f1_a1 IH z1 z2 y1 Hw Hm Hd Hr). }
    }
    { exfalso; zlia. }
  - intros go Hg. rewrite (tf_game_eq (s260_board)) in Hg. cbn [rights] in Hg. rewrite s260_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat z1 >= 3 /\ Z.of_nat z2 = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s260_c1_t1_a1 IH z1 z2 y1 Hw (move_below_r _ _ 0 _ _ (s260_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s260_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C260 mm dd rr.
Proof.
  intros z1 z2 y1 Hdom Hm Hd Hr. unfold s260_dom in Hdom.
  exact (s260_c1 IH z1 z2 y1 Hdom Hm Hd Hr).
Qed.

Lemma s261_c1_moves : rmoves (s261_board 1) = [[T; F; E; T; F; T; E; T; F]].
Proof. unfold s261_board. tf_options. Qed.
Lemma s261_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; E; T; F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; E; T; F; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; F; E; T; T; F]) []) (s170_board 1 1 2 1) (0) _ (s170_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; F; E; T; T; F]) []); [reflexivity | unfold s170_board; target_board_eq | strip_offset].
  - unfold s170_form; apply form_int; zlia.
  - intros HT; apply (use170 IH 1 1 2 1 y1); [unfold s170_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s261_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s261_dom 1 y1) (Hm : meas (s261_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s261_board 1)).
Proof.
  unfold s261_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s261_board 1)) in Hg. cbn [rights] in Hg. rewrite s261_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s261_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s261_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s261_c2_moves (a : nat) : rmoves (s261_board (2 + a)) = [T :: F :: E :: repeat T (2 + a) ++ [F; T; E; T; F]].
Proof. unfold s261_board. tf_options. Qed.
Lemma s261_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: F :: E :: repeat T (2 + a) ++ [F; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: F :: E :: repeat T (2 + a) ++ [F; T; E; T; F])).
Proof.
  apply (answer_board_L _ (strip [] (T :: F :: E :: repeat T (2 + a) ++ [F; E; T; T; F]) []) (s184_board 1 1 (2 + a) 1 2 1) (0) _ (s184_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + a) ++ [F; E; T; T; F]) []); [reflexivity | unfold s184_board; target_board_eq | strip_offset].
  - unfold s184_form; apply form_int; zlia.
  - intros HT; apply (use184 IH 1 1 (2 + a) 1 2 1 y1); [unfold s184_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s261_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s261_dom (2 + a) y1) (Hm : meas (s261_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s261_board (2 + a))).
Proof.
  unfold s261_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s261_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s261_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s261_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s261_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s261_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C261 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s261_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s261_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s261_c2 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s262_c1_moves : rmoves (s262_board 1 0 1) = [[T; T; F; E; E]].
Proof. unfold s262_board. tf_options. Qed.
Lemma s262_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; E; F]) [(1, 1)]) (s88_board 1 0 0 1 0) (1) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 0 0 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s262_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s262_dom 1 0 1 y1) (Hm : meas (s262_board 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s262_board 1 0 1)).
Proof.
  unfold s262_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s262_board 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s262_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s262_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s262_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s262_c2_moves : rmoves (s262_board 1 1 1) = [[T; F; T; F; E; E]].
Proof. unfold s262_board. tf_options. Qed.
Lemma s262_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; F]) [(1, 1)]) (s88_board 1 1 0 1 0) (1) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 1 0 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s262_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s262_dom 1 1 1 y1) (Hm : meas (s262_board 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s262_board 1 1 1)).
Proof.
  unfold s262_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s262_board 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s262_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s262_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s262_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s262_c3_moves (b : nat) : rmoves (s262_board 1 (2 + b) 1) = [T :: repeat F (2 + b) ++ [T; F; E; E]].
Proof. unfold s262_board. tf_options. Qed.
Lemma s262_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; F]) [(1, 1)]) (s88_board 1 (2 + b) 0 1 0) (1) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH 1 (2 + b) 0 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s262_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s262_dom 1 (2 + b) 1 y1) (Hm : meas (s262_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s262_board 1 (2 + b) 1)).
Proof.
  unfold s262_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s262_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s262_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s262_c3_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s262_c3_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s262_c4_moves (a : nat) : rmoves (s262_board (2 + a) 0 1) = [repeat T (3 + a) ++ [F; E; E]].
Proof. unfold s262_board. tf_options. Qed.
Lemma s262_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [F; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F]) [(1, 1)]) (s88_board (2 + a) 0 0 1 0) (1) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 0 0 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s262_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s262_dom (2 + a) 0 1 y1) (Hm : meas (s262_board (2 + a) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s262_board (2 + a) 0 1)).
Proof.
  unfold s262_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s262_board (2 + a) 0 1)) in Hg. cbn [rights] in Hg. rewrite s262_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s262_c4_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s262_c4_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s262_c5_moves (a : nat) : rmoves (s262_board (2 + a) 1 1) = [repeat T (2 + a) ++ [F; T; F; E; E]].
Proof. unfold s262_board. tf_options. Qed.
Lemma s262_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; F]) [(1, 1)]) (s88_board (2 + a) 1 0 1 0) (1) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) 1 0 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s262_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s262_dom (2 + a) 1 1 y1) (Hm : meas (s262_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s262_board (2 + a) 1 1)).
Proof.
  unfold s262_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s262_board (2 + a) 1 1)) in Hg. cbn [rights] in Hg. rewrite s262_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s262_c5_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s262_c5_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s262_c6_moves (a b : nat) : rmoves (s262_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E]].
Proof. unfold s262_board. tf_options. Qed.
Lemma s262_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F]) [(1, 1)]) (s88_board (2 + a) (2 + b) 0 1 0) (1) _ (s88_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s88_board; target_board_eq | strip_offset].
  - unfold s88_form; apply form_int; zlia.
  - intros HT; apply (use88 IH (2 + a) (2 + b) 0 1 0 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s88_dom; right; right; right; right; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s262_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s262_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s262_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s262_board (2 + a) (2 + b) 1)).
Proof.
  unfold s262_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s262_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s262_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s262_c6_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s262_c6_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s262_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C262 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s262_dom in Hdom.
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
        exact (s262_c1 IH y1 Hdom Hm Hd Hr).
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
        exact (s262_c2 IH y1 Hdom Hm Hd Hr).
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
        exact (s262_c3 IH b y1 Hdom Hm Hd Hr).
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
        exact (s262_c4 IH a y1 Hdom Hm Hd Hr).
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
        exact (s262_c5 IH a y1 Hdom Hm Hd Hr).
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
        exact (s262_c6 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exfalso; zlia.
      }
    }
  }
Qed.

Lemma s263_c1_moves : rmoves (s263_board 1 1 0) = [].
Proof. unfold s263_board. tf_options. Qed.
Lemma s263_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s263_dom 1 1 0 y1) (Hm : meas (s263_board 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s263_board 1 1 0)).
Proof.
  unfold s263_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s263_board 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s263_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s263_c2_moves : rmoves (s263_board 1 1 1) = [[T; F; T; F; E; E]].
Proof. unfold s263_board. tf_options. Qed.
Lemma s263_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; F; E; E])).
Proof.
  apply (answer_form_L _ (s272_board) (0) _ (int ((- Z.of_nat y1) + 1)) (s272_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; F; E; E]) []); [strip_eq | unfold s272_board; target_board_eq | strip_offset].
  - unfold s272_form; apply form_int; zlia.
  - intros HT; apply (use272 IH (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s272_dom; zlia | unfold lex3; lia].
Qed.
Lemma s263_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; F; E; E])).
Proof.
  apply (answer_form_L _ (s273_board) (0) _ (int ((- Z.of_nat y1) + 1)) (s273_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; F; E; E]) []); [strip_eq | unfold s273_board; target_board_eq | strip_offset].
  - unfold s273_form; apply form_int; zlia.
  - intros HT; apply (use273 IH (Z.to_nat (Z.of_nat y1 - 1))); [unfold s273_dom; zlia | unfold lex3; lia].
Qed.
Lemma s263_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s263_dom 1 1 1 y1) (Hm : meas (s263_board 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s263_board 1 1 1)).
Proof.
  unfold s263_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s263_board 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s263_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s263_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s263_c2_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s263_c2_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s263_c2_moves) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s263_c3_moves (c : nat) : rmoves (s263_board 1 1 (2 + c)) = [T :: F :: T :: F :: E :: repeat F (1 + c) ++ [E]].
Proof. unfold s263_board. tf_options. Qed.
Lemma s263_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: F :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: F :: E :: repeat F (1 + c) ++ [E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([T; F; E; F; T; F; E]) []) (s256_board 1 1 1 1) (0) _ (s256_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; F; T; F; E]) []); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH 1 1 1 1 y1); [unfold s256_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s263_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: F :: T :: F :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: F :: T :: F :: E :: repeat F (1 + c) ++ [E])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: F :: E :: F :: T :: repeat F (2 + c) ++ [E]) []) (s256_board 1 1 1 (2 + c)) (0) _ (s256_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: F :: E :: F :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH 1 1 1 (2 + c) y1); [unfold s256_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s263_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s263_dom 1 1 (2 + c) y1) (Hm : meas (s263_board 1 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s263_board 1 1 (2 + c))).
Proof.
  unfold s263_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s263_board 1 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s263_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s263_c3_t1_a1 IH c y1 Hw (move_below_r _ _ 0 _ _ (s263_c3_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s263_c3_t1_a2 IH c y1 Hw (move_below_r _ _ 0 _ _ (s263_c3_moves c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s263_c4_moves (b : nat) : rmoves (s263_board 1 (2 + b) 0) = [].
Proof. unfold s263_board. tf_options. Qed.
Lemma s263_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s263_dom 1 (2 + b) 0 y1) (Hm : meas (s263_board 1 (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s263_board 1 (2 + b) 0)).
Proof.
  unfold s263_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s263_board 1 (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s263_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s263_c5_moves (b : nat) : rmoves (s263_board 1 (2 + b) 1) = [T :: repeat F (2 + b) ++ [T; F; E; E]].
Proof. unfold s263_board. tf_options. Qed.
Lemma s263_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; F; E; E])).
Proof.
  apply (answer_form_L _ (s275_board (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s275_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [T; F; E; E]) []); [strip_eq | unfold s275_board; target_board_eq | strip_offset].
  - unfold s275_form; apply form_int; zlia.
  - intros HT; apply (use275 IH (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s275_dom; zlia | unfold lex3; lia].
Qed.
Lemma s263_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; F; E; E])).
Proof.
  apply (answer_form_L _ (s276_board (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s276_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [T; F; E; E]) []); [strip_eq | unfold s276_board; target_board_eq | strip_offset].
  - unfold s276_form; apply form_int; zlia.
  - intros HT; apply (use276 IH (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s276_dom; zlia | unfold lex3; lia].
Qed.
Lemma s263_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s263_dom 1 (2 + b) 1 y1) (Hm : meas (s263_board 1 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s263_board 1 (2 + b) 1)).
Proof.
  unfold s263_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s263_board 1 (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s263_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s263_c5_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s263_c5_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s263_c5_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s263_c5_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s263_c6_moves (b c : nat) : rmoves (s263_board 1 (2 + b) (2 + c)) = [T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E]].
Proof. unfold s263_board. tf_options. Qed.
Lemma s263_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [E; F; T; F; E]) []) (s256_board 1 (2 + b) 1 1) (0) _ (s256_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [E; F; T; F; E]) []); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH 1 (2 + b) 1 1 y1); [unfold s256_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s263_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c) ++ [E]) []) (s256_board 1 (2 + b) 1 (2 + c)) (0) _ (s256_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH 1 (2 + b) 1 (2 + c) y1); [unfold s256_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s263_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s263_dom 1 (2 + b) (2 + c) y1) (Hm : meas (s263_board 1 (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s263_board 1 (2 + b) (2 + c))).
Proof.
  unfold s263_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s263_board 1 (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s263_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s263_c6_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s263_c6_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s263_c6_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s263_c6_moves b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s263_c7_moves (a : nat) : rmoves (s263_board (2 + a) 1 0) = [].
Proof. unfold s263_board. tf_options. Qed.
Lemma s263_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s263_dom (2 + a) 1 0 y1) (Hm : meas (s263_board (2 + a) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s263_board (2 + a) 1 0)).
Proof.
  unfold s263_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s263_board (2 + a) 1 0)) in Hg. cbn [rights] in Hg. rewrite s263_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s263_c8_moves (a : nat) : rmoves (s263_board (2 + a) 1 1) = [repeat T (2 + a) ++ [F; T; F; E; E]].
Proof. unfold s263_board. tf_options. Qed.
Lemma s263_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; E; E])).
Proof.
  apply (answer_form_L _ (s279_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s279_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; E]) []); [strip_eq | unfold s279_board; target_board_eq | strip_offset].
  - unfold s279_form; apply form_int; zlia.
  - intros HT; apply (use279 IH (2 + a) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s279_dom; zlia | unfold lex3; lia].
Qed.
Lemma s263_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; E; E])).
Proof.
  apply (answer_form_L _ (s280_board (2 + a) 1) (0) _ (int ((- Z.of_nat y1) + 1)) (s280_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; E]) []); [strip_eq | unfold s280_board; target_board_eq | strip_offset].
  - unfold s280_form; apply form_int; zlia.
  - intros HT; apply (use280 IH (2 + a) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s280_dom; zlia | unfold lex3; lia].
Qed.
Lemma s263_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s263_dom (2 + a) 1 1 y1) (Hm : meas (s263_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s263_board (2 + a) 1 1)).
Proof.
  unfold s263_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s263_board (2 + a) 1 1)) in Hg. cbn [rights] in Hg. rewrite s263_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s263_c8_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s263_c8_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s263_c8_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s263_c8_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s263_c9_moves (a c : nat) : rmoves (s263_board (2 + a) 1 (2 + c)) = [repeat T (2 + a) ++ F :: T :: F :: E :: repeat F (1 + c) ++ [E]].
Proof. unfold s263_board. tf_options. Qed.
Lemma s263_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: repeat F (1 + c) ++ [E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; F; T; F; E]) []) (s256_board (2 + a) 1 1 1) (0) _ (s256_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F; T; F; E]) []); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (2 + a) 1 1 1 y1); [unfold s256_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s263_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: T :: F :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: T :: F :: E :: repeat F (1 + c) ++ [E])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (2 + c) ++ [E]) []) (s256_board (2 + a) 1 1 (2 + c)) (0) _ (s256_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (2 + a) 1 1 (2 + c) y1); [unfold s256_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s263_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s263_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s263_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s263_board (2 + a) 1 (2 + c))).
Proof.
  unfold s263_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s263_board (2 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s263_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s263_c9_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s263_c9_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s263_c9_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s263_c9_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s263_c10_moves (a b : nat) : rmoves (s263_board (2 + a) (2 + b) 0) = [].
Proof. unfold s263_board. tf_options. Qed.
Lemma s263_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s263_dom (2 + a) (2 + b) 0 y1) (Hm : meas (s263_board (2 + a) (2 + b) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s263_board (2 + a) (2 + b) 0)).
Proof.
  unfold s263_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s263_board (2 + a) (2 + b) 0)) in Hg. cbn [rights] in Hg. rewrite s263_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s263_c11_moves (a b : nat) : rmoves (s263_board (2 + a) (2 + b) 1) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E]].
Proof. unfold s263_board. tf_options. Qed.
Lemma s263_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E])).
Proof.
  apply (answer_form_L _ (s279_board (2 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s279_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E]) []); [strip_eq | unfold s279_board; target_board_eq | strip_offset].
  - unfold s279_form; apply form_int; zlia.
  - intros HT; apply (use279 IH (2 + a) (2 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s279_dom; zlia | unfold lex3; lia].
Qed.
Lemma s263_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E])).
Proof.
  apply (answer_form_L _ (s280_board (2 + a) (2 + b)) (0) _ (int ((- Z.of_nat y1) + 1)) (s280_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; F; E; E]) []); [strip_eq | unfold s280_board; target_board_eq | strip_offset].
  - unfold s280_form; apply form_int; zlia.
  - intros HT; apply (use280 IH (2 + a) (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s280_dom; zlia | unfold lex3; lia].
Qed.
Lemma s263_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s263_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s263_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s263_board (2 + a) (2 + b) 1)).
Proof.
  unfold s263_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s263_board (2 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s263_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s263_c11_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s263_c11_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s263_c11_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s263_c11_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s263_c12_moves (a b c : nat) : rmoves (s263_board (2 + a) (2 + b) (2 + c)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E]].
Proof. unfold s263_board. tf_options. Qed.
Lemma s263_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; F; E]) []) (s256_board (2 + a) (2 + b) 1 1) (0) _ (s256_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [E; F; T; F; E]) []); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (2 + a) (2 + b) 1 1 y1); [unfold s256_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s263_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ T :: F :: E :: repeat F (1 + c) ++ [E])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c) ++ [E]) []) (s256_board (2 + a) (2 + b) 1 (2 + c)) (0) _ (s256_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ E :: F :: T :: repeat F (2 + c) ++ [E]) []); [reflexivity | unfold s256_board; target_board_eq | strip_offset].
  - unfold s256_form; apply form_int; zlia.
  - intros HT; apply (use256 IH (2 + a) (2 + b) 1 (2 + c) y1); [unfold s256_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s263_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s263_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s263_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s263_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s263_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s263_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s263_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s263_c12_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s263_c12_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s263_c12_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s263_c12_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s263_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C263 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s263_dom in Hdom.
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
        exact (s263_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s263_c2 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s263_c3 IH c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s263_c4 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s263_c5 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s263_c6 IH b c y1 Hdom Hm Hd Hr).
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
        exact (s263_c7 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s263_c8 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s263_c9 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exact (s263_c10 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s263_c11 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s263_c12 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s264_c1_moves (b : nat) : rmoves (s264_board 1 (2 + b)) = [F :: T :: E :: T :: F :: E :: T :: repeat F (2 + b); E :: T :: F :: T :: F :: F :: T :: E :: repeat F (1 + b)].
Proof. unfold s264_board. tf_options. Qed.
Lemma s264_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: T :: F :: E :: T :: repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: T :: F :: E :: T :: repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (T :: E :: E :: F :: T :: T :: repeat F (2 + b)) []) (s60_board 1 2 (2 + b)) (0) _ (s60_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: F :: T :: T :: repeat F (2 + b)) []); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 2 (2 + b) y1); [unfold s60_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s264_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: F :: T :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: F :: T :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([E; T; F; T; F; F; E; T; F]) []) (s155_board 0 2 1) (0) _ (s155_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; F; T; F; F; E; T; F]) []); [reflexivity | unfold s155_board; target_board_eq | strip_offset].
  - unfold s155_form; apply form_int; zlia.
  - intros HT; apply (use155 IH 0 2 1 y1); [unfold s155_dom; zlia | unfold lex3; lia].
Qed.
Lemma s264_c1_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: F :: T :: F :: F :: T :: E :: repeat F (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: F :: T :: F :: F :: T :: E :: repeat F (1 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: F :: T :: F :: F :: E :: T :: repeat F (2 + b)) []) (s155_board 0 2 (2 + b)) (0) _ (s155_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: F :: E :: T :: repeat F (2 + b)) []); [reflexivity | unfold s155_board; target_board_eq | strip_offset].
  - unfold s155_form; apply form_int; zlia.
  - intros HT; apply (use155 IH 0 2 (2 + b) y1); [unfold s155_dom; zlia | unfold lex3; lia].
Qed.
Lemma s264_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s264_dom 1 (2 + b) y1) (Hm : meas (s264_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s264_board 1 (2 + b))).
Proof.
  unfold s264_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s264_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s264_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s264_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s264_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s264_c1_t2_a1 IH b y1 Hw (move_below_r _ _ 1 _ _ (s264_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s264_c1_t2_a2 IH b y1 Hw (move_below_r _ _ 1 _ _ (s264_c1_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s264_c2_moves (a b : nat) : rmoves (s264_board (2 + a) (2 + b)) = [F :: T :: E :: T :: F :: E :: repeat T (2 + a) ++ repeat F (2 + b)].
Proof. unfold s264_board. tf_options. Qed.
Lemma s264_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (F :: T :: E :: T :: F :: E :: repeat T (2 + a) ++ repeat F (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (F :: T :: E :: T :: F :: E :: repeat T (2 + a) ++ repeat F (2 + b))).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] (T :: E :: E :: F :: repeat T (3 + a) ++ repeat F (2 + b)) []) (s60_board 1 (3 + a) (2 + b)) (0) _ (s60_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: F :: repeat T (3 + a) ++ repeat F (2 + b)) []); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH 1 (3 + a) (2 + b) y1); [unfold s60_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s264_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s264_dom (2 + a) (2 + b) y1) (Hm : meas (s264_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s264_board (2 + a) (2 + b))).
Proof.
  unfold s264_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s264_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s264_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s264_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s264_c2_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s264_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C264 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s264_dom in Hdom.
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
      exact (s264_c1 IH b y1 Hdom Hm Hd Hr).
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
      exact (s264_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s265_c1_moves : rmoves (s265_board 0) = [].
Proof. unfold s265_board. tf_options. Qed.
Lemma s265_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s265_dom 0 y1) (Hm : meas (s265_board 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s265_board 0)).
Proof.
  unfold s265_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s265_board 0)) in Hg. cbn [rights] in Hg. rewrite s265_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s265_c2_moves : rmoves (s265_board 1) = [].
Proof. unfold s265_board. tf_options. Qed.
Lemma s265_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s265_dom 1 y1) (Hm : meas (s265_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s265_board 1)).
Proof.
  unfold s265_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s265_board 1)) in Hg. cbn [rights] in Hg. rewrite s265_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s265_c3_moves (a : nat) : rmoves (s265_board (2 + a)) = [].
Proof. unfold s265_board. tf_options. Qed.
Lemma s265_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s265_dom (2 + a) y1) (Hm : meas (s265_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s265_board (2 + a))).
Proof.
  unfold s265_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s265_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s265_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s265_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C265 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s265_dom in Hdom.
  destruct a as [|[|a]].
  {
    exact (s265_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s265_c2 IH y1 Hdom Hm Hd Hr).
  }
  {
    exact (s265_c3 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s266_c1_moves : rmoves (s266_board) = [[T; F; T; F; T; E; E; F]; [T; F; T; E; T; F; F; E]].
Proof. unfold s266_board. tf_options. Qed.
Lemma s266_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 = 1)%Z) (Hm : (meas ([T; F; T; F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s287_board) (0) _ (int ((- Z.of_nat y1) + 1)) (s287_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; F; T; E; E; F]) []); [strip_eq | unfold s287_board; target_board_eq | strip_offset].
  - unfold s287_form; apply form_int; zlia.
  - intros HT; apply (use287 IH (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s287_dom; zlia | unfold lex3; lia].
Qed.
Lemma s266_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 >= 2)%Z) (Hm : (meas ([T; F; T; F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s330_board) (0) _ (int ((- Z.of_nat y1) + 1)) (s330_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([T; F; T; F; T; E; E; F]) []); [strip_eq | unfold s330_board; target_board_eq | strip_offset].
  - unfold s330_form; apply form_int; zlia.
  - intros HT; apply (use330 IH (Z.to_nat (Z.of_nat y1 - 1))); [unfold s330_dom; zlia | unfold lex3; lia].
Qed.
Lemma s266_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; F; T; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; F; T; E; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; E; T; T; F; F; E]) []) (s83_board 1 2 0) (0) _ (s83_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; E; T; T; F; F; E]) []); [reflexivity | unfold s83_board; target_board_eq | strip_offset].
  - unfold s83_form; apply form_int; zlia.
  - intros HT; apply (use83 IH 1 2 0 y1); [unfold s83_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s266_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s266_dom y1) (Hm : meas (s266_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s266_board)).
Proof.
  unfold s266_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s266_board)) in Hg. cbn [rights] in Hg. rewrite s266_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat y1 = 1)%Z) by zlia. exact (s266_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s266_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat y1 >= 2)%Z) by zlia. exact (s266_c1_t1_a2 IH y1 Hw (move_below_r _ _ 0 _ _ (s266_c1_moves) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat y1 >= 1)%Z) by zlia. exact (s266_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s266_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s266_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C266 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s266_dom in Hdom.
  exact (s266_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s267_c1_moves (a : nat) : rmoves (s267_board (2 + a)) = [repeat T (2 + a) ++ [F; T; F; T; E; E; F]; repeat T (2 + a) ++ [F; T; E; T; F; F; E]].
Proof. unfold s267_board. tf_options. Qed.
Lemma s267_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s288_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s288_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; T; E; E; F]) []); [strip_eq | unfold s288_board; target_board_eq | strip_offset].
  - unfold s288_form; apply form_int; zlia.
  - intros HT; apply (use288 IH (2 + a) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s288_dom; zlia | unfold lex3; lia].
Qed.
Lemma s267_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; F; T; E; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; F; T; E; E; F])).
Proof.
  apply (answer_form_L _ (s331_board (2 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s331_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; T; E; E; F]) []); [strip_eq | unfold s331_board; target_board_eq | strip_offset].
  - unfold s331_form; apply form_int; zlia.
  - intros HT; apply (use331 IH (2 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s331_dom; zlia | unfold lex3; lia].
Qed.
Lemma s267_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; T; F; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; T; F; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; T; T; F; F; E]) []) (s83_board (2 + a) 2 0) (0) _ (s83_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; T; F; F; E]) []); [reflexivity | unfold s83_board; target_board_eq | strip_offset].
  - unfold s83_form; apply form_int; zlia.
  - intros HT; apply (use83 IH (2 + a) 2 0 y1); [unfold s83_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s267_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s267_dom (2 + a) y1) (Hm : meas (s267_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s267_board (2 + a))).
Proof.
  unfold s267_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s267_board (2 + a))) in Hg. cbn [rights] in Hg. rewrite s267_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s267_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s267_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s267_c1_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s267_c1_moves a) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s267_c1_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s267_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s267_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C267 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s267_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    exact (s267_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s268_c1_moves : rmoves (s268_board 0 0) = [[T; E; F; T; E]].
Proof. unfold s268_board. tf_options. Qed.
Lemma s268_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; E; F; E]) [(1, 0)]) (s9_board 1 0) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; F; E]) [(1, 0)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 1 0 y1); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s268_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s268_dom 0 0 y1) (Hm : meas (s268_board 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s268_board 0 0)).
Proof.
  unfold s268_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s268_board 0 0)) in Hg. cbn [rights] in Hg. rewrite s268_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s268_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s268_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s268_c2_moves : rmoves (s268_board 0 1) = [[F; T; E; F; T; E]].
Proof. unfold s268_board. tf_options. Qed.
Lemma s268_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([F; T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([F; T; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 1)] ([T; E; F; E]) [(1, 0)]) (s9_board 1 0) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 1)] ([T; E; F; E]) [(1, 0)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 1 0 y1); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s268_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s268_dom 0 1 y1) (Hm : meas (s268_board 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s268_board 0 1)).
Proof.
  unfold s268_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s268_board 0 1)) in Hg. cbn [rights] in Hg. rewrite s268_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s268_c2_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s268_c2_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s268_c3_moves (b : nat) : rmoves (s268_board 0 (2 + b)) = [repeat F (2 + b) ++ [T; E; F; T; E]].
Proof. unfold s268_board. tf_options. Qed.
Lemma s268_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat F (2 + b) ++ [T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat F (2 + b) ++ [T; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [(0, 2 + b)] ([T; E; F; E]) [(1, 0)]) (s9_board 1 0) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [(0, 2 + b)] ([T; E; F; E]) [(1, 0)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 1 0 y1); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s268_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s268_dom 0 (2 + b) y1) (Hm : meas (s268_board 0 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s268_board 0 (2 + b))).
Proof.
  unfold s268_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s268_board 0 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s268_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 0 = 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s268_c3_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s268_c3_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s268_c4_moves : rmoves (s268_board 1 0) = [[T; T; E; F; T; E]].
Proof. unfold s268_board. tf_options. Qed.
Lemma s268_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; T; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; T; E; F; E]) [(1, 0)]) (s9_board 2 0) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; T; E; F; E]) [(1, 0)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 2 0 y1); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s268_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s268_dom 1 0 y1) (Hm : meas (s268_board 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s268_board 1 0)).
Proof.
  unfold s268_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s268_board 1 0)) in Hg. cbn [rights] in Hg. rewrite s268_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s268_c4_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s268_c4_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s268_c5_moves : rmoves (s268_board 1 1) = [[T; F; T; E; F; T; E]].
Proof. unfold s268_board. tf_options. Qed.
Lemma s268_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([T; F; T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([T; F; T; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; F; T; E; F; E]) [(1, 0)]) (s262_board 1 1 1) (0) _ (s262_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; F; T; E; F; E]) [(1, 0)]); [reflexivity | unfold s262_board; target_board_eq | strip_offset].
  - unfold s262_form; apply form_int; zlia.
  - intros HT; apply (use262 IH 1 1 1 y1); [unfold s262_dom; zlia | unfold lex3; lia].
Qed.
Lemma s268_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s268_dom 1 1 y1) (Hm : meas (s268_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s268_board 1 1)).
Proof.
  unfold s268_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s268_board 1 1)) in Hg. cbn [rights] in Hg. rewrite s268_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s268_c5_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s268_c5_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s268_c6_moves (b : nat) : rmoves (s268_board 1 (2 + b)) = [T :: repeat F (2 + b) ++ [T; E; F; T; E]].
Proof. unfold s268_board. tf_options. Qed.
Lemma s268_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (T :: repeat F (2 + b) ++ [T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (T :: repeat F (2 + b) ++ [T; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (T :: repeat F (2 + b) ++ [T; E; F; E]) [(1, 0)]) (s262_board 1 (2 + b) 1) (0) _ (s262_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (T :: repeat F (2 + b) ++ [T; E; F; E]) [(1, 0)]); [reflexivity | unfold s262_board; target_board_eq | strip_offset].
  - unfold s262_form; apply form_int; zlia.
  - intros HT; apply (use262 IH 1 (2 + b) 1 y1); [unfold s262_dom; zlia | unfold lex3; lia].
Qed.
Lemma s268_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s268_dom 1 (2 + b) y1) (Hm : meas (s268_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s268_board 1 (2 + b))).
Proof.
  unfold s268_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s268_board 1 (2 + b))) in Hg. cbn [rights] in Hg. rewrite s268_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s268_c6_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s268_c6_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s268_c7_moves (a : nat) : rmoves (s268_board (2 + a) 0) = [repeat T (3 + a) ++ [E; F; T; E]].
Proof. unfold s268_board. tf_options. Qed.
Lemma s268_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (3 + a) ++ [E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (3 + a) ++ [E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (3 + a) ++ [E; F; E]) [(1, 0)]) (s9_board (3 + a) 0) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (3 + a) ++ [E; F; E]) [(1, 0)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (3 + a) 0 y1); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s268_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s268_dom (2 + a) 0 y1) (Hm : meas (s268_board (2 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s268_board (2 + a) 0)).
Proof.
  unfold s268_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s268_board (2 + a) 0)) in Hg. cbn [rights] in Hg. rewrite s268_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s268_c7_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s268_c7_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s268_c8_moves (a : nat) : rmoves (s268_board (2 + a) 1) = [repeat T (2 + a) ++ [F; T; E; F; T; E]].
Proof. unfold s268_board. tf_options. Qed.
Lemma s268_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; T; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; T; E; F; E]) [(1, 0)]) (s262_board (2 + a) 1 1) (0) _ (s262_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; E]) [(1, 0)]); [reflexivity | unfold s262_board; target_board_eq | strip_offset].
  - unfold s262_form; apply form_int; zlia.
  - intros HT; apply (use262 IH (2 + a) 1 1 y1); [unfold s262_dom; zlia | unfold lex3; lia].
Qed.
Lemma s268_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s268_dom (2 + a) 1 y1) (Hm : meas (s268_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s268_board (2 + a) 1)).
Proof.
  unfold s268_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s268_board (2 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s268_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s268_c8_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s268_c8_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s268_c9_moves (a b : nat) : rmoves (s268_board (2 + a) (2 + b)) = [repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; T; E]].
Proof. unfold s268_board. tf_options. Qed.
Lemma s268_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E]) [(1, 0)]) (s262_board (2 + a) (2 + b) 1) (0) _ (s262_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ repeat F (2 + b) ++ [T; E; F; E]) [(1, 0)]); [reflexivity | unfold s262_board; target_board_eq | strip_offset].
  - unfold s262_form; apply form_int; zlia.
  - intros HT; apply (use262 IH (2 + a) (2 + b) 1 y1); [unfold s262_dom; zlia | unfold lex3; lia].
Qed.
Lemma s268_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s268_dom (2 + a) (2 + b) y1) (Hm : meas (s268_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s268_board (2 + a) (2 + b))).
Proof.
  unfold s268_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s268_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s268_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s268_c9_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s268_c9_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s268_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C268 mm dd rr.
Proof.
  intros a b y1 Hdom Hm Hd Hr. unfold s268_dom in Hdom.
  destruct a as [|[|a]].
  {
    destruct b as [|[|b]].
    {
      exact (s268_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s268_c2 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s268_c3 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s268_c4 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s268_c5 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s268_c6 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s268_c7 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s268_c8 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s268_c9 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s269_c1_moves (a : nat) : rmoves (s269_board (2 + a) 0 1 1) = [repeat T (2 + a) ++ [E; T; F; E]].
Proof. unfold s269_board. tf_options. Qed.
Lemma s269_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; E; F]) [(1, 0)]) (s60_board (2 + a) 0 0) (0) _ (s60_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s60_board; target_board_eq | strip_offset].
  - unfold s60_form; apply form_int; zlia.
  - intros HT; apply (use60 IH (2 + a) 0 0 y1); [unfold s60_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s269_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s269_dom (2 + a) 0 1 1 y1) (Hm : meas (s269_board (2 + a) 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s269_board (2 + a) 0 1 1)).
Proof.
  unfold s269_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s269_board (2 + a) 0 1 1)) in Hg. cbn [rights] in Hg. rewrite s269_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s269_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s269_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s269_c2_moves (a : nat) : rmoves (s269_board (2 + a) 1 1 1) = [repeat T (2 + a) ++ [F; E; T; E; F]; repeat T (2 + a) ++ [E; F; T; F; E]].
Proof. unfold s269_board. tf_options. Qed.
Lemma s269_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [F; E; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [F; E; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [F; E; E; T; F]) []) (s36_board (2 + a)) (0) _ (s36_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; T; F]) []); [reflexivity | unfold s36_board; target_board_eq | strip_offset].
  - unfold s36_form; apply form_int; zlia.
  - intros HT; apply (use36 IH (2 + a) y1); [unfold s36_dom; zlia | unfold lex3; lia].
Qed.
Lemma s269_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ [E; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ [E; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 0)]) (s9_board (2 + a) 1) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 0)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) 1 y1); [unfold s9_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s269_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s269_dom (2 + a) 1 1 1 y1) (Hm : meas (s269_board (2 + a) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s269_board (2 + a) 1 1 1)).
Proof.
  unfold s269_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s269_board (2 + a) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s269_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s269_c2_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s269_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s269_c2_t2_a1 IH a y1 Hw (move_below_r _ _ 1 _ _ (s269_c2_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s269_c3_moves (a b : nat) : rmoves (s269_board (2 + a) (2 + b) 1 1) = [repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ [T; E; F]; repeat T (2 + a) ++ E :: repeat F (2 + b) ++ [T; F; E]].
Proof. unfold s269_board. tf_options. Qed.
Lemma s269_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ [T; E; F])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ [E; F; T; F; T; E; F]) []) (s71_board (1 + a)) (0) _ (s71_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F; T; F; T; E; F]) []); [reflexivity | unfold s71_board; target_board_eq | strip_offset].
  - unfold s71_form; apply form_int; zlia.
  - intros HT; apply (use71 IH (1 + a) y1); [unfold s71_dom; zlia | unfold lex3; lia].
Qed.
Lemma s269_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ F :: E :: repeat F (1 + b) ++ [T; E; F])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: F :: T :: repeat F (2 + b) ++ [T; E; F]) []) (s114_board (1 + a) (2 + b) 1) (0) _ (s114_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: F :: T :: repeat F (2 + b) ++ [T; E; F]) []); [reflexivity | unfold s114_board; target_board_eq | strip_offset].
  - unfold s114_form; apply form_int; zlia.
  - intros HT; apply (use114 IH (1 + a) (2 + b) 1 y1); [unfold s114_dom; zlia | unfold lex3; lia].
Qed.
Lemma s269_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat T (2 + a) ++ E :: repeat F (2 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat T (2 + a) ++ E :: repeat F (2 + b) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat T (1 + a) ++ E :: T :: repeat F (2 + b) ++ [T; F; E]) []) (s183_board (1 + a) 0 1 (2 + b)) (0) _ (s183_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat T (1 + a) ++ E :: T :: repeat F (2 + b) ++ [T; F; E]) []); [reflexivity | unfold s183_board; target_board_eq | strip_offset].
  - unfold s183_form; apply form_int; zlia.
  - intros HT; apply (use183 IH (1 + a) 0 1 (2 + b) y1); [unfold s183_dom; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s269_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s269_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s269_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s269_board (2 + a) (2 + b) 1 1)).
Proof.
  unfold s269_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s269_board (2 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s269_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s269_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s269_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s269_c3_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s269_c3_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s269_c3_t2_a1 IH a b y1 Hw (move_below_r _ _ 1 _ _ (s269_c3_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s269_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C269 mm dd rr.
Proof.
  intros a b c d y1 Hdom Hm Hd Hr. unfold s269_dom in Hdom.
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
          exact (s269_c1 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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
          exact (s269_c2 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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
          exact (s269_c3 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
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

Lemma s270_c1_moves : rmoves (s270_board 1) = [[T; T; F; E; F; T; E; F]; [T; T; E; F; F; T; F; E]].
Proof. unfold s270_board. tf_options. Qed.
Lemma s270_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; T; F; E; F; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; T; F; E; F; T; E; F])).
Proof.
  apply (answer_board_L _ (strip [] ([T; E; F; T; F; T; E; F]) []) (s259_board 1 0 1 1) (0) _ (s259_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; E; F; T; F; T; E; F]) []); [reflexivity | unfold s259_board; target_board_eq | strip_offset].
  - unfold s259_form; apply form_int; zlia.
  - intros HT; apply (use259 IH 1 0 1 1 y1); [unfold s259_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s270_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas ([T; T; E; F; F; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([T; T; E; F; F; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([T; T; E; F; F; E; F]) [(1, 0)]) (s8_board 2 1) (0) _ (s8_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([T; T; E; F; F; E; F]) [(1, 0)]); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH 2 1 y1); [unfold s8_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s270_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s270_dom 1 y1) (Hm : meas (s270_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s270_board 1)).
Proof.
  unfold s270_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s270_board 1)) in Hg. cbn [rights] in Hg. rewrite s270_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s270_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s270_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s270_c1_t2_a1 IH y1 Hw (move_below_r _ _ 1 _ _ (s270_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s270_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C270 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s270_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exact (s270_c1 IH y1 Hdom Hm Hd Hr).
  }
  {
    exfalso; zlia.
  }
Qed.

